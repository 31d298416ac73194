import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

extension SamsungHealthMembers {
  static let sleepType = "HKCategoryTypeIdentifierSleepAnalysis"

  /// Sleep sessions as in-bed samples.
  func readSleep(_ table: SamsungHealthTable) throws {
    let start = try table.require("start_time")
    let end = try table.require("end_time")
    try forEachTimedRow(table, start: start, end: end) { fields, line, first, last in
      let header = header(table, fields, line: line, start: first, end: last, key: "")
      try sink.receive(
        .category(
          CategorySample(
            header: header, type: Self.sleepType, value: 0, valueName: "HKCategoryValueSleepAnalysisInBed")))
      return true
    }
  }

  /// Samsung's sleep stage codes → `HKCategoryValueSleepAnalysis` value and name.
  static func sleepValue(_ stage: Int) -> (Int, String) {
    switch stage {
    case 40001: return (2, "HKCategoryValueSleepAnalysisAwake")
    case 40002: return (3, "HKCategoryValueSleepAnalysisAsleepCore")
    case 40003: return (4, "HKCategoryValueSleepAnalysisAsleepDeep")
    case 40004: return (5, "HKCategoryValueSleepAnalysisAsleepREM")
    default: return (1, "HKCategoryValueSleepAnalysisAsleepUnspecified")
    }
  }

  /// Sleep stages, one sleep-analysis sample each (the code kept as metadata).
  func readSleepStages(_ table: SamsungHealthTable) throws {
    let start = try table.require("start_time")
    let end = try table.require("end_time")
    let stage = try table.require("stage")
    try forEachTimedRow(table, start: start, end: end) { fields, line, first, last in
      guard let code = Int(Self.field(fields, stage)) else { return false }
      var header = header(table, fields, line: line, start: first, end: last, key: "")
      header.metadata.append("SamsungHealthSleepStage", .integer(Int64(code)))
      let (value, name) = Self.sleepValue(code)
      try sink.receive(
        .category(CategorySample(header: header, type: Self.sleepType, value: value, valueName: name)))
      return true
    }
  }

  /// Exercises as workouts: totals as statistics, the live-data side file's heart rate, speed and cadence as
  /// the workout's samples, the location side file as its route.
  func readExercise(_ table: SamsungHealthTable) throws {
    let start = try table.require("start_time")
    let end = try table.require("end_time")
    let typeColumn = try table.require("exercise_type")
    try forEachTimedRow(table, start: start, end: end) { fields, line, first, last in
      var header = header(table, fields, line: line, start: first, end: last, key: "", identified: true)
      let code = Int(Self.field(fields, typeColumn)) ?? 0
      header.metadata.append("SamsungHealthExerciseType", .integer(Int64(code)))
      let activity = Self.activityTable[code].flatMap { WorkoutActivityType(name: $0) } ?? .other
      var workout = Workout(header: header, activityType: activity)
      if let millis = Double(Self.field(fields, table.column("duration"))), millis > 0 {
        workout.duration = millis / 1000
      }
      workout.statistics = statistics(table, fields, activity: activity, header: header)
      let datauuid = Self.field(fields, table.column("datauuid"))
      do {
        if let live = try sideFile(table, fields, column: "live_data", datauuid: datauuid, line: line) {
          workout.samples = try liveSamples(live, workout: header, activity: activity)
        }
        if let points = try sideFile(table, fields, column: "location_data", datauuid: datauuid, line: line) {
          workout.routes = try route(points, workout: header)
        }
      } catch let error as ConversionError {
        try context.recovered(from: error)
      }
      try sink.receive(.workout(workout))
      return true
    }
  }

  /// Distance (m) and energy (kcal) totals of a row.
  private func statistics(
    _ table: SamsungHealthTable, _ fields: [String], activity: WorkoutActivityType, header: SampleHeader
  ) -> [WorkoutStatistics] {
    var statistics: [WorkoutStatistics] = []
    if let distance = Double(Self.field(fields, table.column("distance"))), distance > 0 {
      let type =
        activity == WorkoutActivityType(name: "cycling")
        ? WorkoutSeriesType.distanceCycling : WorkoutSeriesType.distanceWalkingRunning
      statistics.append(
        WorkoutStatistics(type: type, start: header.start, end: header.end, unit: .meter, sum: distance))
    }
    if let energy = Double(Self.field(fields, table.column("calorie"))), energy > 0 {
      statistics.append(
        WorkoutStatistics(
          type: WorkoutSeriesType.activeEnergy, start: header.start, end: header.end, unit: .kilocalorie,
          sum: energy))
    }
    return statistics
  }

  /// The JSON array of a side file named in `column` (or `<datauuid>.com.samsung.health.exercise.<column>.json`),
  /// nil when the export has none. A missing named file or bad JSON is a located error.
  private func sideFile(
    _ table: SamsungHealthTable, _ fields: [String], column: String, datauuid: String, line: Int
  ) throws -> [[String: Any]]? {
    let named = Self.field(fields, table.column(column)).trimmingWhitespace()
    let fallback = datauuid.isEmpty ? "" : "\(datauuid).com.samsung.health.exercise.\(column).json"
    guard let archive else { return nil }
    guard let path = sideFiles[named.isEmpty ? fallback : named] else {
      if named.isEmpty { return nil }
      throw ConversionError(
        .invalidInput, "the exercise's \(column) file \(named) is not in the export", at: table.location(line)
      )
    }
    let data = try archive.data(path, limit: SamsungHealthReader.memberLimit)
    if data.starts(with: [0x1F, 0x8B]) {
      throw ConversionError(
        .unsupportedOperation, "a gzip-compressed side file is not read", at: archive.location(path))
    }
    guard let array = try ExportJSON.array(data, at: archive.location(path)) as? [[String: Any]] else {
      throw ConversionError(
        .invalidInput, "a \(column) file that is not an array of objects", at: archive.location(path))
    }
    return array
  }

  /// A number of a JSON object.
  static func number(_ object: [String: Any], _ key: String) -> Double? {
    (object[key] as? JSONNumber)?.doubleValue ?? (object[key] as? String).flatMap(Double.init)
  }

  /// Heart rate, speed and cadence of the live data, one sample per entry and value.
  private func liveSamples(_ entries: [[String: Any]], workout: SampleHeader, activity: WorkoutActivityType)
    throws
    -> [WorkoutSample]
  {
    let cadence =
      activity == WorkoutActivityType(name: "cycling")
      ? WorkoutSeriesType.cyclingCadence : WorkoutSeriesType.runningCadence
    let channels: [(String, String, QuantityUnit)] = [
      ("heart_rate", WorkoutSeriesType.heartRate, .countPerMinute),
      ("speed", WorkoutSeriesType.speed, .meterPerSecond),
      ("cadence", cadence, .countPerMinute),
    ]
    var samples: [WorkoutSample] = []
    for entry in entries {
      guard let millis = Self.number(entry, "start_time") else { continue }
      let time = Timestamp(SamsungTime.date(millis: millis), utcOffset: workout.start.utcOffset)
      for (key, type, unit) in channels {
        guard let value = Self.number(entry, key) else { continue }
        let header = SampleHeader(
          uuid: context.request.sampleIdentities
            ? Identity.uuidV5(namespace: workout.uuid, name: "\(key):\(Int64(millis))")
            : Self.placeholderUUID,
          start: time, end: time, source: workout.source, device: workout.device)
        samples.append(.quantity(QuantitySample(header: header, type: type, quantity: Quantity(value, unit))))
      }
    }
    return samples.sorted { $0.header.start < $1.header.start }
  }

  /// The location data as the workout's route (time order).
  private func route(_ entries: [[String: Any]], workout: SampleHeader) throws -> [WorkoutRoute] {
    var locations: [Location] = []
    for entry in entries {
      guard let millis = Self.number(entry, "start_time"), let latitude = Self.number(entry, "latitude"),
        let longitude = Self.number(entry, "longitude")
      else { continue }
      locations.append(
        Location(
          time: SamsungTime.date(millis: millis), latitude: latitude, longitude: longitude,
          altitude: Self.number(entry, "altitude"), horizontalAccuracy: Self.number(entry, "accuracy")))
    }
    locations.sort { $0.time < $1.time }
    guard let first = locations.first, let last = locations.last else { return [] }
    let header = SampleHeader(
      uuid: Identity.uuidV5(namespace: workout.uuid, name: "location_data"),
      start: Timestamp(first.time, utcOffset: workout.start.utcOffset),
      end: Timestamp(last.time, utcOffset: workout.start.utcOffset), source: workout.source,
      device: workout.device)
    return [WorkoutRoute(header: header, locations: locations)]
  }
}
