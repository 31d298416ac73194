import Foundation
import TestSupport
import Testing

@testable import XMLStreaming

/// Hostile XML at the parser level, beyond XMLSecurityTests (entities, DTDs, network): numbers that are
/// not finite, and big content that must stream instead of accumulating.
@Suite struct HostileXMLTests {
  static func double(_ text: String) -> Double? {
    let bytes = Array(text.utf8) + [0]
    return bytes.withUnsafeBufferPointer { XMLBytes(start: $0.baseAddress!, count: $0.count - 1).double }
  }

  @Test func overflowingAndNonFiniteDecimalsAreNotNumbers() {
    // Oracle: Swift's parser turns each of these into ±inf or NaN (or refuses them).
    let overflowing = [
      "1e400", "-1e400", "1E309", "1" + String(repeating: "0", count: 400),
      "-9" + String(repeating: "9", count: 330) + ".5",
    ]
    for text in overflowing {
      #expect(Double(text).map { !$0.isFinite } ?? true, "\(text) is finite for Swift")
      #expect(Self.double(text) == nil, "\(text.prefix(20))…")
    }
    for text in ["NaN", "nan", "inf", "-inf", "Infinity", "+Infinity", "0x1p3", "1e", " ", "4e-"] {
      #expect(Self.double(text) == nil, "\(text)")
    }
    // The largest finite values and the smallest subnormal still parse, exactly as Swift parses them.
    for text in ["1.7976931348623157e308", "-1.7976931348623157e308", "4.9e-324", "1e-400"] {
      #expect(Self.double(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  @Test func largeUncollectedTextStreamsInBoundedMemory() throws {
    // 64 MiB of character data in an element nobody collects, fed in 1 MiB chunks: parsed without error and
    // without the parser holding the text (libxml2 hands SAX2 characters in pieces).
    let handler = RecordingHandler(collectAll: false)
    let parser = XMLStreamParser(handler: handler, fileName: "big.xml")
    let chunk = Data(repeating: UInt8(ascii: "t"), count: 1 << 20)
    let before = Self.residentBytes()
    try parser.feed(Data("<a><b>".utf8))
    for _ in 0..<64 { try parser.feed(chunk) }
    try parser.feed(Data("</b><c/></a>".utf8))
    try parser.finish()
    #expect(handler.elements == 3)
    let grown = Self.residentBytes() - before
    #expect(grown < 48 << 20, "resident memory grew by \(grown >> 20) MiB for 64 MiB of text")
  }

  @Test func longCommentsAndProcessingInstructionsAreRefusedOrBounded() {
    // Above libxml2's 10 MB node limit (no XML_PARSE_HUGE): refused with a located error naming the option.
    let comment = "<a><!--" + String(repeating: "c", count: 11_000_000) + "--></a>"
    let e = Parse.error(comment)
    #expect(e?.code == .hugeNodeRefused, "\(String(describing: e))")
    #expect(e?.message.contains("allowHugeNodes") == true)
    #expect(e?.location.line == 1)
  }

  /// Resident set size from /proc/self/statm (Linux), 0 elsewhere.
  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(getpagesize()) : 0
  }
}
