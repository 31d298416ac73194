import FormatKit
import FoundationEssentials
import WorkoutModel

extension HealthConnectSession {
  /// The interval columns after the common ones.
  static let intervalColumns = "start_time, start_zone_offset, end_time, end_zone_offset"

  /// Exercise sessions as workouts: laps and segments as events, the stored route as the workout's route.
  func readExercise(into sink: any HealthItemSink) throws {
    let table = "exercise_session_record_table"
    guard tables.contains(table) else { return }
    try require(table, HealthConnectSchema.commonColumns + ["row_id", "exercise_type", "title", "notes"])
    var sessions: [(Int64, Workout)] = []
    let sql =
      "SELECT \(Self.headerColumns), row_id, \(Self.intervalColumns), exercise_type, title, notes FROM \(table) ORDER BY row_id"
    var skipped = 0
    try database.query(sql) { row in
      guard let id = row.integer(6), let startMillis = row.integer(7) else {
        skipped += 1
        return
      }
      let start = Self.time(startMillis, row.integer(8))
      let end = Self.time(row.integer(9) ?? startMillis, row.integer(10))
      var header = header(row, start: start, end: end, base: 0)
      let type = row.integer(11) ?? 0
      if let title = row.text(12), !title.isEmpty {
        header.metadata.append("HealthConnectTitle", .string(title))
      }
      if let notes = row.text(13), !notes.isEmpty {
        header.metadata.append("HealthConnectNotes", .string(notes))
      }
      if HealthConnectSchema.indoorCodes.contains(type) {
        header.metadata.append(MetadataKeys.indoorWorkout, .bool(true))
      }
      header.metadata.append("HealthConnectExerciseType", .integer(type))
      let activity =
        HealthConnectSchema.activityTable[type].flatMap { WorkoutActivityType(name: $0) } ?? .other
      sessions.append((id, Workout(header: header, activityType: activity)))
    }
    reportSkipped(table, count: skipped)
    for (id, shell) in sessions {
      var workout = shell
      workout.events = try events(of: id, offset: shell.header.start.utcOffset)
      if let route = try route(of: id, workout: shell.header) { workout.routes = [route] }
      try sink.receive(.workout(workout))
    }
  }

  /// Laps (`.lap` with their length) and segments (`.segment` with type and repetitions), in time order.
  private func events(of session: Int64, offset: Int?) throws -> [WorkoutEvent] {
    var events: [WorkoutEvent] = []
    let offset64 = offset.map { Int64($0) }
    if tables.contains("exercise_laps_table") {
      try require("exercise_laps_table", ["parent_key", "lap_start_time", "lap_end_time", "lap_length"])
      let sql =
        "SELECT lap_start_time, lap_end_time, lap_length FROM exercise_laps_table WHERE parent_key = \(session)"
      try database.query(sql) { row in
        guard let start = row.integer(0), let end = row.integer(1) else { return }
        var metadata = Metadata()
        if let length = row.double(2), length > 0 {
          metadata.append("HealthConnectLapLength", .quantity(Quantity(length, .meter)))
        }
        events.append(
          WorkoutEvent(
            type: .lap, start: Self.time(start, offset64), duration: Double(end - start) / 1000,
            metadata: metadata))
      }
    }
    if tables.contains("exercise_segments_table") {
      try require(
        "exercise_segments_table",
        ["parent_key", "segment_start_time", "segment_end_time", "segment_type", "repetitions_count"])
      let sql = """
        SELECT segment_start_time, segment_end_time, segment_type, repetitions_count
        FROM exercise_segments_table WHERE parent_key = \(session)
        """
      try database.query(sql) { row in
        guard let start = row.integer(0), let end = row.integer(1) else { return }
        var metadata = Metadata()
        metadata.append("HealthConnectSegmentType", .integer(row.integer(2) ?? 0))
        if let count = row.integer(3), count > 0 {
          metadata.append("HealthConnectRepetitions", .integer(count))
        }
        events.append(
          WorkoutEvent(
            type: .segment, start: Self.time(start, offset64), duration: Double(end - start) / 1000,
            metadata: metadata))
      }
    }
    return events.sorted { $0.start < $1.start }
  }

  /// The session's stored route, nil when it has none.
  private func route(of session: Int64, workout: SampleHeader) throws -> WorkoutRoute? {
    let table = "exercise_route_table"
    guard tables.contains(table) else { return nil }
    try require(
      table,
      [
        "parent_key", "timestamp_millis", "latitude", "longitude", "altitude", "horizontal_accuracy",
        "vertical_accuracy",
      ])
    var locations: [Location] = []
    let sql = """
      SELECT timestamp_millis, latitude, longitude, altitude, horizontal_accuracy, vertical_accuracy
      FROM \(table) WHERE parent_key = \(session) ORDER BY timestamp_millis
      """
    try database.query(sql) { row in
      guard let millis = row.integer(0), let latitude = row.double(1), let longitude = row.double(2) else {
        return
      }
      locations.append(
        Location(
          time: Self.date(millis), latitude: latitude, longitude: longitude,
          altitude: row.double(3), horizontalAccuracy: row.double(4).flatMap { $0 > 0 ? $0 : nil },
          verticalAccuracy: row.double(5).flatMap { $0 > 0 ? $0 : nil }))
    }
    guard let first = locations.first, let last = locations.last else { return nil }
    let header = SampleHeader(
      uuid: Identity.uuidV5(namespace: workout.uuid, name: table),
      start: Timestamp(first.time, utcOffset: workout.start.utcOffset),
      end: Timestamp(last.time, utcOffset: workout.end.utcOffset), source: workout.source,
      device: workout.device)
    return WorkoutRoute(header: header, locations: locations)
  }

  /// Sleep sessions: an in-bed sample for the session and one sleep-analysis sample per stage.
  func readSleep(into sink: any HealthItemSink) throws {
    let table = "sleep_session_record_table"
    guard tables.contains(table) else { return }
    try require(table, HealthConnectSchema.commonColumns + ["row_id"])
    let type = "HKCategoryTypeIdentifierSleepAnalysis"
    let sql = "SELECT \(Self.headerColumns), row_id, \(Self.intervalColumns) FROM \(table) ORDER BY row_id"
    var sessions: [(Int64, SampleHeader)] = []
    var skipped = 0
    try database.query(sql) { row in
      guard let id = row.integer(6), let start = row.integer(7) else {
        skipped += 1
        return
      }
      let header = header(
        row, start: Self.time(start, row.integer(8)),
        end: Self.time(row.integer(9) ?? start, row.integer(10)), base: 0)
      sessions.append((id, header))
      let (value, name) = HealthConnectSchema.sleepValue(stage: 0)
      try sink.receive(.category(CategorySample(header: header, type: type, value: value, valueName: name)))
    }
    reportSkipped(table, count: skipped)
    guard tables.contains("sleep_stages_table") else { return }
    try require("sleep_stages_table", ["parent_key", "stage_start_time", "stage_end_time", "stage_type"])
    for (id, session) in sessions {
      let sql = """
        SELECT stage_start_time, stage_end_time, stage_type FROM sleep_stages_table
        WHERE parent_key = \(id) ORDER BY stage_start_time
        """
      try database.query(sql) { row in
        guard let start = row.integer(0), let end = row.integer(1), let stage = row.integer(2) else { return }
        let offset = session.start.utcOffset.map { Int64($0) }
        var header = SampleHeader(
          uuid: derivedUUID(in: session.uuid, "stage:\(start)"),
          start: Self.time(start, offset), end: Self.time(end, offset), source: session.source,
          device: session.device)
        header.metadata.append("HealthConnectSleepStage", .integer(stage))
        let (value, name) = HealthConnectSchema.sleepValue(stage: stage)
        try sink.receive(.category(CategorySample(header: header, type: type, value: value, valueName: name)))
      }
    }
  }

  /// Blood pressure readings as HealthKit's blood-pressure correlation (systolic and diastolic, mmHg).
  func readBloodPressure(into sink: any HealthItemSink) throws {
    let table = "blood_pressure_record_table"
    guard tables.contains(table) else { return }
    try require(table, HealthConnectSchema.commonColumns + ["time", "zone_offset", "systolic", "diastolic"])
    let sql =
      "SELECT \(Self.headerColumns), time, zone_offset, systolic, diastolic FROM \(table) ORDER BY row_id"
    var skipped = 0
    try database.query(sql) { row in
      guard let millis = row.integer(6), let systolic = row.double(8), let diastolic = row.double(9) else {
        skipped += 1
        return
      }
      let time = Self.time(millis, row.integer(7))
      let header = header(row, start: time, end: time, base: 0)
      func member(_ type: String, _ value: Double) -> CorrelationMember {
        var h = SampleHeader(
          uuid: derivedUUID(in: header.uuid, type),
          start: time,
          end: time, source: header.source, device: header.device)
        h.metadata = Metadata()
        return .quantity(
          QuantitySample(header: h, type: type, quantity: Quantity(value, .millimeterOfMercury)))
      }
      let members = [
        member("HKQuantityTypeIdentifierBloodPressureSystolic", systolic),
        member("HKQuantityTypeIdentifierBloodPressureDiastolic", diastolic),
      ]
      try sink.receive(
        .correlation(
          Correlation(header: header, type: "HKCorrelationTypeIdentifierBloodPressure", members: members)))
    }
    reportSkipped(table, count: skipped)
  }

  /// One loss per record table with rows that no rule maps (and the rows of its child tables).
  func reportUnmapped() throws {
    let mapped = Set(HealthConnectSchema.quantityTables.map(\.table))
      .union(HealthConnectSchema.seriesTables.map(\.parent)).union(HealthConnectSchema.sessionTables)
    for table in tables.sorted() where !mapped.contains(table) {
      guard try database.columns(of: table).contains("uuid") else { continue }
      let rows = try database.count(table)
      guard rows > 0 else { continue }
      let children = HealthConnectSchema.childTables.filter { $0.value == table && tables.contains($0.key) }
        .keys.sorted()
      let childRows = try children.map { Loss.ChildRows(table: $0, rows: try database.count($0)) }
      context.lose(
        .notMapped("health-connect", table), in: "Health Connect export", count: rows,
        .healthConnectNotMapped(children: childRows),
        at: SourceLocation(file: database.name, elementPath: table))
    }
  }
}
