import FormatKit
import Foundation
import WorkoutModel

/// The streaming counterpart of `GPXPointBuffer` + `GPXTrackAssembler` (used when the sink takes
/// workouts streamed): points go to spools as they are read, with the running figures the workout needs
/// (interval, segment bounds, per-channel aggregates, first/last point), so the shell is built at the
/// end without the points in memory. Points without `<time>` before the first timed one wait in memory
/// (they take its time), as `GPXTrackAssembler.fillMissingTimes` does; later ones take the previous
/// point's time on the spot. The result equals `GPXTrackAssembler.assemble()`'s workout.
final class GPXPointSpool {
  private enum Pending {
    case point(GPXPoint)
    case beginSegment
    case endSegment
  }

  struct Channel {
    var spool: Spool<QuantitySeriesEntry>?
    var figures = GPXSeriesFigures()
  }

  /// The running figures, behind a pointer: `store` updates a dozen of them per point, and a class's
  /// stored properties pay a dynamic exclusivity check on every access.
  private struct State {
    var channels = [Channel](repeating: Channel(), count: 7)
    var first: Location?
    var last: Location?
    var earliest: Date?
    var latest: Date?
    var segmentBounds: [(Date, Date)] = []
    var segmentStart = 0
    var segmentFirst: Date?
    var segmentLast: Date?
    var previousTime: Date?
    var pending: [Pending] = []
  }
  private let state: UnsafeMutablePointer<State> = {
    let p = UnsafeMutablePointer<State>.allocate(capacity: 1)
    p.initialize(to: State())
    return p
  }()

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  let locations = Spool<Location>()
  var channels: [Channel] { state.pointee.channels }
  var first: Location? { state.pointee.first }
  var last: Location? { state.pointee.last }
  var earliest: Date? { state.pointee.earliest }
  var latest: Date? { state.pointee.latest }
  /// Bounds of the non-empty segments so far (first and last point time).
  var segmentBounds: [(Date, Date)] { state.pointee.segmentBounds }
  private var segmentStart: Int {
    get { state.pointee.segmentStart }
    set { state.pointee.segmentStart = newValue }
  }
  private var segmentFirst: Date? {
    get { state.pointee.segmentFirst }
    set { state.pointee.segmentFirst = newValue }
  }
  private var segmentLast: Date? { state.pointee.segmentLast }
  private var previousTime: Date? {
    get { state.pointee.previousTime }
    set { state.pointee.previousTime = newValue }
  }
  private var pending: [Pending] {
    get { state.pointee.pending }
    set { state.pointee.pending = newValue }
  }

  func beginSegment() {
    if !pending.isEmpty { return state.pointee.pending.append(.beginSegment) }
    segmentStart = locations.count
    segmentFirst = nil
  }

  func endSegment() {
    if !pending.isEmpty { return state.pointee.pending.append(.endSegment) }
    if locations.count > segmentStart, let f = segmentFirst, let l = segmentLast {
      state.pointee.segmentBounds.append((f, l))
    }
    segmentStart = locations.count
    segmentFirst = nil
  }

  func add(_ point: GPXPoint) throws {
    var p = point
    if p.time == nil {
      guard let previousTime else { return state.pointee.pending.append(.point(p)) }
      p.time = previousTime
    } else if !pending.isEmpty {
      let time = p.time!
      let waiting = pending
      pending = []
      previousTime = time
      for item in waiting {
        switch item {
        case .point(var q):
          q.time = time
          try store(q)
        case .beginSegment: beginSegment()
        case .endSegment: endSegment()
        }
      }
    }
    previousTime = p.time
    try store(p)
  }

  /// Ends the track: points still waiting for a time take `fallback`.
  func finish(fallback: Date) throws {
    let waiting = pending
    pending = []
    for item in waiting {
      switch item {
      case .point(var q):
        q.time = fallback
        try store(q)
      case .beginSegment: beginSegment()
      case .endSegment: endSegment()
      }
    }
  }

  private func store(_ p: GPXPoint) throws {
    let time = p.time!
    let location = Location(
      time: time, latitude: p.latitude, longitude: p.longitude, altitude: p.altitude,
      horizontalAccuracy: p.horizontalAccuracy, verticalAccuracy: p.verticalAccuracy, speed: p.speed,
      course: p.course)
    let s = state
    if s.pointee.first == nil { s.pointee.first = location }
    s.pointee.last = location
    if s.pointee.earliest.map({ time < $0 }) ?? true { s.pointee.earliest = time }
    if s.pointee.latest.map({ time > $0 }) ?? true { s.pointee.latest = time }
    if locations.count == s.pointee.segmentStart { s.pointee.segmentFirst = time }
    s.pointee.segmentLast = time
    try locations.append(location)
    try channel(0, p.heartRate, time)
    try channel(1, p.cadence, time)
    try channel(2, p.power, time)
    try channel(3, p.temperature, time)
    try channel(4, p.distance, time)
    try channel(5, p.waterTemperature, time)
    try channel(6, p.depth, time)
  }

  @inline(__always) private func channel(_ k: Int, _ v: Double?, _ time: Date) throws {
    guard let v else { return }
    try state.pointee.channels.withUnsafeMutableBufferPointer { channels in
      if channels[k].spool == nil { channels[k].spool = Spool<QuantitySeriesEntry>() }
      let value = channels[k].figures.add(v, at: time, cumulative: GPXTrackAssembler.cumulative[k])
      try channels[k].spool!.append(QuantitySeriesEntry(value: value, start: time))
    }
  }
}

extension GPXTrackAssembler {
  /// The workout of a spooled track (nil when it has no points: the caller assembles the empty track
  /// record as before).
  func assembleStreamed(_ spool: GPXPointSpool) throws -> (Workout, WorkoutPoints, zeroLengthBreaks: Int)? {
    try spool.finish(fallback: fileTime?.date ?? Date(timeIntervalSince1970: 0))
    guard spool.locations.count > 0, let first = spool.earliest, let last = spool.latest else { return nil }
    var route = WorkoutRoute(
      header: SampleHeader(uuid: UUID(), start: Timestamp(first), end: Timestamp(last), source: source),
      locations: [])
    route.header.uuid = WorkoutStreaming.uuid(
      forRoute: route.header, count: spool.locations.count, first: spool.first, last: spool.last)
    let channels = spool.channels
    let made = makeWorkout(
      first: first, last: last, route: route, segmentBounds: spool.segmentBounds, channels: channels.map(\.figures))
    let series = made.seriesChannels.map { channels[$0].spool }
    return (made.workout, WorkoutPoints(routes: [spool.locations], series: series), made.zeroLengthBreaks)
  }
}
