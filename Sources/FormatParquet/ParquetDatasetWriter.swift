import AnalyticsTable
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Writes the analytics table as a Hive-style dataset under a directory (`--partition-by kind,date`):
/// `kind=<record>/date=<YYYY-MM-DD>/part-<input>-<n>.parquet` (a batch's gathered dataset:
/// `part-<n>.parquet`), `date` the UTC day of `start`, `year` its UTC year, `type` the `type` column
/// (`__HIVE_DEFAULT_PARTITION__` when a row has none). A file holding `fileRows` rows is finished and
/// the partition's next rows start its next part. Each file is an ordinary analytics-table Parquet
/// file (every column kept, `record` included), so pyarrow, DuckDB (`hive_partitioning=1`) and polars
/// read the directory as one table.
///
/// Streaming, with memory bounded by `rowGroupRows` rows and `openFiles` open files, whatever the input:
/// when the rows buffered across partitions reach `rowGroupRows`, the partition holding the most is
/// written out as a row group; when a row needs a partition beyond `openFiles`, the least recently used
/// file is finished, and a later row of that partition starts its next part (`-1`, `-2`…). Health exports
/// list records by type in time order, so partitions rarely come back.
package final class ParquetDatasetWriter: FormatWriter, StreamingWorkoutSink, AnalyticsWideRowSink {
  /// The partition columns `--partition-by` accepts.
  package enum Column: String, Sendable, CaseIterable {
    /// `record`.
    case kind
    /// The UTC day of `start`.
    case date
    /// `type` (the quantity, category, activity, event type…).
    case type
    /// The UTC year of `start`.
    case year
  }

  /// Files open at once unless configured (`parquet.openFiles`).
  package static let defaultOpenFiles = 32

  /// Hive's name for a null partition value.
  static let nullPartition = "__HIVE_DEFAULT_PARTITION__"

  /// An open part file (a class: a row updates it through one dictionary lookup, or none when it goes
  /// where the previous row went).
  private final class Partition {
    let table: ParquetTableWriter
    let sink: any ByteSink
    var lastUse: Int
    var rows = 0

    init(table: ParquetTableWriter, sink: any ByteSink, lastUse: Int) {
      self.table = table
      self.sink = sink
      self.lastUse = lastUse
    }
  }

  private let files: any DatasetFiles
  private let baseName: String
  private let partitionBy: [Column]
  private let rowGroupRows: Int
  private let level: Int32
  private let openFiles: Int
  private let fileRows: Int
  private let layout: AnalyticsLayout
  private var rows: AnalyticsRows!
  private var open: [String: Partition] = [:]
  private var nextPart: [String: Int] = [:]
  private var buffered = 0
  private var clock = 0
  private var lastDay: Int64 = .min
  private var lastDayText = ""
  /// The last `record` and `type` values and their escaped text: rows come in runs of one kind and type.
  private var lastRecord = ("", "")
  private var lastType = ("", "")
  /// The previous row's partition values (`record`, `type`, UTC day number) and path, and the file it
  /// went to (nil once that file is closed): rows come in runs of one partition.
  private var lastPath: (record: String, type: String, day: Int64, path: String)?
  private var lastPartition: (key: String, partition: Partition)?
  /// Whether a row's path depends on its day (`date`, `year`).
  private let partitionsByDay: Bool

  /// The partition columns of a `--partition-by` value (`kind,date`), in order, each once.
  package static func columns(_ spec: String) throws -> [Column] {
    var columns: [Column] = []
    for name in spec.split(separator: ",", omittingEmptySubsequences: false) {
      let name = name.trimmingWhitespace()
      guard let column = Column(rawValue: name), !columns.contains(column) else {
        throw ConversionError(
          .usage, "--partition-by \(spec): '\(name)' is not a partition column (or is repeated)",
          hint: "partition by " + Column.allCases.map(\.rawValue).joined(separator: ", "))
      }
      columns.append(column)
    }
    return columns
  }

  /// A writer into `files`; part files are named `part-<baseName>-<n>.parquet` (`part-<n>.parquet` when
  /// `baseName` is empty), each holding at most `fileRows` rows.
  package init(
    files: any DatasetFiles, baseName: String, partitionBy: [Column],
    rowGroupRows: Int = ParquetTableWriter.defaultRowGroupRows,
    compressionLevel: Int32 = ParquetTableWriter.defaultCompressionLevel, openFiles: Int = defaultOpenFiles,
    fileRows: Int = .max, layout: AnalyticsLayout = .long
  ) {
    self.fileRows = max(1, fileRows)
    self.layout = layout
    self.files = files
    self.baseName = baseName
    self.partitionBy = partitionBy
    partitionsByDay = partitionBy.contains(.date) || partitionBy.contains(.year)
    self.rowGroupRows = max(1, rowGroupRows)
    level = compressionLevel
    self.openFiles = max(1, openFiles)
    rows = AnalyticsRows(into: self, layout: layout)
  }

  package func receive(_ item: HealthItem) throws { try rows.add(item) }

  /// A workout from its spooled points (no whole workout is made).
  package func receive(workout shell: Workout, points: WorkoutPoints) throws {
    try rows.add(workout: shell, points: points)
  }

  /// Finishes every open file.
  package func finish() throws {
    for key in open.keys.sorted() { try close(key) }
  }

  // MARK: - Rows

  package func write(_ row: AnalyticsRow) throws { try write(row, measures: nil) }

  package func write(point row: AnalyticsRow, measures: AnalyticsMeasures) throws {
    try write(row, measures: measures)
  }

  /// Writes a row (a `point` row of the wide layout when `measures` are given) to its partition's file.
  private func write(_ row: AnalyticsRow, measures: AnalyticsMeasures?) throws {
    let key = path(of: row)
    clock += 1
    let partition = try self.partition(key)
    partition.lastUse = clock
    partition.rows += 1
    let table = partition.table
    let before = table.bufferedRows
    if let measures { try table.write(point: row, measures: measures) } else { try table.write(row) }
    buffered += table.bufferedRows - before
    if buffered >= rowGroupRows,
      let fullest = open.values.max(by: { $0.table.bufferedRows < $1.table.bufferedRows })
    {
      buffered -= fullest.table.bufferedRows
      try fullest.table.flushRowGroup()
    }
    if partition.rows >= fileRows { try close(key) }
  }

  /// The open file of partition `key`: the previous row's, an open one, else a new part (finishing the
  /// least recently used file when `openFiles` are open).
  private func partition(_ key: String) throws -> Partition {
    if let last = lastPartition, last.key == key { return last.partition }
    if let found = open[key] {
      lastPartition = (key, found)
      return found
    }
    if open.count >= openFiles, let oldest = open.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
      try close(oldest)
    }
    let n = nextPart[key, default: 0]
    nextPart[key] = n + 1
    let name = baseName.isEmpty ? "part-\(n).parquet" : "part-\(baseName)-\(n).parquet"
    let sink = try files.create(key + "/" + name)
    let partition = Partition(
      table: ParquetTableWriter(
        output: sink, rowGroupRows: rowGroupRows, compressionLevel: level, layout: layout),
      sink: sink, lastUse: clock)
    open[key] = partition
    lastPartition = (key, partition)
    return partition
  }

  private func close(_ key: String) throws {
    guard let partition = open.removeValue(forKey: key) else { return }
    if lastPartition?.key == key { lastPartition = nil }
    buffered -= partition.table.bufferedRows
    try partition.table.finish()
    try files.close(partition.sink)
  }

  /// `kind=…/date=…` for a row (the previous row's path when its partition values are the same).
  private func path(of row: AnalyticsRow) -> String {
    let day = partitionsByDay ? dayNumber(row.start) : 0
    if let last = lastPath, last.day == day, last.record == row.record, last.type == row.type {
      return last.path
    }
    let path = newPath(of: row)
    lastPath = (row.record, row.type, day, path)
    return path
  }

  /// The UTC day number of `start` (`Int64.min` for none).
  private func dayNumber(_ start: Timestamp?) -> Int64 {
    guard let start else { return .min }
    let micros = start.unixMicroseconds
    var day = micros / 86_400_000_000
    if micros % 86_400_000_000 < 0 { day -= 1 }
    return day
  }

  private func newPath(of row: AnalyticsRow) -> String {
    partitionBy.map { column in
      switch column {
      case .kind:
        if row.record != lastRecord.0 { lastRecord = (row.record, Self.escaped(row.record)) }
        return "kind=" + lastRecord.1
      case .date: return "date=" + day(row.start)
      case .type:
        if row.type != lastType.0 { lastType = (row.type, Self.escaped(row.type)) }
        return "type=" + lastType.1
      case .year:
        let day = day(row.start)
        return "year=" + (day == Self.nullPartition ? day : String(day.prefix(4)))
      }
    }.joined(separator: "/")
  }

  private func day(_ start: Timestamp?) -> String {
    guard let start else { return Self.nullPartition }
    let micros = start.unixMicroseconds
    var day = micros / 86_400_000_000
    if micros % 86_400_000_000 < 0 { day -= 1 }
    if day != lastDay {
      let (y, m, d, _, _, _) = ISO8601Timestamp.civil(fromUnix: day * 86_400)
      guard (0...9999).contains(y) else { return Self.nullPartition }
      lastDay = day
      lastDayText = NumberText.formatted("%04lld-%02lld-%02lld", y, m, d)
    }
    return lastDayText
  }

  private static let specialBytes = Set("/=%\\:#?*\"'<>|[]{}^".utf8)

  /// A partition value as Hive escapes it in a path (`%XX` for `/`, `=`, `%` and control characters).
  static func escaped(_ value: String) -> String {
    guard !value.isEmpty else { return nullPartition }
    // Most values (`sample`, `HKQuantityTypeIdentifierHeartRate`) need no escape: one pass over the bytes.
    if !value.utf8.contains(where: { $0 < 0x20 || specialBytes.contains($0) }) { return value }
    var out = ""
    for scalar in value.unicodeScalars {
      if scalar.value < 0x20 || "/=%\\:#?*\"'<>|[]{}^".unicodeScalars.contains(scalar) {
        out += NumberText.formatted("%%%02X", scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
