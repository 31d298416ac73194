/// Reads base-type values from bytes (shared by the decoder and developer-field re-reading).
@usableFromInline enum FITValueReader {
  /// Reads one element's bits (zero-extended), honouring the byte order.
  @inlinable @inline(__always)
  static func loadBits(_ p: UnsafeRawPointer, size: Int, bigEndian: Bool) -> UInt64 {
    switch size {
    case 1: return UInt64(p.load(as: UInt8.self))
    case 2:
      let v = p.loadUnaligned(as: UInt16.self)
      return UInt64(bigEndian ? UInt16(bigEndian: v) : UInt16(littleEndian: v))
    case 4:
      let v = p.loadUnaligned(as: UInt32.self)
      return UInt64(bigEndian ? UInt32(bigEndian: v) : UInt32(littleEndian: v))
    default:
      let v = p.loadUnaligned(as: UInt64.self)
      return bigEndian ? UInt64(bigEndian: v) : UInt64(littleEndian: v)
    }
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
  static func strings(_ p: UnsafeRawPointer, size: Int) -> [String] {
    let bytes = UnsafeRawBufferPointer(start: p, count: size)
    var result: [String] = []
    var start = 0
    for i in 0...size {
      if i == size || bytes[i] == 0 {
        if i > start { result.append(String(decoding: bytes[start..<i], as: UTF8.self)) }
        start = i + 1
      }
    }
    return result
  }

  /// Reads a whole field (scalar, array, string, bytes) as a raw value; nil when every element is invalid.
  static func readValue(_ p: UnsafeRawPointer, size: Int, baseType: FITBaseType, bigEndian: Bool) -> FITValue?
  {
    if baseType == .string {
      let s = strings(p, size: size)
      return s.isEmpty ? nil : (s.count == 1 ? .string(s[0]) : .strings(s))
    }
    let esize = baseType.size
    if size % esize != 0 || baseType == .byte {
      let bytes = [UInt8](UnsafeRawBufferPointer(start: p, count: size))
      if baseType == .byte && size == 1 { return bytes[0] == 0xFF ? nil : .integer(Int64(bytes[0])) }
      return bytes.allSatisfy({ $0 == 0xFF }) ? nil : .bytes(bytes)
    }
    let count = size / esize
    let invalid = baseType.invalidBits
    if count == 1 {
      let bits = loadBits(p, size: esize, bigEndian: bigEndian)
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
        let bits = loadBits(p + i * esize, size: esize, bigEndian: bigEndian)
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
      let bits = loadBits(p + i * esize, size: esize, bigEndian: bigEndian)
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
public enum FITCRC {
  static let table: [UInt16] = (0..<256).map { i -> UInt16 in
    var c = UInt16(i)
    for _ in 0..<8 { c = (c & 1) != 0 ? (c >> 1) ^ 0xA001 : c >> 1 }
    return c
  }

  /// Continues a CRC over bytes.
  public static func update(_ crc: UInt16, _ bytes: UnsafeRawBufferPointer) -> UInt16 {
    var crc = crc
    table.withUnsafeBufferPointer { t in
      for b in bytes { crc = (crc >> 8) ^ t[Int(UInt8(truncatingIfNeeded: crc) ^ b)] }
    }
    return crc
  }

  /// The CRC of bytes.
  public static func checksum<C: Collection>(_ bytes: C) -> UInt16 where C.Element == UInt8 {
    if let r = bytes.withContiguousStorageIfAvailable({ update(0, UnsafeRawBufferPointer($0)) }) { return r }
    return Array(bytes).withUnsafeBytes { update(0, $0) }
  }
}
