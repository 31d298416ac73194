import FormatFitbit
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// The generated fixtures (`Tests/Scripts/google_fixtures.py`), made once per test run.
enum GoogleFixtures {
  static let root: URL = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-google-\(UUID().uuidString)")
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/google_fixtures.py").path
    let r = try? runProcess("python3", [script, dir.path])
    precondition(r?.status == 0, "google_fixtures.py failed: \(r?.stderrString ?? "not run")")
    return dir
  }()

  static func url(_ name: String) -> URL { root.appendingPathComponent(name) }
}

/// What a read gave, in the oracle's keys (`Tests/Scripts/fitbit_oracle.py`).
func fitbitSummary(_ items: [HealthItem]) -> [String: Double] {
  var out: [String: Double] = [:]
  let stages = ["inBed", "unspecified", "awake", "core", "deep", "rem"]
  var hr: [Double] = []
  for item in items {
    switch item {
    case .quantity(let q):
      let short = String(q.type.dropFirst("HKQuantityTypeIdentifier".count))
      out["quantity:" + short, default: 0] += 1
      if short == "StepCount" {
        let day = String(ISO8601Timestamp.format(Timestamp(q.header.start.date)).prefix(10))
        out["stepsDay:" + day, default: 0] += q.quantity.value
      }
      if short == "HeartRate" {
        hr.append(q.quantity.value)
      } else {
        out["sum:" + short, default: 0] += q.quantity.value
      }
    case .category(let c):
      let stage = stages[c.value ?? 0]
      out["category:" + stage, default: 0] += 1
      out["seconds:" + stage, default: 0] += c.header.duration
    case .workout(let w):
      out["workout", default: 0] += 1
      for q in w.quantitySamples(of: "HKQuantityTypeIdentifierHeartRate") {
        out["workoutHR", default: 0] += Double(q.series.count)
        hr += q.series.map(\.value)
      }
      out["routePoints", default: 0] += Double(w.routes.reduce(0) { $0 + $1.locations.count })
    default: break
    }
  }
  if let low = hr.min(), let high = hr.max() {
    out["hrMin"] = low
    out["hrMax"] = high
  }
  out = out.filter { $0.value != 0 || $0.key == "workout" }
  out["workout"] = out["workout"] ?? 0
  return out
}

/// Reads an export (zip or folder) with the Fitbit reader, as the converter would.
func readFitbit(_ url: URL, options: FormatOptions = FormatOptions()) throws -> (
  [HealthItem], ConversionContext
) {
  let context = FormatRegistry.context(inputName: url.path, options: options)
  let sink = DatasetSink()
  try #require(FitbitFormat().makeReader(options: options)).read(
    InputSource(file: url), into: sink, context: context)
  return (sink.dataset.items, context)
}

/// Compares two summaries: equal keys, values within 1e-6 relative (sums of decimal text).
func expectSameSummary(_ got: [String: Double], _ want: [String: Double], _ what: String) {
  #expect(
    Set(got.keys) == Set(want.keys), "\(what): keys \(got.keys.sorted()) vs oracle \(want.keys.sorted())")
  for (key, value) in want {
    let mine = got[key] ?? .nan
    #expect(abs(mine - value) <= 1e-6 * max(1, abs(value)), "\(what) \(key): \(mine) vs oracle \(value)")
  }
}

@Suite("Fitbit Takeout reader")
struct FitbitReaderTests {
  /// The oracle over every fixture, run once.
  static let oracle: [String: [String: Double]] = {
    var roots = [GoogleFixtures.url("fitbit-tree").path, GoogleFixtures.url("fitbit-legacy").path]
    if SharedCorpus.isAvailable {
      roots += ["corpus/ecosystems/fitbit/user-site-export", "corpus/ecosystems/fitbit/fitout"].map {
        SharedCorpus.url($0).path
      }
    }
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/fitbit_oracle.py").path
    guard let r = try? runProcess("python3", [script] + roots), r.status == 0,
      let json = try? JSONSerialization.jsonObject(with: r.stdout) as? [String: [String: Double]]
    else { return [:] }
    return json
  }()

  @Test(
    "generated CSV tree and legacy JSON: counts, sums, sleep seconds equal the Python oracle's (folder and zip)"
  )
  func generatedFixtures() throws {
    for (folder, zip) in [("fitbit-tree", "fitbit-tree.zip"), ("fitbit-legacy", "fitbit-legacy.zip")] {
      let want = try #require(
        Self.oracle[GoogleFixtures.url(folder).path], "oracle gave nothing for \(folder)")
      for input in [folder, zip] {
        let (items, context) = try readFitbit(GoogleFixtures.url(input))
        expectSameSummary(fitbitSummary(items), want, input)
        #expect(context.report.recoveredErrors.isEmpty, "\(input): \(context.report.recoveredErrors)")
      }
    }
  }

  @Test(
    "real exports (user-site-export, FitOut): counts and sums equal the Python oracle's",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func corpus() throws {
    for path in ["corpus/ecosystems/fitbit/user-site-export", "corpus/ecosystems/fitbit/fitout"] {
      let url = SharedCorpus.url(path)
      let want = try #require(Self.oracle[url.path], "oracle gave nothing for \(path)")
      let (items, context) = try readFitbit(url)
      expectSameSummary(fitbitSummary(items), want, path)
      #expect(context.report.recoveredErrors.isEmpty)
    }
  }

  @Test(
    "clocks: legacy UTC readings keep their instant, sleep is local at the offset the heart-rate day shows")
  func clocks() throws {
    let (items, context) = try readFitbit(GoogleFixtures.url("fitbit-legacy"))
    let sleep = items.compactMap { item -> CategorySample? in
      if case .category(let c) = item, c.value == 0 { return c }
      return nil
    }
    // 2020-07-07T22:31:30 local at +10:00 (the heart-rate file for 2020-07-08 starts 07/07 14:00:00 UTC).
    let first = try #require(sleep.first)
    #expect(first.header.start == ISO8601Timestamp.parse("2020-07-07T22:31:30+10:00"))
    let walk = try #require(
      items.compactMap { item -> Workout? in
        if case .workout(let w) = item { return w }
        return nil
      }.first)
    #expect(walk.header.start.date == ISO8601Timestamp.parse("2020-07-07T15:00:00Z")?.date)
    #expect(walk.activityType == .walking)
    #expect(walk.header.metadata["HKWasUserEntered"] == nil)
    let run = try #require(
      items.compactMap { item -> Workout? in
        if case .workout(let w) = item, w.activityType == .running { return w }
        return nil
      }.first)
    #expect(run.header.metadata["HKWasUserEntered"] == .bool(true))
    // 3.0 mi at the unit table's mile (Apple's 1609.34 m, Formats/units/units.tsv).
    #expect(
      abs((run.statistics(for: "HKQuantityTypeIdentifierDistanceWalkingRunning")?.sum ?? 0) - 4828.02) < 1e-6
    )
    #expect(walk.statistics(for: "HKQuantityTypeIdentifierDistanceWalkingRunning")?.sum == 2100)
    // Centimetres: the first non-zero distance minute is 75 cm.
    let distance = items.compactMap { item -> Double? in
      if case .quantity(let q) = item, q.type.hasSuffix("DistanceWalkingRunning"), q.quantity.value > 0 {
        return q.quantity.value
      }
      return nil
    }
    #expect(distance.first == 0.75)
    #expect(
      context.report.warnings.contains { $0.code == "fitbit.notMapped.exercise.tcxLink" && $0.count == 1 })
  }

  @Test("a Takeout of both products: the Fitbit tree as alone, the Google Fit tree through its own reader")
  func bothProducts() throws {
    let (items, context) = try readFitbit(GoogleFixtures.url("takeout-both"))
    let (fitbitAlone, _) = try readFitbit(GoogleFixtures.url("fitbit-tree"))
    let workouts = items.filter { $0.kind == .workout }.count
    #expect(workouts == fitbitAlone.filter { $0.kind == .workout }.count + 2)
    #expect(context.report.warnings.contains { $0.code == "googlefit.twinSkipped.session" })
    #expect(!context.report.warnings.contains { $0.message.contains("Fit/") && $0.code.hasPrefix("fitbit.") })
  }

  @Test("UUIDs are deterministic: two reads give the same identities")
  func deterministicUUIDs() throws {
    let a = try readFitbit(GoogleFixtures.url("fitbit-tree.zip")).0.compactMap { $0.header?.uuid }
    let b = try readFitbit(GoogleFixtures.url("fitbit-tree")).0.compactMap { $0.header?.uuid }
    #expect(a == b)
    #expect(Set(a).count == a.count)
  }

  @Test("unread members are reported by type with counts; twins are reported as skipped")
  func reportsUnread() throws {
    let (_, context) = try readFitbit(GoogleFixtures.url("fitbit-tree"))
    let messages = context.report.warnings.map { "\($0.code.name) \($0.message)" }
    #expect(messages.contains { $0.hasPrefix("fitbit.twinSkipped.heart_rate 1 legacy JSON heart_rate") })
    #expect(messages.contains { $0.hasPrefix("fitbit.twinSkipped.weight 1 legacy JSON weight") })
    #expect(messages.contains { $0.contains("daily_heart_rate_variability") })
    #expect(messages.contains { $0.contains("estimated_oxygen_variation") })
    #expect(messages.contains { $0.contains("5 GPS fixes outside every exercise") })
  }

  @Test("hasGps: the fixes of the CSV tree make the route; only an exercise without any is reported")
  func recordedGPSHeldOrNot() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fitbit-gps-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let legacy = root.appendingPathComponent("Fitbit/Global Export Data")
    let tree = root.appendingPathComponent("Fitbit/Physical Activity_GoogleData")
    try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
    let logs = """
      [{"logId": 1, "activityName": "Run", "startTime": "01/01/20 11:00:00", "duration": 600000, "hasGps": true},
       {"logId": 2, "activityName": "Run", "startTime": "01/02/20 11:00:00", "duration": 600000, "hasGps": true}]
      """
    try Data(logs.utf8).write(to: legacy.appendingPathComponent("exercise-0.json"))
    var csv = "timestamp,latitude,longitude,altitude,data source\n"
    for i in 0..<3 { csv += "2020-01-01T11:0\(i):00Z,-27.47,153.0\(i),35.0,Charge 6\n" }
    try Data(csv.utf8).write(to: tree.appendingPathComponent("gps_location_2020-01-01.csv"))
    let (items, context) = try readFitbit(root)
    let routes = items.compactMap { item -> Int? in
      if case .workout(let w) = item { return w.routes.reduce(0) { $0 + $1.locations.count } }
      return nil
    }
    #expect(routes.sorted() == [0, 3])
    let unheld = context.report.warnings.filter { $0.code.name == "fitbit.notMapped.exercise.tcxLink" }
    #expect(unheld.map(\.count) == [1])
  }
}
