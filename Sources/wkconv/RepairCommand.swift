import ArgumentParser
import FormatKit
import FoundationEssentials
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

/// `wkconv repair IN OUT [--explain] [--report R]`: everything readable of a damaged input, with its laps
/// and sessions rebuilt from the records where they are missing or inconsistent.
struct Repair: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repair",
    abstract:
      "Repair a damaged or inconsistent recording: keep everything readable, rebuild laps and sessions.",
    discussion: """
      wkconv repair broken.fit fixed.fit --explain
      Reads what can be read (FIT: truncated, bad CRC, bad header, garbage tail; TCX/GPX cut mid-document; \
      export members), rebuilds laps and sessions from the records where they are missing or disagree \
      (timer above elapsed, session ≠ sum of laps, laps outside their session), and says what it did. \
      Exit status: 0 the input was intact (summaries may still have been rebuilt), 4 the input was damaged \
      and everything readable was written, 1 nothing could be read (no output), 2 usage, as for convert.
      """)

  @Argument(help: "The damaged input (`-`: standard input).") var input: String
  @Argument(help: "The repaired output (`-`: standard output, with --to; a directory: one file per workout).")
  var output: String
  @OptionGroup var read: ReadOptions
  @Option(
    name: .long, help: "Output format (default: from the output's extension).",
    completion: .list(FormatNames.writable))
  var to: String?
  @Flag(name: .long, help: "Print what was wrong and what was done, one line each (standard error).")
  var explain = false
  @Option(name: .long, help: "Write the report as JSON (with `explain`) to this file (`-`: standard output).")
  var report: String?
  @Flag(name: .long, help: "Overwrite an existing output.") var force = false
  @Flag(name: .long, help: "Print nothing on standard error but errors (and --explain).") var quiet = false
  @Flag(
    name: .long,
    help:
      "Print every loss, warning and change on its own line (the default folds precision and bookkeeping items)."
  )
  var verbose = false
  @OptionGroup var errors: ErrorOptions

  func run() throws {
    // Checksum mismatches are read through (reported) and what precedes any damage is kept, unless
    // --crc fail / --damage fail say otherwise.
    let options = try read.formatOptions()
    var settings = ConversionSettings(
      inputFormat: read.from.map { FormatID(rawValue: $0.lowercased()) },
      outputFormat: to.map { FormatID(rawValue: $0.lowercased()) }, options: options, overwrite: force,
      operations: ActivityOperationChain([WorkoutRepair()]))
    let destination = outputDestination(output)
    if destination.isStandardOutput, to == nil {
      throw ConversionError(.usage, "writing to standard output needs --to FORMAT")
    }
    let reportOutput = try report.map {
      try SideOutput(path: $0, overwrite: true, inputs: [input], outputs: [destination])
    }
    settings.reservedPaths = reportOutput?.url.map { [$0] } ?? []
    var result: ConversionReport
    do {
      result = try Converter.convert(input: makeInput(input), to: destination, settings: settings)
    } catch {
      // Nothing readable (or an unwritable output): no output, the report says why.
      if let reportOutput {
        var failed = ConversionReport()
        failed.inputs = [input]
        failed.errors = [ConversionError.from(error)]
        failed.status = ExitStatus.forError(error).reportName
        failed.exitCode = Int(ExitStatus.forError(error).rawValue)
        try? reportOutput.write(Converter.reportJSON(failed))
      }
      throw error
    }
    let findings = RepairExplanation.findings(result)
    if !quiet {
      for line in result.textLines(verbose ? .full : .brief) { printError(line) }
    }
    if explain {
      for line in RepairExplanation.text(findings) { printError(line) }
    }
    let status = ExitStatus.forReport(result, strict: false)
    result.status = status.reportName
    result.exitCode = Int(status.rawValue)
    if let reportOutput {
      // The conversion report with the findings added as `explain`.
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      try reportOutput.write(encoder.encode(ExplainedReport(report: result, explain: findings)))
    }
    if status != .success { throw ExitCode(status.rawValue) }
  }
}

/// A conversion report with the repair findings added as its `explain` member.
private struct ExplainedReport<Explanation: Encodable>: Encodable {
  let report: ConversionReport
  let explain: Explanation

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    try report.encode(to: encoder)
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(explain, forKey: Key(stringValue: "explain"))
  }
}
