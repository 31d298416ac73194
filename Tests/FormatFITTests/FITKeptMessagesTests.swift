import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatFIT

/// Nothing dropped that a FIT can carry: records without a timestamp and the messages of a file without a
/// workout go FIT → FIT as they came, in order (`fit_kept_messages_oracle.py`: fitdecode values, Garmin's
/// SDK counts), and a header declaring no data is read to the end of the file's data.
@Suite struct FITKeptMessagesTests {
  static let ride = [UInt8](try! Data(contentsOf: TestPaths.samples.appendingPathComponent("ride.fit")))

  /// FIT → model → FIT in process, every item the reader makes given to the writer.
  static func fitToFit(_ input: URL) throws -> (URL, ConversionContext) {
    let sink = DatasetSink()
    let context = ConversionContext(inputName: input.path)
    try FITReader().read(InputSource(file: input), into: sink, context: context)
    let out = DataSink()
    let writer = try #require(try FITFormat().makeWriter(to: out, options: FormatOptions(), context: context))
    for item in sink.dataset.items { try writer.receive(item) }
    try writer.finish()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-kept-\(UUID()).fit")
    try out.data.write(to: url)
    return (url, context)
  }

  struct Comparison: Decodable {
    let input: Int
    let output: Int
    let sdkOutput: Int
    let sdkErrors: [String]
    let count: Int
    let differences: [String]
    enum CodingKeys: String, CodingKey {
      case input, output, count, differences
      case sdkOutput = "sdk_output"
      case sdkErrors = "sdk_errors"
    }
  }

  @Test(
    "FIT → FIT keeps pool swims' records without a timestamp and whole files without a workout, in order",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func keptAsTheyCame() throws {
    let cases: [(String, String, Int?)] = [
      ("untimed-records", "corpus/fit/gc-fr910xt-pool-swim-2015.fit", 108),
      ("untimed-records", "corpus/fit/gc-fr910xt-pool-swim-antfs.fit", 74),
      ("all", "corpus/fit/fitparse-sdk-example-DeveloperData.fit", nil),
      ("all", "corpus/fit/fitparse-sdk-example-MonitoringFile.fit", nil),
    ]
    var args: [String] = []
    var outputs: [URL] = []
    defer { for url in outputs { try? FileManager.default.removeItem(at: url) } }
    for (mode, path, _) in cases {
      let (out, context) = try Self.fitToFit(SharedCorpus.url(path))
      outputs.append(out)
      #expect(!context.report.losses.contains { $0.kind == .recordsWithoutATimestamp }, "\(path)")
      // The samples a file without a workout makes are carried by its kept messages: none is lost.
      #expect(
        !context.report.losses.contains { [.item(.quantity), .item(.category)].contains($0.kind) },
        "\(path): \(context.report.summaryLines)")
      args += [mode, SharedCorpus.url(path).path, out.path]
    }
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/fit_kept_messages_oracle.py")
      .path
    let r = try runProcess("python3", ["-W", "ignore", script] + args)
    try #require(r.status == 0, "fit_kept_messages_oracle.py: \(r.stderrString)")
    let results = try JSONDecoder().decode([Comparison].self, from: r.stdout)
    for ((_, path, expected), result) in zip(cases, results) {
      if let expected { #expect(result.input == expected, "\(path)") }
      #expect(result.input > 0, "\(path)")
      #expect(result.output == result.input && result.sdkOutput == result.input, "\(path): \(result)")
      #expect(result.count == 0, "\(path): \(result.differences)")
      #expect(result.sdkErrors.isEmpty, "\(path): \(result.sdkErrors)")
    }
  }

  @Test(
    "a file of kept messages loses only the samples its messages do not carry",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func onlyUncarriedSamplesAreLost() throws {
    let url = SharedCorpus.url("corpus/fit/fitparse-sdk-example-MonitoringFile.fit")
    let sink = DatasetSink()
    try FITReader().read(InputSource(file: url), into: sink, context: ConversionContext(inputName: url.path))
    let context = ConversionContext()
    let writer = try #require(
      try FITFormat().makeWriter(to: DataSink(), options: FormatOptions(), context: context))
    let extra = QuantitySample(
      header: SampleHeader(
        uuid: UUID(), start: Timestamp(Date(timeIntervalSince1970: 0)),
        end: Timestamp(Date(timeIntervalSince1970: 60))),
      type: "HKQuantityTypeIdentifierStepCount", quantity: Quantity(12, .count))
    for item in [.quantity(extra)] + sink.dataset.items { try writer.receive(item) }
    try writer.finish()
    let lost = context.report.losses.filter { $0.kind == .item(.quantity) }.map(\.count).reduce(0, +)
    #expect(lost == 1, "\(context.report.summaryLines)")
  }

  /// The sample ride with its header's data size (and header CRC) zeroed: a recording never finalized.
  static func unsized(keepingCRC: Bool) -> [UInt8] {
    var bytes = Self.ride
    bytes.replaceSubrange(4..<8, with: [0, 0, 0, 0])
    if bytes[0] == 14 { bytes.replaceSubrange(12..<14, with: [0, 0]) }
    guard keepingCRC else { return Array(bytes.dropLast(2)) }
    // The file CRC covers the header: the device computed it with the size it wrote.
    let crc = FITCRC.checksum(Array(bytes.dropLast(2)))
    bytes.replaceSubrange((bytes.count - 2)..<bytes.count, with: [UInt8(crc & 0xFF), UInt8(crc >> 8)])
    return bytes
  }

  @Test("a header declaring 0 bytes of data is read to the end of the data, with a located warning")
  func zeroDataSizeReadToTheEnd() throws {
    let (intact, _) = Fixture.decode(Self.ride)
    for keepingCRC in [true, false] {
      let (messages, summary) = Fixture.decode(Self.unsized(keepingCRC: keepingCRC))
      #expect(messages.count == intact.count, "CRC kept: \(keepingCRC)")
      #expect(messages.map(\.globalNumber) == intact.map(\.globalNumber))
      let warning = summary.warnings.first { $0.first.code == .zeroDataSize }?.first
      #expect(warning?.byteOffset == 4, "\(summary.warnings)")
      // With its CRC the file is whole; without it, the end is reported as a truncation.
      #expect((summary.error == nil) == keepingCRC, "\(String(describing: summary.error))")
    }
    // Mapped: the same workout (records, laps) as the intact file, the warning in the report.
    func workout(_ bytes: [UInt8]) throws -> (Workout, ConversionContext) {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-unsized-\(UUID()).fit")
      try Data(bytes).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      let sink = DatasetSink()
      let context = ConversionContext(inputName: url.path)
      try FITReader().read(InputSource(file: url), into: sink, context: context)
      let w = try #require(
        sink.dataset.items.compactMap { if case .workout(let w) = $0 { w } else { nil } }.first)
      return (w, context)
    }
    let (expected, _) = try workout(Self.ride)
    let (read, context) = try workout(Self.unsized(keepingCRC: true))
    #expect(read.routes.map(\.locations.count) == expected.routes.map(\.locations.count))
    #expect(read.samples.count == expected.samples.count)
    #expect(read.events.count == expected.events.count)
    #expect(context.report.warnings.contains { $0.code == .fitDecoder("fit.zero-data-size") })
  }

  @Test("wkconv repair of a header declaring 0 bytes of data keeps every record (fitdecode counts)")
  func zeroDataSizeRepaired() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("unsized.fit")
    let output = dir.appendingPathComponent("repaired.fit")
    try Data(Self.unsized(keepingCRC: true)).write(to: input)
    let r = try CLI.run(["repair", input.path, output.path, "--quiet"])
    #expect(r.status == 0, "\(r.stderrString)")
    let script = """
      import fitdecode, sys
      for path in sys.argv[1:]:
          with fitdecode.FitReader(path) as r:
              print(sum(1 for f in r if isinstance(f, fitdecode.FitDataMessage) and f.name == 'record'))
      """
    let ride = TestPaths.samples.appendingPathComponent("ride.fit")
    let counts = try runProcess("python3", ["-W", "ignore", "-c", script, ride.path, output.path])
    try #require(counts.status == 0, "\(counts.stderrString)")
    let lines = counts.stdoutString.split(separator: "\n").map(String.init)
    #expect(lines.count == 2 && lines[0] == lines[1] && lines[0] == "120", "\(lines)")
  }
}

/// A swim's cadence is its stroke rate: typed `WKQuantityTypeIdentifierSwimmingStrokeRate` in series and
/// lap/session statistics, never cycling cadence (NDJSON, and so Parquet and `summary`, show the type).
@Suite struct FITSwimStrokeTypeTests {
  @Test(
    "corpus swims: stroke rate typed as swimming, values equal fitdecode's record cadence",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func strokeRateIsNotCyclingCadence() throws {
    let swims = SharedCorpus.files(in: "corpus/fit", extension: "fit").filter {
      $0.lastPathComponent.contains("swim")
    }
    #expect(swims.count >= 8)
    var checked = 0
    for url in swims {
      let sink = DatasetSink()
      try FITReader().read(
        InputSource(file: url), into: sink, context: ConversionContext(inputName: url.path))
      let out = DataSink()
      let context = ConversionContext()
      let writer = try #require(
        try NDJSONFormat().makeWriter(to: out, options: FormatOptions(), context: context))
      for item in sink.dataset.items { try writer.receive(item) }
      try writer.finish()
      let text = String(decoding: out.data, as: UTF8.self)
      #expect(!text.contains(WorkoutSeriesType.cyclingCadence), "\(url.lastPathComponent)")
      guard text.contains("\"\(WorkoutSeriesType.swimmingStrokeRate)\"") else { continue }
      checked += 1
      // Values: fitdecode's record cadence (+ fractional_cadence), record by record.
      let script = """
        import fitdecode, sys
        with fitdecode.FitReader(sys.argv[1], check_crc=fitdecode.CrcCheck.DISABLED) as r:
            for f in r:
                if isinstance(f, fitdecode.FitDataMessage) and f.name == 'record' and f.get_value('timestamp', fallback=None) is not None:
                    c = f.get_value('cadence', fallback=None)
                    if c is not None:
                        print(c + (f.get_value('fractional_cadence', fallback=None) or 0))
        """
      let r = try runProcess("python3", ["-W", "ignore", "-c", script, url.path])
      try #require(r.status == 0, "\(r.stderrString)")
      let theirs = r.stdoutString.split(separator: "\n").compactMap { Double($0) }
      let workout = try #require(
        sink.dataset.items.compactMap { if case .workout(let w) = $0 { w } else { nil } }.first)
      let ours = workout.samples.flatMap { sample -> [Double] in
        guard case .quantity(let q) = sample, q.type == WorkoutSeriesType.swimmingStrokeRate else {
          return []
        }
        return q.series.map(\.value)
      }
      #expect(ours.count == theirs.count, "\(url.lastPathComponent)")
      #expect(zip(ours, theirs).allSatisfy { abs($0 - $1) < 1e-9 }, "\(url.lastPathComponent)")
    }
    #expect(checked >= 3)
  }
}
