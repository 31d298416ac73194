import SQLiteKit
import WorkoutModel

// The store's files name SQLiteKit's connection and statement through these, with no import of their own.
typealias SQLiteConnection = SQLiteKit.SQLiteConnection
typealias SQLiteStatement = SQLiteKit.SQLiteStatement

extension SQLiteConnection {
  /// Opens (`create`: or creates) the store's database at `path`, its failures located at the store.
  convenience init(path: String, readOnly: Bool, create: Bool) throws {
    let flags: SQLiteOpenFlags = readOnly ? .readOnly : create ? [.readWrite, .create] : .readWrite
    // A concurrent reader (`changes`, `convert STORE`) waits for a writer's commit instead of failing.
    try self.init(
      path: path, flags: flags.union(.noMutex), busyTimeoutMilliseconds: 10_000,
      errors: { error in
        ConversionError(
          .io,
          error.operation == .open ? "cannot open the store: \(error.message)" : "SQLite: \(error.message)",
          at: SourceLocation(file: error.path))
      })
  }
}
