import CZstd
import FormatKit
import WorkoutModel

/// The zstd C library's one-shot compression with a reused context: the module's binding (the context
/// handle and the buffers `ZSTD_compressCCtx` reads and writes are pointers; nothing else here is).
final class ZstdCompressor {
  private let context: OpaquePointer
  private let level: Int32
  private var scratch: [UInt8] = []

  init(level: Int32) {
    self.level = level
    context = ZSTD_createCCtx()
  }

  deinit { ZSTD_freeCCtx(context) }

  /// `body` compressed as one zstd frame.
  func compress(_ body: [UInt8]) throws -> [UInt8] {
    let bound = ZSTD_compressBound(body.count)
    if scratch.count < bound { scratch = [UInt8](repeating: 0, count: bound) }
    let written = scratch.withUnsafeMutableBytes { dst in
      body.withUnsafeBytes { src in
        ZSTD_compressCCtx(context, dst.baseAddress, bound, src.baseAddress, src.count, level)
      }
    }
    if ZSTD_isError(written) != 0 {
      throw ConversionError(
        .internal, "zstd compression failed: \(String(cString: ZSTD_getErrorName(written)))")
    }
    return Array(scratch[0..<written])
  }
}
