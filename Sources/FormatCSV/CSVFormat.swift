import AnalyticsTable
import FormatKit
import Foundation
import WorkoutModel

/// A flat CSV for analysis (DuckDB, pandas, spreadsheets): the analytics table
/// (`Formats/analytics/table-schema.json`, `AnalyticsSchema`) — one row per sample, per series entry, per
/// category sample, per workout, per workout event, per statistic, per route point and per activity
/// summary, told apart by the `record` column. The same rows and columns as `--to parquet` and
/// `--to sqlite`; instants are ISO 8601 text with their original offset (and the offset in seconds in
/// `start_utc_offset_s` / `end_utc_offset_s`), DOUBLE columns always with a fraction or exponent (`72.0`,
/// `1e-05`: the shortest text that reads back to the same double), so a numeric column reads as DOUBLE on
/// every file where it has a value.
///
/// CSV quoting follows RFC 4180. The output is read-only for wkconv: CSV cannot be read back.
public struct CSVFormat: WorkoutFormat {
  /// The column names, in order.
  public static var columns: [String] { AnalyticsSchema.columnNames }

  /// Makes the format.
  public init() {}

  public var descriptor: FormatDescriptor {
    return FormatDescriptor(
      id: .csv, name: "CSV (flat analysis table)", fileExtensions: ["csv"], mediaType: "text/csv",
      capabilities: AnalyticsRows.capabilities, canRead: false, canWrite: true,
      workoutsPerFile: .many)
  }

  public func sniff(_ prefix: [UInt8]) -> SniffResult { .no }

  public func makeReader(options: FormatOptions) -> (any FormatReader)? { nil }

  public func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    CSVWriter(output: output)
  }
}

/// Writes the analytics table as CSV, straight into a byte buffer (no per-cell `String`s for UUIDs,
/// instants and integral numbers). Workouts may come streamed: their points are written as read.
public final class CSVWriter: FormatWriter, StreamingWorkoutSink {
  private let output: any ByteSink
  private let cells: CSVCells
  private let rows: AnalyticsRows

  /// Makes a writer; the header row is written with the first flush.
  public init(output: any ByteSink) {
    self.output = output
    cells = CSVCells()
    rows = AnalyticsRows(into: cells)
    cells.line = Array(AnalyticsSchema.columnNames.joined(separator: ",").utf8) + [0x0A]
    cells.flush = { [output] bytes in try output.write(bytes) }
  }

  public func receive(_ item: HealthItem) throws { try rows.add(item) }

  public func acceptsStreamed(_ shell: Workout) -> Bool { true }

  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    try rows.add(workout: shell, points: points)
  }

  public func finish() throws {
    try output.write(cells.line)
    cells.line.removeAll(keepingCapacity: true)
  }
}

/// Lays rows out as CSV text.
final class CSVCells: AnalyticsCellVisitor, AnalyticsRowSink {
  var line: [UInt8] = []
  var flush: ([UInt8]) throws -> Void = { _ in }
  private var lastUUID: UUID?
  private var lastUUIDText: [UInt8] = []

  init() { line.reserveCapacity(1 << 17) }

  func write(_ row: AnalyticsRow) throws {
    try row.visit(self)
    line[line.count - 1] = 0x0A  // the last cell's separator ends the line
    if line.count >= 1 << 16 {
      try flush(line)
      line.removeAll(keepingCapacity: true)
    }
  }

  @inline(__always) private func separator() { line.append(UInt8(ascii: ",")) }

  func string(_ column: Int, _ value: String?) throws {
    if var value {
      value.withUTF8 { bytes in
        if bytes.contains(where: {
          $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
        }) {
          line.append(UInt8(ascii: "\""))
          for b in bytes {
            if b == UInt8(ascii: "\"") { line.append(b) }
            line.append(b)
          }
          line.append(UInt8(ascii: "\""))
        } else {
          line.append(contentsOf: bytes)
        }
      }
    }
    separator()
  }

  func uuid(_ column: Int, _ value: UUID?) throws {
    if let value {
      if value != lastUUID {
        lastUUID = value
        lastUUIDText = Array(value.uuidString.utf8)
      }
      line.append(contentsOf: lastUUIDText)
    }
    separator()
  }

  func timestamp(_ column: Int, _ value: Timestamp?) throws {
    if let value { ISO8601Timestamp.append(value, to: &line) }
    separator()
  }

  func integer(_ column: Int, _ value: Int?) throws {
    if let value { appendInteger(Int64(value)) }
    separator()
  }

  func double(_ column: Int, _ value: Double?) throws {
    if let value {
      if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        // `72.0`, not `72`: a column of whole numbers still reads as DOUBLE (DuckDB, pandas, polars).
        appendInteger(Int64(value))
        line.append(contentsOf: [UInt8(ascii: "."), UInt8(ascii: "0")])
      } else {
        line.append(contentsOf: "\(value)".utf8)
      }
    }
    separator()
  }

  private func appendInteger(_ value: Int64) {
    if value < 0 { line.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes, room for 20 digits
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude > 0
      line.append(contentsOf: buffer[(24 - count)...])
    }
  }
}
