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

  /// What happened to one input of a batch.
  public struct Entry: Sendable, Encodable {
    /// `converted`, `recovered` (damaged input: what preceded the damage was written) or `failed`.
    public var status: String
    /// The input's path.
    public var input: String
    /// The files written for it.
    public var outputs: [String]
    /// Items read, written and dropped, by kind.
    public var itemsRead: [String: Int]
    public var itemsWritten: [String: Int]
    public var itemsDropped: [String: Int]
    /// How many kinds of data were lost, and the warnings' count.
    public var losses: Int
    public var warnings: Int
    /// Why it failed (or the damage recovered from).
    public var error: String?

    /// The entry of a finished conversion.
    public init(input: String, report: ConversionReport) {
      status = report.recoveredFromDamage ? "recovered" : "converted"
      self.input = input
      outputs = report.outputs
      itemsRead = report.itemsRead
      itemsWritten = report.itemsWritten
      itemsDropped = report.itemsDropped
      losses = report.losses.count
      warnings = report.warnings.reduce(0) { $0 + $1.count }
      error = report.recoveredErrors.first.map { "\($0)" }
    }

    /// The entry of a failed input: nothing written for it.
    public init(input: String, error: any Error) {
      status = "failed"
      self.input = input
      outputs = []
      itemsRead = [:]
      itemsWritten = [:]
      itemsDropped = [:]
      losses = 0
      warnings = 0
      self.error = "\(error)"
    }
  }

  /// The batch report: the merged report of every input, plus one entry per input in input order.
  public static func reportJSON(merged: ConversionReport, entries: [Entry]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard var object = try JSONSerialization.jsonObject(with: encoder.encode(merged)) as? [String: Any] else {
      return try Converter.reportJSON(merged)
    }
    object["perInput"] = try JSONSerialization.jsonObject(with: encoder.encode(entries))
    return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
  }
}
