import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names a run has given to its outputs in one directory, shared by every conversion of a batch
/// (whatever `--jobs`): a name is claimed once, so two inputs never write the same file.
public final class OutputNameRegistry: @unchecked Sendable {
  private let lock = ThreadLock()
  private var claimed: Set<String> = []

  /// An empty registry.
  public init() {}

  /// Claims `name` (a path); `false` when it is already taken.
  public func claim(_ name: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return claimed.insert(name).inserted
  }
}

/// How a batch names each input's outputs in its `--out-dir`, and what it reports per input.
public enum Batch {
  /// Distinct base names for the inputs, in their order. The rule (README, "Pipelines and batches"):
  /// the file name without its extension (`rides/a.fit` → `a`); inputs that share it keep their
  /// extension too (`x.fit`, `x.tcx` → `x-fit`, `x-tcx`); inputs that still share it are prefixed with
  /// their parent folder (`a/x.fit`, `b/x.fit` → `a-x-fit`, `b-x-fit`); any remaining tie gets `-2`,
  /// `-3`… in input order. Names depend only on the list of inputs, never on timing.
  public static func baseNames(for inputs: [String]) -> [String] {
    let urls = inputs.map { URL(fileURLWithPath: $0) }
    func stem(_ url: URL) -> String { Converter.baseName(of: url.path) }
    func withExtension(_ url: URL) -> String {
      url.pathExtension.isEmpty ? stem(url) : stem(url) + "-" + url.pathExtension.lowercased()
    }
    func withParent(_ url: URL) -> String {
      let parent = url.deletingLastPathComponent().lastPathComponent
      return parent.isEmpty || parent == "/" ? withExtension(url) : parent + "-" + withExtension(url)
    }
    var names = urls.map(stem)
    for rule in [withExtension, withParent] {
      let counts = Dictionary(names.map { ($0, 1) }, uniquingKeysWith: +)
      names = zip(names, urls).map { counts[$0.0]! > 1 ? rule($0.1) : $0.0 }
    }
    var used: [String: Int] = [:]
    var taken = Set(names)
    return names.map { name in
      used[name, default: 0] += 1
      guard used[name]! > 1 else { return name }
      var n = used[name]!
      while taken.contains("\(name)-\(n)") { n += 1 }
      taken.insert("\(name)-\(n)")
      return "\(name)-\(n)"
    }
  }

  /// What happened to one input of a batch (or one member of an archive input).
  public typealias Entry = ConversionReport.InputEntry

  /// The batch report: the merged report of every input, plus one entry per input in input order (an
  /// archive's members in its place).
  public static func reportJSON(merged: ConversionReport, entries: [Entry]) throws -> Data {
    var merged = merged
    merged.perInput = entries
    return try Converter.reportJSON(merged)
  }

  /// The entries of a converted input: its archive members' when it is an archive, else its own.
  public static func entries(input: String, report: ConversionReport) -> [Entry] {
    report.perInput ?? [Entry(input: input, report: report)]
  }

  /// Names archive members' outputs as they are read (an archive's members are known only then): the
  /// batch rule of `baseNames(for:)` in archive order — a member takes the first of its stem,
  /// stem-extension, parent-stem-extension that no earlier member took, else the stem with `-2`, `-3`…
  /// (`activities/1.fit`, `other/1.fit` → `1`, `other-1-fit`). Names depend only on the archive.
  public struct MemberNames: Sendable {
    private var taken: Set<String> = []

    /// No name taken.
    public init() {}

    /// The name of the member at `path` (`/`-separated, nested containers joined by `:`). Entry names
    /// are never used as paths: only their last two components count, and any character other than a
    /// letter, digit, `-`, `_`, `.`, `@` or `+` becomes `_` (no leading dot, at most 100 characters).
    public mutating func claim(_ path: String) -> String {
      let components = path.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "\\" }).map(String.init)
      let file = components.last ?? path
      let stem = Self.safe(Converter.baseName(of: file))
      let ext = Self.safe(
        URL(fileURLWithPath: ContainerInputs.innerName(ofGzip: file)).pathExtension.lowercased())
      let withExtension = ext == "member" ? stem : stem + "-" + ext
      var candidates = [stem, withExtension]
      if components.count > 1 {
        candidates.append(
          Self.safe(Converter.baseName(of: components[components.count - 2])) + "-" + withExtension)
      }
      for candidate in candidates where taken.insert(candidate).inserted { return candidate }
      var n = 2
      while !taken.insert("\(stem)-\(n)").inserted { n += 1 }
      return "\(stem)-\(n)"
    }

    /// `name` with only safe characters, never empty, never starting with a dot.
    static func safe(_ name: String) -> String {
      let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.@+")
      var result = String(name.prefix(100).map { allowed.contains($0) ? $0 : "_" })
      while result.hasPrefix(".") { result.removeFirst() }
      return result.isEmpty ? "member" : result
    }
  }
}

extension ConversionReport.InputEntry {
  /// The entry of a finished conversion (`member`: the path inside the archive it came from).
  public init(input: String, report: ConversionReport, member: String? = nil, format: FormatID? = nil) {
    self.init(
      status: report.recoveredFromDamage ? "recovered" : "converted", input: input, member: member,
      format: format?.rawValue, exitCode: Int(ExitStatus.forReport(report, strict: false).rawValue))
    outputs = report.outputs
    itemsRead = report.itemsRead
    itemsWritten = report.itemsWritten
    itemsDropped = report.itemsDropped
    losses = report.losses.count
    warnings = report.warnings.reduce(0) { $0 + $1.count }
    error = report.recoveredErrors.first.map { "\($0)" }
  }

  /// The entry of a failed input: nothing written for it.
  public init(input: String, error: any Error, member: String? = nil, format: FormatID? = nil) {
    self.init(
      status: "failed", input: input, member: member, format: format?.rawValue,
      exitCode: Int(ExitStatus.forError(error).rawValue))
    self.error = "\(error)"
  }
}

extension Batch {
  /// A batch's inputs: the files found, the paths that name nothing (each a failed input, the others
  /// still converted), and what the folders held that is not a regular file (FIFOs, devices, sockets:
  /// opening one would wait for a writer that never comes; each is skipped with a warning).
  public struct Inputs: Sendable {
    public var files: [String]
    public var missing: [String]
    public var skipped: [String]

    /// Inputs as listed.
    public init(files: [String], missing: [String] = [], skipped: [String] = []) {
      self.files = files
      self.missing = missing
      self.skipped = skipped
    }

    /// Expands command-line paths: files as given, folders to the readable files inside (recursively,
    /// regular files only), and glob patterns (`*`, `?`, `[...]`) that the shell did not expand.
    public static func expand(_ paths: [String]) -> Inputs {
      var inputs = Inputs(files: [])
      let readable = Set(
        FormatRegistry.all.filter(\.descriptor.canRead).flatMap(\.descriptor.fileExtensions)
      ).union(ContainerKind.fileExtensions)
      for path in paths {
        switch FileDescriptorIO.kind(atPath: path) {
        case .directory where (try? FormatRegistry.archiveOwner(of: URL(fileURLWithPath: path))) != nil:
          // An unpacked account export is one input, read as a whole by the format that owns it.
          inputs.files.append(path)
        case .directory:
          var found: [String] = []
          for (name, _) in FileDescriptorIO.walk(path) ?? [] {
            guard readable.contains(PathText.pathExtension(name).lowercased()) else { continue }
            found.append(PathText.appending(name, to: path))
          }
          for file in found.sorted() { inputs.add(file, folders: false) }
        case .some:
          inputs.files.append(path)
        case nil where path.contains(where: { "*?[".contains($0) }):
          var g = glob_t()
          defer { globfree(&g) }
          if glob(path, 0, nil, &g) == 0 {
            for i in 0..<Int(g.gl_pathc) {
              if let p = g.gl_pathv[i] { inputs.add(String(cString: p), folders: true) }
            }
          }
        case nil:
          inputs.missing.append(path)
        }
      }
      return inputs
    }

    /// Adds a path a folder or a pattern found: a regular file (symbolic links followed) is an input, a
    /// folder too when `folders` (a pattern's: converting it fails with a hint), anything else is skipped.
    private mutating func add(_ path: String, folders: Bool) {
      switch FileDescriptorIO.kind(atPath: path) {
      case .regular: files.append(path)
      case .directory: if folders { files.append(path) }
      case nil: break
      default: skipped.append(path)
      }
    }

    /// The error of an input that names nothing.
    public static func missingError(_ path: String) -> ConversionError {
      ConversionError(.io, "no such file", at: SourceLocation(file: path))
    }
  }

  /// What a batch did: its merged report (every input's, in input order), one entry per input (an
  /// archive's members in its place), and the inputs that failed, in the order to tell them.
  public struct Outcome: Sendable {
    /// The merged report of every input (its `perInput` empty: see `entries`).
    public var report: ConversionReport
    /// One entry per input, in input order whatever `jobs` is.
    public var entries: [Entry]
    /// The failed inputs: the missing ones first (`input` nil: their error names them), then the others
    /// in input order.
    public var failures: [Failure]
    /// Inputs given (missing ones included).
    public var total: Int
    /// Inputs converted.
    public var converted: Int { total - failures.count }
  }

  /// A failed input of a batch.
  public struct Failure: Sendable {
    /// The input, nil when the error names it (a missing input).
    public var input: String?
    public var error: ConversionError
    public var status: ExitStatus
  }

  /// Converts every input into `directory` (`settings.outputFormat` names the format), `jobs` at a time,
  /// each named by `baseNames(for:)`, into one directory output: every input's files, and one index (the
  /// HTML report's `index.html`) listing every workout written, put in place once at the end. An input
  /// that fails leaves none of its files and the others are still converted; throws only when the
  /// directory output cannot be made or put in place (nothing is left then).
  public static func run(
    inputs: Inputs, into directory: URL, settings: ConversionSettings, jobs: Int = 1,
    progress: ProgressReporter? = nil
  ) throws -> Outcome {
    let settings = settings.sharingCores(among: min(max(1, jobs), max(inputs.files.count, 1)))
    let format = try Converter.outputFormat(for: .directory(directory), named: settings.outputFormat)
    let files = inputs.files
    let output = try DirectoryOutput(
      directory, format: format, settings: settings, title: directory.path,
      protected: files.map { URL(fileURLWithPath: $0) })
    let names = baseNames(for: files)
    if files.count > 1 { ProcessMemory.keepFreedMemory() }
    let dataset = try BatchDataset(output: output, format: format, settings: settings)
    let results = Results(count: files.count)
    // `jobs` threads take the next input until none is left.
    let next = ThreadLock()
    nonisolated(unsafe) var taken = 0
    let work: @Sendable () -> Void = {
      while true {
        let index = next.withLock {
          defer { taken += 1 }
          return taken
        }
        guard index < files.count else { return }
        let path = files[index]
        var settings = settings
        settings.baseName = names[index]
        let share = output.share()
        if let dataset, BatchDataset.gathers(path) { share.gathered = dataset.dataset }
        settings.directoryShare = share
        do {
          let report = try Converter.convert(
            input: InputSource(file: URL(fileURLWithPath: path)), to: .directory(directory),
            settings: settings, reporter: progress)
          results.set(index, .success(report))
        } catch {
          share.discard()
          results.set(index, .failure(error))
        }
      }
    }
    let threads = (0..<min(max(1, jobs), max(files.count, 1))).map { _ in
      try? JoinableThread(stackSize: 8 << 20, work)
    }
    // A thread that cannot start leaves its share of the inputs to the others, or to this one.
    if threads.allSatisfy({ $0 == nil }) { work() }
    for thread in threads { thread?.join() }
    var outcome = merge(inputs, results: results.all)
    guard outcome.failures.count < outcome.total else {
      output.abort()
      return outcome
    }
    let datasetFiles: [String]
    do {
      datasetFiles = try dataset?.finish() ?? []
    } catch {
      output.abort()
      throw error
    }
    try output.commit(report: outcome.report)
    outcome.report.outputs += datasetFiles
    if let index = output.indexPath { outcome.report.outputs.append(index) }
    return outcome
  }

  /// The batch's report and failures from each input's result, in input order.
  private static func merge(_ inputs: Inputs, results: [Result<ConversionReport, any Error>?]) -> Outcome {
    var merged = ConversionReport()
    var entries: [Entry] = []
    var failures: [Failure] = []
    for path in inputs.missing {
      let error = Inputs.missingError(path)
      entries.append(Entry(input: path, error: error))
      merged.inputs.append(path)
      merged.errors.append(error)
      failures.append(Failure(input: nil, error: error, status: .failure))
    }
    for (path, result) in zip(inputs.files, results) {
      switch result {
      case .success(let report):
        merged.merge(report)
        entries.append(contentsOf: Batch.entries(input: path, report: report))
      case .failure(let error):
        let typed =
          ConversionError.from(error, at: SourceLocation(file: path))
        merged.inputs.append(path)
        merged.errors.append(typed)
        failures.append(Failure(input: path, error: typed, status: ExitStatus.forError(error)))
        entries.append(Entry(input: path, error: error))
      case nil:
        break
      }
    }
    if let first = inputs.skipped.first {
      let count = inputs.skipped.count
      merged.add(
        Warning(
          .batchInputSkipped(inputs: count, first: first), count: count,
          firstLocation: SourceLocation(file: first)))
    }
    return Outcome(
      report: merged, entries: entries, failures: failures, total: inputs.files.count + inputs.missing.count)
  }

  /// The batch's results by input index, guarded by a lock (`jobs` convert at once).
  private final class Results: @unchecked Sendable {
    private let lock = ThreadLock()
    private var slots: [Result<ConversionReport, any Error>?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<ConversionReport, any Error>) {
      lock.lock()
      slots[index] = result
      lock.unlock()
    }

    var all: [Result<ConversionReport, any Error>?] {
      lock.lock()
      defer { lock.unlock() }
      return slots
    }
  }
}

extension ConversionSettings {
  /// The settings for one of `jobs` conversions running at once: unless `--threads` says how many cores
  /// a conversion uses, each takes its share of the cores available (at least 1), so `--jobs 2` on two
  /// cores runs two one-thread conversions rather than two that each start threads for both cores.
  /// Output is the same for any core count.
  func sharingCores(among jobs: Int) -> ConversionSettings {
    guard jobs > 1, options.threads == 0 else { return self }
    var shared = self
    shared.options.threads = max(1, FormatOptions.availableCores / jobs)
    return shared
  }
}
