import Foundation
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

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
  private let storage: Storage
  /// The number of points.
  let count: Int

  private static let stride = 8

  private final class Storage: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let byteCount: Int
    private let mapped: Bool

    init(byteCount: Int) {
      let size = max(byteCount, 1)
      self.byteCount = byteCount
      if size >= 1 << 16,
        let p = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), p != MAP_FAILED
      {
        base = p
        mapped = true
      } else {
        base = .allocate(byteCount: size, alignment: 16)
        mapped = false
      }
    }

    deinit {
      if mapped { munmap(base, max(byteCount, 1)) } else { base.deallocate() }
    }
  }

  /// Packs `points`.
  init(_ points: [Location]) {
    let n = points.count
    storage = Storage(byteCount: n * (Self.stride * MemoryLayout<Double>.stride + 1))
    count = n
    let values = storage.base.bindMemory(to: Double.self, capacity: n * Self.stride)
    let present = (storage.base + n * Self.stride * MemoryLayout<Double>.stride).bindMemory(
      to: UInt8.self, capacity: n)
    for (i, p) in points.enumerated() {
      var mask: UInt8 = 0
      func optional(_ v: Double?, _ bit: UInt8) -> Double {
        guard let v else { return 0 }
        mask |= 1 << bit
        return v
      }
      let b = values + i * Self.stride
      b[0] = p.time.timeIntervalSinceReferenceDate
      b[1] = p.latitude
      b[2] = p.longitude
      b[3] = optional(p.altitude, 0)
      b[4] = optional(p.horizontalAccuracy, 1)
      b[5] = optional(p.verticalAccuracy, 2)
      b[6] = optional(p.speed, 3)
      b[7] = optional(p.course, 4)
      present[i] = mask
    }
  }

  /// The bytes the packed points take (for the prefetcher's budget).
  var byteCount: Int { storage.byteCount }

  /// The points as packed.
  func unpacked() -> [Location] {
    let n = count
    let values = UnsafePointer(storage.base.assumingMemoryBound(to: Double.self))
    let present = UnsafePointer(
      (storage.base + n * Self.stride * MemoryLayout<Double>.stride).assumingMemoryBound(to: UInt8.self))
    var points = [Location]()
    points.reserveCapacity(n)
    for i in 0..<n {
      let mask = present[i]
      let v = values + i * Self.stride
      func optional(_ offset: Int, _ bit: UInt8) -> Double? { mask & (1 << bit) != 0 ? v[offset] : nil }
      points.append(
        Location(
          time: Date(timeIntervalSinceReferenceDate: v[0]), latitude: v[1], longitude: v[2],
          altitude: optional(3, 0), horizontalAccuracy: optional(4, 1), verticalAccuracy: optional(5, 2),
          speed: optional(6, 3), course: optional(7, 4)))
    }
    return points
  }
}
