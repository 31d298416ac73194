import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatGPX

@Suite("Apple Health route dialect")
struct GPXAppleRouteTests {
  static var appleFile: URL { SharedCorpus.url("corpus/gpx/dogsheep-apple-route_2019-06-11_3.00pm.gpx") }

  @Test(
    "reading Apple's route GPX and writing it back is byte-exact",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func golden() throws {
    let original = try Data(contentsOf: Self.appleFile)
    let items = try GPX.read(file: Self.appleFile).0
    let route = try #require(GPX.workouts(items).first?.routes.first)
    #expect(route.locations.count == 3)
    #expect(route.locations[0].course == 206.252884 && route.locations[0].verticalAccuracy == 6.428697)
    // The exporting phone was in UTC-7 (PDT): the route ends 22:00:43Z = 3:00pm local.
    let zone = TimeZone(secondsFromGMT: -7 * 3600)!
    let sink = DataSink()
    let info = items.compactMap { if case .exportInfo(let i) = $0 { return i } else { return nil } }.first
    try AppleRoute.writeGPX(
      route: route, to: sink, exportDate: try #require(info?.exportDate), timeZone: zone)
    #expect(String(decoding: sink.data, as: UTF8.self) == String(decoding: original, as: UTF8.self))
    #expect(sink.data == original)
    #expect(
      AppleRoute.fileName(forRouteEndingAt: route.locations[2].time, timeZone: zone)
        == "route_2019-06-11_3.00pm.gpx")
  }

  @Test(
    "the gpx.appleRoute option writes the same bytes through the format's writer",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func option() throws {
    let original = try Data(contentsOf: Self.appleFile)
    var items = try GPX.read(file: Self.appleFile).0
    // The workout's end written with the phone's offset (as a health export would carry it).
    for (index, item) in items.enumerated() {
      if case .workout(var w) = item {
        w.header.end.utcOffset = -7 * 3600
        items[index] = .workout(w)
      }
    }
    let (data, context) = try GPX.write(items, options: FormatOptions(values: ["gpx.appleRoute": "true"]))
    #expect(data == original)
    #expect(context.report.losses.isEmpty)
    // A running workout with heart rate and sub-second, 7-decimal points: what the dialect drops is reported.
    var workout = try #require(GPX.workouts(items).first)
    workout.activityType = .running
    workout.routes[0].locations[0].latitude += 1e-7
    let (_, lossy) = try GPX.write(
      [.workout(workout)], options: FormatOptions(values: ["gpx.appleRoute": "true"]))
    let kinds = Set(lossy.report.losses.map(\.kind.name))
    #expect(kinds.contains("workout details") && kinds.contains("route digits"))
  }

  @Test("names and file names follow Apple's 12-hour clock")
  func names() {
    let end = ISO8601Timestamp.parse("2018-08-12T15:17:46Z")!.date
    let zone = TimeZone(secondsFromGMT: 7200)!
    #expect(AppleRoute.trackName(end: end, timeZone: zone) == "Route 2018-08-12 5:17pm")
    #expect(AppleRoute.fileName(forRouteEndingAt: end, timeZone: zone) == "route_2018-08-12_5.17pm.gpx")
    let midnight = ISO8601Timestamp.parse("2025-12-20T00:05:00Z")!.date
    #expect(AppleRoute.trackName(end: midnight) == "Route 2025-12-20 12:05am")
    let noon = ISO8601Timestamp.parse("2025-12-20T13:50:16Z")!.date
    #expect(
      AppleRoute.trackName(end: noon, timeZone: TimeZone(secondsFromGMT: 3600)!)
        == "Route 2025-12-20 2:50pm")
  }
}
