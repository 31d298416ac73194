import CSQLite

/// How a database is opened (SQLite's `SQLITE_OPEN_*` flags).
package struct SQLiteOpenFlags: OptionSet, Sendable, Hashable {
  package let rawValue: Int32
  /// Makes flags from SQLite's bits.
  package init(rawValue: Int32) { self.rawValue = rawValue }

  /// Read only: nothing is written, not even a journal's creation.
  package static let readOnly = SQLiteOpenFlags(rawValue: SQLITE_OPEN_READONLY)
  /// Read and write an existing database.
  package static let readWrite = SQLiteOpenFlags(rawValue: SQLITE_OPEN_READWRITE)
  /// With `readWrite`: make the database when it does not exist.
  package static let create = SQLiteOpenFlags(rawValue: SQLITE_OPEN_CREATE)
  /// The path is a `file:` URI (its query may say `immutable=1`).
  package static let uri = SQLiteOpenFlags(rawValue: SQLITE_OPEN_URI)
  /// No mutex on the connection: it is used from one thread at a time.
  package static let noMutex = SQLiteOpenFlags(rawValue: SQLITE_OPEN_NOMUTEX)
}

/// A connection to one SQLite database: the package's one binding of sqlite3, whose API takes connection
/// and statement handles (`OpaquePointer`), `SQLITE_TRANSIENT` (a bit cast of -1), returns
/// `sqlite3_exec`'s error text as a pointer and blob columns as raw memory. Not thread-safe: one user at a
/// time. Every failure is a `SQLiteError` passed through the connection's `errors`, which turns it into its
/// user's own located error.
package final class SQLiteConnection {
  private var db: OpaquePointer?
  /// The database's path (or URI) as opened.
  package let path: String
  /// Turns a failure into the error thrown.
  private let errors: (SQLiteError) -> any Error
  /// Prepared statements by SQL text, finalized when the connection closes.
  private var cache: [String: SQLiteStatement] = [:]

  /// Opens the database at `path` with `flags`. `busyTimeoutMilliseconds`: how long a statement waits for
  /// another connection's lock before failing with `SQLITE_BUSY`. `errors` makes what is thrown from each
  /// failure (by default the `SQLiteError` itself).
  package init(
    path: String, flags: SQLiteOpenFlags, busyTimeoutMilliseconds: Int32? = nil,
    errors: @escaping (SQLiteError) -> any Error = { $0 }
  ) throws {
    self.path = path
    self.errors = errors
    let code = sqlite3_open_v2(path, &db, flags.rawValue, nil)
    guard code == SQLITE_OK else {
      let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
      sqlite3_close(db)
      db = nil
      throw errors(SQLiteError(.open, code: code, message: message, path: path))
    }
    if let busyTimeoutMilliseconds { sqlite3_busy_timeout(db, busyTimeoutMilliseconds) }
  }

  deinit { close() }

  /// Finalizes the statements and closes the connection (the last one checkpoints a WAL); a failure to
  /// close is not reported (see `closeChecked`).
  package func close() {
    finalizeStatements()
    if db != nil { sqlite3_close(db) }
    db = nil
  }

  /// Finalizes the statements and closes the connection, throwing when SQLite cannot (the connection then
  /// stays open until `close` or release).
  package func closeChecked() throws {
    finalizeStatements()
    guard db != nil else { return }
    guard sqlite3_close(db) == SQLITE_OK else { throw failure(.close, sql: nil) }
    db = nil
  }

  private func finalizeStatements() {
    for statement in cache.values { statement.finalize() }
    cache.removeAll()
  }

  /// Runs one or more statements that return no rows (pragmas, schema, `BEGIN`/`COMMIT`).
  package func exec(_ sql: String) throws {
    var error: UnsafeMutablePointer<CChar>?
    let code = sqlite3_exec(db, sql, nil, nil, &error)
    if code != SQLITE_OK {
      let message = error.map { String(cString: $0) } ?? "error"
      sqlite3_free(error)
      throw errors(SQLiteError(.execute, code: code, message: message, path: path, sql: sql))
    }
  }

  /// The statement for `sql`, prepared once per connection and reset (bindings cleared) on each later call.
  package func statement(_ sql: String) throws -> SQLiteStatement {
    if let cached = cache[sql] {
      cached.reset()
      return cached
    }
    var handle: OpaquePointer?
    guard sqlite3_prepare_v2(db, sql, -1, &handle, nil) == SQLITE_OK, let handle else {
      throw failure(.prepare, sql: sql)
    }
    let statement = SQLiteStatement(handle: handle, connection: self, sql: sql)
    cache[sql] = statement
    return statement
  }

  /// Runs `sql` and calls `body` with every row; the statement is prepared for this call only.
  package func query(_ sql: String, _ body: (SQLiteRow) throws -> Void) throws {
    var handle: OpaquePointer?
    guard sqlite3_prepare_v2(db, sql, -1, &handle, nil) == SQLITE_OK else {
      throw failure(.prepare, sql: sql)
    }
    defer { sqlite3_finalize(handle) }
    while true {
      let step = sqlite3_step(handle)
      if step == SQLITE_DONE { return }
      guard step == SQLITE_ROW else { throw failure(.step, sql: sql) }
      try body(SQLiteRow(handle: handle))
    }
  }

  /// An integer a one-row query returns (a pragma, a count), or nil for no row or NULL.
  package func integer(_ sql: String) throws -> Int64? {
    let s = try statement(sql)
    return try s.step() ? s.integer(0) : nil
  }

  /// Rows changed by the last INSERT, UPDATE or DELETE.
  package var changes: Int { Int(sqlite3_changes(db)) }

  /// The connection's last error, made by `errors`.
  package func failure() -> any Error { failure(.step, sql: nil) }

  fileprivate func failure(_ operation: SQLiteError.Operation, sql: String?) -> any Error {
    let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "no connection"
    let code = db.map { sqlite3_errcode($0) } ?? SQLITE_MISUSE
    return errors(SQLiteError(operation, code: code, message: message, path: path, sql: sql))
  }
}

/// A prepared statement: bind by 1-based index, step, read columns by 0-based index.
package final class SQLiteStatement {
  private var handle: OpaquePointer?
  private unowned let connection: SQLiteConnection
  /// The statement's SQL, named in its errors.
  package let sql: String
  /// SQLite's SQLITE_TRANSIENT: it copies the bound bytes.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  fileprivate init(handle: OpaquePointer, connection: SQLiteConnection, sql: String) {
    self.handle = handle
    self.connection = connection
    self.sql = sql
  }

  fileprivate func finalize() {
    sqlite3_finalize(handle)
    handle = nil
  }

  /// Rewinds the statement; `clearingBindings` (the default) also sets every parameter back to NULL (a
  /// statement that binds every parameter for each row keeps them).
  package func reset(clearingBindings: Bool = true) {
    sqlite3_reset(handle)
    if clearingBindings { sqlite3_clear_bindings(handle) }
  }

  /// Binds values in order from parameter 1: String (to its first NUL), Int, Int64, Double or nil.
  @discardableResult
  package func bind(_ values: [Any?]) throws -> SQLiteStatement {
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
      try check(code)
    }
    return self
  }

  /// Binds parameter `index` (1-based) to all of `text`'s UTF-8 bytes.
  package func bind(_ index: Int32, text: String) throws {
    let length = Int32(text.utf8.count)
    try text.withCString { pointer in
      try check(sqlite3_bind_text(handle, index, pointer, length, Self.transient))
    }
  }

  /// Binds parameter `index` (1-based) to an integer.
  package func bind(_ index: Int32, integer: Int64) throws {
    try check(sqlite3_bind_int64(handle, index, integer))
  }

  /// Binds parameter `index` (1-based) to a double.
  package func bind(_ index: Int32, double: Double) throws {
    try check(sqlite3_bind_double(handle, index, double))
  }

  /// Binds parameter `index` (1-based) to NULL.
  package func bindNull(_ index: Int32) throws {
    try check(sqlite3_bind_null(handle, index))
  }

  private func check(_ code: Int32) throws {
    guard code == SQLITE_OK else { throw connection.failure(.bind, sql: sql) }
  }

  /// Steps once: true for a row, false when done.
  package func step() throws -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw connection.failure(.step, sql: sql)
    }
  }

  /// Runs the statement to its end (an INSERT, UPDATE or DELETE).
  package func run() throws {
    while try step() {}
  }

  /// The current row's columns.
  package var row: SQLiteRow { SQLiteRow(handle: handle) }

  /// Column `index` as text, or nil for NULL.
  package func text(_ index: Int32) -> String? { row.text(index) }

  /// Column `index` as an integer, or nil for NULL.
  package func integer(_ index: Int32) -> Int64? { row.integer(index) }

  /// Column `index` as a double, or nil for NULL.
  package func double(_ index: Int32) -> Double? { row.double(index) }

  /// Column `index`'s bytes, or nil for NULL.
  package func blob(_ index: Int32) -> [UInt8]? { row.blob(index) }
}

/// The current row of a statement being stepped; columns by 0-based index, NULL as nil. Valid until the
/// statement steps again.
package struct SQLiteRow {
  private let handle: OpaquePointer?

  fileprivate init(handle: OpaquePointer?) { self.handle = handle }

  /// Whether column `index` is NULL.
  package func isNull(_ index: Int32) -> Bool { sqlite3_column_type(handle, index) == SQLITE_NULL }

  /// Column `index` as an integer, or nil for NULL.
  package func integer(_ index: Int32) -> Int64? { isNull(index) ? nil : sqlite3_column_int64(handle, index) }

  /// Column `index` as a double, or nil for NULL.
  package func double(_ index: Int32) -> Double? {
    isNull(index) ? nil : sqlite3_column_double(handle, index)
  }

  /// Column `index` as text (to its first NUL), or nil for NULL.
  package func text(_ index: Int32) -> String? {
    guard !isNull(index), let bytes = sqlite3_column_text(handle, index) else { return nil }
    return String(cString: bytes)
  }

  /// Column `index`'s bytes, or nil for NULL (and for an empty blob, which SQLite returns as no pointer).
  package func blob(_ index: Int32) -> [UInt8]? {
    guard !isNull(index), let pointer = sqlite3_column_blob(handle, index) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, index))
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }
}
