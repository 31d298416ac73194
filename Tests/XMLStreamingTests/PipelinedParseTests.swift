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
    _ xml: [UInt8], pipelined: Bool, checked: Bool = false, chunk: Int = 7, blockBytes: Int = 4096,
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
    // The input check made where the bytes are made (as the health reader's inflating thread does).
    var check = parser.makeInputCheck()
    let produceChecked: ((ByteView, XMLInputFindings) throws -> Void) throws -> Void = { consume in
      try produce { try check.check($0, consume) }
    }
    var failure: String?
    do {
      switch (pipelined, checked) {
      case (true, false):
        try parser.parsePipelined(textFilter: filter, blockBytes: blockBytes, queueDepth: 2, stream: produce)
      case (true, true):
        try parser.parsePipelined(
          textFilter: filter, blockBytes: blockBytes, queueDepth: 2, checkedStream: produceChecked)
      case (false, false): try parser.parse(stream: produce)
      case (false, true): try parser.parse(checkedStream: produceChecked)
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

  /// The input check run elsewhere (`makeInputCheck`, `feed(_:checked:)`) gives what the parser's own check
  /// gives: events, locations, warnings, replacements, errors, in both ways of parsing and at any chunking.
  @Test func inputCheckedElsewhereGivesTheSameOutcome() {
    var warn = XMLStreamOptions()
    warn.controlCharacters = .warn
    warn.trailingContent = .warn
    var ignore = warn
    ignore.controlCharacters = .ignore
    var crowded = XMLStreamOptions()
    crowded.maxAttributesPerElement = 3
    let utf16: [UInt8] =
      [0xFF, 0xFE] + Array("<r a='1'><b/>\u{1}</r>".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let cases: [([UInt8], XMLStreamOptions)] = [
      (Array(Self.document.utf8), XMLStreamOptions()),
      (Array("<r>\u{1}<a v=\"x\u{2}y\"/>\u{b}<b>\u{c}</b></r><junk/>".utf8), warn),
      (Array("<r>\u{1}<a v=\"x\u{2}y\"/>\u{b}<b>\u{c}</b></r>\u{1}".utf8), ignore),
      (Array("<!DOCTYPE r [ <!-- \u{1} --> ]><r>\u{3}</r>  \u{4}".utf8), warn),
      (Array("<r><a x='1' y='2' z='3'/><b p='1' q='2' r='3' s='4'/><c/></r>".utf8), crowded),
      (Array("<r>\u{1}</r>".utf8), XMLStreamOptions()),
      (utf16, warn),
    ]
    for (index, (xml, options)) in cases.enumerated() {
      for chunk in [1, 2, 7, 4096] {
        let reference = Self.run(
          xml, pipelined: false, chunk: chunk, options: options, handler: LoggingHandler())
        for (pipelined, checked) in [(false, true), (true, false), (true, true)] {
          let other = Self.run(
            xml, pipelined: pipelined, checked: checked, chunk: chunk, options: options,
            handler: LoggingHandler())
          #expect(
            other == reference, "case \(index), chunk \(chunk), pipelined \(pipelined), checked \(checked)")
        }
      }
    }
  }

  /// Control characters after the root element's end are trailing content, not replacements.
  /// The recorder's inline copy of attribute values: every length up to past the inline cases, from and to
  /// every alignment, copies exactly the bytes asked for and writes nothing around them.
  @Test func recordedValuesAreCopiedExactly() {
    let source = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    for n in 0...70 {
      for from in 0..<8 {
        for to in 0..<8 {
          var destination = [UInt8](repeating: 0xEE, count: n + 24)
          source.withUnsafeBufferPointer { s in
            destination.withUnsafeMutableBufferPointer { d in
              EventRecorder.copy(n, from: s.baseAddress! + from, to: d.baseAddress! + to)
            }
          }
          #expect(Array(destination[to..<(to + n)]) == Array(source[from..<(from + n)]), "n \(n)")
          #expect(
            destination[..<to].allSatisfy { $0 == 0xEE } && destination[(to + n)...].allSatisfy { $0 == 0xEE }
          )
        }
      }
    }
  }

  @Test func controlCharactersAfterTheRootAreTrailingContent() {
    var options = XMLStreamOptions()
    options.controlCharacters = .warn
    options.trailingContent = .warn
    let outcome = Self.run(
      Array("<r>\u{1}</r>  \u{2}\u{3}".utf8), pipelined: false, options: options, handler: LoggingHandler())
    #expect(outcome.error == nil)
    #expect(outcome.replaced == 1)
    #expect(outcome.warnings.count == 2)
    #expect(outcome.warnings.last?.hasPrefix("trailingContentIgnored") == true)
    // The first control character after `</r>` and two spaces, at byte 10.
    #expect(outcome.warnings.last?.contains("(byte 10)") == true)
  }

  /// A checked chunk fed out of order, or checked and unchecked chunks mixed, is a misuse.
  @Test func checkedChunksComeInOrderAndAlone() throws {
    let parser = XMLStreamParser(handler: LoggingHandler())
    var check = parser.makeInputCheck()
    let first = Array("<r>".utf8)
    let second = Array("<a/></r>".utf8)
    _ = ByteView.withBytes(of: first) { check.check($0) { _, _ in 0 } }  // checked, never fed
    let error = ByteView.withBytes(of: second) { view in
      check.check(view) { bytes, findings in
        Result { try parser.feed(bytes, checked: findings) }
      }
    }
    #expect(throws: XMLStreamError.self) { try error.get() }
    let mixed = XMLStreamParser(handler: LoggingHandler())
    var check2 = mixed.makeInputCheck()
    try ByteView.withBytes(of: first) { view in try check2.check(view) { try mixed.feed($0, checked: $1) } }
    #expect(throws: XMLStreamError.self) { try second.withUnsafeBytes { try mixed.feed($0) } }
  }

  /// An element's own text is collected while its children's is not (libxml2's character callbacks are
  /// installed only while the innermost open element collects).
  @Test func textOfACollectingElementAroundSkippedChildren() {
    let xml = Array("<r><a>x<b>y</b>z<c>w<d>v</d>u</c>t</a><e>s</e></r>".utf8)
    for pipelined in [false, true] {
      let handler = LoggingHandler(collect: { name, _ in name == "a" || name == "d" })
      let outcome = Self.run(
        xml, pipelined: pipelined, chunk: 3, handler: handler,
        filter: { name, _ in name.string == "a" || name.string == "d" })
      #expect(outcome.error == nil)
      let texts = outcome.log.compactMap { line -> String? in
        guard let r = line.range(of: "text=") else { return nil }
        return String(line[line.startIndex..<line.index(line.startIndex, offsetBy: 4)])
          + line[r.upperBound...].prefix(while: { $0 != " " })
      }
      #expect(texts == ["</b>nil", "</d>[v]", "</c>nil", "</a>[xzt]", "</e>nil", "</r>nil"], "\(pipelined)")
    }
  }

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
