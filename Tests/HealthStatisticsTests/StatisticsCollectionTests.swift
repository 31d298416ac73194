import Foundation
import HealthStatistics
import Testing
import WorkoutModel

/// Hand-computed cases of the statistics rules (the CLI's oracle tests check whole exports).
@Suite struct StatisticsCollectionTests {
  static let watch = Source(name: "Ann’s Apple Watch")
  static let phone = Source(name: "Ann’s iPhone")
  static let watchDevice = Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch")
  static let phoneDevice = Device(name: "iPhone", manufacturer: "Apple Inc.", model: "iPhone")
  static let steps = "HKQuantityTypeIdentifierStepCount"

  /// 2024-05-01T00:00:00+02:00.
  static let midnight = 1_714_514_400.0

  static func sample(
    _ source: Source?, device: Device? = nil, from start: Double, to end: Double, _ value: Double,
    offset: Int? = 7200
  ) -> QuantitySample {
    sample(steps, source, device: device, from: start, to: end, value, offset: offset)
  }

  static func sample(
    _ type: String, _ source: Source?, device: Device? = nil, from start: Double, to end: Double,
    _ value: Double, unit: String = "count", offset: Int? = 7200
  ) -> QuantitySample {
    QuantitySample(
      header: SampleHeader(
        uuid: UUID(), start: Timestamp(unixSeconds: start, utcOffset: offset),
        end: Timestamp(unixSeconds: end, utcOffset: offset), source: source, device: device),
      type: type, quantity: Quantity(value, try! QuantityUnit(parsing: unit)))
  }

  static func sums(_ samples: [QuantitySample], _ options: StatisticsOptions = StatisticsOptions()) throws
    -> [Double]
  {
    try StatisticsCollection.rows(samples: samples, type: steps, options: options).map { $0.sum ?? .nan }
  }

  @Test func overlapCountsTheHigherPrioritySourceAndProratesTheRest() throws {
    let m = Self.midnight + 36_000
    // Watch 0–600 s: 100 steps; iPhone 300–900 s: 60 steps, half of it under the watch's span.
    let samples = [
      Self.sample(Self.phone, device: Self.phoneDevice, from: m + 300, to: m + 900, 60),
      Self.sample(Self.watch, device: Self.watchDevice, from: m, to: m + 600, 100),
    ]
    #expect(try Self.sums(samples) == [130])
    #expect(try Self.sums(samples, StatisticsOptions(priority: nil)) == [160])
    let phoneFirst = StatisticsOptions(priority: SourcePriority(preferred: ["ann’s iphone"]))
    #expect(try Self.sums(samples, phoneFirst) == [110])
    // An instant inside the watch's span is dropped; one outside counts.
    let instants =
      samples + [
        Self.sample(Self.phone, from: m + 100, to: m + 100, 7),
        Self.sample(Self.phone, from: m + 950, to: m + 950, 5),
      ]
    #expect(try Self.sums(instants) == [135])
    // Two samples of one source that overlap both count.
    let same = [
      Self.sample(Self.watch, from: m, to: m + 600, 10), Self.sample(Self.watch, from: m, to: m + 600, 20),
    ]
    #expect(try Self.sums(same) == [30])
  }

  @Test func midnightSplitsByTheSamplesOwnOffset() throws {
    let across = Self.sample(Self.phone, from: Self.midnight - 600, to: Self.midnight + 600, 20)
    let rows = try StatisticsCollection.rows(samples: [across], type: Self.steps)
    #expect(rows.map(\.sum) == [10, 10])
    #expect(
      rows.map { ISO8601Timestamp.format($0.start) } == [
        "2024-04-30T00:00:00+02:00", "2024-05-01T00:00:00+02:00",
      ])
    #expect(ISO8601Timestamp.format(rows[1].end) == "2024-05-02T00:00:00+02:00")
    // The same instant in UTC: one day, 22:00–22:20.
    let utc = try StatisticsCollection.rows(
      samples: [across], type: Self.steps, options: StatisticsOptions(timeZone: .fixed(0)))
    #expect(utc.map(\.sum) == [20])
    #expect(ISO8601Timestamp.format(utc[0].start) == "2024-04-30T00:00:00+00:00")
    // Without an offset: the fallback.
    let bare = Self.sample(Self.phone, from: Self.midnight - 600, to: Self.midnight + 600, 20, offset: nil)
    #expect(try Self.sums([bare]) == [20])
    #expect(try Self.sums([bare], StatisticsOptions(timeZone: .sampleOffsets(fallback: 7200))) == [10, 10])
  }

  @Test func daylightSavingDayRunsFromOneOffsetToTheOther() throws {
    // 2024-03-31: +01:00 until 02:00, +02:00 after.
    let start = 1_711_839_600.0  // 2024-03-31T00:00:00+01:00
    let samples = [
      Self.sample(Self.phone, from: start + 600, to: start + 1200, 5, offset: 3600),
      Self.sample(Self.phone, from: start + 36_000, to: start + 36_600, 7, offset: 7200),
    ]
    let rows = try StatisticsCollection.rows(samples: samples, type: Self.steps)
    #expect(rows.count == 1)
    #expect(ISO8601Timestamp.format(rows[0].start) == "2024-03-31T00:00:00+01:00")
    #expect(ISO8601Timestamp.format(rows[0].end) == "2024-04-01T00:00:00+02:00")
    #expect(rows[0].end.timeIntervalSince(rows[0].start) == 23 * 3600)
  }

  @Test func weeksStartOnMondayAndMonthsOnTheFirst() throws {
    // 2024-05-01 is a Wednesday.
    let s = Self.sample(Self.phone, from: Self.midnight + 3600, to: Self.midnight + 7200, 1)
    let week = try StatisticsCollection.rows(
      samples: [s], type: Self.steps, options: StatisticsOptions(interval: .week))
    #expect(ISO8601Timestamp.format(week[0].start) == "2024-04-29T00:00:00+02:00")
    #expect(ISO8601Timestamp.format(week[0].end) == "2024-05-06T00:00:00+02:00")
    let december = Self.sample(Self.phone, from: 1_735_000_000, to: 1_735_000_100, 1, offset: 3600)
    let month = try StatisticsCollection.rows(
      samples: [december], type: Self.steps, options: StatisticsOptions(interval: .month))
    #expect(ISO8601Timestamp.format(month[0].start) == "2024-12-01T00:00:00+01:00")
    #expect(ISO8601Timestamp.format(month[0].end) == "2025-01-01T00:00:00+01:00")
  }

  @Test func discreteStatistics() throws {
    let m = Self.midnight + 3600
    let heart = "HKQuantityTypeIdentifierHeartRate"
    let samples = [
      Self.sample(heart, Self.watch, from: m, to: m, 60, unit: "count/min"),
      Self.sample(heart, Self.watch, from: m + 300, to: m + 300, 90, unit: "count/min"),
      Self.sample(heart, Self.phone, from: m + 400, to: m + 400, 120, unit: "count/min"),
    ]
    let options = StatisticsOptions(unit: try QuantityUnit(parsing: "count/min"))
    let row = try #require(
      try StatisticsCollection.rows(samples: samples, type: heart, options: options).first)
    // Weights: 60 holds 300 s, 90 holds 100 s, the last nothing.
    let expected: Double = (60 * 300 + 90 * 100) / 400
    #expect(row.average == expected)
    #expect(row.minimum == 60 && row.maximum == 120 && row.mostRecent == 120 && row.sum == nil)
    // Body mass averages arithmetically.
    let mass = "HKQuantityTypeIdentifierBodyMass"
    let weights = [
      Self.sample(mass, nil, from: m, to: m, 70, unit: "kg"),
      Self.sample(mass, nil, from: m + 10, to: m + 10, 71, unit: "kg"),
      Self.sample(mass, nil, from: m + 9000, to: m + 9000, 75, unit: "kg"),
    ]
    let kg = try #require(try StatisticsCollection.rows(samples: weights, type: mass).first)
    #expect(kg.average == 72 && kg.unit == "kg" && kg.mostRecent == 75)
    let pounds = try StatisticsCollection.rows(
      samples: weights, type: mass, options: StatisticsOptions(unit: try QuantityUnit(parsing: "lb")))
    let inPounds = try QuantityUnit(parsing: "kg").convert(72, to: QuantityUnit(parsing: "lb"))
    #expect(abs((pounds[0].average ?? 0) - inPounds) < 1e-9)
  }

  @Test func correlationMembersCountOnce() throws {
    let energy = "HKQuantityTypeIdentifierDietaryEnergyConsumed"
    let m = Self.midnight + 43_200
    let lunch = Self.sample(energy, Self.phone, from: m, to: m, 600, unit: "kcal")
    let dessert = Self.sample(energy, Self.phone, from: m + 60, to: m + 60, 250, unit: "kcal")
    let food = Correlation(
      header: SampleHeader(uuid: UUID(), start: lunch.header.start, end: dessert.header.end),
      type: "HKCorrelationTypeIdentifierFood", members: [.quantity(lunch), .quantity(dessert)])
    var accumulator = try StatisticsAccumulator(type: energy, options: StatisticsOptions())
    // The export's order: the member at top level, then the correlation holding it and one more.
    try accumulator.add(item: .quantity(lunch))
    try accumulator.add(item: .correlation(food))
    #expect(accumulator.rows().map(\.sum) == [850])
  }

  @Test func aTableHoldsEveryType() throws {
    let m = Self.midnight + 3600
    var table = StatisticsTable(options: StatisticsOptions(interval: .day))
    try table.add(item: .quantity(Self.sample(Self.phone, from: m, to: m + 600, 60)))
    try table.add(
      item: .quantity(Self.sample(Self.watch, device: Self.watchDevice, from: m, to: m + 600, 50)))
    let heart = "HKQuantityTypeIdentifierHeartRate"
    try table.add(item: .quantity(Self.sample(heart, Self.watch, from: m, to: m, 1.5, unit: "count/s")))
    #expect(table.types == [heart, Self.steps])
    let rows = table.rows()
    #expect(rows[0].rows.map(\.maximum) == [1.5] && rows[0].rows[0].unit == "count/s")
    #expect(rows[1].rows.map(\.sum) == [50])
    #expect(table.accumulator(for: Self.steps)?.sources.map(\.sourceClass) == [.watch, .phone])
  }

  @Test func sourceClassesAndNames() {
    #expect(SourceClass.of(source: Source(name: "X"), device: Self.watchDevice) == .watch)
    #expect(SourceClass.of(source: Source(name: "Ann’s iPhone"), device: nil) == .phone)
    #expect(
      SourceClass.of(
        source: Source(name: "Strava", bundleIdentifier: "com.strava.stravaride"), device: Self.watchDevice)
        == .other)
    #expect(
      SourceClass.of(
        source: Source(name: "A", bundleIdentifier: "com.apple.health.81A2"),
        device: Device(hardwareVersion: "Watch7,3"))
        == .watch)
    #expect(StatisticsCollection.typeIdentifier(named: "StepCount") == Self.steps)
    #expect(StatisticsCollection.typeIdentifier(named: "heartrate") == "HKQuantityTypeIdentifierHeartRate")
    #expect(StatisticsCollection.typeIdentifier(named: "Nope") == nil)
    #expect(StatisticsTimeZone.parseOffset("+02:00") == 7200)
    #expect(StatisticsTimeZone.parseOffset("-0530") == -19_800)
    #expect(StatisticsTimeZone.parseOffset("UTC") == 0)
    #expect(StatisticsTimeZone.parseOffset("UTC+3") == 10_800)
    #expect(StatisticsTimeZone.parseOffset("Europe/Berlin") == nil)
  }
}
