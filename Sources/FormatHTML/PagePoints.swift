import FoundationEssentials
import WorkoutModel

/// A workout's route locations for the page's several passes over them (the route's bounds and its
/// drawing, the elevation chart, speed from positions): held once when there are at most `limit` of
/// them (720 KB), else read from the points at each pass. The same locations in the same order either
/// way, so the page does not depend on which.
struct PageRoute {
  /// At most this many locations are held.
  static let limit = 10_000

  let reader: WorkoutPointReader
  /// Number of route locations (all routes).
  let count: Int
  private let held: [Location]?

  init(_ reader: WorkoutPointReader, limit: Int = Self.limit) throws {
    self.reader = reader
    count = reader.locationCount
    guard count <= limit else {
      held = nil
      return
    }
    var locations: [Location] = []
    locations.reserveCapacity(count)
    try reader.forEachLocation { locations.append($0) }
    held = locations
  }

  /// Calls `body` with every route location in time order.
  func forEach(_ body: (Location) throws -> Void) throws {
    guard let held else { return try reader.forEachLocation(body) }
    for location in held { try body(location) }
  }
}

/// The values a chart's first pass saw (its time span and median step), kept for its drawing pass when
/// there are at most `limit` of them, so that the series is read once; a longer one is read again.
struct HeldValues {
  /// At most this many values are held (160 KB).
  static let limit = 10_000

  private(set) var times: [Double] = []
  private(set) var values: [Double] = []
  /// Whether every value seen is held.
  private(set) var complete = true

  /// Keeps one value while fewer than `limit` are held; past it, none.
  mutating func add(_ time: Double, _ value: Double) {
    guard complete else { return }
    guard times.count < Self.limit else {
      complete = false
      times = []
      values = []
      return
    }
    times.append(time)
    values.append(value)
  }

  /// The values held, as a producer that gives them again in the same order; nil when not all are held.
  var replay: HTMLPage.Producer? {
    guard complete else { return nil }
    let (times, values) = (times, values)
    return { body in
      for i in times.indices { try body(times[i], values[i]) }
    }
  }
}
