import AnalyticsTable
import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Writes the analytics table as a Parquet file (parquet-format: `PAR1`, column chunks, a Thrift
/// compact footer): row groups of at most `rowGroupRows` rows are buffered column by column, then
/// written as one dictionary page (strings: PLAIN) and one data page per column (strings:
/// RLE_DICTIONARY indices; INT64 (timestamps, counts): DELTA_BINARY_PACKED; DOUBLE and INT32: PLAIN;
/// nullable columns: RLE definition levels),
/// each page zstd-compressed. Memory is bounded by the row group, not the input.
package final class ParquetTableWriter: AnalyticsCellVisitor, AnalyticsWideRowSink {
  /// Rows per row group unless configured (`parquet.rowGroupRows`).
  package static let defaultRowGroupRows = 1 << 15
  /// zstd level unless configured (`parquet.zstdLevel`).
  package static let defaultCompressionLevel: Int32 = 3

  private let output: any ByteSink
  private let rowGroupRows: Int
  private let keyValues: [(String, String)]
  /// The file's columns: the analytics table's, then the wide layout's measures (`layout` wide).
  private let columns: [AnalyticsColumn]
  /// The `doubleColumns` index of each measure column of the wide layout.
  private let measureSlots: [Int]
  /// Each schema column's buffer, by kind; the buffers are appended in place, cell by cell, so they
  /// opt out of dynamic exclusivity checks (nothing re-enters the writer while a cell is appended).
  private let slots: [ColumnSlot]
  @exclusivity(unchecked) private var dictionaryColumns: [DictionaryColumn] = []
  @exclusivity(unchecked) private var int64Columns: [FixedColumn<Int64>] = []
  @exclusivity(unchecked) private var int32Columns: [FixedColumn<Int32>] = []
  @exclusivity(unchecked) private var doubleColumns: [FixedColumn<Double>] = []
  private var rowsInGroup = 0
  private var offset: Int64 = 0
  private var rowGroups: [RowGroupFacts] = []
  private let compressor: ZstdCompressor

  /// Rows written so far.
  package private(set) var rowCount = 0

  /// A writer of `AnalyticsSchema.columns` (and with `layout` wide, `AnalyticsWide.columns` after them) to
  /// `output`; `keyValues` go to the footer's key-value metadata after `schema_version` (and
  /// `analytics_layout`).
  package init(
    output: any ByteSink, rowGroupRows: Int = defaultRowGroupRows,
    compressionLevel: Int32 = defaultCompressionLevel,
    keyValues: [(String, String)] = [], layout: AnalyticsLayout = .long
  ) {
    self.output = output
    self.rowGroupRows = max(1, rowGroupRows)
    self.keyValues =
      [("schema_version", String(AnalyticsSchema.version))]
      + (layout == .wide ? [("analytics_layout", layout.rawValue)] : []) + keyValues
    columns = AnalyticsSchema.columns + (layout == .wide ? AnalyticsWide.columns : [])
    var slots: [ColumnSlot] = []
    for column in columns {
      switch column.physical {
      case .byteArray:
        slots.append(.dictionary(dictionaryColumns.count))
        dictionaryColumns.append(DictionaryColumn(nullable: column.nullable))
      case .int64:
        slots.append(.int64(int64Columns.count))
        int64Columns.append(FixedColumn(nullable: column.nullable))
      case .int32:
        slots.append(.int32(int32Columns.count))
        int32Columns.append(FixedColumn(nullable: column.nullable))
      case .double:
        slots.append(.double(doubleColumns.count))
        doubleColumns.append(FixedColumn(nullable: column.nullable))
      }
    }
    self.slots = slots
    measureSlots = slots.dropFirst(AnalyticsSchema.columns.count).map { slot in
      guard case .double(let i) = slot else { preconditionFailure("a measure column is DOUBLE") }
      return i
    }
    compressor = ZstdCompressor(level: compressionLevel)
  }

  // MARK: - Rows

  package func write(_ row: AnalyticsRow) throws {
    try row.visit(self)
    for i in measureSlots { doubleColumns[i].append(nil) }
    rowsInGroup += 1
    rowCount += 1
    if rowsInGroup >= rowGroupRows { try flushRowGroup() }
  }

  /// A `point` row of the wide layout (only a file of the wide layout has the measure columns).
  package func write(point row: AnalyticsRow, measures: AnalyticsMeasures) throws {
    precondition(!measureSlots.isEmpty, "a point row for a file of the long layout")
    try row.visit(self)
    for (slot, i) in measureSlots.enumerated() { doubleColumns[i].append(measures[slot]) }
    rowsInGroup += 1
    rowCount += 1
    if rowsInGroup >= rowGroupRows { try flushRowGroup() }
  }

  package func string(_ column: Int, _ value: String?) throws {
    guard case .dictionary(let i) = slots[column] else { mismatch(column) }
    dictionaryColumns[i].append(string: value)
  }
  package func uuid(_ column: Int, _ value: UUID?) throws {
    guard case .dictionary(let i) = slots[column] else { mismatch(column) }
    dictionaryColumns[i].append(uuid: value)
  }
  package func timestamp(_ column: Int, _ value: Timestamp?) throws {
    guard case .int64(let i) = slots[column] else { mismatch(column) }
    int64Columns[i].append(value?.unixMicroseconds)
  }
  package func integer(_ column: Int, _ value: Int?) throws {
    switch slots[column] {
    case .int32(let i): int32Columns[i].append(value.map { Int32(clamping: $0) })
    case .int64(let i): int64Columns[i].append(value.map(Int64.init))
    default: mismatch(column)
    }
  }
  package func double(_ column: Int, _ value: Double?) throws {
    guard case .double(let i) = slots[column] else { mismatch(column) }
    doubleColumns[i].append(value)
  }

  /// A cell of a kind its column cannot hold: the generated `AnalyticsRow.visit(_:)` and the generated
  /// schema disagree, a build error rather than an input's.
  private func mismatch(_ column: Int) -> Never {
    preconditionFailure("analytics column \(column) does not hold this kind of cell")
  }

  /// Writes the last row group and the footer.
  package func finish() throws {
    if offset == 0 { try emit(Array("PAR1".utf8)) }
    if rowsInGroup > 0 { try flushRowGroup() }
    let footer = footerBytes()
    try emit(footer)
    var tail: [UInt8] = []
    tail.appendLittleEndian(UInt32(footer.count))
    tail.append(contentsOf: Array("PAR1".utf8))
    try emit(tail)
  }

  // MARK: - Pages

  private func emit(_ bytes: [UInt8]) throws {
    try output.write(bytes)
    offset += Int64(bytes.count)
  }

  /// Writes a page header and its compressed body; returns (header offset, uncompressed, compressed) sizes.
  private func page(_ body: [UInt8], header: (inout ThriftCompactWriter, Int32, Int32) -> Void) throws -> (
    Int64, Int64, Int64
  ) {
    let compressed = try compressor.compress(body)
    var thrift = ThriftCompactWriter()
    thrift.beginStructElement()
    header(&thrift, Int32(body.count), Int32(compressed.count))
    thrift.endStruct()
    let start = offset
    try emit(thrift.bytes)
    try emit(compressed)
    return (start, Int64(thrift.bytes.count + body.count), Int64(thrift.bytes.count + compressed.count))
  }

  /// Rows buffered for the next row group.
  package var bufferedRows: Int { rowsInGroup }

  /// Writes the buffered rows as a row group now (nothing when none are buffered).
  package func flushRowGroup() throws {
    guard rowsInGroup > 0 else { return }
    if offset == 0 { try emit(Array("PAR1".utf8)) }
    let groupStart = offset
    var chunks: [ChunkFacts] = []
    for slot in slots {
      var facts = ChunkFacts(numValues: Int64(rowsInGroup))
      let body: [UInt8]
      let encoding: Int32
      switch slot {
      case .dictionary(let i):
        let c = dictionaryColumns[i]
        let (dictOffset, u, z) = try page(c.dictionaryBytes) { t, usize, csize in
          t.i32(1, 2)  // DICTIONARY_PAGE
          t.i32(2, usize)
          t.i32(3, csize)
          t.beginStruct(7)
          t.i32(1, Int32(c.dictionaryCount))
          t.i32(2, ParquetEncoding.plain)
          t.endStruct()
        }
        facts.dictionaryPageOffset = dictOffset
        facts.uncompressed += u
        facts.compressed += z
        body = c.dataPageBody()
        encoding = ParquetEncoding.rleDictionary
        dictionaryColumns[i].reset()
      case .int64(let i):
        body = int64Columns[i].deltaPageBody()
        encoding = ParquetEncoding.deltaBinaryPacked
        int64Columns[i].reset()
      case .int32(let i):
        body = int32Columns[i].plainPageBody()
        encoding = ParquetEncoding.plain
        int32Columns[i].reset()
      case .double(let i):
        body = doubleColumns[i].plainPageBody()
        encoding = ParquetEncoding.plain
        doubleColumns[i].reset()
      }
      let rows = Int32(rowsInGroup)
      let (dataOffset, u, z) = try page(body) { t, usize, csize in
        t.i32(1, 0)  // DATA_PAGE
        t.i32(2, usize)
        t.i32(3, csize)
        t.beginStruct(5)
        t.i32(1, rows)
        t.i32(2, encoding)
        t.i32(3, ParquetEncoding.rle)
        t.i32(4, ParquetEncoding.rle)
        t.endStruct()
      }
      facts.dataPageOffset = dataOffset
      facts.uncompressed += u
      facts.compressed += z
      facts.encodings =
        facts.dictionaryPageOffset != nil
        ? [ParquetEncoding.plain, ParquetEncoding.rle, encoding] : [ParquetEncoding.rle, encoding]
      chunks.append(facts)
    }
    rowGroups.append(RowGroupFacts(chunks: chunks, rows: Int64(rowsInGroup), fileOffset: groupStart))
    rowsInGroup = 0
  }

  // MARK: - Footer

  private func footerBytes() -> [UInt8] {
    var t = ThriftCompactWriter()
    t.beginStructElement()
    t.i32(1, 1)
    let schema = columns
    t.beginList(2, of: .structure, count: schema.count + 1)
    t.beginStructElement()
    t.string(4, "schema")
    t.i32(5, Int32(schema.count))
    t.endStruct()
    for column in schema {
      t.beginStructElement()
      t.i32(1, column.physicalTypeID)
      t.i32(3, column.nullable ? 1 : 0)
      t.string(4, column.name)
      switch column.logical {
      case .none: break
      case .string:
        t.i32(6, 0)  // UTF8
        t.beginStruct(10)
        t.emptyStruct(1)  // STRING
        t.endStruct()
      case .timestampMicrosUTC:
        t.i32(6, 10)  // TIMESTAMP_MICROS
        t.beginStruct(10)
        t.beginStruct(8)  // TIMESTAMP
        t.bool(1, true)
        t.beginStruct(2)
        t.emptyStruct(2)  // MICROS
        t.endStruct()
        t.endStruct()
        t.endStruct()
      }
      t.endStruct()
    }
    t.i64(3, rowGroups.reduce(0) { $0 + $1.rows })
    t.beginList(4, of: .structure, count: rowGroups.count)
    for group in rowGroups {
      t.beginStructElement()
      t.beginList(1, of: .structure, count: group.chunks.count)
      for (i, chunk) in group.chunks.enumerated() {
        let column = schema[i]
        t.beginStructElement()
        t.i64(2, chunk.dictionaryPageOffset ?? chunk.dataPageOffset)
        t.beginStruct(3)
        t.i32(1, column.physicalTypeID)
        t.beginList(2, of: .i32, count: chunk.encodings.count)
        for e in chunk.encodings { t.elementI32(e) }
        t.beginList(3, of: .binary, count: 1)
        t.rawString(column.name)
        t.i32(4, 6)  // ZSTD
        t.i64(5, chunk.numValues)
        t.i64(6, chunk.uncompressed)
        t.i64(7, chunk.compressed)
        t.i64(9, chunk.dataPageOffset)
        if let d = chunk.dictionaryPageOffset { t.i64(11, d) }
        t.endStruct()
        t.endStruct()
      }
      t.i64(2, group.chunks.reduce(0) { $0 + $1.uncompressed })
      t.i64(3, group.rows)
      t.i64(5, group.fileOffset)
      t.i64(6, group.chunks.reduce(0) { $0 + $1.compressed })
      t.endStruct()
    }
    t.beginList(5, of: .structure, count: keyValues.count)
    for (key, value) in keyValues {
      t.beginStructElement()
      t.string(1, key)
      t.string(2, value)
      t.endStruct()
    }
    t.string(6, "wkconv (analytics schema \(AnalyticsSchema.version))")
    t.endStruct()
    return t.bytes
  }
}

private struct ChunkFacts {
  var numValues: Int64
  var uncompressed: Int64 = 0
  var compressed: Int64 = 0
  var dataPageOffset: Int64 = 0
  var dictionaryPageOffset: Int64?
  var encodings: [Int32] = []
}

private struct RowGroupFacts {
  var chunks: [ChunkFacts]
  var rows: Int64
  var fileOffset: Int64
}

extension AnalyticsColumn {
  /// `Type` in parquet.thrift.
  var physicalTypeID: Int32 {
    switch physical {
    case .int32: return 1
    case .int64: return 2
    case .double: return 5
    case .byteArray: return 6
    }
  }
}

/// How a column's cells are buffered: its slot in one of the writer's typed column arrays.
enum ColumnSlot {
  case dictionary(Int)
  case int64(Int)
  case int32(Int)
  case double(Int)
}

/// Definition levels of a nullable column (1 present, 0 null); nothing for a required column.
struct DefinitionLevels {
  let nullable: Bool
  private(set) var levels: [UInt8] = []

  init(nullable: Bool) { self.nullable = nullable }

  /// Records presence; false when the cell is null (nothing else to store).
  @inline(__always) mutating func define(_ present: Bool) -> Bool {
    if nullable { levels.append(present ? 1 : 0) }
    return present
  }

  mutating func reset() { levels.removeAll(keepingCapacity: true) }

  /// The levels as the data page starts with them: a 4-byte length, then the RLE/bit-packed hybrid.
  func append(to body: inout [UInt8]) {
    guard nullable else { return }
    var encoded: [UInt8] = []
    ParquetEncoding.appendHybridLevels(levels, to: &encoded)
    body.appendLittleEndian(UInt32(encoded.count))
    body.append(contentsOf: encoded)
  }
}

/// A text or UUID column of the row group being built: its dictionary (PLAIN byte arrays) and one
/// `UInt32` index per present cell. A cell equal to the previous one (series rows repeat their sample's
/// type, unit and UUIDs) costs one comparison and one append.
struct DictionaryColumn {
  var definitions: DefinitionLevels
  private(set) var indices: [UInt32] = []
  private var strings: [String: UInt32] = [:]
  private var uuids: [UUID: UInt32] = [:]
  private(set) var dictionaryBytes: [UInt8] = []
  private(set) var dictionaryCount = 0
  private var lastString: String?
  private var lastUUID: UUID?
  private var lastIndex: UInt32 = 0

  init(nullable: Bool) { definitions = DefinitionLevels(nullable: nullable) }

  mutating func reset() {
    definitions.reset()
    indices.removeAll(keepingCapacity: true)
    strings.removeAll(keepingCapacity: true)
    uuids.removeAll(keepingCapacity: true)
    dictionaryBytes.removeAll(keepingCapacity: true)
    dictionaryCount = 0
    lastString = nil
    lastUUID = nil
  }

  private mutating func addToDictionary(_ utf8: some Collection<UInt8>) -> UInt32 {
    dictionaryBytes.appendLittleEndian(UInt32(utf8.count))
    dictionaryBytes.append(contentsOf: utf8)
    dictionaryCount += 1
    return UInt32(dictionaryCount - 1)
  }

  /// `uuid.uuidString`'s text (upper-case hex, 8-4-4-4-12) as a dictionary entry, written directly: the
  /// string goes through C's formatted printing, a few percent of a whole conversion to Parquet.
  private mutating func addToDictionary(uuidText uuid: UUID) -> UInt32 {
    dictionaryBytes.appendLittleEndian(UInt32(36))
    dictionaryBytes.appendUUIDText(uuid)
    dictionaryCount += 1
    return UInt32(dictionaryCount - 1)
  }

  /// The text a UUID cell is written as (for tests: equal to `uuidString`).
  static func uuidText(_ uuid: UUID) -> [UInt8] {
    var column = DictionaryColumn(nullable: false)
    _ = column.addToDictionary(uuidText: uuid)
    return Array(column.dictionaryBytes.dropFirst(4))
  }

  mutating func append(string value: String?) {
    guard definitions.define(value != nil), let value else { return }
    if let lastString, lastString == value {
      indices.append(lastIndex)
      return
    }
    let index: UInt32
    if let known = strings[value] {
      index = known
    } else {
      index = addToDictionary(value.utf8)
      strings[value] = index
    }
    lastString = value
    lastIndex = index
    indices.append(index)
  }

  mutating func append(uuid value: UUID?) {
    guard definitions.define(value != nil), let value else { return }
    if let lastUUID, lastUUID == value {
      indices.append(lastIndex)
      return
    }
    let index: UInt32
    if let known = uuids[value] {
      index = known
    } else {
      index = addToDictionary(uuidText: value)
      uuids[value] = index
    }
    lastUUID = value
    lastIndex = index
    indices.append(index)
  }

  /// Definition levels, the index bit width, then the indices (RLE/bit-packed hybrid).
  func dataPageBody() -> [UInt8] {
    var body: [UInt8] = []
    definitions.append(to: &body)
    let width = ParquetEncoding.bitWidth(forMax: max(0, dictionaryCount - 1))
    body.append(UInt8(width))
    ParquetEncoding.appendHybrid(indices, bitWidth: width, to: &body)
    return body
  }
}

/// A fixed-width column of the row group being built (INT64, INT32 or DOUBLE): its present values in a
/// typed buffer, appended in place.
struct FixedColumn<Value: BitwiseCopyable> {
  var definitions: DefinitionLevels
  private(set) var values: ContiguousArray<Value> = []

  init(nullable: Bool) { definitions = DefinitionLevels(nullable: nullable) }

  @inline(__always) mutating func append(_ value: Value?) {
    guard definitions.define(value != nil), let value else { return }
    values.append(value)
  }

  mutating func reset() {
    definitions.reset()
    values.removeAll(keepingCapacity: true)
  }

  /// Definition levels, then the values as PLAIN stores them: little-endian, back to back (the
  /// in-memory layout on the little-endian machines Swift targets).
  func plainPageBody() -> [UInt8] {
    var body: [UInt8] = []
    definitions.append(to: &body)
    LittleEndianBytes.appendMemory(of: values, to: &body)
    return body
  }
}

extension FixedColumn where Value == Int64 {
  /// Definition levels, then the values DELTA_BINARY_PACKED.
  func deltaPageBody() -> [UInt8] {
    var body: [UInt8] = []
    definitions.append(to: &body)
    ParquetEncoding.appendDeltaBinaryPacked(values, to: &body)
    return body
  }
}
