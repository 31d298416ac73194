import FormatFIT
import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatGPX

@Suite("GPX writer: round trips and schema validity")
struct GPXRoundTripTests {
  @Test(
    "GPX → GPX keeps every value GPX carries (read(write(x)) == project(x))",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func corpusRoundTrip() throws {
    for file in GPX.corpusFiles + GPX.expectedFiles {
      let (items, _) = try GPX.read(file: file)
      let projected = GPX.project(items)
      let (data, _) = try GPX.write(projected)
      let back = try GPX.read(InputSource(data: data, name: file.lastPathComponent)).0
      let expected = try NDJSONWriter.text(of: GPX.rounded(projected)).split(separator: "\n")
      let actual = try NDJSONWriter.text(of: back).split(separator: "\n")
      #expect(actual.count == expected.count, "\(file.lastPathComponent): item count")
      for (a, e) in zip(actual, expected) where a != e {
        let at = zip(a, e).prefix { $0 == $1 }.count
        let from = max(0, at - 200)
        Issue.record(
          "\(file.lastPathComponent) differs at \(at):\nexpected …\(e.dropFirst(from).prefix(600))\nactual   …\(a.dropFirst(from).prefix(600))"
        )
        break
      }
      // A second round trip is byte-identical (the writer is deterministic and a fixed point).
      let (again, _) = try GPX.write(GPX.project(back))
      #expect(again == data, "\(file.lastPathComponent): second write differs")
    }
  }

  @Test(
    "every GPX written from corpus GPX and FIT files and from NDJSON fixtures validates",
    .enabled(if: SharedCorpus.shouldRun && GPX.hasXmllint, GPX.toolSkipMessage))
  func writtenFilesValidate() throws {
    var outputs: [URL] = []
    for file in GPX.corpusFiles + GPX.expectedFiles {
      let (items, _) = try GPX.read(file: file)
      let (data, _) = try GPX.write(GPX.project(items))
      outputs.append(try GPX.temporaryFile(data, name: "from-gpx-" + file.lastPathComponent))
    }
    for file in SharedCorpus.files(in: "corpus/fit", extension: "fit") {
      let context = ConversionContext(inputName: file.path)
      let sink = DatasetSink()
      do {
        try FITReader().read(InputSource(file: file), into: sink, context: context)
      } catch {
        continue  // the FIT reader's own tests cover files it refuses
      }
      let (data, _) = try GPX.write(GPX.project(sink.dataset.items))
      outputs.append(try GPX.temporaryFile(data, name: "from-fit-" + file.lastPathComponent + ".gpx"))
    }
    // NDJSON inputs: the model fixtures through their NDJSON text, and the project's sample.
    var fixtures: [(String, [HealthItem])] = [
      ("kitchen-sink", try NDJSONWriter.items(from: NDJSONWriter.text(of: try ModelFixtures.kitchenSink()))),
      (
        "random",
        try NDJSONWriter.items(from: NDJSONWriter.text(of: ModelFixtures.random(count: 50, seed: 7)))
      ),
    ]
    for sample in (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.samples.path)) ?? []
    where sample.hasSuffix(".ndjson") {
      let text = try String(contentsOf: TestPaths.samples.appendingPathComponent(sample), encoding: .utf8)
      fixtures.append((sample, try NDJSONWriter.items(from: text)))
    }
    for (name, items) in fixtures {
      let projectionContext = ConversionContext()
      let (data, context) = try GPX.write(GPX.project(items, context: projectionContext))
      #expect(
        !(context.report.losses + projectionContext.report.losses).isEmpty,
        "\(name): what GPX cannot carry is reported")
      outputs.append(try GPX.temporaryFile(data, name: "from-ndjson-\(name).gpx"))
    }
    #expect(outputs.count >= 45)
    for url in outputs {
      let (ok, output) = try GPX.validate(url)
      #expect(ok, "\(url.lastPathComponent): \(output.prefix(1500))")
    }
  }

  @Test("the kitchen-sink workout keeps its route, heart rate, metadata, device and interval")
  func kitchenSinkValues() throws {
    let items = try ModelFixtures.kitchenSink()
    let projected = GPX.project(items)
    let (data, context) = try GPX.write(projected)
    let back = try GPX.read(InputSource(data: data, name: "ks.gpx")).0
    let original = GPX.workouts(projected).first { !$0.routes.isEmpty }!
    let read = try #require(GPX.workouts(back).first)
    #expect(read.header.start == original.header.start)
    #expect(read.header.end == original.header.end)
    #expect(read.header.metadata == original.header.metadata)
    #expect(read.header.device == original.header.device)
    #expect(read.header.source == original.header.source)
    #expect(read.duration == original.duration)
    #expect(read.activityType == original.activityType)
    #expect(read.routes.first?.locations == original.routes.first?.locations)
    let hr = read.quantitySamples(of: WorkoutSeriesType.heartRate).first?.series.map(\.value)
    // The third entry (at +2.000976 s) has no route point at its time: reported, not placed.
    #expect(hr == [140, 141])
    let kinds = Set(context.report.losses.map(\.kind.name))
    #expect(kinds.contains(WorkoutSeriesType.heartRate))
    #expect(kinds.contains("sample intervals"))
    // The standalone route comes back as a route.
    let routes = back.compactMap { if case .route(let r) = $0 { return r } else { return nil } }
    #expect(routes.count == 1)
  }

  @Test("a pause starts a new trkseg; invalid positions and non-finite values are reported, not written")
  func pausesAndInvalidValues() throws {
    let start = ISO8601Timestamp.parse("2024-05-01T06:00:00Z")!
    var points: [Location] = []
    for i in 0..<6 {
      points.append(
        Location(
          time: start.date.addingTimeInterval(Double(i * 10)), latitude: 1 + Double(i) * 1e-4, longitude: 2))
    }
    points.append(
      Location(time: start.date.addingTimeInterval(70), latitude: .nan, longitude: 2, altitude: .infinity))
    let route = WorkoutRoute(
      header: SampleHeader(uuid: UUID(), start: start, end: start.adding(70)), locations: points)
    let workout = Workout(
      header: SampleHeader(uuid: UUID(), start: start, end: start.adding(70), source: Source(name: "test")),
      activityType: .running,
      events: [
        WorkoutEvent(type: .pause, start: start.adding(20)),
        WorkoutEvent(type: .resume, start: start.adding(30)),
      ],
      routes: [route])
    let (data, context) = try GPX.write([.workout(workout)])
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.components(separatedBy: "<trkseg>").count - 1 == 2)
    #expect(!text.contains("nan") && !text.contains("inf"))
    #expect(
      context.report.losses.contains { $0.kind == "route points without a valid position" && $0.count == 1 })
    let back = try #require(GPX.workouts(try GPX.read(InputSource(data: data, name: "p.gpx")).0).first)
    #expect(back.events == workout.events)
    #expect(back.routes.first?.locations.count == 6)
    #expect(back.activityType == .running)
  }
}
