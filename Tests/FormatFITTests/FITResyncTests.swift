import Foundation
import TestSupport
import Testing

@testable import FormatFIT

/// Resynchronization past damage (`FITDecodeRun.resynchronize`): garbage spliced into `Samples/ride.fit`
/// between two records is skipped, reported as located damage, and every message after it is read as in
/// the intact file; a stream of another recording after the damage (timestamps that do not continue the
/// time line) is not resumed; intact corpus files never resynchronize.
@Suite struct FITResyncTests {
  static let ride = [UInt8](try! Data(contentsOf: TestPaths.samples.appendingPathComponent("ride.fit")))

  /// Pseudo-random bytes (a fixed LCG), after a first byte that decoding cannot take.
  static func garbage(first: [UInt8], count: Int, seed: UInt32 = 20) -> [UInt8] {
    var x = seed
    return first
      + (0..<(count - first.count)).map { _ in
        x = x &* 1_664_525 &+ 1_013_904_223
        return UInt8(truncatingIfNeeded: x >> 24)
      }
  }

  /// ride.fit with `garbage` inserted before its data message number `index`; header size and CRCs made
  /// valid again, so the garbage is the only fault. Returns the file and the byte offset of the garbage.
  static let intact = Fixture.decode(ride).0

  static func spliced(_ garbage: [UInt8], beforeMessage index: Int) -> (bytes: [UInt8], at: Int) {
    let messages = intact
    let headerSize = Int(ride[0])
    let at = messages[index].byteOffset
    var records = Array(ride[headerSize..<(ride.count - 2)])
    records.insert(contentsOf: garbage, at: at - headerSize)
    return (Fixture.file(records, headerSize: headerSize), at)
  }

  /// Messages as comparable values (global number, byte-independent field values).
  static func values(_ messages: [FITMessage]) -> [String] {
    messages.map { m in
      "\(m.globalNumber):" + m.fields.map { "\($0.number)=\(m.value(of: $0))" }.joined(separator: ",")
    }
  }

  @Test(arguments: [
    ("undefined local type", [UInt8(0x0E)]),
    ("definition with architecture byte 7", [UInt8(0x4F), 0x00, 0x07, 0x14, 0x00, 0x03]),
  ])
  func garbageBetweenRecordsIsSkippedAndEverythingAfterKept(_ name: String, _ first: [UInt8]) {
    let intact = Self.intact
    // 40 garbage patterns of 300 bytes at 3 places: never a false resynchronization inside the garbage
    // (tried with 100 patterns too).
    for seed in UInt32(1)...40 {
      let junk = Self.garbage(first: first, count: 300, seed: seed)
      for index in [5, 60, 125] {
        let (bytes, at) = Self.spliced(junk, beforeMessage: index)
        let (messages, summary) = Fixture.decode(bytes)
        let label = "\(name), seed \(seed), before message \(index)"
        #expect(summary.error == nil, "\(label): \(String(describing: summary.error))")
        #expect(summary.skipped.count == 1, "\(label)")
        let skipped = summary.skipped.first
        #expect(skipped?.code == .skippedBytes && skipped?.byteOffset == at, "\(label): \(summary.skipped)")
        #expect(
          skipped?.message.contains("resumed at byte \(at + junk.count)") == true,
          "\(label): \(summary.skipped)")
        #expect(
          Self.values(messages) == Self.values(intact), "\(label): \(messages.count) vs \(intact.count)")
      }
    }
  }

  /// A record stream: the record definition, then one record a second from `start` with heart rate 100 + i.
  static func records(from start: UInt32, count: Int, withDefinition: Bool) -> [UInt8] {
    var out = withDefinition ? Fixture.recordDefinition : []
    for i in 0..<count {
      let t = start + UInt32(i)
      out += [
        0x00, UInt8(t & 0xFF), UInt8(t >> 8 & 0xFF), UInt8(t >> 16 & 0xFF), UInt8(t >> 24), UInt8(100 + i),
      ]
    }
    return out
  }

  @Test func anotherRecordingAfterTheDamageIsNotResumed() {
    let t0: UInt32 = 1_000_000_000
    let junk = Self.garbage(first: [0x0E], count: 64)
    // Two days earlier: a previous activity left in the device's storage (the Lezyne file's case).
    let earlier = Self.records(from: t0 - 172_800, count: 20, withDefinition: true)
    let (messages, summary) = Fixture.decode(
      Fixture.file(Self.records(from: t0, count: 10, withDefinition: true) + junk + earlier))
    #expect(messages.count == 10)
    #expect(summary.skipped.isEmpty)
    #expect(summary.error?.code == .undefinedLocalMessage)
    #expect(
      summary.error?.message.contains("another recording") == true, "\(String(describing: summary.error))")
    // The same stream continuing the time line (a minute later) is resumed, with or without a new definition.
    for withDefinition in [true, false] {
      let later = Self.records(from: t0 + 70, count: 20, withDefinition: withDefinition)
      let (resumed, s) = Fixture.decode(
        Fixture.file(Self.records(from: t0, count: 10, withDefinition: true) + junk + later))
      #expect(s.error == nil && s.skipped.count == 1, "\(withDefinition): \(String(describing: s.error))")
      #expect(resumed.count == 30, "\(withDefinition)")
      #expect(resumed.last?.integer(3) == 119 && resumed.last?.integer(253) == Int64(t0 + 89))
    }
  }

  @Test func aTruncatedFileIsNotResynchronized() {
    let cut = Array(Self.ride.prefix(2000))
    let (_, summary) = Fixture.decode(cut)
    #expect(summary.error?.code == .truncated)
    #expect(summary.skipped.isEmpty)
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func intactCorpusFilesNeverResynchronize() throws {
    let files = SharedCorpus.files(in: "corpus/fit", extension: "fit")
    #expect(!files.isEmpty)
    for file in files {
      let summary = try FITDecoder().decode(contentsOf: file) { _ in }
      #expect(summary.skipped.isEmpty, "\(file.lastPathComponent): \(summary.skipped)")
    }
  }
}
