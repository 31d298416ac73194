import ByteStreams
import FoundationEssentials

// Located, typed errors: what every layer that reads or writes workouts throws (the points' spools below
// FormatKit included), so a failure keeps its code and place whichever layer it starts in.

/// Where in an input something happened: file, byte offset, line/column, XML element path, record index.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
  public var file: String?
  public var byteOffset: Int64?
  public var line: Int?
  public var column: Int?
  /// e.g. `/HealthData/Workout[12]/WorkoutRoute`.
  public var elementPath: String?
  /// Index of the record/message/item in the input (0-based), e.g. a FIT message index.
  public var recordIndex: Int?

  /// Makes a location; every part is optional.
  public init(
    file: String? = nil, byteOffset: Int64? = nil, line: Int? = nil, column: Int? = nil,
    elementPath: String? = nil, recordIndex: Int? = nil
  ) {
    self.file = file
    self.byteOffset = byteOffset
    self.line = line
    self.column = column
    self.elementPath = elementPath
    self.recordIndex = recordIndex
  }

  /// `file:line:column (byte N, element /a/b, record K)` with the parts that are known.
  public var description: String {
    var text = file ?? "<input>"
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    var parts: [String] = []
    if let byteOffset { parts.append("byte \(byteOffset)") }
    if let elementPath { parts.append("element \(elementPath)") }
    if let recordIndex { parts.append("record \(recordIndex)") }
    if !parts.isEmpty { text += " (" + parts.joined(separator: ", ") + ")" }
    return text
  }

  /// This location with the file name filled in when it was missing.
  public func inFile(_ name: String) -> SourceLocation {
    var copy = self
    if copy.file == nil { copy.file = name }
    return copy
  }
}

/// What kind of failure a `ConversionError` is.
public enum ConversionErrorCode: String, Sendable, Hashable, Codable {
  /// The input is not valid in its format (syntax, structure).
  case invalidInput
  /// The input ends early; what came before may have been read.
  case truncatedInput
  /// A checksum does not match.
  case checksumMismatch
  /// No format could be recognised or the named format does not exist.
  case unknownFormat
  /// The format cannot read or cannot write.
  case unsupportedOperation
  /// A safety limit was hit (entity expansion, nesting depth, zip ratio, field size…).
  case limitExceeded
  /// Reading or writing a file failed.
  case io
  /// The output exists and `--force` was not given, or it is one of the inputs.
  case outputExists
  /// A unit string is invalid or units are incompatible.
  case unit
  /// The command line is wrong.
  case usage
  /// `--strict` was given and data was lost.
  case lossUnderStrict
  /// A bug in wkconv.
  case `internal`
}

/// A typed, located error with a message that says what to do.
public struct ConversionError: Error, Sendable, Hashable, CustomStringConvertible {
  public var code: ConversionErrorCode
  public var message: String
  public var location: SourceLocation?
  /// The option or action that would help, if any (e.g. "use --crc ignore").
  public var hint: String?

  /// Makes an error.
  public init(
    _ code: ConversionErrorCode, _ message: String, at location: SourceLocation? = nil, hint: String? = nil
  ) {
    self.code = code
    self.message = message
    self.location = location
    self.hint = hint
  }

  /// `location: message (hint)` on one line.
  public var description: String {
    var text = ""
    if let location { text += "\(location): " }
    text += message
    if let hint { text += " (\(hint))" }
    return text
  }
}

extension ConversionError {
  /// `error` as a located conversion error: itself when it is one; a file call of FoundationEssentials
  /// that failed with an `errno` (which has no localized description there) as `.io` with the errno's own
  /// text at the file's path; anything else as `.internal` with its description, at `location`.
  public static func from(_ error: any Error, at location: SourceLocation? = nil) -> ConversionError {
    if let error = error as? ConversionError { return error }
    if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
      return ConversionError(
        .io, FileDescriptorIO.message(posix.code.rawValue),
        at: cocoa.filePath.map { SourceLocation(file: $0) } ?? location)
    }
    return ConversionError(.internal, "\(error)", at: location)
  }
}
