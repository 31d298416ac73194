import FormatKit
import Foundation
import WorkoutModel

/// Finds values that are implausible in their stored unit but plausible in a commonly confused one
/// (body temperature 98.6 stored as degC, glucose 5.5 stored as mg/dL, miles labelled km…), using the
/// plausible ranges of `Formats/health/plausible-ranges.tsv`, and suggests the `migrate-units` command.
public final class UnitInspection: HealthItemSink {
  /// Units people and apps confuse, by dimension (the first compatible ones are tried in order).
  public static let confusableUnits: [String] = [
    "degC", "degF", "K", "kg", "lb", "g", "st", "oz", "m", "km", "mi", "ft", "in", "cm", "yd", "kcal", "kJ", "Cal", "J",
    "mg/dL", "mmol<180.1558800000541>/L", "count/min", "count/s", "%", "count", "mL", "L", "fl_oz_us", "min", "hr", "s",
  ]

  /// Suspicious samples of one type, source and stored unit.
  public struct Finding: Sendable, Hashable, Codable {
    public var type: String
    public var source: String
    public var unit: String
    public var count: Int
    public var suspicious: Int
    public var low: Int
    public var high: Int
    public var minimumSuspicious: Double
    public var maximumSuspicious: Double
    /// The unit the suspicious values are plausible in, if one was found.
    public var likelyUnit: String?
    /// The bound that separates the suspicious values, in the stored unit (for `--where`).
    public var whereClause: String?
    public var examples: [Double]
  }

  private struct Key: Hashable {
    var type: String
    var source: String
    var unit: QuantityUnit
  }

  private var findings: [Key: Finding] = [:]
  private var order: [Key] = []
  private var votes: [Key: [String: Int]] = [:]
  private var parsedCandidates: [QuantityUnit] = UnitInspection.confusableUnits.compactMap { try? QuantityUnit(parsing: $0) }

  /// Makes an inspector.
  public init() {}

  public func receive(_ item: HealthItem) throws {
    switch item {
    case .quantity(let q): examine(q)
    case .correlation(let c):
      for case .quantity(let q) in c.members { examine(q) }
    case .workout(let w):
      for case .quantity(let q) in w.samples { examine(q) }
    default: break
    }
  }

  private func examine(_ sample: QuantitySample) {
    guard let info = QuantityTypeCatalog.info(for: sample.type), let range = info.plausibleRange,
      let canonical = try? QuantityUnit(parsing: info.canonicalUnit)
    else { return }
    let unit = sample.quantity.unit
    let key = Key(type: sample.type, source: sample.header.source?.name ?? "-", unit: unit)
    if findings[key] == nil {
      findings[key] = Finding(
        type: sample.type, source: key.source, unit: unit.unitString, count: 0, suspicious: 0, low: 0, high: 0,
        minimumSuspicious: .infinity, maximumSuspicious: -.infinity, examples: [])
      order.append(key)
    }
    for value in sample.series.isEmpty ? [sample.quantity.value] : sample.series.map(\.value) {
      findings[key]!.count += 1
      guard let inCanonical = try? unit.convert(value, to: canonical) else { continue }
      if range.contains(inCanonical) { continue }
      findings[key]!.suspicious += 1
      if inCanonical < range.lowerBound { findings[key]!.low += 1 } else { findings[key]!.high += 1 }
      findings[key]!.minimumSuspicious = min(findings[key]!.minimumSuspicious, value)
      findings[key]!.maximumSuspicious = max(findings[key]!.maximumSuspicious, value)
      if findings[key]!.examples.count < 3 { findings[key]!.examples.append(value) }
      for candidate in parsedCandidates where candidate != unit && candidate.isCompatible(with: canonical) {
        if let v = try? candidate.convert(value, to: canonical), range.contains(v) {
          votes[key, default: [:]][candidate.unitString, default: 0] += 1
          break
        }
      }
    }
  }

  /// The findings with at least one suspicious value, most suspicious first.
  public func results() -> [Finding] {
    var out: [Finding] = []
    for key in order {
      guard var finding = findings[key], finding.suspicious > 0 else { continue }
      finding.likelyUnit = votes[key]?.max { $0.value < $1.value }?.key
      if let info = QuantityTypeCatalog.info(for: key.type), let range = info.plausibleRange,
        let canonical = try? QuantityUnit(parsing: info.canonicalUnit)
      {
        if finding.high > 0 && finding.low == 0, let bound = try? canonical.convert(range.upperBound, to: key.unit) {
          finding.whereClause = "value > \(NumberText.shortest((bound * 1000).rounded() / 1000))"
        } else if finding.low > 0 && finding.high == 0, let bound = try? canonical.convert(range.lowerBound, to: key.unit) {
          finding.whereClause = "value < \(NumberText.shortest((bound * 1000).rounded() / 1000))"
        }
      }
      out.append(finding)
    }
    return out.sorted { $0.suspicious > $1.suspicious }
  }

  /// The `wkconv migrate-units` command that would fix a finding (nil when no likely unit was found).
  public static func command(for finding: Finding, input: String) -> String? {
    guard let likely = finding.likelyUnit else { return nil }
    var parts = [
      "wkconv migrate-units", shellQuote(input), shellQuote(outputName(for: input)), "--type", finding.type,
      "--reinterpret", shellQuote("\(finding.unit)=\(likely)"),
    ]
    if let clause = finding.whereClause { parts += ["--where", shellQuote(clause)] }
    if finding.source != "-" { parts += ["--source", shellQuote(finding.source)] }
    parts += ["--map", "uuid-map.csv"]
    return parts.joined(separator: " ")
  }

  static func outputName(for input: String) -> String {
    let url = URL(fileURLWithPath: input)
    let ext = url.pathExtension
    let stem = url.deletingPathExtension().lastPathComponent
    return ext.isEmpty ? stem + "-fixed" : "\(stem)-fixed.\(ext)"
  }

  static func shellQuote(_ text: String) -> String {
    let safe = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=@%".contains($0) }
    return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
