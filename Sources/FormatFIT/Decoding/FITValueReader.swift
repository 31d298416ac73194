import ByteStreams

/// Reads base-type values from bytes (shared by the decoder and developer-field re-reading).
@usableFromInline enum FITValueReader {
  /// Reads one element's bits (zero-extended), honouring the byte order.
  @inlinable @inline(__always)
  static func loadBits(_ bytes: ByteView, at offset: Int, size: Int, bigEndian: Bool) -> UInt64 {
    bytes.loadBits(at: offset, size: size, bigEndian: bigEndian)
  }

  /// Converts element bits to a signed/unsigned Int64 according to the base type.
  @inlinable @inline(__always)
  static func integer(_ bits: UInt64, _ type: FITBaseType) -> Int64 {
    switch type {
    case .sint8: return Int64(Int8(truncatingIfNeeded: bits))
    case .sint16: return Int64(Int16(truncatingIfNeeded: bits))
    case .sint32: return Int64(Int32(truncatingIfNeeded: bits))
    default: return Int64(bitPattern: bits)
    }
  }

  /// Converts float element bits to a Double.
  @inlinable @inline(__always)
  static func float(_ bits: UInt64, _ type: FITBaseType) -> Double {
    type == .float32 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
  }

  /// Decodes strings from a NUL-terminated/padded UTF-8 byte run; empty list when all empty.
  static func strings(_ bytes: ByteView, at offset: Int, size: Int) -> [String] {
    var result: [String] = []
    var start = 0
    for i in 0...size {
      if i == size || bytes[offset + i] == 0 {
        if i > start { result.append(bytes.utf8String(at: offset + start, count: i - start)) }
        start = i + 1
      }
    }
    return result
  }

  /// Reads a whole field (scalar, array, string, bytes) as a raw value; nil when every element is invalid.
  static func readValue(
    _ p: ByteView, at offset: Int, size: Int, baseType: FITBaseType, bigEndian: Bool
  ) -> FITValue? {
    if baseType == .string {
      let s = strings(p, at: offset, size: size)
      return s.isEmpty ? nil : (s.count == 1 ? .string(s[0]) : .strings(s))
    }
    let esize = baseType.size
    if size % esize != 0 || baseType == .byte {
      let bytes = p.bytes(at: offset, count: size)
      if baseType == .byte && size == 1 { return bytes[0] == 0xFF ? nil : .integer(Int64(bytes[0])) }
      return bytes.allSatisfy({ $0 == 0xFF }) ? nil : .bytes(bytes)
    }
    let count = size / esize
    let invalid = baseType.invalidBits
    if count == 1 {
      let bits = loadBits(p, at: offset, size: esize, bigEndian: bigEndian)
      if bits == invalid { return nil }
      guard baseType.isFloat else { return .integer(integer(bits, baseType)) }
      let value = float(bits, baseType)
      return value.isFinite ? .real(value) : nil  // any NaN or infinity reads as invalid
    }
    var anyValid = false
    if baseType.isFloat {
      var out: [Double?] = []
      out.reserveCapacity(count)
      for i in 0..<count {
        let bits = loadBits(p, at: offset + i * esize, size: esize, bigEndian: bigEndian)
        let value = float(bits, baseType)
        if bits == invalid || !value.isFinite {
          out.append(nil)
        } else {
          anyValid = true
          out.append(value)
        }
      }
      return anyValid ? .reals(out) : nil
    }
    var out: [Int64?] = []
    out.reserveCapacity(count)
    for i in 0..<count {
      let bits = loadBits(p, at: offset + i * esize, size: esize, bigEndian: bigEndian)
      if bits == invalid {
        out.append(nil)
      } else {
        anyValid = true
        out.append(integer(bits, baseType))
      }
    }
    return anyValid ? .integers(out) : nil
  }

  /// A base type able to hold a value when none is given.
  static func defaultBaseType(for value: FITValue) -> FITBaseType {
    switch value {
    case .integer: return .sint64
    case .real, .reals: return .float64
    case .string, .strings: return .string
    case .integers: return .sint64
    case .bytes: return .byte
    }
  }
}

/// The FIT CRC-16 (CRC-16/ARC: poly 0xA001 reflected, init 0).
package enum FITCRC {
  static let table: [UInt16] = (0..<256).map { i -> UInt16 in
    var c = UInt16(i)
    for _ in 0..<8 { c = (c & 1) != 0 ? (c >> 1) ^ 0xA001 : c >> 1 }
    return c
  }

  /// `table` and three more (1,024 entries): entry `i` of table `k` is the CRC of byte `i` followed by
  /// `k` zero bytes, so four bytes fold into the CRC with four independent lookups ("slicing by 4")
  /// instead of a chain of four (the file CRC is read over every byte of every file: Benchmarks/batch).
  static let tables: [UInt16] = {
    var tables = table
    for k in 1..<4 {
      for i in 0..<256 {
        let previous = tables[(k - 1) * 256 + i]
        tables.append((previous >> 8) ^ table[Int(previous & 0xFF)])
      }
    }
    return tables
  }()

  /// Continues a CRC over bytes.
  package static func update(_ crc: UInt16, _ bytes: ByteView, at offset: Int, count: Int) -> UInt16 {
    bytes.crc16(crc, at: offset, count: count, slicedTables: tables)
  }

  /// The CRC of bytes.
  package static func checksum<C: Collection>(_ bytes: C) -> UInt16 where C.Element == UInt8 {
    ByteView.withBytes(of: Array(bytes)) { update(0, $0, at: 0, count: $0.count) }
  }
}
