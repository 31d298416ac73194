import ByteStreams
import Foundation
import TestSupport
import Testing

@testable import XMLStreaming

/// `parsePipelined` must give a handler exactly what `parse(stream:)` gives it: events, views, locations,
/// depths, element paths, warnings, errors, and where a parse stops.
@Suite struct PipelinedParseTests {
  /// Logs every event with its location, as text, for comparison between the two ways of parsing.
  final class LoggingHandler: XMLStreamHandler {
    var log: [String] = []
    let collect: (String, Int) -> Bool
    let throwAt: Int?
    var events = 0
    struct Boom: Error, Equatable { let at: Int }

    init(collect: @escaping (String, Int) -> Bool = { _, _ in true }, throwAt: Int? = nil) {
      self.collect = collect
      self.throwAt = throwAt
    }

    func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
      events += 1
      if events == throwAt { throw Boom(at: events) }
      let attributes = e.attributes.map {
        "\($0.prefix?.string ?? ""):\($0.localName.string){\($0.namespaceURI?.string ?? "")}=\($0.value.string)"
      }
      let l = parser.location
      log.append(
        "<\(e.prefix?.string ?? ""):\(e.localName.string){\(e.namespaceURI?.string ?? "")} \(attributes) d=\(e.depth)/\(parser.depth) at \(l)"
          + " value=\(e.attributes["value"]?.string ?? "-")")
      return collect(e.localName.string, e.depth) ? .collect : .skip
    }

    func endElement(_ e: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
      events += 1
      if events == throwAt { throw Boom(at: events) }
      log.append(
        "</\(e.localName.string)> d=\(e.depth) text=\(text.map { "[\($0.string)]" } ?? "nil") at \(parser.location)"
      )
    }

    func warning(_ warning: XMLStreamWarning, parser: XMLStreamParser) {
      log.append("warning \(warning.code) \(warning.location)")
    }
  }

  struct Outcome: Equatable {
    var log: [String]
    var error: String?
    var warnings: [String]
    var replaced: Int
    var bytesFed: Int64
  }

  static func run(
    _ xml: [UInt8], pipelined: Bool, chunk: Int = 7, blockBytes: Int = 4096,
    options: XMLStreamOptions = XMLStreamOptions(),
    handler: LoggingHandler, filter: @escaping XMLTextFilter = { _, _ in true }
  ) -> Outcome {
    let parser = XMLStreamParser(handler: handler, options: options, fileName: "t.xml")
    let produce: ((ByteView) throws -> Void) throws -> Void = { consume in
      try ByteView.withBytes(of: xml) { raw in
        var offset = 0
        while offset < raw.count {
          let n = min(chunk, raw.count - offset)
          try consume(raw.extracting(offset..<offset + n))
          offset += n
        }
      }
    }
    var failure: String?
    do {
      if pipelined {
        try parser.parsePipelined(textFilter: filter, blockBytes: blockBytes, queueDepth: 2, stream: produce)
      } else {
        try parser.parse(stream: produce)
      }
    } catch {
      failure = "\(error)"
    }
    return Outcome(
      log: handler.log, error: failure, warnings: parser.warnings.map { "\($0.code) \($0.location)" },
      replaced: parser.replacedControlCharacterCount, bytesFed: failure == nil ? parser.bytesFed : -1)
  }

  static func same(_ xml: String, options: XMLStreamOptions = XMLStreamOptions(), blockBytes: Int = 4096) -> (
    Outcome, Outcome
  ) {
    let bytes = Array(xml.utf8)
    return (
      run(bytes, pipelined: false, options: options, handler: LoggingHandler()),
      run(bytes, pipelined: true, blockBytes: blockBytes, options: options, handler: LoggingHandler())
    )
  }

  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [ <!ATTLIST Record unit CDATA "defaulted"> ]>
    <HealthData locale="en_US" xmlns:n="urn:n">
     <Record type="HKQuantityTypeIdentifierHeartRate" value="72" n:x="ns" note="a&amp;b &lt;c&gt;"/>
     <Record type="T" value="1.5"><MetadataEntry key="k" value="v"/>text <![CDATA[<raw>]]> more</Record>
     <n:Other>é&#233;<Deep><Deeper>x</Deeper></Deep></n:Other>
    </HealthData>
    """

  @Test func sameEventsAsTheDirectParse() {
    let (direct, pipelined) = Self.same(Self.document)
    #expect(direct.error == nil)
    #expect(direct.log.count > 10)
    #expect(pipelined == direct)
  }

  @Test func manyBlocksAndOversizedEvents() {
    // Tiny blocks force a hand-over every few events; a 20 KB attribute needs a block of its own.
    var xml = "<r>"
    for i in 0..<2000 { xml += "<e i=\"\(i)\" v=\"\(String(repeating: "x", count: i % 50))\">t\(i)</e>\n" }
    xml += "<big v=\"\(String(repeating: "y", count: 20_000))\"/></r>"
    let (direct, pipelined) = Self.same(xml, blockBytes: 4096)
    #expect(direct.log.count == 4004)
    #expect(pipelined == direct)
  }

  @Test func errorsComeAfterEverythingBeforeThem() {
    for bad in [
      "<r><a>1</a><b x='1' x='2'/></r>", "<r><a>1</a><b>", "<r><a>&undeclared;</a></r>", "<r/><trailing/>",
      "<r>\u{1}<a/></r>",
    ] {
      let (direct, pipelined) = Self.same(bad)
      #expect(direct.error != nil, "\(bad)")
      #expect(pipelined == direct, "\(bad)")
    }
  }

  @Test func warningsInOrder() {
    var options = XMLStreamOptions()
    options.controlCharacters = .warn
    options.trailingContent = .warn
    let xml = "<r>\u{1}<a v=\"x\u{2}y\"/>\u{b}<b>\u{c}</b></r><junk/>"
    let (direct, pipelined) = Self.same(xml, options: options)
    #expect(direct.error == nil)
    #expect(direct.replaced == 4)
    #expect(direct.log.contains { $0.hasPrefix("warning") })
    #expect(pipelined == direct)
  }

  @Test func handlerErrorStopsTheParse() {
    var xml = "<r>"
    for i in 0..<5000 { xml += "<e i=\"\(i)\"/>" }
    xml += "</r>"
    let bytes = Array(xml.utf8)
    let direct = Self.run(bytes, pipelined: false, handler: LoggingHandler(throwAt: 3001))
    let pipelined = Self.run(bytes, pipelined: true, handler: LoggingHandler(throwAt: 3001))
    #expect(direct.error == "\(LoggingHandler.Boom(at: 3001))")
    #expect(pipelined == direct)
  }

  @Test func produceErrorIsRethrownAfterTheEvents() {
    struct Broken: Error {}
    final class Counter: XMLStreamHandler {
      var starts = 0
      func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
        starts += 1
        return .skip
      }
    }
    let counter = Counter()
    let parser = XMLStreamParser(handler: counter)
    #expect(throws: Broken.self) {
      try parser.parsePipelined(textFilter: { _, _ in false }) { consume in
        try ByteView.withBytes(of: Array("<r><a/><b/>".utf8)) { try consume($0) }
        throw Broken()
      }
    }
    #expect(counter.starts == 3)
  }

  @Test func whereItStoppedStaysReadableAfterTheParse() {
    // A producer failing inside nested elements (a damaged zip entry): the caller reads `location` after
    // `parsePipelined` has returned, when the parsing thread's parser and its interned names are gone.
    struct Broken: Error {}
    var locations: [XMLLocation] = []
    for pipelined in [false, true] {
      let parser = XMLStreamParser(handler: LoggingHandler(), fileName: "t.xml")
      let produce: ((ByteView) throws -> Void) throws -> Void = { consume in
        try ByteView.withBytes(of: Array("<root>\n <outer a=\"1\">\n  <inner/>\n  <deeper><x/>".utf8)) {
          try consume($0)
        }
        throw Broken()
      }
      #expect(throws: Broken.self) {
        if pipelined {
          try parser.parsePipelined(textFilter: { _, _ in true }, stream: produce)
        } else {
          try parser.parse(stream: produce)
        }
      }
      locations.append(parser.location)
    }
    #expect(locations[0].elementPath == "/root/outer/deeper")
    #expect(locations[1].elementPath == locations[0].elementPath)
    #expect(locations[1].line == 4)
    #expect(locations[1].file == "t.xml")
  }

  @Test func textOutsideTheFilterIsAMisuse() {
    let bytes = Array("<r><a>1</a><b>2</b></r>".utf8)
    let onlyA = Self.run(
      bytes, pipelined: true, handler: LoggingHandler(collect: { name, _ in name == "a" }),
      filter: { name, _ in name == "a" })
    #expect(onlyA.error == nil)
    #expect(onlyA.log.contains { $0.hasPrefix("</a> d=2 text=[1]") })
    #expect(onlyA.log.contains { $0.hasPrefix("</b> d=2 text=nil") })
    let wantsB = Self.run(
      bytes, pipelined: true, handler: LoggingHandler(collect: { name, _ in name == "b" }),
      filter: { name, _ in name == "a" })
    #expect(wantsB.error?.contains("text filter") == true)
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func corpusFilesGiveTheSameEvents() throws {
    var options = XMLStreamOptions()
    options.controlCharacters = .warn
    options.trailingContent = .warn
    let files =
      SharedCorpus.files(in: "corpus/gpx", extension: "gpx")
      + SharedCorpus.files(in: "corpus/tcx", extension: "tcx")
      + SharedCorpus.files(in: "corpus/health", extension: "xml")
      + SharedCorpus.files(in: "corpus/bad", extension: "xml")
    #expect(files.count > 20)
    for url in files {
      let bytes = try [UInt8](Data(contentsOf: url))
      let direct = Self.run(
        bytes, pipelined: false, chunk: 65536, options: options, handler: LoggingHandler())
      let pipelined = Self.run(
        bytes, pipelined: true, chunk: 65536, blockBytes: 64 << 10, options: options,
        handler: LoggingHandler())
      #expect(pipelined == direct, "\(url.lastPathComponent)")
    }
  }
}
