import FoundationEssentials
import WorkoutModel

/// The hand-written encoder: for every item kind that matters for speed (quantity, category, correlation,
/// heartbeat series, workout, route) it writes exactly the bytes `JSONEncoder` (sorted keys, unescaped
/// slashes, non-finite numbers as strings) produces from the model's `Codable` schema — tests check byte
/// equality over the kitchen sink, random items and edge cases — straight into an `NDJSONBytes`. The rare
/// kinds (export info, characteristics, activity summaries, opaque records) go through `JSONEncoder`.
enum NDJSONFastEncoder {
  /// Where a streamed workout's route locations and series entries come from (see
  /// `NDJSONWriter.receive(workout:points:)`); the encoder asks for each array in output order.
  struct StreamedArrays {
    /// Whether route `index`'s locations are streamed (else the route's own are written).
    var streamsLocations: (_ route: Int) -> Bool
    /// Writes the streamed locations of route `index`, comma-separated, without brackets.
    var writeLocations: (_ route: Int, _ out: NDJSONBytes) throws -> Void
    /// Whether sample `index`'s series entries are streamed (else the sample's own are written).
    var streamsSeries: (_ sample: Int) -> Bool
    /// Writes the streamed series entries of sample `index` relative to `origin`, as `writeLocations`.
    var writeSeries: (_ sample: Int, _ origin: Date, _ out: NDJSONBytes) throws -> Void
  }

  /// Appends the JSON of `item` and returns true, or returns false (and appends nothing) when the kind is
  /// not handled here.
  static func encode(_ item: HealthItem, into out: NDJSONBytes) throws -> Bool {
    switch item {
    case .quantity(let q): quantity(q, out)
    case .category(let c): category(c, out)
    case .correlation(let c): correlation(c, out)
    case .heartbeatSeries(let h): heartbeatSeries(h, kind: true, out)
    case .workout(let w): try workout(w, streamed: nil, out)
    case .route(let r): try route(r, kind: true, index: 0, streamed: nil, out)
    default: return false
    }
    return true
  }

  // MARK: Samples

  // Keys in sorted order: creationDate, device, end, kind, metadata, series, source, start, type, unit, uuid, value
  static func quantity(_ q: QuantitySample, _ out: NDJSONBytes) {
    try? quantity(q, index: 0, streamed: nil, out)  // without streamed arrays nothing throws
  }

  static func quantity(_ q: QuantitySample, index: Int, streamed: StreamedArrays?, _ out: NDJSONBytes) throws
  {
    out.append(UInt8(ascii: "{"))
    var first = true
    let h = q.header
    headerBeforeKind(h, &first, out)
    out.key("kind", first: &first); out.append("\"quantity\"")
    if !h.metadata.isEmpty { out.key("metadata", first: &first); metadata(h.metadata, out) }
    let origin = h.start.date
    if let streamed, streamed.streamsSeries(index) {
      out.key("series", first: &first)
      out.append(UInt8(ascii: "["))
      try streamed.writeSeries(index, origin, out)
      out.append(UInt8(ascii: "]"))
    } else if !q.series.isEmpty {
      out.key("series", first: &first)
      out.append(UInt8(ascii: "["))
      for (i, entry) in q.series.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        seriesEntry(entry, origin: origin, out)
      }
      out.append(UInt8(ascii: "]"))
    }
    if let s = h.source { out.key("source", first: &first); source(s, out) }
    out.key("start", first: &first); out.timestamp(h.start)
    out.key("type", first: &first); out.string(q.type)
    out.key("unit", first: &first); out.string(q.quantity.unit.unitString)
    out.key("uuid", first: &first); out.uuid(h.uuid)
    out.key("value", first: &first); out.number(q.quantity.value)
    out.append(UInt8(ascii: "}"))
  }

  /// A series entry as `QuantitySample.encode(to:)` writes it: `[value, start offset, duration]`.
  @inline(__always) static func seriesEntry(_ e: QuantitySeriesEntry, origin: Date, _ out: NDJSONBytes) {
    out.append(UInt8(ascii: "["))
    out.number(e.value)
    out.append(UInt8(ascii: ","))
    out.number(e.start.timeIntervalSince(origin))
    out.append(UInt8(ascii: ","))
    out.number(e.end.timeIntervalSince(e.start))
    out.append(UInt8(ascii: "]"))
  }

  /// The header keys that sort before `kind`: creationDate, device, end.
  @inline(__always) static func headerBeforeKind(_ h: SampleHeader, _ first: inout Bool, _ out: NDJSONBytes) {
    if let c = h.creationDate { out.key("creationDate", first: &first); out.timestamp(c) }
    if let d = h.device { out.key("device", first: &first); device(d, out) }
    out.key("end", first: &first); out.timestamp(h.end)
  }

  // Keys: creationDate, device, end, kind, metadata, source, start, type, uuid, value, valueName
  static func category(_ c: CategorySample, _ out: NDJSONBytes) {
    out.append(UInt8(ascii: "{"))
    var first = true
    let h = c.header
    headerBeforeKind(h, &first, out)
    out.key("kind", first: &first); out.append("\"category\"")
    if !h.metadata.isEmpty { out.key("metadata", first: &first); metadata(h.metadata, out) }
    if let s = h.source { out.key("source", first: &first); source(s, out) }
    out.key("start", first: &first); out.timestamp(h.start)
    out.key("type", first: &first); out.string(c.type)
    out.key("uuid", first: &first); out.uuid(h.uuid)
    if let v = c.value { out.key("value", first: &first); out.integer(v) }
    if let n = c.valueName { out.key("valueName", first: &first); out.string(n) }
    out.append(UInt8(ascii: "}"))
  }

  // Keys: creationDate, device, end, kind, members, metadata, source, start, type, uuid
  static func correlation(_ c: Correlation, _ out: NDJSONBytes) {
    out.append(UInt8(ascii: "{"))
    var first = true
    let h = c.header
    headerBeforeKind(h, &first, out)
    out.key("kind", first: &first); out.append("\"correlation\"")
    out.key("members", first: &first)
    array(c.members, out) { _, member in
      switch member {
      case .quantity(let q): quantity(q, out)
      case .category(let s): category(s, out)
      }
    }
    if !h.metadata.isEmpty { out.key("metadata", first: &first); metadata(h.metadata, out) }
    if let s = h.source { out.key("source", first: &first); source(s, out) }
    out.key("start", first: &first); out.timestamp(h.start)
    out.key("type", first: &first); out.string(c.type)
    out.key("uuid", first: &first); out.uuid(h.uuid)
    out.append(UInt8(ascii: "}"))
  }

  // Keys: beats, creationDate, device, end, kind, metadata, source, start, uuid
  static func heartbeatSeries(_ s: HeartbeatSeries, kind: Bool, _ out: NDJSONBytes) {
    out.append("{\"beats\":[")
    for (i, beat) in s.beats.enumerated() {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      out.append(UInt8(ascii: "["))
      out.number(beat.offset)
      out.append(UInt8(ascii: ","))
      out.bool(beat.precededByGap)
      out.append(UInt8(ascii: "]"))
    }
    out.append(UInt8(ascii: "]"))
    var first = false
    let h = s.header
    headerBeforeKind(h, &first, out)
    if kind { out.key("kind", first: &first); out.append("\"heartbeatSeries\"") }
    if !h.metadata.isEmpty { out.key("metadata", first: &first); metadata(h.metadata, out) }
    if let src = h.source { out.key("source", first: &first); source(src, out) }
    out.key("start", first: &first); out.timestamp(h.start)
    out.key("uuid", first: &first); out.uuid(h.uuid)
    out.append(UInt8(ascii: "}"))
  }

  // MARK: Workouts

  // Keys: activities, activityType, creationDate, device, duration, end, events, kind, metadata, routes,
  // samples, source, start, statistics, totals, uuid
  static func workout(_ w: Workout, streamed: StreamedArrays?, _ out: NDJSONBytes) throws {
    out.append(UInt8(ascii: "{"))
    var first = true
    let h = w.header
    if !w.activities.isEmpty {
      out.key("activities", first: &first)
      array(w.activities, out) { _, a in
        activity(a, out)
      }
    }
    out.key("activityType", first: &first); out.string(w.activityType.exportName)
    if let c = h.creationDate { out.key("creationDate", first: &first); out.timestamp(c) }
    if let d = h.device { out.key("device", first: &first); device(d, out) }
    if let d = w.duration { out.key("duration", first: &first); out.number(d) }
    out.key("end", first: &first); out.timestamp(h.end)
    if !w.events.isEmpty { out.key("events", first: &first); events(w.events, out) }
    out.key("kind", first: &first); out.append("\"workout\"")
    if !h.metadata.isEmpty { out.key("metadata", first: &first); metadata(h.metadata, out) }
    if !w.routes.isEmpty {
      out.key("routes", first: &first)
      try array(w.routes, out) { i, r in
        try route(r, kind: false, index: i, streamed: streamed, out)
      }
    }
    if !w.samples.isEmpty {
      out.key("samples", first: &first)
      try array(w.samples, out) { i, sample in
        switch sample {
        case .quantity(let q): try quantity(q, index: i, streamed: streamed, out)
        case .category(let c): category(c, out)
        case .heartbeatSeries(let s): heartbeatSeries(s, kind: true, out)
        }
      }
    }
    if let s = h.source { out.key("source", first: &first); source(s, out) }
    out.key("start", first: &first); out.timestamp(h.start)
    if !w.statistics.isEmpty { out.key("statistics", first: &first); statistics(w.statistics, out) }
    if !w.totals.isEmpty {
      // Arbitrary keys in the encoder's own sort order: made by `JSONEncoder` (once per workout).
      out.key("totals", first: &first)
      out.append(try NDJSONWriter.makeEncoder().encode(w.totals))
    }
    out.key("uuid", first: &first); out.uuid(h.uuid)
    out.append(UInt8(ascii: "}"))
  }

  // Keys: creationDate, device, end, fileReference, kind, locations, metadata, source, start, uuid
  static func route(_ r: WorkoutRoute, kind: Bool, index: Int, streamed: StreamedArrays?, _ out: NDJSONBytes)
    throws
  {
    out.append(UInt8(ascii: "{"))
    var first = true
    let h = r.header
    headerBeforeKind(h, &first, out)
    if let f = r.fileReference { out.key("fileReference", first: &first); out.string(f) }
    if kind { out.key("kind", first: &first); out.append("\"route\"") }
    out.key("locations", first: &first)
    out.append(UInt8(ascii: "["))
    if let streamed, streamed.streamsLocations(index) {
      try streamed.writeLocations(index, out)
    } else {
      for (i, l) in r.locations.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        location(l, out)
      }
    }
    out.append(UInt8(ascii: "]"))
    if !h.metadata.isEmpty { out.key("metadata", first: &first); metadata(h.metadata, out) }
    if let s = h.source { out.key("source", first: &first); source(s, out) }
    out.key("start", first: &first); out.timestamp(h.start)
    out.key("uuid", first: &first); out.uuid(h.uuid)
    out.append(UInt8(ascii: "}"))
  }

  /// A location as `Location.encode(to:)` writes it: `[time, lat, lon, alt, hAcc, vAcc, speed, course]`,
  /// trailing nulls dropped.
  @inline(__always) static func location(_ l: Location, _ out: NDJSONBytes) {
    out.append(UInt8(ascii: "["))
    out.timestamp(Timestamp(l.time))
    out.append(UInt8(ascii: ","))
    out.number(l.latitude)
    out.append(UInt8(ascii: ","))
    out.number(l.longitude)
    let last =
      l.course != nil
      ? 5
      : l.speed != nil
        ? 4
        : l.verticalAccuracy != nil
          ? 3
          : l.horizontalAccuracy != nil
            ? 2
            : l.altitude != nil ? 1 : 0
    if last >= 1 { optionalNumber(l.altitude, out) }
    if last >= 2 { optionalNumber(l.horizontalAccuracy, out) }
    if last >= 3 { optionalNumber(l.verticalAccuracy, out) }
    if last >= 4 { optionalNumber(l.speed, out) }
    if last >= 5 { optionalNumber(l.course, out) }
    out.append(UInt8(ascii: "]"))
  }

  @inline(__always) private static func optionalNumber(_ value: Double?, _ out: NDJSONBytes) {
    out.append(UInt8(ascii: ","))
    if let value { out.number(value) } else { out.append("null") }
  }

  // Keys: configuration, duration, end, events, metadata, start, statistics, uuid
  static func activity(_ a: WorkoutActivity, _ out: NDJSONBytes) {
    out.append("{\"configuration\":{\"activityType\":")
    let c = a.configuration
    out.string(c.activityType.exportName)
    if let lap = c.lapLength { out.append(",\"lapLength\":"); quantity(lap, out) }
    if c.locationType != .unknown { out.append(",\"locationType\":"); out.integer(c.locationType.rawValue) }
    if c.swimmingLocationType != .unknown {
      out.append(",\"swimmingLocationType\":")
      out.integer(c.swimmingLocationType.rawValue)
    }
    out.append(UInt8(ascii: "}"))
    var first = false
    if let d = a.duration { out.key("duration", first: &first); out.number(d) }
    out.key("end", first: &first); out.timestamp(a.end)
    if !a.events.isEmpty { out.key("events", first: &first); events(a.events, out) }
    if !a.metadata.isEmpty { out.key("metadata", first: &first); metadata(a.metadata, out) }
    out.key("start", first: &first); out.timestamp(a.start)
    if !a.statistics.isEmpty { out.key("statistics", first: &first); statistics(a.statistics, out) }
    out.key("uuid", first: &first); out.uuid(a.uuid)
    out.append(UInt8(ascii: "}"))
  }

  /// Writes `items` as a JSON array: `[`, each element by `element(index, item)`, commas between, `]`.
  @inline(__always) static func array<C: Collection>(
    _ items: C, _ out: NDJSONBytes, _ element: (Int, C.Element) throws -> Void
  ) rethrows {
    out.append(UInt8(ascii: "["))
    for (i, item) in items.enumerated() {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      try element(i, item)
    }
    out.append(UInt8(ascii: "]"))
  }

  // Keys: duration, metadata, start, statistics, type
  static func events(_ events: [WorkoutEvent], _ out: NDJSONBytes) {
    array(events, out) { _, e in
      out.append(UInt8(ascii: "{"))
      var first = true
      if e.duration != 0 { out.key("duration", first: &first); out.number(e.duration) }
      if !e.metadata.isEmpty { out.key("metadata", first: &first); metadata(e.metadata, out) }
      out.key("start", first: &first); out.timestamp(e.start)
      if !e.statistics.isEmpty { out.key("statistics", first: &first); statistics(e.statistics, out) }
      out.key("type", first: &first)
      if e.type.isCatalogued { out.string(e.type.name) } else { out.integer(e.type.rawValue) }
      out.append(UInt8(ascii: "}"))
    }
  }

  // Keys: average, end, maximum, minimum, mostRecent, start, sum, type, unit
  static func statistics(_ statistics: [WorkoutStatistics], _ out: NDJSONBytes) {
    array(statistics, out) { _, s in
      out.append(UInt8(ascii: "{"))
      var first = true
      if let v = s.average { out.key("average", first: &first); out.number(v) }
      out.key("end", first: &first); out.timestamp(s.end)
      if let v = s.maximum { out.key("maximum", first: &first); out.number(v) }
      if let v = s.minimum { out.key("minimum", first: &first); out.number(v) }
      if let v = s.mostRecent { out.key("mostRecent", first: &first); out.number(v) }
      out.key("start", first: &first); out.timestamp(s.start)
      if let v = s.sum { out.key("sum", first: &first); out.number(v) }
      out.key("type", first: &first); out.string(s.type)
      out.key("unit", first: &first); out.string(s.unit.unitString)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// A quantity as its synthesized `Codable` writes it: `{"unit":…,"value":…}`.
  static func quantity(_ q: Quantity, _ out: NDJSONBytes) {
    out.append("{\"unit\":")
    out.string(q.unit.unitString)
    out.append(",\"value\":")
    out.number(q.value)
    out.append(UInt8(ascii: "}"))
  }

  // MARK: Shared parts

  @inline(__always) static func source(_ s: Source, _ out: NDJSONBytes) { out.cached(s, encodeSource) }

  @inline(__always) static func device(_ d: Device, _ out: NDJSONBytes) { out.cached(d, encodeDevice) }

  static func encodeSource(_ s: Source, _ out: NDJSONBytes) {
    out.append(UInt8(ascii: "{"))
    var first = true
    if let v = s.bundleIdentifier { out.key("bundleIdentifier", first: &first); out.string(v) }
    out.key("name", first: &first); out.string(s.name)
    if let v = s.operatingSystemVersion { out.key("operatingSystemVersion", first: &first); out.string(v) }
    if let v = s.productType { out.key("productType", first: &first); out.string(v) }
    if let v = s.version { out.key("version", first: &first); out.string(v) }
    out.append(UInt8(ascii: "}"))
  }

  static func encodeDevice(_ d: Device, _ out: NDJSONBytes) {
    out.append(UInt8(ascii: "{"))
    var first = true
    if let v = d.creationDate { out.key("creationDate", first: &first); out.timestamp(v) }
    let extra = d.extra
    if !extra.isEmpty {
      out.key("extra", first: &first)
      array(extra, out) { _, kv in
        out.append(UInt8(ascii: "["))
        out.string(kv.key)
        out.append(UInt8(ascii: ","))
        out.string(kv.value)
        out.append(UInt8(ascii: "]"))
      }
    }
    if let v = d.firmwareVersion { out.key("firmwareVersion", first: &first); out.string(v) }
    if let v = d.hardwareVersion { out.key("hardwareVersion", first: &first); out.string(v) }
    if let v = d.localIdentifier { out.key("localIdentifier", first: &first); out.string(v) }
    if let v = d.manufacturer { out.key("manufacturer", first: &first); out.string(v) }
    if let v = d.model { out.key("model", first: &first); out.string(v) }
    if let v = d.name { out.key("name", first: &first); out.string(v) }
    if let v = d.serialNumber { out.key("serialNumber", first: &first); out.string(v) }
    if let v = d.softwareVersion { out.key("softwareVersion", first: &first); out.string(v) }
    if let v = d.udiDeviceIdentifier { out.key("udiDeviceIdentifier", first: &first); out.string(v) }
    out.append(UInt8(ascii: "}"))
  }

  static func metadata(_ m: Metadata, _ out: NDJSONBytes) {
    array(m.entries, out) { _, entry in
      out.append(UInt8(ascii: "["))
      out.string(entry.key)
      out.append(UInt8(ascii: ","))
      switch entry.value {
      case .string(let s): out.string(s)
      case .bool(let b): out.bool(b)
      case .integer(let n): out.integer(n)
      case .number(let d):
        if d.isFinite && d == d.rounded() && abs(d) < 1e15 {
          out.append("{\"number\":")
          out.number(d)
          out.append(UInt8(ascii: "}"))
        } else {
          out.number(d)
        }
      case .quantity(let q):
        out.append("{\"quantity\":")
        quantity(q, out)
        out.append(UInt8(ascii: "}"))
      case .date(let t):
        out.append("{\"date\":")
        out.timestamp(t)
        out.append(UInt8(ascii: "}"))
      }
      out.append(UInt8(ascii: "]"))
    }
  }
}
