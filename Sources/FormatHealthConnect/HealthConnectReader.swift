import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Reads a Health Connect export: `Health Connect.zip` holding `health_connect_export.db`, or the bare
/// database. Record tables become samples, sessions workouts and sleep; what is not mapped is reported per
/// table with its row count.
struct HealthConnectReader: FormatReader {
  let options: FormatOptions

  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    if let url = input.fileURL, try HealthConnectFormat.isArchive(url) {
      let archive = try ArchiveMembers.open(url)
      guard let member = HealthConnectFormat.databaseMember(archive.paths) else {
        throw ConversionError(
          .invalidInput, "a Health Connect export without its database (health_connect_export.db)",
          at: SourceLocation(file: archive.name))
      }
      let name = archive.memberName(member)
      try archive.withFile(member) { try read(file: $0, name: name, into: sink, context: context) }
      return
    }
    if let url = input.fileURL {
      try read(file: url, name: input.name, into: sink, context: context)
    } else {
      try Self.withNamedCopy(of: input) { try read(file: $0, name: input.name, into: sink, context: context) }
    }
  }

  /// Runs `body` with `input` copied to a private named temporary file, removed afterwards. SQLite resolves
  /// symbolic links in the paths it opens, so an unnamed spool (`/proc/self/fd/N`) cannot be opened by it.
  static func withNamedCopy<T>(of input: InputSource, _ body: (URL) throws -> T) throws -> T {
    let url = try TemporaryPaths.privateFile("health_connect_export.db")
    defer { try? FileManager.default.removeItem(at: url) }
    let sink = try BufferedFileSink(creating: url)
    try input.withChunks { try sink.write($0) }
    try sink.flush()
    try sink.close()
    return try body(url)
  }

  private func read(file: URL, name: String, into sink: any HealthItemSink, context: ConversionContext) throws
  {
    let database = try HealthConnectDatabase(url: file, name: name)
    let tables = try database.tableNames()
    guard tables.contains("application_info_table"), tables.contains(where: { $0.hasSuffix("_record_table") })
    else {
      throw ConversionError(
        .invalidInput, "not a Health Connect database (no application_info_table and record tables)",
        at: SourceLocation(file: name))
    }
    let version = try database.userVersion()
    guard HealthConnectSchema.versions.contains(version) else {
      throw ConversionError(
        .invalidInput,
        "a Health Connect database of schema version \(version); this reader knows versions "
          + "\(HealthConnectSchema.versions.lowerBound)–\(HealthConnectSchema.versions.upperBound)",
        at: SourceLocation(file: name), hint: "PRAGMA user_version names the schema")
    }
    let session = try HealthConnectSession(database: database, tables: tables, context: context)
    if context.request.workoutSamples, let assembly = context.workoutAssembly {
      try assembly(sink, context) { target, workoutsOnly in
        try session.readAll(into: target, workoutsOnly: workoutsOnly)
      }
    } else {
      try session.readAll(into: sink, workoutsOnly: false)
    }
    try session.reportUnmapped()
  }
}

/// One open database: its sources and devices, and the passes over its tables.
final class HealthConnectSession {
  let database: HealthConnectDatabase
  let tables: Set<String>
  let context: ConversionContext
  private(set) var sources: [Int64: Source] = [:]
  private(set) var devices: [Int64: Device] = [:]
  /// Whether skipped rows are reported: not in the workouts-only pass of a two-pass read, which meets the
  /// same rows again.
  private var reportsSkips = true

  init(database: HealthConnectDatabase, tables: Set<String>, context: ConversionContext) throws {
    self.database = database
    self.tables = tables
    self.context = context
    try require("application_info_table", ["row_id", "package_name", "app_name"])
    try require("device_info_table", ["row_id", "manufacturer", "model", "device_type"])
    try database.query("SELECT row_id, package_name, app_name FROM application_info_table") { row in
      guard let id = row.integer(0), let package = row.text(1) else { return }
      sources[id] = Source(
        name: row.text(2).flatMap { $0.isEmpty ? nil : $0 } ?? package, bundleIdentifier: package)
    }
    try database.query("SELECT row_id, manufacturer, model, device_type FROM device_info_table") { row in
      guard let id = row.integer(0) else { return }
      let manufacturer = row.text(1).flatMap { $0.isEmpty ? nil : $0 }
      let model = row.text(2).flatMap { $0.isEmpty ? nil : $0 }
      let type = row.integer(3) ?? 0
      guard manufacturer != nil || model != nil || type != 0 else { return }
      let typeName = Self.deviceTypes[type].map { [KeyValue("HealthConnectDeviceType", $0)] } ?? []
      devices[id] = Device(name: model, manufacturer: manufacturer, model: model, extra: typeName)
    }
  }

  /// `DeviceInfo.DeviceType` names.
  static let deviceTypes: [Int64: String] = [
    1: "watch", 2: "phone", 3: "scale", 4: "ring", 5: "head mounted", 6: "fitness band", 7: "chest strap",
    8: "smart display",
  ]

  /// Throws the located error naming the first of `columns` that `table` lacks.
  func require(_ table: String, _ columns: [String]) throws {
    guard tables.contains(table) else {
      throw ConversionError(
        .invalidInput, "a Health Connect database without the table \(table)",
        at: SourceLocation(file: database.name))
    }
    let present = try database.columns(of: table)
    if let missing = columns.first(where: { !present.contains($0) }) {
      throw ConversionError(
        .invalidInput, "a Health Connect database whose \(table) lacks the column `\(missing)`",
        at: SourceLocation(file: database.name, elementPath: table))
    }
  }

  /// Every mapped table, in a fixed order; with `workoutsOnly`, the exercise sessions alone.
  func readAll(into sink: any HealthItemSink, workoutsOnly: Bool) throws {
    reportsSkips = !workoutsOnly
    try readExercise(into: sink)
    if workoutsOnly { return }
    for mapping in HealthConnectSchema.quantityTables where tables.contains(mapping.table) {
      try readQuantities(mapping, into: sink)
    }
    for series in HealthConnectSchema.seriesTables where tables.contains(series.parent) {
      try readSeries(series, into: sink)
    }
    try readSleep(into: sink)
    try readBloodPressure(into: sink)
  }

  /// The header of a record row: its own UUID, source, device, client id/version, recording method.
  func header(_ row: HealthConnectDatabase.Row, start: Timestamp, end: Timestamp, base: Int32) -> SampleHeader
  {
    var metadata = Metadata()
    if let id = row.text(base + 3), !id.isEmpty { metadata.append(MetadataKeys.syncIdentifier, .string(id)) }
    if let version = row.text(base + 4), let number = Int64(version) {
      metadata.append(MetadataKeys.syncVersion, .integer(number))
    }
    if row.integer(base + 5) == 3 { metadata.append(MetadataKeys.wasUserEntered, .bool(true)) }
    return SampleHeader(
      uuid: Self.uuid(row.blob(base)) ?? UUID(), start: start, end: end,
      source: row.integer(base + 1).flatMap { sources[$0] },
      device: row.integer(base + 2).flatMap { devices[$0] },
      metadata: metadata)
  }

  /// The common columns in `header(_:start:end:base:)`'s order.
  static let headerColumns =
    "uuid, app_info_id, device_info_id, client_record_id, client_record_version, recording_method"

  /// The UUID of something derived from a record (a series entry, a stage, a route): name-based in the
  /// record's own UUID. Left at the all-zero placeholder when nothing downstream needs sample identities
  /// (`ReadRequest.sampleIdentities`, `ReaderTraits.derivedSampleIdentities`): hashing is most of the read.
  func derivedUUID(in record: UUID, _ name: String) -> UUID {
    context.request.sampleIdentities ? Identity.uuidV5(namespace: record, name: name) : Self.placeholderUUID
  }

  /// The placeholder identity of `derivedUUID(in:_:)`.
  static let placeholderUUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

  /// A 16-byte UUID blob.
  static func uuid(_ bytes: [UInt8]?) -> UUID? {
    guard let b = bytes, b.count == 16 else { return nil }
    return UUID(
      uuid: (
        b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
      ))
  }

  /// Epoch milliseconds and an offset in seconds as a timestamp.
  static func time(_ millis: Int64, _ offset: Int64?) -> Timestamp {
    Timestamp(date(millis), utcOffset: offset.map { Int($0) })
  }

  /// Epoch milliseconds as a date, exact to the millisecond (`Date(unixMilliseconds:)`).
  static func date(_ millis: Int64) -> Date { Date(unixMilliseconds: Double(millis)) }

  /// A row skipped for a missing time or value, counted per table.
  func reportSkipped(_ table: String, count: Int) {
    guard count > 0, reportsSkips else { return }
    context.warn(
      .healthConnectRowSkipped(rows: count, table: table),
      at: SourceLocation(file: database.name, elementPath: table), count: count)
  }

  /// One quantity table, one sample a row.
  func readQuantities(_ mapping: RecordMapping, into sink: any HealthItemSink) throws {
    let times =
      mapping.shape == .instant
      ? ["time", "zone_offset"] : ["start_time", "start_zone_offset", "end_time", "end_zone_offset"]
    try require(mapping.table, HealthConnectSchema.commonColumns + times + [mapping.column])
    let sql =
      "SELECT \(Self.headerColumns), \(mapping.column), \(times.joined(separator: ", ")) FROM \(mapping.table) ORDER BY row_id"
    var skipped = 0
    try database.query(sql) { row in
      guard let value = row.double(6), let startMillis = row.integer(7) else {
        skipped += 1
        return
      }
      let start = Self.time(startMillis, row.integer(8))
      let end = mapping.shape == .instant ? start : Self.time(row.integer(9) ?? startMillis, row.integer(10))
      let sample = QuantitySample(
        header: header(row, start: start, end: end, base: 0), type: mapping.type,
        quantity: try mapping.quantity(value))
      try sink.receive(.quantity(sample))
    }
    reportSkipped(mapping.table, count: skipped)
  }

  /// A series table: one sample per entry, at the parent record's offset, with a UUID derived from the
  /// parent's and the entry's time.
  func readSeries(_ series: HealthConnectSchema.Series, into sink: any HealthItemSink) throws {
    try require(series.parent, HealthConnectSchema.commonColumns + ["row_id", "start_zone_offset"])
    try require(series.child, ["parent_key", "epoch_millis", series.column])
    let sql = """
      SELECT \(Self.headerColumns.split(separator: ",").map { "p." + $0.trimmingWhitespace() }.joined(separator: ", ")),
        s.\(series.column), s.epoch_millis, p.start_zone_offset
      FROM \(series.child) s JOIN \(series.parent) p ON s.parent_key = p.row_id ORDER BY p.row_id, s.epoch_millis
      """
    var skipped = 0
    try database.query(sql) { row in
      guard let value = row.double(6), let millis = row.integer(7) else {
        skipped += 1
        return
      }
      let time = Self.time(millis, row.integer(8))
      var header = header(row, start: time, end: time, base: 0)
      // The record's client id names the whole series; entries sharing it would replace each other.
      header.metadata.removeAll(key: MetadataKeys.syncIdentifier)
      header.metadata.removeAll(key: MetadataKeys.syncVersion)
      header.uuid = derivedUUID(in: header.uuid, String(millis))
      try sink.receive(
        .quantity(QuantitySample(header: header, type: series.type, quantity: Quantity(value, series.unit))))
    }
    reportSkipped(series.child, count: skipped)
  }
}
