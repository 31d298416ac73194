/// A zip failure with where it happened.
package struct ZipError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of failure.
  package enum Code: Sendable, Hashable {
    /// The file is not a readable zip archive (missing end-of-central-directory, truncated, damaged).
    case unreadableArchive
    /// No entry matched.
    case entryNotFound
    /// An entry's data is damaged or truncated (inflate failed).
    case corruptEntry
    /// The entry's CRC-32 does not match its data.
    case checksumMismatch
    /// Uncompressed output exceeded `ZipLimits.maxUncompressedBytes`.
    case uncompressedSizeLimitExceeded
    /// Uncompressed/compressed ratio exceeded `ZipLimits.maxCompressionRatio`.
    case compressionRatioLimitExceeded
    /// An entry name is absolute or climbs out of the destination (`../`).
    case unsafeEntryPath
    /// Writing the archive or a file failed.
    case writeFailed
    /// The writer was used after `finish()` or `cancel()`.
    case misuse
  }

  /// What kind of failure.
  package var code: Code
  /// What went wrong and, for limits, the option that would allow it.
  package var message: String
  /// The archive's path.
  package var archivePath: String
  /// The entry's path inside the archive, when one is involved.
  package var entryPath: String?
  /// Uncompressed bytes of the entry delivered before the failure.
  package var entryOffset: Int64?

  /// Makes an error.
  package init(
    code: Code, message: String, archivePath: String, entryPath: String? = nil, entryOffset: Int64? = nil
  ) {
    self.code = code
    self.message = message
    self.archivePath = archivePath
    self.entryPath = entryPath
    self.entryOffset = entryOffset
  }

  /// `archive[entry]@offset: message`.
  package var description: String {
    var s = archivePath
    if let entryPath { s += "[\(entryPath)]" }
    if let entryOffset { s += " at byte \(entryOffset)" }
    return s + ": " + message
  }
}

/// Bounds on what reading one entry may produce (zip-bomb protection); defaults suit multi-GB Health exports.
package struct ZipLimits: Sendable, Hashable {
  /// Most uncompressed bytes one entry may produce. Default 64 GiB.
  package var maxUncompressedBytes: Int64 = 64 << 30
  /// Highest uncompressed/compressed ratio, checked once an entry has produced `ratioCheckThreshold` bytes. Default 250
  /// (real XML exports compress about 10–40×; deflate bombs reach ~1000×).
  package var maxCompressionRatio: Double = 250
  /// Output below this many bytes is never refused for its ratio. Default 16 MiB.
  package var ratioCheckThreshold: Int64 = 16 << 20
  /// Archives (and compressed files) inside archives deeper than this are not opened. Default 8.
  package var maxNestingDepth: Int = 8
  /// The fewest bytes of archive one member takes: its central-directory record (46) and local header
  /// (30). An archive, nested ones included, may hold at most its size over this many members (what a
  /// flat archive of that size could hold), and never fewer than `memberFloor`: nested archives cannot
  /// multiply members. Default 76.
  package var bytesPerMember: Int64 = 76
  /// The members an archive may hold whatever its size (see `bytesPerMember`). Default 1,000.
  package var memberFloor: Int64 = 1_000

  /// The defaults.
  package init() {}

  /// No limits at all (trusted input only).
  package static var unlimited: ZipLimits {
    var l = ZipLimits()
    l.maxUncompressedBytes = .max
    l.maxCompressionRatio = .infinity
    l.maxNestingDepth = .max
    l.memberFloor = .max
    return l
  }
}

extension ZipLimits {
  /// The most members (nested ones included) an archive of `archiveBytes` may hold.
  package func maxMembers(archiveBytes: Int64) -> Int64 {
    max(memberFloor, archiveBytes / max(bytesPerMember, 1))
  }
}
