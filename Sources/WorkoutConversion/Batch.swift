import FormatKit
import Foundation

/// The names a run has given to its outputs in one directory, shared by every conversion of a batch
/// (whatever `--jobs`): a name is claimed once, so two inputs never write the same file.
public final class OutputNameRegistry: @unchecked Sendable {
  private let lock = NSLock()
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
