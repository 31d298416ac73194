import Foundation
import TestSupport
import Testing

/// Golden files: what each reader makes of a small input (the model as NDJSON, plus the report), and the bytes
/// each writer makes of it (plus the report). Inputs are `Samples/` (made by this project) and the hand-written
/// files in `Tests/GoldenTests/Inputs/`; goldens live in `Tests/GoldenTests/Goldens/`.
///
/// A change to a reader or writer that alters its output fails here with the first differing line or byte. If the
/// change is intended, re-record and review the diff like code:
///
///     WKCONV_RECORD_GOLDENS=1 swift test --filter GoldenTests
///     git diff --stat Tests/GoldenTests/Goldens
///
/// Goldens prove that output did not change unnoticed, not that it is right: the oracle suites (fitdecode,
/// garmin-fit-sdk, gpxpy, tcxreader, pyarrow…) check values against other people's readers.
@Suite struct GoldenTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let goldens = here.appendingPathComponent("Goldens")
  static let record = ProcessInfo.processInfo.environment["WKCONV_RECORD_GOLDENS"] == "1"

  /// An input by its golden name.
  struct Input: Sendable, CustomTestStringConvertible {
    var name: String
    var url: URL
    var testDescription: String { name }
    /// The path relative to the package root, as the tests pass it: outputs that name their input (the HTML
    /// page) are then the same in every checkout.
    var path: String { String(url.path.dropFirst(TestPaths.packageRoot.path.count + 1)) }
  }

  static let inputs: [Input] = {
    let samples = ["morning-run.ndjson", "ride.fit", "export.zip", "damaged/ride-truncated.fit"].map {
      Input(
        name: $0.replacingOccurrences(of: "/", with: "-"), url: TestPaths.samples.appendingPathComponent($0))
    }
    let handWritten = ["track.gpx", "activity.tcx", "export.xml"].map {
      Input(name: $0, url: here.appendingPathComponent("Inputs").appendingPathComponent($0))
    }
    return samples + handWritten
  }()

  static func input(_ name: String) -> Input { inputs.first { $0.name == name }! }

  /// One writer case: an input converted to a target (`--to`), written as `<input>.<suffix>`.
  struct WriterCase: Sendable, CustomTestStringConvertible {
    var input: Input
    var target: String
    var suffix: String
    var testDescription: String { "\(input.name) → \(target)" }
  }

  static let writerCases: [WriterCase] = {
    let run = input("morning-run.ndjson")
    var cases = [
      ("fit", "fit"), ("fit-course", "course.fit"), ("tcx", "tcx"), ("gpx", "gpx"), ("health", "zip"),
      ("ndjson", "ndjson"), ("csv", "csv"), ("parquet", "parquet"), ("sqlite", "sqlite"), ("html", "html"),
    ].map { WriterCase(input: run, target: $0.0, suffix: $0.1) }
    cases += [("health", "zip"), ("csv", "csv"), ("tcx", "tcx")].map {
      WriterCase(input: input("export.xml"), target: $0.0, suffix: $0.1)
    }
    cases += [("fit", "fit"), ("gpx", "gpx")].map {
      WriterCase(input: input("activity.tcx"), target: $0.0, suffix: $0.1)
    }
    cases += [("fit", "fit"), ("tcx", "tcx")].map {
      WriterCase(input: input("track.gpx"), target: $0.0, suffix: $0.1)
    }
    cases += [("gpx", "gpx"), ("tcx", "tcx")].map {
      WriterCase(input: input("ride.fit"), target: $0.0, suffix: $0.1)
    }
    return cases
  }()

  @Test(arguments: inputs) func reader(_ input: Input) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let model = dir.appendingPathComponent("model.ndjson")
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run(
      ["convert", input.path, model.path, "--report", report.path, "--quiet"], in: TestPaths.packageRoot)
    #expect([0, 4].contains(r.status), "\(input.name): exit \(r.status): \(r.stderrString)")
    try Self.check(Self.normalised(Data(contentsOf: model), dir: dir), golden: "read/\(input.name).ndjson")
    try Self.check(Self.normalised(report: report, dir: dir), golden: "read/\(input.name).report.json")
  }

  @Test(arguments: writerCases) func writer(_ c: WriterCase) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let output = dir.appendingPathComponent("out.\(c.suffix)")
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run(
      ["convert", c.input.path, output.path, "--to", c.target, "--report", report.path, "--quiet"],
      in: TestPaths.packageRoot)
    #expect([0, 4].contains(r.status), "\(c.testDescription): exit \(r.status): \(r.stderrString)")
    let stem = "write/\(c.input.name).\(c.suffix)"
    try Self.check(Self.normalised(Data(contentsOf: output), dir: dir), golden: stem)
    try Self.check(Self.normalised(report: report, dir: dir), golden: stem + ".report.json")
  }

  /// The report without what differs between runs: the absolute paths of inputs and outputs (kept as names).
  static func normalised(report url: URL, dir: URL) throws -> Data {
    try normalised(Data(contentsOf: url), dir: dir)
  }

  /// A text output without the checkout's and the scratch folder's absolute paths (the HTML page names its
  /// input), so that goldens are the same in every checkout; binary outputs as they are.
  static func normalised(_ data: Data, dir: URL) -> Data {
    guard !data.contains(0), var text = String(data: data, encoding: .utf8) else { return data }
    for root in [dir.path, TestPaths.packageRoot.path] {
      for spelling in [root, root.replacingOccurrences(of: "/", with: "\\/")] {
        text = text.replacingOccurrences(of: spelling, with: root == dir.path ? "$OUT" : "$ROOT")
      }
    }
    return Data(text.utf8)
  }

  /// Compares `data` with the golden file, or writes it when recording.
  static func check(_ data: Data, golden name: String) throws {
    let url = goldens.appendingPathComponent(name)
    if record {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
      return
    }
    guard let expected = FileManager.default.contents(atPath: url.path) else {
      Issue.record(
        "no golden \(name): record it with WKCONV_RECORD_GOLDENS=1 swift test --filter GoldenTests")
      return
    }
    if expected != data {
      Issue.record(
        Comment(
          rawValue:
            "\(name) differs: \(firstDifference(expected, data)); if intended, re-record with WKCONV_RECORD_GOLDENS=1 swift test --filter GoldenTests and review the diff"
        ))
    }
  }

  /// Where two outputs first differ: a line for text, a byte offset for binary data.
  static func firstDifference(_ expected: Data, _ actual: Data) -> String {
    let a = [UInt8](expected)
    let b = [UInt8](actual)
    let offset = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
    if let x = String(data: expected, encoding: .utf8), let y = String(data: actual, encoding: .utf8),
      !a.contains(0), !b.contains(0)
    {
      let xl = x.split(separator: "\n", omittingEmptySubsequences: false)
      let yl = y.split(separator: "\n", omittingEmptySubsequences: false)
      let line = (0..<min(xl.count, yl.count)).first { xl[$0] != yl[$0] } ?? min(xl.count, yl.count)
      let was = line < xl.count ? String(xl[line].prefix(300)) : "(end)"
      let now = line < yl.count ? String(yl[line].prefix(300)) : "(end)"
      return "line \(line + 1) was «\(was)», now «\(now)» (\(xl.count) → \(yl.count) lines)"
    }
    return "byte \(offset) (\(a.count) → \(b.count) bytes)"
  }
}
