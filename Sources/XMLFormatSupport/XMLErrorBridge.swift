import FormatKit
import WorkoutModel
import XMLStreaming

// The one bridge from the XML layer's errors to located conversion errors. Every XML reader (GPX, TCX,
// the health export and its route files) maps a parser failure here, so the same damage gives the same
// code, message, place and hint whichever format the document was.

extension SourceLocation {
  /// A parser position as a place in `file`: an unknown line or column (0) and an empty element path are
  /// left out rather than shown as `:0` or an empty path.
  package init(xml location: XMLLocation, file: String, recordIndex: Int? = nil) {
    self.init(
      file: file, byteOffset: location.byteOffset, line: location.line > 0 ? location.line : nil,
      column: location.column > 0 ? location.column : nil,
      elementPath: location.elementPath.isEmpty ? nil : location.elementPath, recordIndex: recordIndex)
  }
}

extension ConversionError {
  /// The conversion error for an XML parser failure in `file`, located where the parser stopped
  /// (`recordIndex`: the items read before it, where a reader counts them).
  package init(_ error: XMLStreamError, file: String, recordIndex: Int? = nil) {
    self.init(
      Self.code(for: error.code), error.message,
      at: SourceLocation(xml: error.location, file: file, recordIndex: recordIndex),
      hint: Self.hint(for: error.code))
  }

  static func code(for code: XMLStreamError.Code) -> ConversionErrorCode {
    switch code {
    case .truncated: .truncatedInput
    case .depthLimitExceeded, .textLimitExceeded, .attributeLimitExceeded, .hugeNodeRefused: .limitExceeded
    case .io: .io
    case .malformed, .invalidCharacter, .undeclaredEntity, .trailingContent, .misuse: .invalidInput
    }
  }

  /// What would help, in the command line's words.
  static func hint(for code: XMLStreamError.Code) -> String? {
    switch code {
    case .truncated:
      "the file ends early; with --damage warn (the default) what precedes the damage is kept"
    case .hugeNodeRefused: "allow huge XML nodes (--allow-huge-xml)"
    default: nil
    }
  }
}
