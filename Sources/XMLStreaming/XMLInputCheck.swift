import ByteStreams

/// The checks `XMLStreamParser` makes on a document's bytes before libxml2 sees them, as a value that can
/// run on the thread that makes the bytes (a decompression thread) instead of the one that parses them:
///
/// - with `controlCharacters` `.warn` or `.ignore`, the C0 control characters XML 1.0 forbids are replaced
///   by spaces (same length: offsets are kept) and their offsets reported;
/// - the attributes of each start tag are counted, and the first start tag holding more than
///   `maxAttributesPerElement` is reported, so libxml2's quadratic duplicate check never starts on it.
///
/// Get one from the parser that will parse the document (`XMLStreamParser.makeInputCheck()`), pass every
/// chunk through `check(_:_:)` in order, and hand each checked chunk with its findings to that parser
/// (`feed(_:checked:)`, `parse(checkedStream:)`, `parsePipelined(textFilter:checkedStream:)`). The parser's
/// own `feed(_:)` runs the same check itself: one mechanism, on either thread.
public struct XMLInputCheck: Sendable {
  private let replaceControlCharacters: Bool
  private var scanner: AttributeCountScanner?
  /// Document offset of the next chunk.
  private var offset: Int64 = 0
  /// Off for UTF-16 input (decided on the first bytes): both checks read ASCII-compatible bytes.
  private var disabled = false
  /// Whether the encoding test has seen the document's first two bytes.
  private var decided = false
  private var firstByte: UInt8?
  /// Where replaced chunks are made (kept: its capacity is reused).
  private var scratch: [UInt8] = []

  init(options: XMLStreamOptions) {
    replaceControlCharacters = options.controlCharacters != .fail
    scanner = AttributeCountScanner(limit: options.maxAttributesPerElement)
  }

  /// Checks the next chunk of the document and calls `body` with the bytes libxml2 is to see (the chunk
  /// itself, or a copy with its control characters replaced, valid during the call) and the findings.
  public mutating func check<R>(
    _ chunk: ByteView, _ body: (ByteView, XMLInputFindings) throws -> R
  ) rethrows -> R {
    var findings = XMLInputFindings(start: offset, count: chunk.count)
    offset += Int64(chunk.count)
    if !decided, chunk.count > 0 { decide(chunk) }
    guard !disabled, chunk.count > 0 else { return try body(chunk, findings) }
    let firstIllegal =
      replaceControlCharacters ? chunk.withUnsafeBytes(ControlCharacterFilter.firstIllegal(in:)) : nil
    guard let first = firstIllegal else {
      findings.crowdedTag = chunk.withUnsafeBytes { scanner?.scan($0, at: findings.start) }
      return try body(chunk, findings)
    }
    scratch.removeAll(keepingCapacity: true)
    chunk.withUnsafeBytes { scratch.append(contentsOf: $0) }
    let start = findings.start
    _ = ControlCharacterFilter.replace(in: &scratch, from: first) { index in
      findings.replacements.append(start + Int64(index))
    }
    findings.crowdedTag = scratch.withUnsafeBytes { scanner?.scan($0, at: start) }
    let replaced = scratch
    return try ByteView.withBytes(of: replaced) { try body($0, findings) }
  }

  /// Turns the checks off for UTF-16, from the document's first two bytes (which may come in two chunks).
  private mutating func decide(_ chunk: ByteView) {
    let head: [UInt8] = (firstByte.map { [$0] } ?? []) + [chunk[0]] + (chunk.count > 1 ? [chunk[1]] : [])
    if head.count < 2, head[0] != 0 {
      firstByte = head[0]
      return
    }
    decided = true
    if head.withUnsafeBytes(Self.looksLikeUTF16) || head[0] == 0 {
      disabled = true
      scanner = nil
    }
  }

  /// UTF-16 (a byte order mark or a zero byte among the first two).
  static func looksLikeUTF16(_ b: UnsafeRawBufferPointer) -> Bool {
    guard b.count >= 2 else { return false }
    return (b[0] == 0xFE && b[1] == 0xFF) || (b[0] == 0xFF && b[1] == 0xFE) || b[0] == 0 || b[1] == 0
  }
}

/// What `XMLInputCheck` found in one chunk, handed to the parser with the chunk.
public struct XMLInputFindings: Sendable {
  /// Where the chunk starts in the document, and its length.
  public let start: Int64
  public let count: Int
  /// Document offsets of the control characters replaced by spaces.
  public internal(set) var replacements: [Int64] = []
  /// The document offset of the `<` of the first start tag holding too many attributes.
  public internal(set) var crowdedTag: Int64?

  init(start: Int64, count: Int) {
    self.start = start
    self.count = count
  }
}
