import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion

/// The converter's streamed path (`StreamingConversion.swift`: workouts handed to the writer as a shell
/// plus spooled points, projected by `StreamingProjection`) against the whole-workout path
/// (`--option streaming=off`): for every GPX, TCX and FIT corpus file and each streaming target (GPX,
/// TCX, NDJSON) both must write the same bytes and the same report (losses, warnings, item counts).
/// The same check through the CLI, release build and FIT output included: Benchmarks/gpx/streaming-check.sh.
@Suite struct StreamingEquivalenceTests {
  /// Inputs above this size are skipped to keep the debug-build run short (the largest corpus files, up to
  /// 3.7 MB, are covered by streaming-check.sh); `WKCONV_STREAMING_MAX_BYTES` overrides it.
  static let maxInputBytes: Int =
    ProcessInfo.processInfo.environment["WKCONV_STREAMING_MAX_BYTES"].flatMap(Int.init) ?? 500_000

  static var inputs: [URL] {
    SharedCorpus.files(in: "corpus/gpx", extension: "gpx")
      + SharedCorpus.files(in: "corpus/tcx", extension: "tcx")
      + SharedCorpus.files(in: "corpus/fit", extension: "fit")
  }

  /// One conversion's outcome: output bytes and report, or the error's description.
  struct Outcome: Equatable {
    var bytes: Data?
    var report: ConversionReport?
    var error: String?
  }

  static func convert(_ input: URL, to format: FormatID, streaming: Bool, output: URL) -> Outcome {
    var values: [String: String] = [:]
    if !streaming { values["streaming"] = "off" }
    let settings = ConversionSettings(
      outputFormat: format, options: FormatOptions(values: values), overwrite: true)
    try? FileManager.default.removeItem(at: output)
    do {
      let report = try Converter.convert(
        input: InputSource(file: input), to: .file(output), settings: settings)
      return Outcome(bytes: try Data(contentsOf: output), report: report)
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
        // The same output path for both runs, so the reports' `outputs` agree too.
        let output = directory.appendingPathComponent("out." + format.rawValue)
        let streamed = Self.convert(input, to: format, streaming: true, output: output)
        let whole = Self.convert(input, to: format, streaming: false, output: output)
        let name = "\(input.lastPathComponent) → \(format.rawValue)"
        #expect(streamed.error == whole.error, "\(name): errors differ")
        #expect(streamed.bytes == whole.bytes, "\(name): outputs differ")
        #expect(streamed.report?.losses == whole.report?.losses, "\(name): losses differ")
        #expect(streamed.report?.warnings == whole.report?.warnings, "\(name): warnings differ")
        #expect(streamed.report == whole.report, "\(name): reports differ")
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
