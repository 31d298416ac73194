/// What a JSON string escapes beyond what JSON requires (`"`, `\` and the control characters, which are
/// always escaped), for writers whose output matches another encoder's byte for byte.
public struct JSONStringEscaping: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  /// Makes the set from its bits.
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Backspace and form feed as `\b` and `\f` (as `JSONEncoder` and `JSONSerialization` write them), not
  /// `\u0008` and `\u000c`.
  @inlinable public static var shortControlEscapes: JSONStringEscaping { JSONStringEscaping(rawValue: 1) }
  /// `/` as `\/` (as `JSONSerialization` writes it).
  @inlinable public static var slash: JSONStringEscaping { JSONStringEscaping(rawValue: 2) }

  /// `JSONEncoder`'s strings with `.withoutEscapingSlashes`.
  @inlinable public static var jsonEncoder: JSONStringEscaping { [.shortControlEscapes] }
  /// `JSONSerialization`'s strings.
  @inlinable public static var jsonSerialization: JSONStringEscaping { [.shortControlEscapes, .slash] }
}

/// JSON text shared by the writers that build JSON bytes by hand (NDJSON, FHIR, Open mHealth, the HTML
/// explorer's data): one string escaper, into an array or a `ByteBuffer`.
public enum JSONText {
  /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped (`\n`, `\r`,
  /// `\t`, the others as `\u00xx`), everything else as its UTF-8 bytes.
  public static func appendQuoted(_ text: String, to out: inout [UInt8]) {
    appendQuoted(text, to: &out, escaping: [])
  }

  /// Appends `text` as a JSON string, escaping what JSON requires and what `escaping` adds.
  public static func appendQuoted(_ text: String, to out: inout [UInt8], escaping: JSONStringEscaping) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      if needsEscape(byte, escaping) {
        appendEscape(of: byte, escaping) { out.append($0) }
      } else {
        out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }

  /// Appends `text` as a JSON string to `buffer`, escaping what JSON requires and what `escaping` adds;
  /// a string with nothing to escape is copied and checked in one pass.
  @inlinable
  public static func appendQuoted(_ text: String, to buffer: ByteBuffer, escaping: JSONStringEscaping) {
    var text = text
    text.withUTF8 { bytes in
      buffer.append(UInt8(ascii: "\""))
      // The common case (nothing to escape), with the test for the rarely escaped slash apart.
      let plain =
        escaping.contains(.slash)
        ? buffer.append(bytes, unlessAny: needsEscapeOrSlash) : buffer.append(bytes, unlessAny: needsEscape)
      if plain {
        buffer.append(UInt8(ascii: "\""))
        return
      }
      var runStart = 0
      for i in 0..<bytes.count where needsEscape(bytes[i], escaping) {
        buffer.append(bytes[runStart..<i])
        runStart = i + 1
        appendEscape(of: bytes[i], escaping) { buffer.append($0) }
      }
      buffer.append(bytes[runStart...])
      buffer.append(UInt8(ascii: "\""))
    }
  }

  /// Whether JSON requires `byte` escaped: `"`, `\` and control characters.
  @inlinable @inline(__always)
  static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// `needsEscape` or `/`.
  @inlinable @inline(__always)
  static func needsEscapeOrSlash(_ byte: UInt8) -> Bool { needsEscape(byte) || byte == UInt8(ascii: "/") }

  /// Whether `byte` is escaped: `"`, `\`, a control character, or `/` when `escaping` has `.slash`.
  @inlinable @inline(__always)
  static func needsEscape(_ byte: UInt8, _ escaping: JSONStringEscaping) -> Bool {
    needsEscape(byte) || (byte == UInt8(ascii: "/") && escaping.contains(.slash))
  }

  /// Passes the escape of `byte` (one `needsEscape` accepts) to `put`, byte by byte.
  @inlinable @inline(__always)
  static func appendEscape(of byte: UInt8, _ escaping: JSONStringEscaping, _ put: (UInt8) -> Void) {
    put(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): put(byte)
    case 0x0A: put(UInt8(ascii: "n"))
    case 0x0D: put(UInt8(ascii: "r"))
    case 0x09: put(UInt8(ascii: "t"))
    case 0x08 where escaping.contains(.shortControlEscapes): put(UInt8(ascii: "b"))
    case 0x0C where escaping.contains(.shortControlEscapes): put(UInt8(ascii: "f"))
    default:
      // `\u00xx`, lower-case hex.
      put(UInt8(ascii: "u"))
      put(0x30)
      put(0x30)
      put(0x30 + (byte >> 4))
      let low = byte & 0x0F
      put(low < 10 ? 0x30 + low : 0x57 + low)
    }
  }
}
