import Foundation
import TestSupport
import Testing

/// `--force` onto a directory output, against the built binary: a directory wkconv made is replaced
/// whole, in one atomic exchange (nothing of the earlier run survives, a reader never sees it missing,
/// a failing run leaves it as it was); a directory wkconv did not make, or one holding the run's inputs,
/// has files replaced by name and keeps everything else.
@Suite struct DirectoryReplaceTests {
  /// `count` copies of the sample ride under distinct names in `dir/in`.
  static func rides(_ count: Int, in dir: URL) throws -> [URL] {
    let folder = dir.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try (0..<count).map { i in
      let copy = folder.appendingPathComponent("ride-\(i).fit")
      try FileManager.default.copyItem(at: TestPaths.samples.appendingPathComponent("ride.fit"), to: copy)
      return copy
    }
  }

  static func names(_ dir: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
  }

  static func inode(_ url: URL) throws -> Int {
    try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int ?? -1
  }

  static func convert(_ inputs: [URL], into site: URL, _ extra: [String] = []) throws -> ProcessResult {
    try CLI.run(
      ["convert"] + inputs.map(\.path) + ["--out-dir", site.path, "--to", "html", "--quiet"] + extra)
  }

  @Test func aDirectoryWkconvMadeIsReplacedWhole() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = try Self.rides(3, in: dir)
    let site = dir.appendingPathComponent("site")
    let first = try Self.convert(inputs, into: site)
    try #require(first.status == 0, "\(first.stderrString)")
    #expect(try Self.names(site).filter { $0.hasSuffix(".html") }.count == 4)
    let before = try Self.inode(site)
    let forced = try Self.convert(Array(inputs.prefix(1)), into: site, ["--force"])
    try #require(forced.status == 0, "\(forced.stderrString)")
    // Only the second run's files: the earlier pages are gone, the index lists what is there.
    #expect(try Self.names(site) == ["index.html", "ride-0.html", "ride-0.ndjson"])
    #expect(try Self.inode(site) != before, "the directory was not replaced whole")
    #expect(try Self.names(dir) == ["in", "site"], "a staging or replaced folder was left")
  }

  static let strace: String? = ["/usr/bin/strace", "/bin/strace"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }
  static var straceShouldRun: Bool { strace != nil || SharedCorpus.isRequired }
  static let straceSkip = Comment(
    rawValue:
      "skipped: needs strace; Scripts/bootstrap --test installs it; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  /// The swap is one `renameat2(…, RENAME_EXCHANGE)`: no moment without the directory, whatever a reader
  /// polling it happens to catch.
  @Test(.enabled(if: straceShouldRun, straceSkip)) func theReplacementIsOneAtomicExchange() throws {
    let strace = try #require(Self.strace, "strace is missing: Scripts/bootstrap --test")
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = try Self.rides(1, in: dir)
    let site = dir.appendingPathComponent("site")
    try #require(try Self.convert(inputs, into: site).status == 0)
    let trace = dir.appendingPathComponent("trace.txt")
    let r = try runProcess(
      strace,
      ["-f", "-qq", "-e", "trace=rename,renameat,renameat2", "-o", trace.path, CLI.binary, "convert"]
        + inputs.map(\.path) + ["--out-dir", site.path, "--to", "html", "--quiet", "--force"])
    if r.status != 0, r.stderrString.contains("ptrace") {
      // A sandbox that forbids tracing: the reader test below still checks the swap from outside.
      print(
        "DirectoryReplaceTests: strace cannot trace here (\(r.stderrString.prefix(120))); swap not traced")
      return
    }
    try #require(r.status == 0, "\(r.stderrString)")
    let calls = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n").filter {
      $0.contains(site.path + "\"")
    }
    #expect(calls.count == 1 && calls[0].contains("RENAME_EXCHANGE") && calls[0].hasSuffix("= 0"), "\(calls)")
  }

  @Test func aReaderNeverSeesTheDirectoryMissing() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = try Self.rides(2, in: dir)
    let site = dir.appendingPathComponent("site")
    try #require(try Self.convert(inputs, into: site).status == 0)
    let index = site.appendingPathComponent("index.html").path
    let stop = Flag()
    let misses = Counter()
    let checks = Counter()
    let reader = Thread {
      while !stop.isSet {
        if access(index, F_OK) != 0 { misses.add() }
        checks.add()
      }
    }
    reader.start()
    for _ in 0..<4 {
      let r = try Self.convert(inputs, into: site, ["--force"])
      #expect(r.status == 0, "\(r.stderrString)")
    }
    stop.set()
    while !reader.isFinished { usleep(1000) }
    #expect(checks.value > 100)
    #expect(misses.value == 0, "index.html was missing \(misses.value) of \(checks.value) times")
  }

  @Test func aFailingRunLeavesTheDirectoryAsItWas() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = try Self.rides(2, in: dir)
    let site = dir.appendingPathComponent("site")
    try #require(try Self.convert(inputs, into: site).status == 0)
    let before = try Self.names(site).map { try Data(contentsOf: site.appendingPathComponent($0)) }
    // An archive whose member is damaged, under --damage fail: the whole conversion fails.
    let whole = try Data(contentsOf: inputs[0])
    let cut = dir.appendingPathComponent("cut.fit")
    try whole.prefix(whole.count * 2 / 3).write(to: cut)
    let zip = dir.appendingPathComponent("bulk.zip")
    let made = try runProcess(
      "python3",
      [
        "-c",
        "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1], 'w')\n"
          + "for p in sys.argv[2:]: z.write(p, p.rsplit('/', 1)[1])\nz.close()",
        zip.path, inputs[1].path, cut.path,
      ])
    try #require(made.status == 0, "\(made.stderrString)")
    let r = try CLI.run([
      "convert", zip.path, site.path + "/", "--to", "html", "--quiet", "--force", "--damage", "fail",
    ])
    #expect(r.status != 0, "\(r.stderrString)")
    #expect(try Self.names(site).map { try Data(contentsOf: site.appendingPathComponent($0)) } == before)
    #expect(try Self.names(dir) == ["bulk.zip", "cut.fit", "in", "site"])
  }

  @Test func aDirectoryWkconvDidNotMakeKeepsItsOtherFiles() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = try Self.rides(2, in: dir)
    let mine = dir.appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: mine, withIntermediateDirectories: true)
    try Data("my notes".utf8).write(to: mine.appendingPathComponent("notes.txt"))
    for _ in 0..<2 {
      let r = try Self.convert(inputs, into: mine, ["--force"])
      #expect(r.status == 0, "\(r.stderrString)")
    }
    #expect(try String(contentsOf: mine.appendingPathComponent("notes.txt"), encoding: .utf8) == "my notes")
    #expect(try Self.names(mine).count == 6)  // notes, index, 2 pages, 2 NDJSON
  }

  @Test func aDirectoryHoldingTheInputsIsNotReplacedWhole() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = try Self.rides(1, in: dir)
    let site = dir.appendingPathComponent("site")
    try #require(try Self.convert(inputs, into: site).status == 0)
    // An input inside the marked directory: converting it there again must not delete it.
    let inside = site.appendingPathComponent("again.fit")
    try FileManager.default.copyItem(at: inputs[0], to: inside)
    let r = try CLI.run(["convert", inside.path, "--out-dir", site.path, "--to", "gpx", "--quiet", "--force"])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(FileManager.default.fileExists(atPath: inside.path))
    #expect(try Self.names(site).contains("again.gpx"))
    #expect(try Self.names(site).contains("ride-0.html"))
  }
}

private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var on = false
  var isSet: Bool { lock.withLock { on } }
  func set() { lock.withLock { on = true } }
}

private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add() { lock.withLock { count += 1 } }
}
