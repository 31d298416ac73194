import ByteStreams
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A zip archive's central directory, read from the file one record at a time: listing a million
/// entries holds one entry's record at a time, never the list (its memory does not grow with the entry
/// count), and each entry carries where its own local header is, so entries of the same name stay apart.
struct ZipCentralDirectory: Sequence {
  /// The archive.
  let url: URL
  /// The archive's size in bytes.
  let fileSize: UInt64
  /// The number of entries the end record declares (bounded by what the file can hold).
  let count: UInt64
  /// Where the first record is.
  let start: UInt64

  /// Reads the end of central directory record (ZIP64's too) of the archive at `url`.
  init(url: URL) throws {
    self.url = url
    let file = try PositionalFile(url)
    fileSize = file.size
    func unreadable(_ why: String) -> ZipError {
      ZipError(
        code: .unreadableArchive, message: "not a readable zip archive (\(why))", archivePath: url.path)
    }
    // The end record: the last signature in the final 64 KiB + 22 bytes (its comment is at most 64 KiB).
    let tailStart = fileSize > 65_557 ? fileSize - 65_557 : 0
    let tail = file.bytes(at: tailStart, count: Int(fileSize - tailStart))
    guard tail.count >= 22,
      let eocd = stride(from: tail.count - 22, through: 0, by: -1).first(where: {
        LE.u32(tail, $0) == 0x0605_4B50
      })
    else { throw unreadable("no end of central directory record") }
    var count = LE.u16(tail, eocd + 10)
    var start = LE.u32(tail, eocd + 16)
    if eocd >= 20, LE.u32(tail, eocd - 20) == 0x0706_4B50 {
      let record = file.bytes(at: LE.u64(tail, eocd - 20 + 8), count: 56)
      if LE.u32(record, 0) == 0x0606_4B50 {
        count = LE.u64(record, 32)
        start = LE.u64(record, 48)
      }
    }
    guard start <= fileSize else { throw unreadable("the central directory starts past the end of the file") }
    // Each record takes at least 46 bytes, so the file's size bounds the count.
    self.count = Swift.min(count, fileSize / 46)
    self.start = start
  }

  func makeIterator() -> Iterator { Iterator(directory: self) }

  /// Reads records in order; stops at the declared count or at the first record that is not one.
  struct Iterator: IteratorProtocol {
    private let directory: ZipCentralDirectory
    private let file: PositionalFile?
    private var position: UInt64
    private var index: UInt64 = 0

    init(directory: ZipCentralDirectory) {
      self.directory = directory
      file = try? PositionalFile(directory.url, window: 1 << 16)
      position = directory.start
    }

    mutating func next() -> ZipEntryInfo? {
      guard let file, index < directory.count else { return nil }
      let header = file.bytes(at: position, count: 46)
      guard header.count == 46, LE.u32(header, 0) == 0x0201_4B50 else { return nil }
      let nameLength = Int(LE.u16(header, 28))
      let extraLength = Int(LE.u16(header, 30))
      let commentLength = Int(LE.u16(header, 32))
      let variable = file.bytes(at: position + 46, count: nameLength + extraLength)
      guard variable.count == nameLength + extraLength else { return nil }
      let flags = UInt16(LE.u16(header, 8))
      let nameBytes = variable.prefix(nameLength)
      // Names are UTF-8 when flag 11 says so or they decode as such; else the DOS code page's ASCII half
      // survives and the rest is replaced.
      let path =
        String(validating: nameBytes, as: UTF8.self)
        ?? String(decoding: nameBytes.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
      var uncompressed = LE.u32(header, 24)
      var compressed = LE.u32(header, 20)
      var local = LE.u32(header, 42)
      // ZIP64 extra field (id 1): 8-byte uncompressed size, compressed size and offset, each present
      // only when the 4-byte field is saturated.
      var i = nameLength
      while i + 4 <= variable.count {
        let id = LE.u16(variable, i)
        let length = Int(LE.u16(variable, i + 2))
        if id == 1 {
          var field = i + 4
          if uncompressed == 0xFFFF_FFFF {
            uncompressed = LE.u64(variable, field)
            field += 8
          }
          if compressed == 0xFFFF_FFFF {
            compressed = LE.u64(variable, field)
            field += 8
          }
          if local == 0xFFFF_FFFF { local = LE.u64(variable, field) }
          break
        }
        i += 4 + length
      }
      position += 46 + UInt64(nameLength + extraLength + commentLength)
      index += 1
      let method = UInt16(LE.u16(header, 10))
      // Made on Unix (the upper byte of "version made by" is 3): the upper half of the external
      // attributes is the file's mode.
      let unixMode = header[5] == 3 ? LE.u32(header, 38) >> 16 : 0
      return ZipEntryInfo(
        path: path, uncompressedSize: uncompressed, compressedSize: compressed,
        isDirectory: path.hasSuffix("/") || unixMode & 0o170000 == 0o040000,
        isCompressed: method == 8, checksum: UInt32(LE.u32(header, 16)), headerOffset: local, method: method,
        flags: flags)
    }
  }
}

/// Where an entry's data is: after its local header, whose name and extra field lengths may differ from
/// the central directory's.
extension ZipEntryInfo {
  /// The entry's data location, from its local header; nil when there is no local header there.
  func dataLocation(in url: URL) -> ZipEntryInflater.DataLocation? {
    guard let file = try? PositionalFile(url) else { return nil }
    let header = file.bytes(at: headerOffset, count: 30)
    guard header.count == 30, LE.u32(header, 0) == 0x0403_4B50 else { return nil }
    return ZipEntryInflater.DataLocation(
      dataOffset: headerOffset + 30 + LE.u16(header, 26) + LE.u16(header, 28), compressedSize: compressedSize)
  }
}

/// A file read at positions through a window (one `pread` per window, not per record).
final class PositionalFile {
  let size: UInt64
  private let fd: Int32
  private let windowSize: Int
  private var window = Data()
  private var windowStart: UInt64 = 0

  init(_ url: URL, window: Int = 0) throws {
    fd = FileDescriptorIO.open(url.path, O_RDONLY)
    guard fd >= 0 else {
      throw ZipError(code: .unreadableArchive, message: "cannot open the archive", archivePath: url.path)
    }
    size = UInt64(FileDescriptorIO.status(atPath: url.path)?.size ?? 0)
    windowSize = window
  }

  deinit { FileDescriptorIO.close(fd) }

  /// Up to `count` bytes at `offset` (fewer at the end of the file).
  func bytes(at offset: UInt64, count: Int) -> [UInt8] {
    guard offset < size, count > 0, offset <= UInt64(Int64.max) else { return [] }
    let end = offset + UInt64(count)
    if offset < windowStart || end > windowStart + UInt64(window.count) {
      var data = Data(count: max(count, windowSize))
      let n = FileDescriptorIO.read(fd, into: &data, at: Int64(offset))
      data.count = max(n, 0)
      if windowSize == 0 { return [UInt8](data) }
      window = data
      windowStart = offset
    }
    let from = Int(offset - windowStart)
    return [UInt8](window[from..<min(window.count, from + count)])
  }
}

/// Little-endian fields of a byte array; 0 past its end.
enum LE {
  static func u16(_ b: [UInt8], _ i: Int) -> UInt64 {
    i >= 0 && i + 2 <= b.count ? UInt64(b[i]) | UInt64(b[i + 1]) << 8 : 0
  }
  static func u32(_ b: [UInt8], _ i: Int) -> UInt64 { u16(b, i) | u16(b, i + 2) << 16 }
  static func u64(_ b: [UInt8], _ i: Int) -> UInt64 { u32(b, i) | u32(b, i + 4) << 32 }
}
