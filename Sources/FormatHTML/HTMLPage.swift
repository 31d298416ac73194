import FormatKit
import Foundation
import WorkoutModel
import WorkoutOperations

/// The HTML text of the report pages. Pure functions of the model: no script, no external URL.
public enum HTMLPage {
  /// At most this many points per chart (min/max kept per bucket) and on the route.
  public static let maximumPoints = 2000

  static let chartWidth = 960.0
  static let chartHeight = 130.0
  static let left = 56.0
  static let right = 12.0

  /// Escapes text for HTML content and attribute values.
  public static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.count)
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(c)
      }
    }
    return out
  }

  static func f(_ v: Double) -> String {
    let r = (v * 10).rounded() / 10
    return r == r.rounded() ? String(Int(r)) : String(format: "%.1f", r)
  }

  static let style = """
    body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:24px auto;max-width:1000px;\
    color:#222;padding:0 12px}
    h1{font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:22px 0 6px;border-bottom:1px solid #ddd}
    table{border-collapse:collapse;font-variant-numeric:tabular-nums}td,th{padding:2px 10px 2px 0;text-align:left;\
    vertical-align:top}th{color:#555;font-weight:600}
    table.grid td,table.grid th{border-bottom:1px solid #eee}
    .sub{color:#666}svg{display:block;max-width:100%;height:auto}
    .chart text,.route text{font:11px system-ui,sans-serif;fill:#555}
    .loss td{color:#8a4b00}
    """

  /// Indices of at most `limit` points, evenly spread, first and last kept: all of them when `count` ≤
  /// `limit`, else `round(i·(count−1)/(limit−1))` for i in 0..<limit.
  public static func evenIndices(count: Int, limit: Int = maximumPoints) -> [Int] {
    guard count > limit, limit > 1 else { return Array(0..<count) }
    return (0..<limit).map { Int((Double($0) * Double(count - 1) / Double(limit - 1)).rounded()) }
  }

  /// A series downsampled to at most `limit` points: the time range cut into `limit / 2` buckets, each
  /// bucket's minimum and maximum kept in time order (peaks survive).
  public static func minMax(_ s: TimedValues, from t0: Double, to t1: Double, limit: Int = maximumPoints)
    -> TimedValues
  {
    guard s.count > limit, t1 > t0 else { return s }
    let buckets = limit / 2
    var out = TimedValues()
    var current = -1
    var lo = 0
    var hi = 0
    func flush() {
      guard current >= 0 else { return }
      for i in lo == hi ? [lo] : [min(lo, hi), max(lo, hi)] {
        out.times.append(s.times[i])
        out.values.append(s.values[i])
      }
    }
    for i in 0..<s.count {
      let b = min(buckets - 1, max(0, Int((s.times[i] - t0) / (t1 - t0) * Double(buckets))))
      if b != current {
        flush()
        current = b
        lo = i
        hi = i
      } else {
        if s.values[i] < s.values[lo] { lo = i }
        if s.values[i] > s.values[hi] { hi = i }
      }
    }
    flush()
    return out
  }

  // MARK: Workout page

  /// The page of one workout.
  public static func workout(_ workout: Workout, report: ConversionReport, inputName: String) -> String {
    let summary = WorkoutSummaries.summarize(workout)
    let title = "\(summary.sport) · \(summary.start)"
    var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
    html += "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
    html +=
      "<meta name=\"generator\" content=\"wkconv\"><title>\(escape(title))</title><style>\(style)</style></head>\n<body>\n"
    html +=
      "<h1>\(escape(summary.sport))</h1><div class=\"sub\">\(escape(summary.start)) · \(escape(inputName))"
    if let device = workout.header.device?.name ?? workout.header.source?.name {
      html += " · \(escape(device))"
    }
    html += "</div>\n"
    html += "<h2>Summary</h2>\n<table class=\"summary\">"
    for (label, value) in SummaryText.rows(summary) {
      html += "<tr><th>\(escape(label))</th><td>\(escape(value))</td></tr>"
    }
    html += "</table>\n"
    html += route(workout, summary: summary)
    html += charts(workout)
    if summary.legs.count > 1 { html += "<h2>Legs</h2>\n" + table(SummaryText.legRows(summary), cls: "legs") }
    if !summary.laps.isEmpty { html += "<h2>Laps</h2>\n" + table(SummaryText.lapRows(summary), cls: "laps") }
    html += metadata(workout)
    html += losses(report)
    html += "</body></html>\n"
    return html
  }

  /// The workout's and its legs' metadata, folded (shown so that nothing the page receives is hidden).
  static func metadata(_ workout: Workout) -> String {
    var rows: [[String]] = [["object", "key", "value"]]
    for e in workout.header.metadata.entries { rows.append(["workout", e.key, e.value.stringValue]) }
    for (i, a) in workout.activities.enumerated() {
      for e in a.metadata.entries { rows.append(["leg \(i + 1)", e.key, e.value.stringValue]) }
    }
    for (i, lap) in workout.events.filter({ $0.type == .lap }).enumerated() {
      for e in lap.metadata.entries { rows.append(["lap \(i + 1)", e.key, e.value.stringValue]) }
    }
    guard rows.count > 1 else { return "" }
    return "<h2>Metadata</h2>\n<details><summary>\(rows.count - 1) entries</summary>\n"
      + table(rows, cls: "metadata") + "</details>\n"
  }

  static func table(_ rows: [[String]], cls: String) -> String {
    guard let head = rows.first else { return "" }
    var html = "<table class=\"grid \(cls)\"><tr>" + head.map { "<th>\(escape($0))</th>" }.joined() + "</tr>"
    for row in rows.dropFirst() { html += "<tr>" + row.map { "<td>\(escape($0))</td>" }.joined() + "</tr>" }
    return html + "</table>\n"
  }

  static func losses(_ report: ConversionReport) -> String {
    var html = "<h2>Conversion report</h2>\n"
    if report.losses.isEmpty && report.warnings.isEmpty && report.recoveredErrors.isEmpty {
      return html + "<p>Nothing was lost converting this input.</p>\n"
    }
    html +=
      "<p class=\"sub\">What this page does not show, and what the conversion reported (the whole input up to this workout).</p>"
    html += "<table class=\"grid loss\"><tr><th>kind</th><th>object</th><th>count</th><th>reason</th></tr>"
    for loss in report.losses {
      html +=
        "<tr><td>\(escape(loss.kind))</td><td>\(escape(loss.object))</td><td>\(loss.count)</td><td>\(escape(loss.reason))</td></tr>"
    }
    for w in report.warnings {
      html +=
        "<tr><td>warning \(escape(w.code))</td><td></td><td>\(w.count)</td><td>\(escape(w.message))</td></tr>"
    }
    for e in report.recoveredErrors {
      html += "<tr><td>damage</td><td></td><td>1</td><td>\(escape("\(e)"))</td></tr>"
    }
    return html + "</table>\n"
  }

  // MARK: Route

  /// The route as SVG: equirectangular projection around the route's mean latitude, one path (a new
  /// subpath after each pause), start (green), end (red) and lap markers (numbered).
  static func route(_ workout: Workout, summary: WorkoutSummary) -> String {
    let points = WorkoutSummaries.routePoints(workout)
    guard points.count > 1 else { return "" }
    let pauses = WorkoutSummaries.pauseInstants(workout)
    let indices = evenIndices(count: points.count)
    var minLat = Double.infinity
    var maxLat = -Double.infinity
    var minLon = Double.infinity
    var maxLon = -Double.infinity
    for p in points {
      minLat = min(minLat, p.latitude)
      maxLat = max(maxLat, p.latitude)
      minLon = min(minLon, p.longitude)
      maxLon = max(maxLon, p.longitude)
    }
    let k = cos((minLat + maxLat) / 2 * .pi / 180)
    let spanX = max((maxLon - minLon) * k, 1e-9)
    let spanY = max(maxLat - minLat, 1e-9)
    let width = chartWidth
    let height = min(520, max(220, width * spanY / spanX))
    let pad = 16.0
    let scale = min((width - 2 * pad) / spanX, (height - 2 * pad) / spanY)
    let offsetX = (width - spanX * scale) / 2
    let offsetY = (height - spanY * scale) / 2
    func xy(_ p: Location) -> (Double, Double) {
      ((p.longitude - minLon) * k * scale + offsetX, (maxLat - p.latitude) * scale + offsetY)
    }
    var d = ""
    d.reserveCapacity(indices.count * 16)
    var previous: Double?
    for i in indices {
      let p = points[i]
      let t = p.time.timeIntervalSince1970
      let (x, y) = xy(p)
      let newSegment = previous.map { a in pauses.contains { a <= $0 && $0 < t } } ?? true
      d += (newSegment ? "M" : "L") + f(x) + " " + f(y) + " "
      previous = t
    }
    var svg =
      "<h2>Route</h2>\n<svg class=\"route\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(width)) \(f(height))\""
    svg += " width=\"\(f(width))\" height=\"\(f(height))\" role=\"img\" aria-label=\"route\">"
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"#f7f7f4\"/>"
    svg +=
      "<path id=\"route\" data-points=\"\(indices.count)\" data-recorded-points=\"\(points.count)\" d=\"\(d)\""
    svg +=
      " fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
    // Lap markers: the route point nearest each lap's start (laps after the first).
    let lapStarts = (workout.events + workout.activities.flatMap(\.events)).filter { $0.type == .lap }
      .map(\.start.unixSeconds).sorted()
    for (n, start) in lapStarts.enumerated().dropFirst() {
      guard let p = nearest(points, to: start) else { continue }
      let (x, y) = xy(p)
      svg +=
        "<g class=\"lap-marker\"><circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"5\" fill=\"#fff\" stroke=\"#2c3e50\" stroke-width=\"1.5\"/>"
      svg += "<text x=\"\(f(x + 7))\" y=\"\(f(y - 6))\">\(n + 1)</text></g>"
    }
    let (sx, sy) = xy(points[0])
    let (ex, ey) = xy(points[points.count - 1])
    svg +=
      "<circle class=\"end\" cx=\"\(f(ex))\" cy=\"\(f(ey))\" r=\"7\" fill=\"#c0392b\" stroke=\"#fff\" stroke-width=\"2\"><title>end</title></circle>"
    svg +=
      "<circle class=\"start\" cx=\"\(f(sx))\" cy=\"\(f(sy))\" r=\"7\" fill=\"#27ae60\" stroke=\"#fff\" stroke-width=\"2\"><title>start</title></circle>"
    svg +=
      "<text x=\"\(f(width - 8))\" y=\"\(f(height - 8))\" text-anchor=\"end\">\(escape(scaleLabel(scale: scale, k: k)))</text>"
    return svg + "</svg>\n"
  }

  /// A scale note: meters per 100 px.
  static func scaleLabel(scale: Double, k: Double) -> String {
    // scale: px per degree (east-west scaled by cos φ); a degree of latitude is ~111,195 m.
    let metersPer100px = 100 / scale * 111_195
    return metersPer100px >= 1000
      ? String(format: "100 px ≈ %.1f km", metersPer100px / 1000)
      : String(format: "100 px ≈ %.0f m", metersPer100px)
  }

  static func nearest(_ points: [Location], to t: Double) -> Location? {
    var lo = 0
    var hi = points.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if points[mid].time.timeIntervalSince1970 < t { lo = mid + 1 } else { hi = mid }
    }
    if lo >= points.count { return points.last }
    if lo > 0, t - points[lo - 1].time.timeIntervalSince1970 < points[lo].time.timeIntervalSince1970 - t {
      return points[lo - 1]
    }
    return points[lo]
  }

  // MARK: Charts

  struct ChartSpec {
    var id: String
    var title: String
    var unit: String
    var color: String
    var series: TimedValues
  }

  /// The series charted: heart rate, speed, elevation, power, cadence (those present).
  static func chartSpecs(_ workout: Workout) -> [ChartSpec] {
    var specs: [ChartSpec] = []
    let hr = WorkoutSummaries.series(workout, types: [WorkoutSeriesType.heartRate], unit: .countPerMinute)
    if !hr.isEmpty {
      specs.append(ChartSpec(id: "hr", title: "Heart rate", unit: "bpm", color: "#c0392b", series: hr))
    }
    var speed = WorkoutSummaries.series(workout, types: WorkoutSeriesType.speeds, unit: .kilometerPerHour)
    var speedTitle = "Speed"
    if speed.isEmpty {
      speed = WorkoutSummaries.speedFromDistance(workout)
      speed.values = speed.values.map { $0 * 3.6 }
      speedTitle = "Speed (from distance)"
    }
    if speed.isEmpty {
      speed = routeSpeed(workout)
      speedTitle = "Speed (from positions)"
    }
    if !speed.isEmpty {
      specs.append(ChartSpec(id: "speed", title: speedTitle, unit: "km/h", color: "#2980b9", series: speed))
    }
    var elevation = TimedValues()
    for p in WorkoutSummaries.routePoints(workout) {
      if let a = p.altitude {
        elevation.times.append(p.time.timeIntervalSince1970)
        elevation.values.append(a)
      }
    }
    if elevation.isEmpty {
      elevation = WorkoutSummaries.series(workout, types: [WorkoutSeriesType.altitude], unit: .meter)
    }
    if !elevation.isEmpty {
      specs.append(
        ChartSpec(id: "elevation", title: "Elevation", unit: "m", color: "#7f8c3a", series: elevation))
    }
    let power = WorkoutSummaries.series(workout, types: WorkoutSeriesType.powers, unit: .watt)
    if !power.isEmpty {
      specs.append(ChartSpec(id: "power", title: "Power", unit: "W", color: "#8e44ad", series: power))
    }
    let cadence = WorkoutSummaries.series(workout, types: WorkoutSeriesType.cadences, unit: .countPerMinute)
    if !cadence.isEmpty {
      specs.append(
        ChartSpec(id: "cadence", title: "Cadence", unit: "/min", color: "#d35400", series: cadence))
    }
    return specs
  }

  /// Speed between consecutive route points (km/h), for workouts without a speed series.
  static func routeSpeed(_ workout: Workout) -> TimedValues {
    var s = TimedValues()
    for segment in WorkoutSummaries.routeSegments(workout) {
      for (a, b) in zip(segment, segment.dropFirst()) {
        let dt = b.time.timeIntervalSince(a.time)
        guard dt > 0 else { continue }
        let d = WorkoutSummaries.distance(a.latitude, a.longitude, b.latitude, b.longitude)
        s.times.append(b.time.timeIntervalSince1970)
        s.values.append(d / dt * 3.6)
      }
    }
    return s
  }

  /// Charts on one time axis (the workout's interval), laps shaded alternately.
  static func charts(_ workout: Workout) -> String {
    let specs = chartSpecs(workout)
    guard !specs.isEmpty else { return "" }
    // The workout's interval, widened to any recorded value outside it (devices that log before the start).
    var t0 = workout.header.start.unixSeconds
    var t1 = workout.header.end.unixSeconds
    for s in specs {
      t0 = min(t0, s.series.times.first ?? t0)
      t1 = max(t1, s.series.times.last ?? t1)
    }
    if t1 <= t0 { t1 = t0 + 1 }
    let plotWidth = chartWidth - left - right
    func x(_ t: Double) -> Double { left + (t - t0) / (t1 - t0) * plotWidth }
    let laps = (workout.events + workout.activities.flatMap(\.events)).filter { $0.type == .lap }
      .sorted { $0.start < $1.start }
    var shading = ""
    for (i, lap) in laps.enumerated() where i % 2 == 1 {
      let a = max(t0, lap.start.unixSeconds)
      let b = min(t1, lap.end.unixSeconds)
      guard b > a else { continue }
      shading +=
        "<rect class=\"lap\" x=\"\(f(x(a)))\" y=\"0\" width=\"\(f(x(b) - x(a)))\" height=\"\(f(chartHeight - 18))\" fill=\"#eef2f7\"/>"
    }
    var html = "<h2>Charts</h2>\n"
    for spec in specs {
      let s = minMax(spec.series, from: t0, to: t1)
      guard let lo = s.values.min(), let hi = s.values.max() else { continue }
      let span = hi > lo ? hi - lo : max(1, abs(hi) * 0.1)
      let bottom = lo - span * 0.05
      let top = lo + span * 1.05
      let plotHeight = chartHeight - 18 - 8
      func y(_ v: Double) -> Double { 8 + (top - v) / (top - bottom) * plotHeight }
      var points = ""
      points.reserveCapacity(s.count * 14)
      for i in 0..<s.count { points += f(x(s.times[i])) + "," + f(y(s.values[i])) + " " }
      var svg =
        "<svg class=\"chart\" id=\"chart-\(spec.id)\" data-points=\"\(s.count)\" xmlns=\"http://www.w3.org/2000/svg\""
      svg +=
        " viewBox=\"0 0 \(f(chartWidth)) \(f(chartHeight))\" width=\"\(f(chartWidth))\" height=\"\(f(chartHeight))\" role=\"img\""
      svg += " aria-label=\"\(escape(spec.title))\">"
      svg += shading
      svg +=
        "<line x1=\"\(f(left))\" y1=\"\(f(chartHeight - 18))\" x2=\"\(f(chartWidth - right))\" y2=\"\(f(chartHeight - 18))\" stroke=\"#bbb\"/>"
      svg += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"\(spec.color)\" stroke-width=\"1.2\"/>"
      svg += "<text x=\"\(f(left - 6))\" y=\"\(f(y(hi) + 4))\" text-anchor=\"end\">\(f(hi))</text>"
      svg += "<text x=\"\(f(left - 6))\" y=\"\(f(y(lo) + 4))\" text-anchor=\"end\">\(f(lo))</text>"
      svg +=
        "<text x=\"\(f(left + 4))\" y=\"16\" font-weight=\"600\">\(escape(spec.title)) (\(escape(spec.unit)))</text>"
      // Time ticks: about eight, on round durations from the workout's start.
      let total = t1 - t0
      let steps: [Double] = [60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600]
      let step = steps.first { total / $0 <= 8 } ?? (total / 8 / 86400).rounded(.up) * 86400
      let origin = workout.header.start.unixSeconds
      var t = ((t0 - origin) / step).rounded(.up) * step
      while origin + t <= t1 {
        svg +=
          "<text x=\"\(f(x(origin + t)))\" y=\"\(f(chartHeight - 4))\" text-anchor=\"middle\">\(SummaryText.duration(t))</text>"
        t += step
      }
      html += svg + "</svg>\n"
    }
    return html
  }

  // MARK: Index

  /// The index of a directory output: workouts with links, and for exports a chart of samples per month
  /// for each type.
  public static func index(
    _ rows: [(file: String, summary: WorkoutSummary)], months: MonthlySampleCounts, report: ConversionReport,
    inputName: String
  ) -> String {
    var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
    html += "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
    html +=
      "<meta name=\"generator\" content=\"wkconv\"><title>\(escape(inputName))</title><style>\(style)</style></head>\n<body>\n"
    html +=
      "<h1>\(escape((inputName as NSString).lastPathComponent))</h1><div class=\"sub\">\(rows.count) workouts</div>\n"
    if !rows.isEmpty {
      html +=
        "<h2>Workouts</h2>\n<table class=\"grid workouts\"><tr><th>start</th><th>sport</th><th>elapsed</th>"
      html += "<th>distance</th><th>HR avg</th><th>page</th></tr>"
      for (file, s) in rows.sorted(by: { $0.summary.start < $1.summary.start }) {
        html +=
          "<tr><td>\(escape(s.start))</td><td>\(escape(s.sport))</td><td>\(SummaryText.duration(s.elapsedSeconds))</td>"
        html +=
          "<td>\(escape(SummaryText.kilometers(s.distanceMeters)))</td><td>\(SummaryText.number(s.heartRate?.average))</td>"
        html += "<td><a href=\"\(escape(percentEncoded(file)))\">\(escape(file))</a></td></tr>"
      }
      html += "</table>\n"
    }
    let monthList = months.months
    if !monthList.isEmpty {
      html += "<h2>Samples per month</h2>\n"
      for type in months.types {
        let counts = months.counts[type] ?? [:]
        html += monthChart(SummaryText.short(type), months: monthList, counts: counts)
      }
    }
    html += losses(report)
    return html + "</body></html>\n"
  }

  static func percentEncoded(_ name: String) -> String {
    name.addingPercentEncoding(
      withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? name
  }

  /// Bars of samples per month for one type.
  static func monthChart(_ title: String, months: [String], counts: [String: Int]) -> String {
    let height = 90.0
    let plotWidth = chartWidth - left - right
    let peak = Double(counts.values.max() ?? 1)
    let barWidth = min(40, plotWidth / Double(months.count))
    var svg =
      "<svg class=\"chart months\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(chartWidth)) \(f(height))\""
    svg += " width=\"\(f(chartWidth))\" height=\"\(f(height))\" role=\"img\" aria-label=\"\(escape(title))\">"
    svg +=
      "<text x=\"\(f(left + 4))\" y=\"14\" font-weight=\"600\">\(escape(title)) — \(counts.values.reduce(0, +)) samples</text>"
    for (i, month) in months.enumerated() {
      let n = Double(counts[month] ?? 0)
      let h = n / peak * (height - 40)
      let x = left + Double(i) * barWidth
      if n > 0 {
        svg +=
          "<rect x=\"\(f(x + 1))\" y=\"\(f(height - 18 - h))\" width=\"\(f(max(1, barWidth - 2)))\" height=\"\(f(h))\" fill=\"#2980b9\">"
        svg += "<title>\(month): \(Int(n))</title></rect>"
      }
      if i == 0 || i == months.count - 1 || (months.count > 12 && month.hasSuffix("-01")) {
        svg +=
          "<text x=\"\(f(x + barWidth / 2))\" y=\"\(f(height - 4))\" text-anchor=\"middle\">\(month)</text>"
      }
    }
    svg += "<text x=\"\(f(left - 6))\" y=\"26\" text-anchor=\"end\">\(Int(peak))</text>"
    return svg + "</svg>\n"
  }
}
