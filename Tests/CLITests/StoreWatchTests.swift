import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// `wkconv sync --watch`: files dropped into the folder while it runs (one copied slowly, in chunks) are
/// each synced once, whole; SIGTERM ends it cleanly (exit 0) after the sync under way.
@Suite struct StoreWatchTests {
  /// Starts `wkconv sync --watch FOLDER STORE --settle SETTLE`, its standard error going to `log.txt` in `dir`.
  static func startWatch(_ folder: URL, store: URL, settle: String, in dir: URL) throws -> (Process, URL) {
    let log = dir.appendingPathComponent("log.txt")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = ["sync", "--watch", folder.path, store.path, "--settle", settle]
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    return (process, log)
  }

  static func samples(_ count: Int, offset: Int) -> [HealthItem] {
    (0..<count).map { i in
      let start = Timestamp(unixSeconds: 1_700_000_000 + Double(offset + i) * 60)
      return .quantity(
        QuantitySample(
          header: SampleHeader(uuid: UUID(), start: start, end: start),
          type: "HKQuantityTypeIdentifierHeartRate", quantity: Quantity(Double(60 + i % 40), .countPerMinute))
      )
    }
  }

  @Test func droppedFilesAreSyncedOnceEachAndSIGTERMExitsCleanly() throws {
    let dir = try CLI.tempDir()
    let watched = dir.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: watched, withIntermediateDirectories: true)
    let store = dir.appendingPathComponent("store.sqlite")
    let (process, log) = try Self.startWatch(watched, store: store, settle: "1.5", in: dir)
    func syncLines() -> [String] {
      ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        .filter { $0.hasPrefix("sync: ") && !$0.hasPrefix("sync: watching") && $0 != "sync: stopped" }
    }
    func waitFor(_ count: Int) {
      let deadline = Date().addingTimeInterval(30)
      while syncLines().count < count && Date() < deadline { usleep(100_000) }
    }
    usleep(300_000)
    let first = try NDJSONWriter.text(of: Self.samples(40, offset: 0))
    try first.write(to: watched.appendingPathComponent("a.ndjson"), atomically: true, encoding: .utf8)
    waitFor(1)
    // Written in four chunks 0.2 s apart (each shorter than the settle interval): read once, whole.
    let second = Array(try NDJSONWriter.text(of: Self.samples(80, offset: 1000)).utf8)
    let slow = watched.appendingPathComponent("b.ndjson")
    _ = FileManager.default.createFile(atPath: slow.path, contents: nil)
    let handle = try FileHandle(forWritingTo: slow)
    let quarter = second.count / 4 + 1
    for start in stride(from: 0, to: second.count, by: quarter) {
      handle.write(Data(second[start..<min(start + quarter, second.count)]))
      usleep(200_000)
    }
    try handle.close()
    waitFor(2)
    usleep(2_000_000)  // nothing more comes: each file once
    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = syncLines()
    #expect(lines.count == 2, "\(lines)")
    #expect(lines.filter { $0.contains("a.ndjson: 40 added") }.count == 1, "\(lines)")
    #expect(lines.filter { $0.contains("b.ndjson: 80 added") }.count == 1, "\(lines)")
    #expect(((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains("sync: stopped"))
  }

  /// A watched unpacked export folder: its export.xml is synced at start, and a newer one moved over it is
  /// synced as the export's next one (its deletions taken).
  @Test func aWatchedExportFolderSyncsEachNewExport() throws {
    let dir = try CLI.tempDir()
    let plan = StoreExportPlan(days: 4, addedDays: 2)
    let (x1, counts) = plan.xml(second: false)
    let (x2, delta) = plan.xml(second: true)
    let folder = dir.appendingPathComponent("apple_health_export")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try x1.write(to: folder.appendingPathComponent("export.xml"), atomically: true, encoding: .utf8)
    let store = dir.appendingPathComponent("store.sqlite")
    let (process, log) = try Self.startWatch(folder, store: store, settle: "0.3", in: dir)
    func text() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    func waitFor(_ needle: String) {
      let deadline = Date().addingTimeInterval(30)
      while !text().contains(needle) && Date() < deadline { usleep(100_000) }
    }
    let records = counts["v1"]!.values.reduce(0, +)
    waitFor("export.xml: \(records + 1) added")
    let deleted = delta["deleted"]!.values.reduce(0, +)
    let next = dir.appendingPathComponent("next.xml")
    try x2.write(to: next, atomically: true, encoding: .utf8)
    #expect(rename(next.path, folder.appendingPathComponent("export.xml").path) == 0)
    waitFor(" \(deleted) deleted")
    usleep(1_000_000)  // nothing more comes
    process.terminate()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let lines = text().split(separator: "\n").map(String.init).filter { $0.hasPrefix("sync: /") }
    #expect(lines.count == 2 && lines[0].contains("\(records + 1) added"), "\(lines)")
    #expect(lines.last?.contains("\(deleted) deleted") == true, "\(lines)")
  }

  /// SIGTERM while a file is being synced: the sync finishes (its transaction commits whole), then the
  /// watch exits 0.
  @Test func sigtermDuringASyncFinishesItsTransaction() throws {
    let dir = try CLI.tempDir()
    let watched = dir.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: watched, withIntermediateDirectories: true)
    let store = dir.appendingPathComponent("store.sqlite")
    let (process, log) = try Self.startWatch(watched, store: store, settle: "0.2", in: dir)
    func logText() -> String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    var deadline = Date().addingTimeInterval(20)
    while !logText().contains("sync: watching") && Date() < deadline { usleep(50_000) }
    func walSize() -> Int {
      (try? FileManager.default.attributesOfItem(atPath: store.path + "-wal")[.size] as? Int) ?? 0
    }
    let before = walSize()
    // Made outside the folder and moved in whole: the sync starts after the settle interval.
    let count = 6000
    let staged = dir.appendingPathComponent("big.ndjson")
    try NDJSONWriter.text(of: Self.samples(count, offset: 0)).write(
      to: staged, atomically: true, encoding: .utf8)
    try FileManager.default.moveItem(at: staged, to: watched.appendingPathComponent("big.ndjson"))
    deadline = Date().addingTimeInterval(30)
    while walSize() < before + (1 << 16) && Date() < deadline { usleep(2_000) }
    process.terminate()  // mid-sync: the transaction's pages are being written
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(logText().contains("big.ndjson: \(count) added"), "\(logText())")
    let py = try runProcess(
      "python3",
      [
        "-c",
        "import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute('SELECT count(*) FROM items').fetchone()[0])",
        store.path,
      ])
    #expect(py.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines) == "\(count)")
  }
}
