import Foundation
import TestSupport
import Testing

/// The built `wkconv` on the generated Fitbit exports: every writer from them, checked by other people's
/// readers (Garmin's FIT SDK through `fit_oracle.py`, pyarrow), the report's accounting, bad input.
@Suite("Fitbit Takeout through wkconv")
struct FitbitCLITests {
  static func report(_ url: URL) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  /// `itemsRead = itemsWritten + itemsDropped`, kind by kind.
  static func expectAccounted(_ report: [String: Any], _ what: String) {
    let read = report["itemsRead"] as? [String: Int] ?? [:]
    let written = report["itemsWritten"] as? [String: Int] ?? [:]
    let dropped = report["itemsDropped"] as? [String: Int] ?? [:]
    #expect(!read.isEmpty, "\(what): nothing read")
    for (kind, count) in read {
      #expect(
        count == (written[kind] ?? 0) + (dropped[kind] ?? 0), "\(what) \(kind): \(read) \(written) \(dropped)"
      )
    }
  }

  @Test(
    "tree export → FIT: the exercise with its GPS fixes and heart rate passes Garmin's SDK with every fix and reading"
  )
  func fitOracle() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("garmin")
    let r = try CLI.run([
      "convert", GoogleFixtures.url("fitbit-tree.zip").path, out.path + "/", "--to", "fit", "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    let activity = try #require(names.first { $0.hasSuffix("-running.fit") }, "\(names)")
    #expect(names.contains("fitbit-tree-weight.fit"))
    let oracle = try runProcess(
      "python3",
      [SharedCorpus.url("formats/fit/fit_oracle.py").path, out.appendingPathComponent(activity).path])
    try #require(oracle.status == 0, "fit_oracle.py: \(oracle.stderrString)")
    let facts = try #require(try JSONSerialization.jsonObject(with: oracle.stdout) as? [String: Any])
    #expect(facts["ok"] as? Bool == true)
    let want = try #require(FitbitReaderTests.oracle[GoogleFixtures.url("fitbit-tree").path])
    let records = try #require(facts["records"] as? [String: Any])
    #expect(records["count"] as? Int == Int(want["workoutHR"] ?? 0))
    #expect(records["with_position"] as? Int == Int(want["routePoints"] ?? 0))
    #expect(records["first_timestamp"] as? String == "2026-04-07T14:00:00Z")
    let hr = try #require(records["heart_rate_min_max"] as? [Int])
    // Every reading of the fixture above 109 bpm lies outside the exercise: the minimum and maximum inside it.
    #expect(hr == [70, 109])
    let activityMessage = try #require(facts["activity"] as? [String: Any])
    #expect(activityMessage["utc_offset_s"] as? Int == -4 * 3600)
  }

  @Test(
    "tree folder and zip → NDJSON are the same bytes; → Parquet read by pyarrow has the oracle's rows (samples outside workouts, route points, heart-rate series); items accounted"
  )
  func parquetAndAccounting() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var outputs: [Data] = []
    for input in ["fitbit-tree", "fitbit-tree.zip"] {
      let out = dir.appendingPathComponent("\(input).ndjson")
      let report = dir.appendingPathComponent("\(input).json")
      let r = try CLI.run([
        "convert", GoogleFixtures.url(input).path, out.path, "--report", report.path, "--quiet",
      ])
      #expect(r.status == 0, "\(r.stderrString)")
      outputs.append(try Data(contentsOf: out))
      Self.expectAccounted(try Self.report(report), input)
    }
    #expect(outputs[0] == outputs[1])
    let parquet = dir.appendingPathComponent("all.parquet")
    let report = dir.appendingPathComponent("parquet.json")
    let r = try CLI.run([
      "convert", GoogleFixtures.url("fitbit-tree").path, parquet.path, "--report", report.path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    Self.expectAccounted(try Self.report(report), "parquet")
    let script = """
      import collections, json, sys, pyarrow.parquet as pq
      t = pq.read_table(sys.argv[1]).to_pydict()
      rows = collections.Counter(r for r, w in zip(t["record"], t["workout_uuid"]) if not w or r != "sample")
      rows["heart_rate_series"] = sum(
          1 for r, ty in zip(t["record"], t["type"]) if r == "series" and ty.endswith("HeartRate"))
      print(json.dumps(rows))
      """
    let py = try runProcess("python3", ["-c", script, parquet.path])
    try #require(py.status == 0, "\(py.stderrString)")
    let rows = try #require(try JSONSerialization.jsonObject(with: py.stdout) as? [String: Int])
    let want = try #require(FitbitReaderTests.oracle[GoogleFixtures.url("fitbit-tree").path])
    let samples = want.filter { $0.key.hasPrefix("quantity:") }.values.reduce(0, +)
    let categories = want.filter { $0.key.hasPrefix("category:") }.values.reduce(0, +)
    #expect(rows["route_point"] == Int(want["routePoints"] ?? 0))
    #expect(rows["sample"] == Int(samples))
    #expect(rows["category"] == Int(categories))
    #expect(rows["workout"] == 1)
    #expect(rows["heart_rate_series"] == Int(want["workoutHR"] ?? 0))
  }

  @Test(
    "a damaged member is recovered (exit 4, the rest read); a missing column stops with its name and no output"
  )
  func badInput() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fm = FileManager.default
    let damaged = dir.appendingPathComponent("damaged")
    try fm.copyItem(at: GoogleFixtures.url("fitbit-legacy"), to: damaged)
    let hr = damaged.appendingPathComponent("Fitbit/Global Export Data/heart_rate-2020-07-08.json")
    try Data("[{\"dateTime\" : \"07/07/20 14:00:00\", \"value\" : {".utf8).write(to: hr)
    let out = dir.appendingPathComponent("damaged.ndjson")
    let report = dir.appendingPathComponent("damaged.json")
    let r = try CLI.run(["convert", damaged.path, out.path, "--report", report.path, "--quiet"])
    #expect(r.status == 4, "\(r.status) \(r.stderrString)")
    let json = try Self.report(report)
    let recovered = "\(json["recoveredErrors"] ?? "")"
    #expect(recovered.contains("heart_rate-2020-07-08.json"))
    #expect((json["itemsRead"] as? [String: Int])?["workout"] == 2)
    #expect((json["itemsRead"] as? [String: Int])?["category"] == 12)

    let changed = dir.appendingPathComponent("changed")
    try fm.copyItem(at: GoogleFixtures.url("fitbit-tree"), to: changed)
    let csv = changed.appendingPathComponent(
      "Takeout/Fitbit/Health Fitness Data_GoogleData/UserExercises_2026-04-07.csv")
    let text = try String(contentsOf: csv, encoding: .utf8).replacingOccurrences(
      of: "exercise_start", with: "exercise_begin")
    try text.write(to: csv, atomically: true, encoding: .utf8)
    let out2 = dir.appendingPathComponent("changed.ndjson")
    let r2 = try CLI.run(["convert", changed.path, out2.path])
    #expect(r2.status != 0 && r2.status != 4)
    #expect(r2.stderrString.contains("UserExercises_2026-04-07.csv lacks the column `exercise_start`"))
    #expect(!fm.fileExists(atPath: out2.path))
  }
}
