import FoundationEssentials

/// Human-readable text of summaries (`wkconv summary` and the HTML report share it).
public enum SummaryText {
  /// `h:mm:ss` (or `m:ss` under an hour).
  public static func duration(_ seconds: Double?) -> String {
    guard let seconds, seconds.isFinite else { return "–" }
    // Beyond ten million years an hours count is no duration anyone reads, and beyond Int's range it traps.
    guard abs(seconds) < 3e14 else { return number(seconds / 3600) + " h" }
    let total = Int(abs(seconds).rounded())
    let (h, m, s) = (total / 3600, (total % 3600) / 60, total % 60)
    let sign = seconds < 0 && total > 0 ? "-" : ""
    return sign
      + (h > 0 ? NumberText.formatted("%d:%02d:%02d", h, m, s) : NumberText.formatted("%d:%02d", m, s))
  }

  /// A number with `digits` decimals, or `–`.
  public static func number(_ value: Double?, _ digits: Int = 0) -> String {
    guard let value, value.isFinite else { return "–" }
    // Fixed notation of 1e308 is 309 digits: past what a reading shows, the shortest exponent form.
    guard abs(value) < 1e15 else { return NumberText.shortest(value) }
    return NumberText.formatted("%.\(digits)f", value)
  }

  /// Kilometers with two decimals.
  public static func kilometers(_ meters: Double?) -> String {
    meters.map { number($0 / 1000, 2) + " km" } ?? "–"
  }

  /// Pace as `m:ss` per unit (`s/km` → `/km`).
  public static func pace(_ seconds: Double?, unit: String?) -> String {
    guard let seconds, let unit else { return "–" }
    return duration(seconds) + " /" + (unit.hasPrefix("s/") ? String(unit.dropFirst(2)) : unit)
  }

  /// `avg / max unit`.
  public static func averageMaximum(_ c: ChannelStatistics?, _ unit: String, digits: Int = 0) -> String {
    guard let c else { return "–" }
    return "\(number(c.average, digits)) / \(number(c.maximum, digits)) \(unit)"
  }

  /// The rows of a summary: (label, value).
  public static func rows(_ s: WorkoutSummary) -> [(String, String)] {
    var rows: [(String, String)] = [
      ("sport", s.sport), ("start", s.start),
      ("elapsed time", duration(s.elapsedSeconds)), ("timer time", duration(s.timerSeconds)),
      ("moving time", duration(s.movingSeconds)), ("distance", kilometers(s.distanceMeters)),
      ("ascent / descent", "\(number(s.ascentMeters)) / \(number(s.descentMeters)) m"),
      (
        "speed avg / max",
        "\(number(s.averageSpeed.map { $0 * 3.6 }, 1)) / \(number(s.maximumSpeed.map { $0 * 3.6 }, 1)) km/h"
      ),
    ]
    if s.averagePace != nil { rows.append(("pace avg", pace(s.averagePace, unit: s.paceUnit))) }
    rows.append(("heart rate avg / max", averageMaximum(s.heartRate, "bpm")))
    if let zones = s.heartRateZones {
      let text = zones.map { z -> String in
        let range =
          z.lowerBPM == nil
          ? "<\(number(z.upperBPM))"
          : z.upperBPM == nil ? "≥\(number(z.lowerBPM))" : "\(number(z.lowerBPM))–\(number(z.upperBPM))"
        let recorded = z.recordedSeconds.map { " (file \(duration($0)))" } ?? ""
        return "Z\(z.zone) \(range) \(duration(z.seconds))\(recorded)"
      }.joined(separator: ", ")
      rows.append(("time in HR zones", text))
      if let source = s.heartRateZoneSource { rows.append(("HR zones from", source)) }
    }
    if s.power != nil || s.normalizedPower != nil {
      rows.append(("power avg / max", averageMaximum(s.power, "W")))
      rows.append(("normalized power", s.normalizedPower.map { number($0) + " W" } ?? "–"))
    }
    if s.cadence != nil { rows.append(("cadence avg / max", averageMaximum(s.cadence, "/min"))) }
    rows.append(("calories", s.calories.map { number($0) + " kcal" } ?? "–"))
    rows.append(("channels", s.channels.map { "\(short($0.channel)) \($0.points)" }.joined(separator: ", ")))
    if !s.computed.isEmpty { rows.append(("computed by wkconv", s.computed.joined(separator: ", "))) }
    return rows
  }

  /// A type identifier without its `HK…TypeIdentifier`/`WK…TypeIdentifier` prefix: how summaries, `inspect`
  /// and losses name a type.
  public static func short(_ type: String) -> String {
    for prefix in [
      "HKQuantityTypeIdentifier", "WKQuantityTypeIdentifier", "HKCategoryTypeIdentifier",
      "HKCorrelationTypeIdentifier",
      "HKDataTypeIdentifier",
    ] where type.hasPrefix(prefix) {
      return String(type.dropFirst(prefix.count))
    }
    return type
  }

  /// The laps table rows (header first).
  public static func lapRows(_ s: WorkoutSummary) -> [[String]] {
    [["lap", "start", "elapsed", "timer", "distance", "speed km/h", "HR avg/max", "kcal"]]
      + s.laps.map { l in
        [
          "\(l.index)", (l.offsetSeconds < 0 ? "" : "+") + duration(l.offsetSeconds),
          duration(l.elapsedSeconds), duration(l.timerSeconds),
          kilometers(l.distanceMeters), number(l.averageSpeed.map { $0 * 3.6 }, 1),
          l.heartRate.map { "\(number($0.average))/\(number($0.maximum))" } ?? "–", number(l.calories),
        ]
      }
  }

  /// The legs table rows of a multisport workout (header first).
  public static func legRows(_ s: WorkoutSummary) -> [[String]] {
    [["leg", "sport", "start", "elapsed", "timer", "distance"]]
      + s.legs.enumerated().map { i, l in
        [
          "\(i + 1)", l.sport, l.start, duration(l.elapsedSeconds), duration(l.timerSeconds),
          kilometers(l.distanceMeters),
        ]
      }
  }

  /// Text of one workout's summary.
  public static func text(_ s: WorkoutSummary) -> String {
    let rows = rows(s)
    let width = rows.map(\.0.count).max() ?? 0
    var lines = rows.map { $0.0.padded(toLength: width) + "  " + $0.1 }
    if s.legs.count > 1 {
      lines.append("")
      lines.append(contentsOf: table(legRows(s)))
    }
    if !s.laps.isEmpty {
      lines.append("")
      lines.append(contentsOf: table(lapRows(s)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Rows as aligned columns.
  public static func table(_ rows: [[String]]) -> [String] {
    guard let first = rows.first else { return [] }
    let widths = first.indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { c, cell in cell.padded(toLength: widths[c]) }
        .joined(separator: "  ").trimmingWhitespace()
    }
  }

  /// The per-type monthly table of an export (types as rows, months as columns).
  public static func monthlyTable(_ counts: MonthlySampleCounts) -> [String] {
    let months = counts.months
    guard !months.isEmpty else { return [] }
    var rows = [["type"] + months + ["total"]]
    for type in counts.types {
      let perMonth = counts.counts[type] ?? [:]
      rows.append(
        [short(type)] + months.map { String(perMonth[$0] ?? 0) } + [String(perMonth.values.reduce(0, +))])
    }
    return table(rows)
  }
}
