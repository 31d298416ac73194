/// Fixed-width values as little-endian bytes appended to a byte array (Parquet's PLAIN values, its
/// fixed-width header fields).
public enum LittleEndianBytes {
  /// Appends `value`'s bytes, least significant first.
  @inlinable @inline(__always) public static func append<T: FixedWidthInteger>(
    _ value: T, to bytes: inout [UInt8]
  ) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Appends the values' in-memory bytes back to back, one copy: each value little-endian on the
  /// little-endian machines Swift targets (a big-endian build stops here).
  @inlinable public static func appendMemory<T: BitwiseCopyable>(
    of values: ContiguousArray<T>, to bytes: inout [UInt8]
  ) {
    #if _endian(big)
      #error("LittleEndianBytes.appendMemory copies memory as little-endian bytes")
    #endif
    values.withUnsafeBytes { bytes.append(contentsOf: $0) }
  }
}
