import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file opened for reading, read from its start in chunks (FoundationEssentials has no `FileHandle`);
/// the descriptor is closed by `close()` or when the file is released.
public final class ReadableFile {
  /// The file's path, as opened.
  public let path: String
  /// The open descriptor.
  public let fileDescriptor: Int32
  private var closed = false
  private var offset: Int64 = 0

  /// Opens `path` for reading; the error names the path and the system's reason.
  public init(path: String) throws(FileOpenError) {
    let fd = FileDescriptorIO.open(path, O_RDONLY)
    guard fd >= 0 else { throw FileOpenError(path: path, code: -fd) }
    self.path = path
    fileDescriptor = fd
  }

  /// Reads `fd` (already open; closed with the file) from its current position.
  public init(owning fd: Int32, path: String) {
    self.path = path
    fileDescriptor = fd
    offset = -1
  }

  deinit { close() }

  /// The next bytes, up to `count` (fewer only at the end of the file; empty there).
  public func read(upToCount count: Int) throws(FileOpenError) -> Data {
    var data = Data(count: max(count, 0))
    let n: Int
    if offset >= 0 {
      n = FileDescriptorIO.read(fileDescriptor, into: &data, at: offset)
    } else {
      n = data.withUnsafeMutableBytes { buffer in
        var done = 0
        while done < buffer.count {
          let k = FileDescriptorIO.read(
            fileDescriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]))
          if k <= 0 { return k < 0 ? k : done }
          done += k
        }
        return done
      }
    }
    guard n >= 0 else { throw FileOpenError(path: path, code: Int32(-n)) }
    if offset >= 0 { offset += Int64(n) }
    data.count = n
    return data
  }

  /// Calls `body` with each next chunk of at most `size` bytes, to the end of the file.
  public func forEachChunk(size: Int = 1 << 20, _ body: (Data) throws -> Void) throws {
    while true {
      let chunk = try read(upToCount: size)
      if chunk.isEmpty { return }
      try body(chunk)
    }
  }

  /// Moves the position of the next `read` to `position` bytes from the start.
  public func seek(toOffset position: Int64) { offset = position }

  /// Closes the descriptor (again: nothing).
  public func close() {
    guard !closed else { return }
    closed = true
    FileDescriptorIO.close(fileDescriptor)
  }
}

/// A file that could not be opened or read: its path and the `errno`.
public struct FileOpenError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path.
  public var path: String
  /// The `errno` value.
  public var code: Int32
  /// `path: reason`.
  public var description: String { "\(path): \(FileDescriptorIO.message(code))" }
}
