import Foundation

/// Great-circle distances for the position operations and summaries (spherical Earth of mean radius 6,371,008.8 m:
/// within 0.5 % of the WGS 84 ellipsoid, far below GPS noise at privacy and simplification scales).
public enum Geodesy {
  /// Mean Earth radius (IUGG), metres.
  public static let earthRadius = 6_371_008.8

  /// Haversine distance in metres.
  public static func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    let p1 = lat1 * .pi / 180
    let p2 = lat2 * .pi / 180
    let dp = p2 - p1
    let dl = (lon2 - lon1) * .pi / 180
    let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
    return 2 * earthRadius * asin(min(1, sqrt(a)))
  }
}
