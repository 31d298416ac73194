import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLStreaming

/// Writes GPX 1.1 that validates against `gpx11-with-extensions.xsd`.
///
/// Workouts become `<trk>`s (a new `<trkseg>` after each pause), their series are written per point as
/// Garmin TrackPointExtension v2 (`atemp`, `hr`, `cad`, `speed`, `course`), Garmin PowerExtension v1
/// (`PowerInWatts`) and wkconv's `urn:wkconv:gpx:1` elements (accuracy, invalid course, typed metadata,
/// device, source, workout interval). `<metadata>`, `<wpt>`, `<rte>` come from "gpx" opaque records.
/// Whatever passes the capability projection but GPX still cannot hold is reported with
/// `context.lose`. With `gpx.appleRoute=true` it writes Apple Health's route dialect instead.
package final class GPXWriter: FormatWriter {
  private let output: any ByteSink
  let options: GPXOptions
  let context: ConversionContext
  let xml: XMLStreamWriter
  private var headerWritten = false
  private var info: ExportInfo?
  private var metadataRecord: OpaqueRecord?
  private var waypoints: [OpaqueRecord] = []
  private var routes: [OpaqueRecord] = []
  private var tracksStarted = false
  var creator: String?
  /// Workouts written streamed (not materialized), for tests.
  var streamedWorkouts = 0
  private var appleRouteWritten = false

  init(output: any ByteSink, options: GPXOptions, context: ConversionContext) {
    self.output = output
    self.options = options
    self.context = context
    xml = XMLStreamWriter(sink: output, indentation: "  ", controlCharacters: .warn)
  }

  package func receive(_ item: HealthItem) throws {
    context.report.itemsWritten[item.kind.rawValue, default: 0] += 1
    if let apple = options.appleRoute {
      try receiveAppleRoute(item, apple)
      return
    }
    switch item {
    case .exportInfo(let value):
      if headerWritten || info != nil {
        context.lose(.exportInfo, in: "gpx", .gpxOneCreator)
      } else {
        info = value
        if value.locale != nil || value.formatVersion != nil {
          context.lose(.exportLocaleVersion, in: "export info", .gpxNoExportLocale)
        }
      }
    case .opaque(let record) where record.format == "gpx":
      try receiveOpaque(record)
    case .workout(let workout):
      try writeWhole(workout: workout, route: nil)
    case .route(let route):
      try writeWhole(workout: nil, route: route)
    default:
      context.report.itemsWritten[item.kind.rawValue, default: 0] -= 1
      context.lose(.item(item.kind), in: "input", .gpxItems(item.kind))
    }
  }

  package func finish() throws {
    if options.appleRoute != nil {
      if !appleRouteWritten {
        throw ConversionError(
          .unsupportedOperation,
          "gpx.appleRoute needs a workout with a route or a route item; the input has none")
      }
      return
    }
    try writeHeaderIfNeeded(creator: nil)
    try writePending()
    try xml.endElement()
    try xml.writeRaw("\n")
    try xml.finish()
    context.loseValuesCutForXML(xml.truncatedValueCount, in: "gpx")
    if let file = output as? BufferedFileSink { try file.flush() }
  }

  // MARK: - Header, metadata, waypoints, routes

  private func receiveOpaque(_ record: OpaqueRecord) throws {
    switch record.name {
    case "metadata":
      if headerWritten || metadataRecord != nil {
        context.lose(.gpxMetadata, in: "gpx", .gpxOneMetadata)
      } else {
        metadataRecord = record
      }
    case "wpt", "rte":
      if tracksStarted {
        context.lose(
          .formatRecord("gpx", record.name), in: "gpx",
          .gpxRecordOutOfOrder)
      } else if record.name == "wpt" {
        waypoints.append(record)
      } else {
        routes.append(record)
      }
    case "trk":
      try writeHeaderIfNeeded(creator: nil)
      try writePending()
      try writeOpaque(record, order: GPXSchemaOrder.trk)
    default:
      context.lose(
        .formatRecord("gpx", record.name), in: "gpx", .gpxElementNotWritten)
    }
  }

  func writeHeaderIfNeeded(creator fallback: String?) throws {
    guard !headerWritten else { return }
    headerWritten = true
    // An export info without a producer means the input had no creator: keep it empty.
    creator = info.map { $0.producer ?? "" } ?? fallback ?? ""
    try xml.writeDeclaration()
    try xml.startElement("gpx")
    try xml.writeAttribute("version", "1.1")
    try xml.writeAttribute("creator", creator!)
    try xml.writeAttribute("xmlns", GPXNamespace.gpx11)
    try xml.writeAttribute("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance")
    try xml.writeAttribute("xmlns:gpxtpx", GPXNamespace.trackPointV2)
    try xml.writeAttribute("xmlns:gpxpx", GPXNamespace.power)
    try xml.writeAttribute("xmlns:wkx", GPXNamespace.wkconv)
    try xml.writeAttribute(
      "xsi:schemaLocation",
      "http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd "
        + "http://www.garmin.com/xmlschemas/TrackPointExtension/v2 http://www.garmin.com/xmlschemas/TrackPointExtensionv2.xsd"
    )
    // <metadata>: the record's children in schema order, with the export time.
    var metadata = metadataRecord ?? OpaqueRecord(format: "gpx", name: "metadata")
    if let date = info?.exportDate {
      metadata.children.append(OpaqueRecord(format: "gpx", name: "time", text: ISO8601Timestamp.format(date)))
    }
    if !metadata.children.isEmpty { try writeOpaque(metadata, order: GPXSchemaOrder.metadata) }
  }

  func writePending() throws {
    for record in waypoints { try writeOpaque(record, order: GPXSchemaOrder.wpt) }
    for record in routes { try writeOpaque(record, order: GPXSchemaOrder.rte) }
    waypoints = []
    routes = []
    tracksStarted = true
  }

  /// Writes an opaque record as XML, children sorted into the schema's order; unknown children are
  /// reported, foreign-namespace extension content is written as read (with its `xmlns`).
  private func writeOpaque(_ record: OpaqueRecord, order: [String: Int]?) throws {
    try xml.startElement(record.name)
    for attribute in record.attributes { try xml.writeAttribute(name: attribute.key, attribute.value) }
    let isForeign = record.attributes.contains { $0.key == "xmlns" }
    if let text = record.text, record.children.isEmpty {
      try xml.writeText(text)
      try xml.endElement()
      return
    }
    var children = record.children
    if let order, !isForeign {
      var kept: [OpaqueRecord] = []
      for child in children {
        if order[child.name] != nil {
          kept.append(child)
        } else {
          context.lose(
            .formatField("gpx \(record.name)/\(child.name)"), in: "gpx",
            .gpxNotAChild(parent: record.name))
        }
      }
      // Stable sort by schema position.
      children = kept.enumerated().sorted {
        (order[$0.element.name]!, $0.offset) < (order[$1.element.name]!, $1.offset)
      }.map(\.element)
    }
    for child in children {
      if child.name == "extensions" && !isForeign {
        try writeExtensions(child)
      } else if isForeign {
        try writeOpaque(child, order: nil)
      } else {
        try writeOpaque(child, order: GPXSchemaOrder.children[child.name])
      }
    }
    try xml.endElement()
  }

  private func writeExtensions(_ record: OpaqueRecord) throws {
    let foreign = record.children.filter { $0.attributes.contains { $0.key == "xmlns" } }
    if foreign.count < record.children.count {
      context.lose(
        .gpxExtensionWithoutNamespace, in: "gpx", count: record.children.count - foreign.count,
        .gpxExtensionNamespace)
    }
    guard !foreign.isEmpty else { return }
    try xml.startElement("extensions")
    for child in foreign { try writeOpaque(child, order: nil) }
    try xml.endElement()
  }

  // MARK: - Tracks

  /// One path for every track: a whole workout (or standalone route) is split into a shell and spooled
  /// points, exactly as a streamed one arrives (`receive(workout:points:)`).
  private func writeWhole(workout: Workout?, route standalone: WorkoutRoute?) throws {
    if let workout {
      let (shell, points) = try WorkoutStreaming.split(workout)
      try writeTrack(workout: shell, header: shell.header, routes: shell.routes, points: points)
    } else if let standalone {
      let (shell, points) = try WorkoutStreaming.split(
        Workout(header: standalone.header, activityType: .other, routes: [standalone]))
      try writeTrack(workout: nil, header: standalone.header, routes: shell.routes, points: points)
    }
  }

  /// Writes a `<trk>` in two passes over the spooled points (the first finds the segment breaks and what
  /// will be lost; the second places the series and writes), so memory does not grow with the track. The
  /// series, event and activity-type losses are reported after the points, in the order they always had.
  func writeTrack(workout: Workout?, header: SampleHeader, routes: [WorkoutRoute], points: WorkoutPoints)
    throws
  {
    if workout != nil, routes.count > 1 {
      context.lose(
        .routeStructure, in: "workout", count: routes.count,
        .gpxRoutesMerged(routes: routes.count))
    }
    let pauses = (workout?.events ?? []).filter { $0.type == .pause }.map(\.start.date).sorted()
    var track = try GPXTrackPoints(workout: workout, routeCount: routes.count, points: points)
    let analysis = try track.analyze(pauses: pauses)
    if analysis.invalid > 0 { reportInvalidPositions(analysis.invalid) }
    guard analysis.valid > 0 else {
      reportNoPoints(workout: workout)
      return
    }
    try writeHeaderIfNeeded(creator: header.source?.name ?? header.device?.name)
    try writePending()
    let creator = self.creator!
    let typeless = try writeTrackStart(workout: workout, header: header, creator: creator)

    // Pass 2: the points.
    try xml.startElement("trkseg")
    var writer = GPXPointWriter(depth: xml.depth)
    var breakIndex = 0
    let placement = try track.forEachValidPoint { validIndex, location, channels in
      if breakIndex < analysis.breaks.count, analysis.breaks[breakIndex] == validIndex {
        breakIndex += 1
        try writer.nextSegment(xml)
      }
      try writer.append(location, channels, xml)
    }
    try writer.endSegment(xml)
    try xml.endElement()
    if let workout {
      reportSeries(workout, placement, points)
      checkEvents(workout, breakTimes: analysis.breakTimes)
      if typeless {
        context.lose(
          .activityType, in: "workout", .gpxNoTypeName(activityType: workout.activityType.exportName))
      }
    }
    reportPointLosses(writer)
    if let route = routes.first {
      reportRouteHeader(route, workout: workout, interval: routes.count == 1 ? analysis.interval : nil)
    }
  }

  /// The series losses, in the samples' order: series without a GPX field, with a unit that does not
  /// convert, values without a point at their time, sample headers and intervals.
  private func reportSeries(_ shell: Workout, _ placement: GPXSeriesPlacement, _ points: WorkoutPoints) {
    for (index, sample) in shell.samples.enumerated() {
      guard case .quantity(let q) = sample else { continue }
      guard let (unit, _) = GPXSeriesChannel.channel(for: q) else {
        context.lose(
          .series(q.type), in: "workout", count: max(1, points.entryCount(sample: index)),
          .gpxNoPointField(keepers: context.keepers(of: Capability.forSeries(type: q.type), besides: .gpx)))
        continue
      }
      guard let series = placement.series.first(where: { $0.sample == index }) else {
        context.lose(
          .series(q.type), in: "workout", count: max(1, points.entryCount(sample: index)),
          .gpxUnitNotConvertible(from: q.quantity.unit.unitString, to: unit.unitString))
        continue
      }
      if series.unplaced > 0 {
        context.lose(
          .series(q.type), in: "workout", count: series.unplaced,
          .gpxValuesWithoutPoint)
      }
      if !q.header.metadata.isEmpty || (q.header.device != nil && q.header.device != shell.header.device) {
        context.lose(
          .sampleMetadataAndDevice, in: "workout sample",
          .gpxSeriesHeaders)
      }
      if series.hasIntervals || (series.unplaced + series.converted == 0 && q.header.end != q.header.start) {
        context.lose(
          .sampleIntervals, in: "workout sample", .gpxInstants)
      }
    }
  }

  static func isValidPosition(_ l: Location) -> Bool {
    l.latitude.isFinite && l.longitude.isFinite && abs(l.latitude) <= 90 && abs(l.longitude) <= 180
  }

  func reportInvalidPositions(_ invalid: Int) {
    context.lose(
      .routePointsWithoutAValidPosition, in: "route", count: invalid,
      .gpxInvalidCoordinates)
  }

  func reportNoPoints(workout: Workout?) {
    context.lose(
      workout == nil ? .item(.route) : .workoutWithoutRoute, in: "input",
      .gpxTrackNeedsPositions)
  }

  /// `<trk>`: its fields, type and extensions (interval, source, device, remaining metadata); the track
  /// stays open for its segments. Returns whether the workout's activity type has no GPX `<type>` (a loss
  /// the caller reports).
  func writeTrackStart(workout: Workout?, header: SampleHeader, creator: String) throws -> Bool {
    try xml.startElement("trk")
    var typeless = false
    let metadata = header.metadata
    var used = Set<Int>()
    func field(_ key: String) -> String? {
      guard let index = metadata.entries.firstIndex(where: { $0.key == key }),
        case .string(let s) = metadata.entries[index].value
      else { return nil }
      used.insert(index)
      return s
    }
    for (key, element) in GPXMetadataKeys.trackFields {
      if let value = field(key) { try xml.writeElement(StaticStringBox.element(element), text: value) }
    }
    if let href = field(GPXMetadataKeys.link) {
      try xml.startElement("link")
      try xml.writeAttribute("href", href)
      if let text = field(GPXMetadataKeys.linkText) { try xml.writeElement("text", text: text) }
      if let type = field(GPXMetadataKeys.linkType) { try xml.writeElement("type", text: type) }
      try xml.endElement()
    }
    if let index = metadata.entries.firstIndex(where: { $0.key == GPXMetadataKeys.number }),
      case .string(let number) = metadata.entries[index].value, UInt(number) != nil
    {
      used.insert(index)
      try xml.writeElement("number", text: number)
    }
    if let workout {
      if let type = field(GPXMetadataKeys.type) ?? GPXActivityTypes.text(for: workout.activityType) {
        try xml.writeElement("type", text: type)
      } else if workout.activityType != .other {
        typeless = true
      }
    }
    // Track extensions: interval, source, device, remaining metadata.
    try xml.startElement("extensions")
    if workout == nil { try xml.startElement("wkx:route"); try xml.endElement() }
    try xml.startElement("wkx:workout")
    try xml.writeAttribute("start", ISO8601Timestamp.format(header.start))
    try xml.writeAttribute("end", ISO8601Timestamp.format(header.end))
    if let created = header.creationDate {
      try xml.writeAttribute("creationDate", ISO8601Timestamp.format(created))
    }
    if let duration = workout?.duration { try xml.writeAttribute("duration", GPXNumber.decimal(duration)) }
    try xml.endElement()
    if header.source == nil {
      try xml.startElement("wkx:source")
      try xml.endElement()
    } else if let source = header.source, source != Source(name: creator) {
      try xml.startElement("wkx:source")
      try xml.writeAttribute("name", source.name)
      for (k, v) in [
        ("bundleIdentifier", source.bundleIdentifier), ("version", source.version),
        ("productType", source.productType),
        ("operatingSystemVersion", source.operatingSystemVersion),
      ] {
        if let v { try xml.writeAttribute(name: k, v) }
      }
      try xml.endElement()
    }
    if let device = header.device, !device.isEmpty { try writeDevice(device) }
    for (index, entry) in metadata.entries.enumerated() where !used.contains(index) {
      try writeMeta(entry)
    }
    try xml.endElement()
    return typeless
  }

  /// What writing the points rounded or left out.
  func reportPointLosses(_ points: GPXPointWriter) {
    let losses: [(Int, Loss.Kind, Loss.Reason)] = [
      (points.heartDecimals, .heartRateDecimals, .gpxHeartRateDecimals),
      (points.cadenceDecimals, .cadenceDecimals, .gpxCadenceDecimals),
      (points.outOfRange, .heartRateCadenceOutOfRange, .gpxHeartRateCadenceRange),
      (points.roundedCoordinates, .coordinateDigits, .gpxCoordinateDigits),
    ]
    for (count, kind, reason) in losses where count > 0 {
      context.lose(kind, in: "route point", count: count, reason)
    }
  }

  private func writeDevice(_ device: Device) throws {
    try xml.startElement("wkx:device")
    for (k, v) in [
      ("name", device.name), ("manufacturer", device.manufacturer), ("model", device.model),
      ("hardwareVersion", device.hardwareVersion), ("firmwareVersion", device.firmwareVersion),
      ("softwareVersion", device.softwareVersion), ("localIdentifier", device.localIdentifier),
      ("udiDeviceIdentifier", device.udiDeviceIdentifier), ("serialNumber", device.serialNumber),
      ("creationDate", device.creationDate.map(ISO8601Timestamp.format)),
    ] {
      if let v { try xml.writeAttribute(name: k, v) }
    }
    for extra in device.extra {
      try xml.startElement("wkx:extra")
      try xml.writeAttribute("key", extra.key)
      try xml.writeAttribute("value", extra.value)
      try xml.endElement()
    }
    try xml.endElement()
  }

  private func writeMeta(_ entry: MetadataEntry) throws {
    let type: String
    switch entry.value {
    case .string: type = "string"
    case .number: type = "number"
    case .integer: type = "integer"
    case .quantity: type = "quantity"
    case .date: type = "date"
    case .bool: type = "bool"
    }
    try xml.startElement("wkx:meta")
    try xml.writeAttribute("key", entry.key)
    if type != "string" { try xml.writeAttribute("type", type) }
    let text: String
    switch entry.value {
    case .number(let d): text = "\(d)"
    case .quantity(let q): text = "\(q.value) \(q.unit.unitString)"
    default: text = entry.value.stringValue
    }
    try xml.writeText(text)
    try xml.endElement()
  }

  /// Pause/resume events come back as segment breaks: report the ones whose times will move.
  func checkEvents(_ workout: Workout, breakTimes: [(Date, Date)]) {
    var expected: [WorkoutEvent] = []
    for (pause, resume) in breakTimes {
      expected.append(WorkoutEvent(type: .pause, start: Timestamp(pause)))
      expected.append(WorkoutEvent(type: .resume, start: Timestamp(resume)))
    }
    let actual = workout.events.filter { $0.type == .pause || $0.type == .resume }
    if actual != expected {
      context.lose(
        .pauseResumeEvents, in: "workout", count: max(actual.count, 1),
        .gpxPauses)
    }
  }

  /// `interval`: the earliest and latest point time of the workout's only route (nil otherwise).
  func reportRouteHeader(_ route: WorkoutRoute, workout: Workout?, interval: (Date, Date)?) {
    let h = route.header
    if (workout != nil && !h.metadata.isEmpty) || route.fileReference != nil
      || (workout != nil && h.device != nil)
      || (workout != nil && h.creationDate != nil) || (workout != nil && h.source != workout?.header.source)
    {
      context.lose(.routeMetadata, in: "route", .gpxRouteHeader)
    }
    if workout != nil, let (first, last) = interval, h.start != Timestamp(first) || h.end != Timestamp(last) {
      context.lose(
        .routeInterval, in: "route",
        .gpxRouteInterval)
    }
  }

  // MARK: - Apple route dialect

  private func receiveAppleRoute(_ item: HealthItem, _ apple: AppleRoute.Request) throws {
    var route: WorkoutRoute?
    var timeZoneOffset = 0
    switch item {
    case .workout(let w):
      route = w.routes.first
      timeZoneOffset = w.header.end.utcOffset ?? 0
      if w.routes.count > 1 {
        context.lose(
          .routes, in: "workout", count: w.routes.count - 1, .appleRouteOneRoute)
      }
      let series = w.samples.count
      if series > 0 {
        context.lose(
          .workoutSamples, in: "workout", count: series, .appleRouteOnly)
      }
      // The track name Apple derives from the route's end is not a loss.
      let derivedName = w.routes.first.flatMap { r in
        apple.complete || !r.locations.isEmpty
          ? appleTrackName(r, fallbackOffset: timeZoneOffset, apple) : nil
      }
      let metadata = w.header.metadata.entries.filter {
        !($0.key == GPXMetadataKeys.name && $0.value == .string(derivedName ?? ""))
      }
      if w.activityType != .other || !metadata.isEmpty || !w.events.isEmpty || w.header.device != nil
        || w.duration != nil
      {
        context.lose(
          .workoutDetails, in: "workout",
          .appleRouteWorkoutDetails
        )
      }
    case .route(let r):
      route = r
      timeZoneOffset = r.header.end.utcOffset ?? 0
    case .exportInfo(let i):
      info = i
      return
    default:
      context.lose(.item(item.kind), in: "input", .appleRouteOnly)
      return
    }
    // Apple's export writes a file even for a route without points; the bare dialect needs a point.
    guard let route, apple.complete || !route.locations.isEmpty else { return }
    guard !appleRouteWritten else {
      context.lose(
        .item(.route), in: "input", .appleRouteLaterRoutes)
      return
    }
    appleRouteWritten = true
    if apple.rounding == .report {
      // Apple writes 6 decimals and whole seconds: report what that rounds away.
      func changes(_ v: Double?) -> Bool {
        guard let v else { return false }
        return Double(GPXNumber.fixed(v, decimals: 6)) != v
      }
      let rounded = route.locations.filter {
        changes($0.latitude) || changes($0.longitude) || changes($0.altitude) || changes($0.speed)
          || changes($0.course) || changes($0.horizontalAccuracy) || changes($0.verticalAccuracy)
          || $0.time.timeIntervalSince1970 != $0.time.timeIntervalSince1970.rounded(.down)
      }.count
      if rounded > 0 {
        context.lose(
          .routeDigits, in: "route point", count: rounded,
          .appleRouteDigits)
      }
    }
    if !route.header.metadata.isEmpty || route.header.device != nil {
      context.lose(
        .routeMetadata, in: "route", .appleRouteNoHeader)
    }
    let exportDate =
      info?.exportDate ?? route.locations.map(\.time).max().map { Timestamp($0) } ?? route.header.end
    let missingAltitude = try AppleRoute.writeGPX(
      route: route, to: output, exportDate: exportDate,
      trackName: appleTrackName(route, fallbackOffset: timeZoneOffset, apple), complete: apple.complete)
    if apple.complete && missingAltitude > 0 {
      context.lose(
        .routeAltitude, in: "route", count: missingAltitude,
        .appleRouteAltitude)
    }
  }

  /// The track name of a route in Apple's dialect: the route's last point (`complete`, as the Health
  /// app names it) or its latest point, else its end; in `gpx.appleRoute.timeZone` at that instant, else
  /// at `fallbackOffset` (the end's UTC offset).
  private func appleTrackName(_ route: WorkoutRoute, fallbackOffset: Int, _ apple: AppleRoute.Request)
    -> String
  {
    let end =
      (apple.complete ? route.locations.last?.time : route.locations.map(\.time).max())
      ?? route.header.end.date
    let offset: Int
    if apple.timeZone == nil && !apple.complete {
      // The bare dialect's historical rule: a fixed-offset zone (GMT when the offset is out of range).
      offset = (TimeZone(secondsFromGMT: fallbackOffset) ?? .gmt).secondsFromGMT(for: end)
    } else {
      offset = AppleRoute.utcOffset(
        at: end, timeZone: apple.timeZone, fallback: fallbackOffset)
    }
    return AppleRoute.trackName(end: end, utcOffset: offset)
  }
}

/// A streamed workout takes the same path as a whole one (the Apple route dialect, which writes one
/// small route, takes it whole).
extension GPXWriter: StreamingWorkoutSink {
  package func receive(workout shell: Workout, points: WorkoutPoints) throws {
    guard options.appleRoute == nil else { return try receive(.workout(points.materialize(into: shell))) }
    streamedWorkouts += 1
    context.report.itemsWritten[HealthItem.workout(shell).kind.rawValue, default: 0] += 1
    try writeTrack(workout: shell, header: shell.header, routes: shell.routes, points: points)
  }
}

/// Child order of GPX 1.1 complex types (the schema's `xsd:sequence`s), for opaque records.
enum GPXSchemaOrder {
  static func order(_ names: [String]) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })
  }
  static let metadata = order([
    "name", "desc", "author", "copyright", "link", "time", "keywords", "bounds", "extensions",
  ])
  static let wpt = order([
    "ele", "time", "magvar", "geoidheight", "name", "cmt", "desc", "src", "link", "sym", "type", "fix", "sat",
    "hdop",
    "vdop", "pdop", "ageofdgpsdata", "dgpsid", "extensions",
  ])
  static let rte = order(["name", "cmt", "desc", "src", "link", "number", "type", "extensions", "rtept"])
  static let trk = order(["name", "cmt", "desc", "src", "link", "number", "type", "extensions", "trkseg"])
  static let children: [String: [String: Int]] = [
    "rtept": wpt, "trkpt": wpt, "author": order(["name", "email", "link"]),
    "copyright": order(["year", "license"]),
    "link": order(["text", "type"]), "trkseg": order(["trkpt", "extensions"]),
  ]
}

/// `StaticString` element names for the standard track fields.
enum StaticStringBox {
  static func element(_ name: String) -> StaticString {
    switch name {
    case "name": return "name"
    case "cmt": return "cmt"
    case "desc": return "desc"
    default: return "src"
    }
  }
}
