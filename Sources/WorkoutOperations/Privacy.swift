import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// `--privacy LAT,LON,RADIUS_M` (repeatable) and `--privacy-ends METERS`: a guarantee on the output, not a
/// filter of route points. No position inside any zone survives anywhere a writer could find it:
///
/// - route points inside a circle, and within `ends` metres of each route's start and end, both along
///   the route and around its first and last points (circles of radius `ends`, which join the zones);
/// - positions in metadata (`PositionScrub`): FIT lap/session/segment start and end positions (replaced
///   by the first or last kept point of their interval) and bounding boxes (recomputed from the kept
///   points), app metadata pairs, coordinates in texts;
/// - standalone routes, samples' metadata, and opaque records, through their format's scrubber
///   (`ConversionContext.opaqueScrubber`: FIT semicircle fields, GPX waypoints and bounds…); a record of
///   bytes no format can check is removed.
///
/// Distances, times and every other value stay (heart rate, power… at the removed points' instants are
/// series entries, not route points). Each kind removed or replaced is counted in the report. It is an
/// `OutputGuaranteeOperation`: it runs after every other operation.
public struct PrivacyZones: OutputGuaranteeOperation {
  /// A circle.
  public struct Zone: Sendable, Hashable {
    public var latitude: Double
    public var longitude: Double
    public var radius: Double
    /// A circle of `radius` metres around `latitude`, `longitude` (degrees).
    public init(latitude: Double, longitude: Double, radius: Double) {
      self.latitude = latitude
      self.longitude = longitude
      self.radius = radius
    }

    /// Parses `LAT,LON,RADIUS_M`.
    public init?(parsing text: String) {
      let parts = text.split(separator: ",").map { Double($0.trimmingWhitespace()) }
      guard parts.count == 3, let lat = parts[0], let lon = parts[1], let r = parts[2], abs(lat) <= 90,
        abs(lon) <= 180, r > 0, r.isFinite
      else { return nil }
      self.init(latitude: lat, longitude: lon, radius: r)
    }
  }

  public let option: String
  public var zones: [Zone]
  /// The route ends found so far in each conversion (items after a workout are checked against them).
  let foundEnds = EndZoneRegistry()
  /// Metres of route hidden at each end (0: none), measured along the route.
  public var ends: Double

  /// Removes positions inside `zones` and within `ends` metres (along the route) of each end.
  public init(zones: [Zone], ends: Double = 0) {
    self.zones = zones
    self.ends = ends
    option = zones.isEmpty ? "--privacy-ends" : "--privacy"
  }

  /// The report's reason for positions removed inside the circles.
  static let zoneReason = "inside a --privacy or --privacy-ends zone; distances, times and other values kept"

  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )? {
    guard !zones.isEmpty || ends > 0 else { return (shell, points) }
    // Route lengths and ends first (one pass), so the last metres are known while streaming the second.
    var lengths: [Double] = []
    var endZones: [Zone] = []
    if ends > 0 {
      for r in points.routes.indices {
        var total = 0.0
        var first: Location?
        var previous: Location?
        try points.forEachLocationChunk(route: r) { chunk in
          for l in chunk {
            if let p = previous {
              total += Geodesy.distance(p.latitude, p.longitude, l.latitude, l.longitude)
            } else {
              first = l
            }
            previous = l
          }
        }
        lengths.append(total)
        for l in [first, previous].compactMap({ $0 }) {
          endZones.append(Zone(latitude: l.latitude, longitude: l.longitude, radius: ends))
        }
      }
    }
    foundEnds.add(endZones, for: context)
    let (workout, newPoints, counts) = try removePoints(shell, points, lengths: lengths, endZones: endZones)
    var tally = ChangeTally()
    var scrub = PositionScrub(zones: zones + endZones)
    scrub.pointsRemoved = counts.inZone + counts.atEnds > 0
    var scrubbed = workout
    try scrub.scrub(&scrubbed, points: newPoints, tally: &tally, reason: Self.zoneReason)
    note(
      context, "route points", "removed", counts.inZone,
      "inside a --privacy circle; other values at those times kept")
    if ends > 0 {
      context.report.add(
        OperationChange(
          operation: "--privacy-ends", kind: "route points", action: "removed", count: counts.atEnds,
          reason:
            "within \(NumberText.shortest(ends)) m of a route's start or end; other values at those times kept"
        ))
    }
    tally.report(option, into: context)
    return (scrubbed, newPoints)
  }

  /// The route points inside a zone (`inZone`) or near an end (`atEnds`: along the route, or around the
  /// first and last points) removed.
  func removePoints(_ shell: Workout, _ points: WorkoutPoints, lengths: [Double], endZones: [Zone]) throws
    -> (
      Workout, WorkoutPoints, (inZone: Int, atEnds: Int)
    )
  {
    var inZone = 0
    var atEnds = 0
    var along = 0.0
    var previous: Location?
    var currentRoute = -1
    let zones = self.zones
    let ends = self.ends
    let (workout, newPoints, _) = try PointRewriter.rewrite(
      shell, points,
      location: { r, _, l in
        if r != currentRoute {
          currentRoute = r
          along = 0
          previous = nil
        }
        if let p = previous { along += Geodesy.distance(p.latitude, p.longitude, l.latitude, l.longitude) }
        previous = l
        if ends > 0, along < ends || lengths[r] - along < ends {
          atEnds += 1
          return false
        }
        for z in zones where Geodesy.distance(z.latitude, z.longitude, l.latitude, l.longitude) <= z.radius {
          inZone += 1
          return false
        }
        for z in endZones where Geodesy.distance(z.latitude, z.longitude, l.latitude, l.longitude) <= z.radius
        {
          atEnds += 1
          return false
        }
        return true
      })
    return (workout, newPoints, (inZone, atEnds))
  }

  /// Items other than workouts: a standalone route as a workout's (its ends its own), positions in
  /// samples' metadata, opaque records through their format's scrubber.
  public func rewrite(_ item: HealthItem, context: ConversionContext) throws -> HealthItem? {
    guard !zones.isEmpty || ends > 0 else { return item }
    var tally = ChangeTally()
    defer { tally.report(option, into: context) }
    switch item {
    case .route(let route):
      let shell = Workout(
        header: route.header, activityType: WorkoutActivityType(rawValue: 3000), routes: [route])
      let (streamed, points) = try WorkoutStreaming.split(shell)
      guard let (kept, newPoints) = try apply(to: streamed, points: points, context: context),
        let first = try newPoints.materialize(into: kept).routes.first
      else {
        tally.add("standalone routes", "removed", reason: "every point lay inside a zone")
        return nil
      }
      return .route(first)
    case .opaque(let record):
      // A kept sequence of points (a GPX <rte>) is a route too: its ends are zones of its own.
      var own: [Zone] = []
      if ends > 0, record.data == nil {
        let points = record.children.compactMap(OpaqueTreeScrubber.position(of:))
        for (lat, lon) in [points.first, points.last].compactMap({ $0 }) where points.count > 1 {
          own.append(Zone(latitude: lat, longitude: lon, radius: ends))
        }
      }
      let request = OpaqueScrubRequest(hidesPosition: hidingFunction(context, adding: own))
      return scrubOpaque(record, request, context, &tally)
    case .exportInfo(var info):
      let scrub = PositionScrub(zones: zones + foundEnds.zones(for: context))
      if let p = info.producer, let hidden = CoordinateText.hiding(in: p, scrub.hides) {
        info.producer = hidden
        tally.add("metadata texts holding a position", "replaced", reason: Self.zoneReason)
      }
      return .exportInfo(info)
    default:
      let scrub = PositionScrub(zones: zones + foundEnds.zones(for: context))
      return item.mappingHeaders { scrub.scrubDevice(&$0, tally: &tally, reason: Self.zoneReason) }
    }
  }

  /// The zones, with the route ends found so far in this conversion, as a position test for scrubbers.
  func hidingFunction(_ context: ConversionContext, adding own: [Zone] = [])
    -> @Sendable (Double, Double) -> Bool
  {
    let scrub = PositionScrub(zones: zones + foundEnds.zones(for: context) + own)
    return { scrub.hides($0, $1) }
  }
}

/// An opaque record through its format's scrubber, counted; nil when it goes.
func scrubOpaque(
  _ record: OpaqueRecord, _ request: OpaqueScrubRequest, _ context: ConversionContext,
  _ tally: inout ChangeTally
) -> HealthItem? {
  let reason = request.anonymize ? Anonymization.reason : PrivacyZones.zoneReason
  guard let scrubber = context.scrubber(for: record) else {
    tally.add(
      "opaque records", "removed", reason: "of a format (\(record.format)) whose records cannot be checked")
    return nil
  }
  var counts = OpaqueScrubCounts()
  let kept = scrubber(record, request, &counts)
  tally.add(counts, reason: reason)
  if kept == nil, counts.isEmpty { tally.add("opaque records", "removed", reason: reason) }
  return kept.map { .opaque($0) }
}

/// The route-end zones `--privacy-ends` made in each conversion (by its context, held weakly), so that
/// the records read after a workout (a FIT file's kept messages, its splits' positions) are checked
/// against them as well as the circles.
final class EndZoneRegistry: @unchecked Sendable {
  private let lock = ThreadLock()
  private struct Entry {
    weak var context: ConversionContext?
    var zones: [PrivacyZones.Zone]
  }
  private var entries: [Entry] = []

  func add(_ zones: [PrivacyZones.Zone], for context: ConversionContext) {
    guard !zones.isEmpty else { return }
    lock.lock()
    defer { lock.unlock() }
    entries.removeAll { $0.context == nil }
    if let i = entries.firstIndex(where: { $0.context === context }) {
      entries[i].zones += zones
    } else {
      entries.append(Entry(context: context, zones: zones))
    }
  }

  func zones(for context: ConversionContext) -> [PrivacyZones.Zone] {
    lock.lock()
    defer { lock.unlock() }
    return entries.first { $0.context === context }?.zones ?? []
  }
}
