import FormatKit
import Foundation
import WorkoutModel

/// A numeric condition on a sample's value in its stored unit: `value > 45`, `value >= 30 and value < 120`.
public struct ValuePredicate: Sendable, Hashable, CustomStringConvertible {
  enum Op: String, Sendable, CaseIterable { case ge = ">=", le = "<=", ne = "!=", eq = "==", gt = ">", lt = "<" }
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
    let normalized = text.replacingOccurrences(of: "&&", with: " and ")
    for part in normalized.components(separatedBy: " and ") {
      var rest = part.trimmingCharacters(in: .whitespaces)
      guard rest.hasPrefix("value") else {
        throw ConversionError(.usage, "--where: expected 'value OP number' in '\(part)'", hint: "e.g. --where 'value > 45'")
      }
      rest = String(rest.dropFirst(5)).trimmingCharacters(in: .whitespaces)
      guard let op = Op.allCases.first(where: { rest.hasPrefix($0.rawValue) }) ?? (rest.hasPrefix("=") ? .eq : nil) else {
        throw ConversionError(.usage, "--where: expected an operator (> >= < <= == !=) in '\(part)'")
      }
      rest = String(rest.dropFirst(op == .eq && !rest.hasPrefix("==") ? 1 : op.rawValue.count)).trimmingCharacters(in: .whitespaces)
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

  /// Parses `FROM=TO` for a mode; `convert` requires compatible units.
  public static func parse(_ text: String, convert: Bool) throws -> UnitMigrationMode {
    let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      throw ConversionError(.usage, "expected FROM=TO units, got '\(text)'", hint: "e.g. --reinterpret degC=degF")
    }
    let from: QuantityUnit
    let to: QuantityUnit
    do {
      from = try QuantityUnit(parsing: parts[0])
      to = try QuantityUnit(parsing: parts[1])
    } catch {
      throw ConversionError(.unit, "\(error)")
    }
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
    public init(type: String, predicate: ValuePredicate? = nil, sourceName: String? = nil, since: Date? = nil, until: Date? = nil) {
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
  /// The old → new map, in order.
  public private(set) var mapping: [MappingEntry] = []
  /// Counts of migrated samples per "type | source".
  public private(set) var countsByTypeAndSource: [String: Int] = [:]
  /// Workout statistics records rewritten.
  public private(set) var statisticsUpdated = 0

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
    copy.series = sample.series.map { QuantitySeriesEntry(value: newValue($0.value), start: $0.start, end: $0.end) }
    let spec = "\(mode.verb) \(mode.from.unitString)→\(mode.to.unitString)"
    copy.header.uuid = Identity.uuidV5(name: "unit-migration|\(sample.header.uuid.uuidString)|\(spec)")
    if sample.header.syncIdentifier != nil {
      copy.header.metadata[MetadataKeys.syncVersion] = .integer((sample.header.syncVersion ?? 0) + 1)
    }
    copy.header.metadata.removeAll(key: MetadataKeys.unitMigration)
    copy.header.metadata.append(
      MetadataKeys.unitMigration, .string("\(spec) \(ISO8601Timestamp.format(Timestamp(migrationDate)))"))
    mapping.append(
      MappingEntry(
        oldUUID: sample.header.uuid, newUUID: copy.header.uuid, type: sample.type, source: sample.header.source?.name,
        start: sample.header.start.description, oldValue: sample.quantity.value, oldUnit: sample.quantity.unit.unitString,
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
      return matches(q) ? .quantity(migrate(q)) : item
    case .correlation(var c):
      c.members = c.members.map { member in
        if case .quantity(let q) = member, matches(q) { return .quantity(migrate(q)) }
        return member
      }
      return .correlation(c)
    case .workout(var w):
      var touched = false
      w.samples = w.samples.map { sample in
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
          WorkoutSeriesType.distances.contains(selection.type) ? "distance"
          : selection.type == WorkoutSeriesType.activeEnergy ? "energyBurned"
          : selection.type == WorkoutSeriesType.swimmingStrokeCount ? "swimmingStrokeCount"
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

  /// The UUID map as CSV (`old_uuid,new_uuid,type,source,start,old_value,old_unit,new_value,new_unit`).
  public func mappingCSV() -> String {
    var lines = ["old_uuid,new_uuid,type,source,start,old_value,old_unit,new_value,new_unit"]
    for m in mapping {
      lines.append(
        [m.oldUUID.uuidString, m.newUUID.uuidString, m.type, csvField(m.source ?? ""), m.start,
         NumberText.shortest(m.oldValue), csvField(m.oldUnit), NumberText.shortest(m.newValue), csvField(m.newUnit)]
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
      ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
  }
}
