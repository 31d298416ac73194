import CSQLite
import FormatKit
import FoundationEssentials
import WorkoutModel

/// A Health Connect database opened read-only and immutable (no journal, no lock, nothing written next to
/// an input). The module's one declared C binding: the only file calling sqlite3.
final class HealthConnectDatabase {
  private var db: OpaquePointer?
  /// The file name errors name.
  let name: String

  init(url: URL, name: String) throws {
    self.name = name
    var components = URLComponents()
    components.scheme = "file"
    components.path = url.path
    components.queryItems = [URLQueryItem(name: "immutable", value: "1")]
    let uri = components.string ?? "file:\(url.path)?immutable=1"
    let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
    guard sqlite3_open_v2(uri, &db, flags, nil) == SQLITE_OK else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close(db)
      db = nil
      throw ConversionError(
        .invalidInput, "not a readable SQLite database: \(message)", at: SourceLocation(file: name))
    }
  }

  deinit { sqlite3_close(db) }

  /// `PRAGMA user_version`: the schema version Health Connect stamps.
  func userVersion() throws -> Int {
    var version = 0
    try query("PRAGMA user_version") { row in version = Int(row.int(0) ?? 0) }
    return version
  }

  /// The tables' names.
  func tableNames() throws -> Set<String> {
    var names: Set<String> = []
    try query("SELECT name FROM sqlite_master WHERE type = 'table'") { row in
      if let name = row.text(0) { names.insert(name) }
    }
    return names
  }

  /// A table's column names.
  func columns(of table: String) throws -> Set<String> {
    var names: Set<String> = []
    try query("PRAGMA table_info(\(Self.quoted(table)))") { row in
      if let name = row.text(1) { names.insert(name) }
    }
    return names
  }

  /// A table's row count.
  func count(_ table: String) throws -> Int {
    var count = 0
    try query("SELECT count(*) FROM \(Self.quoted(table))") { row in count = Int(row.int(0) ?? 0) }
    return count
  }

  /// An identifier as SQL text: a table name read from the file itself may hold quotes.
  static func quoted(_ name: String) -> String {
    "\"" + name.replacing("\"", with: "\"\"") + "\""
  }

  /// Runs `sql` and calls `body` with every row.
  func query(_ sql: String, _ body: (Row) throws -> Void) throws {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
      throw failure(sql)
    }
    defer { sqlite3_finalize(statement) }
    while true {
      let step = sqlite3_step(statement)
      if step == SQLITE_DONE { return }
      guard step == SQLITE_ROW, let statement else { throw failure(sql) }
      try body(Row(statement: statement))
    }
  }

  private func failure(_ sql: String) -> ConversionError {
    let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "error"
    return ConversionError(
      .invalidInput, "SQLite: \(message) (in \(sql.prefix(80)))", at: SourceLocation(file: name))
  }

  /// One result row; columns by index, NULL as nil.
  struct Row {
    let statement: OpaquePointer

    func isNull(_ i: Int32) -> Bool { sqlite3_column_type(statement, i) == SQLITE_NULL }
    func int(_ i: Int32) -> Int64? { isNull(i) ? nil : sqlite3_column_int64(statement, i) }
    func double(_ i: Int32) -> Double? { isNull(i) ? nil : sqlite3_column_double(statement, i) }
    func text(_ i: Int32) -> String? {
      guard !isNull(i), let pointer = sqlite3_column_text(statement, i) else { return nil }
      return String(cString: pointer)
    }
    func blob(_ i: Int32) -> [UInt8]? {
      guard !isNull(i), let pointer = sqlite3_column_blob(statement, i) else { return nil }
      let count = Int(sqlite3_column_bytes(statement, i))
      return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }
  }
}
