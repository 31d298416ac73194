import FormatKit
import Foundation
import WorkoutModel

/// A streaming summary of an input: counts by kind and type, time span, sources, devices, workouts.
/// Memory grows with the number of distinct types/sources and with the number of workouts only.
public final class InspectionSink: HealthItemSink {
  /// One workout's summary line.
  public struct WorkoutSummary: Sendable, Codable, Hashable {
    public var uuid: String
    public var activityType: String
    public var start: String
    public var end: String
    public var duration: Double?
    public var distanceMeters: Double?
    public var energyKilocalories: Double?
    public var activities: [String]
    public var laps: Int
    public var pauses: Int
    public var events: [String: Int]
    public var routePoints: Int
    public var series: [String: Int]
    public var heartbeats: Int
    public var source: String?
    public var device: String?
    public var metadataKeys: [String]
  }

  /// The whole summary.
  public struct Summary: Sendable, Codable, Hashable {
    public var input: String
    public var format: String
    public var items: [String: Int] = [:]
    public var types: [String: Int] = [:]
    public var sources: [String: Int] = [:]
    public var devices: [String: Int] = [:]
    public var units: [String: [String: Int]] = [:]
    public var firstDate: String?
    public var lastDate: String?
    public var exportInfo: ExportInfo?
    public var workouts: [WorkoutSummary] = []
    public var opaqueRecords: [String: Int] = [:]
  }

  public private(set) var summary: Summary
  private var first: Date?
  private var last: Date?

  /// Makes a summary sink.
  public init(input: String, format: String) {
    summary = Summary(input: input, format: format)
  }

  private func note(_ header: SampleHeader) {
    if first == nil || header.start.date < first! { first = header.start.date }
    if last == nil || header.end.date > last! { last = header.end.date }
    if let source = header.source { summary.sources[source.name, default: 0] += 1 }
    if let device = header.device, let name = Self.deviceName(device) { summary.devices[name, default: 0] += 1 }
  }

  static func deviceName(_ device: Device) -> String? {
    let parts = [device.manufacturer, device.name ?? device.model, device.softwareVersion.map { "sw \($0)" }]
      .compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  public func receive(_ item: HealthItem) throws {
    summary.items[item.kind.rawValue, default: 0] += 1
    if let header = item.header { note(header) }
    switch item {
    case .quantity(let q):
      summary.types[q.type, default: 0] += 1
      summary.units[q.type, default: [:]][q.quantity.unit.unitString, default: 0] += 1
    case .category(let c): summary.types[c.type, default: 0] += 1
    case .correlation(let c): summary.types[c.type, default: 0] += 1
    case .exportInfo(let info): summary.exportInfo = info
    case .opaque(let o): summary.opaqueRecords[o.format + ":" + o.name, default: 0] += 1
    case .workout(let w): summary.workouts.append(Self.summarize(w))
    default: break
    }
  }

  /// Finishes the summary.
  public func finish() -> Summary {
    summary.firstDate = first.map { ISO8601Timestamp.format(Timestamp($0)) }
    summary.lastDate = last.map { ISO8601Timestamp.format(Timestamp($0)) }
    return summary
  }

  static func summarize(_ w: Workout) -> WorkoutSummary {
    var distance: Double?
    var energy: Double?
    for stat in w.statistics {
      if WorkoutSeriesType.distances.contains(stat.type), let sum = stat.sum {
        distance = (distance ?? 0) + ((try? stat.unit.convert(sum, to: .meter)) ?? 0)
      }
      if stat.type == WorkoutSeriesType.activeEnergy, let sum = stat.sum {
        energy = (energy ?? 0) + ((try? stat.unit.convert(sum, to: .kilocalorie)) ?? 0)
      }
    }
    if distance == nil, let total = w.totals["distance"] { distance = try? total.doubleValue(for: .meter) }
    if energy == nil, let total = w.totals["energyBurned"] { energy = try? total.doubleValue(for: .kilocalorie) }
    var events: [String: Int] = [:]
    for e in w.events { events[e.type.name, default: 0] += 1 }
    var series: [String: Int] = [:]
    var heartbeats = 0
    for s in w.samples {
      switch s {
      case .quantity(let q): series[q.type, default: 0] += max(1, q.series.count)
      case .category(let c): series[c.type, default: 0] += 1
      case .heartbeatSeries(let h): heartbeats += h.beats.count
      }
    }
    return WorkoutSummary(
      uuid: w.header.uuid.uuidString, activityType: w.activityType.name, start: w.header.start.description,
      end: w.header.end.description, duration: w.duration ?? w.header.duration, distanceMeters: distance,
      energyKilocalories: energy, activities: w.activities.map { $0.configuration.activityType.name },
      laps: events["lap"] ?? 0, pauses: events["pause"] ?? 0, events: events,
      routePoints: w.routes.reduce(0) { $0 + $1.locations.count }, series: series, heartbeats: heartbeats,
      source: w.header.source?.name, device: w.header.device.flatMap(deviceName),
      metadataKeys: w.header.metadata.entries.map(\.key))
  }

  /// Human-readable lines.
  public static func text(_ s: Summary) -> String {
    var lines: [String] = []
    lines.append("input: \(s.input) (\(s.format))")
    if let info = s.exportInfo {
      var parts: [String] = []
      if let d = info.exportDate { parts.append("exported \(d)") }
      if let l = info.locale { parts.append("locale \(l)") }
      if let v = info.formatVersion { parts.append("version \(v)") }
      if let p = info.producer { parts.append(p) }
      if !parts.isEmpty { lines.append("export: " + parts.joined(separator: ", ")) }
    }
    if let first = s.firstDate, let last = s.lastDate { lines.append("time span: \(first) … \(last)") }
    lines.append("items:")
    for (kind, count) in s.items.sorted(by: { $0.key < $1.key }) { lines.append("  \(kind): \(count)") }
    if !s.types.isEmpty {
      lines.append("types:")
      for (type, count) in s.types.sorted(by: { $0.key < $1.key }) {
        let units = s.units[type].map { " [" + $0.keys.sorted().joined(separator: ", ") + "]" } ?? ""
        lines.append("  \(type): \(count)\(units)")
      }
    }
    if !s.sources.isEmpty {
      lines.append("sources:")
      for (name, count) in s.sources.sorted(by: { $0.key < $1.key }) { lines.append("  \(name): \(count)") }
    }
    if !s.devices.isEmpty {
      lines.append("devices:")
      for (name, count) in s.devices.sorted(by: { $0.key < $1.key }) { lines.append("  \(name): \(count)") }
    }
    if !s.opaqueRecords.isEmpty {
      lines.append("other records:")
      for (name, count) in s.opaqueRecords.sorted(by: { $0.key < $1.key }) { lines.append("  \(name): \(count)") }
    }
    if !s.workouts.isEmpty {
      lines.append("workouts: \(s.workouts.count)")
      for w in s.workouts {
        var parts = ["  \(w.start)", w.activityType]
        if let d = w.duration { parts.append(Self.duration(d)) }
        if let m = w.distanceMeters { parts.append(String(format: "%.2f km", m / 1000)) }
        if let e = w.energyKilocalories { parts.append(String(format: "%.0f kcal", e)) }
        if w.activities.count > 1 { parts.append("activities: " + w.activities.joined(separator: "+")) }
        if w.laps > 0 { parts.append("\(w.laps) laps") }
        if w.pauses > 0 { parts.append("\(w.pauses) pauses") }
        if w.routePoints > 0 { parts.append("\(w.routePoints) route points") }
        if w.heartbeats > 0 { parts.append("\(w.heartbeats) beats") }
        lines.append(parts.joined(separator: "  "))
        if !w.series.isEmpty {
          lines.append("    series: " + w.series.sorted { $0.key < $1.key }.map { "\(shortType($0.key)) \($0.value)" }.joined(separator: ", "))
        }
        let otherEvents = w.events.filter { $0.key != "lap" && $0.key != "pause" }
        if !otherEvents.isEmpty {
          lines.append("    events: " + otherEvents.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        if let device = w.device { lines.append("    device: \(device)") }
        if !w.metadataKeys.isEmpty { lines.append("    metadata: " + w.metadataKeys.joined(separator: ", ")) }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func shortType(_ type: String) -> String {
    for prefix in ["HKQuantityTypeIdentifier", "WKQuantityTypeIdentifier", "HKCategoryTypeIdentifier"] where type.hasPrefix(prefix) {
      return String(type.dropFirst(prefix.count))
    }
    return type
  }

  static func duration(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    return String(format: "%d:%02d:%02d", s / 3600, (s % 3600) / 60, s % 60)
  }
}
