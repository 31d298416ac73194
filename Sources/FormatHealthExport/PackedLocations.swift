import Foundation
import WorkoutModel

/// Route points stored compactly while they wait in `RoutePrefetcher`: eight doubles and a presence mask
/// per point (65 bytes instead of `Location`'s 104-byte stride), so the same memory holds more routes
/// read ahead. Unpacking gives back exactly the points packed (every double bit for bit; the time as
/// the `Date`'s own reference-date interval).
struct PackedLocations: Sendable {
  /// Per point: time, latitude, longitude, altitude, horizontal accuracy, vertical accuracy, speed, course.
  private var values: [Double]
  /// Per point: bit i set when optional field i (altitude … course) is present.
  private var present: [UInt8]

  private static let stride = 8

  /// Packs `points`.
  init(_ points: [Location]) {
    var values = [Double]()
    values.reserveCapacity(points.count * Self.stride)
    var present = [UInt8]()
    present.reserveCapacity(points.count)
    for p in points {
      var mask: UInt8 = 0
      func optional(_ v: Double?, _ bit: UInt8) -> Double {
        guard let v else { return 0 }
        mask |= 1 << bit
        return v
      }
      values.append(p.time.timeIntervalSinceReferenceDate)
      values.append(p.latitude)
      values.append(p.longitude)
      values.append(optional(p.altitude, 0))
      values.append(optional(p.horizontalAccuracy, 1))
      values.append(optional(p.verticalAccuracy, 2))
      values.append(optional(p.speed, 3))
      values.append(optional(p.course, 4))
      present.append(mask)
    }
    self.values = values
    self.present = present
  }

  /// The number of points.
  var count: Int { present.count }

  /// The bytes the packed points take (for the prefetcher's budget).
  var byteCount: Int { values.count * MemoryLayout<Double>.stride + present.count }

  /// The points as packed.
  func unpacked() -> [Location] {
    var points = [Location]()
    points.reserveCapacity(count)
    values.withUnsafeBufferPointer { v in
      for i in 0..<present.count {
        let mask = present[i]
        let b = i * Self.stride
        func optional(_ offset: Int, _ bit: UInt8) -> Double? { mask & (1 << bit) != 0 ? v[b + offset] : nil }
        points.append(
          Location(
            time: Date(timeIntervalSinceReferenceDate: v[b]), latitude: v[b + 1], longitude: v[b + 2],
            altitude: optional(3, 0), horizontalAccuracy: optional(4, 1), verticalAccuracy: optional(5, 2),
            speed: optional(6, 3), course: optional(7, 4)))
      }
    }
    return points
  }
}
