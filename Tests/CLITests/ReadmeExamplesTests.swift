import Foundation
import TestSupport
import Testing

/// Runs the README's examples as written: every ```sh block right after an `<!-- example -->` line.
/// Each line runs with `sh -c` in one scratch folder per block that holds a copy of `Samples/`, with the
/// built `wkconv` first on PATH. A trailing `# exit N` gives the expected status (default 0). Outputs are
/// checked too: a successful conversion writes its OUTPUT (`> file`, `--out-dir`, `--report`, a file or
/// directory argument); a failed one writes nothing there.
@Suite struct ReadmeExamplesTests {
  struct Command: CustomTestStringConvertible, Sendable {
    var line: String
    var block: Int
    var expectedStatus: Int32
    var testDescription: String { "block \(block): \(line)" }
  }

  static let readme = TestPaths.packageRoot.appendingPathComponent("README.md")

  /// The example blocks, in README order.
  static func blocks() -> [[Command]] {
    guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
    var blocks: [[Command]] = []
    var pendingMarker = false
    var current: [Command]?
    for raw in text.components(separatedBy: "\n") {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if current != nil {
        if line.hasPrefix("```") {
          blocks.append(current!)
          current = nil
          continue
        }
        guard !line.isEmpty else { continue }
        var command = line
        var status: Int32 = 0
        if let hash = line.range(of: " # ") ?? line.range(of: "  #") {
          let comment = String(line[hash.upperBound...])
          command = String(line[..<hash.lowerBound]).trimmingCharacters(in: .whitespaces)
          if let match = comment.range(of: #"exit (\d+)"#, options: .regularExpression) {
            status = Int32(comment[match].dropFirst(5)) ?? 0
          }
        }
        current!.append(Command(line: command, block: blocks.count + 1, expectedStatus: status))
        continue
      }
      if line == "<!-- example -->" {
        pendingMarker = true
      } else if pendingMarker && line == "```sh" {
        current = []
        pendingMarker = false
      } else if !line.isEmpty {
        pendingMarker = false
      }
    }
    return blocks
  }

  @Test func theReadmeHasExamplesForPipelinesCSVReportsAndExitCodes() {
    let all = Self.blocks().flatMap { $0 }.map(\.line)
    #expect(Self.blocks().count >= 4)
    #expect(all.contains { $0.contains("convert - -") }, "a stdin/stdout pipeline")
    #expect(all.contains { $0.contains("--out-dir") && $0.contains("--jobs") }, "a batch")
    #expect(all.contains { $0.contains("--to csv") || $0.hasSuffix(".csv") }, "CSV")
    #expect(all.contains { $0.contains("--report") }, "a report")
    let statuses = Set(Self.blocks().flatMap { $0 }.map(\.expectedStatus))
    #expect(statuses.isSuperset(of: [0, 1, 2, 3, 4]), "every exit code is shown: \(statuses)")
  }

  @Test(arguments: Array(blocks().enumerated().map { $0.offset }))
  func exampleBlockRuns(_ index: Int) throws {
    let commands = Self.blocks()[index]
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.copyItem(at: TestPaths.samples, to: dir.appendingPathComponent("Samples"))
    let binDir = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
    let path = binDir + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    for command in commands {
      let outputs = Self.outputs(of: command.line)
      let existedBefore = Set(
        outputs.filter { FileManager.default.fileExists(atPath: dir.appendingPathComponent($0).path) })
      let r = try runProcess(
        "/bin/sh", ["-c", command.line], environment: ["PATH": path], currentDirectory: dir)
      #expect(
        r.status == command.expectedStatus,
        "\(command.line): exit \(r.status), expected \(command.expectedStatus)\n\(r.stderrString)")
      if command.expectedStatus == 0 || command.expectedStatus >= 3 {
        // Written (with losses reported, or what preceded the damage).
        for output in outputs {
          #expect(
            Self.isNonEmpty(dir.appendingPathComponent(output)), "\(command.line): \(output) not written")
        }
        if outputs.isEmpty && command.line.contains("|") {
          #expect(!r.stdout.isEmpty, "\(command.line): no output")
        }
        if command.expectedStatus >= 3 {
          #expect(!r.stderr.isEmpty, "\(command.line): nothing said on stderr")
        }
      } else {
        #expect(
          r.stderrString.contains("error") || r.stderrString.contains("Error"),
          "\(command.line): \(r.stderrString)")
        for output in outputs where !existedBefore.contains(output) {
          #expect(
            !FileManager.default.fileExists(atPath: dir.appendingPathComponent(output).path),
            "\(command.line): a failure left \(output) behind")
        }
      }
      if let report = Self.value(after: "--report", in: command.line) {
        let object =
          try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent(report)))
          as? [String: Any]
        let read = object?["itemsRead"] as? [String: Int] ?? [:]
        let written = object?["itemsWritten"] as? [String: Int] ?? [:]
        let dropped = object?["itemsDropped"] as? [String: Int] ?? [:]
        #expect(!read.isEmpty)
        for (kind, n) in read {
          #expect(n == written[kind, default: 0] + dropped[kind, default: 0], "\(kind)")
        }
      }
    }
  }

  /// The paths a command line writes: `> file`, `--out-dir D`, `--report F`, and the OUTPUT argument
  /// of the last `wkconv convert IN OUT` in the line.
  static func outputs(of line: String) -> [String] {
    var outputs: [String] = []
    if let range = line.range(of: "> ") {
      outputs.append(String(line[range.upperBound...].split(separator: " ").first ?? ""))
    }
    for flag in ["--out-dir", "--report"] {
      if let value = value(after: flag, in: line) { outputs.append(value) }
    }
    let last = line.components(separatedBy: "|").last ?? line
    let words = last.split(separator: " ").map(String.init)
    if let convert = words.firstIndex(of: "convert"), words.count > convert + 2, !line.contains("--out-dir") {
      let output = words[convert + 2]
      if output != "-" && !output.hasPrefix("--") { outputs.append(output) }
    }
    return outputs
  }

  static func value(after flag: String, in line: String) -> String? {
    let words = line.split(separator: " ").map(String.init)
    guard let index = words.firstIndex(of: flag), index + 1 < words.count else { return nil }
    return words[index + 1]
  }

  static func isNonEmpty(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return false }
    if isDirectory.boolValue {
      return !((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).isEmpty
    }
    return ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0) > 0
  }
}
