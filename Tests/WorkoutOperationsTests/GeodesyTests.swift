import Foundation
import Testing
import WorkoutModel
import WorkoutOperations

/// The one great-circle distance (privacy radii, simplification, distance along, summaries) against
/// exact spherical values and an independent formula.
@Suite struct GeodesyTests {
  static let r = 6_371_008.8

  @Test func exactValuesOnTheSphere() {
    // One degree along a meridian or the equator is πR/180; a quarter meridian πR/2; antipodes πR.
    #expect(abs(Geodesy.distance(45, 5, 46, 5) - .pi * Self.r / 180) < 1e-6)
    #expect(abs(Geodesy.distance(0, 0, 0, 1) - .pi * Self.r / 180) < 1e-6)
    #expect(abs(Geodesy.distance(0, 0, 90, 0) - .pi * Self.r / 2) < 1e-6)
    // Antipodes: haversine's asin is ill-conditioned near 1 (an error of ε in its argument moves the
    // distance by about R·√(2ε) ≈ 0.1 m), so within 1 m; never past πR (asin's argument clamped at 1).
    let antipodes = Geodesy.distance(10, 20, -10, -160)
    #expect(abs(antipodes - .pi * Self.r) < 1 && antipodes <= .pi * Self.r)
    #expect(Geodesy.distance(52.5, 13.4, 52.5, 13.4) == 0)
    // Across the antimeridian: 1° of longitude at the equator either way.
    #expect(abs(Geodesy.distance(0, 179.5, 0, -179.5) - .pi * Self.r / 180) < 1e-6)
  }

  /// The spherical law of cosines (a different formula; well conditioned above a few kilometres):
  /// equal within 1e-9 relative on random pairs; symmetric.
  @Test func agreesWithTheLawOfCosines() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<10_000 {
      let (a, b) = (Double.random(in: -89...89, using: &rng), Double.random(in: -180...180, using: &rng))
      let (c, d) = (Double.random(in: -89...89, using: &rng), Double.random(in: -180...180, using: &rng))
      let p1 = a * .pi / 180
      let p2 = c * .pi / 180
      let cosine = sin(p1) * sin(p2) + cos(p1) * cos(p2) * cos((d - b) * .pi / 180)
      let oracle = Self.r * acos(max(-1, min(1, cosine)))
      let ours = Geodesy.distance(a, b, c, d)
      guard oracle > 5_000, oracle < .pi * Self.r - 5_000 else { continue }
      #expect(abs(ours - oracle) <= 1e-9 * oracle, "\(a),\(b) → \(c),\(d): \(ours) vs \(oracle)")
      #expect(ours == Geodesy.distance(c, d, a, b) || abs(ours - Geodesy.distance(c, d, a, b)) < 1e-9 * ours)
    }
  }
}
