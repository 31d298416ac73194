import FormatKit
import FoundationEssentials
import WorkoutModel

/// A numeric condition on a sample's value in its stored unit: `value > 45`, `value >= 30 and value < 120`.
public struct ValuePredicate: Sendable, Hashable, CustomStringConvertible {
  enum Op: String, Sendable, CaseIterable {
    case ge = ">=", le = "<=", ne = "!=", eq = "==", gt = ">", lt = "<"
  }
  struct Clause: Sendable, Hashable {
    var op: Op
    var bound: Double
  }
  private var clauses: [Clause]
  public let description: String

  /// Parses `value OP number` clauses joined by `and` or `&&` (`=` is accepted for `==`).
  public init(parsing text: String) throws {
    description = text
    clauses = []
    let normalized = text.replacing("&&", with: " and ")
    for part in normalized.components(separatedBy: " and ") {
      var rest = part.trimmingWhitespace()
      guard rest.hasPrefix("value") else {
        throw ConversionError(
          .usage, "--where: expected 'value OP number' in '\(part)'", hint: "e.g. --where 'value > 45'")
      }
      rest = String(rest.dropFirst(5)).trimmingWhitespace()
      guard
        let op = Op.allCases.first(where: { rest.hasPrefix($0.rawValue) })
          ?? (rest.hasPrefix("=") ? .eq : nil)
      else {
        throw ConversionError(.usage, "--where: expected an operator (> >= < <= == !=) in '\(part)'")
      }
      rest = String(rest.dropFirst(op == .eq && !rest.hasPrefix("==") ? 1 : op.rawValue.count))
        .trimmingWhitespace()
      guard let bound = Double(rest) else {
        throw ConversionError(.usage, "--where: '\(rest)' is not a number")
      }
      clauses.append(Clause(op: op, bound: bound))
    }
  }

  /// Whether `value` satisfies every clause.
  public func matches(_ value: Double) -> Bool {
    clauses.allSatisfy { c in
      switch c.op {
      case .gt: return value > c.bound
      case .ge: return value >= c.bound
      case .lt: return value < c.bound
      case .le: return value <= c.bound
      case .eq: return value == c.bound
      case .ne: return value != c.bound
      }
    }
  }
}

/// What `migrate-units` does to matching samples.
public enum UnitMigrationMode: Sendable, Hashable {
  /// Other meaning: values kept, unit replaced (98 degC that meant 98 degF).
  case reinterpret(from: QuantityUnit, to: QuantityUnit)
  /// Same meaning, other unit: values converted exactly.
  case convert(from: QuantityUnit, to: QuantityUnit)

  var from: QuantityUnit {
    switch self {
    case .reinterpret(let f, _), .convert(let f, _): return f
    }
  }
  var to: QuantityUnit {
    switch self {
    case .reinterpret(_, let t), .convert(_, let t): return t
    }
  }
  var verb: String {
    switch self {
    case .reinterpret: return "reinterpret"
    case .convert: return "convert"
    }
  }

  /// Parses `FROM=TO` for a mode and a quantity type: both units must have the type's dimension (when the
  /// type is catalogued), and HealthKit's display spellings of molar units (`mmol/L` for blood glucose) are
  /// read as the stored unit of the type's substance (`mmol<180.1558800000541>/L`). `notes` says which
  /// spelling matched which stored unit.
  public static func parse(_ text: String, convert: Bool, type: String) throws -> (
    mode: UnitMigrationMode, notes: [String]
  ) {
    let option = convert ? "--convert" : "--reinterpret"
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      throw ConversionError(.usage, "expected FROM=TO units, got '\(text)'", hint: "e.g. \(option) degC=degF")
    }
    let canonical = QuantityTypeCatalog.info(for: type).flatMap {
      try? QuantityUnit(parsing: $0.canonicalUnit)
    }
    var notes: [String] = []
    var units: [QuantityUnit] = []
    for spelling in parts {
      let unit: QuantityUnit
      do {
        unit = try UnitMigration.unit(spelledAs: spelling, for: type)
      } catch {
        throw ConversionError(.unit, "\(option) \(text): \(error)")
      }
      if let canonical, !unit.isCompatible(with: canonical) {
        throw ConversionError(
          .unit,
          "\(option) \(text): \(unit.unitString) is \(article(unit.dimension)), but \(type) is \(article(canonical.dimension)) (e.g. \(canonical.unitString))",
          hint: "both units must measure \(canonical.dimension)")
      }
      if unit.unitString != spelling {
        notes.append("\(spelling) matches the stored unit \(unit.unitString)")
      }
      units.append(unit)
    }
    let mode = try parse(units[0], units[1], convert: convert)
    return (mode, notes)
  }

  private static func article(_ dimension: UnitDimension) -> String {
    let name = dimension.description
    return ("aeiou".contains(name.first ?? "x") ? "an " : "a ") + name
  }

  private static func parse(_ from: QuantityUnit, _ to: QuantityUnit, convert: Bool) throws
    -> UnitMigrationMode
  {
    if convert {
      guard from.isCompatible(with: to) else {
        throw ConversionError(
          .unit, "cannot convert \(from.unitString) to \(to.unitString): different dimensions",
          hint: "use --reinterpret if the values were stored in the wrong unit")
      }
      return .convert(from: from, to: to)
    }
    return .reinterpret(from: from, to: to)
  }
}

extension UnitMigration {
  /// The molar mass (g/mol, as HealthKit spells it) of the substance a quantity type measures; HealthKit
  /// defines one, `HKUnitMolarMassBloodGlucose`, and stores glucose in `mmol<180.1558800000541>/L`.
  public static let substanceMolarMass: [String: String] = [
    "HKQuantityTypeIdentifierBloodGlucose": "180.1558800000541"
  ]

  /// A unit as a user spells it for a type: HealthKit strings as they are; a molar spelling without a molar
  /// mass (`mmol/L`, the Health app's display) of a type whose substance has one becomes that substance's
  /// stored unit (`mmol<180.1558800000541>/L`).
  public static func unit(spelledAs spelling: String, for type: String) throws -> QuantityUnit {
    let unit = try QuantityUnit(parsing: spelling)
    guard unit.dimension.exponent(of: .amount) != 0, !spelling.contains("<"),
      let molarMass = substanceMolarMass[type]
    else { return unit }
    return try QuantityUnit(parsing: spelling.replacing("mol", with: "mol<\(molarMass)>"))
  }
}

/// Selects and rewrites mis-unit samples (`wkconv migrate-units`).
///
/// A matching sample (type, stored unit == FROM, source, time range, value predicate) becomes a new
/// sample: value reinterpreted or converted, a new UUID (v5 of the old UUID and the migration, so
/// running the same migration on the same data gives the same new UUID), the same sync identifier
/// with the sync version bumped by one, and a `WKConvUnitMigration` metadata entry
/// (`reinterpret degC→degF <date>`). The original is not written. Series entries move with the
/// sample; workout statistics and totals of the migrated type whose unit is FROM follow the same
/// rule when the workout carries migrated samples or when its own statistics match.
public final class UnitMigration {
  public struct Selection: Sendable {
    public var type: String
    public var predicate: ValuePredicate?
    public var sourceName: String?
    public var since: Date?
    public var until: Date?
    /// Makes a selection.
    public init(
      type: String, predicate: ValuePredicate? = nil, sourceName: String? = nil, since: Date? = nil,
      until: Date? = nil
    ) {
      self.type = type
      self.predicate = predicate
      self.sourceName = sourceName
      self.since = since
      self.until = until
    }
  }

  /// One old → new identity.
  public struct MappingEntry: Sendable, Hashable, Codable {
    public var oldUUID: UUID
    public var newUUID: UUID
    public var type: String
    public var source: String?
    public var start: String
    public var oldValue: Double
    public var oldUnit: String
    public var newValue: Double
    public var newUnit: String
  }

  public let selection: Selection
  public let mode: UnitMigrationMode
  public let migrationDate: Date
  /// Whether the output carries UUIDs. When it does not (an Apple Health export, GPX…), a reader of
  /// the output derives each sample's UUID from its content (`Identity.uuid(for:)`), so the new UUID is
  /// that derived one: the map then names the UUIDs the written output actually holds.
  public var outputCarriesUUIDs = true
  /// The old → new map, in order.
  public private(set) var mapping: [MappingEntry] = []
  /// Counts of migrated samples per "type | source".
  public private(set) var countsByTypeAndSource: [String: Int] = [:]
  /// Workout statistics records rewritten.
  public private(set) var statisticsUpdated = 0
  /// Quantity types seen in the input (to name the closest when the selected type is absent).
  public private(set) var typesSeen: Set<String> = []
  /// Source names of the samples of the selected type (to name the closest when `--source` is absent).
  public private(set) var sourcesOfType: Set<String> = []
  /// Stored units of the samples of the selected type, with their counts.
  public private(set) var unitsOfType: [String: Int] = [:]

  private func note(_ sample: QuantitySample) {
    if typesSeen.count < 10_000 { typesSeen.insert(sample.type) }
    guard sample.type == selection.type else { return }
    if sourcesOfType.count < 10_000 { sourcesOfType.insert(sample.header.source?.name ?? "-") }
    unitsOfType[sample.quantity.unit.unitString, default: 0] += 1
  }

  /// Makes a migration.
  public init(selection: Selection, mode: UnitMigrationMode, migrationDate: Date = Date()) {
    self.selection = selection
    self.mode = mode
    self.migrationDate = migrationDate
  }

  /// Whether a sample matches the selection.
  public func matches(_ sample: QuantitySample) -> Bool {
    guard sample.type == selection.type, sample.quantity.unit == mode.from else { return false }
    if let name = selection.sourceName, sample.header.source?.name != name { return false }
    if let since = selection.since, sample.header.start.date < since { return false }
    if let until = selection.until, sample.header.start.date >= until { return false }
    if let predicate = selection.predicate {
      if sample.series.isEmpty { return predicate.matches(sample.quantity.value) }
      return sample.series.allSatisfy { predicate.matches($0.value) }
    }
    return true
  }

  private func newValue(_ value: Double) -> Double {
    switch mode {
    case .reinterpret: return value
    case .convert(let from, let to): return (try? from.convert(value, to: to)) ?? value
    }
  }

  /// The migrated form of a matching sample.
  public func migrate(_ sample: QuantitySample) -> QuantitySample {
    var copy = sample
    copy.quantity = Quantity(newValue(sample.quantity.value), mode.to)
    copy.series = sample.series.map {
      QuantitySeriesEntry(value: newValue($0.value), start: $0.start, end: $0.end)
    }
    let spec = "\(mode.verb) \(mode.from.unitString)→\(mode.to.unitString)"
    if sample.header.syncIdentifier != nil {
      copy.header.metadata[MetadataKeys.syncVersion] = .integer((sample.header.syncVersion ?? 0) + 1)
    }
    copy.header.metadata.removeAll(key: MetadataKeys.unitMigration)
    copy.header.metadata.append(
      MetadataKeys.unitMigration, .string("\(spec) \(ISO8601Timestamp.format(Timestamp(migrationDate)))"))
    copy.header.uuid =
      outputCarriesUUIDs
      ? Identity.uuidV5(name: "unit-migration|\(sample.header.uuid.uuidString)|\(spec)")
      : Identity.uuid(for: copy)
    mapping.append(
      MappingEntry(
        oldUUID: sample.header.uuid, newUUID: copy.header.uuid, type: sample.type,
        source: sample.header.source?.name,
        start: sample.header.start.description, oldValue: sample.quantity.value,
        oldUnit: sample.quantity.unit.unitString,
        newValue: copy.quantity.value, newUnit: copy.quantity.unit.unitString))
    countsByTypeAndSource["\(sample.type) | \(sample.header.source?.name ?? "-")", default: 0] += 1
    return copy
  }

  private func migrate(_ statistics: WorkoutStatistics) -> WorkoutStatistics {
    guard statistics.type == selection.type, statistics.unit == mode.from else { return statistics }
    statisticsUpdated += 1
    var s = statistics
    s.unit = mode.to
    s.sum = s.sum.map(newValue)
    s.average = s.average.map(newValue)
    s.minimum = s.minimum.map(newValue)
    s.maximum = s.maximum.map(newValue)
    s.mostRecent = s.mostRecent.map(newValue)
    return s
  }

  private func workoutMatches(_ workout: Workout) -> Bool {
    if let name = selection.sourceName, workout.header.source?.name != name { return false }
    if let since = selection.since, workout.header.start.date < since { return false }
    if let until = selection.until, workout.header.start.date >= until { return false }
    return true
  }

  /// The item with every matching sample migrated (nil-free: the item itself when nothing matched).
  public func apply(_ item: HealthItem) -> HealthItem {
    switch item {
    case .quantity(let q):
      note(q)
      return matches(q) ? .quantity(migrate(q)) : item
    case .correlation(var c):
      c.members = c.members.map { member in
        guard case .quantity(let q) = member else { return member }
        note(q)
        return matches(q) ? .quantity(migrate(q)) : member
      }
      return .correlation(c)
    case .workout(var w):
      var touched = false
      w.samples = w.samples.map { sample in
        if case .quantity(let q) = sample { note(q) }
        if case .quantity(let q) = sample, matches(q) {
          touched = true
          return .quantity(migrate(q))
        }
        return sample
      }
      if touched || (workoutMatches(w) && selection.predicate == nil) {
        w.statistics = w.statistics.map(migrate)
        for i in w.events.indices { w.events[i].statistics = w.events[i].statistics.map(migrate) }
        for i in w.activities.indices {
          w.activities[i].statistics = w.activities[i].statistics.map(migrate)
          for j in w.activities[i].events.indices {
            w.activities[i].events[j].statistics = w.activities[i].events[j].statistics.map(migrate)
          }
        }
        let totalKey: String? =
          WorkoutSeriesType.distances.contains(selection.type)
          ? "distance"
          : selection.type == WorkoutSeriesType.activeEnergy
            ? "energyBurned"
            : selection.type == WorkoutSeriesType.swimmingStrokeCount
              ? "swimmingStrokeCount"
              : selection.type == "HKQuantityTypeIdentifierFlightsClimbed" ? "flightsClimbed" : nil
        if let key = totalKey, let total = w.totals[key], total.unit == mode.from {
          w.totals[key] = Quantity(newValue(total.value), mode.to)
          statisticsUpdated += 1
        }
      }
      return .workout(w)
    default:
      return item
    }
  }

  /// Checks, after the input was read, that the selection named things the input holds: an uncatalogued
  /// type that no sample has, or a `--source` that no sample of the type has, is a usage error naming the
  /// closest names.
  public func validateSelection() throws {
    if QuantityTypeCatalog.info(for: selection.type) == nil && !typesSeen.contains(selection.type) {
      let candidates = QuantityTypeCatalog.all.map(\.identifier) + typesSeen.sorted()
      throw ConversionError(
        .usage,
        "--type \(selection.type): no such quantity type (not in HealthKit's catalog nor in the input)",
        hint: NameSuggestions.hint(for: selection.type, among: candidates, what: "quantity types"))
    }
    if let name = selection.sourceName, !sourcesOfType.contains(name) {
      throw ConversionError(
        .usage, "--source \(name): no \(selection.type) sample in the input comes from this source",
        hint: NameSuggestions.hint(
          for: name, among: sourcesOfType.sorted(), what: "sources of \(selection.type)"))
    }
  }

  /// A note when no sample matched because the type is stored in other units (nil otherwise).
  public var unmatchedUnitNote: String? {
    guard mapping.isEmpty, unitsOfType[mode.from.unitString] == nil, !unitsOfType.isEmpty else { return nil }
    let stored = unitsOfType.sorted { $0.value > $1.value }.map { "\($0.key) (\($0.value))" }.joined(
      separator: ", ")
    return "no \(selection.type) sample is stored in \(mode.from.unitString); stored units: \(stored)"
  }

  /// The UUID map as CSV (`old_uuid,new_uuid,type,source,start,old_value,old_unit,new_value,new_unit`).
  public func mappingCSV() -> String {
    var lines = ["old_uuid,new_uuid,type,source,start,old_value,old_unit,new_value,new_unit"]
    for m in mapping {
      lines.append(
        [
          m.oldUUID.uuidString, m.newUUID.uuidString, m.type, csvField(m.source ?? ""), m.start,
          NumberText.shortest(m.oldValue), csvField(m.oldUnit), NumberText.shortest(m.newValue),
          csvField(m.newUnit),
        ]
        .joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The UUID map as NDJSON, one object per line.
  public func mappingNDJSON() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try mapping.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
  }

  private func csvField(_ text: String) -> String {
    text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
      ? "\"" + text.replacing("\"", with: "\"\"") + "\"" : text
  }
}
