import ByteStreams
import FormatKit
import FormatParquet
import FoundationEssentials
import Synchronization
import WorkoutModel

/// A batch's partitioned Parquet dataset (`--out-dir DIR --to parquet --partition-by …`): the inputs'
/// rows gathered into shared `<partition>/part-<n>.parquet` files (`GatheredParquetDataset`) instead
/// of files per input. An input is gathered when it is a plain file of at most `gatherBytes` (its rows
/// are held until it has converted); archives and larger inputs write their own
/// `part-<input>-<n>.parquet` files, streamed, as a single conversion does.
struct BatchDataset {
  /// Inputs up to this size are gathered: their rows wait in memory until they have converted.
  static let gatherBytes: Int64 = 8 << 20

  let dataset: GatheredParquetDataset
  let files: BatchDatasetFiles

  /// The batch's dataset in `output`, when `settings` ask for a partitioned Parquet dataset.
  init?(output: DirectoryOutput, format: any WorkoutFormat, settings: ConversionSettings) throws {
    guard format.descriptor.id == .parquet, settings.options.values[FormatOptions.partitionByKey] != nil
    else { return nil }
    files = BatchDatasetFiles(output.share())
    dataset = try GatheredParquetDataset(files: files, options: settings.options)
  }

  /// Whether the input at `path` is gathered.
  static func gathers(_ path: String) -> Bool {
    guard let status = FileDescriptorIO.status(atPath: path), status.kind == .regular,
      status.size <= gatherBytes
    else { return false }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
    return !ContainerKind.fileExtensions.contains(ext)
  }

  /// Finishes the dataset's files (after every input): their final paths. Throws the first write
  /// failure of any input's rows (the dataset is then incomplete: the caller aborts the output).
  func finish() throws -> [String] {
    try dataset.finish()
    return files.share.files.map { files.share.output.finalURL($0).path }
  }
}

/// The files of a batch's gathered dataset: made in the directory output's staging folder, in the
/// batch's own share (put in place with the inputs' files at the end).
final class BatchDatasetFiles: DatasetFiles, @unchecked Sendable {
  let share: DirectoryOutput.Share
  /// Files open, by their sink, under `lock` (the dataset's writers make and close files at once).
  private var open: [ObjectIdentifier: (name: String, output: AtomicFileOutput)] = [:]
  private let lock = Mutex(())

  init(_ share: DirectoryOutput.Share) { self.share = share }

  func create(_ path: String) throws -> any ByteSink {
    let stem = path.hasSuffix(".parquet") ? String(path.dropLast(".parquet".count)) : path
    let name = try share.output.claim(stem, extension: "parquet", protected: [])
    let output = try share.output.open(name)
    lock.withLock { _ in open[ObjectIdentifier(output.sink)] = (name, output) }
    return output.sink
  }

  func close(_ sink: any ByteSink) throws {
    guard let file = lock.withLock({ _ in open.removeValue(forKey: ObjectIdentifier(sink)) }) else { return }
    try file.output.commit()
    share.add(file.name)
  }
}

/// One input's rows in the batch's gathered dataset (`BatchDataset`): handed over when the input has
/// converted, dropped when it fails. Its report lists no output: the dataset's files are the batch's.
final class GatheredDatasetDestination: Destination {
  private let dataset: GatheredParquetDataset
  private var writer: GatheredParquetDataset.InputWriter?

  init(_ dataset: GatheredParquetDataset) { self.dataset = dataset }

  func makeSink(_ pipeline: ConversionPipeline) throws -> any StreamingWorkoutSink {
    let writer = dataset.inputWriter()
    self.writer = writer
    return pipeline.projecting(to: writer)
  }

  func finish(_ pipeline: ConversionPipeline) throws {
    guard let writer else { return }
    try pipeline.accounting.finishing(context: pipeline.context) { try writer.finish() }
  }

  func commit() throws { try writer?.handOver() }

  func abort() { writer = nil }

  var outputs: [String] { [] }
}
