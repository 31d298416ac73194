import Foundation
import TestSupport
import Testing

/// Issue 21's last two bullets on the built binary: in a directory output each page shows its own
/// workout's losses and the index the whole input's; and a page built from a streamed workout is the
/// page built from the same workout whole (the HTML writer no longer holds the workout).
@Suite(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
struct HTMLReportScopeTests {
  /// The count in a conversion-report row `<td>kind</td><td>object</td><td>N</td>` of an HTML page.
  static func lossCount(_ html: String, kind: String) -> Int? {
    let marker = "<tr><td>\(kind)</td><td>workout</td><td>"
    guard let r = html.range(of: marker) else { return nil }
    return Int(html[r.upperBound...].prefix { $0.isNumber })
  }

  /// Records with a temperature, counted by fitdecode.
  static func temperatureRecords(_ fit: String) throws -> Int {
    let script = """
      import fitdecode, sys
      n = 0
      with fitdecode.FitReader(sys.argv[1]) as r:
          for m in r:
              if isinstance(m, fitdecode.FitDataMessage) and m.name == 'record' \\
                      and m.get_value('temperature', fallback=None) is not None:
                  n += 1
      print(n)
      """
    let r = try runProcess("python3", ["-W", "ignore", "-c", script, fit])
    #expect(r.status == 0, "\(r.stderrString)")
    return Int(r.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
  }

  @Test func eachPageShowsItsOwnWorkoutsLosses() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    // Two workouts in one NDJSON input: a 1-minute run (21 temperatures) and a 52-minute run (3,118).
    let fits = ["fitparse-fenix5-run.fit", "gc-fr955-stryd-run.fit"].map {
      SharedCorpus.url("corpus/fit/" + $0).path
    }
    var ndjson = Data()
    for (i, fit) in fits.enumerated() {
      let r = try CLI.run(["convert", fit, "w\(i).ndjson", "--quiet"], in: dir)
      #expect(r.status == 0, "\(r.stderrString)")
      ndjson += try Data(contentsOf: dir.appendingPathComponent("w\(i).ndjson"))
    }
    try ndjson.write(to: dir.appendingPathComponent("both.ndjson"))
    let r = try CLI.run(["convert", "both.ndjson", "report/", "--to", "html", "--quiet"], in: dir)
    #expect(r.status == 0, "\(r.stderrString)")
    let report = dir.appendingPathComponent("report")
    let pages = try FileManager.default.contentsOfDirectory(atPath: report.path).filter {
      $0.hasSuffix(".html") && $0 != "index.html"
    }.sorted()  // by start time: 2017 (fenix5), 2024 (fr955)
    try #require(pages.count == 2, "\(pages)")
    let expected = try fits.map(Self.temperatureRecords)
    #expect(expected == [21, 3118], "fitdecode's temperature records: \(expected)")
    for (page, count) in zip(pages, expected) {
      let html = try String(contentsOf: report.appendingPathComponent(page), encoding: .utf8)
      #expect(Self.lossCount(html, kind: "Temperature") == count, "\(page): its own workout's temperatures")
      #expect(Self.lossCount(html, kind: "UUIDs") == 1, "\(page): one workout's UUID")
      #expect(html.contains("this workout&#39;s part of the conversion"), "\(page)")
    }
    let index = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(Self.lossCount(index, kind: "Temperature") == expected.reduce(0, +), "index: the whole input's")
    #expect(Self.lossCount(index, kind: "UUIDs") == 2)
  }

  /// The FIT reader streams a workout to the HTML writer (spooled points, read in passes): its page
  /// draws the route.
  @Test func aStreamedWorkoutsPageDrawsItsRoute() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in ["fitparse-edge810-vector-power-ride.fit", "fitparse-fenix2-multisport-triathlon.fit"] {
      let fit = SharedCorpus.url("corpus/fit/" + name).path
      let r = try CLI.run(["convert", fit, "streamed.html", "--quiet", "--force"], in: dir)
      #expect(r.status == 0, "\(r.stderrString)")
      let streamed = try String(contentsOf: dir.appendingPathComponent("streamed.html"), encoding: .utf8)
      #expect(streamed.contains("<path id=\"route\""), "\(name): a route")
    }
  }
}
