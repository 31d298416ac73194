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
    return Identity.uuidV5(
      name: key("quantity", sample.type, sample.header, value))
  }

  func uuid(for sample: CategorySample) -> UUID {
    Identity.uuidV5(
      name: key("category", sample.type, sample.header, sample.value.map(String.init) ?? sample.valueName ?? ""))
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
}
