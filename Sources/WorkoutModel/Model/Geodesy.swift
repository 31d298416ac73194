import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Great-circle distances for the position operations, summaries and the analytics table (spherical Earth of mean radius 6,371,008.8 m:
/// within 0.5 % of the WGS 84 ellipsoid, far below GPS noise at privacy and simplification scales).
public enum Geodesy {
  /// Mean Earth radius (IUGG), metres.
  public static let earthRadius = 6_371_008.8

  /// Haversine distance in metres.
  public static func distance(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
    distance(lat1, lon1, cosine(ofLatitude: lat1), lat2, lon2, cosine(ofLatitude: lat2))
  }

  /// The cosine of a latitude in degrees, as `distance` uses it (a walk along a route computes each
  /// point's once and passes it to the two steps that point is in).
  @inline(__always) public static func cosine(ofLatitude latitude: Double) -> Double {
    cos(latitude * .pi / 180)
  }

  /// Haversine distance in metres, with the latitudes' cosines given (`cosine(ofLatitude:)`): the same
  /// arithmetic, in the same order, as `distance(_:_:_:_:)`, so the same result to the bit.
  @inline(__always) public static func distance(
    _ lat1: Double, _ lon1: Double, _ cos1: Double, _ lat2: Double, _ lon2: Double, _ cos2: Double
  ) -> Double {
    let p1 = lat1 * .pi / 180
    let p2 = lat2 * .pi / 180
    let dp = p2 - p1
    let dl = (lon2 - lon1) * .pi / 180
    let a = sin(dp / 2) * sin(dp / 2) + cos1 * cos2 * sin(dl / 2) * sin(dl / 2)
    return 2 * earthRadius * asin(min(1, sqrt(a)))
  }
}
