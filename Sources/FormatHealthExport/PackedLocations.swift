import ByteStreams
import FoundationEssentials
import WorkoutModel

/// Route points stored compactly while they wait in `RoutePrefetcher`: eight doubles and a presence mask
/// per point (65 bytes instead of `Location`'s 104-byte stride), so the same memory holds more routes
/// read ahead. Unpacking gives back exactly the points packed (every double bit for bit; the time as
/// the `Date`'s own reference-date interval).
///
/// The bytes live in their own anonymous mapping, returned to the system when the last copy goes: packed
/// routes are made on the prefetch thread and dropped on the parsing thread, which through malloc left
/// the per-thread arenas fragmented (peak RSS ~1.7× the bytes buffered).
struct PackedLocations: Sendable {
  /// Per point: time, latitude, longitude, altitude, horizontal accuracy, vertical accuracy, speed, course;
  /// then one byte per point with bit i set when optional field i (altitude … course) is present.
  private let storage: MappedMemory
  /// The number of points.
  let count: Int

  /// Bytes of doubles per point.
  private static let stride = 8 * MemoryLayout<Double>.stride

  /// Packs `points`.
  init(_ points: [Location]) {
    let n = points.count
    storage = MappedMemory(byteCount: n * (Self.stride + 1))
    count = n
    for (i, p) in points.enumerated() {
      var mask: UInt8 = 0
      func optional(_ v: Double?, _ bit: UInt8) -> Double {
        guard let v else { return 0 }
        mask |= 1 << bit
        return v
      }
      let b = i * Self.stride
      storage.storeDouble(p.time.timeIntervalSinceReferenceDate, at: b)
      storage.storeDouble(p.latitude, at: b + 8)
      storage.storeDouble(p.longitude, at: b + 16)
      storage.storeDouble(optional(p.altitude, 0), at: b + 24)
      storage.storeDouble(optional(p.horizontalAccuracy, 1), at: b + 32)
      storage.storeDouble(optional(p.verticalAccuracy, 2), at: b + 40)
      storage.storeDouble(optional(p.speed, 3), at: b + 48)
      storage.storeDouble(optional(p.course, 4), at: b + 56)
      storage[n * Self.stride + i] = mask
    }
  }

  /// The bytes the packed points take (for the prefetcher's budget).
  var byteCount: Int { storage.byteCount }

  /// The points as packed.
  func unpacked() -> [Location] {
    let n = count
    var points = [Location]()
    points.reserveCapacity(n)
    for i in 0..<n {
      let mask = storage[n * Self.stride + i]
      let b = i * Self.stride
      func value(_ k: Int) -> Double { storage.loadDouble(at: b + 8 * k) }
      func optional(_ k: Int, _ bit: UInt8) -> Double? { mask & (1 << bit) != 0 ? value(k) : nil }
      points.append(
        Location(
          time: Date(timeIntervalSinceReferenceDate: value(0)), latitude: value(1), longitude: value(2),
          altitude: optional(3, 0), horizontalAccuracy: optional(4, 1), verticalAccuracy: optional(5, 2),
          speed: optional(6, 3), course: optional(7, 4)))
    }
    return points
  }
}
