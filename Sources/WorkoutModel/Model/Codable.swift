import FoundationEssentials

// Codable conformances that define the NDJSON schema (see FormatNDJSON's README).
// Sample headers are flattened into their sample's object; optional fields are omitted when nil,
// empty collections are omitted; units are HKUnit strings; dates are ISO 8601 with their offset.

/// A coding key made from any string.
public struct AnyCodingKey: CodingKey, Hashable, Sendable, ExpressibleByStringLiteral {
  public var stringValue: String
  public var intValue: Int? { nil }
  public init(_ string: String) { stringValue = string }
  public init(stringValue: String) { self.stringValue = stringValue }
  public init?(intValue: Int) { return nil }
  public init(stringLiteral value: String) { stringValue = value }
}

typealias Keyed = KeyedEncodingContainer<AnyCodingKey>
typealias KeyedIn = KeyedDecodingContainer<AnyCodingKey>

extension KeyedEncodingContainer where Key == AnyCodingKey {
  mutating func put<T: Encodable>(_ value: T?, _ key: String) throws {
    if let value { try encode(value, forKey: AnyCodingKey(key)) }
  }
  mutating func putArray<T: Encodable>(_ value: [T], _ key: String) throws {
    if !value.isEmpty { try encode(value, forKey: AnyCodingKey(key)) }
  }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  func get<T: Decodable>(_ type: T.Type, _ key: String) throws -> T {
    try decode(type, forKey: AnyCodingKey(key))
  }
  func opt<T: Decodable>(_ type: T.Type, _ key: String) throws -> T? {
    try decodeIfPresent(type, forKey: AnyCodingKey(key))
  }
  func array<T: Decodable>(_ type: T.Type, _ key: String) throws -> [T] {
    try decodeIfPresent([T].self, forKey: AnyCodingKey(key)) ?? []
  }
}

/// `seconds` after `origin` (an offset or a duration read as a number), or a decoding error at `path` when
/// that instant is not one timestamps can name (`Timestamp.representableSeconds`): 1e300 s after a start
/// made writers trap while writing the instant's text.
func instant(_ origin: Date, plus seconds: Double, _ what: String, at path: [any CodingKey]) throws -> Date {
  let date = origin.addingTimeInterval(seconds)
  guard Timestamp.representableSeconds.contains(date.timeIntervalSinceReferenceDate) else {
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: path,
        debugDescription: "\(what) \(seconds) s puts an instant outside the years -9999 to 9999"))
  }
  return date
}

extension SampleHeader {
  /// Writes the header's fields into a sample's object.
  func encodeFields(into c: inout Keyed) throws {
    try c.put(uuid, "uuid")
    try c.put(start, "start")
    try c.put(end, "end")
    try c.put(source, "source")
    try c.put(device, "device")
    try c.put(creationDate, "creationDate")
    if !metadata.isEmpty { try c.put(metadata, "metadata") }
  }

  /// Reads the header's fields from a sample's object.
  init(fields c: KeyedIn) throws {
    let start = try c.get(Timestamp.self, "start")
    self.init(
      uuid: try c.get(UUID.self, "uuid"), start: start, end: try c.opt(Timestamp.self, "end") ?? start,
      source: try c.opt(Source.self, "source"), device: try c.opt(Device.self, "device"),
      creationDate: try c.opt(Timestamp.self, "creationDate"),
      metadata: try c.opt(Metadata.self, "metadata") ?? Metadata())
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try encodeFields(into: &c)
  }

  public init(from decoder: any Decoder) throws {
    try self.init(fields: try decoder.container(keyedBy: AnyCodingKey.self))
  }
}

extension MetadataValue: Codable {
  // A JSON string, number or bool stands for itself; quantities and dates are tagged objects
  // ({"quantity": {"value": 56, "unit": "degF"}}, {"date": "2024-…"}); integers are numbers without a
  // fraction tagged as {"integer": 5} only when they could be confused with doubles.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .string(let s):
      var c = encoder.singleValueContainer()
      try c.encode(s)
    case .bool(let b):
      var c = encoder.singleValueContainer()
      try c.encode(b)
    case .number(let d):
      if d.isFinite && d == d.rounded() && abs(d) < 1e15 {
        var c = encoder.container(keyedBy: AnyCodingKey.self)
        try c.encode(d, forKey: "number")
      } else {
        var c = encoder.singleValueContainer()
        try c.encode(d)
      }
    case .integer(let i):
      var c = encoder.singleValueContainer()
      try c.encode(i)
    case .quantity(let q):
      var c = encoder.container(keyedBy: AnyCodingKey.self)
      try c.encode(q, forKey: "quantity")
    case .date(let t):
      var c = encoder.container(keyedBy: AnyCodingKey.self)
      try c.encode(t, forKey: "date")
    }
  }

  public init(from decoder: any Decoder) throws {
    if let c = try? decoder.container(keyedBy: AnyCodingKey.self) {
      if let q = try c.opt(Quantity.self, "quantity") {
        self = .quantity(q)
      } else if let t = try c.opt(Timestamp.self, "date") {
        self = .date(t)
      } else if let d = try c.opt(Double.self, "number") {
        self = .number(d)
      } else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "unknown metadata value object"))
      }
      return
    }
    let c = try decoder.singleValueContainer()
    if let b = try? c.decode(Bool.self) {
      self = .bool(b)
    } else if let i = try? c.decode(Int64.self) {
      self = .integer(i)
    } else if let d = try? c.decode(Double.self) {
      self = .number(d)
    } else {
      self = .string(try c.decode(String.self))
    }
  }
}

extension Metadata: Codable {
  // Encoded as an array of [key, value] pairs: order, repeats and case-only differences survive.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    for entry in entries {
      var pair = c.nestedUnkeyedContainer()
      try pair.encode(entry.key)
      try pair.encode(entry.value)
    }
  }

  public init(from decoder: any Decoder) throws {
    var c = try decoder.unkeyedContainer()
    var entries: [MetadataEntry] = []
    while !c.isAtEnd {
      var pair = try c.nestedUnkeyedContainer()
      let key = try pair.decode(String.self)
      let value = try pair.decode(MetadataValue.self)
      entries.append(MetadataEntry(key, value))
    }
    self.init(entries)
  }
}

extension QuantitySample {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(type, "type")
    try header.encodeFields(into: &c)
    try c.put(quantity.value, "value")
    try c.put(quantity.unit, "unit")
    if !series.isEmpty {
      // Compact: [[value, startOffsetSeconds, durationSeconds], …] relative to the sample start.
      var s = c.nestedUnkeyedContainer(forKey: "series")
      let origin = header.start.date
      for entry in series {
        var row = s.nestedUnkeyedContainer()
        try row.encode(entry.value)
        try row.encode(entry.start.timeIntervalSince(origin))
        try row.encode(entry.end.timeIntervalSince(entry.start))
      }
    }
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    let header = try SampleHeader(fields: c)
    var series: [QuantitySeriesEntry] = []
    if c.contains("series") {
      var s = try c.nestedUnkeyedContainer(forKey: "series")
      let origin = header.start.date
      while !s.isAtEnd {
        var row = try s.nestedUnkeyedContainer()
        let value = try row.decode(Double.self)
        let offset = try row.decode(Double.self)
        let length = try row.decode(Double.self)
        let start = try instant(origin, plus: offset, "series entry offset", at: s.codingPath)
        let end = try instant(start, plus: length, "series entry duration", at: s.codingPath)
        series.append(QuantitySeriesEntry(value: value, start: start, end: end))
      }
    }
    self.init(
      header: header, type: try c.get(String.self, "type"),
      quantity: Quantity(try c.get(Double.self, "value"), try c.get(QuantityUnit.self, "unit")),
      series: series)
  }
}

extension CategorySample {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(type, "type")
    try header.encodeFields(into: &c)
    try c.put(value, "value")
    try c.put(valueName, "valueName")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      header: try SampleHeader(fields: c), type: try c.get(String.self, "type"),
      value: try c.opt(Int.self, "value"), valueName: try c.opt(String.self, "valueName"))
  }
}

extension CorrelationMember: Codable {
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .quantity(let q):
      try q.encode(to: encoder)
      var c = encoder.container(keyedBy: AnyCodingKey.self)
      try c.encode("quantity", forKey: "kind")
    case .category(let s):
      try s.encode(to: encoder)
      var c = encoder.container(keyedBy: AnyCodingKey.self)
      try c.encode("category", forKey: "kind")
    }
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    switch try c.get(String.self, "kind") {
    case "quantity": self = .quantity(try QuantitySample(from: decoder))
    case "category": self = .category(try CategorySample(from: decoder))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: "kind", in: c, debugDescription: "unknown correlation member kind \(other)")
    }
  }
}

extension Correlation {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(type, "type")
    try header.encodeFields(into: &c)
    try c.encode(members, forKey: "members")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      header: try SampleHeader(fields: c), type: try c.get(String.self, "type"),
      members: try c.array(CorrelationMember.self, "members"))
  }
}

extension HeartbeatSeries {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try header.encodeFields(into: &c)
    // Compact: [[offsetSeconds, precededByGap], …]
    var s = c.nestedUnkeyedContainer(forKey: "beats")
    for beat in beats {
      var row = s.nestedUnkeyedContainer()
      try row.encode(beat.offset)
      try row.encode(beat.precededByGap)
    }
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    let header = try SampleHeader(fields: c)
    var beats: [Heartbeat] = []
    if c.contains("beats") {
      var s = try c.nestedUnkeyedContainer(forKey: "beats")
      while !s.isAtEnd {
        var row = try s.nestedUnkeyedContainer()
        let offset = try row.decode(Double.self)
        _ = try instant(header.start.date, plus: offset, "heartbeat offset", at: s.codingPath)
        let gap = try row.decode(Bool.self)
        beats.append(Heartbeat(offset: offset, precededByGap: gap))
      }
    }
    self.init(header: header, beats: beats)
  }
}

extension WorkoutSample: Codable {
  public func encode(to encoder: any Encoder) throws {
    let kind: String
    switch self {
    case .quantity(let q):
      try q.encode(to: encoder)
      kind = "quantity"
    case .category(let s):
      try s.encode(to: encoder)
      kind = "category"
    case .heartbeatSeries(let h):
      try h.encode(to: encoder)
      kind = "heartbeatSeries"
    }
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.encode(kind, forKey: "kind")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    switch try c.get(String.self, "kind") {
    case "quantity": self = .quantity(try QuantitySample(from: decoder))
    case "category": self = .category(try CategorySample(from: decoder))
    case "heartbeatSeries": self = .heartbeatSeries(try HeartbeatSeries(from: decoder))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: "kind", in: c, debugDescription: "unknown workout sample kind \(other)")
    }
  }
}

extension WorkoutRoute {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try header.encodeFields(into: &c)
    try c.put(fileReference, "fileReference")
    try c.encode(locations, forKey: "locations")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      header: try SampleHeader(fields: c), locations: try c.array(Location.self, "locations"),
      fileReference: try c.opt(String.self, "fileReference"))
  }
}

extension Location {
  // Compact positional form: [time, lat, lon, alt, hAcc, vAcc, speed, course] with nulls, trailing
  // nulls dropped. Time is ISO 8601 (UTC).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(Timestamp(time))
    try c.encode(latitude)
    try c.encode(longitude)
    let rest: [Double?] = [altitude, horizontalAccuracy, verticalAccuracy, speed, course]
    let last = rest.lastIndex { $0 != nil } ?? -1
    if last >= 0 {
      for value in rest[0...last] {
        if let value { try c.encode(value) } else { try c.encodeNil() }
      }
    }
  }

  public init(from decoder: any Decoder) throws {
    var c = try decoder.unkeyedContainer()
    let time = try c.decode(Timestamp.self).date
    let latitude = try c.decode(Double.self)
    let longitude = try c.decode(Double.self)
    var rest: [Double?] = []
    while !c.isAtEnd, rest.count < 5 { rest.append(try c.decodeIfPresent(Double.self)) }
    while rest.count < 5 { rest.append(nil) }
    self.init(
      time: time, latitude: latitude, longitude: longitude, altitude: rest[0], horizontalAccuracy: rest[1],
      verticalAccuracy: rest[2], speed: rest[3], course: rest[4])
  }
}

extension QuantitySeriesEntry {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(value)
    try c.encode(Timestamp(start))
    try c.encode(Timestamp(end))
  }

  public init(from decoder: any Decoder) throws {
    var c = try decoder.unkeyedContainer()
    let value = try c.decode(Double.self)
    let start = try c.decode(Timestamp.self).date
    let end = try c.decode(Timestamp.self).date
    self.init(value: value, start: start, end: end)
  }
}

extension Workout {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(activityType, "activityType")
    try header.encodeFields(into: &c)
    try c.put(duration, "duration")
    try c.putArray(activities, "activities")
    try c.putArray(events, "events")
    try c.putArray(statistics, "statistics")
    if !totals.isEmpty {
      var t = c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: "totals")
      for key in totals.keys.sorted() { try t.encode(totals[key]!, forKey: AnyCodingKey(key)) }
    }
    try c.putArray(routes, "routes")
    try c.putArray(samples, "samples")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    var totals: [String: Quantity] = [:]
    if c.contains("totals") {
      let t = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: "totals")
      for key in t.allKeys { totals[key.stringValue] = try t.decode(Quantity.self, forKey: key) }
    }
    self.init(
      header: try SampleHeader(fields: c), activityType: try c.get(WorkoutActivityType.self, "activityType"),
      duration: try c.opt(Double.self, "duration"),
      activities: try c.array(WorkoutActivity.self, "activities"),
      events: try c.array(WorkoutEvent.self, "events"),
      statistics: try c.array(WorkoutStatistics.self, "statistics"),
      routes: try c.array(WorkoutRoute.self, "routes"), samples: try c.array(WorkoutSample.self, "samples"),
      totals: totals)
  }
}

extension WorkoutEvent {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(type, "type")
    try c.put(start, "start")
    if duration != 0 { try c.put(duration, "duration") }
    if !metadata.isEmpty { try c.put(metadata, "metadata") }
    try c.putArray(statistics, "statistics")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    let start = try c.get(Timestamp.self, "start")
    let duration = try c.opt(Double.self, "duration") ?? 0
    _ = try instant(start.date, plus: duration, "event duration", at: c.codingPath)
    self.init(
      type: try c.get(WorkoutEventType.self, "type"), start: start,
      duration: duration,
      metadata: try c.opt(Metadata.self, "metadata") ?? Metadata(),
      statistics: try c.array(WorkoutStatistics.self, "statistics"))
  }
}

extension WorkoutActivity {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(uuid, "uuid")
    try c.put(configuration, "configuration")
    try c.put(start, "start")
    try c.put(end, "end")
    try c.put(duration, "duration")
    try c.putArray(events, "events")
    try c.putArray(statistics, "statistics")
    if !metadata.isEmpty { try c.put(metadata, "metadata") }
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      uuid: try c.get(UUID.self, "uuid"),
      configuration: try c.get(WorkoutConfiguration.self, "configuration"),
      start: try c.get(Timestamp.self, "start"), end: try c.get(Timestamp.self, "end"),
      duration: try c.opt(Double.self, "duration"), events: try c.array(WorkoutEvent.self, "events"),
      statistics: try c.array(WorkoutStatistics.self, "statistics"),
      metadata: try c.opt(Metadata.self, "metadata") ?? Metadata())
  }
}

extension HealthItem: Codable {
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .exportInfo(let v): try v.encode(to: encoder)
    case .characteristics(let v): try v.encode(to: encoder)
    case .quantity(let v): try v.encode(to: encoder)
    case .category(let v): try v.encode(to: encoder)
    case .correlation(let v): try v.encode(to: encoder)
    case .heartbeatSeries(let v): try v.encode(to: encoder)
    case .workout(let v): try v.encode(to: encoder)
    case .route(let v): try v.encode(to: encoder)
    case .activitySummary(let v): try v.encode(to: encoder)
    case .opaque(let v): try v.encode(to: encoder)
    case .electrocardiogram(let v): try v.encode(to: encoder)
    }
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.encode(kind.rawValue, forKey: "kind")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    let kindText = try c.get(String.self, "kind")
    guard let kind = HealthItemKind(rawValue: kindText) else {
      throw DecodingError.dataCorruptedError(
        forKey: "kind", in: c, debugDescription: "unknown item kind \(kindText)")
    }
    switch kind {
    case .exportInfo: self = .exportInfo(try ExportInfo(from: decoder))
    case .characteristics: self = .characteristics(try Characteristics(from: decoder))
    case .quantity: self = .quantity(try QuantitySample(from: decoder))
    case .category: self = .category(try CategorySample(from: decoder))
    case .correlation: self = .correlation(try Correlation(from: decoder))
    case .heartbeatSeries: self = .heartbeatSeries(try HeartbeatSeries(from: decoder))
    case .workout: self = .workout(try Workout(from: decoder))
    case .route: self = .route(try WorkoutRoute(from: decoder))
    case .activitySummary: self = .activitySummary(try ActivitySummary(from: decoder))
    case .opaque: self = .opaque(try OpaqueRecord(from: decoder))
    case .electrocardiogram: self = .electrocardiogram(try Electrocardiogram(from: decoder))
    }
  }
}

extension Device {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(name, "name")
    try c.put(manufacturer, "manufacturer")
    try c.put(model, "model")
    try c.put(hardwareVersion, "hardwareVersion")
    try c.put(firmwareVersion, "firmwareVersion")
    try c.put(softwareVersion, "softwareVersion")
    try c.put(localIdentifier, "localIdentifier")
    try c.put(udiDeviceIdentifier, "udiDeviceIdentifier")
    try c.put(serialNumber, "serialNumber")
    try c.put(creationDate, "creationDate")
    try c.putArray(extra, "extra")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      name: try c.opt(String.self, "name"), manufacturer: try c.opt(String.self, "manufacturer"),
      model: try c.opt(String.self, "model"), hardwareVersion: try c.opt(String.self, "hardwareVersion"),
      firmwareVersion: try c.opt(String.self, "firmwareVersion"),
      softwareVersion: try c.opt(String.self, "softwareVersion"),
      localIdentifier: try c.opt(String.self, "localIdentifier"),
      udiDeviceIdentifier: try c.opt(String.self, "udiDeviceIdentifier"),
      serialNumber: try c.opt(String.self, "serialNumber"),
      creationDate: try c.opt(Timestamp.self, "creationDate"),
      extra: try c.array(KeyValue.self, "extra"))
  }
}

extension KeyValue {
  // A pair is written as a two-element array: ["key", "value"].
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.unkeyedContainer()
    try c.encode(key)
    try c.encode(value)
  }

  public init(from decoder: any Decoder) throws {
    var c = try decoder.unkeyedContainer()
    let key = try c.decode(String.self)
    self.init(key, try c.decode(String.self))
  }
}

extension WorkoutConfiguration {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(activityType, "activityType")
    if locationType != .unknown { try c.put(locationType, "locationType") }
    if swimmingLocationType != .unknown { try c.put(swimmingLocationType, "swimmingLocationType") }
    try c.put(lapLength, "lapLength")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      activityType: try c.get(WorkoutActivityType.self, "activityType"),
      locationType: try c.opt(WorkoutLocationType.self, "locationType") ?? .unknown,
      swimmingLocationType: try c.opt(SwimmingLocationType.self, "swimmingLocationType") ?? .unknown,
      lapLength: try c.opt(Quantity.self, "lapLength"))
  }
}

extension ActivitySummary {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(dateComponents, "dateComponents")
    try c.put(activeEnergyBurned, "activeEnergyBurned")
    try c.put(activeEnergyBurnedGoal, "activeEnergyBurnedGoal")
    try c.put(appleMoveTime, "appleMoveTime")
    try c.put(appleMoveTimeGoal, "appleMoveTimeGoal")
    try c.put(appleExerciseTime, "appleExerciseTime")
    try c.put(appleExerciseTimeGoal, "appleExerciseTimeGoal")
    try c.put(appleStandHours, "appleStandHours")
    try c.put(appleStandHoursGoal, "appleStandHoursGoal")
    try c.putArray(extra, "extra")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      dateComponents: try c.get(String.self, "dateComponents"),
      activeEnergyBurned: try c.opt(Quantity.self, "activeEnergyBurned"),
      activeEnergyBurnedGoal: try c.opt(Quantity.self, "activeEnergyBurnedGoal"),
      appleMoveTime: try c.opt(Double.self, "appleMoveTime"),
      appleMoveTimeGoal: try c.opt(Double.self, "appleMoveTimeGoal"),
      appleExerciseTime: try c.opt(Double.self, "appleExerciseTime"),
      appleExerciseTimeGoal: try c.opt(Double.self, "appleExerciseTimeGoal"),
      appleStandHours: try c.opt(Double.self, "appleStandHours"),
      appleStandHoursGoal: try c.opt(Double.self, "appleStandHoursGoal"),
      extra: try c.array(KeyValue.self, "extra"))
  }
}

extension OpaqueRecord {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.put(format, "format")
    try c.put(name, "name")
    try c.putArray(attributes, "attributes")
    try c.putArray(children, "children")
    try c.put(text, "text")
    try c.put(data, "data")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      format: try c.get(String.self, "format"), name: try c.get(String.self, "name"),
      attributes: try c.array(KeyValue.self, "attributes"),
      children: try c.array(OpaqueRecord.self, "children"),
      text: try c.opt(String.self, "text"), data: try c.opt(Data.self, "data"))
  }
}

extension Characteristics {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try c.encode(entries, forKey: "entries")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(entries: try c.array(KeyValue.self, "entries"))
  }
}
