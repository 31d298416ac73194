/// What to do with C0 control characters that XML 1.0 forbids (e.g. a raw U+000B in an attribute value).
public enum XMLControlCharacterPolicy: Sendable, Hashable {
  /// Let libxml2 see them: the parse fails with a located `.invalidCharacter` error (default).
  case fail
  /// Replace each with a space before libxml2 sees it and report a located warning (counted).
  case warn
  /// Replace each with a space silently (still counted in `XMLStreamParser.replacedControlCharacterCount`).
  case ignore
}

/// What to do with content after the root element's end tag (e.g. junk at the end of `export_cda.xml`).
public enum XMLTrailingContentPolicy: Sendable, Hashable {
  /// Parse to the end; anything but comments, PIs and white space is an error (default).
  case fail
  /// Stop at the root's end tag and report a warning if more bytes follow.
  case warn
  /// Stop at the root's end tag silently.
  case ignore
}

/// What to do with the document type declaration (`<!DOCTYPE …>` with its internal subset).
public enum XMLDoctypePolicy: Sendable, Hashable {
  /// Let libxml2 parse it (never applied, never loaded; a malformed subset is a parse error). Default.
  case parse
  /// Overwrite it with spaces (line breaks kept, so lines and byte offsets are unchanged) before libxml2
  /// sees it: for Apple's iOS 16 export.xml, whose internal DTD is not well-formed.
  case blank
}

/// What `XMLStreamHandler.startElement` asks for the element's character data.
public enum XMLTextRequest: Sendable, Hashable {
  /// Do not collect text for this element (the fast default).
  case skip
  /// Collect the element's own character data (not its descendants'), bounded by `maxTextBytes`, and pass it to `endElement`.
  case collect
}

/// Limits and policies of an `XMLStreamParser`; every default is safe for untrusted multi-GB input.
public struct XMLStreamOptions: Sendable, Hashable {
  /// Deepest element nesting accepted (root = 1); deeper input fails with `.depthLimitExceeded`. Default 256.
  ///
  /// This is the only depth bound (libxml2's push parser does not enforce one); values above 2^20 are clamped.
  public var maxDepth: Int = 256
  /// Largest collected text of one element in bytes; more fails with `.textLimitExceeded`. Default 1 MiB.
  public var maxTextBytes: Int = 1 << 20
  /// Largest attribute value in bytes; more fails with `.attributeLimitExceeded`. Default 1 MiB.
  public var maxAttributeValueBytes: Int = 1 << 20
  /// Most attributes on one element; more fails with `.attributeLimitExceeded`, located at the start tag.
  /// Default 10,000.
  ///
  /// Counted in the raw bytes before libxml2 sees them (`AttributeCountScanner`): libxml2 2.9's
  /// duplicate-attribute check is quadratic and runs before any callback (1.15 M attributes on one
  /// element took more than 125 s). Not counted in UTF-16 documents. Readers raise it with
  /// `--option xml.maxAttributes=N` (`applying(_:)`).
  public var maxAttributesPerElement: Int = 10_000
  /// Lift libxml2's hard limits (10 MB text/attribute nodes, name length, depth): `XML_PARSE_HUGE`. Default `false`.
  public var allowHugeNodes: Bool = false
  /// Illegal control characters: fail, or replace with a space (`.warn` / `.ignore`). Default `.fail`.
  public var controlCharacters: XMLControlCharacterPolicy = .fail
  /// Content after the root element. Default `.fail`.
  public var trailingContent: XMLTrailingContentPolicy = .fail
  /// The `<!DOCTYPE>` declaration: parse it (default) or blank it out unseen (`.blank`, for Apple exports).
  public var doctype: XMLDoctypePolicy = .parse
  /// At most this many warnings are kept in `XMLStreamParser.warnings` (all are still counted). Default 100.
  public var maxRecordedWarnings: Int = 100
  /// Bytes per read when parsing a file or file descriptor. Default 256 KiB.
  public var readChunkSize: Int = 256 << 10

  /// The defaults.
  public init() {}

  /// The `--option` key that sets `maxAttributesPerElement`.
  public static let maxAttributesOptionKey = "xml.maxAttributes"

  /// These options with the limits a user set as `--option` values (`xml.maxAttributes=N`).
  public func applying(_ values: [String: String]) -> XMLStreamOptions {
    var o = self
    if let n = values[Self.maxAttributesOptionKey].flatMap({ Int($0) }) {
      o.maxAttributesPerElement = max(n, 1)
    }
    return o
  }
}
