import ByteStreams
import Foundation
import TestSupport
import Testing

@testable import XMLStreaming

@Suite struct ParserEventTests {
  @Test func elementsAttributesNamespacesAndText() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:g="urn:g" version="1.1">
        <trkpt lat="44.5" lon="6.25" g:hr="150"><ele> 1261.9 </ele><name>A &amp; B &lt;c&gt; &#x263A;</name></trkpt>
        <![CDATA[<raw>]]>
      </gpx>
      """
    let (h, _) = try Parse.string(xml)
    #expect(
      h.log == [
        "<{http://www.topografix.com/GPX/1/1}gpx version=\"1.1\"> d=1",
        "<{http://www.topografix.com/GPX/1/1}trkpt lat=\"44.5\" lon=\"6.25\" {urn:g}hr=\"150\"> d=2",
        "<{http://www.topografix.com/GPX/1/1}ele> d=3", "text 1261.9", "</ele>",
        "<{http://www.topografix.com/GPX/1/1}name> d=3", "text A & B <c> ☺", "</name>",
        "</trkpt>", "text <raw>", "</gpx>",
      ])
  }

  @Test func attributeEntityAndCharacterReferencesAreDecoded() throws {
    // Without XML_PARSE_NOENT libxml2 passes `&amp;` as `&#38;`; the parser must undo that.
    final class H: XMLStreamHandler {
      var values: [String] = []
      func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
        for a in e.attributes { values.append(a.value.string) }
        return .skip
      }
    }
    let h = H()
    let xml =
      #"<r a="x&amp;y" b="&lt;&lt;HKDevice&gt;, a&amp;#38;b" c="&#38;&#60;é&#233;" d="plain" e="&quot;q&apos;"/>"#
    try XMLStreamParser(handler: h).parse(data: Data(xml.utf8))
    #expect(h.values == ["x&y", "<<HKDevice>, a&#38;b", "&<éé", "plain", "\"q'"])
  }

  @Test func inPlaceLookupsAndNumbers() throws {
    final class H: XMLStreamHandler {
      var got: [String] = []
      func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
        if e.localName == "Record" {
          #expect(e.localName != "Recor")
          #expect(!(e.localName == "Records"))
          let v = e.attributes["value"]
          got.append("value=\(v?.double.map { "\($0)" } ?? "nil") int=\(v?.int64.map { "\($0)" } ?? "nil")")
          #expect(e.attributes["type"]?.hasPrefix("HKQuantity") == true)
          #expect(e.attributes["missing"] == nil)
          #expect(e.attributes["x", namespaceURI: "urn:n"]?.string == "ns")
        }
        return .skip
      }
    }
    let h = H()
    let xml = """
      <HealthData xmlns:n="urn:n"><Record type="HKQuantityTypeIdentifierHeartRate" value="72" n:x="ns"/>\
      <Record type="HKQuantityTypeIdentifierX" value=" 0.00153413 " n:x="ns"/>\
      <Record type="HKQuantityTypeIdentifierX" value="1e3" n:x="ns"/>\
      <Record type="HKQuantityTypeIdentifierX" value="inf" n:x="ns"/></HealthData>
      """
    try XMLStreamParser(handler: h).parse(data: Data(xml.utf8))
    #expect(
      h.got == ["value=72.0 int=72", "value=0.00153413 int=nil", "value=1000.0 int=nil", "value=nil int=nil"])
  }

  @Test func doubleParsingMatchesSwiftParser() {
    // Oracle: Swift's own correctly rounded parser on the same text.
    var rng = SystemRandomNumberGenerator()
    var samples = [
      "0", "-0", "119.2710362156232", "0.4971749504535062", "48.74499999999999", "1389.98", "6.200212",
      "-1.000000", "44.642610", "9007199254740993", "0.1", "123456789012345", "1234567890123456", "1.5E-7",
      "+3.",
      ".5", "00012.50",
    ]
    for _ in 0..<2000 {
      let d = Double.random(in: -1e6...1e6, using: &rng)
      samples.append(String(format: "%.\(Int.random(in: 0...17, using: &rng))f", d))
      samples.append("\(d)")
    }
    for s in samples {
      let bytes = Array(s.utf8)
      let parsed = bytes.withUnsafeBufferPointer { XMLBytes(start: $0.baseAddress!, count: $0.count).double }
      #expect(parsed?.bitPattern == Double(s)?.bitPattern, "\(s)")
    }
    for bad in ["", "-", ".", "1e", "0x10", "nan", "1.2.3", "1,5", "1e+"] {
      let bytes = Array(bad.utf8) + [0]
      let parsed = bytes.withUnsafeBufferPointer {
        XMLBytes(start: $0.baseAddress!, count: $0.count - 1).double
      }
      #expect(parsed == nil, "\(bad)")
    }
  }

  @Test func chunkBoundariesDoNotChangeEvents() throws {
    var xml = "<?xml version=\"1.0\"?>\n<a x=\"1&amp;2\">"
    for i in 0..<200 { xml += "<b i=\"\(i)\" t=\"é\(i)&lt;\">text \(i) &amp; more</b>\n" }
    xml += "</a>\n"
    let (whole, _) = try Parse.string(xml)
    let tiny = RecordingHandler()
    let parser = XMLStreamParser(handler: tiny)
    let bytes = Array(xml.utf8)
    var i = 0
    while i < bytes.count {
      let n = min(7, bytes.count - i)
      try bytes[i..<i + n].withUnsafeBytes { try parser.feed($0) }
      i += n
    }
    try parser.finish()
    #expect(tiny.log == whole.log)
    #expect(whole.elements == 201)
  }

  @Test func locationsAndElementPath() throws {
    let xml = "<a>\n  <b>\n    <c k=\"v\"/>\n  </b>\n</a>\n"
    let h = RecordingHandler()
    h.trackLocationsOf = ["c"]
    try Parse.string(xml, handler: h)
    let loc = try #require(h.locations["c"])
    #expect(loc.line == 3)
    #expect(loc.elementPath == "/a/b/c")
    #expect(loc.file == "test.xml")
    // At a start tag the byte offset is just after its attributes, before `>` or `/>`.
    let offset = xml.utf8.count - "/>\n  </b>\n</a>\n".utf8.count
    #expect(loc.byteOffset == Int64(offset))
  }

  @Test func handlerErrorsPropagateUnchanged() {
    struct Stop: Error, Equatable { let n: Int }
    final class H: XMLStreamHandler {
      func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
        if e.localName == "stop" { throw Stop(n: e.depth) }
        return .skip
      }
    }
    #expect(throws: Stop(n: 2)) {
      try XMLStreamParser(handler: H()).parse(data: Data("<a><stop/><b/></a>".utf8))
    }
  }

  @Test func parserCannotBeReused() throws {
    let (_, parser) = try Parse.string("<a/>")
    #expect(throws: XMLStreamError.self) { try parser.feed(Data("<b/>".utf8)) }
  }

  @Test func parsesFilesAndDescriptors() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("xs-\(UUID().uuidString).xml")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("<a><b/><b/></a>".utf8).write(to: url)
    let h = RecordingHandler()
    try XMLStreamParser(handler: h).parse(contentsOf: url)
    #expect(h.elements == 3)
    let missing = url.appendingPathExtension("missing")
    #expect(throws: XMLStreamError.self) { try XMLStreamParser(handler: h).parse(contentsOf: missing) }
  }

  @Test func streamSourceDeliversChunks() throws {
    let h = RecordingHandler()
    let parts = ["<a>", "<b>x</b>", "<b>y</b>", "</a>"]
    try XMLStreamParser(handler: h).parse { consume in
      for p in parts { try ByteView.withBytes(of: Data(p.utf8)) { try consume($0) } }
    }
    #expect(h.log == ["<a> d=1", "<b> d=2", "text x", "</b>", "<b> d=2", "text y", "</b>", "</a>"])
  }
}

@Suite struct ParserLimitTests {
  @Test func deepNestingIsRefusedWithLocation() {
    let xml = String(repeating: "<d>", count: 300) + String(repeating: "</d>", count: 300)
    let e = Parse.error(xml)
    #expect(e?.code == .depthLimitExceeded)
    #expect(e?.message.contains("maxDepth") == true)
    #expect(e?.location.elementPath == "/" + Array(repeating: "d", count: 256).joined(separator: "/"))
    var deep = XMLStreamOptions()
    deep.maxDepth = .max  // clamped, not allocated
    #expect(Parse.error(xml, options: deep) == nil)
    var options = XMLStreamOptions()
    options.maxDepth = 10
    let e2 = Parse.error(
      "<a><b><c><d><e><f><g><h><i><j><k/></j></i></h></g></f></e></d></c></b></a>", options: options)
    #expect(e2?.code == .depthLimitExceeded)
    #expect(e2?.location.byteOffset == 32)  // `<a>…<j><k` read, before `/>`
    #expect(
      Parse.error("<a><b><c><d><e><f><g><h><i><j/></i></h></g></f></e></d></c></b></a>", options: options)
        == nil)
  }

  @Test func hugeAttributeIsRefused() throws {
    let big = String(repeating: "x", count: 2 << 20)
    let e = Parse.error("<a v=\"\(big)\"/>")
    #expect(e?.code == .attributeLimitExceeded)
    #expect(e?.message.contains("maxAttributeValueBytes") == true)

    // Above libxml2's own 10 MB limit, the error names allowHugeNodes; with it the value is accepted.
    let huge = "<a v=\"" + String(repeating: "y", count: 11_000_000) + "\"/>"
    var options = XMLStreamOptions()
    options.maxAttributeValueBytes = 64 << 20
    let e2 = Parse.error(huge, options: options)
    #expect(e2?.code == .hugeNodeRefused)
    #expect(e2?.message.contains("allowHugeNodes") == true)
    options.allowHugeNodes = true
    let (h, _) = try Parse.string(huge, options: options)
    #expect(h.attributeBytes == 11_000_000)
  }

  @Test func collectedTextIsBounded() throws {
    var options = XMLStreamOptions()
    options.maxTextBytes = 1000
    let e = Parse.error("<a>" + String(repeating: "t", count: 1001) + "</a>", options: options)
    #expect(e?.code == .textLimitExceeded)
    #expect(e?.message.contains("maxTextBytes") == true)
    // Text that is not collected is not bounded by maxTextBytes.
    let h = RecordingHandler(collectAll: false)
    try Parse.string("<a>" + String(repeating: "t", count: 100_000) + "</a>", options: options, handler: h)
    #expect(h.elements == 1)
  }

  @Test func truncatedDocumentGivesLocatedError() {
    let e = Parse.error(
      "<?xml version=\"1.0\"?>\n<HealthData>\n <Record type=\"a\">\n  <MetadataEntry key=\"k\" va")
    #expect(e?.code == .truncated)
    #expect(e?.location.line == 4)
    #expect(e?.location.elementPath == "/HealthData/Record")
    #expect(Parse.error("")?.code == .truncated)
    let mismatched = Parse.error("<a>\n<b></c></a>")
    #expect(mismatched?.code == .malformed)
    #expect(mismatched?.location.line == 2)
  }

  @Test func trailingContentPolicy() throws {
    let xml = "<ClinicalDocument><x/></ClinicalDocument>\n<junk/>"
    #expect(Parse.error(xml)?.code == .trailingContent)
    var options = XMLStreamOptions()
    options.trailingContent = .warn
    let (h, p) = try Parse.string(xml, options: options)
    #expect(h.elements == 2)
    #expect(p.warnings.map(\.code) == [.trailingContentIgnored])
    #expect(p.warnings.first?.location.byteOffset == 42)
    let (_, clean) = try Parse.string("<a/>\n\n", options: options)
    #expect(clean.warnings.isEmpty)
  }
}

@Suite struct ControlCharacterTests {
  static let doc =
    "<HealthData>\n <Record sourceName=\"Phone\u{0B}X\" value=\"1\"/>\n <Record sourceName=\"a\u{0B}\u{0C}b\" value=\"2\"/>\n"
    + " <Record sourceName=\"ok\" value=\"3\"/>\n</HealthData>\n"

  @Test func failByDefaultNamingTheOption() {
    let e = Parse.error(Self.doc)
    #expect(e?.code == .invalidCharacter)
    #expect(e?.message.contains("controlCharacters") == true)
    #expect(e?.location.line == 2)
  }

  @Test func warnReplacesAndReportsEachWithLocation() throws {
    var options = XMLStreamOptions()
    options.controlCharacters = .warn
    let (h, p) = try Parse.string(Self.doc, options: options)
    #expect(h.elements == 4)
    #expect(p.replacedControlCharacterCount == 3)
    #expect(p.warnings.map(\.location.line) == [2, 3, 3])
    #expect(p.warnings.map(\.location.byteOffset) == [39, 77, 78])
    #expect(p.warnings.first?.location.elementPath == "/HealthData/Record")
    #expect(h.seenWarnings.count == 3)
    #expect(h.log.contains("<Record sourceName=\"Phone X\" value=\"1\"> d=2"))
    #expect(h.log.contains("<Record sourceName=\"ok\" value=\"3\"> d=2"))
  }

  @Test func ignoreReplacesSilentlyButCounts() throws {
    var options = XMLStreamOptions()
    options.controlCharacters = .ignore
    let (h, p) = try Parse.string(Self.doc, options: options)
    #expect(h.elements == 4)
    #expect(p.replacedControlCharacterCount == 3)
    #expect(p.warnings.isEmpty)
  }

  @Test func filterFindsEveryIllegalByte() {
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let n = Int.random(in: 0..<100, using: &rng)
      var bytes = (0..<n).map { _ in UInt8.random(in: 0x20...0xFF, using: &rng) }
      var expected: [Int] = []
      for i in 0..<n where Int.random(in: 0..<10, using: &rng) == 0 {
        bytes[i] = [0x00, 0x01, 0x0B, 0x0C, 0x1F, 0x09, 0x0A, 0x0D].randomElement(using: &rng)!
        if ![0x09, 0x0A, 0x0D].contains(bytes[i]) { expected.append(i) }
      }
      let first = bytes.withUnsafeBytes { ControlCharacterFilter.firstIllegal(in: $0) }
      #expect(first == expected.first)
      var found: [Int] = []
      var copy = bytes
      _ = ControlCharacterFilter.replace(in: &copy, from: 0) { found.append($0) }
      #expect(found == expected)
    }
  }
}

@Suite struct PeekRootTests {
  @Test func findsRootFromAPrefix() {
    let gpx = Data(
      "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"Apple Health Export\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk>"
        .utf8)
    let root = XMLStreamParser.peekRootElement(in: gpx)
    #expect(root?.localName == "gpx")
    #expect(root?.namespaceURI == "http://www.topografix.com/GPX/1/1")
    #expect(root?.attributes.map(\.value) == ["1.1", "Apple Health Export"])
    // A prefix cut inside Apple's DOCTYPE does not reach the root.
    #expect(
      XMLStreamParser.peekRootElement(
        in: Data("<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!ELEMENT".utf8)) == nil)
    let health = Data(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE HealthData [\n<!ATTLIST X a CDATA #IMPLIED\n]>\n<HealthData locale=\"en_US\">\n <Rec"
        .utf8)
    #expect(XMLStreamParser.peekRootElement(in: health)?.localName == "HealthData")
    #expect(XMLStreamParser.peekRootElement(in: Data("not xml".utf8)) == nil)
  }
}

@Suite struct EncodingTests {
  @Test func latin1AndUTF16AreDeliveredAsUTF8() throws {
    var latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<gpx n=\"Caf".utf8)
    latin1 += [0xE9] + Array("\"><name>Z".utf8) + [0xFC] + Array("rich</name></gpx>".utf8)
    let h = RecordingHandler()
    try XMLStreamParser(handler: h).parse(data: Data(latin1))
    #expect(h.log == ["<gpx n=\"Café\"> d=1", "<name> d=2", "text Zürich", "</name>", "</gpx>"])

    // UTF-16 with a BOM; the control-character filter must stay off (it would corrupt the NUL bytes).
    var options = XMLStreamOptions()
    options.controlCharacters = .warn
    let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><a v=\"ü€\"><b/></a>"
    let utf16 = Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!
    let h2 = RecordingHandler()
    let p2 = XMLStreamParser(handler: h2, options: options)
    try p2.parse(data: utf16)
    #expect(h2.log == ["<a v=\"ü€\"> d=1", "<b> d=2", "</b>", "</a>"])
    #expect(p2.replacedControlCharacterCount == 0)
  }
}
