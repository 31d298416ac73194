import Foundation
import TestSupport
import Testing

/// What a user notices on the built binary: `inspect` of an archive names the archive and reads its
/// members as `convert` does (Strava rows applied, no member's time taken for an export date, members
/// an archive's limits leave out reported); `fuse` says how it moved the extra recording's clock in a
/// sentence; the Spark job's `_reports` row of a damaged or failed input carries wkconv's error.
@Suite struct SmallThingsTests {
  static func python(_ script: String, _ arguments: [String]) throws -> ProcessResult {
    try runProcess("python3", ["-c", script] + arguments)
  }

  static func json(_ data: Data) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// The Strava export's inspection names the container and its members, shows no export date (the
  /// GPX member's metadata time is no export's), and shows the activity types and rows that `convert`
  /// applies: the workouts' types in `inspect --json` equal those of `convert`'s NDJSON output, and each
  /// carries its activities.csv row.
  @Test func inspectOfAStravaExportNamesTheArchiveAndAppliesItsRows() throws {
    let dir = try CLI.tempDir()
    let fixture = dir.appendingPathComponent("fixture.zip")
    try StravaFixture.make(at: fixture)
    // A third activity whose file names no sport: its row's type (Hike) is the workout's.
    let zip = dir.appendingPathComponent("export_1.zip")
    let script = """
      import sys, zipfile
      source, out = sys.argv[1:3]
      gpx = ('<?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1">'
             '<trk><trkseg>' + "".join(
                 f'<trkpt lat="47.{i}" lon="8.5"><time>2024-05-03T07:0{i}:00Z</time></trkpt>' for i in range(3))
             + '</trkseg></trk></gpx>')
      with zipfile.ZipFile(source) as z, zipfile.ZipFile(out, "w") as o:
          for info in z.infolist():
              data = z.read(info)
              if info.filename == "activities.csv":
                  data += b'103,"May 3, 2024, 7:00:00 AM",Alpine Hike,Hike,,activities/103.gpx\\n'
              o.writestr(info, data)
          o.writestr("activities/103.gpx", gpx)
      """
    let made = try Self.python(script, [fixture.path, zip.path])
    try #require(made.status == 0, "\(made.stderrString)")

    let text = try CLI.run(["inspect", zip.path])
    #expect(text.status == 0, "\(text.stderrString)")
    let first = text.stdoutString.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first == "input: \(zip.path) (zip: Strava export, 3 activity files (1 fit, 2 gpx))")
    #expect(!text.stdoutString.contains("export:"), "no export date for an archive of activity files")
    #expect(!text.stdoutString.contains("  other  "), "\(text.stdoutString)")
    #expect(text.stdoutString.contains("strava.activity.name"))

    let inspected = try CLI.run(["inspect", zip.path, "--json"])
    #expect(inspected.status == 0, "\(inspected.stderrString)")
    let summary = try Self.json(inspected.stdout)
    #expect(summary["exportInfo"] == nil)
    #expect(summary["container"] as? String == "zip: Strava export, 3 activity files (1 fit, 2 gpx)")
    let workouts = try #require(summary["workouts"] as? [[String: Any]])
    let inspectTypes = workouts.compactMap { $0["activityType"] as? String }.sorted()
    #expect(workouts.allSatisfy { ($0["metadataKeys"] as? [String])?.contains("strava.activity.id") == true })

    let ndjson = dir.appendingPathComponent("out.ndjson")
    let converted = try CLI.run(["convert", zip.path, ndjson.path, "--quiet"])
    try #require(converted.status == 0, "\(converted.stderrString)")
    var convertTypes: [String] = []
    for line in try String(contentsOf: ndjson, encoding: .utf8).split(separator: "\n") {
      let object = try Self.json(Data(line.utf8))
      if object["kind"] as? String == "workout", let type = object["activityType"] as? String {
        convertTypes.append(type)
      }
    }
    #expect(inspectTypes.count == 3)
    #expect(inspectTypes.contains("hiking") && !inspectTypes.contains("other"), "\(inspectTypes)")
    #expect(convertTypes.count == 3, "convert's workouts: \(convertTypes)")
    #expect(
      inspectTypes
        == convertTypes.map { $0.replacingOccurrences(of: "HKWorkoutActivityType", with: "") }
        .map { $0.prefix(1).lowercased() + $0.dropFirst() }.sorted())
  }

  /// A zip holding a FIT and a FIT nested nine archives deep (one more than `ZipLimits.maxNestingDepth`):
  /// `inspect` reads the FIT, reports the nested one as not read with the same error `convert`'s report
  /// holds, and exits 4 (damage) instead of dropping it silently.
  @Test func inspectReportsMembersAnArchivesLimitsLeaveOut() throws {
    let dir = try CLI.tempDir()
    let zip = dir.appendingPathComponent("nested.zip")
    let script = """
      import io, sys, zipfile
      out, fit = sys.argv[1:3]
      data = open(fit, "rb").read()
      def zipped(name, payload):
          buffer = io.BytesIO()
          with zipfile.ZipFile(buffer, "w") as z:
              z.writestr(name, payload)
          return buffer.getvalue()
      inner = zipped("deep.fit", data)
      for level in range(8):
          inner = zipped(f"level{level}.zip", inner)
      with zipfile.ZipFile(out, "w") as z:
          z.writestr("ride.fit", data)
          z.writestr("nested.zip", inner)
      """
    let made = try Self.python(script, [zip.path, TestPaths.samples.appendingPathComponent("ride.fit").path])
    try #require(made.status == 0, "\(made.stderrString)")

    let inspected = try CLI.run(["inspect", zip.path])
    #expect(inspected.status == 4, "stderr: \(inspected.stderrString)")
    #expect(inspected.stdoutString.contains("(zip: 1 file (1 fit))"), "\(inspected.stdoutString)")
    let notRead = inspected.stderrString.split(separator: "\n").filter {
      $0.contains("1 member is not read: archives nested more than 8 deep")
    }
    #expect(notRead.count == 1, "stderr: \(inspected.stderrString)")

    let report = dir.appendingPathComponent("report.json")
    let out = dir.appendingPathComponent("out.ndjson")
    let converted = try CLI.run(["convert", zip.path, out.path, "--report", report.path, "--quiet"])
    #expect(converted.status == 4)
    let recovered = try #require(
      try Self.json(Data(contentsOf: report))["recoveredErrors"] as? [[String: Any]])
    let message = try #require(recovered.first?["message"] as? String)
    #expect(notRead.first?.contains(message) == true, "inspect: \(notRead), convert: \(message)")

    let failing = try CLI.run(["inspect", zip.path, "--damage", "fail"])
    #expect(failing.status != 0 && failing.status != 4, "--damage fail makes the left-out member a failure")
  }

  /// `fuse --align auto` on the ride's own heart rate 37.4 s late prints one sentence naming the
  /// shift, its direction and unit and where it comes from, and no `EXTRA clock` jargon.
  @Test(.enabled(if: FuseTests.Ops.shouldRun, FuseTests.Ops.skip)) func fuseSaysHowItMovedTheClock()
    throws
  {
    let dir = try CLI.tempDir()
    let base = try FuseTests.rideWithoutHeartRate(in: dir)
    let extra = try FuseTests.shiftedCopy("+37.4s", "gpx", in: dir)
    let out = dir.appendingPathComponent("fused.fit")
    let r = try CLI.run(["fuse", base.path, extra.path, out.path, "--take", "heartRate", "--align", "auto"])
    try #require(r.status == 0, "\(r.stderrString)")
    #expect(!r.stderrString.contains("EXTRA clock"), "\(r.stderrString)")
    let pattern = try Regex(
      #"^fuse: shifted the extra recording's clock back by 37[0-9]{3} ms \(estimated from speed\)"#)
    let lines = r.stderrString.split(separator: "\n").filter { $0.firstMatch(of: pattern) != nil }
    #expect(lines.count == 1, "stderr: \(r.stderrString)")
  }

  /// The Spark job's per-input row (`convert_one`, run here without Spark) carries the error wkconv
  /// printed: for a truncated FIT (exit 4) the line wkconv prints after `recovered: `, for a file no
  /// format reads (exit 1) the line after `wkconv: error: `.
  @Test func sparkReportRowsCarryWkconvsMessage() throws {
    let dir = try CLI.tempDir()
    let damaged = TestPaths.samples.appendingPathComponent("damaged/ride-truncated.fit")
    let garbage = dir.appendingPathComponent("garbage.fit")
    try Data("not a workout file\n".utf8).write(to: garbage)
    let script = """
      import json, os, sys, tempfile
      sys.path.insert(0, sys.argv[1])
      from convert_cohort import convert_one
      wkconv, parts = sys.argv[2], tempfile.mkdtemp()
      rows = [convert_one(p, os.path.basename(p), "p", parts, wkconv, 60) for p in sys.argv[3:]]
      print(json.dumps(rows))
      """
    let spark = TestPaths.packageRoot.appendingPathComponent("Integrations/spark").path
    let r = try Self.python(script, [spark, CLI.binary, damaged.path, garbage.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let rows = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]])
    try #require(rows.count == 2)

    for (row, (input, prefix, status)) in zip(
      rows, [(damaged, "recovered: ", 4), (garbage, "wkconv: error: ", 1)])
    {
      #expect(row["exit_code"] as? Int == status, "\(row)")
      let printed = try CLI.run([
        "convert", input.path, dir.appendingPathComponent("x.parquet").path, "--force",
      ])
      #expect(printed.status == Int32(status))
      let line = printed.stderrString.split(separator: "\n").first { $0.hasPrefix(prefix) }
      let expected = try #require(line.map { String($0.dropFirst(prefix.count)) }, "\(printed.stderrString)")
      let message = try #require(row["message"] as? String, "\(row)")
      #expect(message.split(separator: "\n").first.map(String.init) == expected)
      #expect(message.contains(input.lastPathComponent))
    }
  }

  /// An input that converts (exit 0) and yields no rows — FHIR `Device.ndjson` beside its Observations —
  /// is `ok` with 0 rows in the Spark job's report, by the batch path and the one-by-one path alike; only a
  /// failed conversion is `failed`.
  @Test func sparkRowsOfAnInputWithoutRowsAreOk() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fhir = dir.appendingPathComponent("fhir")
    let made = try CLI.run([
      "convert", TestPaths.samples.appendingPathComponent("export.zip").path, fhir.path, "--to", "fhir",
      "--quiet",
    ])
    try #require(made.status == 0, "\(made.stderrString)")
    let device = fhir.appendingPathComponent("Device.ndjson").path
    let observations = fhir.appendingPathComponent("Observation.ndjson").path
    let script = """
      import json, sys, tempfile
      sys.path.insert(0, sys.argv[1])
      from convert_cohort import convert_batch, convert_one
      wkconv, device, observations = sys.argv[2:5]
      batch = convert_batch([(device, "Device.ndjson", "p"), (observations, "Observation.ndjson", "p")],
                            tempfile.mkdtemp(), wkconv, 60)
      one = convert_one(device, "Device.ndjson", "p", tempfile.mkdtemp(), wkconv, 60)
      print(json.dumps([(r["status"], r["rows"], r["exit_code"]) for r in batch + [one]]))
      """
    let spark = TestPaths.packageRoot.appendingPathComponent("Integrations/spark").path
    let r = try Self.python(script, [spark, CLI.binary, device, observations])
    try #require(r.status == 0, "\(r.stderrString)")
    let rows = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[Any]])
    try #require(rows.count == 3)
    #expect(rows[0][0] as? String == "ok" && rows[0][1] as? Int == 0, "batch Device.ndjson: \(rows[0])")
    #expect(
      rows[1][0] as? String == "ok" && (rows[1][1] as? Int ?? 0) > 0, "batch Observation.ndjson: \(rows[1])")
    #expect(rows[2][0] as? String == "ok" && rows[2][2] as? Int == 0, "one by one Device.ndjson: \(rows[2])")
  }
}
