import Foundation
import TestSupport
import Testing

/// The charts of `--to html` through the built binary: a line breaks at a gap without data (a GPX written
/// here, 1.5 h without points), never on a corpus recording without one; the summary's "computed by
/// wkconv" names each value once.
@Suite struct HTMLChartTests {
  /// A GPX run: a point with elevation every second over `spans` (seconds from 2025-06-15T06:00:00Z).
  static func gpx(_ spans: [Range<Int>]) -> String {
    let t0 = Date(timeIntervalSince1970: 1_749_967_200)
    let iso = ISO8601DateFormatter()
    var text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>

      """
    for i in spans.joined() {
      let lat = 47 + Double(i) * 2e-5
      text +=
        "<trkpt lat=\"\(lat)\" lon=\"8\"><ele>\(400 + i % 40)</ele><time>\(iso.string(from: t0.addingTimeInterval(Double(i))))</time></trkpt>\n"
    }
    return text + "</trkseg></trk></gpx>\n"
  }

  /// The `M` commands of each chart's line, by chart id.
  static func chartSubpaths(_ page: String) -> [String: Int] {
    var out: [String: Int] = [:]
    for part in page.components(separatedBy: "<svg class=\"chart\" id=\"chart-").dropFirst() {
      let id = String(part.prefix { $0 != "\"" })
      guard let r = part.range(of: "<path class=\"series\""),
        let d = part[r.lowerBound...].prefix(while: { $0 != ">" }).components(separatedBy: " d=\"")
          .dropFirst()
          .first
      else { continue }
      out[id] = d.prefix { $0 != "\"" }.filter { $0 == "M" }.count
    }
    return out
  }

  static func page(_ input: URL, in dir: URL) throws -> String {
    let out = dir.appendingPathComponent(input.deletingPathExtension().lastPathComponent + ".html")
    let r = try CLI.run(["convert", input.path, out.path, "--quiet"])
    try #require(r.status == 0, "\(input.lastPathComponent): \(r.stderrString)")
    return try String(contentsOf: out, encoding: .utf8)
  }

  @Test func aGapOfOneAndAHalfHoursStartsANewLine() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let whole = dir.appendingPathComponent("whole.gpx")
    let gap = dir.appendingPathComponent("gap.gpx")
    try Self.gpx([0..<1800, 1800..<3600]).write(to: whole, atomically: true, encoding: .utf8)
    try Self.gpx([0..<1800, 7200..<9000]).write(to: gap, atomically: true, encoding: .utf8)
    let wholeCounts = Self.chartSubpaths(try Self.page(whole, in: dir))
    let gapCounts = Self.chartSubpaths(try Self.page(gap, in: dir))
    #expect(wholeCounts == ["speed": 1, "elevation": 1], "\(wholeCounts)")
    #expect(gapCounts == ["speed": 2, "elevation": 2], "\(gapCounts)")
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func corpusRecordingsWithoutGapsKeepOneLineAndComputedKeysOnce() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A run and a ride recorded without a pause or a step over a minute.
    for file in ["gc-fr955-stryd-run.fit", "fitparse-edge810-vector-power-ride.fit"] {
      let counts = Self.chartSubpaths(try Self.page(SharedCorpus.url("corpus/fit/" + file), in: dir))
      #expect(counts.count >= 3, "\(file): \(counts)")
      #expect(counts.values.allSatisfy { $0 == 1 }, "\(file): \(counts)")
    }
    let multisport = try Self.page(
      SharedCorpus.url("corpus/fit/fitparse-fr920xt-multisport-chained.fit"), in: dir)
    let row = try #require(
      multisport.components(separatedBy: "<th>computed by wkconv</th><td>").dropFirst().first)
    let keys = row.prefix { $0 != "<" }.components(separatedBy: ", ")
    #expect(!keys.isEmpty && keys.count == Set(keys).count, "\(keys)")
    // A GPX's <name> is the page's title and heading; its folder is nowhere on the page.
    let input = SharedCorpus.url("corpus/gpx/gc-urbanbiker-gpxtpx-v2-power.gpx")
    let named = try Self.page(input, in: dir)
    let name = "Rose X-Lite CRS Force – Do., 18. Apr. 2019, 16:12"
    #expect(named.contains("<title>\(name)</title>") && named.contains("<h1>\(name)</h1>"))
    #expect(named.contains("gc-urbanbiker-gpxtpx-v2-power.gpx"))
    #expect(!named.contains(input.deletingLastPathComponent().path))
  }
}
