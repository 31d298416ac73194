import ByteStreams
import FoundationEssentials
import WorkoutModel

/// A format's identifier, as used on the command line (`--to fit`).
public struct FormatID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public var description: String { rawValue }

  public static let fit: FormatID = "fit"
  public static let tcx: FormatID = "tcx"
  public static let gpx: FormatID = "gpx"
  public static let health: FormatID = "health"
  public static let ndjson: FormatID = "ndjson"
  public static let csv: FormatID = "csv"
}

/// A kind of data a format can carry (rows of DESIGN.md §3). Capabilities are data: the projection
/// onto a target's capabilities turns everything it cannot carry into a reported `Loss`.
public enum Capability: String, Sendable, Hashable, Codable, CaseIterable {
  case workouts, multisport, laps, pauses, otherEvents, workoutStatistics, route, routeAccuracy,
    heartRate, cadence, power, speed, distance, altitude, temperature, energy, otherWorkoutSeries,
    heartbeatSeries, swimLengths, device, metadata, uuids, quantitySamples, categorySamples, correlations,
    activitySummaries, characteristics, exportInfo, opaque, electrocardiograms

  /// Words for reports and `wkconv formats`.
  public var summary: String {
    switch self {
    case .workouts: return "workouts and activity type"
    case .multisport: return "multisport activities"
    case .laps: return "laps (with totals)"
    case .pauses: return "pauses/resumes"
    case .otherEvents: return "markers, segments, motion pauses"
    case .workoutStatistics: return "workout statistics/totals"
    case .route: return "route points"
    case .routeAccuracy: return "route accuracy, course"
    case .heartRate: return "heart rate"
    case .cadence: return "cadence"
    case .power: return "power"
    case .speed: return "speed"
    case .distance: return "distance"
    case .altitude: return "altitude"
    case .temperature: return "temperature"
    case .energy: return "energy"
    case .otherWorkoutSeries: return "other workout series (running dynamics…)"
    case .heartbeatSeries: return "beat-to-beat (HRV)"
    case .swimLengths: return "swim lengths and strokes"
    case .device: return "device and creator"
    case .metadata: return "free metadata"
    case .uuids: return "UUIDs"
    case .quantitySamples: return "quantity samples outside workouts"
    case .categorySamples: return "category samples"
    case .correlations: return "correlations"
    case .activitySummaries: return "activity summaries"
    case .characteristics: return "characteristics (Me)"
    case .exportInfo: return "export date/locale"
    case .opaque: return "format-specific records"
    case .electrocardiograms: return "electrocardiograms (ECG)"
    }
  }
}

/// What a format reads and writes.
public struct FormatCapabilities: Sendable, Hashable {
  public var reads: Set<Capability>
  public var writes: Set<Capability>
  /// Other formats' opaque records the writer turns into its own content, as `format:name` (a FIT course
  /// makes GPX `<wpt>` waypoints its course points): the projection passes them to the writer instead of
  /// reporting them lost, and the writer accounts for each one.
  public var opaqueRecordsTaken: Set<String>
  /// Makes a capability declaration.
  public init(reads: Set<Capability>, writes: Set<Capability>, opaqueRecordsTaken: Set<String> = []) {
    self.reads = reads
    self.writes = writes
    self.opaqueRecordsTaken = opaqueRecordsTaken
  }
}

/// How many workouts one output file of a format holds.
public enum WorkoutsPerFile: String, Sendable, Hashable, Codable {
  /// One workout per file (FIT activity, a TCX or GPX from one recording).
  case one
  /// Any number (NDJSON, health export, CSV).
  case many
}

/// The static facts of a format.
public struct FormatDescriptor: Sendable, Hashable {
  public var id: FormatID
  public var name: String
  /// Lower-case file extensions without the dot, first is the default.
  public var fileExtensions: [String]
  public var mediaType: String
  public var capabilities: FormatCapabilities
  public var canRead: Bool
  public var canWrite: Bool
  public var workoutsPerFile: WorkoutsPerFile
  /// The `--option` settings its reader and writer take (checked before anything is read).
  public var options: [FormatOption]
  /// How its reader behaves (what a `ReadRequest` can ask of it, what its archives are).
  public var readerTraits: ReaderTraits

  /// Makes a descriptor.
  public init(
    id: FormatID, name: String, fileExtensions: [String], mediaType: String, capabilities: FormatCapabilities,
    canRead: Bool = true, canWrite: Bool = true, workoutsPerFile: WorkoutsPerFile = .many,
    options: [FormatOption] = [], readerTraits: ReaderTraits = []
  ) {
    self.options = options
    self.readerTraits = readerTraits
    self.id = id
    self.name = name
    self.fileExtensions = fileExtensions
    self.mediaType = mediaType
    self.capabilities = capabilities
    self.canRead = canRead
    self.canWrite = canWrite
    self.workoutsPerFile = workoutsPerFile
  }
}

/// How sure a sniffer is that bytes are in its format.
public enum SniffResult: Int, Sendable, Comparable {
  case no = 0, maybe = 1, yes = 2
  public static func < (lhs: SniffResult, rhs: SniffResult) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A format: descriptor, sniffer, reader and writer factories. Registered once in `FormatRegistry`.
public protocol WorkoutFormat: Sendable {
  /// The format's static facts.
  var descriptor: FormatDescriptor { get }
  /// Looks at the first bytes of an input (up to 4 KiB) and says whether they are this format.
  func sniff(_ prefix: [UInt8]) -> SniffResult
  /// A new reader (nil when the format cannot be read).
  func makeReader(options: FormatOptions) -> (any FormatReader)?
  /// A new writer to `output` (nil when the format cannot be written).
  func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  /// Whether the zip archive or folder at `url` is this format's own input rather than a container of
  /// inputs to expand (an account export whose members refer to each other); asked only of formats whose
  /// descriptor has `ReaderTraits.readsZipArchives` (an archive that cannot be opened is theirs to report).
  /// False by default.
  func ownsArchive(at url: URL) throws -> Bool
  /// The format's part in a directory output's non-workout items: files of their own (FIT's body
  /// measurements), or nil (by default) when they all go, lossless, to `<input>.ndjson`.
  var directoryKindFiles: (any DirectoryKindFiles)? { get }
  /// The index the format writes beside a directory output's workout files (HTML's `index.html`), or
  /// nil (by default).
  var directoryIndexing: (any DirectoryIndexing)? { get }
  /// The partitioned dataset the format writes for a directory output (`--partition-by`), or nil (by
  /// default).
  var datasetWriting: (any DatasetWritingFormat)? { get }
  /// What `wkconv inspect --details` shows in the format's own terms, or nil (by default).
  var detailing: (any FormatDetailing)? { get }
}

extension WorkoutFormat {
  public func ownsArchive(at url: URL) throws -> Bool { false }
  public var directoryKindFiles: (any DirectoryKindFiles)? { nil }
  public var directoryIndexing: (any DirectoryIndexing)? { nil }
  public var datasetWriting: (any DatasetWritingFormat)? { nil }
  public var detailing: (any FormatDetailing)? { nil }
}

/// Reads an input and pushes items into a sink, one at a time.
public protocol FormatReader {
  /// Reads everything from `input` into `sink`; recoverable damage goes to `context.report`.
  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws
}

/// Receives items and writes them; `finish` completes the output (trailers, CRCs, archive directory).
/// A workout comes as its shell and points (`StreamingWorkoutSink`).
public protocol FormatWriter: StreamingWorkoutSink {
  /// Writes anything buffered and closes the document. Called exactly once.
  func finish() throws
}

extension FormatWriter {
  /// A writer that needs a workout's points all at once (FIT's summaries come before its records; the
  /// export writer lays out the document) takes the whole workout.
  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    try receive(.workout(points.materialize(into: shell)))
  }
}

/// Options for readers and writers: shared policies plus format-specific `key=value` settings.
public struct FormatOptions: Sendable, Hashable {
  /// What to do when a checksum does not match (FIT CRCs). Default: warn and continue.
  public var checksumPolicy: Policy
  /// What to do when the input is damaged part way: keep what came before and report (`.warn`), or fail.
  public var damagePolicy: Policy
  /// Allow very large XML text nodes (libxml2 XML_PARSE_HUGE). Off by default.
  public var allowHugeXML: Bool
  /// Cores one conversion may use (`--threads`): 1 runs it on one thread, more lets readers and writers
  /// overlap their work on threads of their own (`cores`); 0, the default, means the cores available.
  public var threads: Int
  /// Format-specific settings, e.g. `["gpx.mergeTracks": "true"]`.
  public var values: [String: String]
  /// Apple's route dialect asked of a GPX writer by a caller, typed (AppleRoute.swift); nil: none asked
  /// for this way (the `gpx.appleRoute*` options may still spell one: `AppleRoute.request(in:)`).
  public var appleRoute: AppleRoute.Request?

  /// Defaults: checksum warn, damage warn, no huge XML.
  public init(
    checksumPolicy: Policy = .warn, damagePolicy: Policy = .warn, allowHugeXML: Bool = false,
    values: [String: String] = [:], threads: Int = 0
  ) {
    self.checksumPolicy = checksumPolicy
    self.damagePolicy = damagePolicy
    self.allowHugeXML = allowHugeXML
    self.values = values
    self.threads = threads
  }

  /// The cores one conversion may use: `threads`, or when it is 0 the cores available. With 1 everything
  /// runs on the calling thread; readers and writers that can split their work (the Apple Health export's
  /// reader, the Parquet writer) start threads of their own only when it is more than 1.
  public var cores: Int { threads > 0 ? threads : Self.availableCores }

  /// The cores this process may run on, at least 1.
  public static var availableCores: Int { FileDescriptorIO.availableCores }

  /// A boolean format-specific setting (`true`, `1`, `yes`).
  public func flag(_ key: String) -> Bool {
    guard let value = values[key]?.lowercased() else { return false }
    return value == "true" || value == "1" || value == "yes"
  }
}

/// A format that can describe an input in its own terms (FIT: headers, messages, sessions, laps, events,
/// devices, developer fields), shown by `wkconv inspect --details`.
public protocol FormatDetailing {
  /// Whether `wkconv inspect` shows the details without `--details` (FIT, whose own terms are what its
  /// users look for first).
  var showsDetailsByDefault: Bool { get }
  /// Text describing the input in the format's own terms.
  func details(of input: InputSource, options: FormatOptions) throws -> String
}

/// A one-workout-per-file format that writes some items that are not workouts into files of their own
/// in a directory output (FIT: body measurements as a `weight_scale` file, blood pressure as a
/// `blood_pressure` file), one file per kind, beside the workout files: its kind files. (Not to be
/// confused with the leftover `<input>.ndjson`, which takes the items no kind file does, nor with the
/// side outputs a command writes beside its outputs, the report and the UUID map.)
public protocol DirectoryKindFiles {
  /// The name of the file `item` goes to, appended to the input's (`weight` → `<input>-weight.fit`); nil
  /// when the item goes, lossless, to `<input>.ndjson`.
  func kindFile(for item: HealthItem) -> String?
}

/// A one-workout-per-file format that also writes an index beside the per-workout files of a directory
/// output (the HTML report's `index.html`).
public protocol DirectoryIndexing {
  /// A writer of the index: it receives the items that are not workouts (which also go, lossless, to
  /// `<input>.ndjson`) and is told of each workout file written.
  func makeIndexWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> any DirectoryIndexWriter
}

/// Writes a directory output's index.
public protocol DirectoryIndexWriter: FormatWriter {
  /// A workout was written to `file` (its name inside the directory); a streamed one comes as a shell
  /// with its `points` (readable again), a whole one with `points` nil.
  func noteWorkout(_ workout: Workout, points: WorkoutPoints?, file: String) throws
  /// Writes the index. It links only `files` (names in the directory): the workout files the run put
  /// there, so a workout noted for an input that failed afterwards is not linked.
  func finish(linking files: Set<String>) throws
}
