import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Reads a Polar Flow export (zip or folder: every training session, the other members reported) or one
/// training session JSON into workouts.
struct PolarReader: FormatReader {
  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    if let url = input.fileURL, try Self.isExport(url, input: input) {
      try readExport(url, into: sink, context: context)
    } else {
      try sink.receive(
        .workout(
          Self.session(try input.readAll(limit: PolarFormat.memberLimit), name: input.name, context: context))
      )
    }
  }

  /// A folder, or a file starting with a zip's local header.
  static func isExport(_ url: URL, input: InputSource) throws -> Bool {
    var isDirectory: Bool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory {
      return true
    }
    return try input.peekPrefix(4).starts(with: [0x50, 0x4B, 0x03, 0x04])
  }

  /// Every member the reader maps, sleep first and training sessions next (they state the UTC offsets
  /// that the activity and 24/7 heart-rate days, local times without one, are placed with); a member that
  /// fails to read is damage located in it (the others are still read). Members no mapping reads are
  /// counted by kind (the file name up to its first digit: `nightly_recovery`…) and reported once.
  func readExport(_ url: URL, into sink: any HealthItemSink, context: ConversionContext) throws {
    let members = try ArchiveMembers.open(url)
    let daily = PolarDaily(members: members, sink: sink, context: context)
    var byKind: [PolarMember: [String]] = [:]
    for path in members.paths { byKind[PolarMember(path: path), default: []].append(path) }
    func each(_ kind: PolarMember, _ body: (String) throws -> Void) throws {
      for path in byKind[kind] ?? [] {
        // A member's own damage (bad JSON, a missing field, over the size limit) is recovered; the sink's
        // errors (writing, strict losses) stop the conversion.
        do { try body(path) } catch let error as ConversionError
          where [.invalidInput, .truncatedInput, .limitExceeded].contains(error.code)
        { try context.recovered(from: error) }
      }
    }
    try each(.sleepResult) { try daily.readSleep($0) }
    try each(.session) { path in
      let workout = try Self.session(
        members.data(path, limit: PolarFormat.memberLimit), name: members.memberName(path), context: context)
      daily.learn(workout.header.start)
      try sink.receive(.workout(workout))
    }
    try each(.activity) { try daily.readActivity($0) }
    try each(.continuousHeartRate) { try daily.readContinuousHeartRate($0) }
    daily.finish()
    Self.reportUnread(byKind, members: members, context: context)
  }

  /// One warning per known kind with no HealthKit type (with the reason), one for the kinds of unknown layout.
  static func reportUnread(
    _ byKind: [PolarMember: [String]], members: ArchiveMembers, context: ConversionContext
  ) {
    var unknown: [(kind: String, paths: [String])] = []
    for (member, paths) in byKind {
      guard case .other(let kind) = member else { continue }
      if let reason = PolarMember.knownUnmapped[kind] {
        context.warn(
          .polarKindNotRead(kind: kind, reason: reason), at: members.location(paths[0]), count: paths.count)
      } else {
        unknown.append((kind, paths))
      }
    }
    guard !unknown.isEmpty else { return }
    unknown.sort { $0.kind < $1.kind }
    let first = unknown.flatMap(\.paths).min()!
    context.warn(
      .polarMembersNotRead(kinds: unknown.map { "\($0.kind) \($0.paths.count)" }),
      at: members.location(first), count: unknown.reduce(0) { $0 + $1.paths.count })
  }

  /// One session file's workout.
  static func session(_ data: Data, name: String, context: ConversionContext) throws -> Workout {
    let at = SourceLocation(file: name)
    let root: Any
    do {
      root = try JSONTree.parse(PolarJSON.replacingBareNaN(data))
    } catch {
      throw ConversionError(.invalidInput, "a Polar training session that is not JSON: \(error)", at: at)
    }
    guard let session = root as? [String: Any] else {
      throw ConversionError(.invalidInput, "a Polar training session that is not a JSON object", at: at)
    }
    return try PolarSession(session, at: at, context: context).workout()
  }
}

/// The mapping of one session object (`LAYOUTS.md` §5).
struct PolarSession {
  let json: [String: Any]
  let at: SourceLocation
  let context: ConversionContext
  /// Seconds east of UTC (`timezoneOffsetMinutes` × 60): the session's civil times are local.
  let offset: Int
  let activity: WorkoutActivityType
  let source: Source
  let device: Device?

  init(_ json: [String: Any], at: SourceLocation, context: ConversionContext) throws {
    self.json = json
    self.at = at
    self.context = context
    guard let minutes = PolarJSON.number(json["timezoneOffsetMinutes"]) else {
      throw ConversionError(
        .invalidInput, "a Polar training session without `timezoneOffsetMinutes`", at: at,
        hint: "its start and stop times are local: the offset says which instant they are")
    }
    offset = Int(minutes) * 60
    let sport = (json["sport"] as? [String: Any])?["id"].map { "\($0)" } ?? ""
    activity = PolarSports.activityType(sportID: sport)
    source = Source(name: ((json["application"] as? [String: Any])?["name"] as? String) ?? "Polar Flow")
    let model = (json["product"] as? [String: Any])?["modelName"] as? String
    device = model.map { Device(name: $0, manufacturer: "Polar", model: $0) }
  }

  /// A local civil time of the session (`2026-01-22T18:19:54[.000]`) as an instant with its offset.
  func time(_ key: String, in object: [String: Any]) throws -> Timestamp {
    guard let text = object[key] as? String, let local = ISO8601Timestamp.parse(text + "Z") else {
      throw ConversionError(
        .invalidInput, "a Polar training session whose `\(key)` is missing or not a local date-time", at: at)
    }
    return Timestamp(local.date.addingTimeInterval(-Double(offset)), utcOffset: offset)
  }

  func workout() throws -> Workout {
    let start = try time("startTime", in: json)
    let stop = try time("stopTime", in: json)
    var metadata = Metadata()
    if let id = (json["identifier"] as? [String: Any])?["id"] {
      metadata.append(MetadataKeys.syncIdentifier, .string("polar:\(id)"))
    }
    if let name = json["name"] as? String { metadata.append(PolarMetadataKey.name, .string(name)) }
    if let sport = (json["sport"] as? [String: Any])?["id"] {
      metadata.append(PolarMetadataKey.sportID, .string("\(sport)"))
    }
    if let sport = (json["sport"] as? [String: Any])?["id"], PolarSports.indoorCodes.contains("\(sport)") {
      metadata.append(MetadataKeys.indoorWorkout, .bool(true))
    }
    let header = SampleHeader(
      uuid: UUID(), start: start, end: stop, source: source, device: device, metadata: metadata)
    var samples: [WorkoutSample] = []
    var routes: [WorkoutRoute] = []
    let exercises = json["exercises"] as? [[String: Any]] ?? []
    for (index, exercise) in exercises.enumerated() {
      let exerciseStart = (try? time("startTime", in: exercise)) ?? start
      samples += try series(of: exercise, index: index, start: exerciseStart, header: header)
      if let route = try route(of: exercise, index: index, start: exerciseStart, header: header) {
        routes.append(route)
      }
    }
    var workout = Workout(
      header: header, activityType: activity,
      duration: PolarJSON.number(json["durationMillis"]).map { $0 / 1000 },
      statistics: statistics(start: start, end: stop), routes: routes, samples: samples,
      totals: totals())
    workout.header.uuid = Identity.uuid(for: workout)
    return workout
  }

  /// The session totals as the export states them (distance m, calories kcal).
  func totals() -> [String: Quantity] {
    var totals: [String: Quantity] = [:]
    if let d = PolarJSON.number(json["distanceMeters"]), d > 0 { totals["distance"] = Quantity(d, .meter) }
    if let c = PolarJSON.number(json["calories"]), c > 0 {
      totals["energyBurned"] = Quantity(c, .kilocalorie)
    }
    return totals
  }

  func statistics(start: Timestamp, end: Timestamp) -> [WorkoutStatistics] {
    var result: [WorkoutStatistics] = []
    let avg = PolarJSON.number(json["hrAvg"]).flatMap { $0 > 0 ? $0 : nil }
    let max = PolarJSON.number(json["hrMax"]).flatMap { $0 > 0 ? $0 : nil }
    if avg != nil || max != nil {
      result.append(
        WorkoutStatistics(
          type: WorkoutSeriesType.heartRate, start: start, end: end, unit: .countPerMinute, average: avg,
          maximum: max))
    }
    if let d = PolarJSON.number(json["distanceMeters"]), d > 0 {
      result.append(
        WorkoutStatistics(
          type: WorkoutSeriesType.distanceType(for: activity), start: start, end: end, unit: .meter, sum: d))
    }
    if let c = PolarJSON.number(json["calories"]), c > 0 {
      result.append(
        WorkoutStatistics(
          type: WorkoutSeriesType.activeEnergy, start: start, end: end, unit: .kilocalorie, sum: c))
    }
    return result
  }

  /// The exercise's sample series: `HEART_RATE` (bpm), `DISTANCE` (cumulative m, kept as increments),
  /// `SPEED` (km/h, converted to m/s); one value per `intervalMillis` from the exercise start. Missing
  /// values (`null`, `NaN`) and heart rates of 0 (no contact) are left out.
  func series(of exercise: [String: Any], index: Int, start: Timestamp, header: SampleHeader) throws
    -> [WorkoutSample]
  {
    let list = (exercise["samples"] as? [String: Any])?["samples"] as? [[String: Any]] ?? []
    var result: [WorkoutSample] = []
    for entry in list {
      let type = entry["type"] as? String ?? ""
      guard let interval = PolarJSON.number(entry["intervalMillis"]), interval > 0,
        let values = entry["values"] as? [Any]
      else {
        throw ConversionError(
          .invalidInput,
          "a Polar training session whose exercise \(index) sample series `\(type)` lacks `intervalMillis` or `values`",
          at: at)
      }
      let times = values.indices.map { start.date.addingTimeInterval(Double($0) * interval / 1000) }
      let numbers = values.map { PolarJSON.number($0) }
      var entries: [QuantitySeriesEntry] = []
      let seriesType: String
      let unit: QuantityUnit
      switch type {
      case "HEART_RATE":
        (seriesType, unit) = (WorkoutSeriesType.heartRate, .countPerMinute)
        for (i, v) in numbers.enumerated() {
          if let v, v > 0 { entries.append(.init(value: v, start: times[i])) }
        }
      case "SPEED":
        (seriesType, unit) = (WorkoutSeriesType.speedType(for: activity), .meterPerSecond)
        for (i, v) in numbers.enumerated() {
          if let v {
            entries.append(
              .init(value: try Quantity(v, .kilometerPerHour).doubleValue(for: unit), start: times[i]))
          }
        }
      case "DISTANCE":
        (seriesType, unit) = (WorkoutSeriesType.distanceType(for: activity), .meter)
        var previous: (value: Double, time: Date)?
        for (i, v) in numbers.enumerated() {
          guard let v else { continue }
          if let p = previous {
            entries.append(.init(value: Swift.max(0, v - p.value), start: p.time, end: times[i]))
          }
          previous = (v, times[i])
        }
      default:
        context.warn(
          .polarSeriesUnmapped(type: type, values: values.count), at: at, count: values.count)
        continue
      }
      guard !entries.isEmpty else { continue }
      result.append(
        .quantity(PolarJSON.seriesSample(type: seriesType, unit: unit, entries: entries, header: header)))
    }
    return result
  }

  /// The exercise's route: `wayPoints` at the route's `startTime` (local) + `elapsedMillis`.
  func route(of exercise: [String: Any], index: Int, start: Timestamp, header: SampleHeader) throws
    -> WorkoutRoute?
  {
    guard let route = (exercise["routes"] as? [String: Any])?["route"] as? [String: Any] else { return nil }
    let routeStart = (try? time("startTime", in: route)) ?? start
    let points = route["wayPoints"] as? [[String: Any]] ?? []
    var locations: [Location] = []
    locations.reserveCapacity(points.count)
    for point in points {
      guard let lat = PolarJSON.number(point["latitude"]), let lon = PolarJSON.number(point["longitude"]),
        let elapsed = PolarJSON.number(point["elapsedMillis"])
      else {
        throw ConversionError(
          .invalidInput,
          "a Polar training session whose exercise \(index) route point lacks `latitude`, `longitude` or `elapsedMillis`",
          at: at)
      }
      locations.append(
        Location(
          time: routeStart.date.addingTimeInterval(elapsed / 1000), latitude: lat, longitude: lon,
          altitude: PolarJSON.number(point["altitude"])))
    }
    guard let first = locations.first, let last = locations.last else { return nil }
    var result = WorkoutRoute(
      header: SampleHeader(
        uuid: UUID(), start: Timestamp(first.time, utcOffset: offset),
        end: Timestamp(last.time, utcOffset: offset),
        source: header.source, device: header.device),
      locations: locations)
    result.header.uuid = Identity.uuid(for: result)
    return result
  }
}

/// Polar's `sport.id` → activity type (Formats/ecosystems/activity-types.tsv: the ids measured in real
/// exports only); others are `other`.
enum PolarSports {
  static func activityType(sportID: String) -> WorkoutActivityType {
    activityTable[sportID] ?? .other
  }
}

/// Metadata keys for what only Polar says.
package enum PolarMetadataKey {
  /// The session's name as Polar Flow shows it (`Running`, `Other indoor`).
  package static let name = "Polar:name"
  /// Polar's `sport.id`.
  package static let sportID = "Polar:sportId"
}

/// JSON helpers of the Polar reader.
enum PolarJSON {
  /// A number (JSON number or numeric string), nil for null or anything else.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let n as JSONNumber: n.doubleValue.isFinite ? n.doubleValue : nil
    case let s as String: Double(s).flatMap { $0.isFinite ? $0 : nil }
    default: nil
    }
  }

  /// Polar's raw export writes a missing sample as the bare token `NaN`, which is not JSON: each such
  /// token outside strings becomes `null`.
  static func replacingBareNaN(_ data: Data) -> Data {
    let nan = Array("NaN".utf8)
    guard data.firstRange(of: nan) != nil else { return data }
    var out = [UInt8]()
    out.reserveCapacity(data.count + 64)
    var inString = false
    var escaped = false
    let bytes = [UInt8](data)
    var i = 0
    while i < bytes.count {
      let c = bytes[i]
      if inString {
        if escaped {
          escaped = false
        } else if c == UInt8(ascii: "\\") {
          escaped = true
        } else if c == UInt8(ascii: "\"") {
          inString = false
        }
      } else if c == UInt8(ascii: "\"") {
        inString = true
      } else if c == nan[0], bytes[i...].starts(with: nan) {
        out += Array("null".utf8)
        i += 3
        continue
      }
      out.append(c)
      i += 1
    }
    return Data(out)
  }

  /// A series sample over `entries` (an aggregate value: the sum for cumulative types, else the mean).
  static func seriesSample(
    type: String, unit: QuantityUnit, entries: [QuantitySeriesEntry], header: SampleHeader
  )
    -> QuantitySample
  {
    let total = entries.reduce(0) { $0 + $1.value }
    let cumulative = WorkoutSeriesType.distances.contains(type)
    var sampleHeader = header
    sampleHeader.metadata = Metadata()
    sampleHeader.start = Timestamp(entries.first!.start, utcOffset: header.start.utcOffset)
    sampleHeader.end = Timestamp(entries.map(\.end).max()!, utcOffset: header.start.utcOffset)
    var sample = QuantitySample(
      header: sampleHeader, type: type,
      quantity: Quantity(cumulative ? total : total / Double(entries.count), unit), series: entries)
    sample.header.uuid = Identity.uuid(for: sample)
    return sample
  }
}
