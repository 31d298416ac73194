import ArgumentParser
import FormatKit
import Foundation
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// Shared input/format options.
struct ReadOptions: ParsableArguments {
  @Option(name: .long, help: "Input format (default: detected from the first bytes, then the extension).")
  var from: String?

  @Option(name: .long, help: "FIT CRC policy: ignore, warn or fail.")
  var crc: Policy = .warn

  @Option(name: .long, help: "What to do with damaged input: warn (keep what precedes the damage) or fail.")
  var damage: Policy = .warn

  @Flag(name: .long, help: "Allow very large XML text nodes (libxml2 XML_PARSE_HUGE).")
  var allowHugeXml = false

  @Option(name: .customLong("option"), help: "Format-specific setting key=value (repeatable), e.g. gpx.appleRoute=true.")
  var settings: [String] = []

  func formatOptions() throws -> FormatOptions {
    var values: [String: String] = [:]
    for setting in settings {
      guard let eq = setting.firstIndex(of: "=") else {
        throw ConversionError(.usage, "--option takes key=value, got '\(setting)'")
      }
      values[String(setting[..<eq])] = String(setting[setting.index(after: eq)...])
    }
    return FormatOptions(checksumPolicy: crc, damagePolicy: damage, allowHugeXML: allowHugeXml, values: values)
  }
}

extension Policy: ExpressibleByArgument {}

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
    subcommands: [Convert.self, Inspect.self, Formats.self, MigrateUnits.self, Dedupe.self, Merge.self])

  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as ConversionError {
      printError("wkconv: error: \(error)")
      Glibc.exit(ExitStatus.forError(error).rawValue)
    } catch let exit as ExitCode {
      Glibc.exit(exit.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        print(fullMessage(for: error))
        Glibc.exit(0)
      }
      let message = fullMessage(for: error)
      if code == .validationFailure {
        printError(message)
        Glibc.exit(ExitStatus.usage.rawValue)
      }
      printError("wkconv: error: \(message.isEmpty ? "\(error)" : message)")
      Glibc.exit(ExitStatus.failure.rawValue)
    }
  }
}

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Convert INPUT to OUTPUT (`-` is standard input/output; a directory gets one file per workout).")

  @Argument(help: "Input file, or - for standard input.") var input: String
  @Argument(help: "Output file or directory, or - for standard output.") var output: String
  @OptionGroup var read: ReadOptions
  @Option(name: .long, help: "Output format (default: from the output's extension).") var to: String?
  @Option(name: .long, help: "Write the conversion report as JSON to this file.") var report: String?
  @Flag(name: .long, help: "Exit with status 3 if any data was lost.") var strict = false
  @Flag(name: .long, help: "Overwrite an existing output.") var force = false
  @Flag(name: .long, help: "Print nothing on standard error but errors.") var quiet = false

  func run() throws {
    let source = makeInput(input)
    let destination: OutputDestination
    if output == "-" {
      destination = .standardOutput
    } else if output.hasSuffix("/") {
      destination = .directory(URL(fileURLWithPath: output))
    } else {
      destination = .file(URL(fileURLWithPath: output))
    }
    if destination.isStandardOutput, to == nil {
      throw ConversionError(.usage, "writing to standard output needs --to FORMAT")
    }
    let settings = ConversionSettings(
      inputFormat: read.from.map { FormatID(rawValue: $0.lowercased()) },
      outputFormat: to.map { FormatID(rawValue: $0.lowercased()) }, options: try read.formatOptions(),
      overwrite: force)
    let result = try Converter.convert(input: source, to: destination, settings: settings)
    if !quiet {
      for line in result.summaryLines { printError(line) }
    }
    if let report {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      let data = try encoder.encode(result)
      let out = try AtomicFileOutput(url: URL(fileURLWithPath: report), overwrite: true)
      try out.sink.write(data)
      try out.commit()
    }
    let status = ExitStatus.forReport(result, strict: strict)
    if status != .success { throw ExitCode(status.rawValue) }
  }
}

extension OutputDestination {
  var isStandardOutput: Bool {
    if case .standardOutput = self { return true }
    return false
  }
}

struct Inspect: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Summarize INPUT: counts by kind and type, time span, sources, devices, workouts.")

  @Argument(help: "Input file, or - for standard input.") var input: String
  @OptionGroup var read: ReadOptions
  @Flag(name: .long, help: "Print JSON instead of text.") var json = false
  @Flag(name: .long, help: "Look for values stored in the wrong unit and print the migrate-units command that fixes them.")
  var units = false

  func run() throws {
    if units { return try inspectUnits() }
    let source = makeInput(input)
    let options = try read.formatOptions()
    let format = try Converter.inputFormat(for: source, named: read.from.map { FormatID(rawValue: $0.lowercased()) })
    guard let reader = format.makeReader(options: options) else {
      throw ConversionError(.unsupportedOperation, "\(format.descriptor.name) cannot be read")
    }
    let context = ConversionContext(inputName: source.name, options: options, nestedReader: FormatRegistry.nestedReader(options: options))
    let sink = InspectionSink(input: source.name, format: format.descriptor.id.rawValue)
    try reader.read(source, into: sink, context: context)
    let summary = sink.finish()
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      FileHandle.standardOutput.write(try encoder.encode(summary))
      FileHandle.standardOutput.write(Data("\n".utf8))
    } else {
      FileHandle.standardOutput.write(Data(InspectionSink.text(summary).utf8))
    }
    for line in context.report.summaryLines { printError(line) }
    if context.report.recoveredFromDamage { throw ExitCode(ExitStatus.recoveredFromDamage.rawValue) }
  }
}

extension Inspect {
  func inspectUnits() throws {
    let source = makeInput(input)
    let options = try read.formatOptions()
    let format = try Converter.inputFormat(for: source, named: read.from.map { FormatID(rawValue: $0.lowercased()) })
    guard let reader = format.makeReader(options: options) else {
      throw ConversionError(.unsupportedOperation, "\(format.descriptor.name) cannot be read")
    }
    let context = ConversionContext(inputName: source.name, options: options, nestedReader: FormatRegistry.nestedReader(options: options))
    let inspector = UnitInspection()
    try reader.read(source, into: inspector, context: context)
    let findings = inspector.results()
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      FileHandle.standardOutput.write(try encoder.encode(findings))
      FileHandle.standardOutput.write(Data("\n".utf8))
      return
    }
    var lines: [String] = []
    if findings.isEmpty { lines.append("no suspicious units found") }
    for f in findings {
      lines.append(
        "\(f.type) from \(f.source) in \(f.unit): \(f.suspicious) of \(f.count) values implausible (\(NumberText.shortest(f.minimumSuspicious))…\(NumberText.shortest(f.maximumSuspicious)) \(f.unit))"
          + (f.likelyUnit.map { "; plausible as \($0)" } ?? ""))
      if let command = UnitInspection.command(for: f, input: input) { lines.append("  fix: \(command)") }
    }
    FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}

struct Formats: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "List the formats and what each reads and writes.")

  @Flag(name: .long, help: "Print JSON instead of a table.") var json = false

  func run() throws {
    FileHandle.standardOutput.write(Data((json ? try FormatMatrix.json() : FormatMatrix.text()).utf8))
  }
}
