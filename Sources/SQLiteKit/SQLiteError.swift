/// A SQLite failure with where it happened: the database, the operation and, for a statement, its SQL.
/// Each user of a connection turns it into its own located error (`SQLiteConnection`'s `errors`).
package struct SQLiteError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was being done.
  package enum Operation: String, Sendable, Hashable {
    /// Opening the database.
    case open
    /// `sqlite3_exec`: one or more statements run from text.
    case execute
    /// Compiling a statement.
    case prepare
    /// Binding a parameter.
    case bind
    /// Stepping a statement (a row, or the end).
    case step
    /// Closing the connection.
    case close
  }

  /// What was being done.
  package var operation: Operation
  /// SQLite's result code (`SQLITE_BUSY`, `SQLITE_CORRUPT`, …).
  package var code: Int32
  /// SQLite's text for the failure.
  package var message: String
  /// The database's path (or URI) as opened.
  package var path: String
  /// The statement's SQL, when one is involved.
  package var sql: String?

  /// Makes an error.
  package init(_ operation: Operation, code: Int32, message: String, path: String, sql: String? = nil) {
    self.operation = operation
    self.code = code
    self.message = message
    self.path = path
    self.sql = sql
  }

  /// `path: SQLite: message (in SQL…)`, the SQL cut to its first 80 characters.
  package var description: String {
    "\(path): SQLite: \(message)" + (sql.map { " (in \($0.prefix(80)))" } ?? "")
  }
}
