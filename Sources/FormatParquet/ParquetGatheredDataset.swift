import AnalyticsTable
import FormatKit
import FoundationEssentials
import Synchronization
import WorkoutModel

/// One partitioned dataset shared by every input of a batch (`--out-dir` with `--partition-by`): the
/// rows of many inputs go into the same files, `<partition>/part-<n>.parquet`, instead of one small file
/// per input and partition. A file is finished at `parquet.fileRows` rows (the partition's next rows
/// start `part-<n+1>`); row groups hold `parquet.rowGroupRows` rows across inputs.
///
/// An input's rows are gathered by its own writer (`inputWriter()`) and handed over only when the input
/// has converted (`InputWriter.handOver()`): an input that fails leaves no row. Inputs hand over one at a
/// time, in the order they finish (the row order across inputs is not the input order; each input's
/// rows stay together and in order). Memory: one input's rows per job, plus the open files' buffered
/// row groups.
public final class GatheredParquetDataset: Sendable {
  private let writer: Mutex<ParquetDatasetWriter>
  /// The first failure to write an input's rows: its rows may be partly written, so the dataset cannot
  /// be completed (`finish()` throws it).
  private let failure = Mutex<ConversionError?>(nil)

  /// A dataset in `files` with the `partitionBy` option and the `parquet.*` options of `options`.
  public init(files: any DatasetFiles, options: FormatOptions) throws {
    guard let spec = options.values[FormatOptions.partitionByKey] else {
      throw ConversionError(.internal, "a gathered dataset without --partition-by")
    }
    let settings = try ParquetFormat.Settings(options)
    writer = Mutex(
      ParquetDatasetWriter(
        files: files, baseName: "", partitionBy: try ParquetDatasetWriter.columns(spec),
        rowGroupRows: settings.rowGroupRows, compressionLevel: settings.level,
        openFiles: settings.openFiles, fileRows: settings.fileRows))
  }

  /// A writer of one input's rows.
  public func inputWriter() -> InputWriter { InputWriter(self) }

  /// Writes an input's rows.
  fileprivate func append(_ rows: [AnalyticsRow]) throws {
    do {
      try writer.withLock { writer in
        for row in rows { try writer.write(row) }
      }
    } catch {
      let typed = error as? ConversionError ?? ConversionError(.io, "\(error)")
      failure.withLock { if $0 == nil { $0 = typed } }
      throw error
    }
  }

  /// Finishes every open file (after the last input).
  public func finish() throws {
    if let error = failure.withLock({ $0 }) { throw error }
    try writer.withLock { try $0.finish() }
  }

  /// One input's writer: it keeps the input's rows until `handOver()`.
  public final class InputWriter: FormatWriter, AnalyticsRowSink {
    private let dataset: GatheredParquetDataset
    private var rows: [AnalyticsRow] = []
    private var flattener: AnalyticsRows!

    fileprivate init(_ dataset: GatheredParquetDataset) {
      self.dataset = dataset
      flattener = AnalyticsRows(into: self)
    }

    public func receive(_ item: HealthItem) throws { try flattener.add(item) }

    public func write(_ row: AnalyticsRow) throws { rows.append(row) }

    /// Nothing is written before the input has converted (`handOver()`).
    public func finish() throws {}

    /// Writes the input's rows into the dataset.
    public func handOver() throws {
      defer { rows = [] }
      try dataset.append(rows)
    }

    /// Rows gathered so far.
    public var count: Int { rows.count }
  }
}

/// `ParquetDatasetWriter` is only used under the dataset's lock.
extension ParquetDatasetWriter: @unchecked Sendable {}
