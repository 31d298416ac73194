import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLStreaming
import ZipStreaming

/// Writes an export archive the way the Health app does: `apple_health_export/export.xml` (v14 DTD
/// verbatim, Apple's element and attribute order, one-space indentation) and
/// `apple_health_export/workout-routes/route_*.gpx` referenced by `FileReference`.
///
/// Memory stays bounded: the XML body and the route files are spooled to a temporary folder and the
/// archive is assembled in `finish()`.
///
/// Route files are written by the GPX format's writer in Apple's complete route dialect, found through
/// `context.nestedWriter(.gpx, …)` (set by `WorkoutConversion`); without one, writing a workout with a
/// file-referenced route throws `ConversionError(.unsupportedOperation)` (inline `Location` routes and
/// everything else need no nested writer).
package final class HealthExportWriter: FormatWriter {
  private let output: any ByteSink
  private let context: ConversionContext
  private let folder: URL
  private let bodySink: FileSink
  private let body: XMLStreamWriter
  private var exportInfo: ExportInfo?
  private var characteristics: Characteristics?
  private var pendingSeries: [String: HeartbeatSeries] = [:]
  private var routeFiles: [(path: String, url: URL)] = []
  private var usedRouteNames: Set<String> = []
  private var spooledRouteFiles = 0
  private var ecgFiles: [(path: String, url: URL)] = []
  /// Clinical records' FHIR files, by their path in the export (each path once).
  private var clinicalFiles: [(path: String, url: URL)] = []
  private var clinicalPaths: Set<String> = []
  private var cdaFile: URL?
  private var usedECGNames: Set<String> = []
  private var latest: Timestamp?
  private var finished = false
  private var precisionLosses = 0

  /// Makes a writer sending the finished archive to `output`.
  package init(output: any ByteSink, options: FormatOptions = FormatOptions(), context: ConversionContext)
    throws
  {
    self.output = output
    self.context = context
    // In the run's private directory (0700): the spooled body holds the health data being converted.
    folder = try TemporaryPaths.privateFolder("health")
    TemporaryPaths.register(folder)  // removed also when the run is interrupted
    bodySink = try FileSink(url: folder.appendingPathComponent("body.xml"))
    body = XMLStreamWriter(sink: bodySink, indentation: " ", controlCharacters: .warn)
    try body.startElement("HealthData")
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
    TemporaryPaths.unregister(folder)
  }

  // MARK: - Items

  package func receive(_ item: HealthItem) throws {
    switch item {
    case .exportInfo(let info):
      if exportInfo == nil { exportInfo = info }
      if info.producer != nil {
        context.lose(.producer, in: "export info", .healthProducer)
      }
    case .characteristics(let c):
      characteristics = c
    case .quantity(let q):
      try writeRecord(q)
    case .category(let c):
      try writeRecord(c)
    case .correlation(let c):
      try writeCorrelation(c)
    case .heartbeatSeries(let h):
      if h.header.metadata[HealthExportKeys.beatLines] != nil {
        pendingSeries[h.header.uuid.uuidString] = h
      } else {
        context.lose(
          .heartbeatSeries, in: "input", .healthHeartbeatSeries)
      }
    case .workout(let w):
      try writeWorkout(w)
    case .route:
      context.lose(.item(.route), in: "input", .healthRoutesOutsideWorkouts)
    case .activitySummary(let s):
      try writeSummary(s)
    case .electrocardiogram(let e):
      try writeElectrocardiogram(e)
    case .opaque(let o) where o.format == "health" && o.name == CDAFile.name && o.fileToken != nil:
      try carryCDA(o)
    case .opaque(let o) where o.format == "health" && o.name == ClinicalRecordFile.recordName:
      try writeClinicalRecordFile(o)
    case .opaque(let o):
      if o.format == "health" {
        try writeOpaque(o)
      } else {
        context.lose(.opaque(o.name), in: "input", .healthOpaqueRecords(format: o.format))
      }
    }
  }

  private func note(_ t: Timestamp) {
    if latest == nil || t > latest! { latest = t }
    if ExportDate.losesPrecision(t) { precisionLosses += 1 }
  }

  private func writeDate(_ name: StaticString, _ t: Timestamp) throws {
    note(t)
    try body.writeAttribute(name, ExportDate.format(t))
  }

  private func writeProvenance(_ header: SampleHeader) throws {
    if let s = header.source {
      try body.writeAttribute("sourceName", s.name)
      if let v = s.version { try body.writeAttribute("sourceVersion", v) }
      if s.bundleIdentifier != nil {
        context.lose(
          .sourceBundleIdentifier, in: "sample", .healthSourceBundle, example: s.bundleIdentifier)
      }
    }
    if let d = header.device, !d.isEmpty { try body.writeAttribute("device", ExportDevice.format(d)) }
  }

  /// The `creationDate` (when known), `startDate` and `endDate` attributes.
  private func writeDates(created: Timestamp?, start: Timestamp, end: Timestamp) throws {
    if let created { try writeDate("creationDate", created) }
    try writeDate("startDate", start)
    try writeDate("endDate", end)
  }

  /// The provenance and dates of an element that has a sample header (Record, Correlation, Workout,
  /// WorkoutRoute), in the order the Health app writes them.
  private func writeProvenanceAndDates(_ header: SampleHeader) throws {
    try writeProvenance(header)
    try writeDates(created: header.creationDate, start: header.start, end: header.end)
  }

  private static let internalKeys: Set<String> = [
    HealthExportKeys.beatLines, HealthExportKeys.heartbeatSeries, HealthExportKeys.routeForm,
    HealthExportKeys.activityTypeText,
  ]

  private func writeMetadata(_ metadata: Metadata) throws {
    for entry in metadata where !Self.internalKeys.contains(entry.key) {
      try body.startElement("MetadataEntry")
      try body.writeAttribute("key", entry.key)
      try body.writeAttribute("value", ExportMetadata.text(of: entry.key, entry.value))
      try body.endElement()
    }
  }

  private func writeRecord(_ q: QuantitySample) throws {
    if q.series.isEmpty {
      try writeQuantityRecord(q, value: q.quantity.value, start: q.header.start, end: q.header.end)
    } else {
      // An export has no series: one Record per entry (cumulative entries are increments already).
      for entry in q.series {
        try writeQuantityRecord(
          q, value: entry.value, start: Timestamp(entry.start, utcOffset: q.header.start.utcOffset),
          end: Timestamp(entry.end, utcOffset: q.header.start.utcOffset))
      }
    }
  }

  private func writeQuantityRecord(_ q: QuantitySample, value: Double, start: Timestamp, end: Timestamp)
    throws
  {
    try body.startElement("Record")
    try body.writeAttribute("type", q.type)
    try writeProvenance(q.header)
    try body.writeAttribute("unit", q.quantity.unit.unitString)
    try writeDates(created: q.header.creationDate, start: start, end: end)
    try body.writeAttribute("value", ExportNumber.format(value))
    try writeMetadata(q.header.metadata)
    if let key = q.header.metadata[HealthExportKeys.heartbeatSeries]?.stringValue,
      let series = pendingSeries.removeValue(forKey: key),
      let lines = series.header.metadata[HealthExportKeys.beatLines]?.stringValue
    {
      try body.startElement("HeartRateVariabilityMetadataList")
      for line in lines.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
        let space = line.firstIndex(of: " ") ?? line.endIndex
        try body.startElement("InstantaneousBeatsPerMinute")
        try body.writeAttribute("bpm", String(line[..<space]))
        try body.writeAttribute(
          "time", space < line.endIndex ? String(line[line.index(after: space)...]) : "")
        try body.endElement()
      }
      try body.endElement()
    }
    try body.endElement()
  }

  private func writeRecord(_ c: CategorySample) throws {
    try body.startElement("Record")
    try body.writeAttribute("type", c.type)
    try writeProvenanceAndDates(c.header)
    if let name = c.valueName
      ?? c.value.flatMap({ CategoryTypeCatalog.valueName(forRawValue: $0, typeIdentifier: c.type) })
    {
      try body.writeAttribute("value", name)
    } else if let v = c.value {
      try body.writeAttribute("value", String(v))
    }
    try writeMetadata(c.header.metadata)
    try body.endElement()
  }

  private func writeMember(_ m: CorrelationMember) throws {
    switch m {
    case .quantity(let q): try writeRecord(q)
    case .category(let c): try writeRecord(c)
    }
  }

  private func writeCorrelation(_ c: Correlation) throws {
    // Every member also appears as a top-level Record (as the Health app writes them).
    for m in c.members { try writeMember(m) }
    try body.startElement("Correlation")
    try body.writeAttribute("type", c.type)
    try writeProvenanceAndDates(c.header)
    try writeMetadata(c.header.metadata)
    for m in c.members { try writeMember(m) }
    try body.endElement()
  }

  private func writeDuration(_ seconds: TimeInterval) throws {
    let (value, unit) = ExportNumber.duration(seconds)
    try body.writeAttribute("duration", value)
    try body.writeAttribute("durationUnit", unit)
  }

  private func writeEvent(_ e: WorkoutEvent) throws {
    try body.startElement("WorkoutEvent")
    try body.writeAttribute("type", e.type.exportName)
    try writeDate("date", e.start)
    if e.duration != 0 { try writeDuration(e.duration) }
    try writeMetadata(e.metadata)
    try body.endElement()
    if !e.statistics.isEmpty {
      context.lose(
        .lapTotals, in: "workout event", count: e.statistics.count,
        .healthLapTotals)
    }
  }

  private func writeStatistics(_ s: WorkoutStatistics) throws {
    try body.startElement("WorkoutStatistics")
    try body.writeAttribute("type", s.type)
    try writeDate("startDate", s.start)
    try writeDate("endDate", s.end)
    if let v = s.average { try body.writeAttribute("average", ExportNumber.format(v)) }
    if let v = s.minimum { try body.writeAttribute("minimum", ExportNumber.format(v)) }
    if let v = s.maximum { try body.writeAttribute("maximum", ExportNumber.format(v)) }
    if let v = s.sum { try body.writeAttribute("sum", ExportNumber.format(v)) }
    try body.writeAttribute("unit", s.unit.unitString)
    try body.endElement()
    if s.mostRecent != nil {
      context.lose(
        .mostRecent, in: "workout statistics", .healthMostRecent)
    }
  }

  private func writeWorkout(_ w: Workout) throws {
    // Samples carried with the workout are Records elsewhere in an export.
    for s in w.samples {
      switch s {
      case .quantity(let q): try writeRecord(q)
      case .category(let c): try writeRecord(c)
      case .heartbeatSeries(let h):
        if h.header.metadata[HealthExportKeys.beatLines] != nil {
          pendingSeries[h.header.uuid.uuidString] = h
        } else {
          context.lose(
            .heartbeatSeries, in: "workout",
            .healthWorkoutHeartbeatSeries)
        }
      }
    }
    try body.startElement("Workout")
    let typeText =
      w.header.metadata[HealthExportKeys.activityTypeText]?.stringValue ?? w.activityType.exportName
    try body.writeAttribute("workoutActivityType", typeText)
    if let d = w.duration { try writeDuration(d) }
    let totalNames =
      ["distance", "energyBurned"]
      + w.totals.keys.filter { $0 != "distance" && $0 != "energyBurned" }.sorted()
    for name in totalNames {
      guard let q = w.totals[name] else { continue }
      let attribute = "total" + name.prefix(1).uppercased() + name.dropFirst()
      try body.writeAttribute(name: attribute, ExportNumber.format(q.value))
      try body.writeAttribute(name: attribute + "Unit", q.unit.unitString)
    }
    try writeProvenanceAndDates(w.header)
    try writeMetadata(w.header.metadata)
    for e in w.events { try writeEvent(e) }
    for a in w.activities {
      if a.configuration.activityType != w.activityType {
        context.lose(
          .activityType, in: "workout activity",
          .healthActivityType)
      }
      try body.startElement("WorkoutActivity")
      try body.writeAttribute("uuid", a.uuid.uuidString)
      try writeDate("startDate", a.start)
      try writeDate("endDate", a.end)
      if let d = a.duration { try writeDuration(d) }
      for e in a.events { try writeEvent(e) }
      for s in a.statistics { try writeStatistics(s) }
      try writeMetadata(a.metadata)
      try body.endElement()
    }
    for s in w.statistics { try writeStatistics(s) }
    let zone = w.header.metadata[MetadataKeys.timeZone]?.stringValue
    for r in w.routes { try writeRoute(r, timeZone: zone) }
    try body.endElement()
  }

  private func writeRoute(_ r: WorkoutRoute, timeZone: String?) throws {
    guard r.header.metadata[HealthExportKeys.routeForm]?.stringValue != "inline" else {
      try writeRouteElement(r) {
        for l in r.locations {
          try body.startElement("Location")
          try writeDate("date", Timestamp(l.time, utcOffset: r.header.start.utcOffset))
          try body.writeAttribute("latitude", ExportNumber.format(l.latitude))
          try body.writeAttribute("longitude", ExportNumber.format(l.longitude))
          if let v = l.altitude { try body.writeAttribute("altitude", ExportNumber.format(v)) }
          if let v = l.horizontalAccuracy {
            try body.writeAttribute("horizontalAccuracy", ExportNumber.format(v))
          }
          if let v = l.verticalAccuracy {
            try body.writeAttribute("verticalAccuracy", ExportNumber.format(v))
          }
          if let v = l.course { try body.writeAttribute("course", ExportNumber.format(v)) }
          if let v = l.speed { try body.writeAttribute("speed", ExportNumber.format(v)) }
          try body.endElement()
        }
      }
      return
    }
    for (piece, url) in try spoolRouteFiles(r, timeZone: timeZone) {
      var path =
        piece.fileReference ?? "/workout-routes/"
        + AppleRoute.fileName(end: AppleRoute.nameTime(piece, timeZone: timeZone))
      if !path.hasPrefix("/workout-routes/") || path.contains("..") || path.dropFirst(16).contains("/") {
        path =
          "/workout-routes/"
          + AppleRoute.fileName(end: AppleRoute.nameTime(piece, timeZone: timeZone))
      }
      var n = 1
      let stem = String(path.dropLast(4))
      while usedRouteNames.contains(path) {
        path = "\(stem)_\(n).gpx"
        n += 1
      }
      usedRouteNames.insert(path)
      routeFiles.append((String(path.dropFirst()), url))
      try writeRouteElement(piece) {
        try body.startElement("FileReference")
        try body.writeAttribute("path", path)
        try body.endElement()
      }
    }
  }

  /// One `WorkoutRoute` element: the route's header, then `content` (its `Location`s or `FileReference`).
  private func writeRouteElement(_ r: WorkoutRoute, content: () throws -> Void) throws {
    try body.startElement("WorkoutRoute")
    try writeProvenanceAndDates(r.header)
    try writeMetadata(r.header.metadata)
    try content()
    try body.endElement()
  }

  /// Spools `r`'s route file, or, when that file is larger than the reader takes (`health.routeFileBytes`,
  /// at most `HealthExportSafety.routeEntryLimits`: what we write, we read), the files of consecutive
  /// routes that each fit: its points cut in time into equal runs, each route with the header of the whole
  /// but its own start and end, with a warning. Every point is written once.
  private func spoolRouteFiles(_ r: WorkoutRoute, timeZone: String?) throws -> [(WorkoutRoute, URL)] {
    let limit = Int64(HealthExportOptions.routeFileBytes(context.options))
    let whole = try spoolRouteFile(r, timeZone: timeZone)
    guard whole.bytes > limit, r.locations.count > 1 else {
      context.merge(whole.report)
      return [(r, whole.url)]
    }
    try? FileManager.default.removeItem(at: whole.url)
    // Pieces sized from the whole file's bytes per point, with a tenth to spare; more if one still does not fit.
    var count = Int(min(Int64(r.locations.count), (whole.bytes * 10 / 9) / limit + 1))
    while true {
      let pieces = Self.split(r, into: count)
      var spooled: [(route: WorkoutRoute, url: URL, bytes: Int64, report: ConversionReport)] = []
      for piece in pieces {
        let file = try spoolRouteFile(piece, timeZone: timeZone)
        spooled.append((piece, file.url, file.bytes, file.report))
        if file.bytes > limit { break }
      }
      if spooled.count == pieces.count, spooled.allSatisfy({ $0.bytes <= limit }) {
        for file in spooled { context.merge(file.report) }
        context.warn(
          .healthRouteSplit(points: r.locations.count, bytes: whole.bytes, limit: limit, routes: count),
          count: 1)
        return spooled.map { ($0.route, $0.url) }
      }
      for file in spooled { try? FileManager.default.removeItem(at: file.url) }
      guard count < r.locations.count else {
        throw ConversionError(
          .unsupportedOperation,
          "a route point makes a route file over the \(limit) bytes a route file may hold (health.routeFileBytes)",
          at: SourceLocation(file: context.inputName),
          hint: "raise health.routeFileBytes")
      }
      count = min(r.locations.count, count * 2)
    }
  }

  /// `r`'s points cut into `count` runs of consecutive points (sizes differing by at most one), each a route
  /// with `r`'s header and metadata, from its first point's time to its last's (the first starting and the last
  /// ending where `r` does), with no file reference of its own.
  static func split(_ r: WorkoutRoute, into count: Int) -> [WorkoutRoute] {
    let n = r.locations.count
    return (0..<count).map { i in
      let range = (n * i / count)..<(n * (i + 1) / count)
      var piece = r
      piece.locations = Array(r.locations[range])
      piece.fileReference = nil
      if i > 0, let first = piece.locations.first {
        piece.header.start = Timestamp(first.time, utcOffset: r.header.start.utcOffset)
      }
      if i < count - 1, let last = piece.locations.last {
        piece.header.end = Timestamp(last.time, utcOffset: r.header.end.utcOffset)
      }
      return piece
    }
  }

  /// Writes `r`'s route file into the spool folder: its URL, size and the GPX writer's report.
  private func spoolRouteFile(_ r: WorkoutRoute, timeZone: String?) throws -> (
    url: URL, bytes: Int64, report: ConversionReport
  ) {
    let url = folder.appendingPathComponent("route-\(spooledRouteFiles).gpx")
    spooledRouteFiles += 1
    let report = try writeRouteFile(r, timeZone: timeZone, to: url)
    return (url, FileDescriptorIO.status(atPath: url.path)?.size ?? 0, report)
  }

  /// Writes a route file through the registered GPX writer in Apple's complete dialect
  /// (`AppleRoute.Request.complete`): the GPX writer owns the dialect and reports what it cannot carry
  /// (points without altitude, written 0) into a child context, whose report it returns (merged for
  /// the files kept). The route header goes to
  /// export.xml, so the GPX writer gets the points only; the 6 decimals and whole seconds are this
  /// format's stated precision (`AppleRoute.Rounding.ignore`).
  private func writeRouteFile(_ r: WorkoutRoute, timeZone: String?, to url: URL) throws -> ConversionReport {
    var options = context.options
    // FormatHealthExport does not import FormatGPX: the nested writer is reached through the context's
    // hook, and asked for the dialect with FormatKit's typed request.
    options.appleRoute = AppleRoute.Request(complete: true, timeZone: timeZone, rounding: .ignore)
    let nested = context.child(options: options)
    let sink = try BufferedFileSink(creating: url, capacity: 1 << 16)
    guard let writer = try context.nestedWriter(.gpx, sink, options, nested) else {
      try? sink.close()
      throw ConversionError(
        .unsupportedOperation,
        "writing the export's route files needs the GPX writer, and none is registered",
        at: SourceLocation(file: context.inputName),
        hint:
          "convert through WorkoutConversion, or set ConversionContext.nestedWriter (FormatRegistry.nestedWriter())"
      )
    }
    var bare = r
    bare.header.metadata = Metadata()
    bare.header.device = nil
    bare.header.source = nil
    try writer.receive(.exportInfo(ExportInfo(exportDate: exportInfo?.exportDate ?? r.header.end)))
    try writer.receive(.route(bare))
    try writer.finish()
    try sink.close()
    return nested.report
  }

  /// Spools an electrocardiogram as `electrocardiograms/ecg_<day>[_n].csv` (the name it was read from when
  /// it is one of the export's and still free), byte for byte as Apple writes it.
  private func writeElectrocardiogram(_ e: Electrocardiogram) throws {
    note(e.header.start)
    var name = ElectrocardiogramCSV.fileName(e)
    if let kept = e.header.metadata[Electrocardiogram.HeaderKeys.file]?.stringValue,
      ElectrocardiogramCSV.isECGPath(kept),
      HealthExportSafety.containedComponents(of: kept) != nil,
      !usedECGNames.contains(String(kept.dropFirst(ElectrocardiogramCSV.folder.count)))
    {
      name = String(kept.dropFirst(ElectrocardiogramCSV.folder.count))
    }
    let stem = String(name.dropLast(4))
    var n = 1
    while usedECGNames.contains(name) {
      name = "\(stem)_\(n).csv"
      n += 1
    }
    usedECGNames.insert(name)
    if e.averageHeartRate != nil {
      context.lose(
        .averageHeartRate, in: "electrocardiogram", .ecgAverageHeartRate)
    }
    if e.header.source != nil || e.header.device.map({ !$0.isEmpty }) == true {
      context.lose(
        .sourceAndDevice, in: "electrocardiogram",
        .ecgSourceAndDevice)
    }
    let url = folder.appendingPathComponent("ecg-\(ecgFiles.count).csv")
    let sink = try BufferedFileSink(creating: url, capacity: 1 << 16)
    try ElectrocardiogramCSV.write(e, to: sink)
    try sink.close()
    ecgFiles.append((ElectrocardiogramCSV.folder + name, url))
  }

  /// Writes a clinical record's file, bytes unchanged, at its path (one directly in `clinical-records/`).
  private func writeClinicalRecordFile(_ o: OpaqueRecord) throws {
    let path = o.attributes.first { $0.key == ClinicalRecordFile.pathKey }?.value ?? ""
    guard ClinicalRecordFile.isClinicalRecordPath(path), let data = o.data ?? o.text.map({ Data($0.utf8) })
    else {
      context.lose(
        .opaque(o.name), in: "input",
        .clinicalRecordIncomplete)
      return
    }
    guard clinicalPaths.insert(path.lowercased()).inserted else {
      context.lose(
        .opaque(o.name), in: "input", .clinicalRecordTwice(path: path))
      return
    }
    let url = folder.appendingPathComponent("clinical-\(clinicalFiles.count).json")
    try data.write(to: url)
    clinicalFiles.append((path, url))
  }

  private func lostCDA(_ o: OpaqueRecord, _ reason: Loss.Reason) {
    context.lose(.opaque(o.name), in: "input", reason)
  }

  /// Copies the input's `export_cda.xml` byte for byte, streamed into the spool folder now (a spooled
  /// input lives only while it is read); one per export.
  private func carryCDA(_ o: OpaqueRecord) throws {
    guard cdaFile == nil else {
      context.lose(
        .opaque(o.name), in: "input", .cdaTwice)
      return
    }
    let places = o.fileToken.map(CarriedFiles.locations(of:)) ?? []
    guard !places.isEmpty else {
      return lostCDA(o, .cdaNotRead)
    }
    let url = folder.appendingPathComponent("export_cda.xml")
    // The first place that still holds the same bytes (an input read earlier may be gone or changed since).
    guard try places.contains(where: { try copy(from: $0, to: url) }) else {
      return lostCDA(o, .cdaChanged)
    }
    cdaFile = url
  }

  /// Streams the carried file at `location` to `url` when it is still there unchanged (a zip entry with the
  /// same CRC-32, a plain file with the same size and modification time); false, writing nothing, otherwise.
  private func copy(from location: CarriedFiles.Location, to url: URL) throws -> Bool {
    switch location {
    case .zipEntry(let archive, let path, let checksum):
      guard let zip = try? ZipArchiveReader(url: archive), let entry = zip.entry(atPath: path),
        entry.checksum == checksum
      else { return false }
      let sink = try BufferedFileSink(creating: url, capacity: 1 << 16)
      try zip.stream(entry, limits: HealthExportSafety.exportEntryLimits) { try sink.write($0) }
      try sink.close()
    case .file(let file, let size, let modified):
      guard let status = FileDescriptorIO.status(atPath: file.path), status.size == size,
        status.modified == modified
      else { return false }
      let sink = try BufferedFileSink(creating: url, capacity: 1 << 16)
      try InputSource(file: file).withChunks(chunkSize: 1 << 20) { try sink.write($0) }
      try sink.close()
    }
    return true
  }

  private func writeSummary(_ s: ActivitySummary) throws {
    try body.startElement("ActivitySummary")
    try body.writeAttribute("dateComponents", s.dateComponents)
    let unit = s.activeEnergyBurned?.unit ?? s.activeEnergyBurnedGoal?.unit
    if let q = s.activeEnergyBurned {
      try body.writeAttribute("activeEnergyBurned", ExportNumber.format(q.value))
    }
    if let q = s.activeEnergyBurnedGoal {
      let v = unit.flatMap { try? q.doubleValue(for: $0) } ?? q.value
      try body.writeAttribute("activeEnergyBurnedGoal", ExportNumber.format(v))
    }
    if let unit { try body.writeAttribute("activeEnergyBurnedUnit", unit.unitString) }
    if let v = s.appleMoveTime { try body.writeAttribute("appleMoveTime", ExportNumber.format(v)) }
    if let v = s.appleMoveTimeGoal { try body.writeAttribute("appleMoveTimeGoal", ExportNumber.format(v)) }
    if let v = s.appleExerciseTime { try body.writeAttribute("appleExerciseTime", ExportNumber.format(v)) }
    if let v = s.appleExerciseTimeGoal {
      try body.writeAttribute("appleExerciseTimeGoal", ExportNumber.format(v))
    }
    if let v = s.appleStandHours { try body.writeAttribute("appleStandHours", ExportNumber.format(v)) }
    if let v = s.appleStandHoursGoal {
      try body.writeAttribute("appleStandHoursGoal", ExportNumber.format(v))
    }
    for kv in s.extra { try body.writeAttribute(name: kv.key, kv.value) }
    try body.endElement()
  }

  private func writeOpaque(_ o: OpaqueRecord) throws {
    try body.startElement(o.name)
    for kv in o.attributes { try body.writeAttribute(name: kv.key, kv.value) }
    if let text = o.text { try body.writeText(text) }
    for c in o.children { try writeOpaque(c) }
    try body.endElement()
  }

  // MARK: - Finish

  package func finish() throws {
    guard !finished else { return }
    finished = true
    if !pendingSeries.isEmpty {
      context.lose(
        .heartbeatSeries, in: "input", count: pendingSeries.count,
        .healthUnreferencedBeats)
    }
    if precisionLosses > 0 {
      context.lose(
        .subSecondTime, in: "dates", count: precisionLosses,
        .healthWholeSecondDates)
    }
    try body.endElement()
    try body.finish()
    try bodySink.close()

    let exportDate = exportInfo?.exportDate ?? latest ?? Timestamp(unixSeconds: 0, utcOffset: 0)
    var header =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE HealthData [\n" + ExportDTD.version14 + "]>\n"
    let head = DataSink()
    let w = XMLStreamWriter(sink: head, indentation: " ")
    try w.startElement("HealthData")
    try w.writeAttribute("locale", exportInfo?.locale ?? "en_US")
    try w.startElement("ExportDate")
    try w.writeAttribute("value", ExportDate.format(exportDate))
    try w.endElement()
    try w.startElement("Me")
    // The DTD requires all five characteristics: absent ones get Apple's not-set value.
    let entries = characteristics?.entries ?? []
    for kv in entries { try w.writeAttribute(name: kv.key, kv.value) }
    for (key, notSet) in MeCharacteristics.notSet where !entries.contains(where: { $0.key == key }) {
      try w.writeAttribute(name: key, notSet)
    }
    try w.endElement()
    try w.flush()
    context.loseValuesCutForXML(body.truncatedValueCount + w.truncatedValueCount, in: "export.xml")
    header += String(decoding: head.data, as: UTF8.self)

    let bodyURL = folder.appendingPathComponent("body.xml")
    let zipURL = folder.appendingPathComponent("export.zip")
    let stamp = Date(
      timeIntervalSince1970: (exportDate.date.timeIntervalSince1970 + Double(exportDate.utcOffset ?? 0))
        .rounded(.down))
    let zip = try ZipArchiveWriter(url: zipURL)
    try zip.addEntry(path: "apple_health_export/export.xml", modificationDate: stamp) { out in
      try out.write(Data(header.utf8))
      // Skip the placeholder `<HealthData>` line of the spooled body. Without records the placeholder is
      // `<HealthData/>`, the whole body: the element opened by the header is then closed here.
      var skipping = true
      var placeholder = Data()
      try ReadableFile(path: bodyURL.path).forEachChunk { chunk in
        if skipping, let nl = chunk.firstIndex(of: 0x0A) {
          skipping = false
          placeholder.append(chunk[..<nl])
          try out.write(chunk[nl...])
        } else if skipping {
          placeholder.append(chunk)
        } else {
          try out.write(chunk)
        }
      }
      if String(decoding: placeholder, as: UTF8.self).trimmingWhitespace().hasSuffix("/>") {
        try out.write(Data("\n</HealthData>".utf8))
      }
      try out.write(Data("\n".utf8))
    }
    if let cdaFile {
      try zip.addEntry(path: "apple_health_export/" + CDAFile.name, fileURL: cdaFile, modificationDate: stamp)
    }
    for (path, url) in routeFiles + ecgFiles + clinicalFiles {
      try zip.addEntry(path: "apple_health_export/" + path, fileURL: url, modificationDate: stamp)
    }
    try zip.finish()
    try ReadableFile(path: zipURL.path).forEachChunk { try output.write($0) }
  }
}

/// The characteristics the v14 DTD requires on `<Me>`, with the value Apple's exporter writes when one is
/// not set. A not-set value is read as absent, and written for an absent one (so `<Me>` stays valid).
enum MeCharacteristics {
  static let notSet: [(String, String)] = [
    ("HKCharacteristicTypeIdentifierDateOfBirth", ""),
    ("HKCharacteristicTypeIdentifierBiologicalSex", "HKBiologicalSexNotSet"),
    ("HKCharacteristicTypeIdentifierBloodType", "HKBloodTypeNotSet"),
    ("HKCharacteristicTypeIdentifierFitzpatrickSkinType", "HKFitzpatrickSkinTypeNotSet"),
    ("HKCharacteristicTypeIdentifierCardioFitnessMedicationsUse", "None"),
  ]
  private static let notSetByKey = Dictionary(uniqueKeysWithValues: notSet)

  /// Whether `value` is the not-set value of a required characteristic.
  static func isNotSet(_ key: String, _ value: String) -> Bool {
    notSetByKey[key] == value
  }
}
