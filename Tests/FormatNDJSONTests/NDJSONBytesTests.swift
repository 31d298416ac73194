import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatNDJSON

/// The writer's byte-level fast paths against the slow paths they replace: `Double.description`,
/// `ISO8601Timestamp.format`, `UUID.uuidString` and `JSONEncoder` (strings, whole items, streamed workouts).
@Suite struct NDJSONBytesTests {
  typealias Rng = ModelFixtures.SeededGenerator

  /// What `JSONEncoder` (the writer's configuration) writes for a number.
  static func referenceNumber(_ d: Double) -> String {
    if d.isNaN { return "\"NaN\"" }
    if d.isInfinite { return d > 0 ? "\"Infinity\"" : "\"-Infinity\"" }
    var text = d.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  static func text(_ body: (NDJSONBytes) -> Void) -> String {
    let bytes = NDJSONBytes(capacity: 1)
    body(bytes)
    return String(decoding: bytes.array, as: UTF8.self)
  }

  @Test func numbersMatchDescription() throws {
    var rng = Rng(seed: 42)
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, 0.5, 1e-4, 9.9e-5, 1e-5, 0.0001234, 72, 3.0000000000000004, 1e15, 1e16,
      123456789012345,
      9_007_199_254_740_992, Double("9007199254740993")!, 9_007_199_254_740_994, 4_503_599_627_370_495.5,
      1.5e300,
      -2.5e-300,
      Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 2.2250738585072014e-308,
      Double.leastNormalMagnitude.nextDown, .greatestFiniteMagnitude,
      -.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude, .infinity, -.infinity, .nan,
      -.nan,
      .ulpOfOne, 1 + .ulpOfOne, 0.1 + 0.2, 44.642610, 6.200212, 1261.977173, -33.9, 151.2, 7156.262173,
      123.456e-3,
    ]
    for k in -30...30 {
      let p = pow(10.0, Double(k))
      values += [p, p.nextUp, p.nextDown, -p, 2 * p, 0.5 * p]
    }
    for _ in 0..<200_000 {
      switch Int.random(in: 0..<6, using: &rng) {
      // any bit pattern: subnormals, NaNs, huge exponents
      case 0: values.append(Double(bitPattern: rng.next()))
      // few decimals
      case 1: values.append(Double(Int64.random(in: -10_000_000...10_000_000, using: &rng)) / 1000)
      case 2: values.append(Double.random(in: -1e6...1e6, using: &rng))
      case 3: values.append(Double(Int64.random(in: .min ... .max, using: &rng)))  // whole, beyond 2^53
      case 4:
        let digits = Double(Int64.random(in: 1...999_999_999, using: &rng))
        values.append(digits * pow(10, Double(Int.random(in: -25...10, using: &rng))))
      default:
        values.append(
          Double.random(in: 0..<1, using: &rng) * pow(2, Double(Int.random(in: -1074...1023, using: &rng))))
      }
    }
    var mismatches: [String] = []
    for d in values {
      let fast = Self.text { $0.number(d) }
      if fast != Self.referenceNumber(d) {
        mismatches.append("\(d.bitPattern): \(fast) vs \(Self.referenceNumber(d))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test func integersMatchStringConversion() {
    var rng = Rng(seed: 7)
    var values: [Int64] = [0, 1, -1, 9, 10, -10, .max, .min, 999_999_999_999, -1_000_000_000_000]
    for _ in 0..<10_000 {
      values.append(Int64.random(in: .min ... .max, using: &rng) >> Int64.random(in: 0...63, using: &rng))
    }
    for v in values { #expect(Self.text { $0.integer(v) } == String(v)) }
    #expect(Self.text { $0.integer(Int.min) } == String(Int.min))
  }

  @Test func timestampsMatchISO8601Timestamp() throws {
    var rng = Rng(seed: 3)
    var stamps: [Timestamp] = [
      ISO8601Timestamp.parse("2024-05-01T07:30:00.25+02:00")!,
      ISO8601Timestamp.parse("1999-12-31T23:59:59Z")!,
      ISO8601Timestamp.parse("2030-01-01T00:00:00.000001Z")!,
      ISO8601Timestamp.parse("2024-01-01T00:00:00.5+05:45")!,
      ISO8601Timestamp.parse("0000-01-01T00:00:00Z")!,
      ISO8601Timestamp.parse("9999-12-31T23:59:59.999+14:00")!,
      ISO8601Timestamp.parse("1970-01-01T00:00:00-00:00:30")!,
      ISO8601Timestamp.parse("2001-01-01T00:00:00.000000001Z")!,
      Timestamp(Date(timeIntervalSinceReferenceDate: 0)),
      Timestamp(Date(timeIntervalSinceReferenceDate: -0.0)),
      Timestamp(Date(timeIntervalSinceReferenceDate: 1e-300)),
      Timestamp(Date(timeIntervalSinceReferenceDate: -1e-9)),
      Timestamp(Date(timeIntervalSinceReferenceDate: -63_200_000_000), utcOffset: 3600),  // before year 0
      Timestamp(Date(timeIntervalSinceReferenceDate: 300_000_000_000), utcOffset: nil),  // after year 9999
      Timestamp(Date(timeIntervalSinceReferenceDate: 5e14)),
      Timestamp(Date(timeIntervalSinceReferenceDate: .nan)),
      Timestamp(Date(timeIntervalSinceReferenceDate: .infinity)),
      Timestamp(Date(timeIntervalSinceReferenceDate: 1000), utcOffset: 400_000),  // an absurd offset
      Timestamp(Date(timeIntervalSinceReferenceDate: 1000), utcOffset: -359_999),
    ]
    let offsets: [Int?] = [nil, 0, 3600, -18000, 19800, 20700, 45, -45, 50400, -43200, 1, -3599]
    for _ in 0..<100_000 {
      let whole = Double(Int64.random(in: -63_000_000_000...250_000_000_000, using: &rng))
      let fraction: Double
      switch Int.random(in: 0..<5, using: &rng) {
      case 0: fraction = 0
      case 1: fraction = Double(Int.random(in: 0..<1000, using: &rng)) / 1000
      case 2: fraction = Double(Int.random(in: 0..<1_000_000, using: &rng)) / 1_000_000
      case 3: fraction = Double.random(in: 0..<1, using: &rng)
      default: fraction = Double.random(in: 0..<1e-6, using: &rng)
      }
      let reference = Bool.random(using: &rng) ? whole + fraction : Double.random(in: -1e5...1e5, using: &rng)
      let date = Date(timeIntervalSinceReferenceDate: reference)
      stamps.append(Timestamp(date, utcOffset: offsets.randomElement(using: &rng)!))
    }
    // The same writer for all: the day and offset caches see runs and changes.
    let bytes = NDJSONBytes(capacity: 1)
    var mismatches: [String] = []
    for t in stamps {
      bytes.removeAll()
      bytes.timestamp(t)
      let fast = String(decoding: bytes.array, as: UTF8.self)
      let reference = "\"" + ISO8601Timestamp.format(t) + "\""
      if fast != reference {
        mismatches.append(
          "\(t.date.timeIntervalSinceReferenceDate) \(t.utcOffset as Any): \(fast) vs \(reference)")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  @Test func uuidsMatchUUIDString() {
    var rng = Rng(seed: 9)
    var ids = [
      UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
      UUID(uuidString: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")!,
    ]
    for _ in 0..<5000 {
      let a = rng.next()
      let b = rng.next()
      ids.append(withUnsafeBytes(of: (a, b)) { raw in raw.load(as: UUID.self) })
      ids.append(UUID())
    }
    for id in ids { #expect(Self.text { $0.uuid(id) } == "\"\(id.uuidString)\"") }
  }

  @Test func stringsMatchJSONEncoder() throws {
    var rng = Rng(seed: 11)
    let pieces = [
      "a", "HKQuantityTypeIdentifierHeartRate", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}",
      "\u{1}",
      "\u{B}", "\u{1F}", "\u{7F}", "é", "’", "🕛", "\u{2028}", "\u{2029}", "\u{FEFF}", " ", "count/min",
      "<<HKDevice: 0x1>>",
    ]
    var strings = ["", "plain ascii text of some length, longer than sixteen bytes", "\u{0}"]
    strings += pieces
    for _ in 0..<20_000 {
      var s = ""
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        if Int.random(in: 0..<4, using: &rng) == 0 {
          s.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...0x7F, using: &rng)))
        } else {
          s += pieces.randomElement(using: &rng)!
        }
      }
      strings.append(s)
    }
    // Bridged / non-contiguous strings take `withUTF8`'s copying path.
    strings.append(NSString(string: "bridged \"text\" é") as String)
    strings.append(String("substring\n\u{3}xyz".dropFirst(3)))
    let encoder = NDJSONWriter.makeEncoder()
    for s in strings {
      let reference = String(decoding: try encoder.encode([s]).dropFirst().dropLast(), as: UTF8.self)
      #expect(Self.text { $0.string(s) } == reference, "\(Array(s.utf8))")
    }
  }

  /// Random workouts with every part the schema has (activities, events of catalogued and raw types,
  /// statistics, totals, routes with sparse location fields, samples of each kind with series) and
  /// random correlations, heartbeat series and routes.
  static func randomItems(count: Int, seed: UInt64) -> [HealthItem] {
    var rng = Rng(seed: seed)
    let base = ModelFixtures.random(count: count * 4, seed: seed)
    let quantities: [QuantitySample] = base.compactMap { if case .quantity(let q) = $0 { q } else { nil } }
    func double() -> Double {
      switch Int.random(in: 0..<5, using: &rng) {
      case 0: Double(Int.random(in: -5...500, using: &rng))
      case 1: Double.random(in: -1e4...1e4, using: &rng)
      case 2: -0.0
      case 3: Double(Int.random(in: 0...100_000, using: &rng)) / 1000
      default: Double.random(in: 0..<1, using: &rng) * 1e-7
      }
    }
    func optional() -> Double? { Bool.random(using: &rng) ? double() : nil }
    func statistics(_ h: SampleHeader) -> [WorkoutStatistics] {
      (0..<Int.random(in: 0...2, using: &rng)).map { _ in
        WorkoutStatistics(
          type: "HKQuantityTypeIdentifierHeartRate", start: h.start, end: h.end, unit: .countPerMinute,
          sum: optional(),
          average: optional(), minimum: optional(), maximum: optional(), mostRecent: optional())
      }
    }
    func events(_ h: SampleHeader) -> [WorkoutEvent] {
      (0..<Int.random(in: 0...4, using: &rng)).map { _ in
        let type =
          Bool.random(using: &rng)
          ? WorkoutEventType.allKnown.randomElement(using: &rng)!
          : WorkoutEventType(rawValue: Int.random(in: 50...99, using: &rng))
        return WorkoutEvent(
          type: type, start: h.start.adding(double().magnitude),
          duration: Bool.random(using: &rng) ? 0 : double().magnitude,
          metadata: Bool.random(using: &rng) ? h.metadata : Metadata(), statistics: statistics(h))
      }
    }
    func route(_ h: SampleHeader) -> WorkoutRoute {
      let locations = (0..<Int.random(in: 0...30, using: &rng)).map { i in
        Location(
          time: h.start.date.addingTimeInterval(Double(i) + (Bool.random(using: &rng) ? 0 : 0.25)),
          latitude: Double.random(in: -90...90, using: &rng),
          longitude: Double.random(in: -180...180, using: &rng),
          altitude: optional(), horizontalAccuracy: optional(), verticalAccuracy: optional(),
          speed: optional(), course: optional())
      }
      return WorkoutRoute(
        header: h, locations: locations,
        fileReference: Bool.random(using: &rng) ? "/workout-routes/r \"1\".gpx" : nil)
    }
    func heartbeats(_ h: SampleHeader) -> HeartbeatSeries {
      HeartbeatSeries(
        header: h,
        beats: (0..<Int.random(in: 0...10, using: &rng)).map { i in
          Heartbeat(
            offset: Double(i) * 0.8 + double().magnitude * 1e-3, precededByGap: Bool.random(using: &rng))
        })
    }
    var items: [HealthItem] = []
    for n in 0..<count {
      let q = quantities[n % quantities.count]
      var h = q.header
      if n % 2 == 0 {  // every header key present on some items
        h.creationDate = h.end
        h.device = h.device ?? Device(name: "Edge", serialNumber: "1", extra: [KeyValue("k", "v")])
        h.source = h.source ?? Source(name: "S", productType: "P")
      }
      let members: [CorrelationMember] = (0..<Int.random(in: 0...3, using: &rng)).map { k in
        k == 2
          ? .category(CategorySample(header: h, type: "C", value: Int.random(in: -2...5, using: &rng)))
          : .quantity(quantities[(n + k) % quantities.count])
      }
      items.append(
        .correlation(
          Correlation(header: h, type: "HKCorrelationTypeIdentifierBloodPressure", members: members)))
      items.append(.heartbeatSeries(heartbeats(h)))
      items.append(.route(route(h)))
      let activities = (0..<Int.random(in: 0...2, using: &rng)).map { _ in
        WorkoutActivity(
          uuid: UUID(),
          configuration: WorkoutConfiguration(
            activityType: Bool.random(using: &rng) ? .running : WorkoutActivityType(rawValue: 4000),
            locationType: [.unknown, .indoor, .outdoor].randomElement(using: &rng)!,
            swimmingLocationType: [.unknown, .pool, .openWater].randomElement(using: &rng)!,
            lapLength: Bool.random(using: &rng) ? Quantity(double(), .meter) : nil),
          start: h.start, end: h.end, duration: optional(), events: events(h), statistics: statistics(h),
          metadata: Bool.random(using: &rng) ? h.metadata : Metadata())
      }
      var samples: [WorkoutSample] = []
      for k in 0..<Int.random(in: 0...4, using: &rng) {
        switch k % 3 {
        case 0: samples.append(.quantity(quantities[(n * 3 + k) % quantities.count]))
        case 1:
          samples.append(
            .category(
              CategorySample(
                header: h, type: "HKCategoryTypeIdentifierSleepAnalysis", value: 1, valueName: "asleep")))
        default: samples.append(.heartbeatSeries(heartbeats(h)))
        }
      }
      var totals: [String: Quantity] = [:]
      for key in ["distance", "energyBurned", "Zeta", "flightsClimbed", "a1", "a10", "a2"]
      where Bool.random(using: &rng) {
        totals[key] = Quantity(double(), .kilometer)
      }
      items.append(
        .workout(
          Workout(
            header: h,
            activityType: Bool.random(using: &rng) ? .cycling : WorkoutActivityType(rawValue: 3000),
            duration: optional(), activities: activities, events: events(h), statistics: statistics(h),
            routes: (0..<Int.random(in: 0...2, using: &rng)).map { _ in route(h) }, samples: samples,
            totals: totals)))
    }
    return items
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func everyFastKindMatchesJSONEncoder(seed: UInt64) throws {
    let items = try ModelFixtures.kitchenSink() + Self.randomItems(count: 150, seed: seed)
    var checked: [HealthItemKind: Int] = [:]
    for item in items {
      guard let fast = NDJSONWriter.fastText(of: item) else { continue }
      #expect(fast == (try NDJSONWriter.referenceText(of: item)), "\(item.kind)")
      checked[item.kind, default: 0] += 1
    }
    for kind in [HealthItemKind.quantity, .category, .correlation, .heartbeatSeries, .workout, .route] {
      #expect(checked[kind, default: 0] > 0, "\(kind) not on the fast path")
    }
  }

  /// A streamed workout (shell + spooled points, written as the spools are read) gives the line of the
  /// whole workout; small spool chunks and long routes cross the writer's 64 KB flushes.
  @Test(arguments: [4, 5] as [UInt64])
  func streamedWorkoutsMatchJSONEncoder(seed: UInt64) throws {
    var workouts: [Workout] = try ModelFixtures.kitchenSink().compactMap {
      if case .workout(let w) = $0 { w } else { nil }
    }
    workouts += Self.randomItems(count: 60, seed: seed).compactMap {
      if case .workout(let w) = $0 { w } else { nil }
    }
    // One long route (≈ 2 MB of text) and a long series.
    if var long = workouts.first(where: { !$0.routes.isEmpty && !$0.samples.isEmpty }) {
      let t = long.header.start.date
      long.routes[0].locations = (0..<20_000).map { i in
        Location(
          time: t.addingTimeInterval(Double(i)), latitude: 45 + Double(i) * 1e-5, longitude: 6.123456789,
          altitude: 1000.5)
      }
      if case .quantity(var q) = long.samples[0] {
        q.series = (0..<10_000).map { i in
          QuantitySeriesEntry(
            value: Double(i % 200), start: t.addingTimeInterval(Double(i)),
            end: t.addingTimeInterval(Double(i) + 1))
        }
        long.samples[0] = .quantity(q)
      }
      workouts.append(long)
    }
    var streamed = 0
    for workout in workouts {
      let (shell, points) = try WorkoutStreaming.split(workout, chunkCapacity: 7)
      let sink = DataSink()
      let writer = NDJSONWriter(output: sink)
      try writer.receive(workout: shell, points: points)
      try writer.finish()
      streamed += writer.streamedWorkouts
      let reference = try NDJSONWriter.referenceText(of: .workout(workout)) + "\n"
      #expect(String(decoding: sink.data, as: UTF8.self) == reference)
    }
    #expect(streamed == workouts.count)
  }

  /// One writer for many items (its day, offset, device and source caches carry over from line to line)
  /// gives the concatenated reference lines: devices and sources that differ in one field only (an
  /// offset, the order of extras, a case) rotate through more entries than the caches hold.
  @Test func oneWriterMatchesJSONEncoderAcrossItems() throws {
    var rng = Rng(seed: 17)
    let t = ISO8601Timestamp.parse("2024-03-31T01:59:59.5+01:00")!
    let devices: [Device?] = [
      nil, Device(name: "Watch", manufacturer: "Apple Inc."),
      Device(name: "watch", manufacturer: "Apple Inc."),
      Device(name: "Watch", manufacturer: "Apple Inc.", creationDate: t),
      Device(name: "Watch", manufacturer: "Apple Inc.", creationDate: Timestamp(t.date, utcOffset: 7200)),
      Device(name: "Watch", extra: [KeyValue("a", "1"), KeyValue("b", "2")]),
      Device(name: "Watch", extra: [KeyValue("b", "2"), KeyValue("a", "1")]), Device(name: "Wa\tch \"7\""),
    ]
    let sources: [Source?] = [
      nil, Source(name: "Phone"), Source(name: "Phone", version: "17.1"),
      Source(name: "Phone", version: "17.2"),
      Source(name: "phone"), Source(name: "Phone", bundleIdentifier: "com.apple.health"),
      Source(name: "Phone", productType: "iPhone12,1"),
    ]
    var items = try ModelFixtures.kitchenSink()
    for (n, item) in (Self.randomItems(count: 40, seed: 8) + ModelFixtures.random(count: 400, seed: 8))
      .enumerated()
    {
      guard case .quantity(var q) = item else {
        items.append(item)
        continue
      }
      let h = q.header
      q.header = SampleHeader(
        uuid: h.uuid, start: n % 7 == 0 ? t : h.start, end: h.end,
        source: sources.randomElement(using: &rng)!,
        device: devices.randomElement(using: &rng)!, creationDate: h.creationDate, metadata: h.metadata)
      items.append(.quantity(q))
    }
    let text = try NDJSONWriter.text(of: items)
    let reference = try items.map { try NDJSONWriter.referenceText(of: $0) + "\n" }.joined()
    #expect(text == reference)
    #expect(text.utf8.count > 100_000)
  }
}
