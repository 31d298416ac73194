import Foundation
import WorkoutModel

/// A hand-written encoder for the item kinds that dominate large inputs (quantity and category samples),
/// producing exactly the bytes `JSONEncoder` (sorted keys, unescaped slashes) produces from the model's
/// `Codable` schema — a test checks byte equality over random and edge-case items — at a fraction of the
/// cost. Other kinds go through `JSONEncoder`.
enum NDJSONFastEncoder {
  /// Appends the JSON of `item` and returns true, or returns false (and appends nothing) when the kind is
  /// not handled here.
  static func encode(_ item: HealthItem, into out: inout [UInt8]) -> Bool {
    switch item {
    case .quantity(let q):
      encodeQuantity(q, into: &out)
      return true
    case .category(let c):
      encodeCategory(c, into: &out)
      return true
    default:
      return false
    }
  }

  // Keys in sorted order: creationDate, device, end, kind, metadata, series, source, start, type, unit, uuid, value
  static func encodeQuantity(_ q: QuantitySample, into out: inout [UInt8]) {
    var w = ObjectWriter(out: &out)
    let h = q.header
    if let c = h.creationDate { w.key("creationDate"); timestamp(c, &w.out) }
    if let d = h.device { w.key("device"); device(d, &w.out) }
    w.key("end"); timestamp(h.end, &w.out)
    w.key("kind"); string("quantity", &w.out)
    if !h.metadata.isEmpty { w.key("metadata"); metadata(h.metadata, &w.out) }
    if !q.series.isEmpty {
      w.key("series")
      w.out.append(UInt8(ascii: "["))
      let origin = h.start.date
      for (i, entry) in q.series.enumerated() {
        if i > 0 { w.out.append(UInt8(ascii: ",")) }
        w.out.append(UInt8(ascii: "["))
        number(entry.value, &w.out)
        w.out.append(UInt8(ascii: ","))
        number(entry.start.timeIntervalSince(origin), &w.out)
        w.out.append(UInt8(ascii: ","))
        number(entry.end.timeIntervalSince(entry.start), &w.out)
        w.out.append(UInt8(ascii: "]"))
      }
      w.out.append(UInt8(ascii: "]"))
    }
    if let s = h.source { w.key("source"); source(s, &w.out) }
    w.key("start"); timestamp(h.start, &w.out)
    w.key("type"); string(q.type, &w.out)
    w.key("unit"); string(q.quantity.unit.unitString, &w.out)
    w.key("uuid"); string(h.uuid.uuidString, &w.out)
    w.key("value"); number(q.quantity.value, &w.out)
    w.close()
    out = w.out
  }

  // Keys: creationDate, device, end, kind, metadata, source, start, type, uuid, value, valueName
  static func encodeCategory(_ c: CategorySample, into out: inout [UInt8]) {
    var w = ObjectWriter(out: &out)
    let h = c.header
    if let cd = h.creationDate { w.key("creationDate"); timestamp(cd, &w.out) }
    if let d = h.device { w.key("device"); device(d, &w.out) }
    w.key("end"); timestamp(h.end, &w.out)
    w.key("kind"); string("category", &w.out)
    if !h.metadata.isEmpty { w.key("metadata"); metadata(h.metadata, &w.out) }
    if let s = h.source { w.key("source"); source(s, &w.out) }
    w.key("start"); timestamp(h.start, &w.out)
    w.key("type"); string(c.type, &w.out)
    w.key("uuid"); string(h.uuid.uuidString, &w.out)
    if let v = c.value { w.key("value"); w.out.append(contentsOf: Array(String(v).utf8)) }
    if let n = c.valueName { w.key("valueName"); string(n, &w.out) }
    w.close()
    out = w.out
  }

  struct ObjectWriter {
    var out: [UInt8]
    var first = true
    init(out: inout [UInt8]) {
      self.out = out
      out = []
      self.out.append(UInt8(ascii: "{"))
    }
    mutating func key(_ name: StaticString) {
      if !first { out.append(UInt8(ascii: ",")) }
      first = false
      out.append(UInt8(ascii: "\""))
      name.withUTF8Buffer { out.append(contentsOf: $0) }
      out.append(UInt8(ascii: "\""))
      out.append(UInt8(ascii: ":"))
    }
    mutating func close() { out.append(UInt8(ascii: "}")) }
  }

  static func timestamp(_ t: Timestamp, _ out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    ISO8601Timestamp.append(t, to: &out)
    out.append(UInt8(ascii: "\""))
  }

  static func source(_ s: Source, _ out: inout [UInt8]) {
    var w = ObjectWriter(out: &out)
    if let v = s.bundleIdentifier { w.key("bundleIdentifier"); string(v, &w.out) }
    w.key("name"); string(s.name, &w.out)
    if let v = s.operatingSystemVersion { w.key("operatingSystemVersion"); string(v, &w.out) }
    if let v = s.productType { w.key("productType"); string(v, &w.out) }
    if let v = s.version { w.key("version"); string(v, &w.out) }
    w.close()
    out = w.out
  }

  static func device(_ d: Device, _ out: inout [UInt8]) {
    var w = ObjectWriter(out: &out)
    if let v = d.creationDate { w.key("creationDate"); timestamp(v, &w.out) }
    if !d.extra.isEmpty {
      w.key("extra")
      w.out.append(UInt8(ascii: "["))
      for (i, kv) in d.extra.enumerated() {
        if i > 0 { w.out.append(UInt8(ascii: ",")) }
        w.out.append(UInt8(ascii: "["))
        string(kv.key, &w.out)
        w.out.append(UInt8(ascii: ","))
        string(kv.value, &w.out)
        w.out.append(UInt8(ascii: "]"))
      }
      w.out.append(UInt8(ascii: "]"))
    }
    if let v = d.firmwareVersion { w.key("firmwareVersion"); string(v, &w.out) }
    if let v = d.hardwareVersion { w.key("hardwareVersion"); string(v, &w.out) }
    if let v = d.localIdentifier { w.key("localIdentifier"); string(v, &w.out) }
    if let v = d.manufacturer { w.key("manufacturer"); string(v, &w.out) }
    if let v = d.model { w.key("model"); string(v, &w.out) }
    if let v = d.name { w.key("name"); string(v, &w.out) }
    if let v = d.serialNumber { w.key("serialNumber"); string(v, &w.out) }
    if let v = d.softwareVersion { w.key("softwareVersion"); string(v, &w.out) }
    if let v = d.udiDeviceIdentifier { w.key("udiDeviceIdentifier"); string(v, &w.out) }
    w.close()
    out = w.out
  }

  static func metadata(_ m: Metadata, _ out: inout [UInt8]) {
    out.append(UInt8(ascii: "["))
    for (i, entry) in m.entries.enumerated() {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "["))
      string(entry.key, &out)
      out.append(UInt8(ascii: ","))
      switch entry.value {
      case .string(let s): string(s, &out)
      case .bool(let b): out.append(contentsOf: b ? Array("true".utf8) : Array("false".utf8))
      case .integer(let n): out.append(contentsOf: Array(String(n).utf8))
      case .number(let d):
        if d.isFinite && d == d.rounded() && abs(d) < 1e15 {
          out.append(contentsOf: Array("{\"number\":".utf8))
          number(d, &out)
          out.append(UInt8(ascii: "}"))
        } else {
          number(d, &out)
        }
      case .quantity(let q):
        out.append(contentsOf: Array("{\"quantity\":{\"unit\":".utf8))
        string(q.unit.unitString, &out)
        out.append(contentsOf: Array(",\"value\":".utf8))
        number(q.value, &out)
        out.append(contentsOf: Array("}}".utf8))
      case .date(let t):
        out.append(contentsOf: Array("{\"date\":".utf8))
        timestamp(t, &out)
        out.append(UInt8(ascii: "}"))
      }
      out.append(UInt8(ascii: "]"))
    }
    out.append(UInt8(ascii: "]"))
  }

  /// A number as JSONEncoder writes it: integral values without a fraction, others in Swift's shortest
  /// round-trip form; non-finite values as the strings the writer is configured with.
  static func number(_ d: Double, _ out: inout [UInt8]) {
    if !d.isFinite {
      out.append(contentsOf: Array((d.isNaN ? "\"NaN\"" : d > 0 ? "\"Infinity\"" : "\"-Infinity\"").utf8))
      return
    }
    var text = d.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    out.append(contentsOf: Array(text.utf8))
  }

  private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

  static func string(_ s: String, _ out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { bytes in
      var runStart = 0
      for (i, b) in bytes.enumerated() where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") {
        out.append(contentsOf: bytes[runStart..<i])
        runStart = i + 1
        out.append(UInt8(ascii: "\\"))
        switch b {
        case UInt8(ascii: "\""): out.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        default:
          out.append(contentsOf: [UInt8(ascii: "u"), 48, 48, hex[Int(b >> 4)], hex[Int(b & 0xF)]])
        }
      }
      out.append(contentsOf: bytes[runStart...])
    }
    out.append(UInt8(ascii: "\""))
  }
}
