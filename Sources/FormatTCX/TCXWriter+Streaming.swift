import FormatKit
import Foundation
import WorkoutModel
import WorkoutOperations
import XMLStreaming

/// Streamed workouts (one activity, not a course): the trackpoints are merged from the spooled route and
/// series twice — once for the lap totals TCX writes before each lap's points, once to write them — so
/// memory does not grow with the track. Points at one instant are merged as `Plan.buildPoints` merges
/// them (each value goes to the first point of that instant with the field free, in creation order:
/// locations, then the samples in order), so the output and losses equal the whole-workout path's.
/// Inputs the merge cannot reproduce (sources out of time order, energy series, unconvertible units)
/// are materialized and written whole.
extension TCXWriter: StreamingWorkoutSink {
  public func acceptsStreamed(_ shell: Workout) -> Bool {
    !writesCourses && shell.header.metadata[TCXMetadataKey.courseName] == nil && shell.activities.count < 2
      && !shell.events.contains { $0.type == .marker }
  }

  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    var shell = shell
    deriveTimers(&shell)
    // Pass 1 (no output, no losses yet): order checks, anchors and the laps' figures.
    guard acceptsStreamed(shell), let sources = try TCXStreamSources(shell, points),
      let layout = try sources.layout(shell)
    else {
      return try receive(.workout(points.materialize(into: shell)))
    }
    streamedWorkouts += 1
    context.report.itemsWritten["workout", default: 0] += 1
    noteAuthor(shell.header.metadata)
    try startActivities()
    guard activityIDs.insert(shell.header.start.unixSeconds).inserted else {
      lose(.workoutsWithADuplicateStart, reason: "TCX Activity Ids (start times) must be unique")
      return
    }
    // The losses `Plan.buildPoints` reports, in its order.
    if layout.invalidPositions > 0 {
      lose(
        .routePoints, count: layout.invalidPositions,
        reason: "position outside TCX's latitude/longitude range")
    }
    for (index, sample) in shell.samples.enumerated() {
      guard case .quantity(let q) = sample, TCXStreamSources.slot(for: q.type) == nil else { continue }
      if q.type != WorkoutSeriesType.activeEnergy && q.type != "HKQuantityTypeIdentifierBasalEnergyBurned" {
        lose(
          .series(q.type), count: max(1, points.entryCount(sample: index)),
          reason: "TCX has no per-point field for it")
      }
    }
    if layout.intervals > 0 {
      lose(
        .seriesEntryIntervals, count: layout.intervals,
        reason: "TCX trackpoints are instants (values kept at the start)")
    }
    let energy = Plan.energySamples(of: shell)
    var leg = Leg(
      id: shell.header.start, activityType: shell.activityType, activity: nil, isTransition: false)
    for (j, event) in layout.lapEvents.enumerated() {
      var lap = Lap(event: event)
      lap.totals = Plan.totals(event, figures: layout.figures[j], energy: energy, writer: self)
      leg.laps.append(lap)
    }
    let plan = Plan(
      streamedOffset: shell.header.start.utcOffset,
      pauses: shell.events.filter { $0.type == .pause }.map(\.start.date).sorted(), legs: [leg])
    checkWorkout(shell, multisport: false)
    beginPauses()

    // Pass 2: write.
    let (sport, exact) = TCXSport.sport(for: leg.activityType)
    if !exact { lose(.activityType, reason: "TCX Sport is only Running, Biking or Other") }
    try xml.startElement("Activity")
    try xml.writeAttribute("Sport", sport)
    try xml.writeElement("Id", text: text(leg.id))
    var merger = try sources.merger(anchors: layout.anchors)
    var pending: Point?
    var distanceTotal: Double?
    for (j, lap) in leg.laps.enumerated() {
      try writeLap(lap, element: "Lap", plan: plan) { body in
        while true {
          guard var point = try pending ?? merger.next() else { break }
          pending = nil
          if layout.lapIndex(point.time) != j {
            pending = point
            break
          }
          if let inc = point.distanceIncrement, !point.distanceFromPositions {
            distanceTotal = (distanceTotal ?? 0) + inc
            point.distanceTotal = distanceTotal
          }
          try body(point)
        }
      }
    }
    if let notes = shell.header.metadata[TCXMetadataKey.notes] {
      try xml.writeElement("Notes", text: notes.stringValue)
    }
    try writeCreator(shell.header.device, source: shell.header.source)
    try xml.endElement()
    endPauses(plan)
  }
}

/// The spooled sources of a streamed workout's trackpoints, merged by time.
struct TCXStreamSources {
  enum Slot { case altitude, distance, heartRate, cadence, runCadence, speed, watts }

  struct Series {
    var sample: Int
    var slot: Slot
    var unit: QuantityUnit
    var sourceUnit: QuantityUnit
  }

  let points: WorkoutPoints
  let routes: Int
  var series: [Series] = []
  /// The pause instants (Unix seconds), for distances derived from positions.
  let pauses: [Double]
  /// Whether trackpoint distances come from positions (no distance series: `Plan.deriveDistances`).
  var derivesDistance: Bool { !series.contains { $0.slot == .distance } }

  /// The slot of a series type (FormatKit's `PointField` table; `Plan.buildPoints` uses it too), nil
  /// when TCX has none.
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
    case .temperature, .waterTemperature, .depth: return nil
    }
    return (slot, field.unit)
  }

  /// Nil when the workout has energy series (lap calories need them whole).
  init?(_ shell: Workout, _ points: WorkoutPoints) throws {
    self.points = points
    routes = shell.routes.count
    pauses = WorkoutSummaries.pauseInstants(shell)
    for (index, sample) in shell.samples.enumerated() {
      guard case .quantity(let q) = sample else { continue }
      if q.type == WorkoutSeriesType.activeEnergy && points.entryCount(sample: index) > 0 { return nil }
      guard let (slot, unit) = Self.slot(for: q.type) else { continue }
      series.append(Series(sample: index, slot: slot, unit: unit, sourceUnit: q.quantity.unit))
    }
  }

  /// The first pass's findings.
  struct Layout {
    var invalidPositions = 0
    var intervals = 0
    var anchors: [Date] = []
    var lapEvents: [WorkoutEvent] = []
    var lapStarts: [Date] = []
    var figures: [LapPointFigures] = []

    /// The lap that holds `date` (as the whole path places points).
    func lapIndex(_ date: Date) -> Int { Plan.slot(date, in: lapStarts) }
  }

  func merger(anchors: [Date]) throws -> TCXPointMerger {
    try TCXPointMerger(self, anchors: anchors)
  }

  /// Pass 1, or nil when a source is out of time order or a unit does not convert.
  func layout(_ shell: Workout) throws -> Layout? {
    var layout = Layout()
    var lapEvents = shell.events.filter { $0.type == .lap }.sorted { $0.start < $1.start }
    if lapEvents.isEmpty {
      lapEvents = [
        Plan.wholeLegLap(start: shell.header.start, end: shell.header.end, duration: shell.duration)
      ]
    }
    layout.lapEvents = lapEvents
    layout.lapStarts = lapEvents.map(\.start.date)
    layout.figures = Array(repeating: LapPointFigures(), count: lapEvents.count)
    // Anchor candidates: pause/resume instants (in event order) without a point, and the workout's end.
    var eventTimes: [Date] = []
    for event in shell.events where event.type == .pause || event.type == .resume {
      eventTimes.append(event.start.date)
    }
    let sortedEventTimes = Array(Set(eventTimes)).sorted()
    var present = Set<Date>()
    var e = 0
    var merger = try TCXPointMerger(self, anchors: [])
    var lastPoint = Date.distantPast
    let legStart = shell.header.start.date
    while let point = try merger.next() {
      if point.time >= legStart { lastPoint = point.time }
      while e < sortedEventTimes.count, sortedEventTimes[e] <= point.time {
        if sortedEventTimes[e] == point.time { present.insert(point.time) }
        e += 1
      }
      layout.figures[layout.lapIndex(point.time)].add(point)
    }
    guard merger.inOrder else { return nil }
    if merger.unconvertible { return nil }
    layout.invalidPositions = merger.invalidPositions
    layout.intervals = merger.intervals
    var times = present
    var added: [Date] = []
    for t in eventTimes where !times.contains(t) {
      times.insert(t)
      added.append(t)
    }
    // The leg's end (`Plan.addAnchors`, one leg).
    let end = shell.header.end.date
    let lastLap =
      shell.events.filter { $0.type == .lap }.map { $0.end.date }.filter { $0 >= legStart }.max()
      ?? .distantPast
    if end > lastPoint, end > lastLap, end >= legStart, !times.contains(end), !merger.hasPoint(at: end) {
      added.append(end)
    }
    layout.anchors = added.sorted()
    return layout
  }
}

/// Merges the sources into trackpoints in time order (as `Plan.buildPoints` then `sortByTime` order them).
struct TCXPointMerger {
  /// Most points of one instant held at once. Beyond it the instant is delivered in windows of this many
  /// points: each window takes the next values of every field in order (the k-th position still meets the
  /// k-th heart rate), and a series altitude or speed merges with a position's equal value only within its
  /// window. A GPX without times puts every point at one instant: 160,000 of them were one 89 MB group.
  static let window = 4096
  private var locations: [LocationCursor]
  private var cursors: [SpoolCursor<QuantitySeriesEntry>]
  private let series: [TCXStreamSources.Series]
  /// Per series: its slot and whether its unit is already TCX's (read per entry without copying `Series`).
  private let slots: [TCXStreamSources.Slot]
  private let sameUnit: [Bool]
  private var anchors: [Date]
  private var anchorIndex = 0
  private var group: [Point] = []
  private var groupIndex = 0
  private var lastTimes: [Date?]
  private(set) var inOrder = true
  private(set) var unconvertible = false
  private(set) var invalidPositions = 0
  private(set) var intervals = 0
  /// The instant of the last point group delivered (what `hasPoint(at:)` checks after the last point).
  private var lastDelivered: Date?
  /// Distances from positions, when there is no distance series.
  private var route: SummaryDerivation.RouteDistance?

  init(_ sources: TCXStreamSources, anchors: [Date]) throws {
    locations = (0..<sources.routes).map { sources.points.locationCursor(route: $0) }
    cursors = sources.series.map { sources.points.entryCursor(sample: $0.sample) }
    series = sources.series
    slots = sources.series.map(\.slot)
    sameUnit = sources.series.map { $0.sourceUnit == $0.unit }
    self.anchors = anchors
    lastTimes = Array(repeating: nil, count: sources.routes + sources.series.count)
    if sources.derivesDistance { route = SummaryDerivation.RouteDistance(pauses: sources.pauses) }
  }

  /// Whether a point at `date` was delivered (only for the workout's end: checked after the last point).
  func hasPoint(at date: Date) -> Bool { lastDelivered == date }

  private func key(_ k: Int, _ entry: QuantitySeriesEntry) -> Date {
    slots[k] == .distance ? entry.end : entry.start
  }

  private static func valid(_ l: Location) -> Bool {
    l.latitude.isFinite && l.longitude.isFinite && (-90...90).contains(l.latitude) && l.longitude >= -180
      && l.longitude < 180
  }

  /// The next point in time order (nil at the end), with its distance from positions when there is no
  /// distance series (as `Plan.deriveDistances` gives it).
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
    if groupIndex < group.count {
      groupIndex += 1
      return group[groupIndex - 1]
    }
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
    guard let time else { return nil }
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
    var firstFree = [Int](repeating: 0, count: 6)
    // Values taken per field in this window: position, distance, heart rate, cadence, run cadence, power,
    // altitude, speed.
    var taken = [Int](repeating: 0, count: 8)
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
        note(r, l.time)
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
        note(locations.count + k, time)
        guard
          let value = sameUnit[k]
            ? entry.value : try? series[k].sourceUnit.convert(entry.value, to: series[k].unit)
        else {
          unconvertible = true
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
    lastDelivered = time
    guard !group.isEmpty else { return try nextMerged() }
    groupIndex = 1
    return group[0]
  }

  /// The index of `slot`'s field in a window's counts.
  private static func field(_ slot: TCXStreamSources.Slot) -> Int {
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

  /// Notes that source `k` delivered an element at `time` (sources must be in time order).
  private mutating func note(_ k: Int, _ time: Date) {
    if let last = lastTimes[k], time < last { inOrder = false }
    lastTimes[k] = time
  }
}
