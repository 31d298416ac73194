import FormatFIT
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// Developer fields of records, laps, sessions and kept messages (issue 14): every corpus FIT file with
/// developer data converted FIT → FIT and FIT → NDJSON → FIT, input and output read by fitdecode and
/// garmin-fit-sdk (`Tests/Scripts/fit_developer_oracle.py`). Every developer value (by message, place
/// and field name) is equal — tolerance none: the writer writes the raw value read, in the field's own
/// base type, scale and offset — garmin-fit-sdk reads every output without an error, the message counts
/// by name equal the input's, and no developer field is reported lost. A difference is accepted only when
/// listed below with its reason (and, where it is a loss, the loss the conversion reported).
@Suite(.serialized) struct FITDeveloperFieldTests {
  /// A known difference (as in `FITSummaryOracleTests`): a file (or "*"), the start of the difference,
  /// why, and the loss the conversion must have reported for it (nil: not a loss).
  typealias Allowance = FITSummaryOracleTests.Allowance

  static let allowances: [Allowance] = [
    Allowance(
      file: "*", difference: "fitdecode count hrv",
      reason:
        "R-R intervals are written five to an hrv message (the profile's array size), however the device grouped them",
      loss: nil),
    Allowance(
      file: "*", difference: "fitdecode count record",
      reason: "records without a timestamp (pool swims) have no place on the model's time line",
      loss: "records without a timestamp"),
    Allowance(
      file: "*", difference: "fitdecode count record",
      reason: "records holding only a timestamp (pool swims) have nothing the model keeps",
      loss: "records without values"),
    Allowance(
      file: "gc-applewatch-app-pool-swim-2024-10-20.fit", difference: "fitdecode count record 3137 -> 3135",
      reason:
        "records sharing a second are regrouped (known, not fixed yet; also listed in FITSummaryOracleTests); its developer values are equal",
      loss: nil),
  ]

  /// Corpus FIT files with developer data (a developer value in any message; found by our decoder, and
  /// fitdecode must read developer values in each).
  static func filesWithDeveloperData() throws -> [URL] {
    try FITHeartRateMergeTests.corpusFiles { !$0.developerFields.isEmpty }
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func developerFieldsSurviveFITAndNDJSON() throws {
    let files = try Self.filesWithDeveloperData()
    #expect(files.count >= 11, "corpus files with developer data: \(files.map(\.lastPathComponent))")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-devfields-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var pairs: [[String: Any]] = []
    var reports: [String: ConversionReport] = [:]
    func convert(_ input: URL, _ output: URL, _ format: FormatID) throws -> ConversionReport {
      let settings = ConversionSettings(
        inputFormat: nil, outputFormat: format, options: FormatOptions(), overwrite: true)
      return try Converter.convert(input: InputSource(file: input), to: .file(output), settings: settings)
    }
    for url in files {
      let name = url.lastPathComponent
      let direct = folder.appendingPathComponent("direct-" + name)
      let ndjson = folder.appendingPathComponent(name + ".ndjson")
      let viaNDJSON = folder.appendingPathComponent("ndjson-" + name)
      _ = try convert(url, ndjson, .ndjson)
      // A file without an activity (Garmin's DeveloperData.fit: three records without a timestamp) is
      // written back message for message.
      let first = try convert(url, direct, .fit)
      let second = try convert(ndjson, viaNDJSON, .fit)
      // A file with a known difference reports what it cannot write (its allowance says why).
      let known = Self.allowances.contains { $0.file == name && $0.difference.isEmpty }
      for (label, report) in [("FIT → FIT", first), ("NDJSON → FIT", second)] where !known {
        let developerLosses = report.losses.filter { $0.kind.name.contains("developer") }
        #expect(
          developerLosses.isEmpty, "\(name) \(label): \(developerLosses.map { "\($0.count) \($0.kind)" })")
      }
      reports[name] = first
      pairs.append(["name": name, "input": url.path, "outputs": [direct.path]])
      pairs.append(["name": "ndjson " + name, "input": url.path, "outputs": [viaNDJSON.path]])
    }
    let input = folder.appendingPathComponent("pairs.json")
    try JSONSerialization.data(withJSONObject: pairs).write(to: input)
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/fit_developer_oracle.py").path
    let r = try runProcess("/bin/sh", ["-c", "python3 '\(script)' < '\(input.path)'"])
    try #require(r.status == 0, "fit_developer_oracle.py failed: \(r.stderrString.suffix(2000))")
    let parsed = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: [String: Any]])
    #expect(parsed.count == pairs.count)
    for (key, result) in parsed.sorted(by: { $0.key < $1.key }) {
      let file = key.hasPrefix("ndjson ") ? String(key.dropFirst("ndjson ".count)) : key
      #expect((result["sdk_errors"] as? [String] ?? []).isEmpty, "\(key): \(result["sdk_errors"] ?? "")")
      let counts = result["developer_values"] as? [Int] ?? []
      #expect(counts.first.map { $0 > 0 } ?? false, "\(key): fitdecode reads no developer value in the input")
      for difference in result["differences"] as? [String] ?? [] {
        let candidates = Self.allowances.filter {
          ($0.file == "*" || $0.file == file) && difference.hasPrefix($0.difference)
        }
        let explained = candidates.contains { allowance in
          guard let loss = allowance.loss else { return true }
          return reports[file]?.losses.contains { $0.kind.name.contains(loss) } ?? false
        }
        #expect(explained, "\(key): \(difference) (allowances: \(candidates.map(\.reason)))")
      }
    }
  }
}
