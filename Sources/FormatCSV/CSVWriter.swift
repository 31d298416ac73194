import AnalyticsTable
import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Writes the analytics table as CSV, straight into a byte buffer (ByteStreams' UUID, time and number
/// text: no `String` or array made per cell for UUIDs, instants and numbers). Workouts may come streamed: their
/// points are written as read.
package final class CSVWriter: FormatWriter, StreamingWorkoutSink {
  private let output: any ByteSink
  private let cells: CSVCells
  private let rows: AnalyticsRows

  /// Makes a writer; the header row is written with the first flush.
  package init(output: any ByteSink, options: CSVOptions = CSVOptions()) {
    self.output = output
    cells = CSVCells(output: output, quotingFormulas: options.quotesFormulas)
    rows = AnalyticsRows(into: cells)
    cells.bytes.append(Array(AnalyticsSchema.columnNames.joined(separator: ",").utf8) + [0x0A])
  }

  package func receive(_ item: HealthItem) throws { try rows.add(item) }

  package func receive(workout shell: Workout, points: WorkoutPoints) throws {
    try rows.add(workout: shell, points: points)
  }

  package func finish() throws { try cells.flush() }
}

/// Lays rows out as CSV text: RFC 4180 quoting for text, `ISO8601Timestamp` text for instants, upper-case
/// `uuidString` text for UUIDs, integers' digits, and DOUBLE cells as `Double.description` prints them.
final class CSVCells: AnalyticsCellVisitor, AnalyticsRowSink {
  /// The line laid out (an append is a bounds check and a copy, inlined across modules).
  let bytes = ByteBuffer(capacity: 1 << 17)
  /// The last day's and offset's time text (`TimeText`), behind a pointer.
  private let times = StateBox(TimeText.Cache())
  private let output: any ByteSink
  /// The last UUID written in each column (series rows repeat their sample's), behind a pointer: no
  /// exclusivity check or reference counting per cell.
  private let lastUUIDs = StateBox<[UUID?]>(Array(repeating: nil, count: AnalyticsSchema.columns.count))
  /// Their text: one fixed-width slot of `uuidWidth` bytes per column, copied from one buffer to the other
  /// (no array per cell).
  private let lastUUIDTexts = ByteBuffer(capacity: AnalyticsSchema.columns.count * CSVCells.uuidWidth)
  /// The length of `uuidString`'s text.
  private static let uuidWidth = 36

  /// Whether text cells that would run as formulas get a leading `'` (see `CSVFormat`).
  private let quotingFormulas: Bool

  init(output: any ByteSink, quotingFormulas: Bool) {
    self.output = output
    self.quotingFormulas = quotingFormulas
    for _ in 0..<(AnalyticsSchema.columns.count * Self.uuidWidth) { lastUUIDTexts.append(0) }
  }

  func write(_ row: AnalyticsRow) throws {
    try row.visit(self)
    bytes.truncate(to: bytes.count - 1)
    bytes.append(0x0A)  // the last cell's separator ends the line
    if bytes.count >= 1 << 16 { try flush() }
  }

  /// Writes the bytes laid out so far.
  func flush() throws {
    try bytes.write(to: output)
    bytes.removeAll()
  }

  @inline(__always) private func separator() { bytes.append(UInt8(ascii: ",")) }

  func string(_ column: Int, _ value: String?) throws {
    if var value {
      value.withUTF8 { bytes in
        let guarded = quotingFormulas && CSVFormulas.wouldRun(bytes)
        if guarded { self.bytes.append(UInt8(ascii: "'")) }
        let plain = self.bytes.append(bytes) {
          $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
        }
        if !plain {
          // The leading quote goes inside the cell's double quotes.
          if guarded { self.bytes.truncate(to: self.bytes.count - 1) }
          self.bytes.append(UInt8(ascii: "\""))
          if guarded { self.bytes.append(UInt8(ascii: "'")) }
          var runStart = 0
          for i in 0..<bytes.count where bytes[i] == UInt8(ascii: "\"") {
            self.bytes.append(bytes[runStart...i])
            runStart = i  // the quote again: doubled
          }
          self.bytes.append(bytes[runStart...])
          self.bytes.append(UInt8(ascii: "\""))
        }
      }
    }
    separator()
  }

  func uuid(_ column: Int, _ value: UUID?) throws {
    if let value {
      let slot = column * Self.uuidWidth
      if value != lastUUIDs.pointee[column] {
        let start = bytes.count
        bytes.appendUUIDText(value)
        lastUUIDs.pointee[column] = value
        lastUUIDTexts.replace(at: slot, with: bytes, from: start, count: Self.uuidWidth)
      } else {
        bytes.append(lastUUIDTexts, from: slot, count: Self.uuidWidth)
      }
    }
    separator()
  }

  func timestamp(_ column: Int, _ value: Timestamp?) throws {
    if let value {
      TimeText.append(
        reference: value.date.timeIntervalSinceReferenceDate, utcOffset: value.utcOffset, to: bytes,
        cache: &times.pointee)
    }
    separator()
  }

  func integer(_ column: Int, _ value: Int?) throws {
    // `String(value)`'s digits, without going through a generic (unspecialized across modules).
    if let value {
      if value < 0 { bytes.append(UInt8(ascii: "-")) }
      NumberText.appendDigits(value.magnitude, to: bytes)
    }
    separator()
  }

  func double(_ column: Int, _ value: Double?) throws {
    // `72.0`, not `72`: a column of whole numbers still reads as DOUBLE (DuckDB, pandas, polars). Zero is
    // `0.0` whatever its sign.
    if let value { value == 0 ? bytes.append("0.0") : NumberText.appendQuickDescription(value, to: bytes) }
    separator()
  }
}

/// OWASP's rule for CSV injection: which text cells a spreadsheet would evaluate.
enum CSVFormulas {
  /// Whether a cell's text starts as a formula does (`=`, `+`, `-`, `@`, a tab, a carriage return) and is
  /// not a plain number (`-12.5`, `+3`, `-1e-05`: a spreadsheet reads those as the number they are).
  static func wouldRun<Bytes: RandomAccessCollection<UInt8>>(_ text: Bytes) -> Bool
  where Bytes.Index == Int {
    guard let first = text.first else { return false }
    switch first {
    case UInt8(ascii: "="), UInt8(ascii: "@"), 0x09, 0x0D: return true
    case UInt8(ascii: "+"), UInt8(ascii: "-"): return !isPlainNumber(text)
    default: return false
    }
  }

  /// Whether `text` is a sign, digits, an optional fraction and an optional exponent, nothing else.
  static func isPlainNumber<Bytes: RandomAccessCollection<UInt8>>(_ text: Bytes) -> Bool
  where Bytes.Index == Int {
    var i = 1
    let n = text.count
    func at(_ k: Int) -> UInt8 { text[text.startIndex + k] }
    func digits() -> Int {
      let start = i
      while i < n, at(i) >= UInt8(ascii: "0"), at(i) <= UInt8(ascii: "9") { i += 1 }
      return i - start
    }
    var count = digits()
    if i < n, at(i) == UInt8(ascii: ".") {
      i += 1
      count += digits()
    }
    guard count > 0 else { return false }
    if i < n, at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
      i += 1
      if i < n, at(i) == UInt8(ascii: "+") || at(i) == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { return false }
    }
    return i == n
  }
}
