import FormatKit
import FoundationEssentials
import WorkoutModel

// The one path of every workout the TCX writer writes: a shell and its spooled points (a whole workout is
// split first, `WorkoutStreaming.split`). The points are merged from the sources twice — once for the
// lap totals TCX writes before each lap's points, once to write them — so memory does not grow with
// the track.

/// One trackpoint to write. Absent values are NaN (the points of one instant are held together, and a GPX
/// without times puts thousands at one instant: NaNs make them about half the size of optionals).
struct Point {
  var time: Date
  /// Whether `distanceIncrement` was derived from positions (`SummaryDerivation.RouteDistance`).
  var distanceFromPositions = false
  private var lat = Double.nan
  private var lon = Double.nan
  private var alt = Double.nan
  private var increment = Double.nan
  private var total = Double.nan
  private var hr = Double.nan
  private var cad = Double.nan
  private var runCad = Double.nan
  private var spd = Double.nan
  private var pwr = Double.nan
  /// Bit 0: the altitude, bit 1: the speed came from a route location (a series entry of the same
  /// instant and value is the same reading: FIT records put it on both).
  private var fromLocation: UInt8 = 0

  init(time: Date) { self.time = time }

  private static func get(_ v: Double) -> Double? { v.isNaN ? nil : v }

  var latitude: Double? {
    get { Self.get(lat) }
    set { lat = newValue ?? .nan }
  }
  var longitude: Double? {
    get { Self.get(lon) }
    set { lon = newValue ?? .nan }
  }
  var altitude: Double? {
    get { Self.get(alt) }
    set { alt = newValue ?? .nan }
  }
  var distanceIncrement: Double? {
    get { Self.get(increment) }
    set { increment = newValue ?? .nan }
  }
  var distanceTotal: Double? {
    get { Self.get(total) }
    set { total = newValue ?? .nan }
  }
  var heartRate: Double? {
    get { Self.get(hr) }
    set { hr = newValue ?? .nan }
  }
  var cadence: Double? {
    get { Self.get(cad) }
    set { cad = newValue ?? .nan }
  }
  var runCadence: Double? {
    get { Self.get(runCad) }
    set { runCad = newValue ?? .nan }
  }
  var speed: Double? {
    get { Self.get(spd) }
    set { spd = newValue ?? .nan }
  }
  var watts: Double? {
    get { Self.get(pwr) }
    set { pwr = newValue ?? .nan }
  }

  /// Sets the altitude and speed of a route location (either may be absent).
  mutating func setFromLocation(altitude: Double?, speed: Double?) {
    if let altitude {
      alt = altitude
      fromLocation |= 1
    }
    if let speed {
      spd = speed
      fromLocation |= 2
    }
  }

  /// Whether an altitude series value can go to this point: the field is free, or holds the same value
  /// from a route location (then the two are one reading, taken once).
  func takesAltitude(_ value: Double) -> Bool { alt.isNaN || (fromLocation & 1 != 0 && alt == value) }

  /// `takesAltitude` for speed.
  func takesSpeed(_ value: Double) -> Bool { spd.isNaN || (fromLocation & 2 != 0 && spd == value) }

  /// Sets an altitude series value (from then on not one a route location's may merge with).
  mutating func setSeriesAltitude(_ value: Double) {
    alt = value
    fromLocation &= ~1
  }

  /// Sets a speed series value (from then on not one a route location's may merge with).
  mutating func setSeriesSpeed(_ value: Double) {
    spd = value
    fromLocation &= ~2
  }
}

/// What a lap's totals need from its points, summed in point order (as `reduce` does).
struct LapPointFigures {
  var distance: Double?
  var distanceFromPositions = false
  var heartRateSum = 0.0
  var heartRateCount = 0
  var heartRateMax: Double?
  var maximumSpeed: Double?
  var cadenceSum = 0.0
  var cadenceCount = 0

  mutating func add(_ p: Point) {
    if let inc = p.distanceIncrement { distance = (distance ?? 0) + inc }
    if p.distanceFromPositions { distanceFromPositions = true }
    if let hr = p.heartRate {
      heartRateSum += hr
      heartRateCount += 1
      if heartRateMax == nil || hr > heartRateMax! { heartRateMax = hr }
    }
    if let v = p.speed, maximumSpeed == nil || v > maximumSpeed! { maximumSpeed = v }
    if let c = p.cadence {
      cadenceSum += c
      cadenceCount += 1
    }
  }
}

/// One lap to write: its interval and totals (its points are merged again while writing).
struct Lap {
  var start: Timestamp
  /// Elapsed seconds (the lap event's interval).
  var duration: Double
  /// Timer (active) seconds, written as `TotalTimeSeconds`: `WKTimerDuration`, else the elapsed time.
  var timer: Double
  var totals = TCXLapTotals()
  var intensity = "Active"
  var triggerMethod = "Manual"
  var notes: String?

  /// The seconds written as a lap event's `TotalTimeSeconds`: its timer, else its elapsed time.
  static func timer(of event: WorkoutEvent) -> Double {
    event.timerDuration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? event.duration
  }

  /// A lap from a lap event: its interval, and the intensity, trigger method and notes its metadata
  /// recorded (values the schema does not allow keep the defaults).
  init(event: WorkoutEvent) {
    start = event.start
    duration = event.duration
    timer = Self.timer(of: event)
    if let v = event.metadata[TCXMetadataKey.intensity]?.stringValue, v == "Active" || v == "Resting" {
      intensity = v
    }
    if let v = event.metadata[TCXMetadataKey.triggerMethod]?.stringValue,
      ["Manual", "Distance", "Location", "Time", "HeartRate"].contains(v)
    {
      triggerMethod = v
    }
    notes = event.metadata[TCXMetadataKey.notes]?.stringValue
  }
}

/// One activity (leg) to write.
struct Leg {
  var id: Timestamp
  var activityType: WorkoutActivityType
  var activity: WorkoutActivity?
  var isTransition: Bool
  var laps: [Lap] = []
}

/// A workout laid out for writing, from a first pass over its merged trackpoints: legs, laps with their
/// totals, pause instants and the bare anchor points; `trackpoints()` merges the points again to write
/// them.
struct Plan {
  var legs: [Leg] = []
  var pauses: [Date] = []
  var offset: Int?
  let sources: TCXPointSources
  /// Bare trackpoints (a time only) where a pause or resume happened or an activity ended after its
  /// last point and lap, so that reading the file back finds the same instants.
  private(set) var anchors: [Date] = []
  private var legStarts: [Date] = []
  private var lapStarts: [[Date]] = []

  /// Pass 1 (no output): the laps' figures and the anchors; reports what the trackpoints cannot hold.
  init(_ shell: Workout, points: WorkoutPoints, writer: TCXWriter) throws {
    offset = shell.header.start.utcOffset
    pauses = shell.events.filter { $0.type == .pause }.map(\.start.date).sorted()
    sources = try TCXPointSources(shell, points)
    buildLegs(shell)
    legStarts = legs.map(\.id.date)
    let lapEvents = lapEventsByLeg(shell)
    lapStarts = lapEvents.map { $0.map(\.start.date) }
    var figures = lapEvents.map { [LapPointFigures](repeating: LapPointFigures(), count: $0.count) }
    // Anchor candidates: pause/resume instants (in event order) without a point, and the legs' ends.
    let eventTimes = shell.events.filter { $0.type == .pause || $0.type == .resume }.map(\.start.date)
    let sortedEventTimes = Array(Set(eventTimes)).sorted()
    var present = Set<Date>()
    var e = 0
    var lastPoints = [Date](repeating: .distantPast, count: legs.count)
    var merger = try TCXPointMerger(sources, anchors: [])
    while let point = try merger.next() {
      while e < sortedEventTimes.count, sortedEventTimes[e] <= point.time {
        if sortedEventTimes[e] == point.time { present.insert(point.time) }
        e += 1
      }
      let (leg, lap) = position(of: point.time)
      if point.time >= legStarts[0] { lastPoints[leg] = point.time }
      figures[leg][lap].add(point)
    }
    sources.reportLosses(shell, merger: merger, writer: writer)
    addAnchors(shell, eventTimes: eventTimes, present: present, lastPoints: lastPoints)
    let energy = try Self.energySamples(of: shell, points)
    for l in legs.indices {
      for (j, event) in lapEvents[l].enumerated() {
        var lap = Lap(event: event)
        lap.totals = Self.totals(event, figures: figures[l][j], energy: energy, writer: writer)
        legs[l].laps.append(lap)
      }
    }
  }

  /// Pass 2: the trackpoints again, in the same order, with their leg, lap and running distance.
  func trackpoints() throws -> TCXTrackpoints {
    // Distances derived from positions count in the lap totals only (`TCXTrackpoints.next`): not again.
    TCXTrackpoints(
      merger: try TCXPointMerger(sources, anchors: anchors, derivingDistance: false), plan: self)
  }

  /// The leg and the lap (of that leg) that hold `date`.
  func position(of date: Date) -> (leg: Int, lap: Int) {
    let leg = Self.slot(date, in: legStarts)
    return (leg, Self.slot(date, in: lapStarts[leg]))
  }

  private mutating func addAnchors(
    _ shell: Workout, eventTimes: [Date], present: Set<Date>, lastPoints: [Date]
  ) {
    var times = present
    var added: [Date] = []
    for t in eventTimes where times.insert(t).inserted { added.append(t) }
    // A lap ends, for a reader, at StartTime + TotalTimeSeconds (TCX records no elapsed time), which is
    // the lap's timer: a lap with a pause inside reads back that much shorter, so the end it stands for
    // is the reader's, and an activity ending after it needs its bare end point.
    let lapEnds = shell.events.filter { $0.type == .lap }.map {
      $0.start.date.addingTimeInterval(Lap.timer(of: $0))
    }
    for (index, leg) in legs.enumerated() {
      let end = (leg.activity?.end ?? shell.header.end).date
      let nextStart = index + 1 < legs.count ? legs[index + 1].id.date : Date.distantFuture
      let start = leg.id.date
      let inLeg = { (d: Date) in d >= start && d < nextStart }
      let lastLap = lapEnds.filter { inLeg($0) || $0 == nextStart }.max() ?? .distantPast
      // `end` after the leg's last point and before the next leg is no point's time.
      if end > lastPoints[index], end > lastLap, end >= start, end < nextStart || nextStart == .distantFuture,
        times.insert(end).inserted
      {
        added.append(end)
      }
    }
    anchors = added.sorted()
  }
  private mutating func buildLegs(_ workout: Workout) {
    if workout.activities.count >= 2 {
      for activity in workout.activities.sorted(by: { $0.start < $1.start }) {
        let transition =
          activity.configuration.activityType == .transition
          || activity.metadata[TCXMetadataKey.transition] != nil
        legs.append(
          Leg(
            id: activity.start, activityType: activity.configuration.activityType, activity: activity,
            isTransition: transition))
      }
    } else {
      legs.append(
        Leg(id: workout.header.start, activityType: workout.activityType, activity: nil, isTransition: false))
    }
  }

  /// The lap events of each leg, in time order (a leg without any has one covering it: TCX needs a lap).
  private func lapEventsByLeg(_ shell: Workout) -> [[WorkoutEvent]] {
    var lapsByLeg: [[WorkoutEvent]] = Array(repeating: [], count: legs.count)
    for event in shell.events.filter({ $0.type == .lap }).sorted(by: { $0.start < $1.start }) {
      lapsByLeg[Self.slot(event.start.date, in: legStarts)].append(event)
    }
    for l in legs.indices where lapsByLeg[l].isEmpty {
      let start = legs[l].activity?.start ?? shell.header.start
      let end = legs[l].activity?.end ?? shell.header.end
      let duration = legs[l].activity?.duration ?? (legs.count == 1 ? shell.duration : nil)
      lapsByLeg[l] = [Self.wholeLegLap(start: start, end: end, duration: duration)]
    }
    return lapsByLeg
  }

  /// The index of the interval (of sorted `starts`) that holds `date`: before the first counts as the first.
  static func slot(_ date: Date, in starts: [Date]) -> Int {
    var lo = 0
    var hi = starts.count - 1
    if hi <= 0 || date < starts[1] { return 0 }
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= date { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  /// The active energy samples lap calories are computed from, with their spooled entries.
  static func energySamples(of shell: Workout, _ points: WorkoutPoints) throws -> [QuantitySample] {
    var samples: [QuantitySample] = []
    for (index, sample) in shell.samples.enumerated() {
      guard case .quantity(var q) = sample, q.type == WorkoutSeriesType.activeEnergy else { continue }
      if q.series.isEmpty, index < points.series.count, let spool = points.series[index] {
        q.series = try spool.materialize()
      }
      samples.append(q)
    }
    return samples
  }

  /// The lap of a leg without lap events (TCX needs at least one): the whole leg.
  static func wholeLegLap(start: Timestamp, end: Timestamp, duration: Double?) -> WorkoutEvent {
    var lap = WorkoutEvent(type: .lap, start: start, duration: max(0, end.timeIntervalSince(start)))
    if let duration { lap.timerDuration = max(0, duration) }
    return lap
  }

  /// A lap's totals: its statistics, else computed from its points' figures and the energy samples.
  static func totals(
    _ event: WorkoutEvent, figures: LapPointFigures, energy: [QuantitySample], writer: TCXWriter
  )
    -> TCXLapTotals
  {
    var t = TCXLapTotals()
    for s in event.statistics {
      let (taken, keepsAll) = t.take(s)
      if !taken { writer.lose(.lapStatistics, .tcxLapStatistic(type: s.type)) }
      if !keepsAll {
        writer.lose(.lapStatistics, .tcxLapStatistics)
      }
    }
    // Computed from the samples where the model has none (counted: the writer warns).
    if t.distance == nil, let d = figures.distance {
      t.distance = d
      writer.derive(
        figures.distanceFromPositions
          ? "lap distances from positions" : "lap distances from the distance series")
    }
    if t.calories == nil, !energy.isEmpty {
      let end = event.start.adding(max(event.duration, 0))
      if let stats = try? QuantityStatistics.compute(
        samples: energy, style: .cumulative, from: event.start.date, to: end.date, unit: .kilocalorie),
        let sum = stats.sum
      {
        t.calories = sum
        writer.derive("lap calories from energy samples")
      }
    }
    if t.averageHeartRate == nil, figures.heartRateCount > 0 {
      t.averageHeartRate = figures.heartRateSum / Double(figures.heartRateCount)
      writer.derive("lap average heart rates from trackpoints")
    }
    if t.maximumHeartRate == nil, figures.heartRateCount > 0 {
      t.maximumHeartRate = figures.heartRateMax
      writer.derive("lap maximum heart rates from trackpoints")
    }
    if t.maximumSpeed == nil, let v = figures.maximumSpeed {
      t.maximumSpeed = v
      writer.derive("lap maximum speeds from trackpoints")
    }
    if t.cadence == nil, figures.cadenceCount > 0 {
      t.cadence = figures.cadenceSum / Double(figures.cadenceCount)
      writer.derive("lap cadences from trackpoints")
    }
    return t
  }
}

/// The sources of a workout's trackpoints: its routes' locations and the series that have a TCX field,
/// each in time order. Awkward inputs are normalised here, once: a source out of time order is replaced
/// by a sorted copy (stable: equal times keep their order; several routes are merged by the merger), and
/// a quantity sample without spooled entries is its own single entry (`QuantitySample.entries`: its value
/// over its interval).
struct TCXPointSources {
  enum Slot { case altitude, distance, heartRate, cadence, runCadence, speed, watts }

  struct Series {
    var sample: Int
    var slot: Slot
    var unit: QuantityUnit
    var sourceUnit: QuantityUnit
    var entries: Spool<QuantitySeriesEntry>
  }

  /// The routes' locations (sorted copies when a route was out of time order).
  let points: WorkoutPoints
  /// The original points, in their order (course points take the nearest location in route order).
  let original: WorkoutPoints
  let routes: Int
  var series: [Series] = []
  /// The pause instants (Unix seconds), for distances derived from positions.
  let pauses: [Double]
  /// Whether trackpoint distances come from positions (no distance series with entries): the one rule,
  /// `SummaryDerivation.RouteDistance`, no distance across a pause.
  var derivesDistance: Bool { !series.contains { $0.slot == .distance && $0.entries.count > 0 } }

  /// The slot of a series type (FormatKit's `PointField` table), nil when TCX has none.
  static func slot(for type: String) -> (Slot, QuantityUnit)? {
    guard let field = PointField.field(forSeries: type) else { return nil }
    let slot: Slot
    switch field {
    case .altitude: slot = .altitude
    case .distance: slot = .distance
    case .heartRate: slot = .heartRate
    case .cyclingCadence: slot = .cadence
    case .runningCadence: slot = .runCadence
    case .speed: slot = .speed
    case .power: slot = .watts
    case .temperature, .waterTemperature, .depth, .verticalOscillation, .groundContactTime, .strideLength:
      return nil
    }
    return (slot, field.unit)
  }

  init(_ shell: Workout, _ points: WorkoutPoints) throws {
    original = points
    routes = min(shell.routes.count, points.routes.count)
    pauses = WorkoutSummaries.pauseInstants(shell)
    var sortedRoutes = true
    for r in 0..<routes {
      var cursor = points.locationCursor(route: r)
      var last = Date.distantPast
      while let l = try cursor.next() {
        if l.time < last {
          sortedRoutes = false
          break
        }
        last = l.time
      }
    }
    var routeSpools = points.routes
    if !sortedRoutes {
      // Sorted (transformed) copies.
      routeSpools = try (0..<routes).map { r in
        var all: [Location] = []
        try points.forEachLocationChunk(route: r) { all += $0 }
        return try Self.spool(Self.stablySorted(all, by: \.time))
      }
    }
    for (index, sample) in shell.samples.enumerated() {
      guard case .quantity(let q) = sample, let (slot, unit) = Self.slot(for: q.type) else { continue }
      var entries: Spool<QuantitySeriesEntry>
      if index < points.series.count, let spool = points.series[index] {
        entries = spool
      } else {
        entries = try Self.spool(q.entries)
      }
      // A distance entry belongs to the point at its end (the distance covered by then).
      // (The order check reads the field directly: a key path projected per entry looked its generic
      // metadata up every time.)
      let byEnd = slot == .distance
      var cursor = entries.makeCursor()
      var last = Date.distantPast
      while let entry = try cursor.next() {
        let time = byEnd ? entry.end : entry.start
        if time < last {
          let key: KeyPath<QuantitySeriesEntry, Date> = byEnd ? \.end : \.start
          entries = try Self.spool(Self.stablySorted(entries.materialize(), by: key))
          break
        }
        last = time
      }
      series.append(
        Series(sample: index, slot: slot, unit: unit, sourceUnit: q.quantity.unit, entries: entries))
    }
    self.points = WorkoutPoints(
      routes: routeSpools, series: [], locationTransform: sortedRoutes ? points.locationTransform : nil)
  }

  private static func stablySorted<T>(_ elements: [T], by key: KeyPath<T, Date>) -> [T] {
    elements.enumerated().sorted {
      ($0.element[keyPath: key], $0.offset) < ($1.element[keyPath: key], $1.offset)
    }.map(\.element)
  }

  private static func spool<T: SpoolRecord>(_ elements: [T]) throws -> Spool<T> {
    let spool = Spool<T>()
    for element in elements { try spool.append(element) }
    return spool
  }

  /// Reports, in the samples' order, the series TCX has no field for and the values whose unit does not
  /// convert, after the invalid positions and before the intervals (the merger's counts).
  func reportLosses(_ shell: Workout, merger: TCXPointMerger, writer: TCXWriter) {
    if merger.invalidPositions > 0 {
      writer.lose(
        .routePoints, count: merger.invalidPositions,
        .tcxPositionOutOfRange)
    }
    var k = 0
    for (index, sample) in shell.samples.enumerated() {
      guard case .quantity(let q) = sample else { continue }
      if k < series.count, series[k].sample == index {
        if merger.unconvertible[k] > 0 {
          writer.lose(
            .series(q.type), count: merger.unconvertible[k],
            .tcxUnitNotConvertible(to: series[k].unit.unitString))
        }
        k += 1
      } else if q.type != WorkoutSeriesType.activeEnergy
        && q.type != "HKQuantityTypeIdentifierBasalEnergyBurned"
      {
        let count = max(
          q.series.count, index < original.series.count ? original.entryCount(sample: index) : 0)
        writer.lose(.series(q.type), count: max(1, count), .tcxNoPointField)
      }
    }
    if merger.intervals > 0 {
      writer.lose(
        .seriesEntryIntervals, count: merger.intervals,
        .tcxInstants)
    }
  }

  /// The valid location nearest in time to each of `dates` (the first of equally near ones, in route
  /// order), for course points without a position.
  func nearestLocations(to dates: [Date]) throws -> [Location?] {
    var nearest = [Location?](repeating: nil, count: dates.count)
    guard !dates.isEmpty else { return nearest }
    for r in 0..<routes {
      var cursor = original.locationCursor(route: r)
      while let l = try cursor.next() {
        guard TCXPointMerger.valid(l) else { continue }
        for (i, date) in dates.enumerated() {
          if let n = nearest[i], abs(n.time.timeIntervalSince(date)) <= abs(l.time.timeIntervalSince(date)) {
            continue
          }
          nearest[i] = l
        }
      }
    }
    return nearest
  }
}

/// Merges the sources into trackpoints in time order. Points at one instant are made in order — the
/// locations of each route, then each series' values — and each value goes to the first point of that
/// instant with its field free (a source that repeats a time keeps both points).
struct TCXPointMerger {
  /// Most points of one instant held at once. Beyond it the instant is delivered in windows of this many
  /// points: each window takes the next values of every field in order (the k-th position still meets the
  /// k-th heart rate), and a series altitude or speed merges with a position's equal value only within its
  /// window. A GPX without times puts every point at one instant: 160,000 of them were one 89 MB group.
  static let window = 4096
  private var locations: [LocationCursor]
  private var cursors: [SpoolCursor<QuantitySeriesEntry>]
  private let series: [TCXPointSources.Series]
  /// Per series: its slot and whether its unit is already TCX's (read per entry without copying `Series`).
  private let slots: [TCXPointSources.Slot]
  private let sameUnit: [Bool]
  private var anchors: [Date]
  private var anchorIndex = 0
  private var group: [Point] = []
  private var groupIndex = 0
  /// Per series: the values whose unit did not convert (left out).
  private(set) var unconvertible: [Int]
  private(set) var invalidPositions = 0
  private(set) var intervals = 0
  /// Distances from positions, when there is no distance series and they are asked for.
  private var route: SummaryDerivation.RouteDistance?

  /// `derivingDistance`: whether points get their distance increment from positions when there is no
  /// distance series (pass 1 sums them into lap totals; pass 2 writes no derived distance, so it skips
  /// the trigonometry).
  init(_ sources: TCXPointSources, anchors: [Date], derivingDistance: Bool = true) throws {
    locations = (0..<sources.routes).map { sources.points.locationCursor(route: $0) }
    cursors = sources.series.map { $0.entries.makeCursor() }
    series = sources.series
    slots = sources.series.map(\.slot)
    sameUnit = sources.series.map { $0.sourceUnit == $0.unit }
    unconvertible = Array(repeating: 0, count: sources.series.count)
    self.anchors = anchors
    if derivingDistance, sources.derivesDistance {
      route = SummaryDerivation.RouteDistance(pauses: sources.pauses)
    }
  }

  private func key(_ k: Int, _ entry: QuantitySeriesEntry) -> Date {
    slots[k] == .distance ? entry.end : entry.start
  }

  static func valid(_ l: Location) -> Bool {
    l.latitude.isFinite && l.longitude.isFinite && (-90...90).contains(l.latitude) && l.longitude >= -180
      && l.longitude < 180
  }

  /// The next point in time order (nil at the end), with its distance increment from positions when
  /// there is no distance series.
  mutating func next() throws -> Point? {
    guard var point = try nextMerged() else { return nil }
    if route != nil, let lat = point.latitude, let lon = point.longitude {
      point.distanceIncrement = route!.add(
        latitude: lat, longitude: lon, time: point.time.timeIntervalSince1970)
      point.distanceFromPositions = true
    }
    return point
  }

  private mutating func nextMerged() throws -> Point? {
    // An instant whose values all left out makes no point: on to the next.
    while groupIndex == group.count {
      guard try mergeNextInstant() else { return nil }
    }
    groupIndex += 1
    return group[groupIndex - 1]
  }

  /// Makes the points of the next instant (or window of it) into `group`; false at the end.
  private mutating func mergeNextInstant() throws -> Bool {
    // The earliest instant any source has next.
    var time: Date?
    for r in locations.indices {
      while let l = try locations[r].peek(), !Self.valid(l) {
        _ = try locations[r].next()
        invalidPositions += 1
      }
      if let l = try locations[r].peek(), time == nil || l.time < time! { time = l.time }
    }
    for k in cursors.indices {
      if let entry = try cursors[k].peek(), time == nil || key(k, entry) < time! { time = key(k, entry) }
    }
    if anchorIndex < anchors.count, time == nil || anchors[anchorIndex] < time! {
      time = anchors[anchorIndex]
    }
    guard let time else { return false }
    group.removeAll(keepingCapacity: true)
    groupIndex = 0
    func at(_ free: (Point) -> Bool) -> Int {
      if let i = group.firstIndex(where: free) { return i }
      group.append(Point(time: time))
      return group.count - 1
    }
    // Fields filled in order (position, distance, heart rate, cadences, power): the points before a
    // field's `firstFree` all have it, so the search starts there — linear in the group's size, not
    // quadratic (a GPX without times puts every point at one instant).
    // (Fixed-size vectors on the stack: two arrays here were two heap allocations per instant.)
    var firstFree = SIMD8<Int>(repeating: 0)
    // Values taken per field in this window: position, distance, heart rate, cadence, run cadence, power,
    // altitude, speed.
    var taken = SIMD8<Int>(repeating: 0)
    func atFree(_ field: Int, _ free: (Point) -> Bool) -> Int {
      var i = firstFree[field]
      while i < group.count, !free(group[i]) { i += 1 }
      if i == group.count { group.append(Point(time: time)) }
      firstFree[field] = i + 1
      return i
    }
    for r in locations.indices {
      while let l = try locations[r].peek(), l.time == time || !Self.valid(l) {
        guard !Self.valid(l) || taken[0] < Self.window else { break }
        _ = try locations[r].next()
        guard Self.valid(l) else {
          invalidPositions += 1
          continue
        }
        taken[0] += 1
        let i = atFree(0) { $0.latitude == nil }
        group[i].latitude = l.latitude
        group[i].longitude = l.longitude
        group[i].setFromLocation(altitude: l.altitude, speed: l.speed)
      }
    }
    for k in cursors.indices {
      let slot = slots[k]
      let field = Self.field(slot)
      while let entry = try cursors[k].peek(), key(k, entry) == time, taken[field] < Self.window {
        _ = try cursors[k].next()
        taken[field] += 1
        guard
          let value = sameUnit[k]
            ? entry.value : try? series[k].sourceUnit.convert(entry.value, to: series[k].unit)
        else {
          unconvertible[k] += 1
          continue
        }
        if slot == .distance {
          let i = atFree(1) { $0.distanceIncrement == nil }
          group[i].distanceIncrement = value
          continue
        }
        if entry.end != entry.start { intervals += 1 }
        switch slot {
        case .altitude: group[at { $0.takesAltitude(value) }].setSeriesAltitude(value)
        case .heartRate: group[atFree(2) { $0.heartRate == nil }].heartRate = value
        case .cadence: group[atFree(3) { $0.cadence == nil }].cadence = value
        case .runCadence: group[atFree(4) { $0.runCadence == nil }].runCadence = value
        case .speed: group[at { $0.takesSpeed(value) }].setSeriesSpeed(value)
        case .watts: group[atFree(5) { $0.watts == nil }].watts = value
        case .distance: break
        }
      }
    }
    if anchorIndex < anchors.count, anchors[anchorIndex] == time {
      anchorIndex += 1
      if group.isEmpty { group.append(Point(time: time)) }
    }
    return true
  }

  /// The index of `slot`'s field in a window's counts.
  private static func field(_ slot: TCXPointSources.Slot) -> Int {
    switch slot {
    case .distance: 1
    case .heartRate: 2
    case .cadence: 3
    case .runCadence: 4
    case .watts: 5
    case .altitude: 6
    case .speed: 7
    }
  }
}

/// Pass 2: the merged trackpoints, each with its leg, its lap and its running distance (restarting with
/// each leg, as devices write them; distances derived from positions count in the lap totals only).
struct TCXTrackpoints {
  private var merger: TCXPointMerger
  private let plan: Plan
  private var pending: (point: Point, leg: Int, lap: Int)?
  private var leg = -1
  private var distanceTotal: Double?

  init(merger: TCXPointMerger, plan: Plan) {
    self.merger = merger
    self.plan = plan
  }

  /// The next point (nil at the end).
  mutating func next() throws -> (point: Point, leg: Int, lap: Int)? {
    if let p = pending {
      pending = nil
      return p
    }
    guard var point = try merger.next() else { return nil }
    let (l, j) = plan.position(of: point.time)
    if l != leg {
      leg = l
      distanceTotal = nil
    }
    if let inc = point.distanceIncrement, !point.distanceFromPositions {
      distanceTotal = (distanceTotal ?? 0) + inc
      point.distanceTotal = distanceTotal
    }
    return (point, l, j)
  }

  /// Calls `body` with the points of lap `lap` of leg `leg`, skipping those of earlier laps (laps not
  /// written: a transition TCX has no place for).
  mutating func forEach(leg: Int, lap: Int, _ body: (Point) throws -> Void) throws {
    while let next = try next() {
      if next.leg < leg || (next.leg == leg && next.lap < lap) { continue }
      if next.leg > leg || next.lap > lap {
        pending = next
        return
      }
      try body(next.point)
    }
  }
}
