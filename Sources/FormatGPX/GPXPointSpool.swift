import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The points of the track being read: they go to spools as they are read, with the running figures the
/// workout needs (interval, segment bounds, per-channel aggregates, first/last point), so the shell is
/// built at the end (`GPXTrackAssembler.assemble(_:)`) without the points in memory. Points without
/// `<time>` before the first timed one wait in a spool of their own (they take its time, or the file's
/// when none comes); later ones take the previous point's time on the spot. (Held whole in memory, a
/// track without any time of 160,000 points takes 89 MB.)
final class GPXPointSpool {
  /// A point waiting for a time, or a segment boundary among them.
  struct Pending: SpoolRecord {
    enum Kind: UInt64 { case point, beginSegment, endSegment }
    var kind: Kind
    var point = GPXPoint(latitude: 0, longitude: 0)

    /// Kind, latitude, longitude, a presence mask and the twelve optional values (the time is nil).
    static var recordSize: Int { 128 }

    func store(into record: borrowing RecordWriter) {
      record.store(kind.rawValue, at: 0)
      record.store(point.latitude, at: 8)
      record.store(point.longitude, at: 16)
      var present: UInt64 = 0
      for (i, v) in Self.optionals(point).enumerated() {
        record.store(v ?? 0, at: 32 + 8 * i)
        if v != nil { present |= 1 << UInt64(i) }
      }
      record.store(present, at: 24)
    }

    static func load(from record: borrowing RecordReader) -> Pending {
      let present = record.load(UInt64.self, at: 24)
      func v(_ i: Int, _ record: borrowing RecordReader) -> Double? {
        present & (1 << UInt64(i)) == 0 ? nil : record.load(Double.self, at: 32 + 8 * i)
      }
      let point = GPXPoint(
        latitude: record.load(Double.self, at: 8), longitude: record.load(Double.self, at: 16),
        altitude: v(0, record), time: nil, speed: v(1, record), course: v(2, record),
        horizontalAccuracy: v(3, record), verticalAccuracy: v(4, record), heartRate: v(5, record),
        cadence: v(6, record), power: v(7, record), temperature: v(8, record), distance: v(9, record),
        waterTemperature: v(10, record), depth: v(11, record))
      return Pending(kind: Kind(rawValue: record.load(UInt64.self, at: 0)) ?? .point, point: point)
    }

    private static func optionals(_ q: GPXPoint) -> [Double?] {
      [
        q.altitude, q.speed, q.course, q.horizontalAccuracy, q.verticalAccuracy, q.heartRate, q.cadence,
        q.power,
        q.temperature, q.distance, q.waterTemperature, q.depth,
      ]
    }
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
    var hasPending = false
  }
  private let state = StateBox(State())

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
  /// Points (and segment bounds) waiting for a time.
  private var pending = Spool<Pending>()

  private func hold(_ item: Pending) throws {
    try pending.append(item)
    state.pointee.hasPending = true
  }

  /// Stores the points waiting for a time with `time`.
  private func release(at time: Date) throws {
    let waiting = pending
    pending = Spool<Pending>()
    state.pointee.hasPending = false
    try waiting.forEachChunk { chunk in
      for item in chunk {
        switch item.kind {
        case .point:
          var q = item.point
          q.time = time
          try store(q)
        case .beginSegment: try beginSegment()
        case .endSegment: try endSegment()
        }
      }
    }
  }

  func beginSegment() throws {
    if state.pointee.hasPending { return try hold(Pending(kind: .beginSegment)) }
    segmentStart = locations.count
    segmentFirst = nil
  }

  func endSegment() throws {
    if state.pointee.hasPending { return try hold(Pending(kind: .endSegment)) }
    if locations.count > segmentStart, let f = segmentFirst, let l = segmentLast {
      state.pointee.segmentBounds.append((f, l))
    }
    segmentStart = locations.count
    segmentFirst = nil
  }

  func add(_ point: GPXPoint) throws {
    var p = point
    if p.time == nil {
      guard let previousTime else { return try hold(Pending(kind: .point, point: p)) }
      p.time = previousTime
    } else if state.pointee.hasPending {
      previousTime = p.time
      try release(at: p.time!)
    }
    previousTime = p.time
    try store(p)
  }

  /// Ends the track: points still waiting for a time take `fallback`.
  func finish(fallback: Date) throws {
    if state.pointee.hasPending { try release(at: fallback) }
  }

  private func store(_ p: GPXPoint) throws {
    let time = p.time!
    let location = Location(
      time: time, latitude: p.latitude, longitude: p.longitude, altitude: p.altitude,
      horizontalAccuracy: p.horizontalAccuracy, verticalAccuracy: p.verticalAccuracy, speed: p.speed,
      course: p.course)
    if state.pointee.first == nil { state.pointee.first = location }
    state.pointee.last = location
    if state.pointee.earliest.map({ time < $0 }) ?? true { state.pointee.earliest = time }
    if state.pointee.latest.map({ time > $0 }) ?? true { state.pointee.latest = time }
    if locations.count == state.pointee.segmentStart { state.pointee.segmentFirst = time }
    state.pointee.segmentLast = time
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
    if state.pointee.channels[k].spool == nil {
      state.pointee.channels[k].spool = Spool<QuantitySeriesEntry>()
    }
    let value = state.pointee.channels[k].figures.add(
      v, at: time, cumulative: GPXTrackAssembler.cumulative[k])
    try state.pointee.channels[k].spool!.append(QuantitySeriesEntry(value: value, start: time))
  }
}
