import Foundation
import TestSupport
import Testing

@testable import WorkoutModel

@Suite struct TimestampTests {
  @Test func parsesAndFormatsWithOffsets() throws {
    let t = try #require(ISO8601Timestamp.parse("2024-05-01T07:30:00.25+02:00"))
    #expect(t.utcOffset == 7200)
    #expect(t.unixSeconds == 1_714_541_400.25)
    #expect(t.description == "2024-05-01T07:30:00.25+02:00")
    let z = try #require(ISO8601Timestamp.parse("2024-05-01T05:30:00Z"))
    #expect(z.utcOffset == nil)
    #expect(z.description == "2024-05-01T05:30:00Z")
    #expect(ISO8601Timestamp.parse("2024-05-01T05:30:00+00:00")?.description == "2024-05-01T05:30:00+00:00")
    #expect(ISO8601Timestamp.parse("2023-03-04 20:55:07-0500")?.description == "2023-03-04T20:55:07-05:00")
    #expect(ISO8601Timestamp.parse("2024-13-01T00:00:00Z") == nil)
    #expect(ISO8601Timestamp.parse("garbage") == nil)
    // Same instant, different offsets: ordered equal, not equal as text.
    let a = try #require(ISO8601Timestamp.parse("2024-05-01T07:30:00+02:00"))
    let b = try #require(ISO8601Timestamp.parse("2024-05-01T05:30:00Z"))
    #expect(a.date == b.date)
    #expect(a != b)
  }

  @Test func fractionalSecondsRoundTripExactly() throws {
    var rng = ModelFixtures.SeededGenerator(seed: 42)
    for _ in 0..<20_000 {
      let seconds = Double.random(in: -2e9...4e9, using: &rng)
      let offset = [nil, 0, 3600, -34200, 45900].randomElement(using: &rng)!
      let t = Timestamp(Date(timeIntervalSinceReferenceDate: seconds), utcOffset: offset)
      let back = try #require(ISO8601Timestamp.parse(t.description))
      #expect(
        back == t, "\(t.description) read back as \(back.date.timeIntervalSinceReferenceDate) not \(seconds)")
    }
  }

  @Test func civilDatesMatchFoundation() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    // Foundation's Gregorian calendar is Julian before 1582, so start after it.
    for days in stride(from: -140_000 as Int64, to: 800_000, by: 997) {
      let (y, m, d, _, _, _) = ISO8601Timestamp.civil(fromUnix: days * 86_400)
      let c = calendar.dateComponents(
        [.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
      #expect(Int(y) == c.year! && Int(m) == c.month! && Int(d) == c.day!)
      #expect(ISO8601Timestamp.daysFromCivil(year: y, month: m, day: d) == days)
    }
  }
}

@Suite struct IdentityTests {
  @Test func uuidV5MatchesRFCExample() {
    // RFC 9562 Appendix A.4: name "www.example.com" in the DNS namespace.
    let dns = UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")!
    #expect(
      Identity.uuidV5(namespace: dns, name: "www.example.com").uuidString
        == "2ED6657D-E927-568B-95E1-2665A8AEA6A2")
  }

  @Test func derivedUUIDsAreDeterministicAndUnitIndependent() throws {
    let start = try #require(ISO8601Timestamp.parse("2024-05-01T07:30:00+02:00"))
    func sample(_ value: Double, _ unit: QuantityUnit, start: Timestamp) -> QuantitySample {
      QuantitySample(
        header: SampleHeader(uuid: UUID(), start: start, end: start.adding(60), source: Source(name: "Edge")),
        type: "HKQuantityTypeIdentifierDistanceCycling", quantity: Quantity(value, unit))
    }
    let a = Identity.uuid(for: sample(1, .kilometer, start: start))
    let b = Identity.uuid(for: sample(1000, .meter, start: start))
    // The same instant written in another zone names the same object.
    let c = Identity.uuid(for: sample(1000, .meter, start: Timestamp(start.date, utcOffset: nil)))
    let d = Identity.uuid(for: sample(1001, .meter, start: start))
    #expect(a == b)
    #expect(a == c)
    #expect(a != d)
    #expect(a.uuidString.dropFirst(14).first == "5")  // version 5
    // Fixed forever: this value is documented behaviour (changing it breaks idempotent imports).
    #expect(
      Identity.contentKey(
        kind: "quantity", type: "T", start: start, end: start.adding(0.5), value: "1 m",
        source: Source(name: "S"),
        device: nil) == "quantity|T|1714541400|1714541400.5|1 m|S||")
  }
}

@Suite struct StatisticsTests {
  let t0 = Date(timeIntervalSince1970: 1_700_000_000)

  func sample(_ type: String, _ unit: QuantityUnit, _ entries: [(Double, Double, Double)]) -> QuantitySample {
    let series = entries.map {
      QuantitySeriesEntry(value: $0.0, start: t0.addingTimeInterval($0.1), end: t0.addingTimeInterval($0.2))
    }
    return QuantitySample(
      header: SampleHeader(
        uuid: UUID(), start: Timestamp(series.first!.start), end: Timestamp(series.last!.end)),
      type: type, quantity: Quantity(0, unit), series: series)
  }

  @Test func cumulativeSumProRatesByOverlap() throws {
    // 100 m over [0,10], 50 m over [10,20], 30 m instantaneous at 25.
    let s = sample(
      "HKQuantityTypeIdentifierDistanceWalkingRunning", .meter, [(100, 0, 10), (50, 10, 20), (30, 25, 25)])
    let all = try QuantityStatistics.compute(
      samples: [s], style: .cumulative, from: t0, to: t0.addingTimeInterval(30), unit: .meter)
    #expect(all.sum == 180)
    let part = try QuantityStatistics.compute(
      samples: [s], style: .cumulative, from: t0.addingTimeInterval(5), to: t0.addingTimeInterval(15),
      unit: .kilometer)
    #expect(abs(part.sum! - 0.075) < 1e-12)  // half of 100 m + half of 50 m
  }

  @Test func heartRateIsTimeWeighted() throws {
    // Instantaneous readings: 100 at 0 s (holds 10 s), 160 at 10 s (holds 50 s), 120 at 60 s (last).
    let s = sample(
      "HKQuantityTypeIdentifierHeartRate", .countPerMinute, [(100, 0, 0), (160, 10, 10), (120, 60, 60)])
    let r = try QuantityStatistics.compute(
      samples: [s], style: .discreteTemporallyWeighted, from: t0, to: t0.addingTimeInterval(60),
      unit: .countPerMinute)
    let expected: Double = (100.0 * 10.0 + 160.0 * 50.0) / 60.0
    #expect(r.average == expected)
    #expect(r.minimum == 100 && r.maximum == 160 && r.mostRecent == 120 && r.count == 3)
    let arithmetic = try QuantityStatistics.compute(
      samples: [s], style: .discreteArithmetic, from: t0, to: t0.addingTimeInterval(60), unit: .countPerSecond
    )
    let plain: Double = 380.0 / 3.0 / 60.0
    #expect(abs(arithmetic.average! - plain) < 1e-12)
  }

  @Test func soundLevelsUseEnergyMean() throws {
    let s = sample(
      "HKQuantityTypeIdentifierEnvironmentalAudioExposure", .decibelAWeightedSoundPressureLevel,
      [(60, 0, 10), (80, 10, 20)])
    let r = try QuantityStatistics.compute(
      samples: [s], style: .discreteEquivalentContinuousLevel, from: t0, to: t0.addingTimeInterval(20),
      unit: .decibelAWeightedSoundPressureLevel)
    let energyMean: Double = 10.0 * log10((1e6 + 1e8) / 2.0)
    #expect(abs(r.average! - energyMean) < 1e-9)
  }

  @Test func incompatibleUnitsAreRefused() throws {
    let s = sample("HKQuantityTypeIdentifierHeartRate", .countPerMinute, [(100, 0, 0)])
    #expect(throws: UnitError.self) {
      _ = try QuantityStatistics.compute(
        samples: [s], style: .discreteArithmetic, from: t0, to: t0, unit: .meter)
    }
  }
}

@Suite struct MetadataTests {
  @Test func keysDifferingOnlyInCaseStayApart() {
    var m = Metadata()
    m.append("Meal", .string("a"))
    m.append("meal", .string("b"))
    #expect(m["Meal"] == .string("a"))
    #expect(m["meal"] == .string("b"))
    #expect(m.count == 2)
  }
}

@Suite struct SHA1Tests {
  @Test func uuidV5AgreesWithPythonForManyLengths() throws {
    // Python's uuid.uuid5 is the independent oracle; lengths cross the 55/56/64-byte padding edges.
    let names =
      (0..<130).map { String(repeating: "x", count: $0) } + [
        "é🕛", "quantity|T|1714541400|1714541400.5|1 m|S||",
      ]
    let script =
      "import sys,uuid\nns=uuid.UUID('6F1C7E1A-3B5D-4C0E-9A57-77636F6E7600')\nfor line in sys.stdin.read().split('\\n')[:-1]: print(str(uuid.uuid5(ns, line)).upper())"
    let input = names.joined(separator: "\n") + "\n"
    let result = try runProcess("python3", ["-c", script], stdin: Data(input.utf8))
    let expected = result.stdoutString.split(separator: "\n").map(String.init)
    #expect(expected.count == names.count)
    for (name, uuid) in zip(names, expected) {
      #expect(Identity.uuidV5(name: name).uuidString == uuid, "name of \(name.utf8.count) bytes")
    }
  }
}

@Suite struct IdentityKeyFormattingTests {
  @Test func significantMatchesPrintfNineDigits() {
    for value in [
      0.00153413, 32.7204, 1389.98, -1, 1e-7, 123456789012, 0.1 + 0.2, 72, 9.66668, 999_999_999.5, -2.5e-300,
    ] {
      #expect(Identity.significant(value) == String(format: "%.9g", value))
    }
  }
}
