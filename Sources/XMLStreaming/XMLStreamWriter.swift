import ByteStreams
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Failure of an `XMLStreamWriter` call.
public struct XMLWriterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public var message: String
  /// The open elements when it happened, e.g. `/gpx/trk`.
  public var elementPath: String
  /// `elementPath: message`.
  public var description: String { "\(elementPath): \(message)" }
}

/// Layout of an element's content.
public enum XMLContentLayout: Sendable, Hashable {
  /// Child elements each start on a new line, indented one unit deeper; the end tag gets its own line.
  case block
  /// Everything inside is written on the element's line (e.g. Apple's GPX `<trkpt>…</trkpt>`).
  case inline
}

/// A fast streaming XML writer with exact control of attribute order, indentation, self-closing and escaping.
///
/// Hand-written rather than libxml2's xmlTextWriter: the output must be byte-exact to Apple's and
/// Garmin's formatting (one- or two-space indentation, `/>` with no space, `&gt;` in attributes, no
/// trailing newline for some roots), which xmlTextWriter's indentation cannot express, and the
/// byte writer measured faster (see Benchmarks/xml/README.md). Escaping: `& < > "` in attributes
/// (and tab/LF/CR as character references so they survive attribute normalisation), `& < >` and CR
/// in text; non-ASCII is written as raw UTF-8. Output is buffered and sent to the sink in large blocks.
public final class XMLStreamWriter {
  private let sink: any ByteSink
  private let buffer: UnsafeMutablePointer<UInt8>
  private let capacity: Int
  private var count = 0
  /// Open elements; names point into `StaticString` storage (immortal) or into `ownedNames` allocations.
  private var stack: [OpenElement] = []
  private let escapeTable: UnsafeMutablePointer<UInt8>

  private struct OpenElement {
    var name: UnsafeBufferPointer<UInt8>
    var owned: Bool
    var layout: XMLContentLayout
    var hasChildren: Bool
    /// Bytes of text written in this element, as a reader collects them (`XMLStreamOptions.maxTextBytes`).
    var textBytes = 0
  }
  private var inlineDepth = 0
  private var startTagOpen = false
  private var atLineStart = true
  private var wroteAnything = false
  /// Indentation written per nesting level in `.block` layout (e.g. `" "` for Apple's export.xml), or nil for none.
  public let indentation: [UInt8]?
  /// What to do with C0 control characters XML 1.0 cannot represent: `.fail` throws; `.warn`/`.ignore` write a space.
  public let controlCharacters: XMLControlCharacterPolicy
  /// How many control characters were replaced by spaces.
  public private(set) var replacedControlCharacterCount = 0
  /// The reader limits every value is kept within, so that what we write, our readers read: an attribute
  /// value longer than `maxAttributeValueBytes`, or an element's text longer than `maxTextBytes` (counted as
  /// `XMLStreamParser` counts them: `&` as 5 bytes), is cut at a character boundary to fit.
  public let limits: XMLStreamOptions
  /// How many attribute values and texts were cut to fit `limits` (a writer reports them as a loss).
  public private(set) var truncatedValueCount = 0
  private let maxAttributeBytes: Int
  private let maxTextBytes: Int
  /// Bytes handed to the sink so far plus those still buffered.
  public var bytesWritten: Int64 { flushedBytes + Int64(count) }
  private var flushedBytes: Int64 = 0

  /// Makes a writer; `indentation` nil writes no line breaks or indentation at all.
  public init(
    sink: any ByteSink, indentation: String? = "  ", controlCharacters: XMLControlCharacterPolicy = .warn,
    bufferSize: Int = 256 << 10, limits: XMLStreamOptions = XMLStreamOptions()
  ) {
    self.sink = sink
    self.limits = limits
    maxAttributeBytes = max(limits.maxAttributeValueBytes, 0)
    maxTextBytes = max(limits.maxTextBytes, 0)
    self.indentation = indentation.map { Array($0.utf8) }
    self.controlCharacters = controlCharacters
    capacity = max(bufferSize, 4096)
    buffer = .allocate(capacity: capacity)
    escapeTable = .allocate(capacity: 256)
    escapeTable.initialize(from: Self.escapeClass, count: 256)
  }

  deinit {
    buffer.deallocate()
    escapeTable.deallocate()
    for e in stack where e.owned { e.name.deallocate() }
  }

  /// The open elements, e.g. `/gpx/trk/trkseg`.
  public var elementPath: String {
    stack.map { "/" + String(decoding: $0.name, as: UTF8.self) }.joined()
  }

  /// The current nesting depth (0 outside the root).
  public var depth: Int { stack.count }

  // MARK: - Document

  /// Writes `<?xml version="1.0" encoding="UTF-8"?>` and a line feed.
  public func writeDeclaration(version: String = "1.0", encoding: String? = "UTF-8", standalone: Bool? = nil)
    throws
  {
    try append("<?xml version=\"")
    try append(version)
    if let encoding {
      try append("\" encoding=\"")
      try append(encoding)
    }
    if let standalone { try append(standalone ? "\" standalone=\"yes" : "\" standalone=\"no") }
    try append("\"?>\n")
    atLineStart = true
  }

  /// Writes `text` exactly as given (DOCTYPE blocks, comments, a final line feed); closes a pending start tag first.
  public func writeRaw(_ text: String) throws {
    try closeStartTag()
    var t = text
    try t.withUTF8 { try append($0) }
    if let last = text.utf8.last { atLineStart = last == 0x0A }
  }

  /// Writes UTF-8 `bytes` exactly as given, like `writeRaw(_:)` without making a `String` (writers' pre-laid-out blocks).
  public func writeRaw(bytes: UnsafeBufferPointer<UInt8>) throws {
    try closeStartTag()
    if bytes.count >= capacity / 4 {
      // A large block goes to the sink as it is (one copy fewer).
      try drain()
      try sink.write(UnsafeRawBufferPointer(bytes))
      flushedBytes += Int64(bytes.count)
    } else {
      try append(bytes)
    }
    if let last = bytes.last { atLineStart = last == 0x0A }
  }

  /// Writes a comment `<!--text-->` on its own line in block layout (`--` is not allowed in `text`).
  public func writeComment(_ text: String) throws {
    guard !text.contains("--"), !text.hasSuffix("-") else {
      throw XMLWriterError(message: "a comment cannot contain '--' or end with '-'", elementPath: elementPath)
    }
    try closeStartTag()
    try breakLine()
    try append("<!--")
    var t = text
    try t.withUTF8 { try append($0) }
    try append("-->")
    markChild()
  }

  // MARK: - Elements

  /// Starts element `name` (written as given, e.g. `"gpxtpx:hr"`); attributes may follow until content is written.
  public func startElement(_ name: StaticString, layout: XMLContentLayout = .block) throws {
    try startElement(
      bytes: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), owned: false,
      layout: layout)
  }

  /// Starts element `name` (a `String`; slower than the `StaticString` overload).
  public func startElement(_ name: String, layout: XMLContentLayout = .block) throws {
    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: name.utf8.count)
    _ = copy.initialize(from: name.utf8)
    do {
      try startElement(bytes: UnsafeBufferPointer(copy), owned: true, layout: layout)
    } catch {
      copy.deallocate()
      throw error
    }
  }

  private func startElement(
    bytes name: UnsafeBufferPointer<UInt8>, owned: Bool, layout: XMLContentLayout
  ) throws {
    try closeStartTag()
    try breakLine()
    markChild()
    try append(0x3C)
    try append(name)
    stack.append(OpenElement(name: name, owned: owned, layout: layout, hasChildren: false))
    if layout == .inline || inlineDepth > 0 { inlineDepth += 1 }
    startTagOpen = true
    wroteAnything = true
  }

  /// Ends the innermost element: `/>` when it has no content, else `</name>` (on its own line after block children).
  public func endElement() throws {
    guard let top = stack.popLast() else {
      throw XMLWriterError(message: "endElement() without an open element", elementPath: "")
    }
    if startTagOpen {
      try append("/>")
      startTagOpen = false
    } else {
      if top.hasChildren, inlineDepth == 0, indentation != nil {
        try append(0x0A)
        try indent(stack.count)
      }
      try append("</")
      try append(top.name)
      try append(0x3E)
    }
    if top.owned { top.name.deallocate() }
    if inlineDepth > 0 { inlineDepth -= 1 }
    atLineStart = false
  }

  /// Writes `<name>text</name>` (escaped text) as one child.
  public func writeElement(_ name: StaticString, text: String) throws {
    try startElement(name)
    try writeText(text)
    try endElement()
  }

  // MARK: - Attributes

  /// Adds attribute `name="value"` (value escaped) to the start tag just written.
  public func writeAttribute(_ name: StaticString, _ value: String) throws {
    try beginAttribute(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    var v = value
    try v.withUTF8 { try appendEscaped(fitting($0, within: maxAttributeBytes), attribute: true) }
    try append(0x22)
  }

  /// Adds attribute `name="value"` with a `String` name.
  public func writeAttribute(name: String, _ value: String) throws {
    var n = name
    try n.withUTF8 { try beginAttribute($0) }
    var v = value
    try v.withUTF8 { try appendEscaped(fitting($0, within: maxAttributeBytes), attribute: true) }
    try append(0x22)
  }

  /// Adds an integer attribute without creating a `String`.
  public func writeAttribute(_ name: StaticString, _ value: Int) throws {
    try beginAttribute(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    try appendInteger(value)
    try append(0x22)
  }

  /// Adds attribute `name="value"` where `value` is UTF-8 that is already escaped (written as is).
  public func writeAttribute(_ name: StaticString, escapedBytes value: UnsafeBufferPointer<UInt8>) throws {
    try beginAttribute(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    try append(value)
    try append(0x22)
  }

  /// Adds attribute `name="value"` from parser bytes (escaped; no `String` is created).
  public func writeAttribute(_ name: StaticString, _ value: XMLBytes) throws {
    try beginAttribute(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    try appendEscaped(fitting(value.buffer, within: maxAttributeBytes), attribute: true)
    try append(0x22)
  }

  private func beginAttribute(_ name: UnsafeBufferPointer<UInt8>) throws {
    guard startTagOpen else {
      throw XMLWriterError(
        message: "an attribute must follow startElement directly", elementPath: elementPath)
    }
    try append(0x20)
    try append(name)
    try append("=\"")
  }

  // MARK: - Text

  /// Writes escaped character data inside the current element (no indentation is added around it).
  public func writeText(_ text: String) throws {
    try closeStartTag()
    var t = text
    try t.withUTF8 { try appendEscaped(fittingText($0), attribute: false) }
    if !text.isEmpty { atLineStart = false }
  }

  /// Writes parser bytes as escaped character data (no `String` is created).
  public func writeText(_ bytes: XMLBytes) throws {
    try closeStartTag()
    try appendEscaped(fittingText(bytes.buffer), attribute: false)
    if !bytes.isEmpty { atLineStart = false }
  }

  /// Writes an integer as character data without creating a `String`.
  public func writeText(_ value: Int) throws {
    try closeStartTag()
    try appendInteger(value)
    atLineStart = false
  }

  /// Sends buffered bytes to the sink and flushes it.
  public func flush() throws {
    try drain()
    try sink.flush()
  }

  /// Checks every element was closed, then flushes.
  public func finish() throws {
    try closeStartTag()
    guard stack.isEmpty else {
      throw XMLWriterError(message: "\(stack.count) element(s) still open", elementPath: elementPath)
    }
    try flush()
  }

  // MARK: - Internals

  /// The longest prefix of `bytes` a reader with `limit` takes whole: each byte counts 1 and `&` 5 (libxml2
  /// hands `&amp;` over as `&#38;`), cut back to a UTF-8 character boundary. Counts a cut.
  private func fitting(_ bytes: UnsafeBufferPointer<UInt8>, within limit: Int) -> UnsafeBufferPointer<UInt8> {
    if bytes.count <= limit / 5 { return bytes }
    var cost = 0
    var i = 0
    while i < bytes.count {
      cost += bytes[i] == 0x26 ? 5 : 1
      if cost > limit { break }
      i += 1
    }
    if i == bytes.count { return bytes }
    while i > 0, bytes[i] & 0xC0 == 0x80 { i -= 1 }
    truncatedValueCount += 1
    return UnsafeBufferPointer(rebasing: bytes[0..<i])
  }

  /// `bytes` as far as the current element's text stays within `maxTextBytes`.
  private func fittingText(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
    guard !stack.isEmpty else { return bytes }
    let used = stack[stack.count - 1].textBytes
    let fitted = fitting(bytes, within: max(maxTextBytes - used, 0))
    var cost = fitted.count
    if let base = fitted.baseAddress, memchr(base, 0x26, fitted.count) != nil {
      for b in fitted where b == 0x26 { cost += 4 }
    }
    stack[stack.count - 1].textBytes = used + cost
    return fitted
  }

  private func markChild() {
    if !stack.isEmpty { stack[stack.count - 1].hasChildren = true }
  }

  private func closeStartTag() throws {
    if startTagOpen {
      try append(0x3E)
      startTagOpen = false
    }
  }

  private func breakLine() throws {
    guard inlineDepth == 0, indentation != nil else { return }
    if wroteAnything || count > 0 || flushedBytes > 0 {
      if !atLineStart { try append(0x0A) }
    }
    try indent(stack.count)
    atLineStart = false
  }

  private func indent(_ levels: Int) throws {
    guard let indentation, levels > 0 else { return }
    for _ in 0..<levels { try indentation.withUnsafeBufferPointer { try append($0) } }
  }

  @inline(__always) private func append(_ byte: UInt8) throws {
    if count == capacity { try drain() }
    buffer[count] = byte
    count += 1
  }

  @inline(__always) private func append(_ s: StaticString) throws {
    try append(UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
  }

  private func append(_ s: String) throws {
    var s = s
    try s.withUTF8 { try append($0) }
  }

  @inline(__always) private func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return }
    if count + bytes.count > capacity {
      try drain()
      if bytes.count > capacity {
        try sink.write(UnsafeRawBufferPointer(bytes))
        flushedBytes += Int64(bytes.count)
        return
      }
    }
    (buffer + count).update(from: base, count: bytes.count)
    count += bytes.count
  }

  private func drain() throws {
    guard count > 0 else { return }
    try sink.write(UnsafeRawBufferPointer(start: buffer, count: count))
    flushedBytes += Int64(count)
    count = 0
  }

  private func appendInteger(_ value: Int) throws {
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes of scratch
    try withUnsafeMutableBytes(of: &digits) { raw in
      let p = raw.bindMemory(to: UInt8.self)
      var i = p.count
      var v = value.magnitude
      repeat {
        i -= 1
        p[i] = UInt8(v % 10) + 0x30
        v /= 10
      } while v != 0
      if value < 0 {
        i -= 1
        p[i] = 0x2D
      }
      try append(UnsafeBufferPointer(rebasing: p[i...]))
    }
  }

  /// 0 = copy as is; 1 = needs escaping in text and attributes; 2 = attributes only; 3 = illegal control.
  private static let escapeClass: [UInt8] = {
    var t = [UInt8](repeating: 0, count: 256)
    for c in 0..<0x20 { t[c] = 3 }
    t[0x09] = 2
    t[0x0A] = 2
    t[0x0D] = 1
    t[Int(UInt8(ascii: "&"))] = 1
    t[Int(UInt8(ascii: "<"))] = 1
    t[Int(UInt8(ascii: ">"))] = 1
    t[Int(UInt8(ascii: "\""))] = 2
    return t
  }()

  private func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool) throws {
    let table = escapeTable
    do {
      var runStart = 0
      var i = 0
      let n = bytes.count
      while i < n {
        let b = bytes[i]
        let cls = table[Int(b)]
        if cls == 0 || (cls == 2 && !attribute) {
          i += 1
          continue
        }
        if runStart < i { try append(UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
        switch b {
        case UInt8(ascii: "&"): try append("&amp;")
        case UInt8(ascii: "<"): try append("&lt;")
        case UInt8(ascii: ">"): try append("&gt;")
        case UInt8(ascii: "\""): try append("&quot;")
        case 0x09: try append("&#9;")
        case 0x0A: try append("&#10;")
        case 0x0D: try append("&#13;")
        default:
          if controlCharacters == .fail {
            throw XMLWriterError(
              message:
                "control character U+\(String(b, radix: 16, uppercase: true)) cannot be written in XML 1.0",
              elementPath: elementPath)
          }
          replacedControlCharacterCount += 1
          try append(0x20)
        }
        i += 1
        runStart = i
      }
      if runStart < n { try append(UnsafeBufferPointer(rebasing: bytes[runStart..<n])) }
    }
  }
}
