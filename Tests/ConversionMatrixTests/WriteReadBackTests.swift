import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// What wkconv writes, wkconv reads: every corpus input (`fit/ tcx/ gpx/ health/`, and the `bad/` files a
/// reader gets something from), every fuzz seed that is not a corpus file (`Samples/`), and the edge
/// inputs below (text XML cannot hold, ends before starts, values that overflow), converted in process to
/// every format wkconv also reads (NDJSON, FIT, GPX, TCX, Apple Health export), and every output read back
/// with wkconv's own reader. A conversion may refuse with a clear error (a FIT activity without a workout,
/// a date FIT cannot hold); what it writes must read without error.
///
/// Inputs above `WriteReadBack.sizeCap` are TCX/GPX/export.xml sampled down (`MatrixCorpus.sample`, named
/// "(sampled)") so the suite stays near two minutes in a debug build on 2 idle cores; FIT files (binary,
/// at most about 1 MB) are converted whole, and so are the other ecosystems' exports
/// (`corpus/ecosystems/`: Fitbit, Google Fit, Huawei, Health Connect, Polar).
@Suite struct WriteReadBackTests {
  @Test(
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment), arguments: WriteReadBack.corpusSources)
  func corpusOutputsReadBack(_ source: MatrixSource) throws {
    let failures = try WriteReadBack.failures(of: source)
    #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
  }

  /// The project's fuzz seeds beyond the corpus (`Samples/`, the golden inputs, fuzz regression
  /// fixtures) and the edge inputs (no `../shared` needed).
  @Test(arguments: WriteReadBack.edgeSources)
  func edgeOutputsReadBack(_ source: MatrixSource) throws {
    let failures = try WriteReadBack.failures(of: source)
    #expect(failures.isEmpty, Comment(rawValue: failures.joined(separator: "\n")))
  }

  /// The corpus part really covers the corpus: every folder, and what was skipped is said.
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func corpusIsCovered() {
    let sources = WriteReadBack.corpusSources
    #expect(
      Set(sources.map(\.format))
        == Set([.fit, .tcx, .gpx, .health] + WriteReadBack.ecosystemInputs.map { $0.1 }))
    #expect(WriteReadBack.skipped.isEmpty, "\(WriteReadBack.skipped)")
    #expect(sources.contains { $0.url.path.contains("/bad/") })
    #expect(sources.count + WriteReadBack.skipped.count >= 120, "\(sources.count) sources")
    if !WriteReadBack.skipped.isEmpty {
      print(
        "WriteReadBackTests: skipped (over \(WriteReadBack.sizeCap) bytes, not sampleable): "
          + WriteReadBack.skipped.joined(separator: ", "))
    }
  }
}

enum WriteReadBack {
  static let sizeCap = 300_000
  static let targets: [FormatID] = [.ndjson, .fit, .gpx, .tcx, .health]

  /// The corpus sources, and the files that were neither used nor sampled (over `sizeCap`, binary).
  static let selection: (sources: [MatrixSource], skipped: [String]) = {
    var result: [MatrixSource] = []
    var skipped: [String] = []
    let folders: [(String, [(String, FormatID)])] = [
      ("fit", [("fit", .fit)]), ("tcx", [("tcx", .tcx)]), ("gpx", [("gpx", .gpx)]),
      ("health", [("xml", .health), ("zip", .health)]),
      ("bad", [("fit", .fit), ("xml", .health), ("gpx", .gpx), ("tcx", .tcx)]),
    ]
    for (folder, kinds) in folders {
      for (ext, format) in kinds {
        for url in SharedCorpus.files(in: "corpus/" + folder, extension: ext) {
          let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
          // FIT files are binary (not sampleable) and at most about 1 MB: each is converted whole.
          if size <= sizeCap || ext == "fit" {
            result.append(MatrixSource(url: url, format: format, features: [], size: size))
          } else if ext != "zip", let sampled = MatrixCorpus.sample(url) {
            result.append(MatrixSource(url: sampled, format: format, features: [], size: size, sampled: true))
          } else {
            // What the sampler cannot cut (a zip, text without repeated elements): converted whole.
            result.append(MatrixSource(url: url, format: format, features: [], size: size))
          }
        }
      }
    }
    // Other ecosystems' account exports: folders, a database, JSON and a zip, each read by its format.
    for (path, format) in ecosystemInputs {
      let url = SharedCorpus.url("corpus/ecosystems/" + path)
      if FileManager.default.fileExists(atPath: url.path) {
        result.append(MatrixSource(url: url, format: format, features: [], size: 0))
      } else {
        skipped.append("ecosystems/" + path + " (missing)")
      }
    }
    return (result, skipped)
  }()

  static let ecosystemInputs: [(String, FormatID)] = [
    ("fitbit/user-site-export", "fitbit"), ("fitbit/fitout", "fitbit"), ("google-fit/Takeout", "googlefit"),
    ("huawei/HiTrack_1551732120000155173259000030001", "huawei"),
    ("health-connect/aosp-cts/healthconnect_staged.db", "health-connect"),
    ("polar/fixtures/running-recent.json", "polar"), ("polar/fixtures/indoor-tiny.json", "polar"),
    ("polar/sample-polar-export.zip", "polar"),
  ]

  static var corpusSources: [MatrixSource] { selection.sources }
  static var skipped: [String] { selection.skipped }

  /// `Samples/` (the NDJSON fuzz seeds, the sample ride and export), the golden inputs, the fuzz
  /// regression fixtures that are inputs, and the edge inputs.
  static let edgeSources: [MatrixSource] = {
    var result = MatrixCorpus.fixtureSources
    result.append(
      MatrixSource(
        url: TestPaths.samples.appendingPathComponent("export.zip"), format: .health, features: [], size: 0))
    // Fuzz findings kept as regression fixtures (the zip reader's: read as an export).
    let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/ZipStreamingTests/Fixtures")
    for name in ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).sorted()
    where name.hasSuffix(".zip") {
      result.append(
        MatrixSource(url: fixtures.appendingPathComponent(name), format: .health, features: [], size: 0))
    }
    for (name, format, data) in EdgeInputs.all() {
      let url = MatrixCorpus.sampleFolder.appendingPathComponent(name)
      try? FileManager.default.createDirectory(
        at: MatrixCorpus.sampleFolder, withIntermediateDirectories: true)
      guard (try? data.write(to: url, options: .atomic)) != nil else { continue }
      result.append(MatrixSource(url: url, format: format, features: [], size: data.count))
    }
    return result
  }()

  /// The failures of one source: outputs that do not read back (an input no reader takes has none).
  static func failures(of source: MatrixSource) throws -> [String] {
    let items: [HealthItem]
    do {
      items = try Pipeline.read([source.url], format: source.format)
    } catch is ConversionError {
      return []  // an input wkconv refuses (bad/) has no outputs
    }
    let workouts = items.filter { $0.kind == .workout }.count
    var failures: [String] = []
    for target in targets {
      let scratch = try Scratch()
      let split = workouts > 1 && Converter.splitsPerWorkout(FormatRegistry.format(id: target)!.descriptor)
      let outputs: [URL]
      do {
        outputs = try Pipeline.convert(
          [source.url], from: source.format, to: target, into: try scratch.folder("out"), split: split
        ).1
      } catch let error as ConversionError {
        // A refusal is allowed when it is clear and leaves nothing behind.
        let left = (try? FileManager.default.contentsOfDirectory(atPath: scratch.url.path + "/out")) ?? []
        if !left.isEmpty {
          failures.append("→ \(target.rawValue): refused (\(error.message)) but left \(left)")
        }
        continue
      }
      for output in outputs {
        do {
          _ = try Pipeline.read([output], format: Pipeline.format(of: output))
        } catch {
          failures.append(
            "\(source.testDescription) → \(target.rawValue): \(output.lastPathComponent) does not read back: \(error)"
          )
        }
      }
    }
    return failures
  }
}

/// Inputs holding what the model cannot hold as given, made here (no file is committed).
enum EdgeInputs {
  static func all() -> [(String, FormatID, Data)] {
    var result: [(String, FormatID, Data)] = [
      ("edge-text.ndjson", .ndjson, Data(illegalTextNDJSON().utf8)),
      ("edge-end-before-start.xml", .health, Data(endBeforeStartExport.utf8)),
      ("edge-huge-values.ndjson", .ndjson, Data(hugeValuesNDJSON().utf8)),
      ("edge-1970.ndjson", .ndjson, Data(shiftedNDJSON(to: "1970-01-01").utf8)),
      ("edge-2130.ndjson", .ndjson, Data(shiftedNDJSON(to: "2130-06-01").utf8)),
    ]
    if let fit = try? illegalTextFIT() { result.append(("edge-text.fit", .fit, fit)) }
    return result
  }

  /// Text XML cannot hold: C0 controls, U+FFFE, U+FFFF, U+FDD0 and U+1FFFE (JSON escapes of each).
  static let badText: String = {
    // Written as scalars: Swift's string literals refuse some of them.
    let scalars: [UInt32] = [
      0x61, 0x01, 0x62, 0xFFFE, 0x63, 0xFFFF, 0x64, 0xFDD0, 0x65, 0x1FFFE, 0x66, 0x1B, 0x5B,
    ]
    return String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
  }()

  static func sampleLines() -> [[String: Any]] {
    let text =
      (try? String(
        contentsOf: TestPaths.samples.appendingPathComponent("morning-run.ndjson"), encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
  }

  static func lines(_ objects: [[String: Any]]) -> String {
    objects.compactMap {
      (try? JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys])).map {
        String(decoding: $0, as: UTF8.self)
      }
    }.joined(separator: "\n") + "\n"
  }

  static func illegalTextNDJSON() -> String {
    var objects = sampleLines()
    for i in objects.indices where objects[i]["kind"] as? String == "workout" {
      var metadata = objects[i]["metadata"] as? [Any] ?? []
      metadata.append(["Note" + badText, badText])
      objects[i]["metadata"] = metadata
      var device = objects[i]["device"] as? [String: Any] ?? [:]
      device["name"] = "Watch" + badText
      objects[i]["device"] = device
    }
    objects.append([
      "kind": "category", "type": "HKCategoryTypeIdentifierMindfulSession" + badText,
      "start": "2025-06-14T08:00:00Z", "end": "2025-06-14T08:10:00Z", "source": ["name": badText],
      "uuid": "0E4F7F52-6B2F-4F0B-9A3D-6E1C0F1D2E3A",
    ])
    return lines(objects)
  }

  /// An export whose Record, Workout and workout statistics end before they start (a clock set back).
  static let endBeforeStartExport = """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="en_US">
     <ExportDate value="2024-01-02 10:00:00 +0000"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" creationDate="2024-01-01 10:00:00 +0000" startDate="2024-01-01 10:00:00 +0000" endDate="2024-01-01 09:59:00 +0000" value="12"/>
     <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" creationDate="2024-01-01 10:00:00 +0000" startDate="2024-01-01 08:00:00 +0000" endDate="2024-01-01 07:00:00 +0000" value="HKCategoryValueSleepAnalysisInBed"/>
     <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="-5" durationUnit="min" sourceName="Watch" creationDate="2024-01-01 12:00:00 +0000" startDate="2024-01-01 11:00:00 +0000" endDate="2024-01-01 10:55:00 +0000">
      <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" startDate="2024-01-01 11:00:00 +0000" endDate="2024-01-01 10:55:00 +0000" sum="1.5" unit="km"/>
     </Workout>
    </HealthData>

    """

  /// Distances (series entries, statistics) and speeds of 1e308: their sums overflow to infinity in every writer that adds them up.
  static func hugeValuesNDJSON() -> String {
    var objects = sampleLines()
    for i in objects.indices where objects[i]["kind"] as? String == "workout" {
      var events = objects[i]["events"] as? [[String: Any]] ?? []
      for e in events.indices {
        var statistics = events[e]["statistics"] as? [[String: Any]] ?? []
        for s in statistics.indices { statistics[s]["sum"] = 1e308 }
        if !statistics.isEmpty { events[e]["statistics"] = statistics }
      }
      objects[i]["events"] = events
      var routes = objects[i]["routes"] as? [[String: Any]] ?? []
      for r in routes.indices {
        var locations = routes[r]["locations"] as? [[Any]] ?? []
        for l in locations.indices where locations[l].count > 6 { locations[l][6] = 1e308 }
        routes[r]["locations"] = locations
      }
      objects[i]["routes"] = routes
      var samples = objects[i]["samples"] as? [[String: Any]] ?? []
      for k in samples.indices where (samples[k]["type"] as? String)?.contains("Distance") == true {
        var series = samples[k]["series"] as? [[Any]] ?? []
        for e in series.indices where !series[e].isEmpty { series[e][0] = 1e308 }
        samples[k]["series"] = series
        samples[k]["value"] = 1e308
      }
      objects[i]["samples"] = samples
    }
    return lines(objects)
  }

  /// The sample with every date moved to `day` (same times of day): FIT cannot hold 1970 or 2130.
  static func shiftedNDJSON(to day: String) -> String {
    let text =
      (try? String(
        contentsOf: TestPaths.samples.appendingPathComponent("morning-run.ndjson"), encoding: .utf8)) ?? ""
    return text.replacingOccurrences(of: "2025-06-14", with: day)
  }

  /// A FIT file whose strings hold text XML cannot hold, written from the model past the readers (which
  /// would replace it): as a device with such a name would write it.
  static func illegalTextFIT() throws -> Data {
    let items = try Pipeline.read(
      [TestPaths.samples.appendingPathComponent("ride.fit")], format: .fit)
    let url = MatrixCorpus.sampleFolder.appendingPathComponent("edge-text-\(UUID().uuidString).fit")
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.createDirectory(at: MatrixCorpus.sampleFolder, withIntermediateDirectories: true)
    let sink = try BufferedFileSink(creating: url)
    let context = ConversionContext(inputName: "edge-text.fit")
    guard
      let writer = try FormatRegistry.format(id: .fit)?.makeWriter(
        to: sink, options: FormatOptions(), context: context)
    else { throw ConversionError(.internal, "no FIT writer") }
    for item in items {
      guard case .workout(var w) = item else { continue }
      var device = w.header.device ?? Device()
      device.name = "Edge" + badText
      device.softwareVersion = badText
      w.header.device = device
      w.header.metadata.append("FIT.session.sport_name" + badText, .string(badText))
      try writer.receive(.workout(w))
    }
    try writer.finish()
    try sink.close()
    return try Data(contentsOf: url)
  }
}
