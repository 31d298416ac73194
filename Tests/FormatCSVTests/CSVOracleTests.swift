import AnalyticsTable
import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatCSV

/// Our CSV read back by other people's readers (`csv_oracle.py`): Python's `csv` module for RFC 4180
/// quoting, `float()` for numbers, `datetime.fromisoformat` for instants, DuckDB's `read_csv` for column
/// types; every cell compared with the value the analytics table holds. Needs only `python3` (DuckDB when
/// installed or required), no corpus: the fixtures are in `Tests/`.
@Suite struct CSVOracleTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/FormatCSVTests/csv_oracle.py")
  static let pythonAvailable = (try? runProcess("python3", ["-c", "import csv"]).status == 0) ?? false
  static let duckdbAvailable = (try? runProcess("python3", ["-c", "import duckdb"]).status == 0) ?? false

  /// One typed cell, as the table gives it to the writer.
  enum Cell: Equatable {
    case empty
    case text(String)
    case timestamp(Timestamp)
    case integer(Int)
    case double(Double)
  }

  /// The rows as typed cells, and each column's kind.
  final class TypedCells: AnalyticsCellVisitor, AnalyticsRowSink {
    var rows: [[Cell]] = []
    var kinds: [String] = Array(repeating: "", count: AnalyticsSchema.columns.count)
    private var row: [Cell] = []

    func write(_ row: AnalyticsRow) throws {
      self.row = []
      try row.visit(self)
      rows.append(self.row)
    }
    func string(_ column: Int, _ value: String?) throws { add(column, "string", value.map(Cell.text)) }
    func uuid(_ column: Int, _ value: UUID?) throws {
      add(column, "uuid", value.map { .text($0.uuidString) })
    }
    func timestamp(_ column: Int, _ value: Timestamp?) throws {
      add(column, "timestamp", value.map(Cell.timestamp))
    }
    func integer(_ column: Int, _ value: Int?) throws { add(column, "integer", value.map(Cell.integer)) }
    func double(_ column: Int, _ value: Double?) throws { add(column, "double", value.map(Cell.double)) }
    private func add(_ column: Int, _ kind: String, _ cell: Cell?) {
      kinds[column] = kind
      row.append(cell ?? .empty)
    }
  }

  /// Strings that need quoting (comma, quote, CR, LF), non-ASCII, a leading space, numbers with and
  /// without fractions, an offset with seconds and a sub-millisecond instant.
  static func awkward() throws -> [HealthItem] {
    let source = Source(name: "Watch, \"quoted\"\r\nsecond line", bundleIdentifier: " lead space,é")
    var items: [HealthItem] = []
    let values: [Double] = [
      72, -0.0, 0.1, 1e-5, 123_456_789.125, 1e22, Double.leastNonzeroMagnitude, -3.75, 0.3333333333333333,
    ]
    for (i, value) in values.enumerated() {
      let start = Timestamp(
        Date(timeIntervalSince1970: 1_700_000_000.000125 + Double(i)),
        utcOffset: i % 2 == 0 ? 3600 : -(5 * 3600 + 30 * 60 + 15))
      var metadata = Metadata()
      metadata.append("note", .string("a,b;\"c\"\n\(i)"))
      let header = SampleHeader(
        uuid: UUID(), start: start, end: start.adding(1), source: source, metadata: metadata)
      items.append(
        .quantity(
          QuantitySample(
            header: header, type: "HKQuantityTypeIdentifierHeartRate",
            quantity: Quantity(value, .countPerMinute))))
    }
    return items
  }

  static func fixtures() throws -> [HealthItem] {
    let text = try String(
      contentsOf: TestPaths.samples.appendingPathComponent("morning-run.ndjson"), encoding: .utf8)
    return try awkward() + ModelFixtures.kitchenSink() + NDJSONWriter.items(from: text)
  }

  struct Oracle: Decodable {
    var header: [String]
    var rows: [[OracleCell?]]
    var duckdb: [String: String]?
  }

  enum OracleCell: Decodable {
    case text(String)
    case integer(Int)
    case instant(String, Int)
    init(from decoder: Decoder) throws {
      let c = try decoder.singleValueContainer()
      if let i = try? c.decode(Int.self) {
        self = .integer(i)
      } else if let s = try? c.decode(String.self) {
        self = .text(s)
      } else {
        var a = try decoder.unkeyedContainer()
        self = .instant(try a.decode(String.self), try a.decode(Int.self))
      }
    }
  }

  @Test(.enabled(if: pythonAvailable, "skipped: needs python3"))
  func cellsReadBackByPythonCSVAndDuckDB() throws {
    let items = try Self.fixtures()
    let sink = DataSink()
    let writer = CSVWriter(output: sink)
    for item in items { try writer.receive(item) }
    try writer.finish()
    let typed = TypedCells()
    let rows = AnalyticsRows(into: typed)
    for item in items { try rows.add(item) }

    let url = FileManager.default.temporaryDirectory.appendingPathComponent("csv-oracle-\(UUID()).csv")
    defer { try? FileManager.default.removeItem(at: url) }
    try sink.data.write(to: url)
    let kinds = String(decoding: try JSONEncoder().encode(typed.kinds), as: UTF8.self)
    let result = try runProcess("python3", [Self.script.path, url.path, kinds])
    try #require(result.status == 0, "csv_oracle.py: \(result.stderrString)")
    let oracle = try JSONDecoder().decode(Oracle.self, from: result.stdout)

    // Column stability: the schema's names, in order, whatever the rows.
    #expect(oracle.header == AnalyticsSchema.columnNames)
    try #require(oracle.rows.count == typed.rows.count)
    var compared = 0
    for (r, (expected, read)) in zip(typed.rows, oracle.rows).enumerated() {
      for (c, (cell, got)) in zip(expected, read).enumerated() {
        let name = AnalyticsSchema.columnNames[c]
        switch (cell, got) {
        case (.empty, nil): continue
        case (.text(let s), .text(let t)?):
          // Quoting: the csv module gives back the exact text.
          #expect(s == t, "row \(r) \(name)")
        case (.integer(let i), .integer(let j)?):
          #expect(i == j, "row \(r) \(name)")
        case (.double(let d), .text(let repr)?):
          // float() of our text is the same double, bit for bit (zero's sign aside: "0.0" is written for both).
          let back = Double(repr)
          #expect(back == d && (d == 0 || back?.sign == d.sign), "row \(r) \(name): \(d) read as \(repr)")
        case (.timestamp(let t), .instant(let seconds, let offset)?):
          // Python keeps microseconds (digits beyond are truncated) in a float of seconds since 1970
          // (0.24 µs resolution now): equal within 1 µs, the offset exactly.
          let back = Double(seconds) ?? .nan
          #expect(
            abs(back - t.date.timeIntervalSince1970) <= 1e-6, "row \(r) \(name): \(t) read as \(seconds)")
          #expect(offset == (t.utcOffset ?? 0), "row \(r) \(name)")
        default:
          Issue.record("row \(r) \(name): \(cell) read as \(String(describing: got))")
        }
        compared += 1
      }
    }
    #expect(compared > 1000)

    // DuckDB's sniffer: `value` and the other DOUBLE columns that have values read as DOUBLE.
    guard let types = oracle.duckdb else {
      #expect(
        !Self.duckdbAvailable && !SharedCorpus.isRequired, "DuckDB is required (WKCONV_REQUIRE_SHARED=1)")
      return
    }
    #expect(types["value"] == "DOUBLE")
    for (c, kind) in typed.kinds.enumerated() where kind == "double" {
      let name = AnalyticsSchema.columnNames[c]
      guard typed.rows.contains(where: { $0[c] != .empty }) else { continue }
      #expect(types[name] == "DOUBLE", "\(name): \(types[name] ?? "?")")
    }
  }

  /// Streamed and whole workouts give the same bytes, and so do one and several flushes: the header once,
  /// then the rows.
  @Test func streamedAndWholeWritesAreTheSameBytes() throws {
    let items = try Self.fixtures()
    func csv(streamed: Bool) throws -> Data {
      let sink = DataSink()
      let writer = CSVWriter(output: sink)
      for item in items {
        if streamed, case .workout(let w) = item {
          let (shell, points) = try WorkoutStreaming.split(w, chunkCapacity: 3)
          try writer.receive(workout: shell, points: points)
        } else {
          try writer.receive(item)
        }
      }
      try writer.finish()
      return sink.data
    }
    let whole = try csv(streamed: false)
    #expect(try csv(streamed: true) == whole)
    let text = String(decoding: whole, as: UTF8.self)
    #expect(text.hasPrefix(AnalyticsSchema.columnNames.joined(separator: ",") + "\n"))
    #expect(text.components(separatedBy: "\nrecord,").count == 1, "the header is written once")
  }
}
