import FoundationEssentials

extension FileDescriptorIO {
  /// Everything `fd` holds from its current position to its end (a file, a pipe, standard input), read
  /// in 64 KiB blocks: the bytes, and nil or the `errno` of the read that failed (the bytes before it).
  public static func readToEnd(_ fd: Int32) -> (bytes: [UInt8], failure: Int32?) {
    var bytes: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = block.withUnsafeMutableBytes { read(fd, into: $0) }
      if n == 0 { return (bytes, nil) }
      guard n > 0 else { return (bytes, Int32(-n)) }
      bytes += block[0..<n]
    }
  }

  /// Writes all of `bytes` to `fd` at `offset` (a positional write): nil, or the `errno`.
  public static func writeAll(_ fd: Int32, _ bytes: [UInt8], at offset: Int64) -> Int32? {
    bytes.withUnsafeBytes { writeAll(fd, $0, at: offset) }
  }

  /// Writes all of `data` to `fd` (standard output, standard error): nil, or the `errno`.
  public static func writeAll(_ fd: Int32, _ data: Data) -> Int32? {
    data.withUnsafeBytes { writeAll(fd, $0) }
  }
}
