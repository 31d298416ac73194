import FormatGoogleFit
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// The generated fixtures (`Tests/Scripts/google_fixtures.py`), made once per test run.
enum GoogleFitFixtures {
  static let root: URL = {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-googlefit-\(UUID().uuidString)")
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/google_fixtures.py").path
    let r = try? runProcess("python3", [script, dir.path])
    precondition(r?.status == 0, "google_fixtures.py failed: \(r?.stderrString ?? "not run")")
    return dir
  }()

  static func url(_ name: String) -> URL { root.appendingPathComponent(name) }
  static let corpusCSV =
    "corpus/ecosystems/google-fit/Takeout/Fit/Daily activity metrics/Daily activity metrics.csv"
}

@Suite("Google Fit Takeout reader")
struct GoogleFitReaderTests {
  static let oracle: [String: [String: Double]] = {
    var paths = [GoogleFitFixtures.url("googlefit").path]
    if SharedCorpus.isAvailable {
      paths += [
        SharedCorpus.url(GoogleFitFixtures.corpusCSV).path,
        SharedCorpus.url("corpus/ecosystems/google-fit").path,
      ]
    }
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/googlefit_oracle.py").path
    guard let r = try? runProcess("python3", [script] + paths), r.status == 0,
      let json = try? JSONSerialization.jsonObject(with: r.stdout) as? [String: [String: Double]]
    else { return [:] }
    return json
  }()

  static func read(_ url: URL) throws -> ([HealthItem], ConversionContext) {
    let context = FormatRegistry.context(inputName: url.path, options: FormatOptions())
    let sink = DatasetSink()
    try #require(GoogleFitFormat().makeReader(options: FormatOptions())).read(
      InputSource(file: url), into: sink, context: context)
    return (sink.dataset.items, context)
  }

  static func summary(_ items: [HealthItem]) -> [String: Double] {
    var out: [String: Double] = ["workout": 0]
    for item in items {
      switch item {
      case .quantity(let q):
        let short = String(q.type.dropFirst("HKQuantityTypeIdentifier".count))
        out["quantity:" + short, default: 0] += 1
        out["sum:" + short, default: 0] += q.quantity.value
      case .workout(let w):
        out["workout", default: 0] += 1
        let points = w.routes.reduce(0) { $0 + $1.locations.count }
        if points > 0 { out["routePoints", default: 0] += Double(points) }
        if w.header.metadata["GoogleFitActivity"] != nil,
          let steps = w.statistics(for: "HKQuantityTypeIdentifierStepCount")?.sum
        {
          out["workoutSteps", default: 0] += steps
        }
      default: break
      }
    }
    return out
  }

  static func expectSame(_ got: [String: Double], _ want: [String: Double], _ what: String) {
    #expect(Set(got.keys) == Set(want.keys), "\(what): \(got.keys.sorted()) vs oracle \(want.keys.sorted())")
    for (key, value) in want {
      let mine = got[key] ?? .nan
      #expect(abs(mine - value) <= 1e-6 * max(1, abs(value)), "\(what) \(key): \(mine) vs oracle \(value)")
    }
  }

  @Test(
    "generated Takeout (folder and zip): workouts, TCX route points, daily samples equal the Python oracle's")
  func generated() throws {
    let want = try #require(Self.oracle[GoogleFitFixtures.url("googlefit").path])
    for input in ["googlefit", "googlefit.zip"] {
      let (items, context) = try Self.read(GoogleFitFixtures.url(input))
      Self.expectSame(Self.summary(items), want, input)
      let codes = context.report.warnings.map(\.code.name)
      #expect(codes.contains("googlefit.twinSkipped.session"))
      #expect(codes.contains("googlefit.notMapped.Calories (kcal)"))
      #expect(codes.contains("googlefit.notMapped.All Data"))
    }
  }

  @Test("per-day file rows are 15 minutes at the file's offset; the summary's other days take that offset")
  func clocks() throws {
    let (items, _) = try Self.read(GoogleFitFixtures.url("googlefit"))
    let steps = items.compactMap { item -> QuantitySample? in
      if case .quantity(let q) = item, q.type.hasSuffix("StepCount") { return q }
      return nil
    }
    let detail = try #require(steps.first { $0.header.duration == 900 })
    #expect(detail.header.start == ISO8601Timestamp.parse("2025-01-29T07:30:00+05:30"))
    let day = try #require(steps.first { $0.header.duration == 86_400 })
    #expect(day.header.start == ISO8601Timestamp.parse("2025-01-28T00:00:00+05:30"))
    let run = try #require(
      items.compactMap { item -> Workout? in
        if case .workout(let w) = item, w.activityType == .running { return w }
        return nil
      }.first)
    #expect(run.header.start == ISO8601Timestamp.parse("2025-01-30T07:00:00+05:30"))
    #expect(run.duration == 1800.5)
  }

  @Test(
    "real Daily activity metrics.csv, alone and in its Takeout folder: samples equal the Python oracle's",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func corpus() throws {
    for path in [GoogleFitFixtures.corpusCSV, "corpus/ecosystems/google-fit"] {
      let url = SharedCorpus.url(path)
      let want = try #require(Self.oracle[url.path], "oracle gave nothing for \(path)")
      let (items, context) = try Self.read(url)
      Self.expectSame(Self.summary(items), want, path)
      #expect(context.report.recoveredErrors.isEmpty)
    }
  }
}
