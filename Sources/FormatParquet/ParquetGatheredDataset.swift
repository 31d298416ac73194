import AnalyticsTable
import FormatKit
import FoundationEssentials
import Synchronization
import WorkoutModel

/// One partitioned dataset shared by every input of a batch (`--out-dir` with `--partition-by`): the
/// rows of many inputs go into the same files, `<partition>/part-<n>.parquet`, instead of one small file
/// per input and partition. A file is finished at `parquet.fileRows` rows (the partition's next rows
/// start the next part); row groups hold `parquet.rowGroupRows` rows across inputs. Inputs that finish
/// at the same time write through different writers (one per concurrent hand-over, at most the batch's
/// jobs), so encoding never waits: writer `w` names its files `part-<w>-<n>.parquet`.
///
/// An input's rows are gathered by its own writer (`inputWriter()`) and handed over only when the input
/// has converted (`InputWriter.handOver()`): an input that fails leaves no row. Inputs hand over one at a
/// time, in the order they finish (the row order across inputs is not the input order; each input's
/// rows stay together and in order). Memory: one input's rows per job, plus the open files' buffered
/// row groups.
package final class GatheredParquetDataset: Sendable {
  private let files: any DatasetFiles & Sendable
  private let partitionBy: [ParquetDatasetWriter.Column]
  fileprivate let settings: ParquetOptions
  /// Writers not in use, and every writer made.
  private let idle = Mutex<[ParquetDatasetWriter]>([])
  private let all = Mutex<[ParquetDatasetWriter]>([])
  /// The first failure to write an input's rows: its rows may be partly written, so the dataset cannot
  /// be completed (`finish()` throws it).
  private let failure = Mutex<ConversionError?>(nil)
  /// Row buffers of inputs handed over, emptied with their capacity kept: the next input fills them
  /// without growing (and copying, and faulting in) new ones. At most one per input converting at once.
  private let spareBuffers = Mutex<[(rows: [AnalyticsRow], measures: [AnalyticsMeasures?])]>([])

  /// A dataset in `files` with the `partitionBy` option and the `parquet.*` options of `options`.
  /// `files` must be safe to use from several writers at once.
  package init(files: any DatasetFiles & Sendable, options: FormatOptions) throws {
    settings = try ParquetOptions(options)
    guard let spec = settings.partitionBy else {
      throw ConversionError(.internal, "a gathered dataset without --partition-by")
    }
    self.files = files
    partitionBy = try ParquetDatasetWriter.columns(spec)
  }

  /// An idle writer, or a new one.
  private func takeWriter() -> ParquetDatasetWriter {
    if let writer = idle.withLock({ $0.popLast() }) { return writer }
    return all.withLock { all in
      let writer = ParquetDatasetWriter(
        files: files, baseName: String(all.count), partitionBy: partitionBy,
        rowGroupRows: settings.rowGroupRows, compressionLevel: settings.level,
        openFiles: settings.openFiles, fileRows: settings.fileRows, layout: settings.layout)
      all.append(writer)
      return writer
    }
  }

  /// A writer of one input's rows.
  package func inputWriter() -> InputWriter { InputWriter(self) }

  /// Writes an input's rows (`measures`, in the wide layout: each row's measures, nil for other rows).
  fileprivate func append(_ rows: [AnalyticsRow], measures: [AnalyticsMeasures?]) throws {
    let writer = takeWriter()
    defer { idle.withLock { $0.append(writer) } }
    do {
      // By index, each row with its measures (no tuple per row).
      if measures.isEmpty {
        for i in rows.indices { try writer.write(rows[i]) }
      } else {
        for i in rows.indices {
          if let m = measures[i] {
            try writer.write(point: rows[i], measures: m)
          } else {
            try writer.write(rows[i])
          }
        }
      }
    } catch {
      let typed = error as? ConversionError ?? ConversionError(.io, "\(error)")
      failure.withLock { if $0 == nil { $0 = typed } }
      throw error
    }
  }

  /// Row buffers kept for the next input hold at most this many rows (a larger input's are let go: their
  /// growth was paid for by its many rows, and memory stays bounded by the inputs converting at once).
  static let spareRows = 1 << 16

  /// Emptied row buffers, for the next input.
  fileprivate func recycle(_ rows: [AnalyticsRow], _ measures: [AnalyticsMeasures?]) {
    guard rows.capacity <= Self.spareRows else { return }
    spareBuffers.withLock { $0.append((rows, measures)) }
  }

  /// Row buffers to fill: a handed-over input's, else new ones.
  fileprivate func buffers() -> (rows: [AnalyticsRow], measures: [AnalyticsMeasures?]) {
    spareBuffers.withLock { $0.popLast() } ?? ([], [])
  }

  /// Finishes every open file (after the last input).
  package func finish() throws {
    if let error = failure.withLock({ $0 }) { throw error }
    for writer in all.withLock({ $0 }) { try writer.finish() }
  }

  /// One input's writer: it keeps the input's rows until `handOver()`.
  package final class InputWriter: FormatWriter, StreamingWorkoutSink, AnalyticsWideRowSink {
    private let dataset: GatheredParquetDataset
    private var rows: [AnalyticsRow] = []
    /// The wide layout: each row's measures (nil: not a point row); empty in the long layout.
    private var measures: [AnalyticsMeasures?] = []
    private let wide: Bool
    private var flattener: AnalyticsRows!

    fileprivate init(_ dataset: GatheredParquetDataset) {
      self.dataset = dataset
      wide = dataset.settings.layout == .wide
      (rows, measures) = dataset.buffers()
      flattener = AnalyticsRows(into: self, layout: dataset.settings.layout)
    }

    package func receive(_ item: HealthItem) throws { try flattener.add(item) }

    /// A workout from its spooled points, as the single-file writer takes it (no whole workout is made).
    package func receive(workout shell: Workout, points: WorkoutPoints) throws {
      try flattener.add(workout: shell, points: points)
    }

    package func write(_ row: AnalyticsRow) throws {
      rows.append(row)
      if wide { measures.append(nil) }
    }

    package func write(point row: AnalyticsRow, measures m: AnalyticsMeasures) throws {
      rows.append(row)
      measures.append(m)
    }

    /// Nothing is written before the input has converted (`handOver()`).
    package func finish() throws {}

    /// Writes the input's rows into the dataset.
    package func handOver() throws {
      defer {
        rows.removeAll(keepingCapacity: true)
        measures.removeAll(keepingCapacity: true)
        dataset.recycle(rows, measures)
        rows = []
        measures = []
      }
      try dataset.append(rows, measures: measures)
    }

    /// Rows gathered so far.
    package var count: Int { rows.count }
  }
}

/// A `ParquetDatasetWriter` of a gathered dataset is used by one input at a time (taken from the idle list).
extension ParquetDatasetWriter: @unchecked Sendable {}
