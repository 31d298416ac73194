import FoundationEssentials
import WorkoutModel

/// The store's schema: `PRAGMA application_id` marks a file as a wkconv store, `PRAGMA user_version` is
/// the schema's version, and `migrations[v]` takes a store from version v to v + 1 inside the opening
/// transaction. A store of a newer version than this build knows is refused, never rewritten.
package enum StoreSchema {
  /// `PRAGMA application_id`: "wkst".
  package static let applicationID: Int64 = 0x776B_7374
  /// The version this build writes.
  package static let version = 4

  /// Version 1: the items (each the NDJSON line the model writes, with its indexed columns), the deleted
  /// objects, the cumulative sources and the anchor.
  static let version1 = """
    CREATE TABLE items (
      uuid TEXT PRIMARY KEY NOT NULL,
      kind TEXT NOT NULL,
      type TEXT NOT NULL,
      source TEXT,
      sync_identifier TEXT,
      sync_version INTEGER,
      start TEXT,
      "end" TEXT,
      origin TEXT,
      anchor INTEGER NOT NULL,
      line TEXT NOT NULL
    );
    CREATE INDEX items_type_start ON items (type, start);
    CREATE INDEX items_sync ON items (sync_identifier, source) WHERE sync_identifier IS NOT NULL;
    CREATE INDEX items_origin ON items (origin) WHERE origin IS NOT NULL;
    CREATE INDEX items_anchor ON items (anchor);
    CREATE TABLE deleted_objects (
      uuid TEXT NOT NULL, type TEXT NOT NULL, deleted_at TEXT NOT NULL, anchor INTEGER NOT NULL
    );
    CREATE INDEX deleted_objects_anchor ON deleted_objects (anchor);
    CREATE TABLE origins (origin TEXT PRIMARY KEY NOT NULL, format TEXT NOT NULL, exported TEXT);
    CREATE TABLE store_info (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
    INSERT INTO store_info VALUES ('anchor', '0');
    """

  /// Version 2 adds the log of writing syncs: one row per anchor, what wrote it and what it changed.
  static let version2 = """
    CREATE TABLE sync_runs (
      anchor INTEGER PRIMARY KEY NOT NULL, finished TEXT NOT NULL, input TEXT NOT NULL,
      added INTEGER NOT NULL, updated INTEGER NOT NULL, deleted INTEGER NOT NULL
    );
    """

  /// Version 4 keeps with each item of a cumulative source the digest of the raw record it was made from
  /// (`RecordDigest`, two 64-bit halves; NULL for items not made from one record), beside the origin in
  /// `items_origin`: a sync reads a source's digests and checks its deletions from that index alone.
  static let version4 = """
    ALTER TABLE items ADD COLUMN digest_high INTEGER;
    ALTER TABLE items ADD COLUMN digest_low INTEGER;
    DROP INDEX items_origin;
    CREATE INDEX items_origin ON items (origin, digest_high, digest_low) WHERE origin IS NOT NULL;
    """

  /// `migrations[v - 1]` takes version v to v + 1 (index 0 creates version 1 from an empty file).
  static let migrations = [version1, version2, StoreStatistics.version3, version4]

  /// Brings the open database to `version`: creates it when empty, migrates an older one, refuses a newer
  /// one or a SQLite file that is not a store. Runs in one transaction.
  static func prepare(_ db: SQLiteConnection, readOnly: Bool, upTo target: Int = version) throws {
    // Each statement is reset once read: a migration's DROP INDEX fails while a statement is still open.
    func value(_ sql: String) throws -> Int64 {
      let s = try db.statement(sql)
      defer { s.reset() }
      return try s.step() ? s.integer(0) ?? 0 : 0
    }
    let applicationID = try value("PRAGMA application_id")
    let current = Int(try value("PRAGMA user_version"))
    let tables = try value("SELECT count(*) FROM sqlite_master")
    if applicationID != Self.applicationID && !(applicationID == 0 && tables == 0) {
      throw ConversionError(
        .invalidInput, "not a wkconv store (a SQLite database of another application)",
        at: SourceLocation(file: db.path), hint: "a store is made by wkconv sync")
    }
    if current > version {
      throw ConversionError(
        .unsupportedOperation,
        "the store's schema is version \(current); this wkconv knows versions up to \(version)",
        at: SourceLocation(file: db.path), hint: "use a newer wkconv")
    }
    guard current < target else { return }
    if readOnly {
      throw ConversionError(
        .unsupportedOperation, "the store's schema is version \(current) and needs migrating to \(version)",
        at: SourceLocation(file: db.path), hint: "run wkconv sync on it once")
    }
    try db.exec("BEGIN IMMEDIATE")
    do {
      for step in current..<target { try db.exec(migrations[step]) }
      // Version 3's table starts with the figures of the items already stored.
      if current >= 1, current < 3, target >= 3 { try StoreStatistics.refresh(db, types: nil) }
      try db.exec("PRAGMA application_id = \(Self.applicationID); PRAGMA user_version = \(target); COMMIT")
    } catch {
      try? db.exec("ROLLBACK")
      throw error
    }
  }

  /// Whether a file's first bytes are a SQLite database stamped as a store (header offset 68: the
  /// application id, big-endian).
  package static func isStore(prefix: [UInt8]) -> Bool {
    guard prefix.count >= 100, prefix.starts(with: Array("SQLite format 3\u{0}".utf8)) else { return false }
    let id = prefix[68..<72].reduce(Int64(0)) { $0 << 8 | Int64($1) }
    return id == applicationID
  }
}
