import FormatGPX
import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import TestSupport
import Testing
import WorkoutModel
import WorkoutOperations

@Suite("TCX → GPX → TCX")
struct TCXThroughGPXTests {
  /// Values at the route's instants (GPX has trackpoints only where there is a position), any cadence type
  /// (GPX `cad` has no sport: the type comes from the activity when read back).
  static func atPoints(_ w: Workout, _ types: [String]) -> [Double] {
    var byTime: [Date: Double] = [:]
    for type in types {
      for e in TCX.series(w, type) where byTime[e.start] == nil { byTime[e.start] = e.value }
    }
    return w.routes.flatMap(\.locations).compactMap { byTime[$0.time] }
  }

  @Test("keeps points, times, positions, heart rate and cadence", corpus)
  func throughGPX() throws {
    for url in TCX.corpusFiles where !url.lastPathComponent.contains("multisport") {
      let (items, readContext) = try TCX.read(file: url)
      if readContext.report.warnings.contains(where: { $0.code == "tcx.timeGoesBack" }) { continue }
      // GPX has no trackpoints without a position: indoor files have nothing to carry.
      if TCX.workouts(items).allSatisfy({ $0.routes.isEmpty }) { continue }
      // TCX → GPX
      let gpx = GPXFormat()
      let context = ConversionContext()
      let gpxSink = DataSink()
      let gpxWriter = try #require(
        try gpx.makeWriter(to: gpxSink, options: FormatOptions(), context: context))
      let projection = CapabilityProjection(target: gpx.descriptor)
      for item in items { if let p = projection.project(item, context: context) { try gpxWriter.receive(p) } }
      try gpxWriter.finish()
      let gpxItems = DatasetSink()
      try GPXReader().read(
        InputSource(data: gpxSink.data, name: "x.gpx"), into: gpxItems, context: ConversionContext())
      // GPX → TCX
      let (tcxData, _) = try TCX.write(gpxItems.dataset.items)
      let (back, _) = try TCX.read(InputSource(data: tcxData, name: "back.tcx"))
      let name = url.lastPathComponent
      let original = TCX.workouts(items)
      let final = TCX.workouts(back).filter { $0.header.metadata[TCXMetadataKey.courseName] == nil }
      #expect(
        final.count == original.filter { $0.header.metadata[TCXMetadataKey.courseName] == nil }.count,
        "\(name)")
      for (a, e) in zip(final, original) {
        let ap = a.routes.flatMap(\.locations)
        let ep = e.routes.flatMap(\.locations)
        #expect(ap.count == ep.count, "\(name): points")
        #expect(ap.map(\.time) == ep.map(\.time), "\(name): times")
        #expect(
          zip(ap, ep).allSatisfy {
            abs($0.latitude - $1.latitude) < 1e-7 && abs($0.longitude - $1.longitude) < 1e-7
          }, "\(name): positions")
        let cadences = [WorkoutSeriesType.cyclingCadence, WorkoutSeriesType.runningCadence]
        #expect(
          Self.atPoints(a, [WorkoutSeriesType.heartRate]) == Self.atPoints(e, [WorkoutSeriesType.heartRate]),
          "\(name): heart rate")
        #expect(Self.atPoints(a, cadences) == Self.atPoints(e, cadences), "\(name): cadence")
      }
    }
  }
}
