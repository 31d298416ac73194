import Foundation
import Testing
import WorkoutModel

@testable import WorkoutStore

/// The schema's versions: every earlier version migrates to the current one with its content kept, a
/// newer one and a foreign SQLite file are refused with a clear error.
@Suite struct StoreSchemaTests {
  static func tempPath(_ name: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wkstore-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.appendingPathComponent(name).path
  }

  static func sample(_ i: Int, version: Int64? = nil, value: Double = 100, uuid: UUID = UUID()) -> HealthItem
  {
    var metadata = Metadata()
    if let version {
      metadata.append(MetadataKeys.syncIdentifier, .string("steps-\(i)"))
      metadata.append(MetadataKeys.syncVersion, .integer(version))
    }
    let start = Timestamp(unixSeconds: 1_700_000_000 + Double(i) * 60)
    return .quantity(
      QuantitySample(
        header: SampleHeader(
          uuid: uuid, start: start, end: start,
          source: Source(name: "Phone", bundleIdentifier: "com.example"),
          metadata: metadata),
        type: "HKQuantityTypeIdentifierStepCount", quantity: Quantity(value, .count)))
  }

  @Test(arguments: Array(1..<StoreSchema.version))
  func everyEarlierVersionMigrates(from version: Int) throws {
    let path = try Self.tempPath("old.sqlite")
    do {
      let old = try WorkoutStore(path: path, schemaVersion: version)
      #expect(try old.db.integer("PRAGMA user_version") == Int64(version))
      let sync = try old.beginSyncForVersion1(statistics: version >= 3)
      try sync.receive(Self.sample(1))
      old.close()
    }
    let store = try WorkoutStore(path: path)
    #expect(try store.db.integer("PRAGMA user_version") == Int64(StoreSchema.version))
    #expect(try store.itemCount() == 1)
    #expect(try store.db.integer("SELECT count(*) FROM sqlite_master WHERE name = 'sync_runs'") == 1)
    // Version 4's digest columns exist, NULL for the items already stored (their next sync stores them).
    #expect(try store.db.integer("SELECT count(*) FROM items WHERE digest_high IS NULL") == 1)
    // Version 3's daily statistics start with the items already stored: one day of 100 steps.
    #expect(try store.db.integer("SELECT sum FROM daily_statistics") == 100)
    // A sync after the migration writes the current schema's tables.
    let report = try store.beginSync(input: "b", origin: nil, deletions: true)
    try report.receive(Self.sample(2))
    #expect(try report.finish().anchor == 2)
    #expect(try store.db.integer("SELECT count(*) FROM sync_runs") == 1)
  }

  @Test func aNewerVersionIsRefused() throws {
    let path = try Self.tempPath("new.sqlite")
    do {
      let store = try WorkoutStore(path: path)
      try store.db.exec("PRAGMA user_version = 99")
      store.close()
    }
    #expect {
      try WorkoutStore(path: path)
    } throws: { error in
      "\(error)".contains("version 99") && "\(error)".contains("up to \(StoreSchema.version)")
    }
  }

  @Test func anotherApplicationsDatabaseIsRefused() throws {
    let path = try Self.tempPath("other.sqlite")
    do {
      let db = try SQLiteConnection(path: path, readOnly: false, create: true)
      try db.exec("CREATE TABLE t (x); PRAGMA application_id = 42")
      db.close()
    }
    #expect {
      try WorkoutStore(path: path)
    } throws: { error in "\(error)".contains("not a wkconv store") }
    let prefix = Array(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(100))
    #expect(!StoreSchema.isStore(prefix: prefix))
  }

  @Test func upsertRules() throws {
    let store = try WorkoutStore(path: try Self.tempPath("s.sqlite"))
    let first = try store.beginSync(input: "a", origin: nil, deletions: true)
    let u1 = UUID()
    try first.receive(Self.sample(1, version: 2, uuid: u1))
    try first.receive(Self.sample(2, version: 1))
    #expect(try first.finish().total(\.added) == 2)
    // Same again: nothing written, no anchor.
    let again = try store.beginSync(input: "a", origin: nil, deletions: true)
    try again.receive(Self.sample(1, version: 2, uuid: u1))
    let r0 = try again.finish()
    #expect(r0.anchor == nil && r0.total(\.unchanged) == 1)
    // A lower version of a stored sync identifier under a new UUID is ignored; a higher one replaces it.
    let next = try store.beginSync(input: "b", origin: nil, deletions: true)
    try next.receive(Self.sample(1, version: 1, value: 5))
    try next.receive(Self.sample(2, version: 3, value: 7))
    let r = try next.finish()
    #expect(r.ignored["HKQuantityTypeIdentifierStepCount"] == 1)
    #expect(r.updated["HKQuantityTypeIdentifierStepCount"] == 1)
    #expect(r.total(\.deleted) == 0)  // a partial input deletes nothing
    #expect(try store.itemCount() == 2)
    var deleted: [StoreDeletion] = []
    var lines: [String] = []
    let anchor = try store.changes(
      since: 1, type: nil, deleted: { deleted.append($0) }, item: { lines.append($0) })
    #expect(anchor == 2 && deleted.count == 1 && lines.count == 1 && lines[0].contains("\"value\":7"))
  }

  @Test func aCumulativeSourceDeletesWhatItNoLongerHolds() throws {
    let store = try WorkoutStore(path: try Self.tempPath("c.sqlite"))
    let origin = StoreOrigin(format: "health", label: "default")
    let uuids = (0..<4).map { _ in UUID() }
    let v1 = try store.beginSync(input: "v1", origin: origin, deletions: true)
    for (i, u) in uuids.enumerated() { try v1.receive(Self.sample(i, uuid: u)) }
    try v1.finish()
    let v2 = try store.beginSync(input: "v2", origin: origin, deletions: true)
    for (i, u) in uuids.enumerated().dropLast() { try v2.receive(Self.sample(i, uuid: u)) }
    let r = try v2.finish()
    #expect(r.deleted == ["HKQuantityTypeIdentifierStepCount": 1] && r.total(\.unchanged) == 3)
    // With deletions off, and for another account, nothing goes.
    let off = try store.beginSync(input: "v3", origin: origin, deletions: false)
    try off.receive(Self.sample(0, uuid: uuids[0]))
    #expect(try off.finish().total(\.deleted) == 0)
    let other = try store.beginSync(
      input: "w", origin: StoreOrigin(format: "health", label: "other"), deletions: true)
    try other.receive(Self.sample(9))
    #expect(try other.finish().total(\.deleted) == 0)
    #expect(try store.itemCount() == 4)
  }

  /// An export older than the one synced brings nothing back: not what the newer one deleted, not the
  /// older values.
  @Test func anOlderExportTakesNothing() throws {
    let store = try WorkoutStore(path: try Self.tempPath("o.sqlite"))
    let origin = StoreOrigin(format: "health", label: "default")
    func info(_ seconds: Double) -> HealthItem {
      .exportInfo(ExportInfo(exportDate: Timestamp(unixSeconds: seconds)))
    }
    let kept = UUID()
    let newer = try store.beginSync(input: "new", origin: origin, deletions: true)
    try newer.receive(info(2_000_000_000))
    try newer.receive(Self.sample(1, uuid: kept))
    try newer.finish()
    let older = try store.beginSync(input: "old", origin: origin, deletions: true)
    try older.receive(info(1_000_000_000))
    try older.receive(Self.sample(1, uuid: kept))
    try older.receive(Self.sample(2))
    let r = try older.finish()
    #expect(r.anchor == nil && r.total(\.added) == 0 && r.total(\.ignored) == 3 && r.notes.count == 1)
    #expect(try store.itemCount() == 2)
  }
}

extension WorkoutStore {
  /// A sync into an older store, through the version-1 tables only (and, from version 3 on, the daily
  /// statistics a sync of that version keeps).
  fileprivate func beginSyncForVersion1(statistics: Bool) throws -> V1Writer {
    V1Writer(db: db, statistics: statistics)
  }
}

/// Writes an item the way version 1 holds it (a migration test's content).
struct V1Writer {
  let db: SQLiteConnection
  var statistics = false
  func receive(_ item: HealthItem) throws {
    let row = try StoreRow(item, line: StoreLineEncoder().line(for: item), origin: nil)
    try db.statement(
      "INSERT INTO items (uuid, kind, type, anchor, line) VALUES (?1, ?2, ?3, 1, ?4)"
    ).bind([row.uuidText, row.kind, row.type, row.line]).run()
    try db.exec("UPDATE store_info SET value = '1' WHERE key = 'anchor'")
    if statistics { try StoreStatistics.refresh(db, types: nil) }
  }
}
