import FormatKit
import Foundation
import WorkoutModel

/// Turns one read track into model items: a workout (route, pause/resume events, series samples) or,
/// for a track the writer marked as a standalone route, a route; a track without points is kept as an
/// opaque `trk` record.
struct GPXTrackAssembler {
  var track: GPXTrack
  var creator: String?
  var fileTime: Timestamp?
  var location: SourceLocation?

  /// Segment breaks without a time gap (not turned into pause/resume events).
  var zeroLengthBreaks = 0

  mutating func assemble() -> [HealthItem] {
    var segments = track.segments
    fillMissingTimes(&segments)
    let source: Source? = track.wkxSource ?? creator.map { Source(name: $0) }
    let metadata = makeMetadata()
    guard segments.contains(where: { !$0.isEmpty }) else {
      return [.opaque(emptyTrackRecord(metadata: metadata))]
    }
    let points = segments.flatMap { $0 }
    let locations = points.map {
      Location(
        time: $0.time!, latitude: $0.latitude, longitude: $0.longitude, altitude: $0.altitude,
        horizontalAccuracy: $0.horizontalAccuracy, verticalAccuracy: $0.verticalAccuracy, speed: $0.speed,
        course: $0.course)
    }
    var first = locations[0].time
    var last = first
    for l in locations {
      if l.time < first { first = l.time }
      if l.time > last { last = l.time }
    }
    var route = WorkoutRoute(
      header: SampleHeader(
        uuid: UUID(), start: Timestamp(first), end: Timestamp(last), source: source,
        metadata: track.isStandaloneRoute ? metadata : Metadata()),
      locations: locations)
    if track.isStandaloneRoute {
      route.header.device = track.wkxDevice
      route.header.creationDate = track.wkxCreationDate
      if let s = track.wkxStart { route.header.start = s }
      if let e = track.wkxEnd { route.header.end = e }
      route.header.uuid = Identity.uuid(for: route)
      return [.route(route)]
    }
    route.header.uuid = Identity.uuid(for: route)

    let activityType = track.typeText.flatMap { GPXActivityTypes.activityType(for: $0, creator: creator) } ?? .other
    var header = SampleHeader(
      uuid: UUID(), start: track.wkxStart ?? Timestamp(first), end: track.wkxEnd ?? Timestamp(last), source: source,
      device: track.wkxDevice, creationDate: track.wkxCreationDate, metadata: metadata)
    if let typeText = track.typeText, typeText != activityType.name {
      header.metadata = insertingType(typeText, into: header.metadata)
    }
    // Pause/resume between segments.
    var events: [WorkoutEvent] = []
    let nonEmpty = segments.filter { !$0.isEmpty }
    for index in 1..<max(nonEmpty.count, 1) {
      let pause = nonEmpty[index - 1].last!.time!
      let resume = nonEmpty[index].first!.time!
      // A segment break without a time gap is not a pause (and could not be placed again on writing).
      guard resume > pause else {
        zeroLengthBreaks += 1
        continue
      }
      events.append(WorkoutEvent(type: .pause, start: Timestamp(pause)))
      events.append(WorkoutEvent(type: .resume, start: Timestamp(resume)))
    }
    var samples: [WorkoutSample] = []
    func series(_ type: String, _ unit: QuantityUnit, cumulative: Bool = false, _ value: (GPXPoint) -> Double?) {
      var entries: [QuantitySeriesEntry] = []
      var previous = 0.0
      for p in points {
        guard let v = value(p) else { continue }
        if cumulative {
          entries.append(QuantitySeriesEntry(value: v - previous, start: p.time!))
          previous = v
        } else {
          entries.append(QuantitySeriesEntry(value: v, start: p.time!))
        }
      }
      guard !entries.isEmpty else { return }
      let total = entries.reduce(0) { $0 + $1.value }
      let aggregate = cumulative ? total : total / Double(entries.count)
      var start = entries[0].start
      var end = start
      for e in entries {
        if e.start < start { start = e.start }
        if e.end > end { end = e.end }
      }
      var sample = QuantitySample(
        header: SampleHeader(uuid: UUID(), start: Timestamp(start), end: Timestamp(end), source: source),
        type: type, quantity: Quantity(aggregate, unit), series: entries)
      sample.header.uuid = Identity.uuid(for: sample)
      samples.append(.quantity(sample))
    }
    series(WorkoutSeriesType.heartRate, .countPerMinute) { $0.heartRate }
    series(WorkoutSeriesType.cadenceType(for: activityType), .countPerMinute) { $0.cadence }
    series(WorkoutSeriesType.powerType(for: activityType), .watt) { $0.power }
    series(WorkoutSeriesType.temperature, .degreeCelsius) { $0.temperature }
    series(WorkoutSeriesType.distanceType(for: activityType), .meter, cumulative: true) { $0.distance }

    var workout = Workout(
      header: header, activityType: activityType, duration: track.wkxDuration, events: events, routes: [route],
      samples: samples)
    workout.header.uuid = Identity.uuid(for: workout)
    return [.workout(workout)]
  }

  /// Standard fields (schema order), then extension values, then wkconv's typed metadata.
  private func makeMetadata() -> Metadata {
    var metadata = Metadata()
    for (key, element) in GPXMetadataKeys.trackFields {
      if let value = track.fields[element] { metadata.append(key, .string(value)) }
    }
    if let href = track.linkHref { metadata.append(GPXMetadataKeys.link, .string(href)) }
    if let text = track.linkText { metadata.append(GPXMetadataKeys.linkText, .string(text)) }
    if let type = track.linkType { metadata.append(GPXMetadataKeys.linkType, .string(type)) }
    if let number = track.number { metadata.append(GPXMetadataKeys.number, .string(number)) }
    for name in track.extraNames where !name.isEmpty { metadata.append(GPXMetadataKeys.name, .string(name)) }
    metadata.entries.append(contentsOf: track.extensionMetadata.entries)
    metadata.entries.append(contentsOf: track.wkxMetadata.entries)
    return metadata
  }

  /// `GPX:type` goes right after `GPX:number` (its schema position).
  private func insertingType(_ text: String, into metadata: Metadata) -> Metadata {
    var copy = metadata
    let standard: Set<String> = [
      GPXMetadataKeys.name, GPXMetadataKeys.comment, GPXMetadataKeys.description, GPXMetadataKeys.source,
      GPXMetadataKeys.link, GPXMetadataKeys.linkText, GPXMetadataKeys.linkType, GPXMetadataKeys.number,
    ]
    var index = 0
    while index < copy.entries.count, standard.contains(copy.entries[index].key) { index += 1 }
    copy.entries.insert(MetadataEntry(GPXMetadataKeys.type, .string(text)), at: index)
    return copy
  }

  /// A track without points: its fields as an opaque `trk` record.
  private func emptyTrackRecord(metadata: Metadata) -> OpaqueRecord {
    var children: [OpaqueRecord] = []
    for (key, element) in GPXMetadataKeys.trackFields {
      if let value = metadata[key]?.stringValue { children.append(OpaqueRecord(format: "gpx", name: element, text: value)) }
    }
    if let href = track.linkHref {
      var link = OpaqueRecord(format: "gpx", name: "link", attributes: [KeyValue("href", href)])
      if let text = track.linkText { link.children.append(OpaqueRecord(format: "gpx", name: "text", text: text)) }
      if let type = track.linkType { link.children.append(OpaqueRecord(format: "gpx", name: "type", text: type)) }
      children.append(link)
    }
    if let number = track.number { children.append(OpaqueRecord(format: "gpx", name: "number", text: number)) }
    if let type = track.typeText { children.append(OpaqueRecord(format: "gpx", name: "type", text: type)) }
    return OpaqueRecord(format: "gpx", name: "trk", children: children)
  }

  /// Points without `<time>` take the previous point's time, else the next one's, else the file's.
  private func fillMissingTimes(_ segments: inout [[GPXPoint]]) {
    var previous: Date?
    var pending: [(Int, Int)] = []
    for s in segments.indices {
      for p in segments[s].indices {
        if let t = segments[s][p].time {
          for (ps, pp) in pending { segments[ps][pp].time = t }
          pending = []
          previous = t
        } else if let previous {
          segments[s][p].time = previous
        } else {
          pending.append((s, p))
        }
      }
    }
    let fallback = fileTime?.date ?? Date(timeIntervalSince1970: 0)
    for (ps, pp) in pending { segments[ps][pp].time = fallback }
  }
}
