import Foundation
import TestSupport
import Testing

/// File outputs go through a writer thread (`BufferedFileSink`, ByteStreams' `BufferedDescriptorWriter`)
/// once they pass one buffer (256 KiB); standard output is written synchronously. Through the binary:
/// the same bytes either way, and a write error met on the thread fails the run as a synchronous one
/// does (same exit status, the located message), leaving no file.
@Suite struct ThreadedOutputTests {
  /// An NDJSON input of `count` step-count samples (about 230 bytes a line), written to `dir`.
  static func bigInput(in dir: URL, count: Int) throws -> URL {
    var text = ""
    text.reserveCapacity(count * 240)
    for i in 0..<count {
      let start = 1_750_000_000 + i * 60
      let uuid = "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - String(i).count) + String(i)
      text +=
        "{\"end\":\"\(iso(start + 60))\",\"kind\":\"quantity\",\"source\":{\"name\":\"iPhone\"},"
        + "\"start\":\"\(iso(start))\",\"type\":\"HKQuantityTypeIdentifierStepCount\",\"unit\":\"count\","
        + "\"uuid\":\"\(uuid)\",\"value\":\(i % 97 + 1)}\n"
    }
    let url = dir.appendingPathComponent("steps.ndjson")
    try Data(text.utf8).write(to: url)
    return url
  }

  static func iso(_ seconds: Int) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
  }

  /// A pipe on standard output is widened to 1 MiB (`F_SETPIPE_SZ`) and written in blocks that large; its
  /// reader still gets every byte, equal to the file output.
  @Test func aPipeOnStandardOutputIsWidened() throws {
    #if os(Linux)
      let dir = try CLI.tempDir()
      defer { try? FileManager.default.removeItem(at: dir) }
      let input = try Self.bigInput(in: dir, count: 8000)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CLI.binary)
      process.arguments = ["convert", input.path, "-", "--to", "csv", "--quiet"]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let bytes = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      let capacity = fcntl(pipe.fileHandleForReading.fileDescriptor, 1032 /* F_GETPIPE_SZ */)
      #expect(capacity == 1 << 20, "pipe capacity after the run: \(capacity)")
      let file = dir.appendingPathComponent("out.csv")
      let toFile = try CLI.run(["convert", input.path, file.path, "--quiet"])
      #expect(toFile.status == 0, "\(toFile.stderrString)")
      #expect(bytes == (try Data(contentsOf: file)), "\(bytes.count) bytes through the pipe")
    #endif
  }

  @Test func fileOutputsEqualStandardOutput() throws {
    let dir = try CLI.tempDir()
    let input = try Self.bigInput(in: dir, count: 4000)
    for format in ["ndjson", "csv"] {
      let file = dir.appendingPathComponent("out.\(format)")
      let toFile = try CLI.run(["convert", input.path, file.path, "--to", format])
      #expect(toFile.status == 0, "\(toFile.stderrString)")
      let toStdout = try CLI.run(["convert", input.path, "-", "--to", format])
      #expect(toStdout.status == 0, "\(toStdout.stderrString)")
      let written = try Data(contentsOf: file)
      #expect(written.count > 2 << 18, "\(format): \(written.count) bytes, too few to hand buffers over")
      #expect(written == toStdout.stdout, "\(format): file and standard output differ")
    }
  }

  @Test func fullDeviceFailsAlikeThreadedOrNot() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else {
      Issue.record("/dev/full missing")
      return
    }
    let dir = try CLI.tempDir()
    let big = try Self.bigInput(in: dir, count: 4000)
    let small = TestPaths.samples.appendingPathComponent("morning-run.ndjson")
    // The small output never fills a buffer (written at commit); the big one fails on the thread.
    let runs = try [small, big].map { try CLI.run(["convert", $0.path, "/dev/full", "--to", "ndjson"]) }
    for r in runs {
      #expect(r.status != 0)
      #expect(r.stderrString.contains("/dev/full"), "\(r.stderrString)")
      #expect(r.stderrString.contains(String(cString: strerror(ENOSPC))), "\(r.stderrString)")
    }
    #expect(runs[0].status == runs[1].status)
  }
}
