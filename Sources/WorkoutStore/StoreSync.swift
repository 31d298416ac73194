import ByteStreams
import FormatKit
import FormatNDJSON
import FoundationEssentials
import WorkoutModel

/// One input's sync, in one transaction: each item is compared with what the store holds by UUID, then by
/// sync identifier and source (HealthKit's upsert rule: a higher sync version replaces, a lower one is
/// ignored). Nothing is written for an item stored as it is, and a sync that changes nothing rolls back,
/// so syncing the same input twice leaves the file byte for byte as it was.
///
/// A cumulative source's items keep the digest of the raw record each was made from (`RecordDigest`, when
/// the reader gives one). The next sync of that source reads the digests into memory first
/// (`StoreKnownRecords`), and a reader asking about a record whose digest is stored makes no item of it:
/// it is counted unchanged and present (for the deletion rule) without its UUID derived, its line written
/// or its row looked up. Some recognised records are still made and compared in full
/// (`verifyFirst`, `verifyEvery`): a stored item that differs from what its digest's record makes now
/// (a wkconv that reads records differently) throws `StaleRecordDigests`, and the caller syncs the input
/// again without recognising records.
package final class StoreSync: RecordDigestSink {
  let store: WorkoutStore
  let db: SQLiteConnection
  let input: String
  let origin: StoreOrigin?
  let deletions: Bool
  /// The anchor this sync's writes carry (the store's + 1).
  let anchor: Int64
  /// The counts so far.
  package private(set) var report = StoreSyncReport()
  /// The keys of the items this input held that were made and compared (a cumulative source's, for
  /// deletions); the recognised ones are marked in `known`.
  private var seen: Set<UUID> = []
  /// The stored digests of the source's items (nil: records are not recognised in this sync).
  private var known: StoreKnownRecords?
  /// Records recognised so far (every `verifyEvery`th is made and compared all the same).
  private var recognitions = 0
  /// The export date the input states (ExportInfo), if any.
  private var exported: Timestamp?
  /// An item changed (the sync takes an anchor).
  private var wrote = false
  /// Only digests were stored (for items that did not change): committed without an anchor.
  private var maintained = false
  private var open = true
  private let lines = StoreLineEncoder()
  private let now: String

  /// The first recognised records of a sync, made and compared in full all the same.
  static let verifyFirst = 2
  /// One in this many recognised records is made and compared in full all the same.
  static let verifyEvery = 256

  /// A recognised record made an item other than the one stored with its digest: the digests were made
  /// by a wkconv that reads records differently. The sync is rolled back; syncing again with
  /// `recognizeRecords` false compares every item (and stores the digests anew).
  package struct StaleRecordDigests: Error, CustomStringConvertible {
    package let input: String
    package var description: String {
      "\(input): a stored record digest names an item other than the one its record makes now"
    }
  }

  init(store: WorkoutStore, input: String, origin: StoreOrigin?, deletions: Bool, recognizeRecords: Bool)
    throws
  {
    self.store = store
    db = store.db
    self.input = input
    self.origin = origin
    self.deletions = deletions
    now = TimeText.iso8601(reference: Date().timeIntervalSinceReferenceDate, utcOffset: nil)
    try db.exec("BEGIN IMMEDIATE")
    anchor = try store.anchor() + 1
    if let origin, recognizeRecords { known = try Self.storedDigests(db, origin: origin) }
  }

  deinit { if open { try? db.exec("ROLLBACK") } }

  /// The digests of the source's stored items (through the `items_origin` index alone).
  private static func storedDigests(_ db: SQLiteConnection, origin: StoreOrigin) throws -> StoreKnownRecords {
    let s = try db.statement(
      "SELECT digest_high, digest_low FROM items WHERE origin = ?1 AND digest_high IS NOT NULL")
    try s.bind([origin.identity])
    var digests: [RecordDigest] = []
    while try s.step() {
      if let d = digest(s, 0) { digests.append(d) }
    }
    return StoreKnownRecords(digests)
  }

  /// The digest in columns `column` and `column + 1` (high, low), or nil.
  static func digest(_ s: SQLiteStatement, _ column: Int32) -> RecordDigest? {
    guard let high = s.integer(column), let low = s.integer(column + 1) else { return nil }
    return RecordDigest(high: UInt64(bitPattern: high), low: UInt64(bitPattern: low))
  }

  // MARK: - RecordDigestSink

  /// Digests are stored for a cumulative source's items (the only ones a later sync recognises).
  package var wantsRecordDigests: Bool { origin != nil }

  package func holdsRecord(_ digest: RecordDigest, kind: HealthItemKind, type: String) throws -> Bool {
    guard let slot = known?.slot(of: digest), known!.state(slot) != .gone else { return false }
    recognitions += 1
    if recognitions <= Self.verifyFirst || recognitions % Self.verifyEvery == 0 { return false }
    known!.set(slot, .seen)
    report.count(\.unchanged, type)
    report.recognized += 1
    return true
  }

  package func receive(_ item: HealthItem, record digest: RecordDigest) throws {
    try receive(item, digest: digest)
  }

  package func receive(_ item: HealthItem) throws { try receive(item, digest: nil) }

  // MARK: - Upsert

  private func receive(_ item: HealthItem, digest: RecordDigest?) throws {
    if case .exportInfo(let info) = item { exported = info.exportDate }
    let row = try StoreRow(item, line: lines.line(for: item), origin: origin?.identity)
    if origin != nil { seen.insert(row.uuid) }
    // A stored digest of this record: the item must be the one stored with it.
    let recognized = digest.flatMap { d in known?.slot(of: d).flatMap { known!.state($0) == .gone ? nil : $0 }
    }
    let existing = try db.statement(
      "SELECT line, sync_version, origin, digest_high, digest_low FROM items WHERE uuid = ?1")
    try existing.bind([row.uuidText])
    guard try existing.step() else {
      if recognized != nil { throw StaleRecordDigests(input: input) }
      if let identifier = row.syncIdentifier, try handledBySyncIdentifier(row, identifier: identifier, digest)
      {
        return
      }
      try write(row, replacing: false, digest: digest)
      report.count(\.added, row.type)
      return
    }
    let storedLine = existing.text(0)
    let storedVersion = existing.integer(1)
    let storedOrigin = existing.text(2)
    let storedDigest = Self.digest(existing, 3)
    if let recognized {
      guard storedLine == row.line, storedDigest == digest else { throw StaleRecordDigests(input: input) }
      known!.set(recognized, .seen)
    }
    if storedLine == row.line {
      report.count(\.unchanged, row.type)
      try keep(row, storedOrigin: storedOrigin, storedDigest: storedDigest, digest: digest)
    } else if let version = row.syncVersion, let storedVersion, version < storedVersion {
      report.count(\.ignored, row.type)
    } else {
      known?.forget(storedDigest)
      try write(row, replacing: true, digest: digest)
      report.count(\.updated, row.type)
    }
  }

  /// An unchanged item: a cumulative source now holding an item a partial input brought takes it (a
  /// write: the item's origin changes); a record digest not stored yet is stored (no change to the item).
  private func keep(
    _ row: StoreRow, storedOrigin: String?, storedDigest: RecordDigest?, digest: RecordDigest?
  )
    throws
  {
    guard let identity = origin?.identity else { return }
    let newDigest = digest ?? storedDigest
    guard storedOrigin != identity || newDigest != storedDigest else { return }
    try db.statement("UPDATE items SET origin = ?1, digest_high = ?2, digest_low = ?3 WHERE uuid = ?4")
      .bind([
        identity, newDigest.map { Int64(bitPattern: $0.high) }, newDigest.map { Int64(bitPattern: $0.low) },
        row.uuidText,
      ])
      .run()
    if storedOrigin != identity {
      wrote = true
    } else {
      maintained = true
      report.digestsStored += 1
    }
    if newDigest != storedDigest { known?.forget(storedDigest) }
  }

  /// For an item whose UUID is new but whose sync identifier is stored under another UUID: a higher
  /// version replaces the stored one (its UUID recorded as deleted; counted updated), a lower or equal one
  /// is ignored; both return true. False when the identifier is not stored.
  private func handledBySyncIdentifier(_ row: StoreRow, identifier: String, _ digest: RecordDigest?) throws
    -> Bool
  {
    let s = try db.statement(
      "SELECT uuid, sync_version, type, digest_high, digest_low FROM items WHERE sync_identifier = ?1 AND source IS ?2 LIMIT 1"
    )
    try s.bind([identifier, row.source])
    guard try s.step(), let old = s.text(0) else { return false }
    let storedVersion = s.integer(1) ?? 0
    let oldType = s.text(2) ?? row.type
    let oldDigest = Self.digest(s, 3)
    guard (row.syncVersion ?? 0) > storedVersion else {
      report.count(\.ignored, row.type)
      return true
    }
    known?.forget(oldDigest)
    try delete(uuid: old, type: oldType)
    try write(row, replacing: false, digest: digest)
    report.count(\.updated, row.type)
    return true
  }

  private func write(_ row: StoreRow, replacing: Bool, digest: RecordDigest?) throws {
    let sql =
      (replacing ? "REPLACE" : "INSERT")
      + " INTO items (uuid, kind, type, source, sync_identifier, sync_version, start, \"end\", origin, anchor, line,"
      + " digest_high, digest_low) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)"
    // A digest is kept for a cumulative source's items only (the rows a later sync reads digests of).
    let kept = origin == nil ? nil : digest
    try db.statement(sql).bind([
      row.uuidText, row.kind, row.type, row.source, row.syncIdentifier, row.syncVersion, row.start, row.end,
      origin?.identity, anchor, row.line, kept.map { Int64(bitPattern: $0.high) },
      kept.map { Int64(bitPattern: $0.low) },
    ]).run()
    wrote = true
  }

  private func delete(uuid: String, type: String) throws {
    try db.statement("DELETE FROM items WHERE uuid = ?1").bind([uuid]).run()
    try db.statement("INSERT INTO deleted_objects (uuid, type, deleted_at, anchor) VALUES (?1, ?2, ?3, ?4)")
      .bind([uuid, type, now, anchor]).run()
    wrote = true
  }

  /// Deletes a cumulative source's items this input no longer holds (unless `complete` is false: an input
  /// read only up to damage holds less than its source, and its absences are no deletions), records the
  /// source, and commits (or rolls back when nothing changed: no write at all). Returns the report.
  @discardableResult
  package func finish(complete: Bool = true) throws -> StoreSyncReport {
    if let origin {
      let (stored, known) = try storedExportDate(origin)
      let exportedText = exported.map { Self.text($0) }
      let older = stored.map { s in exportedText.map { $0 < s } ?? false } ?? false
      if older {
        // An older export of the source holds no news: taking its items would bring back what the newer
        // one deleted and undo its edits. Nothing of it is written.
        open = false
        try db.exec("ROLLBACK")
        var skipped = StoreSyncReport()
        for field in [\StoreSyncReport.added, \.updated, \.unchanged, \.ignored] {
          skipped.ignored.merge(report[keyPath: field], uniquingKeysWith: +)
        }
        skipped.notes = [
          "\(input) is older than the export of \(origin.identity) already synced (\(stored ?? "")): nothing taken"
        ]
        report = skipped
        return report
      }
      if deletions && complete {
        try deleteMissing(origin)
      } else if deletions {
        report.notes.append("\(input) was read only up to damage: nothing deleted")
      }
      if !known || (exportedText != nil && exportedText != stored) {
        try db.statement("REPLACE INTO origins (origin, format, exported) VALUES (?1, ?2, ?3)")
          .bind([origin.identity, origin.format, exportedText ?? stored]).run()
        wrote = true
      }
    }
    open = false
    guard wrote else {
      try db.exec(maintained ? "COMMIT" : "ROLLBACK")
      return report
    }
    report.anchor = anchor
    try StoreStatistics.refresh(
      db,
      types: StoreStatistics.affected(
        by: Set([report.added, report.updated, report.deleted].flatMap(\.keys))))
    try db.statement("UPDATE store_info SET value = ?1 WHERE key = 'anchor'").bind([String(anchor)]).run()
    try db.statement(
      "INSERT INTO sync_runs (anchor, finished, input, added, updated, deleted) VALUES (?1, ?2, ?3, ?4, ?5, ?6)"
    ).bind([anchor, now, input, report.total(\.added), report.total(\.updated), report.total(\.deleted)])
      .run()
    try db.exec("COMMIT")
    return report
  }

  /// Rolls the sync back (the input failed): the store stays as it was.
  package func abort() {
    guard open else { return }
    open = false
    try? db.exec("ROLLBACK")
  }

  private func storedExportDate(_ origin: StoreOrigin) throws -> (String?, Bool) {
    let s = try db.statement("SELECT exported FROM origins WHERE origin = ?1")
    try s.bind([origin.identity])
    return try s.step() ? (s.text(0), true) : (nil, false)
  }

  /// The source's items the input did not hold: each row's digest comes from the `items_origin` index; a
  /// row whose record was recognised is present without reading it, the others are looked up by UUID
  /// among the items made.
  private func deleteMissing(_ origin: StoreOrigin) throws {
    var gone: [(String, String)] = []
    let s = try db.statement("SELECT rowid, digest_high, digest_low FROM items WHERE origin = ?1")
    try s.bind([origin.identity])
    let row = try db.statement("SELECT uuid, type FROM items WHERE rowid = ?1")
    while try s.step() {
      if let d = Self.digest(s, 1), known?.wasSeen(d) == true { continue }
      row.reset()
      try row.bind([s.integer(0)])
      guard try row.step(), let text = row.text(0), let uuid = UUID(uuidString: text), !seen.contains(uuid)
      else { continue }
      gone.append((text, row.text(1) ?? ""))
    }
    for (uuid, type) in gone {
      try delete(uuid: uuid, type: type)
      report.count(\.deleted, type)
    }
  }

  static func text(_ t: Timestamp) -> String {
    TimeText.iso8601(reference: t.date.timeIntervalSinceReferenceDate, utcOffset: nil)
  }
}

/// What a sync did, per type (HealthKit type identifier, or the item kind for items without one).
package struct StoreSyncReport: Sendable, Hashable, Codable {
  package var added: [String: Int] = [:]
  package var updated: [String: Int] = [:]
  package var deleted: [String: Int] = [:]
  package var unchanged: [String: Int] = [:]
  /// Items whose sync identifier is stored with a higher (or the same) version under another UUID, or whose
  /// UUID is stored with a higher sync version.
  package var ignored: [String: Int] = [:]
  /// Of the unchanged items, those recognised by their record's stored digest: not made, not compared.
  package var recognized = 0
  /// Unchanged items whose record digest was stored (the item itself unchanged: no anchor for it).
  package var digestsStored = 0
  /// The anchor the sync's writes carry; nil when it wrote nothing.
  package var anchor: Int64?
  package var notes: [String] = []

  package init() {}

  mutating func count(_ field: WritableKeyPath<StoreSyncReport, [String: Int]>, _ type: String) {
    self[keyPath: field][type, default: 0] += 1
  }

  /// The sum over types of one count.
  package func total(_ field: KeyPath<StoreSyncReport, [String: Int]>) -> Int {
    self[keyPath: field].values.reduce(0, +)
  }

  /// Adds another input's counts.
  package mutating func add(_ other: StoreSyncReport) {
    for field in [\StoreSyncReport.added, \.updated, \.deleted, \.unchanged, \.ignored] {
      self[keyPath: field].merge(other[keyPath: field], uniquingKeysWith: +)
    }
    recognized += other.recognized
    digestsStored += other.digestsStored
    anchor = other.anchor ?? anchor
    notes += other.notes
  }
}
