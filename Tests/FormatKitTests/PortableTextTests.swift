import ByteStreams
import Testing

@testable import FormatKit

/// `PortableText`'s scan for bytes that can start a refused scalar (below 0x20, or 0xEF and above), eight
/// at a time (`UTF8Scan`), against the byte-by-byte rule it replaces; and `cleaned` itself.
@Suite struct PortableTextTests {
  static func byteRule(_ b: UInt8) -> Bool { b < 0x20 || b >= 0xEF }

  @Test func wordScanMatchesTheByteRuleForEveryByteInEveryLane() {
    let fillers: [UInt8] = [0x20, 0x41, 0x7F, 0x80, 0xC3, 0xEE]
    for filler in fillers {
      for lane in 0..<8 {
        for byte in 0...255 {
          var bytes = [UInt8](repeating: filler, count: 8)
          bytes[lane] = UInt8(byte)
          let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
          #expect(
            UTF8Scan.wordContainsByte(word, below: 0x20, orAtLeast: 0xEF)
              == bytes.contains(where: Self.byteRule),
            "filler \(filler) lane \(lane) byte \(byte)")
        }
      }
    }
  }

  @Test func stringScanMatchesTheByteRule() {
    var random = SystemRandomNumberGenerator()
    let alphabet: [String] = [
      "a", "Z", "7", " ", "é", "→", "\u{FFFD}", String(Unicode.Scalar(0xFDD0)!),
      String(Unicode.Scalar(0xFFFE)!), "\u{EFFF}", "\t", "\u{1}", "😀", "\u{7F}",
    ]
    for _ in 0..<5_000 {
      let length = Int.random(in: 0...40, using: &random)
      var text = String((0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined())
      if Bool.random(using: &random) { text = text + "" }  // small and large native strings alike
      #expect(
        PortableText.mayHoldRefused(text) == text.utf8.contains(where: Self.byteRule),
        "\(text.debugDescription)")
    }
    #expect(PortableText.cleaned("plain text, long enough to be scanned by words") == nil)
    // Bytes of 0xEF and above that start portable scalars (an emoji, U+F000) are no replacement.
    #expect(PortableText.cleaned("Jane’s run 😀 with friends \u{F000}") == nil)
    #expect(
      PortableText.cleaned("a non-character \u{FFFD} and " + String(Unicode.Scalar(0xFFFF)!))?.replaced == 1)
    #expect(PortableText.cleaned("bell \u{7} in the middle of a long line of text")?.replaced == 1)
  }
}
