import Foundation
import HealthStatistics
import TestSupport
import Testing
import WorkoutModel

/// Named zones read from the system's TZif files, checked against Python's `zoneinfo` (the same files
/// read by another implementation) offset by offset and midnight by midnight.
@Suite struct ZoneRulesTests {
  static let available =
    FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Berlin") || SharedCorpus.isRequired
  static let skip = Comment(rawValue: "skipped: no /usr/share/zoneinfo (install tzdata)")
  static let zones = [
    "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata", "America/Sao_Paulo",
  ]

  @Test(.enabled(if: available, skip)) func offsetsAndMidnightsMatchPythonsZoneinfo() throws {
    // Every 3 days and 7 hours from 1990 to 2036: offsets at those instants, and the local midnight that
    // starts each instant's local day.
    let instants = stride(from: 631_152_000.0, to: 2_082_758_400.0, by: 3 * 86_400 + 7 * 3600).map { $0 }
    let script = """
      import json, sys
      from datetime import datetime, timedelta, timezone
      from zoneinfo import ZoneInfo
      out = {}
      for name in sys.argv[1:]:
          z = ZoneInfo(name)
          rows = []
          for t in INSTANTS:
              local = datetime.fromtimestamp(t, timezone.utc).astimezone(z)
              day = local.date()
              midnight = datetime(day.year, day.month, day.day, tzinfo=z)
              rows.append([int(local.utcoffset().total_seconds()), midnight.timestamp()])
          out[name] = rows
      print(json.dumps(out))
      """.replacingOccurrences(of: "INSTANTS", with: "\(instants)")
    let r = try runProcess("python3", ["-c", script] + Self.zones)
    try #require(r.status == 0, "\(r.stderrString)")
    let answers = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [String: [[Double]]])
    for name in Self.zones {
      let rules = try #require(ZoneRules.load(name), "\(name)")
      let expected = try #require(answers[name])
      var wrong: [String] = []
      for (t, pair) in zip(instants, expected) {
        let offset = rules.offset(at: t)
        let options = StatisticsOptions(priority: nil, timeZone: .zone(rules))
        let sample = QuantitySample(
          header: SampleHeader(
            uuid: UUID(), start: Timestamp(unixSeconds: t), end: Timestamp(unixSeconds: t)),
          type: "HKQuantityTypeIdentifierStepCount", quantity: Quantity(1, try QuantityUnit(parsing: "count"))
        )
        let row = try StatisticsCollection.rows(samples: [sample], type: sample.type, options: options)[0]
        if offset != Int(pair[0]) || row.start.unixSeconds != pair[1] {
          wrong.append("\(Timestamp(unixSeconds: t)): \(offset) \(row.start) vs \(pair)")
        }
      }
      #expect(wrong.isEmpty, "\(name): \(wrong.count) of \(instants.count) differ: \(wrong.prefix(3))")
    }
  }

  @Test(.enabled(if: available, skip)) func namesAndTheDaylightSavingDay() throws {
    #expect(ZoneRules.load("../../etc/passwd") == nil)
    #expect(ZoneRules.load("Mars/Olympus") == nil)
    #expect(ZoneRules.load("") == nil)
    let berlin = try #require(ZoneRules.load("Europe/Berlin"))
    // A sample without an offset, 2024-03-31T22:30Z: 00:30 on 1 April in Berlin.
    let sample = QuantitySample(
      header: SampleHeader(
        uuid: UUID(), start: Timestamp(unixSeconds: 1_711_924_200), end: Timestamp(unixSeconds: 1_711_924_260)
      ),
      type: "HKQuantityTypeIdentifierStepCount", quantity: Quantity(10, try QuantityUnit(parsing: "count")))
    let rows = try StatisticsCollection.rows(
      samples: [sample], type: sample.type, options: StatisticsOptions(timeZone: .zone(berlin)))
    #expect(rows.map { ISO8601Timestamp.format($0.start) } == ["2024-04-01T00:00:00+02:00"])
    // The change day: 23 hours, from +01:00 to +02:00.
    let early = QuantitySample(
      header: SampleHeader(
        uuid: UUID(), start: Timestamp(unixSeconds: 1_711_850_400), end: Timestamp(unixSeconds: 1_711_850_460)
      ),
      type: "HKQuantityTypeIdentifierStepCount", quantity: Quantity(10, try QuantityUnit(parsing: "count")))
    let day = try StatisticsCollection.rows(
      samples: [early], type: early.type, options: StatisticsOptions(timeZone: .zone(berlin)))
    #expect(day.map { ISO8601Timestamp.format($0.start) } == ["2024-03-31T00:00:00+01:00"])
    #expect(day.map { ISO8601Timestamp.format($0.end) } == ["2024-04-01T00:00:00+02:00"])
  }
}
