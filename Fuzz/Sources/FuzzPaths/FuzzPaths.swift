import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer entry point for the batch and report path handling (issue 15, groups 1–5): each input picks
/// a command line — a conversion or a batch into `--out-dir`, with `--report`, `--map`, `--force`,
/// `--jobs` — whose paths come from a pool that holds the same file under several names (symbolic and
/// hard links), directories, `/dev/null`, `-`, outputs that exist and colliding batch names. It runs the
/// built `wkconv` (`$WKCONV`) in a fresh scratch folder and checks the promises of README's "Security
/// and robustness":
/// - the exit status is 0–4 (never a signal, never a hang: 8 s for files of a few hundred bytes);
/// - no input is ever changed (content and inode), whatever the status;
/// - exit 2, and exit 1 of a single conversion, write nothing: every file is as it was (except a report
///   written to its own path); a batch goes on past a bad input;
/// - a report or map is never the output: when the run succeeds, the report is a JSON object and each
///   output a file that is not that report; without `--force` no existing file is replaced;
/// - a batch gives each input its own output.
/// The coverage that guides libFuzzer is this harness's own (which shapes were tried); the binary is run,
/// not linked, because the path rules live in the executable.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPaths(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let binary = PathScenario.binary else { return 0 }
  var bytes = ByteReader(UnsafeBufferPointer(start: data, count: size))
  let scenario = PathScenario(&bytes)
  scenario.run(binary)
  return 0
}

struct ByteReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
  /// The next byte (0 once the input is used up).
  mutating func next() -> Int {
    defer { index += 1 }
    return index < bytes.count ? Int(bytes[index]) : 0
  }
  mutating func pick<T>(_ choices: [T]) -> T { choices[next() % choices.count] }
  mutating func chance(_ percent: Int) -> Bool { next() % 100 < percent }
}

struct PathScenario {
  static let binary: String? = {
    guard let path = ProcessInfo.processInfo.environment["WKCONV"], access(path, X_OK) == 0 else {
      FileHandle.standardError.write(Data("FuzzPaths: set WKCONV to a built wkconv binary\n".utf8))
      return nil
    }
    // The scratch folder goes when libFuzzer exits.
    atexit { try? FileManager.default.removeItem(at: PathScenario.root) }
    return URL(fileURLWithPath: path).standardizedFileURL.path
  }()

  static let root: URL = {
    let base = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
    return URL(fileURLWithPath: base).appendingPathComponent("wkconv-fuzzpaths-\(getpid())")
  }()

  static let ndjson =
    "{\"end\":\"2025-06-14T07:14:55+02:00\",\"kind\":\"quantity\",\"source\":{\"name\":\"iPhone\"},\"start\":\"2025-06-14T07:05:00+02:00\",\"type\":\"HKQuantityTypeIdentifierStepCount\",\"unit\":\"count\",\"uuid\":\"3A4B5C6D-7E8F-4091-A2B3-C4D5E6F7A8B9\",\"value\":1610}\n"
  static let gpx = """
    <?xml version="1.0"?>
    <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
    <trkpt lat="47.1" lon="8.5"><time>2025-06-14T05:00:00Z</time></trkpt>
    <trkpt lat="47.2" lon="8.6"><time>2025-06-14T05:01:00Z</time></trkpt>
    </trkseg></trk></gpx>

    """

  /// Inputs that exist (some are the same file under another name).
  static let inputs = [
    "a.ndjson", "b.gpx", "one/x.gpx", "two/x.gpx", "x.ndjson", "link-a.ndjson", "hard-a.ndjson", "bad.ndjson",
    "missing.gpx", "-",
  ]
  /// Output, report and map paths: new, existing, inputs again, links, directories and devices.
  static let targets = [
    "out.ndjson", "out.gpx", "out.tcx", "out.fit", "report.json", "existing.txt", "link-out.ndjson",
    "a.ndjson", "link-a.ndjson", "hard-a.ndjson", "one/x.gpx", "one", "outdir", "/dev/null", "-",
    "dangling.json", "outdir/a.ndjson", "outdir/x-gpx.ndjson",
  ]

  var arguments: [String] = []
  var inputPaths: [String] = []
  var outputs: [String] = []
  var report: String?
  var map: String?
  var force = false
  var batch = false
  var stdin: Data?

  init(_ r: inout ByteReader) {
    force = r.chance(40)
    switch r.next() % 4 {
    case 0, 1:
      let input = r.pick(Self.inputs)
      let output = r.pick(Self.targets)
      inputPaths = [input]
      outputs = [output]
      arguments = ["convert", input, output]
      if r.chance(50) { arguments += ["--to", r.pick(["ndjson", "gpx", "tcx", "fit", "csv"])] }
    case 2:
      batch = true
      let n = 2 + r.next() % 4
      inputPaths = (0..<n).map { _ in r.pick(Self.inputs.filter { $0 != "-" }) }
      let dir = r.pick(["outdir", "outdir", "fresh", "one", "a.ndjson", "/dev/null"])
      outputs = [dir]
      arguments = ["convert"] + inputPaths + ["--out-dir", dir, "--to", r.pick(["ndjson", "gpx", "tcx"])]
      arguments += ["--jobs", r.pick(["1", "2", "3"])]
    default:
      let input = r.pick(["a.ndjson", "x.ndjson", "link-a.ndjson", "-"])
      let output = r.pick(Self.targets)
      inputPaths = [input]
      outputs = [output]
      arguments = [
        "migrate-units", input, output, "--type", "HKQuantityTypeIdentifierStepCount", "--convert",
        "count=count",
      ]
      if r.chance(70) {
        map = r.pick(Self.targets + ["map.csv"])
        arguments += ["--map", map!]
      }
    }
    if r.chance(60) {
      report = r.pick(Self.targets + ["report.json", "report.json"])
      arguments += ["--report", report!]
    }
    if force { arguments.append("--force") }
    arguments.append("--quiet")
    if inputPaths.contains("-") { stdin = Data(Self.ndjson.utf8) }
  }

  /// A fresh scratch folder.
  func prepare() throws {
    let fm = FileManager.default
    try? fm.removeItem(at: Self.root)
    for dir in ["one", "two", "outdir"] {
      try fm.createDirectory(at: Self.root.appendingPathComponent(dir), withIntermediateDirectories: true)
    }
    func write(_ text: String, _ name: String) throws {
      try Data(text.utf8).write(to: Self.root.appendingPathComponent(name))
    }
    try write(Self.ndjson, "a.ndjson")
    try write(Self.ndjson, "x.ndjson")
    try write(Self.gpx, "b.gpx")
    try write(Self.gpx, "one/x.gpx")
    try write(Self.gpx, "two/x.gpx")
    try write(Self.ndjson + "{not json\n", "bad.ndjson")
    try write("keep me\n", "existing.txt")
    try write("old output\n", "outdir/a.ndjson")
    symlink("a.ndjson", Self.root.appendingPathComponent("link-a.ndjson").path)
    symlink("existing.txt", Self.root.appendingPathComponent("link-out.ndjson").path)
    symlink("nowhere/report.json", Self.root.appendingPathComponent("dangling.json").path)
    link(
      Self.root.appendingPathComponent("a.ndjson").path,
      Self.root.appendingPathComponent("hard-a.ndjson").path)
  }

  /// Every regular file under the scratch folder: path → (inode, content).
  func snapshot() -> [String: (UInt64, Data)] {
    var result: [String: (UInt64, Data)] = [:]
    guard let e = FileManager.default.enumerator(atPath: Self.root.path) else { return result }
    for case let path as String in e {
      var st = stat()
      let full = Self.root.appendingPathComponent(path).path
      guard lstat(full, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { continue }
      result[path] = (UInt64(st.st_ino), (try? Data(contentsOf: URL(fileURLWithPath: full))) ?? Data())
    }
    return result
  }

  /// The regular file a path names in the scratch folder (links followed), relative, or nil.
  func resolved(_ path: String) -> String? {
    guard path != "-", !path.hasPrefix("/") else { return nil }
    let url = Self.root.appendingPathComponent(path).resolvingSymlinksInPath()
    let base = Self.root.resolvingSymlinksInPath().path + "/"
    guard url.path.hasPrefix(base) else { return nil }
    return String(url.path.dropFirst(base.count))
  }

  func fail(_ message: String, _ status: Int32, _ stderr: String) -> Never {
    fatalError(
      "\(message)\n  wkconv \(arguments.joined(separator: " "))\n  exit \(status)\n  stderr: \(stderr.prefix(2000))"
    )
  }

  func run(_ binary: String) {
    do { try prepare() } catch { fatalError("FuzzPaths: cannot prepare \(Self.root.path): \(error)") }
    let before = snapshot()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = Self.root
    let inPipe = Pipe()
    let outPipe = Pipe()
    let errPipe = Pipe()
    process.standardInput = inPipe
    process.standardOutput = outPipe
    process.standardError = errPipe
    do { try process.run() } catch { fatalError("FuzzPaths: cannot run \(binary): \(error)") }
    if let stdin { inPipe.fileHandleForWriting.write(stdin) }
    try? inPipe.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(8)
    // Drain both pipes while waiting (a full pipe would block the child).
    nonisolated(unsafe) var stdoutData = Data()
    nonisolated(unsafe) var stderrData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      stdoutData = outPipe.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    group.enter()
    DispatchQueue.global().async {
      stderrData = errPipe.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    while process.isRunning, Date() < deadline { usleep(2000) }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      fail("hang: still running after 8 s", -1, "")
    }
    process.waitUntilExit()
    group.wait()
    let status = process.terminationStatus
    let stderr = String(decoding: stderrData, as: UTF8.self)
    if process.terminationReason == .uncaughtSignal { fail("died of signal \(status)", status, stderr) }
    guard (0...4).contains(status) else { fail("exit status outside 0–4", status, stderr) }
    let after = snapshot()

    // No input changed, whatever happened.
    for input in inputPaths {
      guard let file = resolved(input), let old = before[file] else { continue }
      guard let new = after[file], new.0 == old.0, new.1 == old.1 else {
        fail("input \(input) (\(file)) was changed or replaced", status, stderr)
      }
    }
    let sideOutputs = [report, map].compactMap { $0 }.compactMap { resolved($0) }
    if status == 2 || (status == 1 && !batch) {
      // Nothing written (a report of the failure may be written to its own path).
      for (path, old) in before where !sideOutputs.contains(path) {
        guard let new = after[path], new.1 == old.1 else {
          fail("\(path) changed by a failed run", status, stderr)
        }
      }
      for path in after.keys where before[path] == nil && !sideOutputs.contains(path) {
        fail("\(path) created by a failed run", status, stderr)
      }
      return
    }
    // Without --force an existing file is never replaced.
    if !force {
      for (path, old) in before {
        guard let new = after[path], new.0 == old.0, new.1 == old.1 else {
          fail("\(path) replaced without --force", status, stderr)
        }
      }
    }
    // A batch that failed may have written the other inputs' outputs (one bad input does not stop them).
    if status == 1 || status == 2 { return }
    // The run succeeded: the report is a JSON object, never the output.
    if let report, let file = resolved(report) {
      guard let data = after[file]?.1,
        (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
      else { fail("report \(report) is not a JSON report", status, stderr) }
      for output in outputs where resolved(output) == file {
        fail("report \(report) is the output \(output)", status, stderr)
      }
    }
    if let map, let file = resolved(map), let report, resolved(report) == file {
      fail("map and report are the same file", status, stderr)
    }
    if !batch, let output = outputs.first, let file = resolved(output), status == 0 || status == 3 {
      let isDirectory = after.keys.contains { $0.hasPrefix(file + "/") }
      guard after[file] != nil || isDirectory else { fail("no output at \(output)", status, stderr) }
      if let report, resolved(report) == file { fail("output and report are one file", status, stderr) }
    }
    if batch, status == 0, let dir = resolved(outputs[0]) {
      let written = after.keys.filter { $0.hasPrefix(dir + "/") && before[$0]?.1 != after[$0]?.1 }
      guard written.count >= Set(inputPaths).count else {
        fail("batch of \(inputPaths.count) inputs wrote \(written.count) files", status, stderr)
      }
    }
    _ = stdoutData
  }
}
