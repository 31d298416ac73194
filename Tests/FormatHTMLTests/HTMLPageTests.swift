import FormatKit
import Foundation
import Testing
import WorkoutModel
import WorkoutOperations

@testable import FormatHTML

/// The HTML page: self-contained, downsampled (≤ 2,000 points per chart and on the route, extremes kept),
/// under 1 MB for a 24 h activity. Rendering in a browser: `CLITests/HTMLReportTests`.
@Suite struct HTMLPageTests {
  static let t0 = Date(timeIntervalSince1970: 1_750_000_000)

  /// A 24 h ride at 1 Hz: route with altitude, heart rate, speed, power, cadence; a lap every hour; a pause.
  static func dayLongWorkout() -> Workout {
    let n = 86_400
    var locations: [Location] = []
    locations.reserveCapacity(n)
    var hr: [QuantitySeriesEntry] = []
    var speed: [QuantitySeriesEntry] = []
    var power: [QuantitySeriesEntry] = []
    var cadence: [QuantitySeriesEntry] = []
    for i in 0..<n {
      let t = t0.addingTimeInterval(Double(i))
      let a = Double(i) / Double(n) * 2 * .pi
      locations.append(
        Location(
          time: t, latitude: 47 + 0.3 * sin(a), longitude: 8 + 0.5 * sin(2 * a),
          altitude: 500 + 200 * sin(3 * a)))
      hr.append(
        QuantitySeriesEntry(value: 120 + 30 * sin(Double(i) / 600) + (i == 50_000 ? 60 : 0), start: t))
      speed.append(QuantitySeriesEntry(value: 7 + sin(Double(i) / 97), start: t))
      power.append(QuantitySeriesEntry(value: 200 + 80 * sin(Double(i) / 31), start: t))
      cadence.append(QuantitySeriesEntry(value: 85 + 5 * sin(Double(i) / 13), start: t))
    }
    let start = Timestamp(t0, utcOffset: 7200)
    let end = Timestamp(t0.addingTimeInterval(Double(n - 1)), utcOffset: 7200)
    let header = SampleHeader(uuid: UUID(), start: start, end: end)
    func sample(_ type: String, _ unit: QuantityUnit, _ entries: [QuantitySeriesEntry]) -> WorkoutSample {
      .quantity(QuantitySample(header: header, type: type, quantity: Quantity(0, unit), series: entries))
    }
    var events = (0..<24).map { h in
      WorkoutEvent(
        type: .lap, start: Timestamp(t0.addingTimeInterval(Double(h * 3600)), utcOffset: 7200), duration: 3600
      )
    }
    events.append(WorkoutEvent(type: .pause, start: Timestamp(t0.addingTimeInterval(40_000))))
    events.append(WorkoutEvent(type: .resume, start: Timestamp(t0.addingTimeInterval(40_001))))
    return Workout(
      header: header, activityType: WorkoutActivityType.allKnown.first { $0.name == "cycling" }!,
      events: events,
      routes: [WorkoutRoute(header: header, locations: locations)],
      samples: [
        sample(WorkoutSeriesType.heartRate, .countPerMinute, hr),
        sample(WorkoutSeriesType.cyclingSpeed, .meterPerSecond, speed),
        sample(WorkoutSeriesType.cyclingPower, .watt, power),
        sample(WorkoutSeriesType.cyclingCadence, .countPerMinute, cadence),
      ])
  }

  static func attribute(_ name: String, in tag: String) -> String? {
    guard let r = tag.range(of: " " + name + "=\"") else { return nil }
    let rest = tag[r.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  @Test func dayLongActivityPageIsSmallAndDownsampled() throws {
    let workout = Self.dayLongWorkout()
    var report = ConversionReport()
    report.add(
      Loss(
        kind: .sampleType("Temperature"), object: "workout", count: 86_400,
        reason: "HTML report cannot carry <temperature>"))
    let page = HTMLPage.workout(workout, report: report, inputName: "day.fit")
    #expect(page.utf8.count < 1_000_000, "page is \(page.utf8.count) bytes")
    // The route: exactly 2,000 points (86,400 recorded); a new subpath after the pause.
    let pathStart = try #require(page.range(of: "<path id=\"route\""))
    let pathTag = String(page[pathStart.lowerBound...].prefix { $0 != ">" })
    #expect(Self.attribute("data-points", in: pathTag) == "2000")
    #expect(Self.attribute("data-recorded-points", in: pathTag) == "86400")
    let d = try #require(Self.attribute("d", in: pathTag))
    #expect(d.filter { $0 == "M" || $0 == "L" }.count == 2000)
    #expect(d.filter { $0 == "M" }.count == 2)
    // Five charts, each at most 2,000 points; the heart-rate spike (180 bpm at one second) survives.
    for id in ["hr", "speed", "elevation", "power", "cadence"] {
      let r = try #require(page.range(of: "<svg class=\"chart\" id=\"chart-\(id)\""), "chart \(id)")
      let tag = String(page[r.lowerBound...].prefix { $0 != ">" })
      let n = try #require(Int(Self.attribute("data-points", in: tag) ?? ""))
      #expect(n > 1000 && n <= 2000, "\(id): \(n) points")
    }
    let hrStart = try #require(page.range(of: "id=\"chart-hr\""))
    let hrEnd = try #require(page[hrStart.upperBound...].range(of: "</svg>"))
    let hrChart = page[hrStart.lowerBound..<hrEnd.lowerBound]
    #expect(hrChart.contains(">209.9</text>"), "the one-second maximum (≈150 + 60 bpm) is kept and labelled")
    // Self-contained: no script, no external reference; the loss report is there, escaped.
    #expect(!page.contains("<script"))
    #expect(!page.contains("src="))
    let urls = page.components(separatedBy: "http").dropFirst().filter {
      !$0.hasPrefix("://www.w3.org/2000/svg")
    }
    #expect(urls.isEmpty, "external references: \(urls.prefix(3))")
    #expect(page.contains("HTML report cannot carry &lt;temperature&gt;"))
    #expect(page.contains("<h2>Laps</h2>"))
  }

  @Test func evenIndicesKeepEndsAndCount() {
    #expect(HTMLPage.evenIndices(count: 5, limit: 10) == [0, 1, 2, 3, 4])
    let i = HTMLPage.evenIndices(count: 10_001, limit: 2000)
    #expect(i.count == 2000 && i.first == 0 && i.last == 10_000)
    #expect(zip(i, i.dropFirst()).allSatisfy { $0 < $1 })
  }

  /// The pages' numbers written from their tenths are C's `%.1f` of the tenth-rounded value (an integer
  /// without its point), the text the pages had: checked against `String(format:)` on ties, signs,
  /// negative zero, magnitudes up to the fast path's bound and past it, and random values.
  @Test func coordinatesAreCsOneDecimalText() {
    func reference(_ v: Double) -> String {
      let r = (v * 10).rounded() / 10
      guard r.isFinite else { return "0" }
      guard abs(r) < 1e15 else { return "\(r)" }
      return r == r.rounded() ? String(Int(r)) : String(format: "%.1f", r)
    }
    var values: [Double] = [
      0, -0.0, 0.04, 0.05, -0.05, 0.15, 0.25, -0.25, 1, -1, 9.95, 99.95, -99.96, 123.449, 1e13 + 0.3,
      99_999_999_999_999.9, -99_999_999_999_999.9, 2e14 + 0.1, 1e16, .nan, .infinity, -.infinity,
      .greatestFiniteMagnitude,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let scale = pow(10, Double.random(in: -3...14, using: &generator))
      values.append(Double.random(in: -1...1, using: &generator) * scale)
    }
    // Past 10^15 the text is NumberText's exponent form, not String(format:)'s.
    for v in values where abs((v * 10).rounded() / 10) < 1e15 || !v.isFinite {
      #expect(HTMLPage.f(v) == reference(v), "\(v)")
    }
  }

  @Test func minMaxKeepsExtremesWithinTheLimit() {
    var s = TimedValues()
    for k in 0..<100_000 {
      s.times.append(Double(k))
      s.values.append(k == 77_777 ? 1000 : k == 12_345 ? -1000 : sin(Double(k) / 50))
    }
    let d = HTMLPage.minMax(s, from: 0, to: 99_999, limit: 2000)
    #expect(d.count <= 2000 && d.count > 1900)
    #expect(d.values.max() == 1000 && d.values.min() == -1000)
    #expect(zip(d.times, d.times.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func indexLinksWorkoutsAndChartsMonths() throws {
    let months = MonthlySampleCounts()
    months.add("HKQuantityTypeIdentifierStepCount", Timestamp(Self.t0))
    months.add("HKQuantityTypeIdentifierStepCount", Timestamp(Self.t0.addingTimeInterval(90 * 86_400)))
    let workout = try ExplorerWorkout.make(
      WorkoutPointReader(Self.dayLongWorkout()), file: "export-2025 06 15 run.html")
    let page = HTMLPage.explorer(
      [workout], health: DailyHealth(), months: months, report: ConversionReport(), inputName: "export.zip",
      units: .metric)
    #expect(page.contains("href=\"export-2025%2006%2015%20run.html\""))
    #expect(page.contains("StepCount — 2 samples"))
    #expect(page.contains("<title>2025-06: 1</title>"))
  }

  /// A run with heart rate and a route every second over `spans` (seconds from `t0`), optionally named and
  /// paused at `pause`.
  static func runWorkout(
    spans: [Range<Int>], metadata: Metadata = Metadata(), pause: Int? = nil
  ) -> Workout {
    var locations: [Location] = []
    var hr: [QuantitySeriesEntry] = []
    for i in spans.joined() {
      let t = t0.addingTimeInterval(Double(i))
      locations.append(
        Location(time: t, latitude: 47 + Double(i) * 1e-5, longitude: 8, altitude: 400 + Double(i % 50)))
      hr.append(QuantitySeriesEntry(value: 120 + Double(i % 30), start: t))
    }
    let first = spans.first!.lowerBound
    let last = spans.last!.upperBound - 1
    let header = SampleHeader(
      uuid: UUID(), start: Timestamp(t0.addingTimeInterval(Double(first))),
      end: Timestamp(t0.addingTimeInterval(Double(last))), metadata: metadata)
    var events: [WorkoutEvent] = []
    if let pause {
      events.append(WorkoutEvent(type: .pause, start: Timestamp(t0.addingTimeInterval(Double(pause)))))
      events.append(WorkoutEvent(type: .resume, start: Timestamp(t0.addingTimeInterval(Double(pause + 1)))))
    }
    return Workout(
      header: header, activityType: WorkoutActivityType.allKnown.first { $0.name == "running" }!,
      events: events, routes: [WorkoutRoute(header: header, locations: locations)],
      samples: [
        .quantity(
          QuantitySample(
            header: header, type: WorkoutSeriesType.heartRate, quantity: Quantity(0, .countPerMinute),
            series: hr))
      ])
  }

  /// The `M` commands of each chart's line, by chart id.
  static func chartSubpaths(_ page: String) -> [String: Int] {
    var out: [String: Int] = [:]
    for part in page.components(separatedBy: "<svg class=\"chart\" id=\"chart-").dropFirst() {
      let id = String(part.prefix { $0 != "\"" })
      guard let r = part.range(of: "<path class=\"series\""),
        let d = attribute("d", in: String(part[r.lowerBound...].prefix { $0 != ">" }))
      else { continue }
      out[id] = d.filter { $0 == "M" }.count
    }
    return out
  }

  @Test func chartsBreakAtGapsAndPauses() {
    let whole = HTMLPage.workout(
      Self.runWorkout(spans: [0..<3600]), report: ConversionReport(), inputName: "run.fit")
    let wholeCounts = Self.chartSubpaths(whole)
    #expect(Set(wholeCounts.keys) == ["hr", "speed", "elevation"], "\(wholeCounts)")
    #expect(wholeCounts.values.allSatisfy { $0 == 1 }, "one line per chart: \(wholeCounts)")
    // 1.5 h without data in the middle: one more subpath in every chart.
    let gap = HTMLPage.workout(
      Self.runWorkout(spans: [0..<1800, 7200..<9000]), report: ConversionReport(), inputName: "run.fit")
    let gapCounts = Self.chartSubpaths(gap)
    #expect(gapCounts == ["hr": 2, "speed": 2, "elevation": 2], "\(gapCounts)")
    // A step of 50 s at 1 Hz is below the minute floor: the line crosses it.
    let short = HTMLPage.workout(
      Self.runWorkout(spans: [0..<1800, 1850..<3600]), report: ConversionReport(), inputName: "run.fit")
    #expect(Self.chartSubpaths(short).values.allSatisfy { $0 == 1 }, "\(Self.chartSubpaths(short))")
    // A pause breaks the line whatever the step.
    let paused = HTMLPage.workout(
      Self.runWorkout(spans: [0..<3600], pause: 1000), report: ConversionReport(), inputName: "run.fit")
    #expect(
      Self.chartSubpaths(paused) == ["hr": 2, "speed": 2, "elevation": 2], "\(Self.chartSubpaths(paused))")
  }

  @Test func gapThresholdFollowsTheMedianStep() {
    #expect(HTMLPage.gapThreshold(medianStep: 1) == 60)
    #expect(HTMLPage.gapThreshold(medianStep: nil) == 60)
    var steps = HTMLPage.MedianStep()
    for step in [10.0, 10, 10, 1, 3600] { steps.add(step) }
    let median = steps.median ?? 0
    #expect(abs(median - 10) < 0.01, "\(median)")
    #expect(abs(HTMLPage.gapThreshold(medianStep: median) - 100) < 0.1)
  }

  @Test func titleIsTheActivityNameAndTheHeaderNamesTheFileOnly() throws {
    var metadata = Metadata()
    metadata["strava.activity.name"] = .string("Lunch <Run>")
    let named = HTMLPage.workout(
      Self.runWorkout(spans: [0..<600], metadata: metadata), report: ConversionReport(),
      inputName: "/home/someone/private/exports/run.fit")
    #expect(named.contains("<title>Lunch &lt;Run&gt;</title>"))
    #expect(named.contains("<h1>Lunch &lt;Run&gt;</h1>"))
    #expect(named.contains("run.fit"))
    #expect(!named.contains("/home/someone") && !named.contains("private/exports"))
    var gpx = Metadata()
    gpx["GPX:name"] = .string("Hill repeats")
    let gpxPage = HTMLPage.workout(
      Self.runWorkout(spans: [0..<600], metadata: gpx), report: ConversionReport(),
      inputName: "a/b.gpx, c/d.fit")
    #expect(gpxPage.contains("<title>Hill repeats</title>") && gpxPage.contains("<h1>Hill repeats</h1>"))
    #expect(gpxPage.contains("b.gpx, d.fit") && !gpxPage.contains("a/b.gpx"))
    let unnamed = HTMLPage.workout(
      Self.runWorkout(spans: [0..<600]), report: ConversionReport(), inputName: "run.fit")
    #expect(unnamed.contains("<title>running</title>") && unnamed.contains("<h1>running</h1>"))
    let index = HTMLPage.explorer(
      [], health: DailyHealth(), months: MonthlySampleCounts(), report: ConversionReport(),
      inputName: "/home/someone/export.zip", units: .metric)
    #expect(!index.contains("/home/someone") && index.contains("<title>export.zip</title>"))
  }

  @Test func timeLabelsStayInsideTheChart() throws {
    // 14 h: ticks every 2 h, the last one at the workout's end, on the plot's right edge.
    let page = HTMLPage.workout(
      Self.runWorkout(spans: [0..<50_401]), report: ConversionReport(), inputName: "long.fit")
    let labels = page.components(separatedBy: "<text class=\"time\"").dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
    #expect(labels.contains { $0.hasSuffix(">14:00:00") })
    for label in labels {
      let x = try #require(Double(Self.attribute("x", in: label) ?? ""))
      let text = String(label.drop { $0 != ">" }.dropFirst())
      let width = Double(text.count) * 6.5
      let right = Self.attribute("text-anchor", in: label) == "end" ? x : x + width / 2
      #expect(right <= 960, "label \(text) at \(x) ends at \(right)")
    }
  }
}
