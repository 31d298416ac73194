import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLStreaming

/// Reuses the `String` of an attribute whose bytes equal a recently seen value (types, sources, units
/// repeat for long runs in exports), so the hot path allocates little. A few entries, round-robin.
struct StringCache {
  private var keys: [[UInt8]] = []
  private var values: [String] = []
  private var next = 0
  /// The slot of the last hit: values come in runs, so it is compared first.
  private var last = 0
  private static let capacity = 16

  mutating func string(_ value: XMLBytes) -> String {
    if last < keys.count, value.hasSameBytes(as: keys[last]) { return values[last] }
    for i in keys.indices where value.hasSameBytes(as: keys[i]) {
      last = i
      return values[i]
    }
    let string = value.string
    if keys.count < Self.capacity {
      last = keys.count
      keys.append(Array(value.buffer))
      values.append(string)
    } else {
      last = next
      keys[next] = Array(value.buffer)
      values[next] = string
      next = (next + 1) % Self.capacity
    }
    return string
  }
}

/// `ExportDate.parse` that remembers the day of the last `yyyy-MM-dd HH:mm:ss ±hhmm` date: the dates of a
/// record (and of consecutive records) mostly share it, so only the time of day and the offset are read again.
struct DateCache {
  private var dayPrefix: UInt64 = 0
  private var daySuffix: UInt16 = 0
  /// Local seconds since 1970 at the start of the remembered day.
  private var dayLocal: Int64 = 0
  private var valid = false

  @inline(__always) private static func digit(_ b: UInt8) -> Int64? {
    let d = b &- 48
    return d < 10 ? Int64(d) : nil
  }

  /// The same result as `ExportDate.parse(b)`.
  mutating func parse(_ b: XMLBytes) -> Timestamp? {
    // The fast shape: 25 bytes, `yyyy-MM-dd HH:mm:ss ±hhmm` with one space before the offset.
    guard b.count == 25, b[10] == 32, b[13] == 58, b[16] == 58, b[19] == 32,
      b[20] == 43 || b[20] == 45,
      let h1 = Self.digit(b[11]), let h2 = Self.digit(b[12]), let m1 = Self.digit(b[14]),
      let m2 = Self.digit(b[15]),
      let s1 = Self.digit(b[17]), let s2 = Self.digit(b[18]), let oh1 = Self.digit(b[21]),
      let oh2 = Self.digit(b[22]), let om1 = Self.digit(b[23]), let om2 = Self.digit(b[24])
    else { return b.withSpan { ExportDate.parse($0) } }
    let timeOfDay = (h1 * 10 + h2) * 3600 + (m1 * 10 + m2) * 60 + s1 * 10 + s2
    let prefix = b.loadLittleEndian(at: 0, as: UInt64.self)
    let suffix = b.loadLittleEndian(at: 8, as: UInt16.self)
    if valid, prefix == dayPrefix, suffix == daySuffix, h1 * 10 + h2 < 24, m1 * 10 + m2 < 60,
      s1 * 10 + s2 < 61
    {
      let magnitude = Int((oh1 * 10 + oh2) * 3600 + (om1 * 10 + om2) * 60)
      let offset = b[20] == 45 ? -magnitude : magnitude
      let unix = Double(dayLocal + timeOfDay - Int64(offset)) + 0.0
      return Timestamp(unixSeconds: unix, utcOffset: offset)
    }
    guard let t = b.withSpan({ ExportDate.parse($0) }) else { return nil }
    let local = Int64(t.date.timeIntervalSince1970) + Int64(t.utcOffset ?? 0)
    dayLocal = local - timeOfDay
    dayPrefix = prefix
    daySuffix = suffix
    valid = true
    return t
  }
}

/// `MetadataEntry` values of the last few key/value byte pairs: most records carry the same few entries
/// (`HKMetadataKeyHeartRateMotionContext` 0/1/2), and `ExportMetadata.value` is a pure function of the
/// key and text, so a hit returns exactly what parsing again would.
struct MetadataEntryCache {
  private var keys: [[UInt8]] = []
  private var texts: [[UInt8]] = []
  private var entries: [MetadataEntry] = []
  private var next = 0
  private var last = 0
  private static let capacity = 16

  @inline(__always) private static func same(_ stored: [UInt8], _ bytes: XMLBytes) -> Bool {
    bytes.hasSameBytes(as: stored)
  }

  mutating func entry(key: XMLBytes, text: XMLBytes) -> MetadataEntry {
    if last < keys.count, Self.same(texts[last], text), Self.same(keys[last], key) { return entries[last] }
    for i in keys.indices where Self.same(texts[i], text) && Self.same(keys[i], key) {
      last = i
      return entries[i]
    }
    let k = key.string
    let entry = MetadataEntry(k, ExportMetadata.value(key: k, text: text.string))
    if keys.count < Self.capacity {
      last = keys.count
      keys.append(Array(key.buffer))
      texts.append(Array(text.buffer))
      entries.append(entry)
    } else {
      last = next
      keys[next] = Array(key.buffer)
      texts[next] = Array(text.buffer)
      entries[next] = entry
      next = (next + 1) % Self.capacity
    }
    return entry
  }
}

/// Record types with what the hot path asks of them, computed once per distinct type.
struct TypeCache {
  struct Info {
    let name: String
    /// `HKCategoryTypeIdentifier…`: the value is a category value name or integer.
    let isCategory: Bool
    /// Types that correlations hold (dietary, blood pressure): held back while correlations may follow.
    let isMemberCandidate: Bool
  }
  private var strings = StringCache()
  private var last: Info?

  mutating func info(_ value: XMLBytes) -> Info {
    let name = strings.string(value)
    if let last, last.name == name { return last }
    let info = Info(
      name: name, isCategory: name.hasPrefix("HKCategoryTypeIdentifier"),
      isMemberCandidate: ExportXMLHandler.memberPrefixes.contains { name.hasPrefix($0) })
    last = info
    return info
  }
}

/// Parsed units of the last few unit strings (the shared `QuantityUnit` cache takes a lock and a hash).
struct ParsedUnitCache {
  // Non-optional storage plus a flag: copying an `Optional` of a multi-field struct goes through the
  // runtime's generic value witnesses here, several times the cost of copying the struct itself.
  private var texts: [String] = []
  private var units: [QuantityUnit] = []
  private var valid: [Bool] = []
  private var next = 0
  /// The slot of the last hit, compared first (units come in runs; `StringCache` hands out the same
  /// storage for the same bytes, so the comparison is usually one of identical strings).
  private var last = 0

  mutating func unit(_ text: String) -> QuantityUnit? {
    if last < texts.count, texts[last] == text { return valid[last] ? units[last] : nil }
    for i in texts.indices where texts[i] == text {
      last = i
      return valid[i] ? units[i] : nil
    }
    let unit = try? QuantityUnit(parsing: text)
    last = texts.count < 8 ? texts.count : next
    if texts.count < 8 {
      texts.append(text)
      units.append(unit ?? .count)
      valid.append(unit != nil)
    } else {
      texts[next] = text
      units[next] = unit ?? .count
      valid[next] = unit != nil
      next = (next + 1) % 8
    }
    return unit
  }
}

/// Device strings differ only by their memory address from one object to the next: cache on the rest.
struct DeviceCache {
  private var cache = [Int: [(key: [UInt8], device: Device?)]]()
  private var count = 0
  /// The last few values without their address: devices alternate among a few objects, so most lookups
  /// end here with one `memcmp` instead of hashing.
  private var recentKeys: [[UInt8]] = []
  /// Non-optional plus a flag (see `ParsedUnitCache`).
  private var recentDevices: [Device] = []
  private var recentValid: [Bool] = []
  private var recentNext = 0
  /// The recent slot of the last hit, compared first.
  private var recentLast = 0

  /// The value from the first `>` after the start (`<<HKDevice: 0x…>` skipped), or the empty end.
  @inline(__always) static func afterAddress(_ value: XMLBytes) -> XMLBytes {
    value.suffix(fromFirst: UInt8(ascii: ">"), searchingFrom: 2)
  }

  mutating func device(_ value: XMLBytes) -> Device? {
    let rest = Self.afterAddress(value)
    if recentLast < recentKeys.count, rest.hasSameBytes(as: recentKeys[recentLast]) {
      return recentValid[recentLast] ? recentDevices[recentLast] : nil
    }
    for k in recentKeys.indices where rest.hasSameBytes(as: recentKeys[k]) {
      recentLast = k
      return recentValid[k] ? recentDevices[k] : nil
    }
    let device = hashedDevice(value)
    recentLast = recentKeys.count < 4 ? recentKeys.count : recentNext
    if recentKeys.count < 4 {
      recentKeys.append(Array(rest))
      recentDevices.append(device ?? Device())
      recentValid.append(device != nil)
    } else {
      recentKeys[recentNext] = Array(rest)
      recentDevices[recentNext] = device ?? Device()
      recentValid[recentNext] = device != nil
      recentNext = (recentNext + 1) % 4
    }
    return device
  }

  private mutating func hashedDevice(_ value: XMLBytes) -> Device? {
    // Skip "<<HKDevice: 0x…>" to the first '>' after the start.
    let rest = Self.afterAddress(value)
    var hasher = Hasher()
    rest.combine(into: &hasher)
    let hash = hasher.finalize()
    if let bucket = cache[hash] {
      for entry in bucket where rest.hasSameBytes(as: entry.key) {
        return entry.device
      }
    }
    let device = ExportDevice.parse(utf8: value)
    if count > 4096 {
      cache.removeAll(keepingCapacity: true)
      count = 0
    }
    cache[hash, default: []].append((Array(rest), device))
    count += 1
    return device
  }
}

/// Which workouts a read keeps (`health.workoutType`, `health.since`, `health.until`, `health.workout`).
package struct WorkoutSelection: Sendable, Hashable {
  package var activityTypes: Set<UInt>?
  package var since: Date?
  package var until: Date?
  package var uuids: Set<UUID>?

  /// Parses the selection from the options' texts (`HealthExportOptions`): workout types, first and last
  /// day, workout UUIDs; nil or empty selects all.
  package init(workoutTypes: String?, since: String?, until: String?, workouts: String?) throws {
    if let text = workoutTypes, !text.isEmpty {
      var set = Set<UInt>()
      for part in text.split(separator: ",") {
        let name = part.trimmingWhitespace()
        guard
          let type = WorkoutActivityType(exportName: name) ?? WorkoutActivityType(name: name)
            ?? WorkoutActivityType(
              exportName: "HKWorkoutActivityType" + name.prefix(1).uppercased() + name.dropFirst())
        else {
          throw ConversionError(
            .usage, "unknown workout type '\(name)'",
            hint: "use names like running or HKWorkoutActivityTypeRunning")
        }
        set.insert(type.rawValue)
      }
      activityTypes = set
    }
    func date(_ text: String?, of option: FormatOption, endOfDay: Bool) throws -> Date? {
      let key = option.name
      guard let text, !text.isEmpty else { return nil }
      if text.count == 10, let t = ExportDate.parse(text + " 00:00:00 +0000") {
        return t.date.addingTimeInterval(endOfDay ? 86_400 : 0)
      }
      if let t = ISO8601Timestamp.parse(text) ?? ExportDate.parse(text) { return t.date }
      throw ConversionError(
        .usage, "cannot read the date '\(text)' of \(key)", hint: "use yyyy-MM-dd or ISO 8601")
    }
    self.since = try date(since, of: HealthExportFormat.since, endOfDay: false)
    self.until = try date(until, of: HealthExportFormat.until, endOfDay: true)
    if let text = workouts, !text.isEmpty {
      var set = Set<UUID>()
      for part in text.split(separator: ",") {
        guard let uuid = UUID(uuidString: part.trimmingWhitespace()) else {
          throw ConversionError(.usage, "'\(part)' is not a UUID")
        }
        set.insert(uuid)
      }
      uuids = set
    }
  }

  /// `true` when nothing is filtered.
  package var isEmpty: Bool { activityTypes == nil && since == nil && until == nil && uuids == nil }

  /// Whether `workout` is selected.
  package func selects(_ workout: Workout) -> Bool {
    if let activityTypes, !activityTypes.contains(workout.activityType.rawValue) { return false }
    if let since, workout.header.start.date < since { return false }
    if let until, workout.header.start.date >= until { return false }
    if let uuids, !uuids.contains(workout.header.uuid) { return false }
    return true
  }
}

/// The SAX handler that turns export.xml into items.
final class ExportXMLHandler: XMLStreamHandler {
  enum Mode { case full, workoutsOnly }

  let sink: any HealthItemSink
  /// The sink, when it recognises records it holds (`RecordDigestSink`): top-level records are digested
  /// and a recognised one makes no item.
  private let recognizer: (any RecordDigestSink)?
  /// How a top-level record becomes an item, as a digest scheme: a change to what a record's item holds
  /// takes a new scheme (stored digests of the old one are then never recognised).
  static let recordDigestScheme = "wkconv health-export Record 1"
  /// The record in progress's pieces, when `recognizer` is set.
  private let digester = StateBox(RecordDigester(scheme: ExportXMLHandler.recordDigestScheme))
  let context: ConversionContext
  /// Most elements one opaque record may hold (`OpaqueContentLimit`).
  private lazy var maxOpaqueElements = OpaqueContentLimit.maxElements(context.options)
  let fileName: String
  let mode: Mode
  let selection: WorkoutSelection
  /// Loads the points of a `FileReference` route (nil when the file is not available).
  let routeLoader: (String) throws -> [Location]?
  var formatVersion: Int?

  private var locale: String?
  private var exportInfoSent = false
  private(set) var itemCount: Int {
    get { state.pointee.itemCount }
    _modify { yield &state.pointee.itemCount }
  }
  private var progressCounter: Int {
    get { state.pointee.progressCounter }
    _modify { yield &state.pointee.progressCounter }
  }
  /// Whether sample objects get their derived identities (`Identity.uuid(for:)`); off for sinks that never
  /// read them (`ReadRequest.sampleIdentities`). Workouts, activities, routes and heartbeat series always do.
  var identities = true
  /// Items emitted per kind (`HealthItemKind.allCases` order), added to the report by `flushCounts()`.
  private var kindCounts: [Int] {
    get { state.pointee.kindCounts }
    _modify { yield &state.pointee.kindCounts }
  }

  // Attribute caches.
  private struct AttributeCaches {
    var typeCache = StringCache()
    var recordTypes = TypeCache()
    var parsedUnits = ParsedUnitCache()
    var sourceCache = StringCache()
    var versionCache = StringCache()
    var unitCache = StringCache()
    var deviceCache = DeviceCache()
    var dates = DateCache()
    var metadata = MetadataEntryCache()
  }
  /// Behind one pointer like `pending`: no exclusivity checks for each cache lookup of the hot path.
  private let caches = StateBox(AttributeCaches())

  // Record in progress (top level or inside a correlation).
  private struct PendingRecord {
    var type = ""
    var isCategory = false
    var isMemberCandidate = false
    var source: Source?
    var device: Device?
    var unit: String?
    var creation: Timestamp?
    var start: Timestamp?
    var end: Timestamp?
    var valueText: String?
    var value: Double?
    var metadata = Metadata()
    /// The beat list's `bpm time` lines as they came, joined by newlines (kept on the heartbeat series).
    var beatLines: [UInt8] = []
    /// The times of day of the beats whose time reads as one, in order.
    var beatSeconds: [Double] = []
    var hasBeatList = false
    var attributes: [KeyValue] = []
    var unknownChildren: [OpaqueRecord] = []
    /// Digested so far (a top-level record read for a `recognizer`): its item is made from it alone.
    var digested = false
  }
  /// The record in progress when `inRecord` (one allocation for the whole parse: no optional or struct
  /// copies per record, no exclusivity checks on its fields).
  private let pending = StateBox(PendingRecord())
  private var inRecord: Bool {
    get { state.pointee.inRecord }
    _modify { yield &state.pointee.inRecord }
  }
  private var recordDepth: Int {
    get { state.pointee.recordDepth }
    _modify { yield &state.pointee.recordDepth }
  }

  // Correlation in progress.
  private struct PendingCorrelation {
    var type = ""
    var header: SampleHeader
    var members: [CorrelationMember] = []
  }
  private var correlation: PendingCorrelation? {
    get { state.pointee.correlation }
    _modify { yield &state.pointee.correlation }
  }

  // Workout in progress.
  private struct PendingWorkout {
    var workout: Workout
    var activity: WorkoutActivity?
    var event: WorkoutEvent?
    var eventInActivity = false
    var route: WorkoutRoute?
  }
  private var workout: PendingWorkout? {
    get { state.pointee.workout }
    _modify { yield &state.pointee.workout }
  }

  // Opaque subtree in progress (ClinicalRecord, Audiogram, VisionPrescription, unknown elements).
  private var opaqueStack: [OpaqueRecord] {
    get { state.pointee.opaqueStack }
    _modify { yield &state.pointee.opaqueStack }
  }
  private var opaqueBaseDepth: Int {
    get { state.pointee.opaqueBaseDepth }
    _modify { yield &state.pointee.opaqueBaseDepth }
  }
  /// Depth below which elements are skipped (workoutsOnly mode).
  private var skipBelow: Int {
    get { state.pointee.skipBelow }
    _modify { yield &state.pointee.skipBelow }
  }

  // Correlation members also appear as top-level Records: hold the candidate types back until the
  // correlations have been seen, and emit each object once.
  private var heldBack: [QuantitySample] {
    get { state.pointee.heldBack }
    _modify { yield &state.pointee.heldBack }
  }
  private var holding: Bool {
    get { state.pointee.holding }
    _modify { yield &state.pointee.holding }
  }
  private static let placeholderUUID = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!
  static let memberPrefixes = ["HKQuantityTypeIdentifierDietary", "HKQuantityTypeIdentifierBloodPressure"]

  init(
    sink: any HealthItemSink, context: ConversionContext, fileName: String, mode: Mode,
    selection: WorkoutSelection,
    routeLoader: @escaping (String) throws -> [Location]?
  ) {
    self.sink = sink
    recognizer = (sink as? any RecordDigestSink).flatMap { $0.wantsRecordDigests ? $0 : nil }
    self.context = context
    self.fileName = fileName
    self.mode = mode
    self.selection = selection
    self.routeLoader = routeLoader
  }

  /// The per-event state (counters, the element in progress) behind one pointer like `pending`: the
  /// properties above read and write it without an exclusivity check on every start and end tag.
  private struct HotState {
    var itemCount: Int = 0
    var progressCounter: Int = 0
    var kindCounts: [Int] = [Int](repeating: 0, count: HealthItemKind.allCases.count)
    var inRecord: Bool = false
    var recordDepth: Int = 0
    var correlation: PendingCorrelation? = nil
    var workout: PendingWorkout? = nil
    var opaqueStack: [OpaqueRecord] = []
    /// Elements of the opaque record being read (capped: `OpaqueContentLimit`).
    var opaqueElements: Int = 0
    var opaqueBaseDepth: Int = 0
    var skipBelow: Int = Int.max
    var heldBack: [QuantitySample] = []
    var holding: Bool = true
    /// The digest of the record whose item `emit` sends next (see `recognized`).
    var recordDigest: RecordDigest? = nil
  }
  private let state = StateBox(HotState())

  // MARK: - Locations and emission

  /// A duration in seconds, or nil with a located warning when it is negative or not finite.
  func checkedSeconds(_ value: Double?, unit: String, _ parser: XMLStreamParser) -> TimeInterval? {
    guard let value, let seconds = ExportNumber.seconds(value, unit: unit) else { return nil }
    guard seconds.isFinite, seconds >= 0 else {
      context.warn(
        .healthInvalidDuration(value: value, unit: unit),
        at: location(parser))
      return nil
    }
    return seconds
  }

  func location(_ parser: XMLStreamParser) -> SourceLocation {
    let l = parser.location
    return SourceLocation(
      file: fileName, byteOffset: l.byteOffset, line: l.line, column: l.column, elementPath: l.elementPath,
      recordIndex: itemCount)
  }

  private func emit(_ item: HealthItem) throws {
    try emit(item, kind: item.kind)
  }

  /// `emit` for callers that know the kind (reading `item.kind` copies the item's payload).
  private func emit(_ item: HealthItem, kind: HealthItemKind) throws {
    itemCount += 1
    if mode == .full { kindCounts[kind.index] += 1 }
    if let digest = state.pointee.recordDigest, let recognizer {
      state.pointee.recordDigest = nil
      try recognizer.receive(item, record: digest)
    } else {
      try sink.receive(item)
    }
  }

  /// Adds the items emitted so far to `context.report.itemsRead` (once per parse, also after damage).
  func flushCounts() {
    for (i, kind) in HealthItemKind.allCases.enumerated() where kindCounts[i] > 0 {
      context.report.itemsRead[kind.rawValue, default: 0] += kindCounts[i]
      kindCounts[i] = 0
    }
  }

  private func sendExportInfoIfNeeded(date: Timestamp? = nil) throws {
    guard !exportInfoSent else { return }
    exportInfoSent = true
    if mode == .full {
      try emit(.exportInfo(ExportInfo(exportDate: date, locale: locale, formatVersion: formatVersion)))
    }
  }

  /// Emits what is still held back (called at the end of the document, also after damage).
  func flushHeldBack() throws {
    holding = false
    let held = heldBack
    heldBack = []
    for sample in held { try emit(.quantity(sample), kind: .quantity) }
  }

  // MARK: - Attribute helpers

  private func date(_ value: XMLBytes, _ name: String, _ parser: XMLStreamParser) -> Timestamp? {
    if let t = caches.pointee.dates.parse(value) { return t }
    context.warn(.healthBadDate(value: value.string, attribute: name), at: location(parser))
    return nil
  }

  private func parseMetadataEntry(_ e: XMLStartElement) -> MetadataEntry? {
    guard let key = e.attributes["key"] else { return nil }
    guard let text = e.attributes["value"] else {
      let k = key.string
      return MetadataEntry(k, ExportMetadata.value(key: k, text: ""))
    }
    return caches.pointee.metadata.entry(key: key, text: text)
  }

  private func header(
    _ e: XMLStartElement, _ parser: XMLStreamParser, known: inout [KeyValue]
  ) -> (source: Source?, device: Device?, creation: Timestamp?, start: Timestamp?, end: Timestamp?) {
    var sourceName: String?
    var sourceVersion: String?
    var device: Device?
    var creation: Timestamp?
    var start: Timestamp?
    var end: Timestamp?
    for a in e.attributes {
      let n = a.localName
      if n == "sourceName" {
        sourceName = caches.pointee.sourceCache.string(a.value)
      } else if n == "sourceVersion" {
        sourceVersion = caches.pointee.versionCache.string(a.value)
      } else if n == "device" {
        device = caches.pointee.deviceCache.device(a.value)
      } else if n == "creationDate" {
        creation = date(a.value, "creationDate", parser)
      } else if n == "startDate" {
        start = date(a.value, "startDate", parser)
      } else if n == "endDate" {
        end = date(a.value, "endDate", parser)
      } else {
        known.append(KeyValue(n.string, a.value.string))
      }
    }
    let source = sourceName.map { Source(name: $0, version: sourceVersion) }
    return (source, device, creation, start, end)
  }

  // MARK: - SAX

  /// The elements whose text this handler may ask for (opaque records: unknown top-level elements, a
  /// `Correlation` without dates, and anything inside them), for a pipelined parse.
  static let mayCollectText: XMLTextFilter = { name, depth in
    depth >= 3
      || (depth == 2
        && !(name == "Record" || name == "Workout" || name == "ActivitySummary" || name == "ExportDate"
          || name == "Me"))
  }

  func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
    let depth = e.depth
    if depth > skipBelow { return .skip }
    if !opaqueStack.isEmpty {
      state.pointee.opaqueElements += 1
      if state.pointee.opaqueElements > maxOpaqueElements {
        throw OpaqueContentLimit.exceeded(opaqueStack[0].name, limit: maxOpaqueElements, at: location(parser))
      }
      opaqueStack.append(
        OpaqueRecord(
          format: "health", name: e.localName.string,
          attributes: e.attributes.map { KeyValue($0.localName.string, $0.value.string) }))
      return .collect
    }
    let name = e.localName
    switch depth {
    case 1:
      guard name == "HealthData" else {
        throw ConversionError(
          .invalidInput, "the root element is <\(name.string)>, not <HealthData>", at: location(parser),
          hint: "is this an Apple Health export.xml?")
      }
      locale = e.attributes["locale"]?.string
      return .skip
    case 2:
      return try startTopLevel(e, parser)
    default:
      return try startNested(e, parser)
    }
  }

  private func startTopLevel(_ e: XMLStartElement, _ parser: XMLStreamParser) throws -> XMLTextRequest {
    let name = e.localName
    if name == "ExportDate" {
      let t = e.attributes["value"].flatMap { date($0, "ExportDate", parser) }
      try sendExportInfoIfNeeded(date: t)
      return .skip
    }
    try sendExportInfoIfNeeded()
    if mode == .workoutsOnly && name != "Workout" {
      skipBelow = 2
      return .skip
    }
    skipBelow = .max
    if name == "Record" {
      beginRecord(e, parser, depth: 2)
    } else if name == "Workout" {
      beginWorkout(e, parser)
    } else if name == "Correlation" {
      var known: [KeyValue] = []
      let h = header(e, parser, known: &known)
      let type = e.attributes["type"]?.string ?? ""
      guard let start = h.start, let end = h.end else {
        beginOpaque(e)
        return .collect
      }
      correlation = PendingCorrelation(
        type: type,
        header: SampleHeader(
          uuid: Self.placeholderUUID, start: start, end: end, source: h.source, device: h.device,
          creationDate: h.creation))
    } else if name == "Me" {
      let entries = e.attributes.map { KeyValue($0.localName.string, $0.value.string) }
        .filter { !MeCharacteristics.isNotSet($0.key, $0.value) }
      if !entries.isEmpty { try emit(.characteristics(Characteristics(entries: entries))) }
    } else if name == "ActivitySummary" {
      if holding { try flushHeldBack() }
      try emit(.activitySummary(activitySummary(e)))
    } else {
      if holding && name != "Correlation" { try flushHeldBack() }
      beginOpaque(e)
      return .collect
    }
    return .skip
  }

  private func beginOpaque(_ e: XMLStartElement) {
    opaqueBaseDepth = e.depth
    state.pointee.opaqueElements = 1
    opaqueStack = [
      OpaqueRecord(
        format: "health", name: e.localName.string,
        attributes: e.attributes.map { KeyValue($0.localName.string, $0.value.string) })
    ]
  }

  private func beginRecord(_ e: XMLStartElement, _ parser: XMLStreamParser, depth: Int) {
    let r = pending.pointer
    r.pointee = PendingRecord()
    if recognizer != nil, depth == 2 {
      // Every attribute as the handler sees it, names with values: what the item is made from.
      r.pointee.digested = true
      let d = digester.pointer
      d.pointee.reset()
      for a in e.attributes {
        d.pointee.append(a.localName.bytes)
        d.pointee.append(a.value)
      }
    }
    for a in e.attributes {
      let n = a.localName
      // The first byte picks the one name to compare (in attribute order).
      switch n.pointer[0] {
      case UInt8(ascii: "t") where n == "type":
        let info = caches.pointee.recordTypes.info(a.value)
        r.pointee.type = info.name
        r.pointee.isCategory = info.isCategory
        r.pointee.isMemberCandidate = info.isMemberCandidate
      case UInt8(ascii: "s") where n == "sourceName":
        r.pointee.source = Source(name: caches.pointee.sourceCache.string(a.value))
      case UInt8(ascii: "s") where n == "sourceVersion":
        let v = caches.pointee.versionCache.string(a.value)
        if r.pointee.source == nil { r.pointee.source = Source(name: "") }
        r.pointee.source?.version = v
      case UInt8(ascii: "d") where n == "device":
        r.pointee.device = caches.pointee.deviceCache.device(a.value)
      case UInt8(ascii: "u") where n == "unit":
        r.pointee.unit = caches.pointee.unitCache.string(a.value)
      case UInt8(ascii: "c") where n == "creationDate":
        r.pointee.creation = date(a.value, "creationDate", parser)
      case UInt8(ascii: "s") where n == "startDate":
        r.pointee.start = date(a.value, "startDate", parser)
      case UInt8(ascii: "e") where n == "endDate":
        r.pointee.end = date(a.value, "endDate", parser)
      case UInt8(ascii: "v") where n == "value":
        r.pointee.value = a.value.double
        if r.pointee.value == nil || r.pointee.isCategory { r.pointee.valueText = a.value.string }
      default:
        r.pointee.attributes.append(KeyValue(n.string, a.value.string))
      }
    }
    inRecord = true
    recordDepth = depth
  }

  private func beginWorkout(_ e: XMLStartElement, _ parser: XMLStreamParser) {
    if holding { try? flushHeldBack() }
    var known: [KeyValue] = []
    let h = header(e, parser, known: &known)
    let start = h.start ?? h.end ?? Timestamp(unixSeconds: 0)
    let end = h.end ?? start
    var metadata = Metadata()
    var activityType = WorkoutActivityType(rawValue: 3000)
    var duration: Double?
    var durationUnit = "min"
    var totals: [String: (Double?, String?)] = [:]
    var totalOrder: [String] = []
    for kv in known {
      switch kv.key {
      case "workoutActivityType":
        if let t = WorkoutActivityType(exportName: kv.value) {
          activityType = t
        } else {
          metadata.append(HealthExportKeys.activityTypeText, .string(kv.value))
          context.warn(
            .healthUnknownActivityType(kv.value), at: location(parser))
        }
      case "duration": duration = Double(finiteText: kv.value)
      case "durationUnit": durationUnit = kv.value
      default:
        if kv.key.hasPrefix("total") {
          var name = String(kv.key.dropFirst(5))
          let isUnit = name.hasSuffix("Unit")
          if isUnit { name = String(name.dropLast(4)) }
          name = name.prefix(1).lowercased() + name.dropFirst()
          if totals[name] == nil { totalOrder.append(name) }
          if isUnit {
            totals[name, default: (nil, nil)].1 = kv.value
          } else {
            totals[name, default: (nil, nil)].0 = Double(finiteText: kv.value)
          }
        } else {
          context.warn(
            .healthWorkoutAttributeNotKept(kv.key), at: location(parser))
        }
      }
    }
    var totalQuantities: [String: Quantity] = [:]
    for name in totalOrder {
      guard let (v, u) = totals[name], let v else { continue }
      let unitText = u ?? (name == "distance" ? "km" : name == "energyBurned" ? "kcal" : "count")
      if let unit = try? QuantityUnit(parsing: unitText) { totalQuantities[name] = Quantity(v, unit) }
    }
    let seconds = checkedSeconds(duration, unit: durationUnit, parser)
    let w = Workout(
      header: SampleHeader(
        uuid: Self.placeholderUUID, start: start, end: end, source: h.source, device: h.device,
        creationDate: h.creation, metadata: metadata),
      activityType: activityType, duration: seconds, totals: totalQuantities)
    workout = PendingWorkout(workout: w)
  }

  private func activitySummary(_ e: XMLStartElement) -> ActivitySummary {
    var s = ActivitySummary(dateComponents: "")
    var energy: Double?
    var energyGoal: Double?
    var energyUnit: String?
    for a in e.attributes {
      let key = a.localName.string
      let text = a.value.string
      let v = Double(finiteText: text)
      switch key {
      case "dateComponents": s.dateComponents = text
      case "activeEnergyBurned" where v != nil: energy = v
      case "activeEnergyBurnedGoal" where v != nil: energyGoal = v
      case "activeEnergyBurnedUnit": energyUnit = text
      case "appleMoveTime" where v != nil: s.appleMoveTime = v
      case "appleMoveTimeGoal" where v != nil: s.appleMoveTimeGoal = v
      case "appleExerciseTime" where v != nil: s.appleExerciseTime = v
      case "appleExerciseTimeGoal" where v != nil: s.appleExerciseTimeGoal = v
      case "appleStandHours" where v != nil: s.appleStandHours = v
      case "appleStandHoursGoal" where v != nil: s.appleStandHoursGoal = v
      default: s.extra.append(KeyValue(key, text))
      }
    }
    let unit = (try? QuantityUnit(parsing: energyUnit ?? "kcal")) ?? .kilocalorie
    if energyUnit != nil || energy != nil || energyGoal != nil {
      if let energy { s.activeEnergyBurned = Quantity(energy, unit) }
      if let energyGoal { s.activeEnergyBurnedGoal = Quantity(energyGoal, unit) }
      if energy == nil && energyGoal == nil, let energyUnit {
        s.extra.append(KeyValue("activeEnergyBurnedUnit", energyUnit))
      }
    }
    return s
  }

  private func startNested(_ e: XMLStartElement, _ parser: XMLStreamParser) throws -> XMLTextRequest {
    let name = e.localName
    let depth = e.depth
    if inRecord {
      // The first byte picks the one name to compare (beats come by the hundred).
      let first = name.pointer[0]
      if first == UInt8(ascii: "M"), name == "MetadataEntry" {
        if let entry = parseMetadataEntry(e) { pending.pointee.metadata.entries.append(entry) }
        if pending.pointee.digested {
          let d = digester.pointer
          d.pointee.mark(UInt8(ascii: "M"))
          for a in e.attributes {
            d.pointee.append(a.localName.bytes)
            d.pointee.append(a.value)
          }
        }
      } else if first == UInt8(ascii: "H"), name == "HeartRateVariabilityMetadataList" {
        // Two items (a sample and its beats): not one record's one item.
        pending.pointee.digested = false
        pending.pointee.hasBeatList = true
      } else if first == UInt8(ascii: "I"), name == "InstantaneousBeatsPerMinute" {
        // Read in place: an HRV record holds a few hundred beats, and strings per beat cost the handler
        // more than libxml2 spends tokenizing them.
        let r = pending.pointer
        // Every line holds at least its space: lines so far ⇔ bytes so far.
        if !r.pointee.beatLines.isEmpty { r.pointee.beatLines.append(UInt8(ascii: "\n")) }
        if let bpm = e.attributes["bpm"] { r.pointee.beatLines.append(contentsOf: bpm) }
        r.pointee.beatLines.append(UInt8(ascii: " "))
        if let time = e.attributes["time"] {
          r.pointee.beatLines.append(contentsOf: time)
          if let s = ExportBeatTimes.secondsOfDay(utf8: time) { r.pointee.beatSeconds.append(s) }
        }
      } else {
        pending.pointee.digested = false
        return unknownChild(e, parser)
      }
      return .skip
    }
    if correlation != nil {
      if name == "Record" {
        beginRecord(e, parser, depth: depth)
      } else if name == "MetadataEntry" {
        if let entry = parseMetadataEntry(e) { correlation!.header.metadata.entries.append(entry) }
      } else {
        return unknownChild(e, parser)
      }
      return .skip
    }
    guard workout != nil else { return unknownChild(e, parser) }
    if workout!.route != nil {
      if name == "MetadataEntry" {
        if let entry = parseMetadataEntry(e) { workout!.route!.header.metadata.entries.append(entry) }
      } else if name == "FileReference" {
        workout!.route!.fileReference = e.attributes["path"]?.string
      } else if name == "Location" {
        if let l = locationElement(e, parser) { workout!.route!.locations.append(l) }
      } else {
        return unknownChild(e, parser)
      }
      return .skip
    }
    if workout!.event != nil {
      if name == "MetadataEntry", let entry = parseMetadataEntry(e) {
        workout!.event!.metadata.entries.append(entry)
        return .skip
      }
      return unknownChild(e, parser)
    }
    switch name {
    case _ where name == "MetadataEntry":
      if let entry = parseMetadataEntry(e) {
        if workout!.activity != nil {
          workout!.activity!.metadata.entries.append(entry)
        } else {
          workout!.workout.header.metadata.entries.append(entry)
        }
      }
    case _ where name == "WorkoutEvent":
      workout!.event = workoutEvent(e, parser)
      workout!.eventInActivity = workout!.activity != nil
    case _ where name == "WorkoutActivity":
      workout!.activity = workoutActivity(e, parser)
    case _ where name == "WorkoutStatistics":
      if let s = statistics(e, parser) {
        if workout!.activity != nil {
          workout!.activity!.statistics.append(s)
        } else {
          workout!.workout.statistics.append(s)
        }
      }
    case _ where name == "WorkoutRoute":
      var known: [KeyValue] = []
      let h = header(e, parser, known: &known)
      let start = h.start ?? workout!.workout.header.start
      workout!.route = WorkoutRoute(
        header: SampleHeader(
          uuid: Self.placeholderUUID, start: start, end: h.end ?? start, source: h.source, device: h.device,
          creationDate: h.creation),
        locations: [])
    default:
      return unknownChild(e, parser)
    }
    return .skip
  }

  /// A `WorkoutEvent` element's event (its metadata entries follow as children).
  private func workoutEvent(_ e: XMLStartElement, _ parser: XMLStreamParser) -> WorkoutEvent {
    var event = WorkoutEvent(type: .marker, start: workout!.workout.header.start)
    var duration: Double?
    var unit = "min"
    for a in e.attributes {
      let n = a.localName
      if n == "type" {
        let text = a.value.string
        if let t = WorkoutEventType(exportName: text) {
          event.type = t
        } else {
          context.warn(
            .healthUnknownEventType(text), at: location(parser))
        }
      } else if n == "date" {
        if let t = date(a.value, "date", parser) { event.start = t }
      } else if n == "duration" {
        duration = a.value.double
      } else if n == "durationUnit" {
        unit = a.value.string
      }
    }
    if let s = checkedSeconds(duration, unit: unit, parser) { event.duration = s }
    return event
  }

  /// A `WorkoutActivity` element's activity (its children follow).
  private func workoutActivity(_ e: XMLStartElement, _ parser: XMLStreamParser) -> WorkoutActivity {
    var activity = WorkoutActivity(
      uuid: Self.placeholderUUID,
      configuration: WorkoutConfiguration(activityType: workout!.workout.activityType),
      start: workout!.workout.header.start, end: workout!.workout.header.end)
    var uuid: UUID?
    var duration: Double?
    var unit = "min"
    for a in e.attributes {
      let n = a.localName
      if n == "uuid" {
        uuid = UUID(uuidString: a.value.string)
      } else if n == "startDate" {
        if let t = date(a.value, "startDate", parser) { activity.start = t }
      } else if n == "endDate" {
        if let t = date(a.value, "endDate", parser) { activity.end = t }
      } else if n == "duration" {
        duration = a.value.double
      } else if n == "durationUnit" {
        unit = a.value.string
      }
    }
    activity.duration = checkedSeconds(duration, unit: unit, parser)
    activity.uuid = uuid ?? Self.placeholderUUID
    return activity
  }

  private func unknownChild(_ e: XMLStartElement, _ parser: XMLStreamParser) -> XMLTextRequest {
    context.warn(.healthUnknownElement(e.localName.string), at: location(parser))
    skipBelow = e.depth
    return .skip
  }

  private func statistics(_ e: XMLStartElement, _ parser: XMLStreamParser) -> WorkoutStatistics? {
    var type = ""
    var start: Timestamp?
    var end: Timestamp?
    var unit: QuantityUnit = .count
    var s = WorkoutStatistics(
      type: "", start: Timestamp(unixSeconds: 0), end: Timestamp(unixSeconds: 0), unit: .count)
    for a in e.attributes {
      let n = a.localName
      if n == "type" {
        type = caches.pointee.typeCache.string(a.value)
      } else if n == "startDate" {
        start = date(a.value, "startDate", parser)
      } else if n == "endDate" {
        end = date(a.value, "endDate", parser)
      } else if n == "average" {
        s.average = a.value.double
      } else if n == "minimum" {
        s.minimum = a.value.double
      } else if n == "maximum" {
        s.maximum = a.value.double
      } else if n == "sum" {
        s.sum = a.value.double
      } else if n == "mostRecent" {
        s.mostRecent = a.value.double
      } else if n == "unit" {
        let text = caches.pointee.unitCache.string(a.value)
        if let u = try? QuantityUnit(parsing: text) {
          unit = u
        } else {
          context.warn(.healthBadUnit(text), at: location(parser))
          return nil
        }
      }
    }
    s.type = type
    s.unit = unit
    s.start = start ?? workout!.workout.header.start
    s.end = end ?? workout!.workout.header.end
    return s
  }

  private func locationElement(_ e: XMLStartElement, _ parser: XMLStreamParser) -> Location? {
    var l = Location(time: Date(timeIntervalSince1970: 0), latitude: 0, longitude: 0)
    var hasDate = false
    var latitude: Double?
    var longitude: Double?
    for a in e.attributes {
      let n = a.localName
      if n == "date" {
        if let t = date(a.value, "date", parser) { l.time = t.date; hasDate = true }
      } else if n == "latitude" {
        latitude = a.value.double
      } else if n == "longitude" {
        longitude = a.value.double
      } else if n == "altitude" {
        l.altitude = a.value.double
      } else if n == "horizontalAccuracy" {
        l.horizontalAccuracy = a.value.double
      } else if n == "verticalAccuracy" {
        l.verticalAccuracy = a.value.double
      } else if n == "course" {
        l.course = a.value.double
      } else if n == "speed" {
        l.speed = a.value.double
      }
    }
    guard hasDate else { return nil }
    // No Null Island: a point without a valid latitude and longitude is skipped, not put at 0, 0.
    guard let latitude, let longitude, abs(latitude) <= 90, abs(longitude) <= 180 else {
      context.warn(
        .healthInvalidLocation,
        at: location(parser))
      return nil
    }
    l.latitude = latitude
    l.longitude = longitude
    return l
  }

  func endElement(_ e: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
    let depth = e.depth
    if depth > skipBelow { return }
    if depth == skipBelow {
      skipBelow = .max
      return
    }
    if !opaqueStack.isEmpty {
      var top = opaqueStack.removeLast()
      if let text, !text.isXMLWhitespace { top.text = text.string }
      if opaqueStack.isEmpty {
        if depth == 2 { try emit(.opaque(top)) }
      } else {
        opaqueStack[opaqueStack.count - 1].children.append(top)
      }
      return
    }
    if inRecord, depth == recordDepth {
      inRecord = false
      try finishRecord(parser)
      return
    }
    if depth == 2, let c = correlation {
      correlation = nil
      var header = c.header
      var corr = Correlation(header: header, type: c.type, members: c.members)
      if identities { header.uuid = Identity.uuid(for: corr) }
      corr.header = header
      // One object each: drop the top-level copies held back.
      for member in c.members {
        if case .quantity(let q) = member, let i = heldBack.firstIndex(of: q) { heldBack.remove(at: i) }
      }
      try emit(.correlation(corr))
      return
    }
    guard workout != nil else {
      if depth == 1 {
        try sendExportInfoIfNeeded()
        try flushHeldBack()
      }
      return
    }
    let name = e.localName
    if workout!.route != nil, name == "WorkoutRoute" {
      var route = workout!.route!
      workout!.route = nil
      if mode == .workoutsOnly {
        // The index needs intervals only.
      } else if let path = route.fileReference {
        if let points = try routeLoader(path) {
          route.locations = points
        } else {
          context.warn(
            .healthMissingRoute(path: path), at: location(parser))
        }
      } else {
        route.header.metadata.append(HealthExportKeys.routeForm, .string("inline"))
      }
      route.header.uuid = Identity.uuid(for: route)
      workout!.workout.routes.append(route)
    } else if workout!.event != nil, name == "WorkoutEvent" {
      let event = workout!.event!
      workout!.event = nil
      if workout!.eventInActivity, workout!.activity != nil {
        workout!.activity!.events.append(event)
      } else {
        workout!.workout.events.append(event)
      }
    } else if workout!.activity != nil, name == "WorkoutActivity" {
      workout!.workout.activities.append(workout!.activity!)
      workout!.activity = nil
    } else if depth == 2 {
      var w = workout!.workout
      workout = nil
      w.header.uuid = Identity.uuid(for: w)
      for i in w.activities.indices where w.activities[i].uuid == Self.placeholderUUID {
        w.activities[i].uuid = Identity.uuid(forActivityAt: i, of: w.header.uuid, activity: w.activities[i])
      }
      if selection.selects(w) { try emit(.workout(w)) }
    }
  }

  /// Builds the item of the record in `pending` (whose fields it may move out: `beginRecord` resets it).
  private func finishRecord(_ parser: XMLStreamParser) throws {
    let p = pending.pointer
    progressCounter += 1
    if progressCounter & 0xFFFF == 0, let progress = context.progress {
      progress(
        ProgressUpdate(
          bytesDone: parser.bytesFed, bytesTotal: context.progressBytesTotal, itemsDone: itemCount))
    }
    guard let start = p.pointee.start ?? p.pointee.end, let end = p.pointee.end ?? p.pointee.start else {
      try keepOpaque(p.pointee, reason: "no startDate/endDate", parser)
      return
    }
    if p.pointee.isCategory {
      try finishCategory(start: start, end: end, parser)
    } else {
      try finishQuantity(start: start, end: end, parser)
    }
  }

  /// Moves the shared header fields out of `pending` (the caller has checked everything that needs them).
  private func takeHeader(start: Timestamp, end: Timestamp) -> SampleHeader {
    let p = pending.pointer
    var source: Source? = nil
    var device: Device? = nil
    var metadata = Metadata()
    swap(&source, &p.pointee.source)
    swap(&device, &p.pointee.device)
    swap(&metadata, &p.pointee.metadata)
    return SampleHeader(
      uuid: Self.placeholderUUID, start: start, end: end, source: source, device: device,
      creationDate: p.pointee.creation, metadata: metadata)
  }

  private func finishCategory(start: Timestamp, end: Timestamp, _ parser: XMLStreamParser) throws {
    let r = pending.pointer
    if !r.pointee.attributes.isEmpty {
      context.warn(
        .healthRecordAttributesNotKept(r.pointee.attributes.map(\.key)),
        at: location(parser))
    }
    if try recognized(.category) { return }
    defer { state.pointee.recordDigest = nil }
    do {
      var sample = CategorySample(header: takeHeader(start: start, end: end), type: r.pointee.type)
      if let text = r.pointee.valueText {
        if let raw = CategoryTypeCatalog.rawValue(forValueName: text, typeIdentifier: r.pointee.type) {
          sample.value = raw
          sample.valueName = text
        } else if let raw = Int(text) {
          sample.value = raw
        } else {
          sample.valueName = text
        }
      }
      if identities { sample.header.uuid = Identity.uuid(for: sample) }
      try deliver(.category(sample), kind: .category)
    }
  }

  private func finishQuantity(start: Timestamp, end: Timestamp, _ parser: XMLStreamParser) throws {
    let p = pending.pointer
    guard let value = p.pointee.value, let unitText = p.pointee.unit,
      let unit = caches.pointee.parsedUnits.unit(unitText)
    else {
      if !p.pointee.attributes.isEmpty {
        context.warn(
          .healthRecordAttributesNotKept(p.pointee.attributes.map(\.key)),
          at: location(parser))
      }
      try keepOpaque(p.pointee, reason: "not a quantity or category sample", parser)
      return
    }
    if !p.pointee.attributes.isEmpty {
      context.warn(
        .healthRecordAttributesNotKept(p.pointee.attributes.map(\.key)),
        at: location(parser))
    }
    if try recognized(.quantity) { return }
    defer { state.pointee.recordDigest = nil }
    let r = p
    var header: SampleHeader
    if r.pointee.hasBeatList {
      header = SampleHeader(
        uuid: Self.placeholderUUID, start: start, end: end, source: r.pointee.source,
        device: r.pointee.device, creationDate: r.pointee.creation,
        metadata: r.pointee.metadata)
    } else {
      header = takeHeader(start: start, end: end)
    }
    var sample = QuantitySample(header: header, type: p.pointee.type, quantity: Quantity(value, unit))
    if r.pointee.hasBeatList {
      var beats: [Heartbeat] = []
      beats.reserveCapacity(r.pointee.beatSeconds.count)
      for s in r.pointee.beatSeconds {
        beats.append(Heartbeat(offset: ExportBeatTimes.offset(secondsOfDay: s, start: start)))
      }
      var seriesHeader = SampleHeader(
        uuid: Self.placeholderUUID, start: start, end: end, source: r.pointee.source,
        device: r.pointee.device, creationDate: r.pointee.creation)
      seriesHeader.metadata.append(
        HealthExportKeys.beatLines, .string(String(decoding: r.pointee.beatLines, as: UTF8.self)))
      var series = HeartbeatSeries(header: seriesHeader, beats: beats)
      series.header.uuid = Identity.uuid(for: series)
      header = sample.header
      header.metadata.append(HealthExportKeys.heartbeatSeries, .string(series.header.uuid.uuidString))
      sample.header = header
      if identities { sample.header.uuid = Identity.uuid(for: sample) }
      if correlation == nil {
        try emit(.heartbeatSeries(series))
      }
      try deliver(.quantity(sample), kind: .quantity, memberCandidate: r.pointee.isMemberCandidate)
      return
    }
    if identities { sample.header.uuid = Identity.uuid(for: sample) }
    try deliver(.quantity(sample), kind: .quantity, memberCandidate: r.pointee.isMemberCandidate)
  }

  /// True for a record the sink holds (`RecordDigestSink.holdsRecord`): it is counted as emitted and
  /// makes no item. Otherwise its digest (when it has one) goes with the item `emit` sends next. A record
  /// of a type correlations hold is never digested: it may be held back, or dropped as a member.
  private func recognized(_ kind: HealthItemKind) throws -> Bool {
    let p = pending.pointer
    guard let recognizer, p.pointee.digested, !p.pointee.isMemberCandidate else { return false }
    let digest = digester.pointee.digest()
    if try recognizer.holdsRecord(digest, kind: kind, type: p.pointee.type) {
      itemCount += 1
      if mode == .full { kindCounts[kind.index] += 1 }
      return true
    }
    state.pointee.recordDigest = digest
    return false
  }

  /// `memberCandidate`: a quantity of a type correlations hold (see `TypeCache.Info.isMemberCandidate`).
  private func deliver(_ item: HealthItem, kind: HealthItemKind, memberCandidate: Bool = false) throws {
    if correlation != nil {
      switch item {
      case .quantity(let q): correlation!.members.append(.quantity(q))
      case .category(let c): correlation!.members.append(.category(c))
      default: break
      }
      return
    }
    if holding, memberCandidate, case .quantity(let q) = item {
      heldBack.append(q)
      return
    }
    try emit(item, kind: kind)
  }

  private func keepOpaque(_ r: PendingRecord, reason: String, _ parser: XMLStreamParser) throws {
    var attributes: [KeyValue] = [KeyValue("type", r.type)]
    if let s = r.source {
      attributes.append(KeyValue("sourceName", s.name));
      if let v = s.version { attributes.append(KeyValue("sourceVersion", v)) }
    }
    if let d = r.device { attributes.append(KeyValue("device", ExportDevice.format(d))) }
    if let u = r.unit { attributes.append(KeyValue("unit", u)) }
    if let c = r.creation { attributes.append(KeyValue("creationDate", ExportDate.format(c))) }
    if let s = r.start { attributes.append(KeyValue("startDate", ExportDate.format(s))) }
    if let e = r.end { attributes.append(KeyValue("endDate", ExportDate.format(e))) }
    if let v = r.valueText ?? r.value.map(ExportNumber.format) { attributes.append(KeyValue("value", v)) }
    attributes += r.attributes
    let children = r.metadata.map {
      OpaqueRecord(
        format: "health", name: "MetadataEntry",
        attributes: [KeyValue("key", $0.key), KeyValue("value", ExportMetadata.text(of: $0.key, $0.value))])
    }
    context.warn(
      .healthOpaqueRecord(type: r.type, reason: reason),
      at: location(parser))
    try emit(
      .opaque(OpaqueRecord(format: "health", name: "Record", attributes: attributes, children: children)))
  }

  func warning(_ warning: XMLStreamWarning, parser: XMLStreamParser) {
    let l = warning.location
    context.warn(
      .xml(code: "\(warning.code)", message: warning.message),
      at: SourceLocation(
        file: fileName, byteOffset: l.byteOffset, line: l.line, column: l.column, elementPath: l.elementPath))
  }
}
