import FormatKit
import Foundation
import WorkoutModel

/// A flat CSV for analysis (DuckDB, pandas, spreadsheets): one row per sample, per series entry, per
/// workout, per workout event and per route point, in one table with a `record` column.
///
/// Columns (always all of them, in this order; empty when not applicable):
///
/// | column | meaning |
/// |---|---|
/// | `record` | `sample`, `series`, `workout`, `event`, `statistic`, `route_point`, `category`, `summary` |
/// | `uuid` | the object's UUID (series entries and route points: their sample's or route's UUID) |
/// | `workout_uuid` | the workout a row belongs to, if any |
/// | `type` | quantity/category type, workout activity type, event type or statistic's quantity type |
/// | `start`, `end` | ISO 8601 with offset |
/// | `value`, `unit` | the quantity (series entries: the entry's value; statistics: the sum or average); categories: the value's number and name |
/// | `minimum`, `maximum` | statistics only |
/// | `source`, `device` | provenance |
/// | `duration_s` | workouts: active seconds; events: duration |
/// | `latitude`, `longitude`, `altitude_m`, `speed_mps` | route points |
/// | `metadata` | the object's metadata as a JSON array of `[key, value]` pairs |
///
/// CSV quoting follows RFC 4180. The output is read-only for wkconv: CSV cannot be read back.
public struct CSVFormat: WorkoutFormat {
  /// The column names, in order.
  public static let columns = [
    "record", "uuid", "workout_uuid", "type", "start", "end", "value", "unit", "minimum", "maximum", "source",
    "device", "duration_s", "latitude", "longitude", "altitude_m", "speed_mps", "metadata",
  ]

  /// Makes the format.
  public init() {}

  public var descriptor: FormatDescriptor {
    var writes = Set(Capability.allCases)
    writes.subtract([.characteristics, .exportInfo, .opaque, .heartbeatSeries, .correlations, .routeAccuracy])
    return FormatDescriptor(
      id: .csv, name: "CSV (flat analysis table)", fileExtensions: ["csv"], mediaType: "text/csv",
      capabilities: FormatCapabilities(reads: [], writes: writes), canRead: false, canWrite: true,
      workoutsPerFile: .many)
  }

  public func sniff(_ prefix: [UInt8]) -> SniffResult { .no }

  public func makeReader(options: FormatOptions) -> (any FormatReader)? { nil }

  public func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    CSVWriter(output: output)
  }
}

/// Writes the flat CSV table.
public final class CSVWriter: FormatWriter {
  private let output: any ByteSink
  private var line: [UInt8] = []
  private let metadataEncoder: JSONEncoder

  /// Makes a writer; the header row is written at once.
  public init(output: any ByteSink) {
    self.output = output
    metadataEncoder = JSONEncoder()
    metadataEncoder.outputFormatting = [.withoutEscapingSlashes]
    line = Array(CSVFormat.columns.joined(separator: ",").utf8) + [0x0A]
  }

  private func row(_ fields: [String: String]) throws {
    for (index, column) in CSVFormat.columns.enumerated() {
      if index > 0 { line.append(UInt8(ascii: ",")) }
      if let value = fields[column] { appendField(value) }
    }
    line.append(0x0A)
    if line.count > 1 << 16 { try flushLine() }
  }

  private func flushLine() throws {
    try output.write(line)
    line.removeAll(keepingCapacity: true)
  }

  private func appendField(_ text: String) {
    let bytes = Array(text.utf8)
    if bytes.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) {
      line.append(UInt8(ascii: "\""))
      for b in bytes {
        if b == UInt8(ascii: "\"") { line.append(b) }
        line.append(b)
      }
      line.append(UInt8(ascii: "\""))
    } else {
      line.append(contentsOf: bytes)
    }
  }

  private func number(_ value: Double?) -> String? { value.map(NumberText.shortest) }

  private func metadata(_ m: Metadata) -> String? {
    guard !m.isEmpty, let data = try? metadataEncoder.encode(m) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  private func base(_ header: SampleHeader, record: String, type: String, workout: UUID?) -> [String: String] {
    var f: [String: String] = [
      "record": record, "uuid": header.uuid.uuidString, "type": type, "start": header.start.description,
      "end": header.end.description,
    ]
    if let workout { f["workout_uuid"] = workout.uuidString }
    if let source = header.source?.name { f["source"] = source }
    if let device = header.device, let name = device.name ?? device.model { f["device"] = [device.manufacturer, name].compactMap { $0 }.joined(separator: " ") }
    if let m = metadata(header.metadata) { f["metadata"] = m }
    return f
  }

  private func quantity(_ q: QuantitySample, workout: UUID?) throws {
    var f = base(q.header, record: "sample", type: q.type, workout: workout)
    f["value"] = number(q.quantity.value)
    f["unit"] = q.quantity.unit.unitString
    try row(f)
    for entry in q.series {
      var s: [String: String] = [
        "record": "series", "uuid": q.header.uuid.uuidString, "type": q.type,
        "start": Timestamp(entry.start, utcOffset: q.header.start.utcOffset).description,
        "end": Timestamp(entry.end, utcOffset: q.header.start.utcOffset).description,
        "value": NumberText.shortest(entry.value), "unit": q.quantity.unit.unitString,
      ]
      if let workout { s["workout_uuid"] = workout.uuidString }
      if let source = q.header.source?.name { s["source"] = source }
      try row(s)
    }
  }

  private func category(_ c: CategorySample, workout: UUID?) throws {
    var f = base(c.header, record: "category", type: c.type, workout: workout)
    // `value` stays numeric (DuckDB and pandas type the column as a number); the name goes in `unit`.
    f["value"] = c.value.map(String.init)
    f["unit"] = c.valueName
    try row(f)
  }

  private func statistic(_ s: WorkoutStatistics, workout: UUID, offset: Int?) throws {
    var f: [String: String] = [
      "record": "statistic", "workout_uuid": workout.uuidString, "type": s.type, "start": s.start.description,
      "end": s.end.description, "unit": s.unit.unitString,
    ]
    f["value"] = number(s.sum ?? s.average)
    f["minimum"] = number(s.minimum)
    f["maximum"] = number(s.maximum)
    try row(f)
  }

  public func receive(_ item: HealthItem) throws {
    switch item {
    case .quantity(let q): try quantity(q, workout: nil)
    case .category(let c): try category(c, workout: nil)
    case .correlation(let c):
      for member in c.members {
        switch member {
        case .quantity(let q): try quantity(q, workout: nil)
        case .category(let s): try category(s, workout: nil)
        }
      }
    case .workout(let w):
      var f = base(w.header, record: "workout", type: w.activityType.name, workout: nil)
      f["duration_s"] = number(w.duration ?? w.header.duration)
      try row(f)
      let id = w.header.uuid
      for e in w.events {
        var r: [String: String] = [
          "record": "event", "workout_uuid": id.uuidString, "type": e.type.name, "start": e.start.description,
          "end": e.end.description, "duration_s": NumberText.shortest(e.duration),
        ]
        if let m = metadata(e.metadata) { r["metadata"] = m }
        try row(r)
      }
      for s in w.statistics { try statistic(s, workout: id, offset: nil) }
      for sample in w.samples {
        switch sample {
        case .quantity(let q): try quantity(q, workout: id)
        case .category(let c): try category(c, workout: id)
        case .heartbeatSeries: break
        }
      }
      for route in w.routes { try routePoints(route, workout: id) }
    case .route(let r): try routePoints(r, workout: nil)
    case .activitySummary(let s):
      var f: [String: String] = ["record": "summary", "type": "HKActivitySummary", "start": s.dateComponents]
      f["value"] = number(s.activeEnergyBurned?.value)
      f["unit"] = s.activeEnergyBurned?.unit.unitString
      try row(f)
    default:
      break
    }
  }

  private func routePoints(_ route: WorkoutRoute, workout: UUID?) throws {
    for p in route.locations {
      var f: [String: String] = [
        "record": "route_point", "uuid": route.header.uuid.uuidString, "type": "HKWorkoutRoute",
        "start": Timestamp(p.time, utcOffset: route.header.start.utcOffset).description,
        "latitude": NumberText.shortest(p.latitude), "longitude": NumberText.shortest(p.longitude),
      ]
      if let workout { f["workout_uuid"] = workout.uuidString }
      f["altitude_m"] = number(p.altitude)
      f["speed_mps"] = number(p.speed)
      try row(f)
    }
  }

  public func finish() throws {
    try flushLine()
  }
}
