/// Parquet's value encodings that the writer uses (parquet-format `Encodings.md`).
enum ParquetEncoding {
  /// Encoding ids (`Encoding` in parquet.thrift).
  static let plain: Int32 = 0
  static let rle: Int32 = 3
  static let rleDictionary: Int32 = 8

  /// Bits needed to store values `0...maxValue` (at least 1).
  static func bitWidth(forMax maxValue: Int) -> Int {
    var width = 1
    while width < 32 && (1 << width) <= maxValue { width += 1 }
    return width
  }

  /// The RLE / bit-packing hybrid: runs of 8 or more equal values become RLE runs, the rest bit-packed
  /// groups of 8 (LSB first). A literal stretch is completed to a multiple of 8 from the run that follows
  /// it, or padded with zeros at the very end (readers stop at the page's value count).
  static func appendHybrid(_ values: [UInt32], bitWidth: Int, to out: inout [UInt8]) {
    let n = values.count
    let valueBytes = (bitWidth + 7) / 8
    values.withUnsafeBufferPointer { v in
      func run(at i: Int, limit: Int) -> Int {
        var r = 1
        while i + r < n && r < limit && v[i + r] == v[i] { r += 1 }
        return r
      }
      var i = 0
      while i < n {
        let r = run(at: i, limit: Int.max)
        if r >= 8 {
          varint(UInt64(r) << 1, &out)
          var value = v[i]
          for _ in 0..<valueBytes {
            out.append(UInt8(truncatingIfNeeded: value))
            value >>= 8
          }
          i += r
          continue
        }
        var j = i + r
        while j < n {
          let next = run(at: j, limit: 8)
          if next >= 8 { break }
          j += next
        }
        if (j - i) % 8 != 0 && j < n { j = min(n, j + (8 - (j - i) % 8)) }
        let groups = (j - i + 7) / 8
        varint(UInt64(groups) << 1 | 1, &out)
        var accumulator: UInt64 = 0
        var bits = 0
        for k in 0..<(groups * 8) {
          let value = i + k < j ? UInt64(v[i + k]) : 0
          accumulator |= value << UInt64(bits)
          bits += bitWidth
          while bits >= 8 {
            out.append(UInt8(truncatingIfNeeded: accumulator))
            accumulator >>= 8
            bits -= 8
          }
        }
        i = j
      }
    }
  }

  static func varint(_ value: UInt64, _ out: inout [UInt8]) {
    var v = value
    while v >= 0x80 {
      out.append(UInt8(truncatingIfNeeded: v) | 0x80)
      v >>= 7
    }
    out.append(UInt8(v))
  }
}

extension Array where Element == UInt8 {
  /// Appends a fixed-width little-endian integer.
  @inline(__always) mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
