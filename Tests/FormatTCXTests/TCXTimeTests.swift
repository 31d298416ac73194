import Foundation
import Testing
import WorkoutModel

@testable import FormatTCX

@Suite("TCX time text")
struct TCXTimeTests {
  /// `0`, `3` or `6` fraction digits, then the offset.
  static func fractionDigits(_ text: String) -> Int? {
    guard let dot = text.firstIndex(of: ".") else { return 0 }
    let digits = text[text.index(after: dot)...].prefix { $0.isNumber }
    return digits.count
  }

  @Test("instants a FIT file or a float sum produces keep 0, 3 or 6 digits, never binary noise")
  func noNoise() throws {
    // FIT times in seconds since 1989-12-31 plus milliseconds, as readers compute them: printed naively
    // they give `17:22:39.7490001-04:00`.
    let fitEpoch = 631_065_600.0
    var checked = 0
    for base in [1_000_000_000.0, 1_012_345_678.0, 1_100_000_000.0] {
      for ms in 0..<1000 {
        let date = Date(timeIntervalSince1970: fitEpoch + base + Double(ms) / 1000)
        for offset in [nil, 0, -4 * 3600, 5 * 3600 + 1800] as [Int?] {
          let text = TCXTime.format(Timestamp(date, utcOffset: offset))
          let digits = Self.fractionDigits(text)
          #expect(digits == (ms == 0 ? 0 : 3), "\(text)")
          let back = try #require(ISO8601Timestamp.parse(text))
          #expect(abs(back.date.timeIntervalSince(date)) < 5e-7, "\(text)")
          #expect(back.utcOffset == offset, "\(text)")
          if digits == 3 {
            let fraction = text.split(separator: ".")[1].prefix(3)
            #expect(Int(fraction) == ms, "\(text)")
          }
          checked += 1
        }
      }
    }
    #expect(checked == 12_000)
  }

  @Test("microseconds keep 6 digits; sub-microsecond parts round; a carry reaches the seconds")
  func microseconds() throws {
    let base = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(TCXTime.format(Timestamp(base.addingTimeInterval(0.000_001))) == "2023-11-14T22:13:20.000001Z")
    #expect(TCXTime.format(Timestamp(base.addingTimeInterval(0.123_456))) == "2023-11-14T22:13:20.123456Z")
    #expect(TCXTime.format(Timestamp(base.addingTimeInterval(0.5))) == "2023-11-14T22:13:20.500Z")
    #expect(TCXTime.format(Timestamp(base.addingTimeInterval(0.123_456_7))) == "2023-11-14T22:13:20.123457Z")
    #expect(TCXTime.format(Timestamp(base.addingTimeInterval(0.999_999_9))) == "2023-11-14T22:13:21Z")
    #expect(TCXTime.format(Timestamp(base, utcOffset: 0)) == "2023-11-14T22:13:20+00:00")
    #expect(
      TCXTime.format(Timestamp(base.addingTimeInterval(0.25), utcOffset: -4 * 3600))
        == "2023-11-14T18:13:20.250-04:00")
  }
}
