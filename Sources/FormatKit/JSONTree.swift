import ByteStreams
import FoundationEssentials

/// JSON parsed into untyped values, for readers that walk a document whose shape varies (account exports,
/// wellness files): objects as `[String: Any]`, arrays as `[Any]`, strings, `Bool`, numbers as
/// `JSONNumber` and null as `JSONNull`. RFC 8259, nesting limited to 512 levels (a hostile document cannot
/// exhaust the stack); errors name the byte offset.
public enum JSONTree {
  /// The deepest nesting of arrays and objects accepted.
  public static let maximumDepth = 512

  /// The value of `data`: an object or array, or with `fragmentsAllowed` any value.
  public static func parse(_ data: Data, fragmentsAllowed: Bool = false) throws(JSONTreeError) -> Any {
    let bytes = [UInt8](data)
    var parser = JSONTreeParser(bytes: bytes)
    parser.skipSpace()
    if !fragmentsAllowed, parser.peek != UInt8(ascii: "{"), parser.peek != UInt8(ascii: "[") {
      throw JSONTreeError(message: "the top-level value is not an object or array", offset: parser.index)
    }
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.count else {
      throw JSONTreeError(message: "unexpected bytes after the value", offset: parser.index)
    }
    return value
  }
}

/// A JSON number: its value as a `Double`, and exactly when it is an integer within `Int64`.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
  /// The number, correctly rounded.
  public let doubleValue: Double
  /// The integer, when the text is one within `Int64`.
  public let exactInteger: Int64?
  /// The integer (exact, or the `Double` toward zero and clamped).
  public var int64Value: Int64 { exactInteger ?? Int64(exactly: doubleValue.rounded(.towardZero)) ?? 0 }
  public var description: String {
    exactInteger.map(String.init) ?? NumberText.shortest(doubleValue)
  }
}

/// JSON's `null`.
public struct JSONNull: Sendable, Hashable {}

/// JSON that does not parse: what and at which byte.
public struct JSONTreeError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var offset: Int
  public var description: String { "\(message) at byte \(offset)" }
}

private struct JSONTreeParser {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  func fail(_ message: String) -> JSONTreeError { JSONTreeError(message: message, offset: index) }

  mutating func skipSpace() {
    while let b = peek, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
  }

  mutating func expect(_ byte: UInt8) throws(JSONTreeError) {
    skipSpace()
    guard peek == byte else { throw fail("expected `\(Character(Unicode.Scalar(byte)))`") }
    index += 1
  }

  mutating func value(depth: Int) throws(JSONTreeError) -> Any {
    skipSpace()
    guard let b = peek else { throw fail("unexpected end of the document") }
    switch b {
    case UInt8(ascii: "{"):
      guard depth < JSONTree.maximumDepth else { throw fail("nested too deeply") }
      index += 1
      var object: [String: Any] = [:]
      skipSpace()
      if peek == UInt8(ascii: "}") {
        index += 1
        return object
      }
      while true {
        skipSpace()
        // A comma before the closing brace is accepted, as `JSONSerialization` accepts it.
        if peek == UInt8(ascii: "}"), !object.isEmpty {
          index += 1
          return object
        }
        guard peek == UInt8(ascii: "\"") else { throw fail("expected a member name") }
        let key = try string()
        try expect(UInt8(ascii: ":"))
        object[key] = try value(depth: depth + 1)
        skipSpace()
        if peek == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "}"))
        return object
      }
    case UInt8(ascii: "["):
      guard depth < JSONTree.maximumDepth else { throw fail("nested too deeply") }
      index += 1
      var array: [Any] = []
      skipSpace()
      if peek == UInt8(ascii: "]") {
        index += 1
        return array
      }
      while true {
        skipSpace()
        if peek == UInt8(ascii: "]"), !array.isEmpty {
          index += 1
          return array
        }
        array.append(try value(depth: depth + 1))
        skipSpace()
        if peek == UInt8(ascii: ",") {
          index += 1
          continue
        }
        try expect(UInt8(ascii: "]"))
        return array
      }
    case UInt8(ascii: "\""): return try string()
    case UInt8(ascii: "t"): return try literal("true", true)
    case UInt8(ascii: "f"): return try literal("false", false)
    case UInt8(ascii: "n"): return try literal("null", JSONNull())
    default: return try number()
    }
  }

  mutating func literal(_ text: String, _ result: Any) throws(JSONTreeError) -> Any {
    let expected = Array(text.utf8)
    let count = expected.count
    guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(expected)
    else { throw fail("unexpected `\(Character(Unicode.Scalar(bytes[index])))`") }
    index += count
    return result
  }

  mutating func number() throws(JSONTreeError) -> JSONNumber {
    let start = index
    func digits() -> Int {
      let from = index
      while let b = peek, b >= 0x30 && b <= 0x39 { index += 1 }
      return index - from
    }
    if peek == UInt8(ascii: "-") { index += 1 }
    let whole = index
    guard digits() > 0 else { throw fail("unexpected character") }
    if bytes[whole] == 0x30 && index - whole > 1 { throw fail("a number with a leading zero") }
    var integral = true
    if peek == UInt8(ascii: ".") {
      index += 1
      integral = false
      guard digits() > 0 else { throw fail("a number without digits after its point") }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      index += 1
      integral = false
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard digits() > 0 else { throw fail("a number without exponent digits") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let double = Double(text) else { throw fail("a number out of range") }
    let exact = integral ? Int64(text) : nil
    // An integer's value is the integer's (`-0` is 0).
    return JSONNumber(doubleValue: exact.map(Double.init) ?? double, exactInteger: exact)
  }

  mutating func hex4() throws(JSONTreeError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw fail("a short \\u escape") }
    var v: UInt32 = 0
    for _ in 0..<4 {
      let b = bytes[index]
      let d: UInt8
      switch b {
      case 0x30...0x39: d = b - 0x30
      case 0x41...0x46: d = b - 0x37
      case 0x61...0x66: d = b - 0x57
      default: throw fail("a bad \\u escape")
      }
      v = v << 4 | UInt32(d)
      index += 1
    }
    return v
  }

  mutating func string() throws(JSONTreeError) -> String {
    index += 1
    var out: [UInt8] = []
    var runStart = index
    while true {
      guard let b = peek else { throw fail("an unterminated string") }
      if b == UInt8(ascii: "\"") {
        out.append(contentsOf: bytes[runStart..<index])
        index += 1
        break
      }
      if b < 0x20 { throw fail("a control character in a string") }
      guard b == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      out.append(contentsOf: bytes[runStart..<index])
      index += 1
      guard let e = peek else { throw fail("an unterminated string") }
      index += 1
      switch e {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var scalar = try hex4()
        if scalar >= 0xD800 && scalar < 0xDC00, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        {
          index += 2
          let low = try hex4()
          guard low >= 0xDC00 && low < 0xE000 else { throw fail("an unpaired surrogate") }
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let s = Unicode.Scalar(scalar) else { throw fail("an unpaired surrogate") }
        out.append(contentsOf: String(Character(s)).utf8)
      default: throw fail("a bad escape")
      }
      runStart = index
    }
    guard let text = String(validating: out, as: UTF8.self) else { throw fail("a string that is not UTF-8") }
    return text
  }
}
