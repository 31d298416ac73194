import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLStreaming

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
package final class TCXWriter: FormatWriter {
  let context: ConversionContext
  let xml: XMLStreamWriter
  private var started = false
  private var activitiesOpen = false
  private var multisport: [Workout] = []
  private var courses: [Workout] = []
  var activityIDs: Set<Double> = []
  /// Workouts a reader sent streamed (shell + spooled points), for tests.
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
  private var losses: [Loss.Kind: (count: Int, reason: Loss.Reason)] = [:]
  private var lossOrder: [Loss.Kind] = []
  /// Lap totals the model lacked, computed (`SummaryDerivation`'s rule for distance), by kind → count.
  private var derivedTotals: [String: Int] = [:]

  /// `--option tcx.file=course`: every workout is written as a `<Course>` (named "Course" unless it has a
  /// course name).
  let writesCourses: Bool

  /// Makes a writer to a byte sink.
  package init(output: any ByteSink, options: TCXOptions = TCXOptions(), context: ConversionContext) {
    self.context = context
    writesCourses = options.writesCourses
    xml = XMLStreamWriter(sink: output, indentation: " ", controlCharacters: .warn)
  }

  package func receive(_ item: HealthItem) throws {
    switch item {
    case .workout(let workout):
      let (shell, points) = try WorkoutStreaming.split(workout)
      try write(shell, points: points)
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
      context.warn(.tcxRouteAsCourse)
      courses.append(workout)
    default:
      lose(.item(item.kind), .tcxItems)
    }
  }

  package func finish() throws {
    try startDocument()
    if !multisport.isEmpty {
      try startActivities()
      for workout in multisport {
        let (shell, points) = try WorkoutStreaming.split(workout)
        try writeMultiSport(shell, points: points)
      }
    }
    if activitiesOpen {
      try xml.endElement()
      activitiesOpen = false
    }
    if !courses.isEmpty {
      try xml.startElement("Courses")
      for workout in courses {
        let (shell, points) = try WorkoutStreaming.split(workout)
        try writeCourse(shell, points: points)
      }
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
        key, in: "workout", count: loss.count, loss.reason)
    }
    losses = [:]
    lossOrder = []
    let derived = derivedTotals.values.reduce(0, +)
    if derived > 0 {
      let list = derivedTotals.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(
        separator: ", ")
      context.warn(
        .tcxDerivedTotals(values: list),
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

  private func startActivities() throws {
    try startDocument()
    guard !activitiesOpen else { return }
    try xml.startElement("Activities")
    activitiesOpen = true
  }

  private func noteAuthor(_ metadata: Metadata) {
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
    let partOK = part.wholeMatch(of: #/[A-Z0-9]{3}-[A-Z0-9]{5}-[A-Z0-9]{2}/#) != nil
    guard !name.isEmpty, versionOK, lang.count == 2, partOK else {
      lose(
        .author, count: author.count, .tcxAuthor
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

  /// The one path of every workout: a shell and its spooled points. Multisport sessions and courses are
  /// held (whole) until `finish`, where the schema puts them.
  private func write(_ shell: Workout, points: WorkoutPoints) throws {
    context.report.itemsWritten["workout", default: 0] += 1
    var shell = shell
    deriveTimers(&shell)
    if writesCourses && shell.header.metadata[TCXMetadataKey.courseName] == nil {
      shell.header.metadata[TCXMetadataKey.courseName] = .string("Course")
    }
    noteAuthor(shell.header.metadata)
    if shell.header.metadata[TCXMetadataKey.courseName] != nil {
      courses.append(try points.materialize(into: shell))
    } else if shell.activities.count >= 2 {
      multisport.append(try points.materialize(into: shell))
    } else {
      try startActivities()
      try writeActivity(shell, points: points)
    }
  }

  private func writeActivity(_ shell: Workout, points: WorkoutPoints) throws {
    guard activityIDs.insert(shell.header.start.unixSeconds).inserted else {
      lose(.workoutsWithADuplicateStart, .tcxDuplicateActivityID)
      return
    }
    let plan = try Plan(shell, points: points, writer: self)
    checkWorkout(shell, points: points, multisport: false)
    beginPauses()
    var trackpoints = try plan.trackpoints()
    try writeLeg(
      0, plan: plan, trackpoints: &trackpoints, workout: shell,
      notes: shell.header.metadata[TCXMetadataKey.notes])
    endPauses(plan)
  }

  private func beginPauses() {
    pauseCursor = 0
    pausesWritten = 0
  }

  private func endPauses(_ plan: Plan) {
    let lost = plan.pauses.count - pausesWritten
    if lost > 0 {
      lose(
        .pauseEvents, count: lost,
        .tcxPauseInLap)
    }
  }

  private func writeMultiSport(_ workout: Workout, points: WorkoutPoints) throws {
    guard sessionIDs.insert(workout.header.start.unixSeconds).inserted else {
      lose(
        .workoutsWithADuplicateStart, .tcxDuplicateMultiSportID)
      return
    }
    checkWorkout(workout, points: points, multisport: true)
    if workout.activityType != .swimBikeRun {
      lose(.activityType, .tcxMultiSportType)
    }
    let plan = try Plan(workout, points: points, writer: self)
    beginPauses()
    defer { endPauses(plan) }
    try xml.startElement("MultiSportSession")
    try xml.writeElement("Id", text: text(workout.header.start))
    var trackpoints = try plan.trackpoints()
    var first = true
    var pendingTransition: Int?
    for (index, leg) in plan.legs.enumerated() {
      if leg.isTransition {
        if first || pendingTransition != nil {
          lose(.transitions, .tcxTransitionPlace)
        } else {
          pendingTransition = index
        }
        continue
      }
      try xml.startElement(first ? "FirstSport" : "NextSport")
      if let transition = pendingTransition {
        let laps = plan.legs[transition].laps
        if laps.count > 1 {
          lose(.transitionLaps, count: laps.count - 1, .tcxTransitionOneLap)
        }
        if let lap = laps.first {
          try writeLap(lap, element: "Transition", plan: plan) {
            try trackpoints.forEach(leg: transition, lap: 0, $0)
          }
        }
        pendingTransition = nil
      }
      try writeLeg(
        index, plan: plan, trackpoints: &trackpoints, workout: workout,
        notes: leg.activity?.metadata[TCXMetadataKey.notes])
      try xml.endElement()
      first = false
    }
    if pendingTransition != nil {
      lose(.transitions, .tcxTransitionPlace)
    }
    if let notes = workout.header.metadata[TCXMetadataKey.notes] {
      try xml.writeElement("Notes", text: notes.stringValue)
    }
    try xml.endElement()
  }

  private func writeLeg(
    _ index: Int, plan: Plan, trackpoints: inout TCXTrackpoints, workout: Workout, notes: MetadataValue?
  ) throws {
    let leg = plan.legs[index]
    let (sport, exact) = TCXSport.sport(for: leg.activityType)
    if !exact { lose(.activityType, .tcxSport) }
    try xml.startElement("Activity")
    try xml.writeAttribute("Sport", sport)
    try xml.writeElement("Id", text: text(leg.id))
    for (j, lap) in leg.laps.enumerated() {
      try writeLap(lap, element: "Lap", plan: plan) { try trackpoints.forEach(leg: index, lap: j, $0) }
    }
    if let notes { try xml.writeElement("Notes", text: notes.stringValue) }
    try writeCreator(workout.header.device, source: workout.header.source)
    try xml.endElement()
  }

  private func writeCreator(_ device: Device?, source: Source?) throws {
    guard let name = device?.name ?? source?.name, !name.isEmpty else { return }
    if let source, source != Source(name: name) {
      lose(.source, .tcxOneCreator)
    }
    if let device {
      var extra = device
      extra.name = nil
      extra.serialNumber = nil
      extra.softwareVersion = nil
      extra.extra = device.extra.filter { $0.key != TCXMetadataKey.productID }
      if !extra.isEmpty {
        lose(.deviceDetails, .tcxCreatorFields)
      }
    }
    try xml.startElement("Creator")
    try xml.writeAttribute("xsi:type", "Device_t")
    try xml.writeElement("Name", text: name)
    let unit = device?.serialNumber.flatMap { UInt32($0) }
    if device?.serialNumber != nil, unit == nil {
      lose(.deviceSerialNumber, .tcxUnitID)
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
      if device?.softwareVersion != nil { lose(.deviceVersion, .tcxVersion) }
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

  /// Reports what a workout has that TCX cannot hold (beyond the projection); `points` holds its series'
  /// entries.
  private func checkWorkout(_ workout: Workout, points: WorkoutPoints, multisport: Bool) {
    let extraMetadata = workout.header.metadata.entries.filter { !TCXMetadataKey.all.contains($0.key) }
    if !extraMetadata.isEmpty {
      lose(.metadataEntries, count: extraMetadata.count, .tcxFreeMetadata)
    }
    if !multisport, let activity = workout.activities.first, !activity.metadata.isEmpty {
      lose(
        .activityMetadata, count: activity.metadata.count,
        .tcxSingleActivityMetadata)
    }
    for activity in workout.activities where multisport {
      let extra = activity.metadata.entries.filter {
        $0.key != TCXMetadataKey.notes && $0.key != TCXMetadataKey.transition
      }
      if !extra.isEmpty {
        lose(.activityMetadata, count: extra.count, .tcxActivityNotes)
      }
      if !activity.events.isEmpty {
        lose(.activityEvents, count: activity.events.count, .tcxActivityEvents)
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
          .tcxNoEndTime
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
            .lapMetadata, count: extra.count, .tcxLapFields)
        }
      case .pause, .resume:
        if !event.metadata.isEmpty {
          lose(.eventMetadata, count: event.metadata.count, .tcxPauseMetadata)
        }
      default:
        lose(.events(event.type), .tcxEvents)
      }
    }
    for (index, sample) in workout.samples.enumerated() {
      guard case .quantity(let q) = sample else { continue }
      if q.type == WorkoutSeriesType.activeEnergy || q.type == "HKQuantityTypeIdentifierBasalEnergyBurned" {
        let entries = max(q.series.count, index < points.series.count ? points.entryCount(sample: index) : 0)
        lose(
          .energySamples, count: max(1, entries),
          .tcxEnergy)
      } else if !q.header.metadata.isEmpty {
        lose(
          .sampleMetadata, count: q.header.metadata.count, .tcxSampleMetadata)
      }
    }
  }

  // MARK: - Laps and points

  /// Writes a lap's fields before its track, in schema order: those of `ActivityLap_t`, or of
  /// `CourseLap_t` (which has no MaximumSpeed, Calories or TriggerMethod).
  private func writeLapFields(_ lap: Lap, course: Bool) throws {
    let t = lap.totals
    try xml.writeElement("TotalTimeSeconds", text: number(finite(lap.timer, "lap TotalTimeSeconds") ?? 0))
    try xml.writeElement("DistanceMeters", text: number(finite(t.distance, "lap DistanceMeters") ?? 0))
    if !course {
      if let v = finite(t.maximumSpeed, "lap MaximumSpeed") {
        try xml.writeElement("MaximumSpeed", text: number(v))
      }
      try xml.startElement("Calories")
      try xml.writeText(clampInt(t.calories ?? 0, 0...65535, "lap Calories"))
      try xml.endElement()
    }
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
    if !course { try xml.writeElement("TriggerMethod", text: lap.triggerMethod) }
  }

  /// Writes a lap whose points `forEachPoint` delivers in order.
  private func writeLap(
    _ lap: Lap, element: StaticString, plan: Plan, forEachPoint: ((Point) throws -> Void) throws -> Void
  ) throws {
    try xml.startElement(element)
    try xml.writeAttribute("StartTime", text(lap.start))
    try writeLapFields(lap, course: false)
    let t = lap.totals
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
        } else if let value = finite(value, "lap \(name)") {
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
    if let lat = finite(p.latitude, "position"), let lon = finite(p.longitude, "position") {
      Self.line(raw, d + 1, "<Position>")
      Self.element(raw, d + 2, "LatitudeDegrees", lat)
      Self.element(raw, d + 2, "LongitudeDegrees", lon)
      Self.line(raw, d + 1, "</Position>")
    }
    if let v = finite(p.altitude, "altitude") { Self.element(raw, d + 1, "AltitudeMeters", v) }
    if let v = finite(p.distanceTotal, "distance") { Self.element(raw, d + 1, "DistanceMeters", v) }
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
    let speed = finite(p.speed, "speed")
    if speed != nil || runCadence != nil || watts != nil {
      Self.line(raw, d + 1, "<Extensions>")
      Self.line(raw, d + 2, "<ns3:TPX>")
      if let v = speed { Self.element(raw, d + 3, "ns3:Speed", v) }
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
      XMLNumberText.appendDescription(value, to: raw)
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

  private func writeCourse(_ workout: Workout, points: WorkoutPoints) throws {
    var name = workout.header.metadata[TCXMetadataKey.courseName]?.stringValue ?? ""
    name = name.trimmingWhitespace()
    if name.isEmpty { name = "Course" }
    if name.count > 15 {
      lose(.courseNameCharacters, .tcxCourseNameLength)
      name = String(name.prefix(15))
    }
    var unique = name
    var n = 2
    while courseNames.contains(unique) {
      unique = String(name.prefix(15 - String(n).count)) + String(n)
      n += 1
    }
    if unique != name { lose(.courseName, .tcxCourseNameUnique) }
    courseNames.insert(unique)
    checkWorkout(
      Workout(
        header: workout.header, activityType: workout.activityType,
        events: workout.events.filter { $0.type != .marker }), points: points, multisport: false)
    if !TCXSport.sport(for: workout.activityType).exact || workout.activityType != .other {
      lose(.activityType, .tcxCourseSport)
    }
    if workout.events.contains(where: { $0.type == .pause }) {
      lose(.pauseEvents, .tcxCourseOneTrack)
    }
    let plan = try Plan(workout, points: points, writer: self)
    try xml.startElement("Course")
    try xml.writeElement("Name", text: unique)
    let leg = plan.legs[0]
    for lap in leg.laps {
      try xml.startElement("Lap")
      try writeLapFields(lap, course: true)
      try xml.endElement()
      let t = lap.totals
      if t.calories != nil || t.maximumSpeed != nil || t.averageSpeed != nil || t.averageWatts != nil
        || lap.notes != nil
      {
        lose(.courseLapTotals, .tcxCourseLapTotals)
      }
    }
    var trackpoints = try plan.trackpoints()
    var trackOpen = false
    while let next = try trackpoints.next() {
      if !trackOpen {
        try startTrack()
        trackOpen = true
      }
      try writePoint(next.point, plan: plan)
    }
    if trackOpen { try endTrack() }
    if let notes = workout.header.metadata[TCXMetadataKey.notes] {
      try xml.writeElement("Notes", text: notes.stringValue)
    }
    let validTypes: Set<String> = [
      "Generic", "Summit", "Valley", "Water", "Food", "Danger", "Left", "Right", "Straight", "First Aid",
      "4th Category", "3rd Category", "2nd Category", "1st Category", "Hors Category", "Sprint",
    ]
    let markers = workout.events.filter { $0.type == .marker }
    let nearestLocations = try plan.sources.nearestLocations(to: markers.map(\.start.date))
    for (marker, nearest) in zip(markers, nearestLocations) {
      let m = marker.metadata
      var lat = m[TCXMetadataKey.latitude]?.doubleValue
      var lon = m[TCXMetadataKey.longitude]?.doubleValue
      var alt = m[TCXMetadataKey.altitude]?.doubleValue
      if lat == nil || lon == nil, let nearest {
        lat = nearest.latitude
        lon = nearest.longitude
        alt = alt ?? nearest.altitude
      }
      guard let lat = finite(lat, "course point position"), let lon = finite(lon, "course point position")
      else {
        lose(.coursePoints, .tcxCoursePointPosition)
        continue
      }
      var pointName = m[TCXMetadataKey.coursePointName]?.stringValue ?? "Point"
      if pointName.isEmpty { pointName = "Point" }
      if pointName.count > 10 {
        lose(.coursePointNameCharacters, .tcxCoursePointNameLength)
        pointName = String(pointName.prefix(10))
      }
      var type = m[TCXMetadataKey.coursePointType]?.stringValue ?? "Generic"
      if !validTypes.contains(type) {
        lose(.coursePointTypes, .tcxCoursePointType)
        type = "Generic"
      }
      let extra = m.entries.filter { !TCXMetadataKey.all.contains($0.key) }
      if !extra.isEmpty {
        lose(.coursePointMetadata, count: extra.count, .tcxCoursePointMetadata)
      }
      try xml.startElement("CoursePoint")
      try xml.writeElement("Name", text: pointName)
      try xml.writeElement("Time", text: text(marker.start))
      try xml.startElement("Position")
      try xml.writeElement("LatitudeDegrees", text: number(lat))
      try xml.writeElement("LongitudeDegrees", text: number(lon))
      try xml.endElement()
      if let alt = finite(alt, "course point altitude") {
        try xml.writeElement("AltitudeMeters", text: number(alt))
      }
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

  func lose(_ kind: Loss.Kind, count: Int = 1, _ reason: Loss.Reason) {
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
      lose(.utcOffsets, .tcxUTCOffset)
    }
    return TCXTime.format(Timestamp(timestamp.date, utcOffset: fixed))
  }

  private func number(_ value: Double) -> String { NumberText.shortest(value) }

  /// The value when it is finite; otherwise nil and a loss (xs:double's INF and NaN are not numbers TCX
  /// readers take: an overflowed sum or an infinite input value is left out, never written as `inf`).
  @inline(__always) private func finite(_ value: Double?, _ what: @autoclosure () -> String) -> Double? {
    guard let value else { return nil }
    if value.isFinite { return value }
    lose(.valuesOutOfRange(what()), .tcxNotFinite)
    return nil
  }

  private func heartRate(_ value: Double, _ what: String) -> Int? {
    clampOptional(value, 1...255, what)
  }

  private func cadence(_ value: Double, _ what: String) -> Int? {
    clampOptional(value, 0...254, what)
  }

  private func clampOptional(_ value: Double, _ range: ClosedRange<Int>, _ what: String) -> Int? {
    let rounded = value.rounded()
    guard rounded.isFinite, rounded >= Double(range.lowerBound), rounded <= Double(range.upperBound) else {
      lose(.valuesOutOfRange(what), .tcxRange(lower: range.lowerBound, upper: range.upperBound))
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

/// A streamed workout takes the one path (`write(_:points:)`).
extension TCXWriter: StreamingWorkoutSink {
  package func receive(workout shell: Workout, points: WorkoutPoints) throws {
    streamedWorkouts += 1
    try write(shell, points: points)
  }
}
