import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Reads a Samsung Health export: each data CSV by its type; exercise rows joined to their `live_data`
/// and `location_data` side files. Files of other types are reported with their row counts.
struct SamsungHealthReader: FormatReader {
  /// The largest JSON side file read whole.
  static let memberLimit = 256 << 20

  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    if let url = input.fileURL, Self.isArchive(url) {
      let archive = try ArchiveMembers.open(url)
      let reading = SamsungHealthMembers(archive: archive, sink: sink, context: context)
      for path in archive.paths where SamsungHealthFormat.isDataFile(path) {
        do {
          let table = try SamsungHealthTable(path: path, open: { try archive.input(path) }) {
            archive.location(path, line: $0)
          }
          try reading.read(table)
        } catch let error as ConversionError {
          try context.recovered(from: error)
        }
      }
      return
    }
    // A lone CSV is read in two passes (header, rows): a stream is spooled to a file first.
    let (url, cleanup) = try input.materializedFile()
    defer { cleanup() }
    let table = try SamsungHealthTable(path: input.name, open: { InputSource(file: url, name: input.name) }) {
      SourceLocation(file: input.name, line: $0)
    }
    try SamsungHealthMembers(archive: nil, sink: sink, context: context).read(table)
  }

  /// A folder, or a file starting with the zip magic.
  static func isArchive(_ url: URL) -> Bool {
    var directory: Bool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &directory), directory {
      return true
    }
    guard let handle = try? ReadableFile(path: url.path) else { return false }
    return (try? handle.read(upToCount: 4))?.elementsEqual([0x50, 0x4B, 0x03, 0x04]) ?? false
  }
}

/// The mapping of one export's tables into items.
final class SamsungHealthMembers {
  let archive: ArchiveMembers?
  let sink: any HealthItemSink
  let context: ConversionContext
  /// Side files under `jsons/` by file name (their sharding folders vary).
  lazy var sideFiles: [String: String] = {
    var byName: [String: String] = [:]
    for path in archive?.paths ?? [] where path.hasPrefix("jsons/") || path.contains("/jsons/") {
      byName[path.split(separator: "/").last.map(String.init) ?? path] = path
    }
    return byName
  }()

  init(archive: ArchiveMembers?, sink: any HealthItemSink, context: ConversionContext) {
    self.archive = archive
    self.sink = sink
    self.context = context
  }

  /// Reads one table by its type.
  func read(_ table: SamsungHealthTable) throws {
    switch table.type {
    case "tracker.pedometer_day_summary": try readDaySummary(table)
    case "tracker.heart_rate": try readHeartRate(table)
    case "sleep": try readSleep(table)
    case "sleep_stage": try readSleepStages(table)
    case "weight": try readWeight(table)
    case "exercise": try readExercise(table)
    default:
      let rows = try table.rowCount()
      guard rows > 0 else { return }
      context.lose(
        .notMapped("samsung-health", table.fullType), in: "Samsung Health export", count: rows,
        .samsungHealthNotMapped, at: table.location(nil))
    }
  }

  /// The header every sample of a row gets (`identified`: a workout's, always hashed): UUID from the row's
  /// `datauuid` (or its place), the offset
  /// from `time_offset`, the device UUID as the device's local identifier.
  func header(
    _ table: SamsungHealthTable, _ fields: [String], line: Int, start: Timestamp, end: Timestamp, key: String,
    identified: Bool = false
  ) -> SampleHeader {
    let datauuid = table.column("datauuid").map { fields.indices.contains($0) ? fields[$0] : "" } ?? ""
    let device = table.column("deviceuuid").flatMap { fields.indices.contains($0) ? fields[$0] : nil }
    var metadata = Metadata()
    if !datauuid.isEmpty {
      metadata.append(MetadataKeys.syncIdentifier, .string(datauuid + (key.isEmpty ? "" : ":" + key)))
    }
    let name = datauuid.isEmpty ? "\(table.path):\(line)" : datauuid
    let uuid =
      identified || context.request.sampleIdentities
      ? Identity.uuidV5(name: "samsung-health:\(table.fullType):\(name):\(key)") : Self.placeholderUUID
    return SampleHeader(
      uuid: uuid, start: start, end: end,
      source: Self.source, device: device.flatMap { $0.isEmpty ? nil : Device(localIdentifier: $0) },
      metadata: metadata)
  }

  /// The identity of samples when nothing downstream needs theirs (`ReadRequest.sampleIdentities`,
  /// `ReaderTraits.derivedSampleIdentities`): hashing is most of the read. Workouts and routes always get theirs.
  static let placeholderUUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

  /// The source every item names.
  static let source = Source(name: "Samsung Health", bundleIdentifier: "com.sec.android.app.shealth")

  /// A field by column, "" when the row is short.
  static func field(_ fields: [String], _ column: Int?) -> String {
    guard let column, fields.indices.contains(column) else { return "" }
    return fields[column]
  }

  /// The row's start (and end) with its offset; a row without a parsable start is counted and skipped.
  func times(
    _ table: SamsungHealthTable, _ fields: [String], start: Int, end: Int?
  ) -> (Timestamp, Timestamp)? {
    let offset = SamsungTime.offset(Self.field(fields, table.column("time_offset")))
    guard let first = SamsungTime.timestamp(Self.field(fields, start), offset: offset) else { return nil }
    let last = end.flatMap { SamsungTime.timestamp(Self.field(fields, $0), offset: offset) } ?? first
    return (first, last)
  }

  /// Rows skipped for a missing time or value, one warning per file.
  func reportSkipped(_ table: SamsungHealthTable, count: Int, firstLine: Int?) {
    guard count > 0 else { return }
    context.warn(
      .samsungHealthRowSkipped(rows: count, table: table.fullType),
      at: table.location(firstLine), count: count)
  }

  /// Calls `body` with each row that has a start time (its fields, line, start and end); `body` returns
  /// whether it used the row. Rows without a time, and rows `body` could not use, are counted and reported
  /// once (`reportSkipped`).
  func forEachTimedRow(
    _ table: SamsungHealthTable, start: Int, end: Int?,
    _ body: (_ fields: [String], _ line: Int, _ start: Timestamp, _ end: Timestamp) throws -> Bool
  ) throws {
    var skipped = 0
    var firstSkipped: Int?
    try table.forEachRow { fields, line in
      var used = false
      if let (first, last) = times(table, fields, start: start, end: end) {
        used = try body(fields, line, first, last)
      }
      if !used {
        skipped += 1
        firstSkipped = firstSkipped ?? line
      }
    }
    reportSkipped(table, count: skipped, firstLine: firstSkipped)
  }

  /// A quantity sample per value column present in a row.
  func quantities(_ table: SamsungHealthTable, start: Int, end: Int?, values: [SamsungValue]) throws {
    let columns = values.map { table.column($0.column) }
    try forEachTimedRow(table, start: start, end: end) { fields, line, first, last in
      var any = false
      for (value, column) in zip(values, columns) {
        guard let number = Double(Self.field(fields, column)) else { continue }
        any = true
        let header = header(table, fields, line: line, start: first, end: last, key: value.column)
        try sink.receive(
          .quantity(QuantitySample(header: header, type: value.type, quantity: try value.quantity(number))))
      }
      return any
    }
  }

  /// Daily totals: `day_time` is the local date's UTC midnight in epoch milliseconds, so each sample covers
  /// that calendar day, kept at offset 0.
  func readDaySummary(_ table: SamsungHealthTable) throws {
    let day = try table.require("day_time")
    let values = [
      SamsungValue("step_count", "HKQuantityTypeIdentifierStepCount", .count),
      SamsungValue("distance", "HKQuantityTypeIdentifierDistanceWalkingRunning", .meter),
      SamsungValue("calorie", "HKQuantityTypeIdentifierActiveEnergyBurned", .kilocalorie),
    ]
    _ = try table.require("step_count")
    let columns = values.map { table.column($0.column) }
    var skipped = 0
    var firstSkipped: Int?
    try table.forEachRow { fields, line in
      guard let millis = Int64(Self.field(fields, day)) else {
        skipped += 1
        firstSkipped = firstSkipped ?? line
        return
      }
      let start = Timestamp(SamsungTime.date(millis: Double(millis)), utcOffset: 0)
      for (value, column) in zip(values, columns) {
        guard let number = Double(Self.field(fields, column)) else { continue }
        let header = header(
          table, fields, line: line, start: start, end: start.adding(86_400), key: value.column)
        try sink.receive(
          .quantity(QuantitySample(header: header, type: value.type, quantity: try value.quantity(number))))
      }
    }
    reportSkipped(table, count: skipped, firstLine: firstSkipped)
  }

  /// Heart rate: one sample per row (`heart_rate`; `min`/`max` kept as metadata when they differ).
  func readHeartRate(_ table: SamsungHealthTable) throws {
    let start = try table.require("start_time")
    _ = try table.require("heart_rate")
    try quantities(
      table, start: start, end: table.column("end_time"),
      values: [SamsungValue("heart_rate", "HKQuantityTypeIdentifierHeartRate", .countPerMinute)])
  }

  /// Weight in kilograms, and body fat (percent 0–100) when the row has it.
  func readWeight(_ table: SamsungHealthTable) throws {
    let start = try table.require("start_time")
    _ = try table.require("weight")
    try quantities(
      table, start: start, end: nil,
      values: [
        SamsungValue("weight", "HKQuantityTypeIdentifierBodyMass", .kilogram),
        SamsungValue("height", "HKQuantityTypeIdentifierHeight", .centimeter, to: .meter),
        SamsungValue("body_fat", "HKQuantityTypeIdentifierBodyFatPercentage", .percent, fraction: true),
      ])
  }
}

/// A value column of a Samsung CSV and the quantity it becomes.
struct SamsungValue {
  let column: String
  let type: String
  /// The unit Samsung writes.
  let unit: QuantityUnit
  /// The unit the sample carries, converted with the unit machinery.
  let target: QuantityUnit?
  /// Percent 0–100 written; HealthKit's `%` is a fraction.
  let fraction: Bool

  init(
    _ column: String, _ type: String, _ unit: QuantityUnit, to target: QuantityUnit? = nil,
    fraction: Bool = false
  ) {
    self.column = column
    self.type = type
    self.unit = unit
    self.target = target
    self.fraction = fraction
  }

  func quantity(_ value: Double) throws -> Quantity {
    let written = Quantity(fraction ? value / 100 : value, unit)
    guard let target else { return written }
    return try written.converted(to: target)
  }
}
