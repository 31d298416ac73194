import ArgumentParser
import FormatKit
import FoundationEssentials
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

/// An input that can be read more than once (standard input is spooled to a temporary file).
struct ReplayableInput {
  let source: () -> InputSource
  let name: String
  let fileURL: URL?
  let cleanup: () -> Void

  init(path: String) throws {
    if path == "-" {
      let (url, cleanup) = try InputSource.standardInput().materializedFile()
      source = { InputSource(file: url, name: "-") }
      name = "-"
      fileURL = nil
      self.cleanup = cleanup
    } else {
      let url = URL(fileURLWithPath: path)
      guard FileManager.default.fileExists(atPath: url.path) else {
        throw ConversionError(.io, "no such file", at: SourceLocation(file: path))
      }
      source = { InputSource(file: url) }
      name = path
      fileURL = url
      cleanup = {}
    }
  }
}

/// Reads every input into a sink, with a context per input whose report is merged into `report`.
func readInputs(
  _ inputs: [ReplayableInput], from: String?, options: FormatOptions, report: inout ConversionReport,
  into sink: (Int) -> any HealthItemSink
) throws {
  for (index, input) in inputs.enumerated() {
    let (_, inputReport) = try Converter.read(
      input.source(), format: from.map { FormatID(rawValue: $0.lowercased()) }, options: options,
      into: sink(index))
    report.merge(inputReport)
  }
}

/// Parses `--since`/`--until`: ISO 8601 or `yyyy-MM-dd` (UTC midnight).
func parseDate(_ text: String, option: String) throws -> Date {
  if let t = ISO8601Timestamp.parse(text) { return t.date }
  if let t = ISO8601Timestamp.parse(text + "T00:00:00Z") { return t.date }
  throw ConversionError(
    .usage, "\(option): '\(text)' is not a date (use 2024-05-01 or 2024-05-01T07:30:00+02:00)")
}

/// Options shared by the operations that write a converted output.
struct OutputOptions: ParsableArguments {
  @Option(
    name: .long, help: "Output format (default: from the output's extension, else the input's format).",
    completion: .list(FormatNames.writable))
  var to: String?
  @Flag(name: .long, help: "Overwrite an existing output.") var force = false
  @Option(name: .long, help: "Write the report as JSON to this file (`-`: standard output).") var report:
    String?
  @Flag(name: .long, help: "Print nothing on standard error but errors.") var quiet = false
  @Flag(
    name: .long,
    help:
      "Print every loss, warning and change on its own line (the default folds precision and bookkeeping items)."
  )
  var verbose = false
  @OptionGroup var errors: ErrorOptions

  func destination(_ path: String) -> OutputDestination {
    path == "-"
      ? .standardOutput
      : path.hasSuffix("/") ? .directory(URL(fileURLWithPath: path)) : .file(URL(fileURLWithPath: path))
  }

  func format(for path: String, inputs: [ReplayableInput], from: String?) throws -> any WorkoutFormat {
    if let to { return try FormatRegistry.requireFormat(id: to) }
    if path != "-", let format = FormatRegistry.format(forPath: path), format.descriptor.canWrite {
      return format
    }
    if let first = inputs.first {
      return try Converter.inputFormat(
        for: first.source(), named: from.map { FormatID(rawValue: $0.lowercased()) })
    }
    throw ConversionError(.usage, "cannot tell the output format", hint: "name it with --to")
  }

  /// Reserves `--report` before any output is written (see `SideOutput`).
  func reserveReport(inputs: [ReplayableInput], output: String, others: [SideOutput] = []) throws
    -> SideOutput?
  {
    guard let report else { return nil }
    let reserved = try SideOutput(
      path: report, overwrite: force, inputs: inputs.map(\.name), outputs: [destination(output)],
      others: others)
    OutputCommits.hold()  // the output waits for the report (committed by main once it is written)
    return reserved
  }

  func finish(_ report: ConversionReport, extraLines: [String], to reportOutput: SideOutput?) throws {
    if !quiet {
      for line in extraLines + report.textLines(verbose ? .full : .brief) { printError(line) }
    }
    try reportOutput?.write(Converter.reportJSON(report))
  }
}

struct MigrateUnits: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate-units",
    abstract:
      "Rewrite samples stored in the wrong unit: new samples with new UUIDs, originals removed, an old→new UUID map.",
    discussion: """
      --reinterpret FROM=TO keeps the values and changes the unit (98 degC that meant 98 degF); \
      --convert FROM=TO converts the values exactly (same meaning, other unit). Only samples stored in \
      FROM are touched, so running the same command twice changes nothing the second time. Samples with a \
      sync identifier keep it and get the sync version bumped, so stores that honour sync versions replace \
      the old sample. Each new sample carries a WKConvUnitMigration metadata entry.
      """)

  @Argument(help: "Input file, or -.") var input: String
  @Argument(help: "Output file, or - (with --to).") var output: String?
  @Option(name: .long, help: "The quantity type, e.g. HKQuantityTypeIdentifierBodyTemperature.") var type:
    String
  @Option(name: .long, help: "FROM=TO: keep values, change the unit.") var reinterpret: String?
  @Option(name: .long, help: "FROM=TO: convert values exactly.") var convert: String?
  @Option(name: .customLong("where"), help: "Value condition in the stored unit, e.g. 'value > 45'.")
  var condition: String?
  @Option(name: .long, help: "Only samples from this source name.") var source: String?
  @Option(name: .long, help: "Only samples starting at or after this date.") var since: String?
  @Option(name: .long, help: "Only samples starting before this date.") var until: String?
  @Option(name: .long, help: "Write the old→new UUID map here (.csv or .ndjson).") var map: String?
  @Flag(name: .long, help: "Show what would change; write nothing.") var dryRun = false
  @Option(name: .long, help: "Input format (default: detected).", completion: .list(FormatNames.readable))
  var from: String?
  @OptionGroup var out: OutputOptions

  func validate() throws {
    if (reinterpret == nil) == (convert == nil) {
      throw ValidationError("give exactly one of --reinterpret and --convert")
    }
    if !dryRun && output == nil { throw ValidationError("missing OUTPUT (or use --dry-run)") }
    if !dryRun && map == nil {
      throw ValidationError("--map FILE is required: it records every old→new UUID")
    }
  }

  func run() throws {
    let (mode, notes) =
      try reinterpret.map { try UnitMigrationMode.parse($0, convert: false, type: type) }
      ?? UnitMigrationMode.parse(convert!, convert: true, type: type)
    let selection = UnitMigration.Selection(
      type: type, predicate: try condition.map(ValuePredicate.init(parsing:)), sourceName: source,
      since: try since.map { try parseDate($0, option: "--since") },
      until: try until.map { try parseDate($0, option: "--until") })
    let migration = UnitMigration(selection: selection, mode: mode)
    let replay = try ReplayableInput(path: input)
    defer { replay.cleanup() }
    var report = ConversionReport()
    let options = FormatOptions()

    if dryRun {
      try readInputs([replay], from: from, options: options, report: &report) { _ in
        ClosureSink { _ = migration.apply($0) }
      }
      try migration.validateSelection()
      var lines =
        notes + (migration.unmatchedUnitNote.map { [$0] } ?? []) + [
          "dry run: \(migration.mapping.count) samples would be migrated, \(migration.statisticsUpdated) statistics updated"
        ]
      for (key, count) in migration.countsByTypeAndSource.sorted(by: { $0.key < $1.key }) {
        lines.append("  \(key): \(count)")
      }
      for m in migration.mapping.prefix(5) {
        lines.append(
          "  e.g. \(m.start) \(NumberText.shortest(m.oldValue)) \(m.oldUnit) → \(NumberText.shortest(m.newValue)) \(m.newUnit) (\(m.oldUUID.uuidString) → \(m.newUUID.uuidString))"
        )
      }
      StandardStreams.write(Data((lines.joined(separator: "\n") + "\n").utf8))
      return
    }
    let outputPath = output!
    let format = try out.format(for: outputPath, inputs: [replay], from: from)
    migration.outputCarriesUUIDs = format.descriptor.capabilities.writes.contains(.uuids)
    let context = FormatRegistry.context(inputName: replay.name, options: options)
    let mapURL = URL(fileURLWithPath: map!)
    let mapOutput = try SideOutput(
      path: map!, option: "--map", overwrite: out.force, inputs: [replay.name],
      outputs: [out.destination(outputPath)])
    let reportOutput = try out.reserveReport(inputs: [replay], output: outputPath, others: [mapOutput])
    let reserved = [mapOutput.url, reportOutput?.url].compactMap { $0 }
    // The output is staged, not put in place, until the map (and report) are written: a map that cannot
    // be written leaves no migrated output without its old→new UUIDs.
    OutputCommits.hold()
    do {
      try Converter.withWriter(
        to: out.destination(outputPath), format: format,
        settings: ConversionSettings(options: options, overwrite: out.force, reservedPaths: reserved),
        context: context, protectedPaths: replay.fileURL.map { [$0] } ?? [], baseName: "migrated"
      ) { sink in
        try readInputs([replay], from: from, options: options, report: &report) { _ in
          ClosureSink { try sink.receive(migration.apply($0)) }
        }
        try migration.validateSelection()
      }
      let text =
        mapURL.pathExtension.lowercased() == "ndjson" || mapURL.pathExtension.lowercased() == "jsonl"
        ? try migration.mappingNDJSON() : migration.mappingCSV()
      try mapOutput.write(Data(text.utf8))
    } catch {
      mapOutput.abort()
      throw error
    }
    report.merge(context.report)
    try out.finish(
      report,
      extraLines: notes + (migration.unmatchedUnitNote.map { [$0] } ?? []) + [
        "migrated \(migration.mapping.count) samples (\(migration.statisticsUpdated) statistics updated); UUID map: \(mapURL.path)"
      ],
      to: reportOutput)
  }
}

struct Dedupe: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dedupe",
    abstract:
      "Remove duplicates: same UUID, older sync versions, correlation members repeated at top level, and (--content) exact content duplicates."
  )

  @Argument(help: "Input file, or -.") var input: String
  @Argument(help: "Output file, or - (with --to).") var output: String
  @Flag(
    name: .long,
    help: "Also remove exact content duplicates (same kind, type, interval, value, unit, source).")
  var content = false
  @Option(name: .long, help: "Input format (default: detected).", completion: .list(FormatNames.readable))
  var from: String?
  @OptionGroup var out: OutputOptions

  func run() throws {
    let replay = try ReplayableInput(path: input)
    defer { replay.cleanup() }
    try runDeduplication(
      inputs: [replay], output: output, from: from, content: content, preferredSources: nil, out: out)
  }
}

struct Merge: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "merge",
    abstract:
      "Merge inputs of any formats into one output, without duplicates; overlapping workouts from different sources are reported (or resolved with --prefer-source)."
  )

  @Argument(help: "Inputs, then the output (last).") var paths: [String]
  @Option(
    name: .long,
    help:
      "Source names in priority order (repeatable or comma-separated); among overlapping workouts only the best-ranked source's is kept."
  )
  var preferSource: [String] = []
  @Flag(name: .long, help: "Also remove exact content duplicates.") var content = false
  @Option(
    name: .long, help: "Input format of every input (default: detected per input).",
    completion: .list(FormatNames.readable))
  var from: String?
  @OptionGroup var out: OutputOptions

  func validate() throws {
    if paths.count < 2 { throw ValidationError("give at least one input and an output") }
  }

  func run() throws {
    let inputs = try paths.dropLast().map { try ReplayableInput(path: $0) }
    defer { inputs.forEach { $0.cleanup() } }
    let priorities = preferSource.flatMap {
      $0.split(separator: ",").map { String($0).trimmingWhitespace() }
    }
    try runDeduplication(
      inputs: inputs, output: paths.last!, from: from, content: content, preferredSources: priorities,
      out: out)
  }
}

/// Two passes over the inputs: learn (sync winners, correlation members, workouts), then write once.
func runDeduplication(
  inputs: [ReplayableInput], output: String, from: String?, content: Bool, preferredSources: [String]?,
  out: OutputOptions
) throws {
  let options = FormatOptions()
  let plan = DeduplicationPlan()
  var scratch = ConversionReport()
  try readInputs(inputs, from: from, options: options, report: &scratch) { index in
    ClosureSink { plan.observe($0, input: index) }
  }
  var extra: [String] = []
  if let preferredSources {
    let known = Set(plan.workouts.map(\.source))
    for name in preferredSources where !known.contains(name) {
      throw ConversionError(
        .usage, "--prefer-source \(name): no workout in the inputs comes from this source",
        hint: NameSuggestions.hint(for: name, among: known.sorted(), what: "workout sources"))
    }
    plan.resolveOverlaps(preferredSources: preferredSources)
    for (a, b) in plan.overlaps {
      let dropped =
        plan.droppedWorkouts.contains(a.uuid) ? a : plan.droppedWorkouts.contains(b.uuid) ? b : nil
      var line =
        "overlapping workouts: \(a.activityType.name) from \(a.source) at \(Timestamp(a.start)) and \(b.activityType.name) from \(b.source) at \(Timestamp(b.start))"
      line +=
        dropped.map { "; kept \($0.uuid == a.uuid ? b.source : a.source), dropped \($0.source)" }
        ?? "; both kept (use --prefer-source to keep one)"
      extra.append(line)
    }
  }
  let format = try out.format(for: output, inputs: inputs, from: from)
  let reportOutput = try out.reserveReport(inputs: inputs, output: output)
  let context = FormatRegistry.context(
    inputName: inputs.map(\.name).joined(separator: ", "), options: options)
  var report = ConversionReport()
  var dedupe: Deduplicator?
  try Converter.withWriter(
    to: out.destination(output), format: format,
    settings: ConversionSettings(
      options: options, overwrite: out.force, reservedPaths: reportOutput?.url.map { [$0] } ?? []),
    context: context, protectedPaths: inputs.compactMap(\.fileURL), baseName: "merged"
  ) { sink in
    let d = Deduplicator(plan: plan, content: content, next: sink)
    dedupe = d
    try readInputs(inputs, from: from, options: options, report: &report) { _ in d }
  }
  report.merge(context.report)
  if let counts = dedupe?.counts {
    extra.insert(
      "kept \(counts.kept) items; removed \(counts.total): \(counts.sameUUID) same UUID, \(counts.olderSyncVersion) older sync version, \(counts.correlationMember) correlation members repeated at top level, \(counts.sameContent) same content, \(counts.overlappingWorkout) overlapping workouts, \(counts.repeatedRecord) repeated records without UUID (export info, characteristics, summaries)",
      at: 0)
  }
  try out.finish(report, extraLines: extra, to: reportOutput)
}
