import FormatGPX
import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import WorkoutConversion
import WorkoutModel

@testable import FormatHealthExport

/// Helpers shared by the health export tests.
enum HealthTestSupport {
  /// Reads an export (zip or xml) into memory, in a context with the converter's hooks (nested readers,
  /// workout assembly for `health.assemble=true`).
  static func read(
    _ url: URL, options: FormatOptions = FormatOptions()
  ) throws -> (items: [HealthItem], report: ConversionReport) {
    let context = FormatRegistry.context(inputName: url.path, options: options)
    let sink = DatasetSink()
    try HealthExportReader(options: options).read(InputSource(file: url), into: sink, context: context)
    return (sink.dataset.items, context.report)
  }

  /// Reads export bytes.
  static func read(data: Data, name: String, options: FormatOptions = FormatOptions()) throws -> (
    items: [HealthItem], report: ConversionReport
  ) {
    let context = FormatRegistry.context(inputName: name, options: options)
    let sink = DatasetSink()
    try HealthExportReader(options: options).read(
      InputSource(data: data, name: name), into: sink, context: context)
    return (sink.dataset.items, context.report)
  }

  /// The nested-writer hook `WorkoutConversion` sets, with the one format the health writer nests (GPX).
  static func nestedWriter(
    _ id: FormatID, _ sink: any ByteSink, _ options: FormatOptions, _ context: ConversionContext
  ) throws -> (any FormatWriter)? {
    id == .gpx ? try GPXFormat().makeWriter(to: sink, options: options, context: context) : nil
  }

  /// Writes items as an export archive.
  static func write(_ items: [HealthItem]) throws -> (data: Data, report: ConversionReport) {
    let context = ConversionContext(inputName: "test", nestedWriter: nestedWriter)
    let sink = DataSink()
    let writer = try HealthExportWriter(output: sink, context: context)
    for item in items { try writer.receive(item) }
    try writer.finish()
    return (sink.data, context.report)
  }

  /// A fresh temporary folder.
  static func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-health-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The independent oracle's summary (Python ElementTree/expat) of an export.
  static func oracle(_ url: URL) throws -> [String: Any] {
    let script = TestPaths.packageRoot.appendingPathComponent("Benchmarks/health/oracle/export_oracle.py")
      .path
    let result = try runProcess("python3", [script, url.path])
    guard result.status == 0,
      let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    else {
      throw OracleError(message: "oracle failed (\(result.status)): \(result.stderrString)")
    }
    return json
  }

  struct OracleError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
  }

  /// Makes a generated export with the shared generator.
  static func generate(records: Int, workouts: Int, seed: Int, into folder: URL) throws -> URL {
    let out = folder.appendingPathComponent("generated-\(records)-\(seed).zip")
    let result = try runProcess(
      "python3",
      [
        SharedCorpus.url("tools/gen_health_export.py").path, "--records", String(records), "--workouts",
        String(workouts), "--seed", String(seed), "--out", out.path,
      ])
    guard result.status == 0 else { throw OracleError(message: "generator failed: \(result.stderrString)") }
    return out
  }

  /// NDJSON text of items, with the export version normalised (the writer always writes Export Version 14).
  static func normalisedText(_ items: [HealthItem]) throws -> String {
    let normalised = items.map { item -> HealthItem in
      if case .exportInfo(var info) = item {
        info.formatVersion = nil
        return .exportInfo(info)
      }
      return item
    }
    return try NDJSONWriter.text(of: normalised)
  }
}
