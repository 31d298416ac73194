import Foundation
import TestSupport
import Testing

@testable import XMLStreaming

@Suite struct XMLStreamWriterTests {
  static func write(indentation: String? = " ", _ body: (XMLStreamWriter) throws -> Void) throws -> String {
    let sink = XMLDataSink()
    let w = XMLStreamWriter(sink: sink, indentation: indentation, bufferSize: 4096)
    try body(w)
    try w.finish()
    return String(decoding: sink.data, as: UTF8.self)
  }

  @Test func appleExportLayoutIsByteExact() throws {
    // The shape FORMAT.md §2.1/§4.2 documents: one-space indentation, `/>`, attributes in call order, LF at the end.
    let out = try Self.write { w in
      try w.writeDeclaration()
      try w.writeRaw("<!DOCTYPE HealthData [\n<!-- HealthKit Export Version: 14 -->\n]>\n")
      try w.startElement("HealthData")
      try w.writeAttribute("locale", "en_US")
      try w.startElement("ExportDate")
      try w.writeAttribute("value", "2019-07-19 10:36:11 -0700")
      try w.endElement()
      try w.startElement("Record")
      try w.writeAttribute("type", "HKQuantityTypeIdentifierHeartRate")
      try w.writeAttribute("sourceName", "Simon’s Apple Watch 🕛")
      try w.writeAttribute("device", "<<HKDevice: 0x282a45810>, name:Apple Watch & co>")
      try w.writeAttribute("value", 72)
      try w.startElement("MetadataEntry")
      try w.writeAttribute("key", "HKMetadataKeyHeartRateMotionContext")
      try w.writeAttribute("value", "0")
      try w.endElement()
      try w.endElement()
      try w.endElement()
      try w.writeRaw("\n")
    }
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE HealthData [
      <!-- HealthKit Export Version: 14 -->
      ]>
      <HealthData locale="en_US">
       <ExportDate value="2019-07-19 10:36:11 -0700"/>
       <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Simon’s Apple Watch 🕛" \
      device="&lt;&lt;HKDevice: 0x282a45810&gt;, name:Apple Watch &amp; co&gt;" value="72">
        <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>
       </Record>
      </HealthData>

      """
    #expect(out == expected)
  }

  @Test func appleGPXLayoutInlinePointsNoFinalNewline() throws {
    let out = try Self.write(indentation: "  ") { w in
      try w.writeDeclaration()
      try w.startElement("gpx")
      try w.writeAttribute("version", "1.1")
      try w.startElement("trk")
      try w.writeElement("name", text: "Route 2018-08-12 5:17pm")
      try w.startElement("trkseg")
      try w.startElement("trkpt", layout: .inline)
      try w.writeAttribute("lon", "6.200212")
      try w.writeAttribute("lat", "44.642610")
      try w.writeElement("ele", text: "1261.977173")
      try w.startElement("extensions")
      try w.writeElement("speed", text: "0.316047")
      try w.endElement()
      try w.endElement()
      try w.endElement()
      try w.endElement()
      try w.endElement()
    }
    let expected = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1">
        <trk>
          <name>Route 2018-08-12 5:17pm</name>
          <trkseg>
            <trkpt lon="6.200212" lat="44.642610"><ele>1261.977173</ele><extensions><speed>0.316047</speed></extensions></trkpt>
          </trkseg>
        </trk>
      </gpx>
      """
    #expect(out == expected)
  }

  @Test func escapingRoundTripsThroughTheParserAndExpat() throws {
    var rng = SystemRandomNumberGenerator()
    let alphabet = Array("ab <>&\"'\t\n\r é€😀;#x".unicodeScalars)
    var values: [String] = []
    for _ in 0..<300 {
      var s = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0..<20, using: &rng) { s.append(alphabet.randomElement(using: &rng)!) }
      values.append(String(s))
    }
    let sink = XMLDataSink()
    let w = XMLStreamWriter(sink: sink, indentation: nil, bufferSize: 4096)
    try w.startElement("r")
    for v in values {
      try w.startElement("e")
      try w.writeAttribute("v", v)
      try w.writeText(v)
      try w.endElement()
    }
    try w.endElement()
    try w.finish()

    final class H: XMLStreamHandler {
      var attrs: [String] = []
      var texts: [String] = []
      func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
        if e.localName == "e" { attrs.append(e.attributes["v"]!.string) }
        return e.localName == "e" ? .collect : .skip
      }
      func endElement(_ e: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
        if let text { texts.append(text.string) }
      }
    }
    let h = H()
    try XMLStreamParser(handler: h).parse(data: sink.data)
    #expect(h.attrs == values)
    // Text: CR is written as &#13; so it survives; LF and tab are literal.
    #expect(h.texts == values)

    // Independent check with expat: same attribute values.
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("xw-\(UUID().uuidString).xml")
    defer { try? FileManager.default.removeItem(at: url) }
    try sink.data.write(to: url)
    let r = try runProcess(
      "python3",
      [
        "-c",
        "import sys,json,xml.etree.ElementTree as E;print(json.dumps([e.get('v') for e in E.parse(sys.argv[1]).getroot()]))",
        url.path,
      ])
    let decoded = try JSONDecoder().decode([String].self, from: r.stdout)
    #expect(decoded == values)
  }

  @Test func copiesParserBytesWithEscaping() throws {
    // Read attributes and text with the parser and write them straight back from the byte views.
    final class Copier: XMLStreamHandler {
      let w: XMLStreamWriter
      init(_ w: XMLStreamWriter) { self.w = w }
      func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
        try w.startElement(e.localName.string)
        if let v = e.attributes["v"] { try w.writeAttribute("v", v) }
        return .collect
      }
      func endElement(_ e: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
        if let text, !text.isXMLWhitespace { try w.writeText(text) }
        try w.endElement()
      }
    }
    let input = #"<r v="a &amp; &lt;b&gt; &quot;c&quot; é"><t>x &lt; y &amp; z</t></r>"#
    let sink = XMLDataSink()
    let w = XMLStreamWriter(sink: sink, indentation: nil)
    try XMLStreamParser(handler: Copier(w)).parse(data: Data(input.utf8))
    try w.finish()
    #expect(
      String(decoding: sink.data, as: UTF8.self)
        == #"<r v="a &amp; &lt;b&gt; &quot;c&quot; é"><t>x &lt; y &amp; z</t></r>"#)
  }

  @Test func controlCharactersAndMisuse() throws {
    let sink = XMLDataSink()
    let w = XMLStreamWriter(sink: sink, indentation: nil)
    try w.startElement("r")
    try w.writeAttribute("v", "a\u{0B}b")
    try w.endElement()
    try w.finish()
    #expect(String(decoding: sink.data, as: UTF8.self) == "<r v=\"a b\"/>")
    #expect(w.replacedControlCharacterCount == 1)

    let strict = XMLStreamWriter(sink: XMLDataSink(), indentation: nil, controlCharacters: .fail)
    try strict.startElement("r")
    #expect(throws: XMLWriterError.self) { try strict.writeAttribute("v", "a\u{01}") }

    let w2 = XMLStreamWriter(sink: XMLDataSink())
    try w2.startElement("a")
    try w2.writeText("x")
    #expect(throws: XMLWriterError.self) { try w2.writeAttribute("late", "1") }
    #expect(throws: XMLWriterError.self) { try w2.finish() }
    try w2.endElement()
    #expect(throws: XMLWriterError.self) { try w2.endElement() }
  }

  @Test func largeOutputGoesThroughTheFileSink() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("xw-\(UUID().uuidString).xml")
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = try XMLFileSink(url: url)
    let w = XMLStreamWriter(sink: sink, indentation: " ", bufferSize: 4096)
    try w.startElement("HealthData")
    for i in 0..<20_000 {
      try w.startElement("Record")
      try w.writeAttribute("value", i - 10_000)
      try w.endElement()
    }
    try w.endElement()
    try w.finish()
    try sink.close()
    let data = try Data(contentsOf: url)
    #expect(Int64(data.count) == w.bytesWritten)
    let h = RecordingHandler(collectAll: false)
    try XMLStreamParser(handler: h).parse(contentsOf: url)
    #expect(h.elements == 20_001)
    #expect(h.log[1] == "<Record value=\"-10000\"> d=2")
    #expect(h.log.last == "</HealthData>")
  }
}
