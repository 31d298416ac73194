import FoundationEssentials
import WorkoutModel

/// Progress of a long-running read, for `--progress`.
public struct ProgressUpdate: Sendable {
  public var bytesDone: Int64
  public var bytesTotal: Int64?
  public var itemsDone: Int
  /// Makes an update.
  public init(bytesDone: Int64, bytesTotal: Int64?, itemsDone: Int) {
    self.bytesDone = bytesDone
    self.bytesTotal = bytesTotal
    self.itemsDone = itemsDone
  }
}

/// Workout assembly over a reader's passes: called with the sink the assembled items go to, the context,
/// and `pass`, which reads the input once into a sink — only the workouts (`workoutsOnly`: an index pass a
/// reader may make cheap) or everything. The reader owns its input and how it re-reads it; the assembly
/// (which samples belong to which workout, what is counted) is `WorkoutConversion`'s.
public typealias WorkoutAssemblyHook =
  @Sendable (
    _ sink: any HealthItemSink, _ context: ConversionContext,
    _ pass: (_ into: any HealthItemSink, _ workoutsOnly: Bool) throws -> Void
  ) throws -> Void

/// State shared by the reader and writer of one conversion: options, the report, nested readers and
/// writers, progress. One per conversion; not shared across threads.
public final class ConversionContext {
  /// Options for readers and writers.
  public var options: FormatOptions
  /// What the caller needs from the read (`ReadRequest`; a plain read by default).
  public var request = ReadRequest()
  /// The report being built.
  public var report = ConversionReport()
  /// In a directory output, the report as it was when the previous workout's file was done (empty for the
  /// first): a writer that shows its own workout's losses shows `report.since(reportBaseline)`. Nil for a
  /// single-file output (the whole report is the workout's).
  public var reportBaseline: ConversionReport?
  /// The input's display name (file path or `-`).
  public var inputName: String
  /// Finds a reader for another format (e.g. the health reader asks for the GPX route reader).
  /// Set by `WorkoutConversion`, which owns the format list: no format imports another.
  public var nestedReader: (FormatID) -> (any FormatReader)?
  /// Makes a writer of another format to a sink (e.g. the health writer asks for the GPX writer of its
  /// `workout-routes/*.gpx` files), the same as that format's `makeWriter(to:options:context:)`: the
  /// nested writer reports into the context passed (usually a child the caller merges, so the nested
  /// items are not counted twice). `nil` when the format is unknown or cannot be written, and always `nil`
  /// by default: set by `WorkoutConversion` (`FormatRegistry.nestedWriter()`), which owns the format list.
  public var nestedWriter:
    (FormatID, any ByteSink, FormatOptions, ConversionContext) throws -> (any FormatWriter)?
  /// Attaches the samples recorded during each workout to it, over a reader's passes (`WorkoutAssemblyHook`).
  /// Set by `WorkoutConversion` (`FormatRegistry.workoutAssembly`), which owns the assembly; `nil` by default.
  public var workoutAssembly: WorkoutAssemblyHook?
  /// The scrubber of a format's own opaque records (by `OpaqueRecord.format`), through which `--privacy`
  /// and `--anonymize` rewrite what only that format can read (FIT bytes, GPX elements). Set by
  /// `WorkoutConversion` (`FormatRegistry.opaqueScrubber`), which owns the format list; none by default.
  public var opaqueScrubber: @Sendable (String) -> OpaqueRecordScrubber? = { _ in nil }
  /// Called now and then by readers of large inputs.
  public var progress: ((ProgressUpdate) -> Void)?
  /// The size of the byte stream a reader's progress counts (export.xml inside a zip: its uncompressed
  /// size), when the reader knows it; set by the reader.
  public var progressBytesTotal: Int64?
  /// The formats that write a capability, for loss hints. Set by `WorkoutConversion` from its format
  /// list (none by default): hints name only formats whose declared capabilities keep the data.
  public var formatsWriting: @Sendable (Capability) -> [FormatID] = { _ in [] }

  /// Makes a context.
  public init(
    inputName: String = "-", options: FormatOptions = FormatOptions(),
    nestedReader: @escaping (FormatID) -> (any FormatReader)? = { _ in nil },
    nestedWriter:
      @escaping (FormatID, any ByteSink, FormatOptions, ConversionContext) throws -> (any FormatWriter)? = {
        _, _, _, _ in nil
      }
  ) {
    self.inputName = inputName
    self.options = options
    self.nestedReader = nestedReader
    self.nestedWriter = nestedWriter
  }

  /// A context for a nested reader or writer: same input name and hooks, its own options and report
  /// (merge what it reports with `merge(_:)`).
  public func child(options: FormatOptions) -> ConversionContext {
    let child = ConversionContext(
      inputName: inputName, options: options, nestedReader: nestedReader, nestedWriter: nestedWriter)
    child.formatsWriting = formatsWriting
    child.workoutAssembly = workoutAssembly
    child.opaqueScrubber = opaqueScrubber
    return child
  }

  /// Adds a nested context's losses (also counted as dropped), warnings and recovered errors to this
  /// report; its item counts are left out (the outer reader or writer counts the items it handled).
  public func merge(_ nested: ConversionReport) {
    for loss in nested.losses { add(loss) }
    for warning in nested.warnings { report.add(warning) }
    for error in nested.recoveredErrors { report.addRecovered(error) }
  }

  // Losses are recorded with `lose(_:in:count:_:at:example:)` (LossMessages.swift): their text is written
  // there.

  /// Records a loss another report made (also counted as dropped, and as whole items lost when its kind
  /// drops whole items).
  public func add(_ loss: Loss) {
    report.add(loss)
    report.itemsDropped[loss.kind.name, default: 0] += loss.count
    if let item = loss.kind.wholeItem { itemsLostWhole[item.index] += loss.count }
  }

  /// Whole items reported lost so far, by `HealthItemKind.index` (what item accounting compares before
  /// and after handing an item to a writer).
  public private(set) var itemsLostWhole = [Int](repeating: 0, count: HealthItemKind.allCases.count)

  // Warnings are recorded with `warn(_:at:count:)` (ReportMessages.swift): their text is written there.

  /// Applies a policy to a recoverable problem: ignore, warn (and go on), or throw.
  public func handle(_ policy: Policy, _ error: ConversionError, warningCode: Warning.Code) throws {
    switch policy {
    case .ignore: return
    case .warn: report.add(Warning(code: warningCode, message: error.message, firstLocation: error.location))
    case .fail: throw error
    }
  }

  /// Records that the reader recovered from damage (what came before was kept), or throws under
  /// `damagePolicy == .fail`.
  public func recovered(from error: ConversionError) throws {
    if options.damagePolicy == .fail { throw error }
    report.addRecovered(error)
  }
}
