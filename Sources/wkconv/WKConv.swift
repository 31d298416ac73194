import ArgumentParser
import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a line to standard error, with what could act on a terminal or forge a log line (controls,
/// escape sequences, newlines inside the text) escaped: messages carry names and values from input data.
func printError(_ text: String) {
  let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
  StandardError.write(MessageText.escaped(line) + "\n")
}

/// Writes several lines to standard error (a usage message), each escaped as `printError` does.
func printErrorLines(_ text: String) {
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) { printError(String(line)) }
}

/// How errors are printed on standard error (`--error-format`).
enum ErrorFormat: String, ExpressibleByArgument, CaseIterable {
  /// `wkconv: error: FILE:LINE: message (hint)`.
  case text
  /// One JSON object per error, on one line: `{"error":{"code":…,"message":…,"location":…,"hint":…},"exitCode":N}`.
  case json

  /// The format the command line asks for (read before parsing, so parse errors follow it too).
  static let requested: ErrorFormat = {
    let arguments = CommandLine.arguments.dropFirst()
    for (index, argument) in arguments.enumerated() {
      if argument == "--error-format", arguments.dropFirst(index + 1).first == "json" { return .json }
      if argument == "--error-format=json" { return .json }
    }
    return .text
  }()
}

/// `--error-format`, accepted by every command.
struct ErrorOptions: ParsableArguments {
  @Option(
    name: .long,
    help: "How errors are printed on standard error: text (one line) or json (one JSON object per line).")
  var errorFormat: ErrorFormat = .text
}

/// Prints an error on standard error in the requested format; `input` names a batch input.
func printError(_ error: ConversionError, exitStatus: ExitStatus, input: String? = nil) {
  switch ErrorFormat.requested {
  case .text:
    let located = input.map { error.location == nil ? "\($0): " : "" } ?? ""
    printError("wkconv: error: \(located)\(error)")
  case .json:
    struct Line: Encodable {
      var error: ConversionError
      var exitCode: Int32
      var input: String?
      var text: String
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let line = Line(error: error, exitCode: exitStatus.rawValue, input: input, text: "\(error)")
    let data = (try? encoder.encode(line)) ?? Data("{\"error\":{\"message\":\"unencodable error\"}}".utf8)
    StandardStreams.writeError(data + Data("\n".utf8))
  }
}

/// Shared input/format options.
struct ReadOptions: ParsableArguments {
  @Option(
    name: .long, help: "Input format (default: detected from the first bytes, then the extension).",
    completion: .list(FormatNames.readable))
  var from: String?

  @Option(name: .long, help: "FIT CRC policy: ignore, warn or fail.")
  var crc: Policy = .warn

  @Option(
    name: .long,
    help:
      "What to do with damaged input: warn (convert what precedes the damage, report it, exit 4) or fail (write nothing, exit 1)."
  )
  var damage: DamageChoice = .warn

  @Flag(name: .long, help: "Allow very large XML text nodes (libxml2 XML_PARSE_HUGE).")
  var allowHugeXml = false

  @Option(
    name: .long,
    help:
      "Cores one conversion uses (default: the cores available). 1: everything on one thread; 2: an Apple Health export is inflated, parsed and handled on threads of their own and a Parquet output encodes on another; 3 or more: export.xml is also split between parsers. Output is the same for any value."
  )
  var threads: Int?

  @Option(
    name: .customLong("option"),
    help: ArgumentHelp(
      "Format-specific setting key=value (repeatable), e.g. gpx.appleRoute=true.",
      discussion: FormatRegistry.optionHelpLines.joined(separator: "\n")))
  var settings: [String] = []

  func formatOptions() throws -> FormatOptions {
    var values: [String: String] = [:]
    for setting in settings {
      guard let eq = setting.firstIndex(of: "=") else {
        throw ConversionError(.usage, "--option takes key=value, got '\(setting)'")
      }
      values[String(setting[..<eq])] = String(setting[setting.index(after: eq)...])
    }
    let options = FormatOptions(
      checksumPolicy: crc, damagePolicy: damage == .fail ? .fail : .warn, allowHugeXML: allowHugeXml,
      values: values, threads: threads ?? 0)
    if let threads, threads < 1 {
      throw ConversionError(.usage, "--threads must be at least 1, not \(threads)")
    }
    try FormatRegistry.validate(options)
    return options
  }
}

extension Policy: ExpressibleByArgument {}

/// `--damage`: damage is always reported unless it fails the conversion (there is no `ignore`).
enum DamageChoice: String, ExpressibleByArgument, CaseIterable {
  case warn, fail
}

/// Format names for `--from`/`--to` shell completion and suggestions.
enum FormatNames {
  static let readable = FormatRegistry.all.filter(\.descriptor.canRead).map(\.descriptor.id.rawValue)
  static let writable = FormatRegistry.all.filter(\.descriptor.canWrite).map(\.descriptor.id.rawValue)
}

/// The version `wkconv --version` prints.
enum WKConvVersion {
  static let string = "0.1.0"
}

/// Where OUTPUT goes: `-` is standard output; a path ending in `/` or a new path without an extension is
/// a directory (one file per workout for FIT, TCX, GPX); anything else a file (an existing directory
/// included: the converter writes into it).
func outputDestination(_ output: String) -> OutputDestination {
  if output == "-" { return .standardOutput }
  if output.hasSuffix("/")
    || (URL(fileURLWithPath: output).pathExtension.isEmpty && !FileManager.default.fileExists(atPath: output))
  {
    return .directory(URL(fileURLWithPath: output))
  }
  return .file(URL(fileURLWithPath: output))
}

func makeInput(_ path: String) -> InputSource {
  path == "-" ? .standardInput() : InputSource(file: URL(fileURLWithPath: path))
}

@main
struct WKConv: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wkconv",
    abstract: "Convert workout and health data between FIT, TCX, GPX, Apple Health exports and NDJSON.",
    discussion: """
      Exit codes: 0 success; 1 failure (nothing written); 2 usage error; 3 data lost under --strict \
      (output written); 4 input was damaged (what preceded the damage was converted).
      """,
    version: WKConvVersion.string,
    // Each command names itself (`commandName:`): a name derived from the type costs a reflection of it,
    // with protocol-conformance scans of the whole binary, at every start.
    subcommands: [
      Convert.self, Inspect.self, Summary.self, Formats.self, MigrateUnits.self, Dedupe.self, Merge.self,
      Join.self, Fuse.self, Repair.self, Stats.self, Sync.self, Changes.self,
    ])

  /// The subcommands' names (for "did you mean").
  static var subcommandNames: [String] {
    configuration.subcommands.map { $0._commandName }
  }

  static func main() {
    reopenClosedStandardDescriptors()
    Signals.install()  // temporary files and staged outputs go on SIGINT/SIGTERM/SIGHUP/SIGPIPE
    let arguments = Array(CommandLine.arguments.dropFirst())
    if let first = arguments.first, !first.hasPrefix("-"), first != "help", !subcommandNames.contains(first) {
      let close = NameSuggestions.closest(to: first, among: subcommandNames, limit: 2)
      let error = ConversionError(
        .usage, "unknown command '\(first)'",
        hint: (close.isEmpty
          ? "" : "did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "? ")
          + "commands: \(subcommandNames.joined(separator: ", ")); see wkconv --help")
      printError(error, exitStatus: .usage)
      Glibc.exit(ExitStatus.usage.rawValue)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
      // The side outputs are written: the main outputs held for them go in place.
      try OutputCommits.release()
    } catch let error as ConversionError {
      OutputCommits.discard()
      let status = ExitStatus.forError(error)
      printError(error, exitStatus: status)
      Glibc.exit(status.rawValue)
    } catch let exit as ExitCode {
      // A status that still wrote its outputs (data lost under --strict, damage, a batch's failed inputs):
      // its report is written, so they go in place.
      do { try OutputCommits.release() } catch let error as ConversionError {
        printError(error, exitStatus: .failure)
        Glibc.exit(ExitStatus.failure.rawValue)
      } catch {
        printError(ConversionError(.internal, "\(error)"), exitStatus: .failure)
        Glibc.exit(ExitStatus.failure.rawValue)
      }
      Glibc.exit(exit.rawValue)
    } catch let error as CocoaError where (error.underlying as? POSIXError) != nil {
      // A file call of FoundationEssentials that failed with an errno: its own text, at the file.
      OutputCommits.discard()
      printError(ConversionError.from(error), exitStatus: .failure)
      Glibc.exit(ExitStatus.failure.rawValue)
    } catch {
      OutputCommits.discard()
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Glibc.exit(0)
      }
      let message = fullMessage(for: error)
      if code == .validationFailure {
        if ErrorFormat.requested == .json {
          let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
          let text = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
          printError(ConversionError(.usage, text, hint: "see wkconv --help"), exitStatus: .usage)
        } else {
          printErrorLines(message)
        }
        Glibc.exit(ExitStatus.usage.rawValue)
      }
      printError(ConversionError(.internal, message.isEmpty ? "\(error)" : message), exitStatus: .failure)
      Glibc.exit(ExitStatus.failure.rawValue)
    }
  }
}

/// Opens `/dev/null` on standard input, output or error when the caller closed them (`>&-`): otherwise
/// the first file wkconv opens would take the descriptor and an output or a diagnostic would land inside
/// another file. Standard input and output are opened in the other direction (output read-only), so
/// using them fails with EBADF as the closed descriptor would: `convert ride.fit - --to gpx >&-` is a
/// write error (exit 1), not a success that wrote nothing. Standard error takes `/dev/null` writable:
/// messages to a closed standard error are lost, nothing else.
func reopenClosedStandardDescriptors() {
  for fd in Int32(0)...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
    let opened = open("/dev/null", fd == 1 ? O_RDONLY : O_WRONLY)
    if opened >= 0 && opened != fd {
      dup2(opened, fd)
      close(opened)
    }
  }
}

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert INPUT to OUTPUT, or many inputs into --out-dir (`-` is standard input/output).",
    discussion: """
      wkconv convert ride.fit ride.tcx
      wkconv convert export.zip workouts/ --to fit          (one file per workout)
      wkconv convert rides/*.fit --to tcx --out-dir out/ --jobs 2
      find rides -name '*.fit' -print0 | wkconv convert --inputs-from - --to parquet --out-dir out/ --partition-by kind
      cat ride.fit | wkconv convert - - --to gpx > ride.gpx
      """)

  @Argument(help: "INPUT OUTPUT, or with --out-dir: inputs (files, directories, globs).") var paths:
    [String] = []
  @OptionGroup var read: ReadOptions
  @OptionGroup(title: "Activity operations") var operations: ActivityOperationOptions
  @OptionGroup var errors: ErrorOptions
  @Option(
    name: .long, help: "Output format (default: from the output's extension).",
    completion: .list(FormatNames.writable))
  var to: String?
  @Option(name: .long, help: "Batch mode: convert every input into this directory.", completion: .directory)
  var outDir: String?
  @Flag(
    name: .long,
    help:
      "Write workouts only, each with the samples recorded during it; everything else is left out (reported as a loss) instead of going to <input>.ndjson."
  )
  var workoutsOnly = false
  @Option(name: .long, help: "Batch mode: parallel workers.") var jobs: Int = 1
  @Option(
    name: .long,
    help:
      "Batch mode: also convert the paths listed in this file (`-`: standard input), one per line, or NUL-separated (find -print0).",
    completion: .file())
  var inputsFrom: String?
  @Option(
    name: .long,
    help:
      "Parquet into a directory: a Hive-style dataset partitioned by these columns (kind, date), e.g. kind,date."
  )
  var partitionBy: String?
  @Option(name: .long, help: "Write the conversion report as JSON to this file (`-`: standard output).")
  var report: String?
  @Flag(name: .long, help: "Exit with status 3 if any data was lost.") var strict = false
  @Flag(name: .long, help: "Overwrite existing outputs.") var force = false
  @Flag(name: .long, help: "Print nothing on standard error but errors.") var quiet = false
  @Flag(
    name: .long,
    help:
      "Print every loss, warning and change on its own line (the default folds precision and bookkeeping items)."
  )
  var verbose = false
  @Option(
    name: .long,
    help: "Progress on standard error: auto (live line on a terminal), plain (periodic lines), none.")
  var progress: ProgressMode = .auto

  func validate() throws {
    if inputsFrom != nil && outDir == nil { throw ValidationError("--inputs-from needs --out-dir DIR") }
    if outDir == nil && paths.count != 2 {
      throw ValidationError("give INPUT and OUTPUT (or several inputs with --out-dir DIR)")
    }
    if outDir != nil && paths.isEmpty && inputsFrom == nil {
      throw ValidationError("give at least one input")
    }
    if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    var settings = ConversionSettings(
      inputFormat: read.from.map { FormatID(rawValue: $0.lowercased()) },
      outputFormat: to.map { FormatID(rawValue: $0.lowercased()) }, options: try read.formatOptions(),
      overwrite: force, operations: try operations.chain(), workoutsOnly: workoutsOnly)
    if let partitionBy { settings.options.values[FormatOptions.partitionByKey] = partitionBy }
    let reporter = ProgressReporter(mode: quiet ? .none : progress)
    if let outDir {
      guard to != nil else { throw ConversionError(.usage, "batch mode needs --to FORMAT") }
      let listed = try inputsFrom.map(Batch.Inputs.listed(from:)) ?? []
      let inputs = Batch.Inputs.expand(paths + listed)
      guard !inputs.files.isEmpty || !inputs.missing.isEmpty else {
        let named = inputsFrom.map { paths + ["--inputs-from \($0)"] } ?? paths
        throw ConversionError(.usage, "no input files found in \(named.joined(separator: " "))")
      }
      let directory = URL(fileURLWithPath: outDir)
      let reportOutput = try reserveReport(inputs: inputs.files, outputs: [.directory(directory)])
      settings.reservedPaths = reportOutput?.url.map { [$0] } ?? []
      let outcome: Batch.Outcome
      do {
        outcome = try Batch.run(
          inputs: inputs, into: directory, settings: settings, jobs: jobs, progress: reporter)
      } catch {
        reporter.finish()
        throw error
      }
      reporter.finish()
      // In input order, whatever --jobs did: missing inputs first, as they were found on the command line.
      for failure in outcome.failures {
        printError(failure.error, exitStatus: failure.status, input: failure.input)
      }
      var merged = outcome.report
      if !quiet {
        for line in merged.textLines(verbose ? .full : .brief) { printError(line) }
        printError("converted \(outcome.converted) of \(outcome.total) inputs into \(directory.path)")
      }
      let status = outcome.failures.isEmpty ? ExitStatus.forReport(merged, strict: strict) : .failure
      merged.status = status.reportName
      merged.exitCode = Int(status.rawValue)
      try reportOutput?.write(Batch.reportJSON(merged: merged, entries: outcome.entries))
      if status != .success { throw ExitCode(status.rawValue) }
      return
    }
    let source = makeInput(paths[0])
    let output = paths[1]
    let destination = outputDestination(output)
    if destination.isStandardOutput, to == nil {
      throw ConversionError(.usage, "writing to standard output needs --to FORMAT")
    }
    let reportOutput = try reserveReport(inputs: [paths[0]], outputs: [destination])
    settings.reservedPaths = reportOutput?.url.map { [$0] } ?? []
    var result: ConversionReport
    do {
      result = try Converter.convert(input: source, to: destination, settings: settings, reporter: reporter)
    } catch {
      reporter.finish()
      // A failed conversion still writes its report: the status, the error, and no outputs.
      if let reportOutput {
        var failed = ConversionReport()
        failed.inputs = [source.name]
        failed.errors = [ConversionError.from(error)]
        failed.status = ExitStatus.forError(error).reportName
        failed.exitCode = Int(ExitStatus.forError(error).rawValue)
        try? reportOutput.write(Converter.reportJSON(failed))
      }
      throw error
    }
    reporter.finish()
    if !quiet {
      for line in result.textLines(verbose ? .full : .brief) { printError(line) }
    }
    let status = ExitStatus.forReport(result, strict: strict)
    result.status = status.reportName
    result.exitCode = Int(status.rawValue)
    try reportOutput?.write(Converter.reportJSON(result))
    if status != .success { throw ExitCode(status.rawValue) }
  }

  /// Reserves `--report` before any output is written (see `SideOutput`); the outputs started after it
  /// wait for it (`OutputCommits`): a report that cannot be written leaves no output in place.
  func reserveReport(inputs: [String], outputs: [OutputDestination]) throws -> SideOutput? {
    guard let report else { return nil }
    let output = try SideOutput(path: report, overwrite: force, inputs: inputs, outputs: outputs)
    OutputCommits.hold()
    return output
  }
}

extension ProgressMode: ExpressibleByArgument {}

extension OutputDestination {
  var isStandardOutput: Bool {
    if case .standardOutput = self { return true }
    return false
  }
}

struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "inspect",
    abstract: "Summarize INPUT: counts by kind and type, time span, sources, devices, workouts.")

  @Argument(help: "Input file, or - for standard input.") var input: String
  @OptionGroup var read: ReadOptions
  @OptionGroup var errors: ErrorOptions
  @Flag(name: .long, help: "Print JSON instead of text.") var json = false
  @Flag(
    name: .long,
    help: "Look for values stored in the wrong unit and print the migrate-units command that fixes them.")
  var units = false
  @Flag(
    name: .long,
    help:
      "Also describe the input in its format's own terms (FIT: messages, sessions, laps, events, devices, developer fields)."
  )
  var details = false
  @Flag(
    name: .long,
    help:
      "Apple Health exports: also read every workout-routes/*.gpx file and count its points (without it, route files are only checked to be present: they can be as large as export.xml)."
  )
  var routes = false

  func run() throws {
    if units { return try inspectUnits() }
    var source = makeInput(input)
    let options = try read.formatOptions()
    let named = read.from.map { FormatID(rawValue: $0.lowercased()) }
    let (format, isContainer) = try Converter.inputFormat(inspecting: source, named: named)
    let detailing = isContainer || json ? nil : format.detailing
    let detailed = detailing.map { details || $0.showsDetailsByDefault } ?? false
    // The details read the input a second time: a stream (a pipe, a FIFO) is spooled once first.
    var spool: (url: URL, cleanup: () -> Void)?
    defer { spool?.cleanup() }
    if detailed && source.isStream {
      spool = try source.materializedFile()
      source = InputSource(file: spool!.url, name: source.name)
    }
    let sink = InspectionSink(input: source.name, format: format.descriptor.id.rawValue)
    var container: ContainerReadSummary?
    let (_, report) = try Converter.read(
      source, format: isContainer ? named : format.descriptor.id, options: options,
      request: InspectionSink.request(readPointFiles: routes), into: sink, container: { container = $0 })
    let summary = sink.finish(report, container: container)
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      StandardStreams.write(try encoder.encode(summary))
      StandardStreams.write(Data("\n".utf8))
    } else {
      StandardStreams.write(Data(InspectionSink.text(summary).utf8))
      if detailed, let detailing {
        let text = try detailing.details(
          of: spool.map { InputSource(file: $0.url, name: input) } ?? makeInput(input), options: options)
        StandardStreams.write(Data(("\n" + text + (text.hasSuffix("\n") ? "" : "\n")).utf8))
      }
    }
    for line in sink.reportLines(report) { printError(line) }
    if report.recoveredFromDamage { throw ExitCode(ExitStatus.recoveredFromDamage.rawValue) }
  }
}

extension Inspect {
  func inspectUnits() throws {
    let inspector = UnitInspection()
    let (_, report) = try Converter.read(
      makeInput(input), format: read.from.map { FormatID(rawValue: $0.lowercased()) },
      options: try read.formatOptions(),
      into: inspector)
    let findings = inspector.results()
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      StandardStreams.write(try encoder.encode(findings))
      StandardStreams.write(Data("\n".utf8))
    } else {
      var lines: [String] = []
      if findings.isEmpty {
        lines.append(
          report.recoveredFromDamage
            ? "no suspicious units found in the part before the damage" : "no suspicious units found")
      }
      for f in findings {
        let span =
          "\(NumberText.shortest(f.minimumSuspicious))…\(NumberText.shortest(f.maximumSuspicious)) \(f.unit)"
        let counts =
          f.implausible == 0
          ? "\(f.suspicious) of \(f.count) values are the rest of the series in another unit (\(span), \(f.since ?? "")…\(f.until ?? ""))"
          : f.suspicious == f.implausible
            ? "\(f.implausible) of \(f.count) values implausible (\(span))"
            : "\(f.implausible) of \(f.count) values implausible, \(f.suspicious - f.implausible) more in the same group (\(f.suspicious) values, \(span))"
        lines.append(
          "\(f.type) from \(f.source) in \(f.unit): \(counts)"
            + (f.likelyUnit.map { "; plausible as \($0)" } ?? ""))
        if let command = UnitInspection.command(for: f, input: input) { lines.append("  fix: \(command)") }
      }
      StandardStreams.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    }
    for line in report.readingLines { printError(line) }
    if report.recoveredFromDamage { throw ExitCode(ExitStatus.recoveredFromDamage.rawValue) }
  }
}

struct Formats: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "formats",
    abstract: "List the formats and what each reads and writes.")

  @Flag(name: .long, help: "Print JSON instead of a table.") var json = false
  @OptionGroup var errors: ErrorOptions

  func run() throws {
    StandardStreams.write(Data((json ? try FormatMatrix.json() : FormatMatrix.text()).utf8))
  }
}

/// Whole writes to standard output and error (FoundationEssentials has no `FileHandle`); a failed write is
/// dropped, as `FileHandle.write` dropped it.
enum StandardStreams {
  static func write(_ data: Data) { write(data, to: STDOUT_FILENO) }

  static func writeError(_ data: Data) { write(data, to: STDERR_FILENO) }

  private static func write(_ data: Data, to fd: Int32) {
    _ = FileDescriptorIO.writeAll(fd, data)
  }
}
