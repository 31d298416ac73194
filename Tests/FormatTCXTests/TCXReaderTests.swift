import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import TestSupport
import Testing
import WorkoutModel

@Suite("TCX reader")
struct TCXReaderTests {
  @Test("every corpus TCX reads without a fatal error", corpus)
  func corpusReads() throws {
    let files = TCX.corpusFiles
    #expect(files.count >= 20)
    for url in files {
      let (items, context) = try TCX.read(file: url)
      let workouts = TCX.workouts(items)
      #expect(!workouts.isEmpty, "\(url.lastPathComponent): no workout")
      #expect(
        context.report.recoveredErrors.isEmpty, "\(url.lastPathComponent): \(context.report.summaryLines)")
      for w in workouts {
        let points =
          w.routes.reduce(0) { $0 + $1.locations.count } + TCX.series(w, WorkoutSeriesType.heartRate).count
        #expect(points > 0 || url.lastPathComponent.contains("pool"), "\(url.lastPathComponent): no data")
        #expect(w.events.contains { $0.type == .lap }, "\(url.lastPathComponent): no laps")
        #expect(w.header.end >= w.header.start)
      }
    }
  }

  @Test("a Coros TCX that repeats its whole track in its second lap reads each trackpoint once", corpus)
  func repeatedTrack() throws {
    let (items, context) = try TCX.read(file: SharedCorpus.url("corpus/tcx/gc-coros-open-water-swim.tcx"))
    let w = try #require(TCX.workouts(items).first)
    #expect(w.events.filter { $0.type == .lap }.count == 2)
    let distance = WorkoutSeriesType.distances.flatMap { TCX.series(w, $0) }.reduce(0) { $0 + $1.value }
    // 1435 trackpoints per lap, the same ones; the running total goes 0 … 975 m.
    #expect(abs(distance - 975) < 1e-9, "\(distance)")
    let repeated = context.report.warnings.first { $0.code == "tcx.repeatedTrackpoints" }
    #expect(repeated?.count == 1435)
    #expect(!context.report.warnings.contains { $0.code == "tcx.timeGoesBack" })
  }

  @Test("a running distance that restarts keeps its first reading; time-only trackpoints are counted")
  func restartAndTimeOnly() throws {
    func tp(_ t: Int, _ d: Double?) -> String {
      "<Trackpoint><Time>2024-05-01T07:00:\(t < 10 ? "0" : "")\(t)Z</Time>"
        + (d.map { "<DistanceMeters>\($0)</DistanceMeters>" } ?? "") + "</Trackpoint>"
    }
    let text = """
      <?xml version="1.0"?>
      <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
      <Activities><Activity Sport="Running"><Id>2024-05-01T07:00:00Z</Id>
      <Lap StartTime="2024-05-01T07:00:00Z"><TotalTimeSeconds>20</TotalTimeSeconds><DistanceMeters>0</DistanceMeters>
      <Calories>0</Calories><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod><Track>
      \(tp(0, 0))\(tp(2, 100))\(tp(3, nil))\(tp(4, 200))\(tp(6, 30))\(tp(8, 80))\(tp(9, nil))\(tp(10, 90))
      </Track></Lap></Activity></Activities></TrainingCenterDatabase>
      """
    let (items, context) = try TCX.read(text: text)
    let w = try #require(TCX.workouts(items).first)
    let steps = TCX.series(w, WorkoutSeriesType.distanceWalkingRunning).map(\.value)
    // 0, +100, +100, restart: +30 (not −170), +50, +10.
    #expect(steps == [0, 100, 100, 30, 50, 10], "\(steps)")
    #expect(context.report.warnings.contains { $0.code == "tcx.distanceRestart" && $0.count == 1 })
    let lost = context.report.losses.first { $0.kind == "time-only trackpoints" }
    #expect(lost?.count == 2, "\(context.report.summaryLines)")
  }
}
