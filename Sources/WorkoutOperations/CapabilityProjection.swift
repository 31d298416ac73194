import FormatKit
import FoundationEssentials
import WorkoutModel

/// Projects items onto what a target format can carry, turning everything it cannot carry into a
/// reported `Loss` (DESIGN.md §4): nothing is dropped silently.
///
/// The contract every writer keeps: reading back what it wrote gives `project(item)` (up to the
/// format's stated rounding), so round-trip tests compare against the projection.
public struct CapabilityProjection: Sendable {
  /// The target format.
  public let target: FormatDescriptor
  package var writes: Set<Capability> { target.capabilities.writes }

  /// The formats that can write each capability (for hints), as known to the caller's registry.
  public let alternatives: @Sendable (Capability) -> [FormatID]
  /// What every item asks, answered once (a set lookup per item and question was ~2 % of a large
  /// export's conversion): whether the target carries each item kind (by `HealthItemKind.index`), its
  /// metadata, devices and UUIDs.
  private let carriesKind: [Bool]
  private let keepsMetadata: Bool
  private let keepsDevice: Bool
  private let keepsUUIDs: Bool

  /// Makes a projection onto a target; `alternatives` names the formats that would keep a capability.
  public init(
    target: FormatDescriptor,
    alternatives: @escaping @Sendable (Capability) -> [FormatID] = { _ in [.ndjson] }
  ) {
    self.target = target
    self.alternatives = alternatives
    let writes = target.capabilities.writes
    carriesKind = HealthItemKind.allCases.map { writes.contains(Capability.forItem($0)) }
    keepsMetadata = writes.contains(.metadata)
    keepsDevice = writes.contains(.device)
    keepsUUIDs = writes.contains(.uuids)
  }

  /// The part of `item` the target can carry (nil when none), with losses recorded in `context`.
  public func project(_ item: HealthItem, context: ConversionContext) -> HealthItem? {
    if case .opaque(let record) = item,
      target.capabilities.opaqueRecordsTaken.contains("\(record.format):\(record.name)")
    {
      return item
    }
    if case .opaque(let record) = item, record.fileToken != nil, record.format != target.id.rawValue {
      context.lose(
        .opaque(record.name), in: "input", .opaqueFileForItsFormat(name: record.name, format: record.format))
      return nil
    }
    if case .opaque(let record) = item, record.format != target.id.rawValue, target.id != .ndjson,
      let part = record.uncarriedPart
    {
      // The rest of the record reached the model (`WKUncarried`): only that part is lost, if any.
      if !part.isEmpty {
        context.lose(
          .opaque("\(record.name) \(part)"), in: "input",
          .opaquePartNotCarried(target: target.name, format: record.format, name: record.name, part: part))
      }
      return nil
    }
    if case .opaque(let record) = item, record.format != target.id.rawValue, target.id != .ndjson {
      context.lose(
        .opaque(record.name), in: "input",
        .opaqueRecordsNotCarried(target: target.name, format: record.format, name: record.name))
      return nil
    }
    guard carries(item.kind, context: context) else { return nil }
    switch item {
    case .workout(let workout):
      return .workout(project(workout, context: context))
    case .route(let route):
      return .route(project(route, object: "route", context: context))
    case .quantity(var sample):
      strip(&sample.header, object: "sample", context: context)
      return .quantity(sample)
    case .category(var sample):
      strip(&sample.header, object: "sample", context: context)
      return .category(sample)
    case .heartbeatSeries(var series):
      strip(&series.header, object: "heartbeat series", context: context)
      return .heartbeatSeries(series)
    case .correlation(var correlation):
      strip(&correlation.header, object: "correlation", context: context)
      return .correlation(correlation)
    case .electrocardiogram(var ecg):
      strip(&ecg.header, object: "electrocardiogram", context: context)
      return .electrocardiogram(ecg)
    default:
      return item
    }
  }

  /// The part of a workout the target can carry.
  public func project(_ input: Workout, context: ConversionContext) -> Workout {
    projectWorkout(
      input, context: context,
      routes: { routes in
        if writes.contains(.route) {
          return routes.map { project($0, object: "workout route", context: context) }
        }
        loseRoutePoints(routes.reduce(0) { $0 + $1.locations.count }, context: context)
        return []
      },
      seriesCount: { _, q in q.series.count }
    ).workout
  }

  /// The part of a workout given as a shell and its points (`WorkoutPoints`) the target can carry, and
  /// the points to write with it, or nil when the target carries no workouts. The losses are those
  /// `project(_:context:)` reports for the whole workout, in the same order: the route points' are
  /// counted in one pass over the spooled points, and the fields the target drops are removed from each
  /// point as the writer reads it.
  package func project(_ shell: Workout, points: WorkoutPoints, context: ConversionContext) throws
    -> (workout: Workout, points: WorkoutPoints)?
  {
    guard carries(.workout, context: context) else { return nil }
    var transform: (@Sendable (inout Location) -> Void)?
    let (projected, kept) = try projectWorkout(
      shell, context: context,
      routes: { routes in
        let spooled = points.routes.count
        guard writes.contains(.route) else {
          let total = routes.indices.reduce(0) {
            $0 + routes[$1].locations.count + ($1 < spooled ? points.locationCount(route: $1) : 0)
          }
          if total > 0 { loseRoutePoints(total, context: context) }
          return []
        }
        var projected: [WorkoutRoute] = []
        for index in routes.indices {
          // A route whose points are in the shell (none spooled) is projected as a whole one.
          guard index < spooled else {
            projected.append(project(routes[index], object: "workout route", context: context))
            continue
          }
          var route = routes[index]
          strip(&route.header, object: "workout route", context: context, reportUUID: false)
          transform = try routePointLosses(points, route: index, context: context)
          projected.append(route)
        }
        return projected
      },
      seriesCount: { index, q in
        q.series.count + (index < points.series.count ? points.entryCount(sample: index) : 0)
      })
    return (
      projected,
      points.projected(keptSamples: kept, keepRoutes: writes.contains(.route), locationTransform: transform)
    )
  }

  /// Counts what the target drops from each location of route `index` (as `project(_:object:context:)`
  /// does for a whole route) and returns the change to apply to each location as it is read.
  private func routePointLosses(_ points: WorkoutPoints, route index: Int, context: ConversionContext) throws
    -> (@Sendable (inout Location) -> Void)?
  {
    let dropAccuracy = !writes.contains(.routeAccuracy)
    let dropSpeed = !writes.contains(.speed)
    let dropAltitude = !writes.contains(.altitude)
    guard dropAccuracy || dropSpeed || dropAltitude else { return nil }
    var accuracy = 0
    var speed = 0
    var altitude = 0
    try points.forEachLocationChunk(route: index) { chunk in
      for l in chunk {
        if dropAccuracy && (l.horizontalAccuracy != nil || l.verticalAccuracy != nil || l.course != nil) {
          accuracy += 1
        }
        if dropSpeed && l.speed != nil { speed += 1 }
        if dropAltitude && l.altitude != nil { altitude += 1 }
      }
    }
    loseRoutePointFields(accuracy: accuracy, speed: speed, altitude: altitude, context: context)
    return { l in
      if dropAccuracy {
        l.horizontalAccuracy = nil
        l.verticalAccuracy = nil
        l.course = nil
      }
      if dropSpeed { l.speed = nil }
      if dropAltitude { l.altitude = nil }
    }
  }

  /// The workout projected, with the indices of the samples kept: `routes` projects the routes (and
  /// reports their points' losses), `seriesCount` gives the entries of quantity sample `index`.
  private func projectWorkout(
    _ input: Workout, context: ConversionContext, routes: ([WorkoutRoute]) throws -> [WorkoutRoute],
    seriesCount: (_ index: Int, QuantitySample) -> Int
  ) rethrows -> (workout: Workout, keptSamples: [Int]) {
    var workout = input
    strip(&workout.header, object: "workout", context: context)
    // Activities: several need multisport; one that merely mirrors the workout is structure every
    // workout-carrying format rebuilds.
    if workout.activities.count > 1 && !writes.contains(.multisport) {
      context.lose(
        .multisportActivities, in: "workout", count: workout.activities.count,
        .noMultisport(target: target.name, keepers: keepers(of: .multisport)))
      workout.activities = []
    } else if !writes.contains(.multisport) {
      workout.activities = []
    }
    for index in workout.activities.indices {
      workout.activities[index].events = projectEvents(workout.activities[index].events, context: context)
      if !writes.contains(.workoutStatistics) { workout.activities[index].statistics = [] }
      if !writes.contains(.metadata) { workout.activities[index].metadata = Metadata() }
    }
    workout.events = projectEvents(workout.events, context: context)
    if let lap = Self.wholeWorkoutLap(workout, writes: writes) {
      // A target with laps but no workout totals (TCX) keeps a lap-less workout's totals on one lap
      // over the whole workout: its statistics, or the pre-iOS 16 `totals`, in their own units.
      workout.events.append(lap)
      workout.events.sort { $0.start < $1.start }
      workout.statistics = []
      for key in Self.lapTotalKeys { workout.totals[key] = nil }
    }
    if !workout.statistics.isEmpty && !writes.contains(.workoutStatistics) {
      context.lose(
        .workoutStatistics, in: "workout", count: workout.statistics.count,
        .noWorkoutStatistics(target: target.name, keepers: keepers(of: .workoutStatistics)))
      workout.statistics = []
    }
    if !workout.totals.isEmpty && !writes.contains(.workoutStatistics) {
      context.lose(
        .workoutTotals, in: "workout", count: workout.totals.count,
        .noWorkoutTotals(target: target.name, keepers: keepers(of: .workoutStatistics)))
      workout.totals = [:]
    }
    if !workout.routes.isEmpty { workout.routes = try routes(workout.routes) }
    var kept: [Int] = []
    workout.samples = workout.samples.enumerated().compactMap { index, sample in
      let projected = project(sample, seriesCount: { seriesCount(index, $0) }, context: context)
      if projected != nil { kept.append(index) }
      return projected
    }
    return (workout, kept)
  }

  /// The part of a workout's sample the target can carry (nil: none, its loss reported).
  private func project(
    _ sample: WorkoutSample, seriesCount: (QuantitySample) -> Int, context: ConversionContext
  ) -> WorkoutSample? {
    switch sample {
    case .quantity(var q):
      let needed = Capability.forSeries(type: q.type)
      guard writes.contains(needed) else {
        loseSeries(type: q.type, count: max(1, seriesCount(q)), context: context)
        return nil
      }
      strip(&q.header, object: "workout sample", context: context, reportUUID: false)
      return .quantity(q)
    case .category(var c):
      guard writes.contains(.categorySamples) else {
        context.lose(
          .sampleType(SummaryText.short(c.type)), in: "workout",
          .cannotCarry(target: target.name, keepers: keepers(of: .categorySamples)))
        return nil
      }
      strip(&c.header, object: "workout sample", context: context, reportUUID: false)
      return .category(c)
    case .heartbeatSeries(var h):
      guard writes.contains(.heartbeatSeries) else {
        context.lose(
          .heartbeats, in: "workout", count: h.beats.count,
          .noBeatToBeat(target: target.name, keepers: keepers(of: .heartbeatSeries)))
        return nil
      }
      strip(&h.header, object: "workout sample", context: context, reportUUID: false)
      return .heartbeatSeries(h)
    }
  }

  /// Whether the target carries items of `kind`; when not, the loss of one is reported.
  private func carries(_ kind: HealthItemKind, context: ConversionContext) -> Bool {
    guard carriesKind[kind.index] else {
      context.lose(
        .item(kind), in: "input",
        .cannotCarry(target: target.name, keepers: keepers(of: Capability.forItem(kind))))
      return false
    }
    return true
  }

  /// The legacy `Workout.totals` keys a lap carries as statistics.
  public static let lapTotalKeys = ["distance", "energyBurned", "swimmingStrokeCount", "flightsClimbed"]

  /// The lap that carries a lap-less workout's statistics and legacy totals onto a target that has
  /// laps but no workout statistics (nil when the target keeps workout statistics, has no laps, or
  /// the workout has laps, several activities or no totals). Interval = the workout's (elapsed), timer
  /// (`WKTimerDuration`) = its active duration; legacy `totals` become statistics of the matching type
  /// (distance of the activity's kind, active energy, swimming strokes, flights), each in its own unit.
  public static func wholeWorkoutLap(_ workout: Workout, writes: Set<Capability>) -> WorkoutEvent? {
    guard writes.contains(.laps), !writes.contains(.workoutStatistics), workout.activities.count <= 1,
      !workout.events.contains(where: { $0.type == .lap }),
      !workout.statistics.isEmpty || Self.lapTotalKeys.contains(where: { workout.totals[$0] != nil })
    else { return nil }
    let start = workout.header.start
    let end = workout.header.end
    var statistics = workout.statistics
    let types = [
      WorkoutSeriesType.distanceType(for: workout.activityType), WorkoutSeriesType.activeEnergy,
      "HKQuantityTypeIdentifierSwimmingStrokeCount", "HKQuantityTypeIdentifierFlightsClimbed",
    ]
    let legacy = zip(Self.lapTotalKeys, types)
    for (key, type) in legacy {
      guard let total = workout.totals[key], !statistics.contains(where: { $0.type == type }) else {
        continue
      }
      statistics.append(
        WorkoutStatistics(type: type, start: start, end: end, unit: total.unit, sum: total.value))
    }
    var lap = WorkoutEvent(
      type: .lap, start: start, duration: max(0, end.timeIntervalSince(start)), statistics: statistics)
    if let timer = workout.duration { lap.timerDuration = timer }
    return lap
  }

  private func projectEvents(_ events: [WorkoutEvent], context: ConversionContext) -> [WorkoutEvent] {
    events.compactMap { event in
      var event = event
      let needed = Capability.forEvent(event)
      guard writes.contains(needed) else {
        context.lose(
          .events(event.type), in: "workout", .cannotCarry(target: target.name, keepers: keepers(of: needed)))
        return nil
      }
      if !event.statistics.isEmpty && !writes.contains(.workoutStatistics) && needed != .laps {
        event.statistics = []
      }
      if !event.metadata.isEmpty && !writes.contains(.metadata) && needed != .swimLengths {
        context.lose(
          .eventMetadata, in: "workout", count: event.metadata.count,
          .noEventMetadata(target: target.name, keepers: keepers(of: .metadata)))
        event.metadata = Metadata()
      }
      return event
    }
  }

  private func project(_ input: WorkoutRoute, object: String, context: ConversionContext) -> WorkoutRoute {
    var route = input
    strip(&route.header, object: object, context: context, reportUUID: false)
    var accuracy = 0
    var speed = 0
    var altitude = 0
    if !writes.contains(.routeAccuracy) {
      for index in route.locations.indices {
        var point = route.locations[index]
        if point.horizontalAccuracy != nil || point.verticalAccuracy != nil || point.course != nil {
          accuracy += 1
          point.horizontalAccuracy = nil
          point.verticalAccuracy = nil
          point.course = nil
          route.locations[index] = point
        }
      }
    }
    if !writes.contains(.speed) {
      for index in route.locations.indices where route.locations[index].speed != nil {
        route.locations[index].speed = nil
        speed += 1
      }
    }
    if !writes.contains(.altitude) {
      for index in route.locations.indices where route.locations[index].altitude != nil {
        route.locations[index].altitude = nil
        altitude += 1
      }
    }
    loseRoutePointFields(accuracy: accuracy, speed: speed, altitude: altitude, context: context)
    return route
  }

  private func strip(
    _ header: inout SampleHeader, object: String, context: ConversionContext, reportUUID: Bool = true
  ) {
    if !keepsMetadata && !header.metadata.isEmpty {
      context.lose(
        .metadataEntries, in: object, count: header.metadata.count,
        .cannotCarry(target: target.name, keepers: keepers(of: .metadata)))
      header.metadata = Metadata()
    }
    if !keepsDevice, let device = header.device, !device.isEmpty {
      context.lose(
        .device, in: object, .noDeviceDetails(target: target.name, keepers: keepers(of: .device)))
      header.device = nil
    }
    if reportUUID && !keepsUUIDs {
      context.lose(
        .uuids, in: object, .noUUIDs(target: target.name, keepers: keepers(of: .uuids)))
    }
  }

  /// Reports `count` route points dropped with a workout's routes (the target cannot carry routes).
  package func loseRoutePoints(_ count: Int, context: ConversionContext) {
    context.lose(
      .routePoints, in: "workout", count: count, .noRoutes(target: target.name, keepers: keepers(of: .route)))
  }

  /// Reports the route points whose accuracy and course, speed or altitude the target drops (each when
  /// non-zero, in that order).
  package func loseRoutePointFields(accuracy: Int, speed: Int, altitude: Int, context: ConversionContext) {
    if accuracy > 0 {
      context.lose(
        .routeAccuracyAndCourse, in: "route point", count: accuracy,
        .noRouteAccuracy(target: target.name, keepers: keepers(of: .routeAccuracy)))
    }
    if speed > 0 {
      context.lose(
        .routeSpeed, in: "route point", count: speed,
        .cannotCarry(target: target.name, keepers: keepers(of: .speed)))
    }
    if altitude > 0 {
      context.lose(
        .routeAltitude, in: "route point", count: altitude,
        .cannotCarry(target: target.name, keepers: keepers(of: .altitude)))
    }
  }

  /// Reports `count` entries of a workout's quantity series of `type` that the target cannot carry.
  package func loseSeries(type: String, count: Int, context: ConversionContext) {
    let needed = Capability.forSeries(type: type)
    context.lose(
      .sampleType(SummaryText.short(type)), in: "workout", count: count,
      .cannotCarry(target: target.name, keepers: keepers(of: needed)))
  }

  /// The formats that would keep `capability`, which a loss's hint names ("no format keeps" when none).
  package func keepers(of capability: Capability) -> Loss.Keepers {
    Loss.Keepers(capability, formats: alternatives(capability).filter { $0 != target.id }, saysNone: true)
  }
}
