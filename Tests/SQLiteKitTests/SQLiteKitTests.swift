import Foundation
import SQLiteKit
import Testing

/// The one SQLite binding: values through binds and columns, and every failure typed, located and passed
/// through the connection's `errors`.
@Suite struct SQLiteKitTests {
  /// A fresh database file in its own temporary folder.
  static func scratch() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sqlitekit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("test.sqlite").path
  }

  @Test func valuesRoundTripThroughBindsAndColumns() throws {
    let path = try Self.scratch()
    let db = try SQLiteConnection(path: path, flags: [.readWrite, .create])
    try db.exec("CREATE TABLE t (a, b, c, d, e)")
    let insert = try db.statement("INSERT INTO t VALUES (?, ?, ?, ?, ?)")
    try insert.bind(1, text: "a\u{0}b")
    try insert.bind(2, integer: -7)
    try insert.bind(3, double: 2.5)
    try insert.bindNull(4)
    try insert.bind(5, text: "é")
    try insert.run()
    #expect(db.changes == 1)
    // In order: a String is bound to its first NUL (the store's lines hold none).
    try db.statement("INSERT INTO t VALUES (?, ?, ?, ?, ?)").bind(["x\u{0}y", 3, Int64(4), 0.5, nil]).run()
    var rows: [[String]] = []
    try db.query(
      "SELECT length(CAST(a AS BLOB)), b, c, d IS NULL, e, typeof(b), typeof(c) FROM t ORDER BY rowid"
    ) {
      row in
      rows.append([
        "\(row.integer(0) ?? -1)", "\(row.integer(1) ?? -1)", "\(row.double(2) ?? -1)",
        "\(row.integer(3) ?? -1)",
        row.text(4) ?? "nil", row.text(5) ?? "", row.text(6) ?? "",
      ])
    }
    #expect(
      rows == [
        ["3", "-7", "2.5", "1", "é", "integer", "real"], ["1", "3", "4.0", "0", "nil", "integer", "integer"],
      ])
    #expect(try db.integer("SELECT count(*) FROM t") == 2)
    #expect(try db.integer("SELECT d FROM t") == nil)
    #expect(try db.integer("SELECT 1 WHERE 0") == nil)
    try db.query("SELECT x'00ff', x'', NULL") { row in
      #expect(row.blob(0) == [0, 255])
      #expect(row.blob(1) == nil)
      #expect(row.isNull(2) && row.blob(2) == nil && row.text(2) == nil)
    }
    try db.closeChecked()
  }

  @Test func aCachedStatementIsResetWithItsBindingsCleared() throws {
    let db = try SQLiteConnection(path: try Self.scratch(), flags: [.readWrite, .create])
    let first = try db.statement("SELECT ?1")
    try first.bind([5])
    #expect(try first.step() && first.integer(0) == 5)
    let again = try db.statement("SELECT ?1")
    #expect(again === first)
    #expect(try again.step() && again.integer(0) == nil)
    again.reset()  // a statement is bound between runs
    try again.bind([6])
    #expect(try again.step() && again.integer(0) == 6)
    again.reset(clearingBindings: false)
    #expect(try again.step() && again.integer(0) == 6)
  }

  @Test func failuresAreTypedAndLocated() throws {
    let path = try Self.scratch()
    // Opening: a file that does not exist, read-only.
    #expect {
      _ = try SQLiteConnection(path: path + ".missing", flags: .readOnly)
    } throws: { error in
      let e = error as? SQLiteError
      return e?.operation == .open && e?.path == path + ".missing" && e?.code == 14 && e?.sql == nil
    }
    let db = try SQLiteConnection(path: path, flags: [.readWrite, .create])
    try db.exec("CREATE TABLE t (k INTEGER PRIMARY KEY NOT NULL)")
    #expect {
      try db.exec("CREATE TABLE t (k)")
    } throws: { error in
      let e = error as? SQLiteError
      return e?.operation == .execute && e?.message == "table t already exists"
        && e?.sql == "CREATE TABLE t (k)"
        && e?.path == path
        && e?.description == "\(path): SQLite: table t already exists (in CREATE TABLE t (k))"
    }
    #expect {
      _ = try db.statement("SELEC 1")
    } throws: { error in
      let e = error as? SQLiteError
      return e?.operation == .prepare && e?.sql == "SELEC 1" && e?.message.contains("syntax error") == true
    }
    #expect {
      try db.query("SELECT nope FROM t") { _ in }
    } throws: { ($0 as? SQLiteError)?.operation == .prepare }
    // Stepping: a constraint (SQLITE_CONSTRAINT, 19).
    try db.statement("INSERT INTO t VALUES (1)").run()
    #expect {
      try db.statement("INSERT INTO t VALUES (?1)").bind([1]).run()
    } throws: { error in
      let e = error as? SQLiteError
      return e?.operation == .step && e?.code == 19 && e?.sql == "INSERT INTO t VALUES (?1)"
    }
    // Binding: a parameter index out of range (SQLITE_RANGE, 25).
    #expect {
      try db.statement("SELECT ?1").bind([1, 2])
    } throws: { ($0 as? SQLiteError).map { $0.operation == .bind && $0.code == 25 } ?? false }
    // An error thrown by a row's closure passes through unchanged.
    struct Stop: Error {}
    #expect(throws: Stop.self) { try db.query("SELECT 1") { _ in throw Stop() } }
  }

  @Test func errorsMakesWhatIsThrown() throws {
    struct Located: Error, Equatable {
      var text: String
    }
    let path = try Self.scratch()
    let db = try SQLiteConnection(path: path, flags: [.readWrite, .create]) {
      Located(text: "\($0.operation.rawValue) at \($0.path)")
    }
    #expect(throws: Located(text: "execute at \(path)")) { try db.exec("NOT SQL") }
    #expect(throws: Located(text: "prepare at \(path)")) { try db.statement("NOT SQL") }
    #expect(throws: Located(text: "open at /nonexistent/dir/x.sqlite")) {
      try SQLiteConnection(path: "/nonexistent/dir/x.sqlite", flags: [.readWrite, .create]) {
        Located(text: "\($0.operation.rawValue) at \($0.path)")
      }
    }
  }
}
