import FormatKit
import FormatTCX
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// Time-only trackpoints inside a Track: Garmin devices mark a stop and the next start with one each, so a
/// run of two or more between trackpoints with values is a pause from the first to the last (kept as
/// pause/resume events, which every target holding pauses carries); a lone one, or a run before the
/// Track's first values, marks nothing and is reported.
@Suite("TCX time-only trackpoints")
struct TCXTimeOnlyTests {
  static func tp(_ t: Int, _ hr: Int?) -> String {
    "<Trackpoint><Time>2024-05-01T07:\(t / 60 < 10 ? "0" : "")\(t / 60):\(t % 60 < 10 ? "0" : "")\(t % 60)Z</Time>"
      + (hr.map { "<HeartRateBpm><Value>\($0)</Value></HeartRateBpm>" } ?? "") + "</Trackpoint>"
  }

  static func document(_ points: String) -> String {
    """
    <?xml version="1.0"?>
    <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
    <Activities><Activity Sport="Biking"><Id>2024-05-01T07:00:00Z</Id>
    <Lap StartTime="2024-05-01T07:00:00Z"><TotalTimeSeconds>200</TotalTimeSeconds><DistanceMeters>0</DistanceMeters>
    <Calories>0</Calories><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod><Track>
    \(points)
    </Track></Lap></Activity></Activities></TrainingCenterDatabase>
    """
  }

  @Test("a stop/start pair inside a Track is a pause; lone and leading time-only points are reported")
  func pairsArePauses() throws {
    let points = [
      Self.tp(0, nil), Self.tp(1, nil),  // before any value: the device recording before its sensors
      Self.tp(2, 100), Self.tp(10, 110), Self.tp(11, nil), Self.tp(40, nil),  // stop at 11, start at 40
      Self.tp(41, 120), Self.tp(50, nil), Self.tp(51, 125),  // a lone one: nothing
      Self.tp(60, nil), Self.tp(61, nil), Self.tp(90, nil), Self.tp(95, 130),  // a run of three: 60 → 90
    ].joined()
    let (items, context) = try TCX.read(text: Self.document(points))
    let w = try #require(TCX.workouts(items).first)
    let t0 = try #require(ISO8601DateFormatter().date(from: "2024-05-01T07:00:00Z"))
    func seconds(_ type: WorkoutEventType) -> [Double] {
      w.events.filter { $0.type == type }.map { $0.start.date.timeIntervalSince(t0) }
    }
    #expect(seconds(.pause) == [11, 60], "\(w.events)")
    #expect(seconds(.resume) == [40, 90], "\(w.events)")
    // Lost: the leading run's second point (its first is the lap start), the lone point and the run's
    // middle point.
    let lost = context.report.losses.first { $0.kind == "time-only trackpoints" }
    #expect(lost?.count == 3, "\(context.report.summaryLines)")
  }

  @Test(
    "Edge 705: its 24 stop/start pairs are pauses and no time-only trackpoint is lost",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func edge705() throws {
    let url = SharedCorpus.url("corpus/tcx/gc-edge705-ride-2009-01-09.tcx")
    let (items, context) = try TCX.read(file: url)
    let w = try #require(TCX.workouts(items).first)
    // ElementTree: the time of every time-only trackpoint, in pairs (stop, start) inside the Track.
    let script = """
      import sys, xml.etree.ElementTree as ET
      ns = '{http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2}'
      for tp in ET.parse(sys.argv[1]).getroot().iter(ns + 'Trackpoint'):
          if [c.tag for c in tp] == [ns + 'Time']:
              print(tp.find(ns + 'Time').text)
      """
    let r = try runProcess("python3", ["-c", script, url.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let formatter = ISO8601DateFormatter()
    let times = r.stdoutString.split(separator: "\n").compactMap { formatter.date(from: String($0)) }
    #expect(times.count == 48)
    let pauses = w.events.filter { $0.type == .pause }.map(\.start.date)
    let resumes = w.events.filter { $0.type == .resume }.map(\.start.date)
    #expect(pauses == stride(from: 0, to: times.count, by: 2).map { times[$0] })
    #expect(resumes == stride(from: 1, to: times.count, by: 2).map { times[$0] })
    #expect(
      !context.report.losses.contains { $0.kind == "time-only trackpoints" }, "\(context.report.summaryLines)"
    )
  }
}
