import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// Every corpus FIT, TCX, GPX and health export converted to TCX and to GPX, input and output read by
/// independent readers (`tcxgpx_oracle.py`: fitdecode, tcxreader + python-tcxparser, gpxpy,
/// ElementTree) and compared value by value with the tolerances the script states. A difference is
/// accepted only when the conversion reported a loss of that kind. Conversions run in parallel in
/// process; one Python process (a pool of up to 4 workers) reads each input once for both targets.
@Suite("TCX and GPX outputs against independent readers")
struct TCXGPXOracleTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static let inputs: [(URL, String)] = {
    var list: [(URL, String)] = []
    for (folder, ext, format) in [
      ("corpus/fit", "fit", "fit"), ("corpus/tcx", "tcx", "tcx"), ("corpus/gpx", "gpx", "gpx"),
      ("corpus/health", "xml", "health"), ("corpus/health", "zip", "health"),
    ] {
      list += SharedCorpus.files(in: folder, extension: ext).map { ($0, format) }
    }
    return list
  }()

  /// One input's entry of the oracle's manifest (nil when the converter refuses it for every target:
  /// no workouts, a damaged file), or the refusal.
  static func convert(_ url: URL, format: String, index: Int, in directory: URL) -> ([String: Any]?, [String])
  {
    var outputs: [[String: Any]] = []
    var refused: [String] = []
    for target in [FormatID.tcx, .gpx] {
      let output = directory.appendingPathComponent("\(index)-\(url.lastPathComponent).\(target.rawValue)")
      do {
        let report = try Converter.convert(
          input: InputSource(file: url), to: .file(output), settings: ConversionSettings(outputFormat: target)
        )
        var losses: [String: Int] = [:]
        for loss in report.losses {
          losses[loss.kind.name + " (" + loss.object + ")", default: 0] += loss.count
        }
        outputs.append(["output": output.path, "target": target.rawValue, "losses": losses])
      } catch {
        refused.append("\(url.lastPathComponent) → \(target.rawValue): \(error)")
      }
    }
    let entry: [String: Any]? =
      outputs.isEmpty ? nil : ["input": url.path, "format": format, "outputs": outputs]
    return (entry, refused)
  }

  @Test(
    "→ TCX and GPX: tcxreader, python-tcxparser and gpxpy open every output; laps and points agree", corpus)
  func toTCXAndGPX() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-oracle-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let clock = ContinuousClock()
    let started = clock.now
    let inputs = Self.inputs
    let results = Results(count: inputs.count)
    DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
      let (url, format) = inputs[index]
      results.set(index, Self.convert(url, format: format, index: index, in: directory))
    }
    let converted = clock.now
    let entries = results.all.compactMap(\.0)
    let refused = results.all.flatMap(\.1)
    let outputs = entries.reduce(0) { $0 + ($1["outputs"] as? [Any] ?? []).count }
    #expect(outputs >= 200, "\(outputs) outputs; refused: \(refused)")
    let manifest = directory.appendingPathComponent("manifest.json")
    try JSONSerialization.data(withJSONObject: entries).write(to: manifest)
    let result = try runProcess(
      "python3", [Self.here.appendingPathComponent("tcxgpx_oracle.py").path, manifest.path])
    try #require(result.status == 0, "tcxgpx_oracle.py failed: \(result.stderrString.suffix(3000))")
    print(
      "oracle: \(outputs) outputs converted in \(converted - started), compared in \(clock.now - converted)")
    let json = try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
    let cases = json?["cases"] as? [[String: Any]] ?? []
    #expect(cases.count == outputs)
    var totals: [String: Int] = [:]
    for c in cases {
      let name = URL(fileURLWithPath: c["input"] as? String ?? "").lastPathComponent
      let target = c["target"] as? String ?? "?"
      let problems = c["problems"] as? [String] ?? []
      #expect(problems.isEmpty, "\(name) → \(target): \(problems)")
      for (key, value) in c["checked"] as? [String: Any] ?? [:] {
        if let n = value as? Int { totals[target + " " + key, default: 0] += n }
      }
    }
    // The comparison must have had something to compare.
    for key in ["tcx points", "gpx points", "tcx tcxparser times"] {
      #expect((totals[key] ?? 0) > 10_000, "\(key): \(totals)")
    }
    for key in ["tcx laps", "tcx lap timer", "tcx lap distance", "tcx point hr"] {
      #expect((totals[key] ?? 0) > 500, "\(key): \(totals)")
    }
  }
}

/// Conversion results written from several threads.
final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [([String: Any]?, [String])]
  init(count: Int) { values = Array(repeating: (nil, []), count: count) }
  func set(_ index: Int, _ value: ([String: Any]?, [String])) {
    lock.lock()
    values[index] = value
    lock.unlock()
  }
  var all: [([String: Any]?, [String])] {
    lock.lock()
    defer { lock.unlock() }
    return values
  }
}

/// The trait that runs a test only with `../shared` present (or required).
let corpus: ConditionTrait = .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment)
