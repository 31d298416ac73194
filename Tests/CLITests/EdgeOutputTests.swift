import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The output- and process-side edges, against the built binary: a closed or full standard output, a
/// symbolic link at the output path, side outputs on a full disk, temporary files and signals, resource
/// limits, CSV formulas and control characters in messages.
@Suite struct EdgeOutputTests {
  static let isRoot = getuid() == 0
  let ride = TestPaths.samples.appendingPathComponent("ride.fit")
  let run = TestPaths.samples.appendingPathComponent("morning-run.ndjson")

  /// Runs a shell command line in which `W` is the built binary.
  static func shell(_ script: String, environment: [String: String] = [:]) throws -> ProcessResult {
    try runProcess("sh", ["-c", script], environment: environment.merging(["W": CLI.binary]) { $1 })
  }

  static func quoted(_ path: String) -> String {
    "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  // MARK: - Standard output closed or full

  @Test func aClosedOrFullStandardOutputIsAnErrorForEveryFormat() throws {
    for format in ["ndjson", "fit", "gpx", "tcx", "health", "csv", "parquet", "sqlite", "html"] {
      for redirection in [">&-", ">/dev/full"] {
        let r = try Self.shell(
          "\"$W\" convert \(Self.quoted(ride.path)) - --to \(format) --quiet \(redirection)")
        #expect(r.status == 1, "\(format) \(redirection): exit \(r.status)")
        #expect(
          r.stderrString.contains("wkconv: error:") && r.stderrString.contains("write failed"),
          "\(format) \(redirection): \(r.stderrString)")
        if redirection == ">&-" {
          #expect(r.stderrString.contains("standard output is closed"), "\(format): \(r.stderrString)")
        }
      }
    }
  }

  // MARK: - --force onto a symbolic link

  @Test func forceReplacesASymbolicLinkAndNeverWritesThroughIt() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let pointed = dir.appendingPathComponent("elsewhere.gpx")
    let keep = Data("not a gpx, and must stay so".utf8)
    try keep.write(to: pointed)
    let link = dir.appendingPathComponent("out.gpx")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: pointed)
    let refused = try CLI.run(["convert", ride.path, link.path, "--quiet"])
    #expect(refused.status != 0, "a link is an existing output: --force is needed")
    let forced = try CLI.run(["convert", ride.path, link.path, "--force", "--quiet"])
    #expect(forced.status == 0, "\(forced.stderrString)")
    #expect(try Data(contentsOf: pointed) == keep, "the file the link pointed to was written")
    let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular, "the link is still a link")
    #expect(String(decoding: try Data(contentsOf: link), as: UTF8.self).contains("<gpx"))
    // A dangling link is replaced as well.
    let dangling = dir.appendingPathComponent("dangling.gpx")
    try FileManager.default.createSymbolicLink(
      at: dangling, withDestinationURL: dir.appendingPathComponent("nowhere/x.gpx"))
    let r = try CLI.run(["convert", ride.path, dangling.path, "--force", "--quiet"])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(
      (try FileManager.default.attributesOfItem(atPath: dangling.path))[.type] as? FileAttributeType
        == .typeRegular)
  }

  // MARK: - Side outputs on a full disk

  /// A 256 KiB tmpfs filled to the last block, mounted under a new folder (root only).
  static func fullDisk() throws -> (dir: URL, mount: URL) {
    let dir = try CLI.tempDir()
    let mount = dir.appendingPathComponent("full")
    try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: true)
    let mounted = try runProcess("mount", ["-t", "tmpfs", "-o", "size=256k", "tmpfs", mount.path])
    try #require(mounted.status == 0, "mount failed: \(mounted.stderrString)")
    _ = try runProcess("dd", ["if=/dev/zero", "of=\(mount.path)/fill", "bs=4k", "count=100"])
    return (dir, mount)
  }

  static func unmount(_ dir: URL, _ mount: URL) {
    _ = try? runProcess("umount", [mount.path])
    try? FileManager.default.removeItem(at: dir)
  }

  @Test(.enabled(if: isRoot, "needs root: mounts a small tmpfs to fill"))
  func aReportOrMapThatCannotBeWrittenLeavesNoOutput() throws {
    let (dir, mount) = try Self.fullDisk()
    defer { Self.unmount(dir, mount) }
    let gpx = dir.appendingPathComponent("out.gpx")
    let r = try CLI.run([
      "convert", ride.path, gpx.path, "--report", mount.appendingPathComponent("r.json").path,
    ])
    #expect(r.status == 1, "\(r.stderrString)")
    #expect(r.stderrString.contains("No space left"), "\(r.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: gpx.path), "the output was committed without its report")
    // A batch: no input's output without the report.
    let outDir = dir.appendingPathComponent("batch")
    let batch = try CLI.run([
      "convert", ride.path, run.path, "--out-dir", outDir.path, "--to", "ndjson", "--report",
      mount.appendingPathComponent("b.json").path,
    ])
    #expect(batch.status == 1, "\(batch.stderrString)")
    let written = (try? FileManager.default.contentsOfDirectory(atPath: outDir.path)) ?? []
    #expect(written.isEmpty, "batch outputs committed without the report: \(written)")

    let migrated = dir.appendingPathComponent("migrated.ndjson")
    let m = try CLI.run([
      "migrate-units", run.path, migrated.path, "--type", "HKQuantityTypeIdentifierHeartRate", "--convert",
      "count/min=count/s", "--map", mount.appendingPathComponent("map.csv").path,
    ])
    #expect(m.status == 1, "\(m.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: migrated.path), "new UUIDs committed without the map")
    // The same runs with room for the side outputs commit everything.
    let ok = try CLI.run([
      "convert", ride.path, gpx.path, "--report", dir.appendingPathComponent("r.json").path,
    ])
    #expect(ok.status == 0, "\(ok.stderrString)")
    #expect(FileManager.default.fileExists(atPath: gpx.path))
    #expect(try Data(contentsOf: dir.appendingPathComponent("r.json")).count > 10)
    let hidden = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }
    #expect(hidden.isEmpty, "staged files left behind: \(hidden)")
  }

  // MARK: - Temporary files and signals

  /// `wkconv convert BIG - --to sqlite` with TMPDIR at a folder of its own, signalled once its private
  /// directory holds the database (SIGPIPE: a reader that goes away); nothing may be left in TMPDIR.
  @Test func temporaryFilesArePrivateAndRemovedOnEverySignal() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let big = dir.appendingPathComponent("big.ndjson")
    try Self.writeBigInput(to: big)
    for (name, number) in [("TERM", SIGTERM), ("INT", SIGINT), ("HUP", SIGHUP), ("PIPE", SIGPIPE)] {
      let tmp = dir.appendingPathComponent("tmp-\(name)")
      try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
      // SIGPIPE comes from a reader that goes away (`| head -c 1`); the others are sent once the
      // database exists (a background job of sh ignores SIGINT, which wkconv keeps ignored as under
      // nohup: `env --default-signal` restores it). The script prints the modes of the private
      // directory and of the database it saw.
      let kill =
        name == "PIPE"
        ? "\"$W\" convert \(Self.quoted(big.path)) - --to ndjson --quiet | head -c 1 >/dev/null; echo"
        : """
        env --default-signal=INT "$W" convert \(Self.quoted(big.path)) - --to sqlite --quiet >/dev/null & p=$!
        for i in $(seq 1 400); do f=$(ls "$TMPDIR"/wkconv-*/*analytics.sqlite 2>/dev/null | head -1); \
        [ -n "$f" ] && break; sleep 0.02; done
        stat -c '%a' "$TMPDIR"/wkconv-* "$f"
        kill -\(name) $p; wait $p; echo "status $?"
        """
      let r = try Self.shell(kill, environment: ["TMPDIR": tmp.path])
      if name != "PIPE" {
        let lines = r.stdoutString.split(separator: "\n").map(String.init)
        #expect(lines.first == "700", "\(name): the private directory's mode: \(lines)")
        #expect(lines.dropFirst().first == "600", "\(name): the database's mode: \(lines)")
        #expect(lines.last == "status \(128 + number)", "\(name): \(lines) \(r.stderrString)")
      }
      let left = try FileManager.default.contentsOfDirectory(atPath: tmp.path)
      #expect(left.isEmpty, "\(name): left in TMPDIR: \(left)")
    }
  }

  @Test func aStaleDirectoryOfADeadProcessIsSweptAtTheNextStart() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A pid that is not running: the exited shell's.
    let dead = try runProcess("sh", ["-c", "echo $$"]).stdoutString.trimmingCharacters(
      in: .whitespacesAndNewlines)
    let stale = dir.appendingPathComponent("wkconv-\(dead)-AbC123")
    try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
    try Data("spool".utf8).write(to: stale.appendingPathComponent("1-analytics.sqlite"))
    let alive = dir.appendingPathComponent("wkconv-1-AbC123")  // init: alive, never swept
    try FileManager.default.createDirectory(at: alive, withIntermediateDirectories: true)
    let other = dir.appendingPathComponent("wkconv-notapid")
    try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
    let r = try runProcess(CLI.binary, ["formats"], environment: ["TMPDIR": dir.path])
    #expect(r.status == 0)
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
    #expect(!left.contains(stale.lastPathComponent), "the dead process's directory stayed")
    #expect(left.contains(alive.lastPathComponent) && left.contains(other.lastPathComponent), "\(left)")
  }

  /// 60,000 heart-rate samples as NDJSON (~12 MB): about a second of conversion to SQLite.
  static func writeBigInput(to url: URL) throws {
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    var text = ""
    for i in 0..<60_000 {
      let digits = String(i)
      let uuid = "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - digits.count) + digits
      text += #"{"kind":"quantity","source":{"name":"Watch"},"start":"2024-01-01T10:00:00Z","#
      text += #""end":"2024-01-01T10:00:00Z","type":"HKQuantityTypeIdentifierHeartRate","#
      text += #""unit":"count/min","value":\#(60 + i % 90),"uuid":"\#(uuid)"}"# + "\n"
      if text.utf8.count > 1 << 21 {
        try handle.write(contentsOf: Data(text.utf8))
        text = ""
      }
    }
    try handle.write(contentsOf: Data(text.utf8))
  }

  // MARK: - Resource limits

  @Test func resourceLimitsAreErrorsNotSignalsOrBacktraces() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("big.gpx")
    // ulimit -f: the write past the limit fails with EFBIG (SIGXFSZ is ignored); nothing is left.
    let f = try Self.shell(
      "ulimit -f 8; \"$W\" convert \(Self.quoted(ride.path)) \(Self.quoted(out.path)) --quiet")
    #expect(f.status == 1, "ulimit -f: exit \(f.status) \(f.stderrString)")
    #expect(f.stderrString.contains("File too large"), "\(f.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
    // ulimit -n: too few descriptors to open the input is an error naming the errno.
    let n = try Self.shell(
      "ulimit -n 4; \"$W\" convert \(Self.quoted(ride.path)) \(Self.quoted(out.path)) --quiet")
    #expect(n.status == 1, "ulimit -n: exit \(n.status) \(n.stderrString)")
    #expect(n.stderrString.contains("Too many open files"), "\(n.stderrString)")
    // ulimit -v: at whatever limit the runtime's allocation fails, one line and exit 1, no backtrace —
    // above the smallest limit at which the binary starts at all (`--version`): below it the loader or
    // the runtime fails before `main` installs anything, and that limit moves as the binary grows.
    // Under AddressSanitizer (`.ci/run`'s ASan step sets ASAN_OPTIONS) the runtime reserves terabytes of
    // shadow address space before `main`, so no `ulimit -v` lets the binary start: the plain run checks this.
    if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil {
      print("EdgeOutputTests: the ulimit -v part is left to the run without AddressSanitizer")
      return
    }
    let health = TestPaths.samples.appendingPathComponent("export.zip")
    let starts = try #require(
      try stride(from: 100_000, through: 400_000, by: 4_000).first {
        try Self.shell("ulimit -v \($0); \"$W\" --version").status == 0
      }, "wkconv --version never started under ulimit -v ≤ 400,000 KiB")
    for limit in [starts, starts + 8_000, starts + 12_000] {
      let v = try Self.shell(
        "ulimit -v \(limit); \"$W\" convert \(Self.quoted(health.path)) \(Self.quoted(dir.path))/v.sqlite --force --quiet"
      )
      #expect(v.status == 0 || v.status == 1 || v.status == 127, "ulimit -v \(limit): exit \(v.status)")
      #expect(
        !v.stderrString.contains("Backtrace") && !v.stderrString.contains("Thread 0"), "\(v.stderrString)")
      if v.status == 1 && !v.stderrString.contains("wkconv: error: /") {
        #expect(v.stderrString.contains("wkconv: error: the run stopped"), "\(v.stderrString)")
      }
    }
  }

  // MARK: - CSV formulas

  static let formulaNames = [
    "=1+2", "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "\tTab", "\rCR, \"q\"", "-12.5", "plain",
  ]

  @Test func csvFormulaCellsGetALeadingQuoteUnlessKept() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var lines: [String] = []
    for (i, name) in Self.formulaNames.enumerated() {
      let object: [String: Any] = [
        "kind": "quantity", "source": ["name": name], "start": "2024-01-01T10:00:0\(i)Z",
        "end": "2024-01-01T10:00:0\(i)Z", "type": "HKQuantityTypeIdentifierHeartRate", "unit": "count/min",
        "value": i == 0 ? -60.5 : 60, "uuid": "00000000-0000-0000-0000-00000000000\(i)",
      ]
      lines.append(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
    }
    let input = dir.appendingPathComponent("in.ndjson")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)
    let quoted = dir.appendingPathComponent("quoted.csv")
    let kept = dir.appendingPathComponent("kept.csv")
    #expect(try CLI.run(["convert", input.path, quoted.path, "--quiet"]).status == 0)
    let k = try CLI.run(["convert", input.path, kept.path, "--option", "csv.formulas=keep", "--quiet"])
    #expect(k.status == 0, "\(k.stderrString)")
    let bad = try CLI.run(["convert", input.path, kept.path, "--option", "csv.formulas=maybe", "--force"])
    #expect(bad.status == 2, "\(bad.stderrString)")
    // Python's csv module and polars read the cells back.
    let script = """
      import csv, json, sys
      import polars as pl
      out = {}
      for path in sys.argv[1:]:
          with open(path, newline="") as f:
              rows = list(csv.DictReader(f))
          frame = pl.read_csv(path, infer_schema_length=None)
          out[path] = {"csv": [r["source"] for r in rows], "polars": frame["source"].to_list(),
                       "value": frame["value"].to_list(), "valueType": str(frame["value"].dtype)}
      print(json.dumps(out))
      """
    let r = try runProcess("python3", ["-c", script, quoted.path, kept.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let result = try JSONSerialization.jsonObject(with: r.stdout) as! [String: [String: Any]]
    let expectedQuoted = Self.formulaNames.map { name -> String in
      let first = name.first!
      let number = Double(name) != nil
      return "=+-@\t\r".contains(first) && !number ? "'" + name : name
    }
    for reader in ["csv", "polars"] {
      #expect(
        result[quoted.path]?[reader] as? [String] == expectedQuoted,
        "\(reader): \(result[quoted.path] ?? [:])")
      #expect(
        result[kept.path]?[reader] as? [String] == Self.formulaNames,
        "\(reader) keep: \(result[kept.path] ?? [:])")
    }
    // Numbers stay numbers: the negative value is not quoted and the column reads as a float.
    #expect((result[quoted.path]?["value"] as? [Double])?.first == -60.5)
    #expect(result[quoted.path]?["valueType"] as? String == "Float64")
  }

  // MARK: - Control characters in messages

  @Test func controlCharactersFromInputDataAreEscapedOnStandardError() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let hostile = "ride\u{1B}[2J\u{1B}[31m\nwkconv: error: forged\r\u{9B}1m\u{202E}.ndjson"
    let input = dir.appendingPathComponent(hostile)
    try Data("{\"kind\": not json\n".utf8).write(to: input)
    for args in [
      ["convert", input.path, dir.appendingPathComponent("o.gpx").path],
      ["convert", input.path, "--out-dir", dir.appendingPathComponent("batch").path, "--to", "gpx"],
      ["inspect", input.path],
    ] {
      let r = try CLI.run(args)
      #expect(r.status != 0)
      let text = r.stderrString
      #expect(
        !text.unicodeScalars.contains {
          $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E || $0 == "\r"
        }, "raw controls: \(text.debugDescription)")
      #expect(!text.contains("\nwkconv: error: forged"), "a forged line: \(text)")
      #expect(
        text.contains("ride\\x1B[2J\\x1B[31m\\nwkconv: error: forged\\r\\u{9B}1m\\u{202E}.ndjson"),
        "\(text.debugDescription)")
    }
  }
}
