import ByteStreams
import CLibXML2
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libxml2 process-wide setup, done once and thread-safely (Swift `static let` initialisation is atomic).
enum LibXML2Runtime {
  static let ready: Void = {
    xmlInitParser()
    // Process-wide: no external entity, DTD or XInclude is ever loaded, whatever the options say.
    xmlSetExternalEntityLoader { _, _, _ in nil }
  }()
}

/// Mutable per-parse state kept behind a pointer: the SAX callbacks touch it without exclusivity checks.
struct ParserHotState {
  var depth = 0
  var maxDepth = 0
  var maxText = 0
  var maxAttribute = 0
  /// Elements' names: `pathStack[d]` is the local name at depth `d` (1-based; dictionary-interned).
  var pathStack: UnsafeMutablePointer<UnsafePointer<UInt8>?>
  /// `textStart[d]` is where depth `d`'s text begins in `text`, or -1 when not collecting.
  var textStart: UnsafeMutablePointer<Int>
  var text: UnsafeMutablePointer<UInt8>
  var textCount = 0
  var textCapacity = 0
  var attributeCopy: UnsafeMutablePointer<UnsafePointer<UInt8>?>
  var attributeCopyCapacity = 0
  var decoded: UnsafeMutablePointer<UInt8>
  var decodedCapacity = 0
  /// libxml2's attribute layout rebuilt from a pipelined parse's compact events (`replay`).
  var replayLayout: UnsafeMutablePointer<UnsafePointer<UInt8>?>
  var replayLayoutCapacity = 0
  var stopped = false
  /// Set when control-character replacements wait to be reported (read on every event without the
  /// exclusivity checks that the parser's own array would cost).
  var replacementsPending = false
  var rootClosed = false
  var stopAtRootEnd = false
  /// Set while this parser replays events recorded by a pipelined parse (`parsePipelined`): the position
  /// of the event being replayed stands in for libxml2's.
  var replaying = false
  var replayLine = 0
  var replayColumn = 0
  var replayOffset: Int64 = 0
  /// Whether libxml2's `characters` callback is installed: only while the innermost open element's text
  /// is collected (a callback per whitespace run between elements costs more than the parse of that run).
  var charactersOn = true
  /// Set on a pipelined parse's recording parser: attribute values go to the recorder as libxml2 gives
  /// them, and the replaying parser decodes `&#38;` on the handler's thread (`decodedAttributes`).
  var rawAttributeValues = false
  /// The current start tag's attribute value bytes, and whether an attribute has a prefix or namespace URI
  /// (worked out while checking the values' lengths, for a pipelined parse's recorder).
  var startValueBytes = 0
  var startQualifiedAttributes = false
}

/// A secure streaming XML parser over libxml2's SAX2 push parser; feed it byte chunks, receive events in an `XMLStreamHandler`.
///
/// Safety: entities other than the predefined five are never expanded (a reference fails with
/// `.undeclaredEntity`); no DTD, external entity or XInclude is loaded (`XML_PARSE_NONET` plus a
/// process-wide refusing entity loader); DTD attribute defaults are discarded; depth, text and attribute
/// sizes are bounded (`XMLStreamOptions`). One parser per document; not for use from several threads.
public final class XMLStreamParser {
  /// The options this parser runs with.
  public let options: XMLStreamOptions
  /// The file name used in locations, if any.
  public let fileName: String?
  /// Recovered problems, at most `options.maxRecordedWarnings` of them.
  public private(set) var warnings: [XMLStreamWarning] = []
  /// The number of warnings, including those not recorded.
  public private(set) var warningCount = 0
  /// Control characters replaced by spaces (`options.controlCharacters` `.warn` / `.ignore`).
  public internal(set) var replacedControlCharacterCount = 0
  /// Bytes fed so far.
  public internal(set) var bytesFed: Int64 = 0

  let handler: any XMLStreamHandler
  private var ctxt: xmlParserCtxtPtr?
  let hot: UnsafeMutablePointer<ParserHotState>
  private var failure: XMLStreamError?
  private var handlerError: (any Error)?
  var finished = false
  /// After a pipelined parse: the element path where it stopped, as text (the names it was built from
  /// were the parsing thread's interned strings, freed with that parser).
  var settledPath: String?
  private var inFinish = false
  /// Document offsets of replaced control characters not yet reported (reported as the parse passes them).
  private var pendingReplacements: [Int64] = []
  private var pendingHead = 0
  private var rootEndOffset: Int64 = -1
  private var prolog: [UInt8]?
  private var trailingReported = false
  /// The byte checks made here when the chunks come unchecked (`feed(_:)`).
  private var inputCheck: XMLInputCheck
  /// Whether the chunks come checked elsewhere (`feed(_:checked:)`); nil before the first chunk.
  private var checkedElsewhere: Bool?
  /// Document bytes checked so far (checked chunks must come in order, none left out).
  private var bytesChecked: Int64 = 0
  /// The `<` of a start tag with too many attributes: libxml2 gets the bytes before it, then the parse
  /// fails there.
  private var refuseFrom: Int64?
  /// For the parser of one chunk of a document fed after the document's prolog (`parseParallel`): the
  /// prolog's length and the line and column of the chunk's first byte in the document, given to libxml2
  /// when the root element starts, so that every line and column after it (libxml2's messages included)
  /// is the document's.
  var chunkOrigin: (prologBytes: Int, line: Int, column: Int)?

  /// Makes a parser that reports to `handler`; `fileName` only labels locations.
  public init(
    handler: any XMLStreamHandler, options: XMLStreamOptions = XMLStreamOptions(), fileName: String? = nil
  ) {
    _ = LibXML2Runtime.ready
    self.handler = handler
    self.options = options
    self.fileName = fileName
    let maxDepth = min(max(options.maxDepth, 1), 1 << 20)  // libxml2's own ceiling is far lower
    let depthSlots = maxDepth + 2
    let state = ParserHotState(
      maxDepth: maxDepth, maxText: max(options.maxTextBytes, 0),
      maxAttribute: max(options.maxAttributeValueBytes, 0),
      pathStack: .allocate(capacity: depthSlots), textStart: .allocate(capacity: depthSlots),
      text: .allocate(capacity: 4096), textCapacity: 4096,
      attributeCopy: .allocate(capacity: 5 * 32), attributeCopyCapacity: 5 * 32,
      decoded: .allocate(capacity: 1024), decodedCapacity: 1024,
      replayLayout: .allocate(capacity: 5 * 32), replayLayoutCapacity: 5 * 32,
      stopAtRootEnd: options.trailingContent != .fail)
    state.textStart.initialize(repeating: -1, count: depthSlots)
    state.pathStack.initialize(repeating: nil, count: depthSlots)
    hot = .allocate(capacity: 1)
    hot.initialize(to: state)
    if options.doctype == .blank { prolog = [] }
    inputCheck = XMLInputCheck(options: options)
  }

  /// A check of this parser's input for another thread to run (`XMLInputCheck`): its checked chunks go
  /// to `feed(_:checked:)`, `parse(checkedStream:)` or `parsePipelined(textFilter:checkedStream:)`.
  public func makeInputCheck() -> XMLInputCheck { XMLInputCheck(options: options) }

  deinit {
    if let ctxt { xmlFreeParserCtxt(ctxt) }
    let s = hot.pointee
    s.pathStack.deallocate()
    s.textStart.deallocate()
    s.text.deallocate()
    s.attributeCopy.deallocate()
    s.replayLayout.deallocate()
    s.decoded.deallocate()
    hot.deinitialize(count: 1)
    hot.deallocate()
  }

  // MARK: - Public state

  /// Current nesting depth (0 outside the root element).
  public var depth: Int { hot.pointee.depth }

  /// The open elements, e.g. `/HealthData/Record` (builds a `String`: call it on slow paths only).
  public var elementPath: String {
    if let settledPath { return settledPath }
    let s = hot.pointee
    guard s.depth > 0 else { return "" }
    var path = ""
    for d in 1...s.depth {
      path += "/"
      if let p = s.pathStack[d] { path += String(cString: p) }
    }
    return path
  }

  /// The current location: line, column, byte offset and element path (computed on demand).
  ///
  /// Inside `startElement` it points just after the start tag's attributes (before `>` or `/>`);
  /// inside `endElement`, just after the end tag.
  public var location: XMLLocation {
    if hot.pointee.replaying {
      let s = hot.pointee
      return XMLLocation(
        file: fileName, line: s.replayLine, column: s.replayColumn, byteOffset: s.replayOffset,
        elementPath: elementPath)
    }
    guard let ctxt else { return XMLLocation(file: fileName, elementPath: elementPath) }
    let raw = UnsafeMutableRawPointer(ctxt)
    return XMLLocation(
      file: fileName, line: Int(xmlSAX2GetLineNumber(raw)), column: Int(xmlSAX2GetColumnNumber(raw)),
      byteOffset: Int64(max(xmlByteConsumed(ctxt), 0)), elementPath: elementPath)
  }

  /// Line, column and byte offset of the current event, without the element path (cheap: for recording).
  ///
  /// Read from libxml2's input fields, as `xmlSAX2GetLineNumber`, `xmlSAX2GetColumnNumber` and
  /// `xmlByteConsumed` do (three calls into the library per event otherwise); input that libxml2 decodes
  /// (UTF-16) takes `xmlByteConsumed`, which counts the undecoded bytes.
  @inline(__always)
  var position: (line: Int, column: Int, byteOffset: Int64) {
    // Field by field: `input.pointee` as a whole would copy libxml2's whole input struct per event.
    guard let ctxt, let input = ctxt.pointee.input else { return (0, 0, 0) }
    let line = Int(input.pointee.line)
    let column = Int(input.pointee.col)
    if let buffer = input.pointee.buf, buffer.pointee.encoder != nil {
      return (line, column, Int64(max(xmlByteConsumed(ctxt), 0)))
    }
    let consumed = Int64(input.pointee.consumed)
    guard let cur = input.pointee.cur, let base = input.pointee.base else { return (line, column, consumed) }
    return (line, column, consumed + Int64(cur - base))
  }

  // MARK: - Feeding

  /// Parses the next chunk of the document; throws the first error (located) or the handler's error.
  public func feed(_ bytes: UnsafeRawBufferPointer) throws {
    try checkUsable()
    guard bytes.count > 0 else { return }
    try expectChecked(elsewhere: false)
    try inputCheck.check(ByteView(bytes)) { try feedChecked($0, $1) }
  }

  /// Parses the next chunk of the document, checked by this parser's `makeInputCheck()` (on another
  /// thread, say): `bytes` and `findings` as `XMLInputCheck.check(_:_:)` gave them, every chunk in order.
  public func feed(_ bytes: ByteView, checked findings: XMLInputFindings) throws {
    try checkUsable()
    try expectChecked(elsewhere: true)
    guard findings.start == bytesChecked, findings.count == bytes.count else {
      throw XMLStreamError(
        code: .misuse,
        message:
          "a checked chunk came out of order: it starts at byte \(findings.start), the document is checked to byte \(bytesChecked)",
        location: location)
    }
    try feedChecked(bytes, findings)
  }

  private func expectChecked(elsewhere: Bool) throws {
    if checkedElsewhere == nil { checkedElsewhere = elsewhere }
    guard checkedElsewhere == elsewhere else {
      throw XMLStreamError(
        code: .misuse,
        message: "a document's chunks are either all checked by the parser or all checked elsewhere",
        location: location)
    }
  }

  /// Takes a checked chunk: its findings, then its bytes (the prolog held until its DOCTYPE is blanked).
  private func feedChecked(_ bytes: ByteView, _ findings: XMLInputFindings) throws {
    bytesChecked += Int64(bytes.count)
    if !findings.replacements.isEmpty {
      pendingReplacements.append(contentsOf: findings.replacements)
      hot.pointee.replacementsPending = true
    }
    if refuseFrom == nil { refuseFrom = findings.crowdedTag }
    guard bytes.count > 0 else { return }
    if prolog != nil {
      bytes.withUnsafeBytes { prolog!.append(contentsOf: $0) }
      guard let ready = DoctypeBlanker.blank(&prolog!, final: false) else { return }
      let held = prolog!
      prolog = nil
      if ready { try held.withUnsafeBytes { try feedLibXML2($0) } }
      return
    }
    try bytes.withUnsafeBytes { try feedLibXML2($0) }
  }

  private func feedLibXML2(_ bytes: UnsafeRawBufferPointer) throws {
    guard bytes.count > 0 else { return }
    let ctxt = try context()
    let chunkStart = bytesFed
    if hot.pointee.stopped {
      bytesFed += Int64(bytes.count)
      checkTrailing(bytes, chunkStart: chunkStart)
      return
    }
    try push(ctxt, bytes, chunkStart: chunkStart)
  }

  /// Parses the next chunk of the document (a reader's chunk, `InputSource.withChunks`).
  public func feed(_ bytes: ByteView) throws {
    try bytes.withUnsafeBytes { try feed($0) }
  }

  /// Parses the next chunk of the document.
  public func feed(_ data: Data) throws {
    try data.withUnsafeBytes { try feed($0) }
  }

  /// Ends the document: reports truncation and anything still pending; throws the first error.
  public func finish() throws {
    try checkUsable()
    if var held = prolog {
      prolog = nil
      _ = DoctypeBlanker.blank(&held, final: true)
      try held.withUnsafeBytes { try feedLibXML2($0) }
    }
    let ctxt = try context()
    inFinish = true
    if !hot.pointee.stopped { xmlParseChunk(ctxt, nil, 0, 1) }
    finished = true
    // Replacements after the root element's end were in content that was never parsed.
    flushReplacementWarnings(upTo: rootEndOffset >= 0 ? rootEndOffset : .max)
    try throwIfFailed()
  }

  /// Parses a whole document produced in chunks: `produce` calls its argument once per chunk.
  ///
  /// Fits decompression streams and read loops: `try parser.parse { consume in try zip.stream(entry) { try consume($0) } }`.
  public func parse(stream produce: (_ consume: (ByteView) throws -> Void) throws -> Void)
    throws
  {
    try produce { try self.feed($0) }
    try finish()
  }

  /// Parses a whole document produced in chunks checked elsewhere (`makeInputCheck()`, `feed(_:checked:)`).
  public func parse(
    checkedStream produce: (_ consume: (ByteView, XMLInputFindings) throws -> Void) throws -> Void
  ) throws {
    try produce { try self.feed($0, checked: $1) }
    try finish()
  }

  /// Parses a whole document held in memory.
  public func parse(data: Data) throws {
    let step = max(options.readChunkSize, 4096)
    try data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let n = min(step, raw.count - offset)
        try feed(UnsafeRawBufferPointer(rebasing: raw[offset..<offset + n]))
        offset += n
      }
    }
    try finish()
  }

  /// Parses a whole file, reading `options.readChunkSize` bytes at a time.
  public func parse(contentsOf url: URL) throws {
    let fd = open(url.path, O_RDONLY)
    guard fd >= 0 else {
      throw XMLStreamError(
        code: .io, message: "cannot open \(url.path): \(String(cString: strerror(errno)))",
        location: XMLLocation(file: fileName ?? url.path))
    }
    defer { close(fd) }
    try parse(fileDescriptor: fd)
  }

  /// Parses a whole document read from an open file descriptor (e.g. 0 for standard input) until end of file.
  public func parse(fileDescriptor fd: Int32) throws {
    let size = max(options.readChunkSize, 4096)
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let n = read(fd, buffer, size)
      if n < 0 {
        if errno == EINTR { continue }
        throw XMLStreamError(
          code: .io, message: "read failed: \(String(cString: strerror(errno)))", location: location)
      }
      if n == 0 { break }
      try feed(UnsafeRawBufferPointer(start: buffer, count: n))
    }
    try finish()
  }

  // MARK: - Internals

  private func checkUsable() throws {
    if let handlerError { throw handlerError }
    if let failure { throw failure }
    if finished {
      throw XMLStreamError(code: .misuse, message: "the parser has already finished", location: location)
    }
  }

  private func context() throws -> xmlParserCtxtPtr {
    if let ctxt { return ctxt }
    var sax = XMLStreamParser.saxHandler
    let user = Unmanaged.passUnretained(self).toOpaque()
    guard let made = xmlCreatePushParserCtxt(&sax, user, nil, 0, fileName) else {
      throw XMLStreamError(
        code: .io, message: "libxml2 could not create a parser context", location: location)
    }
    var flags = Int32(XML_PARSE_NONET.rawValue)
    if options.allowHugeNodes { flags |= Int32(XML_PARSE_HUGE.rawValue) }
    // Never NOENT, DTDLOAD, DTDATTR, DTDVALID, XINCLUDE or RECOVER.
    xmlCtxtUseOptions(made, flags)
    ctxt = made
    // No element collects text yet (the context's handler is its own copy: see `collectCharacters`).
    collectCharacters(false)
    return made
  }

  /// Installs or removes libxml2's character-data callbacks (on the context's own copy of the handler):
  /// on while the innermost open element's text is collected, off otherwise.
  @inline(__always)
  private func collectCharacters(_ on: Bool) {
    guard hot.pointee.charactersOn != on, let sax = ctxt?.pointee.sax else { return }
    hot.pointee.charactersOn = on
    let callback = on ? Self.saxHandler.characters : nil
    sax.pointee.characters = callback
    sax.pointee.cdataBlock = callback
    sax.pointee.ignorableWhitespace = callback
  }

  private func push(_ ctxt: xmlParserCtxtPtr, _ whole: UnsafeRawBufferPointer, chunkStart: Int64) throws {
    // A start tag with too many attributes: libxml2 gets the bytes before it, then the parse fails there.
    var bytes = whole
    var crowdedTag: Int64?
    if let at = refuseFrom, at < chunkStart + Int64(whole.count) {
      crowdedTag = at
      bytes = UnsafeRawBufferPointer(rebasing: whole[0..<Int(max(0, at - chunkStart))])
    }
    var offset = 0
    while offset < bytes.count, !hot.pointee.stopped {
      let n = min(Self.pushBytes(ctxt), bytes.count - offset)
      let p = bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: CChar.self)
      bytesFed += Int64(n)
      xmlParseChunk(ctxt, p, Int32(n), 0)
      offset += n
      try throwIfFailed()
    }
    if hot.pointee.stopped, hot.pointee.rootClosed {
      bytesFed = chunkStart + Int64(whole.count)
      checkTrailing(whole, chunkStart: chunkStart)
    } else if let crowdedTag, !hot.pointee.stopped {
      let limit = options.maxAttributesPerElement
      var at = location
      at.byteOffset = crowdedTag
      failure = XMLStreamError(
        code: .attributeLimitExceeded,
        message:
          "the element starting at byte \(crowdedTag) has more than \(limit) attributes (XMLStreamOptions.maxAttributesPerElement)",
        location: at)
      halt()
      try throwIfFailed()
    }
    if pendingHead < pendingReplacements.count, ctxt.pointee.input != nil {
      flushReplacementWarnings(upTo: Int64(xmlByteConsumed(ctxt)))
    }
  }

  /// How many bytes the next `xmlParseChunk` gets: 64 KiB (libxml2 copies each push into its input buffer,
  /// which stays in cache at that size, as the C floor's 64 KiB reads do: a 1 MiB push left it in L2 about a
  /// third as often on the health export), but never less than libxml2 still holds unparsed. Inside one
  /// long token (a huge attribute or comment) each push rescans the buffer back to the token's `<`, so a
  /// fixed small slice would make that quadratic; growing with what is held keeps it to a few rescans.
  @inline(__always)
  static func pushBytes(_ ctxt: xmlParserCtxtPtr) -> Int {
    var held = 0
    if let input = ctxt.pointee.input, let end = input.pointee.end, let cur = input.pointee.cur {
      held = end - cur
    }
    return min(max(64 << 10, held), 1 << 30)
  }

  private func throwIfFailed() throws {
    if let handlerError {
      finished = true
      throw handlerError
    }
    if let failure {
      finished = true
      throw failure
    }
    if let ctxt, ctxt.pointee.wellFormed == 0, !hot.pointee.rootClosed {
      // A fatal error that did not reach the error callback (should not happen): report it anyway.
      let f = XMLStreamError(
        code: .malformed, message: "not well-formed (libxml2 error \(ctxt.pointee.errNo))",
        location: location,
        libxml2Code: ctxt.pointee.errNo)
      failure = f
      finished = true
      throw f
    }
  }

  private func checkTrailing(_ bytes: UnsafeRawBufferPointer, chunkStart: Int64) {
    guard options.trailingContent == .warn, !trailingReported, rootEndOffset >= 0 else { return }
    let from = max(0, Int(rootEndOffset - chunkStart))
    guard from < bytes.count else { return }
    // A control character replaced by a space was content too.
    var at = pendingReplacements[pendingHead...].first {
      $0 >= chunkStart + Int64(from) && $0 < chunkStart + Int64(bytes.count)
    }
    for i in from..<bytes.count where !XMLBytes.isXMLWhitespace(bytes[i]) {
      at = min(at ?? .max, chunkStart + Int64(i))
      break
    }
    guard let at else { return }
    trailingReported = true
    let w = XMLStreamWarning(
      code: .trailingContentIgnored,
      message: "content after the root element's end tag was ignored (XMLStreamOptions.trailingContent)",
      location: XMLLocation(file: fileName, byteOffset: at))
    record(w)
  }

  func record(_ warning: XMLStreamWarning) {
    warningCount += 1
    if warnings.count < options.maxRecordedWarnings { warnings.append(warning) }
    handler.warning(warning, parser: self)
  }

  fileprivate func flushReplacementWarnings(upTo offset: Int64) {
    guard pendingHead < pendingReplacements.count else { return }
    var loc: XMLLocation?
    while pendingHead < pendingReplacements.count, pendingReplacements[pendingHead] < offset {
      let at = pendingReplacements[pendingHead]
      pendingHead += 1
      replacedControlCharacterCount += 1
      guard options.controlCharacters == .warn else { continue }
      var l = loc ?? location
      loc = l
      l.byteOffset = at
      record(
        XMLStreamWarning(
          code: .controlCharacterReplaced,
          message:
            "an XML-illegal control character was replaced by a space (XMLStreamOptions.controlCharacters)",
          location: l))
    }
    if pendingHead == pendingReplacements.count {
      pendingReplacements.removeAll(keepingCapacity: true)
      pendingHead = 0
      hot.pointee.replacementsPending = false
    }
  }

  /// Records our own limit failure at the current location and halts libxml2.
  fileprivate func fail(_ code: XMLStreamError.Code, _ message: String) {
    if failure == nil, handlerError == nil {
      failure = XMLStreamError(code: code, message: message, location: location)
    }
    halt()
  }

  fileprivate func halt() {
    hot.pointee.stopped = true
    if let ctxt { xmlStopParser(ctxt) }
  }

  fileprivate func handlerThrew(_ error: any Error) {
    if handlerError == nil, failure == nil { handlerError = error }
    halt()
  }

  // MARK: - SAX callbacks (instance side)

  @inline(__always)
  fileprivate func onStart(
    _ localname: UnsafePointer<UInt8>, _ prefix: UnsafePointer<UInt8>?, _ uri: UnsafePointer<UInt8>?,
    _ nbAttributes: Int, _ nbDefaulted: Int, _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
  ) {
    let s = hot
    if s.pointee.stopped { return }
    let depth = s.pointee.depth + 1
    if depth > s.pointee.maxDepth {
      fail(
        .depthLimitExceeded,
        "elements nest deeper than \(s.pointee.maxDepth) levels (XMLStreamOptions.maxDepth)")
      return
    }
    s.pointee.depth = depth
    s.pointee.pathStack[depth] = localname
    if depth == 1, let origin = chunkOrigin { rebase(origin) }
    if s.pointee.replacementsPending, pendingHead < pendingReplacements.count, let ctxt {
      flushReplacementWarnings(upTo: Int64(xmlByteConsumed(ctxt)))
    }
    // DTD defaults are appended after the specified attributes: drop them (never apply the DTD).
    let count = nbAttributes - nbDefaulted
    var base = UnsafePointer(attributes)
    var valueBytes = 0
    var qualified = false
    if count > 0, let attributes {
      let maxAttribute = s.pointee.maxAttribute
      var i = 0
      while i < count {
        let n = attributes[i * 5 + 4].unsafelyUnwrapped - attributes[i * 5 + 3].unsafelyUnwrapped
        valueBytes += n
        qualified = qualified || attributes[i * 5 + 1] != nil || attributes[i * 5 + 2] != nil
        if n > maxAttribute {
          fail(
            .attributeLimitExceeded,
            "attribute '\(String(cString: attributes[i * 5]!))' is \(n) bytes, more than \(maxAttribute) (XMLStreamOptions.maxAttributeValueBytes)"
          )
          return
        }
        i += 1
      }
      if !s.pointee.rawAttributeValues { base = decodedAttributes(attributes, count) }
    }
    s.pointee.startValueBytes = valueBytes
    s.pointee.startQualifiedAttributes = qualified
    let element = XMLStartElement(
      localName: XMLName(pointer: localname), prefix: prefix.map(XMLName.init(pointer:)),
      namespaceURI: uri.map(XMLName.init(pointer:)),
      attributes: XMLAttributes(base: base, count: max(count, 0)),
      depth: depth)
    do {
      let collect = try handler.startElement(element, parser: self) == .collect
      if collect { s.pointee.textStart[depth] = s.pointee.textCount }
      collectCharacters(collect)
    } catch {
      handlerThrew(error)
    }
  }

  /// Sets libxml2's line and column, at the root's start tag (before its `>`), to continue at the chunk's
  /// origin once the rest of the prolog has been read.
  private func rebase(_ origin: (prologBytes: Int, line: Int, column: Int)) {
    guard let input = ctxt?.pointee.input else { return }
    let rest = max(0, origin.prologBytes - Int(position.byteOffset))
    input.pointee.line = Int32(truncatingIfNeeded: origin.line)
    input.pointee.col = Int32(truncatingIfNeeded: origin.column - rest)
  }

  /// libxml2's attribute array (`count` attributes of 5 pointers), or a copy whose values have `&#38;`
  /// decoded when any value holds a `&`.
  @inline(__always)
  func decodedAttributes(_ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>, _ count: Int)
    -> UnsafePointer<UnsafePointer<UInt8>?>
  {
    var needsDecoding = 0
    var i = 0
    while i < count {
      let v = attributes[i * 5 + 3]!
      let n = attributes[i * 5 + 4]! - v
      if n > 0, memchr(v, 0x26, n) != nil { needsDecoding += n }
      i += 1
    }
    guard needsDecoding > 0 else { return UnsafePointer(attributes) }
    return UnsafePointer(decodeAmpersands(attributes, count, needsDecoding))
  }

  /// Without XML_PARSE_NOENT libxml2 hands `&amp;` (and `&#38;`) to SAX2 as the five bytes `&#38;`:
  /// copy the attribute array and decode those values into our scratch buffer.
  private func decodeAmpersands(
    _ attributes: UnsafeMutablePointer<UnsafePointer<UInt8>?>, _ count: Int, _ totalBytes: Int
  ) -> UnsafeMutablePointer<UnsafePointer<UInt8>?> {
    let s = hot
    if s.pointee.attributeCopyCapacity < count * 5 {
      s.pointee.attributeCopy.deallocate()
      s.pointee.attributeCopyCapacity = count * 5
      s.pointee.attributeCopy = .allocate(capacity: count * 5)
    }
    if s.pointee.decodedCapacity < totalBytes {
      s.pointee.decoded.deallocate()
      s.pointee.decodedCapacity = totalBytes
      s.pointee.decoded = .allocate(capacity: totalBytes)
    }
    let copy = s.pointee.attributeCopy
    copy.update(from: attributes, count: count * 5)
    var out = s.pointee.decoded
    for i in 0..<count {
      let v = attributes[i * 5 + 3]!
      let n = attributes[i * 5 + 4]! - v
      guard n > 0, memchr(v, 0x26, n) != nil else { continue }
      let start = out
      var j = 0
      while j < n {
        if v[j] == 0x26, j + 4 < n, v[j + 1] == 0x23, v[j + 2] == 0x33, v[j + 3] == 0x38, v[j + 4] == 0x3B {
          out.pointee = 0x26
          j += 5
        } else {
          out.pointee = v[j]
          j += 1
        }
        out += 1
      }
      copy[i * 5 + 3] = UnsafePointer(start)
      copy[i * 5 + 4] = UnsafePointer(out)
    }
    return copy
  }

  @inline(__always)
  fileprivate func onEnd(
    _ localname: UnsafePointer<UInt8>, _ prefix: UnsafePointer<UInt8>?, _ uri: UnsafePointer<UInt8>?
  ) {
    let s = hot
    if s.pointee.stopped { return }
    let depth = s.pointee.depth
    if s.pointee.replacementsPending, pendingHead < pendingReplacements.count, let ctxt {
      flushReplacementWarnings(upTo: Int64(xmlByteConsumed(ctxt)))
    }
    let start = s.pointee.textStart[depth]
    var text: XMLBytes?
    if start >= 0 {
      text = XMLBytes(start: s.pointee.text + start, count: s.pointee.textCount - start)
    }
    let element = XMLEndElement(
      localName: XMLName(pointer: localname), prefix: prefix.map(XMLName.init(pointer:)),
      namespaceURI: uri.map(XMLName.init(pointer:)), depth: depth)
    do {
      try handler.endElement(element, text: text, parser: self)
    } catch {
      handlerThrew(error)
    }
    if start >= 0 {
      s.pointee.textCount = start
      s.pointee.textStart[depth] = -1
    }
    s.pointee.pathStack[depth] = nil
    s.pointee.depth = depth - 1
    collectCharacters(s.pointee.textStart[depth - 1] >= 0)
    if depth == 1 {
      s.pointee.rootClosed = true
      if s.pointee.stopAtRootEnd, !s.pointee.stopped, let ctxt {
        rootEndOffset = Int64(xmlByteConsumed(ctxt))
        s.pointee.stopped = true
        xmlStopParser(ctxt)
      }
    }
  }

  @inline(__always)
  fileprivate func onCharacters(_ ch: UnsafePointer<UInt8>, _ len: Int) {
    let s = hot
    let depth = s.pointee.depth
    let start = s.pointee.textStart[depth]
    guard start >= 0, !s.pointee.stopped else { return }
    let newCount = s.pointee.textCount + len
    if newCount - start > s.pointee.maxText {
      fail(
        .textLimitExceeded,
        "the text of this element exceeds \(s.pointee.maxText) bytes (XMLStreamOptions.maxTextBytes)")
      return
    }
    if newCount > s.pointee.textCapacity {
      ByteBuffer.grow(
        &s.pointee.text, count: s.pointee.textCount, capacity: &s.pointee.textCapacity, to: newCount)
    }
    (s.pointee.text + s.pointee.textCount).update(from: ch, count: len)
    s.pointee.textCount = newCount
  }

  fileprivate func onExternalSubset() {
    // The internal subset has been parsed: forget its attribute defaults and types so they are never applied.
    guard let ctxt else { return }
    if let defaults = ctxt.pointee.attsDefault {
      xmlHashFree(defaults, xmlHashDefaultDeallocator)
      ctxt.pointee.attsDefault = nil
    }
    if let special = ctxt.pointee.attsSpecial {
      xmlHashFree(special, nil)
      ctxt.pointee.attsSpecial = nil
    }
  }

  fileprivate func onError(_ error: UnsafePointer<xmlError>) {
    let e = error.pointee
    var message = e.message.map { String(cString: $0) } ?? "libxml2 error \(e.code)"
    while message.last == "\n" || message.last == " " { message.removeLast() }
    var loc = XMLLocation(
      file: fileName, line: Int(e.line), column: Int(e.int2), byteOffset: 0, elementPath: elementPath)
    if let ctxt, ctxt.pointee.input != nil { loc.byteOffset = Int64(max(xmlByteConsumed(ctxt), 0)) }
    // With a DOCTYPE naming an external subset (never loaded), libxml2 only warns about an undeclared
    // entity and drops the reference: that would lose text silently, so it fails like any undeclared entity.
    let undeclaredEntity =
      e.code == Int32(XML_WAR_UNDECLARED_ENTITY.rawValue)
      || e.code == Int32(XML_ERR_UNDECLARED_ENTITY.rawValue)
    if (e.level == XML_ERR_WARNING || e.level == XML_ERR_ERROR) && !undeclaredEntity {
      let code: XMLStreamWarning.Code =
        e.code == Int32(XML_IO_LOAD_ERROR.rawValue) || e.code == Int32(XML_ERR_EXT_ENTITY_STANDALONE.rawValue)
        ? .externalEntityRefused : .libxml2
      record(XMLStreamWarning(code: code, message: message, location: loc))
      return
    }
    guard failure == nil, handlerError == nil, !hot.pointee.stopped else { return }
    let code = Self.classify(
      e.code, message: message, options: options, inFinish: inFinish, rootClosed: hot.pointee.rootClosed)
    switch code {
    case .hugeNodeRefused:
      message += "; set XMLStreamOptions.allowHugeNodes = true to accept it"
    case .invalidCharacter where options.controlCharacters == .fail:
      message += "; set XMLStreamOptions.controlCharacters = .warn to replace control characters"
    case .trailingContent:
      message += "; set XMLStreamOptions.trailingContent = .warn to ignore it"
    case .undeclaredEntity:
      message += " (entities other than the predefined five are never expanded)"
    default: break
    }
    failure = XMLStreamError(code: code, message: message, location: loc, libxml2Code: e.code)
    // libxml2 goes on after a warning: nothing after the reference may be delivered.
    if undeclaredEntity { halt() }
  }

  private static func classify(
    _ code: Int32, message: String, options: XMLStreamOptions, inFinish: Bool, rootClosed: Bool
  ) -> XMLStreamError.Code {
    func matches(_ c: xmlParserErrors) -> Bool { code == Int32(c.rawValue) }
    if !options.allowHugeNodes,
      message.contains("XML_PARSE_HUGE") || message.contains("too long") || message.contains("Huge input")
        || message.contains("Excessive depth")
    {
      return .hugeNodeRefused
    }
    if matches(XML_ERR_INVALID_CHAR) { return .invalidCharacter }
    if matches(XML_ERR_UNDECLARED_ENTITY) || matches(XML_WAR_UNDECLARED_ENTITY)
      || matches(XML_ERR_ENTITY_PE_INTERNAL)
      || matches(XML_ERR_UNPARSED_ENTITY) || matches(XML_ERR_ENTITY_LOOP)
    {
      return .undeclaredEntity
    }
    if matches(XML_ERR_DOCUMENT_END), rootClosed { return .trailingContent }
    if inFinish || matches(XML_ERR_DOCUMENT_EMPTY) { return .truncated }
    return .malformed
  }

  // MARK: - SAX handler (C side)

  /// The parser behind libxml2's user pointer, used for the duration of one callback without a retain or
  /// release: it is passed unretained (`context()`) and outlives its libxml2 context, so the reference is
  /// guaranteed alive for the whole callback (these run for every start tag, end tag and text run).
  @inline(__always)
  private static func withParser(_ ctx: UnsafeMutableRawPointer?, _ body: (XMLStreamParser) -> Void) {
    Unmanaged<XMLStreamParser>.fromOpaque(ctx!)._withUnsafeGuaranteedRef(body)
  }

  nonisolated(unsafe) private static let saxHandler: xmlSAXHandler = {
    var h = xmlSAXHandler()
    h.initialized = UInt32(XML_SAX2_MAGIC)
    h.startElementNs = { ctx, localname, prefix, uri, _, _, nbAttributes, nbDefaulted, attributes in
      withParser(ctx) {
        $0.onStart(localname!, prefix, uri, Int(nbAttributes), Int(nbDefaulted), attributes)
      }
    }
    h.endElementNs = { ctx, localname, prefix, uri in
      withParser(ctx) { $0.onEnd(localname!, prefix, uri) }
    }
    h.characters = { ctx, ch, len in
      withParser(ctx) { $0.onCharacters(ch!, Int(len)) }
    }
    h.cdataBlock = h.characters
    h.ignorableWhitespace = h.characters
    h.externalSubset = { ctx, _, _, _ in
      withParser(ctx) { $0.onExternalSubset() }
    }
    h.serror = { ctx, error in
      guard let ctx, let error else { return }
      withParser(ctx) { $0.onError(error) }
    }
    return h
  }()
}
