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
  /// Where its GPS fixes sit in the windows' spool: runs of consecutive fixes (start, count), in arrival order.
  var fixRuns: [(start: Int, count: Int)] = []
  var fixCount = 0
  /// The log says GPS was recorded (`hasGps`); the fixes are in the archive only when the CSV tree has them.
  var recordedGPS = false

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
  /// Every exercise's GPS fixes, spooled (bounded memory: years of daily runs hold hundreds of thousands of
  /// fixes until the last member is read); each exercise keeps only where its runs of fixes are.
  let fixes = Spool<Location>()
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
  mutating func takeFix(_ location: Location) throws -> Bool {
    guard let i = index(at: location.time) else { return false }
    let position = fixes.count
    try fixes.append(location)
    if let last = exercises[i].fixRuns.last, last.start + last.count == position {
      exercises[i].fixRuns[exercises[i].fixRuns.count - 1].count += 1
    } else {
      exercises[i].fixRuns.append((position, 1))
    }
    exercises[i].fixCount += 1
    return true
  }

  /// An exercise's fixes, in the order they came.
  func fixes(of exercise: FitbitExercise) throws -> [Location] {
    var all: [Location] = []
    all.reserveCapacity(exercise.fixCount)
    for run in exercise.fixRuns {
      all.append(contentsOf: try fixes.elements(from: run.start, count: run.count))
    }
    return all
  }
}

extension FitbitRun {
  static let activityNameKey = "FitbitActivityName"
  static let logTypeKey = "FitbitLogType"

  /// Every exercise as a workout: heart rate inside it as its series, GPS fixes as its route.
  func emitWorkouts() throws {
    // GPS the log recorded but no `gps_location` fix fell inside: held only at fitbit.com (its tcxLink).
    let unheld = windows.exercises.filter { $0.recordedGPS && $0.fixCount == 0 }
    if let first = unheld.first {
      context.warn(
        .fitbitExerciseGPSNotHeld(exercises: unheld.count),
        at: members.location(first.path), count: unheld.count)
    }
    for exercise in windows.exercises {
      try sink.receive(.workout(workout(exercise)))
    }
  }

  private func workout(_ e: FitbitExercise) throws -> Workout {
    let offset = e.offset ?? offsets[Self.isoDay(e.start + Double(commonOffset ?? 0))] ?? commonOffset
    let start = Timestamp(unixSeconds: e.start, utcOffset: offset)
    let end = Timestamp(unixSeconds: e.end, utcOffset: offset)
    let type = Self.activityTable[e.name.lowercased()] ?? .other
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
    let fixes = try windows.fixes(of: e)
    if let first = fixes.first, let last = fixes.last {
      let header = SampleHeader(
        uuid: uuid(e.path, "\(e.key)/route"), start: Timestamp(first.time, utcOffset: offset),
        end: Timestamp(last.time, utcOffset: offset), source: source, device: device)
      routes.append(WorkoutRoute(header: header, locations: fixes))
    }
    let header = SampleHeader(
      uuid: uuid(e.path, e.key), start: start, end: end, source: source, device: device, metadata: metadata)
    return Workout(
      header: header, activityType: type, duration: e.activeDuration ?? (e.end - e.start),
      statistics: statistics, routes: routes, samples: samples)
  }
}
