import ByteStreams
import Foundation
import Testing
import XMLStreaming

/// The splitter of the parallel parse (`XMLTopLevelSplitter`) on hostile documents, and the parallel parse
/// (`XMLStreamParser.parseParallel`) against the serial one, event by event.
@Suite struct ParallelSplitTests {
  /// A document's parts: text, and whether a chunk may start right where it starts.
  static let parts: [(String, Bool)] = [
    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", false),
    ("<!DOCTYPE HealthData [\n<!-- ]> a comment in the subset\n<Record x=\"1\">\n -->\n", false),
    ("<!ENTITY % e \"]>\n<Record>\">\n<!ATTLIST HealthData locale CDATA #REQUIRED>\n]>\n", false),
    ("<HealthData locale=\"en_US\">\n", false),
    (" <ExportDate value=\"2024-01-01 00:00:00 +0100\"/>\n", true),
    (" <!-- <Record type=\"inComment\">\n <Record> -->\n", true),
    (" <Record type=\"a\" value=\"1 > 0\n Record b='2'/>\" unit=\"count\"/>\n", true),
    (" <Record type=\"b\" sourceName=\"Zoë's Watch — 日本\" value='x/>\n y'>\n", true),
    ("  <MetadataEntry key=\"k\" value=\"v\"/>\n </Record>\n", false),
    (" <Opaque><![CDATA[\n</HealthData>\n <Record type=\"inCDATA\">\n]]></Opaque>\n", true),
    (" <?pi <Record> ?>\n", true),
    (" <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\">\n", true),
    ("  <WorkoutEvent type=\"pause\"/>\n </Workout>\n", false),
    (" <Record type=\"c\" value=\"&amp;&#x65E5;\"/>\n", true),
    ("</HealthData>\n", true),
  ]

  static var document: [UInt8] { Array(parts.map(\.0).joined().utf8) }

  /// The offsets where a chunk may start: a top-level child's line.
  static var allowedStarts: Set<Int64> {
    var allowed: Set<Int64> = [0]
    var offset = 0
    for (text, ok) in parts {
      if ok { allowed.insert(Int64(offset)) }
      offset += text.utf8.count
    }
    return allowed
  }

  static func split(_ bytes: [UInt8], target: Int, pieces: Int) -> [XMLDocumentChunk] {
    var splitter = XMLTopLevelSplitter(targetBytes: target)
    var chunks: [XMLDocumentChunk] = []
    var i = 0
    while i < bytes.count {
      let n = min(pieces, bytes.count - i)
      bytes[i..<(i + n)].withUnsafeBytes { splitter.append($0) }
      while let chunk = splitter.nextChunk() { chunks.append(chunk) }
      i += n
    }
    chunks.append(splitter.finish())
    return chunks
  }

  @Test func cutsOnlyBetweenTopLevelChildren() throws {
    let bytes = Self.document
    let whole = Self.split(bytes, target: 1, pieces: bytes.count)
    // Every top-level child of the root gets its own chunk (target 1 byte), and none starts elsewhere.
    #expect(Set(whole.map(\.offset)) == Self.allowedStarts)
    #expect(whole.flatMap(\.bytes) == bytes)
    #expect(whole.last?.isLast == true)
    #expect(whole.enumerated().allSatisfy { position, chunk in chunk.index == position })
    for chunk in whole {
      // Lines and columns as counted from the start (every cut here follows a line break).
      let before = bytes[..<Int(chunk.offset)].filter { $0 == 0x0A }.count
      #expect(chunk.line == before + 1)
      #expect(chunk.column == 1)
      #expect(String(validating: chunk.bytes, as: UTF8.self) != nil)
    }
  }

  @Test(arguments: [1, 2, 3, 7, 64])
  func piecesOfAnySizeGiveTheSameChunks(pieces: Int) {
    // Pieces split multi-byte UTF-8 sequences, `<!--`, `]]>`, quotes and the DOCTYPE anywhere.
    let bytes = Self.document
    let reference = Self.split(bytes, target: 1, pieces: bytes.count)
    let split = Self.split(bytes, target: 1, pieces: pieces)
    #expect(split.map(\.offset) == reference.map(\.offset))
    #expect(split.map(\.bytes) == reference.map(\.bytes))
  }

  @Test(arguments: [5, 13, 64, 97, 256])
  func manyRecordsWithChildrenInPiecesOfAnySize(pieces: Int) {
    // A cut and a tag left open at the end of the same piece: the scan resumes where the tag began.
    var text = "<?xml version=\"1.0\"?>\n<HealthData locale=\"en\">\n"
    for i in 0..<300 {
      text +=
        i % 3 == 0
        ? " <Record type=\"t\" value=\"\(i)\">\n  <MetadataEntry key=\"k\" value=\"v\"/>\n </Record>\n"
        : " <Record type=\"t\" value=\"\(i)\"/>\n"
    }
    text += "</HealthData>\n"
    let bytes = Array(text.utf8)
    let chunks = Self.split(bytes, target: 40, pieces: pieces)
    #expect(chunks.flatMap(\.bytes) == bytes)
    #expect(chunks.count > 150)
    for chunk in chunks.dropFirst() {
      let head = String(decoding: chunk.bytes.prefix(8), as: UTF8.self)
      #expect(head == " <Record" || head.hasPrefix("</Health"), "chunk \(chunk.index) starts with \(head)")
    }
  }

  @Test func aTruncatedDocumentEndsInItsLastChunk() {
    let bytes = Array(Self.document.prefix(Self.document.count * 2 / 3))
    let chunks = Self.split(bytes, target: 1, pieces: 5)
    #expect(chunks.flatMap(\.bytes) == bytes)
    #expect(chunks.allSatisfy { Self.allowedStarts.contains($0.offset) })
    #expect(chunks.last?.isLast == true)
  }

  @Test func withoutLineBreaksItCutsBeforeAStartTagWithTheColumn() {
    let text = "<r>" + String(repeating: "<a x=\"é>\"/>", count: 40) + "</r>"
    let chunks = Self.split(Array(text.utf8), target: 8, pieces: 3)
    #expect(chunks.count > 3)
    #expect(chunks.flatMap(\.bytes) == Array(text.utf8))
    for chunk in chunks.dropFirst() {
      #expect(chunk.bytes.first == UInt8(ascii: "<"))
      #expect(chunk.line == 1)
      #expect(
        chunk.column == String(decoding: Array(text.utf8)[..<Int(chunk.offset)], as: UTF8.self).count + 1)
    }
  }

  @Test func encodingsAByteScanCannotCut() {
    #expect(XMLTopLevelSplitter.canSplit(head: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><a/>".utf8)))
    #expect(XMLTopLevelSplitter.canSplit(head: Array("<a/>".utf8)))
    #expect(!XMLTopLevelSplitter.canSplit(head: Array("<?xml version='1.0' encoding='Shift_JIS'?><a/>".utf8)))
    #expect(!XMLTopLevelSplitter.canSplit(head: [0xFF, 0xFE, 0x3C, 0x00]))
    #expect(!XMLTopLevelSplitter.canSplit(head: [0x3C, 0x00, 0x61, 0x00]))
  }

  // MARK: - The parallel parse against the serial one

  /// Every event and warning as text, with its location.
  final class Transcript: XMLStreamHandler {
    var lines: [String] = []

    func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
      let l = parser.location
      let attributes = e.attributes.strings.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
      lines.append("start \(e.localName) \(e.depth) \(l.line):\(l.column) @\(l.byteOffset) \(attributes)")
      // The root's own character data is cut into the chunks: the parallel parse records it for no one.
      return e.depth > 1 ? .collect : .skip
    }

    func endElement(_ e: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
      let l = parser.location
      lines.append(
        "end \(e.localName) \(l.line):\(l.column) @\(l.byteOffset) \(l.elementPath) [\(text?.string ?? "-")]")
    }

    func warning(_ w: XMLStreamWarning, parser: XMLStreamParser) {
      lines.append("warning \(w.code) \(w.message) \(w.location)")
    }
  }

  static func transcript(_ bytes: [UInt8], threads: Int) -> [String] {
    let handler = Transcript()
    var options = XMLStreamOptions()
    options.controlCharacters = .warn
    options.trailingContent = .warn
    let parser = XMLStreamParser(handler: handler, options: options, fileName: "doc.xml")
    func produce(_ consume: (ByteView) throws -> Void) throws {
      var i = 0
      // libxml2's push parser finds the end of an internal subset by a lookahead that a `]>` inside a
      // comment fools when the subset comes in pieces; the reader pushes whole 64 KiB pieces, and so here.
      while i < bytes.count {
        let n = min(64 << 10, bytes.count - i)
        try ByteView.withBytes(of: Array(bytes[i..<(i + n)])) { try consume($0) }
        i += n
      }
    }
    do {
      if threads > 1 {
        try parser.parseParallel(
          threads: threads, textFilter: { _, _ in true }, chunkBytes: 1, stream: produce)
      } else {
        // The reader's serial parse (`--threads 1`): where it stops after an error is the last event handled.
        try parser.parsePipelined(textFilter: { _, _ in true }, stream: produce)
      }
    } catch {
      handler.lines.append("error \(error) at \(parser.location)")
    }
    handler.lines.append("replaced \(parser.replacedControlCharacterCount)")
    return handler.lines
  }

  static let variants: [(String, [UInt8])] = {
    let bytes = document
    var control = bytes
    control[bytes.count / 2] = 0x0B
    control[bytes.count - 40] = 0x01
    let junk = bytes + Array("junk".utf8)
    // A record whose end tag is missing: libxml2's message names the line its start tag is on.
    let mismatched = Array(
      String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: " </Workout>\n", with: "").utf8)
    return [
      ("whole", bytes), ("truncated", Array(bytes.prefix(bytes.count * 3 / 4))),
      ("control characters", control),
      ("trailing junk", junk), ("mismatched tags", mismatched),
      (
        "malformed attribute",
        Array(
          String(decoding: bytes, as: UTF8.self).replacingOccurrences(
            of: "type=\"c\"", with: "type=c"
          ).utf8)
      ),
    ]
  }()

  @Test(arguments: 0..<6)
  func parallelParseHandsOverWhatTheSerialParseDoes(variant: Int) {
    let (name, bytes) = Self.variants[variant]
    let serial = Self.transcript(bytes, threads: 1)
    let parallel = Self.transcript(bytes, threads: 3)
    #expect(serial.count > 2, "\(name)")
    #expect(parallel == serial, "\(name)")
  }
}
