import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatFIT

/// Wellness and body-measurement FIT files → HealthKit samples (`FITWellnessBuilder`), checked value by
/// value against fitdecode's reading of the same messages (`fit_wellness_oracle.py`).
@Suite struct FITWellnessTests {
  typealias Row = (type: String, start: Double, end: Double, value: Double)

  static func ours(_ url: URL) throws -> (rows: [Row], items: [HealthItem]) {
    let sink = DatasetSink()
    try FITReader().read(InputSource(file: url), into: sink, context: ConversionContext(inputName: url.path))
    var rows: [Row] = []
    func add(_ q: QuantitySample) {
      rows.append(
        (
          q.type, q.header.start.date.timeIntervalSince1970, q.header.end.date.timeIntervalSince1970,
          q.quantity.value
        ))
    }
    for item in sink.dataset.items {
      switch item {
      case .quantity(let q): add(q)
      case .correlation(let c):
        for case .quantity(let q) in c.members { add(q) }
      default: break
      }
    }
    return (rows, sink.dataset.items)
  }

  static func oracle(_ url: URL) throws -> [Row] {
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/FormatFITTests/fit_wellness_oracle.py")
      .path
    let r = try runProcess("python3", ["-W", "ignore", script, url.path])
    try #require(r.status == 0, "fit_wellness_oracle.py: \(r.stderrString)")
    let rows = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[Any]])
    return rows.map {
      (
        $0[0] as! String, ($0[1] as! NSNumber).doubleValue, ($0[2] as! NSNumber).doubleValue,
        ($0[3] as! NSNumber).doubleValue
      )
    }
  }

  static func sorted(_ rows: [Row]) -> [Row] {
    rows.sorted { ($0.type, $0.start, $0.end, $0.value) < ($1.type, $1.start, $1.end, $1.value) }
  }

  @Test(
    "MonitoringFile.fit and WeightScaleMultiUser.fit give fitdecode's samples, count for count and value for value",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment),
    arguments: ["fitparse-sdk-example-MonitoringFile.fit", "fitparse-sdk-example-WeightScaleMultiUser.fit"])
  func matchesFitdecode(_ name: String) throws {
    let url = SharedCorpus.url("corpus/fit/\(name)")
    let ours = Self.sorted(try Self.ours(url).rows)
    let theirs = Self.sorted(try Self.oracle(url))
    #expect(!ours.isEmpty)
    #expect(ours.count == theirs.count)
    for (a, b) in zip(ours, theirs) {
      // Times are whole FIT seconds on both sides; values are the profile's scaled numbers (relative
      // 1e-9 covers the decimal → binary rounding of scales such as 1/100).
      #expect(a.type == b.type && a.start == b.start && a.end == b.end, "\(a) vs \(b)")
      #expect(abs(a.value - b.value) <= 1e-9 * max(1, abs(b.value)), "\(a) vs \(b)")
    }
  }

  @Test(
    "wellness samples have the file's source and device and content UUIDs: reading twice gives the same samples",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func provenanceAndIdentity() throws {
    let url = SharedCorpus.url("corpus/fit/fitparse-sdk-example-MonitoringFile.fit")
    let first = try Self.ours(url).items
    let second = try Self.ours(url).items
    #expect(first == second)
    let samples = first.compactMap { item -> QuantitySample? in
      if case .quantity(let q) = item { return q }
      return nil
    }
    #expect(Set(samples.map(\.header.uuid)).count == samples.count)
    for q in samples {
      #expect(q.header.source?.name == "garmin vivo_fit")
      #expect(q.header.device?.serialNumber == "3882708276")
      #expect(q.header.uuid == Identity.uuid(for: q))
    }
    // The steps add up to the day's totals in the file's own daily summaries (walking 3142 + running 31).
    #expect(
      samples.filter { $0.type == "HKQuantityTypeIdentifierStepCount" }.map(\.quantity.value).reduce(0, +)
        == 3173)
  }
}
