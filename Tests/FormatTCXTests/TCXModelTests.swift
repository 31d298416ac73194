import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import TestSupport
import Testing
import WorkoutModel
import WorkoutOperations

/// Models from NDJSON and fixtures through the writer; malformed inputs.
@Suite("TCX from the model, and bad input")
struct TCXModelTests {
  @Test("the kitchen-sink model writes valid TCX, keeps what TCX carries and reports the rest", corpus)
  func kitchenSink() throws {
    // Through NDJSON text first, as a user converting an NDJSON file would.
    let items = try NDJSONWriter.items(from: try NDJSONWriter.text(of: try ModelFixtures.kitchenSink()))
    let context = ConversionContext()
    let (data, projected) = try TCX.write(items, context: context)
    let (status, output) = try TCX.validate(data, name: "kitchen-sink.tcx")
    #expect(status == 0, "\(output)")
    let kinds = Set(context.report.losses.map(\.kind.name))
    for kind in [
      "heartbeats", "UUIDs", "metadata entries", "quantity", "activitySummary", "marker events", "source",
    ] {
      #expect(kinds.contains(kind), "loss '\(kind)' not reported: \(kinds.sorted())")
    }
    let (back, _) = try TCX.read(InputSource(data: data, name: "kitchen-sink.tcx"))
    let original = try #require(TCX.workouts(projected).first)
    let workouts = TCX.workouts(back)
    #expect(workouts.count == 3)  // the multisport workout, the empty one, the lone route as a Course
    #expect(workouts.filter { $0.header.metadata[TCXMetadataKey.courseName] != nil }.count == 1)
    let w = try #require(workouts.first { $0.activities.count == 2 })
    #expect(w.header.start == original.header.start)
    // The end is the latest of the workout's and its activities' ends (the swim leg ends after it).
    #expect(w.header.end.date == max(original.header.end.date, original.activities.map(\.end.date).max()!))
    #expect(w.activities.map(\.configuration.activityType) == [.running, .other])
    #expect(w.activities.map(\.start) == original.activities.map(\.start))
    #expect(TCX.series(w, WorkoutSeriesType.heartRate).map(\.value) == [140, 141, 142])
    #expect(
      TCX.series(w, WorkoutSeriesType.heartRate).map(\.start)
        == TCX.series(original, WorkoutSeriesType.heartRate).map(\.start))
    let points = w.routes.flatMap(\.locations)
    #expect(points.map(\.latitude) == original.routes.flatMap(\.locations).map(\.latitude))
    #expect(points.map(\.longitude) == original.routes.flatMap(\.locations).map(\.longitude))
    #expect(points.first?.altitude == 1261.977173)
    // The route point's speed is kept as a speed series at that instant.
    #expect(TCX.series(w, WorkoutSeriesType.runningSpeed).map(\.value) == [0.316047, 3.5])
    // Pause and resume instants survive as a Track break between bare trackpoints.
    #expect(
      w.events.filter { $0.type == .pause }.map(\.start.date) == [original.header.start.adding(60).date])
    #expect(
      w.events.filter { $0.type == .resume }.map(\.start.date) == [original.header.start.adding(90).date])
    let lap = try #require(w.events.first { $0.type == .lap })
    // TotalTimeSeconds is the lap's timer: its elapsed 482.93 s less the 30 s pause inside it
    // (`SummaryDerivation.deriveTimers`); TCX has no lap elapsed time.
    #expect(abs(lap.duration - (482.93 - 30)) < 1e-6)
    let distance = try #require(
      lap.statistics.first { $0.type == WorkoutSeriesType.distanceWalkingRunning }?.sum)
    #expect(abs(distance - 16124.4) < 1e-9)
    #expect(w.header.device?.name == "Apple Watch")
    #expect(w.header.device?.softwareVersion == "26.2")
  }

  @Test("random NDJSON fixtures (samples outside workouts) give a valid, empty TCX and losses", corpus)
  func randomFixtures() throws {
    let items = try NDJSONWriter.items(
      from: try NDJSONWriter.text(of: ModelFixtures.random(count: 50, seed: 7)))
    let context = ConversionContext()
    let (data, projected) = try TCX.write(items, context: context)
    #expect(projected.isEmpty)
    #expect(context.report.losses.first { $0.kind == "quantity" }?.count == 50)
    let (status, output) = try TCX.validate(data, name: "random.tcx")
    #expect(status == 0, "\(output)")
  }

  @Test("the sample NDJSON workout writes valid TCX with its laps, heart rate and route")
  func sampleWorkout() throws {
    let text = try String(
      contentsOf: TestPaths.samples.appendingPathComponent("morning-run.ndjson"), encoding: .utf8)
    let items = try NDJSONWriter.items(from: text)
    let (data, projected) = try TCX.write(items)
    if SharedCorpus.isAvailable {
      let (status, output) = try TCX.validate(data, name: "morning-run.tcx")
      #expect(status == 0, "\(output)")
    }
    let (back, _) = try TCX.read(InputSource(data: data, name: "morning-run.tcx"))
    let original = try #require(TCX.workouts(projected).first)
    let w = try #require(TCX.workouts(back).first)
    #expect(w.activityType == original.activityType)
    #expect(
      w.events.filter { $0.type == .lap }.map(\.start)
        == original.events.filter { $0.type == .lap }.map(\.start))
    #expect(
      w.events.filter { $0.type == .pause }.map(\.start)
        == original.events.filter { $0.type == .pause }.map(\.start))
    #expect(
      TCX.series(w, WorkoutSeriesType.heartRate).map(\.value)
        == TCX.series(original, WorkoutSeriesType.heartRate).map { $0.value.rounded() })
    #expect(w.routes.flatMap(\.locations).count == original.routes.flatMap(\.locations).count)
    // Every lap total the model had comes back (Calories rounded to whole kcal).
    let expected = TCXRounding.round(original).events.filter { $0.type == .lap }
    let actual = restrictLapTotals(w, like: TCXRounding.round(original)).events.filter { $0.type == .lap }
    #expect(
      try NDJSONWriter.text(of: [.workout(Workout(header: w.header, activityType: .other, events: actual))])
        .contains("statistics"))
    // A TCX lap has a start and TotalTimeSeconds, its timer: the writer derives it as elapsed less the pauses
    // inside (`SummaryDerivation.deriveTimers`, lap 2 spans the pause), and the reader's lap (and its
    // statistics) ends at start + TotalTimeSeconds.
    var timed = original
    SummaryDerivation.deriveTimers(&timed)
    let timers = timed.events.filter { $0.type == .lap }.map { $0.timerDuration ?? $0.duration }
    #expect(
      actual.map(\.statistics)
        == expected.enumerated().map { i, e in
          e.statistics.map { s in
            var s = s
            s.end = e.start.adding(timers[i])
            return s
          }
        })
  }

  @Test(
    "bad input gives located errors",
    arguments: [
      ("not xml at all", ConversionErrorCode.invalidInput),
      ("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\"></gpx>", .invalidInput),
      ("", .truncatedInput),
      (
        "<?xml version=\"1.0\"?>\n<TrainingCenterDatabase xmlns=\"http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2\">\n<Activities><Activity Sport=\"Running\"><Id>2020-01-01T00:00:00Z</Id>",
        .truncatedInput
      ),
    ])
  func badInput(text: String, code: ConversionErrorCode) throws {
    do {
      _ = try TCX.read(text: text, name: "bad.tcx")
      Issue.record("no error for \(text.prefix(30))")
    } catch let error as ConversionError {
      #expect(error.code == code || [.invalidInput, .truncatedInput].contains(error.code), "\(error)")
      // XML damage has the same message in every XML reader (one bridge, `XMLErrorBridgeTests`): the
      // located file names the input.
      #expect(error.location?.file == "bad.tcx")
      #expect(error.location?.line != nil || error.location?.byteOffset != nil, "\(error)")
    }
  }

  @Test("damage after a complete activity keeps it and reports the damage")
  func damageAfterActivity() throws {
    let activity = """
      <Activity Sport="Biking"><Id>2020-01-01T00:00:00Z</Id><Lap StartTime="2020-01-01T00:00:00Z">\
      <TotalTimeSeconds>2</TotalTimeSeconds><DistanceMeters>10</DistanceMeters><Calories>1</Calories>\
      <Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod><Track>\
      <Trackpoint><Time>2020-01-01T00:00:00Z</Time><HeartRateBpm><Value>100</Value></HeartRateBpm></Trackpoint>\
      <Trackpoint><Time>2020-01-01T00:00:02Z</Time><HeartRateBpm><Value>101</Value></HeartRateBpm></Trackpoint>\
      </Track></Lap></Activity>
      """
    let text = """
      <?xml version="1.0"?>
      <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities>
      \(activity)
      <Activity Sport="Running"><Id>2020-01-02T00:00:00Z</Id><Lap StartTime="2020-01-02T00:00:00Z"><Tot
      """
    let (items, context) = try TCX.read(text: text)
    let w = try #require(TCX.workouts(items).first)
    #expect(TCX.workouts(items).count == 1)
    #expect(TCX.series(w, WorkoutSeriesType.heartRate).map(\.value) == [100, 101])
    #expect(context.report.recoveredErrors.count == 1)
    #expect(context.report.recoveredErrors.first?.location?.line == 4)
    // With damagePolicy .fail the same input is an error.
    #expect(throws: ConversionError.self) {
      _ = try TCX.read(
        InputSource(data: Data(text.utf8), name: "x.tcx"), options: FormatOptions(damagePolicy: .fail))
    }
  }

  @Test("sniffing recognises TCX and nothing else")
  func sniff() {
    let format = TCXFormat()
    #expect(format.sniff(Array("<?xml version=\"1.0\"?><TrainingCenterDatabase xmlns=\"x\">".utf8)) == .yes)
    #expect(format.sniff(Array("<?xml version=\"1.0\"?><gpx version=\"1.1\">".utf8)) == .no)
    #expect(format.descriptor.capabilities.writes.contains(.laps))
    #expect(!format.descriptor.capabilities.writes.contains(.temperature))
    #expect(!format.descriptor.capabilities.writes.contains(.heartbeatSeries))
    #expect(!format.descriptor.capabilities.writes.contains(.uuids))
    #expect(!format.descriptor.capabilities.writes.contains(.routeAccuracy))
  }
}
