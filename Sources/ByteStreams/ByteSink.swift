import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a writer's bytes go: every format writer writes to one (FormatKit's writer contract), and so does
/// an `XMLStreamWriter` (in large blocks it buffered itself).
///
/// The requirement takes a `ByteView`, so a sink outside this module is written without unsafe code; the
/// buffer-pointer form below is for this module and XMLStreaming.
public protocol ByteSink: AnyObject {
  /// Appends `bytes` to the output.
  func write(_ bytes: ByteView) throws
  /// Makes everything written so far durable/visible (called by the writer's `flush()`).
  func flush() throws
}

extension ByteSink {
  /// Nothing to do by default.
  public func flush() throws {}
  /// Appends a byte array.
  public func write(_ bytes: [UInt8]) throws { try bytes.withUnsafeBytes { try write($0) } }
  /// Appends UTF-8 text.
  public func write(_ text: String) throws {
    var text = text
    try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
  }
  /// Appends data.
  public func write(_ data: Data) throws { try data.withUnsafeBytes { try write($0) } }
  /// Appends the bytes `bytes` points to.
  @inlinable public func write(_ bytes: UnsafeRawBufferPointer) throws { try write(ByteView(bytes)) }
}

/// A sink collecting the bytes in memory.
public final class DataSink: ByteSink {
  /// Everything written so far.
  public private(set) var data = Data()

  /// Makes an empty sink.
  public init() {}

  /// Appends to `data`.
  public func write(_ bytes: ByteView) throws { data.append(bytes) }
}

/// Failure writing to a file sink.
public struct SinkError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The path (or descriptor description) written to.
  public var path: String
  /// The system error text.
  public var message: String
  /// `path: message`.
  public var description: String { "\(path): \(message)" }
}

/// A sink writing to a file descriptor (a file it opened, or e.g. standard output); unbuffered itself, the writer buffers.
public final class FileSink: ByteSink {
  private let fd: Int32
  private let ownsDescriptor: Bool
  private let path: String
  private var closed = false

  /// Creates (or truncates) the file at `url` with permissions 0644.
  public init(url: URL) throws {
    path = url.path
    fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw SinkError(path: url.path, message: String(cString: strerror(errno))) }
    ownsDescriptor = true
  }

  /// Writes to an already open descriptor, e.g. `STDOUT_FILENO`; it is not closed.
  public init(fileDescriptor: Int32) {
    fd = fileDescriptor
    ownsDescriptor = false
    path = "fd \(fileDescriptor)"
  }

  /// Writes everything, retrying short writes.
  public func write(_ bytes: ByteView) throws {
    if let failure = bytes.withUnsafeBytes({ FileDescriptorIO.writeAll(fd, $0) }) {
      throw SinkError(path: path, message: String(cString: strerror(failure)))
    }
  }

  /// `fsync` is not needed for correctness here; nothing to do (writes are unbuffered).
  public func flush() throws {}

  /// Closes the descriptor if this sink opened it.
  public func close() throws {
    guard ownsDescriptor, !closed else { return }
    closed = true
    if Glibc.close(fd) != 0 { throw SinkError(path: path, message: String(cString: strerror(errno))) }
  }

  deinit { if ownsDescriptor, !closed { _ = Glibc.close(fd) } }
}

/// Descriptor writes shared by every sink that owns one (file sinks, spools, the zip writer).
public enum FileDescriptorIO {
  /// Writes all of `bytes` to `fd`, retrying short writes and `EINTR`; nil, or the `errno` of the write that
  /// failed (callers turn it into their own located error).
  public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += n
    }
    return nil
  }

  /// Writes all of `text`'s UTF-8 bytes to `fd` (as `writeAll(_:_:)` does).
  public static func writeAll(_ fd: Int32, _ text: String) -> Int32? {
    var text = text
    return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
  }
}
