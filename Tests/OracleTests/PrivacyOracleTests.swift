import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion

/// Privacy as a property: corpus activities (FIT, TCX, GPX, Apple Health exports with workout routes)
/// converted by the built `wkconv` to every format it writes, once with `--privacy` zones of 300 m at
/// each route's start, middle and end and once with `--privacy-ends 400`, and every output decoded by
/// other people's readers (`Tests/Scripts/privacy_oracle.py`: fitdecode and garmin-fit-sdk, gpxpy,
/// tcxreader, html.parser, json, csv, pyarrow, sqlite3, zipfile + ElementTree). Every pair of numbers
/// found together, in degrees and in FIT semicircles, inside strings too, must lie outside every zone
/// (its radius − 1 m, for the precision formats keep). The zones come from the inputs as the
/// independent readers see them; `--privacy-ends` hides circles around each route's first and last
/// points. A control run without privacy must find coordinates in the zones in every format, so a scan
/// that reads nothing cannot pass.
@Suite("Privacy oracle: no coordinate inside a zone in any output")
struct PrivacyOracleTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/privacy_oracle.py")
  static let pythonReady: Bool =
    (try? runProcess("python3", ["-c", "import fitdecode, garmin_fit_sdk, gpxpy, tcxreader, pyarrow"]).status
      == 0) ?? false
  static var shouldRun: Bool { SharedCorpus.shouldRun && (pythonReady || SharedCorpus.isRequired) }
  static let skip = Comment(
    rawValue:
      "skipped: needs ../shared and fitdecode, garmin-fit-sdk, gpxpy, tcxreader, pyarrow (pip install -r .ci/requirements.txt); WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  /// Activities with routes: single and multisport FIT, TCX, GPX with waypoints, bounds and a route-only
  /// file, and an export whose route is a workout-routes GPX file (the generated export is added).
  static let inputs: [(path: String, format: String)] = [
    ("corpus/fit/fitparse-fenix5-run.fit", "fit"), ("corpus/fit/gc-fr15-10k-run.fit", "fit"),
    ("corpus/fit/gpsbabel-edge800.fit", "fit"), ("corpus/fit/fitparse-fr920xt-multisport-chained.fit", "fit"),
    ("corpus/tcx/gc-fr15-10k-run.tcx", "tcx"), ("corpus/tcx/tcxparser-fr410-run.tcx", "tcx"),
    ("corpus/tcx/gpsbabel-edge500-kona2013-power.tcx", "tcx"),
    ("corpus/gpx/sportslib-garminconnect-run.gpx", "gpx"),
    ("corpus/gpx/gpsbabel-garmin-extensions-hr-cad.gpx", "gpx"),
    ("corpus/gpx/gpxpy-gpx11-all-fields.gpx", "gpx"), ("corpus/gpx/gpsbabel-route-rte.gpx", "gpx"),
    ("corpus/gpx/gc-gpsvisualizer-ride-gpx10.gpx", "gpx"), ("corpus/health/dogsheep-export.zip", "health"),
  ]

  /// Every format `wkconv formats` lists as written, with its file name extension.
  static let targets: [(format: String, ext: String)] = [
    ("ndjson", "ndjson"), ("fit", "fit"), ("fit-course", "fit"), ("gpx", "gpx"), ("health", "zip"),
    ("tcx", "tcx"), ("csv", "csv"), ("parquet", "parquet"), ("sqlite", "sqlite"), ("html", "html"),
    ("omh", "omh.ndjson"), ("fhir", "fhir.json"),
  ]

  /// Formats that hold one workout per file: an export is converted into a directory, one file per workout.
  static let perWorkout: Set<String> = ["fit", "fit-course", "html"]

  /// Refusals that leave no output: a course needs positions, a FIT file or a report needs a workout.
  static let acceptedRefusals = ["needs a route", "no workout to write", "no workout to show"]

  /// One conversion and the zones its output is scanned for.
  struct Job: Sendable {
    var input: String
    var label: String
    var target: String
    var output: String
    var arguments: [String]
    var zones: [[Double]]
  }

  /// A route as the oracle reads it: `count`, and `first`, `middle`, `last` as [lat, lon].
  typealias Route = [String: Any]

  /// The route points of each input as the independent readers read them (`privacy_oracle.py points`).
  static func routes(of inputs: [(path: String, format: String)], in dir: URL) throws -> [String: [Route]] {
    let list = dir.appendingPathComponent("inputs.json")
    try JSONSerialization.data(withJSONObject: inputs.map { ["input": $0.path, "format": $0.format] })
      .write(to: list)
    let result = try runProcess("python3", [script.path, "points", list.path])
    try #require(result.status == 0, "privacy_oracle.py points: \(result.stderrString.suffix(3000))")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    return json.compactMapValues { ($0 as? [String: Any])?["routes"] as? [Route] }
  }

  /// The jobs of one input: every target with the three zones, and every target with `--privacy-ends`.
  static func jobs(for input: String, format: String, routes: [[String: Any]], index: Int, in dir: URL)
    -> [Job]
  {
    func point(_ route: [String: Any], _ key: String) -> [Double] { route[key] as? [Double] ?? [] }
    guard let first = routes.first else { return [] }
    let zones = ["first", "middle", "last"].map { point(first, $0) + [300] }
    let ends: [[Double]] = routes.flatMap { r -> [[Double]] in
      [point(r, "first") + [400], point(r, "last") + [400]]
    }
    // `=` keeps a negative latitude from being read as an option.
    let privacy = zones.map { "--privacy=\($0[0]),\($0[1]),\($0[2])" }
    var jobs: [Job] = []
    for (label, arguments, circles) in [
      ("zones", privacy, zones), ("ends", ["--privacy-ends", "400"], ends),
    ] {
      for (target, ext) in targets {
        let name = "\(index)-\(label)-\(URL(fileURLWithPath: input).lastPathComponent)-\(target)"
        let output =
          format == "health" && perWorkout.contains(target)
          ? dir.appendingPathComponent(name).path + "/" : dir.appendingPathComponent(name + "." + ext).path
        jobs.append(
          Job(
            input: input, label: label, target: target, output: output, arguments: arguments, zones: circles))
      }
    }
    return jobs
  }

  /// Runs the jobs in parallel; returns the scan manifest and the conversions that failed otherwise than
  /// by an accepted refusal.
  static func convert(_ jobs: [Job]) -> (manifest: [[String: Any]], failures: [String], refused: Int) {
    let results = Results(count: jobs.count)
    DispatchQueue.concurrentPerform(iterations: jobs.count) { i in
      let job = jobs[i]
      let args = ["convert", job.input, job.output, "--to", job.target, "--force", "--quiet"] + job.arguments
      let run = try? CLI.run(args)
      let exists = FileManager.default.fileExists(atPath: job.output)
      var problems: [String] = []
      if let run, run.status != 0 {
        let why = run.stderrString
        if !acceptedRefusals.contains(where: { why.contains($0) }) {
          problems.append("\(job.output) (\(job.label)): exit \(run.status): \(why.suffix(300))")
        }
      } else if run == nil {
        problems.append("\(job.output): wkconv did not run")
      }
      // Whatever exists is scanned, refused or not.
      let entry: [String: Any]? =
        exists
        ? [
          "output": job.output, "format": job.target, "zones": job.zones,
          "case": "\(URL(fileURLWithPath: job.input).lastPathComponent) \(job.label)",
        ] : nil
      results.set(i, (entry, problems + (run?.status == 0 ? [] : ["refused"])))
    }
    let all = results.all
    let failures = all.flatMap(\.1).filter { $0 != "refused" }
    let refused = all.filter { $0.1.contains("refused") }.count
    return (all.compactMap(\.0), failures, refused)
  }

  /// Scans the outputs (`privacy_oracle.py scan`, one process with a pool of two workers).
  static func scan(_ manifest: [[String: Any]], in dir: URL, name: String) throws -> [[String: Any]] {
    let file = dir.appendingPathComponent(name)
    try JSONSerialization.data(withJSONObject: manifest).write(to: file)
    let result = try runProcess("python3", [script.path, "scan", file.path])
    try #require(result.status == 0, "privacy_oracle.py scan: \(result.stderrString.suffix(3000))")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    return json["cases"] as? [[String: Any]] ?? []
  }

  /// One line per distinct leak of a case: format, reader, location, fields, an example and its distance.
  static func describe(_ c: [String: Any]) -> String {
    let leaks = (c["leaks"] as? [[String: Any]] ?? []).prefix(12).map { leak in
      let example = (leak["example"] as? [Double] ?? []).map { String($0) }.joined(separator: ",")
      return
        "  \(leak["reader"] ?? "?") \(leak["where"] ?? "?"): lat=\(leak["lat_field"] ?? "?") lon=\(leak["lon_field"] ?? "?") "
        + "×\(leak["count"] ?? 0), e.g. \(example) at \(leak["distance_m"] ?? "?") m from the centre"
    }
    return "\(c["case"] ?? "?") → \(c["format"] ?? "?") \(c["output"] ?? "?"): \(c["hit_count"] ?? 0) hits\n"
      + leaks.joined(separator: "\n")
  }

  @Test(
    "every output format, zones at start, middle and end and --privacy-ends: zero coordinates inside",
    .enabled(if: shouldRun, skip))
  func noCoordinateInsideAZone() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let clock = ContinuousClock()
    let started = clock.now
    // Every written format is a target: a new writer joins the oracle or fails here.
    let formats = try CLI.run(["formats"]).stdoutString.components(separatedBy: "\ncontainers")[0]
    let written = formats.split(separator: "\n").filter { $0.contains("write]") }
      .map { String($0.split(separator: " ")[0]) }
    #expect(Set(written) == Set(Self.targets.map(\.format)), "wkconv formats writes \(written)")

    let export = dir.appendingPathComponent("generated-export.zip")
    let generator = SharedCorpus.url("tools/gen_health_export.py").path
    let generated = try runProcess(
      "python3", [generator, "--records", "30", "--workouts", "2", "--out", export.path])
    try #require(generated.status == 0, "\(generated.stderrString)")
    let inputs = Self.inputs.map { (SharedCorpus.url($0.path).path, $0.format) } + [(export.path, "health")]
    let routes = try Self.routes(of: inputs, in: dir)
    var jobs: [Job] = []
    for (index, (path, format)) in inputs.enumerated() {
      let found = routes[path] ?? []
      #expect(!found.isEmpty, "\(path): no route read by the independent reader")
      jobs += Self.jobs(for: path, format: format, routes: found, index: index, in: dir)
    }
    let (manifest, failures, refused) = Self.convert(jobs)
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(
      manifest.count >= jobs.count * 9 / 10, "\(manifest.count) of \(jobs.count) conversions wrote output")
    let converted = clock.now

    let cases = try Self.scan(manifest, in: dir, name: "manifest.json")
    #expect(cases.count == manifest.count)
    var groups: [String: Int] = [:]
    for c in cases {
      let format = c["format"] as? String ?? "?"
      groups[format, default: 0] += c["groups"] as? Int ?? 0
      #expect((c["problems"] as? [String] ?? []).isEmpty, "\(c["output"] ?? "?"): \(c["problems"] ?? [])")
      #expect((c["hit_count"] as? Int ?? 0) == 0, "\(Self.describe(c))")
    }
    // Every format was read and scanned (numbers grouped), not skipped.
    for (format, _) in Self.targets { #expect((groups[format] ?? 0) > 50, "\(format): \(groups)") }
    print(
      "privacy oracle: \(jobs.count) conversions (\(refused) refused), \(cases.count) outputs scanned; "
        + "converted in \(converted - started), scanned in \(clock.now - converted)")
  }

  /// The oracle can fail: without `--privacy`, the same scan finds the zones' coordinates in every
  /// format (the HTML report shows positions only in its metadata table, which a FIT input fills).
  @Test("control: without privacy the scan finds the route in every format", .enabled(if: shouldRun, skip))
  func controlFindsTheRoute() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = SharedCorpus.url("corpus/fit/fitparse-fenix5-run.fit").path
    let routes = try Self.routes(of: [(input, "fit")], in: dir)
    let route = try #require(routes[input]?.first)
    let zones = ["first", "last"].map { (route[$0] as? [Double] ?? []) + [300] }
    var manifest: [[String: Any]] = []
    // A format that writes no route points (omh, fhir) has no coordinates for the control to find.
    let positionless = Set(
      FormatRegistry.all.filter { !$0.descriptor.capabilities.writes.contains(.route) }.map(
        \.descriptor.id.rawValue))
    for (target, ext) in Self.targets where !positionless.contains(target) {
      let output = dir.appendingPathComponent("control-\(target).\(ext)").path
      let run = try CLI.run(["convert", input, output, "--to", target, "--quiet"])
      try #require(run.status == 0, "\(target): \(run.stderrString)")
      manifest.append(["output": output, "format": target, "zones": zones, "case": "control"])
    }
    for c in try Self.scan(manifest, in: dir, name: "control.json") {
      #expect((c["hit_count"] as? Int ?? 0) > 0, "\(c["format"] ?? "?"): the scan found nothing: \(c)")
      #expect((c["problems"] as? [String] ?? []).isEmpty, "\(c["problems"] ?? [])")
    }
  }
}
