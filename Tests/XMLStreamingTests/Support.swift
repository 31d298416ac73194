import Foundation
import TestSupport
import XMLStreaming

/// Records every event as a line of text (for comparisons) and counts.
final class RecordingHandler: XMLStreamHandler {
  var log: [String] = []
  var collectAll = true
  var elements = 0
  var attributes = 0
  var attributeBytes = 0
  var textBytes = 0
  var maxDepth = 0
  var seenWarnings: [XMLStreamWarning] = []
  var locations: [String: XMLLocation] = [:]
  var trackLocationsOf: Set<String> = []

  init(collectAll: Bool = true) { self.collectAll = collectAll }

  func startElement(_ element: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
    elements += 1
    maxDepth = max(maxDepth, element.depth)
    var line = "<\(element.namespaceURI.map { "{\($0.string)}" } ?? "")\(element.localName.string)"
    for a in element.attributes {
      attributes += 1
      attributeBytes += a.value.count
      line += " \(a.namespaceURI.map { "{\($0.string)}" } ?? "")\(a.localName.string)=\"\(a.value.string)\""
    }
    log.append(line + "> d=\(element.depth)")
    if trackLocationsOf.contains(element.localName.string) {
      locations[element.localName.string] = parser.location
    }
    return collectAll ? .collect : .skip
  }

  func endElement(_ element: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
    if let text {
      textBytes += text.count
      let trimmed = text.trimmingXMLWhitespace()
      if !trimmed.isEmpty { log.append("text \(trimmed.string)") }
    }
    log.append("</\(element.localName.string)>")
  }

  func warning(_ warning: XMLStreamWarning, parser: XMLStreamParser) { seenWarnings.append(warning) }
}

enum Parse {
  /// Parses `xml` in one go and returns the handler and parser.
  @discardableResult
  static func string(
    _ xml: String, options: XMLStreamOptions = XMLStreamOptions(),
    handler: RecordingHandler = RecordingHandler()
  ) throws -> (RecordingHandler, XMLStreamParser) {
    let parser = XMLStreamParser(handler: handler, options: options, fileName: "test.xml")
    try parser.parse(data: Data(xml.utf8))
    return (handler, parser)
  }

  /// The `XMLStreamError` thrown when parsing `xml`, or nil when it parsed.
  static func error(_ xml: String, options: XMLStreamOptions = XMLStreamOptions()) -> XMLStreamError? {
    do {
      try string(xml, options: options)
      return nil
    } catch let e as XMLStreamError {
      return e
    } catch {
      return XMLStreamError(code: .misuse, message: "unexpected \(error)", location: XMLLocation())
    }
  }
}

/// Python expat as an independent oracle: element/attribute/text counts of a file, nil when expat rejects it.
enum ExpatOracle {
  static let script = #"""
    import sys, xml.parsers.expat
    c = {"el": 0, "at": 0, "ab": 0, "tb": 0, "d": 0, "max": 0}
    def start(name, attrs):
        c["el"] += 1; c["d"] += 1; c["max"] = max(c["max"], c["d"])
        for i in range(0, len(attrs), 2):
            c["at"] += 1; c["ab"] += len(attrs[i + 1].encode("utf-8"))
    def end(name): c["d"] -= 1
    def text(data):
        if c["d"] > 0: c["tb"] += len(data.encode("utf-8"))
    p = xml.parsers.expat.ParserCreate(namespace_separator=" ")
    p.ordered_attributes = True
    p.StartElementHandler = start; p.EndElementHandler = end; p.CharacterDataHandler = text
    try:
        with open(sys.argv[1], "rb") as f: p.ParseFile(f)
    except xml.parsers.expat.ExpatError as e:
        print(e, file=sys.stderr); sys.exit(1)
    print(c["el"], c["at"], c["ab"], c["tb"], c["max"])
    """#

  static func counts(_ url: URL) throws -> [Int]? {
    let r = try runProcess("python3", ["-c", script, url.path])
    guard r.status == 0 else { return nil }
    return r.stdoutString.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
  }
}
