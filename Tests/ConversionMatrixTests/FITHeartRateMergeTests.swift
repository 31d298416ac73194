import FormatFIT
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// Heart rate from `hr` messages (HRM-Swim/Tri/Pro) merged onto the records (issue 14), checked value by
/// value against Garmin's rule as garmin-fit-sdk applies it (`Decoder.read(merge_heart_rates=True)`,
/// `Tests/Scripts/fit_hr_merge.py`) on every corpus FIT file with `hr` messages: the model's heart-rate
/// entries and the FIT → FIT output's record heart rates (fitdecode) equal, at each record time, the
/// record's own heart_rate where it has one, else the SDK's merged value. Tolerance: none (both are whole
/// bpm, the SDK's mean rounded half up as ours). FIT → FIT keeps the `hr` messages too (fitdecode counts
/// them) and reports nothing about them lost.
@Suite struct FITHeartRateMergeTests {
  /// Corpus FIT files holding `hr` messages (found by our decoder).
  static func filesWithHRMessages() throws -> [URL] {
    try corpusFiles { $0.globalNumber == FITMessageNumber.hr }
  }

  /// Corpus FIT files with a message that `matches` (decoded by our decoder).
  static func corpusFiles(with matches: (FITMessage) -> Bool) throws -> [URL] {
    try SharedCorpus.files(in: "corpus/fit", extension: "fit").filter { url in
      var found = false
      _ = FITDecoder().decode(try Data(contentsOf: url)) { m in
        if matches(m) { found = true }
      }
      return found
    }
  }

  /// Values by whole-second time, sorted (records may share a time).
  static func byTime(_ pairs: [(Double, Double)]) -> [Int64: [Double]] {
    var out: [Int64: [Double]] = [:]
    for (t, v) in pairs { out[Int64(t.rounded()), default: []].append(v) }
    return out.mapValues { $0.sorted() }
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func mergedHeartRatesEqualGarminSDK() throws {
    let files = try Self.filesWithHRMessages()
    #expect(files.count >= 4, "corpus files with hr messages: \(files.map(\.lastPathComponent))")
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-hr-merge-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var pairs: [[String: Any]] = []
    var models: [String: [(Double, Double)]] = [:]
    for url in files {
      let name = url.lastPathComponent
      let out = folder.appendingPathComponent(name)
      let settings = ConversionSettings(
        inputFormat: nil, outputFormat: .fit, options: FormatOptions(), overwrite: true)
      let report = try Converter.convert(input: InputSource(file: url), to: .file(out), settings: settings)
      let hrLosses = report.losses.filter { $0.kind.name.contains("hr") || $0.kind == .recordsWithoutValues }
      #expect(hrLosses.isEmpty, "\(name): \(hrLosses.map { "\($0.count) \($0.kind)" })")
      let outputs = report.outputs.filter { $0.hasSuffix(".fit") }.sorted()
      #expect(!outputs.isEmpty, "\(name): no FIT output")
      pairs.append(["name": name, "input": url.path, "outputs": outputs])
      // The model as the reader makes it.
      let context = ConversionContext()
      let sink = DatasetSink()
      try FITReader().read(InputSource(file: url), into: sink, context: context)
      var entries: [(Double, Double)] = []
      for w in sink.dataset.workouts {
        for case .quantity(let q) in w.samples where q.type == WorkoutSeriesType.heartRate {
          entries += q.entries.map { ($0.start.timeIntervalSince1970, $0.value) }
        }
      }
      models[name] = entries
    }
    let input = folder.appendingPathComponent("pairs.json")
    try JSONSerialization.data(withJSONObject: pairs).write(to: input)
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/fit_hr_merge.py").path
    let r = try runProcess("/bin/sh", ["-c", "python3 '\(script)' < '\(input.path)'"])
    try #require(r.status == 0, "fit_hr_merge.py failed: \(r.stderrString.suffix(2000))")
    let parsed = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: [String: Any]])
    for (name, result) in parsed.sorted(by: { $0.key < $1.key }) {
      func pairs(_ key: String) -> [(Double, Double)] {
        (result[key] as? [[Double]] ?? []).map { ($0[0], $0[1]) }
      }
      let expected = Self.byTime(pairs("expected"))
      #expect(!expected.isEmpty, "\(name): no heart rate expected")
      #expect((result["sdk_errors"] as? [String] ?? []).isEmpty, "\(name): \(result["sdk_errors"] ?? "")")
      let model = Self.byTime(models[name] ?? [])
      let modelDiffs =
        expected.filter { model[$0.key] != $0.value }.count + model.keys.filter { expected[$0] == nil }.count
      #expect(
        modelDiffs == 0,
        "\(name): \(modelDiffs) record times whose model heart rates differ from the SDK's merge (of \(expected.count))"
      )
      let output = Self.byTime(pairs("output"))
      let outputDiffs =
        expected.filter { output[$0.key] != $0.value }.count
        + output.keys.filter { expected[$0] == nil }.count
      #expect(
        outputDiffs == 0,
        "\(name): \(outputDiffs) record times whose FIT → FIT heart rates differ (of \(expected.count))")
      let counts = result["hr_messages"] as? [Int] ?? []
      #expect(
        counts.count == 2 && counts[0] > 0 && counts[0] == counts[1], "\(name): hr messages in/out \(counts)")
    }
  }

  /// Issue 14: for a target that cannot carry `hr` messages, the loss names what only they hold — the
  /// beat-by-beat heart rates and times (the records carry one heart rate each) — not whole records; NDJSON
  /// and FIT keep them and report nothing about them.
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func hrMessagesLoseOnlyTheirBeats() throws {
    let url = SharedCorpus.url("corpus/fit/gc-fr920xt-pool-swim-hrm.fit")
    let folder = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: folder) }
    var hrMessages = 0
    _ = FITDecoder().decode(try Data(contentsOf: url)) { m in
      if m.globalNumber == FITMessageNumber.hr { hrMessages += 1 }
    }
    for (format, lost) in [(FormatID.gpx, true), (.tcx, true), (.csv, true), (.ndjson, false), (.fit, false)]
    {
      let out = folder.appendingPathComponent("out.\(format.rawValue)")
      let settings = ConversionSettings(
        inputFormat: nil, outputFormat: format, options: FormatOptions(), overwrite: true)
      let report = try Converter.convert(input: InputSource(file: url), to: .file(out), settings: settings)
      let hr = report.losses.filter { $0.kind.name.hasPrefix("opaque:hr") }
      #expect(!hr.contains { $0.kind == "opaque:hr" }, "\(format): hr messages reported lost whole")
      let beats = hr.filter { $0.kind == "opaque:hr beat-by-beat heart rates and times" }
      #expect(
        beats.reduce(0) { $0 + $1.count } == (lost ? hrMessages : 0),
        "\(format): \(hr.map { "\($0.count) \($0.kind): \($0.reason)" }) (hr messages: \(hrMessages))")
    }
  }
}
