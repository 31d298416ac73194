import ByteStreams
import FormatKit
import Foundation
import WorkoutModel
import WorkoutOperations
import XMLStreaming

/// Sends an `XMLStreamWriter`'s bytes to a FormatKit `ByteSink`.
final class TCXByteSinkAdapter: XMLByteSink {
  let sink: any ByteSink
  init(_ sink: any ByteSink) { self.sink = sink }
  func write(_ bytes: UnsafeRawBufferPointer) throws { try sink.write(bytes) }
}

/// Writes TCX that validates against `tcx-with-extensions.xsd` (TrainingCenterDatabase v2 +
/// ActivityExtension v2).
///
/// Each workout becomes an `Activity` (written as it arrives), a `MultiSportSession` (two or more
/// activities) or a `Course` (workouts read from a course, and standalone routes); the schema orders
/// them Activity*, MultiSportSession*, Courses, so multisport sessions and courses are held until
/// `finish`. Laps carry their totals, computed from the samples where the model has none (`Calories`
/// and `DistanceMeters` are always written, as the schema demands); pauses start a new `Track`;
/// speed, run cadence and power go into `TPX`, lap averages/maxima into `LX`. Whatever passes the
/// capability projection but TCX still cannot hold is reported with `context.lose`.
public final class TCXWriter: FormatWriter {
  let context: ConversionContext
  let xml: XMLStreamWriter
  private var started = false
  private var activitiesOpen = false
  private var multisport: [Workout] = []
  private var courses: [Workout] = []
  var activityIDs: Set<Double> = []
  /// Workouts written streamed (not materialized), for tests.
  var streamedWorkouts = 0
  private var sessionIDs: Set<Double> = []
  private var courseNames: Set<String> = []
  private var author: Metadata?
  private var pauseCursor = 0
  private var badOffsets: Set<Int> = []
  /// Trackpoint bytes not yet handed to `xml`, and the depth of the open `Track`.
  private let raw = XMLByteBuffer()
  /// The text of the last trackpoint's day and offset (`TimeText.Cache`): points are seconds apart.
  private var times = TimeText.Cache()
  private var trackDepth = 0
  private var pausesWritten = 0
  private var losses: [Loss.Kind: (count: Int, reason: String)] = [:]
  private var lossOrder: [Loss.Kind] = []
  /// Lap totals the model lacked, computed (`SummaryDerivation`'s rule for distance), by kind → count.
  private var derivedTotals: [String: Int] = [:]

  /// `--option tcx.file=course`: every workout is written as a `<Course>` (named "Course" unless it has a
  /// course name).
  let writesCourses: Bool

  /// Makes a writer to a byte sink.
  public init(output: any ByteSink, options: FormatOptions = FormatOptions(), context: ConversionContext) {
    self.context = context
    writesCourses = options.value(TCXFormat.file) == "course"
    xml = XMLStreamWriter(sink: TCXByteSinkAdapter(output), indentation: " ", controlCharacters: .warn)
  }

  public func receive(_ item: HealthItem) throws {
    switch item {
    case .workout(var workout):
      context.report.itemsWritten["workout", default: 0] += 1
      deriveTimers(&workout)
      if writesCourses && workout.header.metadata[TCXMetadataKey.courseName] == nil {
        workout.header.metadata[TCXMetadataKey.courseName] = .string("Course")
      }
      noteAuthor(workout.header.metadata)
      if workout.header.metadata[TCXMetadataKey.courseName] != nil {
        courses.append(workout)
      } else if workout.activities.count >= 2 {
        multisport.append(workout)
      } else {
        try startActivities()
        try writeActivity(workout)
      }
    case .route(let route):
      // A route on its own is what a TCX course is: a track to follow.
      context.report.itemsWritten["route", default: 0] += 1
      guard let first = route.locations.first else { return }
      let start = Timestamp(first.time, utcOffset: route.header.start.utcOffset)
      var metadata = route.header.metadata
      metadata[TCXMetadataKey.courseName] = .string("Route")
      var workout = Workout(
        header: SampleHeader(
          uuid: route.header.uuid, start: start, end: route.header.end, source: route.header.source,
          device: route.header.device, metadata: metadata), activityType: .other, routes: [route])
      workout.header.uuid = route.header.uuid
      context.warn(.tcxRouteAsCourse, "a route without a workout was written as a TCX Course")
      courses.append(workout)
    default:
      lose(.item(item.kind), reason: "TCX holds only workouts, courses and routes")
    }
  }

  public func finish() throws {
    try startDocument()
    if !multisport.isEmpty {
      try startActivities()
      for workout in multisport { try writeMultiSport(workout) }
    }
    if activitiesOpen {
      try xml.endElement()
      activitiesOpen = false
    }
    if !courses.isEmpty {
      try xml.startElement("Courses")
      for workout in courses { try writeCourse(workout) }
      try xml.endElement()
    }
    try writeAuthor()
    try xml.endElement()
    try xml.writeRaw("\n")
    try xml.finish()
    context.loseValuesCutForXML(xml.truncatedValueCount, in: "tcx")
    for key in lossOrder {
      let loss = losses[key]!
      context.lose(
        key, in: "workout", count: loss.count, reason: loss.reason, hint: "convert to ndjson to keep it")
    }
    losses = [:]
    lossOrder = []
    let derived = derivedTotals.values.reduce(0, +)
    if derived > 0 {
      let list = derivedTotals.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(
        separator: ", ")
      context.warn(
        .tcxDerivedTotals, "lap totals the source lacks, computed (TCX cannot mark them derived): \(list)",
        count: derived)
    }
    derivedTotals = [:]
  }

  // MARK: - Document

  private func startDocument() throws {
    guard !started else { return }
    started = true
    try xml.writeDeclaration()
    try xml.startElement("TrainingCenterDatabase")
    try xml.writeAttribute("xmlns", "http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2")
    try xml.writeAttribute("xmlns:ns3", "http://www.garmin.com/xmlschemas/ActivityExtension/v2")
    try xml.writeAttribute("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance")
    try xml.writeAttribute(
      "xsi:schemaLocation",
      "http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2 http://www.garmin.com/xmlschemas/TrainingCenterDatabasev2.xsd http://www.garmin.com/xmlschemas/ActivityExtension/v2 http://www.garmin.com/xmlschemas/ActivityExtensionv2.xsd"
    )
  }

  func startActivities() throws {
    try startDocument()
    guard !activitiesOpen else { return }
    try xml.startElement("Activities")
    activitiesOpen = true
  }

  func noteAuthor(_ metadata: Metadata) {
    guard author == nil, metadata[TCXMetadataKey.authorName] != nil else { return }
    author = Metadata(metadata.entries.filter { $0.key.hasPrefix("TCX:Author") })
  }

  private func writeAuthor() throws {
    guard let author else { return }
    let name = author[TCXMetadataKey.authorName]?.stringValue ?? ""
    let version = (author[TCXMetadataKey.authorVersion]?.stringValue ?? "").split(separator: ".").map(
      String.init)
    let lang = author[TCXMetadataKey.authorLangID]?.stringValue ?? ""
    let part = author[TCXMetadataKey.authorPartNumber]?.stringValue ?? ""
    let versionOK = (2...4).contains(version.count) && version.allSatisfy { UInt16($0) != nil }
    let partOK = part.range(of: #"^[A-Z0-9]{3}-[A-Z0-9]{5}-[A-Z0-9]{2}$"#, options: .regularExpression) != nil
    guard !name.isEmpty, versionOK, lang.count == 2, partOK else {
      lose(
        .author, count: author.count, reason: "TCX Author needs a name, build version, LangID and PartNumber"
      )
      return
    }
    try xml.startElement("Author")
    try xml.writeAttribute("xsi:type", "Application_t")
    try xml.writeElement("Name", text: name)
    try xml.startElement("Build")
    try xml.startElement("Version")
    try writeVersion(version)
    try xml.endElement()
    try xml.endElement()
    try xml.writeElement("LangID", text: lang)
    try xml.writeElement("PartNumber", text: part)
    try xml.endElement()
  }

  // MARK: - Workouts

  private func writeActivity(_ workout: Workout) throws {
    guard activityIDs.insert(workout.header.start.unixSeconds).inserted else {
      lose(.workoutsWithADuplicateStart, reason: "TCX Activity Ids (start times) must be unique")
      return
    }
    let plan = Plan(workout, writer: self)
    checkWorkout(workout, multisport: false)
    beginPauses()
    try writeLeg(
      plan.legs[0], plan: plan, workout: workout, notes: workout.header.metadata[TCXMetadataKey.notes])
    endPauses(plan)
  }

  func beginPauses() {
    pauseCursor = 0
    pausesWritten = 0
  }

  func endPauses(_ plan: Plan) {
    let lost = plan.pauses.count - pausesWritten
    if lost > 0 {
      lose(
        .pauseEvents, count: lost,
        reason: "a TCX pause is a Track break inside a lap, between two trackpoints")
    }
  }

  private func writeMultiSport(_ workout: Workout) throws {
    guard sessionIDs.insert(workout.header.start.unixSeconds).inserted else {
      lose(
        .workoutsWithADuplicateStart, reason: "TCX MultiSportSession Ids (start times) must be unique")
      return
    }
    checkWorkout(workout, multisport: true)
    if workout.activityType != .swimBikeRun {
      lose(.activityType, reason: "a TCX MultiSportSession reads back as swimBikeRun")
    }
    let plan = Plan(workout, writer: self)
    beginPauses()
    defer { endPauses(plan) }
    try xml.startElement("MultiSportSession")
    try xml.writeElement("Id", text: text(workout.header.start))
    var first = true
    var pendingTransition: Leg?
    for leg in plan.legs {
      if leg.isTransition {
        if first || pendingTransition != nil {
          lose(.transitions, reason: "a TCX Transition must come before a NextSport activity")
        } else {
          pendingTransition = leg
        }
        continue
      }
      try xml.startElement(first ? "FirstSport" : "NextSport")
      if let transition = pendingTransition {
        if transition.laps.count > 1 {
          lose(.transitionLaps, count: transition.laps.count - 1, reason: "a TCX Transition is one lap")
        }
        if let lap = transition.laps.first { try writeLap(lap, element: "Transition", plan: plan) }
        pendingTransition = nil
      }
      try writeLeg(leg, plan: plan, workout: workout, notes: leg.activity?.metadata[TCXMetadataKey.notes])
      try xml.endElement()
      first = false
    }
    if pendingTransition != nil {
      lose(.transitions, reason: "a TCX Transition must come before a NextSport activity")
    }
    if let notes = workout.header.metadata[TCXMetadataKey.notes] {
      try xml.writeElement("Notes", text: notes.stringValue)
    }
    try xml.endElement()
  }

  private func writeLeg(_ leg: Leg, plan: Plan, workout: Workout, notes: MetadataValue?) throws {
    let (sport, exact) = TCXSport.sport(for: leg.activityType)
    if !exact { lose(.activityType, reason: "TCX Sport is only Running, Biking or Other") }
    try xml.startElement("Activity")
    try xml.writeAttribute("Sport", sport)
    try xml.writeElement("Id", text: text(leg.id))
    for lap in leg.laps { try writeLap(lap, element: "Lap", plan: plan) }
    if let notes { try xml.writeElement("Notes", text: notes.stringValue) }
    try writeCreator(workout.header.device, source: workout.header.source)
    try xml.endElement()
  }

  func writeCreator(_ device: Device?, source: Source?) throws {
    guard let name = device?.name ?? source?.name, !name.isEmpty else { return }
    if let source, source != Source(name: name) {
      lose(.source, reason: "TCX keeps one Creator name (the device's)")
    }
    if let device {
      var extra = device
      extra.name = nil
      extra.serialNumber = nil
      extra.softwareVersion = nil
      extra.extra = device.extra.filter { $0.key != TCXMetadataKey.productID }
      if !extra.isEmpty {
        lose(.deviceDetails, reason: "TCX Creator has only name, unit id, product id, version")
      }
    }
    try xml.startElement("Creator")
    try xml.writeAttribute("xsi:type", "Device_t")
    try xml.writeElement("Name", text: name)
    let unit = device?.serialNumber.flatMap { UInt32($0) }
    if device?.serialNumber != nil, unit == nil {
      lose(.deviceSerialNumber, reason: "TCX UnitId is a number")
    }
    try xml.startElement("UnitId")
    try xml.writeText(Int(unit ?? 0))
    try xml.endElement()
    let product = device?.extra.first { $0.key == TCXMetadataKey.productID }.flatMap { UInt16($0.value) }
    try xml.startElement("ProductID")
    try xml.writeText(Int(product ?? 0))
    try xml.endElement()
    var parts = (device?.softwareVersion ?? "").split(separator: ".").map(String.init)
    if !(2...4).contains(parts.count) || !parts.allSatisfy({ UInt16($0) != nil }) {
      if device?.softwareVersion != nil { lose(.deviceVersion, reason: "TCX Version is 2 to 4 numbers") }
      parts = ["0", "0"]
    }
    try xml.startElement("Version")
    try writeVersion(parts)
    try xml.endElement()
    try xml.endElement()
  }

  /// Writes VersionMajor, VersionMinor, BuildMajor?, BuildMinor? inside an open `Version`.
  private func writeVersion(_ parts: [String]) throws {
    let names: [StaticString] = ["VersionMajor", "VersionMinor", "BuildMajor", "BuildMinor"]
    for (i, part) in parts.enumerated() where i < 4 { try xml.writeElement(names[i], text: part) }
  }

  /// Reports what a workout has that TCX cannot hold (beyond the projection).
  func checkWorkout(_ workout: Workout, multisport: Bool) {
    let extraMetadata = workout.header.metadata.entries.filter { !TCXMetadataKey.all.contains($0.key) }
    if !extraMetadata.isEmpty {
      lose(.metadataEntries, count: extraMetadata.count, reason: "TCX has no place for free metadata")
    }
    if !multisport, let activity = workout.activities.first, !activity.metadata.isEmpty {
      lose(
        .activityMetadata, count: activity.metadata.count,
        reason: "a single TCX Activity has no activity metadata")
    }
    for activity in workout.activities where multisport {
      let extra = activity.metadata.entries.filter {
        $0.key != TCXMetadataKey.notes && $0.key != TCXMetadataKey.transition
      }
      if !extra.isEmpty {
        lose(.activityMetadata, count: extra.count, reason: "TCX activities have only Notes")
      }
      if !activity.events.isEmpty {
        lose(.activityEvents, count: activity.events.count, reason: "TCX keeps laps and pauses per workout")
      }
    }
    if !multisport {
      // TCX has no end time: a reader takes the latest lap end (StartTime + TotalTimeSeconds) or point.
      let laps = workout.events.filter { $0.type == .lap }
      let lapEnds =
        laps.isEmpty
        ? [workout.header.start.adding(max(0, workout.duration ?? workout.header.duration))] : laps.map(\.end)
      if let latest = lapEnds.max(), latest.timeIntervalSince(workout.header.end) > 0.0005 {
        lose(
          .workoutEnd,
          reason:
            "TCX has no end time: it reads back as the last lap's end, which runs past it (a lap, or the active duration, longer than the workout's interval)"
        )
      }
    }
    for event in workout.events {
      switch event.type {
      case .lap:
        let extra = event.metadata.entries.filter {
          !TCXMetadataKey.all.contains($0.key) && $0.key != SummaryKey.timerDuration
            && $0.key != SummaryKey.derived
        }
        if !extra.isEmpty {
          lose(
            .lapMetadata, count: extra.count, reason: "TCX laps have only Intensity, TriggerMethod, Notes")
        }
      case .pause, .resume:
        if !event.metadata.isEmpty {
          lose(.eventMetadata, count: event.metadata.count, reason: "TCX pauses are Track breaks")
        }
      default:
        lose(.events(event.type), reason: "TCX activities have only laps and Track breaks")
      }
    }
    for sample in workout.samples {
      guard case .quantity(let q) = sample else { continue }
      if q.type == WorkoutSeriesType.activeEnergy || q.type == "HKQuantityTypeIdentifierBasalEnergyBurned" {
        lose(
          .energySamples, count: max(1, q.series.count),
          reason: "TCX keeps energy only as lap Calories (summed)")
      } else if !q.header.metadata.isEmpty {
        lose(
          .sampleMetadata, count: q.header.metadata.count, reason: "TCX has no place for sample metadata")
      }
    }
  }

  // MARK: - Laps and points

  private func writeLap(_ lap: Lap, element: StaticString, plan: Plan) throws {
    try writeLap(lap, element: element, plan: plan) { body in
      for index in lap.points { try body(plan.points[index]) }
    }
  }

  /// Writes a lap whose points `forEachPoint` delivers in order (from `plan.points` or streamed).
  func writeLap(
    _ lap: Lap, element: StaticString, plan: Plan, forEachPoint: ((Point) throws -> Void) throws -> Void
  ) throws {
    try xml.startElement(element)
    try xml.writeAttribute("StartTime", text(lap.start))
    let t = lap.totals
    try xml.writeElement("TotalTimeSeconds", text: number(lap.timer))
    try xml.writeElement("DistanceMeters", text: number(t.distance ?? 0))
    if let v = t.maximumSpeed { try xml.writeElement("MaximumSpeed", text: number(v)) }
    try xml.startElement("Calories")
    try xml.writeText(clampInt(t.calories ?? 0, 0...65535, "lap Calories"))
    try xml.endElement()
    if let v = t.averageHeartRate, let hr = heartRate(v, "lap heart rate") {
      try writeHeartRate("AverageHeartRateBpm", hr)
    }
    if let v = t.maximumHeartRate, let hr = heartRate(v, "lap heart rate") {
      try writeHeartRate("MaximumHeartRateBpm", hr)
    }
    try xml.writeElement("Intensity", text: lap.intensity)
    if let v = t.cadence, let c = cadence(v, "lap cadence") {
      try xml.startElement("Cadence")
      try xml.writeText(c)
      try xml.endElement()
    }
    try xml.writeElement("TriggerMethod", text: lap.triggerMethod)
    var trackOpen = false
    var previous: Date?
    try forEachPoint { point in
      if trackOpen, let prev = previous {
        while pauseCursor < plan.pauses.count, plan.pauses[pauseCursor] < prev { pauseCursor += 1 }
        if pauseCursor < plan.pauses.count,
          plan.pauses[pauseCursor] < point.time
            || (plan.pauses[pauseCursor] == point.time && prev == point.time)
        {
          pauseCursor += 1
          pausesWritten += 1
          try endTrack()
          trackOpen = false
        }
      }
      if !trackOpen {
        try startTrack()
        trackOpen = true
      }
      try writePoint(point, plan: plan)
      previous = point.time
    }
    if trackOpen { try endTrack() }
    if let notes = lap.notes { try xml.writeElement("Notes", text: notes) }
    let lx: [(StaticString, Double?, Bool)] = [
      ("ns3:AvgSpeed", t.averageSpeed, false), ("ns3:MaxBikeCadence", t.maxBikeCadence, true),
      ("ns3:AvgRunCadence", t.averageRunCadence, true), ("ns3:MaxRunCadence", t.maxRunCadence, true),
      ("ns3:Steps", t.steps, true), ("ns3:AvgWatts", t.averageWatts, true),
      ("ns3:MaxWatts", t.maxWatts, true),
    ]
    if lx.contains(where: { $0.1 != nil }) {
      try xml.startElement("Extensions")
      try xml.startElement("ns3:LX")
      for (name, value, integral) in lx {
        guard let value else { continue }
        if integral {
          let isCadence = String(describing: name).contains("Cadence")
          guard
            let v = isCadence ? cadence(value, "lap cadence") : clampOptional(value, 0...65535, "lap \(name)")
          else { continue }
          try xml.startElement(name)
          try xml.writeText(v)
          try xml.endElement()
        } else {
          try xml.writeElement(name, text: number(value))
        }
      }
      try xml.endElement()
      try xml.endElement()
    }
    try xml.endElement()
  }

  private func writeHeartRate(_ name: StaticString, _ value: Int) throws {
    try xml.startElement(name)
    try xml.startElement("Value")
    try xml.writeText(value)
    try xml.endElement()
    try xml.endElement()
  }

  /// Appends one trackpoint to `raw` (the hot path: numbers and times need no escaping, so the bytes are
  /// built directly, laid out exactly as `XMLStreamWriter` would with one-space indentation).
  private func writePoint(_ p: Point, plan: Plan) throws {
    let d = trackDepth
    // Work on a local buffer: appending to a class property pays a dynamic exclusivity check each time.
    Self.line(raw, d, "<Trackpoint>")
    Self.line(raw, d + 1, "<Time>")
    if plan.offset.map({ $0 % 60 == 0 && abs($0) <= 14 * 3600 }) ?? true {
      TimeText.append(
        reference: p.time.timeIntervalSinceReferenceDate, utcOffset: plan.offset, fraction: .microseconds,
        to: raw, cache: &times)
    } else {
      raw.append(utf8: text(Timestamp(p.time, utcOffset: plan.offset)))
    }
    raw.append("</Time>")
    if let lat = p.latitude, let lon = p.longitude {
      Self.line(raw, d + 1, "<Position>")
      Self.element(raw, d + 2, "LatitudeDegrees", lat)
      Self.element(raw, d + 2, "LongitudeDegrees", lon)
      Self.line(raw, d + 1, "</Position>")
    }
    if let v = p.altitude { Self.element(raw, d + 1, "AltitudeMeters", v) }
    if let v = p.distanceTotal { Self.element(raw, d + 1, "DistanceMeters", v) }
    if let v = p.heartRate, let hr = heartRate(v, "heart rate") {
      Self.line(raw, d + 1, "<HeartRateBpm>")
      Self.line(raw, d + 2, "<Value>")
      Self.integer(raw, hr)
      raw.append("</Value>")
      Self.line(raw, d + 1, "</HeartRateBpm>")
    }
    if let v = p.cadence, let c = cadence(v, "cadence") {
      Self.line(raw, d + 1, "<Cadence>")
      Self.integer(raw, c)
      raw.append("</Cadence>")
    }
    let runCadence = p.runCadence.flatMap { cadence($0, "run cadence") }
    let watts = p.watts.flatMap { clampOptional($0, 0...65535, "power") }
    if p.speed != nil || runCadence != nil || watts != nil {
      Self.line(raw, d + 1, "<Extensions>")
      Self.line(raw, d + 2, "<ns3:TPX>")
      if let v = p.speed { Self.element(raw, d + 3, "ns3:Speed", v) }
      if let v = runCadence {
        Self.line(raw, d + 3, "<ns3:RunCadence>")
        Self.integer(raw, v)
        raw.append("</ns3:RunCadence>")
      }
      if let v = watts {
        Self.line(raw, d + 3, "<ns3:Watts>")
        Self.integer(raw, v)
        raw.append("</ns3:Watts>")
      }
      Self.line(raw, d + 2, "</ns3:TPX>")
      Self.line(raw, d + 1, "</Extensions>")
    }
    Self.line(raw, d, "</Trackpoint>")
    if raw.count >= 1 << 16 { try flushRaw() }
  }

  /// Opens a `Track` whose trackpoints go through `raw`.
  private func startTrack() throws {
    try xml.startElement("Track")
    trackDepth = xml.depth
  }

  /// Writes the buffered trackpoints and closes the `Track`.
  private func endTrack() throws {
    Self.line(raw, trackDepth - 1, "")
    try flushRaw()
    try xml.endElement()
  }

  private func flushRaw() throws {
    guard !raw.isEmpty else { return }
    try xml.writeRaw(raw)
  }

  /// A line break, `depth` spaces and `tag`.
  @inline(__always) private static func line(_ raw: XMLByteBuffer, _ depth: Int, _ tag: StaticString) {
    raw.appendLineBreak(indentedBy: depth)
    raw.append(tag)
  }

  private static func element(_ raw: XMLByteBuffer, _ depth: Int, _ name: StaticString, _ value: Double) {
    raw.appendLineBreak(indentedBy: depth)
    raw.append(0x3C)
    raw.append(name)
    raw.append(0x3E)
    if value == value.rounded(), abs(value) < 1e15 {
      integer(raw, Int(value))
    } else if !XMLNumberText.appendShortest(value, to: raw) {
      var text = value.description
      text.withUTF8 { raw.append($0) }
    }
    raw.append(0x3C)
    raw.append(0x2F)
    raw.append(name)
    raw.append(0x3E)
  }

  @inline(__always) private static func integer(_ raw: XMLByteBuffer, _ value: Int) {
    XMLNumberText.appendInteger(value, to: raw)
  }

  // MARK: - Courses

  private func writeCourse(_ workout: Workout) throws {
    var name = workout.header.metadata[TCXMetadataKey.courseName]?.stringValue ?? ""
    name = name.trimmingCharacters(in: .whitespaces)
    if name.isEmpty { name = "Course" }
    if name.count > 15 {
      lose(.courseNameCharacters, reason: "a TCX course name has at most 15 characters")
      name = String(name.prefix(15))
    }
    var unique = name
    var n = 2
    while courseNames.contains(unique) {
      unique = String(name.prefix(15 - String(n).count)) + String(n)
      n += 1
    }
    if unique != name { lose(.courseName, reason: "TCX course names must be unique") }
    courseNames.insert(unique)
    checkWorkout(
      Workout(
        header: workout.header, activityType: workout.activityType,
        events: workout.events.filter { $0.type != .marker }), multisport: false)
    if !TCXSport.sport(for: workout.activityType).exact || workout.activityType != .other {
      lose(.activityType, reason: "a TCX course has no sport")
    }
    if workout.events.contains(where: { $0.type == .pause }) {
      lose(.pauseEvents, reason: "a TCX course is one track")
    }
    let plan = Plan(workout, writer: self)
    try xml.startElement("Course")
    try xml.writeElement("Name", text: unique)
    let leg = plan.legs[0]
    for lap in leg.laps {
      try xml.startElement("Lap")
      let t = lap.totals
      try xml.writeElement("TotalTimeSeconds", text: number(lap.timer))
      try xml.writeElement("DistanceMeters", text: number(t.distance ?? 0))
      if let v = t.averageHeartRate, let hr = heartRate(v, "lap heart rate") {
        try writeHeartRate("AverageHeartRateBpm", hr)
      }
      if let v = t.maximumHeartRate, let hr = heartRate(v, "lap heart rate") {
        try writeHeartRate("MaximumHeartRateBpm", hr)
      }
      try xml.writeElement("Intensity", text: lap.intensity)
      if let v = t.cadence, let c = cadence(v, "lap cadence") {
        try xml.startElement("Cadence")
        try xml.writeText(c)
        try xml.endElement()
      }
      try xml.endElement()
      if t.calories != nil || t.maximumSpeed != nil || t.averageSpeed != nil || t.averageWatts != nil
        || lap.notes != nil
      {
        lose(.courseLapTotals, reason: "TCX course laps have no Calories, speed, power or notes")
      }
    }
    if !plan.points.isEmpty {
      try startTrack()
      for p in plan.points { try writePoint(p, plan: plan) }
      try endTrack()
    }
    if let notes = workout.header.metadata[TCXMetadataKey.notes] {
      try xml.writeElement("Notes", text: notes.stringValue)
    }
    let validTypes: Set<String> = [
      "Generic", "Summit", "Valley", "Water", "Food", "Danger", "Left", "Right", "Straight", "First Aid",
      "4th Category", "3rd Category", "2nd Category", "1st Category", "Hors Category", "Sprint",
    ]
    for marker in workout.events where marker.type == .marker {
      let m = marker.metadata
      var lat = m[TCXMetadataKey.latitude]?.doubleValue
      var lon = m[TCXMetadataKey.longitude]?.doubleValue
      var alt = m[TCXMetadataKey.altitude]?.doubleValue
      if lat == nil || lon == nil, let nearest = plan.nearestLocation(to: marker.start.date) {
        lat = nearest.latitude
        lon = nearest.longitude
        alt = alt ?? nearest.altitude
      }
      guard let lat, let lon else {
        lose(.coursePoints, reason: "a TCX course point needs a position")
        continue
      }
      var pointName = m[TCXMetadataKey.coursePointName]?.stringValue ?? "Point"
      if pointName.isEmpty { pointName = "Point" }
      if pointName.count > 10 {
        lose(.coursePointNameCharacters, reason: "a TCX course point name has at most 10 characters")
        pointName = String(pointName.prefix(10))
      }
      var type = m[TCXMetadataKey.coursePointType]?.stringValue ?? "Generic"
      if !validTypes.contains(type) {
        lose(.coursePointTypes, reason: "not a TCX PointType")
        type = "Generic"
      }
      let extra = m.entries.filter { !TCXMetadataKey.all.contains($0.key) }
      if !extra.isEmpty {
        lose(.coursePointMetadata, count: extra.count, reason: "TCX course points have no free metadata")
      }
      try xml.startElement("CoursePoint")
      try xml.writeElement("Name", text: pointName)
      try xml.writeElement("Time", text: text(marker.start))
      try xml.startElement("Position")
      try xml.writeElement("LatitudeDegrees", text: number(lat))
      try xml.writeElement("LongitudeDegrees", text: number(lon))
      try xml.endElement()
      if let alt { try xml.writeElement("AltitudeMeters", text: number(alt)) }
      try xml.writeElement("PointType", text: type)
      if let notes = m[TCXMetadataKey.notes] { try xml.writeElement("Notes", text: notes.stringValue) }
      try xml.endElement()
    }
    try writeCreator(workout.header.device, source: workout.header.source)
    try xml.endElement()
  }

  // MARK: - Values

  /// Counts a lap total computed because the model lacked it (reported as one warning at the end).
  func derive(_ kind: String) { derivedTotals[kind, default: 0] += 1 }

  /// The one timer rule (`SummaryDerivation.deriveTimers`): a lap or session without a recorded timer that
  /// spans pauses gets its elapsed time less the pauses as `TotalTimeSeconds`; counted like other lap totals.
  func deriveTimers(_ workout: inout Workout) {
    for (kind, count) in SummaryDerivation.deriveTimers(&workout).counts {
      derivedTotals[kind, default: 0] += count
    }
  }

  func lose(_ kind: Loss.Kind, count: Int = 1, reason: String) {
    if losses[kind] == nil {
      lossOrder.append(kind)
      losses[kind] = (0, reason)
    }
    losses[kind]!.count += count
  }

  func text(_ timestamp: Timestamp) -> String {
    guard let offset = timestamp.utcOffset, offset % 60 != 0 || abs(offset) > 14 * 3600 else {
      return TCXTime.format(timestamp)
    }
    // xs:dateTime offsets are whole minutes within ±14:00: keep the instant, round or drop the offset.
    let fixed: Int? = abs(offset) > 14 * 3600 ? nil : Int((Double(offset) / 60).rounded()) * 60
    if badOffsets.insert(offset).inserted {
      lose(.utcOffsets, reason: "xs:dateTime offsets are whole minutes within ±14:00 (the instant is kept)")
    }
    return TCXTime.format(Timestamp(timestamp.date, utcOffset: fixed))
  }

  private func number(_ value: Double) -> String { NumberText.shortest(value) }

  private func heartRate(_ value: Double, _ what: String) -> Int? {
    clampOptional(value, 1...255, what)
  }

  private func cadence(_ value: Double, _ what: String) -> Int? {
    clampOptional(value, 0...254, what)
  }

  private func clampOptional(_ value: Double, _ range: ClosedRange<Int>, _ what: String) -> Int? {
    let rounded = value.rounded()
    guard rounded.isFinite, rounded >= Double(range.lowerBound), rounded <= Double(range.upperBound) else {
      lose(.valuesOutOfRange(what), reason: "TCX allows \(range.lowerBound)…\(range.upperBound)")
      return nil
    }
    return Int(rounded)
  }

  private func clampInt(_ value: Double, _ range: ClosedRange<Int>, _ what: String) -> Int {
    clampOptional(value, range, what)
      ?? (value < Double(range.lowerBound) ? range.lowerBound : range.upperBound)
  }
}

/// Times as TCX readers expect them: ISO 8601 with 0, 3 or 6 fractional digits (Python's `datetime`
/// refuses more, and devices write 0 or 3): `TimeText`'s `.microseconds`.
enum TCXTime {
  static func format(_ timestamp: Timestamp) -> String {
    TimeText.iso8601(
      reference: timestamp.date.timeIntervalSinceReferenceDate, utcOffset: timestamp.utcOffset,
      fraction: .microseconds)
  }
}

// MARK: - The plan of one workout

/// One trackpoint to write. Absent values are NaN (a 1 Hz day has 86 400 of these: 96 bytes each
/// instead of 168 with optionals).
struct Point {
  var time: Date
  /// Creation order, so sorting by time keeps points of equal time in order.
  var sequence: Int = 0
  /// Whether `distanceIncrement` was derived from positions (`SummaryDerivation.RouteDistance`).
  var distanceFromPositions = false
  private var lat = Double.nan
  private var lon = Double.nan
  private var alt = Double.nan
  private var increment = Double.nan
  private var total = Double.nan
  private var hr = Double.nan
  private var cad = Double.nan
  private var runCad = Double.nan
  private var spd = Double.nan
  private var pwr = Double.nan
  /// Bit 0: the altitude, bit 1: the speed came from a route location (a series entry of the same
  /// instant and value is the same reading: FIT records put it on both).
  private var fromLocation: UInt8 = 0

  init(time: Date, sequence: Int = 0) {
    self.time = time
    self.sequence = sequence
  }

  private static func get(_ v: Double) -> Double? { v.isNaN ? nil : v }

  var latitude: Double? {
    get { Self.get(lat) }
    set { lat = newValue ?? .nan }
  }
  var longitude: Double? {
    get { Self.get(lon) }
    set { lon = newValue ?? .nan }
  }
  var altitude: Double? {
    get { Self.get(alt) }
    set { alt = newValue ?? .nan }
  }
  var distanceIncrement: Double? {
    get { Self.get(increment) }
    set { increment = newValue ?? .nan }
  }
  var distanceTotal: Double? {
    get { Self.get(total) }
    set { total = newValue ?? .nan }
  }
  var heartRate: Double? {
    get { Self.get(hr) }
    set { hr = newValue ?? .nan }
  }
  var cadence: Double? {
    get { Self.get(cad) }
    set { cad = newValue ?? .nan }
  }
  var runCadence: Double? {
    get { Self.get(runCad) }
    set { runCad = newValue ?? .nan }
  }
  var speed: Double? {
    get { Self.get(spd) }
    set { spd = newValue ?? .nan }
  }
  var watts: Double? {
    get { Self.get(pwr) }
    set { pwr = newValue ?? .nan }
  }

  /// Sets the altitude and speed of a route location (either may be absent).
  mutating func setFromLocation(altitude: Double?, speed: Double?) {
    if let altitude {
      alt = altitude
      fromLocation |= 1
    }
    if let speed {
      spd = speed
      fromLocation |= 2
    }
  }

  /// Whether an altitude series value can go to this point: the field is free, or holds the same value
  /// from a route location (then the two are one reading, taken once).
  func takesAltitude(_ value: Double) -> Bool { alt.isNaN || (fromLocation & 1 != 0 && alt == value) }

  /// `takesAltitude` for speed.
  func takesSpeed(_ value: Double) -> Bool { spd.isNaN || (fromLocation & 2 != 0 && spd == value) }

  /// Sets an altitude series value (no longer one a route location's may merge with).
  mutating func setSeriesAltitude(_ value: Double) {
    alt = value
    fromLocation &= ~1
  }

  /// Sets a speed series value (no longer one a route location's may merge with).
  mutating func setSeriesSpeed(_ value: Double) {
    spd = value
    fromLocation &= ~2
  }
}

/// What a lap's totals need from its points, summed in point order (as `reduce` does).
struct LapPointFigures {
  var distance: Double?
  var distanceFromPositions = false
  var heartRateSum = 0.0
  var heartRateCount = 0
  var heartRateMax: Double?
  var maximumSpeed: Double?
  var cadenceSum = 0.0
  var cadenceCount = 0

  mutating func add(_ p: Point) {
    if let inc = p.distanceIncrement { distance = (distance ?? 0) + inc }
    if p.distanceFromPositions { distanceFromPositions = true }
    if let hr = p.heartRate {
      heartRateSum += hr
      heartRateCount += 1
      if heartRateMax == nil || hr > heartRateMax! { heartRateMax = hr }
    }
    if let v = p.speed, maximumSpeed == nil || v > maximumSpeed! { maximumSpeed = v }
    if let c = p.cadence {
      cadenceSum += c
      cadenceCount += 1
    }
  }
}

/// Lap totals in TCX units.
struct LapTotals {
  var distance: Double?
  var maximumSpeed: Double?
  var averageSpeed: Double?
  var calories: Double?
  var averageHeartRate: Double?
  var maximumHeartRate: Double?
  var cadence: Double?
  var maxBikeCadence: Double?
  var averageRunCadence: Double?
  var maxRunCadence: Double?
  var steps: Double?
  var averageWatts: Double?
  var maxWatts: Double?
}

/// One lap to write: its interval, totals and points (indices into `Plan.points`).
struct Lap {
  var start: Timestamp
  /// Elapsed seconds (the lap event's interval).
  var duration: Double
  /// Timer (active) seconds, written as `TotalTimeSeconds`: `WKTimerDuration`, else the elapsed time.
  var timer: Double
  var totals = LapTotals()
  var intensity = "Active"
  var triggerMethod = "Manual"
  var notes: String?
  var points: [Int] = []

  /// A lap from a lap event: its interval, and the intensity, trigger method and notes its metadata
  /// recorded (values the schema does not allow keep the defaults).
  init(event: WorkoutEvent) {
    start = event.start
    duration = event.duration
    timer = event.timerDuration.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } ?? event.duration
    if let v = event.metadata[TCXMetadataKey.intensity]?.stringValue, v == "Active" || v == "Resting" {
      intensity = v
    }
    if let v = event.metadata[TCXMetadataKey.triggerMethod]?.stringValue,
      ["Manual", "Distance", "Location", "Time", "HeartRate"].contains(v)
    {
      triggerMethod = v
    }
    notes = event.metadata[TCXMetadataKey.notes]?.stringValue
  }
}

/// One activity (leg) to write.
struct Leg {
  var id: Timestamp
  var activityType: WorkoutActivityType
  var activity: WorkoutActivity?
  var isTransition: Bool
  var laps: [Lap] = []
}

/// A workout laid out for writing: merged trackpoints, legs, laps with totals, pause instants.
struct Plan {
  var points: [Point] = []
  var legs: [Leg] = []
  var pauses: [Date] = []
  var offset: Int?
  var locations: [Location] = []
  /// Locations are kept (for course points without a position) only when there are markers.
  private var keepLocations = false

  /// A plan whose points are streamed (only the pauses, offset and legs with laps are held).
  init(streamedOffset offset: Int?, pauses: [Date], legs: [Leg]) {
    self.offset = offset
    self.pauses = pauses
    self.legs = legs
  }

  init(_ workout: Workout, writer: TCXWriter) {
    offset = workout.header.start.utcOffset
    keepLocations = workout.events.contains { $0.type == .marker }
    buildPoints(workout, writer: writer)
    pauses = workout.events.filter { $0.type == .pause }.map(\.start.date).sorted()
    buildLegs(workout)
    addAnchors(workout)
    buildLaps(workout, writer: writer)
  }

  /// Bare trackpoints (a time only) where a pause or resume happened or an activity ended after its
  /// last point and lap, so that reading the file back finds the same instants.
  private mutating func addAnchors(_ workout: Workout) {
    var times = Set(points.map(\.time))
    var added: [Date] = []
    for event in workout.events where event.type == .pause || event.type == .resume {
      if times.insert(event.start.date).inserted { added.append(event.start.date) }
    }
    let lapEnds = workout.events.filter { $0.type == .lap }.map { $0.end.date }
    for (index, leg) in legs.enumerated() {
      let end = (leg.activity?.end ?? workout.header.end).date
      let nextStart = index + 1 < legs.count ? legs[index + 1].id.date : Date.distantFuture
      let start = leg.id.date
      let inLeg = { (d: Date) in d >= start && d < nextStart }
      let lastPoint = points.last { inLeg($0.time) }?.time ?? .distantPast
      let lastLap = lapEnds.filter { inLeg($0) || $0 == nextStart }.max() ?? .distantPast
      if end > lastPoint, end > lastLap, end >= start, end < nextStart || nextStart == .distantFuture,
        times.insert(end).inserted
      {
        added.append(end)
      }
    }
    guard !added.isEmpty else { return }
    for i in points.indices { points[i].sequence = i }
    let base = points.count
    points.append(contentsOf: added.enumerated().map { Point(time: $1, sequence: base + $0) })
    Self.sortByTime(&points)
  }

  func nearestLocation(to date: Date) -> Location? {
    locations.min { abs($0.time.timeIntervalSince(date)) < abs($1.time.timeIntervalSince(date)) }
  }

  private mutating func buildPoints(_ workout: Workout, writer: TCXWriter) {
    // Points are merged by time; a source that repeats a time keeps both points (`next` chains them).
    var first: [Date: Int] = [:]
    var next: [Int] = []
    let estimate =
      workout.routes.reduce(0) { $0 + $1.locations.count }
      + (workout.samples.map { s -> Int in
        if case .quantity(let q) = s { return q.series.count }
        return 0
      }.max() ?? 0)
    points.reserveCapacity(estimate)
    first.reserveCapacity(estimate)
    next.reserveCapacity(estimate)
    func newPoint(_ date: Date) -> Int {
      let i = points.count
      points.append(Point(time: date, sequence: i))
      next.append(-1)
      if var j = first[date] {
        while next[j] >= 0 { j = next[j] }
        next[j] = i
      } else {
        first[date] = i
      }
      return i
    }
    /// The first point at `date` whose slot is still free, or a new one.
    func at(_ date: Date, free: (Point) -> Bool) -> Int {
      var j = first[date] ?? -1
      while j >= 0 {
        if free(points[j]) { return j }
        j = next[j]
      }
      return newPoint(date)
    }
    var invalidPositions = 0
    var locationSpeeds = 0
    for route in workout.routes {
      for location in route.locations {
        guard location.latitude.isFinite, location.longitude.isFinite, (-90...90).contains(location.latitude),
          location.longitude >= -180, location.longitude < 180
        else {
          invalidPositions += 1
          continue
        }
        if keepLocations { locations.append(location) }
        let i = at(location.time) { $0.latitude == nil }
        points[i].latitude = location.latitude
        points[i].longitude = location.longitude
        points[i].setFromLocation(altitude: location.altitude, speed: location.speed)
        if location.speed != nil { locationSpeeds += 1 }
      }
    }
    if invalidPositions > 0 {
      writer.lose(
        .routePoints, count: invalidPositions, reason: "position outside TCX's latitude/longitude range")
    }
    var intervals = 0
    for sample in workout.samples {
      guard case .quantity(let q) = sample else { continue }
      let type = q.type
      guard let (slot, unit) = TCXStreamSources.slot(for: type) else {
        if type != WorkoutSeriesType.activeEnergy && type != "HKQuantityTypeIdentifierBasalEnergyBurned" {
          writer.lose(
            .series(type), count: max(1, q.series.count), reason: "TCX has no per-point field for it")
        }
        continue
      }
      let sourceUnit = q.quantity.unit
      for entry in q.entries {
        guard let value = sourceUnit == unit ? entry.value : try? sourceUnit.convert(entry.value, to: unit)
        else {
          writer.lose(.series(type), reason: "unit not convertible to \(unit.unitString)")
          continue
        }
        if slot == .distance {
          let i = at(entry.end) { $0.distanceIncrement == nil }
          points[i].distanceIncrement = value
          continue
        }
        if entry.end != entry.start { intervals += 1 }
        let i: Int
        switch slot {
        case .altitude: i = at(entry.start) { $0.takesAltitude(value) }
        case .heartRate: i = at(entry.start) { $0.heartRate == nil }
        case .cadence: i = at(entry.start) { $0.cadence == nil }
        case .runCadence: i = at(entry.start) { $0.runCadence == nil }
        case .speed: i = at(entry.start) { $0.takesSpeed(value) }
        case .watts: i = at(entry.start) { $0.watts == nil }
        case .distance: i = 0
        }
        switch slot {
        case .altitude: points[i].setSeriesAltitude(value)
        case .heartRate: points[i].heartRate = value
        case .cadence: points[i].cadence = value
        case .runCadence: points[i].runCadence = value
        case .speed: points[i].setSeriesSpeed(value)
        case .watts: points[i].watts = value
        case .distance: break
        }
      }
    }
    if intervals > 0 {
      writer.lose(
        .seriesEntryIntervals, count: intervals,
        reason: "TCX trackpoints are instants (values kept at the start)")
    }
    // Stable: points of equal time keep their order.
    Self.sortByTime(&points)
    if !points.contains(where: { $0.distanceIncrement != nil }) {
      Self.deriveDistances(&points, pauses: WorkoutSummaries.pauseInstants(workout))
    }
  }

  /// Without a distance series, the trackpoints' distance increments from positions (the one rule:
  /// `SummaryDerivation.RouteDistance`, no distance across a pause), for the laps' `DistanceMeters` (the
  /// trackpoints keep only recorded distances).
  static func deriveDistances(_ points: inout [Point], pauses: [Double]) {
    var route = SummaryDerivation.RouteDistance(pauses: pauses)
    for i in points.indices {
      guard let lat = points[i].latitude, let lon = points[i].longitude else { continue }
      points[i].distanceIncrement = route.add(
        latitude: lat, longitude: lon, time: points[i].time.timeIntervalSince1970)
      points[i].distanceFromPositions = true
    }
  }

  /// Sorts in place by time, then creation order (no copy when the points are already in order).
  static func sortByTime(_ points: inout [Point]) {
    var sorted = true
    for i in points.indices.dropFirst() where points[i].time < points[i - 1].time {
      sorted = false
      break
    }
    if sorted { return }
    points.sort { $0.time == $1.time ? $0.sequence < $1.sequence : $0.time < $1.time }
  }

  private mutating func buildLegs(_ workout: Workout) {
    if workout.activities.count >= 2 {
      for activity in workout.activities.sorted(by: { $0.start < $1.start }) {
        let transition =
          activity.configuration.activityType == .transition
          || activity.metadata[TCXMetadataKey.transition] != nil
        legs.append(
          Leg(
            id: activity.start, activityType: activity.configuration.activityType, activity: activity,
            isTransition: transition))
      }
    } else {
      legs.append(
        Leg(id: workout.header.start, activityType: workout.activityType, activity: nil, isTransition: false))
    }
  }

  /// The index of the interval (of sorted `starts`) that holds `date`: before the first counts as the first.
  static func slot(_ date: Date, in starts: [Date]) -> Int {
    var lo = 0
    var hi = starts.count - 1
    if hi <= 0 || date < starts[1] { return 0 }
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if starts[mid] <= date { lo = mid } else { hi = mid - 1 }
    }
    return lo
  }

  private mutating func buildLaps(_ workout: Workout, writer: TCXWriter) {
    let legStarts = legs.map(\.id.date)
    let lapEvents = workout.events.filter { $0.type == .lap }.sorted { $0.start < $1.start }
    var lapsByLeg: [[WorkoutEvent]] = Array(repeating: [], count: legs.count)
    for event in lapEvents { lapsByLeg[Self.slot(event.start.date, in: legStarts)].append(event) }
    var pointsByLeg: [[Int]] = Array(repeating: [], count: legs.count)
    for (i, p) in points.enumerated() { pointsByLeg[Self.slot(p.time, in: legStarts)].append(i) }
    // Running distance totals restart with each leg (as devices write them).
    for legPoints in pointsByLeg {
      var total: Double?
      for i in legPoints {
        // Distances derived from positions count in the lap totals only: trackpoints keep what was recorded.
        if let inc = points[i].distanceIncrement, !points[i].distanceFromPositions {
          total = (total ?? 0) + inc
          points[i].distanceTotal = total
        }
      }
    }
    let energy = Self.energySamples(of: workout)
    for l in legs.indices {
      var events = lapsByLeg[l]
      if events.isEmpty {
        // TCX needs at least one lap: one covering the whole leg, totals from the samples.
        let start = legs[l].activity?.start ?? workout.header.start
        let end = legs[l].activity?.end ?? workout.header.end
        let duration = legs[l].activity?.duration ?? (legs.count == 1 ? workout.duration : nil)
        events = [Self.wholeLegLap(start: start, end: end, duration: duration)]
      }
      let lapStarts = events.map(\.start.date)
      var lapPoints: [[Int]] = Array(repeating: [], count: events.count)
      for i in pointsByLeg[l] { lapPoints[Self.slot(points[i].time, in: lapStarts)].append(i) }
      for (j, event) in events.enumerated() {
        var lap = Lap(event: event)
        lap.points = lapPoints[j]
        lap.totals = totals(event, points: lap.points, energy: energy, writer: writer)
        legs[l].laps.append(lap)
      }
    }
  }

  private func totals(
    _ event: WorkoutEvent, points lapPoints: [Int], energy: [QuantitySample], writer: TCXWriter
  )
    -> LapTotals
  {
    var figures = LapPointFigures()
    for i in lapPoints { figures.add(points[i]) }
    return Self.totals(event, figures: figures, energy: energy, writer: writer)
  }

  /// The active energy samples lap calories are computed from.
  static func energySamples(of workout: Workout) -> [QuantitySample] {
    workout.samples.compactMap { s -> QuantitySample? in
      if case .quantity(let q) = s, q.type == WorkoutSeriesType.activeEnergy { return q }
      return nil
    }
  }

  /// The lap of a leg without lap events (TCX needs at least one): the whole leg.
  static func wholeLegLap(start: Timestamp, end: Timestamp, duration: Double?) -> WorkoutEvent {
    var lap = WorkoutEvent(type: .lap, start: start, duration: max(0, end.timeIntervalSince(start)))
    if let duration { lap.timerDuration = max(0, duration) }
    return lap
  }

  /// A lap's totals: its statistics, else computed from its points' figures and the energy samples.
  static func totals(
    _ event: WorkoutEvent, figures: LapPointFigures, energy: [QuantitySample], writer: TCXWriter
  )
    -> LapTotals
  {
    var t = LapTotals()
    func value(_ v: Double?, _ from: QuantityUnit, _ to: QuantityUnit) -> Double? {
      guard let v else { return nil }
      return from == to ? v : try? from.convert(v, to: to)
    }
    for s in event.statistics {
      if WorkoutSeriesType.distances.contains(s.type) {
        t.distance = value(s.sum, s.unit, .meter)
      } else if s.type == WorkoutSeriesType.activeEnergy {
        t.calories = value(s.sum, s.unit, .kilocalorie)
      } else if s.type == WorkoutSeriesType.heartRate {
        t.averageHeartRate = value(s.average, s.unit, .countPerMinute)
        t.maximumHeartRate = value(s.maximum, s.unit, .countPerMinute)
      } else if WorkoutSeriesType.speeds.contains(s.type) {
        t.averageSpeed = value(s.average, s.unit, .meterPerSecond)
        t.maximumSpeed = value(s.maximum, s.unit, .meterPerSecond)
      } else if s.type == WorkoutSeriesType.cyclingCadence {
        t.cadence = value(s.average, s.unit, .countPerMinute)
        t.maxBikeCadence = value(s.maximum, s.unit, .countPerMinute)
      } else if s.type == WorkoutSeriesType.runningCadence {
        t.averageRunCadence = value(s.average, s.unit, .countPerMinute)
        t.maxRunCadence = value(s.maximum, s.unit, .countPerMinute)
      } else if WorkoutSeriesType.powers.contains(s.type) {
        t.averageWatts = value(s.average, s.unit, .watt)
        t.maxWatts = value(s.maximum, s.unit, .watt)
      } else if s.type == WorkoutSeriesType.stepCount {
        t.steps = value(s.sum, s.unit, .count)
      } else {
        writer.lose(.lapStatistics, reason: "TCX laps have no total for \(s.type)")
      }
      if s.minimum != nil || s.mostRecent != nil || (s.sum != nil && !Self.isCumulative(s.type)) {
        writer.lose(.lapStatistics, reason: "TCX laps keep only sums, averages and maxima TCX defines")
      }
    }
    // Computed from the samples where the model has none (counted: the writer warns).
    if t.distance == nil, let d = figures.distance {
      t.distance = d
      writer.derive(
        figures.distanceFromPositions
          ? "lap distances from positions" : "lap distances from the distance series")
    }
    if t.calories == nil, !energy.isEmpty {
      let end = event.start.adding(max(event.duration, 0))
      if let stats = try? QuantityStatistics.compute(
        samples: energy, style: .cumulative, from: event.start.date, to: end.date, unit: .kilocalorie),
        let sum = stats.sum
      {
        t.calories = sum
        writer.derive("lap calories from energy samples")
      }
    }
    if t.averageHeartRate == nil, figures.heartRateCount > 0 {
      t.averageHeartRate = figures.heartRateSum / Double(figures.heartRateCount)
      writer.derive("lap average heart rates from trackpoints")
    }
    if t.maximumHeartRate == nil, figures.heartRateCount > 0 {
      t.maximumHeartRate = figures.heartRateMax
      writer.derive("lap maximum heart rates from trackpoints")
    }
    if t.maximumSpeed == nil, let v = figures.maximumSpeed {
      t.maximumSpeed = v
      writer.derive("lap maximum speeds from trackpoints")
    }
    if t.cadence == nil, figures.cadenceCount > 0 {
      t.cadence = figures.cadenceSum / Double(figures.cadenceCount)
      writer.derive("lap cadences from trackpoints")
    }
    return t
  }

  private static func isCumulative(_ type: String) -> Bool {
    WorkoutSeriesType.distances.contains(type) || type == WorkoutSeriesType.activeEnergy
      || type == WorkoutSeriesType.stepCount
  }
}
