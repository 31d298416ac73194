import AnalyticsTable
import FormatKit
import FoundationEssentials
import SQLiteKit
import WorkoutModel

/// The analytics table in a SQLite database in a temporary file: rows inserted through one prepared
/// statement, committed every `batchRows` rows; indexes built at the end. The file is removed when the
/// table is released.
final class SQLiteTable: AnalyticsCellVisitor, AnalyticsRowSink {
  static let tableName = "analytics"
  private let url: URL
  private let db: SQLiteConnection
  private let insert: SQLiteStatement
  private let batchRows: Int
  private var rowsInBatch = 0
  private var lastUUID: UUID?
  private var lastUUIDText = ""

  init(batchRows: Int) throws {
    self.batchRows = max(1, batchRows)
    // Made empty with mode 0600 in the run's private directory (removed on a signal, swept after a
    // SIGKILL); SQLite keeps an existing file's mode.
    let url = try TemporaryPaths.privateFile("analytics.sqlite")
    self.url = url
    do {
      db = try SQLiteConnection(path: url.path, flags: [.readWrite, .create], errors: Self.conversionError)
      let columns = AnalyticsSchema.columns.map { c in
        "\"\(c.name)\" \(c.sqliteType)\(c.nullable ? "" : " NOT NULL")"
      }
      try db.exec(
        """
        PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA user_version = \(AnalyticsSchema.version);
        CREATE TABLE schema_info (key TEXT PRIMARY KEY, value TEXT);
        INSERT INTO schema_info VALUES ('schema_version', '\(AnalyticsSchema.version)'), ('table', '\(Self.tableName)');
        CREATE TABLE \(Self.tableName) (\(columns.joined(separator: ", ")));
        BEGIN;
        """)
      let placeholders = Array(repeating: "?", count: AnalyticsSchema.columns.count).joined(separator: ", ")
      insert = try db.statement("INSERT INTO \(Self.tableName) VALUES (\(placeholders))")
    } catch {
      try? FileManager.default.removeItem(at: url)
      throw error
    }
  }

  deinit {
    db.close()
    try? FileManager.default.removeItem(at: url)
  }

  /// A SQLite failure as the writer's error: an output that cannot be made, or a statement that fails.
  private static func conversionError(_ error: SQLiteError) -> any Error {
    error.operation == .open
      ? ConversionError(.io, "cannot create a SQLite database at \(error.path): \(error.message)")
      : ConversionError(.io, "SQLite: \(error.message)")
  }

  func write(_ row: AnalyticsRow) throws {
    try row.visit(self)
    try insert.run()
    // Every row binds every column.
    insert.reset(clearingBindings: false)
    rowsInBatch += 1
    if rowsInBatch >= batchRows {
      try db.exec("COMMIT; BEGIN;")
      rowsInBatch = 0
    }
  }

  private func text(_ column: Int, _ value: String) throws { try insert.bind(Int32(column + 1), text: value) }

  private func null(_ column: Int) throws { try insert.bindNull(Int32(column + 1)) }

  func string(_ column: Int, _ value: String?) throws {
    if let value { try text(column, value) } else { try null(column) }
  }

  func uuid(_ column: Int, _ value: UUID?) throws {
    guard let value else { return try null(column) }
    if value != lastUUID {
      lastUUID = value
      lastUUIDText = value.uuidString
    }
    try text(column, lastUUIDText)
  }

  func timestamp(_ column: Int, _ value: Timestamp?) throws {
    guard let value else { return try null(column) }
    try text(column, ISO8601Timestamp.format(Timestamp(value.date, utcOffset: nil)))
  }

  func integer(_ column: Int, _ value: Int?) throws {
    guard let value else { return try null(column) }
    try insert.bind(Int32(column + 1), integer: Int64(value))
  }

  func double(_ column: Int, _ value: Double?) throws {
    guard let value else { return try null(column) }
    try insert.bind(Int32(column + 1), double: value)
  }

  /// Commits, builds the indexes, closes the database and returns its file.
  func finish() throws -> URL {
    try db.exec(
      """
      COMMIT;
      CREATE INDEX \(Self.tableName)_type_start ON \(Self.tableName) (type, start);
      CREATE INDEX \(Self.tableName)_workout ON \(Self.tableName) (workout_uuid);
      """)
    try db.closeChecked()
    return url
  }
}
