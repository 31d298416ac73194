import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel
import WorkoutOperations

/// The stages between a reader and a destination for one conversion — `--workouts-only` selection, the
/// operations, the one-workout guard and the capability projection — with the item accounting they share.
final class ConversionPipeline {
  let format: any WorkoutFormat
  let settings: ConversionSettings
  let context: ConversionContext
  /// The conversion's inputs: never written over.
  let protected: [URL]
  /// The stem of the files written into a directory.
  let baseName: String
  /// Called with 1 for each item read (progress).
  let onItem: ((Int) -> Void)?
  /// The input holds many unrelated workouts (an export, NDJSON): directory files are named by start and
  /// type.
  let inputIsContainer: Bool
  let accounting: ItemAccounting
  let projection: CapabilityProjection
  /// Items `--workouts-only` left out, by kind, reported once per kind at the end.
  private var leftOut: [HealthItemKind: Int] = [:]

  init(
    format: any WorkoutFormat, settings: ConversionSettings, context: ConversionContext, protected: [URL],
    baseName: String, onItem: ((Int) -> Void)?, inputIsContainer: Bool, accounting: ItemAccounting
  ) {
    self.format = format
    self.settings = settings
    self.context = context
    self.protected = protected
    self.baseName = baseName
    self.onItem = onItem
    self.inputIsContainer = inputIsContainer
    self.accounting = accounting
    projection = CapabilityProjection(target: format.descriptor, alternatives: Self.formatsWriting)
  }

  /// `FormatRegistry.formatsWriting` by capability, each found the first time it is asked for and kept
  /// for the process: each format's descriptor is built when asked for, and the projection asks for a
  /// hint with every workout whose identifiers the target drops (every workout of an HTML site), while a
  /// one-file conversion asks for one or two capabilities and should not pay for all of them.
  static let formatsWriting: @Sendable (Capability) -> [FormatID] = {
    let memo = CapabilityWriters()
    return { memo.formats(writing: $0) }
  }()

  /// The format's writer onto `sink`.
  func makeWriter(to sink: any ByteSink) throws -> any FormatWriter {
    guard let writer = try format.makeWriter(to: sink, options: settings.options, context: context) else {
      throw ConversionError(.unsupportedOperation, "\(format.descriptor.name) cannot be written")
    }
    return writer
  }

  /// `--workouts-only`: other items are counted read and dropped.
  func selecting(_ sink: any StreamingWorkoutSink) -> any StreamingWorkoutSink {
    guard settings.workoutsOnly else { return sink }
    return PassingSink(next: sink) { [self] item in
      if case .workout = item { return true }
      onItem?(1)
      accounting.noteRead(item)
      accounting.noteProjectionDropped(item)
      leftOut[item.kind, default: 0] += 1
      return false
    }
  }

  /// The requested operations run first; a workout they remove is read and dropped.
  func operating(_ sink: any StreamingWorkoutSink) -> any StreamingWorkoutSink {
    guard !settings.operations.isEmpty else { return sink }
    let operatingSink = OperatingSink(chain: settings.operations, next: sink, context: context) {
      [self] item in
      onItem?(1)
      accounting.noteRead(item)
      accounting.noteOperationRemoved(item)
    }
    operatingSinks.append(operatingSink)
    return operatingSink
  }

  /// The operating sinks made, whose held items (`--privacy-ends` holds records that come before a
  /// workout) are passed on once the input is read (`flushOperations`).
  private var operatingSinks: [OperatingSink] = []

  /// Passes on what the operations held until the input's end.
  func flushOperations() throws {
    for operatingSink in operatingSinks { try operatingSink.flush() }
  }

  /// A one-workout format (FIT) written to one file or standard output refuses a second workout, naming
  /// the command that writes one file per workout (into `output`), instead of keeping the first and
  /// dropping the rest.
  func oneWorkout(_ sink: any StreamingWorkoutSink, output: String) -> any StreamingWorkoutSink {
    let descriptor = format.descriptor
    guard descriptor.workoutsPerFile == .one else { return sink }
    var workouts = 0
    return PassingSink(next: sink) { [context] item in
      if case .workout = item {
        workouts += 1
        if workouts == 2 {
          func quoted(_ path: String) -> String { path.contains(" ") ? "'\(path)'" : path }
          throw ConversionError(
            .unsupportedOperation,
            "\(descriptor.name) holds one workout per file, and \(context.inputName) has more than one; nothing was written",
            hint:
              "write one file per workout into a directory: wkconv convert \(quoted(context.inputName)) \(quoted(output)) --to \(descriptor.id.rawValue)"
          )
        }
      }
      return true
    }
  }

  /// Projects items onto the format's capabilities, counts them and hands them to `writer`.
  func projecting(to writer: any StreamingWorkoutSink) -> any StreamingWorkoutSink {
    let sink = ProjectingSink(projection: projection, context: context, accounting: accounting, next: writer)
    sink.onItem = onItem
    return sink
  }

  /// Reports what `--workouts-only` left out, one loss per kind.
  func reportLeftOut() {
    for (kind, count) in leftOut.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      context.lose(
        .item(kind), in: "input", count: count,
        .workoutsOnly)
    }
  }
}

/// Where one conversion's outputs go. Each destination owns the atomic lifecycle of its outputs: `makeSink`
/// makes the writers, `finish` completes every output, `commit` puts them in place together and `abort`
/// (after a failure anywhere) leaves nothing behind. A new output shape is a new destination.
protocol Destination: AnyObject {
  /// The sink the operated items go to.
  func makeSink(_ pipeline: ConversionPipeline) throws -> any StreamingWorkoutSink
  /// Every output complete (writers finished), none in place yet.
  func finish(_ pipeline: ConversionPipeline) throws
  /// The outputs in place.
  func commit() throws
  /// Nothing written is left.
  func abort()
  /// The outputs written, as the report lists them.
  var outputs: [String] { get }
  /// The error to report for a conversion that failed with `error`: an output's own failure that the
  /// serial run would have met first (a workout file written on another thread), else `error`.
  func failure(before error: any Error) -> any Error
}

extension Destination {
  func failure(before error: any Error) -> any Error { error }
}

/// Standard output: one writer, flushed at the end (nothing to take back from a pipe).
final class StandardOutputDestination: Destination {
  private let sink = BufferedFileSink(standardOutputWithCapacity: 1 << 16)
  private var writer: (any FormatWriter)?

  func makeSink(_ pipeline: ConversionPipeline) throws -> any StreamingWorkoutSink {
    let writer = try pipeline.makeWriter(to: sink)
    self.writer = writer
    return pipeline.oneWorkout(pipeline.projecting(to: writer), output: "DIR/")
  }

  func finish(_ pipeline: ConversionPipeline) throws {
    guard let writer else { return }
    try pipeline.accounting.finishing(context: pipeline.context) { try writer.finish() }
  }

  func commit() throws { try sink.flush() }

  func abort() {}

  var outputs: [String] { ["-"] }
}

/// One file, written atomically (`AtomicFileOutput`).
final class FileDestination: Destination {
  private let url: URL
  private var output: AtomicFileOutput?
  private var writer: (any FormatWriter)?

  init(_ url: URL) { self.url = url }

  func makeSink(_ pipeline: ConversionPipeline) throws -> any StreamingWorkoutSink {
    let output = try pipeline.settings.atomicOutput(url, protected: pipeline.protected)
    self.output = output
    let writer = try pipeline.makeWriter(to: output.sink)
    self.writer = writer
    return pipeline.oneWorkout(
      pipeline.projecting(to: writer), output: url.deletingPathExtension().path + "/")
  }

  func finish(_ pipeline: ConversionPipeline) throws {
    guard let writer else { return }
    try pipeline.accounting.finishing(context: pipeline.context) { try writer.finish() }
  }

  func commit() throws { try output?.commit() }

  func abort() { output?.abort() }

  var outputs: [String] { [url.path] }
}

extension Converter {
  /// Runs `body` with a sink that projects items onto `format`'s capabilities and writes them to
  /// `destination` atomically: nothing is left behind when `body` or a writer throws.
  static func withDestination(
    _ destination: OutputDestination, pipeline: ConversionPipeline,
    _ body: (any HealthItemSink) throws -> Void
  ) throws {
    let target = try makeDestination(destination, pipeline: pipeline)
    do {
      try body(EntrySink(pipeline.selecting(pipeline.operating(try target.makeSink(pipeline)))))
      try pipeline.flushOperations()
      try target.finish(pipeline)
      try target.commit()
    } catch {
      let failure = target.failure(before: error)
      target.abort()
      throw failure
    }
    pipeline.context.report.outputs = target.outputs
    pipeline.reportLeftOut()
    pipeline.accounting.apply(to: &pipeline.context.report)
  }

  /// The destination object of an `OutputDestination`: an existing directory named as a file is a
  /// directory, a partitioned one (`--partition-by`) a dataset; a directory output joins the run's shared one (`settings.directoryShare`: the batch's,
  /// the archive's) or gets its own.
  static func makeDestination(_ destination: OutputDestination, pipeline: ConversionPipeline) throws
    -> any Destination
  {
    switch destination {
    case .standardOutput:
      return StandardOutputDestination()
    case .file(let url) where !(FileManager.default.fileExists(atPath: url.path) && isDirectory(url)):
      return FileDestination(url)
    case .file(let url), .directory(let url):
      let dataset =
        pipeline.settings.options.values[FormatOptions.partitionByKey] != nil
        || pipeline.format.datasetWriting?.directoryIsDataset == true
      if let share = pipeline.settings.directoryShare {
        if dataset, let gathered = share.gathered { return GatheredDatasetDestination(gathered) }
        return dataset
          ? DatasetDestination(share: share, owned: false) : DirectoryDestination(share: share, owned: false)
      }
      let output = try DirectoryOutput(
        url, format: pipeline.format, settings: pipeline.settings, title: pipeline.context.inputName,
        protected: pipeline.protected)
      return dataset
        ? DatasetDestination(share: output.share(), owned: true)
        : DirectoryDestination(share: output.share(), owned: true)
    }
  }
}

/// The formats that write each capability, found when first asked for (`Destination.formatsWriting`).
private final class CapabilityWriters: @unchecked Sendable {
  private let lock = ThreadLock()
  private var found: [Capability: [FormatID]] = [:]

  func formats(writing capability: Capability) -> [FormatID] {
    lock.withLock {
      if let known = found[capability] { return known }
      let formats = FormatRegistry.formatsWriting(capability)
      found[capability] = formats
      return formats
    }
  }
}
