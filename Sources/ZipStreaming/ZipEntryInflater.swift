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

/// Reads an entry's data with zlib (deflated) or as is (stored), bounded by the entry's compressed size.
///
/// Running out of compressed bytes before the deflate stream ends is an error, never a hang or a short
/// read (ZIPFoundation's Linux inflate loop spins forever there; upstream PR weichsel/ZIPFoundation#389):
/// where the data starts comes from the entry's own local header (`ZipEntryInfo.dataLocation(in:)`).
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

  /// Copies a stored entry's bytes at `location` in `url`, handing each block of at most `bufferSize`
  /// bytes to `deliver`. Throws when the file ends before the entry's declared size.
  static func copyStored(
    _ location: DataLocation, in url: URL, bufferSize: Int, _ deliver: (ByteView) throws -> Void
  ) throws {
    guard location.dataOffset <= UInt64(Int64.max) else {
      throw Failure(description: "the entry's data offset is outside the archive")
    }
    let fd = FileDescriptorIO.open(url.path, O_RDONLY)
    guard fd >= 0 else { throw Failure(description: "cannot open the archive") }
    defer { FileDescriptorIO.close(fd) }
    var block = Data(count: Int(clamping: min(UInt64(max(bufferSize, 1)), max(location.compressedSize, 1))))
    var offset = Int64(location.dataOffset)
    var remaining = location.compressedSize
    while remaining > 0 {
      let wanted = Int(clamping: min(remaining, UInt64(block.count)))
      if block.count != wanted { block = Data(count: wanted) }
      let got = FileDescriptorIO.read(fd, into: &block, at: offset)
      if got > 0 { try ByteView.withBytes(of: block.prefix(got)) { try deliver($0) } }
      guard got == wanted else { throw Failure(description: "the archive ends inside the entry's data") }
      offset += Int64(got)
      remaining -= UInt64(got)
    }
  }
}
