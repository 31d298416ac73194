import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// Our CSV and NDJSON load as is in DuckDB (issue 7): `Tests/Scripts/duckdb_load.py` reads the binary's
/// `--to csv` and `--to ndjson` output with `read_csv_auto` / `read_json_auto` and reports row counts,
/// heart-rate entries and distance sums, which must equal what our own reader reports for the input.
@Suite struct DuckDBTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/duckdb_load.py")

  /// `true` when `python3 -c "import duckdb"` works (CI installs it from .ci/requirements.txt).
  static let duckdbAvailable: Bool =
    (try? runProcess("python3", ["-c", "import duckdb"]).status == 0) ?? false
  static var shouldRun: Bool { SharedCorpus.shouldRun && (duckdbAvailable || SharedCorpus.isRequired) }
  static let skip = Comment(
    rawValue:
      "skipped: needs ../shared and the Python package duckdb; Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  /// What our reader says: items by kind, heart-rate entries, distance sums by unit, CSV rows expected.
  struct Facts {
    var kinds: [String: Int] = [:]
    var heartRate = 0
    var distance: [String: Double] = [:]
    var workouts = 0
    var routePoints = 0
    var series = 0
    /// What the CSV adds: a route-only workout's distance derived from its route (`AnalyticsFacts`).
    var derivedSteps = 0
    var derivedMeters = 0.0
  }

  static func facts(_ items: [HealthItem]) -> Facts {
    var f = Facts()
    func sample(_ q: QuantitySample) {
      f.series += q.series.count
      if q.type == WorkoutSeriesType.heartRate { f.heartRate += q.entries.count }
      if q.type.contains("Distance") {
        f.distance[q.quantity.unit.unitString, default: 0] += q.entries.reduce(0) { $0 + $1.value }
      }
    }
    for item in items {
      f.kinds[item.kind.rawValue, default: 0] += 1
      switch item {
      case .quantity(let q): sample(q)
      case .workout(let w):
        f.workouts += 1
        f.routePoints += w.routes.reduce(0) { $0 + $1.locations.count }
        let steps = AnalyticsFacts.routeDistanceSteps(w)
        f.derivedSteps += steps.count
        f.derivedMeters += steps.reduce(0) { $0 + $1.meters }
        for case .quantity(let q) in w.samples { sample(q) }
      case .route(let r): f.routePoints += r.locations.count
      default: break
      }
    }
    return f
  }

  @Test(
    .enabled(if: shouldRun, skip),
    arguments: [
      "corpus/fit/fitparse-fenix5-run.fit", "corpus/fit/gc-fr955-stryd-run.fit",
      "corpus/health/dogsheep-export.zip", "corpus/health/hkimport-export.xml",
    ])
  func duckDBLoadsOurCSVAndNDJSON(_ path: String) throws {
    let input = SharedCorpus.url(path)
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let csv = dir.appendingPathComponent("out.csv")
    let ndjson = dir.appendingPathComponent("out.ndjson")
    for out in [csv, ndjson] {
      let r = try CLI.run(["convert", input.path, out.path, "--quiet"])
      #expect(r.status == 0, "\(r.stderrString)")
    }
    // Our own reader: the items the NDJSON holds (NDJSON is lossless), parsed in process.
    let items = try NDJSONWriter.items(from: String(contentsOf: ndjson, encoding: .utf8))
    let ours = Self.facts(items)
    #expect(ours.heartRate > 0 || ours.kinds["quantity", default: 0] > 0, "the input should have samples")

    let r = try runProcess("python3", [Self.script.path, csv.path, ndjson.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])
    let c = try #require(json["csv"] as? [String: Any])
    let n = try #require(json["ndjson"] as? [String: Any])

    // NDJSON: one line per item.
    #expect((n["kinds"] as? [String: Int]) == ours.kinds)
    #expect(n["heartRate"] as? Int == ours.heartRate)
    // CSV: one row per workout, route point and series entry; entries as our reader counts them.
    let rows = c["rows"] as? [String: Int] ?? [:]
    #expect(rows["workout", default: 0] == ours.workouts)
    #expect(rows["route_point", default: 0] == ours.routePoints)
    #expect(rows["series", default: 0] == ours.series + ours.derivedSteps)
    #expect(c["heartRate"] as? Int == ours.heartRate)
    var csvDistance = ours.distance
    if ours.derivedSteps > 0 { csvDistance["m", default: 0] += ours.derivedMeters }
    for (label, sums, want) in [
      ("csv", c["distance"], csvDistance), ("ndjson", n["distance"], ours.distance),
    ] {
      let loaded = (sums as? [String: Any] ?? [:]).compactMapValues { ($0 as? NSNumber)?.doubleValue }
      #expect(Set(loaded.keys) == Set(want.keys), "\(label) distance units")
      for (unit, total) in want {
        let got = loaded[unit] ?? .nan
        #expect(
          abs(got - total) <= 1e-6 * max(1, abs(total)), "\(label) distance in \(unit): \(got) vs \(total)")
      }
    }
  }
}

/// CSV types are stable (issue 19): every corpus file goes through `--to csv` (one batch), and DuckDB's
/// `read_csv_auto` types each DOUBLE column of `Formats/analytics/table-schema.json` as DOUBLE wherever
/// its sample (the first 20480 rows) has a value (`72.0`, never `72`), and every file loads with the
/// schema's types (`read_csv(…, columns=…)`). Not met: a column empty in the sample sniffs as VARCHAR
/// whatever a writer does — GPX files without values, and FIT files whose route points come after
/// 20480 series rows (the README says to pass the schema's types, or to use Parquet).
@Suite struct CSVTypeStabilityTests {
  @Test(.enabled(if: DuckDBTests.shouldRun, DuckDBTests.skip))
  func everyCorpusFileReadsWithStableTypes() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let folders = ["fit", "gpx", "tcx", "health"].map { SharedCorpus.url("corpus/\($0)/").path }
    let r = try CLI.run(
      ["convert"] + folders + ["--to", "csv", "--out-dir", dir.path, "--jobs", "2", "--quiet"])
    // Batch exit 1 when an input fails (some corpus files are settings or course files without data).
    #expect(r.status == 0 || r.status == 1, "\(r.stderrString)")
    let csvs = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".csv") }
      .sorted()
    #expect(csvs.count >= 100, "\(csvs.count) CSV files")
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/csv_types.py").path
    let schema = TestPaths.formats.appendingPathComponent("analytics/table-schema.json").path
    let out = try runProcess("python3", [script, schema] + csvs.map { dir.appendingPathComponent($0).path })
    try #require(out.status == 0, "\(out.stderrString)")
    let files = try #require(try JSONSerialization.jsonObject(with: out.stdout) as? [String: [String: Any]])
    let doubles = [
      "value", "minimum", "maximum", "duration_s", "latitude", "longitude", "altitude_m", "speed_mps",
    ]
    var doubleFiles = 0
    for (name, facts) in files.sorted(by: { $0.key < $1.key }) {
      let types = facts["types"] as? [String: String] ?? [:]
      let nonempty = facts["nonempty"] as? [String: Int] ?? [:]
      for column in doubles where nonempty[column, default: 0] > 0 {
        #expect(types[column] == "DOUBLE", "\(name): \(column) is \(types[column] ?? "?")")
      }
      if nonempty["value", default: 0] > 0 { doubleFiles += 1 }
      #expect(facts["typed_rows"] is Int, "\(name): \(facts["typed_rows"] ?? "")")
    }
    #expect(doubleFiles >= 80, "\(doubleFiles) files with values")
  }
}
