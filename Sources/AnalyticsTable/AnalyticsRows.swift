import FormatKit
import FoundationEssentials
import WorkoutModel

/// Takes the analytics table's rows, one at a time (the row is reused: copy what you keep).
public protocol AnalyticsRowSink: AnyObject {
  /// One row.
  func write(_ row: AnalyticsRow) throws
}

/// Flattens model items into analytics rows: one per sample, per series entry, per category sample, per
/// workout, per multisport leg, per workout event, per statistic (the workout's, each leg's and each
/// lap's recorded totals, told apart by `parent`, `leg_index` and `lap_index`), per route point and per
/// activity summary. A workout with a route and no distance samples gets a distance sample derived
/// from the route (`WKDerived`), as `wkconv summary` derives its distance. Instants are held to the
/// table's microsecond resolution, so every output names the same instant with the same text. Workouts
/// may come whole or streamed (a shell plus its spooled points): the rows are the same.
public final class AnalyticsRows {
  private let sink: any AnalyticsRowSink
  private var row = AnalyticsRow()
  private let metadataEncoder: JSONEncoder
  private var lastDevice: Device?
  private var lastDeviceText: String?
  /// The wide layout's sink (nil: the long layout).
  private let wide: (any AnalyticsWideRowSink)?
  /// The wide layout: the current workout's sources of point rows, and the measure slots they fill.
  private var pointSources: [PointSource] = []
  private var slotsTaken = [Bool](repeating: false, count: AnalyticsWide.columns.count)

  /// Rows written so far.
  public private(set) var count = 0

  /// Flattens into `sink`, in `layout` (`.wide` needs an `AnalyticsWideRowSink`; any other sink gets
  /// the long layout).
  public init(into sink: any AnalyticsRowSink, layout: AnalyticsLayout = .long) {
    self.sink = sink
    wide = layout == .wide ? sink as? any AnalyticsWideRowSink : nil
    metadataEncoder = JSONEncoder()
    metadataEncoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
  }

  /// The rows of one item.
  public func add(_ item: HealthItem) throws {
    switch item {
    case .quantity(let q): try quantity(q, workout: nil, entries: nil)
    case .category(let c): try category(c, workout: nil)
    case .workout(let w): try workout(w, points: nil)
    case .route(let r): try routePoints(r, workout: nil, points: nil, index: 0)
    case .activitySummary(let s):
      start(record: "summary", type: "HKActivitySummary")
      if let day = Self.day(s.dateComponents) {
        row.start = day
      } else {
        row.metadata = metadata(Metadata([MetadataEntry("dateComponents", .string(s.dateComponents))]))
      }
      row.value = s.activeEnergyBurned?.value
      row.unit = s.activeEnergyBurned?.unit.unitString
      try emit()
    default:
      // Correlations, heartbeat series, characteristics, export info and opaque records are not table
      // rows: the capability projection reports them as lost before they get here.
      break
    }
  }

  /// The rows of a streamed workout: `shell` with its points in `points`.
  public func add(workout shell: Workout, points: WorkoutPoints) throws {
    try workout(shell, points: points)
  }

  // MARK: - Rows

  private func start(record: String, type: String) {
    row = AnalyticsRow()
    row.record = record
    row.type = type
  }

  private func emit() throws {
    row.startUTCOffset = row.start?.utcOffset
    row.endUTCOffset = row.end?.utcOffset
    row.start = row.start?.atMicrosecondResolution
    row.end = row.end?.atMicrosecondResolution
    try sink.write(row)
    count += 1
  }

  private func header(_ h: SampleHeader, record: String, type: String, workout: UUID?) {
    start(record: record, type: type)
    row.uuid = h.uuid
    row.workoutUUID = workout
    row.start = h.start
    row.end = h.end
    row.source = h.source?.name
    row.device = deviceText(h.device)
    row.metadata = metadata(h.metadata)
  }

  private func deviceText(_ device: Device?) -> String? {
    guard let device else { return nil }
    if device == lastDevice { return lastDeviceText }
    lastDevice = device
    lastDeviceText = (device.name ?? device.model).map { name in
      [device.manufacturer, name].compactMap { $0 }.joined(separator: " ")
    }
    return lastDeviceText
  }

  private func metadata(_ m: Metadata) -> String? {
    guard !m.isEmpty, let data = try? metadataEncoder.encode(m) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// A sample row and its series rows (from the sample, or from `entries` when streamed).
  private func quantity(
    _ q: QuantitySample, workout: UUID?, entries: (cursor: SpoolCursor<QuantitySeriesEntry>, count: Int)?
  ) throws {
    header(q.header, record: "sample", type: q.type, workout: workout)
    let unit = q.quantity.unit.unitString
    row.value = q.quantity.value
    row.unit = unit
    row.seriesEntries = entries?.count ?? q.series.count
    try emit()
    if wide != nil, workout != nil, let slot = AnalyticsWide.slot(type: q.type, unit: q.quantity.unit),
      !slotsTaken[slot], (entries?.count ?? q.series.count) > 0
    {
      // The entries become cells of the workout's point rows.
      slotsTaken[slot] = true
      pointSources.append(
        try PointSource(entries: entries?.cursor, entries == nil ? q.series : [], slot: slot))
      return
    }
    let offset = q.header.start.utcOffset
    var series = AnalyticsRow()
    series.record = "series"
    series.uuid = q.header.uuid
    series.workoutUUID = workout
    series.type = q.type
    series.unit = unit
    series.source = q.header.source?.name
    series.startUTCOffset = offset
    series.endUTCOffset = offset
    func entry(_ e: QuantitySeriesEntry) throws {
      series.start = Timestamp(e.start, utcOffset: offset).atMicrosecondResolution
      series.end = Timestamp(e.end, utcOffset: offset).atMicrosecondResolution
      series.value = e.value
      try sink.write(series)
      count += 1
    }
    if var cursor = entries?.cursor {
      while let e = try cursor.next() { try entry(e) }
    } else {
      for e in q.series { try entry(e) }
    }
  }

  private func category(_ c: CategorySample, workout: UUID?) throws {
    header(c.header, record: "category", type: c.type, workout: workout)
    // `value` stays numeric; the value's name goes in `unit`.
    row.value = c.value.map(Double.init)
    row.unit = c.valueName
    try emit()
  }

  private func workout(_ w: Workout, points: WorkoutPoints?) throws {
    header(w.header, record: "workout", type: w.activityType.name, workout: nil)
    row.duration = w.duration ?? w.header.duration
    let m = w.header.metadata
    row.activityID = m[Self.stravaID]?.stringValue
    row.activityName = (m[Self.stravaName] ?? m[Self.gpxName])?.stringValue
    row.activityType = m[Self.stravaType]?.stringValue
    row.sourceFile = m[Self.stravaFile]?.stringValue
    try emit()
    let id = w.header.uuid
    var laps = 0
    try events(w.events, workout: id, leg: nil, laps: &laps)
    try statistics(w.statistics, workout: id, parent: "workout")
    for (i, a) in w.activities.enumerated() {
      start(record: "activity", type: a.configuration.activityType.name)
      row.uuid = a.uuid
      row.workoutUUID = id
      row.start = a.start
      row.end = a.end
      row.duration = a.duration ?? a.end.timeIntervalSince(a.start)
      row.legIndex = i + 1
      row.metadata = metadata(a.metadata)
      try emit()
      try statistics(a.statistics, workout: id, parent: "activity", leg: i + 1)
      try events(a.events, workout: id, leg: i + 1, laps: &laps)
    }
    try routeDistance(w, points: points)
    for (i, sample) in w.samples.enumerated() {
      switch sample {
      case .quantity(let q):
        let spooled = points.flatMap { p in
          i < p.series.count && p.entryCount(sample: i) > 0
            ? (p.entryCursor(sample: i), p.entryCount(sample: i)) : nil
        }
        try quantity(q, workout: id, entries: spooled)
      case .category(let c): try category(c, workout: id)
      case .heartbeatSeries: break
      }
    }
    for (i, route) in w.routes.enumerated() {
      if wide != nil {
        let spooled = points.flatMap { p in
          i < p.routes.count && p.locationCount(route: i) > 0 ? p.locationCursor(route: i) : nil
        }
        pointSources.append(
          try PointSource(locations: spooled, spooled == nil ? route.locations : [], route: route.header.uuid)
        )
      } else {
        try routePoints(route, workout: id, points: points, index: i)
      }
    }
    if wide != nil { try pointRows(workout: id, offset: w.header.start.utcOffset) }
  }

  /// The wide layout's point rows of a workout: its point sources merged by instant, one row per
  /// instant (a source contributes at most one element to a row).
  private func pointRows(workout id: UUID, offset: Int?) throws {
    defer {
      pointSources = []
      slotsTaken = slotsTaken.map { _ in false }
    }
    guard let wide else { return }
    // One row, reused: each point sets its instant and its location cells (a copy per point would retain
    // and release every text cell of the row). The sources are a local, so the merge takes no dynamic
    // exclusivity check per element.
    var sources: [PointSource] = []
    swap(&sources, &pointSources)
    var r = AnalyticsRow()
    r.record = AnalyticsWide.pointRecord
    r.type = AnalyticsWide.pointType
    r.workoutUUID = id
    r.startUTCOffset = offset
    while true {
      var next = Int64.max
      var date = Date(timeIntervalSince1970: 0)
      for i in sources.indices {
        if let head = sources[i].head, head < next {
          next = head
          date = sources[i].headDate
        }
      }
      guard next != .max else { return }
      // `next` is the instant's microseconds already: the same instant `atMicrosecondResolution` gives.
      r.start =
        next == .min
        ? Timestamp(date, utcOffset: offset).atMicrosecondResolution
        : Timestamp(unixMicroseconds: next, utcOffset: offset)
      r.uuid = nil
      r.latitude = nil
      r.longitude = nil
      r.altitude = nil
      r.speed = nil
      var measures = AnalyticsMeasures()
      for i in sources.indices where sources[i].head == next {
        try sources[i].take(into: &r, &measures)
      }
      try wide.write(point: r, measures: measures)
      count += 1
    }
  }

  /// Event rows; laps numbered on from `laps`, each followed by its recorded totals.
  private func events(_ events: [WorkoutEvent], workout id: UUID, leg: Int?, laps: inout Int) throws {
    for e in events {
      start(record: "event", type: e.type.name)
      row.workoutUUID = id
      row.start = e.start
      row.end = e.end
      row.duration = e.duration
      row.metadata = metadata(e.metadata)
      row.legIndex = leg
      var lap: Int?
      if e.type == .lap {
        laps += 1
        lap = laps
      }
      row.lapIndex = lap
      try emit()
      if let lap { try statistics(e.statistics, workout: id, parent: "lap", lap: lap) }
    }
  }

  /// Statistic rows of recorded totals.
  private func statistics(
    _ statistics: [WorkoutStatistics], workout id: UUID, parent: String, leg: Int? = nil, lap: Int? = nil
  ) throws {
    for s in statistics {
      start(record: "statistic", type: s.type)
      row.workoutUUID = id
      row.start = s.start
      row.end = s.end
      row.unit = s.unit.unitString
      row.value = s.sum ?? s.average
      row.minimum = s.minimum
      row.maximum = s.maximum
      row.parent = parent
      row.legIndex = leg
      row.lapIndex = lap
      try emit()
    }
  }

  static let stravaID = "strava.activity.id"
  static let stravaName = "strava.activity.name"
  static let stravaType = "strava.activity.type"
  static let stravaFile = "strava.activity.filename"
  static let gpxName = "GPX:name"
  /// The mark a derived distance sample carries.
  public static let derivedKey = "WKDerived"
  static let derivedValue = "distance from the route: 2-D great-circle steps, none across a pause"

  /// For a workout with a route and no distance samples: a distance sample derived from the route (its
  /// series entries are the steps between consecutive points, none across a pause: the rule of
  /// `wkconv summary`'s distance), marked `WKDerived`.
  private func routeDistance(_ w: Workout, points: WorkoutPoints?) throws {
    guard !w.routes.isEmpty,
      !w.samples.contains(where: { s in
        if case .quantity(let q) = s { return WorkoutSeriesType.distances.contains(q.type) }
        return false
      })
    else { return }
    let pauses = (w.events + w.activities.flatMap(\.events)).filter { $0.type == .pause }.map(\.start.date)
      .sorted()
    var steps: [QuantitySeriesEntry] = []
    var previous: Location?
    for r in w.routes.indices {
      previous = nil
      try forEachLocation(of: w, route: r, points: points) { p in
        defer { previous = p }
        guard let a = previous, a.time <= p.time, !pauses.contains(where: { a.time <= $0 && $0 < p.time })
        else { return }
        let d = Geodesy.distance(a.latitude, a.longitude, p.latitude, p.longitude)
        steps.append(QuantitySeriesEntry(value: d, start: a.time, end: p.time))
      }
    }
    guard !steps.isEmpty else { return }
    var header = w.header
    header.uuid = Identity.uuidV5(name: "analytics-route-distance|\(w.header.uuid.uuidString)")
    header.start = Timestamp(steps.first!.start, utcOffset: w.header.start.utcOffset)
    header.end = Timestamp(steps.last!.end, utcOffset: w.header.start.utcOffset)
    header.metadata = Metadata([MetadataEntry(Self.derivedKey, .string(Self.derivedValue))])
    let total = steps.reduce(0) { $0 + $1.value }
    var sample = QuantitySample(
      header: header, type: WorkoutSeriesType.distanceType(for: w.activityType),
      quantity: Quantity(total, .meter))
    sample.series = steps
    try quantity(sample, workout: w.header.uuid, entries: nil)
  }

  private func forEachLocation(
    of w: Workout, route index: Int, points: WorkoutPoints?, _ body: (Location) throws -> Void
  ) throws {
    if let points, index < points.routes.count, points.locationCount(route: index) > 0 {
      var cursor = points.locationCursor(route: index)
      while let p = try cursor.next() { try body(p) }
    } else {
      for p in w.routes[index].locations { try body(p) }
    }
  }

  private func routePoints(_ route: WorkoutRoute, workout: UUID?, points: WorkoutPoints?, index: Int) throws {
    var r = AnalyticsRow()
    r.record = "route_point"
    r.uuid = route.header.uuid
    r.workoutUUID = workout
    r.type = "HKWorkoutRoute"
    let offset = route.header.start.utcOffset
    r.startUTCOffset = offset
    func point(_ p: Location) throws {
      r.start = Timestamp(p.time, utcOffset: offset).atMicrosecondResolution
      r.latitude = p.latitude
      r.longitude = p.longitude
      r.altitude = p.altitude
      r.speed = p.speed
      try sink.write(r)
      count += 1
    }
    if let points, index < points.routes.count, points.locationCount(route: index) > 0 {
      var cursor = points.locationCursor(route: index)
      while let p = try cursor.next() { try point(p) }
    } else {
      for p in route.locations { try point(p) }
    }
  }

  /// `YYYY-MM-DD` as that day's 00:00 UTC (no offset: the day is a calendar day, not an instant).
  static func day(_ text: String) -> Timestamp? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let y = Int64(parts[0]), let m = Int64(parts[1]), let d = Int64(parts[2]), (1...12).contains(m),
      (1...31).contains(d)
    else { return nil }
    let days = ISO8601Timestamp.daysFromCivil(year: y, month: m, day: d)
    return Timestamp(unixSeconds: Double(days * 86_400), utcOffset: nil)
  }
}

extension AnalyticsRows {
  /// What the table carries (CSV, Parquet and SQLite declare it): everything but characteristics, export
  /// info, format-specific records, beat-to-beat series, correlations, electrocardiograms and
  /// route accuracy/course.
  public static var capabilities: FormatCapabilities {
    var writes = Set(Capability.allCases)
    writes.subtract([
      .characteristics, .exportInfo, .opaque, .heartbeatSeries, .correlations, .routeAccuracy,
      .electrocardiograms,
    ])
    return FormatCapabilities(reads: [], writes: writes)
  }
}
