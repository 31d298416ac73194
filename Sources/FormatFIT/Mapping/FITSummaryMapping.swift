import FormatKit
import FoundationEssentials
import WorkoutModel

/// FIT lap/session messages ↔ the summary model (`SummaryKey`): statistics through the generated table
/// (`Formats/fit/summary-fields.tsv`, every value converted through `QuantityUnit`), ascent/descent as
/// `HKElevationAscended/Descended`, and every other profile field as `FIT.<message>.<field>` metadata, so a
/// FIT writer puts each one back.
enum FITSummaryMapping {
  /// Fields of a lap the model holds elsewhere (start, elapsed and timer time, index, trigger). Its
  /// `timestamp` (when the device closed it, not always start + elapsed), `event` and `event_type` travel
  /// as metadata, so FIT → FIT keeps them as read.
  static let lapStructural: Set<UInt8> = [
    FITFieldNumber.messageIndex, FITFieldNumber.Lap.startTime, FITFieldNumber.Lap.totalElapsedTime,
    FITFieldNumber.Lap.totalTimerTime, FITFieldNumber.Lap.lapTrigger,
  ]
  /// Fields of a session the model holds elsewhere (start, elapsed and timer time, index, sport, lap
  /// indices, pool length).
  static let sessionStructural: Set<UInt8> = [
    FITFieldNumber.messageIndex, FITFieldNumber.Session.startTime, FITFieldNumber.Session.totalElapsedTime,
    FITFieldNumber.Session.totalTimerTime, FITFieldNumber.Session.sport, FITFieldNumber.Session.subSport,
    FITFieldNumber.Session.firstLapIndex, FITFieldNumber.Session.numLaps, FITFieldNumber.Session.poolLength,
  ]

  /// Table rows per message number.
  static let rows: [UInt16: [FITSummaryField]] = Dictionary(grouping: FITSummaryField.table, by: \.message)
  /// Field numbers of the table per message number.
  static let tableFields: [UInt16: Set<UInt8>] = rows.mapValues { Set($0.map(\.field)) }
  /// Model units of the table's fields (parsed once).
  static let units: [String: QuantityUnit] = {
    var map: [String: QuantityUnit] = [:]
    for row in FITSummaryField.table where map[row.unit] == nil {
      map[row.unit] = try? QuantityUnit(parsing: row.unit)
    }
    return map
  }()

  /// Metadata key of a field with no model home: `FIT.<message>.<field>`.
  static func metadataKey(_ message: String, _ field: String) -> String { "FIT.\(message).\(field)" }

  /// The model type of a table quantity for an activity (nil: ascent/descent, which are metadata).
  static func type(of quantity: FITSummaryField.Quantity, activity: WorkoutActivityType) -> String? {
    switch quantity {
    case .distance: WorkoutSeriesType.distanceType(for: activity)
    case .power: WorkoutSeriesType.powerType(for: activity)
    case .cadence: WorkoutSeriesType.cadenceType(for: activity)
    case .speed: WorkoutSeriesType.speedType(for: activity)
    case .heartRate: WorkoutSeriesType.heartRate
    case .activeEnergy: WorkoutSeriesType.activeEnergy
    // A swim's strokes; other activities' cycles (pedal strokes, strides) have no HealthKit type.
    case .strokes: activity.name == "swimming" ? WorkoutSeriesType.swimmingStrokeCount : nil
    case .ascent, .descent: nil
    }
  }

  /// The table quantity a model statistic type belongs to.
  static func quantity(ofType type: String) -> FITSummaryField.Quantity? {
    if WorkoutSeriesType.distances.contains(type) { return .distance }
    if WorkoutSeriesType.powers.contains(type) { return .power }
    if WorkoutSeriesType.cadences.contains(type) { return .cadence }
    if WorkoutSeriesType.speeds.contains(type) { return .speed }
    if type == WorkoutSeriesType.heartRate { return .heartRate }
    if type == WorkoutSeriesType.activeEnergy { return .activeEnergy }
    if type == WorkoutSeriesType.swimmingStrokeCount { return .strokes }
    return nil
  }

  // MARK: reading

  /// The summary of a lap or session message: statistics (in the fields' profile units), ascent/descent
  /// and the other fields as metadata (structural fields and fields expanded from components excepted).
  static func read(
    _ m: FITMessage, activity: WorkoutActivityType, start: Timestamp, end: Timestamp, time: (Int64) -> Double,
    developerNames: FITDeveloperData.TravelNames = FITDeveloperData.TravelNames()
  ) -> (statistics: [WorkoutStatistics], metadata: Metadata) {
    var statistics: [WorkoutStatistics] = []
    var metadata = Metadata()
    var taken = Set<String>()  // "quantity aggregate" already read (the first present row wins)
    // Table fields with no model type for this activity (a ride's total_cycles): kept as metadata.
    var untyped = Set<UInt8>()
    for row in rows[m.globalNumber] ?? [] {
      guard let value = m.double(row.field), value.isFinite, let unit = units[row.unit] else { continue }
      guard taken.insert("\(row.quantity) \(row.aggregate)").inserted else { continue }
      if row.quantity == .ascent || row.quantity == .descent {
        let key = row.quantity == .ascent ? SummaryKey.elevationAscended : SummaryKey.elevationDescended
        metadata.append(key, .quantity(Quantity(value, unit)))
        continue
      }
      guard let type = type(of: row.quantity, activity: activity) else {
        untyped.insert(row.field)
        continue
      }
      var index = statistics.firstIndex { $0.type == type }
      if index == nil {
        statistics.append(WorkoutStatistics(type: type, start: start, end: end, unit: unit))
        index = statistics.count - 1
      }
      switch row.aggregate {
      case .sum, .value: statistics[index!].sum = value
      case .average: statistics[index!].average = value
      case .maximum: statistics[index!].maximum = value
      case .minimum: statistics[index!].minimum = value
      }
    }
    let structural = m.globalNumber == FITMessageNumber.lap ? lapStructural : sessionStructural
    let table = (tableFields[m.globalNumber] ?? []).subtracting(untyped)
    // In field-number order: the order a writer gives them does not change what is read.
    let fields = m.fields.enumerated().sorted {
      ($0.element.number, $0.offset) < ($1.element.number, $1.offset)
    }
    for (_, f) in fields
    where f.origin == .read && !structural.contains(f.number) && !table.contains(f.number) {
      if isWriterDefault(m, f) { continue }
      guard let spec = m.fieldSpec(of: f), let value = metadataValue(m, f, spec, time: time) else { continue }
      metadata.append(metadataKey(m.name, spec.name), value)
    }
    // Developer values (FITDeveloperData): physical values, written back into their kept field.
    for d in m.developerFields {
      guard let own = d.description?.name, let value = FITDeveloperData.metadataValue(d) else { continue }
      let name = developerNames.name(d.developerDataIndex, d.fieldNumber, own)
      metadata.append(FITDeveloperData.metadataKey(m.name, name), value)
    }
    return (statistics, metadata)
  }

  /// Whether a field holds what a FIT writer writes anyway (lap event `lap`, session event `session`,
  /// event_type `stop`, timestamp = start_time + rounded total_elapsed_time): not kept as metadata, so
  /// FIT → FIT → model reads what FIT → model read.
  static func isWriterDefault(_ m: FITMessage, _ f: FITFieldValue) -> Bool {
    let isLap = m.globalNumber == FITMessageNumber.lap
    switch f.number {
    case FITFieldNumber.Lap.event:  // 0 in both
      return f.rawInteger == Int64(isLap ? FITEnum.Event.lap : FITEnum.Event.session)
    case FITFieldNumber.Lap.eventType:  // 1 in both
      return f.rawInteger == Int64(FITEnum.EventType.stop)
    case FITFieldNumber.timestamp:
      guard let elapsed = m.double(FITFieldNumber.Lap.totalElapsedTime) else { return false }
      // Without start_time, the start is derived from the timestamp, which the writer writes back from it.
      guard let start = m.integer(FITFieldNumber.Lap.startTime) else { return true }
      // The lap's end rounded, the session's rounded down (as `FITActivityEncoder` writes them).
      return f.rawInteger == start + Int64(isLap ? elapsed.rounded() : elapsed.rounded(.down))
    default: return false
    }
  }

  /// A field's value as metadata: an enum's name, a whole number, a physical number, a string, or an
  /// array as comma-separated physical values (an invalid element empty).
  static func metadataValue(
    _ m: FITMessage, _ f: FITFieldValue, _ spec: FITFieldSpec, time: (Int64) -> Double
  )
    -> MetadataValue?
  {
    if spec.type == "date_time", let raw = f.rawInteger {
      return .date(Timestamp(Date(timeIntervalSince1970: time(raw) + fitEpoch)))
    }
    if f.kind == .integer, let raw = f.rawInteger, spec.scale == 1, spec.offset == 0 {
      if let name = FITProfile.valueName(ofType: spec.type, raw), FITProfile.type(named: spec.type) != nil {
        return .string(name)
      }
      return .integer(raw)
    }
    switch m.value(of: f) {
    case .integer(let v): return .integer(v)
    case .real(let v): return .number(v)
    case .string(let s): return .string(s)
    case .strings(let s): return .string(s.joined(separator: ","))
    case .integers(let vs): return .string(vs.map { $0.map(String.init) ?? "" }.joined(separator: ","))
    case .reals(let vs): return .string(vs.map { $0.map(NumberText.shortest) ?? "" }.joined(separator: ","))
    case .bytes: return nil
    }
  }

  // MARK: writing

  /// Writes statistics, ascent/descent and `FIT.<message>.*` metadata into a lap or session message;
  /// returns the statistic values FIT has no field for (type and aggregate), for the loss report.
  @discardableResult
  static func write(statistics: [WorkoutStatistics], metadata: Metadata, into m: inout FITMessage) -> [String]
  {
    var unwritten: [String] = []
    let rows = rows[m.globalNumber] ?? []
    for s in statistics {
      let quantity = quantity(ofType: s.type)
      let values: [(FITSummaryField.Aggregate, Double?)] = [
        (.sum, s.sum), (.average, s.average), (.maximum, s.maximum), (.minimum, s.minimum),
      ]
      for (aggregate, value) in values {
        guard let value else { continue }
        let targets = rows.filter { $0.quantity == quantity && $0.aggregate == aggregate }
        var written = false
        for row in targets {
          guard let unit = units[row.unit],
            let converted = try? Quantity(value, s.unit).doubleValue(for: unit)
          else { continue }
          m.set(row.field, converted)
          written = written || m.field(row.field) != nil
        }
        if !written { unwritten.append("\(s.type) \(aggregate)") }
      }
      if s.mostRecent != nil { unwritten.append("\(s.type) mostRecent") }
    }
    for (quantity, key) in [
      (FITSummaryField.Quantity.ascent, SummaryKey.elevationAscended),
      (.descent, SummaryKey.elevationDescended),
    ] {
      guard case .quantity(let q)? = metadata[key] else { continue }
      for row in rows where row.quantity == quantity {
        if let unit = units[row.unit], let v = try? q.doubleValue(for: unit) { m.set(row.field, v) }
      }
    }
    let prefix = "FIT.\(m.name)."
    var set = Set<UInt8>()
    for entry in metadata.entries where entry.key.hasPrefix(prefix) {
      guard let spec = m.spec?.field(named: String(entry.key.dropFirst(prefix.count))) else { continue }
      // A message holds a field once: a repeated one (a device quirk) keeps its first value, as it reads.
      guard set.insert(spec.number).inserted else {
        unwritten.append("\(entry.key) (repeated field)")
        continue
      }
      setField(&m, spec, entry.value)
    }
    return unwritten
  }

  /// Sets a profile field from a metadata value written by `metadataValue`.
  static func setField(_ m: inout FITMessage, _ spec: FITFieldSpec, _ value: MetadataValue) {
    switch value {
    case .integer(let v): m.setRaw(spec.number, .integer(v))
    case .number(let v): m.set(spec.number, v)
    case .quantity(let q): m.set(spec.number, q.value)
    case .bool(let b): m.setRaw(spec.number, .integer(b ? 1 : 0))
    case .date(let t): m.set(spec.number, (t.date.timeIntervalSince1970 - fitEpoch).rounded(.down))
    case .string(let s):
      if spec.baseType == .string {
        m.set(spec.number, s)
      } else if let v = FITProfile.type(named: spec.type)?.value(named: s) {
        m.setRaw(spec.number, .integer(v))
      } else if spec.isArray || s.contains(",") {
        let parts = s.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
        if spec.baseType.isFloat {
          m.setRaw(spec.number, .reals(parts.map { $0.map { ($0 + spec.offset) * spec.scale } }))
        } else {
          m.setRaw(
            spec.number,
            .integers(
              parts.map { p in p.flatMap { Int64(exactly: (($0 + spec.offset) * spec.scale).rounded()) } }))
        }
      } else if let v = Double(s) {
        m.set(spec.number, v)
      }
    }
  }
}
