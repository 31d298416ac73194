import FormatKit
import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The HTML text of the report pages. Pure functions of the model: no script, no external URL.
package enum HTMLPage {
  /// At most this many points per chart (min/max kept per bucket) and on the route.
  package static let maximumPoints = 2000

  static let chartWidth = 960.0
  static let chartHeight = 130.0
  static let left = 56.0
  static let right = 12.0

  /// Escapes text for HTML content and attribute values.
  package static func escape(_ text: String) -> String {
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

  /// A coordinate or value with at most one decimal. Values too large for an integer's digits are written
  /// in exponent form and a value that is not finite (a sum that overflowed) as 0, so that no value
  /// makes the page fail (an integer conversion of either traps).
  static func f(_ v: Double) -> String {
    var text = ""
    appendF(v, to: &text)
    return text
  }

  /// Appends `f(v)`'s text. Below 10^15 tenths the text is written from the integer count of tenths
  /// (C's `%.1f` of the double nearest k/10 gives back k/10's digits there: that double is within 0.008
  /// of k/10); the pages' paths hold thousands of these numbers, and `%.1f` through `vsnprintf` was most
  /// of a page's time.
  static func appendF(_ v: Double, to text: inout String) {
    let k = (v * 10).rounded()
    guard k.isFinite, k.magnitude < 1e15 else { return text += slowF(v) }
    var n = UInt64(k.magnitude)
    let tenths = n % 10
    n /= 10
    // Sign, the whole digits (the standard library's integer text, no formatter), point, one decimal.
    if k < 0 { text += "-" }
    text += String(n)
    if tenths != 0 {
      text += "."
      text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + UInt8(tenths)))
    }
  }

  /// `f` beyond 10^15 tenths: the tenth-rounded value through C's formatter, its exponent form, or 0.
  private static func slowF(_ v: Double) -> String {
    let r = (v * 10).rounded() / 10
    guard r.isFinite else { return "0" }
    guard abs(r) < 1e15 else { return NumberText.shortest(r) }
    return r == r.rounded() ? String(Int(r)) : NumberText.formatted("%.1f", r)
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
  package static func evenIndices(count: Int, limit: Int = maximumPoints) -> [Int] {
    guard count > limit, limit > 1 else { return Array(0..<count) }
    return (0..<limit).map { Int((Double($0) * Double(count - 1) / Double(limit - 1)).rounded()) }
  }

  /// A series downsampled to at most `limit` points: the time range cut into `limit / 2` buckets, each
  /// bucket's minimum and maximum kept in time order (peaks survive).
  package static func minMax(_ s: TimedValues, from t0: Double, to t1: Double, limit: Int = maximumPoints)
    -> TimedValues
  {
    guard s.count > limit, t1 > t0 else { return s }
    var d = MinMaxDownsampler(from: t0, to: t1, limit: limit)
    for i in 0..<s.count { d.add(s.times[i], s.values[i]) }
    return d.result()
  }

  // MARK: Workout page

  /// The page of one workout.
  package static func workout(
    _ workout: Workout, report: ConversionReport, inputName: String, ownWorkout: Bool = false
  ) -> String {
    let page = WorkoutSummaries.whole { try body(WorkoutPointReader(workout), inputName: inputName) }
    return page + end(report, ownWorkout: ownWorkout)
  }

  /// The end of a workout page: the conversion report (`ownWorkout`: the report is this workout's part of
  /// a directory output's, else the whole input's).
  package static func end(_ report: ConversionReport, ownWorkout: Bool) -> String {
    losses(
      report,
      scope: ownWorkout
        ? "this workout's part of the conversion; the index shows the whole input's"
        : "the whole input up to this workout") + "</body></html>\n"
  }

  /// A workout page up to its conversion report, from a workout whole or streamed: the summary, the route
  /// and the charts read the points in passes; the route and each chart keep at most `maximumPoints`.
  package static func body(_ reader: WorkoutPointReader, inputName: String) throws -> String {
    try body(reader, summary: WorkoutSummaries.summarize(reader), inputName: inputName)
  }

  /// Bytes reserved for a page's text: most pages (summary, route, two or three charts) fit, so the text
  /// is not copied as it grows.
  static let pageCapacity = 32_768

  /// A workout page up to its conversion report, `summary` being the workout's.
  static func body(_ reader: WorkoutPointReader, summary: WorkoutSummary, inputName: String) throws -> String
  {
    let workout = reader.shell
    let name = activityName(workout)
    let heading = name ?? summary.sport
    var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
    html.reserveCapacity(pageCapacity)
    html += "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
    html +=
      "<meta name=\"generator\" content=\"wkconv\"><title>\(escape(heading))</title><style>\(style)</style></head>\n<body>\n"
    html += "<h1>\(escape(heading))</h1><div class=\"sub\">"
    if name != nil { html += "\(escape(summary.sport)) · " }
    html += "\(escape(summary.start)) · \(escape(fileNames(inputName)))"
    if let device = workout.header.device?.name ?? workout.header.source?.name {
      html += " · \(escape(device))"
    }
    html += "</div>\n"
    html += "<h2>Summary</h2>\n<table class=\"summary\">"
    var shown = summary
    shown.computed = unique(summary.computed)
    for (label, value) in SummaryText.rows(shown) {
      html += "<tr><th>\(escape(label))</th><td>\(escape(value))</td></tr>"
    }
    html += "</table>\n"
    let locations = try PageRoute(reader)
    html += try route(locations, summary: summary)
    html += try charts(reader, route: locations)
    if summary.legs.count > 1 { html += "<h2>Legs</h2>\n" + table(SummaryText.legRows(summary), cls: "legs") }
    if !summary.laps.isEmpty { html += "<h2>Laps</h2>\n" + table(SummaryText.lapRows(summary), cls: "laps") }
    html += metadata(workout)
    return html
  }

  /// Metadata keys that name an activity, in the order they are preferred: the service's name (Strava), the
  /// file's own (GPX `<name>`, a TCX or FIT course's name).
  static let nameKeys = ["strava.activity.name", "GPX:name", "TCX:CourseName", "FIT.course.name"]

  /// The activity's name: the first non-empty `nameKeys` value of the workout, else of a leg.
  static func activityName(_ workout: Workout) -> String? {
    for metadata in [workout.header.metadata] + workout.activities.map(\.metadata) {
      for key in nameKeys {
        guard let value = metadata[key]?.stringValue.trimmingWhitespaceAndNewlines(),
          !value.isEmpty
        else { continue }
        return value
      }
    }
    return nil
  }

  /// The file names of the inputs (`, `-separated), without their folders: the page names what was
  /// converted, never where it lies on the converting machine.
  static func fileNames(_ inputName: String) -> String {
    inputName.components(separatedBy: ", ").map { $0.split(separator: "/").last.map(String.init) ?? $0 }
      .joined(separator: ", ")
  }

  /// The values in their first order, each once.
  static func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
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

  static func losses(_ report: ConversionReport, scope: String = "the whole input") -> String {
    var html = "<h2>Conversion report</h2>\n"
    if report.losses.isEmpty && report.warnings.isEmpty && report.recoveredErrors.isEmpty {
      return html + "<p class=\"no-loss\">Nothing was lost (\(escape(scope))).</p>\n"
    }
    html +=
      "<p class=\"sub\">What this page does not show, and what the conversion reported (\(escape(scope))).</p>"
    html += "<table class=\"grid loss\"><tr><th>kind</th><th>object</th><th>count</th><th>reason</th></tr>"
    for loss in report.losses {
      html +=
        "<tr><td>\(escape(loss.kind.name))</td><td>\(escape(loss.object))</td><td>\(loss.count)</td><td>\(escape(loss.reason))</td></tr>"
    }
    for w in report.warnings {
      html +=
        "<tr><td>warning \(escape(w.code.name))</td><td></td><td>\(w.count)</td><td>\(escape(w.message))</td></tr>"
    }
    for e in report.recoveredErrors {
      html += "<tr><td>damage</td><td></td><td>1</td><td>\(escape("\(e)"))</td></tr>"
    }
    return html + "</table>\n"
  }

  // MARK: Route

  /// The route as SVG: equirectangular projection around the route's mean latitude, one path (a new
  /// subpath after each pause), start (green), end (red) and lap markers (numbered). Two passes over the
  /// points (held once, `PageRoute`): their bounds, then the `evenIndices` drawn and the points nearest
  /// the laps' starts.
  static func route(_ reader: WorkoutPointReader, summary: WorkoutSummary) throws -> String {
    try route(PageRoute(reader), summary: summary)
  }

  static func route(_ locations: PageRoute, summary: WorkoutSummary) throws -> String {
    let workout = locations.reader.shell
    let count = locations.count
    guard count > 1 else { return "" }
    let pauses = WorkoutSummaries.pauseInstants(workout)
    let indices = evenIndices(count: count)
    var minLat = Double.infinity
    var maxLat = -Double.infinity
    var minLon = Double.infinity
    var maxLon = -Double.infinity
    try locations.forEach { p in
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
    // Lap markers: the route point nearest each lap's start (laps after the first): the first point at or
    // after the start, or the one before it when that one is nearer.
    let lapStarts = (workout.events + workout.activities.flatMap(\.events)).filter { $0.type == .lap }
      .map(\.start.unixSeconds).sorted()
    var markers: [Location?] = Array(repeating: nil, count: lapStarts.count)
    var nextLap = 1
    var d = ""
    d.reserveCapacity(indices.count * 16)
    var drawnPrevious: Double?
    var nextIndex = 0
    var position = 0
    var previous: Location?
    var first: Location?
    try locations.forEach { p in
      let t = p.time.timeIntervalSince1970
      if first == nil { first = p }
      while nextLap < lapStarts.count, t >= lapStarts[nextLap] {
        let start = lapStarts[nextLap]
        if let before = previous, start - before.time.timeIntervalSince1970 < t - start {
          markers[nextLap] = before
        } else {
          markers[nextLap] = p
        }
        nextLap += 1
      }
      while nextIndex < indices.count, indices[nextIndex] == position {
        let (x, y) = xy(p)
        let newSegment = drawnPrevious.map { a in pauses.contains { a <= $0 && $0 < t } } ?? true
        d += newSegment ? "M" : "L"
        appendF(x, to: &d)
        d += " "
        appendF(y, to: &d)
        d += " "
        drawnPrevious = t
        nextIndex += 1
      }
      previous = p
      position += 1
    }
    while nextLap < lapStarts.count {
      markers[nextLap] = previous
      nextLap += 1
    }
    guard let firstPoint = first, let lastPoint = previous else { return "" }
    var svg =
      "<h2>Route</h2>\n<svg class=\"route\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(width)) \(f(height))\""
    svg += " width=\"\(f(width))\" height=\"\(f(height))\" role=\"img\" aria-label=\"route\">"
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"#f7f7f4\"/>"
    svg +=
      "<path id=\"route\" data-points=\"\(indices.count)\" data-recorded-points=\"\(count)\" d=\"\(d)\""
    svg +=
      " fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
    for (n, marker) in markers.enumerated().dropFirst() {
      guard let p = marker else { continue }
      let (x, y) = xy(p)
      svg +=
        "<g class=\"lap-marker\"><circle cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"5\" fill=\"#fff\" stroke=\"#2c3e50\" stroke-width=\"1.5\"/>"
      svg += "<text x=\"\(f(x + 7))\" y=\"\(f(y - 6))\">\(n + 1)</text></g>"
    }
    let (sx, sy) = xy(firstPoint)
    let (ex, ey) = xy(lastPoint)
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
      ? NumberText.formatted("100 px ≈ %.1f km", metersPer100px / 1000)
      : NumberText.formatted("100 px ≈ %.0f m", metersPer100px)
  }

  // MARK: Charts

  /// Values of a chart in time order, produced by a pass over the workout's points.
  typealias Producer = (_ body: (Double, Double) throws -> Void) throws -> Void

  struct ChartSpec {
    var id: String
    var title: String
    var unit: String
    var color: String
    /// The values again (held from the first pass when there are few enough, `HeldValues`).
    var produce: Producer
    /// Time of the first and last value.
    var span: (Double, Double)
    /// A step between consecutive values longer than this is a gap the line does not cross.
    var gap: Double
  }

  /// The longest step between consecutive values a chart's line crosses: ten times the series' median
  /// step, at least a minute (a recording every few seconds pauses that long at a traffic light).
  package static func gapThreshold(medianStep: Double?) -> Double {
    max(10 * (medianStep ?? 0), 60)
  }

  /// The median of positive steps, held as a histogram of 0.1 %-wide logarithmic bins (at most a few
  /// thousand bins whatever the series' length), so the median is exact to 0.1 %.
  package struct MedianStep: Sendable {
    private var bins: [Int: Int] = [:]
    private var count = 0

    package init() {}

    /// Adds one step (a step that is not positive or not finite is no step).
    package mutating func add(_ step: Double) {
      guard step > 0, step.isFinite else { return }
      bins[Int((log(step) * 1000).rounded()), default: 0] += 1
      count += 1
    }

    /// The median step, nil without one.
    package var median: Double? {
      guard count > 0 else { return nil }
      var seen = 0
      for key in bins.keys.sorted() {
        seen += bins[key] ?? 0
        if 2 * seen >= count { return exp(Double(key) / 1000) }
      }
      return nil
    }
  }

  /// The series charted: heart rate, speed, elevation, power, cadence (those present). A first pass over
  /// each finds whether it has values and their time span, and holds them when they are few enough
  /// (`HeldValues`) for the drawing, which otherwise reads them again.
  static func chartSpecs(_ reader: WorkoutPointReader) throws -> [ChartSpec] {
    try chartSpecs(reader, route: PageRoute(reader))
  }

  static func chartSpecs(_ reader: WorkoutPointReader, route: PageRoute) throws -> [ChartSpec] {
    let pauses = WorkoutSummaries.pauseInstants(reader.shell)
    func values(_ types: Set<String>, _ unit: QuantityUnit) -> Producer {
      { body in try reader.forEachValue(types: types, unit: unit, body) }
    }
    func span(_ produce: Producer) throws -> (span: (Double, Double), gap: Double, held: Producer?)? {
      var lo: Double?
      var hi: Double?
      var previous: Double?
      var steps = MedianStep()
      var held = HeldValues()
      try produce { t, v in
        lo = min(lo ?? t, t)
        hi = max(hi ?? t, t)
        if let previous { steps.add(t - previous) }
        previous = t
        held.add(t, v)
      }
      guard let lo, let hi else { return nil }
      return ((lo, hi), gapThreshold(medianStep: steps.median), held.replay)
    }
    var specs: [ChartSpec] = []
    func add(
      _ id: String, _ title: String, _ unit: String, _ color: String, _ candidates: [(String, Producer)]
    )
      throws
    {
      for (suffix, produce) in candidates {
        guard let s = try span(produce) else { continue }
        specs.append(
          ChartSpec(
            id: id, title: title + suffix, unit: unit, color: color, produce: s.held ?? produce,
            span: s.span, gap: s.gap))
        return
      }
    }
    try add(
      "hr", "Heart rate", "bpm", "#c0392b", [("", values([WorkoutSeriesType.heartRate], .countPerMinute))])
    // Speed: the series, else from the distance series (Δdistance/Δtime of consecutive entries, ≤ 60 s
    // apart, not across a pause), else from positions (consecutive points not across a pause).
    let fromDistance: Producer = { body in
      var total = 0.0
      var previous: (Double, Double)?
      try reader.forEachValue(types: WorkoutSeriesType.distances, unit: .meter, byEnd: true) { t, v in
        total += v
        if let (a, before) = previous, t > a, t - a <= 60, !WorkoutSummaries.crossesPause(a, t, pauses) {
          try body(t, (total - before) / (t - a) * 3.6)
        }
        previous = (t, total)
      }
    }
    let fromPositions: Producer = { body in
      var previous: Location?
      try route.forEach { b in
        defer { previous = b }
        guard let a = previous else { return }
        let ta = a.time.timeIntervalSince1970
        let tb = b.time.timeIntervalSince1970
        guard !WorkoutSummaries.crossesPause(ta, tb, pauses), tb > ta else { return }
        let d = WorkoutSummaries.distance(a.latitude, a.longitude, b.latitude, b.longitude)
        try body(tb, d / (tb - ta) * 3.6)
      }
    }
    try add(
      "speed", "Speed", "km/h", "#2980b9",
      [
        ("", values(WorkoutSeriesType.speeds, .kilometerPerHour)), (" (from distance)", fromDistance),
        (" (from positions)", fromPositions),
      ])
    let routeElevation: Producer = { body in
      try route.forEach { p in
        if let a = p.altitude { try body(p.time.timeIntervalSince1970, a) }
      }
    }
    try add(
      "elevation", "Elevation", "m", "#7f8c3a",
      [("", routeElevation), ("", values([WorkoutSeriesType.altitude], .meter))])
    try add("power", "Power", "W", "#8e44ad", [("", values(WorkoutSeriesType.powers, .watt))])
    try add(
      "cadence", "Cadence", "/min", "#d35400", [("", values(WorkoutSeriesType.cadences, .countPerMinute))])
    return specs
  }

  /// Charts on one time axis (the workout's interval), laps shaded alternately. Each chart is downsampled
  /// while its values stream (`MinMaxDownsampler`: at most `maximumPoints` held).
  static func charts(_ reader: WorkoutPointReader) throws -> String {
    try charts(reader, route: PageRoute(reader))
  }

  static func charts(_ reader: WorkoutPointReader, route: PageRoute) throws -> String {
    let workout = reader.shell
    let specs = try chartSpecs(reader, route: route)
    guard !specs.isEmpty else { return "" }
    let pauses = WorkoutSummaries.pauseInstants(workout)
    // The workout's interval, widened to any recorded value outside it (devices that log before the start).
    var t0 = workout.header.start.unixSeconds
    var t1 = workout.header.end.unixSeconds
    for s in specs {
      t0 = min(t0, s.span.0)
      t1 = max(t1, s.span.1)
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
      var downsampler = MinMaxDownsampler(from: t0, to: t1)
      // Steps the line does not cross: longer than the spec's gap, or across a pause. The points drawn are
      // a subset of the values, so a step between two values lies between two consecutive points drawn.
      var gaps: [(Double, Double)] = []
      var previous: Double?
      // A value that is not finite has no place on an axis (its spread would make every other one NaN).
      try spec.produce { t, v in
        guard v.isFinite, t.isFinite else { return }
        if let a = previous, t > a, t - a > spec.gap || WorkoutSummaries.crossesPause(a, t, pauses) {
          gaps.append((a, t))
        }
        previous = t
        downsampler.add(t, v)
      }
      let s = downsampler.result()
      guard let lo = s.values.min(), let hi = s.values.max() else { continue }
      let span = hi > lo ? hi - lo : max(1, abs(hi) * 0.1)
      let bottom = lo - span * 0.05
      let top = lo + span * 1.05
      let plotHeight = chartHeight - 18 - 8
      func y(_ v: Double) -> Double { 8 + (top - v) / (top - bottom) * plotHeight }
      var d = ""
      d.reserveCapacity(s.count * 14)
      var nextGap = 0
      for i in 0..<s.count {
        let t = s.times[i]
        var newSegment = i == 0
        while nextGap < gaps.count, gaps[nextGap].1 <= t {
          newSegment = newSegment || gaps[nextGap].0 >= s.times[i - 1]
          nextGap += 1
        }
        d += newSegment ? "M" : "L"
        appendF(x(t), to: &d)
        d += " "
        appendF(y(s.values[i]), to: &d)
        d += " "
      }
      var svg =
        "<svg class=\"chart\" id=\"chart-\(spec.id)\" data-points=\"\(s.count)\" xmlns=\"http://www.w3.org/2000/svg\""
      svg +=
        " viewBox=\"0 0 \(f(chartWidth)) \(f(chartHeight))\" width=\"\(f(chartWidth))\" height=\"\(f(chartHeight))\" role=\"img\""
      svg += " aria-label=\"\(escape(spec.title))\">"
      svg += shading
      svg +=
        "<line x1=\"\(f(left))\" y1=\"\(f(chartHeight - 18))\" x2=\"\(f(chartWidth - right))\" y2=\"\(f(chartHeight - 18))\" stroke=\"#bbb\"/>"
      svg +=
        "<path class=\"series\" d=\"\(d)\" fill=\"none\" stroke=\"\(spec.color)\" stroke-width=\"1.2\" stroke-linejoin=\"round\"/>"
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
        svg += timeLabel(SummaryText.duration(t), at: x(origin + t))
        t += step
      }
      html += svg + "</svg>\n"
    }
    return html
  }

  /// The width of a label of `text` in the charts' 11 px font, overestimated (digits and `:` are narrower).
  static func labelWidth(_ text: String) -> Double { Double(text.count) * 7 }

  /// A time label under a chart at `x`: centred on its tick, or ending at it where a centred one would
  /// reach past the chart's right edge (the last tick at the workout's end).
  static func timeLabel(_ text: String, at x: Double) -> String {
    let anchor = x + labelWidth(text) / 2 > chartWidth ? "end" : "middle"
    return
      "<text class=\"time\" x=\"\(f(x))\" y=\"\(f(chartHeight - 4))\" text-anchor=\"\(anchor)\">\(escape(text))</text>"
  }

  // MARK: Index

  /// A file name as a relative link to that file: every character a URL path does not allow, and `/`, `?`,
  /// `#` and `:` percent-encoded, so the link never names a scheme (`javascript:…`), a query or another
  /// folder.
  static func percentEncoded(_ name: String) -> String {
    var out = ""
    for byte in name.utf8 {
      if linkAllowed.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        out +=
          "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
      }
    }
    return out
  }

  /// Foundation's `.urlPathAllowed` (RFC 3986's path characters, `;` aside) less `/`, `:`: the bytes a
  /// link keeps as they are.
  private static let linkAllowed = Set(
    "!$&'()*+,-.0123456789=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8)

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

/// Downsamples a series while it streams, holding at most `limit` values: up to `limit` values are kept
/// as they come; past that, the range `t0…t1` is cut into `limit / 2` buckets and each keeps its minimum
/// and maximum (the first of equal ones), given back in the order they came — for time-ordered values,
/// the points `HTMLPage.minMax` kept of the whole series before.
package struct MinMaxDownsampler {
  struct Point {
    var time: Double
    var value: Double
    var order: Int
  }
  let t0: Double
  let t1: Double
  let limit: Int
  private var raw: [Point] = []
  private var low: [Point?] = []
  private var high: [Point?] = []
  private var added = 0

  /// A downsampler for values between `t0` and `t1` (times outside go to the first or last bucket).
  package init(from t0: Double, to t1: Double, limit: Int = HTMLPage.maximumPoints) {
    self.t0 = t0
    self.t1 = max(t1, t0 + 1e-9)
    self.limit = max(limit, 2)
  }

  /// Adds one value.
  package mutating func add(_ time: Double, _ value: Double) {
    let p = Point(time: time, value: value, order: added)
    added += 1
    if low.isEmpty {
      raw.append(p)
      guard raw.count > limit else { return }
      low = Array(repeating: nil, count: limit / 2)
      high = low
      for q in raw { bucket(q) }
      raw = []
      return
    }
    bucket(p)
  }

  private mutating func bucket(_ p: Point) {
    let n = low.count
    let share = (p.time - t0) / (t1 - t0) * Double(n)
    let b = share.isFinite ? min(n - 1, max(0, Int(max(-1, min(share, Double(n)))))) : 0
    if low[b] == nil || p.value < low[b]!.value { low[b] = p }
    if high[b] == nil || p.value > high[b]!.value { high[b] = p }
  }

  /// The kept values in the order they came.
  package func result() -> TimedValues {
    var points = raw
    for b in low.indices {
      guard let lo = low[b], let hi = high[b] else { continue }
      if lo.order == hi.order {
        points.append(lo)
      } else {
        points += lo.order < hi.order ? [lo, hi] : [hi, lo]
      }
    }
    var out = TimedValues()
    for p in points {
      out.times.append(p.time)
      out.values.append(p.value)
    }
    return out
  }
}
