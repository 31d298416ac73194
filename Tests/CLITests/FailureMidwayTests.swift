import FormatKit
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A conversion that fails part way — the disk fills up, the process is killed — leaves no output file
/// (an existing one is untouched) and never changes its input.
@Suite struct FailureMidwayTests {
  /// A GPX track of `points` one-second points (about 150 bytes each).
  static func bigGPX(points: Int) -> Data {
    var text =
      "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
    text += "<trk><name>long</name><trkseg>\n"
    text.reserveCapacity(points * 160)
    let start = 1_700_000_000.0
    for i in 0..<points {
      let lat = 45 + Double(i % 10_000) * 1e-5
      let time = Date(timeIntervalSince1970: start + Double(i)).ISO8601Format()
      text += "<trkpt lat=\"\(lat)\" lon=\"10.5\"><ele>\(100 + i % 50)</ele><time>\(time)</time></trkpt>\n"
    }
    text += "</trkseg></trk></gpx>\n"
    return Data(text.utf8)
  }

  /// The names in `dir`, hidden ones included.
  static func names(_ dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
  }

  /// The size of the largest regular file under `dir` (other than `input`) that process `pid` has open.
  static func largestFileBeingWritten(by pid: Int32, in dir: URL, excluding input: URL) -> Int {
    let fds = "/proc/\(pid)/fd"
    var largest = 0
    for fd in (try? FileManager.default.contentsOfDirectory(atPath: fds)) ?? [] {
      guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "\(fds)/\(fd)"),
        target.hasPrefix(dir.resolvingSymlinksInPath().path + "/") || target.hasPrefix(dir.path + "/"),
        !target.hasSuffix("/" + input.lastPathComponent)
      else { continue }
      var info = stat()
      if stat("\(fds)/\(fd)", &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
        largest = max(largest, Int(info.st_size))
      }
    }
    return largest
  }

  /// Whether `dir`'s file system makes unnamed (O_TMPFILE) files, which AtomicFileOutput then uses.
  static func unnamedFilesWork(in dir: URL) -> Bool { AtomicFileOutput.writesUnnamedFiles(in: dir) }

  /// Runs `wkconv` under a file-size limit (`ulimit -f`, KiB) with SIGXFSZ ignored, so a write past the
  /// limit fails with EFBIG exactly as a full disk fails with ENOSPC.
  static func runWithFileSizeLimit(kibibytes: Int, _ args: [String]) throws -> ProcessResult {
    let quoted = ([CLI.binary] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return try runProcess(
      "/bin/sh", ["-c", "trap '' XFSZ; ulimit -f \(kibibytes); exec " + quoted.joined(separator: " ")])
  }

  @Test(arguments: ["ndjson", "gpx", "tcx", "fit", "csv", "health"])
  func aWriteErrorLeavesNoOutputAndTheInputUnchanged(_ format: String) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("long.gpx")
    let original = Self.bigGPX(points: 20_000)
    try original.write(to: input)
    let output = dir.appendingPathComponent("long-out.\(format == "health" ? "xml" : format)")
    let r = try Self.runWithFileSizeLimit(
      kibibytes: 64, ["convert", input.path, output.path, "--to", format])
    #expect(r.status != 0, "\(format): the conversion did not fail")
    #expect(
      r.stderrString.lowercased().contains("write failed")
        || r.stderrString.lowercased().contains("too large"), "\(format): \(r.stderrString)")
    #expect(Self.names(dir) == ["long.gpx"], "\(format) left \(Self.names(dir))")
    #expect(try Data(contentsOf: input) == original)
  }

  @Test func aWriteErrorNeverReplacesAnExistingOutput() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("long.gpx")
    try Self.bigGPX(points: 20_000).write(to: input)
    let output = dir.appendingPathComponent("existing.tcx")
    let previous = Data("previous contents\n".utf8)
    try previous.write(to: output)
    let r = try Self.runWithFileSizeLimit(kibibytes: 64, ["convert", input.path, output.path, "--force"])
    #expect(r.status != 0)
    #expect(try Data(contentsOf: output) == previous)
    #expect(Self.names(dir) == ["existing.tcx", "long.gpx"])
  }

  @Test func aWriteErrorInADirectoryOutputLeavesNoPartialFiles() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = dir.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
    try Self.bigGPX(points: 20).write(to: inputs.appendingPathComponent("a-small.gpx"))
    try Self.bigGPX(points: 20_000).write(to: inputs.appendingPathComponent("b-big.gpx"))
    let out = dir.appendingPathComponent("out")
    let r = try Self.runWithFileSizeLimit(
      kibibytes: 64, ["convert", inputs.path, "--out-dir", out.path, "--to", "tcx"])
    #expect(r.status != 0)
    // The small file converts (its workout, plus non-workout data beside it in NDJSON); the big one fails
    // and leaves nothing, no temporary file either.
    let names = Self.names(out)
    #expect(names.contains("a-small.tcx"), "\(names) \(r.stderrString)")
    #expect(names.allSatisfy { $0.hasPrefix("a-small.") && !$0.hasSuffix(".tmp") }, "\(names)")
    #expect(r.stderrString.contains("b-big.tcx"), "\(r.stderrString)")
  }

  @Test func aKilledConversionLeavesNoOutputFileAndTheInputUnchanged() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("huge.gpx")
    let original = Self.bigGPX(points: 400_000)
    try original.write(to: input)
    let output = dir.appendingPathComponent("huge.tcx")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = ["convert", input.path, output.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Wait until the output is being written (the file the process writes in `dir` has grown past 1 MiB;
    // found through /proc/PID/fd, which sees both an unnamed O_TMPFILE file and a hidden named one), then SIGKILL.
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(120)
    var sawPartial = false
    while clock.now < deadline, process.isRunning {
      if Self.largestFileBeingWritten(by: process.processIdentifier, in: dir, excluding: input) > 1 << 20 {
        sawPartial = true
        break
      }
      usleep(5_000)
    }
    let wasRunning = process.isRunning
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(wasRunning && sawPartial, "the conversion ended before it could be killed midway")
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(
      !FileManager.default.fileExists(atPath: output.path),
      "a killed conversion left \(output.lastPathComponent)")
    let leftovers = Self.names(dir).filter { $0 != "huge.gpx" }
    if Self.unnamedFilesWork(in: dir) {
      // The output had no name while it was written: a kill leaves nothing at all.
      #expect(leftovers.isEmpty, "\(leftovers)")
    } else {
      // Without O_TMPFILE, what a kill can leave is the hidden temporary file, never the output's name.
      #expect(
        leftovers.allSatisfy { $0.hasPrefix(".huge.tcx.wkconv-") && $0.hasSuffix(".tmp") }, "\(leftovers)")
    }
    #expect(try Data(contentsOf: input) == original)
  }
}
