import ArgumentParser
import FormatKit
import FoundationEssentials
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

/// `wkconv summary`: per workout the values people check after a conversion (computed in
/// `WorkoutOperations.WorkoutSummaries`), and for exports the samples per type and month.
struct Summary: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "summary",
    abstract:
      "Summarize each workout of INPUT: times, distance, ascent, speed/pace, heart rate and zones, power, laps.",
    discussion: """
      Recorded values (the file's session/statistics) are shown as recorded; moving time, and whatever the \
      file did not record, are computed (listed under 'computed by wkconv'). Moving time: intervals between \
      route points faster than --stopped-speed (gpxpy's get_moving_data). Ascent: altitudes smoothed \
      0.3/0.4/0.3, positive differences summed (gpxpy's get_uphill_downhill).
      """)

  @Argument(help: "Input file, or - for standard input.") var input: String
  @OptionGroup var read: ReadOptions
  @OptionGroup var errors: ErrorOptions
  @Flag(name: .long, help: "Print JSON instead of text.") var json = false
  @Option(
    name: .long, help: "Heart-rate zone lower bounds in bpm, comma-separated, e.g. 100,120,140,160,180.")
  var hrZones: String?
  @Option(
    name: .long,
    help: "Maximum heart rate (bpm): zones at 50/60/70/80/90 % of it when --hr-zones is not given.")
  var maxHr: Double?
  @Option(name: .long, help: "Speeds at or below this (km/h) count as stopped for moving time.")
  var stoppedSpeed: Double = 1

  struct Output: Encodable {
    var input: String
    var workouts: [WorkoutSummary]
    var samplesByMonth: [String: [String: Int]]
  }

  func run() throws {
    var options = SummaryOptions(stoppedSpeed: stoppedSpeed / 3.6, maximumHeartRate: maxHr)
    if let hrZones {
      let bounds = hrZones.split(separator: ",").map { Double($0.trimmingWhitespace()) }
      guard !bounds.isEmpty, bounds.allSatisfy({ $0 != nil && $0! > 0 }) else {
        throw ConversionError(.usage, "--hr-zones takes bpm values separated by commas, got '\(hrZones)'")
      }
      options.heartRateZones = bounds.compactMap { $0 }
    }
    let sink = SummarySink(options: options)
    let (_, report) = try Converter.read(
      makeInput(input), format: read.from.map { FormatID(rawValue: $0.lowercased()) },
      options: try read.formatOptions(),
      into: sink)
    let summaries = sink.summaries
    let months = sink.months
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      // A total that overflowed (distances near Double's limit add up to infinity) is spelled as NDJSON
      // spells it, instead of failing the whole summary.
      encoder.nonConformingFloatEncodingStrategy = .convertToString(
        positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
      let out = Output(input: input, workouts: summaries, samplesByMonth: months.counts)
      StandardStreams.write(try encoder.encode(out))
      StandardStreams.write(Data("\n".utf8))
    } else {
      var text = ""
      for (i, s) in summaries.enumerated() {
        text += (i > 0 ? "\n" : "") + "workout \(i + 1) of \(summaries.count)\n" + SummaryText.text(s)
      }
      if summaries.isEmpty { text += "no workouts\n" }
      let table = SummaryText.monthlyTable(months)
      if !table.isEmpty { text += "\nsamples by month\n" + table.joined(separator: "\n") + "\n" }
      StandardStreams.write(Data(text.utf8))
    }
    for line in report.readingLines { printError(line) }
    if report.recoveredFromDamage { throw ExitCode(ExitStatus.recoveredFromDamage.rawValue) }
  }
}

/// Summarizes workouts as they arrive: streamed ones from their spools (`WorkoutPointReader`), never held
/// whole; other items are counted by month.
final class SummarySink: HealthItemSink, StreamingWorkoutSink {
  let options: SummaryOptions
  private(set) var summaries: [WorkoutSummary] = []
  let months = MonthlySampleCounts()

  init(options: SummaryOptions) { self.options = options }

  func receive(_ item: HealthItem) throws {
    if case .workout(let w) = item {
      summaries.append(WorkoutSummaries.summarize(w, options: options))
    } else {
      try months.receive(item)
    }
  }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    let reader = WorkoutPointReader(shell: shell, points: points)
    summaries.append(try WorkoutSummaries.summarize(reader, options: options))
  }
}
