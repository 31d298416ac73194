import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Reads a FIT activity into one `Workout` (sessions → activities, laps, pauses, route, series, HRV, lengths).
package struct FITReader: FormatReader {
  /// Makes a reader.
  package init() {}

  /// Elements sorted in memory at a time when records came out of time order (`PointBuffer.sortByTime`;
  /// tests make it tiny to force many runs).
  var sortRunSize = PointBuffer<Location>.defaultRunSize

  package func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    let sink = ReadCheckSink.wrapping(sink, context: context)
    var builder = FITWorkoutBuilder()
    var summary = try decode(input, into: &builder, context: context)
    if builder.sawSystemTime, let offset = builder.correlationOffset {
      // Device (system) times and a timestamp_correlation that maps them to UTC, usually after the first
      // records (VIRB cameras): read again with the offset known, so every time is UTC when it is spooled.
      builder = FITWorkoutBuilder(systemTimeOffset: offset)
      summary = try decode(input, into: &builder, context: context)
    } else if builder.sawSystemTime {
      context.warn(
        .fitSystemTime,
        at: SourceLocation(file: input.name))
    }
    try builder.mergeHeartRates()
    Self.reportFindings(of: builder, file: input.name, context: context)
    try Self.reportDecoding(summary, file: input.name, context: context)
    if builder.outOfRangePositions > 0 {
      context.warn(
        .fitInvalidPosition,
        at: SourceLocation(file: input.name), count: builder.outOfRangePositions)
    }
    context.report.itemsRead["fit.messages", default: 0] += summary.messageCount
    if let error = builder.spoolError { throw error }
    let (items, points) = try builder.makeItems(
      descriptions: summary.developerFieldDescriptions, sortRunSize: sortRunSize)
    for item in items {
      if case .workout(let shell) = item, let points {
        try WorkoutStreaming.deliver(shell, points: points, to: sink)
      } else {
        try sink.receive(item)
      }
    }
    for item in builder.makeWellnessItems() { try sink.receive(item) }
    if !items.contains(where: { if case .workout = $0 { true } else { false } }) {
      // No workout: the kept messages are the file; its identity travels with them, first, as it came.
      builder.keepIdentity()
    }
    for record in builder.opaque { try sink.receive(.opaque(record)) }
  }

  /// What the builder counted while reading: values the model does not carry, and readings it corrected
  /// or read in a particular way.
  static func reportFindings(of builder: FITWorkoutBuilder, file: String, context: ConversionContext) {
    if builder.heartRates.skippedMessages > 0 {
      context.warn(
        .fitHrMessages,
        at: SourceLocation(file: file), count: builder.heartRates.skippedMessages)
    }
    for (name, count) in builder.uncarriedRecordFields.sorted(by: { $0.key < $1.key }) {
      context.lose(
        .recordField(name), in: "fit record", count: count,
        .fitRecordField,
        at: SourceLocation(file: file))
    }
    for (name, count) in builder.uncarriedSummaryFields.sorted(by: { $0.key < $1.key }) {
      context.lose(
        .formatField(name), in: "fit", count: count,
        .fitMessageField,
        at: SourceLocation(file: file))
    }
    if builder.undescribedKeptValues > 0 {
      context.lose(
        .formatField("kept message developer field"), in: "fit", count: builder.undescribedKeptValues,
        .fitUndescribedDeveloperValue,
        at: SourceLocation(file: file))
    }
    if builder.recordsWithoutValues > 0 {
      context.lose(
        .recordsWithoutValues, in: "fit record", count: builder.recordsWithoutValues,
        .fitRecordWithoutValues,
        at: SourceLocation(file: file))
    }
    if builder.distanceRestarts > 0 {
      context.warn(
        .fitDistanceRestart,
        at: SourceLocation(file: file), count: builder.distanceRestarts)
    }
    if builder.distanceStepsBack > 0 {
      context.warn(
        .fitDistanceStepBack,
        at: SourceLocation(file: file), count: builder.distanceStepsBack)
    }
    if builder.sessions.isEmpty, builder.firstRecord != nil, let fallback = builder.fallbackSport {
      context.warn(
        .fitSportWithoutSession(sport: fallback.sport, subSport: fallback.subSport, from: fallback.from),
        at: SourceLocation(file: file))
    }
    for (name, count) in builder.derivedStarts.sorted(by: { $0.key < $1.key }) {
      context.warn(
        .fitDerivedStart(message: name),
        at: SourceLocation(file: file), count: count)
    }
    if let offset = builder.implausibleUTCOffset ?? builder.wellness.implausibleOffset {
      context.warn(
        .fitImplausibleUTCOffset(seconds: offset),
        at: SourceLocation(file: file))
    }
  }

  /// The decoder's warnings, the damage it resumed after (recovered) and the damage it stopped at
  /// (recovered when something was read, else thrown).
  static func reportDecoding(_ summary: FITDecodingSummary, file: String, context: ConversionContext) throws {
    for w in summary.warnings {
      let location = SourceLocation(
        file: file, byteOffset: Int64(w.first.byteOffset), recordIndex: w.first.messageIndex)
      context.warn(
        .fitDecoder(code: w.first.code.rawValue, message: w.first.message), at: location, count: w.count)
    }
    for skipped in summary.skipped {
      // Damage decoding resumed after: located, reported as recovered (exit 4), everything after it kept.
      let location = SourceLocation(
        file: file, byteOffset: Int64(skipped.byteOffset), recordIndex: skipped.messageIndex)
      try context.recovered(from: ConversionError(.invalidInput, skipped.message, at: location))
    }
    if let e = summary.error {
      let location = SourceLocation(
        file: file, byteOffset: Int64(e.byteOffset), recordIndex: e.messageIndex)
      let code: ConversionErrorCode =
        switch e.code {
        case .truncated, .truncatedHeader: .truncatedInput
        case .fileCRCMismatch, .headerCRCMismatch: .checksumMismatch
        default: .invalidInput
        }
      let error = ConversionError(code, e.message, at: location)
      if summary.messageCount == 0 || e.code == .notFIT { throw error }
      try context.recovered(from: error)
    }
  }
}

extension FITReader {
  /// Decodes the input into `builder` (a file through a mapping whose pages are released as it goes).
  func decode(_ input: InputSource, into builder: inout FITWorkoutBuilder, context: ConversionContext) throws
    -> FITDecodingSummary
  {
    let decoder = FITDecoder(
      options: FITDecodingOptions(crcPolicy: context.options.checksumPolicy.fitCRCPolicy))
    if let url = input.fileURL, let mapped = MappedFile(path: url.path) {
      // The decoded part of the mapping is dropped now and then (its pages would otherwise stay resident
      // and grow with the file).
      var messages = 0
      let total = Int64(mapped.bytes.count)
      return decoder.decode(mapped.bytes, releasePages: { mapped.releasePages() }) { message in
        builder.add(message)
        messages += 1
        if messages & 0x3FFF == 0 {
          mapped.releasePages()
          context.progress?(
            ProgressUpdate(bytesDone: Int64(message.byteOffset), bytesTotal: total, itemsDone: messages))
        }
      }
    }
    let data: Data
    if let url = input.fileURL {
      data = try Data(contentsOf: url, options: .alwaysMapped)
    } else {
      data = try input.readAll()
    }
    var messages = 0
    let total = Int64(data.count)
    return decoder.decode(data) { message in
      builder.add(message)
      messages += 1
      if messages & 0x3FFF == 0 {
        context.progress?(
          ProgressUpdate(bytesDone: Int64(message.byteOffset), bytesTotal: total, itemsDone: messages))
      }
    }
  }
}

/// How model types travel as FIT developer fields.
enum FITDeveloperNames {
  /// Prefix of the model type of a developer field that is not a model type ("FITDeveloper.<name>").
  static let prefix = "FITDeveloper."
  /// Suffix of the companion field holding an entry's duration in seconds.
  static let durationSuffix = ".duration"

  /// Whether a developer field name is a model (HealthKit) quantity type id.
  static func isModelType(_ name: String) -> Bool {
    name.hasPrefix("HKQuantityTypeIdentifier") || QuantityTypeCatalog.info(for: name) != nil
  }
}

/// Collects decoded messages and builds the model (only what the model needs is kept).
struct FITWorkoutBuilder {
  struct Session {
    var start: Double
    var elapsed: Double?
    var timer: Double?
    var sport: UInt8 = 0
    var subSport: UInt8 = 0
    /// The message as read: its summary (statistics, other fields) is mapped once the activity is known.
    var message: FITMessage
    var poolLength: Double?
  }
  struct Lap {
    var start: Double
    var elapsed: Double?
    var timer: Double?
    /// The message as read: its summary is mapped once the session (activity) it is in is known.
    var message: FITMessage
    var trigger: String?
  }
  struct Length {
    var start: Double
    var elapsed: Double
    var strokes: Double?
    var stroke: Int64?
    var active: Bool
  }

  var manufacturer: String?
  var product: String?
  var productNumber: Int64?
  var serial: Int64?
  var softwareVersion: Double?
  var timeCreated: Double?
  var utcOffset: Int?
  /// local_timestamp − timestamp of an activity message that is not a plausible offset (ignored).
  var implausibleUTCOffset: Int?
  /// Added to timestamps below 0x10000000 (device time since power-on): UTC − system time.
  var systemTimeOffset: Double = 0
  /// Whether a timestamp was device (system) time.
  var sawSystemTime = false
  /// UTC − system time from a timestamp_correlation message (whole seconds).
  var correlationOffset: Double?
  var sessions: [Session] = []
  var laps: [Lap] = []
  var lengths: [Length] = []
  var pauses: [(Double, Bool)] = []  // (time, isPause)
  var timerRunning = false
  /// Route points and series entries go to spools; the workout goes out as a shell plus these points.
  let locations: PointBuffer<Location>
  /// Series in order of first appearance; `seriesIndex` finds them by key.
  var series: [(key: String, unit: QuantityUnit, entries: PointBuffer<QuantitySeriesEntry>)] = []
  var seriesIndex: [String: Int] = [:]
  /// `series[i].entries` by index (appending reads no tuple, and retains no buffer: `series` owns them).
  var buffers: [Unretained<PointBuffer<QuantitySeriesEntry>>] = []
  /// Indices into `series` of the record fields every record may have (-1: not seen yet).
  var fixedSeries = [Int](repeating: -1, count: FITWorkoutBuilder.fixedKeys.count)
  /// The first error spooling the points met (appending does not throw; checked once the file is read).
  var spoolError: Error? { locations.error ?? series.lazy.compactMap(\.entries.error).first }
  var lastDistance: (Double, Double)?
  /// Record distances below half the previous reading (a restarted counter) and other steps back.
  var distanceRestarts = 0
  /// (previous reading, restart) times of each restarted counter: a session starting between the two is
  /// marked `WKDistanceRestart` (its counter restarted at its start).
  var distanceRestartSpans: [(before: Double, at: Double)] = []
  var distanceStepsBack = 0
  var rr: [Double] = []
  var firstRecord: Double?
  var lastRecord: Double?
  var devices: [String] = []
  var developerUnits: [String: String] = [:]
  /// Series index of each record field number without a typed series (-1: not seen yet, -2: not carried,
  /// -3: carried by its expanded components).
  var otherRecordSeries = [Int](repeating: -1, count: 256)
  /// Record field values no series carries (arrays, strings, fields the profile does not name), by name.
  var uncarriedRecordFields: [String: Int] = [:]
  /// Lap/session developer fields and fields the profile does not name, by description (reported).
  var uncarriedSummaryFields: [String: Int] = [:]
  /// Records holding nothing but a timestamp (reported unless a heart rate from `hr` messages fills them).
  var recordsWithoutValues = 0
  /// Beats of `hr` messages (FITHeartRateMerge.swift), merged onto the records once all are read.
  var heartRates = FITHeartRateMerge()
  /// Every timestamped record's time, in file order, and its flags (`ownHeartRate`, `bare`): the time line
  /// `hr` messages are merged onto (they usually come after the records). 9 bytes a record.
  var recordTimes: [Double] = []
  var recordFlags: [UInt8] = []
  static let ownHeartRate: UInt8 = 1
  static let bare: UInt8 = 2
  /// Records that got their heart rate from `hr` messages.
  var mergedHeartRates = 0
  /// Records without a timestamp (kept whole: they have no place on the time line).
  var recordsWithoutTimestamp = 0
  /// The file's file_id and file_creator messages: kept whole when the file holds no workout, so a file of
  /// kept messages only (monitoring, an activity without records or sessions) is written back with its own
  /// identity.
  var identityMessages: [FITMessage] = []
  /// Laps and sessions without a start_time, by message name (their start was derived).
  var derivedStarts: [String: Int] = [:]
  /// The sport when no session says it (a truncated file): the `sport` message's, else the first lap's,
  /// else a `workout` message's, in that order, with the message it came from.
  var fallbackSport: (sport: UInt8, subSport: UInt8?, from: String)?
  /// Messages the mapping does not use, kept whole so FIT → FIT keeps them (re-encoded as a one-message FIT file).
  var opaque: [OpaqueRecord] = []
  /// Wellness and body-measurement messages (FITWellness.swift).
  var wellness = FITWellnessBuilder()
  /// Heart-rate and power zone settings (FITZones.swift).
  var zones = FITZoneSettings()

  static let mapped: Set<UInt16> = [
    FITMessageNumber.fileId, FITMessageNumber.session, FITMessageNumber.lap, FITMessageNumber.record,
    FITMessageNumber.deviceInfo, FITMessageNumber.activity, FITMessageNumber.fileCreator,
    FITMessageNumber.hrv, FITMessageNumber.length,
  ]

  /// The developer declarations read so far (`developer_data_id` by index, `field_description` by index
  /// and field number), written before a kept message that uses them (FITDeveloperData).
  var developerIDs: [UInt8: FITMessage] = [:]
  var fieldDescriptions: [UInt16: FITMessage] = [:]
  /// The name each developer field travels under (by index and field number): its own, or `<name>#<n>` for
  /// the n-th field declared with a name another developer's field has (two sensors of one kind), so their
  /// series and metadata stay apart (`FITDeveloperData.travelNames`).
  var developerFieldNames = FITDeveloperData.TravelNames()
  /// Developer values of kept messages without a description (reported).
  var undescribedKeptValues = 0

  /// Keeps `m` whole as an opaque record; `uncarried` names the part of it no model item carries when
  /// the rest reached the model (`OpaqueRecord.uncarriedPartKey`).
  mutating func keepOpaque(_ m: FITMessage, uncarried: String? = nil) {
    var copy = m
    var encoder = FITEncoder()
    if !m.developerFields.isEmpty {
      // The declarations of its developer fields first, so the record describes its values (FITDeveloperData).
      copy.developerFields = []
      var declared = Set<UInt8>()
      for d in m.developerFields {
        let key = UInt16(d.developerDataIndex) << 8 | UInt16(d.fieldNumber)
        guard d.description != nil, let description = fieldDescriptions[key] else {
          undescribedKeptValues += 1
          continue
        }
        if declared.insert(d.developerDataIndex).inserted, let id = developerIDs[d.developerDataIndex] {
          encoder.write(id)
        }
        encoder.write(description)
        copy.appendDeveloperField(d)
      }
    }
    encoder.write(copy)
    var attributes = [KeyValue("global", String(m.globalNumber))]
    if let uncarried { attributes.append(KeyValue(OpaqueRecord.uncarriedPartKey, uncarried)) }
    opaque.append(
      OpaqueRecord(format: "fit", name: m.name, attributes: attributes, data: Data(encoder.finish())))
  }

  /// Keeps file_id and file_creator whole, before the other kept messages (a file without a workout).
  mutating func keepIdentity() {
    guard !identityMessages.isEmpty else { return }
    let kept = opaque
    opaque = []
    for m in identityMessages { keepOpaque(m) }
    opaque += kept
  }

  static let semicircle = 180.0 / 2_147_483_648.0
  /// Records whose position_lat is beyond ±90° (skipped with a warning).
  var outOfRangePositions = 0

  init(systemTimeOffset: Double = 0) {
    self.systemTimeOffset = systemTimeOffset
    locations = PointBuffer<Location>()
  }

  /// Seconds since the FIT epoch of a date_time value: values below 0x10000000 are device time since
  /// power-on (FIT profile), mapped to UTC through `systemTimeOffset`.
  @inline(__always) mutating func time(_ raw: Int64) -> Double {
    if raw < 0x1000_0000 {
      sawSystemTime = true
      return Double(raw) + systemTimeOffset
    }
    return Double(raw)
  }

  /// Seconds since the FIT epoch of a date_time value, after reading (device time mapped as `time` does).
  func fixedTime(_ raw: Int64) -> Double { raw < 0x1000_0000 ? Double(raw) + systemTimeOffset : Double(raw) }

  /// A UTC offset from local_timestamp − timestamp: a whole quarter hour within ±14 h, after rounding off
  /// up to 30 s of skew between the two clocks; nil otherwise (fr70, Zwift and some swim files write
  /// device time or garbage there).
  static func plausibleUTCOffset(_ difference: Int64) -> Int? {
    let quarter: Int64 = 900
    let rounded = (Double(difference) / Double(quarter)).rounded() * Double(quarter)
    guard abs(Double(difference) - rounded) <= 30, abs(rounded) <= 14 * 3600 else { return nil }
    return Int(rounded)
  }

  /// The series every record may carry, one `fixedSeries` slot each (`addRecord` appends to slot n):
  /// the record field read into it (the enhanced one where FIT has two), the series key (`FIT.*` keys
  /// become the session sport's type, `seriesType(_:for:)`) and the model unit its values are kept in.
  ///
  /// Why not FormatKit's `PointField` (the writers' table): it answers the other direction — which
  /// point field a model series type goes to and the unit that field holds (vertical oscillation and
  /// stride length in mm) — while this keeps the model's units (cm, m: what HealthKit records) and
  /// leaves the sport-dependent types open until the sessions are known. Deriving one from the other
  /// would put model units and sport resolution into PointField for one reader; instead
  /// `FITMappingTests.recordSlotsAgreeWithPointField` checks that every slot, resolved for a sport,
  /// is the PointField the FIT writer (`FITActivityEncoder.recordField`) writes back to the same record field, in a unit that converts.
  static let fixedSlots: [(field: UInt8, key: String, unit: QuantityUnit)] = {
    typealias Fields = FITFieldNumber.Record
    return [
      (Fields.heartRate, WorkoutSeriesType.heartRate, .countPerMinute),
      (Fields.cadence, "FIT.cadence", .countPerMinute), (Fields.power, "FIT.power", .watt),
      (Fields.enhancedSpeed, "FIT.speed", .meterPerSecond), (Fields.distance, "FIT.distance", .meter),
      (Fields.enhancedAltitude, WorkoutSeriesType.altitude, .meter),
      (Fields.temperature, WorkoutSeriesType.temperature, .degreeCelsius),
      (Fields.verticalOscillation, WorkoutSeriesType.verticalOscillation, .centimeter),
      (Fields.stanceTime, WorkoutSeriesType.groundContactTime, .millisecond),
      (Fields.stepLength, WorkoutSeriesType.strideLength, .meter),
    ]
  }()
  /// Keys of the `fixedSlots` series.
  static let fixedKeys = fixedSlots.map(\.key)

  mutating func add(_ m: FITMessage) {
    if m.globalNumber != 20, addWellness(m) { return }  // FITWellness.swift
    if m.globalNumber == FITMessageNumber.sport || m.globalNumber == FITMessageNumber.lap
      || m.globalNumber == FITMessageNumber.workout
    {
      noteSport(m)
    }
    switch m.globalNumber {
    case FITMessageNumber.record: addRecord(m)
    case FITMessageNumber.fileId:
      typealias FileID = FITFieldNumber.FileId
      if let f = m.field(FileID.manufacturer) {
        manufacturer = m.enumName(of: f) ?? m.integer(FileID.manufacturer).map { "manufacturer \($0)" }
      }
      if let f = m.field(FileID.product) {
        productNumber = f.rawInteger
        product = m.enumName(of: f) ?? m.string(FileID.productName)
      }
      if let s = m.string(FileID.productName) { product = s }
      serial = m.integer(FileID.serialNumber)
      timeCreated = m.integer(FileID.timeCreated).map { time($0) }
      if identityMessages.count < 2 { identityMessages.append(m) }
    case FITMessageNumber.fileCreator:
      softwareVersion = m.double(FITFieldNumber.FileCreator.softwareVersion)
      if identityMessages.count < 2 { identityMessages.append(m) }
    case FITMessageNumber.deviceInfo:
      addDeviceInfo(m)
    case FITMessageNumber.event:
      addTimerEvent(m)
    case FITMessageNumber.lap:
      countUncarried(m)
      let start = derivedStart(
        m, startField: FITFieldNumber.Lap.startTime,
        previousEnd: laps.last.map { $0.start + ($0.elapsed ?? 0) })
      guard let start else { return }
      var lap = Lap(start: start, elapsed: m.double(FITFieldNumber.Lap.totalElapsedTime), message: m)
      lap.timer = m.double(FITFieldNumber.Lap.totalTimerTime)
      if let f = m.field(FITFieldNumber.Lap.lapTrigger) { lap.trigger = m.enumName(of: f) }
      laps.append(lap)
    case FITMessageNumber.session:
      countUncarried(m)
      let start = derivedStart(
        m, startField: FITFieldNumber.Session.startTime,
        previousEnd: sessions.last.map { $0.start + ($0.elapsed ?? 0) })
      guard let start else { return }
      var s = Session(
        start: start, elapsed: m.double(FITFieldNumber.Session.totalElapsedTime),
        timer: m.double(FITFieldNumber.Session.totalTimerTime), message: m)
      s.sport = UInt8(truncatingIfNeeded: m.integer(FITFieldNumber.Session.sport) ?? 0)
      s.subSport = UInt8(truncatingIfNeeded: m.integer(FITFieldNumber.Session.subSport) ?? 0)
      s.poolLength = m.double(FITFieldNumber.Session.poolLength)
      sessions.append(s)
    case FITMessageNumber.activity:
      // local_timestamp − timestamp; ignored (with a warning) when it is not a plausible offset.
      if let local = m.integer(FITFieldNumber.Activity.localTimestamp),
        let ts = m.integer(FITFieldNumber.timestamp)
      {
        if let offset = Self.plausibleUTCOffset(local - ts) {
          utcOffset = offset
        } else {
          implausibleUTCOffset = Int(local - ts)
        }
      }
    case FITMessageNumber.timestampCorrelation:
      addTimestampCorrelation(m)
    case FITMessageNumber.hr:
      let skipped = heartRates.skippedMessages
      heartRates.add(m, timestamp: m.integer(FITFieldNumber.Hr.timestamp).map { time($0) })
      // The whole message travels too (FIT → FIT keeps it). When its beats were placed, the records carry
      // their heart rate (one a record: its own, else the beats' mean); only the beats are its own.
      keepOpaque(
        m,
        uncarried: heartRates.skippedMessages == skipped ? FITHeartRateMerge.uncarriedPart : nil)
    case FITMessageNumber.hrv:
      if case .reals(let vs)? = m.value(FITFieldNumber.Hrv.time) { for v in vs { if let v { rr.append(v) } } }
      if case .real(let v)? = m.value(FITFieldNumber.Hrv.time) { rr.append(v) }
    case FITMessageNumber.length:
      addLength(m)
    case _ where FITZoneSettings.messages.contains(m.globalNumber):
      zones.add(m)
      keepOpaque(m)  // the whole message travels too (FIT → FIT)
    case FITMessageNumber.developerDataId:
      if let index = m.integer(FITFieldNumber.DeveloperDataId.developerDataIndex).flatMap(
        UInt8.init(exactly:))
      {
        developerIDs[index] = m
      }
      keepOpaque(m)  // written back by the FIT writer (deduplicated, renumbered)
    case FITMessageNumber.fieldDescription:
      addFieldDescription(m)
    default: if !Self.mapped.contains(m.globalNumber) { keepOpaque(m) }
    }
  }

  /// A `device_info` message: its identifying fields as one text, and the whole message kept.
  mutating func addDeviceInfo(_ m: FITMessage) {
    var parts: [String] = []
    for f in m.fields {
      let name = m.name(of: f)
      guard
        [
          "device_index", "manufacturer", "product", "garmin_product", "product_name", "software_version",
          "serial_number", "device_type", "antplus_device_type", "source_type",
        ].contains(name)
      else { continue }
      let text: String
      if let e = m.enumName(of: f) {
        text = e
      } else {
        switch m.value(of: f) {
        case .integer(let v): text = String(v)
        case .real(let v): text = NumberText.shortest(v)
        case .string(let s): text = s
        default: continue
        }
      }
      parts.append("\(name)=\(text)")
    }
    if !parts.isEmpty { devices.append(parts.joined(separator: " ")) }
    keepOpaque(m)  // the whole message travels too, so FIT → FIT keeps every device_info field
  }

  /// A timer event: stops and starts become pauses and resumes; other events are kept whole.
  mutating func addTimerEvent(_ m: FITMessage) {
    guard m.integer(FITFieldNumber.Event.event) == Int64(FITEnum.Event.timer),
      let ts = m.integer(FITFieldNumber.timestamp)
    else { return keepOpaque(m) }
    let type = m.integer(FITFieldNumber.Event.eventType)
    let t = time(ts)
    if type == Int64(FITEnum.EventType.stop) || type == Int64(FITEnum.EventType.stopAll) {
      if timerRunning || firstRecord != nil { pauses.append((t, true)) }
      timerRunning = false
    } else if type == Int64(FITEnum.EventType.start) {
      if !timerRunning, !pauses.isEmpty, pauses.last?.1 == true { pauses.append((t, false)) }
      timerRunning = true
    }
  }

  /// timestamp_correlation: UTC (timestamp) for a system time; whole seconds, as GPSBabel maps VIRB times.
  mutating func addTimestampCorrelation(_ m: FITMessage) {
    typealias Correlation = FITFieldNumber.TimestampCorrelation
    if let utc = m.integer(FITFieldNumber.timestamp), let system = m.integer(Correlation.systemTimestamp) {
      let utcFraction =
        m.double(Correlation.fractionalTimestamp)
        ?? (m.double(Correlation.timestampMs).map { $0 / 1000 } ?? 0)
      let systemFraction =
        m.double(Correlation.fractionalSystemTimestamp)
        ?? (m.double(Correlation.systemTimestampMs).map { $0 / 1000 } ?? 0)
      correlationOffset = ((Double(utc) + utcFraction) - (Double(system) + systemFraction)).rounded()
    }
    keepOpaque(m)
  }

  /// A pool length; idle lengths (rests between swims) have no model home: the message travels whole.
  mutating func addLength(_ m: FITMessage) {
    typealias Fields = FITFieldNumber.Length
    guard let start = m.integer(Fields.startTime), let elapsed = m.double(Fields.totalElapsedTime) else {
      return keepOpaque(m)
    }
    let idle = Int64(FITEnum.LengthType.idle)
    guard m.integer(Fields.lengthType) != idle else { return keepOpaque(m) }
    lengths.append(
      Length(
        start: time(start), elapsed: elapsed, strokes: m.double(Fields.totalStrokes),
        stroke: m.integer(Fields.swimStroke),
        active: m.integer(Fields.lengthType) != idle))
  }

  /// A developer field's description: its name declared, the message kept (written back renumbered).
  mutating func addFieldDescription(_ m: FITMessage) {
    typealias Description = FITFieldNumber.FieldDescription
    if let index = m.integer(Description.developerDataIndex).flatMap(UInt8.init(exactly:)),
      let number = m.integer(Description.fieldDefinitionNumber).flatMap(UInt8.init(exactly:))
    {
      fieldDescriptions[UInt16(index) << 8 | UInt16(number)] = m
      developerFieldNames.declare(
        UInt16(index) << 8 | UInt16(number),
        name: m.string(Description.fieldName) ?? "developer_field_\(index)_\(number)")
    }
    keepOpaque(m)
  }

  /// Counts the developer fields and the fields the profile does not name of a lap or session (no model home).
  mutating func countUncarried(_ m: FITMessage) {
    for d in m.developerFields where FITDeveloperData.metadataValue(d) == nil {
      uncarriedSummaryFields[
        "\(m.name) developer field \(d.description?.name ?? "#\(d.fieldNumber)")", default: 0] += 1
    }
    for f in m.fields
    where f.origin == .read && m.fieldSpec(of: f) == nil && f.number != FITFieldNumber.timestamp {
      uncarriedSummaryFields["\(m.name) field \(f.number) (not in the profile)", default: 0] += 1
    }
  }

  /// The start of a lap or session: its start_time; without one, timestamp − total_elapsed_time, else the
  /// previous message's end, else its timestamp, else the first record's time (counted in `derivedStarts`,
  /// reported as a warning).
  mutating func derivedStart(_ m: FITMessage, startField: UInt8, previousEnd: Double?) -> Double? {
    if let start = m.integer(startField) { return time(start) }
    let timestamp = m.integer(FITFieldNumber.timestamp).map { time($0) }
    let elapsed = m.double(FITFieldNumber.Lap.totalElapsedTime)  // the same number in session
    // Nothing to derive it from yet (a summary written before the records): the first record's time,
    // filled in when the items are made (NaN until then).
    let derived =
      timestamp.flatMap({ t in elapsed.map { t - $0 } }) ?? previousEnd ?? timestamp ?? firstRecord ?? .nan
    derivedStarts[m.name, default: 0] += 1
    return derived
  }

  mutating func append(_ type: String, _ unit: QuantityUnit, _ value: Double, _ t: Date, end: Date? = nil) {
    let index: Int
    if let found = seriesIndex[type] {
      index = found
    } else {
      index = newSeries(type, unit)
    }
    appendEntry(index, QuantitySeriesEntry(value: value, start: t, end: end))
  }

  /// Units of the `fixedSlots` series.
  static let fixedUnits = fixedSlots.map(\.unit)

  /// Appends to fixed slot `slot` (a record field; unit `fixedUnits[slot]`).
  @inline(__always) mutating func append(slot: Int, _ value: Double, _ t: Date, end: Date? = nil) {
    var index = fixedSeries[slot]
    if index < 0 {
      index = seriesIndex[Self.fixedKeys[slot]] ?? newSeries(Self.fixedKeys[slot], Self.fixedUnits[slot])
      fixedSeries[slot] = index
    }
    appendEntry(index, QuantitySeriesEntry(value: value, start: t, end: end))
  }

  private mutating func newSeries(_ type: String, _ unit: QuantityUnit) -> Int {
    let buffer = PointBuffer<QuantitySeriesEntry>()
    series.append((type, unit, buffer))
    buffers.append(Unretained(buffer))
    seriesIndex[type] = series.count - 1
    return series.count - 1
  }

  /// A new series at position `at` of `series` (the indices after it move up by one).
  private mutating func insertSeries(_ type: String, _ unit: QuantityUnit, at: Int) -> Int {
    let buffer = PointBuffer<QuantitySeriesEntry>()
    series.insert((type, unit, buffer), at: at)
    buffers.insert(Unretained(buffer), at: at)
    for (key, index) in seriesIndex where index >= at { seriesIndex[key] = index + 1 }
    seriesIndex[type] = at
    for i in fixedSeries.indices where fixedSeries[i] >= at { fixedSeries[i] += 1 }
    for i in otherRecordSeries.indices where otherRecordSeries[i] >= at { otherRecordSeries[i] += 1 }
    return at
  }

  @inline(__always) private mutating func appendEntry(_ index: Int, _ entry: QuantitySeriesEntry) {
    buffers[index].withObject { $0.append(entry) }
  }

  var activityForSeries: WorkoutActivityType {
    if let s = sessions.first { return FITActivityTypes.activityType(sport: s.sport, subSport: s.subSport) }
    return FITActivityTypes.activityType(sport: fallbackSport?.sport ?? 0, subSport: fallbackSport?.subSport)
  }

  /// Keeps the sport of a `sport`, lap or `workout` message for a file without a session
  /// (`fallbackSport`): a `sport` message wins over a lap, a lap over a `workout`; the first of each counts.
  mutating func noteSport(_ m: FITMessage) {
    let (from, rank, sportField, subSportField): (String, Int, UInt8, UInt8) =
      switch m.globalNumber {
      case FITMessageNumber.sport: ("sport", 0, FITFieldNumber.Sport.sport, FITFieldNumber.Sport.subSport)
      case FITMessageNumber.lap: ("lap", 1, FITFieldNumber.Lap.sport, FITFieldNumber.Lap.subSport)
      default: ("workout", 2, FITFieldNumber.Workout.sport, FITFieldNumber.Workout.subSport)
      }
    guard let sport = m.integer(sportField), sport >= 0, sport < 255 else { return }
    let ranks = ["sport": 0, "lap": 1, "workout": 2]
    if let current = fallbackSport, ranks[current.from, default: 3] <= rank { return }
    let subSport = m.integer(subSportField).flatMap { $0 >= 0 && $0 < 255 ? UInt8($0) : nil }
    fallbackSport = (UInt8(sport), subSport, from)
  }

  mutating func addRecord(_ m: FITMessage) {
    // One pass over the fields (the first value of each number counts, as `FITMessage.double` returns it).
    var timestamp: Int64?
    var lat: Double?, lon: Double?, altitude: Double?, enhancedAltitude: Double?, speed: Double?
    var enhancedSpeed: Double?, hr: Double?, cad: Double?, fractionalCadence: Double?, power: Double?
    var distance: Double?, temperature: Double?, verticalOscillation: Double?, groundContact: Double?
    var stepLength: Double?
    var hasOther = false
    var seen: UInt32 = 0
    @inline(__always) func first(_ bit: UInt32) -> Bool {
      if seen & bit != 0 { return false }
      seen |= bit
      return true
    }
    typealias Fields = FITFieldNumber.Record
    for f in m.fields {
      switch f.number {
      case FITFieldNumber.timestamp: if first(1 << 0) { timestamp = f.rawInteger }
      case Fields.positionLat: if first(1 << 1) { lat = f.doubleValue }
      case Fields.positionLong: if first(1 << 2) { lon = f.doubleValue }
      case Fields.altitude: if first(1 << 3) { altitude = f.doubleValue }
      case Fields.enhancedAltitude: if first(1 << 4) { enhancedAltitude = f.doubleValue }
      case Fields.speed: if first(1 << 5) { speed = f.doubleValue }
      case Fields.enhancedSpeed: if first(1 << 6) { enhancedSpeed = f.doubleValue }
      case Fields.heartRate: if first(1 << 7) { hr = f.doubleValue }
      case Fields.cadence: if first(1 << 8) { cad = f.doubleValue }
      case Fields.fractionalCadence: if first(1 << 9) { fractionalCadence = f.doubleValue }
      case Fields.power: if first(1 << 10) { power = f.doubleValue }
      case Fields.distance: if first(1 << 11) { distance = f.doubleValue }
      case Fields.temperature: if first(1 << 12) { temperature = f.doubleValue }
      case Fields.verticalOscillation: if first(1 << 13) { verticalOscillation = f.doubleValue }
      case Fields.stanceTime: if first(1 << 14) { groundContact = f.doubleValue }
      case Fields.stepLength: if first(1 << 15) { stepLength = f.doubleValue }
      default: if f.origin == .read { hasOther = true }
      }
    }
    guard let ts = timestamp else {
      // No place on the time line (pool swims write them): the record travels whole, in file order.
      recordsWithoutTimestamp += 1
      keepOpaque(m)
      return
    }
    let t = time(ts)
    if firstRecord == nil { firstRecord = t }
    lastRecord = t
    let date = Date(timeIntervalSince1970: t + fitEpoch)
    altitude = enhancedAltitude ?? altitude
    speed = enhancedSpeed ?? speed
    if let lat, lon != nil, abs(lat * Self.semicircle) > 90 {
      outOfRangePositions += 1  // a latitude past a pole: the record keeps no position
    } else if let lat, let lon {
      let location = Location(
        time: date, latitude: lat * Self.semicircle, longitude: lon * Self.semicircle, altitude: altitude,
        speed: speed)
      locations.append(location)
    }
    if let hr { append(slot: 0, hr, date) }
    var flags: UInt8 = hr == nil ? 0 : Self.ownHeartRate
    if let cad { append(slot: 1, cad + (fractionalCadence ?? 0), date) }
    if let power { append(slot: 2, power, date) }
    if let speed { append(slot: 3, speed, date) }
    if let d = distance {
      if let (lt, ld) = lastDistance {
        if d >= ld {
          append(slot: 4, d - ld, Date(timeIntervalSince1970: lt + fitEpoch), end: date)
          lastDistance = (t, d)
        } else if d < ld / 2 {
          // The counter restarted (a multisport leg or a chained file's next activity starts at 0): the
          // reading is the distance since the restart, never a negative step.
          append(slot: 4, d, date, end: date)
          distanceRestartSpans.append((lt, t))
          lastDistance = (t, d)
          distanceRestarts += 1
        } else {
          // A step back (device noise): no distance, and the next increment counts from the highest reading.
          distanceStepsBack += 1
        }
      } else {
        append(slot: 4, d, date, end: date)  // the distance covered before the first record
        lastDistance = (t, d)
      }
    }
    if let altitude { append(slot: 5, altitude, date) }
    if let temperature { append(slot: 6, temperature, date) }
    if let vo = verticalOscillation { append(slot: 7, vo / 10, date) }
    if let groundContact { append(slot: 8, groundContact, date) }
    if let sl = stepLength { append(slot: 9, sl / 1000, date) }
    if lat == nil && hr == nil && cad == nil && power == nil && speed == nil && distance == nil
      && altitude == nil
      && temperature == nil && verticalOscillation == nil && groundContact == nil && stepLength == nil
      && !hasOther
      && m.developerFields.isEmpty
    {
      recordsWithoutValues += 1  // a bare timestamp (pool swims: HR comes in `hr` messages, merged later)
      flags |= Self.bare
    }
    recordTimes.append(t)
    recordFlags.append(flags)
    if hasOther { addOtherFields(m, at: date) }
    if !m.developerFields.isEmpty { addDeveloperFields(m, at: date) }
  }

  /// Heart rate from `hr` messages onto the records without their own (`FITHeartRateMerge`), after the
  /// last message: a bare record that gets one is not reported as a record without values.
  mutating func mergeHeartRates() throws {
    defer {
      recordTimes = []
      recordFlags = []
    }
    guard !heartRates.beats.isEmpty else { return }
    let merged = heartRates.merged(recordTimes: recordTimes)
    if fixedSeries[0] < 0, seriesIndex[Self.fixedKeys[0]] == nil,
      let first = merged.indices.filter({ merged[$0] != nil && recordFlags[$0] & Self.ownHeartRate == 0 })
        .map({ recordTimes[$0] }).min()
    {
      // A new series goes where it would be had the records carried it (series come in order of first
      // appearance; a record's heart rate before its other fields), so FIT → FIT reads back the same order.
      let date = Date(timeIntervalSince1970: first + fitEpoch)
      var at = series.count
      for i in series.indices {
        if let start = try series[i].entries.earliest()?.start, start >= date {
          at = i
          break
        }
      }
      fixedSeries[0] = insertSeries(Self.fixedKeys[0], Self.fixedUnits[0], at: at)
    }
    for (i, value) in merged.enumerated() {
      guard let value, recordFlags[i] & Self.ownHeartRate == 0 else { continue }
      append(slot: 0, value, Date(timeIntervalSince1970: recordTimes[i] + fitEpoch))
      mergedHeartRates += 1
      if recordFlags[i] & Self.bare != 0 { recordsWithoutValues -= 1 }
    }
  }

  /// Record fields with no typed series: each profile field a generic per-point series
  /// `FIT.record.<field>` in its profile unit (`FITRecordFields`); arrays, strings and fields the profile
  /// does not name are counted (`uncarriedRecordFields`), a field whose components are expanded is carried
  /// by them.
  mutating func addOtherFields(_ m: FITMessage, at date: Date) {
    for f in m.fields where f.origin == .read && !FITRecordFields.typed.contains(f.number) {
      var index = otherRecordSeries[Int(f.number)]
      if index == -1 {
        if let spec = m.fieldSpec(of: f), f.kind != .payload {
          let key = FITRecordFields.seriesPrefix + spec.name
          let (unit, unparsed) = FITRecordFields.unit(of: spec)
          if unparsed { developerUnits[key] = spec.units }
          index = seriesIndex[key] ?? newSeries(key, unit)
        } else {
          index = m.fieldSpec(of: f).map { $0.components.isEmpty ? -2 : -3 } ?? -2
        }
        otherRecordSeries[Int(f.number)] = index
      }
      if index >= 0, let v = f.doubleValue, v.isFinite {
        appendEntry(index, QuantitySeriesEntry(value: v, start: date))
      } else if index == -2 || index >= 0 {
        uncarriedRecordFields[m.name(of: f), default: 0] += 1
      }
    }
  }

  /// A record's developer fields as series entries: a field named after a HealthKit quantity type (the
  /// FIT writer declares model types FIT has no field for so) is that type, with the interval its
  /// "<name>.duration" companion field gives; any other is "FITDeveloper.<name>".
  mutating func addDeveloperFields(_ m: FITMessage, at date: Date) {
    var durations: [Substring: Double] = [:]
    for d in m.developerFields {
      guard let desc = d.description, desc.name.hasSuffix(FITDeveloperNames.durationSuffix),
        let v = d.physicalValue.doubleValue, v.isFinite, v > 0
      else { continue }
      durations[desc.name.dropLast(FITDeveloperNames.durationSuffix.count)] = v
    }
    for d in m.developerFields {
      guard let desc = d.description, let v = d.physicalValue.doubleValue else { continue }
      let isModelType = FITDeveloperNames.isModelType(desc.name)
      if isModelType && desc.name.hasSuffix(FITDeveloperNames.durationSuffix)
        && FITDeveloperNames.isModelType(String(desc.name.dropLast(FITDeveloperNames.durationSuffix.count)))
      {
        continue  // the companion of a model type: applied as its interval
      }
      let type =
        isModelType
        ? desc.name
        : FITDeveloperNames.prefix + developerFieldNames.name(d.developerDataIndex, d.fieldNumber, desc.name)
      let parsed = desc.units.isEmpty ? nil : try? QuantityUnit(parsing: desc.units)
      let unit = parsed ?? .count
      if parsed == nil && !desc.units.isEmpty { developerUnits[type] = desc.units }
      let end = isModelType ? durations[Substring(desc.name)].map { date.addingTimeInterval($0) } : nil
      append(type, unit, v, date, end: end)
    }
  }

  func ts(_ fit: Double) -> Timestamp {
    Timestamp(Date(timeIntervalSince1970: fit + fitEpoch), utcOffset: utcOffset)
  }

  /// The workout: a shell and its spooled points (route, series), for `WorkoutStreaming.deliver`.
  mutating func makeItems(
    descriptions: [FITDeveloperFieldDescription], sortRunSize: Int
  ) throws -> (
    [HealthItem], WorkoutPoints?
  ) {
    guard !sessions.isEmpty || firstRecord != nil else { return ([], nil) }
    for i in sessions.indices where sessions[i].start.isNaN { sessions[i].start = firstRecord ?? 0 }
    for i in laps.indices where laps[i].start.isNaN { laps[i].start = firstRecord ?? 0 }
    // Devices sometimes write records out of time order: the route and each series that came unsorted
    // are sorted here, once, before anything is derived from them (the rare case; an external sort, in
    // memory bounded by `sortRunSize`).
    try locations.sortByTime(runSize: sortRunSize)
    for s in series { try s.entries.sortByTime(runSize: sortRunSize) }
    var seriesSpools: [Spool<QuantitySeriesEntry>?] = []
    let start = sessions.first?.start ?? firstRecord!
    let lastSession = sessions.last
    let end =
      lastSession.map { $0.start + ($0.elapsed ?? 0) }.flatMap { $0 > start ? $0 : nil } ?? lastRecord
      ?? start
    let activity: WorkoutActivityType =
      sessions.count > 1
      ? (WorkoutActivityType(exportName: "HKWorkoutActivityTypeSwimBikeRun") ?? activityForSeries)
      : activityForSeries
    let (source, fileDevice) = provenance()
    let device = fileDevice
    var header = SampleHeader(
      uuid: UUID(), start: ts(start), end: ts(end), source: source, device: device.isEmpty ? nil : device,
      creationDate: timeCreated.map(ts))
    if let utcOffset { header.metadata.append("FITUTCOffset", .number(Double(utcOffset))) }
    // The device is file_id's (the recording device); each device_info message (sensors, batteries, the
    // unit's own parts) is a structured metadata entry, never part of the device (Apple's device string
    // would otherwise hold them all concatenated).
    for (i, text) in devices.enumerated() { header.metadata.append("FIT.device_info.\(i)", .string(text)) }
    for (key, value) in zones.metadata(sessionCount: sessions.count) { header.metadata.append(key, value) }

    let events = makeEvents(end: end, activity: activity)
    let activities = makeActivities()
    var statistics: [WorkoutStatistics] = []
    var sessionMetadata = Metadata()
    if sessions.count == 1 {
      (statistics, sessionMetadata) = sessionSummary(
        sessions[0], activity: activity, start: ts(start), end: ts(end))
    }
    if let s = sessions.first {
      header.metadata.append("FITSport", .number(Double(s.sport)))
      header.metadata.append("FITSubSport", .number(Double(s.subSport)))
      if s.poolLength != nil {
        header.metadata.append("HKLapLength", .quantity(Quantity(s.poolLength!, .meter)))
      }
    }
    header.metadata.entries += sessionMetadata.entries

    // Series: quantity samples with series entries (a multisport file's cadence, power, speed and distance
    // typed per session, as a TCX multisport activity's are per leg).
    var samples: [WorkoutSample] = []
    // Generic record series (`FIT.record.<field>`) after the others, by name: the order their fields come
    // in a record does not change what is read.
    let ordered = try typedSeries(activity: activity).enumerated().sorted { a, b in
      let ga = a.element.key.hasPrefix(FITRecordFields.seriesPrefix)
      let gb = b.element.key.hasPrefix(FITRecordFields.seriesPrefix)
      if ga != gb { return !ga }
      return ga ? a.element.key < b.element.key : a.offset < b.offset
    }.map(\.element)
    for s in ordered {
      let key = s.key
      let type = s.type
      guard let first = s.entries.first, let last = s.entries.last else { continue }
      let isSum = key == "FIT.distance"
      let total = s.entries.total
      let value = isSum ? total : total / Double(s.entries.count)
      var h = SampleHeader(
        uuid: UUID(), start: Timestamp(first.start, utcOffset: utcOffset),
        end: Timestamp(last.end, utcOffset: utcOffset),
        source: source, device: nil)
      if let u = developerUnits[key] { h.metadata.append("FITUnits", .string(u)) }
      var q = QuantitySample(header: h, type: type, quantity: Quantity(value, s.unit))
      q.header.uuid = WorkoutStreaming.uuid(forSeriesSample: q, entryCount: s.entries.count)
      seriesSpools.append(s.entries.spool)
      samples.append(.quantity(q))
    }
    if !rr.isEmpty {
      var offset = 0.0
      var beats: [Heartbeat] = []
      for r in rr {
        offset += r
        beats.append(Heartbeat(offset: offset))
      }
      let hs = ts(firstRecord ?? start)
      var hb = HeartbeatSeries(
        header: SampleHeader(uuid: UUID(), start: hs, end: hs.adding(offset), source: source), beats: beats)
      hb.header.uuid = Identity.uuid(for: hb)
      samples.append(.heartbeatSeries(hb))
      seriesSpools.append(nil)
    }
    var routes: [WorkoutRoute] = []
    if let first = locations.first, let last = locations.last {
      var r = WorkoutRoute(
        header: SampleHeader(
          uuid: UUID(), start: Timestamp(first.time, utcOffset: utcOffset),
          end: Timestamp(last.time, utcOffset: utcOffset),
          source: source), locations: [])
      r.header.uuid = WorkoutStreaming.uuid(
        forRoute: r.header, count: locations.count, first: first, last: last)
      routes.append(r)
    }
    var workout = Workout(
      header: header, activityType: activity,
      duration: sessions.isEmpty ? nil : sessions.compactMap(\.timer).reduce(0, +),
      activities: activities, events: events, statistics: statistics, routes: routes, samples: samples)
    workout.header.uuid = Identity.uuid(for: workout)
    let routeSpools = routes.isEmpty ? [] : [locations.spool]
    return ([.workout(workout)], WorkoutPoints(routes: routeSpools, series: seriesSpools))
  }

  /// Events: pauses and resumes (the final timer stop is the end, not a pause), laps, active lengths.
  func makeEvents(end: Double, activity: WorkoutActivityType) -> [WorkoutEvent] {
    var events: [WorkoutEvent] = []
    for (t, isPause) in pauses { events.append(WorkoutEvent(type: isPause ? .pause : .resume, start: ts(t))) }
    if events.last?.type == .pause, let last = events.last, last.start.unixSeconds >= ts(end).unixSeconds - 1
    {
      events.removeLast()  // the final timer stop is the end, not a pause
    }
    for lap in laps {
      let lapStart = ts(lap.start)
      let lapEnd = lapStart.adding(lap.elapsed ?? 0)
      let lapActivity = sessions.count > 1 ? sessionActivity(at: lap.start) : activity
      let (stats, summary) = FITSummaryMapping.read(
        lap.message, activity: lapActivity, start: lapStart, end: lapEnd, time: fixedTime,
        developerNames: developerFieldNames)
      var md = Metadata()
      if let trigger = lap.trigger { md.append("FITLapTrigger", .string(trigger)) }
      if let timer = lap.timer { md.append(SummaryKey.timerDuration, .number(timer)) }
      md.entries += summary.entries
      events.append(
        WorkoutEvent(type: .lap, start: lapStart, duration: lap.elapsed ?? 0, metadata: md, statistics: stats)
      )
    }
    let strokeStyles: [Int64: Int] = [0: 2, 1: 3, 2: 4, 3: 5, 4: 6, 5: 1]
    for l in lengths where l.active {
      var md = Metadata()
      md.append("HKSwimmingStrokeStyle", .number(Double(l.stroke.flatMap { strokeStyles[$0] } ?? 0)))
      if let s = l.strokes { md.append("WKSwimmingStrokeCount", .number(s)) }
      events.append(WorkoutEvent(type: .segment, start: ts(l.start), duration: l.elapsed, metadata: md))
    }
    events.sort { $0.start < $1.start }
    return events
  }

  /// Activities (multisport: one per session; none otherwise).
  func makeActivities() -> [WorkoutActivity] {
    var activities: [WorkoutActivity] = []
    if sessions.count > 1 {
      for (i, s) in sessions.enumerated() {
        let a = FITActivityTypes.activityType(sport: s.sport, subSport: s.subSport)
        var config = WorkoutConfiguration(activityType: a)
        if let pool = s.poolLength {
          config.swimmingLocationType = .pool
          config.lapLength = Quantity(pool, .meter)
        }
        let aStart = ts(s.start)
        let aEnd = aStart.adding(s.elapsed ?? 0)
        let summary = sessionSummary(s, activity: a, start: aStart, end: aEnd)
        var act = WorkoutActivity(
          uuid: UUID(), configuration: config, start: aStart, end: aEnd, duration: s.timer,
          statistics: summary.statistics)
        act.metadata.append("FITSport", .number(Double(s.sport)))
        act.metadata.append("FITSubSport", .number(Double(s.subSport)))
        act.metadata.entries += summary.metadata.entries
        // The session's first distance reading restarted the counter (a multisport leg): marked, so a
        // writer of running totals restarts there too.
        act.restartsDistance = distanceRestartSpans.contains { $0.before < s.start && s.start <= $0.at }
        act.uuid = Identity.uuidV5(name: "fit-activity \(i) \(aStart.unixSeconds) \(s.sport)")
        activities.append(act)
      }
    }
    return activities
  }

  /// The activity type of the session a time falls in (the last starting at or before it; the first
  /// for earlier times).
  func sessionActivity(at t: Double) -> WorkoutActivityType {
    let session = sessions.last { $0.start <= t } ?? sessions[0]
    return FITActivityTypes.activityType(sport: session.sport, subSport: session.subSport)
  }

  /// The model type of a series key for an activity type.
  static func seriesType(_ key: String, for activity: WorkoutActivityType) -> String {
    switch key {
    case "FIT.cadence": WorkoutSeriesType.cadenceType(for: activity)
    case "FIT.power": WorkoutSeriesType.powerType(for: activity)
    case "FIT.speed": WorkoutSeriesType.speedType(for: activity)
    case "FIT.distance": WorkoutSeriesType.distanceType(for: activity)
    default: key
    }
  }

  /// The series with their model types. With several sessions, the activity-typed series (cadence,
  /// power, speed, distance) are split by the session each entry falls in (a distance increment by its
  /// end, the record it came from) and entries of the same type gathered, in order of first appearance.
  func typedSeries(activity: WorkoutActivityType) throws
    -> [(key: String, type: String, unit: QuantityUnit, entries: PointBuffer<QuantitySeriesEntry>)]
  {
    var result: [(key: String, type: String, unit: QuantityUnit, entries: PointBuffer<QuantitySeriesEntry>)] =
      []
    let typedKeys: Set<String> = ["FIT.cadence", "FIT.power", "FIT.speed", "FIT.distance"]
    for s in series {
      guard sessions.count > 1, typedKeys.contains(s.key) else {
        result.append((s.key, Self.seriesType(s.key, for: activity), s.unit, s.entries))
        continue
      }
      var parts: [String: Int] = [:]
      func add(_ e: QuantitySeriesEntry) throws {
        let at = (s.key == "FIT.distance" ? e.end : e.start).timeIntervalSince1970 - fitEpoch
        let type = Self.seriesType(s.key, for: sessionActivity(at: at))
        let index: Int
        if let known = parts[type] {
          index = known
        } else {
          index = result.count
          parts[type] = index
          result.append((s.key, type, s.unit, PointBuffer<QuantitySeriesEntry>()))
        }
        result[index].entries.append(e)
      }
      var cursor = s.entries.spool.makeCursor()
      while let e = try cursor.next() { try add(e) }
    }
    if let error = result.lazy.compactMap(\.entries.error).first { throw error }
    return result
  }

  /// A session's statistics and its other fields (ascent/descent, `FIT.session.*`) as metadata.
  func sessionSummary(_ s: Session, activity: WorkoutActivityType, start: Timestamp, end: Timestamp)
    -> (statistics: [WorkoutStatistics], metadata: Metadata)
  {
    FITSummaryMapping.read(
      s.message, activity: activity, start: start, end: end, time: fixedTime,
      developerNames: developerFieldNames)
  }
}
