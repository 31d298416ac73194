import FormatKit
import Foundation
import Testing
import WorkoutModel
import WorkoutOperations

@testable import FormatHTML

/// The explorer's parts: the route sketch and its polyline text, best efforts from a streamed distance,
/// per-day health values, the page's policy and data blob. In a browser: `CLITests/HTMLExplorerTests`.
@Suite struct ExplorerTests {
  /// Decodes the polyline text of one route into grid points per segment (the page script's rule).
  static func decode(_ text: String) -> [[(Int64, Int64)]] {
    text.split(separator: " ", omittingEmptySubsequences: false).map { part in
      var values: [Int64] = []
      var v: UInt64 = 0
      var shift: UInt64 = 0
      for byte in part.utf8 {
        let b = UInt64(byte) - 63
        v |= (b & 31) << shift
        shift += 5
        if b < 32 {
          values.append(v & 1 == 1 ? ~Int64(v >> 1) : Int64(v >> 1))
          (v, shift) = (0, 0)
        }
      }
      var points: [(Int64, Int64)] = []
      var (x, y): (Int64, Int64) = (0, 0)
      for k in stride(from: 0, to: values.count - 1, by: 2) {
        x += values[k]
        y += values[k + 1]
        points.append((x, y))
      }
      return points
    }
  }

  static let t0 = Date(timeIntervalSince1970: 1_700_000_000)

  @Test func aSketchedRouteDecodesToItsProjectedPointsWithinItsBudget() throws {
    // An L: 1,000 points north, then 1,000 east, with a pause between two of the eastward points.
    var sketch = RouteSketch(pauses: [Self.t0.timeIntervalSince1970 + 1500.5])
    var all: [(Int32, Int32)] = []
    for i in 0..<2000 {
      let lat = 45 + (i < 1000 ? Double(i) : 999) * 1e-4
      let lon = 4 + (i < 1000 ? 0 : Double(i - 999)) * 1e-4
      sketch.add(Location(time: Self.t0.addingTimeInterval(Double(i)), latitude: lat, longitude: lon))
      all.append(try #require(RouteSketch.project(latitude: lat, longitude: lon)))
    }
    let route = try #require(sketch.finish())
    #expect(route.starts == [0, route.starts[1]] && route.starts.count == 2, "one break, at the pause")
    let text = route.encoded(budget: 40)
    let segments = Self.decode(text)
    #expect(segments.count == 2)
    let points = segments.flatMap { $0 }
    #expect(points.count <= 40 && points.count >= 4, "\(points.count)")
    // The corner and both ends survive; every decoded point is one of the projected points.
    let projected = Set(all.map { "\($0.0),\($0.1)" })
    #expect(points.allSatisfy { projected.contains("\($0.0),\($0.1)") })
    #expect(points.first.map { "\($0.0),\($0.1)" } == "\(all[0].0),\(all[0].1)")
    #expect(points.last.map { "\($0.0),\($0.1)" } == "\(all[1999].0),\(all[1999].1)")
    #expect(points.contains { $0.0 == Int64(all[999].0) && $0.1 == Int64(all[999].1) }, "the corner")
    // Web Mercator: longitude 4° is x = 184/360 of the grid; north is up (smaller y).
    #expect(abs(Double(all[0].0) - 184.0 / 360 * RouteSketch.grid) < 1)
    #expect(all[999].1 < all[0].1)
  }

  @Test func aLongRouteIsHeldBounded() throws {
    var sketch = RouteSketch(pauses: [])
    for i in 0..<100_000 {
      sketch.add(
        Location(time: Self.t0.addingTimeInterval(Double(i)), latitude: 45 + Double(i) * 1e-5, longitude: 4))
    }
    #expect(sketch.xs.count <= RouteSketch.holdLimit)
    let route = try #require(sketch.finish())
    #expect(route.xs.last == RouteSketch.project(latitude: 45 + 99_999e-5, longitude: 4)?.0)
  }

  @Test func polylineNumbersRoundTrip() {
    for v: Int64 in [0, 1, -1, 31, -32, 1000, -123_456, 16_777_216, -16_777_216] {
      var text = ""
      SketchedRoute.append(v, to: &text)
      SketchedRoute.append(0, to: &text)
      #expect(Self.decode(text).first?.first?.0 == v, "\(v) → \(text)")
    }
  }

  @Test func bestEffortsComeFromTheStreamedDistance() {
    // 12 km at 4 m/s, except 2 km at 5 m/s from 6 km on.
    var efforts = BestEfforts()
    var meters = 0.0
    var t = 0.0
    while meters < 12_000 {
      let speed = meters >= 6000 && meters < 8000 ? 5.0 : 4.0
      meters += speed
      t += 1
      efforts.add(meters: meters, time: t)
    }
    #expect(efforts.best[0].map { abs($0 - 200) < 0.01 } == true, "1 km at 5 m/s: \(efforts.best)")
    // 5 km: the 2 km at 5 m/s (400 s) and 3 km at 4 m/s (750 s).
    #expect(efforts.best[1].map { abs($0 - 1150) < 0.01 } == true, "\(efforts.best)")
    #expect(efforts.best[2].map { abs($0 - 2400) < 0.01 } == true, "\(efforts.best)")
    #expect(efforts.best[3] == nil && efforts.best[4] == nil)
    // Standing still for a minute does not shorten the next kilometre.
    var stop = BestEfforts()
    stop.add(meters: 0, time: 0)
    stop.add(meters: 500, time: 100)
    stop.add(meters: 500, time: 160)
    stop.add(meters: 1000, time: 260)
    #expect(stop.best[0] == 260)
  }

  @Test func dailyHealthKeepsOneValuePerDay() throws {
    let health = DailyHealth()
    func header(_ start: Double, _ end: Double) -> SampleHeader {
      SampleHeader(
        uuid: UUID(), start: Timestamp(Date(timeIntervalSince1970: start), utcOffset: 3600),
        end: Timestamp(Date(timeIntervalSince1970: end), utcOffset: 3600))
    }
    let day = 19_000.0 * 86_400
    for (h, steps) in [(9.0, 1000.0), (13, 2500), (22.5, 10)] {
      health.receive(
        .quantity(
          QuantitySample(
            header: header(day + h * 3600, day + h * 3600 + 60), type: "HKQuantityTypeIdentifierStepCount",
            quantity: Quantity(steps, .count))))
    }
    // 23:30 UTC is the next local day at +01:00.
    health.receive(
      .quantity(
        QuantitySample(
          header: header(day + 23.5 * 3600, day + 23.5 * 3600), type: "HKQuantityTypeIdentifierBodyMass",
          quantity: Quantity(154.32358, try QuantityUnit(parsing: "lb")))))
    health.receive(
      .category(
        CategorySample(
          header: header(day - 3600, day + 6 * 3600), type: "HKCategoryTypeIdentifierSleepAnalysis", value: 1)
      ))
    health.receive(
      .category(
        CategorySample(
          header: header(day - 7200, day + 7 * 3600), type: "HKCategoryTypeIdentifierSleepAnalysis", value: 0)
      ))
    let series = Dictionary(uniqueKeysWithValues: health.series().map { ($0.0, $0.1) })
    #expect(series[.steps]?.map(\.value) == [3510] && series[.steps]?.first?.day == 19_000)
    #expect(series[.weight]?.first?.day == 19_001)
    #expect(
      series[.weight].map { abs($0[0].value - 70) < 1e-3 } == true, "\(String(describing: series[.weight]))")
    #expect(series[.sleep]?.map(\.value) == [7], "in bed is not asleep")
    #expect(series[.restingHeartRate] == nil)
  }

  @Test func sha256MatchesTheStandardVectors() {
    func hex(_ s: String) -> String {
      SHA256.digest(Array(s.utf8)).map { String(format: "%02x", $0) }.joined()
    }
    #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      hex(String(repeating: "a", count: 1000)).hasPrefix(
        "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"))
  }

  @Test func thePageFetchesNothingAndRunsOnlyItsOwnScript() throws {
    var w = try ExplorerWorkout.make(
      WorkoutPointReader(HTMLPageTests.runWorkout(spans: [0..<600])), file: "a.html")
    w.name = "</script><script>alert(1)</script>"
    let page = HTMLPage.explorer(
      [w], health: DailyHealth(), months: MonthlySampleCounts(), report: ConversionReport(),
      inputName: "x.fit",
      units: .imperial)
    let policy = try #require(page.range(of: "Content-Security-Policy\" content=\""))
    let csp = String(page[policy.upperBound...].prefix { $0 != "\"" })
    #expect(csp.hasPrefix("default-src 'none'; script-src 'sha256-") && !csp.contains("unsafe"))
    #expect(csp.contains(SHA256.cspSource(HTMLPage.explorerScript)))
    #expect(page.contains("<script>\(HTMLPage.explorerScript)</script>"))
    #expect(page.contains("<style>\(HTMLPage.explorerStyle)</style>"))
    // One executable script, no resource from anywhere (the SVG namespace is a name, not a fetch).
    #expect(page.components(separatedBy: "<script>").count == 2)
    for needle in [" src=", "url(", "@import", "https:", "<link", "<img", "<iframe"] {
      #expect(!page.contains(needle), "\(needle)")
    }
    #expect(!page.contains("</script><script>alert"), "the name is escaped in the table")
    #expect(page.contains("\"units\":\"imperial\"") && page.contains(" mi<td>"))
    #expect(page.contains("<html lang=\"en\">") && page.contains("prefers-color-scheme:dark"))
  }

  @Test func theRouteBudgetKeepsTenThousandRoutesSmall() {
    #expect(HTMLPage.routeBudget(count: 10_000) * 10_000 <= HTMLPage.routePointBudget)
    #expect(HTMLPage.routeBudget(count: 1) == 2000 && HTMLPage.routeBudget(count: 1_000_000) == 24)
  }
}
