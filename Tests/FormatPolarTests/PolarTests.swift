import FormatKit
import FormatPolar
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// The Polar Flow reader on the real export in `../shared/corpus/ecosystems/polar`: counts and values
/// against an independent reading of the raw JSON (`Tests/Scripts/polar_oracle.py`), FIT output
/// through Garmin's SDK, Parquet output through pyarrow, DuckDB and polars.
@Suite struct PolarTests {
  static let folder = "corpus/ecosystems/polar"
  static var script: String {
    TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/polar_oracle.py").path
  }

  static func read(_ url: URL) throws -> ([HealthItem], ConversionContext) {
    let sink = DatasetSink()
    let context = ConversionContext(inputName: url.lastPathComponent)
    try PolarReaderHandle.reader().read(InputSource(file: url), into: sink, context: context)
    return (sink.dataset.items, context)
  }

  @Test(
    "export zip and fixtures → NDJSON: workouts, heart rate, speed, distance and route counts and values equal the raw JSON's",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func countsAgainstRawJSON() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = [
      SharedCorpus.url("\(Self.folder)/sample-polar-export.zip"),
      SharedCorpus.url("\(Self.folder)/fixtures/running-recent.json"),
      SharedCorpus.url("\(Self.folder)/fixtures/indoor-tiny.json"),
    ]
    var args: [String] = []
    for (i, input) in inputs.enumerated() {
      let out = dir.appendingPathComponent("\(i).ndjson")
      let r = try CLI.run(["convert", input.path, out.path])
      #expect(r.status == 0, "\(input.lastPathComponent): \(r.stderrString)")
      args += [input.path, out.path]
    }
    // The folder the export unpacks to is one input too, read the same.
    let folder = dir.appendingPathComponent("unpacked")
    let unzip = try runProcess(
      "python3",
      [
        "-c", "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])", inputs[0].path,
        folder.path,
      ])
    try #require(unzip.status == 0, "\(unzip.stderrString)")
    let folderOut = dir.appendingPathComponent("folder.ndjson")
    let f = try CLI.run(["convert", folder.path, folderOut.path])
    #expect(f.status == 0, "folder: \(f.stderrString)")
    args += [inputs[0].path, folderOut.path]
    let r = try runProcess("python3", [Self.script] + args)
    try #require(r.status == 0, "polar_oracle.py: \(r.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])
    #expect((json["mismatches"] as? [String]) == [], "\(json["mismatches"] ?? "")")
    let counts = try #require(json["counts"] as? [String: Int])
    // 9 sessions (7 in the zip, 2 fixtures), then the zip's 7 again from its unpacked folder.
    #expect(counts["workouts"] == 9 + 7)
    #expect(counts["hr"] == 9717 + 7646)
    #expect(counts["route"] == 14044 + 12661)
  }

  @Test(
    "a session with route and heart rate → FIT: Garmin's SDK accepts it; fitdecode reads the route points and heart rates of the raw JSON",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func fitThroughGarminSDK() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = SharedCorpus.url("\(Self.folder)/sample-polar-export.zip")
    let out = dir.appendingPathComponent("fit")
    let r = try CLI.run(["convert", zip.path, out.path + "/", "--to", "fit"])
    try #require(r.status == 0, "\(r.stderrString)")
    // The one session with both a route and heart rate (2026-01-22, id 0e06d24f…): the FIT file of the
    // export whose records carry both, found by fitdecode among the export's seven.
    let script = """
      import fitdecode, json, os, sys, zipfile
      raw = None
      with zipfile.ZipFile(sys.argv[1]) as z:
          for n in z.namelist():
              if '0e06d24f' in n: raw = json.loads(z.read(n))
      ex = raw['exercises'][0]
      hr = [v for s in ex['samples']['samples'] if s['type'] == 'HEART_RATE' for v in s['values'] if v]
      points = ex['routes']['route']['wayPoints']
      found = []
      for name in sorted(os.listdir(sys.argv[2])):
          positions, rates = 0, []
          with fitdecode.FitReader(os.path.join(sys.argv[2], name)) as r:
              for f in r:
                  if isinstance(f, fitdecode.FitDataMessage) and f.name == 'record':
                      if f.get_value('position_lat', fallback=None) is not None: positions += 1
                      v = f.get_value('heart_rate', fallback=None)
                      if v is not None: rates.append(v)
          if positions and rates: found.append((name, positions, rates))
      name, positions, rates = found[0] if len(found) == 1 else (None, 0, [])
      json.dump({'file': name, 'files': len(found), 'raw_points': len(points), 'fit_points': positions,
                 'raw_hr': sorted(hr), 'fit_hr': sorted(rates)}, sys.stdout)
      """
    let check = try runProcess("python3", ["-W", "ignore", "-c", script, zip.path, out.path])
    try #require(check.status == 0, "\(check.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: check.stdout) as? [String: Any])
    #expect(json["files"] as? Int == 1)
    let fit = out.appendingPathComponent(try #require(json["file"] as? String))
    let oracle = try runProcess(
      "python3", [SharedCorpus.url("formats/fit/fit_oracle.py").path, fit.path, "--compact"])
    #expect(oracle.status == 0, "fit_oracle.py: \(oracle.stderrString)")
    #expect(json["raw_points"] as? Int == 1825)
    #expect(json["fit_points"] as? Int == json["raw_points"] as? Int)
    #expect((json["fit_hr"] as? [Int])?.count == 1831)
    #expect(json["fit_hr"] as? [Int] == json["raw_hr"] as? [Int])
  }

  @Test(
    "a session → Parquet: pyarrow, DuckDB and polars read the rows and sums of the model",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func parquetReadByPyarrow() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = SharedCorpus.url("\(Self.folder)/fixtures/running-recent.json")
    let out = dir.appendingPathComponent("polar.parquet")
    let r = try CLI.run(["convert", input.path, out.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let (items, _) = try Self.read(input)
    try checkParquetOracles(out, AnalyticsFacts(items))
  }

  @Test(
    "export zip → Apple Health export: healthkit-to-sqlite imports every workout, route point and series value the raw JSON holds",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func appleExportThroughHealthkitToSQLite() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = SharedCorpus.url("\(Self.folder)/sample-polar-export.zip")
    let out = dir.appendingPathComponent("health.zip")
    let r = try CLI.run(["convert", zip.path, out.path, "--to", "health"])
    try #require(r.status == 0, "\(r.stderrString)")
    let counts = try runProcess(
      "python3",
      [
        TestPaths.packageRoot.appendingPathComponent("Benchmarks/health/oracle/hk2sqlite_counts.py").path,
        out.path,
      ],
      // Its database on memory-backed /dev/shm when there is one: healthkit-to-sqlite commits row by row,
      // which on a disk is ~30 s of syncs for these 40,000 rows and on tmpfs ~4 s.
      environment: FileManager.default.fileExists(atPath: "/dev/shm") ? ["TMPDIR": "/dev/shm"] : nil)
    try #require(counts.status == 0, "healthkit-to-sqlite: \(counts.stderrString)")
    let tables = try #require(
      (try JSONSerialization.jsonObject(with: counts.stdout) as? [String: Any])?["tables"] as? [String: Int])
    // The raw counts, by the oracle's own reading of the zip.
    let script = """
      import json, sys
      sys.path.insert(0, sys.argv[1])
      import polar_oracle as p
      e = [p.expected(s) for _, s in p.sessions(sys.argv[2])]
      json.dump({'workouts': len(e), 'hr': sum(len(x['hr']) for x in e), 'speed': sum(len(x['speed']) for x in e),
                 'distance': sum(x['distance'] for x in e), 'route': sum(x['route'] for x in e)}, sys.stdout)
      """
    let raw = try runProcess(
      "python3", ["-c", script, TestPaths.packageRoot.appendingPathComponent("Tests/Scripts").path, zip.path])
    try #require(raw.status == 0, "\(raw.stderrString)")
    let want = try #require(try JSONSerialization.jsonObject(with: raw.stdout) as? [String: Int])
    #expect(tables["workouts"] == want["workouts"])
    #expect(tables["workout_points"] == want["route"])
    #expect(tables["rHeartRate"] == want["hr"])
    #expect(tables["rRunningSpeed"] == want["speed"])
    #expect(tables["rDistanceWalkingRunning"] == want["distance"])
  }

  @Test(
    "an export zip is one input: a damaged session or activity file is located damage (exit 4), the other sessions are read, members of undocumented layout are reported by kind",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func exportDamageAndUnreadMembers() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("polar-user-data-export_x.zip")
    let make = """
      import shutil, sys, zipfile
      shutil.copy(sys.argv[1], sys.argv[2])
      with zipfile.ZipFile(sys.argv[2], 'a') as z:
          z.writestr('activity-2024-01-01-x.json', '{}')
          z.writestr('ppi_samples_1_01_1-x.json', '[]')
          z.writestr('ppi_samples_1_02_1-x.json', '[]')
          z.writestr('sleep_wake_1-x.json', '[]')
          z.writestr('sleep_result_1.json', '[]')
          z.writestr('training-session-2020-01-01T00:00:00-1-x.json', '{"identifier": {"id": "1"}}')
      """
    let p = try runProcess(
      "python3", ["-c", make, SharedCorpus.url("\(Self.folder)/sample-polar-export.zip").path, zip.path])
    try #require(p.status == 0, "\(p.stderrString)")
    let out = dir.appendingPathComponent("out.ndjson")
    let report = dir.appendingPathComponent("r.json")
    let r = try CLI.run(["convert", zip.path, out.path, "--report", report.path])
    #expect(r.status == 4, "\(r.stderrString)")
    #expect(
      r.stderrString.contains("training-session-2020-01-01T00:00:00-1-x.json")
        && r.stderrString.contains("timezoneOffsetMinutes"))
    let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n")
    #expect(lines.filter { $0.contains("\"kind\":\"workout\"") }.count == 7)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    let warnings = json["warnings"] as? [[String: Any]] ?? []
    let unread = try #require(warnings.first { $0["code"] as? String == "polar.unmapped" })
    #expect(unread["count"] as? Int == 3)
    #expect((unread["message"] as? String)?.contains("ppi_samples 2, sleep_wake 1") == true, "\(unread)")
    // An activity file without its `date` is damage located in it, like the session without its offset.
    #expect(r.stderrString.contains("activity-2024-01-01-x.json") && r.stderrString.contains("`date`"))
  }

  @Test("raw NaN tokens read as missing values; a session without its offset is a located error")
  func nanAndMissingOffset() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let session = """
      {"identifier": {"id": "1"}, "startTime": "2024-01-01T10:00:00", "stopTime": "2024-01-01T10:00:04",
       "durationMillis": 4000, "timezoneOffsetMinutes": 60, "sport": {"id": "1"},
       "exercises": [{"startTime": "2024-01-01T10:00:00", "samples": {"samples": [
         {"type": "HEART_RATE", "intervalMillis": 1000, "values": [NaN, 120, 0, NaN, 130]},
         {"type": "SPEED", "intervalMillis": 1000, "values": [NaN, 36.0, 18.0, NaN, 7.2]},
         {"type": "CADENCE", "intervalMillis": 1000, "values": [80, 81]}]}}]}
      """
    let url = dir.appendingPathComponent("training-session-x.json")
    try Data(session.utf8).write(to: url)
    #expect(PolarFormat().sniff(Array(session.utf8)) == .yes)
    let (items, context) = try Self.read(url)
    guard case .workout(let w) = try #require(items.first) else { Issue.record("no workout"); return }
    #expect(w.header.start.date == ISO8601Timestamp.parse("2024-01-01T09:00:00Z")!.date)
    #expect(w.header.start.utcOffset == 3600)
    #expect(w.quantitySamples(of: WorkoutSeriesType.heartRate).first?.series.map(\.value) == [120, 130])
    // km/h ÷ 3.6 in doubles: within 1e-12 m/s.
    let speeds = w.quantitySamples(of: WorkoutSeriesType.runningSpeed).first?.series.map(\.value) ?? []
    #expect(speeds.count == 3 && zip(speeds, [10, 5, 2]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(speeds)")
    #expect(context.report.warnings.contains { $0.code == "polar.unmapped" && $0.count == 2 })

    let broken = session.replacingOccurrences(of: "\"timezoneOffsetMinutes\": 60,", with: "")
    try Data(broken.utf8).write(to: url)
    let r = try CLI.run(["convert", url.path, dir.appendingPathComponent("out.ndjson").path])
    #expect(r.status != 0)
    #expect(
      r.stderrString.contains("training-session-x.json") && r.stderrString.contains("timezoneOffsetMinutes"))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.ndjson").path))
  }
}

/// The format's reader, as the registry makes it.
enum PolarReaderHandle {
  static func reader() throws -> any FormatReader {
    try #require(PolarFormat().makeReader(options: FormatOptions()))
  }
}
