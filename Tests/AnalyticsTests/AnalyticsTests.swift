import AnalyticsTable
import FormatCSV
import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatParquet

@Suite struct AnalyticsSchemaTests {
  /// `Sources/AnalyticsTable/Generated/AnalyticsSchema.swift` is what `Formats/analytics/generate.py` makes
  /// of `table-schema.json`.
  @Test func generatedSchemaIsFresh() throws {
    let script = TestPaths.formats.appendingPathComponent("analytics/generate.py").path
    let r = try runProcess("python3", [script, "--check"], currentDirectory: TestPaths.packageRoot)
    #expect(r.status == 0, "\(r.stderrString)")
  }

  /// The generated table matches the JSON spec column for column (a second, in-process check).
  @Test func columnsMatchTheSpec() throws {
    let data = try Data(contentsOf: TestPaths.formats.appendingPathComponent("analytics/table-schema.json"))
    let spec = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(spec["version"] as? Int == AnalyticsSchema.version)
    let columns = try #require(spec["columns"] as? [[String: Any]])
    #expect(columns.map { $0["name"] as? String } == AnalyticsSchema.columns.map(\.name))
    #expect(columns.map { $0["nullable"] as? Bool } == AnalyticsSchema.columns.map(\.nullable))
    #expect(CSVFormat.columns == AnalyticsSchema.columnNames)
  }
}

@Suite struct ParquetWriterTests {
  static let pythonReady: Bool =
    (try? runProcess("python3", ["-c", "import pyarrow, duckdb, polars"]).status == 0) ?? false
  static let skip = Comment(
    rawValue:
      "skipped: needs pyarrow, duckdb and polars; Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )
  static var shouldRun: Bool { pythonReady || SharedCorpus.isRequired }

  static func write(
    _ items: [HealthItem], streamed: Bool = false, rowGroupRows: Int = 1 << 17, cores: Int = 1
  ) throws -> Data {
    let sink = DataSink()
    let writer = ParquetWriter(output: sink, rowGroupRows: rowGroupRows, cores: cores)
    for item in items {
      if streamed, case .workout(let w) = item {
        let (shell, points) = try WorkoutStreaming.split(w, chunkCapacity: 7)
        try writer.receive(workout: shell, points: points)
      } else {
        try writer.receive(item)
      }
    }
    try writer.finish()
    return sink.data
  }

  static func sampleItems() throws -> [HealthItem] {
    let text = try String(
      contentsOf: TestPaths.samples.appendingPathComponent("morning-run.ndjson"), encoding: .utf8)
    return try NDJSONWriter.items(from: text)
  }

  @Test func fileHasMagicAndFooter() throws {
    let data = try Self.write(try Self.sampleItems())
    #expect(data.prefix(4) == Data("PAR1".utf8))
    #expect(data.suffix(4) == Data("PAR1".utf8))
    let footerLength = data.subdata(in: (data.count - 8)..<(data.count - 4)).withUnsafeBytes {
      $0.loadUnaligned(as: UInt32.self)
    }
    #expect(Int(footerLength) < data.count - 12)
  }

  @Test func streamedWorkoutsWriteTheSameFile() throws {
    let items = try Self.sampleItems()
    #expect(try Self.write(items) == Self.write(items, streamed: true))
  }

  /// With two cores the rows are made and written on a worker thread (`ParquetRowsWorker`): the same
  /// bytes as on one, with items crossing many batches, streamed workouts between them (queued as jobs of
  /// their own, their points read on the worker) and row groups cut mid-batch.
  @Test func theWorkerThreadWritesTheSameFile() throws {
    let items =
      try Self.sampleItems() + ModelFixtures.kitchenSink() + ModelFixtures.random(count: 3000, seed: 11)
      + Self.sampleItems()
    for rowGroupRows in [7, 1000, 1 << 17] {
      let serial = try Self.write(items, streamed: true, rowGroupRows: rowGroupRows)
      #expect(serial.count > 1000)
      #expect(try Self.write(items, streamed: true, rowGroupRows: rowGroupRows, cores: 2) == serial)
      #expect(try Self.write(items, rowGroupRows: rowGroupRows, cores: 2) == serial)
    }
  }

  /// A UUID cell's text is `uuidString`'s (written without it).
  @Test func uuidTextIsTheUUIDString() {
    var rng = ModelFixtures.SeededGenerator(seed: 38)
    for _ in 0..<1000 {
      var bytes = [UInt8](repeating: 0, count: 16)
      for i in bytes.indices { bytes[i] = UInt8(truncatingIfNeeded: rng.next()) }
      let uuid = UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9],
          bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
      #expect(DictionaryColumn.uuidText(uuid) == Array(uuid.uuidString.utf8))
    }
  }

  /// The RLE/bit-packed hybrid: runs of ≥ 8 as RLE, literals in groups of 8 (hand-decoded).
  @Test func hybridEncoding() {
    var out: [UInt8] = []
    ParquetEncoding.appendHybrid([5, 5, 5, 5, 5, 5, 5, 5, 5, 5], bitWidth: 3, to: &out)
    #expect(out == [20, 5])  // (10 << 1), value 5 in one byte
    out = []
    ParquetEncoding.appendHybrid([0, 1, 2, 3, 4, 5, 6, 7], bitWidth: 3, to: &out)
    // one group of 8 (header (1 << 1) | 1 = 3), values 0…7 LSB first in 3 bytes: 0x88 0xC6 0xFA
    #expect(out == [3, 0x88, 0xC6, 0xFA])
  }

  /// The hybrid over many run shapes (runs of 1…20 equal values, so 7, 8 and 9 around the RLE threshold,
  /// bit widths 1…20): decoded by `decodeHybrid`, written here from the format specification, every input
  /// comes back; every run of 8 or more that starts where a literal stretch cannot reach it is one RLE run;
  /// and literal stretches are whole groups of 8 whose padding (after the last value only) is zero.
  @Test func hybridEncodingRoundTripsEveryRunShape() throws {
    var rng = ModelFixtures.SeededGenerator(seed: 20_261_129)
    for round in 0..<400 {
      let width = 1 + round % 20
      var values: [UInt32] = []
      var runs: [(start: Int, count: Int)] = []
      while values.count < 300 {
        let count = Int(rng.next() % 20) + 1
        var value = UInt32(truncatingIfNeeded: rng.next()) & UInt32((1 << width) - 1)
        if let last = values.last, value == last { value = (value + 1) & UInt32((1 << width) - 1) }
        runs.append((values.count, count))
        values += Array(repeating: value, count: count)
      }
      var out: [UInt8] = []
      ParquetEncoding.appendHybrid(values, bitWidth: width, to: &out)
      let decoded = try Self.decodeHybrid(out, bitWidth: width, count: values.count)
      #expect(decoded.values == values, "width \(width), round \(round)")
      #expect(decoded.literalPadding.allSatisfy { $0 == 0 }, "padding is zeros")
      // The first run, when long, is always RLE (nothing before it can absorb it into a literal group).
      if runs[0].count >= 8 {
        #expect(decoded.rleRuns.first?.start == 0 && decoded.rleRuns.first?.count == runs[0].count)
      }
      // A literal stretch takes at most 7 values of the run after it, so a run of 15 or more always holds
      // an RLE run of 8 or more (compactness: a writer that bit-packed long runs would still decode).
      for run in runs where run.count >= 15 {
        #expect(
          decoded.rleRuns.contains { $0.start >= run.start && $0.start + $0.count <= run.start + run.count },
          "a run of \(run.count) at \(run.start) is RLE-encoded")
      }
      // Every RLE run is a whole run of the input, 8 or more long.
      for run in decoded.rleRuns {
        #expect(run.count >= 8)
        #expect(values[run.start..<run.start + run.count].allSatisfy { $0 == values[run.start] })
      }
    }
  }

  /// The RLE / bit-packing hybrid decoded as the Parquet specification defines it (Encodings.md): a ULEB128
  /// header; low bit 0: an RLE run of `header >> 1` copies of a value in ceil(width / 8) little-endian
  /// bytes; low bit 1: `header >> 1` groups of 8 values bit-packed LSB first.
  static func decodeHybrid(_ bytes: [UInt8], bitWidth: Int, count: Int) throws -> (
    values: [UInt32], rleRuns: [(start: Int, count: Int)], literalPadding: [UInt32]
  ) {
    struct Truncated: Error {}
    var values: [UInt32] = []
    var rleRuns: [(start: Int, count: Int)] = []
    var padding: [UInt32] = []
    var i = 0
    func byte() throws -> UInt8 {
      guard i < bytes.count else { throw Truncated() }
      defer { i += 1 }
      return bytes[i]
    }
    while i < bytes.count {
      var header: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        let b = try byte()
        header |= UInt64(b & 0x7F) << shift
        shift += 7
        if b < 0x80 { break }
      }
      if header & 1 == 0 {
        var value: UInt32 = 0
        for k in 0..<((bitWidth + 7) / 8) { value |= UInt32(try byte()) << (8 * k) }
        rleRuns.append((values.count, Int(header >> 1)))
        values += Array(repeating: value, count: Int(header >> 1))
      } else {
        let total = Int(header >> 1) * 8
        var bitPosition = 0
        let start = i
        var group: [UInt32] = []
        for _ in 0..<total {
          var value: UInt32 = 0
          for b in 0..<bitWidth {
            let p = bitPosition + b
            guard start + p / 8 < bytes.count else { throw Truncated() }
            if bytes[start + p / 8] >> (p % 8) & 1 == 1 { value |= 1 << b }
          }
          bitPosition += bitWidth
          group.append(value)
        }
        i = start + (total * bitWidth + 7) / 8
        let used = min(total, count - values.count)
        values += group[..<used]
        padding += group[used...]
      }
    }
    return (values, rleRuns, padding)
  }

  /// pyarrow, DuckDB and polars read our file, in several row groups and in one, with the schema of
  /// table-schema.json, and see the rows and sums the model holds.
  @Test(.enabled(if: shouldRun, skip), arguments: [3, 1 << 17])
  func oraclesReadWhatWeWrite(rowGroupRows: Int) throws {
    let items = try Self.sampleItems()
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-parquet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("run.parquet")
    try Self.write(items, rowGroupRows: rowGroupRows).write(to: file)
    try checkParquetOracles(file, AnalyticsFacts(items))
  }

  /// Every kind of row, nulls everywhere a column allows them, odd strings (quotes, commas, newlines,
  /// non-ASCII) and extreme numbers survive the three readers.
  @Test(.enabled(if: shouldRun, skip)) func modelFixturesReadBack() throws {
    let items = try ModelFixtures.kitchenSink() + ModelFixtures.random(count: 200, seed: 7)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-parquet-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("all.parquet")
    try Self.write(items, rowGroupRows: 5).write(to: file)
    try checkParquetOracles(file, AnalyticsFacts(items))
  }
}

@Suite struct ParquetEncodingTests {
  /// parquet-format Encodings.md, DELTA_BINARY_PACKED examples 1 and 2, with our block of 128 deltas in
  /// 4 miniblocks of 32 (unused miniblocks: width 0, no bytes; the used one padded to 32 values: 7 deltas
  /// 0,0,0,3,3,3,3 then zeros at 2 bits → 0xC0 0x3F and six zero bytes).
  @Test func deltaBinaryPackedMatchesTheSpecificationExamples() {
    var out: [UInt8] = []
    ParquetEncoding.appendDeltaBinaryPacked([1, 2, 3, 4, 5], to: &out)
    #expect(out == [0x80, 0x01, 4, 5, 2, /* block */ 2, 0, 0, 0, 0])
    out = []
    ParquetEncoding.appendDeltaBinaryPacked([7, 5, 3, 1, 2, 3, 4, 5], to: &out)
    #expect(out == [0x80, 0x01, 4, 8, 14, /* min delta -2 */ 3, 2, 0, 0, 0, 0xC0, 0x3F, 0, 0, 0, 0, 0, 0])
  }

  /// Extreme values wrap around as the specification says (64-bit widths).
  @Test func deltaBinaryPackedHandlesExtremes() {
    var out: [UInt8] = []
    ParquetEncoding.appendDeltaBinaryPacked([.min, .max, 0, -1], to: &out)
    #expect(out.count > 5)
    out = []
    ParquetEncoding.appendDeltaBinaryPacked([], to: &out)
    #expect(out == [0x80, 0x01, 4, 0, 0])
  }
}
