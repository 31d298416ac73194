import ByteStreams
import FormatKit
import FormatNDJSON
import FoundationEssentials
import WorkoutModel

/// One conversion's part of a directory output (`DirectoryOutput`): its workout files (`DirectoryWriter`),
/// and for one-workout-per-file formats everything else — lossless, in `<input>.ndjson` beside them
/// (nothing silently dropped, nothing forced into a format that cannot hold it), or in the format's own
/// kind files (FIT weight and blood-pressure files) — with the index told of each. Its files are complete
/// in the staging folder at `finish`; an `owned` directory (the conversion's own) is put in place at
/// `commit`, a shared one (a batch's, an archive's) by its owner at the end.
final class DirectoryDestination: Destination {
  let share: DirectoryOutput.Share
  let owned: Bool
  private var writer: DirectoryWriter?
  private var context: ConversionContext?
  /// `<input>.ndjson`: the items a one-workout-per-file format does not hold.
  private var leftover: (name: String, output: AtomicFileOutput, writer: NDJSONWriter)?
  /// The format's kind files (`DirectoryKindFiles`), by their name, in the order made.
  private var kindFiles: [String: (name: String, output: AtomicFileOutput, writer: any FormatWriter)] = [:]
  private var kindFileOrder: [String] = []

  init(share: DirectoryOutput.Share, owned: Bool) {
    self.share = share
    self.owned = owned
  }

  private var directory: DirectoryOutput { share.output }

  func makeSink(_ pipeline: ConversionPipeline) throws -> any StreamingWorkoutSink {
    let writer = DirectoryWriter(share: share, pipeline: pipeline)
    self.writer = writer
    context = pipeline.context
    // Per-workout files stream like a single file: memory does not grow with the workout.
    let workouts = pipeline.projecting(to: writer)
    guard Converter.splitsPerWorkout(pipeline.format.descriptor) else { return workouts }
    if directory.hasIndex {
      writer.onWorkoutWritten = { [directory] workout, points, name in
        try directory.noteWorkout(workout, points: points, file: name)
      }
    }
    // Workouts go on to `workouts`; every other item is counted, shown to the index and written to its
    // kind file or the leftover NDJSON here.
    return PassingSink(next: workouts) { [self] item in
      if case .workout = item { return true }
      pipeline.onItem?(1)
      pipeline.accounting.noteRead(item)
      try directory.indexReceive(item)
      let sink = try nonWorkoutSink(for: item, pipeline: pipeline)
      try pipeline.accounting.handing(item, context: pipeline.context) { try sink.receive(item) }
      return false
    }
  }

  /// The writer an item that is not a workout goes to: the format's kind file for it, else the leftover
  /// NDJSON file.
  private func nonWorkoutSink(for item: HealthItem, pipeline: ConversionPipeline) throws -> any FormatWriter {
    if let name = pipeline.format.directoryKindFiles?.kindFile(for: item) {
      if let file = kindFiles[name] { return file.writer }
      let fileName = try share.claim(pipeline.baseName + "-" + name, pipeline: pipeline)
      let output = try directory.open(fileName)
      do {
        let writer = try pipeline.makeWriter(to: output.sink)
        kindFiles[name] = (fileName, output, writer)
        kindFileOrder.append(name)
        return writer
      } catch {
        output.abort()
        throw error
      }
    }
    if let leftover { return leftover.writer }
    let name = try share.claim(pipeline.baseName, extension: "ndjson", pipeline: pipeline)
    let output = try directory.open(name)
    let file = (name, output, NDJSONWriter(output: output.sink))
    leftover = file
    return file.2
  }

  func finish(_ pipeline: ConversionPipeline) throws {
    if let leftover {
      try leftover.writer.finish()
      try complete(leftover.name, leftover.output)
    }
    for name in kindFileOrder {
      let file = kindFiles[name]!
      try pipeline.accounting.finishing(context: pipeline.context) { try file.writer.finish() }
      try complete(file.name, file.output)
    }
    try pipeline.accounting.finishing(context: pipeline.context) { try writer?.finish() }
  }

  /// A file complete in the staging folder, part of the share.
  private func complete(_ name: String, _ output: AtomicFileOutput) throws {
    try output.commit()
    share.add(name)
  }

  func commit() throws {
    guard owned, let context else { return }
    try directory.commit(report: context.report)
  }

  func failure(before error: any Error) -> any Error { writer?.failure(before: error) ?? error }

  func abort() {
    writer?.abort()
    leftover?.output.abort()
    for file in kindFiles.values { file.output.abort() }
    if owned { directory.abort() }
  }

  var outputs: [String] {
    (writer?.written.map(\.path) ?? []) + kindFileOrder.map { directory.finalURL(kindFiles[$0]!.name).path }
      + (leftover.map { [directory.finalURL($0.name).path] } ?? [])
      + (owned ? directory.indexPath.map { [$0] } ?? [] : [])
  }
}

extension DirectoryOutput.Share {
  /// Claims a name for one of `pipeline`'s files (`stem.ext` by default with the format's extension).
  func claim(_ stem: String, extension ext: String? = nil, pipeline: ConversionPipeline) throws -> String {
    try output.claim(stem, extension: ext ?? output.fileExtension, protected: pipeline.protected)
  }
}

/// Writes one conversion's files into a directory output: one file per workout for one-workout formats
/// (named after the input and the workout's start), everything else into `<input>.<ext>`.
final class DirectoryWriter: StreamingWorkoutSink {
  let share: DirectoryOutput.Share
  let pipeline: ConversionPipeline
  private var shared: (name: String, output: AtomicFileOutput, writer: any FormatWriter)?
  /// The names of the files written (a path is made of each only for the report, at the end).
  private var writtenNames: [String] = []
  /// The files written, at their final paths.
  var written: [URL] { writtenNames.map { share.output.finalURL($0) } }
  private var workoutCount = 0
  /// Writes the workout files on a second thread (`startWorker`), when there is one.
  private var worker: WorkoutFileWorker?
  /// Told of each workout file written (the directory's index).
  var onWorkoutWritten: ((Workout, WorkoutPoints, String) throws -> Void)?

  init(share: DirectoryOutput.Share, pipeline: ConversionPipeline) {
    self.share = share
    self.pipeline = pipeline
  }

  private var format: any WorkoutFormat { pipeline.format }
  private var context: ConversionContext { pipeline.context }
  private var baseName: String { pipeline.baseName }

  func receive(_ item: HealthItem) throws { try sharedWriter().receive(item) }

  /// A workout gets its own file when the format holds one per file; else it goes to the shared file
  /// with the other items.
  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    guard Converter.splitsPerWorkout(format.descriptor) else {
      return try sharedWriter().receive(workout: shell, points: points)
    }
    try writeFile(of: shell, points: points)
  }

  /// A file at `name` is complete in the staging folder.
  private func complete(_ name: String, _ output: AtomicFileOutput) throws {
    try output.commit()
    share.add(name)
    writtenNames.append(name)
  }

  /// Writes a workout into its own file: on the worker thread when there is one (`startWorker`), else
  /// here. Its name is claimed here, in input order; so is its report baseline (the losses the projection
  /// reported for it are the page's own).
  private func writeFile(of workout: Workout, points: WorkoutPoints) throws {
    workoutCount += 1
    let stem: String
    if pipeline.inputIsContainer {
      let stamp = ISO8601Timestamp.format(Timestamp(workout.header.start.date)).replacing(
        ":", with: "")
      stem = "\(baseName)-\(stamp)-\(workout.activityType.name)"
    } else {
      stem = workoutCount == 1 ? baseName : "\(baseName)-\(workoutCount)"
    }
    let name = try share.claim(stem, pipeline: pipeline)
    if context.reportBaseline == nil { context.reportBaseline = ConversionReport() }
    defer { context.reportBaseline = context.report }  // the next file's losses start here
    if workoutCount == 1 { worker = startWorker() }
    let output = try share.output.open(name)
    guard let worker else {
      let job = self.job(workout, points, name, output, context: context)
      if try job.write() { writtenNames.append(name) }
      return
    }
    // The worker's context starts as this one's report and baseline; what its writer adds comes back.
    let own = context.child(options: context.options)
    own.report = context.report
    own.reportBaseline = context.reportBaseline
    let job = self.job(workout, points, name, output, context: own)
    let outcomes: [WorkoutFileJob.Outcome]
    do { outcomes = try worker.submit(job) } catch {
      job.drop()
      throw error
    }
    try take(outcomes)
  }

  private func job(
    _ workout: Workout, _ points: WorkoutPoints, _ name: String, _ output: AtomicFileOutput,
    context: ConversionContext
  ) -> WorkoutFileJob {
    WorkoutFileJob(
      workout: workout, points: points, name: name, output: output, share: share, format: format,
      options: pipeline.settings.options, context: context, onWritten: onWorkoutWritten)
  }

  /// Formats whose workout file writer reports nothing for a workout it takes whole and never refuses
  /// one (HTML), so that writing the files later, on another thread, leaves the report — losses, item
  /// counts, each page's own losses — the serial run's.
  static let concurrentFormats: Set<FormatID> = ["html"]

  /// The worker that writes this conversion's workout files while the next workouts are read: for
  /// `concurrentFormats`, with more than one core, unless `--threads 1` asks for one thread.
  private func startWorker() -> WorkoutFileWorker? {
    let threads = pipeline.settings.options.threads
    guard Self.concurrentFormats.contains(format.descriptor.id), threads != 1,
      threads > 1 || FormatOptions.availableCores > 1
    else { return nil }
    return WorkoutFileWorker()
  }

  /// Applies the outcomes of the worker's jobs, in input order: the files written, and what their
  /// writers reported (also kept out of the next page's own losses, as on the serial path).
  private func take(_ outcomes: [WorkoutFileJob.Outcome]) throws {
    for outcome in outcomes {
      if outcome.written { writtenNames.append(outcome.name) }
      let reported = outcome.reported
      guard !(reported.losses.isEmpty && reported.warnings.isEmpty && reported.recoveredErrors.isEmpty)
      else { continue }
      pipeline.accounting.finishing(context: context) { context.merge(reported) }
      if var baseline = context.reportBaseline {
        for loss in reported.losses { baseline.add(loss) }
        for warning in reported.warnings { baseline.add(warning) }
        for error in reported.recoveredErrors { baseline.addRecovered(error) }
        context.reportBaseline = baseline
      }
    }
  }

  /// The failure of a workout file handed to the worker before the conversion met `error` elsewhere.
  func failure(before error: any Error) -> any Error { worker?.failure(before: error) ?? error }

  /// The writer of everything that is not a workout file: the shared file's.
  private func sharedWriter() throws -> any FormatWriter {
    if shared == nil {
      let name = try share.claim(baseName, pipeline: pipeline)
      let output = try share.output.open(name)
      do {
        shared = (name, output, try pipeline.makeWriter(to: output.sink))
      } catch {
        output.abort()
        throw error
      }
    }
    return shared!.writer
  }

  /// Finishes the shared file and waits for the worker's files: every file of this conversion is then
  /// complete.
  func finish() throws {
    if let worker {
      self.worker = nil
      try take(try worker.finish())
    }
    if let (name, output, writer) = shared {
      try writer.finish()
      try complete(name, output)
      shared = nil
    }
  }

  /// A writer dropped without `finish` or `abort` does not leave its worker waiting for jobs.
  deinit { worker?.cancel() }

  /// Stops the worker (its running file is aborted by its job) and aborts the shared file.
  func abort() {
    worker?.cancel()
    worker = nil
    shared?.output.abort()
    shared = nil
  }
}

/// A partitioned dataset (`--partition-by`) in a directory output: the format's dataset writer makes its
/// files (`DatasetFiles`) in the directory's staging folder, each complete when the writer closes it. An
/// `owned` directory (the conversion's own) is put in place at `commit`, a shared one (a batch's) by its
/// owner at the end.
final class DatasetDestination: Destination, DatasetFiles {
  let share: DirectoryOutput.Share
  let owned: Bool
  private var pipeline: ConversionPipeline?
  private var writer: (any FormatWriter)?
  /// The files open, by their sink.
  private var files: [ObjectIdentifier: (name: String, output: AtomicFileOutput)] = [:]
  /// The files written, at their final paths.
  private var written: [URL] = []

  init(share: DirectoryOutput.Share, owned: Bool) {
    self.share = share
    self.owned = owned
  }

  func makeSink(_ pipeline: ConversionPipeline) throws -> any StreamingWorkoutSink {
    self.pipeline = pipeline
    guard let format = pipeline.format.datasetWriting,
      let writer = try format.makeDatasetWriter(
        files: self, baseName: pipeline.baseName, options: pipeline.settings.options,
        context: pipeline.context)
    else {
      throw ConversionError(
        .usage, "--partition-by: \(pipeline.format.descriptor.name) output cannot be partitioned",
        hint: "use --to parquet")
    }
    self.writer = writer
    return pipeline.projecting(to: writer)
  }

  func finish(_ pipeline: ConversionPipeline) throws {
    guard let writer else { return }
    try pipeline.accounting.finishing(context: pipeline.context) { try writer.finish() }
  }

  func commit() throws {
    guard owned, let pipeline else { return }
    try share.output.commit(report: pipeline.context.report)
  }

  func abort() {
    for file in files.values { file.output.abort() }
    files = [:]
    if owned { share.output.abort() }
  }

  var outputs: [String] {
    written.map(\.path) + (owned ? share.output.indexPath.map { [$0] } ?? [] : [])
  }

  // MARK: DatasetFiles

  func create(_ path: String) throws -> any ByteSink {
    guard let pipeline else { throw ConversionError(.internal, "dataset file made before its pipeline") }
    let name = PathText.lastComponent(path)
    let stem = PathText.deletingPathExtension(path)
    let claimed = try share.claim(stem, extension: PathText.pathExtension(name), pipeline: pipeline)
    let output = try share.output.open(claimed)
    files[ObjectIdentifier(output.sink)] = (claimed, output)
    return output.sink
  }

  func close(_ sink: any ByteSink) throws {
    guard let file = files.removeValue(forKey: ObjectIdentifier(sink)) else { return }
    try file.output.commit()
    share.add(file.name)
    written.append(share.output.finalURL(file.name))
  }
}
