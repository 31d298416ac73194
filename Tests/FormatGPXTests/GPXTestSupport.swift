import FormatKit
import FormatNDJSON
import Foundation
import Testing
import WorkoutModel
import XMLStreaming

@testable import FormatGPX
import TestSupport

/// Helpers shared by the GPX tests.
enum GPX {
  static var corpusFiles: [URL] { SharedCorpus.files(in: "corpus/gpx", extension: "gpx") }
  static var expectedFiles: [URL] { SharedCorpus.files(in: "corpus/expected", extension: "gpx") }

  /// Reads a GPX input into items, with the context used.
  static func read(_ input: InputSource, options: FormatOptions = FormatOptions()) throws -> ([HealthItem], ConversionContext) {
    let context = ConversionContext(inputName: input.name, options: options)
    let sink = DatasetSink()
    try GPXReader(options: GPXOptions(options)).read(input, into: sink, context: context)
    return (sink.dataset.items, context)
  }

  static func read(file: URL, options: FormatOptions = FormatOptions()) throws -> ([HealthItem], ConversionContext) {
    try read(InputSource(file: file), options: options)
  }

  static func read(text: String, name: String = "test.gpx", options: FormatOptions = FormatOptions()) throws -> [HealthItem] {
    try read(InputSource(data: Data(text.utf8), name: name), options: options).0
  }

  /// Writes items as GPX (no projection), returning the bytes and the context.
  static func write(_ items: [HealthItem], options: FormatOptions = FormatOptions()) throws -> (Data, ConversionContext) {
    let context = ConversionContext(inputName: "items", options: options)
    let sink = DataSink()
    let writer = try GPXFormat().makeWriter(to: sink, options: options, context: context)!
    for item in items { try writer.receive(item) }
    try writer.finish()
    return (sink.data, context)
  }

  static func workouts(_ items: [HealthItem]) -> [Workout] { HealthDataset(items: items).workouts }

  static func temporaryFile(_ data: Data, name: String) throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-gpx-tests-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let url = dir.appendingPathComponent(name)
    try data.write(to: url)
    return url
  }

  static var validateScript: String { SharedCorpus.url("formats/schemas/validate.sh").path }
}
