import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatHealthConnect

/// The Health Connect reader against AOSP's test database (schema 9) and exports generated from its schema
/// (`Tests/Scripts/health_connect_fixture.py`), checked by Python's sqlite3 (`health_connect_oracle.py`),
/// Garmin's FIT SDK (`fit_oracle.py`) and pyarrow.
@Suite(.serialized) struct HealthConnectTests {
  static let corpus = "corpus/ecosystems/health-connect/aosp-cts/healthconnect_staged.db"

  /// The generated exports in a fresh folder.
  static func fixtures() throws -> URL {
    let dir = try CLI.tempDir()
    let made = try runProcess(
      "python3",
      [
        TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/health_connect_fixture.py").path,
        SharedCorpus.url(corpus).path, dir.path,
      ])
    try #require(made.status == 0, "\(made.stderrString)")
    return dir
  }

  static func read(_ url: URL) throws -> (items: [HealthItem], report: ConversionReport) {
    var items: [HealthItem] = []
    let context = ConversionContext(inputName: url.lastPathComponent)
    try HealthConnectFormat().makeReader(options: FormatOptions())!.read(
      InputSource(file: url), into: ClosureSink { items.append($0) }, context: context)
    return (items, context.report)
  }

  @Test(
    "the AOSP test database: 2 heights and a body fat with their own UUIDs, app and device",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func corpusDatabase() throws {
    let (items, _) = try Self.read(SharedCorpus.url(Self.corpus))
    let samples = items.compactMap { if case .quantity(let q) = $0 { q } else { nil } }
    #expect(items.count == 3 && samples.count == 3)
    #expect(samples.filter { $0.type == "HKQuantityTypeIdentifierHeight" }.map(\.quantity.value) == [1, 1])
    let fat = try #require(samples.first { $0.type == "HKQuantityTypeIdentifierBodyFatPercentage" })
    #expect(abs(fat.quantity.value - 0.10) < 1e-12 && fat.quantity.unit == .percent)
    #expect(samples.allSatisfy { $0.header.source?.bundleIdentifier == "android.healthconnect.cts" })
    #expect(samples.contains { $0.header.device?.model == "Pixel4a" })
    #expect(samples.allSatisfy { $0.header.start.utcOffset == 0 })
    #expect(Set(samples.map(\.header.uuid)).count == 3)
  }

  @Test(
    "a generated export: counts, values, offsets, unmapped tables equal sqlite3's; FIT passes Garmin's SDK; pyarrow reads the Parquet; bad schemas are located errors",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func generatedExport() throws {
    let dir = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("Health Connect.zip")
    let db = dir.appendingPathComponent("health_connect_export.db")
    let report = dir.appendingPathComponent("report.json")
    let corpusOut = dir.appendingPathComponent("cts.ndjson")
    for (input, output, extra) in [
      (zip.path, dir.appendingPathComponent("out.ndjson").path, ["--report", report.path]),
      (SharedCorpus.url(Self.corpus).path, corpusOut.path, []),
      (zip.path, dir.appendingPathComponent("all.parquet").path, []),
      (zip.path, dir.appendingPathComponent("garmin").path + "/", ["--to", "fit"]),
    ] {
      let r = try CLI.run(["convert", input, output, "--quiet"] + extra)
      #expect(r.status == 0, "\(output): \(r.stderrString)")
    }
    let oracle = try runProcess(
      "python3",
      [
        TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/health_connect_oracle.py").path, db.path,
        dir.appendingPathComponent("out.ndjson").path, report.path, SharedCorpus.url(Self.corpus).path,
        corpusOut.path, "--parquet", db.path, dir.appendingPathComponent("all.parquet").path,
      ])
    #expect(oracle.status == 0, "\(oracle.stdoutString)\(oracle.stderrString)")
    let garmin = dir.appendingPathComponent("garmin")
    let names = try FileManager.default.contentsOfDirectory(atPath: garmin.path).sorted()
    let workout = try #require(names.first { $0.hasSuffix("-running.fit") }, "\(names)")
    #expect(names.contains("Health Connect-weight.fit"), "\(names)")
    let fit = try runProcess(
      "python3",
      [
        SharedCorpus.url("formats/fit/fit_oracle.py").path, garmin.appendingPathComponent(workout).path,
        "--compact",
      ])
    #expect(fit.status == 0, "fit_oracle.py: \(fit.stdoutString)\(fit.stderrString)")
    let summary = try #require(JSONSerialization.jsonObject(with: fit.stdout) as? [String: Any])
    let records = try #require(summary["records"] as? [String: Any])
    // 120 route points and 180 heart-rate values of the session, merged by time.
    #expect(records["with_position"] as? Int == 120)
    #expect(records["heart_rate_min_max"] as? [Int] == [120, 164])
    #expect(summary["lap_count"] as? Int == 3)
    #expect(records["first_timestamp"] as? String == "2024-06-02T18:00:00Z")
    // An Apple Health export of it, read by healthkit-to-sqlite: the session, its route, every heart rate.
    let apple = dir.appendingPathComponent("apple.zip")
    let a = try CLI.run(["convert", zip.path, apple.path, "--to", "health", "--quiet"])
    #expect(a.status == 0, "\(a.stderrString)")
    let hk = dir.appendingPathComponent("hk.db")
    let imported = try runProcess("healthkit-to-sqlite", [apple.path, hk.path, "--silent"])
    #expect(imported.status == 0, "\(imported.stderrString)")
    let counted = try runProcess(
      "python3",
      [
        "-c",
        """
        import sqlite3, sys
        c = sqlite3.connect(sys.argv[1])
        print(*[c.execute(q).fetchone()[0] for q in (
            "SELECT count(*) FROM workouts", "SELECT count(*) FROM workout_points",
            "SELECT count(*) FROM rHeartRate", "SELECT group_concat(value) FROM rBodyMass")])
        """,
        hk.path,
      ])
    #expect(
      counted.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines) == "1 120 200 72.45,72.35,72.25")
    // The unpacked folder reads as its zip.
    let folder = dir.appendingPathComponent("unpacked")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: db, to: folder.appendingPathComponent("health_connect_export.db"))
    let folderOut = dir.appendingPathComponent("folder.ndjson")
    let f = try CLI.run(["convert", folder.path, folderOut.path, "--quiet"])
    #expect(f.status == 0, "\(f.stderrString)")
    #expect(try Data(contentsOf: folderOut) == Data(contentsOf: dir.appendingPathComponent("out.ndjson")))
    try Self.badDatabases(in: dir)
  }

  /// An unknown schema version and a missing column are located errors with no output.
  static func badDatabases(in dir: URL) throws {
    let other = try runProcess(
      "python3",
      [
        "-c",
        "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('CREATE TABLE t (x)'); c.commit()",
        dir.appendingPathComponent("not-health-connect.db").path,
      ])
    try #require(other.status == 0, "\(other.stderrString)")
    for (name, words) in [
      ("bad-version.db", "schema version 42; this reader knows versions 9–17"),
      ("bad-column.db", "weight_record_table lacks the column `weight`"),
      ("not-health-connect.db", "not a Health Connect database"),
    ] {
      let out = dir.appendingPathComponent(name + ".ndjson")
      let r = try CLI.run([
        "convert", dir.appendingPathComponent(name).path, out.path, "--from", "health-connect",
      ])
      #expect(r.status != 0)
      #expect(r.stderrString.contains(name) && r.stderrString.contains(words), "\(r.stderrString)")
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
  }

  @Test("sniffing: the export's zip entry and a SQLite header; other bytes are not Health Connect")
  func sniffing() {
    var zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 22)
    let name = Array("health_connect_export.db".utf8)
    zip += [UInt8(name.count), 0, 0, 0] + name
    #expect(HealthConnectFormat().sniff(zip) == .yes)
    #expect(HealthConnectFormat().sniff(Array("SQLite format 3\0".utf8) + [0, 1]) == .maybe)
    #expect(HealthConnectFormat().sniff(Array("<gpx>".utf8)) == .no)
  }

  @Test("epoch milliseconds keep their milliseconds exactly, before 1970 too")
  func milliseconds() {
    for millis: Int64 in [1_680_722_885_001, 1_717_228_800_999, -1_500, 0] {
      let date = HealthConnectSession.date(millis)
      #expect((date.timeIntervalSince1970 * 1000).rounded() == Double(millis))
    }
    #expect(
      ISO8601Timestamp.format(Timestamp(HealthConnectSession.date(1_680_722_885_001), utcOffset: 0))
        == "2023-04-05T19:28:05.001+00:00")
  }
}
