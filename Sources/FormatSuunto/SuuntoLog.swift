import FormatKit
import FoundationEssentials
import WorkoutModel

/// What a Suunto log holds, in Suunto's own units, before mapping: the three layouts fill it alike.
struct SuuntoLog {
  /// One sample: its instant and its numeric fields by Suunto's name (`HR`, `Latitude`, `Temperature`…).
  struct Sample {
    var time: Date
    var fields: [String: Double]
  }

  var start: Date?
  /// Seconds east of UTC, when the layout gives it (app JSON offsets, SML local vs UTC).
  var utcOffset: Int?
  /// `Header/DateTime` of SML and Movescount: local civil time without zone (read as if UTC).
  var localStart: Date?
  var activity: String?
  var durationSeconds: Double?
  var energyJoules: Double?
  var distanceMeters: Double?
  var deviceName: String?
  var serialNumber: String?
  var samples: [Sample] = []
  /// Laps: start and duration (s).
  var laps: [(start: Date, duration: Double)] = []
  /// Beat-to-beat intervals, ms.
  var rr: [Double] = []

  /// Sample fields the mapping reads.
  static let mapped: Set<String> = [
    "HR", "Latitude", "Longitude", "GPSAltitude", "Altitude", "Temperature", "Speed", "Cadence", "Distance",
  ]
}

/// Suunto log → workout.
struct SuuntoMapping {
  let log: SuuntoLog
  let name: String
  let context: ConversionContext

  /// The activity type of a `Header/Activity` name (Formats/ecosystems/activity-types.tsv); others `other`.
  static func activityType(_ text: String?) -> WorkoutActivityType {
    text.flatMap { activityTable[$0.lowercased()] } ?? .other
  }

  func workout() throws -> Workout {
    let at = SourceLocation(file: name)
    guard let first = log.samples.map(\.time).min() ?? log.start else {
      throw ConversionError(.invalidInput, "a Suunto log with no start time and no timed sample", at: at)
    }
    let startDate = log.start ?? first
    var offset = log.utcOffset
    if offset == nil, let local = log.localStart {
      // Header/DateTime is local: its difference to the UTC start, to the quarter hour, is the offset.
      offset = Int((local.timeIntervalSince(startDate) / 900).rounded()) * 900
    }
    let lastSample = log.samples.map(\.time).max() ?? startDate
    let endDate = max(lastSample, startDate.addingTimeInterval(log.durationSeconds ?? 0))
    let start = Timestamp(startDate, utcOffset: offset)
    let end = Timestamp(endDate, utcOffset: offset)
    let activity = Self.activityType(log.activity)
    let device = log.deviceName.map {
      Device(name: $0, manufacturer: "Suunto", model: $0, serialNumber: log.serialNumber)
    }
    var metadata = Metadata()
    if let a = log.activity { metadata.append(SuuntoMetadataKey.activity, .string(a)) }
    let header = SampleHeader(
      uuid: UUID(), start: start, end: end, source: Source(name: "Suunto"), device: device, metadata: metadata
    )
    var workout = Workout(
      header: header, activityType: activity, duration: log.durationSeconds,
      events: log.laps.map { lap in
        WorkoutEvent(type: .lap, start: Timestamp(lap.start, utcOffset: offset), duration: lap.duration)
      },
      statistics: try statistics(activity: activity, start: start, end: end),
      routes: try route(header).map { [$0] } ?? [],
      samples: try series(activity: activity, header: header), totals: try totals())
    if let beats = heartbeats(header) { workout.samples.append(.heartbeatSeries(beats)) }
    workout.header.uuid = Identity.uuid(for: workout)
    reportUnmapped()
    return workout
  }

  func totals() throws -> [String: Quantity] {
    var totals: [String: Quantity] = [:]
    if let j = log.energyJoules {
      totals["energyBurned"] = Quantity(try Quantity(j, .joule).doubleValue(for: .kilocalorie), .kilocalorie)
    }
    if let d = log.distanceMeters { totals["distance"] = Quantity(d, .meter) }
    return totals
  }

  func statistics(activity: WorkoutActivityType, start: Timestamp, end: Timestamp) throws
    -> [WorkoutStatistics]
  {
    var result: [WorkoutStatistics] = []
    if let j = log.energyJoules {
      let kcal = try Quantity(j, .joule).doubleValue(for: .kilocalorie)
      result.append(
        WorkoutStatistics(
          type: WorkoutSeriesType.activeEnergy, start: start, end: end, unit: .kilocalorie, sum: kcal))
    }
    if let d = log.distanceMeters {
      result.append(
        WorkoutStatistics(
          type: WorkoutSeriesType.distanceType(for: activity), start: start, end: end, unit: .meter, sum: d))
    }
    return result
  }

  /// Per-sample series, each converted from Suunto's unit: HR and cadence Hz → count/min, temperature
  /// K → degC, speed m/s, altitude m, distance cumulative m → increments.
  func series(activity: WorkoutActivityType, header: SampleHeader) throws -> [WorkoutSample] {
    let hPerMin = QuantityUnit.countPerMinute
    let specs: [(field: String, type: String, from: QuantityUnit, to: QuantityUnit)] = [
      ("HR", WorkoutSeriesType.heartRate, .hertz, hPerMin),
      ("Cadence", WorkoutSeriesType.cadenceType(for: activity), .hertz, hPerMin),
      ("Temperature", WorkoutSeriesType.temperature, .kelvin, .degreeCelsius),
      ("Speed", WorkoutSeriesType.speedType(for: activity), .meterPerSecond, .meterPerSecond),
      ("Altitude", WorkoutSeriesType.altitude, .meter, .meter),
    ]
    var result: [WorkoutSample] = []
    for spec in specs {
      var entries: [QuantitySeriesEntry] = []
      for s in log.samples {
        guard let v = s.fields[spec.field] else { continue }
        entries.append(.init(value: try Quantity(v, spec.from).doubleValue(for: spec.to), start: s.time))
      }
      if !entries.isEmpty { result.append(.quantity(Self.seriesSample(spec.type, spec.to, entries, header))) }
    }
    var increments: [QuantitySeriesEntry] = []
    var previous: (Double, Date)?
    for s in log.samples {
      guard let d = s.fields["Distance"] else { continue }
      if let (value, time) = previous {
        increments.append(.init(value: max(0, d - value), start: time, end: s.time))
      }
      previous = (d, s.time)
    }
    if !increments.isEmpty {
      let type = WorkoutSeriesType.distanceType(for: activity)
      result.append(.quantity(Self.seriesSample(type, .meter, increments, header)))
    }
    return result
  }

  /// Samples holding both `Latitude` and `Longitude` (radians → degrees through the unit machinery), with
  /// `GPSAltitude` (m).
  func route(_ header: SampleHeader) throws -> WorkoutRoute? {
    let locations = try log.samples.compactMap { s -> Location? in
      guard let lat = s.fields["Latitude"], let lon = s.fields["Longitude"] else { return nil }
      return Location(
        time: s.time, latitude: try Quantity(lat, .radian).doubleValue(for: .degree),
        longitude: try Quantity(lon, .radian).doubleValue(for: .degree), altitude: s.fields["GPSAltitude"])
    }
    guard let first = locations.first, let last = locations.last else { return nil }
    var route = WorkoutRoute(
      header: SampleHeader(
        uuid: UUID(), start: Timestamp(first.time, utcOffset: header.start.utcOffset),
        end: Timestamp(last.time, utcOffset: header.start.utcOffset), source: header.source,
        device: header.device),
      locations: locations)
    route.header.uuid = Identity.uuid(for: route)
    return route
  }

  /// R-R intervals (ms) as a beat series from the workout start; an interval over 3 s is no beat-to-beat
  /// interval but a dropout, so the beat after it is marked as following a gap.
  func heartbeats(_ header: SampleHeader) -> HeartbeatSeries? {
    guard !log.rr.isEmpty else { return nil }
    var beats: [Heartbeat] = []
    var offset = 0.0
    var gap = false
    for ms in log.rr {
      offset += ms / 1000
      if ms > 3000 {
        gap = true
        continue
      }
      beats.append(Heartbeat(offset: offset, precededByGap: gap))
      gap = false
    }
    var h = header
    h.metadata = Metadata()
    h.end = header.start.adding(offset)
    var series = HeartbeatSeries(header: h, beats: beats)
    series.header.uuid = Identity.uuid(for: series)
    return series
  }

  func reportUnmapped() {
    var counts: [String: Int] = [:]
    for s in log.samples {
      for key in s.fields.keys where !SuuntoLog.mapped.contains(key) { counts[key, default: 0] += 1 }
    }
    guard !counts.isEmpty else { return }
    var parts: [String] = []
    for (key, count) in counts.sorted(by: { $0.key < $1.key }) {
      // Pressure has no model type: say what it was, in hPa.
      if key.hasSuffix("Pressure"), let values = Optional(log.samples.compactMap { $0.fields[key] }),
        let low = values.min(), let high = values.max(),
        let lowHPa = try? Quantity(low, .pascal).doubleValue(for: QuantityUnit(parsing: "hPa")),
        let highHPa = try? Quantity(high, .pascal).doubleValue(for: QuantityUnit(parsing: "hPa"))
      {
        parts.append("\(key) \(count) (\(NumberText.shortest(lowHPa))–\(NumberText.shortest(highHPa)) hPa)")
      } else {
        parts.append("\(key) \(count)")
      }
    }
    context.warn(
      .suuntoUnmapped(fields: parts),
      at: SourceLocation(file: name), count: counts.values.reduce(0, +))
  }

  static func seriesSample(
    _ type: String, _ unit: QuantityUnit, _ entries: [QuantitySeriesEntry], _ header: SampleHeader
  )
    -> QuantitySample
  {
    var h = header
    h.metadata = Metadata()
    h.start = Timestamp(entries.map(\.start).min()!, utcOffset: header.start.utcOffset)
    h.end = Timestamp(entries.map(\.end).max()!, utcOffset: header.start.utcOffset)
    let total = entries.reduce(0) { $0 + $1.value }
    let value = WorkoutSeriesType.distances.contains(type) ? total : total / Double(entries.count)
    var sample = QuantitySample(header: h, type: type, quantity: Quantity(value, unit), series: entries)
    sample.header.uuid = Identity.uuid(for: sample)
    return sample
  }
}

/// Metadata keys for what only Suunto says.
package enum SuuntoMetadataKey {
  /// The log's activity as written (`Running`, or SML's numeric activity id).
  package static let activity = "Suunto:activity"
}
