import FoundationEssentials

/// The root element of a document, as found by `XMLStreamParser.peekRootElement(in:)`.
public struct XMLRootElement: Sendable, Hashable {
  /// The root's local name, e.g. `HealthData`, `gpx`, `TrainingCenterDatabase`.
  public var localName: String
  /// The root's namespace URI, if any.
  public var namespaceURI: String?
  /// The root's attributes as (local name, value), in document order.
  public var attributes: [XMLRootAttribute]
}

/// One attribute of a peeked root element.
public struct XMLRootAttribute: Sendable, Hashable {
  /// The local name.
  public var localName: String
  /// The decoded value.
  public var value: String
}

extension XMLStreamParser {
  /// The root element of the document starting with `prefix` (e.g. the first 4 KiB of a file), or nil when
  /// `prefix` does not reach a well-formed root start tag. Uses the same secure parser (DOCTYPE blanked).
  public static func peekRootElement(in prefix: Data) -> XMLRootElement? {
    final class Catcher: XMLStreamHandler {
      struct Stop: Error {}
      var root: XMLRootElement?
      func startElement(_ element: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
        root = XMLRootElement(
          localName: element.localName.string, namespaceURI: element.namespaceURI?.string,
          attributes: element.attributes.map {
            XMLRootAttribute(localName: $0.localName.string, value: $0.value.string)
          })
        throw Stop()
      }
    }
    let catcher = Catcher()
    var options = XMLStreamOptions()
    options.doctype = .blank
    options.controlCharacters = .ignore
    let parser = XMLStreamParser(handler: catcher, options: options)
    do {
      try parser.feed(prefix)
      try parser.finish()
    } catch {}
    return catcher.root
  }
}
