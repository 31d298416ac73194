import FormatKit
import FormatNDJSON
import Foundation
import WorkoutModel
import WorkoutOperations

/// Where converted output goes.
public enum OutputDestination: Sendable {
  /// One file, written atomically.
  case file(URL)
  /// Standard output.
  case standardOutput
  /// A directory: formats that hold one workout per file get one file per workout.
  case directory(URL)
}

/// Settings of one conversion.
public struct ConversionSettings: Sendable {
  public var inputFormat: FormatID?
  public var outputFormat: FormatID?
  public var options: FormatOptions
  /// Overwrite existing outputs.
  public var overwrite: Bool
  /// The run's other outputs (its report, its map): no output of the conversion may be written over them.
  public var reservedPaths: [URL]
  /// Operations applied to each workout before it is projected and written (`--trim`, `--shift`…).
  public var operations: ActivityOperationChain
  /// Write workouts only (with the samples recorded during them, attached from an export); every other
  /// item is left out and reported as a loss (`--workouts-only`).
  public var workoutsOnly: Bool
  /// The names given to outputs in a directory, shared by the conversions of a batch.
  public var outputNames: OutputNameRegistry?
  /// The stem of the files written into a directory (default: the input's name without its extension).
  public var baseName: String?
  /// Makes settings.
  public init(
    inputFormat: FormatID? = nil, outputFormat: FormatID? = nil, options: FormatOptions = FormatOptions(),
    overwrite: Bool = false,
    reservedPaths: [URL] = [], operations: ActivityOperationChain = ActivityOperationChain(),
    workoutsOnly: Bool = false
  ) {
    self.inputFormat = inputFormat
    self.outputFormat = outputFormat
    self.options = options
    self.overwrite = overwrite
    self.reservedPaths = reservedPaths
    self.operations = operations
    self.workoutsOnly = workoutsOnly
  }

  /// Starts an atomic output at `url` under these settings, never over `protected` (the inputs) or the
  /// reserved paths.
  func atomicOutput(_ url: URL, protected: [URL]) throws -> AtomicFileOutput {
    try AtomicFileOutput(
      url: url, overwrite: overwrite, protectedPaths: protected, reservedPaths: reservedPaths)
  }
}

/// A sink that projects items onto the target's capabilities, counts them and passes them on.
final class ProjectingSink: HealthItemSink {
  let projection: CapabilityProjection
  let context: ConversionContext
  let next: (HealthItem) throws -> Void
  /// Called with 1 for each item read (progress).
  var onItem: ((Int) -> Void)?
  /// Items read, written and dropped (see `ItemAccounting`).
  let accounting: ItemAccounting

  init(
    projection: CapabilityProjection, context: ConversionContext, accounting: ItemAccounting,
    next: @escaping (HealthItem) throws -> Void
  ) {
    self.projection = projection
    self.context = context
    self.accounting = accounting
    self.next = next
  }

  func receive(_ item: HealthItem) throws {
    onItem?(1)
    accounting.noteRead(item)
    guard let projected = projection.project(item, context: context) else {
      accounting.noteProjectionDropped(item)
      return
    }
    try accounting.handing(projected, context: context) { try next(projected) }
  }
}

/// The converter pipeline: reader → capability projection → writer, atomic outputs, one report.
public enum Converter {
  /// Resolves the input format (named, or detected from bytes then extension).
  public static func inputFormat(for input: InputSource, named: FormatID?) throws -> any WorkoutFormat {
    if let url = input.fileURL, isDirectory(url) {
      throw ConversionError(
        .io, "is a directory, not a file", at: SourceLocation(file: input.name),
        hint: "to convert every file in it: wkconv convert \(input.name) --to FORMAT --out-dir OUTDIR/")
    }
    if let named {
      let format = try FormatRegistry.requireFormat(id: named.rawValue)
      guard format.descriptor.canRead else {
        throw ConversionError(.unsupportedOperation, "\(format.descriptor.name) cannot be read")
      }
      return format
    }
    return try FormatRegistry.detect(input)
  }

  /// Resolves the output format (named, or from the output path's extension).
  public static func outputFormat(for destination: OutputDestination, named: FormatID?) throws
    -> any WorkoutFormat
  {
    if let named {
      let format = try FormatRegistry.requireFormat(id: named.rawValue)
      guard format.descriptor.canWrite else {
        throw ConversionError(.unsupportedOperation, "\(format.descriptor.name) cannot be written")
      }
      return format
    }
    if case .file(let url) = destination, let format = FormatRegistry.format(forPath: url.path),
      format.descriptor.canWrite
    {
      return format
    }
    throw ConversionError(.usage, "cannot tell the output format", hint: "name it with --to")
  }

  /// Converts one input. Returns the report; throws on failure (no partial output is left behind).
  @discardableResult
  public static func convert(
    input: InputSource, to destination: OutputDestination, settings: ConversionSettings,
    progress: ((ProgressUpdate) -> Void)? = nil, reporter: ProgressReporter? = nil
  ) throws -> ConversionReport {
    if let kind = try ContainerInputs.kind(of: input, named: settings.inputFormat) {
      return try convertContainer(
        input, kind: kind, to: destination, settings: settings, progress: progress, reporter: reporter)
    }
    let reader = try inputFormat(for: input, named: settings.inputFormat)
    let writerFormat = try outputFormat(for: destination, named: settings.outputFormat)
    let context = FormatRegistry.context(inputName: input.name, options: settings.options)
    context.progress = progress
    context.formatsWriting = FormatRegistry.formatsWriting
    context.report.inputs = [input.name]
    guard let formatReader = reader.makeReader(options: settings.options) else {
      throw ConversionError(.unsupportedOperation, "\(reader.descriptor.name) cannot be read")
    }
    if settings.operations.splits, splitsPerWorkout(writerFormat.descriptor) {
      var isFile = destination.isStandardOutputDestination
      if case .file(let url) = destination, !isDirectory(url) { isFile = true }
      if isFile {
        throw ConversionError(
          .usage, "--split makes several workouts and \(writerFormat.descriptor.name) holds one per file",
          hint: "give a directory output (ending in /)")
      }
    }
    let protected = input.fileURL.map { [$0] } ?? []
    // Workouts read as shells (an export's) need their samples attached for per-workout targets.
    if reader.descriptor.readerTraits.contains(.workoutsAsShells),
      Converter.splitsPerWorkout(writerFormat.descriptor) || settings.workoutsOnly
    {
      context.request.workoutSamples = true
    }
    if let reporter {
      reporter.begin(input.name, size: input.size)
      input.onProgress = { [name = input.name] bytes in reporter.update(name, bytesRead: bytes) }
      // Readers that do not read through `InputSource.withChunks` (zip archives, memory-mapped FIT)
      // report the bytes of what they parse, and its size.
      context.progress = { [name = input.name] update in
        progress?(update)
        reporter.update(name, bytesRead: update.bytesDone, total: update.bytesTotal)
      }
    }
    try withWriter(
      to: destination, format: writerFormat, settings: settings, context: context, protectedPaths: protected,
      baseName: settings.baseName ?? baseName(of: input.name),
      onItem: reporter.map { r in { r.addItems($0) } },
      inputIsContainer: reader.descriptor.capabilities.reads.contains(.quantitySamples)
        && reader.descriptor.workoutsPerFile != .one
    ) { sink in
      try formatReader.read(input, into: sink, context: context)
    }
    // The whole input was read: the last progress line says so, whichever way the reader counted.
    if let reporter, let total = context.progressBytesTotal ?? input.size {
      reporter.update(input.name, bytesRead: total, total: total)
    }
    return context.report
  }

  /// Runs `body` with a sink that projects items onto `format`'s capabilities and writes them to
  /// `destination` atomically (temp file + rename; nothing is left behind when `body` or the writer
  /// throws). Used by `convert` and by the operations (dedupe, merge, migrate-units).
  public static func withWriter(
    to destination: OutputDestination, format writerFormat: any WorkoutFormat, settings: ConversionSettings,
    context: ConversionContext, protectedPaths protected: [URL], baseName: String,
    onItem: ((Int) -> Void)? = nil, inputIsContainer: Bool = false,
    _ body: (any HealthItemSink) throws -> Void
  ) throws {
    try withWriter(
      to: destination, format: writerFormat, settings: settings, context: context, protectedPaths: protected,
      baseName: baseName, onItem: onItem, inputIsContainer: inputIsContainer, accounting: ItemAccounting(),
      body)
  }

  /// `withWriter` counting into `accounting` (an archive's conversion reads each member's share from it).
  static func withWriter(
    to destination: OutputDestination, format writerFormat: any WorkoutFormat, settings: ConversionSettings,
    context: ConversionContext, protectedPaths protected: [URL], baseName: String,
    onItem: ((Int) -> Void)?, inputIsContainer: Bool, accounting: ItemAccounting,
    _ body: (any HealthItemSink) throws -> Void
  ) throws {
    let projection = CapabilityProjection(
      target: writerFormat.descriptor, alternatives: FormatRegistry.formatsWriting)
    // `--workouts-only`: other items are counted read and dropped, and reported once per kind at the end.
    var leftOut: [HealthItemKind: Int] = [:]
    func selecting(_ sink: any HealthItemSink) -> any HealthItemSink {
      guard settings.workoutsOnly else { return sink }
      return PassingSink(next: sink) { item in
        if case .workout = item { return true }
        onItem?(1)
        accounting.noteRead(item)
        accounting.noteProjectionDropped(item)
        leftOut[item.kind, default: 0] += 1
        return false
      }
    }
    func reportLeftOut() {
      for (kind, count) in leftOut.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        context.lose(
          .item(kind), in: "input", count: count,
          reason: "--workouts-only writes workouts (with their samples) only",
          hint: "leave out --workouts-only to keep them")
      }
    }
    // A one-workout format (FIT) written to one file or standard output refuses a second workout, naming
    // the command that writes one file per workout, instead of keeping the first and dropping the rest.
    func oneWorkout(_ sink: any HealthItemSink, output: String) -> any HealthItemSink {
      guard writerFormat.descriptor.workoutsPerFile == .one else { return sink }
      var workouts = 0
      return PassingSink(next: sink) { item in
        if case .workout = item {
          workouts += 1
          if workouts == 2 {
            func quoted(_ path: String) -> String { path.contains(" ") ? "'\(path)'" : path }
            throw ConversionError(
              .unsupportedOperation,
              "\(writerFormat.descriptor.name) holds one workout per file, and \(context.inputName) has more than one; nothing was written",
              hint:
                "write one file per workout into a directory: wkconv convert \(quoted(context.inputName)) \(quoted(output)) --to \(writerFormat.descriptor.id.rawValue)"
            )
          }
        }
        return true
      }
    }
    func projecting(_ next: @escaping (HealthItem) throws -> Void) -> ProjectingSink {
      let sink = ProjectingSink(projection: projection, context: context, accounting: accounting, next: next)
      sink.onItem = onItem
      return sink
    }
    // The requested operations run first; a workout they remove is read and dropped.
    var operatingSinks: [OperatingSink] = []
    func operating(_ sink: any HealthItemSink) -> any HealthItemSink {
      let made = OperatingSink.make(chain: settings.operations, next: sink, context: context) { item in
        onItem?(1)
        accounting.noteRead(item)
        accounting.noteOperationRemoved(item)
      }
      if let operatingSink = made as? OperatingSink { operatingSinks.append(operatingSink) }
      return made
    }
    // The input read, the items an operation held (until a later workout) are passed on.
    func reading(_ sink: any HealthItemSink) throws {
      try body(sink)
      for operatingSink in operatingSinks { try operatingSink.flush() }
    }
    switch destination {
    case .standardOutput:
      let sink = BufferedFileSink(standardOutputWithCapacity: 1 << 16)
      guard let writer = try writerFormat.makeWriter(to: sink, options: settings.options, context: context)
      else {
        throw ConversionError(.unsupportedOperation, "\(writerFormat.descriptor.name) cannot be written")
      }
      try reading(
        selecting(
          operating(
            oneWorkout(
              streamingIfPossible(projecting { try writer.receive($0) }, writer: writer), output: "DIR/"))))
      try accounting.finishing(context: context) { try writer.finish() }
      try sink.flush()
      context.report.outputs = ["-"]
    case .file(let url):
      if FileManager.default.fileExists(atPath: url.path), isDirectory(url) {
        try withWriter(
          to: .directory(url), format: writerFormat, settings: settings, context: context,
          protectedPaths: protected,
          baseName: baseName, onItem: onItem, inputIsContainer: inputIsContainer, accounting: accounting, body
        )
        return
      }
      let output = try settings.atomicOutput(url, protected: protected)
      do {
        guard
          let writer = try writerFormat.makeWriter(
            to: output.sink, options: settings.options, context: context)
        else {
          throw ConversionError(.unsupportedOperation, "\(writerFormat.descriptor.name) cannot be written")
        }
        let directory = url.deletingPathExtension().path + "/"
        try reading(
          selecting(
            operating(
              oneWorkout(
                streamingIfPossible(projecting { try writer.receive($0) }, writer: writer), output: directory)
            )))
        try accounting.finishing(context: context) { try writer.finish() }
        try output.commit()
      } catch {
        output.abort()
        throw error
      }
      context.report.outputs = [url.path]
    case .directory(let directory):
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let splitter = DirectoryWriter(
        directory: directory, format: writerFormat, settings: settings, context: context,
        protected: protected,
        baseName: baseName)
      splitter.inputIsContainer = inputIsContainer
      // One-workout-per-file targets: workouts go to their own files; everything else goes, lossless,
      // to `<input>.ndjson` beside them (nothing silently dropped, nothing forced into a format that
      // cannot hold it).
      var side: (AtomicFileOutput, NDJSONWriter)?
      let oneWorkoutPerFile = splitsPerWorkout(writerFormat.descriptor)
      // Per-workout files stream like a single file: memory does not grow with the workout.
      let workouts = streamingIfPossible(projecting { try splitter.receive($0) }, writer: splitter)
      // Formats with an index (the HTML report's index.html): it links the workout files and sees the
      // other items too (they still go, lossless, to <input>.ndjson).
      var index: (AtomicFileOutput, any DirectoryIndexWriter)?
      // Formats that put some other items in files of their own (FIT weight and blood-pressure files).
      var sideFiles: [String: (AtomicFileOutput, any FormatWriter)] = [:]
      var sideFileOrder: [String] = []
      do {
        if oneWorkoutPerFile, let indexing = writerFormat as? any DirectoryIndexing {
          let ext = writerFormat.descriptor.fileExtensions.first ?? writerFormat.descriptor.id.rawValue
          let output = try settings.atomicOutput(
            directory.appendingPathComponent("index." + ext), protected: protected)
          index = (
            output, try indexing.makeIndexWriter(to: output.sink, options: settings.options, context: context)
          )
          splitter.onWorkoutWritten = { workout, points, url in
            try index?.1.noteWorkout(workout, points: points, file: url.lastPathComponent)
          }
        }
        if oneWorkoutPerFile {
          try reading(
            selecting(
              operating(
                // Workouts go on to `workouts` (streamed when it takes them so); every other item is
                // counted, indexed and written to its side file here.
                PassingSink(next: workouts) { item in
                  if case .workout = item { return true }
                  onItem?(1)
                  accounting.noteRead(item)
                  try index?.1.receive(item)
                  if let name = (writerFormat as? any DirectorySideFiles)?.sideFile(for: item) {
                    if sideFiles[name] == nil {
                      let ext =
                        writerFormat.descriptor.fileExtensions.first ?? writerFormat.descriptor.id.rawValue
                      let url = splitter.uniqueURL(baseName + "-" + name, extension: ext)
                      let output = try settings.atomicOutput(url, protected: protected)
                      guard
                        let writer = try writerFormat.makeWriter(
                          to: output.sink, options: settings.options, context: context)
                      else {
                        output.abort()
                        throw ConversionError(
                          .unsupportedOperation, "\(writerFormat.descriptor.name) cannot be written")
                      }
                      sideFiles[name] = (output, writer)
                      sideFileOrder.append(name)
                    }
                    try accounting.handing(item, context: context) { try sideFiles[name]!.1.receive(item) }
                    return false
                  }
                  if side == nil {
                    let url = splitter.uniqueURL(baseName, extension: "ndjson")
                    let output = try settings.atomicOutput(url, protected: protected)
                    side = (output, NDJSONWriter(output: output.sink))
                  }
                  try accounting.handing(item, context: context) { try side!.1.receive(item) }
                  return false
                })))
        } else {
          try reading(selecting(operating(workouts)))
        }
        if let (output, writer) = side {
          try writer.finish()
          try output.stage()
        }
        for name in sideFileOrder {
          let (output, writer) = sideFiles[name]!
          try accounting.finishing(context: context) { try writer.finish() }
          try output.stage()
        }
        if let (output, writer) = index {
          try writer.finish()
          try output.stage()
        }
        try accounting.finishing(context: context) {
          try splitter.finish(
            also: [side?.0, index?.0].compactMap { $0 } + sideFileOrder.map { sideFiles[$0]!.0 })
        }
      } catch {
        splitter.abort()
        for (output, _) in sideFiles.values { output.abort() }
        side?.0.abort()
        index?.0.abort()
        throw error
      }
      context.report.outputs =
        splitter.written.map(\.path) + sideFileOrder.map { sideFiles[$0]!.0.url.path }
        + (side.map { [$0.0.url.path] } ?? []) + (index.map { [$0.0.url.path] } ?? [])
    }
    reportLeftOut()
    accounting.apply(to: &context.report)
  }

  /// Reads an input (format named or detected) into a sink; returns the format and the reader's report.
  @discardableResult
  public static func read(
    _ input: InputSource, format named: FormatID? = nil, options: FormatOptions = FormatOptions(),
    request: ReadRequest = ReadRequest(), into sink: any HealthItemSink
  ) throws -> (format: any WorkoutFormat, report: ConversionReport) {
    if let kind = try ContainerInputs.kind(of: input, named: named) {
      // Each member in turn, into the one sink (errors end the read: this path has no partial output).
      let context = FormatRegistry.context(inputName: input.name, options: options)
      context.request = request
      var first: (any WorkoutFormat)?
      var skipped: [String] = []
      defer { if !skipped.isEmpty { warnSkipped(skipped, context: context) } }
      try ContainerInputs.forEachMember(of: input, kind: kind) { member in
        guard let format = try memberFormat(member.input, named: named),
          let reader = format.makeReader(options: options)
        else { return skipped.append(member.input.name) }
        first = first ?? format
        context.inputName = member.input.name
        try ContainerInputs.locatingZipErrors { try reader.read(member.input, into: sink, context: context) }
      }
      guard let first else {
        throw ConversionError(
          .unknownFormat, "the \(kind.rawValue) archive holds no input wkconv reads",
          at: SourceLocation(file: input.name))
      }
      return (first, context.report)
    }
    let format = try inputFormat(for: input, named: named)
    guard let reader = format.makeReader(options: options) else {
      throw ConversionError(.unsupportedOperation, "\(format.descriptor.name) cannot be read")
    }
    let context = FormatRegistry.context(inputName: input.name, options: options)
    context.request = request
    try reader.read(input, into: sink, context: context)
    return (format, context.report)
  }

  /// Reads an input into memory (for small operations and tests).
  public static func readAll(
    _ input: InputSource, format named: FormatID? = nil, options: FormatOptions = FormatOptions()
  ) throws
    -> (HealthDataset, ConversionReport)
  {
    let sink = DatasetSink()
    let (_, report) = try read(input, format: named, options: options, into: sink)
    return (sink.dataset, report)
  }

  /// Writes a report as pretty JSON, atomically (`-` is standard output). Prefer reserving the path with a
  /// `SideOutput` before the conversion, so a bad report path fails before any output is committed.
  public static func writeReportJSON(_ report: ConversionReport, to path: String) throws {
    try SideOutput(path: path, overwrite: true).write(reportJSON(report))
  }

  /// A report as pretty JSON.
  public static func reportJSON(_ report: ConversionReport) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(report)
  }

  /// Whether a directory output of this format gets one file per workout: formats that cannot hold data
  /// outside workouts (FIT, TCX, GPX) do; containers (NDJSON, CSV, health exports) get one file per input.
  public static func splitsPerWorkout(_ format: FormatDescriptor) -> Bool {
    format.workoutsPerFile == .one || !format.capabilities.writes.contains(.quantitySamples)
  }

  static func isDirectory(_ url: URL) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
  }

  static func baseName(of path: String) -> String {
    if path == "-" { return "stdin" }
    var name = URL(fileURLWithPath: path).lastPathComponent
    name = ContainerInputs.innerName(ofGzip: name)
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    return name
  }
}

/// Writes into a directory: one file per workout for one-workout formats (named after the input and the
/// workout's start), everything else into `<input>.<ext>`.
final class DirectoryWriter: DatasetFiles {
  let directory: URL
  let format: any WorkoutFormat
  let settings: ConversionSettings
  let context: ConversionContext
  let protected: [URL]
  let baseName: String
  /// The input holds many unrelated workouts (an export, NDJSON): name files by start and type.
  var inputIsContainer = false
  private var shared: (AtomicFileOutput, any FormatWriter)?
  /// A partitioned dataset (`--partition-by`) instead of the shared file, its open files and the folders
  /// it made.
  private var dataset: (any FormatWriter)?
  private var datasetFiles: [ObjectIdentifier: AtomicFileOutput] = [:]
  private var madeFolders: [URL] = []
  private(set) var written: [URL] = []
  /// Finished files waiting to be put in place together by `finish`.
  private var staged: [AtomicFileOutput] = []
  private var usedNames: Set<String> = []

  init(
    directory: URL, format: any WorkoutFormat, settings: ConversionSettings, context: ConversionContext,
    protected: [URL], baseName: String
  ) {
    self.directory = directory
    self.format = format
    self.settings = settings
    self.context = context
    self.protected = protected
    self.baseName = baseName
  }

  private var ext: String { format.descriptor.fileExtensions.first ?? format.descriptor.id.rawValue }

  /// A name for a new file: `stem.ext`, else `stem-2.ext`, `stem-3.ext`… never one this writer or another
  /// conversion of the batch (`settings.outputNames`) has used.
  func uniqueURL(_ stem: String, extension ext: String? = nil) -> URL {
    let ext = ext ?? self.ext
    var name = stem + "." + ext
    var n = 2
    while usedNames.contains(name)
      || !(settings.outputNames?.claim(directory.appendingPathComponent(name).standardizedFileURL.path)
        ?? true)
    {
      name = "\(stem)-\(n).\(ext)"
      n += 1
    }
    usedNames.insert(name)
    return directory.appendingPathComponent(name)
  }

  private var workoutCount = 0
  /// Told of each workout file written (the directory's index).
  var onWorkoutWritten: ((Workout, WorkoutPoints?, URL) throws -> Void)?

  func receive(_ item: HealthItem) throws {
    if Converter.splitsPerWorkout(format.descriptor), case .workout(let workout) = item {
      return try writeFile(of: workout, points: nil)
    }
    try receiveShared(item)
  }

  /// Writes a workout into its own file: whole, or streamed from `points` (`WorkoutStreaming.deliver`
  /// rebuilds it for a writer that does not take it streamed).
  private func writeFile(of workout: Workout, points: WorkoutPoints?) throws {
    let item = HealthItem.workout(workout)
    workoutCount += 1
    let url: URL
    if inputIsContainer {
      let stamp = ISO8601Timestamp.format(Timestamp(workout.header.start.date)).replacingOccurrences(
        of: ":", with: "")
      url = uniqueURL("\(baseName)-\(stamp)-\(workout.activityType.name)")
    } else {
      url = uniqueURL(workoutCount == 1 ? baseName : "\(baseName)-\(workoutCount)")
    }
    let output = try settings.atomicOutput(url, protected: protected)
    if context.reportBaseline == nil { context.reportBaseline = ConversionReport() }
    defer { context.reportBaseline = context.report }  // the next file's losses start here
    do {
      guard let writer = try format.makeWriter(to: output.sink, options: settings.options, context: context)
      else {
        throw ConversionError(.unsupportedOperation, "\(format.descriptor.name) cannot be written")
      }
      func refused() -> Int { ItemAccounting.lostWhole(item, context: context) }
      let before = refused()
      if let points {
        try WorkoutStreaming.deliver(workout, points: points, to: writer)
      } else {
        try writer.receive(item)
      }
      try writer.finish()
      if refused() > before {
        // The writer could not hold this workout (a GPX workout without a route): no empty file; the
        // writer's loss reports it.
        output.abort()
        usedNames.remove(url.lastPathComponent)
        return
      }
      try output.stage()
      staged.append(output)
      try onWorkoutWritten?(workout, points, url)
    } catch {
      output.abort()
      throw error
    }
  }

  private func receiveShared(_ item: HealthItem) throws {
    if dataset == nil, settings.options.values[FormatOptions.partitionByKey] != nil {
      guard let datasetFormat = format as? any DatasetWritingFormat,
        let writer = try datasetFormat.makeDatasetWriter(
          files: self, baseName: baseName, options: settings.options, context: context)
      else {
        throw ConversionError(
          .usage, "--partition-by: \(format.descriptor.name) output cannot be partitioned",
          hint: "use --to parquet")
      }
      dataset = writer
    }
    if let dataset { return try dataset.receive(item) }
    if shared == nil {
      let url = uniqueURL(baseName)
      let output = try settings.atomicOutput(url, protected: protected)
      guard let writer = try format.makeWriter(to: output.sink, options: settings.options, context: context)
      else {
        throw ConversionError(.unsupportedOperation, "\(format.descriptor.name) cannot be written")
      }
      shared = (output, writer)
    }
    try shared!.1.receive(item)
  }

  /// Finishes the shared file and puts every file of this conversion (and `also`, already staged) in
  /// place together: a failure before this point leaves none of them.
  func finish(also: [AtomicFileOutput] = []) throws {
    if let writer = dataset {
      try writer.finish()
      dataset = nil
    }
    if let (output, writer) = shared {
      try writer.finish()
      try output.stage()
      staged.append(output)
      shared = nil
    }
    try AtomicFileOutput.commitAll(staged + also)
    written = staged.map(\.url)
    staged = []
  }

  func abort() {
    shared?.0.abort()
    for output in staged { output.abort() }
    staged = []
    for output in datasetFiles.values { output.abort() }
    datasetFiles = [:]
    // The dataset's folders, deepest first, when nothing else is in them.
    for folder in madeFolders.reversed() { rmdir(folder.path) }
    madeFolders = []
  }

  // MARK: DatasetFiles

  func create(_ path: String) throws -> any ByteSink {
    let parts = path.split(separator: "/").map(String.init)
    var folder = directory
    for part in parts.dropLast() {
      folder.appendPathComponent(part)
      if !Converter.isDirectory(folder) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        madeFolders.append(folder)
      }
    }
    let name = parts.last ?? path
    let stem = folder.appendingPathComponent(name).deletingPathExtension().path.dropFirst(
      directory.path.count + 1)
    let output = try settings.atomicOutput(
      uniqueURL(String(stem), extension: (name as NSString).pathExtension), protected: protected)
    datasetFiles[ObjectIdentifier(output.sink)] = output
    return output.sink
  }

  func close(_ sink: any ByteSink) throws {
    guard let output = datasetFiles.removeValue(forKey: ObjectIdentifier(sink)) else { return }
    try output.stage()
    staged.append(output)
  }
}

extension DirectoryWriter: StreamingWorkoutSink {
  /// Per-workout files take workouts streamed (each file's writer, or `deliver` for it, decides how);
  /// a shared file takes them whole.
  func acceptsStreamed(_ shell: Workout) -> Bool { Converter.splitsPerWorkout(format.descriptor) }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    guard acceptsStreamed(shell) else { return try receive(.workout(points.materialize(into: shell))) }
    try writeFile(of: shell, points: points)
  }
}

/// Passes the items that `admit` lets through to `next`, keeping `next`'s ability to take workouts
/// streamed (a streamed workout is admitted as its shell).
final class PassingSink: StreamingWorkoutSink {
  let next: any HealthItemSink
  let admit: (HealthItem) throws -> Bool

  init(next: any HealthItemSink, admit: @escaping (HealthItem) throws -> Bool) {
    self.next = next
    self.admit = admit
  }

  func receive(_ item: HealthItem) throws {
    if try admit(item) { try next.receive(item) }
  }

  func acceptsStreamed(_ shell: Workout) -> Bool {
    (next as? any StreamingWorkoutSink)?.acceptsStreamed(shell) ?? false
  }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    guard try admit(.workout(shell)) else { return }
    try WorkoutStreaming.deliver(shell, points: points, to: next)
  }
}

extension OutputDestination {
  /// Whether this is standard output.
  var isStandardOutputDestination: Bool {
    if case .standardOutput = self { return true }
    return false
  }
}
