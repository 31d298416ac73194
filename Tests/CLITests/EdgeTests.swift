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

  @Test func symbolicLinkOutputIsReplacedNotWrittenThrough() throws {
    let (dir, input) = try workspace()
    let real = dir.appendingPathComponent("real.gpx")
    try Data("old".utf8).write(to: real)
    let link = dir.appendingPathComponent("link.gpx")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let r = try CLI.run(["convert", input.path, link.path, "--force"])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(Self.fileType(link.path, followingLinks: false) == S_IFREG)
    #expect(String(decoding: try Data(contentsOf: link), as: UTF8.self).contains("<gpx"))
    #expect(try Data(contentsOf: real) == Data("old".utf8), "written through the link")
  }

  // MARK: - Group 3: pipes and FIFOs are read once, sniffed from the bytes read

  /// The five kinds of input, as files in `dir`: FIT, NDJSON, TCX, export XML, export zip.
  func inputsOfEveryKind(in dir: URL) throws -> [URL] {
    let ndjson = dir.appendingPathComponent("run.ndjson")
    try FileManager.default.copyItem(at: sample, to: ndjson)
    let fit = dir.appendingPathComponent("ride.fit")
    try FileManager.default.copyItem(at: TestPaths.samples.appendingPathComponent("ride.fit"), to: fit)
    let zip = dir.appendingPathComponent("export.zip")
    try FileManager.default.copyItem(at: TestPaths.samples.appendingPathComponent("export.zip"), to: zip)
    let tcx = dir.appendingPathComponent("run.tcx")
    #expect(try CLI.run(["convert", ndjson.path, tcx.path, "--quiet"]).status == 0)
    let xml = dir.appendingPathComponent("export.xml")
    let unzip = try runProcess(
      "python3",
      [
        "-c",
        "import sys,zipfile; open(sys.argv[2],'wb').write(zipfile.ZipFile(sys.argv[1]).read('apple_health_export/export.xml'))",
        zip.path, xml.path,
      ])
    #expect(unzip.status == 0, "\(unzip.stderrString)")
    return [fit, ndjson, tcx, xml, zip]
  }

  /// Runs wkconv under `timeout` (a hang is a failure, not a stuck test run).
  static func runBounded(_ args: [String], stdin: Data? = nil, seconds: Int = 60) throws -> ProcessResult {
    try runProcess("timeout", ["-s", "KILL", "\(seconds)", CLI.binary] + args, stdin: stdin)
  }

  @Test func fifoInputsAreReadOnceAndCompletely() throws {
    let dir = try CLI.tempDir()
    for file in try inputsOfEveryKind(in: dir) {
      let expected = dir.appendingPathComponent(file.lastPathComponent + ".expected.ndjson")
      let direct = try CLI.run(["convert", file.path, expected.path, "--quiet"])
      #expect(direct.status == 0, "\(file.lastPathComponent): \(direct.stderrString)")
      let fifo = dir.appendingPathComponent("fifo-" + file.lastPathComponent)
      try #require(mkfifo(fifo.path, 0o600) == 0)
      let bytes = try Data(contentsOf: file)
      let writer = Thread {
        if let handle = FileHandle(forWritingAtPath: fifo.path) {
          try? handle.write(contentsOf: bytes)
          try? handle.close()
        }
      }
      writer.start()
      let out = dir.appendingPathComponent(file.lastPathComponent + ".fifo.ndjson")
      let r = try Self.runBounded(["convert", fifo.path, out.path])
      #expect(r.status == 0, "\(file.lastPathComponent) through a FIFO: exit \(r.status): \(r.stderrString)")
      while !writer.isFinished { usleep(10_000) }
      let got = (try? Data(contentsOf: out)).map { String(decoding: $0, as: UTF8.self) } ?? ""
      let want = String(decoding: try Data(contentsOf: expected), as: UTF8.self)
      // The same items; only the input's name may differ.
      #expect(
        got.split(separator: "\n").count == want.split(separator: "\n").count,
        "\(file.lastPathComponent): \(got.count) vs \(want.count) bytes")
      if file.pathExtension == "zip" {
        #expect(r.stderrString.contains("not seekable: copied once"), "\(r.stderrString)")
      }
    }
  }

  @Test func devStdinLosesNothing() throws {
    let dir = try CLI.tempDir()
    for file in try inputsOfEveryKind(in: dir) {
      let expected = dir.appendingPathComponent(file.lastPathComponent + ".expected.ndjson")
      #expect(try CLI.run(["convert", file.path, expected.path, "--quiet"]).status == 0)
      let out = dir.appendingPathComponent(file.lastPathComponent + ".stdin.ndjson")
      let r = try Self.runBounded(["convert", "/dev/stdin", out.path], stdin: try Data(contentsOf: file))
      #expect(r.status == 0, "\(file.lastPathComponent) as /dev/stdin: \(r.stderrString)")
      let got = (try? Data(contentsOf: out)).map { String(decoding: $0, as: UTF8.self) } ?? ""
      let want = String(decoding: try Data(contentsOf: expected), as: UTF8.self)
      #expect(
        got.split(separator: "\n").count == want.split(separator: "\n").count, "\(file.lastPathComponent)")
      // inspect reads a FIT file twice (summary, then details): the stream is spooled once.
      if file.pathExtension == "fit" {
        let inspect = try Self.runBounded(["inspect", "/dev/stdin"], stdin: try Data(contentsOf: file))
        #expect(inspect.status == 0, "\(inspect.stderrString)")
        #expect(
          inspect.stdoutString.contains("messages") || inspect.stdoutString.contains("session"),
          "\(inspect.stdoutString)")
      }
    }
  }

  // MARK: - Group 9: spools are private and leave nothing behind

  @Test func stdinSpoolIsPrivateAndUnnamed() throws {
    let tmp = try CLI.tempDir()
    let zip = try Data(contentsOf: TestPaths.samples.appendingPathComponent("export.zip"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    // The output goes to another folder: its staged file (mode 0644, like any output) must not be taken
    // for the spool.
    let outDir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: outDir) }
    process.arguments = ["convert", "-", outDir.appendingPathComponent("never.ndjson").path]
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": tmp.path]) { $1 }
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The archive without its end (standard input stays open), then wait until the spool is open (it holds
    // a descriptor into TMPDIR).
    try input.fileHandleForWriting.write(contentsOf: zip)
    var spool: String?
    for _ in 0..<1000 where spool == nil {
      let fds =
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/fd")) ?? []
      for fd in fds {
        let path = "/proc/\(process.processIdentifier)/fd/\(fd)"
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path),
          target.hasPrefix(tmp.path)
        {
          spool = path
        }
      }
      usleep(10_000)
    }
    let spoolPath = try #require(spool, "no spool file opened in TMPDIR")
    var info = stat()
    #expect(stat(spoolPath, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600, "spool mode \(String(info.st_mode & 0o777, radix: 8))")
    // Unnamed: nothing to see in TMPDIR, even while the process is alive, and nothing after a SIGKILL.
    let visible = try FileManager.default.contentsOfDirectory(atPath: tmp.path)
    #expect(visible.isEmpty, "visible in TMPDIR: \(visible)")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path).isEmpty)
  }

  // MARK: - Group 10: a closed or full standard error

  /// Runs wkconv through `sh -c` with a redirection applied to it (`2>&-`, `2>/dev/full`).
  static func runRedirected(_ args: [String], _ redirection: String) throws -> ProcessResult {
    let quoted = ([CLI.binary] + args).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    return try runProcess("sh", ["-c", quoted.joined(separator: " ") + " " + redirection])
  }

  @Test func closedOrFullStandardErrorNeitherCrashesNorLeaksIntoOutputs() throws {
    let (dir, input) = try workspace()
    for redirection in ["2>&-", "2>/dev/full"] {
      let missing = try Self.runRedirected(
        ["convert", dir.appendingPathComponent("missing.ndjson").path, "o.ndjson"], redirection)
      #expect(missing.status == 1, "\(redirection): a missing input exits \(missing.status)")
      let out = dir.appendingPathComponent("out\(redirection.count).ndjson")
      let r = try Self.runRedirected(["convert", input.path, out.path, "--progress", "plain"], redirection)
      #expect(r.status == 0, "\(redirection): exit \(r.status)")
      #expect(
        try Data(contentsOf: out) == (try Data(contentsOf: input)),
        "\(redirection): the output is not the input")
      let gpx = dir.appendingPathComponent("out\(redirection.count).gpx")
      let lossy = try Self.runRedirected(
        ["convert", input.path, gpx.path, "--progress", "plain"], redirection)
      #expect(lossy.status == 0, "\(redirection): exit \(lossy.status)")
      let text = String(decoding: try Data(contentsOf: gpx), as: UTF8.self)
      #expect(
        !text.contains("lost:") && !text.contains("progress:"),
        "\(redirection): diagnostics inside the output")
    }
  }

  // MARK: - Group 4: batches give every input its own outputs and its own report entry

  /// `a/x.fit`, `b/x.fit`, `x.ndjson`, `x.tcx` (same stem four times), a file that is not workout data and
  /// a missing path.
  func collidingBatch() throws -> (dir: URL, inputs: [String]) {
    let dir = try CLI.tempDir()
    let fm = FileManager.default
    for sub in ["a", "b"] {
      try fm.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
      try fm.copyItem(
        at: TestPaths.samples.appendingPathComponent("ride.fit"),
        to: dir.appendingPathComponent("\(sub)/x.fit"))
    }
    try fm.copyItem(at: sample, to: dir.appendingPathComponent("x.ndjson"))
    #expect(
      try CLI.run(["convert", sample.path, dir.appendingPathComponent("x.tcx").path, "--quiet"]).status == 0)
    try Data("not workout data\n".utf8).write(to: dir.appendingPathComponent("junk.fit"))
    let inputs = ["a/x.fit", "b/x.fit", "x.ndjson", "x.tcx", "junk.fit", "missing.fit"].map {
      dir.appendingPathComponent($0).path
    }
    return (dir, inputs)
  }

  static func perInput(_ report: URL) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
    return object?["perInput"] as? [[String: Any]] ?? []
  }

  @Test func batchInputsWithTheSameNameGetDistinctOutputs() throws {
    let (dir, inputs) = try collidingBatch()
    let out = dir.appendingPathComponent("out")
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run(
      ["convert"] + inputs + ["--to", "gpx", "--out-dir", out.path, "--force", "--report", report.path])
    // One missing and one bad input fail; the other four are converted all the same.
    #expect(r.status == 1, "\(r.stderrString)")
    #expect(r.stderrString.contains("converted 4 of 6 inputs"), "\(r.stderrString)")
    #expect(
      r.stderrString.contains("missing.fit") && r.stderrString.contains("junk.fit"), "\(r.stderrString)")
    let entries = try Self.perInput(report)
    #expect(
      entries.map { $0["input"] as? String ?? "" }
        == inputs.sorted { a, b in
          // Missing inputs come first, then the found ones in command-line order.
          (a.hasSuffix("missing.fit") ? 0 : 1, inputs.firstIndex(of: a)!) < (
            b.hasSuffix("missing.fit") ? 0 : 1, inputs.firstIndex(of: b)!
          )
        })
    #expect(
      entries.map { $0["status"] as? String ?? "" } == [
        "failed", "converted", "converted", "converted", "converted", "failed",
      ])
    var seen: Set<String> = []
    for entry in entries where entry["status"] as? String == "converted" {
      let outputs = entry["outputs"] as? [String] ?? []
      #expect(!outputs.isEmpty, "\(entry)")
      for output in outputs {
        #expect(seen.insert(output).inserted, "\(output) claimed twice")
        #expect(FileManager.default.fileExists(atPath: output))
      }
      #expect((entry["itemsRead"] as? [String: Int])?.isEmpty == false)
    }
    // Every file in the directory belongs to exactly one input: nothing was overwritten.
    let files = Set(
      try FileManager.default.contentsOfDirectory(atPath: out.path).map {
        out.appendingPathComponent($0).path
      })
    #expect(files == seen, "\(files.sorted()) vs \(seen.sorted())")
    // The documented names: a-x-fit, b-x-fit, x-ndjson, x-tcx.
    for stem in ["a-x-fit", "b-x-fit", "x-ndjson", "x-tcx"] {
      #expect(
        files.contains { URL(fileURLWithPath: $0).lastPathComponent.hasPrefix(stem) },
        "no output named \(stem)*")
    }
  }

  @Test func batchReportOrderDoesNotDependOnJobs() throws {
    let (dir, inputs) = try collidingBatch()
    var reports: [[[String: Any]]] = []
    for jobs in [1, 4] {
      let out = dir.appendingPathComponent("out\(jobs)")
      let report = dir.appendingPathComponent("report\(jobs).json")
      let r = try CLI.run(
        ["convert"] + inputs + [
          "--to", "tcx", "--out-dir", out.path, "--jobs", "\(jobs)", "--report", report.path,
        ])
      #expect(r.status == 1, "\(r.stderrString)")
      reports.append(try Self.perInput(report))
    }
    func names(_ entries: [[String: Any]]) -> [String] {
      entries.map { entry in
        (entry["input"] as? String ?? "") + " → "
          + (entry["outputs"] as? [String] ?? []).map { URL(fileURLWithPath: $0).lastPathComponent }.joined(
            separator: ",")
      }
    }
    #expect(names(reports[0]) == names(reports[1]))
  }

  // MARK: - Group 12: what the README promises to refuse is refused, located

  @Test func undefinedEntityBehindAnExternalDoctypeIsALocatedError() throws {
    let dir = try CLI.tempDir()
    let gpx = dir.appendingPathComponent("doctype.gpx")
    try Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE gpx SYSTEM "http://www.topografix.com/GPX/1/1/gpx.dtd">
      <gpx version="1.1" creator="x" xmlns="http://www.topografix.com/GPX/1/1">
      <trk><name>A&undefined;B</name><trkseg>
      <trkpt lat="1" lon="2"><time>2024-01-01T00:00:00Z</time></trkpt>
      </trkseg></trk></gpx>
      """.utf8
    ).write(to: gpx)
    let out = dir.appendingPathComponent("out.ndjson")
    let r = try CLI.run(["convert", gpx.path, out.path])
    #expect(r.status == 1 || r.status == 4, "exit \(r.status): \(r.stderrString)")
    #expect(
      r.stderrString.contains(gpx.path + ":") && r.stderrString.contains("undefined"), "\(r.stderrString)")
    if r.status == 4 {
      #expect(!String(decoding: try Data(contentsOf: out), as: UTF8.self).contains("\"AB\""))
    }
  }

  @Test func ndjsonSampleEndingBeforeItStartsIsALocatedError() throws {
    let dir = try CLI.tempDir()
    let lines = String(decoding: try Data(contentsOf: sample), as: UTF8.self).split(separator: "\n").map(
      String.init)
    let index = try #require(lines.firstIndex { $0.contains("\"kind\":\"quantity\"") })
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[index].utf8)) as? [String: Any])
    (object["start"], object["end"]) = (object["end"], object["start"])
    try #require(object["start"] as? String != object["end"] as? String)
    var edited = lines
    edited[index] = String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    let input = dir.appendingPathComponent("backwards.ndjson")
    try Data((edited.joined(separator: "\n") + "\n").utf8).write(to: input)
    let out = dir.appendingPathComponent("out.ndjson")
    let r = try CLI.run(["convert", input.path, out.path])
    #expect(r.status == 1, "exit \(r.status): \(r.stderrString)")
    #expect(
      r.stderrString.contains("\(input.path):\(index + 1)") && r.stderrString.contains("precedes start"),
      "\(r.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  // MARK: - Group 11: what our health writer writes, ElementTree and our reader read

  @Test func anExportWithoutRecordsIsWellFormed() throws {
    let dir = try CLI.tempDir()
    let line = String(decoding: try Data(contentsOf: sample), as: UTF8.self).split(separator: "\n")[0]
    let input = dir.appendingPathComponent("info.ndjson")
    try Data((line + "\n").utf8).write(to: input)
    let zip = dir.appendingPathComponent("export.zip")
    let write = try CLI.run(["convert", input.path, zip.path, "--to", "health"])
    #expect(write.status == 0, "\(write.stderrString)")
    let oracle = try runProcess(
      "python3",
      [
        "-c",
        "import sys,zipfile,xml.etree.ElementTree as ET; z=zipfile.ZipFile(sys.argv[1]); "
          + "n=[x for x in z.namelist() if x.endswith('export.xml')][0]; r=ET.fromstring(z.read(n)); print(r.tag)",
        zip.path,
      ])
    #expect(oracle.status == 0 && oracle.stdoutString.contains("HealthData"), "\(oracle.stderrString)")
    let back = try CLI.run(["convert", zip.path, dir.appendingPathComponent("back.ndjson").path])
    #expect(back.status == 0, "\(back.stderrString)")
  }

  // MARK: - Group 5: exit 1 means nothing written, directory outputs included

  @Test func aFailureAfterTheFirstWorkoutLeavesNoFileInTheDirectory() throws {
    let dir = try CLI.tempDir()
    let text = String(decoding: try Data(contentsOf: sample), as: UTF8.self)
    let input = dir.appendingPathComponent("then-bad.ndjson")
    try Data((text + "{\"kind\": \"nonsense\"}\n" + text).utf8).write(to: input)
    for format in ["gpx", "fit", "tcx"] {
      let out = dir.appendingPathComponent("out-\(format)")
      let r = try CLI.run(["convert", input.path, out.path + "/", "--to", format])
      #expect(r.status == 1, "\(format): exit \(r.status): \(r.stderrString)")
      let left = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
      #expect(left.isEmpty, "\(format): exit 1 but written: \(left)")
    }
    // The same without the bad line writes every workout file and the leftover NDJSON together.
    let good = dir.appendingPathComponent("good.ndjson")
    try Data((text + text.replacingOccurrences(of: "2025-06-14", with: "2025-06-15")).utf8).write(to: good)
    let out = dir.appendingPathComponent("good-out")
    let r = try CLI.run(["convert", good.path, out.path + "/", "--to", "gpx"])
    #expect(r.status == 0, "\(r.stderrString)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path)
    #expect(
      files.filter { $0.hasSuffix(".gpx") }.count == 2 && files.contains { $0.hasSuffix(".ndjson") },
      "\(files)")
    #expect(!files.contains { $0.hasPrefix(".") }, "staging files left: \(files)")
  }

  // MARK: - Group 8: damage in a route file of an export is damage

  @Test func damagedRouteFilesKeepWhatPrecedesAndExitFour() throws {
    let dir = try CLI.tempDir()
    let original = TestPaths.samples.appendingPathComponent("export.zip")
    let script = """
      import sys, zipfile
      src, dst, mode = sys.argv[1:4]
      zin = zipfile.ZipFile(src)
      with zipfile.ZipFile(dst, 'w', zipfile.ZIP_DEFLATED) as zout:
          for info in zin.infolist():
              data = zin.read(info.filename)
              if info.filename.endswith('.gpx'):
                  data = b'' if mode == 'empty' else b'not a gpx file' if mode == 'foreign' else data[: len(data) // 2]
              zout.writestr(info.filename, data)
      """
    for mode in ["empty", "foreign", "cut"] {
      let zip = dir.appendingPathComponent("\(mode).zip")
      let made = try runProcess("python3", ["-c", script, original.path, zip.path, mode])
      try #require(made.status == 0, "\(made.stderrString)")
      let out = dir.appendingPathComponent("\(mode).ndjson")
      let r = try CLI.run(["convert", zip.path, out.path])
      #expect(r.status == 4, "\(mode): exit \(r.status): \(r.stderrString)")
      #expect(
        r.stderrString.contains("recovered: ") && r.stderrString.contains(".gpx"),
        "\(mode): \(r.stderrString)")
      // Everything else in the export is kept.
      #expect(
        String(decoding: (try? Data(contentsOf: out)) ?? Data(), as: UTF8.self).contains(
          "\"kind\":\"workout\""), "\(mode)")
      let strict = try CLI.run([
        "convert", zip.path, dir.appendingPathComponent("\(mode)-fail.ndjson").path, "--damage", "fail",
      ])
      #expect(strict.status == 1, "\(mode) under --damage fail: \(strict.status)")
    }
  }
}
