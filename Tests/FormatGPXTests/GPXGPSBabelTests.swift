import FormatFIT
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatGPX

/// Compares wkconv's conversions with GPSBabel's reference outputs in `corpus/expected/`.
@Suite("GPX agrees with GPSBabel's conversions")
struct GPXGPSBabelTests {
  /// FIT files GPSBabel converted to GPX (`gpsbabel -i garmin_fit -f fit/X.fit -o gpx`).
  static let fitConversions = [
    "edge200", "edge800", "fit-sample", "fr10", "oregon700", "virb-ultra30-camera",
  ]

  static func readFIT(_ url: URL) throws -> ([HealthItem], ConversionContext) {
    let context = ConversionContext(inputName: url.path)
    let sink = DatasetSink()
    try FITReader().read(InputSource(file: url), into: sink, context: context)
    return (sink.dataset.items, context)
  }

  @Test(
    "FIT → GPX: point counts, times and positions agree with GPSBabel's FIT → GPX",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)),
    arguments: fitConversions)
  func fitToGPX(name: String) throws {
    let fit = SharedCorpus.url("corpus/fit/gpsbabel-\(name).fit")
    let expectedURL = SharedCorpus.url("corpus/expected/gpsbabel-\(name).gpx")
    let (items, _) = try Self.readFIT(fit)
    let (data, _) = try GPX.write(GPX.project(items))
    let ours = try GPX.read(
      InputSource(data: data, name: "\(name).gpx"),
      options: FormatOptions(values: ["gpx.mergeTracks": "true"])
    ).0
    let theirs = try GPX.read(file: expectedURL, options: FormatOptions(values: ["gpx.mergeTracks": "true"]))
      .0
    let a = GPX.workouts(ours).flatMap { $0.routes.flatMap(\.locations) }
    let b = GPX.workouts(theirs).flatMap { $0.routes.flatMap(\.locations) }
    #expect(a.count == b.count, "\(name): point count")
    guard a.count == b.count else { return }
    var worst = 0.0
    var timeMismatches = 0
    for (p, q) in zip(a, b) {
      if p.time != q.time { timeMismatches += 1 }
      worst = max(worst, abs(p.latitude - q.latitude), abs(p.longitude - q.longitude))
    }
    // The VIRB's system-time timestamps are mapped to UTC through its timestamp_correlation, as GPSBabel does.
    #expect(timeMismatches == 0, "\(name): \(timeMismatches) times differ")
    // GPSBabel prints 9 decimals of the semicircle conversion; ours keeps up to 9: both within 1e-8.
    #expect(worst < 1e-8, "\(name): largest position difference \(worst)")
  }

  @Test(
    "FIT without GPS: heart rate agrees with GPSBabel (allpoints); GPX cannot place it, and says so",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func noGPS() throws {
    let (items, _) = try Self.readFIT(SharedCorpus.url("corpus/fit/gpsbabel-vivosmarthr-run-nogps.fit"))
    let theirs = try GPX.read(file: SharedCorpus.url("corpus/expected/gpsbabel-vivosmarthr-run-nogps.gpx")).0
    let expectedHR =
      GPX.workouts(theirs).first?.quantitySamples(of: WorkoutSeriesType.heartRate).first?.series ?? []
    let ourHR =
      GPX.workouts(items).first?.quantitySamples(of: WorkoutSeriesType.heartRate).first?.series ?? []
    #expect(!expectedHR.isEmpty)
    #expect(ourHR.map(\.value) == expectedHR.map(\.value))
    #expect(ourHR.map(\.start) == expectedHR.map(\.start))
    let projectionContext = ConversionContext()
    let (_, context) = try GPX.write(GPX.project(items, context: projectionContext))
    #expect(context.report.losses.contains { $0.kind == "workout without route" })
  }

  @Test(
    "GPX → TCX reference: our reading of the GPX has GPSBabel's trackpoints, times and positions",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func gpxToTCX() throws {
    let gpx = SharedCorpus.url("corpus/gpx/gpsbabel-gpsies-track.gpx")
    let tcx = SharedCorpus.url("corpus/expected/gpsbabel-gpsies-track.history.tcx")
    let oracle = try GPX.oraclePoints([tcx])[tcx.path]?.flatMap { $0 } ?? []
    let workout = try #require(GPX.workouts(try GPX.read(file: gpx).0).first)
    let points = workout.routes.first?.locations ?? []
    #expect(points.count == oracle.count)
    for (p, e) in zip(points, oracle) {
      #expect(abs(p.latitude - e.lat) < 1e-7 && abs(p.longitude - e.lon) < 1e-7)
      #expect(p.time == e.time.flatMap(ISO8601Timestamp.parse)?.date)
    }
  }
}
