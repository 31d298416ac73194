import FoundationEssentials
import WorkoutModel

/// How a workout's per-instant measures are laid out in the analytics table.
public enum AnalyticsLayout: String, Sendable, CaseIterable {
  /// One `series` row per series entry and one `route_point` row per location (the table's own layout).
  case long
  /// One `point` row per instant of a workout: its location and its measures side by side in typed
  /// columns (`AnalyticsWide.columns`), as a device records them (a FIT `record` message is one row).
  case wide
}

/// The measures of one `point` row of the wide layout, in `AnalyticsWide.columns` order.
public struct AnalyticsMeasures: Sendable, Equatable {
  public var heartRate: Double?
  public var cadence: Double?
  public var power: Double?
  public var speed: Double?
  public var distance: Double?
  public var altitude: Double?
  public var temperature: Double?

  /// No measure.
  public init() {}

  /// The measure of `AnalyticsWide.columns[slot]`.
  public subscript(slot: Int) -> Double? {
    get {
      switch slot {
      case 0: heartRate
      case 1: cadence
      case 2: power
      case 3: speed
      case 4: distance
      case 5: altitude
      default: temperature
      }
    }
    set {
      switch slot {
      case 0: heartRate = newValue
      case 1: cadence = newValue
      case 2: power = newValue
      case 3: speed = newValue
      case 4: distance = newValue
      case 5: altitude = newValue
      default: temperature = newValue
      }
    }
  }
}

/// Takes the wide layout's `point` rows besides ordinary rows.
public protocol AnalyticsWideRowSink: AnalyticsRowSink {
  /// One `point` row: `row`'s cells (record `point`) and the measure cells (rows are reused: copy what
  /// you keep).
  func write(point row: AnalyticsRow, measures: AnalyticsMeasures) throws
}

/// The wide layout (`parquet.layout=wide`): the analytics table plus one typed column per measure.
/// A workout's series of these measures (in the column's unit; at most one series per measure) and its
/// route locations are merged by instant into `point` rows: `start` is the instant (a series entry's
/// end: instantaneous entries start and end there), `latitude`, `longitude`, `altitude_m` and
/// `speed_mps` the location's when a route point falls on it, and the measure columns the entries
/// that fall on it. Each merged series keeps its `sample` row (value, unit, `series_entries`); its
/// entries are the `point` rows' cells instead of `series` rows. Other series stay `series` rows.
public enum AnalyticsWide {
  /// The measure columns, after the table's columns.
  public static let columns: [AnalyticsColumn] = [
    column("heart_rate_bpm", "point rows: heart rate, beats per minute"),
    column(
      "cadence_rpm", "point rows: cadence (cycling rpm, running steps per minute, swim strokes per minute)"),
    column("power_w", "point rows: power, watts"),
    column("series_speed_mps", "point rows: the recorded speed series, metres per second"),
    column(
      "distance_m",
      "point rows: distance since the series' first entry, metres (the running sum of its increments)"),
    column("series_altitude_m", "point rows: the recorded altitude series, metres"),
    column("temperature_c", "point rows: temperature, degrees Celsius"),
  ]

  private static func column(_ name: String, _ description: String) -> AnalyticsColumn {
    AnalyticsColumn(
      name: name, physical: .double, logical: .none, sqliteType: "REAL", nullable: true,
      description: description)
  }

  /// `record` of a point row.
  public static let pointRecord = "point"
  /// `type` of a point row.
  public static let pointType = "WKWorkoutPoint"

  /// The measure slot (index into `columns`) a series of `type` in `unit` fills, if any.
  static func slot(type: String, unit: QuantityUnit) -> Int? {
    let slot: Int
    let expected: QuantityUnit
    switch type {
    case WorkoutSeriesType.heartRate: (slot, expected) = (0, .countPerMinute)
    case _ where WorkoutSeriesType.cadences.contains(type) || type == "FIT.cadence":
      (slot, expected) = (1, .countPerMinute)
    case _ where WorkoutSeriesType.powers.contains(type) || type == "FIT.power": (slot, expected) = (2, .watt)
    case _ where WorkoutSeriesType.speeds.contains(type) || type == "FIT.speed":
      (slot, expected) = (3, .meterPerSecond)
    case _ where WorkoutSeriesType.distances.contains(type) || type == "FIT.distance":
      (slot, expected) = (4, .meter)
    case WorkoutSeriesType.altitude: (slot, expected) = (5, .meter)
    case WorkoutSeriesType.temperature: (slot, expected) = (6, .degreeCelsius)
    default: return nil
    }
    return unit == expected ? slot : nil
  }
}

/// One time-ordered source of a workout's point rows: a series' entries or a route's locations, read
/// from a spool cursor or an array. Its parts are stored apart (no enum payload is rebuilt per element).
struct PointSource {
  private var entryCursor: SpoolCursor<QuantitySeriesEntry>?
  private let entries: [QuantitySeriesEntry]
  private var locationCursor: LocationCursor?
  private let locations: [Location]
  /// The measure slot of a series; -1 for a route.
  private let slot: Int
  private let route: UUID?
  private var index = 0
  /// The head's instant in microseconds (nil when drained).
  private(set) var head: Int64?
  /// The head's instant.
  private(set) var headDate = Date(timeIntervalSince1970: 0)
  private var headEntry = QuantitySeriesEntry(value: 0, start: Date(timeIntervalSince1970: 0))
  private var headLocation: Location?
  /// A distance series' running sum.
  private var total = 0.0

  /// A series' entries (from `cursor`, else `entries`) filling measure `slot`.
  init(entries cursor: SpoolCursor<QuantitySeriesEntry>?, _ entries: [QuantitySeriesEntry], slot: Int) throws
  {
    entryCursor = cursor
    self.entries = entries
    locationCursor = nil
    locations = []
    self.slot = slot
    route = nil
    try advance()
  }

  /// A route's locations (from `cursor`, else `locations`).
  init(locations cursor: LocationCursor?, _ locations: [Location], route: UUID) throws {
    entryCursor = nil
    entries = []
    locationCursor = cursor
    self.locations = locations
    slot = -1
    self.route = route
    try advance()
  }

  /// Puts the head's cells into `row`/`measures` and moves to the next element.
  mutating func take(into row: inout AnalyticsRow, _ measures: inout AnalyticsMeasures) throws {
    if slot == 4 {
      total += headEntry.value
      measures[slot] = total
    } else if slot >= 0 {
      measures[slot] = headEntry.value
    } else if let p = headLocation {
      row.uuid = route
      row.latitude = p.latitude
      row.longitude = p.longitude
      row.altitude = p.altitude
      row.speed = p.speed
    }
    try advance()
  }

  private mutating func advance() throws {
    if slot >= 0 {
      let next: QuantitySeriesEntry?
      if entryCursor != nil {
        next = try entryCursor!.next()
      } else {
        next = index < entries.count ? entries[index] : nil
      }
      index += 1
      guard let next else {
        head = nil
        return
      }
      headEntry = next
      headDate = next.end
    } else {
      if locationCursor != nil {
        headLocation = try locationCursor!.next()
      } else {
        headLocation = index < locations.count ? locations[index] : nil
      }
      index += 1
      guard let p = headLocation else {
        head = nil
        return
      }
      headDate = p.time
    }
    head = Timestamp(headDate, utcOffset: nil).unixMicroseconds
  }
}
