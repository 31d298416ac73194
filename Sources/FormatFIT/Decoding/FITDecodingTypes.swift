/// What to do when a CRC does not match.
package enum FITCRCPolicy: Sendable, Equatable {
  /// Do not check.
  case ignore
  /// Check, record a warning and keep decoding (the default).
  case warn
  /// Check and stop with an error.
  case fail
}

/// Options of `FITDecoder`.
package struct FITDecodingOptions: Sendable, Equatable {
  /// Header and file CRC policy (default `.warn`).
  package var crcPolicy: FITCRCPolicy
  /// Expand components (speed → enhanced_speed, compressed_speed_distance, …) as Garmin's SDK does (default true).
  package var expandComponents: Bool
  /// Resolve sub-fields (event.data → timer_trigger, …) (default true).
  package var resolveSubfields: Bool

  /// Creates options; the defaults are lenient.
  package init(crcPolicy: FITCRCPolicy = .warn, expandComponents: Bool = true, resolveSubfields: Bool = true)
  {
    self.crcPolicy = crcPolicy
    self.expandComponents = expandComponents
    self.resolveSubfields = resolveSubfields
  }
}

/// A located FIT decoding problem.
package struct FITDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Kinds of problems.
  package enum Code: String, Sendable {
    /// The input does not start with a FIT header.
    case notFIT = "fit.not-fit"
    /// The input ends inside a file header.
    case truncatedHeader = "fit.truncated-header"
    /// A (chained) file header is corrupt.
    case invalidHeader = "fit.invalid-header"
    /// The header CRC does not match.
    case headerCRCMismatch = "fit.header-crc"
    /// The file CRC does not match.
    case fileCRCMismatch = "fit.file-crc"
    /// The input ends before the data the header declares (or before the file CRC).
    case truncated = "fit.truncated"
    /// A data message uses a local message type that was never defined.
    case undefinedLocalMessage = "fit.undefined-local-message"
    /// A field size is not a multiple of its base type size (read as bytes).
    case misalignedField = "fit.misaligned-field"
    /// A definition names an unknown base type (read as bytes).
    case unknownBaseType = "fit.unknown-base-type"
    /// A developer field is used before (or without) its field_description (kept as bytes).
    case undescribedDeveloperField = "fit.undescribed-developer-field"
    /// Bytes after the last complete file that are not a FIT file.
    case trailingBytes = "fit.trailing-bytes"
    /// A definition message whose architecture byte is neither 0 (little endian) nor 1 (big endian).
    case invalidDefinition = "fit.invalid-definition"
    /// Undecodable bytes skipped: decoding resumed after them (`FITDecodingSummary.skipped`).
    case skippedBytes = "fit.skipped-bytes"
    /// The header declares no data although records follow it (a recording never finalized): the data is
    /// read to the end of the input (before a matching file CRC, when the last two bytes are one).
    case zeroDataSize = "fit.zero-data-size"
  }

  /// What went wrong.
  package var code: Code
  /// A sentence saying what happened and what to do.
  package var message: String
  /// Byte offset in the input where the problem is.
  package var byteOffset: Int
  /// Index of the data message being decoded (the count of messages delivered before the problem).
  package var messageIndex: Int
  /// Index of the chained file part.
  package var fileIndex: Int

  /// Creates an error.
  package init(code: Code, message: String, byteOffset: Int, messageIndex: Int, fileIndex: Int = 0) {
    self.code = code
    self.message = message
    self.byteOffset = byteOffset
    self.messageIndex = messageIndex
    self.fileIndex = fileIndex
  }

  /// "fit.truncated at byte 123 (message 45): …"
  package var description: String {
    "\(code.rawValue) at byte \(byteOffset) (message \(messageIndex), file \(fileIndex)): \(message)"
  }
}

/// A recovered problem, counted: the first occurrence's location plus how often it happened.
package struct FITDiagnostic: Sendable, Equatable {
  /// The first occurrence.
  package var first: FITDecodingError
  /// Number of occurrences.
  package var count: Int
}

/// A FIT file header (one per chained part).
package struct FITFileHeader: Sendable, Equatable {
  /// Byte offset of the header in the input.
  package var byteOffset: Int
  /// 12 or 14.
  package var headerSize: Int
  /// Protocol version byte (0x10 = 1.0, 0x20 = 2.0).
  package var protocolVersion: UInt8
  /// Profile version (e.g. 21218).
  package var profileVersion: UInt16
  /// Declared size of the data records.
  package var dataSize: Int
  /// Header CRC (14-byte headers), nil for 12-byte headers.
  package var headerCRC: UInt16?

  /// Whether a header whose ".FIT" tag (bytes 8–11) is damaged is otherwise a FIT file header: a 12- or
  /// 14-byte header size, protocol major version 1 or 2, a data size, and a definition message (normal
  /// header, bit 6 set) as the first record. Damaged tags are a known failure of some head units and of
  /// file transfers; everything after the tag is intact and readable.
  static func isPlausibleWithDamagedTag(
    headerSize: UInt8, protocolVersion: UInt8, dataSize: UInt32, firstRecord: UInt8
  ) -> Bool {
    (headerSize == 12 || headerSize == 14) && (1...2).contains(protocolVersion >> 4) && dataSize > 0
      && firstRecord & 0xC0 == 0x40
  }
}

/// The outcome of a decode: everything before `error` was delivered to the sink.
package struct FITDecodingSummary: Sendable {
  /// Headers of the decoded (chained) file parts.
  package var headers: [FITFileHeader] = []
  /// Number of data messages delivered.
  package var messageCount = 0
  /// Number of definition messages read.
  package var definitionCount = 0
  /// Recovered problems (CRC mismatches under `.warn`, device quirks), each with its first location.
  package var warnings: [FITDiagnostic] = []
  /// The problem that stopped decoding, if any (truncation, corruption, CRC under `.fail`).
  package var error: FITDecodingError?
  /// Damage decoding resumed after: each undecodable byte range skipped (code `.skippedBytes`, located at
  /// its first byte, saying where decoding resumed and why it was trusted). Everything after was delivered.
  package var skipped: [FITDecodingError] = []
  /// Developer field descriptions seen, in file order.
  package var developerFieldDescriptions: [FITDeveloperFieldDescription] = []

  mutating func warn(_ e: FITDecodingError) {
    if let i = warnings.firstIndex(where: { $0.first.code == e.code }) {
      warnings[i].count += 1
    } else {
      warnings.append(FITDiagnostic(first: e, count: 1))
    }
  }
}
