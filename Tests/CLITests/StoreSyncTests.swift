import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// Small Apple Health exports made here: v1 holds `days` days of steps and heart rate (both with sync
/// identifiers) and sleep; v2 is v1 plus 30 days, with 1 % of v1's samples edited (value changed, sync
/// version 2) and 0.5 % deleted. The generator keeps its own counts: what a sync of v2 after v1 must report.
struct StoreExportPlan {
  static let types = [
    "HKQuantityTypeIdentifierStepCount", "HKQuantityTypeIdentifierHeartRate",
    "HKCategoryTypeIdentifierSleepAnalysis",
  ]
  static let perDay = [10, 10, 1]
  var days = 60
  var addedDays = 30

  /// A record's number: day, type, index within the day.
  func number(_ day: Int, _ t: Int, _ k: Int) -> Int { (day * 3 + t) * 100 + k }
  func isEdited(_ n: Int, _ t: Int) -> Bool { t < 2 && n % 97 == 3 }  // ~1 % of v1's samples
  func isDeleted(_ n: Int, _ t: Int) -> Bool { n % 199 == 11 && !isEdited(n, t) }  // ~0.5 %

  static func date(day: Int, minute: Int) -> String {
    let base = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01T00:00:00Z
    let d = base.addingTimeInterval(Double(day) * 86_400 + Double(minute) * 60)
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(secondsFromGMT: 0)
    f.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return f.string(from: d) + " +0000"
  }

  /// The export.xml of v1 (`second` false) or v2, and the counts per type: in v1, and v2's expected
  /// added, updated and deleted after v1.
  func xml(second: Bool) -> (String, [String: [String: Int]]) {
    var counts: [String: [String: Int]] = ["v1": [:], "added": [:], "updated": [:], "deleted": [:]]
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
    out += " <ExportDate value=\"\(Self.date(day: second ? days + addedDays : days, minute: 0))\"/>\n"
    for day in 0..<(second ? days + addedDays : days) {
      for (t, type) in Self.types.enumerated() {
        for k in 0..<Self.perDay[t] {
          let n = number(day, t, k)
          let old = day < days
          if old { counts["v1"]![type, default: 0] += 1 }
          if second && old && isDeleted(n, t) {
            counts["deleted"]![type, default: 0] += 1
            continue
          }
          let edited = second && old && isEdited(n, t)
          if edited { counts["updated"]![type, default: 0] += 1 }
          if second && !old { counts["added"]![type, default: 0] += 1 }
          out += record(type: type, t: t, day: day, k: k, n: n, edited: edited)
        }
      }
    }
    return (out + "</HealthData>\n", counts)
  }

  func record(type: String, t: Int, day: Int, k: Int, n: Int, edited: Bool) -> String {
    let start = Self.date(day: day, minute: 60 + k * 70)
    if t == 2 {
      let end = Self.date(day: day, minute: 60 + 400)
      return
        " <Record type=\"\(type)\" sourceName=\"Watch\" creationDate=\"\(end)\" startDate=\"\(start)\" endDate=\"\(end)\" value=\"HKCategoryValueSleepAnalysisAsleepCore\"/>\n"
    }
    let end = Self.date(day: day, minute: 60 + k * 70 + (t == 0 ? 10 : 0))
    let unit = t == 0 ? "count" : "count/min"
    let value = (t == 0 ? 300 + n % 500 : 60 + n % 50) + (edited ? 1 : 0)
    return """
       <Record type="\(type)" sourceName="Phone" unit="\(unit)" creationDate="\(end)" startDate="\(start)" endDate="\(end)" value="\(value)">
        <MetadataEntry key="HKMetadataKeySyncIdentifier" value="\(type)-\(n)"/>
        <MetadataEntry key="HKMetadataKeySyncVersion" value="\(edited ? 2 : 1)"/>
       </Record>

      """
  }
}

/// `wkconv sync`, `changes` and the store as an input, against the built binary.
@Suite struct StoreSyncTests {
  struct SyncReport: Decodable {
    var added: [String: Int]
    var updated: [String: Int]
    var deleted: [String: Int]
    var unchanged: [String: Int]
    var ignored: [String: Int]
    var recognized: Int
    var digestsStored: Int
    var anchor: Int64?
  }

  /// Of `unchanged` records recognised by digest, those not made and compared all the same (the
  /// store's `verifyFirst` = 2 and every 256th).
  static func recognized(of unchanged: Int) -> Int {
    (1...max(unchanged, 1)).filter { $0 > 2 && $0 % 256 != 0 }.count
  }

  static func sync(_ args: [String], report: URL) throws -> SyncReport {
    let r = try CLI.run(["sync"] + args + ["--report", report.path])
    #expect(r.status == 0, "\(r.stderrString)")
    return try JSONDecoder().decode(SyncReport.self, from: Data(contentsOf: report))
  }

  static func ndjsonLines(_ input: URL, _ dir: URL, _ name: String) throws -> [String] {
    let out = dir.appendingPathComponent(name)
    let r = try CLI.run(["convert", input.path, out.path, "--to", "ndjson", "--quiet", "--force"])
    #expect(r.status == 0, "\(r.stderrString)")
    return try String(contentsOf: out, encoding: .utf8).split(separator: "\n").map(String.init).sorted()
  }

  static func uuid(_ line: String) -> String? {
    guard let r = line.range(of: "\"uuid\":\"") else { return nil }
    return String(line[r.upperBound...].prefix(36)).uppercased()
  }

  static func writeExports(_ dir: URL, plan: StoreExportPlan = StoreExportPlan()) throws -> (
    URL, URL, [String: [String: Int]]
  ) {
    let (x1, _) = plan.xml(second: false)
    let (x2, counts) = plan.xml(second: true)
    let v1 = dir.appendingPathComponent("v1.xml")
    let v2 = dir.appendingPathComponent("v2.xml")
    try x1.write(to: v1, atomically: true, encoding: .utf8)
    try x2.write(to: v2, atomically: true, encoding: .utf8)
    return (v1, v2, counts)
  }

  @Test func v2AfterV1GivesTheExactDeltaAndTheStoreReadsBackAsV2() throws {
    let dir = try CLI.tempDir()
    let (v1, v2, counts) = try Self.writeExports(dir)
    let store = dir.appendingPathComponent("store.sqlite")
    let report = dir.appendingPathComponent("r.json")
    let r1 = try Self.sync([v1.path, store.path], report: report)
    var expectedV1 = counts["v1"]!
    expectedV1["exportInfo"] = 1
    #expect(r1.added == expectedV1 && r1.anchor == 1)
    let r2 = try Self.sync([v2.path, store.path], report: report)
    #expect(r2.added == counts["added"]!)
    var expectedUpdated = counts["updated"]!
    expectedUpdated["exportInfo"] = 1  // the export date
    #expect(r2.updated == expectedUpdated)
    #expect(r2.deleted == counts["deleted"]!)
    #expect(r2.ignored.isEmpty && r2.anchor == 2)
    // v1's unchanged records were recognised by their stored digests, not made again.
    #expect(r2.recognized == Self.recognized(of: r2.unchanged.values.reduce(0, +)) && r2.recognized > 1000)
    #expect(counts["updated"]!.values.reduce(0, +) >= 10 && counts["deleted"]!.values.reduce(0, +) >= 5)

    // changes --since 1: exactly the lines v2 has and v1 has not, and the UUIDs v1 has and v2 has not.
    let lines1 = try Self.ndjsonLines(v1, dir, "v1.ndjson")
    let lines2 = try Self.ndjsonLines(v2, dir, "v2.ndjson")
    let c = try CLI.run(["changes", store.path, "--since", "1"])
    #expect(c.status == 0, "\(c.stderrString)")
    let changeLines = c.stdoutString.split(separator: "\n").map(String.init)
    #expect(changeLines.last == "{\"anchor\":\"2\"}")
    let deletedLines = changeLines.filter { $0.hasPrefix("{\"deleted\":") }
    let itemLines = changeLines.dropLast().filter { !$0.hasPrefix("{\"deleted\":") }
    #expect(Set(itemLines) == Set(lines2).subtracting(lines1) && itemLines.count == Set(itemLines).count)
    let gone = Set(lines1.compactMap(Self.uuid)).subtracting(lines2.compactMap(Self.uuid))
    #expect(Set(deletedLines.compactMap(Self.uuid)) == gone && deletedLines.count == gone.count)
    // Without --since: everything stored; --type filters.
    let all = try CLI.run(["changes", store.path, "--type", "HKCategoryTypeIdentifierSleepAnalysis"])
    #expect(
      all.stdoutString.split(separator: "\n").count == lines2.filter { $0.contains("SleepAnalysis") }.count
        + 1)

    // The store as an input equals v2 read directly, through NDJSON and through an export.
    #expect(try Self.ndjsonLines(store, dir, "store.ndjson") == lines2)
    let zip = dir.appendingPathComponent("back.zip")
    let back = try CLI.run(["convert", store.path, zip.path, "--to", "health", "--quiet"])
    #expect(back.status == 0, "\(back.stderrString)")
    let direct = dir.appendingPathComponent("direct.zip")
    _ = try CLI.run(["convert", v2.path, direct.path, "--to", "health", "--quiet"])
    #expect(try Self.ndjsonLines(zip, dir, "back.ndjson") == Self.ndjsonLines(direct, dir, "direct.ndjson"))

    // Python's sqlite3 (an independent reader) counts the rows per type; the Parquet dataset is readable.
    let ds = dir.appendingPathComponent("ds")
    let pq = try CLI.run(["convert", store.path, ds.path + "/", "--to", "parquet", "--quiet"])
    #expect(pq.status == 0, "\(pq.stderrString)")
    let script = """
      import sqlite3, sys, json, glob, pyarrow.parquet as pq
      db = sqlite3.connect(sys.argv[1])
      assert db.execute('PRAGMA integrity_check').fetchone()[0] == 'ok'
      print(json.dumps({'types': dict(db.execute('SELECT type, count(*) FROM items GROUP BY type').fetchall()),
        'deleted': db.execute('SELECT count(*) FROM deleted_objects').fetchone()[0],
        'version': db.execute('PRAGMA user_version').fetchone()[0],
        'parquet': sum(pq.read_table(f).num_rows for f in glob.glob(sys.argv[2] + '/**/*.parquet', recursive=True))}))
      """
    let py = try runProcess("python3", ["-c", script, store.path, ds.path])
    #expect(py.status == 0, "\(py.stderrString)")
    struct Counts: Decodable {
      var types: [String: Int]
      var deleted: Int
      var version: Int
      var parquet: Int
    }
    let facts = try JSONDecoder().decode(Counts.self, from: py.stdout)
    var expected: [String: Int] = ["exportInfo": 1]
    for type in StoreExportPlan.types { expected[type] = lines2.filter { $0.contains("\"\(type)\"") }.count }
    #expect(facts.types == expected)
    #expect(facts.deleted == gone.count && facts.version == 4 && facts.parquet > 0)
  }

  static func sha(_ url: URL) throws -> Data { try Data(contentsOf: url) }

  @Test func theSameInputTwiceWritesNothing() throws {
    let dir = try CLI.tempDir()
    let (v1, _, _) = try Self.writeExports(dir)
    let store = dir.appendingPathComponent("s.db")
    let report = dir.appendingPathComponent("r.json")
    _ = try Self.sync([v1.path, store.path], report: report)
    let before = try Data(contentsOf: store)
    let stamp = try FileManager.default.attributesOfItem(atPath: store.path)[.modificationDate] as? Date
    let again = try Self.sync([v1.path, store.path], report: report)
    #expect(again.anchor == nil && again.added.isEmpty && again.updated.isEmpty && again.deleted.isEmpty)
    // The fast path: every record but the exportInfo recognised by digest (a few compared in full).
    let records = again.unchanged.filter { $0.key != "exportInfo" }.values.reduce(0, +)
    #expect(again.recognized == Self.recognized(of: records) && again.digestsStored == 0)
    #expect(try Data(contentsOf: store) == before)
    #expect(try FileManager.default.attributesOfItem(atPath: store.path)[.modificationDate] as? Date == stamp)
    // A partial input (NDJSON of a part of the export) deletes nothing.
    let part = dir.appendingPathComponent("part.ndjson")
    let lines = try Self.ndjsonLines(v1, dir, "all.ndjson")
    try (lines.prefix(5).joined(separator: "\n") + "\n").write(to: part, atomically: true, encoding: .utf8)
    let partial = try Self.sync([part.path, store.path], report: report)
    #expect(partial.deleted.isEmpty && partial.anchor == nil)
    // An export cut short (read up to the damage) deletes nothing either.
    let text = try String(contentsOf: v1, encoding: .utf8)
    let cut = dir.appendingPathComponent("cut.xml")
    try String(text.prefix(text.count / 2)).write(to: cut, atomically: true, encoding: .utf8)
    let damaged = try CLI.run(["sync", cut.path, store.path, "--report", report.path])
    #expect(
      damaged.status == 4 && damaged.stderrString.contains("nothing deleted"), "\(damaged.stderrString)")
    let counts = try JSONDecoder().decode(SyncReport.self, from: Data(contentsOf: report))
    #expect(counts.deleted.isEmpty)
  }

  /// A record whose text changed is made again: the same item from reordered attributes stays unchanged
  /// (its new digest stored, no anchor), and is recognised by the next sync.
  @Test func aRecordWhoseTextChangedIsMadeAgain() throws {
    let dir = try CLI.tempDir()
    let (v1, _, _) = try Self.writeExports(dir, plan: StoreExportPlan(days: 5, addedDays: 1))
    let store = dir.appendingPathComponent("s.sqlite")
    let report = dir.appendingPathComponent("r.json")
    _ = try Self.sync([v1.path, store.path], report: report)
    let text = try String(contentsOf: v1, encoding: .utf8)
    let first = try #require(
      text.range(of: "<Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Phone\""))
    let reordered = text.replacingCharacters(
      in: first, with: "<Record sourceName=\"Phone\" type=\"HKQuantityTypeIdentifierStepCount\"")
    let v1b = dir.appendingPathComponent("v1b.xml")
    try reordered.write(to: v1b, atomically: true, encoding: .utf8)
    let before = try Self.ndjsonLines(store, dir, "before.ndjson")
    let changed = try Self.sync([v1b.path, store.path], report: report)
    let records = changed.unchanged.filter { $0.key != "exportInfo" }.values.reduce(0, +)
    #expect(changed.digestsStored == 1 && changed.anchor == nil && changed.updated.isEmpty)
    #expect(changed.recognized == Self.recognized(of: records - 1))
    #expect(try Self.ndjsonLines(store, dir, "after.ndjson") == before)
    let again = try Self.sync([v1b.path, store.path], report: report)
    #expect(again.recognized == Self.recognized(of: records) && again.digestsStored == 0)
  }

  /// Stored items that differ from what their records make now (as if another wkconv had made them): the
  /// records compared in full catch it, and the input is synced again comparing every item.
  @Test func staleDigestsAreCaughtAndTheInputComparedInFull() throws {
    let dir = try CLI.tempDir()
    let (v1, _, _) = try Self.writeExports(dir, plan: StoreExportPlan(days: 5, addedDays: 1))
    let store = dir.appendingPathComponent("s.sqlite")
    let report = dir.appendingPathComponent("r.json")
    _ = try Self.sync([v1.path, store.path], report: report)
    let tamper = try runProcess(
      "python3",
      [
        "-c",
        "import sqlite3, sys; db = sqlite3.connect(sys.argv[1]); "
          + "db.execute(\"UPDATE items SET line = replace(line, '\\\"Phone\\\"', '\\\"Fone\\\"')\"); db.commit()",
        store.path,
      ])
    #expect(tamper.status == 0, "\(tamper.stderrString)")
    let r = try CLI.run(["sync", v1.path, store.path, "--report", report.path])
    #expect(r.status == 0 && r.stderrString.contains("every item is compared instead"), "\(r.stderrString)")
    let counts = try JSONDecoder().decode(SyncReport.self, from: Data(contentsOf: report))
    #expect(counts.recognized == 0 && counts.anchor == 2 && counts.updated.values.reduce(0, +) == 100)
    #expect(try Self.ndjsonLines(store, dir, "store.ndjson") == Self.ndjsonLines(v1, dir, "v1.ndjson"))
  }

  /// A sync killed at random points, then run again, gives the store an uninterrupted run gives.
  @Test func killNineAtRandomPointsThenRerunCompletes() throws {
    let dir = try CLI.tempDir()
    let (v1, v2, _) = try Self.writeExports(dir, plan: StoreExportPlan(days: 20, addedDays: 10))
    let reference = dir.appendingPathComponent("ref.sqlite")
    let started = Date()
    _ = try CLI.run(["sync", v1.path, v2.path, reference.path])
    let duration = Date().timeIntervalSince(started)
    var stores = [reference.path]
    var generator = SystemRandomNumberGenerator()
    for trial in 0..<20 {
      let store = dir.appendingPathComponent("t\(trial).sqlite")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CLI.binary)
      process.arguments = ["sync", v1.path, v2.path, store.path]
      process.standardError = FileHandle.nullDevice
      try process.run()
      usleep(UInt32(Double.random(in: 0...duration, using: &generator) * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let rerun = try CLI.run(["sync", v1.path, v2.path, store.path])
      #expect(rerun.status == 0, "\(rerun.stderrString)")
      stores.append(store.path)
    }
    let script = """
      import sqlite3, sys, json
      out = []
      for p in sys.argv[1:]:
          db = sqlite3.connect(p)
          ok = db.execute('PRAGMA integrity_check').fetchone()[0]
          items = db.execute('SELECT uuid, type, line, anchor FROM items ORDER BY uuid').fetchall()
          dele = db.execute('SELECT uuid, type, anchor FROM deleted_objects ORDER BY uuid, anchor').fetchall()
          out.append([ok, hash(repr(items)), hash(repr(dele)), len(items)])
      print(json.dumps(out))
      """
    let py = try runProcess("python3", ["-c", script] + stores)
    #expect(py.status == 0, "\(py.stderrString)")
    let rows = try JSONDecoder().decode([[JSONValue]].self, from: py.stdout)
    #expect(rows.count == 21)
    for (i, row) in rows.enumerated() {
      #expect(row[0] == .text("ok"), "trial \(i): integrity")
      #expect(row[1] == rows[0][1] && row[2] == rows[0][2] && row[3] == rows[0][3], "trial \(i) differs")
    }
  }

  enum JSONValue: Decodable, Equatable {
    case text(String)
    case number(Int)
    init(from decoder: any Decoder) throws {
      let c = try decoder.singleValueContainer()
      if let s = try? c.decode(String.self) {
        self = .text(s)
      } else {
        self = .number(try c.decode(Int.self))
      }
    }
  }
}
