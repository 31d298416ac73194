import FormatKit
import FoundationEssentials
import WorkoutModel

/// Writes one workout as a FIT activity (summary last): file_id, file_creator, developer ids/descriptions,
/// device_info, timer start, records (+ hrv, pauses), laps, lengths, sessions, activity.
package final class FITWriter: FormatWriter {
  let output: any ByteSink
  let context: ConversionContext
  var workout: Workout?
  var opaque: [FITMessage] = []
  /// The device `--option fit.device` asks for (FITDeviceIdentity.swift).
  var requestedDevice: FITDeviceIdentity?
  /// `--to fit-course`: the workout is written as a course (FITCourseWriter.swift).
  var writesCourse = false
  /// GPX waypoints given to a course (`FITCourseFormat` takes them): course points placed on the route.
  var waypoints: [OpaqueRecord] = []
  /// Body measurements (weight, blood pressure): a file of their own when there is no workout.
  var body = FITBodyEncoder()
  /// Items with no place in the file, counted by type (a sample's type, else the item's kind) and reported
  /// when the file is written: the kept messages of a file without a workout carry the samples they read
  /// back as (monitoring, sleep…), which are not lost.
  var unplaced: [String: (kind: HealthItemKind, count: Int)] = [:]

  /// Makes a writer to `output`.
  package init(output: any ByteSink, context: ConversionContext) {
    self.output = output
    self.context = context
  }

  package func receive(_ item: HealthItem) throws {
    if writesCourse, case .opaque(let record) = item, record.format == "gpx", record.name == "wpt" {
      waypoints.append(record)  // FITCourseWriter.swift: course points
      return
    }
    if case .opaque(let record) = item, record.format == "fit", let data = record.data {
      // A kept message with developer fields is preceded by the declarations of its fields (FITDeveloperData):
      // only the message itself is written back (the declarations travel as their own records).
      let global = record.attributes.first { $0.key == "global" }.flatMap { UInt16($0.value) }
      _ = FITDecoder().decode(data) { m in
        if global == nil || m.globalNumber == global { opaque.append(m) }
      }
      return
    }
    if body.take(item) { return }  // FITBodyWriter.swift
    guard case .workout(let w) = item else {
      unplaced[Self.typeKey(item), default: (item.kind, 0)].count += 1
      return
    }
    if workout != nil {
      context.lose(
        .item(.workout), in: "fit",
        .fitOneWorkout)
      return
    }
    workout = w
  }

  package func finish() throws {
    var carried: [String: Int] = [:]
    defer { reportUnplaced(carried: carried) }
    if try finishBody() { return }
    if workout == nil, let kept = try finishKeptMessages() {
      carried = kept
      return
    }
    guard let workout else {
      throw ConversionError(.unsupportedOperation, "no workout to write: a FIT activity needs one workout")
    }
    try FITActivityEncoder.checkDateRange(workout, file: context.inputName)
    if writesCourse {  // FITCourseWriter.swift
      var course = FITCourseEncoder(
        workout: workout, context: context,
        identity: requestedDevice ?? FITDeviceIdentity.of(
          workout.header.device, source: workout.header.source)
          ?? FITDeviceIdentity(manufacturer: FITDeviceIdentity.development))
      course.waypoints = waypoints
      course.keptCoursePoints = opaque.filter { $0.globalNumber == FITMessageNumber.coursePoint }
      try output.write(try course.encode())
      context.report.itemsWritten["workout", default: 0] += 1
      return
    }
    var activityEncoder = FITActivityEncoder(workout: workout, context: context)
    // A kept identity (file_id, file_creator of a file without a workout) gives way to the workout's own.
    activityEncoder.opaque = opaque.filter {
      $0.globalNumber != FITMessageNumber.fileId && $0.globalNumber != FITMessageNumber.fileCreator
    }
    activityEncoder.requestedDevice = requestedDevice
    let bytes = activityEncoder.encode()
    try output.write(bytes)
    context.report.itemsWritten["workout", default: 0] += 1
  }
}

extension FITWriter {
  /// A file without a workout whose messages were kept whole (a monitoring or sleep file, an activity
  /// without records and sessions): written back as they came, in order, under their own file_id.
  /// Nil when there is none to write (no kept file_id); else the samples the written file reads back as,
  /// counted by type (they are carried).
  func finishKeptMessages() throws -> [String: Int]? {
    guard opaque.first?.globalNumber == FITMessageNumber.fileId else { return nil }
    var kept = opaque
    let developers = FITDeveloperRegistry(kept: &kept)
    var encoder = FITEncoder()
    var undescribed = 0
    for m in kept { encoder.write(developers.renumbered(m, undeclared: &undescribed)) }
    if undescribed > 0 {
      context.lose(
        .formatField("kept message developer field"), in: "fit", count: undescribed,
        .fitUndeclaredDeveloperValues)
    }
    let bytes = encoder.finish()
    try output.write(bytes)
    context.report.itemsWritten["fit.messages", default: 0] += kept.count
    var carried: [String: Int] = [:]
    let sink = ClosureSink { item in
      if case .opaque = item { return }
      carried[Self.typeKey(item), default: 0] += 1
    }
    try? FITReader().read(
      InputSource(data: Data(bytes), name: "kept messages"), into: sink, context: ConversionContext())
    return carried
  }

  /// The type an unplaced item is counted under: a sample's type, else its kind.
  static func typeKey(_ item: HealthItem) -> String {
    switch item {
    case .quantity(let q): q.type
    case .category(let c): c.type
    case .correlation(let c): c.type
    default: item.kind.rawValue
    }
  }

  /// Reports the unplaced items, less those the written kept messages carry (by type).
  func reportUnplaced(carried: [String: Int]) {
    var lost: [HealthItemKind: Int] = [:]
    for (key, entry) in unplaced {
      let n = entry.count - min(entry.count, carried[key, default: 0])
      if n > 0 { lost[entry.kind, default: 0] += n }
    }
    for (kind, count) in lost.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      context.lose(
        .item(kind), in: "fit", count: count,
        .fitActivityItems)
    }
  }
}

/// Builds the messages of a FIT activity from a workout.
struct FITActivityEncoder {
  let workout: Workout
  let context: ConversionContext?
  var encoder = FITEncoder()
  /// Kept FIT messages (from `OpaqueRecord`s of format "fit"), written after device_info.
  var opaque: [FITMessage] = []
  /// The device `--option fit.device` asks for; else the source's (FITDeviceIdentity.swift).
  var requestedDevice: FITDeviceIdentity?
  /// Statistic values (type and aggregate) a lap or session message has no field for, by message name.
  var unwrittenStatistics: [String: [String]] = [:]
  /// The developers and field descriptions written (kept ones renumbered, the writer's own).
  var developers = FITDeveloperRegistry()
  /// Lap/session developer values (`FIT.<message>.developer.<name>`) with no kept description, by message.
  var unwrittenDeveloperFields: [String: [String]] = [:]

  /// The values `SummaryDerivation` added (the source lacked them; FIT's session and laps need them).
  let derived: SummaryDerivation.Derived

  init(workout: Workout, context: ConversionContext?) {
    var workout = workout
    // A workout read from FIT is written back as read: only a session without a total gets its laps' sum.
    derived = SummaryDerivation.deriveTotals(
      &workout, sumsOfLapsOnly: workout.header.metadata["FITSport"] != nil)
    self.workout = workout
    self.context = context
  }

  /// The developer field name of a model type: a FIT developer field's own name, any other type's id.
  static func developerFieldName(ofType type: String) -> String {
    type.hasPrefix(FITDeveloperNames.prefix) ? String(type.dropFirst(FITDeveloperNames.prefix.count)) : type
  }

  static func fit(_ d: Date) -> Int64 { Int64((d.timeIntervalSince1970 - fitEpoch).rounded(.down)) }
  static func fit(_ t: Timestamp) -> Int64 { fit(t.date) }

  /// The times a FIT `date_time` holds: uint32 seconds since 1989-12-31T00:00:00Z, up to 0xFFFFFFFE
  /// (0xFFFFFFFF is "invalid"): 1989-12-31T00:00:00Z to 2126-02-06T06:28:14Z. Values below 0x10000000
  /// (before 1998-07-03) are device time to most readers; a FIT source that recorded them is written back
  /// as it was (its reader warned), so they are not refused here.
  static let dateRange: ClosedRange<Int64> = 0...0xFFFF_FFFE

  /// Refuses a workout whose start or end FIT cannot hold: written, its times would wrap (2130 becomes
  /// 1994, 1970 becomes 2106 or 1989), so the file would lie about when it was.
  static func checkDateRange(_ workout: Workout, file: String) throws {
    for (what, t) in [("starts", workout.header.start), ("ends", workout.header.end)]
    where !dateRange.contains(fit(t)) {
      throw ConversionError(
        .unsupportedOperation,
        "the workout \(what) at \(t), outside the dates a FIT file holds (1989-12-31T00:00:00Z to 2126-02-06T06:28:14Z: date_time is uint32 seconds since 1989-12-31); nothing is written",
        at: SourceLocation(file: file),
        hint: "convert to ndjson, tcx, gpx or health, which hold any date")
    }
  }

  struct Row {
    var values: [UInt8: Double] = [:]
    /// Developer values by slot in `devFields` (physical values).
    var dev: [Int: Double] = [:]
  }

  /// The workout's events and its activities' in time order, each once: FIT keeps events on the
  /// workout (laps, timer events and lengths are not per session), HealthKit lists an activity's events
  /// on the activity and on the workout, a health export on one of the two.
  static func allEvents(of workout: Workout) -> [WorkoutEvent] {
    let activityEvents = workout.activities.flatMap(\.events)
    guard !activityEvents.isEmpty else { return workout.events }
    struct Key: Hashable {
      let type: Int
      let start: Date
      let duration: TimeInterval
    }
    var seen = Set(
      workout.events.map { Key(type: $0.type.rawValue, start: $0.start.date, duration: $0.duration) })
    var events = workout.events
    for e in activityEvents
    where seen.insert(Key(type: e.type.rawValue, start: e.start.date, duration: e.duration)).inserted {
      events.append(e)
    }
    return events.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(
      \.element)
  }

  /// Times with a fraction of a second among the route points, series entries and events (FIT's record,
  /// event and lap times are whole seconds: they are written rounded down).
  static func subSecondTimes(in workout: Workout, events: [WorkoutEvent]) -> Int {
    @inline(__always) func fractional(_ d: Date) -> Bool {
      let t = d.timeIntervalSince1970
      return t != t.rounded(.down)
    }
    var n = 0
    for r in workout.routes { for l in r.locations where fractional(l.time) { n += 1 } }
    for case .quantity(let q) in workout.samples {
      for e in q.entries where fractional(e.start) || fractional(e.end) { n += 1 }
    }
    for e in events where fractional(e.start.date) { n += 1 }
    return n
  }

  mutating func encode() -> [UInt8] {
    let events = Self.allEvents(of: workout)
    reportWorkoutLosses(events: events)
    let start = Self.fit(workout.header.start)
    let end = max(Self.fit(workout.header.end), start)
    let identity = writeFileID()
    let fields = declareRecordFields()
    writeCreatorDeviceInfo(identity, at: start)
    writeKeptMessages()
    var (rows, distances) = recordRows(fields)
    accumulateDistances(distances, into: &rows)
    let pauses = pauseEvents(events, end: end)
    writeTimeline(
      rows: rows, fields: fields, pauses: pauses, heartbeats: heartbeatIntervals(), from: start, to: end)
    let activities = sessionActivities()
    let sessionLaps = writeLaps(events.filter { $0.type == .lap }, of: activities, rows: rows)
    writeLengths(events)
    writeSessions(activities, laps: sessionLaps, rows: rows)
    reportSummaryLosses()
    writeActivity(sessions: activities.count, from: start, to: end)
    return encoder.finish()
  }

  /// What FIT cannot hold of the workout as a whole: sub-second times and the workout's metadata.
  func reportWorkoutLosses(events: [WorkoutEvent]) {
    let subSecond = Self.subSecondTimes(in: workout, events: events)
    if subSecond > 0 {
      context?.lose(
        .subSecondTimes, in: "fit", count: subSecond,
        .fitSubSecondTimes)
    }
    // Ascent and descent of a workout without activities are its session's; WKDerived is the warning below.
    let writtenKeys: Set<String> =
      workout.activities.isEmpty
      ? ["HKLapLength", SummaryKey.derived, SummaryKey.elevationAscended, SummaryKey.elevationDescended]
      : ["HKLapLength", SummaryKey.derived]
    let dropped = workout.header.metadata.entries.filter {
      !$0.key.hasPrefix("FIT") && !writtenKeys.contains($0.key)
    }
    if let first = dropped.first {
      context?.lose(
        .metadata, in: "fit", count: dropped.count, .fitWorkoutMetadata,
        example: "\(first.key)=\(first.value.stringValue)")
    }
  }

  /// `file_id` and `file_creator` (the creator `device_info` follows the developer declarations:
  /// FITDeviceIdentity.swift); returns the identity they name.
  mutating func writeFileID() -> FITDeviceIdentity {
    let identity = deviceIdentity()
    var m = identity.fileID(
      type: Int(FITEnum.File.activity), created: Self.fit(workout.header.creationDate ?? workout.header.start)
    )
    encoder.write(m)
    if let v = (workout.header.device?.softwareVersion ?? workout.header.source?.version).flatMap(Double.init)
    {
      m = FITMessage(globalNumber: FITMessageNumber.fileCreator)
      m.set(FITFieldNumber.FileCreator.softwareVersion, v)
      encoder.write(m)
    }
    return identity
  }

  /// Where each series goes in a record: a native field (its number, a factor, the field's unit), or a
  /// developer field (its slot in `developerSlots`, and the slot of its entries' durations).
  struct RecordFields {
    var native: [String: (UInt8, Double)] = [:]
    var units: [UInt8: QuantityUnit] = [:]
    var developerSlots: [(index: UInt8, description: FITDeveloperFieldDescription)] = []
    var developer: [String: Int] = [:]
    var durationField: [String: Int] = [:]
  }

  /// The record fields of the workout's series: native fields, others as developer fields, whose
  /// declarations (`developer_data_id`, `field_description`) are written here.
  mutating func declareRecordFields() -> RecordFields {
    var native: [String: (UInt8, Double)] = [:]
    var fieldUnits: [UInt8: QuantityUnit] = [:]
    for case .quantity(let q) in workout.samples {
      guard let field = PointField.field(forSeries: q.type), let number = Self.recordField(field) else {
        continue
      }
      native[q.type] = (number, 1)
      fieldUnits[number] = field.unit
    }
    // Generic record series (`FIT.record.<field>`) go back into their profile field, in its unit.
    for case .quantity(let q) in workout.samples where native[q.type] == nil {
      guard let spec = FITRecordFields.field(ofType: q.type) else { continue }
      native[q.type] = (spec.number, 1)
      fieldUnits[spec.number] = FITRecordFields.unit(of: spec).0
    }
    // Developer fields: the kept declarations (deduplicated, renumbered: FITDeveloperData.swift) and the
    // writer's own, for model types FIT has no field for. A series of a kept field (a FIT developer field
    // read before) is written into it, scale and offset undone.
    developers = FITDeveloperRegistry(kept: &opaque)
    var devFields: [(index: UInt8, description: FITDeveloperFieldDescription)] = []
    var developer: [String: Int] = [:]
    // The field holding the durations of a type's entries (entries with an interval: FIT records are
    // instants), declared as "<name>.duration" in seconds.
    var durationField: [String: Int] = [:]
    var descriptions: [FITDeveloperFieldDescription] = []
    var ownIndex: UInt8?
    // Samples without a series (an export's Records) are one entry each: they are declared too. A
    // developer field is named after its type (a HealthKit identifier as it is, so it reads back as that
    // type; a FIT developer field read before by its own name).
    let intervalTypes = Set(
      workout.samples.compactMap { sample -> String? in
        guard case .quantity(let q) = sample, native[q.type] == nil,
          !q.type.hasPrefix(FITDeveloperNames.prefix),
          q.entries.contains(where: { $0.end > $0.start })
        else { return nil }
        return q.type
      })
    let instantsOnly = workout.samples.reduce(0) { n, sample in
      guard case .quantity(let q) = sample, native[q.type] == nil, q.type.hasPrefix(FITDeveloperNames.prefix)
      else {
        return n
      }
      return n + q.entries.filter { $0.end > $0.start }.count
    }
    if instantsOnly > 0 {
      context?.lose(
        .developerFieldIntervals, in: "fit record", count: instantsOnly,
        .fitDeveloperFieldInterval)
    }
    /// The slot of a field: the kept one of that name, else one the writer declares (in `units`).
    func field(named name: String, units: String) -> Int {
      if let kept = developers.byName[name] {
        devFields.append(kept)
        return devFields.count - 1
      }
      if ownIndex == nil { ownIndex = developers.ownIndex() }
      let d = FITDeveloperFieldDescription(
        developerDataIndex: ownIndex!, fieldNumber: UInt8(descriptions.count), baseType: .float64, name: name,
        units: units, key: descriptions.count)
      descriptions.append(d)
      devFields.append((ownIndex!, d))
      return devFields.count - 1
    }
    for case .quantity(let q) in workout.samples where native[q.type] == nil {
      if developer[q.type] != nil { continue }
      let name = Self.developerFieldName(ofType: q.type)
      let durationName = name + FITDeveloperNames.durationSuffix
      let needsDuration = intervalTypes.contains(q.type)
      let room =
        (developers.byName[name] == nil ? 1 : 0)
        + (needsDuration && developers.byName[durationName] == nil ? 1 : 0)
      guard descriptions.count + room <= 255 else { break }
      let units = q.header.metadata["FITUnits"]?.stringValue ?? q.quantity.unit.description
      developer[q.type] = field(named: name, units: units)
      if needsDuration { durationField[q.type] = field(named: durationName, units: "s") }
    }
    let undeclared = workout.samples.reduce(0) { n, sample in
      guard case .quantity(let q) = sample, native[q.type] == nil, developer[q.type] == nil else { return n }
      return n + q.entries.count
    }
    if undeclared > 0 {
      context?.lose(
        .quantityEntries, in: "fit record", count: undeclared,
        .fitDeveloperFieldLimit)
    }
    if let ownIndex, !descriptions.isEmpty {
      var m = FITMessage(globalNumber: FITMessageNumber.developerDataId)
      m.setRaw(
        FITFieldNumber.DeveloperDataId.applicationId, .bytes(Array(Self.applicationID.utf8.prefix(16))))
      m.setRaw(FITFieldNumber.DeveloperDataId.developerDataIndex, .integer(Int64(ownIndex)))
      m.setRaw(FITFieldNumber.DeveloperDataId.applicationVersion, .integer(1))
      encoder.write(m)
      for d in descriptions { encoder.write(FITDeveloperData.fieldDescriptionMessage(d, index: ownIndex)) }
    }
    return RecordFields(
      native: native, units: fieldUnits, developerSlots: devFields, developer: developer,
      durationField: durationField)
  }

  /// The FIT messages kept from a FIT source, their developer fields renumbered to the declarations.
  mutating func writeKeptMessages() {
    var undescribed = 0
    for o in opaque { encoder.write(developers.renumbered(o, undeclared: &undescribed)) }
    if undescribed > 0 {
      context?.lose(
        .formatField("kept message developer field"), in: "fit", count: undescribed,
        .fitUndeclaredDeveloperValues)
    }
  }

  /// A distance increment: the second and row it is written in, and when it started.
  typealias DistanceIncrement = (t: Int64, start: Date, row: Int, value: Double)

  /// The record rows: `rows[t]` holds one `Row` per record at second `t` (route points and series
  /// values); with the distance increments, which `accumulateDistances` turns into running totals.
  func recordRows(_ fields: RecordFields) -> (rows: [Int64: [Row]], distances: [DistanceIncrement]) {
    let native = fields.native
    let fieldUnits = fields.units
    let developer = fields.developer
    let durationField = fields.durationField
    // rows[t] holds one Row per record at second t: the n-th value of a series at t goes to the n-th row,
    // so records sharing a second (devices write them) stay separate.
    var rows: [Int64: [Row]] = [:]
    var occurrence: [Int64: Int] = [:]
    func slot(_ t: Int64) -> Int {
      let n = occurrence[t, default: 0]
      occurrence[t] = n + 1
      if rows[t, default: []].count <= n { rows[t, default: []].append(Row()) }
      return n
    }
    for r in workout.routes {
      occurrence.removeAll()
      for l in r.locations {
        let t = Self.fit(l.time)
        let i = slot(t)
        rows[t]![i].values[0] = (l.latitude * 2_147_483_648.0 / 180).rounded()
        rows[t]![i].values[1] = (l.longitude * 2_147_483_648.0 / 180).rounded()
        if let a = l.altitude { rows[t]![i].values[78] = a }
        if let s = l.speed { rows[t]![i].values[73] = s }
      }
    }
    // Distance increments, placed now and accumulated into FIT's running total afterwards in time order
    // (a multisport workout's distance types are separate samples: sample order is not time order; in one
    // second, the increment that started earlier goes first).
    var distances: [DistanceIncrement] = []
    // Occurrences are counted per type, so several samples of one type in the same second (an export's
    // one-value Records) take separate rows instead of overwriting each other.
    // Types written to one field (a multisport workout's distance types, running and cycling speed…) share
    // the count, so their values in one second take separate rows too.
    var occurrenceByType: [String: [Int64: Int]] = [:]
    for case .quantity(let q) in workout.samples {
      let occurrenceKey = native[q.type].map { "field \($0.0)" } ?? q.type
      occurrence = occurrenceByType[occurrenceKey] ?? [:]
      defer { occurrenceByType[occurrenceKey] = occurrence }
      if let (number, factor) = native[q.type] {
        let isDistance = number == 5
        let entries =
          q.series.isEmpty
          ? [QuantitySeriesEntry(value: q.quantity.value, start: q.header.start.date, end: q.header.end.date)]
          : q.series
        for e in entries {
          let t = Self.fit(isDistance ? e.end : e.start)
          let i = slot(t)
          let unit = fieldUnits[number] ?? .count
          let unitValue = (try? Quantity(e.value, q.quantity.unit).doubleValue(for: unit)) ?? e.value
          if isDistance {
            distances.append((t, e.start, i, unitValue))
          } else if number == 4 {
            rows[t]![i].values[4] = unitValue.rounded(.down)
            let frac = unitValue - unitValue.rounded(.down)
            if frac > 0 { rows[t]![i].values[53] = frac }
          } else {
            rows[t]![i].values[number] = unitValue * factor
          }
        }
      } else if let dev = developer[q.type] {
        let duration = durationField[q.type]
        for e in q.entries {
          let t = Self.fit(e.start)
          let i = slot(t)
          rows[t]![i].dev[dev] = e.value
          if let duration, e.end > e.start { rows[t]![i].dev[duration] = e.end.timeIntervalSince(e.start) }
        }
      }
    }
    return (rows, distances)
  }

  /// FIT's running distance total, in time order, into the rows `recordRows` placed the increments in.
  func accumulateDistances(_ distances: [DistanceIncrement], into rows: inout [Int64: [Row]]) {
    // The running total never goes back: an increment below zero (a source whose distance decreases)
    // is written as no distance, reported.
    // An activity marked `WKDistanceRestart` (the source's counter restarted at its start: a multisport
    // leg) starts its running total from zero, so each leg's distance restarts where the source's did.
    let restarts = workout.activities.filter(\.restartsDistance).map(\.start.date).sorted()
    var nextRestart = 0
    var distanceTotal = 0.0
    var negativeDistances = 0
    var order = Array(distances.indices)
    order.sort { (distances[$0].t, distances[$0].start, $0) < (distances[$1].t, distances[$1].start, $1) }
    // Rows of one second are written in slot order: give the totals to the slots in that order.
    var slotsBySecond: [Int64: [Int]] = [:]
    for k in order { slotsBySecond[distances[k].t, default: []].append(distances[k].row) }
    for key in slotsBySecond.keys { slotsBySecond[key]!.sort() }
    var nextSlot: [Int64: Int] = [:]
    for k in order {
      var d = distances[k]
      let n = nextSlot[d.t, default: 0]
      nextSlot[d.t] = n + 1
      d.row = slotsBySecond[d.t]![n]
      while nextRestart < restarts.count && d.start >= restarts[nextRestart] {
        distanceTotal = 0
        nextRestart += 1
      }
      if d.value < 0 {
        negativeDistances += 1
      } else {
        distanceTotal += d.value
      }
      rows[d.t]![d.row].values[5] = distanceTotal
    }
    if negativeDistances > 0 {
      context?.lose(
        .negativeDistanceIncrements, in: "fit record", count: negativeDistances,
        .fitDistanceGoesBack)
    }
  }

  /// The beat-to-beat intervals of the heartbeat series as `hrv` messages' values (5 per message), by
  /// time.
  func heartbeatIntervals() -> [(Int64, [Double])] {
    var hrv: [(Int64, [Double])] = []
    for case .heartbeatSeries(let h) in workout.samples {
      var previous = 0.0
      var chunk: [Double] = []
      for b in h.beats {
        chunk.append(b.offset - previous)
        previous = b.offset
        if chunk.count == 5 {
          hrv.append((Self.fit(h.header.start.adding(b.offset)), chunk))
          chunk = []
        }
      }
      if !chunk.isEmpty { hrv.append((Self.fit(h.header.start.adding(previous)), chunk)) }
    }
    return hrv
  }

  /// Pause (true) and resume (false) events by time; a final pause that reads back as FIT's closing timer
  /// stop is reported.
  func pauseEvents(_ events: [WorkoutEvent], end: Int64) -> [(Int64, Bool)] {
    let pauses = events.filter { $0.type == .pause || $0.type == .resume }.map {
      (Self.fit($0.start), $0.type == .pause)
    }
    // FIT closes an activity with a timer stop at its end: a final pause without a resume within a second
    // of the end is that stop when read back (readers cannot tell them apart).
    if let last = pauses.last, last.1, last.0 >= end - 1 {
      context?.lose(
        .finalPauseEvents, in: "fit",
        .fitFinalPause)
    }
    return pauses
  }

  /// The timer events, records and `hrv` messages in time order, between the timer start and stop.
  mutating func writeTimeline(
    rows: [Int64: [Row]], fields: RecordFields, pauses: [(Int64, Bool)], heartbeats hrv: [(Int64, [Double])],
    from start: Int64, to end: Int64
  ) {
    let devFields = fields.developerSlots
    var unfit: [UInt8: Int] = [:]
    writeTimer(at: start, type: FITEnum.EventType.start)
    var times = Array(rows.keys).sorted()
    var pi = 0
    var hi = 0
    if times.isEmpty { times = [] }
    for t in times {
      while pi < pauses.count && pauses[pi].0 <= t {
        writeTimer(at: pauses[pi].0, type: pauses[pi].1 ? FITEnum.EventType.stopAll : FITEnum.EventType.start)
        pi += 1
      }
      while hi < hrv.count && hrv[hi].0 <= t {
        writeHRV(hrv[hi].1)
        hi += 1
      }
      for row in rows[t]! {
        var m = FITMessage(globalNumber: FITMessageNumber.record)
        m.set(FITFieldNumber.timestamp, Double(t))
        for key in row.values.keys.sorted() {
          m.set(key, row.values[key]!)
          // `set` leaves out a value its field cannot hold (or that equals the invalid marker): report it.
          if !m.fields.contains(where: { $0.number == key }) { unfit[key, default: 0] += 1 }
        }
        // The legacy altitude and speed fields too, when they hold the value exactly (devices write both;
        // readers of the legacy field see it).
        for (enhanced, legacy) in Self.legacyRecordFields {
          guard let v = row.values[enhanced], let spec = m.spec?.field(number: legacy) else { continue }
          let raw = (v + spec.offset) * spec.scale
          if abs(raw - raw.rounded()) < 1e-6 { m.set(legacy, v) }
        }
        for slot in row.dev.keys.sorted() {
          let (index, description) = devFields[slot]
          guard let raw = FITDeveloperData.rawValue(.number(row.dev[slot]!), description) else { continue }
          m.appendDeveloperField(
            FITDeveloperFieldValue(
              developerDataIndex: index, fieldNumber: description.fieldNumber, description: description,
              value: raw, isBigEndian: false))
        }
        encoder.write(m)
      }
    }
    for (key, count) in unfit.sorted(by: { $0.key < $1.key }) {
      let names: [UInt8: String] = [
        0: "latitude", 1: "longitude", 3: "heart rate", 4: "cadence", 5: "distance", 7: "power",
        13: "temperature",
        39: "vertical oscillation", 41: "ground contact time", 53: "fractional cadence", 73: "speed",
        78: "altitude",
        85: "step length",
      ]
      context?.lose(
        .valuesOutOfRange(names[key] ?? "record field \(key)"), in: "fit record", count: count,
        .fitValueOutOfRange)
    }
    while pi < pauses.count {
      writeTimer(at: pauses[pi].0, type: pauses[pi].1 ? FITEnum.EventType.stopAll : FITEnum.EventType.start)
      pi += 1
    }
    while hi < hrv.count {
      writeHRV(hrv[hi].1)
      hi += 1
    }
    writeTimer(at: end, type: FITEnum.EventType.stopAll)
  }

  /// The sessions: the workout's activities, or one covering the workout when it has none.
  func sessionActivities() -> [WorkoutActivity] {
    var activities =
      workout.activities.isEmpty
      ? [
        WorkoutActivity(
          uuid: workout.header.uuid,
          configuration: WorkoutConfiguration(
            activityType: workout.activityType,
            lapLength: {
              if case .quantity(let q)? = workout.header.metadata["HKLapLength"] {
                return q
              } else {
                return nil
              }
            }()),
          start: workout.header.start, end: workout.header.end, duration: workout.duration,
          statistics: statisticsWithLegacyTotals())
      ] : workout.activities
    if workout.activities.count == 1 {
      // One activity spans the workout (iOS 16+ exports): the workout's statistics are its session's, for
      // the types the activity lacks; fillTotals reports exactly those the session message cannot hold.
      let recorded = Set(activities[0].statistics.map(\.type))
      activities[0].statistics += statisticsWithLegacyTotals().filter { !recorded.contains($0.type) }
    } else if workout.activities.count > 1, !workout.statistics.isEmpty {
      // A multisport FIT file has totals per session (one per activity) only: the activity message has none.
      context?.lose(
        .workoutStatistics, in: "fit", count: workout.statistics.count,
        .fitMultisportStatistics)
    }
    return activities
  }

  /// The `lap` messages (one covering a session without laps); returns each session's first lap and
  /// count.
  mutating func writeLaps(_ laps: [WorkoutEvent], of activities: [WorkoutActivity], rows: [Int64: [Row]])
    -> [(first: Int, count: Int)]
  {
    // Each lap belongs to the last activity starting at or before it (the first activity for earlier laps).
    var lapsPerActivity = [[WorkoutEvent]](repeating: [], count: activities.count)
    for lap in laps {
      let t = Self.fit(lap.start)
      let i = activities.lastIndex { Self.fit($0.start) <= t + 1 } ?? 0
      lapsPerActivity[i].append(lap)
    }
    var lapIndex = 0
    var sessionLaps: [(first: Int, count: Int)] = []
    for (ai, a) in activities.enumerated() {
      let use =
        lapsPerActivity[ai].isEmpty && activities.count == 1
        ? [
          Self.wholeSessionLap(a, metadata: workout.activities.isEmpty ? workout.header.metadata : a.metadata)
        ]
        : lapsPerActivity[ai]
      let first = lapIndex
      for lap in use {
        var m = FITMessage(globalNumber: FITMessageNumber.lap)
        let ls = Self.fit(lap.start)
        let le = ls + Int64(lap.duration.rounded())
        m.set(FITFieldNumber.messageIndex, Double(lapIndex))
        m.set(FITFieldNumber.timestamp, Double(le))
        m.set(FITFieldNumber.Lap.event, Double(FITEnum.Event.lap))
        m.set(FITFieldNumber.Lap.eventType, Double(FITEnum.EventType.stop))
        m.set(FITFieldNumber.Lap.startTime, Double(ls))
        m.set(FITFieldNumber.Lap.totalElapsedTime, lap.duration)
        if let timer = lap.timerDuration {
          m.set(
            FITFieldNumber.Lap.totalTimerTime, Self.timer(timer, elapsed: lap.duration, asRead: isFITOrigin))
        } else if !isFITOrigin {
          m.set(FITFieldNumber.Lap.totalTimerTime, lap.duration)
        }
        if let trigger = lap.metadata["FITLapTrigger"]?.stringValue,
          let v = FITProfile.type(named: "lap_trigger")?.value(named: trigger)
        {
          m.setRaw(FITFieldNumber.Lap.lapTrigger, .integer(v))
        }
        fillTotals(&m, stats: lap.statistics, metadata: lap.metadata, rows: rows, from: ls, to: le)
        encoder.write(m)
        lapIndex += 1
      }
      sessionLaps.append((first, lapIndex - first))
    }
    return sessionLaps
  }

  /// The `length` messages of a pool swim (segments with a stroke style).
  mutating func writeLengths(_ events: [WorkoutEvent]) {
    var lengthIndex = 0
    for e in events where e.type == .segment && e.metadata["HKSwimmingStrokeStyle"] != nil {
      typealias Fields = FITFieldNumber.Length
      var m = FITMessage(globalNumber: FITMessageNumber.length)
      let ls = Self.fit(e.start)
      m.set(FITFieldNumber.messageIndex, Double(lengthIndex))
      m.set(FITFieldNumber.timestamp, Double(ls + Int64(e.duration.rounded())))
      m.set(Fields.event, Double(FITEnum.Event.length))
      m.set(Fields.eventType, Double(FITEnum.EventType.stop))
      m.set(Fields.startTime, Double(ls))
      m.set(Fields.totalElapsedTime, e.duration)
      m.set(Fields.totalTimerTime, e.duration)
      if let s = e.metadata["WKSwimmingStrokeCount"]?.doubleValue { m.set(Fields.totalStrokes, s) }
      let styles: [Int: Double] = [2: 0, 3: 1, 4: 2, 5: 3, 6: 4, 1: 5]
      if let st = e.metadata["HKSwimmingStrokeStyle"]?.doubleValue, let v = styles[Int(st)] {
        m.set(Fields.swimStroke, v)
      }
      m.set(Fields.lengthType, Double(FITEnum.LengthType.active))
      encoder.write(m)
      lengthIndex += 1
    }
  }

  /// The `session` messages, one per activity.
  mutating func writeSessions(
    _ activities: [WorkoutActivity], laps sessionLaps: [(first: Int, count: Int)], rows: [Int64: [Row]]
  ) {
    for (i, a) in activities.enumerated() {
      let aStart = Self.fit(a.start)
      let aEnd = max(Self.fit(a.end), aStart)
      var m = FITMessage(globalNumber: FITMessageNumber.session)
      m.set(FITFieldNumber.messageIndex, Double(i))
      m.set(FITFieldNumber.timestamp, Double(aEnd))
      m.set(FITFieldNumber.Session.event, Double(FITEnum.Event.session))
      m.set(FITFieldNumber.Session.eventType, Double(FITEnum.EventType.stop))
      m.set(FITFieldNumber.Session.startTime, Double(aStart))
      var sport = FITActivityTypes.sport(for: a.configuration.activityType)
      if let s = a.metadata["FITSport"]?.doubleValue
        ?? (activities.count == 1 ? workout.header.metadata["FITSport"]?.doubleValue : nil)
      {
        sport.sport = UInt8(s)
        sport.subSport = UInt8(
          a.metadata["FITSubSport"]?.doubleValue ?? workout.header.metadata["FITSubSport"]?.doubleValue ?? 0)
      }
      m.set(FITFieldNumber.Session.sport, Double(sport.sport))
      m.set(FITFieldNumber.Session.subSport, Double(sport.subSport))
      let elapsed = a.end.timeIntervalSince(a.start)
      m.set(FITFieldNumber.Session.totalElapsedTime, elapsed)
      m.set(
        FITFieldNumber.Session.totalTimerTime,
        Self.timer(a.duration ?? elapsed, elapsed: elapsed, asRead: isFITOrigin))
      m.set(FITFieldNumber.Session.firstLapIndex, Double(sessionLaps[i].first))
      m.set(FITFieldNumber.Session.numLaps, Double(sessionLaps[i].count))
      if let pool = a.configuration.lapLength.flatMap({ try? $0.doubleValue(for: .meter) }) {
        m.set(FITFieldNumber.Session.poolLength, pool)
      }
      let sessionMetadata =
        activities.count == 1 && workout.activities.isEmpty ? workout.header.metadata : a.metadata
      fillTotals(
        &m, stats: a.statistics, metadata: sessionMetadata, rows: rows, from: aStart, to: aEnd)
      encoder.write(m)
    }
  }

  /// The derived totals' warning and the statistics and developer fields no message could hold.
  func reportSummaryLosses() {
    if derived.total > 0 {
      context?.warn(
        .fitDerivedTotals(values: derived.description), at: nil,
        count: derived.total)
    }
    for (message, values) in unwrittenStatistics.sorted(by: { $0.key < $1.key }) {
      context?.lose(
        .statistics(of: message), in: "fit \(message)", count: values.count,
        .fitMessageStatistics(message: message), example: values.first)
    }
    for (message, names) in unwrittenDeveloperFields.sorted(by: { $0.key < $1.key }) {
      context?.lose(
        .formatField("\(message) developer field"), in: "fit \(message)", count: names.count,
        .fitMessageDeveloperField, example: names.first)
    }
  }

  /// The closing `activity` message.
  mutating func writeActivity(sessions: Int, from start: Int64, to end: Int64) {
    let utcOffset = workout.header.start.utcOffset
    var m = FITMessage(globalNumber: FITMessageNumber.activity)
    m.set(FITFieldNumber.timestamp, Double(end))
    m.set(FITFieldNumber.Activity.totalTimerTime, workout.duration ?? Double(end - start))
    m.set(FITFieldNumber.Activity.numSessions, Double(sessions))
    m.set(
      FITFieldNumber.Activity.type,
      Double(sessions > 1 ? FITEnum.Activity.autoMultiSport : FITEnum.Activity.manual))
    m.set(FITFieldNumber.Activity.event, Double(FITEnum.Event.activity))
    m.set(FITFieldNumber.Activity.eventType, Double(FITEnum.EventType.stop))
    if let utcOffset { m.set(FITFieldNumber.Activity.localTimestamp, Double(end + Int64(utcOffset))) }
    encoder.write(m)
  }

  /// The lap of a session without laps (FIT needs one): it is the session, so it carries the session's
  /// totals, averages and maxima FIT summarizes, ascent/descent and their `WKDerived` marks (Σ laps = session).
  static func wholeSessionLap(_ a: WorkoutActivity, metadata: Metadata) -> WorkoutEvent {
    var lap = WorkoutEvent(type: .lap, start: a.start, duration: a.end.timeIntervalSince(a.start))
    // Never above the lap's elapsed time (a device may record a session timer above its elapsed time).
    if let timer = a.duration { lap.timerDuration = min(timer, lap.duration) }
    let quantities: Set<FITSummaryField.Quantity> = [
      .distance, .activeEnergy, .speed, .heartRate, .power, .cadence, .strokes,
    ]
    lap.statistics = a.statistics.filter { s in
      FITSummaryMapping.quantity(ofType: s.type).map(quantities.contains) ?? false
    }
    let derived = Set(metadata.derivedKeys)
    for s in lap.statistics where derived.contains(s.type) { lap.metadata.markDerived(s.type) }
    for key in [SummaryKey.elevationAscended, SummaryKey.elevationDescended] {
      guard let v = metadata[key] else { continue }
      lap.metadata[key] = v
      if derived.contains(key) { lap.metadata.markDerived(key) }
    }
    return lap
  }

  /// The workout's statistics, plus its legacy totals (an export's `totalDistance`/`totalEnergyBurned`,
  /// pre-iOS 16) for the quantities the statistics lack; other legacy totals are reported.
  func statisticsWithLegacyTotals() -> [WorkoutStatistics] {
    var statistics = workout.statistics
    var unwritten: [String] = []
    for (key, total) in workout.totals.sorted(by: { $0.key < $1.key }) {
      let type: String
      switch key {
      case "distance": type = WorkoutSeriesType.distanceType(for: workout.activityType)
      case "energyBurned": type = WorkoutSeriesType.activeEnergy
      case "swimmingStrokeCount": type = WorkoutSeriesType.swimmingStrokeCount
      default:
        unwritten.append(key)
        continue
      }
      let quantity = FITSummaryMapping.quantity(ofType: type)
      guard
        !statistics.contains(where: {
          FITSummaryMapping.quantity(ofType: $0.type) == quantity && $0.sum != nil
        })
      else { continue }
      statistics.append(
        WorkoutStatistics(
          type: type, start: workout.header.start, end: workout.header.end, unit: total.unit, sum: total.value
        ))
    }
    if !unwritten.isEmpty {
      context?.lose(
        .workoutTotals, in: "fit session", count: unwritten.count,
        .fitLegacyTotals, example: unwritten.first)
    }
    return statistics
  }

  /// Whether the workout was read from FIT (its sport is kept as `FITSport`): its summary values are
  /// written as read, even where a device wrote a timer time above the elapsed time.
  var isFITOrigin: Bool { workout.header.metadata["FITSport"] != nil }

  /// The timer seconds to write: as read from FIT; from any other source never above the elapsed time
  /// (a timer summed from laps or rounded differently than the interval).
  static func timer(_ timer: TimeInterval, elapsed: TimeInterval, asRead: Bool) -> TimeInterval {
    asRead ? timer : min(timer, elapsed)
  }

  static let applicationID = "wkconv-fit-write"
  /// Record fields (enhanced → legacy) written twice when the legacy field holds the value exactly.
  static let legacyRecordFields: [(UInt8, UInt8)] = [
    (FITFieldNumber.Record.enhancedAltitude, FITFieldNumber.Record.altitude),
    (FITFieldNumber.Record.enhancedSpeed, FITFieldNumber.Record.speed),
  ]

  /// The record field of a per-point field (FormatKit's `PointField` table, which also gives the unit it
  /// holds), nil when FIT records have none.
  static func recordField(_ field: PointField) -> UInt8? {
    typealias Fields = FITFieldNumber.Record
    switch field {
    case .heartRate: return Fields.heartRate
    case .cyclingCadence, .runningCadence: return Fields.cadence
    case .power: return Fields.power
    case .speed: return Fields.enhancedSpeed
    case .altitude: return Fields.enhancedAltitude
    case .distance: return Fields.distance
    case .temperature: return Fields.temperature
    case .verticalOscillation: return Fields.verticalOscillation
    case .groundContactTime: return Fields.stanceTime
    case .strideLength: return Fields.stepLength
    case .waterTemperature, .depth: return nil
    }
  }

  /// A timer event (`event_type` start, stop_all…) at a FIT time, with its `data` when given (activities
  /// write 0, courses none).
  static func timerEvent(_ type: UInt32, at t: Int64, data: Double? = nil) -> FITMessage {
    var m = FITMessage(globalNumber: FITMessageNumber.event)
    m.set(FITFieldNumber.timestamp, Double(t))
    m.set(FITFieldNumber.Event.event, Double(FITEnum.Event.timer))
    m.set(FITFieldNumber.Event.eventType, Double(type))
    if let data { m.set(FITFieldNumber.Event.data, data) }
    return m
  }

  mutating func writeTimer(at t: Int64, type: UInt32) { encoder.write(Self.timerEvent(type, at: t, data: 0)) }

  mutating func writeHRV(_ intervals: [Double]) {
    var m = FITMessage(globalNumber: FITMessageNumber.hrv)
    m.setRaw(FITFieldNumber.Hrv.time, .integers(intervals.map { Int64(($0 * 1000).rounded()) }))
    encoder.write(m)
  }

  /// The summary as recorded or derived (statistics through `FITSummaryMapping`, ascent/descent,
  /// `FIT.<message>.*` metadata; what the source lacks was derived by `SummaryDerivation` in `init`), and a
  /// lap or session without recorded statistics gets heart rate computed from its records.
  mutating func fillTotals(
    _ m: inout FITMessage, stats: [WorkoutStatistics], metadata: Metadata, rows: [Int64: [Row]], from: Int64,
    to: Int64
  ) {
    let unwritten = FITSummaryMapping.write(statistics: stats, metadata: metadata, into: &m)
    if !unwritten.isEmpty {
      unwrittenStatistics[m.name, default: []] += unwritten
    }
    let undeclared = developers.appendSummaryFields(metadata, into: &m)
    if !undeclared.isEmpty { unwrittenDeveloperFields[m.name, default: []] += undeclared }
    // No recorded statistics at all: heart rate (and distance, when none was derived) from the records of
    // the interval.
    let derivedKeys = Set(metadata.derivedKeys)
    guard stats.allSatisfy({ derivedKeys.contains($0.type) }) else { return }
    let inRange = rows.filter { $0.key >= from && $0.key <= to }.values.flatMap { $0 }
    let hrs = inRange.compactMap { $0.values[FITFieldNumber.Record.heartRate] }
    let dists = inRange.compactMap { $0.values[FITFieldNumber.Record.distance] }
    let isLap = m.globalNumber == FITMessageNumber.lap
    if !stats.contains(where: { WorkoutSeriesType.distances.contains($0.type) }),
      let d = dists.max().map({ $0 - (dists.min() ?? 0) })
    {
      m.set(isLap ? FITFieldNumber.Lap.totalDistance : FITFieldNumber.Session.totalDistance, d)
    }
    if !hrs.isEmpty {
      m.set(
        isLap ? FITFieldNumber.Lap.avgHeartRate : FITFieldNumber.Session.avgHeartRate,
        hrs.reduce(0, +) / Double(hrs.count))
      m.set(isLap ? FITFieldNumber.Lap.maxHeartRate : FITFieldNumber.Session.maxHeartRate, hrs.max()!)
    }
  }
}
