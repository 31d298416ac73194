import ByteStreams
import FoundationEssentials

/// Deterministic identities for objects read from formats without UUIDs.
///
/// A UUID is version 5 (SHA-1, RFC 9562) in the wkconv namespace over a canonical content key:
///
///     <kind>|<type>|<start>|<end>|<value in canonical unit>|<source name>|<device name>|<extra>
///
/// - dates are Unix seconds printed with up to 6 decimals (microseconds), so a value written with or
///   without fractional seconds or in another zone names the same object;
/// - values are converted to the type's canonical unit from the catalog (else kept in their unit) and
///   printed with 9 significant digits, so `1 km` and `1000 m` give the same key;
/// - for workouts `<type>` is the activity type's raw value and `<extra>` is empty; for routes the first
///   and last point's coordinates; for heartbeat series the beat count;
/// - quantity, category and correlation samples with metadata add `|` and their metadata, sorted by key
///   (`key=value;` each, dates as seconds): two meals logged at the same time with the same energy but
///   different foods are two objects, not one (a deduplication or a store keyed by UUID would merge them).
///
/// Reading the same data twice (on any machine) therefore yields the same UUIDs.
public enum Identity {
  /// The wkconv UUID namespace (fixed forever: changing it changes every derived UUID).
  public static let namespace = UUID(uuidString: "6F1C7E1A-3B5D-4C0E-9A57-77636F6E7600")!

  /// A version-5 UUID of `name` in `namespace`.
  public static func uuidV5(namespace: UUID = Identity.namespace, name: String) -> UUID {
    var key = KeyBytes(namespace: namespace)
    key.append(name)
    return key.uuid()
  }

  /// A version-5 UUID of the bytes after the namespace in `message` (namespace bytes, then the name).
  static func uuidV5(message: [UInt8]) -> UUID { SHA1.nameBasedUUID(of: message) }

  /// The canonical content key of an object (see the type's documentation for the layout).
  public static func contentKey(
    kind: String, type: String, start: Timestamp, end: Timestamp, value: String, source: Source?,
    device: Device?, extra: String = ""
  ) -> String {
    var key = kind
    key.reserveCapacity(160)
    for part in [
      type, seconds(start.date), seconds(end.date), value, source?.name ?? "", device?.name ?? "", extra,
    ] {
      key += "|"
      key += part
    }
    return key
  }

  /// The key's value part for a quantity: converted to the type's canonical unit when possible.
  public static func valueKey(_ quantity: Quantity, type: String) -> String {
    if let unit = canonicalUnits.unit(for: type), let value = try? quantity.doubleValue(for: unit) {
      return significant(value) + " " + unit.unitString
    }
    return significant(quantity.value) + " " + quantity.unit.unitString
  }

  /// Canonical units by type identifier, parsed once per type (readers derive a key per sample).
  private static let canonicalUnits = CanonicalUnitCache()

  private final class CanonicalUnitCache: @unchecked Sendable {
    private let lock = ThreadLock()
    private var units: [String: QuantityUnit?] = [:]

    func unit(for type: String) -> QuantityUnit? {
      lock.lock()
      defer { lock.unlock() }
      if let cached = units[type] { return cached }
      let unit = QuantityTypeCatalog.info(for: type).flatMap { try? QuantityUnit(parsing: $0.canonicalUnit) }
      units[type] = unit
      return unit
    }
  }

  /// Derived UUID for a quantity sample.
  public static func uuid(for sample: QuantitySample) -> UUID {
    uuid(forQuantity: sample, entryCount: sample.series.count)
  }

  /// `uuid(for: sample)` with `entryCount` series entries in place of `sample.series.count` (for samples
  /// whose entries are held elsewhere, e.g. spooled while streaming).
  package static func uuid(forQuantity sample: QuantitySample, entryCount: Int) -> UUID {
    // The bytes of `contentKey(kind: "quantity", …, value: valueKey(…) [+ " n=…"], …)`, written in place
    // (one call per sample read from a format without UUIDs).
    var key = KeyBytes(namespace: namespace)
    key.header(kind: "quantity", type: sample.type, start: sample.header.start, end: sample.header.end)
    if let unit = canonicalUnits.unit(for: sample.type),
      let value = try? sample.quantity.doubleValue(for: unit)
    {
      key.appendSignificant(value)
      key.append(" ")
      key.append(unit.unitString)
    } else {
      key.appendSignificant(sample.quantity.value)
      key.append(" ")
      key.append(sample.quantity.unit.unitString)
    }
    if entryCount > 0 {
      key.append(" n=")
      key.appendInteger(Int64(entryCount))
    }
    key.trailer(source: sample.header.source, device: sample.header.device, extra: "")
    key.appendMetadata(sample.header.metadata)
    return key.uuid()
  }

  /// Derived UUID for a category sample.
  public static func uuid(for sample: CategorySample) -> UUID {
    var key = KeyBytes(namespace: namespace)
    key.header(kind: "category", type: sample.type, start: sample.header.start, end: sample.header.end)
    if let value = sample.value {
      key.appendInteger(Int64(value))
    } else {
      key.append(sample.valueName ?? "")
    }
    key.trailer(source: sample.header.source, device: sample.header.device, extra: "")
    key.appendMetadata(sample.header.metadata)
    return key.uuid()
  }

  /// Derived UUID for a correlation (members' UUIDs in order are part of the key).
  public static func uuid(for correlation: Correlation) -> UUID {
    uuidV5(
      name: contentKey(
        kind: "correlation", type: correlation.type, start: correlation.header.start,
        end: correlation.header.end,
        value: correlation.members.map { $0.header.uuid.uuidString }.joined(separator: ","),
        source: correlation.header.source, device: correlation.header.device)
        + metadataKey(correlation.header.metadata))
  }

  /// Derived UUID for a heartbeat series.
  public static func uuid(for series: HeartbeatSeries) -> UUID {
    uuidV5(
      name: contentKey(
        kind: "heartbeatSeries", type: "HKDataTypeIdentifierHeartbeatSeries", start: series.header.start,
        end: series.header.end, value: "\(series.beats.count)", source: series.header.source,
        device: series.header.device))
  }

  /// Derived UUID for an electrocardiogram (its interval, classification, sample count and first and
  /// last voltage).
  public static func uuid(for ecg: Electrocardiogram) -> UUID {
    let first = ecg.voltages.first.map(significant) ?? ""
    let last = ecg.voltages.last.map(significant) ?? ""
    return uuidV5(
      name: contentKey(
        kind: "electrocardiogram", type: Electrocardiogram.typeIdentifier, start: ecg.header.start,
        end: ecg.header.end, value: "\(ecg.voltages.count)", source: ecg.header.source,
        device: ecg.header.device,
        extra: (ecg.classification ?? "") + "," + first + "," + last))
  }

  /// Derived UUID for a workout (activity type, interval, source, device).
  public static func uuid(for workout: Workout) -> UUID {
    uuidV5(
      name: contentKey(
        kind: "workout", type: String(workout.activityType.rawValue), start: workout.header.start,
        end: workout.header.end, value: "", source: workout.header.source, device: workout.header.device))
  }

  /// Derived UUID for a route (its interval, point count, first and last point).
  public static func uuid(for route: WorkoutRoute) -> UUID {
    uuid(
      forRoute: route.header, count: route.locations.count, first: route.locations.first,
      last: route.locations.last)
  }

  /// `uuid(for: route)` from the route's header, point count and first and last point (for routes whose
  /// points are held elsewhere, e.g. spooled while streaming).
  package static func uuid(forRoute header: SampleHeader, count: Int, first: Location?, last: Location?)
    -> UUID
  {
    let firstKey = first.map { "\(significant($0.latitude)),\(significant($0.longitude))" } ?? ""
    let lastKey = last.map { "\(significant($0.latitude)),\(significant($0.longitude))" } ?? ""
    return uuidV5(
      name: contentKey(
        kind: "route", type: "HKWorkoutRouteTypeIdentifier", start: header.start, end: header.end,
        value: "\(count)", source: header.source, device: header.device, extra: firstKey + ";" + lastKey))
  }

  /// Derived UUID for a workout activity (its parent's UUID, its index and configuration).
  public static func uuid(forActivityAt index: Int, of parent: UUID, activity: WorkoutActivity) -> UUID {
    uuidV5(
      name: contentKey(
        kind: "activity", type: String(activity.configuration.activityType.rawValue), start: activity.start,
        end: activity.end, value: "\(index)", source: nil, device: nil, extra: parent.uuidString))
  }

  /// `|key=value;…` of `metadata` sorted by key (empty without metadata), as `KeyBytes.appendMetadata`.
  static func metadataKey(_ metadata: Metadata) -> String {
    var key = KeyBytes(namespace: namespace)
    let start = key.bytes.count
    key.appendMetadata(metadata)
    return String(decoding: key.bytes[start...], as: UTF8.self)
  }

  /// Unix seconds with up to six decimals, trailing zeros trimmed.
  static func seconds(_ date: Date) -> String {
    let micros = (date.timeIntervalSince1970 * 1_000_000).rounded()
    // Beyond ±292,000 years (or not a number) the microseconds do not fit an Int64: the Double's own text.
    guard micros.magnitude < 9e18 else { return "\(date.timeIntervalSince1970)" }
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

  /// Nine significant digits (`%.9g`), so conversions that differ in the last bits still agree.
  /// Integral values print directly; others go through C's formatter without Foundation's (hot path:
  /// one call per sample read from a format without UUIDs).
  static func significant(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e9 { return String(Int64(value)) }
    var bytes: [UInt8] = []
    SignificantDigits.append(value, digits: 9, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// A version-5 UUID's message (namespace bytes, then the name) built in place: the content keys'
/// numbers and dates are written as bytes, with exactly the text `Identity.seconds` / `significant` give.
struct KeyBytes {
  private(set) var bytes: [UInt8] = []

  init(namespace: UUID) {
    bytes.reserveCapacity(192)
    bytes.appendUUIDBytes(namespace)
  }

  mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// `kind|type|seconds(start)|seconds(end)|` (the value follows).
  mutating func header(kind: StaticString, type: String, start: Timestamp, end: Timestamp) {
    append(kind)
    bytes.append(UInt8(ascii: "|"))
    append(type)
    bytes.append(UInt8(ascii: "|"))
    appendSeconds(start.date)
    bytes.append(UInt8(ascii: "|"))
    appendSeconds(end.date)
    bytes.append(UInt8(ascii: "|"))
  }

  /// `|source|device|extra` (after the value).
  mutating func trailer(source: Source?, device: Device?, extra: String) {
    bytes.append(UInt8(ascii: "|"))
    if let name = source?.name { append(name) }
    bytes.append(UInt8(ascii: "|"))
    if let name = device?.name { append(name) }
    bytes.append(UInt8(ascii: "|"))
    append(extra)
  }

  /// `|key=value;…` for each metadata entry, sorted by key (stable: repeated keys keep their order);
  /// nothing without metadata.
  mutating func appendMetadata(_ metadata: Metadata) {
    guard !metadata.isEmpty else { return }
    bytes.append(UInt8(ascii: "|"))
    let entries =
      metadata.entries.count == 1
      ? metadata.entries
      : metadata.entries.enumerated().sorted { a, b in
        a.element.key == b.element.key ? a.offset < b.offset : a.element.key < b.element.key
      }.map(\.element)
    for entry in entries {
      append(entry.key)
      bytes.append(UInt8(ascii: "="))
      if case .date(let t) = entry.value { appendSeconds(t.date) } else { append(entry.value.stringValue) }
      bytes.append(UInt8(ascii: ";"))
    }
  }

  /// Decimal digits of `value`, as `String(value)`.
  mutating func appendInteger(_ value: Int64) {
    if value < 0 {
      bytes.append(UInt8(ascii: "-"))
      bytes.appendDecimal(value.magnitude, minimumDigits: 1)
    } else {
      bytes.appendDecimal(UInt64(value), minimumDigits: 1)
    }
  }

  /// `Identity.seconds(date)`: Unix seconds with up to six decimals, trailing zeros trimmed.
  mutating func appendSeconds(_ date: Date) {
    let micros = (date.timeIntervalSince1970 * 1_000_000).rounded()
    guard micros.magnitude < 9e18 else {
      append(Identity.seconds(date))
      return
    }
    let whole = Int64((micros / 1_000_000).rounded(.down))
    var fraction = Int64(micros) - whole * 1_000_000
    appendInteger(whole)
    if fraction == 0 { return }
    var digits = 6
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    bytes.append(UInt8(ascii: "."))
    bytes.appendDecimal(UInt64(fraction), minimumDigits: digits)
  }

  /// `Identity.significant(value)` (`%.9g`).
  mutating func appendSignificant(_ value: Double) {
    guard value.isFinite else {
      append("\(value)")
      return
    }
    if value == 0 {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    if value == value.rounded(), abs(value) < 1e9 {
      appendInteger(Int64(value))
      return
    }
    SignificantDigits.append(value, digits: 9, to: &bytes)
  }

  /// The version-5 UUID of these bytes.
  func uuid() -> UUID { Identity.uuidV5(message: bytes) }
}
