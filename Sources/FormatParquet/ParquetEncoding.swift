import ByteStreams

/// Parquet's value encodings that the writer uses (parquet-format `Encodings.md`).
enum ParquetEncoding {
  /// Encoding ids (`Encoding` in parquet.thrift).
  static let plain: Int32 = 0
  static let rle: Int32 = 3
  static let deltaBinaryPacked: Int32 = 5
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
    appendHybridValues(values, bitWidth: bitWidth, to: &out)
  }

  /// Definition levels (0 or 1, bit width 1) in the RLE / bit-packing hybrid.
  static func appendHybridLevels(_ levels: [UInt8], to out: inout [UInt8]) {
    appendHybridValues(levels, bitWidth: 1, to: &out)
  }

  /// The hybrid over an array (a plain, bounds-checked walk: the `Span` version crashes Swift 6.3.1's
  /// release optimizer). Runs are measured by `runLength`, a static function given the array: a nested
  /// function capturing it makes the walk's own cost on the 24 h FIT's columns 103 M instructions against
  /// a buffer-pointer loop's 13 M (callgrind); this form costs what that loop does, 222.65 M instructions
  /// with the appends, and writes the same bytes.
  static func appendHybridValues<Value: FixedWidthInteger & UnsignedInteger>(
    _ v: [Value], bitWidth: Int, to out: inout [UInt8]
  ) {
    let n = v.count
    let valueBytes = (bitWidth + 7) / 8
    var i = 0
    while i < n {
      let r = runLength(v, at: i, limit: n)
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
        let next = runLength(v, at: j, limit: 8)
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

  /// How many values from `i` on equal `v[i]` (at least 1, at most `limit`).
  @inline(__always)
  private static func runLength<Value: FixedWidthInteger>(_ v: [Value], at i: Int, limit: Int) -> Int {
    let first = v[i]
    var r = 1
    while i + r < v.count && r < limit && v[i + r] == first { r += 1 }
    return r
  }

  /// DELTA_BINARY_PACKED: blocks of 128 deltas in 4 miniblocks of 32, each bit-packed at its own width
  /// after subtracting the block's minimum delta (all arithmetic wrapping, as the specification asks).
  /// `values`: an `Array` or `ContiguousArray` (indices from 0), walked bounds-checked (see
  /// `appendHybridValues`).
  static func appendDeltaBinaryPacked<Values: RandomAccessCollection<Int64>>(
    _ values: Values, to out: inout [UInt8]
  ) where Values.Index == Int {
    precondition(values.startIndex == 0, "indices from 0")
    let blockSize = 128
    let miniblocks = 4
    let perMiniblock = blockSize / miniblocks
    varint(UInt64(blockSize), &out)
    varint(UInt64(miniblocks), &out)
    varint(UInt64(values.count), &out)
    zigzag(values.first ?? 0, &out)
    guard values.count > 1 else { return }
    var deltas = [UInt64](repeating: 0, count: blockSize)
    var previous = UInt64(bitPattern: values[0])
    var i = 1
    while i < values.count {
      let m = min(blockSize, values.count - i)
      var minDelta = Int64.max
      for k in 0..<m {
        let v = UInt64(bitPattern: values[i + k])
        let d = v &- previous
        previous = v
        deltas[k] = d
        minDelta = min(minDelta, Int64(bitPattern: d))
      }
      zigzag(minDelta, &out)
      let base = UInt64(bitPattern: minDelta)
      var widths = [Int](repeating: 0, count: miniblocks)
      for j in 0..<miniblocks where j * perMiniblock < m {
        var maxRelative: UInt64 = 0
        for k in (j * perMiniblock)..<min(m, (j + 1) * perMiniblock) {
          deltas[k] = deltas[k] &- base
          maxRelative |= deltas[k]
        }
        widths[j] = maxRelative == 0 ? 0 : 64 - maxRelative.leadingZeroBitCount
      }
      for w in widths { out.append(UInt8(w)) }
      for j in 0..<miniblocks where j * perMiniblock < m {
        var bits = BitWriter()
        for k in (j * perMiniblock)..<((j + 1) * perMiniblock) {
          bits.put(k < m ? deltas[k] : 0, width: widths[j], to: &out)
        }
      }
      i += m
    }
  }

  static func zigzag(_ value: Int64, _ out: inout [UInt8]) {
    varint(UInt64(bitPattern: (value << 1) ^ (value >> 63)), &out)
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

/// Packs values of a given bit width LSB first.
struct BitWriter {
  private var accumulator: UInt64 = 0
  private var bits = 0

  /// Appends the low `width` bits of `value` (0–64); whole bytes go to `out` as they fill.
  mutating func put(_ value: UInt64, width: Int, to out: inout [UInt8]) {
    var v = value
    var w = width
    while w > 0 {
      let take = min(w, 56)
      let part = take == 64 ? v : v & ((1 << UInt64(take)) - 1)
      accumulator |= part << UInt64(bits)
      bits += take
      v = take >= 64 ? 0 : v >> UInt64(take)
      w -= take
      while bits >= 8 {
        out.append(UInt8(truncatingIfNeeded: accumulator))
        accumulator >>= 8
        bits -= 8
      }
    }
  }
}

extension Array where Element == UInt8 {
  /// Appends a fixed-width little-endian integer.
  @inline(__always) mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    LittleEndianBytes.append(value, to: &self)
  }
}
