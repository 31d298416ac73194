import FormatHTML
import FormatKit
import Foundation
import Testing
import WorkoutModel
import WorkoutOperations

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

  @Test func indexLinksWorkoutsAndChartsMonths() {
    let months = MonthlySampleCounts()
    months.add("HKQuantityTypeIdentifierStepCount", Timestamp(Self.t0))
    months.add("HKQuantityTypeIdentifierStepCount", Timestamp(Self.t0.addingTimeInterval(90 * 86_400)))
    let summary = WorkoutSummaries.summarize(Self.dayLongWorkout())
    let page = HTMLPage.index(
      [(file: "export-2025 06 15 run.html", summary: summary)], months: months, report: ConversionReport(),
      inputName: "export.zip")
    #expect(page.contains("href=\"export-2025%2006%2015%20run.html\""))
    #expect(page.contains("StepCount — 2 samples"))
    #expect(page.contains("<title>2025-06: 1</title>"))
    #expect(!page.contains("<script"))
  }
}
