import FormatKit
import Foundation
import WorkoutModel

/// `--privacy LAT,LON,RADIUS_M` (repeatable) and `--privacy-ends METERS`: removes the route positions
/// inside circles around places (home, work) and along the first and last metres of each route. Only
/// positions go: heart rate, power, cadence… recorded at those instants stay (they are series entries,
/// not route points), as do laps and events. Removed points are counted per reason.
public struct PrivacyZones: ActivityOperation {
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
      let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
      guard parts.count == 3, let lat = parts[0], let lon = parts[1], let r = parts[2], abs(lat) <= 90,
        abs(lon) <= 180, r > 0, r.isFinite
      else { return nil }
      self.init(latitude: lat, longitude: lon, radius: r)
    }
  }

  public let option: String
  public var zones: [Zone]
  /// Metres of route hidden at each end (0: none), measured along the route.
  public var ends: Double

  /// Removes positions inside `zones` and within `ends` metres (along the route) of each end.
  public init(zones: [Zone], ends: Double = 0) {
    self.zones = zones
    self.ends = ends
    option = zones.isEmpty ? "--privacy-ends" : "--privacy"
  }

  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )? {
    guard !zones.isEmpty || ends > 0, !shell.routes.isEmpty else { return (shell, points) }
    // Route lengths first (one pass), so the last metres are known while streaming the second.
    var lengths: [Double] = []
    if ends > 0 {
      for r in points.routes.indices {
        var total = 0.0
        var previous: Location?
        try points.forEachLocationChunk(route: r) { chunk in
          for l in chunk {
            if let p = previous {
              total += Geodesy.distance(p.latitude, p.longitude, l.latitude, l.longitude)
            }
            previous = l
          }
        }
        lengths.append(total)
      }
    }
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
        return true
      })
    note(
      context, "route points", "removed", inZone,
      "inside a --privacy circle; other values at those times kept")
    if ends > 0 {
      context.report.add(
        OperationChange(
          operation: "--privacy-ends", kind: "route points", action: "removed", count: atEnds,
          reason:
            "within \(NumberText.shortest(ends)) m of a route's start or end; other values at those times kept"
        ))
    }
    return (workout, newPoints)
  }
}
