import ByteStreams
import CLibZ
import FoundationEssentials

/// One entry of a zip archive, as listed in its central directory.
package struct ZipEntryInfo: Sendable, Hashable {
  /// The entry's path inside the archive (`/`-separated, as stored).
  package var path: String
  /// Declared uncompressed size in bytes (ZIP64 sizes included).
  package var uncompressedSize: UInt64
  /// Declared compressed size in bytes.
  package var compressedSize: UInt64
  /// `true` for directory entries.
  package var isDirectory: Bool
  /// `true` when the data is deflated (else stored).
  package var isCompressed: Bool
  /// The CRC-32 recorded for the data.
  package var checksum: UInt32
  /// Where the entry's local header is in the archive: what tells this entry from another of the same
  /// name (each is read from its own data).
  package var headerOffset: UInt64
  /// The compression method (0 stored, 8 deflate; others are refused when read).
  var method: UInt16 = 0
  /// The general-purpose flags (bit 0: encrypted).
  var flags: UInt16 = 0
  /// The last path component (`export.xml`).
  package var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
  /// `true` for macOS metadata that is never content: anything under `__MACOSX/`, `.DS_Store` files, `._*` resource forks.
  package var isMacOSMetadata: Bool {
    path.hasPrefix("__MACOSX/") || path.contains("/__MACOSX/") || fileName == ".DS_Store"
      || fileName.hasPrefix("._")
  }
}

/// The entries of an archive, read from its central directory as they are iterated (never held).
package struct ZipEntries: Sequence {
  let directory: ZipCentralDirectory
  let includingMacOSMetadata: Bool

  package struct Iterator: IteratorProtocol {
    var records: ZipCentralDirectory.Iterator
    let includingMacOSMetadata: Bool

    package mutating func next() -> ZipEntryInfo? {
      while let entry = records.next() {
        if includingMacOSMetadata || !entry.isMacOSMetadata { return entry }
      }
      return nil
    }
  }

  package func makeIterator() -> Iterator {
    Iterator(records: directory.makeIterator(), includingMacOSMetadata: includingMacOSMetadata)
  }

  /// The first entry, if any.
  package var first: ZipEntryInfo? { first(where: { _ in true }) }

  /// How many entries the central directory declares (macOS metadata included).
  package var declaredCount: UInt64 { directory.count }
}

/// Reads a zip archive from a file: list entries, stream one entry's bytes with bounded memory, extract safely.
///
/// The central directory is read record by record as entries are listed (`ZipCentralDirectory`), so
/// listing an archive of a million entries holds none of them; `entry(atPath:)` builds its index of
/// paths on first use. Not for use from several threads at once (one reader per thread).
package final class ZipArchiveReader {
  /// The archive's location.
  package let url: URL
  /// Read/inflate block size. Default 1 MiB (16 KiB blocks cost ~2× in per-block overhead).
  package var bufferSize: Int = 1 << 20
  let directory: ZipCentralDirectory
  /// The first entry of each path, built when a path is first looked up.
  private var indexByPath: [String: ZipEntryInfo]?

  /// Opens the archive at `url` and reads the end of its central directory.
  package init(url: URL) throws {
    self.url = url
    directory = try ZipCentralDirectory(url: url)
  }

  /// All entries in central-directory order, read as iterated; `includingMacOSMetadata: false` drops
  /// `__MACOSX/`, `.DS_Store` and `._*`.
  package func entries(includingMacOSMetadata: Bool = false) -> ZipEntries {
    ZipEntries(directory: directory, includingMacOSMetadata: includingMacOSMetadata)
  }

  /// The first entry stored at exactly `path`, or nil.
  package func entry(atPath path: String) -> ZipEntryInfo? {
    if indexByPath == nil {
      // O(1) after the first call: an export may hold 100k route files, each looked up.
      var index: [String: ZipEntryInfo] = [:]
      for entry in directory where index[entry.path] == nil { index[entry.path] = entry }
      indexByPath = index
    }
    return indexByPath?[path]
  }

  /// The first non-metadata file entry satisfying `predicate`, or nil.
  package func firstEntry(where predicate: (ZipEntryInfo) throws -> Bool) rethrows -> ZipEntryInfo? {
    for info in directory where !info.isDirectory && !info.isMacOSMetadata {
      if try predicate(info) { return info }
    }
    return nil
  }

  /// Streams `entry`'s uncompressed bytes to `consume` in blocks of at most `bufferSize`, checking `limits` and the CRC-32.
  /// `budget`, when given, is charged every byte too: the whole archive's bound (`ZipInflateBudget`).
  package func stream(
    _ entry: ZipEntryInfo, limits: ZipLimits = ZipLimits(), budget: ZipInflateBudget? = nil,
    verifyChecksum: Bool = true,
    _ consume: (ByteView) throws -> Void
  ) throws {
    try stream(
      entry, limits: limits, budget: budget, verifyChecksum: verifyChecksum, blockSize: bufferSize, consume)
  }

  /// `stream(_:limits:budget:verifyChecksum:_:)` in blocks of at most `blockSize`.
  private func stream(
    _ entry: ZipEntryInfo, limits: ZipLimits, budget: ZipInflateBudget?, verifyChecksum: Bool,
    blockSize: Int, _ consume: (ByteView) throws -> Void
  ) throws {
    if entry.isDirectory { return }
    try Self.checkReadable(entry, archivePath: url.path)
    var produced: Int64 = 0
    let compressed = max(Int64(clamping: entry.compressedSize), 1)
    var consumerError: (any Error)?
    // zlib's (libdeflate's) CRC-32: a byte-at-a-time Swift table loop would be a tenth of an export's read time.
    var checksum: uLong = 0
    /// Checks limits, updates the CRC and hands one block to `consume`.
    func take(_ bytes: ByteView) throws {
      produced += Int64(bytes.count)
      if produced > limits.maxUncompressedBytes {
        throw ZipError(
          code: .uncompressedSizeLimitExceeded,
          message:
            "entry inflates to more than \(limits.maxUncompressedBytes) bytes (ZipLimits.maxUncompressedBytes)",
          archivePath: url.path, entryPath: entry.path, entryOffset: produced)
      }
      if let budget, let total = budget.charge(bytes.count) {
        throw ZipError(
          code: .compressionRatioLimitExceeded,
          message:
            "the archive's entries inflate to more than \(budget.limit) bytes together (\(total) so far: \(budget.ratio)× the archive's \(budget.archiveBytes) bytes, ZipInflateBudget)",
          archivePath: url.path, entryPath: entry.path, entryOffset: produced)
      }
      if produced >= limits.ratioCheckThreshold,
        Double(produced) / Double(compressed) > limits.maxCompressionRatio
      {
        throw ZipError(
          code: .compressionRatioLimitExceeded,
          message:
            "entry inflates more than \(limits.maxCompressionRatio)× its compressed size \(compressed) (ZipLimits.maxCompressionRatio)",
          archivePath: url.path, entryPath: entry.path, entryOffset: produced)
      }
      do {
        if verifyChecksum { checksum = ZlibCRC32.update(checksum, bytes) }
        try consume(bytes)
      } catch {
        consumerError = error
        throw error
      }
    }
    do {
      guard let location = entry.dataLocation(in: url) else {
        throw ZipError(
          code: .corruptEntry, message: "cannot locate the entry's data in the archive",
          archivePath: url.path,
          entryPath: entry.path)
      }
      if entry.isCompressed {
        // Bounded by the compressed size: a stream that runs past the end of the file is an error.
        try ZipEntryInflater.inflate(location, in: url, bufferSize: blockSize, take)
      } else {
        try ZipEntryInflater.copyStored(location, in: url, bufferSize: blockSize, take)
      }
    } catch {
      if let consumerError { throw consumerError }
      if let e = error as? ZipError { throw e }
      throw ZipError(
        code: .corruptEntry, message: "cannot inflate entry (\(error))", archivePath: url.path,
        entryPath: entry.path,
        entryOffset: produced)
    }
    if verifyChecksum, UInt32(truncatingIfNeeded: checksum) != entry.checksum {
      throw ZipError(
        code: .checksumMismatch,
        message:
          "CRC-32 is \(String(checksum, radix: 16)), the archive says \(String(entry.checksum, radix: 16))",
        archivePath: url.path, entryPath: entry.path, entryOffset: produced)
    }
    if UInt64(produced) != entry.uncompressedSize {
      throw ZipError(
        code: .corruptEntry,
        message: "entry produced \(produced) bytes, the archive says \(entry.uncompressedSize)",
        archivePath: url.path, entryPath: entry.path, entryOffset: produced)
    }
  }

  /// Refuses what this reader cannot read: encrypted entries and methods other than stored and deflate.
  static func checkReadable(_ entry: ZipEntryInfo, archivePath: String) throws {
    if entry.flags & 1 != 0 {
      throw ZipError(
        code: .corruptEntry, message: "the entry is encrypted", archivePath: archivePath,
        entryPath: entry.path)
    }
    if entry.method != 0 && entry.method != 8 {
      throw ZipError(
        code: .corruptEntry, message: "unsupported compression method \(entry.method)",
        archivePath: archivePath, entryPath: entry.path)
    }
  }

  /// Where `entry`'s data starts in the archive, from its own local header.
  func dataLocation(of entry: ZipEntryInfo) -> ZipEntryInflater.DataLocation? {
    entry.dataLocation(in: url)
  }

  /// The first `maxBytes` uncompressed bytes of `entry` (for sniffing, e.g. the root element), without inflating the rest.
  package func peek(_ entry: ZipEntryInfo, maxBytes: Int = 4096) throws -> Data {
    struct Enough: Error {}
    var out = Data()
    do {
      // In blocks of about what is wanted: the first block of `bufferSize` (1 MiB) would inflate that much
      // to keep 4 KiB of it (2 ms at the start of every health export read).
      let blockSize = min(bufferSize, max(maxBytes, 4096))
      try stream(entry, limits: .unlimited, budget: nil, verifyChecksum: false, blockSize: blockSize) {
        chunk in
        out.append(chunk.prefix(maxBytes - out.count))
        if out.count >= maxBytes { throw Enough() }
      }
    } catch is Enough {}
    return out
  }

  /// The whole uncompressed content of `entry` in memory (small entries only; limits apply).
  package func readData(
    _ entry: ZipEntryInfo, limits: ZipLimits = ZipLimits(), budget: ZipInflateBudget? = nil
  )
    throws -> Data
  {
    var out = Data()
    out.reserveCapacity(Int(clamping: min(entry.uncompressedSize, 1 << 26)))
    try stream(entry, limits: limits, budget: budget) { out.append($0) }
    return out
  }

  /// Extracts `entry` below `directory` (creating folders), refusing absolute paths and `..`; returns the file's URL.
  @discardableResult
  package func extract(_ entry: ZipEntryInfo, into directory: URL, limits: ZipLimits = ZipLimits()) throws
    -> URL
  {
    let components = try Self.safeComponents(entry.path, archivePath: url.path)
    var target = directory
    for c in components { target.appendPathComponent(c) }
    let fm = FileManager.default
    if entry.isDirectory {
      try fm.createDirectory(at: target, withIntermediateDirectories: true)
      return target
    }
    try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    let partial = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).partial")
    let handle: FileSink
    do { handle = try FileSink(url: partial) } catch {
      throw ZipError(
        code: .writeFailed, message: "cannot create \(partial.path)", archivePath: url.path,
        entryPath: entry.path)
    }
    do {
      try stream(entry, limits: limits) { try handle.write($0) }
      try handle.close()
      if fm.fileExists(atPath: target.path) { try fm.removeItem(at: target) }
      try fm.moveItem(at: partial, to: target)
    } catch {
      try? handle.close()
      try? fm.removeItem(at: partial)
      throw error
    }
    return target
  }

  /// The path's components if it stays inside a destination folder, else `.unsafeEntryPath`.
  static func safeComponents(_ path: String, archivePath: String) throws -> [String] {
    func refuse(_ why: String) -> ZipError {
      ZipError(
        code: .unsafeEntryPath, message: "refusing entry name: \(why)", archivePath: archivePath,
        entryPath: path)
    }
    if path.hasPrefix("/") || path.hasPrefix("\\") { throw refuse("absolute path") }
    if path.count >= 2, path.dropFirst().first == ":" { throw refuse("drive-letter path") }
    if path.contains("\0") { throw refuse("NUL byte") }
    let parts = path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).map(String.init)
    if parts.contains("..") { throw refuse("'..' climbs out of the destination") }
    let kept = parts.filter { $0 != "." }
    if kept.isEmpty { throw refuse("empty path") }
    return kept
  }
}

/// The inflate budget of a whole archive, shared by every reader of it (threads included): all its
/// entries together may produce at most `ratio` × the archive's size (and never less than `floor`).
/// Per-entry limits cannot see entries that alias one another's data, or one entry read again for every
/// reference to it: 2,000 central-directory entries pointing at one 50 MiB route inflate 100 GB out of a
/// 1.27 MB file, each within its own limits.
package final class ZipInflateBudget: @unchecked Sendable {
  /// The archive's size in bytes.
  package let archiveBytes: Int64
  /// Most bytes out per byte of archive.
  package let ratio: Double
  /// Most bytes all entries may produce together.
  package let limit: Int64
  private let lock = ThreadLock()
  private var used: Int64 = 0

  /// A budget for an archive of `archiveBytes`: `limits.maxCompressionRatio` × its size, at least
  /// `limits.ratioCheckThreshold` (defaults: 250×, 16 MiB — real exports compress 10–40× in all).
  package init(archiveBytes: Int64, limits: ZipLimits = ZipLimits()) {
    self.archiveBytes = archiveBytes
    ratio = limits.maxCompressionRatio
    let scaled = Double(archiveBytes) * limits.maxCompressionRatio
    limit = max(limits.ratioCheckThreshold, scaled >= Double(Int64.max) ? .max : Int64(scaled))
  }

  /// The budget of the archive at `url` (its size on disk; a symbolic link's target's).
  package convenience init(archive url: URL, limits: ZipLimits = ZipLimits()) {
    self.init(archiveBytes: FileDescriptorIO.status(atPath: url.path)?.size ?? 0, limits: limits)
  }

  /// Bytes produced so far.
  package var consumed: Int64 {
    lock.lock()
    defer { lock.unlock() }
    return used
  }

  /// Charges `count` bytes; the total when it goes past `limit` (nil while within).
  func charge(_ count: Int) -> Int64? {
    lock.lock()
    defer { lock.unlock() }
    used += Int64(count)
    return used > limit ? used : nil
  }
}
