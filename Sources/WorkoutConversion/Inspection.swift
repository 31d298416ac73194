import FormatKit
import FoundationEssentials
import WorkoutModel
import WorkoutOperations

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
    /// Route files referenced but not read (`ReadRequest.pointFiles == .checked`: `wkconv inspect` without
    /// `--routes`).
    public var unreadRouteFiles: Int = 0
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
    /// What a container input held ("zip: Strava export, 2 activity files (1 fit, 1 gpx)"); `format` is
    /// then its first member's.
    public var container: String?
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

  /// The summary so far (`finish()` adds the time span).
  public var summary: Summary {
    var s = base
    for kind in HealthItemKind.allCases where kindCounts[kind.index] > 0 {
      s.items[kind.rawValue, default: 0] += kindCounts[kind.index]
    }
    types.forEach { key, count in s.types[key, default: 0] += count }
    sources.forEach { key, count in s.sources[key, default: 0] += count }
    devices.forEach { key, count in s.devices[key, default: 0] += count }
    for (slot, table) in units.enumerated() where !table.isEmpty {
      let type = types.key(at: slot)
      table.forEach { unit, count in s.units[type, default: [:]][unit, default: 0] += count }
    }
    return s
  }

  // The sink is fed from one thread (a `HealthItemSink` is never shared) and its methods do not call out
  // while changing a property, so accesses cannot overlap: the tables below skip the runtime's exclusivity
  // checks (four to six per item, a tenth of an export inspection's handler thread before).

  /// Everything counted outside the hot tables (export info, workouts, opaque records).
  @exclusivity(unchecked) private var base: Summary
  @exclusivity(unchecked) private var first: Date?
  @exclusivity(unchecked) private var last: Date?
  // Per-item counts go to slot tables (a string comparison, usually of the same storage, and an array
  // increment) and become dictionaries only when the summary is read.
  @exclusivity(unchecked) private var kindCounts = [Int](repeating: 0, count: HealthItemKind.allCases.count)
  @exclusivity(unchecked) private var types = CountTable()
  /// Per `types` slot: the units of that type's quantity samples.
  @exclusivity(unchecked) private var units: [CountTable] = []
  @exclusivity(unchecked) private var sources = CountTable()
  @exclusivity(unchecked) private var devices = CountTable()
  @exclusivity(unchecked) private var deviceNames = DeviceNameCache()

  /// The read an inspection asks for: no sample identities (a summary only counts samples), and the
  /// files of points an input references (an export's route files) only checked to be present unless
  /// `readPointFiles` (`--routes`).
  public static func request(readPointFiles: Bool) -> ReadRequest {
    ReadRequest(pointFiles: readPointFiles ? .read : .checked, sampleIdentities: false)
  }

  /// The report's lines to show beside the summary: what reading met (warnings, recovered damage); an
  /// inspection writes nothing, so nothing is lost.
  public func reportLines(_ report: ConversionReport) -> [String] { report.readingLines }

  /// Makes a summary sink.
  public init(input: String, format: String) {
    base = Summary(input: input, format: format)
  }

  private func note(_ header: SampleHeader) {
    let start = header.start.date
    let end = header.end.date
    if first == nil || start < first! { first = start }
    if last == nil || end > last! { last = end }
    if let source = header.source { sources.add(source.name) }
    if let device = header.device, let name = deviceNames.name(device) { devices.add(name) }
  }

  static func deviceName(_ device: Device) -> String? {
    let parts = [device.manufacturer, device.name ?? device.model, device.softwareVersion.map { "sw \($0)" }]
      .compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: " ")
  }

  public func receive(_ item: HealthItem) throws {
    // The kind is counted per case: `item.kind` copies the item's payload.
    switch item {
    case .quantity(let q):
      kindCounts[HealthItemKind.quantity.index] += 1
      note(q.header)
      let slot = types.add(q.type)
      while units.count <= slot { units.append(CountTable()) }
      units[slot].add(q.quantity.unit.unitString)
    case .category(let c):
      kindCounts[HealthItemKind.category.index] += 1
      note(c.header)
      types.add(c.type)
    default:
      kindCounts[item.kind.index] += 1
      switch item {
      case .correlation(let c):
        note(c.header)
        types.add(c.type)
      case .heartbeatSeries(let h): note(h.header)
      case .electrocardiogram(let e): note(e.header)
      case .route(let r): note(r.header)
      case .workout(let w):
        note(w.header)
        base.workouts.append(Self.summarize(w, routeFilesRead: false))
      case .exportInfo(let info): base.exportInfo = info
      case .opaque(let o): base.opaqueRecords[o.format + ":" + o.name, default: 0] += 1
      case .quantity, .category, .characteristics, .activitySummary: break
      }
    }
  }

  /// Finishes the summary of a read that gave `report` (of a container that held `container`). Routes
  /// with a file reference and no points are unread route files when the reader reported leaving point
  /// files unread (`Loss.Kind.routePointsFileNotRead`), else empty routes.
  public func finish(_ report: ConversionReport, container: ContainerReadSummary? = nil) -> Summary {
    var s = summary
    s.container = container?.description
    if !report.losses.contains(where: { $0.kind == .routePointsFileNotRead }) {
      for i in s.workouts.indices { s.workouts[i].unreadRouteFiles = 0 }
    }
    s.firstDate = first.map { ISO8601Timestamp.format(Timestamp($0)) }
    s.lastDate = last.map { ISO8601Timestamp.format(Timestamp($0)) }
    return s
  }

  static func summarize(_ w: Workout, routeFilesRead: Bool = true) -> WorkoutSummary {
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
    if energy == nil, let total = w.totals["energyBurned"] {
      energy = try? total.doubleValue(for: .kilocalorie)
    }
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
      routePoints: w.routes.reduce(0) { $0 + $1.locations.count },
      unreadRouteFiles: routeFilesRead
        ? 0 : w.routes.filter { $0.fileReference != nil && $0.locations.isEmpty }.count,
      series: series, heartbeats: heartbeats, source: w.header.source?.name,
      device: w.header.device.flatMap(deviceName), metadataKeys: w.header.metadata.entries.map(\.key))
  }

  /// Human-readable lines.
  public static func text(_ s: Summary) -> String {
    var lines: [String] = []
    lines.append("input: \(s.input) (\(s.container ?? s.format))")
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
      for (name, count) in s.opaqueRecords.sorted(by: { $0.key < $1.key }) {
        lines.append("  \(name): \(count)")
      }
    }
    if !s.workouts.isEmpty {
      lines.append("workouts: \(s.workouts.count)")
      for w in s.workouts {
        var parts = ["  \(w.start)", w.activityType]
        if let d = w.duration { parts.append(Self.duration(d)) }
        if let m = w.distanceMeters { parts.append(NumberText.formatted("%.2f km", m / 1000)) }
        if let e = w.energyKilocalories { parts.append(NumberText.formatted("%.0f kcal", e)) }
        if w.activities.count > 1 { parts.append("activities: " + w.activities.joined(separator: "+")) }
        if w.laps > 0 { parts.append("\(w.laps) laps") }
        if w.pauses > 0 { parts.append("\(w.pauses) pauses") }
        if w.routePoints > 0 { parts.append("\(w.routePoints) route points") }
        if w.unreadRouteFiles > 0 {
          parts.append(w.unreadRouteFiles == 1 ? "route file" : "\(w.unreadRouteFiles) route files")
        }
        if w.heartbeats > 0 { parts.append("\(w.heartbeats) beats") }
        lines.append(parts.joined(separator: "  "))
        if !w.series.isEmpty {
          lines.append(
            "    series: "
              + w.series.sorted { $0.key < $1.key }.map { "\(SummaryText.short($0.key)) \($0.value)" }
              .joined(
                separator: ", "))
        }
        let otherEvents = w.events.filter { $0.key != "lap" && $0.key != "pause" }
        if !otherEvents.isEmpty {
          lines.append(
            "    events: "
              + otherEvents.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
          )
        }
        if let device = w.device { lines.append("    device: \(device)") }
        if !w.metadataKeys.isEmpty { lines.append("    metadata: " + w.metadataKeys.joined(separator: ", ")) }
      }
    }
    let unread = s.workouts.reduce(0) { $0 + $1.unreadRouteFiles }
    if unread > 0 {
      lines.append(
        "route files: \(unread) referenced, present, not read (inspect --routes reads them and counts their points)"
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func duration(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    return NumberText.formatted("%d:%02d:%02d", s / 3600, (s % 3600) / 60, s % 60)
  }
}

/// Counts per string key in slots. Keys arrive in runs and alternate among a few values (readers hand out
/// the same `String` storage for repeated values), so the last two slots are checked before the dictionary.
struct CountTable {
  private var keys: [String] = []
  private var counts: [Int] = []
  private var slots: [String: Int] = [:]
  private var recent = (-1, -1)

  var isEmpty: Bool { keys.isEmpty }

  func key(at slot: Int) -> String { keys[slot] }

  /// Counts `key` once; returns its slot.
  @discardableResult
  mutating func add(_ key: String) -> Int {
    let (a, b) = recent
    if a >= 0, keys[a] == key {
      counts[a] += 1
      return a
    }
    if b >= 0, keys[b] == key {
      counts[b] += 1
      recent = (b, a)
      return b
    }
    let slot: Int
    if let known = slots[key] {
      slot = known
      counts[slot] += 1
    } else {
      slot = keys.count
      keys.append(key)
      counts.append(1)
      slots[key] = slot
    }
    recent = (slot, a)
    return slot
  }

  func forEach(_ body: (String, Int) -> Void) {
    for (key, count) in zip(keys, counts) { body(key, count) }
  }
}

/// `InspectionSink.deviceName` of the last few devices seen (devices alternate between a few values).
struct DeviceNameCache {
  private struct Entry {
    var manufacturer: String?
    var name: String?
    var model: String?
    var software: String?
    var result: String?
  }
  private var entries: [Entry] = []
  private var next = 0
  /// The last few devices looked up and their names: readers hand out the same device value for a run of
  /// records (alternating among a phone and a watch), and equal `Device` values that share their storage
  /// compare without reading a field.
  private var recentDevices: [Device] = []
  private var recentResults: [String?] = []
  private var recentNext = 0

  mutating func name(_ device: Device) -> String? {
    for i in recentDevices.indices where recentDevices[i] == device { return recentResults[i] }
    let result = lookUp(device)
    if recentDevices.count < 4 {
      recentDevices.append(device)
      recentResults.append(result)
    } else {
      recentDevices[recentNext] = device
      recentResults[recentNext] = result
      recentNext = (recentNext + 1) % 4
    }
    return result
  }

  private mutating func lookUp(_ device: Device) -> String? {
    for e in entries
    where e.manufacturer == device.manufacturer && e.name == device.name && e.model == device.model
      && e.software == device.softwareVersion
    {
      return e.result
    }
    let entry = Entry(
      manufacturer: device.manufacturer, name: device.name, model: device.model,
      software: device.softwareVersion,
      result: InspectionSink.deviceName(device))
    if entries.count < 8 {
      entries.append(entry)
    } else {
      entries[next] = entry
      next = (next + 1) % 8
    }
    return entry.result
  }
}
