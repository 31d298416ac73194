import Foundation
import TestSupport
import Testing

@testable import FormatFIT

/// A FIT file whose header ".FIT" tag is damaged but whose header is otherwise valid (size, protocol, data
/// size, a definition message first) is read whole with a located warning — `wkconv repair` keeps all of it
/// — and refused when CRC problems fail the file (`--crc fail`, strict). Sniffing says `.maybe`, so it is
/// still recognised by content; bytes that are not a FIT header stay `.no`.
@Suite struct FITDamagedTagTests {
  static let ride = [UInt8](try! Data(contentsOf: TestPaths.samples.appendingPathComponent("ride.fit")))

  @Test func damagedTagIsReadWholeWithAWarning() {
    var damaged = Self.ride
    damaged.replaceSubrange(8..<12, with: [0x2E, 0x46, 0x00, 0xFF])
    let (intact, intactSummary) = Fixture.decode(Self.ride)
    let (messages, summary) = Fixture.decode(damaged)
    #expect(summary.error == nil)
    #expect(messages.count == intact.count && messages.count == intactSummary.messageCount)
    #expect(messages.map(\.globalNumber) == intact.map(\.globalNumber))
    let warning = summary.warnings.first { $0.first.code == .invalidHeader }?.first
    #expect(warning?.byteOffset == 8, "\(summary.warnings)")
    #expect(warning?.message.contains("2e 46 00 ff") == true, "\(summary.warnings)")
    let (_, strict) = Fixture.decode(damaged, options: FITDecodingOptions(crcPolicy: .fail))
    #expect(strict.error?.code == .invalidHeader)
    #expect(FITFormat().sniff(Array(damaged.prefix(64))) == .maybe)
    #expect(FITFormat().sniff(Array(Self.ride.prefix(64))) == .yes)
  }

  @Test func bytesThatAreNotAHeaderStayRefused() {
    for prefix: [UInt8] in [
      Array("<?xml version=\"1.0\"?><gpx>".utf8), Array("{\"kind\":\"workout\"}      ".utf8),
      [14, 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x40, 0],  // no data
      [14, 0x30, 1, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x40, 0],  // protocol 3
      [14, 0x20, 1, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x01, 0],  // a data message first
    ] {
      #expect(FITFormat().sniff(prefix) == .no, "\(prefix.prefix(16))")
      let (_, summary) = Fixture.decode(prefix)
      #expect(summary.error?.code == .notFIT, "\(prefix.prefix(16))")
    }
  }
}
