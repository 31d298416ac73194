import Foundation
import WorkoutModel

/// Model values that exercise every feature, for round-trip tests.
public enum ModelFixtures {
  /// A deterministic pseudo-random generator (SplitMix64), so "property" tests are reproducible.
  public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    /// Makes a generator from a seed.
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func ts(_ iso: String) -> Timestamp { ISO8601Timestamp.parse(iso)! }

  static func uuid(_ n: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", n))!
  }

  /// One of everything the model has.
  public static func kitchenSink() throws -> [HealthItem] {
    let watch = Source(
      name: "Apple Watch de Nicolas", bundleIdentifier: "com.apple.health.XYZ", version: "26.2")
    let device = Device(
      name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch7,2",
      softwareVersion: "26.2", creationDate: ts("2025-12-13T12:48:57+00:00"), extra: [KeyValue("x", "y")])
    let start = ts("2025-12-20T12:51:00+01:00")
    let end = ts("2025-12-20T14:50:16.25+01:00")
    var metadata = Metadata()
    metadata.append("HKIndoorWorkout", .bool(false))
    metadata.append("HKTimeZone", .string("Europe/Paris"))
    metadata.append("HKWeatherTemperature", .quantity(Quantity(47.6418, try QuantityUnit(parsing: "degF"))))
    metadata.append("Meal", .string("Lunch"))
    metadata.append("meal", .string("lunch"))  // differs only in case: kept apart
    metadata.append("Meal", .string("again"))  // repeated key
    metadata.append("count", .integer(42))
    metadata.append("ratio", .number(0.125))
    metadata.append("whole", .number(3))
    metadata.append("when", .date(ts("2025-12-20T12:00:00.5-05:00")))
    metadata.append(MetadataKeys.syncIdentifier, .string("abc-123"))
    metadata.append(MetadataKeys.syncVersion, .integer(2))

    let heartRate = QuantitySample(
      header: SampleHeader(
        uuid: uuid(1), start: start, end: start.adding(3), source: watch, device: device,
        creationDate: end, metadata: ["HKMetadataKeyHeartRateMotionContext": .integer(0)]),
      type: "HKQuantityTypeIdentifierHeartRate", quantity: Quantity(140.5, .countPerMinute),
      series: [
        QuantitySeriesEntry(value: 140, start: start.date),
        QuantitySeriesEntry(value: 141, start: start.date.addingTimeInterval(1)),
        QuantitySeriesEntry(
          value: 141.5, start: start.date.addingTimeInterval(2.000976), end: start.date.addingTimeInterval(3)),
      ])
    let energy = QuantitySample(
      header: SampleHeader(uuid: uuid(2), start: start, end: end, source: watch),
      type: "HKQuantityTypeIdentifierActiveEnergyBurned", quantity: Quantity(1389.98, .kilocalorie))
    let sleep = CategorySample(
      header: SampleHeader(uuid: uuid(3), start: start, end: end, source: Source(name: "Sleep++")),
      type: "HKCategoryTypeIdentifierSleepAnalysis", value: 0, valueName: "HKCategoryValueSleepAnalysisInBed")
    let mindful = CategorySample(
      header: SampleHeader(uuid: uuid(4), start: start, end: end, source: Source(name: "Calm")),
      type: "HKCategoryTypeIdentifierMindfulSession")
    let systolic = QuantitySample(
      header: SampleHeader(uuid: uuid(5), start: start, end: start, source: Source(name: "Omron")),
      type: "HKQuantityTypeIdentifierBloodPressureSystolic", quantity: Quantity(120, .millimeterOfMercury))
    let diastolic = QuantitySample(
      header: SampleHeader(uuid: uuid(6), start: start, end: start, source: Source(name: "Omron")),
      type: "HKQuantityTypeIdentifierBloodPressureDiastolic", quantity: Quantity(80, .millimeterOfMercury))
    let pressure = Correlation(
      header: SampleHeader(uuid: uuid(7), start: start, end: start, source: Source(name: "Omron")),
      type: "HKCorrelationTypeIdentifierBloodPressure",
      members: [.quantity(systolic), .quantity(diastolic), .category(mindful)])
    let beats = HeartbeatSeries(
      header: SampleHeader(
        uuid: uuid(8), start: start, end: start.adding(2.5), source: watch, device: device),
      beats: [Heartbeat(offset: 0), Heartbeat(offset: 0.8125), Heartbeat(offset: 2.5, precededByGap: true)])
    let route = WorkoutRoute(
      header: SampleHeader(
        uuid: uuid(9), start: start, end: end, source: watch,
        metadata: [MetadataKeys.syncVersion: .integer(2)]),
      locations: [
        Location(
          time: start.date, latitude: 44.642610, longitude: 6.200212, altitude: 1261.977173,
          horizontalAccuracy: 2.402196, verticalAccuracy: 2.148783, speed: 0.316047, course: 121.992188),
        Location(time: start.date.addingTimeInterval(1), latitude: 44.642611, longitude: 6.200213),
        Location(
          time: start.date.addingTimeInterval(2), latitude: -33.9, longitude: 151.2, altitude: nil,
          horizontalAccuracy: nil,
          verticalAccuracy: nil, speed: 3.5, course: -1),
      ], fileReference: "/workout-routes/route_2025-12-20_2.50pm.gpx")
    let kmStat = WorkoutStatistics(
      type: "HKQuantityTypeIdentifierDistanceWalkingRunning", start: start, end: end, unit: .kilometer,
      sum: 16.1244)
    let hrStat = WorkoutStatistics(
      type: "HKQuantityTypeIdentifierHeartRate", start: start, end: end, unit: .countPerMinute,
      average: 140.139,
      minimum: 75, maximum: 157, mostRecent: 120)
    let lap = WorkoutEvent(
      type: .lap, start: start, duration: 482.93,
      metadata: ["HKLapLength": .quantity(Quantity(1, .kilometer))],
      statistics: [kmStat])
    let activity = WorkoutActivity(
      uuid: UUID(uuidString: "936B9E1D-52B9-41CA-BCA9-9654D43F004E")!,
      configuration: WorkoutConfiguration(
        activityType: .running, locationType: .outdoor, swimmingLocationType: .unknown, lapLength: nil),
      start: start, end: end, duration: 7156.26, events: [lap], statistics: [kmStat],
      metadata: ["WOIntervalStepKeyPath": .string("0.0.0")])
    let swim = WorkoutActivity(
      uuid: uuid(10),
      configuration: WorkoutConfiguration(
        activityType: .swimming, locationType: .indoor, swimmingLocationType: .pool,
        lapLength: Quantity(25, .meter)),
      start: end, end: end.adding(600))
    let workout = Workout(
      header: SampleHeader(
        uuid: uuid(11), start: start, end: end, source: watch, device: device, creationDate: end,
        metadata: metadata),
      activityType: .running, duration: 7156.262173,
      activities: [activity, swim],
      events: [
        WorkoutEvent(type: .pause, start: start.adding(60)),
        WorkoutEvent(type: .resume, start: start.adding(90)),
        WorkoutEvent(type: .marker, start: start.adding(100)),
        WorkoutEvent(type: .motionPaused, start: start.adding(110)),
        WorkoutEvent(type: .motionResumed, start: start.adding(120)),
        WorkoutEvent(type: .segment, start: start, duration: 482.933539), lap,
        WorkoutEvent(type: .pauseOrResumeRequest, start: start.adding(130)),
        WorkoutEvent(type: WorkoutEventType(rawValue: 99), start: start.adding(140)),
      ],
      statistics: [kmStat, hrStat], routes: [route],
      samples: [.quantity(heartRate), .category(sleep), .heartbeatSeries(beats)],
      totals: ["distance": Quantity(0.267, .kilometer), "energyBurned": Quantity(178, .kilocalorie)])
    let odd = Workout(
      header: SampleHeader(
        uuid: uuid(12), start: ts("1999-12-31T23:59:59Z"), end: ts("2000-01-01T00:00:01Z")),
      activityType: WorkoutActivityType(rawValue: 3000))
    let summary = ActivitySummary(
      dateComponents: "2022-04-27", activeEnergyBurned: Quantity(0, .largeCalorie),
      activeEnergyBurnedGoal: Quantity(400, .largeCalorie), appleMoveTime: 0, appleMoveTimeGoal: 0,
      appleExerciseTime: 12, appleExerciseTimeGoal: 30, appleStandHours: 3, appleStandHoursGoal: 12,
      extra: [KeyValue("future", "1")])
    let me = Characteristics(entries: [
      KeyValue("HKCharacteristicTypeIdentifierDateOfBirth", "1990-02-02"),
      KeyValue("HKCharacteristicTypeIdentifierBiologicalSex", "HKBiologicalSexMale"),
    ])
    let info = ExportInfo(
      exportDate: ts("2025-12-21T09:00:00+01:00"), locale: "fr_FR", formatVersion: 14, producer: "test")
    let opaque = OpaqueRecord(
      format: "health", name: "ClinicalRecord",
      attributes: [KeyValue("type", "HKClinicalTypeIdentifierAllergyRecord")],
      children: [OpaqueRecord(format: "health", name: "Child", text: "hello")], data: Data([0, 1, 2, 255]))
    let glucose = QuantitySample(
      header: SampleHeader(uuid: uuid(13), start: start, end: start, source: Source(name: "Dexcom")),
      type: "HKQuantityTypeIdentifierBloodGlucose",
      quantity: Quantity(5.5, try QuantityUnit(parsing: "mmol<180.1558800000541>/L")))
    let vo2 = QuantitySample(
      header: SampleHeader(uuid: uuid(14), start: start, end: start, source: watch),
      type: "HKQuantityTypeIdentifierVO2Max", quantity: Quantity(45.2, try QuantityUnit(parsing: "mL/min·kg"))
    )
    let unknown = QuantitySample(
      header: SampleHeader(
        uuid: uuid(15), start: ts("2030-01-01T00:00:00.000001Z"), end: ts("2030-01-01T00:00:01Z")),
      type: "HKQuantityTypeIdentifierFromTheFuture", quantity: Quantity(-0.0001234, .count))
    return [
      .exportInfo(info), .characteristics(me), .quantity(heartRate), .quantity(energy), .category(sleep),
      .category(mindful), .correlation(pressure), .heartbeatSeries(beats), .workout(workout), .workout(odd),
      .route(route), .activitySummary(summary), .opaque(opaque), .quantity(glucose), .quantity(vo2),
      .quantity(unknown),
    ]
  }

  /// Random items (seeded): random times with random offsets and sub-second parts, values, metadata.
  public static func random(count: Int, seed: UInt64) -> [HealthItem] {
    var rng = SeededGenerator(seed: seed)
    let units: [QuantityUnit] = [
      .countPerMinute, .kilocalorie, .meter, .mile, .degreeCelsius, .percent, .milligramPerDeciliter,
    ]
    let types = [
      "HKQuantityTypeIdentifierHeartRate", "HKQuantityTypeIdentifierActiveEnergyBurned",
      "HKQuantityTypeIdentifierDistanceCycling", "HKQuantityTypeIdentifierBodyTemperature", "X-unknown",
    ]
    func randomTime() -> Timestamp {
      let seconds =
        Double(Int64.random(in: 0...2_000_000_000, using: &rng)) + Double.random(in: 0..<1, using: &rng)
      let offsets: [Int?] = [nil, 0, 3600, -18000, 19800, 20700]
      return Timestamp(unixSeconds: seconds, utcOffset: offsets.randomElement(using: &rng)!)
    }
    var items: [HealthItem] = []
    for i in 0..<count {
      let start = randomTime()
      let end = start.adding(Double.random(in: 0...86_400, using: &rng))
      var metadata = Metadata()
      for k in 0..<Int.random(in: 0...3, using: &rng) {
        let values: [MetadataValue] = [
          .string("s\(k)\u{2019}é"), .number(Double.random(in: -1e6...1e6, using: &rng)),
          .integer(Int64.random(in: -99...99, using: &rng)),
          .bool(Bool.random(using: &rng)),
          .quantity(Quantity(Double.random(in: 0...100, using: &rng), units.randomElement(using: &rng)!)),
          .date(randomTime()),
        ]
        metadata.append("key\(k)", values.randomElement(using: &rng)!)
      }
      var series: [QuantitySeriesEntry] = []
      if Bool.random(using: &rng) {
        var t = start.date
        for _ in 0..<Int.random(in: 1...20, using: &rng) {
          let length = Bool.random(using: &rng) ? 0 : Double.random(in: 0...5, using: &rng)
          series.append(
            QuantitySeriesEntry(
              value: Double.random(in: 0...300, using: &rng), start: t, end: t.addingTimeInterval(length)))
          t = t.addingTimeInterval(Double.random(in: 0...10, using: &rng))
        }
      }
      let header = SampleHeader(
        uuid: UUID(), start: start, end: end,
        source: Bool.random(using: &rng) ? Source(name: "src\(i % 3)", version: "1.\(i)") : nil,
        device: Bool.random(using: &rng) ? Device(name: "dev", manufacturer: "m") : nil, metadata: metadata)
      items.append(
        .quantity(
          QuantitySample(
            header: header, type: types.randomElement(using: &rng)!,
            quantity: Quantity(Double.random(in: -1e9...1e9, using: &rng), units.randomElement(using: &rng)!),
            series: series)))
    }
    return items
  }
}
