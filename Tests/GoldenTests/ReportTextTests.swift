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
    try StravaFixture.make(at: dir.appendingPathComponent(Self.strava))
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
