import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The CSV tree (`Physical Activity_GoogleData/`, `Health Fitness Data_GoogleData/`): a header row, UTC
/// timestamps (`…Z` or `+0000`), units spelled in the header, the device in a `data source` column.
extension FitbitRun {
  /// A CSV member's header: its columns by lower-cased name.
  struct Table {
    var columns: [String: Int]

    func field(_ row: [String], _ name: String) -> String? {
      guard let i = columns[name], i < row.count else { return nil }
      let value = row[i].trimmingWhitespace()
      return value.isEmpty ? nil : value
    }
  }

  /// Streams a CSV member's rows (blank lines skipped) to `body` with their line, after checking the header
  /// names every `required` column.
  func eachRow(
    _ member: FitbitLayout.Member, requiring required: [String],
    _ body: (Table, Int, [String]) throws -> Void
  ) throws {
    let rows = try CSVRows(members.input(member.path))
    guard let header = try rows.next() else {
      throw damaged("an empty CSV file (no header row)", in: member.path)
    }
    var columns: [String: Int] = [:]
    for (i, name) in header.enumerated() {
      columns[name.trimmingWhitespace().lowercased()] = i
    }
    for name in required where columns[name] == nil { throw missing("the column `\(name)`", in: member.path) }
    let table = Table(columns: columns)
    while let row = try rows.next() {
      if row.count == 1 && row[0].isEmpty { continue }
      try body(table, rows.line, row)
    }
  }

  func utc(_ text: String?, _ member: FitbitLayout.Member, line: Int, column: String) throws -> Timestamp {
    guard let text else { throw damaged("`\(column)` is empty", in: member.path, line: line) }
    guard let stamp = ISO8601Timestamp.parse(text), FitbitClock.hasZone(text) else {
      throw damaged(
        "`\(column)` \"\(text)\" is not an ISO 8601 time with its zone", in: member.path, line: line)
    }
    return Timestamp(stamp.date)
  }

  func number(_ text: String?, _ member: FitbitLayout.Member, line: Int, column: String) throws -> Double {
    guard let text, let value = Double(text), value.isFinite else {
      throw damaged("`\(column)` \"\(text ?? "")\" is not a number", in: member.path, line: line)
    }
    return value
  }

  enum TreeKind {
    case heartRate, steps, distance, oxygenSaturation, weightGrams

    var column: String {
      switch self {
      case .heartRate: "beats per minute"
      case .steps: "steps"
      case .distance: "distance"
      case .oxygenSaturation: "oxygen saturation percentage"
      case .weightGrams: "weight grams"
      }
    }
  }

  /// One value a row: heart rate (instant, filling exercise windows), steps and distance (metres) per
  /// minute, SpO2 percent (instant, 0–1 in HealthKit), weight grams (instant).
  func readTreeSeries(_ member: FitbitLayout.Member, kind: TreeKind) throws {
    try eachRow(member, requiring: ["timestamp", kind.column]) { t, line, row in
      let start = try utc(t.field(row, "timestamp"), member, line: line, column: "timestamp")
      let value = try number(t.field(row, kind.column), member, line: line, column: kind.column)
      // The data source names a Fitbit tracker, the Fitbit app or a phone (GPS): its maker is not written.
      let device = t.field(row, "data source").map { Device(name: $0) }
      let id = uuid(member.path, "\(line)")
      switch kind {
      case .heartRate:
        if windows.takeHeartRate(value, at: start.date) { return }
        try emitQuantity(
          HKType.heartRate, Quantity(value, .countPerMinute), start: start, end: start, id: id, device: device
        )
      case .steps:
        try emitQuantity(
          HKType.steps, Quantity(value, .count), start: start, end: start.adding(60), id: id, device: device)
      case .distance:
        try emitQuantity(
          HKType.distanceWalkingRunning, Quantity(value, .meter), start: start, end: start.adding(60), id: id,
          device: device)
      case .oxygenSaturation:
        try emitQuantity(
          HKType.oxygenSaturation, Quantity(value / 100, .percent), start: start, end: start, id: id,
          device: device)
      case .weightGrams:
        try emitQuantity(
          HKType.bodyMass, try Quantity(value, .gram).converted(to: .kilogram), start: start, end: start,
          id: id,
          device: device)
      }
    }
  }

  /// GPS fixes: each joins the exercise whose window holds it; fixes outside every exercise are reported.
  func readFixes(_ member: FitbitLayout.Member) throws {
    var outside = 0
    try eachRow(member, requiring: ["timestamp", "latitude", "longitude"]) { t, line, row in
      let time = try utc(t.field(row, "timestamp"), member, line: line, column: "timestamp")
      let latitude = try number(t.field(row, "latitude"), member, line: line, column: "latitude")
      let longitude = try number(t.field(row, "longitude"), member, line: line, column: "longitude")
      guard abs(latitude) <= 90, abs(longitude) <= 180 else {
        throw damaged("a fix outside the globe (\(latitude), \(longitude))", in: member.path, line: line)
      }
      let altitude = t.field(row, "altitude").flatMap(Double.init)
      let location = Location(time: time.date, latitude: latitude, longitude: longitude, altitude: altitude)
      if try !windows.takeFix(location) { outside += 1 }
    }
    if outside > 0 {
      context.warn(
        .fitbitFixesOutsideExercises(fixes: outside),
        at: members.location(member.path), count: outside)
    }
  }

  /// `UserExercises`: UTC start/end `YYYY-MM-DD HH:MM:SS+0000`, the local `utc_offset`, tracker totals in
  /// millimetres.
  func readTreeExercises(_ member: FitbitLayout.Member) throws {
    try eachRow(member, requiring: ["exercise_start", "exercise_end"]) { t, line, row in
      let start = try utc(t.field(row, "exercise_start"), member, line: line, column: "exercise_start")
      let end = try utc(t.field(row, "exercise_end"), member, line: line, column: "exercise_end")
      let name = t.field(row, "activity_name") ?? t.field(row, "exercise_type") ?? ""
      var e = FitbitExercise(
        path: member.path, key: t.field(row, "exercise_id") ?? "\(line)", name: name,
        start: start.unixSeconds,
        end: end.unixSeconds)
      e.offset = t.field(row, "utc_offset").flatMap(FitbitClock.offset)
      if let offset = e.offset { offsets[Self.isoDay(e.start + Double(offset))] = offset }
      e.steps = t.field(row, "tracker_total_steps").flatMap(Double.init)
      e.kilocalories = t.field(row, "tracker_total_calories").flatMap(Double.init)
      e.meters = try t.field(row, "tracker_total_distance_mm").flatMap(Double.init).map {
        try Quantity($0, QuantityUnit(parsing: "mm")).converted(to: .meter).value
      }
      e.averageHeartRate = t.field(row, "tracker_avg_heart_rate").flatMap(Double.init)
      e.device = t.field(row, "data source") ?? t.field(row, "data_source")
      e.logType = t.field(row, "log_type")
      windows.add(e)
    }
  }

  /// `UserSleepStages`: one row per stage, UTC start/end with their local offsets; each sleep's in-bed
  /// sample spans its stages.
  func readTreeSleepStages(_ member: FitbitLayout.Member) throws {
    var sessions: [String: (start: Timestamp, end: Timestamp)] = [:]
    var order: [String] = []
    try eachRow(member, requiring: ["sleep_stage_type", "sleep_stage_start", "sleep_stage_end"]) {
      t, line, row in
      let offset = t.field(row, "start_utc_offset").flatMap(FitbitClock.offset)
      var start = try utc(t.field(row, "sleep_stage_start"), member, line: line, column: "sleep_stage_start")
      var end = try utc(t.field(row, "sleep_stage_end"), member, line: line, column: "sleep_stage_end")
      start.utcOffset = offset
      end.utcOffset = t.field(row, "end_utc_offset").flatMap(FitbitClock.offset) ?? offset
      let level = t.field(row, "sleep_stage_type") ?? ""
      guard let stage = SleepStage(fitbit: level) else {
        throw damaged("unknown sleep_stage_type \"\(level)\"", in: member.path, line: line)
      }
      try emitSleep(stage, start: start, end: end, id: uuid(member.path, "\(line)"))
      let session = t.field(row, "sleep_id") ?? "\(line)"
      if let known = sessions[session] {
        sessions[session] = (min(known.start, start), max(known.end, end))
      } else {
        sessions[session] = (start, end)
        order.append(session)
      }
    }
    for session in order {
      let (start, end) = sessions[session]!
      var metadata = Metadata()
      metadata.append(Self.logIDKey, .string(session))
      try emitSleep(
        .inBed, start: start, end: end, id: uuid(member.path, "sleep/\(session)"), metadata: metadata)
    }
  }
}
