import Foundation
import TestSupport
import Testing

/// The report a person reads on standard error: its default (brief) text for representative conversions is
/// kept as goldens (`Goldens/text/`, re-recorded with the same switch as the other goldens), and a plain
/// FIT → GPX of any corpus file says what matters in at most 8 lines, laps and multisport first.
@Suite struct ReportTextTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    /// Needs ../shared.
    var corpus = false
    var testDescription: String { name }
  }

  static let strava = "strava.zip"

  static let cases: [Case] = [
    Case(name: "fit-to-gpx", arguments: ["convert", "Samples/ride.fit", "$OUT/ride.gpx"]),
    Case(name: "fit-to-tcx", arguments: ["convert", "Samples/ride.fit", "$OUT/ride.tcx"]),
    Case(
      name: "export-to-fit-dir",
      arguments: ["convert", "Samples/export.zip", "$OUT/workouts/", "--to", "fit"]),
    Case(name: "strava-zip-to-parquet", arguments: ["convert", "$OUT/\(strava)", "$OUT/strava.parquet"]),
    Case(
      name: "wellness-fit-to-ndjson",
      arguments: ["convert", "$SHARED/corpus/fit/fitparse-sdk-example-MonitoringFile.fit", "$OUT/w.ndjson"],
      corpus: true),
    Case(
      name: "fit-to-gpx-verbose", arguments: ["convert", "Samples/ride.fit", "$OUT/ride.gpx", "--verbose"]),
  ]

  @Test(arguments: cases) func defaultText(_ c: Case) throws {
    if c.corpus && !SharedCorpus.shouldRun {
      print("\(c.name): \(SharedCorpus.skipMessage)")
      return
    }
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.makeStravaExport(at: dir.appendingPathComponent(Self.strava))
    let arguments = c.arguments.map {
      $0.replacingOccurrences(of: "$OUT", with: dir.path).replacingOccurrences(
        of: "$SHARED", with: TestPaths.shared.path)
    }
    let r = try CLI.run(arguments, in: TestPaths.packageRoot)
    #expect([0, 4].contains(r.status), "\(c.name): exit \(r.status): \(r.stderrString)")
    var text = r.stderrString.replacingOccurrences(of: TestPaths.shared.path, with: "$SHARED")
    text = text.replacingOccurrences(of: dir.path, with: "$OUT")
    try GoldenTests.check(Data(text.utf8), golden: "text/\(c.name).txt")
  }

  /// A Strava bulk export made of this project's samples: activities.csv naming two activity files.
  static func makeStravaExport(at url: URL) throws {
    let script = """
      import sys, zipfile
      out, fit, gpx = sys.argv[1:4]
      rows = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Filename\\n"
      rows += "101,\\"May 1, 2024, 7:00:00 AM\\",Morning Ride,Ride,,activities/101.fit\\n"
      rows += "102,\\"May 2, 2024, 7:00:00 AM\\",Evening Walk,Walk,,activities/102.gpx\\n"
      with zipfile.ZipFile(out, "w") as z:
          for name, data in (("activities.csv", rows.encode()), ("activities/101.fit", open(fit, "rb").read()),
                             ("activities/102.gpx", open(gpx, "rb").read())):
              info = zipfile.ZipInfo(name, (2024, 5, 1, 0, 0, 0))
              z.writestr(info, data, zipfile.ZIP_DEFLATED)
      """
    let gpx = GoldenTests.here.appendingPathComponent("Inputs/track.gpx")
    let r = try runProcess(
      "python3",
      ["-c", script, url.path, TestPaths.samples.appendingPathComponent("ride.fit").path, gpx.path])
    #expect(r.status == 0, "making the Strava export: \(r.stderrString)")
  }

  /// Every corpus FIT → GPX: at most 8 lines by default, and when laps or multisport legs are lost, the
  /// first `lost:` line names them.
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment)) func fitToGPXIsShort() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let files = SharedCorpus.files(in: "corpus/fit", extension: "fit")
    #expect(files.count >= 40)
    for file in files {
      let out = dir.appendingPathComponent("out.gpx")
      let r = try CLI.run(["convert", file.path, out.path, "--force"])
      let lines = r.stderrString.split(separator: "\n")
      #expect(lines.count <= 8, "\(file.lastPathComponent): \(lines.count) lines:\n\(r.stderrString)")
      let verbose = try CLI.run(["convert", file.path, out.path, "--force", "--verbose"])
      let lostStructure = verbose.stderrString.split(separator: "\n").contains {
        $0.hasPrefix("lost: ") && ($0.contains(" lap events ") || $0.contains(" multisport activities "))
      }
      if lostStructure {
        let firstLost = lines.first { $0.hasPrefix("lost: ") } ?? ""
        #expect(
          firstLost.contains("lap events") || firstLost.contains("multisport activities"),
          "\(file.lastPathComponent): the first lost line is not the structure:\n\(r.stderrString)")
      }
    }
  }

  /// `inspect` and `summary` write nothing, so they report nothing lost.
  @Test func readingCommandsReportNoLosses() throws {
    for command in ["inspect", "summary"] {
      let r = try CLI.run([command, "Samples/ride.fit"], in: TestPaths.packageRoot)
      #expect(r.status == 0, "\(command): \(r.stderrString)")
      #expect(!r.stderrString.contains("lost:"), "\(command): \(r.stderrString)")
      #expect(!r.stderrString.contains("kept:"), "\(command): \(r.stderrString)")
    }
  }
}
