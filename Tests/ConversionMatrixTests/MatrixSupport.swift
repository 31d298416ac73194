import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

// MARK: - Tolerances

/// The matrix's one tolerance table: how far a value may move through a format and still count as
/// "survived". Each entry is the format's stated resolution; a round trip A → B → A uses the larger of
/// A's and B's. Anything beyond it must be explained by a reported loss.
///
/// | format | times | coordinates (°) | altitude (m) | heart rate, cadence, power | speed (m/s) | distance increment (m) | temperature (°C) | energy (kcal) |
/// |---|---|---|---|---|---|---|---|---|
/// | ndjson | exact (1 µs) | exact | exact | exact | exact | exact | exact | exact |
/// | fit | 1 s (timestamps are whole seconds) | 1e-7 (semicircles: 180/2³¹ ≈ 8.4e-8) | 0.2 (enhanced_altitude scale 5) | 1 (uint8/uint16 integers) | 0.001 (scale 1000) | 0.02 (running total, scale 100) | 1 (sint8) | 1 (uint16 kcal) |
/// | tcx | 1 µs (0/3/6 fractional digits) | exact (shortest text) | exact | 0.5 (rounded to integers, TCXRounding) | exact | 1e-6 (running total in text) | — | 0.5 (integer Calories) |
/// | gpx | 1 ms | 1e-8 (9 decimals) | 1e-6 | exact (decimals are a reported loss) | 1e-6 | — | 1e-6 | — |
/// | health | 1 s (export dates are whole seconds) | 6e-7 (route GPX: 6 decimals) | 1e-6 (6 decimals) | 1e-6 | 1e-6 | 1e-6 | 1e-6 | 1e-6 |
///
/// Relative error of 1e-9 is always allowed on top (unit conversion through doubles).
enum Tolerance {
  static func time(_ format: FormatID) -> Double {
    switch format {
    case .fit, .health: return 1.0
    case .gpx: return 0.001
    case .tcx: return 1e-6
    default: return 1e-6
    }
  }

  static func coordinate(_ format: FormatID) -> Double {
    switch format {
    case .fit: return 1e-7
    case .health: return 6e-7
    case .gpx: return 1e-8
    default: return 1e-9
    }
  }

  static func altitude(_ format: FormatID) -> Double {
    switch format {
    case .fit: return 0.2
    case .health, .gpx: return 1e-6
    default: return 1e-9
    }
  }

  /// Per series entry, in the capability's comparison unit (`SeriesKey.unit`).
  static func series(_ capability: Capability, _ format: FormatID) -> Double {
    switch (format, capability) {
    case (.fit, .heartRate), (.fit, .cadence), (.fit, .power), (.fit, .temperature), (.fit, .energy): return 1
    case (.fit, .speed): return 0.001
    case (.fit, .distance): return 0.02
    case (.fit, .altitude): return 0.2
    case (.fit, _): return 0.01
    case (.tcx, .heartRate), (.tcx, .cadence), (.tcx, .power), (.tcx, .energy): return 0.5
    case (.ndjson, _): return 1e-9
    default: return 1e-6
    }
  }

  /// The larger tolerance of several formats.
  static func widest(_ formats: [FormatID], _ metric: (FormatID) -> Double) -> Double {
    formats.map(metric).max() ?? 0
  }
}

// MARK: - Corpus selection

/// One source file of the matrix.
struct MatrixSource: CustomTestStringConvertible, Sendable {
  var url: URL
  var format: FormatID
  /// Feature tags from MANIFEST.tsv (empty for project samples).
  var features: Set<String>
  var size: Int
  /// A sampled-down copy of a large corpus file.
  var sampled = false
  var testDescription: String { "\(format.rawValue):\(url.lastPathComponent)\(sampled ? " (sampled)" : "")" }
}

/// Which corpus files the matrix converts, and why (the whole matrix must stay near 2 minutes in a
/// debug build on 2 cores).
///
/// Every file of `fit/ tcx/ gpx/ health/` (not `bad/`, which has its own tests) up to `sizeCap` bytes
/// is used as is. Larger TCX, GPX and export.xml files are sampled down into a temporary folder: every
/// k-th Trackpoint / trkpt (and the first of each Track / trkseg) up to `sampledPoints` points, and at
/// most `sampledRecordsPerType` top-level Records per type (workouts, correlations and everything else
/// kept whole); their descriptions say "(sampled)". Larger FIT files (binary, not sampled) are used only
/// when they carry a MANIFEST feature tag that no smaller FIT file has, up to `largeCap` bytes and
/// `largePerFormat` files. NDJSON sources are the project's `Samples/*.ndjson` and the model's kitchen
/// sink (one of everything), written to a temporary folder.
enum MatrixCorpus {
  static let sizeCap = 100_000
  static let largeCap = 700_000
  static let largePerFormat = 2
  static let sampledPoints = 200
  static let sampledRecordsPerType = 15
  /// Files are written atomically (same content every run), so concurrent test runs can share them.
  static let sampleFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "wkconv-matrix-sources")

  static let folders: [(String, FormatID)] = [
    ("fit", .fit), ("tcx", .tcx), ("gpx", .gpx), ("health", .health),
  ]

  /// Feature tags that say nothing about content (used to pick large files).
  static let ignoredTags: Set<String> = ["type-activity", "msg-activity", "msg-device_info", "extensions"]

  static func manifest() -> [(path: String, features: Set<String>, size: Int)] {
    let url = SharedCorpus.url("corpus/MANIFEST.tsv")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst().compactMap { line in
      let cols = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard cols.count > 8 else { return nil }
      let tags = Set(
        cols[7].split(separator: ",").map { String($0).hasPrefix("records=") ? "records" : String($0) })
      return (cols[0], tags, Int(cols[8]) ?? 0)
    }
  }

  /// The selected corpus files, small ones first.
  static let corpusSources: [MatrixSource] = {
    let rows = manifest()
    var result: [MatrixSource] = []
    for (folder, format) in folders {
      let candidates = rows.filter { $0.path.hasPrefix(folder + "/") }.sorted { $0.size < $1.size }
      var covered: Set<String> = []
      var large = 0
      for row in candidates {
        let url = SharedCorpus.url("corpus/" + row.path)
        if row.size <= sizeCap {
          covered.formUnion(row.features)
          result.append(MatrixSource(url: url, format: format, features: row.features, size: row.size))
        } else if format != .fit, let sampled = sample(url) {
          covered.formUnion(row.features)
          result.append(
            MatrixSource(url: sampled, format: format, features: row.features, size: row.size, sampled: true))
        } else if row.size <= largeCap, large < largePerFormat,
          !row.features.subtracting(covered).subtracting(ignoredTags).isEmpty
        {
          large += 1
          covered.formUnion(row.features)
          result.append(MatrixSource(url: url, format: format, features: row.features, size: row.size))
        }
      }
    }
    return result
  }()

  /// A sampled copy of a large TCX, GPX or export.xml (nil when the file has no sampleable structure).
  static func sample(_ url: URL) -> URL? {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    let sampled: String?
    switch url.pathExtension.lowercased() {
    case "tcx":
      sampled = samplePoints(text, open: "<Trackpoint>", close: "</Trackpoint>", container: "<Track>")
    case "gpx": sampled = samplePoints(text, open: "<trkpt ", close: "</trkpt>", container: "<trkseg>")
    case "xml": sampled = sampleRecords(text)
    default: sampled = nil
    }
    guard let sampled else { return nil }
    try? FileManager.default.createDirectory(at: sampleFolder, withIntermediateDirectories: true)
    let out = sampleFolder.appendingPathComponent(url.lastPathComponent)
    guard (try? Data(sampled.utf8).write(to: out, options: .atomic)) != nil else { return nil }
    return out
  }

  /// Keeps every k-th point (and the first of each container) so that at most about `sampledPoints` remain.
  static func samplePoints(_ text: String, open: String, close: String, container: String) -> String? {
    var ranges: [Range<String.Index>] = []
    var search = text.startIndex..<text.endIndex
    while let o = text.range(of: open, range: search),
      let c = text.range(of: close, range: o.upperBound..<text.endIndex)
    {
      ranges.append(o.lowerBound..<c.upperBound)
      search = c.upperBound..<text.endIndex
    }
    guard ranges.count > sampledPoints else { return ranges.isEmpty ? nil : text }
    let k = (ranges.count + sampledPoints - 1) / sampledPoints
    var out = ""
    var cursor = text.startIndex
    for (index, range) in ranges.enumerated() {
      let between = text[cursor..<range.lowerBound]
      out += between
      if index % k == 0 || between.contains(container) { out += text[range] }
      cursor = range.upperBound
    }
    out += text[cursor...]
    return out
  }

  /// Keeps at most `sampledRecordsPerType` top-level Records of each type; everything else whole.
  static func sampleRecords(_ text: String) -> String? {
    var out: [Substring] = []
    var perType: [Substring: Int] = [:]
    var skipping = false
    var inRecord = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if inRecord {
        if !skipping { out.append(line) }
        if line.hasPrefix(" </Record>") { inRecord = false }
        continue
      }
      if line.hasPrefix(" <Record "), let t = line.range(of: "type=\"") {
        let type = line[t.upperBound...].prefix { $0 != "\"" }
        perType[type, default: 0] += 1
        skipping = perType[type]! > sampledRecordsPerType
        inRecord = !line.hasSuffix("/>")
        if !skipping { out.append(line) }
        continue
      }
      out.append(line)
    }
    return perType.isEmpty ? nil : out.joined(separator: "\n")
  }

  /// NDJSON sources: `Samples/*.ndjson` and the kitchen sink.
  static let ndjsonSources: [MatrixSource] = {
    var result: [MatrixSource] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.samples.path)) ?? []
    for name in names.sorted() where name.hasSuffix(".ndjson") {
      let url = TestPaths.samples.appendingPathComponent(name)
      result.append(MatrixSource(url: url, format: .ndjson, features: [], size: 0))
    }
    let folder = sampleFolder
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("kitchen-sink.ndjson")
    if let items = try? ModelFixtures.kitchenSink(), let text = try? NDJSONWriter.text(of: items) {
      try? Data(text.utf8).write(to: url, options: .atomic)
      result.append(MatrixSource(url: url, format: .ndjson, features: [], size: text.utf8.count))
    }
    return result
  }()

  /// The fixtures of `Samples/` and `Tests/` (no `../shared` needed): the NDJSON sources, the sample
  /// ride and the golden inputs.
  static let fixtureSources: [MatrixSource] = {
    let golden = TestPaths.packageRoot.appendingPathComponent("Tests/GoldenTests/Inputs")
    return ndjsonSources + [
      MatrixSource(
        url: TestPaths.samples.appendingPathComponent("ride.fit"), format: .fit, features: [], size: 0),
      MatrixSource(url: golden.appendingPathComponent("track.gpx"), format: .gpx, features: [], size: 0),
      MatrixSource(url: golden.appendingPathComponent("activity.tcx"), format: .tcx, features: [], size: 0),
      MatrixSource(url: golden.appendingPathComponent("export.xml"), format: .health, features: [], size: 0),
    ]
  }()

  /// Every target format (CSV is one-way).
  static let targets: [FormatID] = [.fit, .tcx, .gpx, .health, .ndjson, .csv]
}

// MARK: - Running conversions in process

/// A temporary folder removed at the end of a test.
final class Scratch {
  let url: URL
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-matrix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  func folder(_ name: String) throws -> URL {
    let folder = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
  deinit { try? FileManager.default.removeItem(at: url) }
}

enum Pipeline {
  /// Options a conversion from `source` to `target` uses (a health export is assembled per workout for
  /// one-workout targets, as the converter does).
  static func options(from source: FormatID, to target: FormatID) -> FormatOptions {
    guard source == .health, let format = FormatRegistry.format(id: target),
      Converter.splitsPerWorkout(format.descriptor)
    else { return FormatOptions() }
    return FormatOptions(values: ["health.assemble": "true"])
  }

  /// Reads files (in order) into one item list.
  static func read(_ urls: [URL], format: FormatID?, options: FormatOptions = FormatOptions()) throws
    -> [HealthItem]
  {
    var items: [HealthItem] = []
    for url in urls {
      let (dataset, _) = try Converter.readAll(InputSource(file: url), format: format, options: options)
      items += dataset.items
    }
    return items
  }

  /// Converts files into `directory` (one file per workout for one-workout targets, as `--out-dir`).
  /// Returns the merged report and the files written.
  static func convert(
    _ urls: [URL], from source: FormatID?, to target: FormatID, into directory: URL, split: Bool
  )
    throws -> (ConversionReport, [URL])
  {
    var merged = ConversionReport()
    for url in urls {
      let settings = ConversionSettings(
        inputFormat: source, outputFormat: target,
        options: options(
          from: source ?? FormatRegistry.format(forPath: url.path)?.descriptor.id ?? .ndjson, to: target),
        overwrite: true)
      let ext = FormatRegistry.format(id: target)?.descriptor.fileExtensions.first ?? target.rawValue
      let destination: OutputDestination =
        split
        ? .directory(directory)
        : .file(directory.appendingPathComponent(url.deletingPathExtension().lastPathComponent + "." + ext))
      let report = try Converter.convert(input: InputSource(file: url), to: destination, settings: settings)
      merged.merge(report)
    }
    return (merged, merged.outputs.map { URL(fileURLWithPath: $0) })
  }

  /// The format of a file the converter wrote (the leftover files of one-workout targets are NDJSON).
  static func format(of url: URL) -> FormatID? {
    FormatRegistry.format(forPath: url.path)?.descriptor.id
  }
}

// MARK: - Accounting

enum Accounting {
  /// Items by kind.
  static func count(_ items: [HealthItem]) -> [String: Int] {
    var counts: [String: Int] = [:]
    for item in items { counts[item.kind.rawValue, default: 0] += 1 }
    return counts
  }

  /// Problems with a report's accounting: read must equal written + dropped per kind, and read must equal
  /// the items an independent read of the same input gives.
  static func problems(_ report: ConversionReport, expectedRead: [String: Int]) -> [String] {
    var problems: [String] = []
    let kinds = Set(report.itemsRead.keys).union(report.itemsWritten.keys).union(report.itemsDropped.keys)
      .union(expectedRead.keys)
    for kind in kinds.sorted() {
      let read = report.itemsRead[kind, default: 0]
      let written = report.itemsWritten[kind, default: 0]
      let dropped = report.itemsDropped[kind, default: 0]
      if read != written + dropped {
        problems.append("\(kind): read \(read) ≠ written \(written) + dropped \(dropped)")
      }
      if read != expectedRead[kind, default: 0] {
        problems.append(
          "\(kind): report says \(read) read, an independent read gives \(expectedRead[kind, default: 0])")
      }
      if dropped > 0, !report.losses.contains(where: { lossNamesItem($0, kind: kind) }) {
        problems.append("\(kind): \(dropped) dropped without a loss naming them")
      }
    }
    return problems
  }

  static func lossNamesItem(_ loss: Loss, kind: String) -> Bool {
    guard loss.count > 0 else { return false }
    return loss.kind.wholeItem?.rawValue == kind
  }
}
