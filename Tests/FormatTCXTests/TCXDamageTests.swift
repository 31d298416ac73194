import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatTCX

/// A TCX document cut part way keeps everything before the damage (as the FIT, GPX and health readers
/// do): the activity the cut falls in keeps its complete laps and trackpoints, and the damage is a
/// located recovered error (exit 4 in the CLI), or an error under `damagePolicy == .fail`.
@Suite("TCX damaged part way")
struct TCXDamageTests {
  static let head = """
    <?xml version="1.0"?>
    <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities>
    <Activity Sport="Running"><Id>2020-01-01T00:00:00Z</Id>
    <Lap StartTime="2020-01-01T00:00:00Z"><TotalTimeSeconds>2</TotalTimeSeconds><DistanceMeters>10</DistanceMeters>\
    <Calories>1</Calories><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod><Track>
    <Trackpoint><Time>2020-01-01T00:00:00Z</Time><DistanceMeters>0</DistanceMeters><HeartRateBpm><Value>100</Value></HeartRateBpm></Trackpoint>
    <Trackpoint><Time>2020-01-01T00:00:02Z</Time><DistanceMeters>10</DistanceMeters><HeartRateBpm><Value>101</Value></HeartRateBpm></Trackpoint>
    </Track></Lap>
    <Lap StartTime="2020-01-01T00:00:02Z"><TotalTimeSeconds>4</TotalTimeSeconds><DistanceMeters>20</DistanceMeters>\
    <Calories>1</Calories><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod><Track>
    <Trackpoint><Time>2020-01-01T00:00:04Z</Time><DistanceMeters>20</DistanceMeters><HeartRateBpm><Value>102</Value></HeartRateBpm></Trackpoint>
    <Trackpoint><Time>2020-01-01T00:00:06Z</Time><DistanceMeters>30</Distance
    """

  @Test("a cut inside a trackpoint keeps the laps and trackpoints before it")
  func cutInsideATrackpoint() throws {
    let (items, context) = try TCX.read(text: Self.head, name: "cut.tcx")
    let workouts = TCX.workouts(items)
    #expect(workouts.count == 1)
    let w = try #require(workouts.first)
    #expect(TCX.series(w, WorkoutSeriesType.heartRate).map(\.value) == [100, 101, 102])
    #expect(TCX.series(w, WorkoutSeriesType.distanceWalkingRunning).map(\.value) == [0, 10, 10])
    #expect(w.events.filter { $0.type == .lap }.count == 2)
    #expect(w.header.start.date == ISO8601Timestamp.parse("2020-01-01T00:00:00Z")!.date)
    #expect(w.header.end.date == ISO8601Timestamp.parse("2020-01-01T00:00:06Z")!.date)
    #expect(context.report.itemsRead["workout"] == 1)
    let error = try #require(context.report.recoveredErrors.first)
    #expect(context.report.recoveredErrors.count == 1)
    #expect(error.code == .truncatedInput)
    #expect(error.location?.file == "cut.tcx")
    #expect(error.location?.byteOffset != nil)
    // The same read, streamed into spools, gives the same workout.
    let context2 = ConversionContext(inputName: "cut.tcx")
    let streamed = StreamedWorkoutCollector()
    try TCXReader().read(
      InputSource(data: Data(Self.head.utf8), name: "cut.tcx"), into: streamed, context: context2)
    #expect(streamed.streamed == 1)
    #expect(try NDJSONWriter.text(of: streamed.items) == NDJSONWriter.text(of: items))
    // Damage must fail: an error naming the file.
    #expect(throws: ConversionError.self) {
      _ = try TCX.read(
        InputSource(data: Data(Self.head.utf8), name: "cut.tcx"), options: FormatOptions(damagePolicy: .fail))
    }
  }

  @Test("an activity cut before any trackpoint or complete lap is not kept; with nothing else it is an error")
  func cutBeforeAnyContent() throws {
    let cut =
      Self.head.components(separatedBy: "<Lap ").first! + "<Lap StartTime=\"2020-01-01T00:00:00Z\"><Tot"
    #expect(throws: ConversionError.self) { _ = try TCX.read(text: cut) }
  }
}
