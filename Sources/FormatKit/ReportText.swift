import FoundationEssentials

/// How much of a report standard error shows.
public enum ReportDetail: String, Sendable, CaseIterable {
  /// A handful of lines a person acts on: what was kept, each operation, what the target cannot hold
  /// (structure first, with the formats that would keep it), damage, warnings, and one folded line for
  /// precision and bookkeeping items.
  case brief
  /// Every change, loss, warning and recovered error on its own line (`summaryLines`).
  case full
}

extension ConversionReport {
  /// The report as lines for standard error, at `detail`. The JSON report is unaffected: it always holds
  /// every item.
  public func textLines(_ detail: ReportDetail) -> [String] {
    switch detail {
    case .full: return summaryLines
    case .brief: return briefLines
    }
  }

  /// How many warnings or recovered errors the brief text shows one by one before folding the rest.
  static let briefItemsShown = 2
  /// How many loss kinds one brief `lost:` line names before "and N more".
  static let briefKindsNamed = 5

  private var briefLines: [String] {
    var lines: [String] = keptLine.map { [$0] } ?? []
    lines += briefOperationLines
    // What an option the user gave left out (`--workouts-only`) is said as such, not as the target's.
    let byOption = Dictionary(grouping: losses.filter { $0.reason.hasPrefix("--") }) {
      String($0.reason.prefix { !$0.isWhitespace })
    }
    for option in byOption.keys.sorted() {
      let named = byOption[option, default: []].map { "\($0.count) \(ReportLossGroup.shortName($0.kind))" }
      lines.append(
        "left out by \(option): " + named.joined(separator: ", ") + " (leave out \(option) to keep them)")
    }
    let groups = Dictionary(
      grouping: losses.filter { !$0.reason.hasPrefix("--") }, by: { ReportLossGroup(of: $0) })
    for group in [ReportLossGroup.structure, .data] {
      if let line = Self.lostLine(groups[group] ?? [], group: group) { lines.append(line) }
    }
    lines += Self.folded(
      recoveredErrors.map { "recovered: \($0)" }, noun: "more recovered errors")
    lines += Self.folded(
      warnings.map { w in
        var line = "warning: \(w.message)"
        if w.count > 1 { line += " (\(w.count) times)" }
        if let location = w.firstLocation { line += "; first at \(location)" }
        return line
      }, noun: "more kinds of warning")
    if let line = Self.bookkeepingLine(groups[.bookkeeping] ?? []) { lines.append(line) }
    return lines
  }

  /// One line per operation option: its changes joined ("--privacy: removed 120 route points, replaced
  /// 2 lap start positions").
  private var briefOperationLines: [String] {
    var order: [String] = []
    var parts: [String: [String]] = [:]
    for change in changes {
      if parts[change.operation] == nil { order.append(change.operation) }
      parts[change.operation, default: []].append("\(change.action) \(change.count) \(change.kind)")
    }
    return order.map { "\($0): " + parts[$0, default: []].joined(separator: ", ") }
  }

  /// `lines` as they are when there are few; else the first ones and a count of the rest.
  private static func folded(_ lines: [String], noun: String) -> [String] {
    guard lines.count > briefItemsShown + 1 else { return lines }
    let rest = lines.count - briefItemsShown
    return Array(lines.prefix(briefItemsShown)) + ["… and \(rest) \(noun) (--verbose shows them)"]
  }

  private static func lostLine(_ losses: [Loss], group: ReportLossGroup) -> String? {
    guard !losses.isEmpty else { return nil }
    let named = losses.prefix(briefKindsNamed).map { "\($0.count) \(ReportLossGroup.shortName($0.kind))" }
    var line = "lost: " + named.joined(separator: ", ")
    if losses.count > briefKindsNamed { line += " and \(losses.count - briefKindsNamed) more kinds" }
    let what = group == .structure ? "structure" : "data"
    if let keepers = commonKeepers(losses) {
      line +=
        " (\(what) the target cannot hold; \(keepers.joined(separator: ", ")) keep "
        + (losses.count == 1 ? "it)" : "all of it)")
    } else {
      line += " (\(what) the target cannot hold)"
    }
    return line
  }

  /// The formats every loss's hint names as keeping it; nil when some loss names none.
  private static func commonKeepers(_ losses: [Loss]) -> [String]? {
    var common: [String]?
    for loss in losses {
      guard let keepers = keepers(in: loss.hint) else { return nil }
      common = common.map { c in c.filter(keepers.contains) } ?? keepers
    }
    guard let common, !common.isEmpty else { return nil }
    return common
  }

  /// The formats a hint made by `Loss.Keepers` names ("formats that keep
  /// heart rate: ndjson, fit").
  static func keepers(in hint: String?) -> [String]? {
    guard let hint, hint.hasPrefix(ConversionContext.keepersHintPrefix),
      let colon = hint.ranges(of: ": ").last
    else { return nil }
    let list = hint[colon.upperBound...].split(separator: ",").map {
      $0.trimmingWhitespace()
    }
    return list.isEmpty ? nil : list
  }

  private static func bookkeepingLine(_ losses: [Loss]) -> String? {
    guard !losses.isEmpty else { return nil }
    var parts: [String] = []
    var opaqueCount = 0
    var opaqueKinds = 0
    for loss in losses {
      if loss.kind.wholeItem == .opaque {
        opaqueCount += loss.count
        opaqueKinds += 1
      } else {
        parts.append("\(loss.count) \(loss.kind)")
      }
    }
    if opaqueCount > 0 {
      parts.append(
        "\(opaqueCount) format-specific record\(opaqueCount == 1 ? "" : "s")"
          + (opaqueKinds > 1 ? " (\(opaqueKinds) kinds)" : ""))
    }
    return "also not carried: " + parts.joined(separator: ", ")
      + " (precision and bookkeeping; --verbose or --report FILE lists each)"
  }
}

/// Which brief line a loss belongs to.
enum ReportLossGroup: Hashable {
  /// The workout's shape: whole workouts, activities, laps, events, routes.
  case structure
  /// Values: series, statistics, samples, metadata people read.
  case data
  /// Precision and bookkeeping: digits, decimals, intervals a reader derives again, UUIDs, sub-second
  /// times, format-specific records and fields no model item names.
  case bookkeeping

  static let structureKinds: Set<String> = [
    "multisport activities", "activities", "laps", "lap events", "transitions", "transition laps",
    "pause events", "pause/resume events", "events", "activity events", "routes", "route structure",
    "workout without route", "final pause events",
  ]
  static let bookkeepingKinds: Set<String> = [
    "coordinate digits", "route digits", "cadence decimals", "heart rate decimals", "sub-second time",
    "sub-second times", "route interval", "sample intervals", "series entry intervals", "UUIDs",
    "producer", "source bundle identifier", "device version", "export locale/version", "author",
    "gpx extension without namespace", "developer field intervals",
  ]

  init(of loss: Loss) {
    let name = loss.kind.name
    if loss.kind.wholeItem == .opaque || Self.bookkeepingKinds.contains(name)
      || name.hasPrefix("record field ") || name.hasSuffix("(not in the profile)")
    {
      self = .bookkeeping
    } else if Self.structureKinds.contains(name) || name.hasSuffix(" events")
      || loss.kind.wholeItem == .workout
    {
      self = .structure
    } else {
      self = .data
    }
  }

  /// A type identifier without its HealthKit/wkconv prefix ("HKQuantityTypeIdentifierHeartRate" →
  /// "HeartRate"); other kinds as they are.
  static func shortName(_ kind: Loss.Kind) -> String {
    let name = kind.name
    for prefix in [
      "HKQuantityTypeIdentifier", "WKQuantityTypeIdentifier", "HKCategoryTypeIdentifier",
      "HKCorrelationTypeIdentifier",
    ] where name.hasPrefix(prefix) && name.count > prefix.count {
      return String(name.dropFirst(prefix.count))
    }
    return name
  }
}

extension ConversionContext {
  /// How a hint naming the formats that keep a capability starts: the brief report reads the list back.
  public static let keepersHintPrefix = "formats that keep "
}

extension ConversionReport {
  /// What reading met, for commands that write nothing (`inspect`, `summary`): warnings and recovered
  /// damage, no kept or lost lines.
  public var readingLines: [String] {
    recoveredErrors.map { "recovered: \($0)" }
      + warnings.map { w in
        var line = "warning: \(w.message)"
        if w.count > 1 { line += " (\(w.count) times)" }
        if let location = w.firstLocation { line += "; first at \(location)" }
        return line
      }
  }
}
