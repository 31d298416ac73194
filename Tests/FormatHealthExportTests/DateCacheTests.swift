import Foundation
import Testing
import WorkoutModel
import XMLStreaming

@testable import FormatHealthExport

/// `DateCache` (the reader's day-remembering date parser) against `ExportDate.parse` on every input.
@Suite struct DateCacheTests {
  private static func parse(_ cache: inout DateCache, _ text: String) -> Timestamp? {
    let bytes = Array(text.utf8) + [0]  // never empty: a base address even for ""
    return bytes.withUnsafeBufferPointer {
      cache.parse(XMLBytes(start: $0.baseAddress!, count: $0.count - 1))
    }
  }

  @Test func sameResultsAsTheFullParser() {
    var generator = SystemRandomNumberGenerator()
    var cache = DateCache()
    var texts: [String] = []
    // Runs of dates within a minute, across minutes, days, offsets, and invalid ones in between.
    var base = Int64(1_500_000_000)
    for _ in 0..<20_000 {
      base += Int64.random(in: 0...90, using: &generator)
      let offset = [0, 3600, -18_000, 19_800, -34_200, 50_400][Int.random(in: 0..<6, using: &generator)]
      texts.append(ExportDate.format(Timestamp(unixSeconds: Double(base), utcOffset: offset)))
    }
    texts += [
      "2024-02-30 10:00:00 +0000", "2024-13-01 10:00:00 +0000", "2024-01-01 10:00:61 +0000",
      "2024-01-01 10:00:60 +0000", "2024-01-01 10:00:59 +0000", "2024-01-01 10:00:5x +0000",
      "2024-01-01 10:00:59 +01:0", "2024-01-01 10:00:59 *0100", "2024-01-01 10:00:59  +0100",
      "2024-01-01 10:00:59.5 +0100", "2024-01-01T10:00:59Z", "2024-01-01 10:00:59 -2359",
      "2024-01-01 10:00:59 +9999", "2024-01-01 10:00:59 +01a0", "2024-01-01 10:00", "",
      "2024-01-01 10:01:00 +0100", "2024-01-01 10:01:59 -0100", "2024-01-01 10:01:00 +0100",
      "2024-01-01 24:00:00 +0100", "2024-01-01 23:60:00 +0100", "2024-01-01 23:59:59 +0100",
      "2024-01-01T23:59:59 +0100", "2024-01-01 2x:59:59 +0100", "2024-01-01 23-59:59 +0100",
    ]
    // Each special case also right after a valid date of the same minute (the cached path).
    var all: [String] = []
    for t in texts {
      all.append(t)
      if t.utf8.count == 25 { all.append(String(t.prefix(10)) + " 00:00:00 +0000"); all.append(t) }
    }
    var mismatches = 0
    var fastHits = 0
    var previous: String?
    for t in all {
      let expected = ExportDate.parse(t)
      let got = Self.parse(&cache, t)
      if got != expected || got?.utcOffset != expected?.utcOffset || got?.date != expected?.date {
        mismatches += 1
      }
      if let previous, previous.prefix(10) == t.prefix(10), expected != nil { fastHits += 1 }
      previous = t
    }
    #expect(mismatches == 0)
    #expect(fastHits > 1000)  // the cached path was exercised
  }
}
