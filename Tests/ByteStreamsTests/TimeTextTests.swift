import Foundation
import Testing

@testable import ByteStreams

/// `TimeText`: the cached per-point path gives the same bytes as the plain one; the text and the calendar
/// agree with Foundation's `ISO8601DateFormatter` and Gregorian calendar (independent implementations),
/// and the shortest fraction reads back to the identical instant.
@Suite struct TimeTextTests {
  static func cached(
    _ reference: Double, _ offset: Int?, _ fraction: TimeText.Fraction, _ cache: inout TimeText.Cache
  ) -> String {
    let buffer = ByteBuffer(capacity: 8)
    TimeText.append(reference: reference, utcOffset: offset, fraction: fraction, to: buffer, cache: &cache)
    return buffer.withBytes { String(decoding: $0, as: UTF8.self) }
  }

  @Test func cachedTextEqualsPlainText() {
    var generator = SystemRandomNumberGenerator()
    var cache = TimeText.Cache()
    let offsets: [Int?] = [nil, 0, 3600, -4 * 3600, 5 * 3600 + 45 * 60, 14 * 3600, -30, 100_000, 400_000]
    var references: [Double] = [
      0, -0.5, 1e14 - 1, -1e14 + 1, 1e14, 2e15, -62_135_596_800 - 978_307_200 - 1, .nan, .infinity,
      721_692_800.25, 721_692_800.999_999_9, 721_692_800.000_000_1,
    ]
    // Points a second apart across midnight (the day cache), then random instants and fractions.
    for s in 0..<200 { references.append(721_778_000 + Double(s) * 1.5) }
    for _ in 0..<20_000 {
      let whole = Double(Int64.random(in: -70_000_000_000...300_000_000_000, using: &generator))
      let fraction = [
        0, 0.5, 0.25, 0.001, 0.123456789, 0.999_999_6, Double.random(in: 0..<1, using: &generator),
      ]
      .randomElement(using: &generator)!
      references.append(whole + fraction)
    }
    for reference in references {
      let offset = offsets.randomElement(using: &generator)!
      for fraction in [TimeText.Fraction.shortest, .microseconds] {
        let plain = TimeText.iso8601(reference: reference, utcOffset: offset, fraction: fraction)
        #expect(
          Self.cached(reference, offset, fraction, &cache) == plain,
          "\(reference) \(String(describing: offset))")
      }
    }
  }

  @Test func textEqualsFoundationsFormatter() throws {
    var generator = SystemRandomNumberGenerator()
    let utc = ISO8601DateFormatter()
    utc.timeZone = TimeZone(secondsFromGMT: 0)
    let withFraction = ISO8601DateFormatter()
    withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    withFraction.timeZone = TimeZone(secondsFromGMT: 0)
    let zoned = ISO8601DateFormatter()
    var cache = TimeText.Cache()
    for _ in 0..<5000 {
      // Years 1601…2999, whole seconds and eighths (exact in binary, so no formatter rounds them).
      let whole = Double(Int64.random(in: -12_600_000_000...31_000_000_000, using: &generator))
      let date = Date(timeIntervalSinceReferenceDate: whole)
      #expect(TimeText.iso8601(reference: whole, utcOffset: nil) == utc.string(from: date))
      let eighths = whole + Double(Int.random(in: 1...7, using: &generator)) / 8
      let text = TimeText.iso8601(reference: eighths, utcOffset: nil, fraction: .microseconds)
      #expect(text == withFraction.string(from: Date(timeIntervalSinceReferenceDate: eighths)))
      let offset = Int.random(in: -56...56, using: &generator) * 15 * 60
      guard offset != 0 else { continue }
      zoned.timeZone = TimeZone(secondsFromGMT: offset)
      #expect(Self.cached(whole, offset, .shortest, &cache) == zoned.string(from: date))
    }
  }

  @Test func shortestFractionReadsBackExactly() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let whole = Double(Int64.random(in: -3_000_000_000...3_000_000_000, using: &generator))
      let reference = whole + Double.random(in: 0..<1, using: &generator)
      let text = TimeText.iso8601(reference: reference, utcOffset: nil)
      // `whole + digits / 10^k`, as the model's parser reads it.
      guard let dot = text.firstIndex(of: ".") else {
        #expect(reference == reference.rounded(.down), "\(text)")
        continue
      }
      let digits = text[text.index(after: dot)..<text.index(before: text.endIndex)]
      var scale = 1.0
      for _ in digits { scale *= 10 }
      #expect(reference.rounded(.down) + Double(digits)! / scale == reference, "\(text)")
      #expect(digits.count <= 18 && digits.last != "0", "\(text)")
    }
  }

  @Test func microsecondsUseThreeOrSixDigits() {
    let base = 721_692_800.0  // 2023-11-14T22:13:20Z
    #expect(
      TimeText.iso8601(reference: base + 0.5, utcOffset: nil, fraction: .microseconds)
        == "2023-11-14T22:13:20.500Z")
    #expect(
      TimeText.iso8601(reference: base + 0.000_001, utcOffset: 0, fraction: .microseconds)
        == "2023-11-14T22:13:20.000001+00:00")
    #expect(
      TimeText.iso8601(reference: base + 0.999_999_9, utcOffset: nil, fraction: .microseconds)
        == "2023-11-14T22:13:21Z")
    #expect(
      TimeText.iso8601(reference: base + 39.749, utcOffset: -30, fraction: .microseconds)
        == "2023-11-14T22:13:29.749-00:00:30")
  }

  @Test func calendarEqualsFoundationsGregorianCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<5000 {
      let unix = Int64.random(in: -11_000_000_000...32_000_000_000, using: &generator)
      let c = calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: Double(unix)))
      let (y, mo, d, h, mi, s) = TimeText.civil(fromUnix: unix)
      #expect(
        [y, mo, d, h, mi, s] == [c.year, c.month, c.day, c.hour, c.minute, c.second].map { Int64($0!) })
      #expect(TimeText.daysFromCivil(year: y, month: mo, day: d) * 86_400 + h * 3600 + mi * 60 + s == unix)
    }
  }
}
