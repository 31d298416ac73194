import ArgumentParser
import FormatKit
import FoundationEssentials
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

/// `wkconv join A B … OUT`: consecutive recordings as one workout with a pause between each.
struct Join: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "join",
    abstract: "Join consecutive recordings (any formats) into one workout, with a pause between each.",
    discussion: """
      wkconv join ride-part1.fit ride-part2.fit ride.fit
      Every workout of every input is joined; other items pass through. The recordings must not overlap \
      (use merge or fuse for those). The inputs' workouts are read whole (in memory).
      """)

  @Argument(help: "Inputs, then the output (last).") var paths: [String]
  @Option(name: .long, help: "Input format of every input (default: detected per input).") var from: String?
  @OptionGroup var out: OutputOptions

  func validate() throws {
    if paths.count < 3 { throw ValidationError("give at least two inputs and an output") }
  }

  func run() throws {
    let inputs = try paths.dropLast().map { try ReplayableInput(path: $0) }
    defer { inputs.forEach { $0.cleanup() } }
    let options = FormatOptions()
    let output = paths.last!
    let format = try out.format(for: output, inputs: inputs, from: from)
    let reportOutput = try out.reserveReport(inputs: inputs, output: output)
    var report = ConversionReport()
    var workouts: [Workout] = []
    var others: [HealthItem] = []
    try readInputs(inputs, from: from, options: options, report: &report) { _ in
      ClosureSink { item in
        if case .workout(let w) = item { workouts.append(w) } else { others.append(item) }
      }
    }
    let context = FormatRegistry.context(
      inputName: inputs.map(\.name).joined(separator: ", "), options: options)
    let joined = try WorkoutJoin.join(workouts, context: context)
    try Converter.withWriter(
      to: out.destination(output), format: format,
      settings: ConversionSettings(
        options: options, overwrite: out.force, reservedPaths: reportOutput?.url.map { [$0] } ?? []),
      context: context, protectedPaths: inputs.compactMap(\.fileURL), baseName: "joined"
    ) { sink in
      try sink.receive(.workout(joined))
      for item in others { try sink.receive(item) }
    }
    report.merge(context.report)
    try out.finish(report, extraLines: [], to: reportOutput)
    if report.recoveredFromDamage { throw ExitCode(ExitStatus.recoveredFromDamage.rawValue) }
  }
}
