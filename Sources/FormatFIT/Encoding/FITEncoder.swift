/// Writes FIT files at message level: protocol 2.0, 14-byte header with CRC, normal record headers,
/// little-endian definitions (emitted when a message's layout changes), developer fields, file CRC.
package struct FITEncoder: Sendable {
  /// Profile version written in the header (21.218).
  package var profileVersion: UInt16 = 21218
  private var records: [UInt8] = []
  private var layouts: [[UInt32]?] = Array(repeating: nil, count: 16)
  private var nextLocal = 0
  /// Number of data messages written.
  package private(set) var messageCount = 0

  /// Creates an empty encoder.
  package init() {}

  /// Appends a data message (fields produced by component expansion are derived, so they are not written).
  package mutating func write(_ message: FITMessage) {
    var layout: [UInt32] = [UInt32(message.globalNumber)]
    var values: [(UInt8, FITBaseType, [UInt8])] = []
    for f in message.fields where f.origin != .expanded {
      let bytes = Self.encode(message.rawValue(of: f), baseType: f.baseType)
      guard !bytes.isEmpty, bytes.count < 256 else { continue }
      values.append((f.number, f.baseType, bytes))
      layout.append(UInt32(f.number) << 16 | UInt32(bytes.count) << 8 | UInt32(f.baseType.definitionByte))
    }
    var devValues: [(UInt8, UInt8, [UInt8])] = []
    for d in message.developerFields {
      let base = d.description?.baseType ?? .byte
      let bytes = Self.encode(d.value, baseType: base)
      guard !bytes.isEmpty, bytes.count < 256 else { continue }
      devValues.append((d.fieldNumber, d.developerDataIndex, bytes))
      layout.append(
        1 << 31 | UInt32(d.fieldNumber) << 16 | UInt32(bytes.count) << 8 | UInt32(d.developerDataIndex))
    }
    let local: Int
    if let existing = layouts.firstIndex(where: { $0 == layout }) {
      local = existing
    } else {
      local = nextLocal
      nextLocal = (nextLocal + 1) % 16
      layouts[local] = layout
      records.append(0x40 | (devValues.isEmpty ? 0 : 0x20) | UInt8(local))
      records += [
        0, 0, UInt8(message.globalNumber & 0xFF), UInt8(message.globalNumber >> 8), UInt8(values.count),
      ]
      for (number, base, bytes) in values { records += [number, UInt8(bytes.count), base.definitionByte] }
      if !devValues.isEmpty {
        records.append(UInt8(devValues.count))
        for (number, index, bytes) in devValues { records += [number, UInt8(bytes.count), index] }
      }
    }
    records.append(UInt8(local))
    for (_, _, bytes) in values { records += bytes }
    for (_, _, bytes) in devValues { records += bytes }
    messageCount += 1
  }

  /// The complete file: header (with CRC), records, file CRC.
  package func finish() -> [UInt8] {
    let size = UInt32(records.count)
    var out: [UInt8] = [
      14, 0x20, UInt8(profileVersion & 0xFF), UInt8(profileVersion >> 8),
      UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24),
      0x2E, 0x46, 0x49, 0x54,
    ]
    let headerCRC = FITCRC.checksum(out)
    out += [UInt8(headerCRC & 0xFF), UInt8(headerCRC >> 8)]
    out.reserveCapacity(out.count + records.count + 2)
    out += records
    let crc = FITCRC.checksum(out)
    out += [UInt8(crc & 0xFF), UInt8(crc >> 8)]
    return out
  }

  /// Little-endian bytes of a raw value in a base type (invalid elements written as the invalid value).
  static func encode(_ value: FITValue, baseType: FITBaseType) -> [UInt8] {
    func element(_ bits: UInt64, size: Int) -> [UInt8] {
      (0..<size).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
    }
    func intBits(_ v: Int64?) -> UInt64 {
      guard let v else { return baseType.invalidBits }
      if baseType.isFloat {
        return baseType == .float32 ? UInt64(Float(v).bitPattern) : Double(v).bitPattern
      }
      return UInt64(bitPattern: v)
    }
    func realBits(_ v: Double?) -> UInt64 {
      guard let v, v.isFinite else { return baseType.invalidBits }
      if baseType == .float32 { return UInt64(Float(v).bitPattern) }
      if baseType == .float64 { return v.bitPattern }
      return UInt64(bitPattern: Int64(v.rounded()))
    }
    let size = baseType.size
    switch value {
    case .integer(let v): return element(intBits(v), size: size)
    case .real(let v): return element(realBits(v), size: size)
    case .integers(let vs): return vs.flatMap { element(intBits($0), size: size) }
    case .reals(let vs): return vs.flatMap { element(realBits($0), size: size) }
    case .string(let s): return Array(s.utf8.prefix(254)) + [0]
    case .strings(let ss): return Array(ss.flatMap { Array($0.utf8) + [0] }.prefix(255))
    case .bytes(let b): return b
    }
  }
}
