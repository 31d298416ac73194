import Foundation
import TestSupport
import Testing

/// `--privacy`, `--privacy-ends` and `--anonymize` against the built binary, checked by an oracle that is
/// not wkconv's (`privacy_scan.py`: fitdecode with the official profile's semicircle fields for FIT, a
/// scan of every number pair for the text formats): with a zone at the start of real device runs, no
/// output holds a position inside it, in any message (session, lap, split, segment, weather), and the
/// same scan finds the zone in the inputs (the check can fail).
@Suite struct PrivacyCLITests {
  static let scan = TestPaths.packageRoot.appendingPathComponent("Tests/CLITests/privacy_scan.py").path
  static let profile = ["FIT_PROFILE_TSV": SharedCorpus.url("formats/fit/profile-messages.tsv").path]

  /// Real device runs with their start: a Forerunner 955 run (laps, splits, bounding boxes) and an Edge
  /// 1000 ride (segment laps, weather observation locations).
  static let runs: [(file: String, zone: String)] = [
    ("corpus/fit/gc-fr955-stryd-run.fit", "38.7128,-9.391,500"),
    ("corpus/fit/gc-edge1000-weather-segments.fit", "46.16639,6.114,500"),
  ]

  func scan(_ arguments: [String]) throws -> ProcessResult {
    try runProcess("python3", ["-W", "ignore", Self.scan] + arguments, environment: Self.profile)
  }

  @Test(
    "--privacy: no position inside the zone in FIT, GPX, HTML, NDJSON or TCX outputs",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func noPositionInsideTheZone() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var outputs: [String] = []
    var zones: [String] = []
    for (n, run) in Self.runs.enumerated() {
      let input = SharedCorpus.url(run.file).path
      let formats = n == 0 ? ["fit", "gpx", "html", "ndjson", "tcx"] : ["fit", "ndjson"]
      for format in formats {
        let out = dir.appendingPathComponent("run\(n).\(format)").path
        let r = try CLI.run(["convert", input, out, "--privacy", run.zone, "--quiet"])
        try #require(r.status == 0, "\(run.file) → \(format): \(r.stderrString)")
        outputs.append(out)
      }
      zones += ["--zone", run.zone]
      let before = try scan(["--zone", run.zone, "--expect-hits", input])
      #expect(before.status == 0, "the zone is in \(run.file): \(before.stdoutString)")
    }
    let after = try scan(zones + outputs)
    #expect(after.status == 0, "\(after.stdoutString)\(after.stderrString)")
    // The FIT output's session starts where the first kept point is (not removed: replaced).
    let fit = dir.appendingPathComponent("run0.fit").path
    let check = try runProcess(
      "python3",
      [
        "-c",
        """
        import fitdecode, sys
        first = session = None
        for f in fitdecode.FitReader(sys.argv[1]):
            if not isinstance(f, fitdecode.FitDataMessage): continue
            if f.name == "record" and first is None and f.get_raw_value("position_lat", fallback=None) is not None:
                first = (f.get_raw_value("position_lat"), f.get_raw_value("position_long"))
            if f.name == "session":
                session = (f.get_raw_value("start_position_lat"), f.get_raw_value("start_position_long"))
        sys.exit(0 if first and first == session else f"{first} != {session}")
        """, fit,
      ])
    #expect(check.status == 0, "\(check.stderrString)")
  }

  @Test(
    "--privacy-ends: no position near either end, FIT and GPX",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func noPositionNearTheEnds() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = SharedCorpus.url(Self.runs[0].file).path
    var outputs: [String] = []
    for format in ["fit", "gpx"] {
      let out = dir.appendingPathComponent("ends.\(format)").path
      let r = try CLI.run(["convert", input, out, "--privacy-ends", "300", "--quiet"])
      try #require(r.status == 0, "\(r.stderrString)")
      outputs.append(out)
    }
    let after = try scan(["--ends", input, "300"] + outputs)
    #expect(after.status == 0, "\(after.stdoutString)\(after.stderrString)")
    let before = try scan(["--ends", input, "300", "--expect-hits", input])
    #expect(before.status == 0, "\(before.stdoutString)")
  }

  @Test(
    "--privacy and --anonymize run last whatever the command-line order; --anonymize removes identity",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func orderAndAnonymize() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = SharedCorpus.url(Self.runs[0].file).path
    let zone = Self.runs[0].zone
    let a = dir.appendingPathComponent("a.ndjson").path
    let b = dir.appendingPathComponent("b.ndjson").path
    let fit = dir.appendingPathComponent("anon.fit").path
    let orders = [
      (a, ["--privacy", zone, "--anonymize", "--shift", "+1h", "--simplify", "2"]),
      (b, ["--simplify", "2", "--shift", "+1h", "--anonymize", "--privacy", zone]),
      (fit, ["--anonymize", "--privacy", zone]),
    ]
    for (out, options) in orders {
      let r = try CLI.run(["convert", input, out, "--quiet"] + options)
      try #require(r.status == 0, "\(r.stderrString)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
    let text = try String(contentsOfFile: a, encoding: .utf8)
    // The watch's serial number (file_id, device_info), its user profile and creation time are gone.
    #expect(!text.contains("3426837107"))
    #expect(!text.contains("user_profile"))
    let check = try runProcess(
      "python3",
      [
        "-c",
        """
        import fitdecode, sys
        bad = []
        for f in fitdecode.FitReader(sys.argv[1]):
            if not isinstance(f, fitdecode.FitDataMessage): continue
            if f.name in ("user_profile", "hr_zone", "zones_target"): bad.append(f.name)
            for name in ("serial_number", "ant_device_number"):
                if f.get_raw_value(name, fallback=None) is not None: bad.append(f.name + "." + name)
        sys.exit(", ".join(bad) if bad else 0)
        """, fit,
      ])
    #expect(check.status == 0, "\(check.stderrString)")
    let scanned = try scan(["--zone", zone, fit])
    #expect(scanned.status == 0, "\(scanned.stdoutString)")
  }
}
