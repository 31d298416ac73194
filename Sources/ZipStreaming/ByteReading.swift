import ByteStreams
import CLibZ
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A sequential source of bytes read on demand (pull): a zip entry, a gzip stream, a file.
///
/// Pull, not push, so a reader can look at the first bytes (to recognise a format) and go on from there
/// without reading anything twice, and so decompressors stack (a gzip member inside a zip entry).
package protocol ByteReading: AnyObject {
  /// Fills the start of `buffer` with the next bytes and returns how many; 0 only at the end.
  func read(into buffer: MutableByteView) throws -> Int
}

/// Counts, bounds and checks what comes out of a decompressor (zip-bomb protection, `ZipLimits`).
struct InflationBudget {
  let limits: ZipLimits
  let archivePath: String
  let entryPath: String?
  /// The whole archive's bound, charged too when given.
  let shared: ZipInflateBudget?
  /// Uncompressed bytes so far.
  private(set) var produced: Int64 = 0

  init(limits: ZipLimits, archivePath: String, entryPath: String?, shared: ZipInflateBudget? = nil) {
    self.limits = limits
    self.archivePath = archivePath
    self.entryPath = entryPath
    self.shared = shared
  }

  /// Adds `count` bytes out for `compressed` bytes in so far; throws when a limit is passed.
  mutating func take(_ count: Int, compressed: Int64) throws {
    produced += Int64(count)
    if produced > limits.maxUncompressedBytes {
      throw ZipError(
        code: .uncompressedSizeLimitExceeded,
        message:
          "entry inflates to more than \(limits.maxUncompressedBytes) bytes (ZipLimits.maxUncompressedBytes)",
        archivePath: archivePath, entryPath: entryPath, entryOffset: produced)
    }
    if let shared, let total = shared.charge(count) {
      throw ZipError(
        code: .compressionRatioLimitExceeded,
        message:
          "the archive's members inflate to more than \(shared.limit) bytes together (\(total) so far: \(shared.ratio)× the archive's \(shared.archiveBytes) bytes, ZipInflateBudget)",
        archivePath: archivePath, entryPath: entryPath, entryOffset: produced)
    }
    if produced >= limits.ratioCheckThreshold,
      Double(produced) / Double(max(compressed, 1)) > limits.maxCompressionRatio
    {
      throw ZipError(
        code: .compressionRatioLimitExceeded,
        message:
          "entry inflates more than \(limits.maxCompressionRatio)× its compressed size \(compressed) (ZipLimits.maxCompressionRatio)",
        archivePath: archivePath, entryPath: entryPath, entryOffset: produced)
    }
  }
}

/// Reads a gzip stream (RFC 1952) from another byte source with zlib: concatenated members are read one
/// after the other (as `gzip -d` does), each member's CRC-32 and length are checked by zlib, and bomb
/// limits (`ZipLimits`, a shared `ZipInflateBudget`) apply.
///
/// Damage (a stream cut short, invalid data, a bad checksum, bytes after the last member that start no
/// member) either throws, or with `recovering` ends the stream where the good bytes end: what inflated
/// before the damage is delivered, as a plain file cut at the same place would be, and the damage, with
/// its place, is kept in `damage` for the caller to report. Limits always throw.
package final class GzipReader: ByteReading {
  private let upstream: any ByteReading
  private let inflater: ZlibInflater
  private var budget: InflationBudget
  private let recovering: Bool
  private var compressedIn: Int64 = 0
  private var upstreamEnded = false
  private var finished = false
  /// Inside a member (its header started and its trailer not yet checked).
  private var inMember = false
  /// Members whose trailer checked.
  private var membersEnded = 0
  /// What ended a recovering stream early, with where (nil while the stream is whole).
  package private(set) var damage: ZipError?

  /// Reads the gzip stream `upstream`; `name` locates errors; `budget` is the whole archive's, when the
  /// stream is a member of one.
  package init(
    _ upstream: any ByteReading, name: String, limits: ZipLimits = ZipLimits(),
    budget shared: ZipInflateBudget? = nil, recovering: Bool = false
  ) throws {
    self.upstream = upstream
    self.recovering = recovering
    budget = InflationBudget(limits: limits, archivePath: name, entryPath: nil, shared: shared)
    guard let inflater = ZlibInflater(.gzip, inputCapacity: 1 << 16) else {
      throw ZipError(code: .corruptEntry, message: "zlib cannot start inflating", archivePath: name)
    }
    self.inflater = inflater
  }

  /// Where zlib is in the compressed stream: bytes taken from upstream and not yet consumed.
  private var compressedPosition: Int64 { compressedIn - Int64(inflater.availableInput) }

  private func failure(_ message: String) -> ZipError {
    // Garbage after the last member is placed where it starts; damage inside one, where zlib stopped.
    let place = afterLastMember ? compressedAtMemberStart : compressedPosition
    return ZipError(
      code: .corruptEntry, message: message + " (compressed byte \(place))",
      archivePath: budget.archivePath, entryOffset: budget.produced)
  }

  /// Throws `error`, or when recovering keeps it and ends the stream.
  private func damaged(_ error: ZipError) throws -> Int {
    guard recovering else { throw error }
    damage = error
    finished = true
    return 0
  }

  /// Refills zlib's input; false at the end of the upstream.
  private func refill() throws -> Bool {
    guard !upstreamEnded else { return false }
    let n = try inflater.refill { try upstream.read(into: $0) }
    if n == 0 {
      upstreamEnded = true
      return false
    }
    compressedIn += Int64(n)
    return true
  }

  package func read(into buffer: MutableByteView) throws -> Int {
    guard !finished, buffer.count > 0 else { return 0 }
    while true {
      if try inflater.availableInput == 0 && !refill() {
        if inMember {
          return try damaged(
            failure(
              afterLastMember
                ? "bytes after the end of the gzip data are not a whole gzip member"
                : "the gzip stream ends inside a member (truncated file)"))
        }
        finished = true
        return 0
      }
      if !inMember {
        // Between members: zero padding after a member is tolerated (as gzip does); anything else starts one.
        if inflater.dropZeroByte() { continue }
        inMember = true
        producedAtMemberStart = budget.produced
        compressedAtMemberStart = compressedPosition
      }
      let (result, produced) = inflater.inflate(into: buffer)
      switch result {
      case Z_STREAM_END:
        inMember = false
        membersEnded += 1
        guard inflater.reset() else { throw failure("zlib cannot start the next gzip member") }
      case Z_OK: break
      case Z_BUF_ERROR where produced > 0 || inflater.availableInput == 0: break
      default:
        // What inflated before the damage still goes out; the damage ends the stream at the next read.
        let why = inflater.message.map { ": " + $0 } ?? ""
        let error =
          produced == 0 && afterLastMember
          ? failure("bytes after the end of the gzip data are not a gzip member (zlib error \(result)\(why))")
          : failure("invalid gzip data (zlib error \(result)\(why))")
        if produced == 0 { return try damaged(error) }
        guard recovering else { throw error }
        damage = error
        finished = true
      }
      if produced > 0 {
        try budget.take(produced, compressed: compressedIn)
        return produced
      }
    }
  }

  /// Nothing came out of the current member, and one ended before it: what follows a complete stream.
  private var afterLastMember: Bool { membersEnded > 0 && budget.produced == producedAtMemberStart }

  /// Where the current member started in the compressed stream.
  private var compressedAtMemberStart: Int64 = 0

  /// Bytes out when the current member started (garbage after the last member is told from damage
  /// inside one: it gives nothing).
  private var producedAtMemberStart: Int64 = 0

  /// `true` when `prefix` starts like a gzip stream (magic 1F 8B, method 8 = deflate).
  package static func isGzip(_ prefix: some Collection<UInt8>) -> Bool {
    Array(prefix.prefix(3)) == [0x1F, 0x8B, 0x08]
  }
}

extension ZipArchiveReader {
  /// Opens `entry` for reading on demand (pull), with the same checks as `stream(_:limits:verifyChecksum:_:)`:
  /// bomb limits, the deflate stream ending within the entry, the declared size and the CRC-32 at the end.
  /// `budget`, when given, is charged every byte too: the whole archive's bound (`ZipInflateBudget`).
  package func openEntry(
    _ entry: ZipEntryInfo, limits: ZipLimits = ZipLimits(), budget: ZipInflateBudget? = nil
  ) throws -> any ByteReading {
    try Self.checkReadable(entry, archivePath: url.path)
    guard let location = dataLocation(of: entry) else {
      throw ZipError(
        code: .corruptEntry, message: "cannot locate the entry's data in the archive", archivePath: url.path,
        entryPath: entry.path)
    }
    return try ZipEntryReader(
      archive: url, entry: entry, location: location, limits: limits, budget: budget,
      bufferSize: min(bufferSize, 1 << 18))
  }
}

/// One zip entry's bytes, read on demand: stored data as is, deflated data through zlib, bounded by the
/// entry's compressed size.
final class ZipEntryReader: ByteReading {
  private let entry: ZipEntryInfo
  private let archivePath: String
  private let fd: Int32
  /// Where the next compressed (or stored) bytes are in the archive.
  private var offset: Int64
  private var remaining: UInt64
  private var budget: InflationBudget
  private let inflater: ZlibInflater?
  private var checksum: uLong = 0
  private var ended = false

  init(
    archive: URL, entry: ZipEntryInfo, location: ZipEntryInflater.DataLocation, limits: ZipLimits,
    budget shared: ZipInflateBudget?, bufferSize: Int
  )
    throws
  {
    self.entry = entry
    archivePath = archive.path
    budget = InflationBudget(limits: limits, archivePath: archive.path, entryPath: entry.path, shared: shared)
    remaining = location.compressedSize
    guard location.dataOffset <= UInt64(Int64.max) else {
      throw ZipError(
        code: .corruptEntry, message: "the entry's data offset is outside the archive",
        archivePath: archive.path,
        entryPath: entry.path)
    }
    offset = Int64(location.dataOffset)
    if entry.isCompressed {
      guard let inflater = ZlibInflater(.none, inputCapacity: bufferSize) else {
        throw ZipError(code: .corruptEntry, message: "zlib cannot start inflating", archivePath: archive.path)
      }
      self.inflater = inflater
    } else {
      inflater = nil
    }
    fd = FileDescriptorIO.open(archive.path, O_RDONLY)
    guard fd >= 0 else {
      throw ZipError(code: .unreadableArchive, message: "cannot open the archive", archivePath: archive.path)
    }
  }

  deinit { FileDescriptorIO.close(fd) }

  private func failure(_ message: String, _ code: ZipError.Code = .corruptEntry) -> ZipError {
    ZipError(
      code: code, message: message, archivePath: archivePath, entryPath: entry.path,
      entryOffset: budget.produced)
  }

  private var compressedSoFar: Int64 { Int64(clamping: entry.compressedSize - remaining) }

  /// Reads the next compressed (or stored) bytes of the entry with `read(count, offset)` (at most
  /// `count` bytes at `offset` of the archive: how many, or `-errno`); how many it read.
  private func readRaw(_ read: (Int, Int64) -> Int) throws -> Int {
    let wanted = Int(clamping: remaining)
    guard wanted > 0 else { return 0 }
    let got = read(wanted, offset)
    guard got > 0 else { throw failure("the archive ends inside the entry's data") }
    offset += Int64(got)
    remaining -= UInt64(got)
    return got
  }

  func read(into buffer: MutableByteView) throws -> Int {
    guard !ended, buffer.count > 0 else { return 0 }
    var produced = 0
    if let inflater {
      while produced == 0 && !ended {
        if inflater.availableInput == 0 {
          guard remaining > 0 else {
            throw failure(
              "the deflate stream does not end within the entry's \(entry.compressedSize) compressed bytes")
          }
          _ = try inflater.refill { input in
            try readRaw { FileDescriptorIO.read(fd, into: input, upTo: $0, at: $1) }
          }
        }
        let result: Int32
        (result, produced) = inflater.inflate(into: buffer)
        switch result {
        case Z_STREAM_END: ended = true
        case Z_OK: break
        case Z_BUF_ERROR where produced > 0 || inflater.availableInput == 0: break
        default: throw failure("invalid deflate data (zlib error \(result))")
        }
      }
    } else {
      produced = try readRaw { FileDescriptorIO.read(fd, into: buffer, upTo: $0, at: $1) }
      if remaining == 0 { ended = true }
    }
    if produced > 0 {
      try budget.take(produced, compressed: compressedSoFar)
      checksum = ZlibCRC32.update(checksum, buffer.prefix(produced))
    }
    if ended { try finish() }
    return produced
  }

  /// The end of the entry: its declared size and CRC-32 must match what came out.
  private func finish() throws {
    if UInt64(budget.produced) != entry.uncompressedSize {
      throw failure("entry produced \(budget.produced) bytes, the archive says \(entry.uncompressedSize)")
    }
    if UInt32(truncatingIfNeeded: checksum) != entry.checksum {
      throw failure(
        "CRC-32 is \(String(checksum, radix: 16)), the archive says \(String(entry.checksum, radix: 16))",
        .checksumMismatch)
    }
  }
}
