import ByteStreams
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A piece of a document cut by `XMLTopLevelSplitter`: whole children of the root element (with the
/// character data between them), and where it starts in the document.
public struct XMLDocumentChunk: Sendable {
  /// The chunk's bytes, exactly as they are in the document.
  public var bytes: [UInt8]
  /// The document offset of its first byte.
  public var offset: Int64
  /// The 1-based line and column of its first byte (the column counts characters, as libxml2 does).
  public var line: Int
  public var column: Int
  /// Its place in the document: 0 for the first chunk (which starts with the prolog).
  public var index: Int
  /// The last chunk: it holds the root's end tag (or the end of a document cut short) and what follows.
  public var isLast: Bool
}

/// Cuts a document's bytes, as they come, into chunks that end between two children of the root element,
/// by a byte scan that knows comments, CDATA sections, processing instructions, quoted attribute values and
/// the DOCTYPE with its internal subset; a `<` or `>` inside any of these is never taken for markup.
///
/// A chunk ends after a line break in the root's own character data once it holds `targetBytes`, or, in a
/// document without such line breaks, just before a `<` at that level once it holds four times as much; so
/// a cut never falls inside a tag, a character reference or a multi-byte UTF-8 sequence. Nothing is cut
/// before the root's start tag has been seen (the prolog, `prolog`, ends with it) or after its end tag: the
/// last chunk holds everything from the last cut to the end of the input, a document cut short included.
/// The scan is resumable: the input may arrive in pieces of any size, split anywhere.
///
/// Meant for UTF-8 and ASCII-compatible single-byte encodings (`canSplit(head:)` says which documents).
public struct XMLTopLevelSplitter: Sendable {
  /// What the scan is inside of at `scanned`.
  private enum State: Sendable {
    case content
    case startTag(quote: UInt8)
    case endTag
    case comment
    case cdata
    case instruction
    case doctype
    case declaration
  }

  private let targetBytes: Int
  /// The bytes of the chunk being made (from the last cut).
  private var buffer: [UInt8] = []
  /// How far `buffer` has been scanned, and what that point is inside of.
  private var scanned = 0
  private var state = State.content
  /// Where the construct being scanned starts in `buffer` (its `<`).
  private var constructStart = 0
  private var depth = 0
  private var rootOpen = false
  private var rootClosed = false
  /// The line, column and document offset of `buffer`'s first byte, and the number of chunks cut.
  private var line = 1
  private var column = 1
  private var offset: Int64 = 0
  private var index = 0
  private var cuts: [XMLDocumentChunk] = []

  /// The document's bytes up to the end of the root element's start tag (nil until it has been seen).
  public private(set) var prolog: [UInt8]?
  /// The root element's qualified name, as written in its start tag.
  public private(set) var rootName: [UInt8]?

  /// A splitter aiming at chunks of `targetBytes`.
  public init(targetBytes: Int) {
    self.targetBytes = max(targetBytes, 1)
    buffer.reserveCapacity(min(self.targetBytes, 64 << 20) + (1 << 20))
  }

  /// Whether a document starting with `head` can be cut by a byte scan: not UTF-16 or UTF-32 (a byte
  /// order mark or a zero byte in its first bytes), and no encoding declared but UTF-8, ASCII or ISO-8859-*
  /// (in which `<`, `>`, quotes and line breaks never occur inside another character).
  public static func canSplit(head: [UInt8]) -> Bool {
    guard head.count >= 2, head[0] != 0, head[1] != 0, !(head[0] == 0xFE && head[1] == 0xFF),
      !(head[0] == 0xFF && head[1] == 0xFE)
    else { return false }
    guard head.starts(with: Array("<?xml".utf8)) || head.starts(with: [0xEF, 0xBB, 0xBF, 0x3C, 0x3F]) else {
      return true
    }
    let declarationEnd = head.firstIndex(of: UInt8(ascii: ">")) ?? head.count
    let declaration = String(decoding: head[..<declarationEnd], as: UTF8.self).lowercased()
    guard let at = declaration.firstRange(of: "encoding") else { return true }
    let rest = declaration[at.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
    let name = String(rest.prefix { $0 != "\"" && $0 != "'" })
    return name == "utf-8" || name == "utf8" || name == "us-ascii" || name == "ascii"
      || name.hasPrefix("iso-8859-")
  }

  /// Takes the next bytes of the document; the chunks they complete are then returned by `nextChunk()`.
  public mutating func append(_ bytes: UnsafeRawBufferPointer) {
    buffer.append(contentsOf: bytes)
    scan()
  }

  /// The next complete chunk, if any, in document order.
  public mutating func nextChunk() -> XMLDocumentChunk? {
    cuts.isEmpty ? nil : cuts.removeFirst()
  }

  /// The rest of the document (after the end of the input) as the last chunk.
  public mutating func finish() -> XMLDocumentChunk {
    let chunk = XMLDocumentChunk(
      bytes: buffer, offset: offset, line: line, column: column, index: index, isLast: true)
    buffer = []
    scanned = 0
    return chunk
  }

  // MARK: - Scanning

  private mutating func scan() {
    // `buffer.count` read afresh: a cut shortens the buffer.
    while scanned < buffer.count {
      switch state {
      case .content:
        if !scanContent() { return }
      case .startTag(let quote):
        if !scanStartTag(quote: quote) { return }
      case .endTag:
        guard let end = find(UInt8(ascii: ">"), from: scanned) else {
          scanned = buffer.count
          return
        }
        scanned = end + 1
        state = .content
        depth -= 1
        if depth == 0, rootOpen { rootClosed = true }
      case .declaration:
        if !skip(to: [UInt8(ascii: ">")], searchFrom: constructStart + 2) { return }
      case .comment:
        if !skip(to: Array("-->".utf8), searchFrom: constructStart + 4) { return }
      case .cdata:
        if !skip(to: Array("]]>".utf8), searchFrom: constructStart + 9) { return }
      case .instruction:
        if !skip(to: Array("?>".utf8), searchFrom: constructStart + 2) { return }
      case .doctype:
        guard let end = Self.doctypeEnd(buffer, from: constructStart + 9) else {
          scanned = buffer.count
          return
        }
        scanned = end + 1
        state = .content
      }
    }
  }

  /// Character data up to the next `<` (cutting in it when the chunk is full), then what the `<` opens.
  /// False when more bytes are needed.
  private mutating func scanContent() -> Bool {
    let count = buffer.count
    let lt = find(UInt8(ascii: "<"), from: scanned) ?? count
    if rootOpen, !rootClosed, depth == 1, scanned >= targetBytes,
      let newline = find(UInt8(ascii: "\n"), from: scanned, to: lt)
    {
      cut(at: newline + 1)
      return true
    }
    guard lt < count else {
      scanned = count
      return false
    }
    guard lt + 1 < count else {
      scanned = lt
      return false
    }
    let next = buffer[lt + 1]
    if rootOpen, !rootClosed, depth == 1, lt >= 4 * targetBytes, next != UInt8(ascii: "/") {
      cut(at: lt)
      return true
    }
    constructStart = lt
    switch next {
    case UInt8(ascii: "/"):
      state = .endTag
      scanned = lt + 2
    case UInt8(ascii: "?"):
      state = .instruction
      scanned = lt + 2
    case UInt8(ascii: "!"):
      guard lt + 9 <= count || startsWith("<!--", at: lt) else {
        scanned = lt
        return false
      }
      if startsWith("<!--", at: lt) {
        state = .comment
      } else if startsWith("<![CDATA[", at: lt) {
        state = .cdata
      } else if startsWith("<!DOCTYPE", at: lt) {
        state = .doctype
      } else {
        // Not well-formed here: read to the next `>` (the parser reports it).
        state = .declaration
      }
      scanned = lt + 2
    default:
      state = .startTag(quote: 0)
      scanned = lt + 1
    }
    return true
  }

  /// A start tag up to its `>` (quotes respected). False when more bytes are needed.
  private mutating func scanStartTag(quote: UInt8) -> Bool {
    let count = buffer.count
    var quote = quote
    var i = scanned
    let end: Int? = buffer.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return nil }
      while i < count {
        if quote != 0 {
          // Attribute values are most of an export's bytes: skip each in one search.
          guard let hit = memchr(base + i, Int32(quote), count - i) else {
            i = count
            return nil
          }
          i = base.distance(to: UnsafeRawPointer(hit)) + 1
          quote = 0
          continue
        }
        let c = raw[i]
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
          quote = c
        } else if c == UInt8(ascii: ">") {
          return i
        }
        i += 1
      }
      return nil
    }
    guard let end else {
      scanned = count
      state = .startTag(quote: quote)
      return false
    }
    // `/>` is written together (EmptyElemTag); a `/` inside a value is followed by its quote.
    let selfClosing = end > constructStart + 1 && buffer[end - 1] == UInt8(ascii: "/")
    scanned = end + 1
    state = .content
    if !selfClosing {
      depth += 1
      if depth == 1, !rootOpen {
        rootOpen = true
        prolog = Array(buffer[0..<scanned])
        var nameEnd = constructStart + 1
        while nameEnd < end, !Self.endsName(buffer[nameEnd]) { nameEnd += 1 }
        rootName = Array(buffer[(constructStart + 1)..<nameEnd])
      }
    } else if depth == 0, !rootOpen {
      // An empty root element: the document has no children to cut between.
      rootOpen = true
      rootClosed = true
    }
    return true
  }

  private static func endsName(_ c: UInt8) -> Bool {
    c == UInt8(ascii: " ") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
      || c == UInt8(ascii: ">") || c == UInt8(ascii: "/")
  }

  /// Skips to after `terminator`, searching from `searchFrom` at the earliest. False when more bytes are
  /// needed (the search then resumes near the end).
  private mutating func skip(to terminator: [UInt8], searchFrom: Int) -> Bool {
    let count = buffer.count
    var i = max(scanned, searchFrom)
    while let at = find(terminator[0], from: i) {
      if at + terminator.count > count {
        scanned = at
        return false
      }
      if startsWith(terminator, at: at) {
        scanned = at + terminator.count
        state = .content
        return true
      }
      i = at + 1
    }
    scanned = count
    return false
  }

  /// The index of the DOCTYPE's closing `>` (after its internal subset, whose quoted literals, comments and
  /// processing instructions may hold `>` and `]`), or nil when the buffer does not hold it yet.
  static func doctypeEnd(_ b: [UInt8], from start: Int) -> Int? {
    var i = start
    var inSubset = false
    let n = b.count
    while i < n {
      let c = b[i]
      if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        guard let close = b[(i + 1)...].firstIndex(of: c) else { return nil }
        i = close + 1
        continue
      }
      if inSubset, c == UInt8(ascii: "<"), i + 3 < n, b[i + 1] == UInt8(ascii: "!"),
        b[i + 2] == UInt8(ascii: "-"), b[i + 3] == UInt8(ascii: "-")
      {
        guard let close = firstIndex(of: Array("-->".utf8), in: b, from: i + 4) else { return nil }
        i = close + 3
        continue
      }
      if inSubset, c == UInt8(ascii: "<"), i + 1 < n, b[i + 1] == UInt8(ascii: "?") {
        guard let close = firstIndex(of: Array("?>".utf8), in: b, from: i + 2) else { return nil }
        i = close + 2
        continue
      }
      if c == UInt8(ascii: "[") { inSubset = true }
      if c == UInt8(ascii: "]") { inSubset = false }
      if c == UInt8(ascii: ">"), !inSubset { return i }
      i += 1
    }
    return nil
  }

  private static func firstIndex(of needle: [UInt8], in b: [UInt8], from start: Int) -> Int? {
    var i = start
    while i + needle.count <= b.count {
      if b[i] == needle[0], Array(b[i..<(i + needle.count)]) == needle { return i }
      i += 1
    }
    return nil
  }

  private func startsWith(_ text: String, at i: Int) -> Bool { startsWith(Array(text.utf8), at: i) }

  private func startsWith(_ bytes: [UInt8], at i: Int) -> Bool {
    guard i + bytes.count <= buffer.count else { return false }
    for k in 0..<bytes.count where buffer[i + k] != bytes[k] { return false }
    return true
  }

  /// The first `byte` in `buffer[from..<to]` (memchr).
  private func find(_ byte: UInt8, from: Int, to: Int? = nil) -> Int? {
    let end = min(to ?? buffer.count, buffer.count)
    guard from < end else { return nil }
    return buffer.withUnsafeBytes { b -> Int? in
      guard let base = b.baseAddress, let hit = memchr(base + from, Int32(byte), end - from) else {
        return nil
      }
      return base.distance(to: UnsafeRawPointer(hit))
    }
  }

  /// Cuts `buffer[..<at]` off as a chunk.
  private mutating func cut(at end: Int) {
    // The buffer becomes the chunk (no copy of its bytes); the few after the cut start the next one.
    var bytes = Array(buffer[end...])
    bytes.reserveCapacity(min(targetBytes, 64 << 20) + (1 << 20))
    swap(&bytes, &buffer)
    bytes.removeLast(bytes.count - end)
    cuts.append(
      XMLDocumentChunk(bytes: bytes, offset: offset, line: line, column: column, index: index, isLast: false))
    index += 1
    offset += Int64(end)
    let (lines, tail) = bytes.withUnsafeBytes(Self.lineBreaks)
    if lines > 0 {
      line += lines
      column = 1 + tail
    } else {
      column += tail
    }
    // The scan may stand before the cut (at the start of the character data the cut falls in): that data
    // is behind it now.
    scanned = max(0, scanned - end)
    constructStart = max(0, constructStart - end)
  }

  /// The line breaks in `b`, and the characters after the last one (all of them when there is none).
  static func lineBreaks(_ b: UnsafeRawBufferPointer) -> (Int, Int) {
    let n = b.count
    guard n > 0, let base = b.baseAddress else { return (0, 0) }
    var lines = 0
    var i = 0
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let newlines = ones &* 0x0A
    while i + 8 <= n {
      // A zero byte of `x` is a line break; counted exactly (no borrow between bytes).
      let x = base.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ newlines
      let t = ((x & ~highs) &+ ~highs) | x
      lines += (~t & highs).nonzeroBitCount
      i += 8
    }
    while i < n {
      if base.load(fromByteOffset: i, as: UInt8.self) == 0x0A { lines += 1 }
      i += 1
    }
    var lastBreak = n - 1
    while lastBreak >= 0, base.load(fromByteOffset: lastBreak, as: UInt8.self) != 0x0A { lastBreak -= 1 }
    var characters = 0
    for k in (lastBreak + 1)..<n where base.load(fromByteOffset: k, as: UInt8.self) & 0xC0 != 0x80 {
      characters += 1
    }
    return (lines, characters)
  }
}
