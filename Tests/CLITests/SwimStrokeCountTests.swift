import Foundation
import TestSupport
import Testing

/// A swim's stroke counts are `HKQuantityTypeIdentifierSwimmingStrokeCount`, never a cycling type, and
/// survive FIT → model → FIT: each lap's and session's strokes as fitdecode reads them (`total_cycles`, the
/// profile's `total_strokes` for a swim) equal the NDJSON statistic and the written FIT's, and a
/// multisport file types only its swim leg so (the ride's pedal strokes stay `FIT.session.total_cycles`).
@Suite struct SwimStrokeCountTests {
  static let files = [
    "gc-fr920xt-lap-swim", "fitparse-fr735xt-pool-swim-event-timestamp",
    "fitparse-fr920xt-multisport-chained",
  ]
  /// Prints each file's lap and session (message, sport, total_cycles) as JSON, one list per file.
  static let reader = """
    import fitdecode, json, sys
    out = []
    for path in sys.argv[1:]:
        rows = []
        with fitdecode.FitReader(path) as r:
            for m in r:
                if isinstance(m, fitdecode.FitDataMessage) and m.name in ("lap", "session"):
                    rows.append([m.name, m.get_value("total_cycles", fallback=None)])
        out.append(rows)
    print(json.dumps(out))
    """

  @Test(.enabled(if: OperationTotalsOracleTests.shouldRun, OperationTotalsOracleTests.skip))
  func strokeCountsAreSwimmingStrokesAndRoundTrip() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var paths: [String] = []
    var strokeSums: [[Double]] = []
    for name in Self.files {
      let source = SharedCorpus.url("corpus/fit/\(name).fit")
      let ndjson = dir.appendingPathComponent("\(name).ndjson")
      let fit = dir.appendingPathComponent("\(name).fit")
      for (from, to) in [(source, ndjson), (ndjson, fit)] {
        let r = try CLI.run(["convert", from.path, to.path])
        try #require(r.status == 0 || r.status == 4, "\(name): \(r.stderrString)")
      }
      paths += [source.path, fit.path]
      let text = try String(contentsOf: ndjson, encoding: .utf8)
      #expect(!text.contains("\"FIT.lap.total_cycles\"") || name.contains("multisport"), "\(name)")
      strokeSums.append(try Self.strokeSums(text))
    }
    let p = try runProcess("python3", ["-c", Self.reader] + paths)
    try #require(p.status == 0, "\(p.stderrString)")
    let read = try #require(try JSONSerialization.jsonObject(with: p.stdout) as? [[[Any]]])
    for (i, name) in Self.files.enumerated() {
      // Laps in order, then sessions in order (a multisport source interleaves them; the writer does not).
      func ordered(_ rows: [[Any]]) -> [String] {
        ["lap", "session"].flatMap { (kind: String) -> [String] in
          rows.filter { $0[0] as? String == kind }.map { kind + " " + String(describing: $0[1]) }
        }
      }
      #expect(ordered(read[2 * i]) == ordered(read[2 * i + 1]), "\(name): FIT → FIT strokes differ")
      // Every swim lap's and session's strokes are in the NDJSON as SwimmingStrokeCount sums.
      let sourceSums = read[2 * i].compactMap { ($0[1] as? NSNumber)?.doubleValue }
      #expect(!strokeSums[i].isEmpty, "\(name): no SwimmingStrokeCount statistic")
      for sum in strokeSums[i] { #expect(sourceSums.contains(sum), "\(name): \(sum) not in the source") }
    }
    // The multisport file: its swim leg and laps are swimming strokes; the ride's cycles are not.
    let multisport = try String(
      contentsOf: dir.appendingPathComponent("\(Self.files[2]).ndjson"), encoding: .utf8)
    #expect(multisport.contains("\"FIT.session.total_cycles\""))
  }

  /// Every `HKQuantityTypeIdentifierSwimmingStrokeCount` statistic's sum in an NDJSON text (workouts,
  /// activities, laps).
  static func strokeSums(_ text: String) throws -> [Double] {
    var sums: [Double] = []
    func walk(_ value: Any) {
      if let object = value as? [String: Any] {
        if object["type"] as? String == "HKQuantityTypeIdentifierSwimmingStrokeCount",
          let sum = (object["sum"] as? NSNumber)?.doubleValue
        {
          sums.append(sum)
        }
        object.values.forEach(walk)
      } else if let array = value as? [Any] {
        array.forEach(walk)
      }
    }
    for line in text.split(separator: "\n") { walk(try JSONSerialization.jsonObject(with: Data(line.utf8))) }
    return sums
  }
}
