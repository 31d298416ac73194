import ByteStreams
import FoundationEssentials
import WorkoutModel

/// Text every output format can hold: XML 1.0's `Char` production without the non-characters
/// (U+FDD0–U+FDEF and the last two code points of every plane, U+FFFE and U+FFFF among them). A reader
/// that does not get its text from an XML parser (FIT strings, NDJSON, CSV) can meet anything else: C0
/// control characters other than tab, line feed and carriage return, and the non-characters. Written into
/// GPX, TCX or an export they make a document no XML parser reads, so readers replace them by U+FFFD at
/// read time (`ReadCheckSink`), and every writer gets text it can write. A lone surrogate cannot reach a
/// `String` (invalid UTF-8 and unpaired `\u` escapes are replaced by U+FFFD when the text is decoded).
public enum PortableText {
  /// Whether XML 1.0 can hold the scalar and it is not a non-character.
  @inline(__always)
  public static func isPortable(_ value: UInt32) -> Bool {
    if value < 0x20 { return value == 0x09 || value == 0x0A || value == 0x0D }
    if value >= 0xFDD0 && value <= 0xFDEF { return false }
    return value & 0xFFFE != 0xFFFE
  }

  /// The text with every scalar `isPortable` refuses replaced by U+FFFD, and how many were replaced;
  /// nil when there is none (the common case, decided on the UTF-8 bytes without decoding).
  public static func cleaned(_ text: String) -> (text: String, replaced: Int)? {
    // Only bytes below 0x20 and UTF-8 lead bytes of U+FDD0 and above (0xEF–0xF4) can start a refused scalar.
    guard mayHoldRefused(text), text.unicodeScalars.contains(where: { !isPortable($0.value) }) else {
      return nil
    }
    var replaced = 0
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isPortable(scalar.value) {
        scalars.append(scalar)
      } else {
        replaced += 1
        scalars.append("\u{FFFD}")
      }
    }
    return (String(scalars), replaced)
  }

  /// Whether a byte of `text` is below 0x20 or at least 0xEF (`UTF8Scan`, eight bytes at a time).
  @inline(__always)
  static func mayHoldRefused(_ text: String) -> Bool {
    UTF8Scan.containsByte(below: 0x20, orAtLeast: 0xEF, in: text)
  }
}

/// Passes a reader's items on after the checks every reader makes, so that no writer meets a value the
/// model cannot hold:
/// - text outside `PortableText` is replaced by U+FFFD (warning `read.textReplaced`, counted per scalar);
/// - a sample, workout or activity whose end precedes its start gets its end set to its start, and a
///   negative duration of a workout, activity or event becomes 0 s (warning `read.endBeforeStart`, each
///   located by file, item index and start time).
/// Readers wrap the sink they were given (`wrapping(_:context:)`); a sink that takes workouts streamed
/// still does through the wrapper.
public final class ReadCheckSink: StreamingWorkoutSink {
  let next: any HealthItemSink
  let context: ConversionContext
  /// Items seen, for locations (0-based index of the next item).
  private(set) var index = 0
  /// Kept between items: it remembers the last source and device found clean.
  private var checker = ItemCheck()

  init(_ next: any HealthItemSink, context: ConversionContext) {
    self.next = next
    self.context = context
  }

  /// The checking sink in front of `sink`.
  public static func wrapping(_ sink: any HealthItemSink, context: ConversionContext) -> any HealthItemSink {
    if sink is ReadCheckSink { return sink }
    return ReadCheckSink(sink, context: context)
  }

  public func receive(_ item: HealthItem) throws {
    try next.receive(checked(item))
  }

  /// A workout's shell is checked and its points go on as they are, to a sink that takes workouts so;
  /// another sink gets the whole workout, checked whole.
  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    guard let streaming = next as? any StreamingWorkoutSink else {
      return try receive(.workout(points.materialize(into: shell)))
    }
    guard case .workout(let checked) = checked(.workout(shell)) else { return }
    try streaming.receive(workout: checked, points: points)
  }

  /// The item with its text and times made portable, the changes reported.
  func checked(_ item: HealthItem) -> HealthItem {
    defer { index += 1 }
    checker.replacedScalars = 0
    checker.timeProblems.removeAll()
    var item = item
    checker.check(&item)
    if checker.replacedScalars > 0 {
      context.warn(.readTextReplaced, at: location(of: item), count: checker.replacedScalars)
    }
    for problem in checker.timeProblems {
      context.warn(problem, at: location(of: item))
    }
    return item
  }

  private func location(of item: HealthItem) -> SourceLocation {
    SourceLocation(file: context.inputName, recordIndex: index)
  }
}

/// The walk over one item's text and times. Values are written only when they change, so the copy-on-write
/// storage an item shares with others (sources, devices, metadata arrays) is copied only then.
struct ItemCheck {
  var replacedScalars = 0
  var timeProblems: [Warning.Message] = []
  /// The last few sources and devices found clean: the records of an export share a few of each, often
  /// alternating (a watch's and a phone's), and a shared one is recognised by one pointer comparison, so
  /// their text is scanned once, not once per record.
  var cleanSources = RecentlyClean<Source>()
  var cleanDevices = RecentlyClean<Device>()
  var cleanType: String?

  mutating func text(_ value: String) -> String? {
    guard let (clean, count) = PortableText.cleaned(value) else { return nil }
    replacedScalars += count
    return clean
  }

  /// `text(type)` for a sample's type identifier, remembering the last one found clean (readers share
  /// one string per type, so the comparison is one of storage).
  mutating func typeText(_ type: String) -> String? {
    if type == cleanType { return nil }
    guard let clean = text(type) else {
      cleanType = type
      return nil
    }
    return clean
  }

  mutating func text(_ value: inout String?) {
    if let v = value, let clean = text(v) { value = clean }
  }

  mutating func check(_ item: inout HealthItem) {
    switch item {
    case .exportInfo(let info):
      var copy = info
      text(&copy.locale)
      text(&copy.producer)
      if copy != info { item = .exportInfo(copy) }
    case .characteristics(let c):
      if let entries = pairs(c.entries) { item = .characteristics(Characteristics(entries: entries)) }
    case .quantity(let q):
      if let q = quantity(q) { item = .quantity(q) }
    case .category(let c):
      if let c = category(c) { item = .category(c) }
    case .correlation(let c):
      if let c = correlation(c) { item = .correlation(c) }
    case .heartbeatSeries(let s):
      if let header = header(s.header, what: "heartbeat series") {
        item = .heartbeatSeries(HeartbeatSeries(header: header, beats: s.beats))
      }
    case .electrocardiogram(let e):
      if let e = electrocardiogram(e) { item = .electrocardiogram(e) }
    case .workout(let w):
      if let w = workout(w) { item = .workout(w) }
    case .route(let r):
      if let r = route(r) { item = .route(r) }
    case .activitySummary(let s):
      var copy = s
      var changed = false
      if let d = text(s.dateComponents) { (copy.dateComponents, changed) = (d, true) }
      if let extra = pairs(s.extra) { (copy.extra, changed) = (extra, true) }
      if changed { item = .activitySummary(copy) }
    case .opaque(let o):
      if let o = opaque(o) { item = .opaque(o) }
    }
  }

  // MARK: Parts (each returns the changed value, nil when unchanged)

  mutating func pairs(_ pairs: [KeyValue]) -> [KeyValue]? {
    var result: [KeyValue]?
    for (i, pair) in pairs.enumerated() {
      let key = text(pair.key)
      let value = text(pair.value)
      guard key != nil || value != nil else { continue }
      if result == nil { result = pairs }
      result![i] = KeyValue(key ?? pair.key, value ?? pair.value)
    }
    return result
  }

  mutating func metadata(_ metadata: Metadata) -> Metadata? {
    var result: Metadata?
    for (i, entry) in metadata.entries.enumerated() {
      let key = text(entry.key)
      var value: MetadataValue?
      if case .string(let s) = entry.value, let clean = text(s) { value = .string(clean) }
      guard key != nil || value != nil else { continue }
      if result == nil { result = metadata }
      result!.entries[i] = MetadataEntry(key ?? entry.key, value ?? entry.value)
    }
    return result
  }

  mutating func source(_ source: Source) -> Source? {
    if cleanSources.contains(where: { $0.isIdentical(to: source) }) { return nil }
    var copy = source
    var changed = false
    if let v = text(source.name) { (copy.name, changed) = (v, true) }
    if let v = source.bundleIdentifier.flatMap({ text($0) }) { (copy.bundleIdentifier, changed) = (v, true) }
    if let v = source.version.flatMap({ text($0) }) { (copy.version, changed) = (v, true) }
    if let v = source.productType.flatMap({ text($0) }) { (copy.productType, changed) = (v, true) }
    if let v = source.operatingSystemVersion.flatMap({ text($0) }) {
      (copy.operatingSystemVersion, changed) = (v, true)
    }
    cleanSources.add(changed ? copy : source)
    return changed ? copy : nil
  }

  mutating func device(_ device: Device) -> Device? {
    if cleanDevices.contains(where: { $0.isIdentical(to: device) }) { return nil }
    var copy = device
    var changed = false
    let fields: [WritableKeyPath<Device, String?>] = [
      \.name, \.manufacturer, \.model, \.hardwareVersion, \.firmwareVersion, \.softwareVersion,
      \.localIdentifier, \.udiDeviceIdentifier, \.serialNumber,
    ]
    for field in fields {
      if let v = device[keyPath: field].flatMap({ text($0) }) { (copy[keyPath: field], changed) = (v, true) }
    }
    if let extra = pairs(device.extra) { (copy.extra, changed) = (extra, true) }
    // The reader's own value when it was clean (the one later records share), else the cleaned one.
    cleanDevices.add(changed ? copy : device)
    return changed ? copy : nil
  }

  /// The header with its text made portable and an end before its start set to the start.
  mutating func header(_ header: SampleHeader, what: @autoclosure () -> String) -> SampleHeader? {
    // The header is copied only when something changes (almost never): a copy retains every part.
    let source = header.source.flatMap { self.source($0) }
    let device = header.device.flatMap { self.device($0) }
    let metadata = metadata(header.metadata)
    let endBeforeStart = header.end.date < header.start.date
    guard source != nil || device != nil || metadata != nil || endBeforeStart else { return nil }
    var copy = header
    if let source { copy.source = source }
    if let device { copy.device = device }
    if let metadata { copy.metadata = metadata }
    if endBeforeStart {
      timeProblems.append(.readEndBeforeStart(what: what(), start: header.start, end: header.end))
      copy.end = header.start
    }
    return copy
  }

  mutating func quantity(_ q: QuantitySample) -> QuantitySample? {
    let h = header(q.header, what: q.type)
    let type = typeText(q.type)
    guard h != nil || type != nil else { return nil }
    var copy = q
    copy.header = h ?? q.header
    copy.type = type ?? q.type
    return copy
  }

  mutating func category(_ c: CategorySample) -> CategorySample? {
    let h = header(c.header, what: c.type)
    let type = typeText(c.type)
    let valueName = c.valueName.flatMap { text($0) }
    guard h != nil || type != nil || valueName != nil else { return nil }
    var copy = c
    copy.header = h ?? c.header
    copy.type = type ?? c.type
    copy.valueName = valueName ?? c.valueName
    return copy
  }

  mutating func correlation(_ c: Correlation) -> Correlation? {
    var copy = c
    var changed = false
    if let h = header(c.header, what: c.type) { (copy.header, changed) = (h, true) }
    if let t = text(c.type) { (copy.type, changed) = (t, true) }
    for (i, member) in c.members.enumerated() {
      switch member {
      case .quantity(let q):
        if let q = quantity(q) { (copy.members[i], changed) = (.quantity(q), true) }
      case .category(let k):
        if let k = category(k) { (copy.members[i], changed) = (.category(k), true) }
      }
    }
    return changed ? copy : nil
  }

  mutating func electrocardiogram(_ e: Electrocardiogram) -> Electrocardiogram? {
    var copy = e
    var changed = false
    if let h = header(e.header, what: "electrocardiogram") { (copy.header, changed) = (h, true) }
    for field in [\Electrocardiogram.classification, \.symptoms, \.lead] {
      if let v = e[keyPath: field].flatMap({ text($0) }) { (copy[keyPath: field], changed) = (v, true) }
    }
    return changed ? copy : nil
  }

  mutating func route(_ r: WorkoutRoute) -> WorkoutRoute? {
    var copy = r
    var changed = false
    if let h = header(r.header, what: "route") { (copy.header, changed) = (h, true) }
    if let f = r.fileReference.flatMap({ text($0) }) { (copy.fileReference, changed) = (f, true) }
    return changed ? copy : nil
  }

  mutating func opaque(_ o: OpaqueRecord) -> OpaqueRecord? {
    var copy = o
    var changed = false
    if let v = text(o.name) { (copy.name, changed) = (v, true) }
    if let v = pairs(o.attributes) { (copy.attributes, changed) = (v, true) }
    if let v = o.text.flatMap({ text($0) }) { (copy.text, changed) = (v, true) }
    for (i, child) in o.children.enumerated() {
      if let c = opaque(child) { (copy.children[i], changed) = (c, true) }
    }
    return changed ? copy : nil
  }
}

extension ItemCheck {
  mutating func workout(_ w: Workout) -> Workout? {
    var copy = w
    var changed = false
    let name = "\(w.activityType) workout"
    if let h = header(w.header, what: name) { (copy.header, changed) = (h, true) }
    if let d = w.duration, d < 0 || !d.isFinite {
      timeProblems.append(.readNegativeDuration(what: name, start: w.header.start, seconds: d))
      (copy.duration, changed) = (0, true)
    }
    if let e = events(w.events) { (copy.events, changed) = (e, true) }
    if let s = statistics(w.statistics) { (copy.statistics, changed) = (s, true) }
    for (i, activity) in w.activities.enumerated() {
      if let a = self.activity(activity) { (copy.activities[i], changed) = (a, true) }
    }
    for (i, r) in w.routes.enumerated() {
      if let r = route(r) { (copy.routes[i], changed) = (r, true) }
    }
    for (i, sample) in w.samples.enumerated() {
      if let s = workoutSample(sample) { (copy.samples[i], changed) = (s, true) }
    }
    return changed ? copy : nil
  }

  mutating func workoutSample(_ sample: WorkoutSample) -> WorkoutSample? {
    switch sample {
    case .quantity(let q): return quantity(q).map { .quantity($0) }
    case .category(let c): return category(c).map { .category($0) }
    case .heartbeatSeries(let s):
      return header(s.header, what: "heartbeat series").map {
        .heartbeatSeries(HeartbeatSeries(header: $0, beats: s.beats))
      }
    }
  }

  mutating func activity(_ a: WorkoutActivity) -> WorkoutActivity? {
    var copy = a
    var changed = false
    if a.end.date < a.start.date {
      timeProblems.append(.readEndBeforeStart(what: "an activity", start: a.start, end: a.end))
      (copy.end, changed) = (a.start, true)
    }
    if let d = a.duration, d < 0 || !d.isFinite {
      timeProblems.append(.readNegativeDuration(what: "an activity", start: a.start, seconds: d))
      (copy.duration, changed) = (0, true)
    }
    if let m = metadata(a.metadata) { (copy.metadata, changed) = (m, true) }
    if let e = events(a.events) { (copy.events, changed) = (e, true) }
    if let s = statistics(a.statistics) { (copy.statistics, changed) = (s, true) }
    return changed ? copy : nil
  }

  mutating func events(_ events: [WorkoutEvent]) -> [WorkoutEvent]? {
    var result: [WorkoutEvent]?
    for (i, event) in events.enumerated() {
      var copy = event
      var changed = false
      if event.duration < 0 || !event.duration.isFinite {
        timeProblems.append(
          .readNegativeEventDuration(type: event.type, start: event.start, seconds: event.duration))
        (copy.duration, changed) = (0, true)
      }
      if let m = metadata(event.metadata) { (copy.metadata, changed) = (m, true) }
      if let s = statistics(event.statistics) { (copy.statistics, changed) = (s, true) }
      guard changed else { continue }
      if result == nil { result = events }
      result![i] = copy
    }
    return result
  }

  mutating func statistics(_ statistics: [WorkoutStatistics]) -> [WorkoutStatistics]? {
    var result: [WorkoutStatistics]?
    for (i, s) in statistics.enumerated() {
      var copy = s
      var changed = false
      if let t = text(s.type) { (copy.type, changed) = (t, true) }
      if s.end.date < s.start.date {
        timeProblems.append(.readStatisticsEndBeforeStart(type: s.type, start: s.start, end: s.end))
        (copy.end, changed) = (s.start, true)
      }
      guard changed else { continue }
      if result == nil { result = statistics }
      result![i] = copy
    }
    return result
  }
}

/// Records recognised by the sink behind: a recognised record is counted as an item seen; an item the
/// checks changed or warned about goes on without its record's digest, so it is never recognised and its
/// warnings come with every read.
extension ReadCheckSink: RecordDigestSink {
  public var wantsRecordDigests: Bool { (next as? any RecordDigestSink)?.wantsRecordDigests ?? false }

  public func holdsRecord(_ digest: RecordDigest, kind: HealthItemKind, type: String) throws -> Bool {
    guard let recognizer = next as? any RecordDigestSink,
      try recognizer.holdsRecord(digest, kind: kind, type: type)
    else { return false }
    index += 1
    return true
  }

  public func receive(_ item: HealthItem, record digest: RecordDigest) throws {
    let item = checked(item)
    if let recognizer = next as? any RecordDigestSink, checker.replacedScalars == 0,
      checker.timeProblems.isEmpty
    {
      try recognizer.receive(item, record: digest)
    } else {
      try next.receive(item)
    }
  }
}

/// The last four values found clean, replaced oldest first.
struct RecentlyClean<Value> {
  private var values: [Value] = []
  private var next = 0

  func contains(where matches: (Value) -> Bool) -> Bool { values.contains(where: matches) }

  mutating func add(_ value: Value) {
    if values.count < 4 {
      values.append(value)
    } else {
      values[next] = value
      next = (next + 1) % 4
    }
  }
}
