import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatSamsungHealth

/// The Samsung Health reader against an export generated per LAYOUTS.md (`samsung_health_fixture.py`: no
/// public export exists), checked by Python's csv/json (`samsung_health_oracle.py`), Garmin's FIT SDK
/// (`fit_oracle.py`) and pyarrow.
@Suite struct SamsungHealthTests {
  static let folder = "samsunghealth_example_20240610120000"

  @Test(
    "a generated export: counts, steps per day, HR, sleep stages, weight kg, offsets and unmapped rows equal Python's; FIT and Parquet read back"
  )
  func generatedExport() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let made = try runProcess(
      "python3",
      [
        TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/samsung_health_fixture.py").path,
        dir.path,
      ])
    try #require(made.status == 0, "\(made.stderrString)")
    let zip = dir.appendingPathComponent(Self.folder + ".zip").path
    let report = dir.appendingPathComponent("report.json")
    for (output, extra) in [
      ("out.ndjson", ["--report", report.path]), ("all.parquet", []), ("garmin/", ["--to", "fit"]),
    ] {
      let r = try CLI.run(["convert", zip, dir.appendingPathComponent(output).path, "--quiet"] + extra)
      #expect(r.status == 0, "\(output): \(r.stderrString)")
    }
    let oracle = try runProcess(
      "python3",
      [
        TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/samsung_health_oracle.py").path,
        dir.appendingPathComponent(Self.folder).path, dir.appendingPathComponent("out.ndjson").path,
        report.path,
      ])
    #expect(oracle.status == 0, "\(oracle.stdoutString)\(oracle.stderrString)")
    let garmin = dir.appendingPathComponent("garmin")
    let names = try FileManager.default.contentsOfDirectory(atPath: garmin.path).sorted()
    let run = try #require(names.first { $0.hasSuffix("-running.fit") }, "\(names)")
    let fit = try runProcess(
      "python3",
      [
        SharedCorpus.url("formats/fit/fit_oracle.py").path, garmin.appendingPathComponent(run).path,
        "--compact",
      ])
    if SharedCorpus.shouldRun {
      #expect(fit.status == 0, "fit_oracle.py: \(fit.stdoutString)\(fit.stderrString)")
      let summary = try #require(JSONSerialization.jsonObject(with: fit.stdout) as? [String: Any])
      let records = try #require(summary["records"] as? [String: Any])
      #expect(records["with_position"] as? Int == 60)
      #expect(records["heart_rate_min_max"] as? [Int] == [110, 149])
      #expect(records["first_timestamp"] as? String == "2024-06-02T09:00:00Z")
    }
    let parquet = try runProcess(
      "python3",
      [
        "-c",
        """
        import sys, collections, pyarrow.parquet as pq
        t = pq.read_table(sys.argv[1]).to_pydict()
        c = collections.Counter(zip(t["record"], t["type"]))
        print(c[("route_point", "HKWorkoutRoute")], c[("sample", "HKQuantityTypeIdentifierHeartRate")], c[("workout", "running")])
        """,
        dir.appendingPathComponent("all.parquet").path,
      ])
    // 60 points; 40 heart-rate rows plus the running workout's 120 live-data values; one running workout.
    #expect(
      parquet.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines) == "60 160 1",
      "\(parquet.stderrString)")
    try Self.damagedAndSingleFile(in: dir)
  }

  /// A damaged member is a recovered error naming the file and the column (exit 4) while the rest is read;
  /// a missing side file is recovered with its workout kept; one data CSV alone reads as its own input.
  static func damagedAndSingleFile(in dir: URL) throws {
    let out = dir.appendingPathComponent("damaged.ndjson")
    let r = try CLI.run(["convert", dir.appendingPathComponent("damaged.zip").path, out.path])
    #expect(r.status == 4, "\(r.stderrString)")
    #expect(
      r.stderrString.contains("com.samsung.shealth.exercise.20240610120000.csv:2")
        && r.stderrString.contains("lacks `com.samsung.health.exercise.start_time`"), "\(r.stderrString)")
    let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n")
    #expect(lines.filter { $0.contains("HKQuantityTypeIdentifierHeartRate") }.count == 40)
    let missing = dir.appendingPathComponent("missing.ndjson")
    let m = try CLI.run(["convert", dir.appendingPathComponent("missing-side.zip").path, missing.path])
    #expect(m.status == 4, "\(m.stderrString)")
    #expect(
      m.stderrString.contains(
        "live_data file gone.com.samsung.health.exercise.live_data.json is not in the export"))
    #expect(try String(contentsOf: missing, encoding: .utf8).contains("HKWorkoutActivityTypeRunning"))
    let csv = dir.appendingPathComponent(Self.folder).appendingPathComponent(
      "com.samsung.shealth.tracker.heart_rate.20240610120000.csv")
    let single = dir.appendingPathComponent("single.ndjson")
    let s = try CLI.run(["convert", csv.path, single.path, "--quiet"])
    #expect(s.status == 0, "\(s.stderrString)")
    #expect(try String(contentsOf: single, encoding: .utf8).split(separator: "\n").count == 40)
  }

  @Test("time text: UTC start times with their UTC+HHMM offsets kept; preamble, BOM, prefixed columns")
  func timesAndColumns() throws {
    #expect(SamsungTime.offset("UTC+0900") == 32_400)
    #expect(SamsungTime.offset("UTC-0330") == -12_600)
    #expect(SamsungTime.offset("+0900") == nil)
    let t = try #require(SamsungTime.timestamp("2024-06-01 00:07:00.250", offset: 32_400))
    #expect(ISO8601Timestamp.format(t) == "2024-06-01T09:07:00.25+09:00")
    let text =
      "\u{FEFF}com.samsung.shealth.tracker.heart_rate,7,3\r\ncom.samsung.health.heart_rate.start_time,tag_id\r\n"
      + "2024-06-01 00:00:00.000,21313,\r\n"
    let table = try SamsungHealthTable(
      path: "x/com.samsung.shealth.tracker.heart_rate.20240610120000.csv",
      open: { InputSource(data: Data(text.utf8), name: "x") }
    ) { SourceLocation(file: "x", line: $0) }
    #expect(
      table.type == "tracker.heart_rate" && table.column("start_time") == 0 && table.column("tag_id") == 1)
    #expect(try table.rowCount() == 1)
    #expect(throws: ConversionError.self) { try table.require("heart_rate") }
  }
}
