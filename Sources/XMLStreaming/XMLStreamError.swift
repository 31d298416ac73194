/// Where in the input something happened.
public struct XMLLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file name given to the parser, if any.
  public var file: String?
  /// 1-based line (0 when unknown).
  public var line: Int
  /// 1-based column in bytes (0 when unknown).
  public var column: Int
  /// Bytes of input consumed before this point (0-based offset).
  public var byteOffset: Int64
  /// The open elements, e.g. `/HealthData/Record/MetadataEntry`.
  public var elementPath: String

  /// Makes a location.
  public init(
    file: String? = nil, line: Int = 0, column: Int = 0, byteOffset: Int64 = 0, elementPath: String = ""
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.byteOffset = byteOffset
    self.elementPath = elementPath
  }

  /// `file:line:column (byte N, /path)`.
  public var description: String {
    var s = "\(file ?? "<input>"):\(line):\(column) (byte \(byteOffset)"
    if !elementPath.isEmpty { s += ", \(elementPath)" }
    return s + ")"
  }
}

/// A parse failure with its location.
public struct XMLStreamError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of failure.
  public enum Code: Sendable, Hashable {
    /// Not well-formed XML (libxml2's error code in `libxml2Code`).
    case malformed
    /// The input ended before the document was complete.
    case truncated
    /// A C0 control character XML forbids; see `XMLStreamOptions.controlCharacters`.
    case invalidCharacter
    /// An entity that is not predefined was referenced; entities are never expanded.
    case undeclaredEntity
    /// Nesting deeper than `XMLStreamOptions.maxDepth`.
    case depthLimitExceeded
    /// Collected text longer than `XMLStreamOptions.maxTextBytes`.
    case textLimitExceeded
    /// An attribute value longer than `XMLStreamOptions.maxAttributeValueBytes`, or more attributes on one
    /// element than `XMLStreamOptions.maxAttributesPerElement`.
    case attributeLimitExceeded
    /// A node exceeded libxml2's default limits; see `XMLStreamOptions.allowHugeNodes`.
    case hugeNodeRefused
    /// Content after the root element; see `XMLStreamOptions.trailingContent`.
    case trailingContent
    /// Reading the input failed.
    case io
    /// The parser was used after it finished or failed.
    case misuse
  }

  /// What kind of failure.
  public var code: Code
  /// What went wrong and, where one exists, the option that would accept the input.
  public var message: String
  /// Where it went wrong.
  public var location: XMLLocation
  /// libxml2's `xmlParserErrors` code when libxml2 reported the error.
  public var libxml2Code: Int32?

  /// Makes an error.
  public init(code: Code, message: String, location: XMLLocation, libxml2Code: Int32? = nil) {
    self.code = code
    self.message = message
    self.location = location
    self.libxml2Code = libxml2Code
  }

  /// `location: message`.
  public var description: String { "\(location): \(message)" }
}

/// A recovered problem (replaced control character, libxml2 warning, refused external entity, trailing content).
public struct XMLStreamWarning: Sendable, Hashable, CustomStringConvertible {
  /// What kind of warning.
  public enum Code: Sendable, Hashable {
    /// A control character was replaced by a space (`XMLStreamOptions.controlCharacters`).
    case controlCharacterReplaced
    /// libxml2 reported a warning or a recoverable (namespace) error.
    case libxml2
    /// An external entity or DTD load was refused.
    case externalEntityRefused
    /// Bytes after the root element were ignored (`XMLStreamOptions.trailingContent`).
    case trailingContentIgnored
  }

  /// What kind of warning.
  public var code: Code
  /// A human-readable description.
  public var message: String
  /// Where it happened.
  public var location: XMLLocation

  /// Makes a warning.
  public init(code: Code, message: String, location: XMLLocation) {
    self.code = code
    self.message = message
    self.location = location
  }

  /// `location: warning: message`.
  public var description: String { "\(location): warning: \(message)" }
}
