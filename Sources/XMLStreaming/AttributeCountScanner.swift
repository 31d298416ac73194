#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Counts the attributes of start tags in the raw bytes before libxml2 sees them.
///
/// libxml2 2.9 checks each attribute of an element against all those before it, before any SAX callback
/// runs: 1.15 M attributes on one element took more than 125 s. `XMLStreamParser` runs this scanner over
/// every chunk it pushes and refuses the start tag that holds more than `limit` attributes with a located
/// error, so the check never starts. It is linear and cheap: each attribute takes at least 4 bytes (`a=""`)
/// and `<` cannot occur inside a start tag, so a start tag followed by a `<` within `4 × limit` bytes is
/// skipped with one `memchr`; only longer runs are counted byte by byte, up to the tag's `>`.
///
/// It follows comments, CDATA sections, processing instructions and the DOCTYPE's internal subset (whose
/// `=` and quotes are not attributes). It reads ASCII-compatible encodings (UTF-8, Latin-1); the parser
/// turns it off for UTF-16 input. On malformed input it may lose track, but only after the point where
/// libxml2 fails anyway.
struct AttributeCountScanner {
  /// Most attributes a start tag may hold.
  let limit: Int
  /// Start tags running this many bytes without a `<` after them are counted exactly.
  private let exactFrom: Int

  private enum State {
    case text, lessThan, bang, startTag, quoted, comment, cdata, processingInstruction, declaration, subset
  }

  private var state = State.text
  /// Where `.quoted` returns when its quote closes (`.startTag` or `.declaration`).
  private var afterQuote = State.startTag
  private var quote: UInt8 = 0
  /// `=` outside quotes in the current start tag.
  private var count = 0
  /// Offset of the `<` of the current markup.
  private var tagStart: Int64 = 0
  /// After `<!`: 1 while `--` is being matched, 2 for `[CDATA[`; `matched` bytes of it so far.
  private var pattern = 0
  private var matched = 0
  /// Inside a DOCTYPE's internal subset (`[ … ]`).
  private var inSubset = false
  /// The last two bytes of the previous chunk (for `-->`, `]]>` and `?>` that straddle chunks).
  private var tail: (UInt8, UInt8) = (0, 0)

  init(limit: Int) {
    self.limit = max(limit, 1)
    exactFrom = self.limit.multipliedReportingOverflow(by: 4).overflow ? Int.max : self.limit * 4 + 8
  }

  /// Scans the next chunk, which starts at byte `offset` of the document. Returns the offset of the `<`
  /// of a start tag that holds more than `limit` attributes, or nil.
  mutating func scan(_ chunk: UnsafeRawBufferPointer, at offset: Int64) -> Int64? {
    guard let raw = chunk.baseAddress, chunk.count > 0 else { return nil }
    let base = raw.assumingMemoryBound(to: UInt8.self)
    let n = chunk.count
    defer { tail = n >= 2 ? (base[n - 2], base[n - 1]) : (tail.1, base[0]) }
    /// The byte `back` places before index `i` (from the previous chunk when before this one).
    func before(_ i: Int, _ back: Int) -> UInt8 {
      let k = i - back
      if k >= 0 { return base[k] }
      return k == -1 ? tail.1 : tail.0
    }
    var i = 0
    while i < n {
      switch state {
      case .text:
        guard let p = memchr(base + i, 0x3C, n - i) else { return nil }
        let k = UnsafeRawPointer(p) - raw
        tagStart = offset + Int64(k)
        i = k + 1
        state = .lessThan
      case .lessThan:
        let b = base[i]
        if b == UInt8(ascii: "!") {
          state = .bang
          pattern = 0
          matched = 0
          i += 1
        } else if b == UInt8(ascii: "?") {
          state = .processingInstruction
          i += 1
        } else if inSubset {
          state = .subset
        } else if b == UInt8(ascii: "/") {
          state = .text
        } else {
          // A start tag. Another `<` soon after it bounds it: too short to hold `limit` attributes.
          let window = min(exactFrom, n - i)
          if let p = memchr(base + i, 0x3C, window) {
            i = UnsafeRawPointer(p) - raw
            state = .text
          } else {
            count = 0
            state = .startTag
          }
        }
      case .bang:
        afterBang(base[i], &i)
      case .startTag:
        while i < n {
          let b = base[i]
          i += 1
          if b == UInt8(ascii: "=") {
            count += 1
            if count > limit { return tagStart }
          } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
            quote = b
            afterQuote = .startTag
            state = .quoted
            break
          } else if b == UInt8(ascii: ">") {
            state = .text
            break
          }
        }
      case .quoted:
        guard let p = memchr(base + i, Int32(quote), n - i) else { return nil }
        i = UnsafeRawPointer(p) - raw + 1
        state = afterQuote
      case .comment, .cdata, .processingInstruction:
        guard let p = memchr(base + i, 0x3E, n - i) else { return nil }
        let k = UnsafeRawPointer(p) - raw
        i = k + 1
        let ends: Bool
        switch state {
        case .comment: ends = before(k, 1) == UInt8(ascii: "-") && before(k, 2) == UInt8(ascii: "-")
        case .cdata: ends = before(k, 1) == UInt8(ascii: "]") && before(k, 2) == UInt8(ascii: "]")
        default: ends = before(k, 1) == UInt8(ascii: "?")
        }
        if ends { state = inSubset ? .subset : .text }
      case .declaration:
        scanDeclaration(base, n, &i)
      case .subset:
        scanSubset(base, n, &i)
      }
    }
    return nil
  }

  /// After `<!`: a comment (`--`), a CDATA section (`[CDATA[`) or else a declaration; `i` moves past
  /// each byte matched (not past the one that makes it a declaration).
  @inline(__always) private mutating func afterBang(_ b: UInt8, _ i: inout Int) {
    if pattern == 0 {
      if b == UInt8(ascii: "-") {
        pattern = 1
      } else if b == UInt8(ascii: "["), !inSubset {
        pattern = 2
      } else {
        state = .declaration
        return
      }
      matched = 1
      i += 1
    } else {
      let expected: StaticString = pattern == 1 ? "--" : "[CDATA["
      guard b == expected.utf8Start[matched] else {
        state = .declaration
        return
      }
      matched += 1
      i += 1
      if matched == expected.utf8CodeUnitCount { state = pattern == 1 ? .comment : .cdata }
    }
  }

  /// In a declaration (`<!DOCTYPE …`, `<!ENTITY …`), up to a quoted value, an internal subset or its end.
  @inline(__always) private mutating func scanDeclaration(
    _ base: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int
  ) {
    while i < n {
      let b = base[i]
      i += 1
      if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
        quote = b
        afterQuote = .declaration
        state = .quoted
        break
      } else if b == UInt8(ascii: "["), !inSubset {
        inSubset = true
        state = .subset
        break
      } else if b == UInt8(ascii: ">") {
        state = inSubset ? .subset : .text
        break
      }
    }
  }

  /// In a DOCTYPE's internal subset, up to the next markup or its end.
  @inline(__always) private mutating func scanSubset(_ base: UnsafePointer<UInt8>, _ n: Int, _ i: inout Int) {
    while i < n {
      let b = base[i]
      i += 1
      if b == UInt8(ascii: "<") {
        state = .lessThan
        break
      } else if b == UInt8(ascii: "]") {
        inSubset = false
        state = .declaration
        break
      }
    }
  }
}
