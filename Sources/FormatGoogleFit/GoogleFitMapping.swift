import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

extension GoogleFitRun {
  static let activityKey = "GoogleFitActivity"
  static let heartMinutesKey = "GoogleFitHeartMinutes"
  static let activeMinutesKey = "GoogleFitActiveMinutes"

  /// A session (`All Sessions/*.json`): `fitnessActivity`, UTC `startTime`/`endTime`, `duration "974.582s"`,
  /// `aggregate[{metricName, floatValue|intValue}]` as the workout's statistics.
  func readSession(_ data: Data, path: String) throws {
    let session = try ExportJSON.object(data, at: location(path))
    guard let startText = session["startTime"] as? String, let endText = session["endTime"] as? String else {
      throw GoogleFitLayoutError(
        error: ConversionError(
          .invalidInput, "a Google Fit session lacks `startTime`/`endTime`", at: location(path)))
    }
    guard let start = ISO8601Timestamp.parse(startText), let end = ISO8601Timestamp.parse(endText) else {
      throw ConversionError(.invalidInput, "unreadable session start or end time", at: location(path))
    }
    let name = (session["fitnessActivity"] as? String) ?? ""
    let offset = GoogleFitLayout.sessionStart(Self.fileName(path)).flatMap(ISO8601Timestamp.parse)?.utcOffset
    let s = Timestamp(start.date, utcOffset: offset)
    let e = Timestamp(end.date, utcOffset: offset)
    var metadata = Metadata()
    metadata.append(Self.activityKey, .string(name))
    var statistics: [WorkoutStatistics] = []
    for aggregate in (session["aggregate"] as? [[String: Any]]) ?? [] {
      guard let metric = aggregate["metricName"] as? String,
        let number = (aggregate["floatValue"] ?? aggregate["intValue"]) as? JSONNumber
      else { continue }
      let v = number.doubleValue
      if metric.contains("step_count") {
        statistics.append(WorkoutStatistics(type: HKType.steps, start: s, end: e, unit: .count, sum: v))
      } else if metric.contains("distance") {
        statistics.append(WorkoutStatistics(type: HKType.distance, start: s, end: e, unit: .meter, sum: v))
      } else if metric.contains("calories") {
        statistics.append(
          WorkoutStatistics(type: HKType.activeEnergy, start: s, end: e, unit: .kilocalorie, sum: v))
      } else if metric.contains("heart_minutes") {
        metadata.append(Self.heartMinutesKey, .number(v))
      } else if metric.contains("active_minutes") {
        metadata.append(Self.activeMinutesKey, .number(v))
      }
    }
    let duration = (session["duration"] as? String).flatMap { Double($0.dropLast()) }
    let header = SampleHeader(
      uuid: uuid(path, "session"), start: s, end: e, source: source, metadata: metadata)
    try sink.receive(
      .workout(
        Workout(
          header: header, activityType: Self.activityTable[name.lowercased()] ?? .other,
          duration: duration ?? e.timeIntervalSince(s), statistics: statistics)))
  }

  /// The columns read from daily metrics: cumulative values over the row's interval (a local day or 15 min).
  static let mappedColumns: [String: (type: String, unit: QuantityUnit)] = [
    "Step count": (HKType.steps, .count), "Distance (m)": (HKType.distance, .meter),
    "Average weight (kg)": (HKType.bodyMass, .kilogram),
  ]
  /// Columns that are the row's interval.
  static let timeColumns: Set<String> = ["Date", "Start time", "End time"]

  /// A daily metrics CSV: the summary (`Date` = local day, no offset) when `day` is nil, else a per-day file
  /// (`Start time`/`End time` = time of day with offset, the date from the file name).
  func readDaily(_ data: Data, path: String, day: String?) throws {
    let rows = try CSVRows(data: data, name: location(path).file ?? path)
    guard let header = try rows.next() else {
      throw ConversionError(.invalidInput, "an empty CSV file (no header row)", at: location(path))
    }
    let needed = day == nil ? ["Date"] : ["Start time", "End time"]
    for name in needed where !header.contains(name) {
      throw GoogleFitLayoutError(
        error: ConversionError(
          .invalidInput, "a Google Fit daily activity metrics CSV lacks the column `\(name)`",
          at: location(path)))
    }
    let index = Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    while let row = try rows.next() {
      let line = rows.line
      if row.count == 1 && row[0].isEmpty { continue }
      func cell(_ name: String) -> String? {
        guard let i = index[name], i < row.count, !row[i].isEmpty else { return nil }
        return row[i]
      }
      guard let (start, end) = try interval(cell, day: day, path: path, line: line) else { continue }
      for (column, i) in index.sorted(by: { $0.value < $1.value }) where i < row.count && !row[i].isEmpty {
        guard !Self.timeColumns.contains(column) else { continue }
        guard let mapping = Self.mappedColumns[column] else {
          noteUnmapped(column, at: location(path, line: line))
          continue
        }
        guard let value = Double(row[i]), value.isFinite else {
          throw ConversionError(
            .invalidInput, "`\(column)` \"\(row[i])\" is not a number", at: location(path, line: line))
        }
        try sink.receive(
          .quantity(
            QuantitySample(
              header: SampleHeader(
                uuid: uuid(path, "\(line)/\(column)"), start: start, end: end, source: source),
              type: mapping.type, quantity: Quantity(value, mapping.unit))))
      }
    }
  }

  /// A row's interval; nil for a summary row of a day a per-day file covers (its twin).
  private func interval(_ cell: (String) -> String?, day: String?, path: String, line: Int) throws
    -> (Timestamp, Timestamp)?
  {
    if let day {
      guard let startText = cell("Start time"), let endText = cell("End time"),
        let start = ISO8601Timestamp.parse("\(day)T\(startText)"),
        var end = ISO8601Timestamp.parse("\(day)T\(endText)")
      else {
        throw ConversionError(
          .invalidInput, "unreadable `Start time`/`End time`", at: location(path, line: line))
      }
      if end <= start { end = end.adding(86_400) }
      detailDays.insert(day)
      if let offset = start.utcOffset { offsets[day] = offset }
      return (start, end)
    }
    guard let date = cell("Date"), let midnight = ISO8601Timestamp.parse("\(date)T00:00:00Z") else {
      throw ConversionError(.invalidInput, "unreadable `Date`", at: location(path, line: line))
    }
    if detailDays.contains(date) { return nil }
    let offset = offset(forDay: date)
    let start = Timestamp(midnight.date.addingTimeInterval(-Double(offset)), utcOffset: offset)
    return (start, start.adding(86_400))
  }

  func noteUnmapped(_ column: String, at location: SourceLocation) {
    if let known = unmappedColumns[column] {
      unmappedColumns[column] = (known.count + 1, known.first)
    } else {
      unmappedColumns[column] = (1, location)
    }
  }

  /// One warning per daily-metrics column not read, with its count of values.
  func reportColumns() {
    for (column, entry) in unmappedColumns.sorted(by: { $0.key < $1.key }) {
      context.warn(
        .googleFitColumnNotRead(column: column, values: entry.count),
        at: entry.first, count: entry.count)
    }
  }
}

/// The HealthKit identifiers the reader writes.
enum HKType {
  static let steps = "HKQuantityTypeIdentifierStepCount"
  static let distance = "HKQuantityTypeIdentifierDistanceWalkingRunning"
  static let activeEnergy = "HKQuantityTypeIdentifierActiveEnergyBurned"
  static let bodyMass = "HKQuantityTypeIdentifierBodyMass"
}
