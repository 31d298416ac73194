import AnalyticsTable
import CSQLite
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The analytics table in a SQLite database in a temporary file: rows inserted through one prepared
/// statement, committed every `batchRows` rows; indexes built at the end. The file is removed when the
/// table is released.
final class SQLiteTable: AnalyticsCellVisitor, AnalyticsRowSink {
  static let tableName = "analytics"
  private let url: URL
  private var db: OpaquePointer?
  private var insert: OpaquePointer?
  private let batchRows: Int
  private var rowsInBatch = 0
  private var lastUUID: UUID?
  private var lastUUIDText = ""
  /// SQLite's SQLITE_TRANSIENT: it copies the bound bytes.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  init(batchRows: Int) throws {
    self.batchRows = max(1, batchRows)
    // Made empty with mode 0600 in the run's private directory (removed on a signal, swept after a
    // SIGKILL); SQLite keeps an existing file's mode.
    url = try TemporaryPaths.privateFile("analytics.sqlite")
    guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close(db)
      db = nil
      throw ConversionError(.io, "cannot create a SQLite database at \(url.path): \(message)")
    }
    let columns = AnalyticsSchema.columns.map { c in
      "\"\(c.name)\" \(c.sqliteType)\(c.nullable ? "" : " NOT NULL")"
    }
    try exec(
      """
      PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA user_version = \(AnalyticsSchema.version);
      CREATE TABLE schema_info (key TEXT PRIMARY KEY, value TEXT);
      INSERT INTO schema_info VALUES ('schema_version', '\(AnalyticsSchema.version)'), ('table', '\(Self.tableName)');
      CREATE TABLE \(Self.tableName) (\(columns.joined(separator: ", ")));
      BEGIN;
      """)
    let placeholders = Array(repeating: "?", count: AnalyticsSchema.columns.count).joined(separator: ", ")
    try check(
      sqlite3_prepare_v2(db, "INSERT INTO \(Self.tableName) VALUES (\(placeholders))", -1, &insert, nil))
  }

  deinit {
    sqlite3_finalize(insert)
    sqlite3_close(db)
    try? FileManager.default.removeItem(at: url)
  }

  private func check(_ code: Int32) throws {
    guard code == SQLITE_OK || code == SQLITE_DONE || code == SQLITE_ROW else {
      throw ConversionError(
        .io, "SQLite: \(db.map { String(cString: sqlite3_errmsg($0)) } ?? "error \(code)")")
    }
  }

  private func exec(_ sql: String) throws {
    var error: UnsafeMutablePointer<CChar>?
    if sqlite3_exec(db, sql, nil, nil, &error) != SQLITE_OK {
      let message = error.map { String(cString: $0) } ?? "error"
      sqlite3_free(error)
      throw ConversionError(.io, "SQLite: \(message)")
    }
  }

  func write(_ row: AnalyticsRow) throws {
    try row.visit(self)
    try check(sqlite3_step(insert))
    sqlite3_reset(insert)
    rowsInBatch += 1
    if rowsInBatch >= batchRows {
      try exec("COMMIT; BEGIN;")
      rowsInBatch = 0
    }
  }

  private func text(_ column: Int, _ value: String) throws {
    let length = Int32(value.utf8.count)
    try value.withCString { pointer in
      try check(sqlite3_bind_text(insert, Int32(column + 1), pointer, length, Self.transient))
    }
  }

  private func null(_ column: Int) throws { try check(sqlite3_bind_null(insert, Int32(column + 1))) }

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
    try check(sqlite3_bind_int64(insert, Int32(column + 1), Int64(value)))
  }

  func double(_ column: Int, _ value: Double?) throws {
    guard let value else { return try null(column) }
    try check(sqlite3_bind_double(insert, Int32(column + 1), value))
  }

  /// Commits, builds the indexes, closes the database and returns its file.
  func finish() throws -> URL {
    try exec(
      """
      COMMIT;
      CREATE INDEX \(Self.tableName)_type_start ON \(Self.tableName) (type, start);
      CREATE INDEX \(Self.tableName)_workout ON \(Self.tableName) (workout_uuid);
      """)
    sqlite3_finalize(insert)
    insert = nil
    try check(sqlite3_close(db))
    db = nil
    return url
  }
}
