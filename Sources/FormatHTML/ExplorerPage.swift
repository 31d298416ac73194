import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The units the explorer shows (`html.units`).
package enum ExplorerUnits: String, Sendable {
  case metric, imperial
}

extension HTMLPage {
  /// The map's share of the page's size: about this many route points in all, spread over the routes.
  static let routePointBudget = 400_000

  /// Points kept of each route when `count` routes share the page: 24 to 2,000.
  static func routeBudget(count: Int) -> Int {
    max(24, min(2000, routePointBudget / max(count, 1)))
  }

  /// The explorer's Content-Security-Policy: nothing is fetched (`default-src 'none'`), and only the
  /// page's own script and style run, named by their hashes (no `'unsafe-inline'`: text from the inputs,
  /// such as activity names, can never become script or style even if escaping failed).
  static let explorerPolicy =
    "default-src 'none'; script-src \(SHA256.cspSource(explorerScript)); "
    + "style-src \(SHA256.cspSource(explorerStyle)); base-uri 'none'; form-action 'none'"

  static let healthNames: [(DailyHealth.Metric, String, String, Int)] = [
    (.steps, "Steps", "steps", 0), (.restingHeartRate, "Resting heart rate", "bpm", 0),
    (.weight, "Weight", "kg", 1), (.sleep, "Sleep", "h", 1),
  ]

  /// The explorer: `index.html` of a directory output. Filters (sport, year, source), a heatmap of every
  /// route, a calendar, totals, personal bests, daily health charts and the workout table, from one JSON
  /// blob read by the page's script; the table and its links are in the page itself.
  static func explorer(
    _ workouts: [ExplorerWorkout], health: DailyHealth, months: MonthlySampleCounts, report: ConversionReport,
    inputName: String, units: ExplorerUnits
  ) -> String {
    let title = escape(fileNames(inputName))
    var html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
    html += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(explorerPolicy)\">"
    html += "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
    html += "<meta name=\"color-scheme\" content=\"light dark\"><meta name=\"generator\" content=\"wkconv\">"
    html += "<title>\(title)</title><style>\(explorerStyle)</style></head>\n<body>\n"
    html += "<h1>\(title)</h1><div class=\"sub\">\(workouts.count) workouts"
    if let first = workouts.first, let last = workouts.last {
      html += " · \(first.start.prefix(10)) to \(last.start.prefix(10))"
    }
    html += "</div>\n"
    html += filters(workouts)
    html += """
      <h2 id="h-map">Heatmap</h2>
      <p class="sub" id="map-help">Every route, coloured by how many routes pass each point. Drag or \
      arrow keys pan, wheel or +/− zoom, 0 fits; click a route to open its page, or N/P to choose one and \
      Enter to open it. The table below lists the same workouts.</p>
      <canvas id="map" tabindex="0" role="img" aria-label="Heatmap of routes" aria-describedby="map-help" \
      data-routes="\(workouts.filter { $0.route != nil }.count)"></canvas><div id="map-status" class="sub" \
      aria-live="polite"></div>
      <h2>Calendar</h2><p class="sub">Click a day, or Tab to it and press Enter, to list its workouts.</p>\
      <div id="calendar"></div><p id="cal-day" aria-live="polite"></p>
      <h2>Totals</h2><div class="wide"><table class="grid" id="totals-sport"></table></div>
      <p><label>Per <select id="period"><option value="week">week</option><option value="month" selected>\
      month</option><option value="year">year</option></select></label></p>
      <div class="scroll"><table class="grid" id="totals-period"></table></div>
      <h2>Personal bests</h2><div class="wide"><table class="grid" id="bests"></table></div>

      """
    let series = health.series()
    if !series.isEmpty { html += "<h2>Health</h2><div id=\"health\"></div>\n" }
    html += workoutTable(workouts, units: units)
    html +=
      "<noscript><p>The map, calendar, totals and filters need JavaScript; the table lists every workout.</p></noscript>\n"
    let monthList = months.months
    if !monthList.isEmpty {
      html += "<h2>Samples per month</h2>\n"
      for type in months.types {
        html += monthChart(SummaryText.short(type), months: monthList, counts: months.counts[type] ?? [:])
      }
    }
    html += losses(report)
    html += "<script type=\"application/json\" id=\"data\">"
    html += explorerData(workouts, series: series, units: units)
    html += "</script>\n<script>\(explorerScript)</script>\n</body></html>\n"
    return html
  }

  static func options(_ values: [String], label: String, id: String) -> String {
    var html = "<label>\(label) <select id=\"\(id)\"><option value=\"\">all</option>"
    for v in values { html += "<option>\(escape(v))</option>" }
    return html + "</select></label>"
  }

  static func filters(_ workouts: [ExplorerWorkout]) -> String {
    let years = Set(workouts.map { String($0.start.prefix(4)) }).sorted(by: >)
    var html = "<nav class=\"filters\" aria-label=\"Filters\">"
    html += options(Set(workouts.map(\.sport)).sorted(), label: "Sport", id: "f-sport")
    html += options(years, label: "Year", id: "f-year")
    html += options(Set(workouts.map(\.source)).sorted(), label: "Source", id: "f-source")
    html += "<output id=\"f-count\" aria-live=\"polite\">\(workouts.count) workouts</output></nav>\n"
    return html
  }

  /// The workout table: one row per page (`id="w<n>"`, n its place in the data), in start order, its start
  /// the link to the page. End tags HTML implies are left out: at 10,000 workouts each byte of a row is
  /// 10 kB of the page.
  static func workoutTable(_ workouts: [ExplorerWorkout], units: ExplorerUnits) -> String {
    var html = "<h2>Workouts</h2>\n<p><label>Search <input id=\"search\" type=\"search\" "
    html += "placeholder=\"name, sport, date…\"></label></p>\n"
    // Past `openListLimit` rows the list starts folded: a folded table is not laid out, which is most of a
    // long history's load time (10,000 rows: about 1.5 s of 3 on a loaded machine).
    html += "<details id=\"list\"\(workouts.count <= openListLimit ? " open" : "")><summary>"
    html += "List of \(workouts.count) workouts</summary>"
    html += "<div class=\"scroll\"><table class=\"grid\" id=\"workouts\"><thead><tr>"
    for key in ["start", "name", "sport", "source", "distance", "time", "ascent"] {
      html += "<th\(key == "start" ? " aria-sort=\"ascending\"" : "")>"
      html += "<button type=\"button\" data-k=\"\(key)\">\(key)</button></th>"
    }
    html += "</tr></thead><tbody>\n"
    let (perDistance, distanceUnit, perAscent, ascentUnit) =
      units == .imperial ? (1609.344, "mi", 0.3048, "ft") : (1000.0, "km", 1.0, "m")
    for (i, w) in workouts.enumerated() {
      html += "<tr id=w\(i)><td><a href=\"\(escape(percentEncoded(w.file)))\">\(w.start)</a>"
      html += "<td>\(escape(w.name ?? ""))<td>\(escape(w.sport))<td>\(escape(w.source))<td>"
      if let d = w.distance { html += NumberText.formatted("%.2f ", d / perDistance) + distanceUnit }
      html += "<td>\(SummaryText.duration(w.elapsed))<td>"
      if let a = w.ascent { html += NumberText.formatted("%.0f ", a / perAscent) + ascentUnit }
      html += "\n"
    }
    return html + "</tbody></table></div></details>\n"
  }

  /// Lists this long or shorter start unfolded.
  static let openListLimit = 1000

  /// The page's data: `w` one array per workout (local day number, second of the day, sport and source
  /// indices, distance m, elapsed s, moving s, ascent m, energy kcal, then the best efforts' seconds), `r`
  /// each route's polyline text, `h` each daily health series (day deltas and values, interleaved).
  /// `<` is written as `\u003c`, so no text in the blob can close its script element.
  static func explorerData(
    _ workouts: [ExplorerWorkout], series: [(DailyHealth.Metric, [(day: Int, value: Double)])],
    units: ExplorerUnits
  ) -> String {
    let sports = Array(Set(workouts.map(\.sport))).sorted()
    let sources = Array(Set(workouts.map(\.source))).sorted()
    let sportIndex = Dictionary(uniqueKeysWithValues: sports.enumerated().map { ($1, $0) })
    let sourceIndex = Dictionary(uniqueKeysWithValues: sources.enumerated().map { ($1, $0) })
    func n(_ v: Double?) -> String { v.map { $0.isFinite ? String(Int($0.rounded())) : "null" } ?? "null" }
    var json =
      "{\"units\":\"\(units.rawValue)\",\"sports\":\(jsonStrings(sports)),\"sources\":\(jsonStrings(sources))"
    json += ",\"bestNames\":[\"1 km\",\"5 km\",\"10 km\",\"half marathon\",\"marathon\"]"
    json += ",\"healthNames\":["
    json += healthNames.map { "[\"\($0.0.rawValue)\",\"\($0.1)\",\"\($0.2)\",\($0.3)]" }.joined(
      separator: ",")
    json += "],\"w\":["
    for (i, w) in workouts.enumerated() {
      if i > 0 { json += "," }
      json += "[\(w.day),\(w.secondOfDay),\(sportIndex[w.sport]!),\(sourceIndex[w.source]!),\(n(w.distance))"
      json += ",\(n(w.elapsed)),\(n(w.moving)),\(n(w.ascent)),\(n(w.energy))"
      for b in w.bests { json += "," + n(b) }
      json += "]"
    }
    json += "],\"r\":["
    let budget = routeBudget(count: workouts.filter { $0.route != nil }.count)
    for (i, w) in workouts.enumerated() {
      if i > 0 { json += "," }
      // The polyline alphabet (`?`…`~` and the space) holds no character JSON escapes but `\`.
      json += jsonString(w.route?.encoded(budget: budget) ?? "")
    }
    json += "],\"h\":{"
    json += series.map { metric, days in
      var text = "\"\(metric.rawValue)\":["
      var previous = 0
      for (k, (day, value)) in days.enumerated() {
        if k > 0 { text += "," }
        text += "\(day - previous)," + (metric == .steps ? String(Int(value.rounded())) : f(value))
        previous = day
      }
      return text + "]"
    }.joined(separator: ",")
    json += "}}"
    return json.replacing("<", with: "\\u003c")
  }

  /// A JSON array of `values`, escaped as Foundation's `JSONSerialization` escapes (`/` as `\/`, control
  /// characters as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00xx`, everything else as it is).
  static func jsonStrings(_ values: [String]) -> String {
    var out: [UInt8] = [UInt8(ascii: "[")]
    for (i, value) in values.enumerated() {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      JSONText.appendQuoted(value, to: &out, escaping: .jsonSerialization)
    }
    out.append(UInt8(ascii: "]"))
    return String(decoding: out, as: UTF8.self)
  }

  /// `text` as a JSON string (what JSON requires escaped).
  static func jsonString(_ text: String) -> String {
    var out: [UInt8] = []
    JSONText.appendQuoted(text, to: &out)
    return String(decoding: out, as: UTF8.self)
  }
}
