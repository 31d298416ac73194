import ByteStreams
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

/// The converter, which hands every workout to the writer as a shell plus spooled points projected by
/// `CapabilityProjection.project(_:points:context:)`, against the whole-workout path: the input read
/// into memory, each item projected whole (`CapabilityProjection.project(_:context:)`) and given whole
/// to the format's writer. For every GPX, TCX and FIT corpus file and each streaming target (GPX, TCX,
/// NDJSON) both must write the same bytes and report the same losses.
@Suite struct StreamingEquivalenceTests {
  /// Inputs above this size are skipped to keep the debug-build run short;
  /// `WKCONV_STREAMING_MAX_BYTES` overrides it.
  static let maxInputBytes: Int =
    ProcessInfo.processInfo.environment["WKCONV_STREAMING_MAX_BYTES"].flatMap(Int.init) ?? 500_000

  static var inputs: [URL] {
    SharedCorpus.files(in: "corpus/gpx", extension: "gpx")
      + SharedCorpus.files(in: "corpus/tcx", extension: "tcx")
      + SharedCorpus.files(in: "corpus/fit", extension: "fit")
  }

  /// One conversion's outcome: output bytes and losses (by kind and object, with counts), or the error.
  struct Outcome: Equatable {
    var bytes: Data?
    var losses: [String: Int] = [:]
    var error: String?
  }

  static func losses(_ report: ConversionReport) -> [String: Int] {
    report.losses.reduce(into: [:]) { $0["\($1.kind.name) \($1.object)", default: 0] += $1.count }
  }

  static func convert(_ input: URL, to format: FormatID, output: URL) -> Outcome {
    let settings = ConversionSettings(outputFormat: format, overwrite: true)
    try? FileManager.default.removeItem(at: output)
    do {
      let report = try Converter.convert(
        input: InputSource(file: input), to: .file(output), settings: settings)
      return Outcome(bytes: try Data(contentsOf: output), losses: losses(report))
    } catch {
      return Outcome(error: "\(error)")
    }
  }

  /// The input read whole, projected whole and written whole.
  static func writeWhole(_ input: URL, to format: FormatID) -> Outcome {
    do {
      let (dataset, readReport) = try Converter.readAll(InputSource(file: input))
      let target = try FormatRegistry.requireFormat(id: format.rawValue)
      let context = FormatRegistry.context(inputName: input.path, options: FormatOptions())
      context.formatsWriting = FormatRegistry.formatsWriting
      let projection = CapabilityProjection(
        target: target.descriptor, alternatives: FormatRegistry.formatsWriting)
      let sink = DataSink()
      guard let writer = try target.makeWriter(to: sink, options: FormatOptions(), context: context) else {
        return Outcome(error: "no writer")
      }
      for item in dataset.items {
        if let projected = projection.project(item, context: context) { try writer.receive(projected) }
      }
      try writer.finish()
      var report = readReport
      for loss in context.report.losses { report.add(loss) }
      return Outcome(bytes: sink.data, losses: losses(report))
    } catch {
      return Outcome(error: "\(error)")
    }
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func streamedAndWholeConversionsAgree() throws {
    let inputs = Self.inputs
    #expect(!inputs.isEmpty, "no GPX, TCX or FIT files in \(SharedCorpus.url("corpus").path)")
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-streaming-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var compared = 0
    var skipped: [String] = []
    for input in inputs {
      let size = (try? FileManager.default.attributesOfItem(atPath: input.path)[.size] as? Int) ?? 0
      guard size <= Self.maxInputBytes else {
        skipped.append(input.lastPathComponent)
        continue
      }
      for format in [FormatID.gpx, .tcx, .ndjson] {
        let output = directory.appendingPathComponent("out." + format.rawValue)
        let streamed = Self.convert(input, to: format, output: output)
        let whole = Self.writeWhole(input, to: format)
        let name = "\(input.lastPathComponent) → \(format.rawValue)"
        guard streamed.error == nil, whole.error == nil else { continue }
        #expect(streamed.bytes == whole.bytes, "\(name): outputs differ")
        #expect(streamed.losses == whole.losses, "\(name): losses differ")
        if streamed.bytes != nil { compared += 1 }
      }
    }
    // Most conversions succeed (a few corpus files hold no workout a target can take).
    #expect(compared > inputs.count, "only \(compared) conversions wrote output")
    if !skipped.isEmpty {
      print(
        "StreamingEquivalenceTests: \(skipped.count) inputs over \(Self.maxInputBytes) bytes skipped: "
          + skipped.joined(separator: ", "))
    }
  }
}
