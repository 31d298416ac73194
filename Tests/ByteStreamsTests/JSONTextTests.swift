import ByteStreams
import Foundation
import Testing

/// The one JSON string escaper: its plain form byte for byte, its `JSONEncoder` and `JSONSerialization`
/// forms against those encoders on every ASCII character and random mixes, into an array and a
/// `ByteBuffer` alike.
@Suite struct JSONTextTests {
  static func quoted(_ text: String, _ escaping: JSONStringEscaping?) -> String {
    var out: [UInt8] = []
    if let escaping {
      JSONText.appendQuoted(text, to: &out, escaping: escaping)
    } else {
      JSONText.appendQuoted(text, to: &out)
    }
    return String(decoding: out, as: UTF8.self)
  }

  static func buffered(_ text: String, _ escaping: JSONStringEscaping) -> String {
    let buffer = ByteBuffer(capacity: 64)
    buffer.append(UInt8(ascii: "x"))  // after other bytes, as writers call it
    JSONText.appendQuoted(text, to: buffer, escaping: escaping)
    return String(decoding: buffer.bytes(from: 1), as: UTF8.self)
  }

  @Test func thePlainFormEscapesWhatJSONRequires() {
    #expect(
      Self.quoted("a\"b\\c/d\n\r\t\u{8}\u{C}\u{0}\u{1F}\u{7F}é🕛", nil)
        == #""a\"b\\c/d\n\r\t\u0008\u000c\u0000\u001f"# + "\u{7F}é🕛\"")
    #expect(Self.quoted("", nil) == "\"\"")
    #expect(Self.quoted("x", []) == Self.quoted("x", nil))
  }

  /// Every ASCII character alone and between others, then random mixes with non-ASCII text.
  static func samples() -> [String] {
    var strings = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }
    strings += (0..<128).map { "ab" + String(Unicode.Scalar(UInt8($0))) + "cd" }
    let pieces = [
      "a", "\"", "\\", "/", "\n", "\u{8}", "\u{C}", "\u{0}", "\u{1F}", "é", "🕛", "\u{2028}", "plain",
    ]
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      strings.append(
        (0..<Int.random(in: 0...10, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined())
    }
    return strings
  }

  @Test func theEncoderFormsMatchTheirEncoders() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    for s in Self.samples() {
      let fromEncoder = String(decoding: try encoder.encode([s]).dropFirst().dropLast(), as: UTF8.self)
      #expect(Self.quoted(s, .jsonEncoder) == fromEncoder, "\(Array(s.utf8))")
      #expect(Self.buffered(s, .jsonEncoder) == fromEncoder, "\(Array(s.utf8))")
      let fromSerialization = String(
        decoding: try JSONSerialization.data(withJSONObject: [s]).dropFirst().dropLast(), as: UTF8.self)
      #expect(Self.quoted(s, .jsonSerialization) == fromSerialization, "\(Array(s.utf8))")
      #expect(Self.buffered(s, .jsonSerialization) == fromSerialization, "\(Array(s.utf8))")
      #expect(Self.buffered(s, []) == Self.quoted(s, nil))
    }
    // Bridged and non-contiguous strings take `withUTF8`'s copying path.
    for s in [NSString(string: "bridged \"/\" é") as String, String("substring\n\u{3}/xyz".dropFirst(3))] {
      #expect(Self.buffered(s, .jsonSerialization) == Self.quoted(s, .jsonSerialization))
    }
  }
}
