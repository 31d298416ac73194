/// Blanks out the `<!DOCTYPE …>` declaration in a document's prolog (bytes), keeping line breaks and length.
enum DoctypeBlanker {
  /// Give up (feed the prolog unchanged) when no decision was possible within this many bytes.
  static let maxProlog = 4 << 20

  /// Examines the buffered start of a document. Returns nil while more bytes are needed, `true` when the
  /// buffer is ready to feed (blanked or nothing to blank). With `final`, always decides.
  static func blank(_ b: inout [UInt8], final: Bool) -> Bool? {
    let n = b.count
    var i = 0
    while i < n {
      guard b[i] == UInt8(ascii: "<") else {
        i += 1
        continue
      }
      guard i + 1 < n else { break }
      let next = b[i + 1]
      if next == UInt8(ascii: "?") {  // XML declaration or PI: skip to "?>"
        guard let end = find(b, "?>", from: i + 2) else { break }
        i = end + 2
      } else if next == UInt8(ascii: "!") {
        if starts(b, "<!--", at: i) {
          guard let end = find(b, "-->", from: i + 4) else { break }
          i = end + 3
        } else if starts(b, "<!DOCTYPE", at: i) {
          guard let end = doctypeEnd(b, from: i + 9) else { break }
          for k in i...end where b[k] != 0x0A && b[k] != 0x0D { b[k] = 0x20 }
          return true
        } else {
          return true
        }
      } else {
        return true  // the root element starts: no DOCTYPE
      }
    }
    if final || n >= maxProlog { return true }
    return nil
  }

  /// Index of the `>` closing the declaration: the first `>` if it comes before `[`, else the `>` after the
  /// first `]` that is followed only by white space and `>` (tolerates malformed subsets such as iOS 16's).
  private static func doctypeEnd(_ b: [UInt8], from start: Int) -> Int? {
    var i = start
    while i < b.count {
      if b[i] == UInt8(ascii: ">") { return i }
      if b[i] == UInt8(ascii: "[") { break }
      i += 1
    }
    while i < b.count {
      if b[i] == UInt8(ascii: "]") {
        var k = i + 1
        while k < b.count, b[k] == 0x20 || b[k] == 0x0A || b[k] == 0x0D || b[k] == 0x09 { k += 1 }
        if k < b.count, b[k] == UInt8(ascii: ">") { return k }
      }
      i += 1
    }
    return nil
  }

  private static func starts(_ b: [UInt8], _ s: StaticString, at i: Int) -> Bool {
    let n = s.utf8CodeUnitCount
    guard i + n <= b.count else { return false }
    for k in 0..<n where b[i + k] != s.utf8Start[k] { return false }
    return true
  }

  private static func find(_ b: [UInt8], _ s: StaticString, from: Int) -> Int? {
    var i = from
    while i + s.utf8CodeUnitCount <= b.count {
      if starts(b, s, at: i) { return i }
      i += 1
    }
    return nil
  }
}
