/// Receives the events of an `XMLStreamParser`; one handler per parse, called on the parsing thread.
///
/// Every view passed in (`XMLName`, `XMLBytes`, `XMLAttributes`) is valid only during the call.
/// Throwing from a callback stops the parse; the error is rethrown unchanged by `feed`/`finish`/`parse`.
public protocol XMLStreamHandler: AnyObject {
  /// A start tag; return `.collect` to receive the element's character data in `endElement`.
  func startElement(_ element: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest
  /// An end tag; `text` is the collected character data when `startElement` returned `.collect`, else nil.
  func endElement(_ element: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws
  /// A recovered problem (also recorded in `XMLStreamParser.warnings`).
  func warning(_ warning: XMLStreamWarning, parser: XMLStreamParser)
}

extension XMLStreamHandler {
  /// Ignores end tags.
  public func endElement(_ element: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {}
  /// Ignores warnings (they stay available in `parser.warnings`).
  public func warning(_ warning: XMLStreamWarning, parser: XMLStreamParser) {}
}

/// A start tag: names, attributes and depth, borrowed from the parser for the duration of the callback.
public struct XMLStartElement {
  /// The local name (without prefix).
  public let localName: XMLName
  /// The namespace prefix as written, or nil.
  public let prefix: XMLName?
  /// The namespace URI the element is in, or nil when in no namespace.
  public let namespaceURI: XMLName?
  /// The attributes in document order (namespace declarations excluded, DTD defaults never applied).
  public let attributes: XMLAttributes
  /// Nesting depth: the root element is 1.
  public let depth: Int
}

/// An end tag, borrowed from the parser for the duration of the callback.
public struct XMLEndElement {
  /// The local name (without prefix).
  public let localName: XMLName
  /// The namespace prefix as written, or nil.
  public let prefix: XMLName?
  /// The namespace URI the element is in, or nil.
  public let namespaceURI: XMLName?
  /// Nesting depth of the element that ends: the root element is 1.
  public let depth: Int
}

/// One attribute, borrowed from the parser for the duration of the callback.
public struct XMLAttribute {
  /// The local name (without prefix).
  public let localName: XMLName
  /// The prefix as written, or nil.
  public let prefix: XMLName?
  /// The namespace URI, or nil (unprefixed attributes are in no namespace).
  public let namespaceURI: XMLName?
  /// The value with character and predefined entity references already decoded.
  public let value: XMLBytes

  @usableFromInline init(localName: XMLName, prefix: XMLName?, namespaceURI: XMLName?, value: XMLBytes) {
    self.localName = localName
    self.prefix = prefix
    self.namespaceURI = namespaceURI
    self.value = value
  }
}

/// The attributes of a start tag, in document order; look values up in place by local name.
public struct XMLAttributes: RandomAccessCollection {
  /// libxml2's SAX2 layout: 5 pointers per attribute (local name, prefix, URI, value start, value end).
  @usableFromInline let base: UnsafePointer<UnsafePointer<UInt8>?>?
  /// The number of attributes.
  public let count: Int

  @inlinable init(base: UnsafePointer<UnsafePointer<UInt8>?>?, count: Int) {
    self.base = base
    self.count = count
  }

  /// Always 0.
  @inlinable public var startIndex: Int { 0 }
  /// Equal to `count`.
  @inlinable public var endIndex: Int { count }

  /// The attribute at `position`.
  @inlinable public subscript(position: Int) -> XMLAttribute {
    precondition(position >= 0 && position < count, "XMLAttributes index out of range")
    let p = base! + position * 5
    return XMLAttribute(
      localName: XMLName(pointer: p[0]!), prefix: p[1].map(XMLName.init(pointer:)),
      namespaceURI: p[2].map(XMLName.init(pointer:)), value: XMLAttributes.value(p))
  }

  @inlinable static func value(_ p: UnsafePointer<UnsafePointer<UInt8>?>) -> XMLBytes {
    let start = p[3]!
    return XMLBytes(start: start, count: p[4]! - start)
  }

  /// The value of the first attribute whose local name is `localName` (any namespace), or nil.
  @inlinable public subscript(_ localName: StaticString) -> XMLBytes? {
    guard let base else { return nil }
    var p = base
    let end = base + count * 5
    while p < end {
      if XMLName(pointer: p[0]!) == localName { return XMLAttributes.value(p) }
      p += 5
    }
    return nil
  }

  /// The value of the attribute `localName` in namespace `namespaceURI`, or nil.
  @inlinable public subscript(_ localName: StaticString, namespaceURI namespaceURI: StaticString) -> XMLBytes?
  {
    guard let base else { return nil }
    var p = base
    let end = base + count * 5
    while p < end {
      if XMLName(pointer: p[0]!) == localName, let uri = p[2], XMLName(pointer: uri) == namespaceURI {
        return XMLAttributes.value(p)
      }
      p += 5
    }
    return nil
  }

  /// The value of the first attribute whose local name equals `localName`, or nil (slower: compares against a `String`).
  public func value(forLocalName localName: String) -> XMLBytes? {
    first { $0.localName.isEqual(to: localName) }?.value
  }

  /// A copy of the attributes as `(localName, value)` strings, in document order (for slow paths and tests).
  public var strings: [(name: String, value: String)] { map { ($0.localName.string, $0.value.string) } }
}
