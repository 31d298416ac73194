import ByteStreams
import FormatKit
import FormatOpenMHealth
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// The writer on the model fixture of one of everything: which items become which data points, their
/// values and units, and that everything else is reported (the schema validation itself is the CLI
/// tests' `omh_oracle.py`).
@Suite struct OpenMHealthWriterTests {
  /// The data points written for `items`, as JSON objects, and the context's report.
  static func write(_ items: [HealthItem]) throws -> ([[String: Any]], ConversionReport) {
    let sink = DataSink()
    let context = ConversionContext()
    let writer = try #require(
      try OpenMHealthFormat().makeWriter(to: sink, options: FormatOptions(), context: context))
    for item in items { try writer.receive(item) }
    try writer.finish()
    let lines = String(decoding: sink.data, as: UTF8.self).split(separator: "\n")
    let points = try lines.map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    return (points, context.report)
  }

  static func schema(_ point: [String: Any]) -> String? {
    ((point["header"] as? [String: Any])?["schema_id"] as? [String: Any])?["name"] as? String
  }

  static func namespace(_ point: [String: Any]) -> String? {
    ((point["header"] as? [String: Any])?["schema_id"] as? [String: Any])?["namespace"] as? String
  }

  @Test func kitchenSinkDataPointsAndLosses() throws {
    let (points, report) = try Self.write(try ModelFixtures.kitchenSink())
    var counts: [String: Int] = [:]
    for point in points { counts[Self.schema(point) ?? "?", default: 0] += 1 }
    // Heart rate: 3 series entries on their own and 3 in the workout; the in-bed sleep sample is no episode.
    #expect(counts == ["heart-rate": 6, "blood-pressure": 1, "physical-activity": 2])
    let pressure = try #require(
      points.first { Self.schema($0) == "blood-pressure" }?["body"] as? [String: Any])
    #expect((pressure["systolic_blood_pressure"] as? [String: Any])?["value"] as? Double == 120)
    #expect((pressure["diastolic_blood_pressure"] as? [String: Any])?["unit"] as? String == "mmHg")
    let run = try #require(points.first { Self.schema($0) == "physical-activity" }?["body"] as? [String: Any])
    #expect(run["activity_name"] as? String == "running")
    #expect((run["distance"] as? [String: Any])?["value"] as? Double == 16.1244)
    #expect((run["distance"] as? [String: Any])?["unit"] as? String == "km")
    #expect((run["kcal_burned"] as? [String: Any])?["value"] as? Double == 178)
    // IEEE 1752.1's header: a series entry's uuid is the version-5 UUID of "<sample UUID>#<index>".
    let header = try #require(points.first?["header"] as? [String: Any])
    #expect(
      header["uuid"] as? String
        == Identity.uuidV5(name: "00000000-0000-4000-8000-000000000001#0").uuidString)
    #expect(header["modality"] as? String == "sensed" && header["source_creation_date_time"] is String)
    let namespaces = Dictionary(
      points.map { (Self.schema($0) ?? "?", Self.namespace($0) ?? "?") }, uniquingKeysWith: { a, _ in a })
    #expect(namespaces == ["heart-rate": "omh", "blood-pressure": "omh", "physical-activity": "ieee"])
    let lost = Set(report.losses.map { "\($0.kind.name) \($0.object)" })
    for expected in [
      "quantity BloodGlucose", "quantity VO2Max", "quantity FromTheFuture", "quantity ActiveEnergyBurned",
      "category MindfulSession", "category SleepAnalysis in bed/awake", "heartbeatSeries input",
      "activitySummary input", "characteristics input", "exportInfo input", "route input", "opaque input",
      "correlation members blood pressure", "heartbeats workout", "workout statistics workout",
      "workout details workout", "metadata entries workout", "source workout",
    ] {
      #expect(lost.contains(expected), "no loss \(expected): \(lost.sorted())")
    }
  }

  @Test func unitsConvertExactly() throws {
    let start = Timestamp(Date(timeIntervalSince1970: 1_700_000_000), utcOffset: 3600)
    func sample(_ type: String, _ value: Double, _ unit: String, end: TimeInterval = 0) throws -> HealthItem {
      .quantity(
        QuantitySample(
          header: SampleHeader(
            uuid: UUID(), start: start, end: start.adding(end), source: Source(name: "Scale")),
          type: type, quantity: Quantity(value, try QuantityUnit(parsing: unit))))
    }
    let (points, _) = try Self.write([
      try sample("HKQuantityTypeIdentifierBodyMass", 11, "st"),
      try sample("HKQuantityTypeIdentifierBodyMass", 150, "lb"),
      try sample("HKQuantityTypeIdentifierHeartRate", 1.5, "count/s"),
      try sample("HKQuantityTypeIdentifierStepCount", 12, "count"),
    ])
    let values = points.map { point -> (Double, String) in
      let body = point["body"] as? [String: Any] ?? [:]
      let value = body.values.compactMap { $0 as? [String: Any] }.first { $0["unit"] != nil } ?? [:]
      return (value["value"] as? Double ?? .nan, value["unit"] as? String ?? "")
    }
    // HealthKit's stone is 6350 g.
    #expect(values[0].1 == "kg" && abs(values[0].0 - 11 * 6.35) < 1e-9)
    #expect(values[1].1 == "lb" && values[1].0 == 150)
    #expect(values[2].1 == "beats/min" && values[2].0 == 90)
    #expect(values[3].1 == "steps" && values[3].0 == 12)
    // Step count is always an interval; body weight at an instant a date_time, in the sample's offset.
    let steps = (points[3]["body"] as? [String: Any])?["effective_time_frame"] as? [String: Any]
    #expect(steps?["time_interval"] != nil)
    let weight = (points[0]["body"] as? [String: Any])?["effective_time_frame"] as? [String: Any]
    #expect(weight?["date_time"] as? String == "2023-11-14T23:13:20+01:00")
  }
}
