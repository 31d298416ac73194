import ByteStreams
import CZlib
import Foundation

/// Reads a deflated entry's bytes with zlib, bounded by the entry's compressed size.
///
/// ZIPFoundation's Linux inflate loop (`Data.decode`) spins forever when a deflate stream does not end
/// before the end of the file (its provider keeps returning empty chunks; upstream PR weichsel/ZIPFoundation#389),
/// which a two-byte change to any export.zip triggers. So ZIPFoundation still reads the central directory
/// and the entries, and this reads deflated data: the archive's own central directory and local headers
/// give where each entry's data starts, and running out of compressed bytes before the stream ends is
/// an error instead of a hang.
enum ZipEntryInflater {
  /// A problem inflating an entry (wrapped into a located `ZipError` by the caller).
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Where one central-directory entry's data starts, and its declared compressed size.
  struct DataLocation: Equatable {
    var dataOffset: UInt64
    var compressedSize: UInt64
  }

  /// The data location of every central-directory entry, in directory order (the order ZIPFoundation
  /// lists them). Entries whose local header cannot be read get nil.
  static func dataLocations(of url: URL) throws -> [DataLocation?] {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let size = try handle.seekToEnd()
    func read(_ offset: UInt64, _ count: Int) throws -> [UInt8] {
      guard offset < size, count > 0 else { return [] }
      try handle.seek(toOffset: offset)
      return [UInt8](try handle.read(upToCount: count) ?? Data())
    }
    func u16(_ b: [UInt8], _ i: Int) -> UInt64 {
      i >= 0 && i + 2 <= b.count ? UInt64(b[i]) | UInt64(b[i + 1]) << 8 : 0
    }
    func u32(_ b: [UInt8], _ i: Int) -> UInt64 { u16(b, i) | u16(b, i + 2) << 16 }
    func u64(_ b: [UInt8], _ i: Int) -> UInt64 { u32(b, i) | u32(b, i + 4) << 32 }

    // End of central directory: the last signature in the final 64 KiB + 22 bytes.
    let tailStart = size > 65_557 ? size - 65_557 : 0
    let tail = try read(tailStart, Int(size - tailStart))
    guard tail.count >= 22,
      let eocd = stride(from: tail.count - 22, through: 0, by: -1).first(where: {
        u32(tail, $0) == 0x0605_4B50
      })
    else { throw Failure(description: "no end of central directory record") }
    var count = u16(tail, eocd + 10)
    var directory = u32(tail, eocd + 16)
    if (count == 0xFFFF || directory == 0xFFFF_FFFF) && u32(tail, eocd - 20) == 0x0706_4B50 {
      let record = try read(u64(tail, eocd - 20 + 8), 56)
      if u32(record, 0) == 0x0606_4B50 {
        count = u64(record, 32)
        directory = u64(record, 48)
      }
    }
    var locations: [DataLocation?] = []
    var position = directory
    // Each directory entry takes at least 46 bytes, so the file's size bounds the count.
    for _ in 0..<min(count, size / 46) {
      let header = try read(position, 46)
      guard header.count == 46, u32(header, 0) == 0x0201_4B50 else { break }
      let nameLength = Int(u16(header, 28))
      let extraLength = Int(u16(header, 30))
      let commentLength = Int(u16(header, 32))
      let variable = try read(position + 46, nameLength + extraLength)
      var compressed = u32(header, 20)
      var local = u32(header, 42)
      // ZIP64 extra field (id 1): 8-byte uncompressed size, compressed size and offset, each present
      // only when the 4-byte field is saturated.
      var i = nameLength
      while i + 4 <= variable.count {
        let id = u16(variable, i)
        let length = Int(u16(variable, i + 2))
        if id == 1 {
          var field = i + 4
          if u32(header, 24) == 0xFFFF_FFFF { field += 8 }
          if compressed == 0xFFFF_FFFF {
            compressed = u64(variable, field)
            field += 8
          }
          if local == 0xFFFF_FFFF { local = u64(variable, field) }
          break
        }
        i += 4 + length
      }
      let localHeader = try read(local, 30)
      if localHeader.count == 30, u32(localHeader, 0) == 0x0403_4B50 {
        let start = local + 30 + u16(localHeader, 26) + u16(localHeader, 28)
        locations.append(DataLocation(dataOffset: start, compressedSize: compressed))
      } else {
        locations.append(nil)
      }
      position += 46 + UInt64(nameLength + extraLength + commentLength)
    }
    return locations
  }

  /// Inflates the raw deflate stream of `location` in `url`, handing each block of at most `bufferSize`
  /// bytes to `deliver`. Throws when the stream is invalid or does not end within the compressed bytes.
  static func inflate(
    _ location: DataLocation, in url: URL, bufferSize: Int, _ deliver: (ByteView) throws -> Void
  ) throws {
    guard location.dataOffset <= UInt64(Int64.max) else {
      throw Failure(description: "the entry's data offset is outside the archive")
    }
    guard let inflater = ZlibInflater(.none, inputCapacity: bufferSize, outputCapacity: bufferSize) else {
      throw Failure(description: "zlib cannot start inflating")
    }
    let fd = FileDescriptorIO.open(url.path, O_RDONLY)
    guard fd >= 0 else { throw Failure(description: "cannot open the archive") }
    defer { FileDescriptorIO.close(fd) }
    var offset = Int64(location.dataOffset)
    var remaining = location.compressedSize
    var ended = false
    while !ended {
      guard remaining > 0 else {
        throw Failure(
          description:
            "the deflate stream does not end within the entry's \(location.compressedSize) compressed bytes")
      }
      let wanted = Int(clamping: remaining)
      let got = inflater.refill { FileDescriptorIO.read(fd, into: $0, upTo: wanted, at: offset) }
      guard got > 0 else { throw Failure(description: "the archive ends inside the entry's compressed data") }
      offset += Int64(got)
      remaining -= UInt64(got)
      repeat {
        let (result, produced) = inflater.inflate()
        switch result {
        case Z_STREAM_END: ended = true
        case Z_OK: break
        case Z_BUF_ERROR where produced > 0 || inflater.availableInput == 0: break
        default: throw Failure(description: "invalid deflate data (zlib error \(result))")
        }
        if produced > 0 { try inflater.withOutput(produced, deliver) }
      } while !ended && (inflater.availableInput > 0 || inflater.availableOutput == 0)
    }
  }
}
