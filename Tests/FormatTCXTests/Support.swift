import FormatKit
import Testing
import FormatNDJSON
import FormatTCX
import Foundation
import TestSupport
import WorkoutModel
import WorkoutOperations

/// Helpers shared by the TCX tests.
enum TCX {
  /// Reads TCX bytes (or a file) into items, with the context used.
  static func read(_ input: InputSource, options: FormatOptions = FormatOptions()) throws -> ([HealthItem], ConversionContext) {
    let context = ConversionContext(inputName: input.name, options: options)
    let sink = DatasetSink()
    try TCXReader(options: options).read(input, into: sink, context: context)
    return (sink.dataset.items, context)
  }

  static func read(file url: URL) throws -> ([HealthItem], ConversionContext) {
    try read(InputSource(file: url))
  }

  static func read(text: String, name: String = "test.tcx") throws -> ([HealthItem], ConversionContext) {
    try read(InputSource(data: Data(text.utf8), name: name))
  }

  /// Projects items onto TCX's capabilities (as the converter does) and writes them.
  static func write(_ items: [HealthItem], context: ConversionContext = ConversionContext()) throws -> (Data, [HealthItem]) {
    let projection = CapabilityProjection(target: TCXFormat().descriptor)
    let sink = DataSink()
    let writer = try TCXFormat().makeWriter(to: sink, options: FormatOptions(), context: context)!
    var projected: [HealthItem] = []
    for item in items {
      guard let p = projection.project(item, context: context) else { continue }
      projected.append(p)
      try writer.receive(p)
    }
    try writer.finish()
    return (sink.data, projected)
  }

  /// Runs `validate.sh` on data written to a temporary file; returns (status, output).
  static func validate(_ data: Data, name: String) throws -> (Int32, String) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-tcx-\(UUID().uuidString)-\(name)")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let script = SharedCorpus.url("formats/schemas/validate.sh").path
    let result = try runProcess("/bin/bash", [script, url.path])
    return (result.status, result.stdoutString + result.stderrString)
  }

  static var corpusFiles: [URL] { SharedCorpus.files(in: "corpus/tcx", extension: "tcx") }

  static func workouts(_ items: [HealthItem]) -> [Workout] { HealthDataset(items: items).workouts }

  static func series(_ w: Workout, _ type: String) -> [QuantitySeriesEntry] {
    w.quantitySamples(of: type).flatMap(\.series)
  }
}

/// The trait that runs a test only with `../shared` present (or required).
let corpus: ConditionTrait = .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage))
