import FoundationEssentials
import WorkoutModel

/// The kind of producer a source is, for the default priority.
package enum SourceClass: String, Sendable, Hashable, Codable, CaseIterable {
  /// An Apple Watch writing its own measurements.
  case watch
  /// An iPhone writing its own measurements.
  case phone
  /// Anything else: apps, other devices, manual entries.
  case other

  /// Classifies a source from what the model carries about it and the device of one of its samples.
  ///
  /// A source with a bundle identifier outside `com.apple.health` is an app, whatever device it names (a
  /// third-party app running on a watch is still an app). Otherwise the device says it (HKDevice `model`
  /// `Watch`/`iPhone`, a `name` or `hardware` naming one), else the source's product type, else its name
  /// (Health names a device's own source after the device: "Alice's Apple Watch", "Alice's iPhone").
  package static func of(source: Source?, device: Device?) -> SourceClass {
    if let bundle = source?.bundleIdentifier?.lowercased(), !bundle.isEmpty,
      !bundle.hasPrefix("com.apple.health")
    {
      return .other
    }
    let clues: [String?] = [
      device?.model, device?.name, device?.hardwareVersion, source?.productType, source?.name,
    ]
    for clue in clues {
      guard let text = clue?.lowercased(), !text.isEmpty else { continue }
      if text == "watch" || text.contains("apple watch") || text.hasPrefix("watch") { return .watch }
      if text.contains("iphone") { return .phone }
    }
    return .other
  }
}

/// One source of samples, as statistics rank it.
package struct StatisticsSource: Sendable, Hashable, Codable {
  /// The source's display name (`sourceName`).
  package var name: String
  /// Its bundle identifier, when known.
  package var bundleIdentifier: String?
  /// What kind of producer it is (the default priority's tiers).
  package var sourceClass: SourceClass

  /// Makes a source.
  package init(name: String, bundleIdentifier: String?, sourceClass: SourceClass) {
    self.name = name
    self.bundleIdentifier = bundleIdentifier
    self.sourceClass = sourceClass
  }
}

/// The order in which sources count where their samples overlap (Health's Data Sources & Access list).
///
/// Sources named in `preferred` (by display name or bundle identifier, case-insensitive; a bundle
/// identifier prefix such as `com.apple.health` names every source under it) come first, in that order.
/// Every other source follows in the default order: Apple Watch, then iPhone, then other apps and devices;
/// within one class by name, then bundle identifier (a stable order where Health would use the order the
/// apps were granted access, which no export records).
package struct SourcePriority: Sendable, Hashable {
  /// Names or bundle identifiers, highest priority first.
  package var preferred: [String]

  /// Makes a priority; an empty list is the default order.
  package init(preferred: [String] = []) {
    self.preferred = preferred
  }

  /// Health's default: Apple Watch, iPhone, then apps.
  package static let health = SourcePriority()

  /// The index in `preferred` of the first entry naming `source`, or `nil`.
  package func preferredIndex(of source: StatisticsSource) -> Int? {
    let name = source.name.lowercased()
    let bundle = source.bundleIdentifier?.lowercased()
    return preferred.firstIndex { entry in
      let e = entry.lowercased()
      if e == name { return true }
      guard let bundle else { return false }
      return bundle == e || bundle.hasPrefix(e + ".")
    }
  }

  /// `true` when `a` counts before `b`.
  package func ranks(_ a: StatisticsSource, before b: StatisticsSource) -> Bool {
    let ia = preferredIndex(of: a) ?? Int.max
    let ib = preferredIndex(of: b) ?? Int.max
    if ia != ib { return ia < ib }
    let ca = SourceClass.allCases.firstIndex(of: a.sourceClass)!
    let cb = SourceClass.allCases.firstIndex(of: b.sourceClass)!
    if ca != cb { return ca < cb }
    if a.name != b.name { return a.name < b.name }
    return (a.bundleIdentifier ?? "") < (b.bundleIdentifier ?? "")
  }

  /// The entries of `preferred` that name none of `sources`.
  package func unmatched(among sources: [StatisticsSource]) -> [String] {
    preferred.enumerated().filter { index, _ in
      !sources.contains { preferredIndex(of: $0) == index }
    }.map(\.element)
  }
}
