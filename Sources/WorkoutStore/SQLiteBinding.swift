import CSQLite
import FoundationEssentials
import WorkoutModel

/// A read-write (or read-only) connection to a store's SQLite file. The module's one declared C binding:
/// the only file calling sqlite3, whose API takes connection and statement handles (`OpaquePointer`),
/// `SQLITE_TRANSIENT` (a bit cast of -1) and returns `sqlite3_exec`'s error text as a pointer.
final class SQLiteConnection {
  private var db: OpaquePointer?
  /// The file named in errors.
  let path: String
  /// Prepared statements by SQL text, finalized when the connection closes.
  private var cache: [String: SQLiteStatement] = [:]

  /// Opens (`create`: or creates) the database at `path`.
  init(path: String, readOnly: Bool, create: Bool) throws {
    self.path = path
    let flags =
      readOnly ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0))
    guard sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close(db)
      db = nil
      throw ConversionError(.io, "cannot open the store: \(message)", at: SourceLocation(file: path))
    }
    // A concurrent reader (`changes`, `convert STORE`) waits for a writer's commit instead of failing.
    sqlite3_busy_timeout(db, 10_000)
  }

  deinit { close() }

  /// Finalizes the statements and closes the connection (the last one checkpoints the WAL).
  func close() {
    for statement in cache.values { statement.finalize() }
    cache.removeAll()
    if db != nil { sqlite3_close(db) }
    db = nil
  }

  /// Runs one or more statements that return no rows.
  func exec(_ sql: String) throws {
    var error: UnsafeMutablePointer<CChar>?
    if sqlite3_exec(db, sql, nil, nil, &error) != SQLITE_OK {
      let message = error.map { String(cString: $0) } ?? "error"
      sqlite3_free(error)
      throw ConversionError(.io, "SQLite: \(message)", at: SourceLocation(file: path))
    }
  }

  /// The statement for `sql`, prepared once per connection.
  func statement(_ sql: String) throws -> SQLiteStatement {
    if let cached = cache[sql] {
      cached.reset()
      return cached
    }
    var handle: OpaquePointer?
    guard sqlite3_prepare_v2(db, sql, -1, &handle, nil) == SQLITE_OK, let handle else {
      throw failure()
    }
    let statement = SQLiteStatement(handle: handle, connection: self)
    cache[sql] = statement
    return statement
  }

  /// An integer a one-row query returns (a pragma, a count), or nil for no row or NULL.
  func integer(_ sql: String) throws -> Int64? {
    let s = try statement(sql)
    return try s.step() ? s.integer(0) : nil
  }

  /// Rows changed by the last INSERT, UPDATE or DELETE.
  var changes: Int { Int(sqlite3_changes(db)) }

  /// The connection's last error, located at the store.
  func failure() -> ConversionError {
    let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "no connection"
    return ConversionError(.io, "SQLite: \(message)", at: SourceLocation(file: path))
  }
}

/// A prepared statement: bind by 1-based index, step, read columns by 0-based index.
final class SQLiteStatement {
  private var handle: OpaquePointer?
  private unowned let connection: SQLiteConnection
  /// SQLite's SQLITE_TRANSIENT: it copies the bound bytes.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  fileprivate init(handle: OpaquePointer, connection: SQLiteConnection) {
    self.handle = handle
    self.connection = connection
  }

  fileprivate func finalize() {
    sqlite3_finalize(handle)
    handle = nil
  }

  /// Clears the bindings and rewinds (a cached statement is reused this way).
  func reset() {
    sqlite3_reset(handle)
    sqlite3_clear_bindings(handle)
  }

  /// Binds values in order: String, Int, Int64, Double or nil.
  @discardableResult
  func bind(_ values: [Any?]) throws -> SQLiteStatement {
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case let text as String:
        code = sqlite3_bind_text(handle, index, text, -1, Self.transient)
      case let number as Int:
        code = sqlite3_bind_int64(handle, index, Int64(number))
      case let number as Int64:
        code = sqlite3_bind_int64(handle, index, number)
      case let number as Double:
        code = sqlite3_bind_double(handle, index, number)
      default:
        code = sqlite3_bind_null(handle, index)
      }
      guard code == SQLITE_OK else { throw connection.failure() }
    }
    return self
  }

  /// Steps once: true for a row, false when done.
  func step() throws -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw connection.failure()
    }
  }

  /// Runs the statement to its end (an INSERT, UPDATE or DELETE).
  func run() throws {
    while try step() {}
  }

  /// Column `index` as text, or nil for NULL.
  func text(_ index: Int32) -> String? {
    guard sqlite3_column_type(handle, index) != SQLITE_NULL, let bytes = sqlite3_column_text(handle, index)
    else { return nil }
    return String(cString: bytes)
  }

  /// Column `index` as an integer, or nil for NULL.
  func integer(_ index: Int32) -> Int64? {
    sqlite3_column_type(handle, index) == SQLITE_NULL ? nil : sqlite3_column_int64(handle, index)
  }
}
