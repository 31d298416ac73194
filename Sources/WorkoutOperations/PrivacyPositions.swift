import FormatKit
import FoundationEssentials
import WorkoutModel

/// The positions a workout's shell holds beside its route (`PrivacyZones`): metadata entries in
/// latitude/longitude pairs (`…lat`/`…long`, `…latitude`/`…longitude`: FIT lap and session start and end
/// positions and bounding boxes in semicircles, app metadata in degrees) and coordinates written in
/// text. A start position inside a zone becomes the first kept route point of its interval, an end
/// position the last; a bounding box is recomputed from the kept points of its interval once any point
/// went; a pair with no kept point to take its place, or any other pair inside a zone, is removed.
struct PositionScrub {
  let zones: [PrivacyZones.Zone]
  /// Whether route points were removed (bounding boxes then span points that are gone).
  var pointsRemoved = false

  init(zones: [PrivacyZones.Zone]) { self.zones = zones }

  func hides(_ latitude: Double, _ longitude: Double) -> Bool {
    zones.contains { Geodesy.distance($0.latitude, $0.longitude, latitude, longitude) <= $0.radius }
  }

  /// The kept route points of an interval: first, last, extent.
  struct Extent {
    var first: Location?
    var last: Location?
    var minLatitude = Double.infinity
    var maxLatitude = -Double.infinity
    var minLongitude = Double.infinity
    var maxLongitude = -Double.infinity

    mutating func add(_ l: Location) {
      if first.map({ l.time < $0.time }) ?? true { first = l }
      if last.map({ l.time >= $0.time }) ?? true { last = l }
      minLatitude = min(minLatitude, l.latitude)
      maxLatitude = max(maxLatitude, l.latitude)
      minLongitude = min(minLongitude, l.longitude)
      maxLongitude = max(maxLongitude, l.longitude)
    }
  }

  /// What a metadata pair locates.
  enum Role { case start, end, northEast, southWest, point }

  /// A latitude/longitude pair of metadata entries.
  struct Pair {
    var latitude: Int
    var longitude: Int
    var role: Role
    /// FIT fields (and integers beyond ±180) hold semicircles.
    var semicircles: Bool
  }

  static let semicircle = 180.0 / 2_147_483_648.0

  /// The position pairs of `metadata`.
  static func pairs(in metadata: Metadata) -> [Pair] {
    var result: [Pair] = []
    let keys = metadata.entries.map { $0.key.lowercased() }
    for (i, key) in keys.enumerated() {
      let stem: Substring
      let partners: [String]
      if key.hasSuffix("latitude") {
        stem = key.dropLast(8)
        partners = ["longitude"]
      } else if key.hasSuffix("lat") {
        stem = key.dropLast(3)
        partners = ["long", "lon", "lng"]
      } else {
        continue
      }
      guard let j = keys.firstIndex(where: { k in partners.contains { stem + $0 == k } }) else { continue }
      let role: Role =
        stem.contains("nec") || stem.contains("northeast")
        ? .northEast
        : stem.contains("swc") || stem.contains("southwest")
          ? .southWest : stem.contains("start") ? .start : stem.contains("end") ? .end : .point
      let fit = metadata.entries[i].key.hasPrefix("FIT.")
      let big = (number(metadata.entries[i].value).map { abs($0) > 180 } ?? false)
      result.append(Pair(latitude: i, longitude: j, role: role, semicircles: fit || big))
    }
    return result
  }

  static func number(_ value: MetadataValue) -> Double? {
    switch value {
    case .integer(let i): return Double(i)
    case .number(let d): return d
    case .string(let s): return Double(s.trimmingWhitespace())
    case .quantity(let q): return q.value
    case .date, .bool: return nil
    }
  }

  /// `degrees` written the way `original` was (semicircles or degrees; integer, number or text).
  static func value(_ degrees: Double, like original: MetadataValue, semicircles: Bool) -> MetadataValue {
    let v = semicircles ? (degrees / semicircle).rounded() : degrees
    switch original {
    case .integer: return .integer(Int64(v.rounded()))
    case .string: return .string(NumberText.shortest(v))
    case .quantity(var q):
      q.value = v
      return .quantity(q)
    default: return .number(v)
    }
  }

  /// Rewrites the position pairs of `metadata` (with the kept points of its interval, when known) and
  /// hides coordinates in its texts.
  func scrub(_ metadata: inout Metadata, extent: Extent?, tally: inout ChangeTally, reason: String) {
    var remove = Set<Int>()
    for pair in Self.pairs(in: metadata) {
      let scale = pair.semicircles ? Self.semicircle : 1
      guard let lat = Self.number(metadata.entries[pair.latitude].value).map({ $0 * scale }),
        let lon = Self.number(metadata.entries[pair.longitude].value).map({ $0 * scale })
      else { continue }
      var replacement: (Double, Double)?
      let kind: String
      switch pair.role {
      case .northEast, .southWest:
        kind = "bounding-box corners"
        let recompute = pointsRemoved && extent != nil
        if !recompute && !hides(lat, lon) { continue }
        if recompute, let e = extent, e.first != nil {
          replacement =
            pair.role == .northEast ? (e.maxLatitude, e.maxLongitude) : (e.minLatitude, e.minLongitude)
        }
      case .start, .end:
        kind = pair.role == .start ? "start positions" : "end positions"
        guard hides(lat, lon) else { continue }
        if let l = pair.role == .start ? extent?.first : extent?.last {
          replacement = (l.latitude, l.longitude)
        }
      case .point:
        kind = "positions in metadata"
        guard hides(lat, lon) else { continue }
      }
      if let (a, b) = replacement, !hides(a, b) {
        guard a != lat || b != lon else { continue }
        let latitude = metadata.entries[pair.latitude].value
        let longitude = metadata.entries[pair.longitude].value
        metadata.entries[pair.latitude].value = Self.value(a, like: latitude, semicircles: pair.semicircles)
        metadata.entries[pair.longitude].value = Self.value(b, like: longitude, semicircles: pair.semicircles)
        tally.add(kind, "replaced", reason: "by the kept route points': " + reason)
      } else {
        remove.insert(pair.latitude)
        remove.insert(pair.longitude)
        tally.add(kind, "removed", reason: reason)
      }
    }
    if !remove.isEmpty {
      metadata.entries = metadata.entries.enumerated().filter { !remove.contains($0.offset) }.map(\.element)
    }
    removeCrossPairs(&metadata, tally: &tally, reason: reason)
    for i in metadata.entries.indices {
      guard case .string(let text) = metadata.entries[i].value,
        let hidden = CoordinateText.hiding(in: text, hides)
      else { continue }
      metadata.entries[i].value = .string(hidden)
      tally.add("metadata texts holding a position", "replaced", reason: reason)
    }
  }

  /// Any latitude of a metadata with any of its longitudes locates a place too (a bounding box's edge
  /// with a start's latitude is a corner no point had): while such a pair lies inside a zone, the pairs
  /// go, bounding boxes first (derived), then end, start and other positions.
  func removeCrossPairs(_ metadata: inout Metadata, tally: inout ChangeTally, reason: String) {
    let order: [Role] = [.northEast, .southWest, .end, .start, .point]
    while true {
      let pairs = Self.pairs(in: metadata)
      func degrees(_ index: Int, _ pair: Pair) -> Double? {
        Self.number(metadata.entries[index].value).map { $0 * (pair.semicircles ? Self.semicircle : 1) }
      }
      let latitudes = pairs.compactMap { p in degrees(p.latitude, p).map { (p, $0) } }
      let longitudes = pairs.compactMap { p in degrees(p.longitude, p).map { (p, $0) } }
      var culprits: [Pair] = []
      for (a, lat) in latitudes {
        for (b, lon) in longitudes where hides(lat, lon) { culprits += [a, b] }
      }
      guard
        let victim = order.lazy.compactMap({ role in culprits.first { $0.role == role } }).first
          ?? culprits.first
      else { return }
      let kind =
        victim.role == .northEast || victim.role == .southWest
        ? "bounding-box corners"
        : victim.role == .start
          ? "start positions"
          : victim.role == .end
            ? "end positions" : "positions in metadata"
      let gone: Set<Int> = [victim.latitude, victim.longitude]
      metadata.entries = metadata.entries.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
      tally.add(kind, "removed", reason: reason + " (with another field's coordinate)")
    }
  }

  /// Rewrites every position of a workout's shell beside its route: `points` are the kept route points.
  func scrub(_ workout: inout Workout, points: WorkoutPoints, tally: inout ChangeTally, reason: String) throws
  {
    // The intervals whose metadata holds a pair get the extent of their kept points (one pass).
    var intervals: [(start: Date, end: Date)] = []
    func interval(_ m: Metadata, _ start: Date, _ end: Date) -> Int? {
      guard !Self.pairs(in: m).isEmpty else { return nil }
      intervals.append((start, end))
      return intervals.count - 1
    }
    let workoutSlot = interval(workout.header.metadata, workout.header.start.date, workout.header.end.date)
    let eventSlots = workout.events.map { interval($0.metadata, $0.start.date, $0.end.date) }
    let activitySlots = workout.activities.map { a in
      (
        interval(a.metadata, a.start.date, a.end.date),
        a.events.map { interval($0.metadata, $0.start.date, $0.end.date) }
      )
    }
    var extents = [Extent](repeating: Extent(), count: intervals.count)
    if !intervals.isEmpty {
      for r in points.routes.indices {
        try points.forEachLocationChunk(route: r) { chunk in
          for l in chunk {
            for (i, s) in intervals.enumerated() where s.start <= l.time && l.time <= s.end {
              extents[i].add(l)
            }
          }
        }
      }
    }
    func extent(_ slot: Int?) -> Extent? { slot.map { extents[$0] } }
    scrub(&workout.header.metadata, extent: extent(workoutSlot), tally: &tally, reason: reason)
    for i in workout.events.indices {
      scrub(&workout.events[i].metadata, extent: extent(eventSlots[i]), tally: &tally, reason: reason)
    }
    for a in workout.activities.indices {
      scrub(
        &workout.activities[a].metadata, extent: extent(activitySlots[a].0), tally: &tally, reason: reason)
      for e in workout.activities[a].events.indices {
        scrub(
          &workout.activities[a].events[e].metadata, extent: extent(activitySlots[a].1[e]), tally: &tally,
          reason: reason)
      }
    }
    for r in workout.routes.indices {
      scrub(&workout.routes[r].header.metadata, extent: nil, tally: &tally, reason: reason)
      if let path = workout.routes[r].fileReference, let hidden = CoordinateText.hiding(in: path, hides) {
        workout.routes[r].fileReference = hidden
        tally.add("metadata texts holding a position", "replaced", reason: reason)
      }
    }
    // Samples' metadata, and device texts everywhere (scrubbing twice changes nothing more).
    workout.forEachHeader { scrubDevice(&$0, tally: &tally, reason: reason) }
  }

  /// A header's metadata (no interval: pairs inside a zone go) and the texts of its device and source.
  func scrubDevice(_ header: inout SampleHeader, tally: inout ChangeTally, reason: String) {
    if !header.metadata.isEmpty { scrub(&header.metadata, extent: nil, tally: &tally, reason: reason) }
    if var device = header.device, !device.extra.isEmpty {
      var changed = false
      for i in device.extra.indices {
        if let hidden = CoordinateText.hiding(in: device.extra[i].value, hides) {
          device.extra[i].value = hidden
          changed = true
          tally.add("device texts holding a position", "replaced", reason: reason)
        }
      }
      if changed { header.device = device }
    }
  }
}
