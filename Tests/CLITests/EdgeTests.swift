import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The edges of the system (issue 15), through the built binary: where reports and maps may be written,
/// non-regular targets, pipes and FIFOs, batches, temporary files, closed descriptors.
@Suite struct EdgeTests {
  let sample = TestPaths.samples.appendingPathComponent("morning-run.ndjson")

  /// A copy of the sample in a fresh directory.
  func workspace() throws -> (dir: URL, input: URL) {
    let dir = try CLI.tempDir()
    let input = dir.appendingPathComponent("in.ndjson")
    try FileManager.default.copyItem(at: sample, to: input)
    return (dir, input)
  }

  static func fileType(_ path: String, followingLinks: Bool = true) -> mode_t {
    var info = stat()
    let r = followingLinks ? stat(path, &info) : lstat(path, &info)
    return r == 0 ? info.st_mode & S_IFMT : 0
  }

  // MARK: - Group 1: reports and maps never overwrite an input or the output

  @Test func reportNeverReplacesAnInput() throws {
    let (dir, input) = try workspace()
    let before = try Data(contentsOf: input)
    let out = dir.appendingPathComponent("out.gpx")
    let link = dir.appendingPathComponent("link.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: input)
    let hard = dir.appendingPathComponent("hard.json")
    try FileManager.default.linkItem(at: input, to: hard)
    for report in [input.path, link.path, hard.path, dir.path + "/./in.ndjson"] {
      let r = try CLI.run(["convert", input.path, out.path, "--report", report])
      #expect(r.status != 0, "--report \(report): \(r.stderrString)")
      #expect(r.stderrString.contains(report), "not located: \(r.stderrString)")
      #expect(try Data(contentsOf: input) == before, "--report \(report) replaced the input")
      #expect(
        !FileManager.default.fileExists(atPath: out.path),
        "--report \(report): output committed before the refusal")
    }
    #expect(Self.fileType(link.path, followingLinks: false) == S_IFLNK)
  }

  @Test func reportNeverReplacesTheOutput() throws {
    let (dir, input) = try workspace()
    let out = dir.appendingPathComponent("out.gpx")
    for extra in [[String](), ["--force"]] {
      let r = try CLI.run(["convert", input.path, out.path, "--report", out.path] + extra)
      #expect(r.status == 2, "\(r.stderrString)")
      #expect(r.stderrString.contains("is also the output"), "\(r.stderrString)")
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
    // An existing output reached through a symbolic link is the same file.
    #expect(try CLI.run(["convert", input.path, out.path]).status == 0)
    let gpx = try Data(contentsOf: out)
    let link = dir.appendingPathComponent("report.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: out)
    let r = try CLI.run(["convert", input.path, out.path, "--force", "--report", link.path])
    #expect(r.status == 2, "\(r.stderrString)")
    #expect(try Data(contentsOf: out) == gpx)
    // A report beside the output is written, atomically, as JSON.
    let report = dir.appendingPathComponent("r.json")
    let ok = try CLI.run(["convert", input.path, out.path, "--force", "--report", report.path])
    #expect(ok.status == 0, "\(ok.stderrString)")
    #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) is [String: Any])
  }

  @Test func batchOutputsNeverReplaceTheReport() throws {
    let (dir, input) = try workspace()
    let outDir = dir.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: outDir, withIntermediateDirectories: true)
    // A first run shows the output's name; a second one, forced, is told to put its report there.
    let first = try CLI.run(["convert", input.path, "--to", "gpx", "--out-dir", outDir.path])
    #expect(first.status == 0, "\(first.stderrString)")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: outDir.path).first { $0.hasSuffix(".gpx") })
    let report = outDir.appendingPathComponent(name)
    let r = try CLI.run([
      "convert", input.path, "--to", "gpx", "--out-dir", outDir.path, "--report", report.path, "--force",
    ])
    #expect(r.status == 1, "\(r.stderrString)")
    #expect(r.stderrString.contains("another output of this run"), "\(r.stderrString)")
    // The report was written there, not replaced by the output.
    #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) is [String: Any])
  }

  @Test func mapNeverReplacesTheOutputOrTheReport() throws {
    let (dir, input) = try workspace()
    let out = dir.appendingPathComponent("fixed.ndjson")
    func migrate(_ extra: [String]) throws -> ProcessResult {
      try CLI.run(
        [
          "migrate-units", input.path, out.path, "--type", "HKQuantityTypeIdentifierHeartRate", "--convert",
          "count/min=count/s",
        ]
          + extra)
    }
    let sameAsOutput = try migrate(["--map", out.path, "--force"])
    #expect(sameAsOutput.status == 2, "\(sameAsOutput.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let sameAsInput = try migrate(["--map", input.path, "--force"])
    #expect(sameAsInput.status == 1, "\(sameAsInput.stderrString)")
    #expect(try Data(contentsOf: input) == (try Data(contentsOf: sample)))
    let map = dir.appendingPathComponent("map.csv")
    let sameAsMap = try migrate(["--map", map.path, "--report", map.path])
    #expect(sameAsMap.status == 2, "\(sameAsMap.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let ok = try migrate(["--map", map.path])
    #expect(ok.status == 0, "\(ok.stderrString)")
    #expect(FileManager.default.fileExists(atPath: map.path))
  }

  @Test func unwritableReportFailsBeforeTheOutputIsCommitted() throws {
    let (dir, input) = try workspace()
    let out = dir.appendingPathComponent("out.gpx")
    let report = dir.appendingPathComponent("missing/dir/report.json")
    let r = try CLI.run(["convert", input.path, out.path, "--report", report.path])
    #expect(r.status == 1, "\(r.stderrString)")
    #expect(
      !FileManager.default.fileExists(atPath: out.path),
      "output committed although the report could not be written")
    let merged = dir.appendingPathComponent("merged.ndjson")
    let m = try CLI.run(["merge", input.path, merged.path, "--report", report.path])
    #expect(m.status == 1, "\(m.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: merged.path))
  }

  @Test func reportDashIsStandardOutput() throws {
    let (dir, input) = try workspace()
    let out = dir.appendingPathComponent("out.gpx")
    let r = try CLI.run(["convert", input.path, out.path, "--report", "-"], in: dir)
    #expect(r.status == 0, "\(r.stderrString)")
    let object = try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any]
    #expect(object?["itemsRead"] != nil)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("-").path))
    // Both on standard output would mix them.
    let both = try CLI.run(["convert", input.path, "-", "--to", "gpx", "--report", "-"], in: dir)
    #expect(both.status == 2, "\(both.stderrString)")
    #expect(both.stdout.isEmpty)
  }

  // MARK: - Group 2: devices, FIFOs and /dev/stdout are written into, never renamed over

  @Test func characterDeviceIsWrittenIntoNotReplaced() throws {
    let (dir, input) = try workspace()
    // As root, a private copy of /dev/null (a bug would replace it, not the system's); else /dev/null.
    var device = "/dev/null"
    if getuid() == 0 {
      device = dir.appendingPathComponent("null").path
      #expect(mknod(device, S_IFCHR | 0o666, dev_t(0x103) /* makedev(1, 3) */) == 0)
    }
    for extra in [[String](), ["--force"]] {
      let r = try CLI.run(["convert", input.path, device, "--to", "gpx"] + extra)
      #expect(r.status == 0, "\(r.stderrString)")
      #expect(Self.fileType(device) == S_IFCHR, "\(device) is no longer a character device")
    }
    let report = try CLI.run([
      "convert", input.path, dir.appendingPathComponent("o.gpx").path, "--report", device,
    ])
    #expect(report.status == 0, "\(report.stderrString)")
    #expect(Self.fileType(device) == S_IFCHR)
  }

  @Test func reportToDevStdoutWritesIntoTheDescriptor() throws {
    let (dir, input) = try workspace()
    let r = try CLI.run([
      "convert", input.path, dir.appendingPathComponent("o.gpx").path, "--report", "/dev/stdout",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(try JSONSerialization.jsonObject(with: r.stdout) is [String: Any])
    #expect(Self.fileType("/dev/stdout", followingLinks: false) == S_IFLNK)
  }

  @Test func fifoOutputIsWrittenInto() throws {
    let (dir, input) = try workspace()
    let fifo = dir.appendingPathComponent("pipe.ndjson")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    nonisolated(unsafe) var received = Data()
    let reader = Thread {
      if let handle = FileHandle(forReadingAtPath: fifo.path) { received = handle.readDataToEndOfFile() }
    }
    reader.start()
    let r = try CLI.run(["convert", input.path, fifo.path])
    #expect(r.status == 0, "\(r.stderrString)")
    while !reader.isFinished { usleep(10_000) }
    #expect(received == (try Data(contentsOf: input)))
    #expect(Self.fileType(fifo.path) == S_IFIFO)
  }

  @Test func socketTargetIsRefused() throws {
    let (dir, input) = try workspace()
    let path = dir.appendingPathComponent("s.gpx").path
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var addr = sockaddr_un()
    addr.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &addr.sun_path) { raw in
      for (i, b) in path.utf8.enumerated() where i < raw.count - 1 { raw[i] = b }
    }
    let bound = withUnsafePointer(to: &addr) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    try #require(bound == 0)
    let r = try CLI.run(["convert", input.path, path, "--force"])
    #expect(r.status == 1, "\(r.stderrString)")
    #expect(Self.fileType(path) == S_IFSOCK)
  }

  @Test func symbolicLinkOutputReplacesTheFileItNames() throws {
    let (dir, input) = try workspace()
    let real = dir.appendingPathComponent("real.gpx")
    try Data("old".utf8).write(to: real)
    let link = dir.appendingPathComponent("link.gpx")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let r = try CLI.run(["convert", input.path, link.path, "--force"])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(Self.fileType(link.path, followingLinks: false) == S_IFLNK)
    #expect(String(decoding: try Data(contentsOf: real), as: UTF8.self).contains("<gpx"))
  }
}
