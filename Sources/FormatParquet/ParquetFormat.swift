import AnalyticsTable
import FormatKit
import FoundationEssentials
import WorkoutModel

extension FormatID {
  /// Apache Parquet (the analytics table).
  package static let parquet: FormatID = "parquet"
}

/// Apache Parquet output of the analytics table (`Formats/analytics/table-schema.json`): typed columns,
/// dictionary-encoded strings, zstd pages, `schema_version` in the footer's key-value metadata.
///
/// Options: `parquet.rowGroupRows` (rows per row group, default 32768: memory is bounded by it),
/// `parquet.zstdLevel` (1–19, default 3); with `--partition-by` (a directory output),
/// `parquet.openFiles` (partition files open at once, default 32) and `parquet.fileRows` (rows per
/// partition file before the next part starts, default 1,048,576); `parquet.layout` (`long`, the
/// default: one `series` row per series entry and one `route_point` row per location; `wide`: one
/// `point` row per instant of a workout with typed measure columns, `AnalyticsWide`).
package struct ParquetFormat: WorkoutFormat, DatasetWritingFormat {
  /// Makes the format.
  package init() {}

  package var datasetWriting: (any DatasetWritingFormat)? { self }

  package var descriptor: FormatDescriptor {
    return FormatDescriptor(
      id: .parquet, name: "Apache Parquet (analytics table)", fileExtensions: ["parquet"],
      mediaType: "application/vnd.apache.parquet",
      capabilities: AnalyticsRows.capabilities, canRead: false, canWrite: true,
      workoutsPerFile: .many,
      options: [Self.rowGroupRows, Self.zstdLevel, Self.openFiles, Self.fileRows, Self.layout])
  }

  /// `parquet.rowGroupRows=N`: rows per row group.
  package static let rowGroupRows = FormatOption(
    "parquet.rowGroupRows", .integer(1...(1 << 24)), default: String(ParquetTableWriter.defaultRowGroupRows),
    help: "rows per row group")
  /// `parquet.zstdLevel=N`: the zstd compression level.
  package static let zstdLevel = FormatOption(
    "parquet.zstdLevel", .integer(1...19), default: String(ParquetTableWriter.defaultCompressionLevel),
    help: "zstd compression level")
  /// `parquet.openFiles=N`: with --partition-by, partition files open at once.
  package static let openFiles = FormatOption(
    "parquet.openFiles", .integer(1...1024), default: String(ParquetDatasetWriter.defaultOpenFiles),
    help: "with --partition-by: partition files open at once")

  /// `parquet.fileRows=N`: with --partition-by, rows per partition file.
  package static let fileRows = FormatOption(
    "parquet.fileRows", .integer(1...(1 << 40)), default: String(1 << 20),
    help: "with --partition-by: rows per partition file before the next part-N file starts")

  /// `parquet.layout=long|wide`: a workout's series entries and route points as rows of their own, or
  /// merged by instant into `point` rows with a typed column per measure.
  package static let layout = FormatOption(
    "parquet.layout", .choice(AnalyticsLayout.allCases.map(\.rawValue)),
    default: AnalyticsLayout.long.rawValue,
    help:
      "long: a row per series entry and route point; wide: a row per instant of a workout, a column per measure"
  )

  package func sniff(_ prefix: [UInt8]) -> SniffResult { .no }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { nil }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    let settings = try ParquetOptions(options)
    if settings.partitionBy != nil {
      throw ConversionError(
        .usage, "--partition-by writes a dataset into a directory",
        hint: "give a directory output (ending in /) or --out-dir")
    }
    return ParquetWriter(
      output: output, rowGroupRows: settings.rowGroupRows, compressionLevel: settings.level,
      layout: settings.layout, cores: settings.cores)
  }

  /// The writer of a Hive-style dataset (`--partition-by kind,date`): see `ParquetDatasetWriter`.
  package func makeDatasetWriter(
    files: any DatasetFiles, baseName: String, options: FormatOptions, context: ConversionContext
  ) throws -> (any FormatWriter)? {
    let settings = try ParquetOptions(options)
    guard let spec = settings.partitionBy else { return nil }
    return ParquetDatasetWriter(
      files: files, baseName: baseName, partitionBy: try ParquetDatasetWriter.columns(spec),
      rowGroupRows: settings.rowGroupRows, compressionLevel: settings.level,
      openFiles: settings.openFiles, fileRows: settings.fileRows, layout: settings.layout)
  }
}

/// Parquet's settings (the `parquet.*` options, `--partition-by` and the cores), read once from
/// `FormatOptions`; a value out of range is a usage error.
package struct ParquetOptions: Sendable, Hashable {
  package var rowGroupRows: Int
  package var level: Int32
  package var openFiles: Int
  package var fileRows: Int
  package var layout: AnalyticsLayout
  /// `--partition-by`'s columns as given (a dataset is written when set).
  package var partitionBy: String?
  /// The cores the writer may use (`FormatOptions.cores`).
  package var cores: Int

  package init(_ options: FormatOptions) throws {
    func integer(_ option: FormatOption) throws -> Int {
      if let problem = options[option].flatMap(option.problem(with:)) {
        throw ConversionError(.usage, problem)
      }
      return options.integer(option)!
    }
    rowGroupRows = try integer(ParquetFormat.rowGroupRows)
    level = Int32(try integer(ParquetFormat.zstdLevel))
    openFiles = try integer(ParquetFormat.openFiles)
    fileRows = try integer(ParquetFormat.fileRows)
    let layoutOption = ParquetFormat.layout
    if let problem = options[layoutOption].flatMap(layoutOption.problem(with:)) {
      throw ConversionError(.usage, problem)
    }
    layout = AnalyticsLayout(rawValue: (options.value(layoutOption) ?? "long").lowercased()) ?? .long
    partitionBy = options.values[FormatOptions.partitionByKey]
    cores = options.cores
  }
}

/// The format writer: model items → analytics rows → Parquet. With more than one core
/// (`FormatOptions.cores`, `--threads`) the rows are made, encoded, compressed and written on a thread of
/// its own (`ParquetRowsWorker`): the same bytes, overlapped with the conversion before the writer.
package final class ParquetWriter: FormatWriter, StreamingWorkoutSink {
  private let table: ParquetTableWriter
  private let rows: AnalyticsRows
  private let worker: ParquetRowsWorker?

  /// A writer into `table` (made for `layout`), on the calling thread.
  package convenience init(table: ParquetTableWriter, layout: AnalyticsLayout = .long) {
    self.init(table: table, layout: layout, handOff: nil)
  }

  /// A writer of a Parquet file to `output` (`ParquetTableWriter`'s settings), on a worker thread when
  /// `cores` is more than 1.
  package convenience init(
    output: any ByteSink, rowGroupRows: Int = ParquetTableWriter.defaultRowGroupRows,
    compressionLevel: Int32 = ParquetTableWriter.defaultCompressionLevel, layout: AnalyticsLayout = .long,
    cores: Int = 1
  ) {
    let handOff = cores > 1 ? HandOffSink() : nil
    let table = ParquetTableWriter(
      output: handOff ?? output, rowGroupRows: rowGroupRows, compressionLevel: compressionLevel,
      layout: layout)
    self.init(table: table, layout: layout, handOff: handOff.map { ($0, output) })
  }

  private init(table: ParquetTableWriter, layout: AnalyticsLayout, handOff: (HandOffSink, any ByteSink)?) {
    self.table = table
    let rows = AnalyticsRows(into: table, layout: layout)
    self.rows = rows
    worker = handOff.map { ParquetRowsWorker(rows: rows, handOff: $0.0, output: $0.1) }
  }

  package func receive(_ item: HealthItem) throws {
    if let worker { try worker.add(item) } else { try rows.add(item) }
  }

  package func receive(workout shell: Workout, points: WorkoutPoints) throws {
    if let worker {
      try worker.add(workout: shell, points: points)
    } else {
      try rows.add(workout: shell, points: points)
    }
  }

  package func finish() throws {
    try worker?.finish()
    try table.finish()
    try worker?.deliver()
  }
}
