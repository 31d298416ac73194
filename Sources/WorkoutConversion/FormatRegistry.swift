import FormatCSV
import FormatFHIR
import FormatFIT
import FormatFitbit
import FormatGPX
import FormatGarminWellness
import FormatGoogleFit
import FormatHTML
import FormatHealthConnect
import FormatHealthExport
import FormatHuawei
import FormatKit
import FormatNDJSON
import FormatOpenMHealth
import FormatParquet
import FormatPolar
import FormatSQLite
import FormatSamsungHealth
import FormatSuunto
import FormatTCX
import FoundationEssentials
import WorkoutModel
import WorkoutStore

/// The one list of formats (GPSBabel's format table): adding a format is one line here.
public enum FormatRegistry {
  /// Every format, in the order `wkconv formats` shows them.
  public static let all: [any WorkoutFormat] = [
    NDJSONFormat(),
    FITFormat(),
    FITCourseFormat(),
    GPXFormat(),
    HealthExportFormat(),
    TCXFormat(),
    CSVFormat(),
    ParquetFormat(),
    SQLiteFormat(),
    HTMLFormat(),
    PolarFormat(),
    HuaweiFormat(),
    GarminWellnessFormat(),
    SuuntoFormat(),
    HealthConnectFormat(),
    SamsungHealthFormat(),
    FitbitFormat(),
    GoogleFitFormat(),
    OpenMHealthFormat(),
    StoreFormat(),
    FHIRFormat(),
  ]

  /// Every `--option` a conversion takes: the common ones, then each format's, in `all`'s order.
  public static let options: [FormatOption] = {
    var seen: Set<String> = []
    return (FormatOption.common + all.flatMap(\.descriptor.options)).filter { seen.insert($0.name).inserted }
  }()

  /// Checks the given `--option`s against the declared ones (before anything is read): an unknown key,
  /// with a "did you mean", or a value the option does not take is a usage error.
  public static func validate(_ options: FormatOptions) throws {
    try options.validate(against: Self.options)
  }

  /// The declared options, one a line, for `convert --help`: `key=bool: help (default false)`.
  public static var optionHelpLines: [String] {
    options.map { o in
      "\(o.name)=\(o.valueDescription): \(o.help)" + (o.defaultValue.map { " (default \($0))" } ?? "")
    }
  }

  /// The declared options as table lines: `  key=bool  help (default false)`.
  public static var optionLines: [String] {
    let width = options.map { $0.name.count + $0.valueDescription.count + 1 }.max() ?? 20
    return options.map { option in
      let left = "\(option.name)=\(option.valueDescription)".padded(toLength: width)
      let fallback = option.defaultValue.map { " (default \($0.isEmpty ? "empty" : $0))" } ?? ""
      return "  \(left)  \(option.help)\(fallback)"
    }
  }

  /// The formats that write a capability (for loss hints).
  @Sendable public static func formatsWriting(_ capability: Capability) -> [FormatID] {
    all.filter { $0.descriptor.canWrite && $0.descriptor.capabilities.writes.contains(capability) }.map(
      \.descriptor.id)
  }

  /// The format that owns the zip archive or folder at `url` as its one input (`WorkoutFormat.ownsArchive`),
  /// if any: an account export read as a whole.
  public static func archiveOwner(of url: URL) throws -> (any WorkoutFormat)? {
    try all.first { try $0.descriptor.readerTraits.contains(.readsZipArchives) && $0.ownsArchive(at: url) }
  }

  /// The format with this id.
  public static func format(id: FormatID) -> (any WorkoutFormat)? {
    all.first { $0.descriptor.id == id }
  }

  /// The format with this id, or a usage error listing the known ids.
  public static func requireFormat(id: String) throws -> any WorkoutFormat {
    guard let format = format(id: FormatID(rawValue: id.lowercased())) else {
      throw ConversionError(
        .unknownFormat, "unknown format '\(id)'",
        hint: "known formats: " + all.map { $0.descriptor.id.rawValue }.joined(separator: ", "))
    }
    return format
  }

  /// The format whose extensions include the path's extension (`.xml` and `.zip` count for health); of
  /// several, the one with the longest matching extension (`x.omh.ndjson` is omh, `x.ndjson` ndjson).
  public static func format(forPath path: String) -> (any WorkoutFormat)? {
    let lower = path.lowercased()
    var best: (format: any WorkoutFormat, length: Int)?
    for format in all {
      for ext in format.descriptor.fileExtensions
      where lower.hasSuffix("." + ext) && ext.count > (best?.length ?? 0) {
        best = (format, ext.count)
      }
    }
    return best?.format
  }

  /// Detects an input's format: magic bytes first, extension second.
  public static func detect(_ input: InputSource) throws -> any WorkoutFormat {
    let prefix = try input.peekPrefix(4096)
    var best: (any WorkoutFormat)?
    var bestScore = SniffResult.no
    for format in all where format.descriptor.canRead {
      let score = format.sniff(prefix)
      // The first format sure of the input wins (a later one could only tie), so the rest, some of
      // which search the prefix as text, need not look.
      if score == .yes { return format }
      if score > bestScore {
        best = format
        bestScore = score
      }
    }
    if bestScore == .yes, let best { return best }
    if let byExtension = format(forPath: input.name), byExtension.descriptor.canRead,
      byExtension.sniff(prefix) != .no || prefix.isEmpty
    {
      return byExtension
    }
    if let best { return best }
    throw ConversionError(
      .unknownFormat, prefix.isEmpty ? "input is empty" : "cannot recognise the input's format",
      at: SourceLocation(file: input.name, byteOffset: 0), hint: "name it with --from")
  }

  /// A reader lookup for nested reads (the health reader asks for the GPX route reader).
  public static func nestedReader(options: FormatOptions) -> (FormatID) -> (any FormatReader)? {
    { id in format(id: id)?.makeReader(options: options) }
  }

  /// A conversion context with this format list's hooks: nested readers and writers, workout assembly.
  public static func context(inputName: String, options: FormatOptions) -> ConversionContext {
    let context = ConversionContext(
      inputName: inputName, options: options, nestedReader: nestedReader(options: options),
      nestedWriter: nestedWriter())
    context.workoutAssembly = workoutAssembly
    context.opaqueScrubber = opaqueScrubber
    return context
  }

  /// The scrubber of each format's own opaque records (`--privacy`, `--anonymize`), by record format;
  /// records of a format with none are scrubbed as element trees (`OpaqueTreeScrubber`) by the operation.
  public static let opaqueScrubber: @Sendable (String) -> OpaqueRecordScrubber? = { format in
    switch format {
    case "fit": FITOpaqueScrubbing.scrubber
    case "gpx": GPXOpaqueScrubbing.scrubber
    case "health": HealthOpaqueScrubbing.scrubber
    case "fhir": FHIRFormat.opaqueScrubber
    default: nil
    }
  }

  /// The workout assembly readers of workout shells run their passes through (`WorkoutAssembly`).
  public static let workoutAssembly: WorkoutAssemblyHook = { sink, context, pass in
    try WorkoutAssembly.assemble(into: sink, context: context, pass: pass)
  }

  /// A writer lookup for nested writes (the health writer asks for the GPX writer of its route files):
  /// the format's `makeWriter(to:options:context:)`, `nil` for an unknown or read-only format.
  public static func nestedWriter() -> (FormatID, any ByteSink, FormatOptions, ConversionContext) throws -> (
    any FormatWriter
  )? {
    { id, sink, options, context in
      guard let format = format(id: id), format.descriptor.canWrite else { return nil }
      return try format.makeWriter(to: sink, options: options, context: context)
    }
  }
}
