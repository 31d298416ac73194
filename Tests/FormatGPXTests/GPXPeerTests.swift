import FormatFIT
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatGPX

/// Independent readers accept our output.
@Suite("gpxpy reads wkconv's GPX")
struct GPXPeerTests {
  @Test(
    "gpxpy reads every point and every heart-rate value of the GPX we write",
    .enabled(if: SharedCorpus.shouldRun && GPX.pythonHasGPXPy, GPX.toolSkipMessage))
  func gpxpyReadsHeartRate() throws {
    var inputs: [(String, [HealthItem])] = []
    for file in GPX.corpusFiles
    where (try? String(contentsOf: file, encoding: .utf8))?.contains("hr>") == true {
      inputs.append((file.lastPathComponent, try GPX.read(file: file).0))
    }
    for name in ["gpsbabel-edge800", "gpsbabel-fit-sample"] {
      let context = ConversionContext()
      let sink = DatasetSink()
      try FITReader().read(
        InputSource(file: SharedCorpus.url("corpus/fit/\(name).fit")), into: sink, context: context)
      inputs.append((name + ".fit", sink.dataset.items))
    }
    #expect(inputs.count >= 8)
    var files: [URL] = []
    var expected: [String: [Workout]] = [:]
    for (name, items) in inputs {
      let projected = GPX.project(items)
      let (data, _) = try GPX.write(projected)
      let url = try GPX.temporaryFile(data, name: "peer-" + name + ".gpx")
      files.append(url)
      expected[url.path] = GPX.workouts(projected).filter { !$0.routes.isEmpty }
    }
    let parsed = try GPX.oraclePoints(files, gpxpy: true)
    var heartRates = 0
    for url in files {
      let tracks = try #require(parsed[url.path], "\(url.lastPathComponent)")
      let workouts = expected[url.path] ?? []
      #expect(tracks.count == workouts.count, "\(url.lastPathComponent): tracks")
      for (points, workout) in zip(tracks, workouts) {
        let locations = workout.routes.flatMap(\.locations)
        #expect(points.count == locations.count, "\(url.lastPathComponent): points")
        let hrByTime = Dictionary(
          (workout.quantitySamples(of: WorkoutSeriesType.heartRate).first?.series ?? []).map {
            ($0.start, $0.value)
          },
          uniquingKeysWith: { a, _ in a })
        let gpxpyHR = points.compactMap(\.hr)
        #expect(gpxpyHR.count == hrByTime.count, "\(url.lastPathComponent): heart-rate values")
        for (point, location) in zip(points, locations) {
          #expect(point.hr == hrByTime[location.time].map { $0.rounded() }, "\(url.lastPathComponent)")
        }
        heartRates += gpxpyHR.count
      }
    }
    #expect(heartRates > 10_000)
  }
}
