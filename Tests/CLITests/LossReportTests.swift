import Foundation
import TestSupport
import Testing

/// The human summary on stderr: a `kept:` line, then one line per real loss (issue 14 point 4).
@Suite struct LossReportTests {
  static func lines(_ r: ProcessResult) -> [String] {
    r.stderrString.split(separator: "\n").map(String.init)
  }

  @Test func aFITRideToGPXSaysWhatWasKeptAndNoLossForValuesItKept() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("ride.gpx")
    let r = try CLI.run(["convert", TestPaths.samples.appendingPathComponent("ride.fit").path, out.path])
    #expect(r.status == 0, "\(r.stderrString)")
    let lines = Self.lines(r)
    let kept = try #require(lines.first)
    #expect(kept.hasPrefix("kept: 1 workout, "), "\(kept)")
    for part in ["120 route points", "heart rate values"] {
      #expect(kept.contains(part), "\(part) missing from \(kept)")
    }
    // Speeds go onto the points as <gpxtpx:speed>: kept, not lost.
    #expect(!lines.contains { $0.hasPrefix("lost:") && $0.contains("speed") }, "\(lines)")
    let gpx = try String(contentsOf: out, encoding: .utf8)
    #expect(gpx.contains("<gpxtpx:speed>"))
  }

  @Test func gpxPointsSharingATimeKeepEachPointsValues() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("twice.gpx")
    func point(_ lat: String, _ time: String, _ hr: Int, _ cad: Int) -> String {
      """
      <trkpt lat="\(lat)" lon="7.1"><time>\(time)</time><extensions><gpxtpx:TrackPointExtension>\
      <gpxtpx:hr>\(hr)</gpxtpx:hr><gpxtpx:cad>\(cad)</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions></trkpt>
      """
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" \
      xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v2">
      <trk><trkseg>
      \(point("46.1", "2024-05-01T07:00:00Z", 120, 80))
      \(point("46.2", "2024-05-01T07:00:01Z", 121, 81))
      \(point("46.3", "2024-05-01T07:00:01Z", 122, 82))
      \(point("46.4", "2024-05-01T07:00:02Z", 123, 83))
      </trkseg></trk></gpx>
      """
    try Data(text.utf8).write(to: input)
    let out = dir.appendingPathComponent("out.gpx")
    let r = try CLI.run(["convert", input.path, out.path])
    #expect(r.status == 0, "\(r.stderrString)")
    let written = try String(contentsOf: out, encoding: .utf8)
    for hr in 120...123 { #expect(written.contains("<gpxtpx:hr>\(hr)</gpxtpx:hr>"), "hr \(hr): \(written)") }
    for cad in 80...83 { #expect(written.contains("<gpxtpx:cad>\(cad)</gpxtpx:cad>"), "cad \(cad)") }
    #expect(
      !Self.lines(r).contains { $0.hasPrefix("lost:") && $0.contains("HeartRate") }, "\(r.stderrString)")
    #expect(Self.lines(r).first?.hasPrefix("kept: 1 workout, 4 route points") == true, "\(r.stderrString)")
  }
}
