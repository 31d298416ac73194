import FormatKit
import FoundationEssentials
import WorkoutModel

/// One exercise log: its window (UTC), totals, and the heart rate and GPS fixes recorded inside it.
struct FitbitExercise {
  var path: String
  var key: String
  var name: String
  var start: Double
  var end: Double
  var offset: Int?
  var activeDuration: Double?
  var steps: Double?
  var kilocalories: Double?
  var meters: Double?
  var averageHeartRate: Double?
  var device: String?
  var logType: String?
  var heartRate: [QuantitySeriesEntry] = []
  var fixes: [Location] = []

  init(path: String, key: String, name: String, start: Double, end: Double) {
    self.path = path
    self.key = key
    self.name = name
    self.start = start
    self.end = max(end, start)
  }
}

/// The exercise windows, by start, that take the heart-rate readings and GPS fixes inside them.
struct FitbitWindows {
  private(set) var exercises: [FitbitExercise] = []
  private var sorted = true

  mutating func add(_ exercise: FitbitExercise) {
    if let last = exercises.last, last.start > exercise.start { sorted = false }
    exercises.append(exercise)
  }

  /// The window holding `time` (the last one starting at or before it), if any.
  private mutating func index(at time: Date) -> Int? {
    if !sorted {
      exercises.sort { $0.start < $1.start }
      sorted = true
    }
    let t = time.timeIntervalSince1970
    var low = 0
    var high = exercises.count
    while low < high {
      let mid = (low + high) / 2
      if exercises[mid].start <= t { low = mid + 1 } else { high = mid }
    }
    guard low > 0, t <= exercises[low - 1].end else { return nil }
    return low - 1
  }

  /// Adds a heart-rate reading to the window holding it; false when no window does.
  mutating func takeHeartRate(_ bpm: Double, at time: Date) -> Bool {
    guard let i = index(at: time) else { return false }
    exercises[i].heartRate.append(QuantitySeriesEntry(value: bpm, start: time))
    return true
  }

  /// Adds a GPS fix to the window holding it; false when no window does.
  mutating func takeFix(_ location: Location) -> Bool {
    guard let i = index(at: location.time) else { return false }
    exercises[i].fixes.append(location)
    return true
  }
}

extension FitbitRun {
  /// Fitbit activity names to HealthKit activity types (others: `other`, the name kept in metadata).
  static let activityTypes: [String: WorkoutActivityType] = [
    "walk": .walking, "walking": .walking, "run": .running, "running": .running, "treadmill": .running,
    "bike": .cycling, "outdoor bike": .cycling, "biking": .cycling, "spinning": .cycling, "cycling": .cycling,
    "swim": .swimming, "swimming": .swimming, "hike": .hiking, "hiking": .hiking, "yoga": .yoga,
    "elliptical": .elliptical, "weights": .traditionalStrengthTraining, "pilates": .pilates,
    "aerobic workout": .mixedCardio, "workout": .mixedCardio,
  ]
  static let activityNameKey = "FitbitActivityName"
  static let logTypeKey = "FitbitLogType"

  /// Every exercise as a workout: heart rate inside it as its series, GPS fixes as its route.
  func emitWorkouts() throws {
    for exercise in windows.exercises {
      try sink.receive(.workout(workout(exercise)))
    }
  }

  private func workout(_ e: FitbitExercise) -> Workout {
    let offset = e.offset ?? offsets[Self.isoDay(e.start + Double(commonOffset ?? 0))] ?? commonOffset
    let start = Timestamp(unixSeconds: e.start, utcOffset: offset)
    let end = Timestamp(unixSeconds: e.end, utcOffset: offset)
    let type = Self.activityTypes[e.name.lowercased()] ?? .other
    // A legacy exercise's `source.name` is the Fitbit tracker; the CSV tree's data source may be a phone.
    let device = e.device.map { Device(name: $0, manufacturer: e.path.hasSuffix(".json") ? "Fitbit" : nil) }
    var metadata = Metadata()
    metadata.append(Self.logIDKey, .string(e.key))
    metadata.append(Self.activityNameKey, .string(e.name))
    if let logType = e.logType {
      metadata.append(Self.logTypeKey, .string(logType))
      // A manual log is typed in by the user, not recorded.
      if logType == "manual" { metadata.append(MetadataKeys.wasUserEntered, .bool(true)) }
    }
    var statistics: [WorkoutStatistics] = []
    func add(
      _ type: String, _ unit: QuantityUnit, sum: Double? = nil, average: Double? = nil, min: Double? = nil,
      max: Double? = nil
    ) {
      statistics.append(
        WorkoutStatistics(
          type: type, start: start, end: end, unit: unit, sum: sum, average: average, minimum: min,
          maximum: max))
    }
    var samples: [WorkoutSample] = []
    let hr = e.heartRate.map(\.value)
    if !hr.isEmpty {
      let average = hr.reduce(0, +) / Double(hr.count)
      add(HKType.heartRate, .countPerMinute, average: average, min: hr.min(), max: hr.max())
      var header = SampleHeader(
        uuid: uuid(e.path, "\(e.key)/heartRate"), start: Timestamp(e.heartRate[0].start, utcOffset: offset),
        end: Timestamp(e.heartRate[e.heartRate.count - 1].start, utcOffset: offset), source: source,
        device: device)
      header.metadata = Metadata()
      samples.append(
        .quantity(
          QuantitySample(
            header: header, type: HKType.heartRate, quantity: Quantity(average, .countPerMinute),
            series: e.heartRate)))
    } else if let average = e.averageHeartRate {
      add(HKType.heartRate, .countPerMinute, average: average)
    }
    if let steps = e.steps { add(HKType.steps, .count, sum: steps) }
    if let kcal = e.kilocalories { add(HKType.activeEnergy, .kilocalorie, sum: kcal) }
    if let meters = e.meters {
      add(type == .cycling ? HKType.distanceCycling : HKType.distanceWalkingRunning, .meter, sum: meters)
    }
    var routes: [WorkoutRoute] = []
    if let first = e.fixes.first, let last = e.fixes.last {
      let header = SampleHeader(
        uuid: uuid(e.path, "\(e.key)/route"), start: Timestamp(first.time, utcOffset: offset),
        end: Timestamp(last.time, utcOffset: offset), source: source, device: device)
      routes.append(WorkoutRoute(header: header, locations: e.fixes))
    }
    let header = SampleHeader(
      uuid: uuid(e.path, e.key), start: start, end: end, source: source, device: device, metadata: metadata)
    return Workout(
      header: header, activityType: type, duration: e.activeDuration ?? (e.end - e.start),
      statistics: statistics, routes: routes, samples: samples)
  }
}
