import FormatKit
import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--simplify METERS`: Douglas–Peucker on each route's positions — a point goes when the line between
/// the points kept around it passes within `tolerance` metres of it. Every route's first and last point
/// are kept, and so are the points on each side of a lap, segment, pause, resume or marker boundary and of
/// each activity's start and end, so laps and legs still begin and end where they did. Series entries
/// (heart rate, power…) are not route points and stay. The positions are held as three doubles per
/// point while the route is simplified (24 bytes a point: 2 MB for 24 h at 1 Hz).
public struct RouteSimplification: ActivityOperation {
  public let option = "--simplify"
  /// Metres.
  public var tolerance: Double

  /// Simplifies routes to within `tolerance` metres.
  public init(tolerance: Double) { self.tolerance = tolerance }

  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )? {
    guard tolerance > 0, !points.routes.isEmpty else { return (shell, points) }
    var boundaries: [Date] = []
    func add(_ events: [WorkoutEvent]) {
      for e in events {
        boundaries.append(e.start.date)
        if e.duration > 0 { boundaries.append(e.end.date) }
      }
    }
    add(shell.events)
    for a in shell.activities {
      boundaries.append(a.start.date)
      boundaries.append(a.end.date)
      add(a.events)
    }
    boundaries.sort()
    var keep: [[Bool]] = []
    var boundaryKept = 0
    for r in points.routes.indices {
      var lat: [Double] = []
      var lon: [Double] = []
      var time: [Date] = []
      lat.reserveCapacity(points.routes[r].count)
      lon.reserveCapacity(points.routes[r].count)
      time.reserveCapacity(points.routes[r].count)
      try points.forEachLocationChunk(route: r) { chunk in
        for l in chunk {
          lat.append(l.latitude)
          lon.append(l.longitude)
          time.append(l.time)
        }
      }
      var mask = [Bool](repeating: false, count: lat.count)
      guard !lat.isEmpty else {
        keep.append(mask)
        continue
      }
      // Mandatory points: the ends and both neighbours of every boundary.
      var anchors: [Int] = [0, lat.count - 1]
      var b = 0
      for i in time.indices {
        while b < boundaries.count && boundaries[b] <= time[i] {
          if i > 0 { anchors.append(i - 1) }
          anchors.append(i)
          b += 1
        }
      }
      anchors = Array(Set(anchors)).sorted()
      for a in anchors { mask[a] = true }
      boundaryKept += max(0, anchors.count - 2)
      Self.douglasPeucker(lat: lat, lon: lon, anchors: anchors, tolerance: tolerance, keep: &mask)
      keep.append(mask)
    }
    let (workout, newPoints, counts) = try PointRewriter.rewrite(
      shell, points, location: { r, i, _ in keep[r][i] })
    note(
      context, "route points", "removed", counts.locationsRemoved,
      "within \(NumberText.shortest(tolerance)) m of the simplified line (Douglas–Peucker)")
    note(context, "route points", "kept", boundaryKept, "at lap, event or activity boundaries")
    return (workout, newPoints)
  }

  /// Marks in `keep` the points Douglas–Peucker keeps between each pair of consecutive anchors.
  static func douglasPeucker(
    lat: [Double], lon: [Double], anchors: [Int], tolerance: Double, keep: inout [Bool]
  ) {
    // Local equirectangular projection around the route's mean latitude (metres).
    let meanLat = lat.reduce(0, +) / Double(lat.count)
    let kx = Geodesy.earthRadius * cos(meanLat * .pi / 180) * .pi / 180
    let ky = Geodesy.earthRadius * .pi / 180
    @inline(__always) func xy(_ i: Int) -> (Double, Double) { (lon[i] * kx, lat[i] * ky) }
    var stack: [(Int, Int)] = []
    for k in anchors.indices.dropLast() { stack.append((anchors[k], anchors[k + 1])) }
    while let (first, last) = stack.popLast() {
      guard last > first + 1 else { continue }
      let (ax, ay) = xy(first)
      let (bx, by) = xy(last)
      let dx = bx - ax
      let dy = by - ay
      let length2 = dx * dx + dy * dy
      var worst = -1.0
      var worstIndex = first
      for i in (first + 1)..<last {
        let (px, py) = xy(i)
        var t = length2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / length2 : 0
        t = min(1, max(0, t))
        let ex = ax + t * dx - px
        let ey = ay + t * dy - py
        let d = ex * ex + ey * ey
        if d > worst {
          worst = d
          worstIndex = i
        }
      }
      if worst > tolerance * tolerance {
        keep[worstIndex] = true
        stack.append((first, worstIndex))
        stack.append((worstIndex, last))
      }
    }
  }
}
