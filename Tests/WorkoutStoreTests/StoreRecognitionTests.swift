import FormatKit
import Foundation
import Testing
import WorkoutModel

@testable import WorkoutStore

/// Records recognised by their stored digest (`RecordDigestSink`): a cumulative source's unchanged
/// records are counted unchanged and present without being made, a record whose digest is new is made and
/// compared, a stored digest that names another item is caught, and deletions stay right.
@Suite struct StoreRecognitionTests {
  static let origin = StoreOrigin(format: "health", label: "default")
  static let steps = "HKQuantityTypeIdentifierStepCount"

  /// A record's digest (any distinct words stand for distinct raw records).
  static func digest(_ i: Int, edit: Int = 0) -> RecordDigest {
    RecordDigest(
      high: UInt64(i) &* 0x9E37_79B9_7F4A_7C15, low: UInt64(i + 1) &* 0xBF58_476D_1CE4_E5B9 ^ UInt64(edit))
  }

  /// What a reader does with record `i`: asks the sink, and makes and sends the item only when it is not
  /// held. Returns whether the sink held it.
  @discardableResult
  static func read(_ i: Int, into sync: StoreSync, value: Double = 100, edit: Int = 0) throws -> Bool {
    let d = digest(i, edit: edit)
    if try sync.holdsRecord(d, kind: .quantity, type: steps) { return true }
    try sync.receive(StoreSchemaTests.sample(i, value: value, uuid: uuid(i)), record: d)
    return false
  }

  /// Record `i`'s UUID (its value is not part of it: an edited record is an updated item).
  static func uuid(_ i: Int) -> UUID { Identity.uuidV5(name: "test|\(i)") }

  static func firstSync(_ store: WorkoutStore, count: Int) throws {
    let sync = try store.beginSync(input: "v1", origin: origin, deletions: true)
    for i in 0..<count { try read(i, into: sync) }
    #expect(try sync.finish().total(\.added) == count)
  }

  @Test func anUnchangedInputIsRecognisedAndWritesNothing() throws {
    let path = try StoreSchemaTests.tempPath("r.sqlite")
    let store = try WorkoutStore(path: path)
    let n = 600
    try Self.firstSync(store, count: n)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let again = try store.beginSync(input: "v1", origin: Self.origin, deletions: true)
    var made = 0
    for i in 0..<n where try !Self.read(i, into: again) { made += 1 }
    let r = try again.finish()
    // Made all the same: the first `verifyFirst` and every `verifyEvery`th recognition, compared in full.
    let verified = StoreSync.verifyFirst + (n - StoreSync.verifyFirst) / StoreSync.verifyEvery
    #expect(made == verified && r.recognized == n - verified)
    #expect(
      r.unchanged == [Self.steps: n] && r.total(\.deleted) == 0 && r.anchor == nil && r.digestsStored == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    // Without recognition every item is made, and the outcome is the same.
    let full = try store.beginSync(input: "v1", origin: Self.origin, deletions: true, recognizeRecords: false)
    made = 0
    for i in 0..<n where try !Self.read(i, into: full) { made += 1 }
    let rf = try full.finish()
    #expect(made == n && rf.recognized == 0 && rf.unchanged == [Self.steps: n] && rf.anchor == nil)
  }

  /// A record whose raw text changed is made again: a new value is an update; the same item from other
  /// bytes (attributes reordered, say) stays unchanged and gets its new digest, without an anchor; a
  /// record gone is deleted although nothing made was compared with it.
  @Test func aChangedRecordIsMadeAgainAndAMissingOneDeleted() throws {
    let store = try WorkoutStore(path: try StoreSchemaTests.tempPath("c.sqlite"))
    try Self.firstSync(store, count: 10)
    let v2 = try store.beginSync(input: "v2", origin: Self.origin, deletions: true)
    for i in 0..<10 where i != 9 {
      let held = try Self.read(i, into: v2, value: i == 5 ? 101 : 100, edit: i == 5 || i == 6 ? 1 : 0)
      #expect(held == (i >= StoreSync.verifyFirst && i != 5 && i != 6), "record \(i)")
    }
    let r = try v2.finish()
    #expect(r.updated == [Self.steps: 1] && r.deleted == [Self.steps: 1] && r.added.isEmpty)
    #expect(r.unchanged == [Self.steps: 8] && r.digestsStored == 1 && r.anchor == 2)
    // The next sync of the same records recognises 6's new digest and 5's new record.
    let v3 = try store.beginSync(input: "v3", origin: Self.origin, deletions: true)
    for i in 0..<9 {
      try Self.read(i, into: v3, value: i == 5 ? 101 : 100, edit: i == 5 || i == 6 ? 1 : 0)
    }
    let r3 = try v3.finish()
    #expect(r3.recognized == 9 - StoreSync.verifyFirst && r3.anchor == nil && r3.total(\.deleted) == 0)
    #expect(try store.itemCount() == 9)
  }

  /// A stored digest that names an item other than the one its record makes now (a wkconv reading records
  /// differently) is caught by the records compared in full, and the sync throws before writing.
  @Test func aStaleDigestIsCaught() throws {
    let path = try StoreSchemaTests.tempPath("s.sqlite")
    let store = try WorkoutStore(path: path)
    try Self.firstSync(store, count: 4)
    let again = try store.beginSync(input: "v1", origin: Self.origin, deletions: true)
    // Record 0 (compared in full) now makes another value under the same digest.
    #expect(throws: StoreSync.StaleRecordDigests.self) { try Self.read(0, into: again, value: 7) }
    again.abort()
    #expect(try store.anchor() == 1)
  }

  /// A store of version 3 (no digests) gets them on its next sync, which changes no item (no anchor),
  /// and recognises records from the one after.
  @Test func digestsArriveAfterTheMigration() throws {
    let path = try StoreSchemaTests.tempPath("m.sqlite")
    let store = try WorkoutStore(path: path)
    try Self.firstSync(store, count: 5)
    try store.db.exec("UPDATE items SET digest_high = NULL, digest_low = NULL")
    let second = try store.beginSync(input: "v1", origin: Self.origin, deletions: true)
    for i in 0..<5 { #expect(try !Self.read(i, into: second)) }
    let r = try second.finish()
    #expect(r.digestsStored == 5 && r.anchor == nil && r.unchanged == [Self.steps: 5])
    let third = try store.beginSync(input: "v1", origin: Self.origin, deletions: true)
    for i in 0..<5 { try Self.read(i, into: third) }
    #expect(try third.finish().recognized == 5 - StoreSync.verifyFirst)
  }
}
