import ArgumentParser
import FormatKit
import FoundationEssentials
import HealthStatistics
import WorkoutConversion
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#endif

extension StatisticsInterval: ExpressibleByArgument {}

/// `wkconv stats INPUT… --type T --by day|week|month`: HealthKit's statistics collection query.
struct Stats: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stats",
    abstract:
      "Statistics of one quantity type per day, week or month, with sources de-duplicated by priority as Health does.",
    discussion: """
      Cumulative types (steps, distance, energy) are summed per interval; where sources overlap, the \
      higher-priority source's samples count and the others' are dropped for the overlap, pro-rated by \
      time (default priority: Apple Watch, then iPhone, then other apps and devices). Discrete types \
      (heart rate, body mass) give average, minimum, maximum and most recent. Intervals start at local \
      midnight in each sample's own UTC offset (--time-zone fixes one); weeks start on Monday.
      Example: wkconv stats export.zip --type StepCount --by day --format csv
      """)

  @Argument(help: "Inputs (files, folders, archives, exports; - for standard input).") var inputs: [String]
  @Option(
    name: .long,
    help: "Quantity type: short name (StepCount) or identifier (HKQuantityTypeIdentifierStepCount).")
  var type: String
  @Option(name: .long, help: "Interval: day, week (Monday to Monday) or month.") var by: StatisticsInterval =
    .day
  @Option(
    name: .long,
    help:
      "Sources in priority order (names or bundle ids, comma-separated or repeated); the others follow in the default order."
  )
  var sourcePriority: [String] = []
  @Flag(name: .long, help: "Plain sum of every source (no de-duplication by priority).") var noDedupe = false
  @Option(name: .long, help: "Output: table, csv or json.") var format: StatsOutput = .table
  @Option(name: .long, help: "Unit of the values, an HKUnit string (default: the type's canonical unit).")
  var unit: String?
  @Option(
    name: .long,
    help:
      "Place every sample in this UTC offset (+02:00, -0500, Z) or zone (Europe/Berlin) instead of its own; samples without an offset are in UTC otherwise."
  )
  var timeZone: String?
  @OptionGroup var read: ReadOptions
  @OptionGroup var errors: ErrorOptions

  enum StatsOutput: String, ExpressibleByArgument, CaseIterable {
    case table, csv, json
  }

  func validate() throws {
    if inputs.isEmpty { throw ValidationError("give at least one input") }
    if noDedupe && !sourcePriority.isEmpty {
      throw ValidationError("--no-dedupe and --source-priority exclude each other")
    }
  }

  func statisticsOptions() throws -> (type: String, options: StatisticsOptions) {
    guard let identifier = StatisticsCollection.typeIdentifier(named: type) else {
      let names = QuantityTypeCatalog.all.map {
        String($0.identifier.dropFirst("HKQuantityTypeIdentifier".count))
      }
      let close = NameSuggestions.closest(to: type, among: names, limit: 2)
      throw ConversionError(
        .usage, "--type \(type): not a HealthKit quantity type",
        hint: close.isEmpty
          ? "use a type's short name or identifier, e.g. StepCount, HeartRate, ActiveEnergyBurned, DistanceWalkingRunning"
          : "did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?")
    }
    var options = StatisticsOptions(interval: by)
    let preferred = sourcePriority.flatMap { $0.split(separator: ",") }
      .map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
    options.priority = noDedupe ? nil : SourcePriority(preferred: preferred)
    if let timeZone {
      if let offset = StatisticsTimeZone.parseOffset(timeZone) {
        options.timeZone = .fixed(offset)
      } else if let rules = ZoneRules.load(timeZone) {
        options.timeZone = .zone(rules)
      } else {
        throw ConversionError(
          .usage, "--time-zone \(timeZone): neither a UTC offset nor a zone in /usr/share/zoneinfo",
          hint: "use +02:00, -0500, Z or a zone name such as Europe/Berlin")
      }
    }
    if let unit {
      do { options.unit = try QuantityUnit(parsing: unit) } catch {
        throw ConversionError(.usage, "--unit \(unit): not an HKUnit string (\(error))")
      }
    }
    return (identifier, options)
  }

  func run() throws {
    let (identifier, options) = try statisticsOptions()
    var accumulator = try StatisticsAccumulator(type: identifier, options: options)
    var report = ConversionReport()
    let formatOptions = try read.formatOptions()
    let named = read.from.map { FormatID(rawValue: $0.lowercased()) }
    // Only samples count: route files stay unread, and sample identities underived unless a correlation
    // member repeated at top level must be recognized.
    let request = ReadRequest(
      pointFiles: .checked, sampleIdentities: StatisticsAccumulator.isCorrelationMember(identifier))
    for input in try inputFiles() {
      let sink = ClosureSink { item in
        try accumulator.add(item: item)
      }
      let (_, inputReport) = try Converter.read(
        makeInput(input), format: named, options: formatOptions, request: request, into: sink)
      report.merge(inputReport)
    }
    let rows = accumulator.rows()
    let cumulative = accumulator.style.isCumulative
    let text: String
    switch format {
    case .csv:
      text = StatisticsText.csv(rows, cumulative: cumulative)
    case .table:
      text =
        rows.isEmpty
        ? "no \(identifier) samples\n"
        : StatisticsText.table(rows, cumulative: cumulative, interval: by)
          + sourcesLine(accumulator, cumulative)
    case .json:
      text = try StatisticsText.json(
        StatisticsText.Document(
          type: identifier, interval: by, unit: accumulator.resultUnit?.unitString ?? "",
          aggregationStyle: accumulator.style, deduplicated: cumulative && options.priority != nil,
          sources: accumulator.sources, rows: rows))
    }
    try writeStandardOutput(text)
    if let priority = options.priority {
      for name in priority.unmatched(among: accumulator.sources) {
        printError("warning: --source-priority \(name): no \(identifier) sample comes from this source")
      }
    }
    for line in report.readingLines { printError(line) }
    if report.recoveredFromDamage { throw ExitCode(ExitStatus.recoveredFromDamage.rawValue) }
  }

  /// The inputs with folders expanded to the readable files inside (as a batch conversion finds them);
  /// an unpacked account export stays one input. A path naming nothing fails before anything is read.
  private func inputFiles() throws -> [String] {
    var files: [String] = []
    for path in inputs {
      if path == "-" {
        files.append(path)
        continue
      }
      let expanded = Batch.Inputs.expand([path])
      if let missing = expanded.missing.first { throw Batch.Inputs.missingError(missing) }
      for skipped in expanded.skipped { printError("warning: \(skipped): not a regular file, skipped") }
      if expanded.files.isEmpty { throw ConversionError(.usage, "no input files found in \(path)") }
      files += expanded.files
    }
    return files
  }

  /// The table's last line: the order the sources counted in.
  private func sourcesLine(_ accumulator: StatisticsAccumulator, _ cumulative: Bool) -> String {
    let names = accumulator.sources.map { $0.name.isEmpty ? "(no source)" : $0.name }
    guard cumulative, names.count > 1 else { return "" }
    return noDedupe
      ? "\nsources summed without de-duplication: \(names.joined(separator: ", "))\n"
      : "\nsources in priority order: \(names.joined(separator: " > "))\n"
  }
}

/// Writes `text` to standard output whole; a closed or full output is an I/O error.
func writeStandardOutput(_ text: String) throws {
  let output = BufferedFileSink(standardOutputWithCapacity: 1 << 16)
  try output.write(Array(text.utf8))
  try output.flush()
}
