import ByteStreams
import FormatKit
import FormatNDJSON
import FoundationEssentials
import WorkoutModel

/// A persistent store of the model in SQLite: every item as the NDJSON line the model writes (so the store
/// converts back to any format), with indexed columns beside it, the deleted objects, and an anchor that
/// grows by one with every sync that writes. WAL journal: a reader sees the last committed sync.
package final class WorkoutStore {
  let db: SQLiteConnection
  /// The store's path.
  package var path: String { db.path }

  /// Opens the store at `path` (`create`: making it when absent) and brings its schema up to date.
  package init(path: String, readOnly: Bool = false, create: Bool = true) throws {
    db = try SQLiteConnection(path: path, readOnly: readOnly, create: create && !readOnly)
    if !readOnly {
      // WAL: a kill at any point leaves the last commit; NORMAL sync is durable at each checkpoint.
      try db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
    }
    try StoreSchema.prepare(db, readOnly: readOnly)
  }

  /// Opens a store at schema version `version` (for migration tests).
  init(path: String, schemaVersion version: Int) throws {
    db = try SQLiteConnection(path: path, readOnly: false, create: true)
    try db.exec("PRAGMA journal_mode = WAL")
    try StoreSchema.prepare(db, readOnly: false, upTo: version)
  }

  /// Closes the connection (also done when the store is released).
  package func close() { db.close() }

  /// The anchor of the last sync that wrote (0 for an empty store).
  package func anchor() throws -> Int64 {
    let s = try db.statement("SELECT value FROM store_info WHERE key = 'anchor'")
    return try s.step() ? Int64(s.text(0) ?? "0") ?? 0 : 0
  }

  /// Starts a sync of one input (one transaction): items go to the returned sink, then `finish` commits.
  /// `recognizeRecords`: a cumulative source's records whose stored digest the reader gives are taken as
  /// unchanged without being made (false: every item is made and compared, and its digest stored).
  package func beginSync(input: String, origin: StoreOrigin?, deletions: Bool, recognizeRecords: Bool = true)
    throws -> StoreSync
  {
    try StoreSync(
      store: self, input: input, origin: origin, deletions: deletions, recognizeRecords: recognizeRecords)
  }

  /// Every item's line, in a stable order (type, start, uuid).
  package func forEachLine(_ body: (String) throws -> Void) throws {
    let s = try db.statement("SELECT line FROM items ORDER BY type, start, uuid")
    while try s.step() { try body(s.text(0) ?? "") }
  }

  /// The count of stored items.
  package func itemCount() throws -> Int { Int(try db.integer("SELECT count(*) FROM items") ?? 0) }

  /// What changed after `since` (nil: everything stored), `type` filtering: deletions first, then items
  /// added or updated, each in anchor order; returns the current anchor.
  @discardableResult
  package func changes(
    since: Int64?, type: String?, deleted: (StoreDeletion) throws -> Void, item: (String) throws -> Void
  ) throws -> Int64 {
    try db.exec("BEGIN")  // one snapshot: the anchor returned covers exactly what was listed
    defer { try? db.exec("COMMIT") }
    let current = try anchor()
    if let since {
      let d = try db.statement(
        "SELECT uuid, type, deleted_at FROM deleted_objects WHERE anchor > ?1 AND (?2 IS NULL OR type = ?2) ORDER BY anchor, rowid"
      )
      try d.bind([since, type])
      while try d.step() {
        try deleted(StoreDeletion(uuid: d.text(0) ?? "", type: d.text(1) ?? "", deletedAt: d.text(2) ?? ""))
      }
    }
    let s = try db.statement(
      "SELECT line FROM items WHERE anchor > ?1 AND (?2 IS NULL OR type = ?2) ORDER BY anchor, type, start, uuid"
    )
    try s.bind([since ?? -1, type])
    while try s.step() { try item(s.text(0) ?? "") }
    return current
  }
}

/// A deleted object as `changes` lists it.
package struct StoreDeletion: Sendable, Hashable, Codable {
  package var uuid: String
  package var type: String
  /// When the sync that deleted it ran (ISO 8601, UTC).
  package var deletedAt: String
}

/// A cumulative source: an export that holds the whole history of one account each time, so what a newer
/// export no longer holds was deleted. `identity` is the export's format id and a label
/// (`health:default`); `exported` its export date when it has one.
package struct StoreOrigin: Sendable, Hashable {
  package var identity: String
  package var format: String
  /// Makes an origin for the export format `format` under `label`.
  package init(format: String, label: String) {
    self.format = format
    identity = format + ":" + label
  }
}
