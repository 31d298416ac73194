import Foundation
import TestSupport
import Testing

@testable import WorkoutModel

/// `ZoneInfo` (the tz database's TZif files, read without ICU) against Python's `zoneinfo` on the same
/// files: zones with daylight time north and south, half-hour and 45-minute offsets, negative daylight
/// time, zones that changed their base offset, instants from 1900 to 2100 (the footer rule after the last
/// transition) and every half hour around each year's changes in four years.
@Suite struct ZoneInfoTests {
  static let zones = [
    "Europe/Paris", "Europe/London", "Europe/Dublin", "America/New_York", "America/St_Johns",
    "America/Sao_Paulo", "America/Santiago", "Australia/Sydney", "Australia/Lord_Howe", "Asia/Kolkata",
    "Asia/Tehran", "Asia/Tokyo", "Pacific/Chatham", "Pacific/Apia", "Pacific/Kiritimati", "Africa/Casablanca",
    "Antarctica/Troll", "UTC", "Etc/GMT+5", "Nowhere/Land", "../etc/passwd",
  ]

  static func instants() -> [Int64] {
    var out: [Int64] = Array(stride(from: -2_208_988_800, to: 4_102_444_800, by: 86_400 * 13 + 3601))
    for year in [1985, 2024, 2038, 2061, 2099] {
      let jan1 =
        Int64(Date(timeIntervalSince1970: 0).timeIntervalSince1970)
        + Int64((year - 1970) * 365 + (year - 1969) / 4) * 86_400
      // Every half hour in the months of spring and autumn changes, both hemispheres.
      for month in [(59, 112), (240, 320)] {
        out += Array(
          stride(from: jan1 + Int64(month.0) * 86_400, to: jan1 + Int64(month.1) * 86_400, by: 1800))
      }
    }
    return out
  }

  @Test func offsetsAreZoneinfos() throws {
    let instants = Self.instants()
    var input = ""
    for zone in Self.zones {
      for t in instants { input += "\(zone) \(t)\n" }
    }
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/zoneinfo_offsets.py").path
    let result = try runProcess("python3", [script], stdin: Data(input.utf8))
    try #require(result.status == 0, "python3 zoneinfo: \(result.stderrString)")
    let expected = result.stdoutString.split(separator: "\n")
    try #require(expected.count == Self.zones.count * instants.count)
    var mismatches: [String] = []
    var k = 0
    for name in Self.zones {
      let zone = ZoneInfo(identifier: name)
      for t in instants {
        let want = expected[k]
        k += 1
        let got =
          zone.map { String($0.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))) } ?? "none"
        if got != want && mismatches.count < 20 {
          mismatches.append("\(name) at \(t): \(got), zoneinfo \(want)")
        }
      }
    }
    #expect(mismatches == [])
  }

  @Test func posixRules() throws {
    // Southern hemisphere, times of day past midnight, Julian days.
    let sydney = try #require(PosixZoneRule("AEST-10AEDT,M10.1.0,M4.1.0/3"))
    #expect(sydney.offset(at: 1_704_067_200) == 39_600)  // 2024-01-01: daylight time
    #expect(sydney.offset(at: 1_719_792_000) == 36_000)  // 2024-07-01: standard time
    let julian = try #require(PosixZoneRule("XST5XDT,J60/2,J300/2"))
    #expect(julian.offset(at: 1_719_792_000) == -14_400)
    #expect(PosixZoneRule("<+03>-3")?.offset(at: 0) == 10_800)
    #expect(PosixZoneRule("garbage,") == nil)
  }

  @Test func fixedOffsetsAreNamedAsFoundationNamesThem() {
    #expect(ZoneInfo(secondsFromGMT: 3600).identifier == TimeZone(secondsFromGMT: 3600)!.identifier)
    #expect(ZoneInfo(secondsFromGMT: -19_800).identifier == TimeZone(secondsFromGMT: -19_800)!.identifier)
    #expect(ZoneInfo(secondsFromGMT: 0).identifier == TimeZone(secondsFromGMT: 0)!.identifier)
  }
}
