import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel
import WorkoutOperations
import XMLStreaming

@testable import FormatGPX

/// Helpers shared by the GPX tests.
enum GPX {
  static var corpusFiles: [URL] { SharedCorpus.files(in: "corpus/gpx", extension: "gpx") }
  static var expectedFiles: [URL] { SharedCorpus.files(in: "corpus/expected", extension: "gpx") }

  /// Reads a GPX input into items, with the context used.
  static func read(_ input: InputSource, options: FormatOptions = FormatOptions()) throws -> (
    [HealthItem], ConversionContext
  ) {
    let context = ConversionContext(inputName: input.name, options: options)
    let sink = DatasetSink()
    try GPXReader(options: GPXOptions(options)).read(input, into: sink, context: context)
    return (sink.dataset.items, context)
  }

  static func read(file: URL, options: FormatOptions = FormatOptions()) throws -> (
    [HealthItem], ConversionContext
  ) {
    try read(InputSource(file: file), options: options)
  }

  static func read(text: String, name: String = "test.gpx", options: FormatOptions = FormatOptions()) throws
    -> [HealthItem]
  {
    try read(InputSource(data: Data(text.utf8), name: name), options: options).0
  }

  /// Writes items as GPX (no projection), returning the bytes and the context.
  static func write(_ items: [HealthItem], options: FormatOptions = FormatOptions()) throws -> (
    Data, ConversionContext
  ) {
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

extension GPX {
  /// Projects items onto GPX's capabilities (what the converter does before writing).
  static func project(_ items: [HealthItem], context: ConversionContext = ConversionContext()) -> [HealthItem]
  {
    let projection = CapabilityProjection(target: GPXFormat().descriptor)
    return items.compactMap { projection.project($0, context: context) }
  }

  /// The projection with GPX's stated rounding applied (coordinates to 9 decimals).
  static func rounded(_ items: [HealthItem]) -> [HealthItem] {
    items.map { item in
      func round(_ route: WorkoutRoute) -> WorkoutRoute {
        var r = route
        for i in r.locations.indices {
          r.locations[i].latitude = GPXNumber.roundedCoordinate(r.locations[i].latitude)
          r.locations[i].longitude = GPXNumber.roundedCoordinate(r.locations[i].longitude)
        }
        return r
      }
      switch item {
      case .workout(var w):
        w.routes = w.routes.map(round)
        return .workout(w)
      case .route(let r):
        return .route(round(r))
      default:
        return item
      }
    }
  }

  /// Runs `validate.sh` on a file; returns (passed, output).
  static func validate(_ url: URL) throws -> (Bool, String) {
    let result = try runProcess("bash", [validateScript, url.path])
    return (result.status == 0, result.stdoutString + result.stderrString)
  }

  /// The oracle script's points for files (ElementTree, or gpxpy).
  static func oraclePoints(_ files: [URL], gpxpy: Bool = false) throws -> [String: [[OraclePoint]]] {
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/FormatGPXTests/gpx_points.py").path
    let result = try runProcess("python3", [script] + (gpxpy ? ["--gpxpy"] : []) + files.map(\.path))
    guard result.status == 0 else { throw OracleError(message: result.stderrString) }
    var out: [String: [[OraclePoint]]] = [:]
    for line in result.stdoutString.split(separator: "\n") {
      let decoded = try JSONDecoder().decode(OracleFile.self, from: Data(line.utf8))
      out[decoded.file] = decoded.tracks
    }
    return out
  }

  struct OracleError: Error { var message: String }
  struct OracleFile: Decodable {
    var file: String
    var tracks: [[OraclePoint]]
  }
  struct OraclePoint: Decodable {
    var lat: Double
    var lon: Double
    var time: String?
    var hr: Double?
  }

  /// gpxpy is importable (or the corpus is required, in CI: the test then runs and fails loudly).
  static var pythonHasGPXPy: Bool {
    SharedCorpus.isRequired || (try? runProcess("python3", ["-c", "import gpxpy"]).status) == 0
  }
  /// xmllint is installed (or required, as above).
  static var hasXmllint: Bool {
    SharedCorpus.isRequired || (try? runProcess("xmllint", ["--version"]).status) == 0
  }
  static let toolSkipMessage = Comment(
    rawValue:
      "skipped: needs ../shared, xmllint and python3 gpxpy; Scripts/bootstrap --test installs them"
  )
}
