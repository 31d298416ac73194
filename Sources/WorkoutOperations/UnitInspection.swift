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

/// Finds values that are implausible in their stored unit but plausible in a commonly confused one
/// (body temperature 98.6 stored as degC, glucose 5.5 stored as mg/dL, miles labelled km…), using the
/// plausible ranges of `Formats/health/plausible-ranges.tsv`, and suggests the `migrate-units` command.
public final class UnitInspection: HealthItemSink {
  /// Units people and apps confuse, by dimension (the first compatible ones are tried in order).
  public static let confusableUnits: [String] = [
    "degC", "degF", "K", "kg", "lb", "g", "st", "oz", "m", "km", "mi", "ft", "in", "cm", "yd", "kcal", "kJ",
    "Cal", "J",
    "mg/dL", "mmol<180.1558800000541>/L", "count/min", "count/s", "%", "count", "mL", "L", "fl_oz_us", "min",
    "hr", "s",
  ]

  /// Suspicious samples of one type, source and stored unit.
  public struct Finding: Sendable, Hashable, Codable {
    public var type: String
    public var source: String
    public var unit: String
    public var count: Int
    /// Values the suggested command selects: the implausible ones and, when the stored values form two
    /// groups, the plausible ones that belong with them (closer to the likely unit's group).
    public var suspicious: Int
    /// Values outside the plausible range in the stored unit.
    public var implausible: Int = 0
    public var low: Int
    public var high: Int
    public var minimumSuspicious: Double
    public var maximumSuspicious: Double
    /// The unit the suspicious values are plausible in, if one was found.
    public var likelyUnit: String?
    /// The bound that separates the suspicious values, in the stored unit (for `--where`).
    public var whereClause: String?
    public var examples: [Double]
    /// For a block of plausible values that is the rest of the series in `likelyUnit`
    /// (`UnitFactorDetection`): the first and last start of its samples (`--since`, and `--until` one
    /// second past the last), ISO 8601.
    public var since: String?
    public var until: String?
  }

  private struct Key: Hashable {
    var type: String
    var source: String
    var unit: QuantityUnit
  }

  /// Values of one key in a narrow logarithmic bin (about 1 % wide) with the same plausibility: the
  /// distribution is kept in bounded memory and every decision is exact at bin edges.
  private struct BinKey: Hashable {
    var bin: Int
    var plausibleStored: Bool
  }

  private struct Bin {
    var count = 0
    var minimum = Double.infinity
    var maximum = -Double.infinity
  }

  private var histograms: [Key: [BinKey: Bin]] = [:]
  private var findings: [Key: Finding] = [:]
  private var order: [Key] = []
  private var votes: [Key: [String: Int]] = [:]
  private var parsedCandidates: [QuantityUnit] = UnitInspection.confusableUnits.compactMap {
    try? QuantityUnit(parsing: $0)
  }
  private var factors = UnitFactorDetection()

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
        type: sample.type, source: key.source, unit: unit.unitString, count: 0, suspicious: 0, low: 0,
        high: 0,
        minimumSuspicious: .infinity, maximumSuspicious: -.infinity, examples: [])
      order.append(key)
    }
    if sample.series.isEmpty {
      factors.add(
        type: sample.type, source: key.source, unit: unit, value: sample.quantity.value,
        time: sample.header.start.date)
    } else {
      for entry in sample.series {
        factors.add(
          type: sample.type, source: key.source, unit: unit, value: entry.value,
          time: entry.start)
      }
    }
    for value in sample.series.isEmpty ? [sample.quantity.value] : sample.series.map(\.value) {
      findings[key]!.count += 1
      guard let inCanonical = try? unit.convert(value, to: canonical) else { continue }
      let plausible = range.contains(inCanonical)
      let binKey = BinKey(bin: Self.bin(of: value), plausibleStored: plausible)
      histograms[key, default: [:]][binKey, default: Bin()].count += 1
      histograms[key]![binKey]!.minimum = min(histograms[key]![binKey]!.minimum, value)
      histograms[key]![binKey]!.maximum = max(histograms[key]![binKey]!.maximum, value)
      if plausible { continue }
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

  private static func bin(of value: Double) -> Int {
    guard value != 0, value.isFinite else { return 0 }
    let magnitude = Int((log(abs(value)) * 100).rounded(.down)) + 1_000_000
    return value > 0 ? magnitude : -magnitude
  }

  /// The findings with at least one implausible value, most suspicious first.
  ///
  /// A group (type, source, stored unit) with implausible values and a likely unit is split in two over its
  /// whole distribution: values plausible only in the stored unit stay, values plausible only in the likely
  /// unit move, and values plausible (or implausible) in both go to the group whose centre (mean logarithm
  /// in the type's canonical unit, or the plausible range's centre when a group is empty) they are closer
  /// to. The `--where` clause then separates the two groups, so the suggested command selects every
  /// implausible value, on either side of the range, and the values that belong with them.
  public func results() -> [Finding] {
    var out: [Finding] = []
    for key in order {
      guard var finding = findings[key], finding.suspicious > 0 else { continue }
      finding.implausible = finding.suspicious
      finding.likelyUnit = votes[key]?.max { $0.value < $1.value }?.key
      if let info = QuantityTypeCatalog.info(for: key.type), let range = info.plausibleRange,
        let canonical = try? QuantityUnit(parsing: info.canonicalUnit)
      {
        if let likelyText = finding.likelyUnit, let likely = try? QuantityUnit(parsing: likelyText),
          let bins = histograms[key]
        {
          split(&finding, bins: bins, stored: key.unit, likely: likely, canonical: canonical, range: range)
        } else if finding.high > 0 && finding.low == 0,
          let bound = try? canonical.convert(range.upperBound, to: key.unit)
        {
          finding.whereClause = "value > \(NumberText.shortest((bound * 1000).rounded() / 1000))"
        } else if finding.low > 0 && finding.high == 0,
          let bound = try? canonical.convert(range.lowerBound, to: key.unit)
        {
          finding.whereClause = "value < \(NumberText.shortest((bound * 1000).rounded() / 1000))"
        }
      }
      out.append(finding)
    }
    out += factorFindings()
    return out.sorted { $0.suspicious > $1.suspicious }
  }

  /// Blocks of plausible values that are the rest of their series in another unit, for the keys the
  /// plausible-range check found nothing in.
  private func factorFindings() -> [Finding] {
    var out: [Finding] = []
    for key in factors.keys {
      let own = Key(type: key.type, source: key.source, unit: key.unit)
      guard var finding = findings[own], finding.suspicious == 0,
        let block = factors.block(for: key, candidates: parsedCandidates)
      else { continue }
      finding.suspicious = block.count
      finding.minimumSuspicious = block.minimum
      finding.maximumSuspicious = block.maximum
      finding.examples = block.examples
      finding.likelyUnit = block.likelyUnit.unitString
      finding.whereClause =
        "value \(block.blockIsHigh ? ">" : "<") \(NumberText.shortest(block.threshold))"
      finding.since = ISO8601Timestamp.format(Timestamp(block.first))
      finding.until = ISO8601Timestamp.format(Timestamp(block.last.addingTimeInterval(1)))
      out.append(finding)
    }
    return out
  }

  private func split(
    _ finding: inout Finding, bins: [BinKey: Bin], stored: QuantityUnit, likely: QuantityUnit,
    canonical: QuantityUnit,
    range: ClosedRange<Double>
  ) {
    let logarithmic = range.lowerBound > 0
    func position(_ value: Double, in unit: QuantityUnit) -> Double? {
      guard let x = try? unit.convert(value, to: canonical) else { return nil }
      if logarithmic { return x > 0 ? log(x) : nil }
      return x
    }
    let rangeCentre =
      logarithmic
      ? (log(range.lowerBound) + log(range.upperBound)) / 2 : (range.lowerBound + range.upperBound) / 2
    struct Entry {
      var bin: Bin
      var plausibleStored: Bool
      var plausibleLikely: Bool
      var middle: Double { (bin.minimum + bin.maximum) / 2 }
    }
    let entries = bins.map { key, bin in
      let inLikely =
        (try? likely.convert((bin.minimum + bin.maximum) / 2, to: canonical)).map(range.contains) ?? false
      return Entry(bin: bin, plausibleStored: key.plausibleStored, plausibleLikely: inLikely)
    }
    func centre(_ members: [Entry], unit: QuantityUnit) -> Double {
      var sum = 0.0
      var weight = 0
      for e in members {
        if let p = position(e.middle, in: unit) {
          sum += p * Double(e.bin.count)
          weight += e.bin.count
        }
      }
      return weight > 0 ? sum / Double(weight) : rangeCentre
    }
    let storedCentre = centre(entries.filter { $0.plausibleStored && !$0.plausibleLikely }, unit: stored)
    let likelyCentre = centre(entries.filter { !$0.plausibleStored && $0.plausibleLikely }, unit: likely)
    func movesToLikely(_ e: Entry) -> Bool {
      if e.plausibleStored != e.plausibleLikely { return e.plausibleLikely }
      let dStored = position(e.middle, in: stored).map { abs($0 - storedCentre) } ?? .infinity
      let dLikely = position(e.middle, in: likely).map { abs($0 - likelyCentre) } ?? .infinity
      return dLikely < dStored
    }
    var moving = Bin()
    var staying = Bin()
    var examples: [Double] = []
    for e in entries.sorted(by: { $0.bin.minimum < $1.bin.minimum }) {
      if movesToLikely(e) {
        moving.count += e.bin.count
        moving.minimum = min(moving.minimum, e.bin.minimum)
        moving.maximum = max(moving.maximum, e.bin.maximum)
        if examples.count < 3 { examples.append(e.bin.minimum) }
      } else {
        staying.count += e.bin.count
        staying.minimum = min(staying.minimum, e.bin.minimum)
        staying.maximum = max(staying.maximum, e.bin.maximum)
      }
    }
    guard moving.count > 0 else { return }
    finding.suspicious = moving.count
    finding.minimumSuspicious = moving.minimum
    finding.maximumSuspicious = moving.maximum
    finding.examples = examples
    if staying.count == 0 {
      // Every value moves. When they are all beyond one bound, name that bound (a later correct value
      // stays untouched); otherwise select them all.
      let high = finding.implausible == finding.count && finding.low == 0
      let low = finding.implausible == finding.count && finding.high == 0
      if high, let bound = try? canonical.convert(range.upperBound, to: stored) {
        finding.whereClause = "value > \(NumberText.shortest((bound * 1000).rounded() / 1000))"
      } else if low, let bound = try? canonical.convert(range.lowerBound, to: stored) {
        finding.whereClause = "value < \(NumberText.shortest((bound * 1000).rounded() / 1000))"
      } else {
        finding.whereClause = nil
      }
    } else if staying.maximum < moving.minimum {
      finding.whereClause =
        "value > \(NumberText.shortest(Self.roundNumber(between: staying.maximum, and: moving.minimum)))"
    } else if moving.maximum < staying.minimum {
      finding.whereClause =
        "value < \(NumberText.shortest(Self.roundNumber(between: moving.maximum, and: staying.minimum)))"
    } else {
      // The groups interleave: select from the lowest moving value (some staying values come along).
      finding.whereClause = "value >= \(NumberText.shortest(moving.minimum))"
    }
  }

  /// The roundest number strictly between `a` and `b` (a < b).
  static func roundNumber(between a: Double, and b: Double) -> Double {
    let middle = (a + b) / 2
    var step = pow(10, (log10(max(abs(b - a), 1e-12))).rounded(.up))
    for _ in 0..<30 {
      for candidate in [
        (middle / step).rounded() * step, (middle / step).rounded(.down) * step,
        (middle / step).rounded(.up) * step,
      ]
      where candidate > a && candidate < b {
        return candidate
      }
      step /= 10
    }
    return middle
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
    if let since = finding.since { parts += ["--since", since] }
    if let until = finding.until { parts += ["--until", until] }
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
    return safe ? text : "'" + text.replacing("'", with: "'\\''") + "'"
  }
}
