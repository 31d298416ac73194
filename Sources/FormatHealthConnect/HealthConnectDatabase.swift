import FormatKit
import FoundationEssentials
import SQLiteKit
import WorkoutModel

/// A Health Connect database opened read-only and immutable (no journal, no lock, nothing written next to
/// an input).
final class HealthConnectDatabase {
  private let db: SQLiteConnection
  /// The file name errors name.
  let name: String
  /// One result row; columns by index, NULL as nil.
  typealias Row = SQLiteRow

  init(url: URL, name: String) throws {
    self.name = name
    var components = URLComponents()
    components.scheme = "file"
    components.path = url.path
    components.queryItems = [URLQueryItem(name: "immutable", value: "1")]
    let uri = components.string ?? "file:\(url.path)?immutable=1"
    db = try SQLiteConnection(path: uri, flags: [.readOnly, .uri]) { error in
      // An input that SQLite cannot read is bad input, located at the file the user named.
      error.operation == .open
        ? ConversionError(
          .invalidInput, "not a readable SQLite database: \(error.message)", at: SourceLocation(file: name))
        : ConversionError(
          .invalidInput, "SQLite: \(error.message) (in \((error.sql ?? "").prefix(80)))",
          at: SourceLocation(file: name))
    }
  }

  /// `PRAGMA user_version`: the schema version Health Connect stamps.
  func userVersion() throws -> Int {
    var version = 0
    try query("PRAGMA user_version") { row in version = Int(row.integer(0) ?? 0) }
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
    try query("SELECT count(*) FROM \(Self.quoted(table))") { row in count = Int(row.integer(0) ?? 0) }
    return count
  }

  /// An identifier as SQL text: a table name read from the file itself may hold quotes.
  static func quoted(_ name: String) -> String {
    "\"" + name.replacing("\"", with: "\"\"") + "\""
  }

  /// Runs `sql` and calls `body` with every row.
  func query(_ sql: String, _ body: (Row) throws -> Void) throws { try db.query(sql, body) }
}
