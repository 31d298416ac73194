import ByteStreams
import FormatKit
import FormatNDJSON
import FoundationEssentials
import WorkoutModel

/// One input's sync, in one transaction: each item is compared with what the store holds by UUID, then by
/// sync identifier and source (HealthKit's upsert rule: a higher sync version replaces, a lower one is
/// ignored). Nothing is written for an item stored as it is, and a sync that changes nothing rolls back,
/// so syncing the same input twice leaves the file byte for byte as it was.
public final class StoreSync: HealthItemSink {
  let store: WorkoutStore
  let db: SQLiteConnection
  let input: String
  let origin: StoreOrigin?
  let deletions: Bool
  /// The anchor this sync's writes carry (the store's + 1).
  let anchor: Int64
  /// The counts so far.
  public private(set) var report = StoreSyncReport()
  /// The keys this input held (a cumulative source's, for deletions).
  private var seen: Set<UUID> = []
  /// The export date the input states (ExportInfo), if any.
  private var exported: Timestamp?
  private var wrote = false
  private var open = true
  private let lines = StoreLineEncoder()
  private let now: String

  init(store: WorkoutStore, input: String, origin: StoreOrigin?, deletions: Bool) throws {
    self.store = store
    db = store.db
    self.input = input
    self.origin = origin
    self.deletions = deletions
    now = TimeText.iso8601(reference: Date().timeIntervalSinceReferenceDate, utcOffset: nil)
    try db.exec("BEGIN IMMEDIATE")
    anchor = try store.anchor() + 1
  }

  deinit { if open { try? db.exec("ROLLBACK") } }

  public func receive(_ item: HealthItem) throws {
    if case .exportInfo(let info) = item { exported = info.exportDate }
    let row = try StoreRow(item, line: lines.line(for: item), origin: origin?.identity)
    if origin != nil { seen.insert(row.uuid) }
    let existing = try db.statement("SELECT line, sync_version, origin FROM items WHERE uuid = ?1")
    try existing.bind([row.uuidText])
    if try existing.step() {
      let storedLine = existing.text(0)
      let storedVersion = existing.integer(1)
      let storedOrigin = existing.text(2)
      if storedLine == row.line {
        report.count(\.unchanged, row.type)
        if let identity = origin?.identity, storedOrigin != identity {
          // A cumulative source now holds an item a partial input brought: it becomes that source's.
          try db.statement("UPDATE items SET origin = ?1 WHERE uuid = ?2").bind([identity, row.uuidText])
            .run()
          wrote = true
        }
      } else if let version = row.syncVersion, let storedVersion, version < storedVersion {
        report.count(\.ignored, row.type)
      } else {
        try write(row, replacing: true)
        report.count(\.updated, row.type)
      }
      return
    }
    if let identifier = row.syncIdentifier, try handledBySyncIdentifier(row, identifier: identifier) {
      return
    }
    try write(row, replacing: false)
    report.count(\.added, row.type)
  }

  /// For an item whose UUID is new but whose sync identifier is stored under another UUID: a higher
  /// version replaces the stored one (its UUID recorded as deleted; counted updated), a lower or equal one
  /// is ignored; both return true. False when the identifier is not stored.
  private func handledBySyncIdentifier(_ row: StoreRow, identifier: String) throws -> Bool {
    let s = try db.statement(
      "SELECT uuid, sync_version, type FROM items WHERE sync_identifier = ?1 AND source IS ?2 LIMIT 1")
    try s.bind([identifier, row.source])
    guard try s.step(), let old = s.text(0) else { return false }
    let storedVersion = s.integer(1) ?? 0
    let oldType = s.text(2) ?? row.type
    guard (row.syncVersion ?? 0) > storedVersion else {
      report.count(\.ignored, row.type)
      return true
    }
    try delete(uuid: old, type: oldType)
    try write(row, replacing: false)
    report.count(\.updated, row.type)
    return true
  }

  private func write(_ row: StoreRow, replacing: Bool) throws {
    let sql =
      (replacing ? "REPLACE" : "INSERT")
      + " INTO items (uuid, kind, type, source, sync_identifier, sync_version, start, \"end\", origin, anchor, line)"
      + " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)"
    try db.statement(sql).bind([
      row.uuidText, row.kind, row.type, row.source, row.syncIdentifier, row.syncVersion, row.start, row.end,
      origin?.identity, anchor, row.line,
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
  public func finish(complete: Bool = true) throws -> StoreSyncReport {
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
      try db.exec("ROLLBACK")
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
  public func abort() {
    guard open else { return }
    open = false
    try? db.exec("ROLLBACK")
  }

  private func storedExportDate(_ origin: StoreOrigin) throws -> (String?, Bool) {
    let s = try db.statement("SELECT exported FROM origins WHERE origin = ?1")
    try s.bind([origin.identity])
    return try s.step() ? (s.text(0), true) : (nil, false)
  }

  private func deleteMissing(_ origin: StoreOrigin) throws {
    var gone: [(String, String)] = []
    let s = try db.statement("SELECT uuid, type FROM items WHERE origin = ?1")
    try s.bind([origin.identity])
    while try s.step() {
      guard let text = s.text(0), let uuid = UUID(uuidString: text), !seen.contains(uuid) else { continue }
      gone.append((text, s.text(1) ?? ""))
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
public struct StoreSyncReport: Sendable, Hashable, Codable {
  public var added: [String: Int] = [:]
  public var updated: [String: Int] = [:]
  public var deleted: [String: Int] = [:]
  public var unchanged: [String: Int] = [:]
  /// Items whose sync identifier is stored with a higher (or the same) version under another UUID, or whose
  /// UUID is stored with a higher sync version.
  public var ignored: [String: Int] = [:]
  /// The anchor the sync's writes carry; nil when it wrote nothing.
  public var anchor: Int64?
  public var notes: [String] = []

  public init() {}

  mutating func count(_ field: WritableKeyPath<StoreSyncReport, [String: Int]>, _ type: String) {
    self[keyPath: field][type, default: 0] += 1
  }

  /// The sum over types of one count.
  public func total(_ field: KeyPath<StoreSyncReport, [String: Int]>) -> Int {
    self[keyPath: field].values.reduce(0, +)
  }

  /// Adds another input's counts.
  public mutating func add(_ other: StoreSyncReport) {
    for field in [\StoreSyncReport.added, \.updated, \.deleted, \.unchanged, \.ignored] {
      self[keyPath: field].merge(other[keyPath: field], uniquingKeysWith: +)
    }
    anchor = other.anchor ?? anchor
    notes += other.notes
  }
}
