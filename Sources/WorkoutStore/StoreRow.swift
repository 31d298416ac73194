import ByteStreams
import FormatKit
import FormatNDJSON
import FoundationEssentials
import WorkoutModel

/// An item as a row of `items`: its key, its indexed columns and its NDJSON line.
struct StoreRow {
  var uuid: UUID
  var uuidText: String
  var kind: String
  var type: String
  var source: String?
  var syncIdentifier: String?
  var syncVersion: Int64?
  var start: String?
  var end: String?
  var line: String

  init(_ item: HealthItem, line: String, origin: String?) throws {
    self.line = line
    kind = item.kind.rawValue
    type = Self.type(of: item)
    if let header = item.header {
      uuid = header.uuid
      source = header.source.map { $0.bundleIdentifier ?? $0.name }
      syncIdentifier = header.syncIdentifier
      syncVersion = header.syncVersion
      start = StoreSync.text(header.start)
      end = StoreSync.text(header.end)
    } else {
      uuid = Self.key(of: item, line: line, origin: origin)
    }
    uuidText = uuid.uuidString
  }

  /// The type a row is indexed and counted by: the HealthKit type identifier where the item has one.
  static func type(of item: HealthItem) -> String {
    switch item {
    case .quantity(let q): return q.type
    case .category(let c): return c.type
    case .correlation(let c): return c.type
    case .heartbeatSeries: return "HKDataTypeIdentifierHeartbeatSeries"
    case .electrocardiogram: return "HKDataTypeIdentifierElectrocardiogram"
    case .workout: return "HKWorkoutTypeIdentifier"
    case .route: return "HKWorkoutRouteTypeIdentifier"
    case .activitySummary: return "HKActivitySummaryTypeIdentifier"
    case .exportInfo, .characteristics, .opaque: return item.kind.rawValue
    }
  }

  /// A key for items without a UUID: one export record and one characteristics record per source (the
  /// newer replaces the older), one activity summary per day, an opaque record by its content.
  static func key(of item: HealthItem, line: String, origin: String?) -> UUID {
    let name: String
    switch item {
    case .exportInfo: name = "exportInfo|" + (origin ?? "")
    case .characteristics: name = "characteristics|" + (origin ?? "")
    case .activitySummary(let a): name = "activitySummary|" + a.dateComponents
    default: name = "line|" + line
    }
    return Identity.uuidV5(name: "wkconv-store|" + name)
  }
}

/// The NDJSON line of one item, exactly as the NDJSON writer writes it (without its newline).
final class StoreLineEncoder: ByteSink {
  private var bytes: [UInt8] = []
  private lazy var writer = NDJSONWriter(output: self)

  func write(_ view: ByteView) throws { bytes.append(view) }

  func line(for item: HealthItem) throws -> String {
    bytes.removeAll(keepingCapacity: true)
    try writer.receive(item)
    try writer.finish()
    if bytes.last == 0x0A { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
