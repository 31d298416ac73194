import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// One Samsung Health CSV: the preamble line (`<type>,<number>,<number>`), the header, then data rows that
/// each end in an extra comma. Columns are found by their last dotted component, so the prefixed
/// (`com.samsung.health.heart_rate.start_time`) and bare (`start_time`) headers read alike.
struct SamsungHealthTable {
  /// The member path.
  let path: String
  /// The data type: the file name without its `com.samsung.(s)health.` prefix and `.<stamp>.csv` suffix.
  let type: String
  /// The type as the file names it (`com.samsung.shealth.tracker.heart_rate`).
  let fullType: String
  /// Header names as written.
  let header: [String]
  private let index: [String: Int]
  /// Opens the file's bytes again (each pass streams them).
  let open: () throws -> InputSource
  let location: (Int?) -> SourceLocation

  /// The file name's type parts, nil when the file is not a Samsung Health data CSV.
  static func types(of path: String) -> (full: String, short: String)? {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    guard name.hasSuffix(".csv") else { return nil }
    name.removeLast(4)
    var parts = name.split(separator: ".").map(String.init)
    while let last = parts.last, !last.isEmpty, last.allSatisfy(\.isNumber) { parts.removeLast() }
    let full = parts.joined(separator: ".")
    for prefix in ["com.samsung.shealth.", "com.samsung.health."] where full.hasPrefix(prefix) {
      return (full, String(full.dropFirst(prefix.count)))
    }
    return nil
  }

  /// Reads the preamble and header of the file `open` gives; a file without them is a located error.
  init(path: String, open: @escaping () throws -> InputSource, location: @escaping (Int?) -> SourceLocation)
    throws
  {
    guard let types = Self.types(of: path) else {
      throw ConversionError(.invalidInput, "not a Samsung Health data file name", at: location(nil))
    }
    self.path = path
    self.fullType = types.full
    self.type = types.short
    self.location = location
    self.open = open
    let rows = try CSVRows(try open())
    guard let preamble = try rows.next(), preamble.first?.hasPrefix("com.samsung.") == true else {
      throw ConversionError(
        .invalidInput, "a Samsung Health CSV without its preamble line (`\(types.full),<number>,<number>`)",
        at: location(1))
    }
    guard let header = try rows.next(), header.count > 1 else {
      throw ConversionError(.invalidInput, "a Samsung Health CSV without its header line", at: location(2))
    }
    self.header = header
    var index: [String: Int] = [:]
    for (i, name) in header.enumerated() {
      let key = name.split(separator: ".").last.map(String.init) ?? name
      if !key.isEmpty, index[key] == nil { index[key] = i }
    }
    self.index = index
  }

  /// The column of `name`, or nil.
  func column(_ name: String) -> Int? { index[name] }

  /// The column of `name`, or the located error naming the column as Samsung's prefixed header spells it.
  func require(_ name: String) throws -> Int {
    guard let i = index[name] else {
      let base = type.split(separator: ".").last.map(String.init) ?? type
      throw ConversionError(
        .invalidInput,
        "a Samsung Health export whose \(type) CSV lacks `com.samsung.health.\(base).\(name)`",
        at: location(2))
    }
    return i
  }

  /// Calls `body` with each data row and the line it starts on (preamble and header skipped; blank rows
  /// left out), streaming the file.
  func forEachRow(_ body: (_ fields: [String], _ line: Int) throws -> Void) throws {
    let rows = try CSVRows(try open())
    var row = 0
    while let fields = try rows.next() {
      row += 1
      if row <= 2 || fields.allSatisfy(\.isEmpty) { continue }
      try body(fields, rows.line)
    }
  }

  /// The number of data rows.
  func rowCount() throws -> Int {
    var count = 0
    try forEachRow { _, _ in count += 1 }
    return count
  }
}

/// Samsung Health's time text: `yyyy-MM-dd HH:mm:ss.SSS` in UTC, with the offset in `time_offset`.
enum SamsungTime {
  /// The instant of `text` (UTC) with `offset` seconds, nil when it does not parse.
  static func timestamp(_ text: String, offset: Int?) -> Timestamp? {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.count >= 19 else {
      return Double(trimmed).map { Timestamp(date(millis: $0), utcOffset: offset) }
    }
    guard let parsed = ISO8601Timestamp.parse(trimmed.replacing(" ", with: "T") + "Z") else {
      return nil
    }
    return Timestamp(parsed.date, utcOffset: offset)
  }

  /// Epoch milliseconds as a date, exact to the millisecond (`Date(unixMilliseconds:)`).
  static func date(millis: Double) -> Date { Date(unixMilliseconds: millis) }

  /// `UTC+0900` / `UTC-0330` as seconds east of UTC.
  static func offset(_ text: String?) -> Int? {
    guard var t = text?.trimmingWhitespace(), t.hasPrefix("UTC") else { return nil }
    t.removeFirst(3)
    guard let sign = t.first, sign == "+" || sign == "-" else { return t.isEmpty ? 0 : nil }
    let digits = t.dropFirst()
    guard digits.count == 4, let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)) else {
      return nil
    }
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
  }
}
