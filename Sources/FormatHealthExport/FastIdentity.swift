import Foundation
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#endif

/// `Identity.uuid(for:)` for quantity and category samples, computed with the same content key but
/// without Foundation's `String(format:)` and with the canonical-unit lookup cached (the reader's hot
/// path). A test checks it equals `Identity.uuid(for:)` on every corpus sample.
struct FastIdentity {
  private var canonical: [String: QuantityUnit?] = [:]

  mutating func uuid(for sample: QuantitySample) -> UUID {
    var value = valueKey(sample.quantity, type: sample.type)
    if !sample.series.isEmpty { value += " n=\(sample.series.count)" }
    return Self.uuidV5(key("quantity", sample.type, sample.header, value))
  }

  func uuid(for sample: CategorySample) -> UUID {
    Self.uuidV5(key("category", sample.type, sample.header, sample.value.map(String.init) ?? sample.valueName ?? ""))
  }

  private func key(_ kind: String, _ type: String, _ header: SampleHeader, _ value: String) -> String {
    var text = kind
    text.reserveCapacity(160)
    text += "|"
    text += type
    text += "|"
    text += Self.seconds(header.start.date)
    text += "|"
    text += Self.seconds(header.end.date)
    text += "|"
    text += value
    text += "|"
    text += header.source?.name ?? ""
    text += "|"
    text += header.device?.name ?? ""
    text += "|"
    return text
  }

  private mutating func valueKey(_ quantity: Quantity, type: String) -> String {
    let unit: QuantityUnit?
    if let cached = canonical[type] {
      unit = cached
    } else {
      unit = QuantityTypeCatalog.info(for: type).flatMap { try? QuantityUnit(parsing: $0.canonicalUnit) }
      canonical[type] = unit
    }
    if let unit, let value = try? quantity.doubleValue(for: unit) {
      return Self.significant(value) + " " + unit.unitString
    }
    return Self.significant(quantity.value) + " " + quantity.unit.unitString
  }

  /// Unix seconds with up to six decimals, trailing zeros trimmed (as `Identity`).
  static func seconds(_ date: Date) -> String {
    let micros = (date.timeIntervalSince1970 * 1_000_000).rounded()
    let whole = Int64((micros / 1_000_000).rounded(.down))
    var fraction = Int64(micros) - whole * 1_000_000
    if fraction == 0 { return String(whole) }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let text = String(fraction)
    return String(whole) + "." + String(repeating: "0", count: digits - text.count) + text
  }

  /// `%.9g` through C's formatter directly (as `Identity`, which goes through Foundation).
  static func significant(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e9 { return String(Int64(value)) }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer in
      _ = withVaList([value]) { vsnprintf(buffer.baseAddress!, 40, "%.9g", $0) }
      return String(cString: buffer.baseAddress!)
    }
  }

  private static let namespaceBytes: [UInt8] = withUnsafeBytes(of: Identity.namespace.uuid) { Array($0) }

  /// `Identity.uuidV5(name:)` (SHA-1 name-based UUID in the wkconv namespace) over one buffer, without
  /// intermediate arrays.
  static func uuidV5(_ name: String) -> UUID {
    var name = name
    return name.withUTF8 { utf8 -> UUID in
      let length = 16 + utf8.count
      let padded = (length + 9 + 63) / 64 * 64
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: padded) { buffer -> UUID in
        let m = buffer.baseAddress!
        namespaceBytes.withUnsafeBufferPointer { m.update(from: $0.baseAddress!, count: 16) }
        if utf8.count > 0 { (m + 16).update(from: utf8.baseAddress!, count: utf8.count) }
        m[length] = 0x80
        for i in (length + 1)..<padded { m[i] = 0 }
        let bits = UInt64(length) &* 8
        for i in 0..<8 { m[padded - 1 - i] = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(i))) }
        var h0: UInt32 = 0x6745_2301
        var h1: UInt32 = 0xEFCD_AB89
        var h2: UInt32 = 0x98BA_DCFE
        var h3: UInt32 = 0x1032_5476
        var h4: UInt32 = 0xC3D2_E1F0
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w -> UUID in
          var chunk = 0
          while chunk < padded {
            for i in 0..<16 {
              let b = chunk + i * 4
              w[i] = UInt32(m[b]) << 24 | UInt32(m[b + 1]) << 16 | UInt32(m[b + 2]) << 8 | UInt32(m[b + 3])
            }
            for i in 16..<80 {
              let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
              w[i] = (x << 1) | (x >> 31)
            }
            var a = h0, b = h1, c = h2, d = h3, e = h4
            for i in 0..<80 {
              let f: UInt32
              let k: UInt32
              if i < 20 {
                f = (b & c) | (~b & d)
                k = 0x5A82_7999
              } else if i < 40 {
                f = b ^ c ^ d
                k = 0x6ED9_EBA1
              } else if i < 60 {
                f = (b & c) | (b & d) | (c & d)
                k = 0x8F1B_BCDC
              } else {
                f = b ^ c ^ d
                k = 0xCA62_C1D6
              }
              let temp = ((a << 5) | (a >> 27)) &+ f &+ e &+ k &+ w[i]
              e = d
              d = c
              c = (b << 30) | (b >> 2)
              b = a
              a = temp
            }
            h0 = h0 &+ a
            h1 = h1 &+ b
            h2 = h2 &+ c
            h3 = h3 &+ d
            chunk += 64
            h4 = h4 &+ e
          }
          func byte(_ word: UInt32, _ i: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32(i))) }
          return UUID(
            uuid: (
              byte(h0, 0), byte(h0, 1), byte(h0, 2), byte(h0, 3), byte(h1, 0), byte(h1, 1),
              (byte(h1, 2) & 0x0F) | 0x50, byte(h1, 3), (byte(h2, 0) & 0x3F) | 0x80, byte(h2, 1), byte(h2, 2),
              byte(h2, 3), byte(h3, 0), byte(h3, 1), byte(h3, 2), byte(h3, 3)
            ))
        }
      }
    }
  }
}
