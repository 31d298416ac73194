import Foundation
import Testing
import WorkoutModel

/// What the analytics table must hold for a list of items, counted from the model directly (not through
/// `AnalyticsRows`): rows per `record` value and a few column sums. Shared by the Parquet oracle tests.
public struct AnalyticsFacts: Equatable, CustomStringConvertible {
  public var rows: [String: Int] = [:]
  /// `[record: [column: sum]]`, for `value`, `latitude`, `duration_s` and `series_entries`.
  public var sums: [String: [String: Double]] = [:]
  /// Rows per `--partition-by kind,date` partition, keyed `"KIND YYYY-MM-DD"` (the UTC day of the row's
  /// start; `__HIVE_DEFAULT_PARTITION__` when it has none).
  public var partitions: [String: Int] = [:]

  /// The UTC day of an instant, `YYYY-MM-DD` (proleptic Gregorian, by Foundation's calendar).
  public static func utcDay(_ date: Date?) -> String {
    guard let date else { return "__HIVE_DEFAULT_PARTITION__" }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let c = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
  }

  public var description: String { "rows \(rows.sorted { $0.key < $1.key }) sums \(sums)" }

  public init(_ items: [HealthItem]) {
    var partitions: [String: Int] = [:]
    func row(_ record: String, _ start: Date?) {
      partitions[record + " " + Self.utcDay(start), default: 0] += 1
    }
    func add(_ record: String, _ column: String? = nil, _ value: Double? = nil) {
      if column == nil { rows[record, default: 0] += 1 }
      if let column, let value { sums[record, default: [:]][column, default: 0] += value }
    }
    func quantity(_ q: QuantitySample) {
      add("sample")
      row("sample", q.header.start.date)
      add("sample", "value", q.quantity.value)
      add("sample", "series_entries", Double(q.series.count))
      for e in q.series {
        add("series")
        row("series", e.start)
        add("series", "value", e.value)
      }
    }
    func category(_ c: CategorySample) {
      add("category")
      row("category", c.header.start.date)
      add("category", "value", c.value.map(Double.init))
    }
    func routeDistance(_ w: Workout) {
      let steps = Self.routeDistanceSteps(w)
      guard !steps.isEmpty else { return }
      add("sample")
      row("sample", steps[0].start)
      add("sample", "value", steps.reduce(0) { $0 + $1.meters })
      add("sample", "series_entries", Double(steps.count))
      for step in steps {
        add("series")
        row("series", step.start)
        add("series", "value", step.meters)
      }
    }
    func route(_ r: WorkoutRoute) {
      for p in r.locations {
        add("route_point")
        row("route_point", p.time)
        add("route_point", "latitude", p.latitude)
      }
    }
    for item in items {
      switch item {
      case .quantity(let q): quantity(q)
      case .category(let c): category(c)
      case .correlation: break  // not carried: reported as a loss by the projection
      case .workout(let w):
        add("workout")
        row("workout", w.header.start.date)
        add("workout", "duration_s", w.duration ?? w.header.duration)
        func statistics(_ list: [WorkoutStatistics]) {
          for s in list {
            add("statistic")
            row("statistic", s.start.date)
            add("statistic", "value", s.sum ?? s.average)
          }
        }
        func events(_ list: [WorkoutEvent]) {
          for e in list {
            add("event")
            row("event", e.start.date)
            add("event", "duration_s", e.duration)
            if e.type == .lap { statistics(e.statistics) }
          }
        }
        events(w.events)
        statistics(w.statistics)
        for a in w.activities {
          add("activity")
          row("activity", a.start.date)
          add("activity", "duration_s", a.duration ?? a.end.timeIntervalSince(a.start))
          statistics(a.statistics)
          events(a.events)
        }
        routeDistance(w)
        for s in w.samples {
          switch s {
          case .quantity(let q): quantity(q)
          case .category(let c): category(c)
          case .heartbeatSeries: break
          }
        }
        for r in w.routes { route(r) }
      case .route(let r): route(r)
      case .activitySummary(let s):
        add("summary")
        let day = s.dateComponents.count == 10 ? ISO8601Timestamp.parse(s.dateComponents + "T00:00:00Z") : nil
        row("summary", day?.date)
        add("summary", "value", s.activeEnergyBurned?.value)
      default: break
      }
    }
    self.partitions = partitions
  }

  /// A route-only workout's distance as the table derives it, computed here on its own: the steps between
  /// consecutive route points (haversine on a sphere of radius 6,371,008.8 m), none across a pause; empty
  /// when the workout has a distance sample or no route.
  public static func routeDistanceSteps(_ w: Workout) -> [(start: Date, meters: Double)] {
    let hasDistance = w.samples.contains { s in
      if case .quantity(let q) = s { return WorkoutSeriesType.distances.contains(q.type) }
      return false
    }
    guard !hasDistance else { return [] }
    let pauses = (w.events + w.activities.flatMap(\.events)).filter { $0.type == .pause }.map(\.start.date)
    var steps: [(start: Date, meters: Double)] = []
    for r in w.routes {
      for (a, b) in zip(r.locations, r.locations.dropFirst())
      where a.time <= b.time && !pauses.contains(where: { a.time <= $0 && $0 < b.time }) {
        let rad = Double.pi / 180
        let h =
          pow(sin((b.latitude - a.latitude) * rad / 2), 2) + cos(a.latitude * rad) * cos(b.latitude * rad)
          * pow(sin((b.longitude - a.longitude) * rad / 2), 2)
        steps.append((a.time, 2 * 6_371_008.8 * asin(min(1, h.squareRoot()))))
      }
    }
    return steps
  }

  /// Compares with what a reader reported (`rows`, `sums` as parsed from the oracle's JSON); relative
  /// tolerance 1e-9 on sums (summation order differs between engines), exact counts.
  public func mismatches(rows other: [String: Int], sums otherSums: [String: [String: Double]]) -> [String] {
    var out: [String] = []
    if other != rows { out.append("rows \(other) != \(rows)") }
    for (record, columns) in sums {
      for (column, want) in columns {
        let got = otherSums[record]?[column] ?? 0
        if abs(got - want) > 1e-9 * max(1, abs(want)) { out.append("\(record).\(column): \(got) != \(want)") }
      }
    }
    return out
  }
}

/// Runs `Tests/Scripts/parquet_oracle.py` on a file and checks pyarrow, DuckDB and polars against `facts`.
public func checkParquetOracles(
  _ file: URL, _ facts: AnalyticsFacts, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  try checkAnalyticsOracles(
    file, facts, script: "parquet_oracle.py", readers: ["pyarrow", "duckdb", "polars"],
    sourceLocation: sourceLocation)
}

/// Runs an oracle script of `Tests/Scripts` (`FILE SCHEMA.json` → JSON with `schema_ok` and, per reader,
/// `rows` and `sums`) and checks each reader against `facts`.
public func checkAnalyticsOracles(
  _ file: URL, _ facts: AnalyticsFacts, script name: String, readers: [String],
  environment: [String: String]? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
  let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/\(name)").path
  let schema = TestPaths.formats.appendingPathComponent("analytics/table-schema.json").path
  let r = try runProcess("python3", [script, file.path, schema], environment: environment)
  try #require(r.status == 0, "\(name): \(r.stderrString)", sourceLocation: sourceLocation)
  let json = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])
  #expect(
    json["schema_ok"] as? Bool == true, "\(json["schema_errors"] ?? "")", sourceLocation: sourceLocation)
  for reader in readers {
    let seen = try #require(json[reader] as? [String: Any], sourceLocation: sourceLocation)
    let rows = (seen["rows"] as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.intValue }
    let sums = (seen["sums"] as? [String: Any] ?? [:]).compactMapValues { v in
      (v as? [String: Any])?.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }
    let problems = facts.mismatches(rows: rows, sums: sums)
    #expect(
      problems.isEmpty, "\(reader) on \(file.lastPathComponent): \(problems)", sourceLocation: sourceLocation)
  }
}
