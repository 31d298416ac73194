import AnalyticsTable
import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatCSV

/// The CSV writer lays its cells out straight into bytes (ByteStreams' number, time and UUID text); these
/// tests hold it to the plain `String` rules, byte for byte: RFC 4180 quoting, `uuidString`, `ISO8601Timestamp`,
/// `String(Int)`, and DOUBLE cells as `72.0` for whole numbers below 1e15, else `"\(value)"`.
@Suite struct CSVWriterTests {
  /// The rules the byte writer replaced, one `String` per cell.
  final class ReferenceCells: AnalyticsCellVisitor, AnalyticsRowSink {
    var text = AnalyticsSchema.columnNames.joined(separator: ",") + "\n"
    var cells: [String] = []

    func write(_ row: AnalyticsRow) throws {
      cells = []
      try row.visit(self)
      text += cells.joined(separator: ",") + "\n"
    }

    func string(_ column: Int, _ value: String?) throws {
      guard let value else { return cells.append("") }
      if value.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
        cells.append("\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"")
      } else {
        cells.append(value)
      }
    }
    func uuid(_ column: Int, _ value: UUID?) throws { cells.append(value?.uuidString ?? "") }
    func timestamp(_ column: Int, _ value: Timestamp?) throws {
      cells.append(value.map(ISO8601Timestamp.format) ?? "")
    }
    func integer(_ column: Int, _ value: Int?) throws { cells.append(value.map { String($0) } ?? "") }
    func double(_ column: Int, _ value: Double?) throws {
      cells.append(value.map(Self.double) ?? "")
    }
    static func double(_ value: Double) -> String {
      if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return "\(Int64(value)).0" }
      return "\(value)"
    }
  }

  static func csv(_ items: [HealthItem], streamed: Bool) throws -> String {
    let sink = DataSink()
    let writer = CSVWriter(output: sink)
    for item in items {
      if streamed, case .workout(let w) = item {
        let (shell, points) = try WorkoutStreaming.split(w, chunkCapacity: 5)
        try writer.receive(workout: shell, points: points)
      } else {
        try writer.receive(item)
      }
    }
    try writer.finish()
    return String(decoding: sink.data, as: UTF8.self)
  }

  static func reference(_ items: [HealthItem]) throws -> String {
    let cells = ReferenceCells()
    let rows = AnalyticsRows(into: cells)
    for item in items { try rows.add(item) }
    return cells.text
  }

  static func fixtures() throws -> [HealthItem] {
    let text = try String(
      contentsOf: TestPaths.samples.appendingPathComponent("morning-run.ndjson"), encoding: .utf8)
    return try ModelFixtures.kitchenSink() + ModelFixtures.random(count: 400, seed: 11)
      + NDJSONWriter.items(from: text)
  }

  @Test(arguments: [false, true]) func bytesEqualTheStringRules(streamed: Bool) throws {
    let items = try Self.fixtures()
    let ours = try Self.csv(items, streamed: streamed)
    let reference = try Self.reference(items)
    #expect(ours.utf8.count > 10_000)
    if ours != reference {
      let a = ours.split(separator: "\n", omittingEmptySubsequences: false)
      let b = reference.split(separator: "\n", omittingEmptySubsequences: false)
      let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
      let mine = i < a.count ? a[i] : "—"
      let theirs = i < b.count ? b[i] : "—"
      Issue.record("line \(i + 1) differs:\nours:      \(mine)\nreference: \(theirs)")
    }
  }

  /// Numbers across the ranges each text path covers (digits + `.0`, shortest fraction, exponent,
  /// non-finite, signed zero) and timestamps across offsets, fractions and years.
  @Test func cellsEqualTheStringRulesOnEdgeValues() throws {
    var doubles: [Double] = [
      0, -0.0, 1, -1, 72, 0.1, 0.25, -3.5, 1e-4, 9.99e-5, 1e-5, 123_456.789, 1e15 - 1, 1e15, 1e15 + 2,
      9_007_199_254_740_992, 9_007_199_254_740_993.5, 1e16, 1e300, -1e300, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, .infinity, -.infinity, .nan, 5.080000000016298, 6.64000000001397,
      47.123456789, 8.5123, 0.1 + 0.2,
    ]
    var rng = ModelFixtures.SeededGenerator(seed: 5)
    for _ in 0..<2000 {
      let e = Double(Int.random(in: -8...18, using: &rng))
      doubles.append(Double.random(in: -1...1, using: &rng) * pow(10, e))
      doubles.append((Double.random(in: -1000...1000, using: &rng) * 1000).rounded() / 1000)
    }
    var items: [HealthItem] = []
    for (i, d) in doubles.enumerated() {
      let seconds = Double(i) * 7_919.37 - 4e9 + (i % 3 == 0 ? 0 : Double(i % 1000) / 1024)
      let offset: Int? = [nil, 0, 3600, -19_800, 20_700, -36_000 - 17][i % 6]
      items.append(
        .quantity(
          QuantitySample(
            header: SampleHeader(
              uuid: UUID(), start: Timestamp(unixSeconds: seconds, utcOffset: offset),
              end: Timestamp(unixSeconds: seconds + 1, utcOffset: offset)),
            type: "HKQuantityTypeIdentifierHeartRate", quantity: Quantity(d, .countPerMinute))))
    }
    #expect(try Self.csv(items, streamed: false) == Self.reference(items))
  }
}
