import ByteStreams
import CLibDeflate
import CLibZ

/// zlib's inflate stream (RFC 1951 raw deflate, or RFC 1952 gzip with its header, CRC-32 and length
/// checked by zlib): the `z_stream` handle, the input buffer it reads from and the output buffers it
/// writes to. The one place ZipStreaming calls zlib's pointer API (see `Sources/ByteStreams/README.md`).
final class ZlibInflater {
  /// What surrounds the deflate data.
  enum Wrapper {
    /// Raw deflate data (a zip entry).
    case none
    /// A gzip member: header, deflate data, CRC-32 and length.
    case gzip
  }

  private var stream = z_stream()
  private let input: UnsafeMutableRawBufferPointer
  private let output: UnsafeMutableRawBufferPointer

  /// An inflater reading through an input buffer of `inputCapacity` bytes and, for `inflate()`, writing
  /// into an output buffer of its own of `outputCapacity` bytes; nil when zlib cannot start.
  init?(_ wrapper: Wrapper, inputCapacity: Int, outputCapacity: Int = 0) {
    input = .allocate(byteCount: inputCapacity, alignment: 16)
    output = .allocate(byteCount: outputCapacity, alignment: 16)
    // 16 + window bits: a gzip wrapper; negative window bits: raw deflate.
    let windowBits = wrapper == .gzip ? 16 + MAX_WBITS : -MAX_WBITS
    guard inflateInit2_(&stream, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
      input.deallocate()
      output.deallocate()
      return nil
    }
  }

  deinit {
    inflateEnd(&stream)
    input.deallocate()
    output.deallocate()
  }

  /// Input bytes not yet inflated.
  var availableInput: Int { Int(stream.avail_in) }

  /// Output space left after the last `inflate` (0: the output was filled, more may come).
  var availableOutput: Int { Int(stream.avail_out) }

  /// zlib's message for the last error, if it gave one.
  var message: String? { stream.msg.map { String(cString: $0) } }

  /// Replaces the input with what `fill` writes into the input buffer (it returns how many bytes, at most
  /// the buffer's size); returns that count.
  @inline(__always)
  func refill(_ fill: (MutableByteView) throws -> Int) rethrows -> Int {
    let n = try fill(MutableByteView(input))
    precondition(n >= 0 && n <= input.count, "refill wrote outside the input buffer")
    stream.next_in = input.baseAddress!.assumingMemoryBound(to: Bytef.self)
    stream.avail_in = uInt(n)
    return n
  }

  /// Drops the next input byte when it is a zero (gzip's padding between members); whether it did.
  func dropZeroByte() -> Bool {
    guard stream.avail_in > 0, stream.next_in.pointee == 0 else { return false }
    stream.next_in += 1
    stream.avail_in -= 1
    return true
  }

  /// Inflates available input into `buffer` (`Z_NO_FLUSH`): zlib's result code and the bytes produced.
  @inline(__always)
  func inflate(into buffer: MutableByteView) -> (result: Int32, produced: Int) {
    buffer.withUnsafeMutableBytes { inflate(into: $0) }
  }

  @inline(__always)
  private func inflate(into buffer: UnsafeMutableRawBufferPointer) -> (result: Int32, produced: Int) {
    stream.next_out = buffer.baseAddress!.assumingMemoryBound(to: Bytef.self)
    stream.avail_out = uInt(buffer.count)
    let result = CLibZ.inflate(&stream, Z_NO_FLUSH)
    return (result, buffer.count - Int(stream.avail_out))
  }

  /// Inflates available input into the inflater's own output buffer; read what it produced with
  /// `withOutput`.
  @inline(__always)
  func inflate() -> (result: Int32, produced: Int) { inflate(into: output) }

  /// Calls `body` with the first `count` bytes of the own output buffer (what `inflate()` produced).
  @inline(__always)
  func withOutput<R>(_ count: Int, _ body: (ByteView) throws -> R) rethrows -> R {
    precondition(count >= 0 && count <= output.count, "output range outside the buffer")
    return try body(MutableByteView(output).prefix(count))
  }

  /// Starts the next stream (gzip's next member) with the same settings; false when zlib cannot.
  func reset() -> Bool { inflateReset(&stream) == Z_OK }
}

/// zlib's raw deflate stream (RFC 1951, no wrapper: a zip entry's data) at zlib's default level, with
/// 9 as memory level (the deflated bytes depend on both: these are the settings the export writer has
/// always written with). The one place ZipStreaming calls zlib's deflate.
final class ZlibDeflater {
  private var stream = z_stream()
  private let output: UnsafeMutableRawBufferPointer

  /// A deflater writing through an output buffer of `outputCapacity` bytes; nil when zlib cannot start.
  init?(outputCapacity: Int) {
    output = .allocate(byteCount: max(outputCapacity, 64), alignment: 16)
    let status = deflateInit2_(
      &stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      output.deallocate()
      return nil
    }
  }

  deinit {
    deflateEnd(&stream)
    output.deallocate()
  }

  /// Deflates `input` (the last input with `finish`), handing each block of output to `deliver`; false
  /// when zlib reports an error.
  func deflate(_ input: ByteView, finish: Bool, _ deliver: (ByteView) throws -> Void) rethrows -> Bool {
    try input.withUnsafeBytes { bytes in
      stream.next_in = UnsafeMutablePointer(
        mutating: bytes.baseAddress?.assumingMemoryBound(to: Bytef.self))
      stream.avail_in = uInt(bytes.count)
      while true {
        stream.next_out = output.baseAddress!.assumingMemoryBound(to: Bytef.self)
        stream.avail_out = uInt(output.count)
        let result = CLibZ.deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
        guard result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR else { return false }
        let produced = output.count - Int(stream.avail_out)
        if produced > 0 { try deliver(ByteView(UnsafeRawBufferPointer(rebasing: output[0..<produced]))) }
        if finish ? result == Z_STREAM_END : stream.avail_out > 0 { return true }
      }
    }
  }
}

/// The zip and gzip CRC-32, by libdeflate: the same values as zlib's `crc32`, about five times faster on
/// this project's machines (200 MB: 49-86 ms with zlib 1.2.13, 9-10 ms with libdeflate 1.14), which matters
/// on the inflating thread of a health export, where it is a fifth of the work.
enum ZlibCRC32 {
  /// `crc` continued over `bytes`.
  @inline(__always)
  static func update(_ crc: uLong, _ bytes: ByteView) -> uLong {
    bytes.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress, bytes.count > 0 else { return crc }
      return uLong(libdeflate_crc32(UInt32(truncatingIfNeeded: crc), base, bytes.count))
    }
  }
}
