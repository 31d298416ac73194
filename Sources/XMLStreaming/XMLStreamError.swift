/// Where in the input something happened.
package struct XMLLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file name given to the parser, if any.
  package var file: String?
  /// 1-based line (0 when unknown).
  package var line: Int
  /// 1-based column in bytes (0 when unknown).
  package var column: Int
  /// Bytes of input consumed before this point (0-based offset).
  package var byteOffset: Int64
  /// The open elements, e.g. `/HealthData/Record/MetadataEntry`.
  package var elementPath: String

  /// Makes a location.
  package init(
    file: String? = nil, line: Int = 0, column: Int = 0, byteOffset: Int64 = 0, elementPath: String = ""
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.byteOffset = byteOffset
    self.elementPath = elementPath
  }

  /// `file:line:column (byte N, /path)`.
  package var description: String {
    var s = "\(file ?? "<input>"):\(line):\(column) (byte \(byteOffset)"
    if !elementPath.isEmpty { s += ", \(elementPath)" }
    return s + ")"
  }
}

/// A parse failure with its location.
package struct XMLStreamError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of failure.
  package enum Code: Sendable, Hashable {
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
  package var code: Code
  /// What went wrong and, where one exists, the option that would accept the input.
  package var message: String
  /// Where it went wrong.
  package var location: XMLLocation
  /// libxml2's `xmlParserErrors` code when libxml2 reported the error.
  package var libxml2Code: Int32?

  /// Makes an error.
  package init(code: Code, message: String, location: XMLLocation, libxml2Code: Int32? = nil) {
    self.code = code
    self.message = message
    self.location = location
    self.libxml2Code = libxml2Code
  }

  /// `location: message`.
  package var description: String { "\(location): \(message)" }
}

/// A recovered problem (replaced control character, libxml2 warning, refused external entity, trailing content).
package struct XMLStreamWarning: Sendable, Hashable, CustomStringConvertible {
  /// What kind of warning.
  package enum Code: Sendable, Hashable {
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
  package var code: Code
  /// A human-readable description.
  package var message: String
  /// Where it happened.
  package var location: XMLLocation

  /// Makes a warning.
  package init(code: Code, message: String, location: XMLLocation) {
    self.code = code
    self.message = message
    self.location = location
  }

  /// `location: warning: message`.
  package var description: String { "\(location): warning: \(message)" }
}
