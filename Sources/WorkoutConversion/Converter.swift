import FormatKit
import FoundationEssentials
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
  /// The directory output a directory destination writes into, shared by the conversions of a run (a
  /// batch's inputs, an archive's members) and put in place by its owner once they are all done; nil:
  /// each conversion into a directory makes and commits its own.
  public var directoryShare: DirectoryOutput.Share?
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

/// The converter pipeline: reader → capability projection → writer, atomic outputs, one report.
public enum Converter {
  /// Resolves the input format (named, or detected from bytes then extension).
  public static func inputFormat(for input: InputSource, named: FormatID?) throws -> any WorkoutFormat {
    if let url = input.fileURL, isDirectory(url) {
      // A folder is one input when a format owns it (an unpacked account export).
      if let named, let format = FormatRegistry.format(id: named),
        format.descriptor.readerTraits.contains(.readsZipArchives)
      {
        return format
      }
      if let owner = try FormatRegistry.archiveOwner(of: url) { return owner }
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
    // A zip that a format owns (an account export) is that format's, whatever its first bytes suggest.
    if let url = input.fileURL, try input.peekPrefix(4).starts(with: [0x50, 0x4B, 0x03, 0x04]),
      let owner = try FormatRegistry.archiveOwner(of: url)
    {
      return owner
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
    let pipeline = ConversionPipeline(
      format: writerFormat, settings: settings, context: context, protected: protected, baseName: baseName,
      onItem: onItem, inputIsContainer: inputIsContainer, accounting: accounting)
    try withDestination(destination, pipeline: pipeline, body)
  }

  /// Reads an input (format named or detected) into a sink; returns the format and the reader's report.
  /// A container is read member by member as `convert` reads it (`readContainer`); `container`, when
  /// given, is called with what it held.
  @discardableResult
  public static func read(
    _ input: InputSource, format named: FormatID? = nil, options: FormatOptions = FormatOptions(),
    request: ReadRequest = ReadRequest(), into sink: any HealthItemSink,
    container: ((ContainerReadSummary) -> Void)? = nil
  ) throws -> (format: any WorkoutFormat, report: ConversionReport) {
    if let kind = try ContainerInputs.kind(of: input, named: named) {
      let (format, report, summary) = try readContainer(
        input, kind: kind, format: named, options: options, request: request, into: sink)
      container?(summary)
      return (format, report)
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
    var isDir: Bool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) && isDir
  }

  static func baseName(of path: String) -> String {
    if path == "-" { return "stdin" }
    var name = URL(fileURLWithPath: path).lastPathComponent
    name = ContainerInputs.innerName(ofGzip: name)
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
    return name
  }
}

extension OutputDestination {
  /// Whether this is standard output.
  var isStandardOutputDestination: Bool {
    if case .standardOutput = self { return true }
    return false
  }
}
