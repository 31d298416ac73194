import FormatFIT
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel
import WorkoutOperations
import XMLStreaming

@testable import FormatGPX
@testable import FormatNDJSON

/// Streaming (spooled points, shell + points) gives exactly what the whole-workout path gives: the same
/// lines from the NDJSON writer. (The GPX reader and writer have one path each: `GPXOnePathTests`; so
/// has the FIT reader: `FITOnePathTests`.)
@Suite("GPX streaming ≡ whole workouts", .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
struct GPXStreamingTests {
  static func report(_ context: ConversionContext) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: (try? encoder.encode(context.report)) ?? Data(), as: UTF8.self)
  }

  /// Writes projected items as GPX, with every workout whole or streamed (split into a shell and spools
  /// of `chunk` elements, so the spill files are exercised).
  static func writeGPX(_ items: [HealthItem], streamed: Bool, chunk: Int = 64) throws -> (Data, String, Int) {
    let context = ConversionContext(inputName: "items")
    let sink = DataSink()
    let writer = try GPXFormat().makeWriter(to: sink, options: FormatOptions(), context: context)!
    for item in items {
      if streamed, case .workout(let workout) = item {
        let (shell, points) = try WorkoutStreaming.split(workout, chunkCapacity: chunk)
        try writer.receive(workout: shell, points: points)
      } else {
        try writer.receive(item)
      }
    }
    try writer.finish()
    return (sink.data, report(context), (writer as! GPXWriter).streamedWorkouts)
  }

  @Test("NDJSON writer: streamed workouts give the same lines (GPX and FIT corpora)")
  func ndjsonEquivalence() throws {
    var streamedWorkouts = 0
    var files = SharedCorpus.files(in: "corpus/fit", extension: "fit")
    files += GPX.corpusFiles
    for url in files {
      let sink = DatasetSink()
      let reader: any FormatReader =
        url.pathExtension == "fit" ? FITReader() : GPXReader(options: GPXOptions(FormatOptions()))
      guard (try? reader.read(InputSource(file: url), into: sink, context: ConversionContext())) != nil else {
        continue
      }
      let whole = try NDJSONWriter.text(of: sink.dataset.items)
      let out = DataSink()
      let writer = NDJSONWriter(output: out)
      for item in sink.dataset.items {
        if case .workout(let workout) = item {
          let (shell, points) = try WorkoutStreaming.split(workout, chunkCapacity: 33)
          try writer.receive(workout: shell, points: points)
        } else {
          try writer.receive(item)
        }
      }
      try writer.finish()
      streamedWorkouts += writer.streamedWorkouts
      #expect(String(decoding: out.data, as: UTF8.self) == whole, "\(url.lastPathComponent)")
    }
    #expect(streamedWorkouts >= 60)
  }
}

/// The GPX writer has one path: a whole workout is split into a shell and spooled points and written as
/// a streamed one. These tests run without `../shared`, on `Tests/` and `Samples/` fixtures and on the
/// awkward workouts of `AwkwardWorkouts`.
@Suite struct GPXOnePathTests {
  static func fixtures() throws -> [(String, [HealthItem])] {
    var inputs: [(String, [HealthItem])] = AwkwardWorkouts.all().map { ($0.0, [.workout($0.1)]) }
    let golden = TestPaths.packageRoot.appendingPathComponent("Tests/GoldenTests/Inputs")
    inputs.append(("track.gpx", try GPX.read(file: golden.appendingPathComponent("track.gpx")).0))
    for (name, reader) in [
      ("ride.fit", FITReader() as any FormatReader), ("morning-run.ndjson", NDJSONReader()),
    ] {
      let sink = DatasetSink()
      try reader.read(
        InputSource(file: TestPaths.samples.appendingPathComponent(name)), into: sink,
        context: ConversionContext())
      inputs.append((name, sink.dataset.items))
    }
    return inputs
  }

  @Test(
    "A whole workout and the same workout streamed in blocks of 1, 7 and 4096 points give the same bytes and losses"
  )
  func wholeEqualsStreamedInBlocks() throws {
    var workouts = 0
    for (name, items) in try Self.fixtures() {
      let projected = GPX.project(items)
      workouts += projected.filter { if case .workout = $0 { true } else { false } }.count
      let whole = try GPXStreamingTests.writeGPX(projected, streamed: false)
      #expect(whole.2 == 0)
      for chunk in [1, 7, 4096] {
        let streamed = try GPXStreamingTests.writeGPX(projected, streamed: true, chunk: chunk)
        #expect(streamed.0 == whole.0, "\(name), blocks of \(chunk): bytes differ")
        #expect(streamed.1 == whole.1, "\(name), blocks of \(chunk): reports differ")
        #expect(streamed.2 > 0, "\(name): no workout was streamed")
      }
    }
    #expect(workouts >= 15)
  }

  /// The GPX reader has one path (points always spooled; `WorkoutStreaming.deliver` materializes them for
  /// sinks that take workouts whole), so streamed ≡ whole holds by construction; this checks what the path
  /// must get right.
  @Test(
    "The reader's streamed workouts: shells hold no points, and identities derived without the points are the whole objects'"
  )
  func streamedReading() throws {
    let golden = TestPaths.packageRoot.appendingPathComponent("Tests/GoldenTests/Inputs/track.gpx")
    var inputs: [(String, Data)] = [("track.gpx", try Data(contentsOf: golden))]
    for (name, workout) in AwkwardWorkouts.all() {
      inputs.append(
        (name, try GPXStreamingTests.writeGPX(GPX.project([.workout(workout)]), streamed: false).0))
    }
    for url in GPX.corpusFiles { inputs.append((url.lastPathComponent, try Data(contentsOf: url))) }
    let (streamed, problems) = try StreamedWorkoutCollector.checkStreamedReading(
      inputs, with: GPXReader(options: GPXOptions(FormatOptions())))
    #expect(problems.isEmpty, "\(problems.prefix(10))")
    #expect(streamed >= AwkwardWorkouts.all().count + 1)
  }

  @Test("Trackpoint byte numbers and times equal GPXNumber's and ISO8601Timestamp's text")
  func byteNumbers() {
    var generator = SystemRandomNumberGenerator()
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, 0.5, 1e-4, 9.99e-5, 1e-7, 123456.789, 999999.999999, 1e6, 1e15, 1e16, -180, 180,
      52.5163412, 13.3777811, 0.30000000000000004,
    ]
    for _ in 0..<20000 {
      let magnitude = pow(10, Double.random(in: -6...7, using: &generator))
      let decimals = Double(Int.random(in: 0...12, using: &generator))
      var v = Double.random(in: -magnitude...magnitude, using: &generator)
      if decimals < 10 { v = (v * pow(10, decimals)).rounded() / pow(10, decimals) }
      values.append(v)
      values.append(Double(Int32.random(in: .min ... .max, using: &generator)) * (180.0 / 2_147_483_648.0))
    }
    for v in values {
      var bytes = XMLByteBuffer()
      GPXPointWriter.decimal(bytes, v)
      #expect(bytes.withBytes { String(decoding: $0, as: UTF8.self) } == GPXNumber.decimal(v), "decimal \(v)")
      bytes = XMLByteBuffer()
      let rounded = GPXPointWriter.coordinate(bytes, v)
      let (text, expectedRounded) = GPXNumber.coordinateText(v)
      #expect(bytes.withBytes { String(decoding: $0, as: UTF8.self) } == text, "coordinate \(v)")
      #expect(rounded == expectedRounded, "coordinate rounding \(v)")
    }
    var writer = GPXPointWriter(depth: 3)
    for seconds in stride(from: -200.0, to: 200_000, by: 7.0) {
      let date = Date(timeIntervalSince1970: 1_700_000_000 + seconds)
      let bytes = XMLByteBuffer()
      writer.time(bytes, date)
      #expect(
        bytes.withBytes { String(decoding: $0, as: UTF8.self) } == ISO8601Timestamp.format(Timestamp(date)))
    }
  }

  @Test("Spools spill to a file and read back in order, any number of times")
  func spoolRoundTrip() throws {
    let spool = Spool<Location>(chunkCapacity: 5)
    var expected: [Location] = []
    for i in 0..<23 {
      let l = Location(
        time: Date(timeIntervalSince1970: Double(i)), latitude: Double(i) / 7, longitude: -Double(i) / 3,
        altitude: i % 2 == 0 ? nil : Double(i), horizontalAccuracy: i % 3 == 0 ? 1.5 : nil,
        verticalAccuracy: nil, speed: i % 5 == 0 ? Double.nan : Double(i), course: i % 4 == 0 ? -1 : nil)
      expected.append(l)
      try spool.append(l)
    }
    func same(_ a: [Location], _ b: [Location]) -> Bool {
      a.count == b.count
        && zip(a, b).allSatisfy { x, y in
          x.time == y.time && x.latitude == y.latitude && x.longitude == y.longitude
            && x.altitude == y.altitude
            && x.horizontalAccuracy == y.horizontalAccuracy && x.verticalAccuracy == y.verticalAccuracy
            && (x.speed == y.speed || (x.speed!.isNaN && y.speed!.isNaN)) && x.course == y.course
        }
    }
    #expect(same(try spool.materialize(), expected))
    #expect(same(try spool.materialize(), expected))
    var cursor = spool.makeCursor()
    var read: [Location] = []
    while let l = try cursor.next() { read.append(l) }
    #expect(same(read, expected))
    var chunks = 0
    try spool.forEachChunk { chunk in
      #expect(chunk.count <= 5)
      chunks += 1
    }
    #expect(chunks == 5)
  }
}
