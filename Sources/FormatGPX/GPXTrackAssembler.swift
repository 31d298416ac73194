import FormatKit
import FoundationEssentials
import WorkoutModel

/// Turns one read track into model items: a workout (route, pause/resume events, series samples) or,
/// for a track the writer marked as a standalone route, a route; a track without points is kept as an
/// opaque `trk` record.
struct GPXTrackAssembler {
  var track: GPXTrack
  var creator: String?
  var fileTime: Timestamp?
  var location: SourceLocation?

  /// What one track becomes.
  enum Assembled {
    /// A workout: its shell and spooled points (`WorkoutStreaming.deliver` hands them to the sink,
    /// materialized for sinks that take workouts whole), and the segment breaks without a time gap.
    case workout(Workout, WorkoutPoints, zeroLengthBreaks: Int)
    /// A standalone route, or the opaque `trk` record of a track without points.
    case item(HealthItem)
  }

  /// The source of the track's objects: wkconv's own, else the file's creator.
  var source: Source? { track.wkxSource ?? creator.map { Source(name: $0) } }

  /// The one assembly of a read track, from its spooled points: points still waiting for a time take
  /// the file's.
  func assemble(_ spool: GPXPointSpool) throws -> Assembled {
    try spool.finish(fallback: fileTime?.date ?? Date(timeIntervalSince1970: 0))
    guard spool.locations.count > 0, let first = spool.earliest, let last = spool.latest else {
      return .item(.opaque(emptyTrackRecord(metadata: makeMetadata())))
    }
    var route = WorkoutRoute(
      header: SampleHeader(uuid: UUID(), start: Timestamp(first), end: Timestamp(last), source: source),
      locations: [])
    if track.isStandaloneRoute {
      route.locations = try spool.locations.materialize()
      route.header.metadata = makeMetadata()
      route.header.device = track.wkxDevice
      route.header.creationDate = track.wkxCreationDate
      if let s = track.wkxStart { route.header.start = s }
      if let e = track.wkxEnd { route.header.end = e }
      route.header.uuid = Identity.uuid(for: route)
      return .item(.route(route))
    }
    route.header.uuid = WorkoutStreaming.uuid(
      forRoute: route.header, count: spool.locations.count, first: spool.first, last: spool.last)
    let channels = spool.channels
    let made = makeWorkout(
      first: first, last: last, route: route, segmentBounds: spool.segmentBounds,
      channels: channels.map(\.figures))
    let series = made.seriesChannels.map { channels[$0].spool }
    return .workout(
      made.workout, WorkoutPoints(routes: [spool.locations], series: series),
      zeroLengthBreaks: made.zeroLengthBreaks)
  }

  /// Whether each channel (`GPXPointSpool.channels`: heart rate, cadence, power, temperature, distance,
  /// water temperature, depth) holds running totals (its series holds the increments).
  static let cumulative = [false, false, false, false, true, false, false]

  /// The quantity type and unit of each channel.
  static func seriesTypes(for activityType: WorkoutActivityType) -> [(type: String, unit: QuantityUnit)] {
    [
      (WorkoutSeriesType.heartRate, .countPerMinute),
      (WorkoutSeriesType.cadenceType(for: activityType), .countPerMinute),
      (WorkoutSeriesType.powerType(for: activityType), .watt),
      (WorkoutSeriesType.temperature, .degreeCelsius),
      (WorkoutSeriesType.distanceType(for: activityType), .meter),
      (GPXSeriesTypes.waterTemperature, .degreeCelsius),
      (GPXSeriesTypes.underwaterDepth, .meter),
    ]
  }

  /// The shell of a track with points: `route` without locations (its UUID from the spool) and the
  /// channels' figures. Returns the channels that became series samples, in sample order.
  func makeWorkout(
    first: Date, last: Date, route: WorkoutRoute, segmentBounds: [(Date, Date)], channels: [GPXSeriesFigures]
  ) -> (workout: Workout, seriesChannels: [Int], zeroLengthBreaks: Int) {
    let source = self.source
    let activityType =
      track.typeText.flatMap { GPXActivityTypes.activityType(for: $0, creator: creator) } ?? .other
    var header = SampleHeader(
      uuid: UUID(), start: track.wkxStart ?? Timestamp(first), end: track.wkxEnd ?? Timestamp(last),
      source: source,
      device: track.wkxDevice, creationDate: track.wkxCreationDate, metadata: makeMetadata())
    if let typeText = track.typeText, typeText != activityType.name {
      header.metadata = insertingType(typeText, into: header.metadata)
    }
    // Pause/resume between segments.
    var events: [WorkoutEvent] = []
    var zeroLengthBreaks = 0
    for index in segmentBounds.indices.dropFirst() {
      let pause = segmentBounds[index - 1].1
      let resume = segmentBounds[index].0
      // A segment break without a time gap is not a pause (and could not be placed again on writing).
      guard resume > pause else {
        zeroLengthBreaks += 1
        continue
      }
      events.append(WorkoutEvent(type: .pause, start: Timestamp(pause)))
      events.append(WorkoutEvent(type: .resume, start: Timestamp(resume)))
    }
    var samples: [WorkoutSample] = []
    var seriesChannels: [Int] = []
    for (k, (type, unit)) in Self.seriesTypes(for: activityType).enumerated() {
      let channel = channels[k]
      guard channel.count > 0, let start = channel.start, let end = channel.end else { continue }
      let aggregate = Self.cumulative[k] ? channel.total : channel.total / Double(channel.count)
      var sample = QuantitySample(
        header: SampleHeader(uuid: UUID(), start: Timestamp(start), end: Timestamp(end), source: source),
        type: type, quantity: Quantity(aggregate, unit))
      sample.header.uuid = WorkoutStreaming.uuid(forSeriesSample: sample, entryCount: channel.count)
      samples.append(.quantity(sample))
      seriesChannels.append(k)
    }
    var workout = Workout(
      header: header, activityType: activityType, duration: track.wkxDuration, events: events,
      routes: [route],
      samples: samples)
    workout.header.uuid = Identity.uuid(for: workout)
    return (workout, seriesChannels, zeroLengthBreaks)
  }

  /// Standard fields (schema order), then extension values, then wkconv's typed metadata.
  func makeMetadata() -> Metadata {
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
  func insertingType(_ text: String, into metadata: Metadata) -> Metadata {
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
  func emptyTrackRecord(metadata: Metadata) -> OpaqueRecord {
    var children: [OpaqueRecord] = []
    for (key, element) in GPXMetadataKeys.trackFields {
      if let value = metadata[key]?.stringValue {
        children.append(OpaqueRecord(format: "gpx", name: element, text: value))
      }
    }
    if let href = track.linkHref {
      var link = OpaqueRecord(format: "gpx", name: "link", attributes: [KeyValue("href", href)])
      if let text = track.linkText {
        link.children.append(OpaqueRecord(format: "gpx", name: "text", text: text))
      }
      if let type = track.linkType {
        link.children.append(OpaqueRecord(format: "gpx", name: "type", text: type))
      }
      children.append(link)
    }
    if let number = track.number {
      children.append(OpaqueRecord(format: "gpx", name: "number", text: number))
    }
    if let type = track.typeText { children.append(OpaqueRecord(format: "gpx", name: "type", text: type)) }
    return OpaqueRecord(format: "gpx", name: "trk", children: children)
  }
}

/// One channel's series figures, kept as points arrive.
struct GPXSeriesFigures {
  var count = 0
  var total = 0.0
  /// The previous reading (cumulative channels turn running totals into increments).
  var previous = 0.0
  var start: Date?
  var end: Date?

  /// Counts a reading at `time` and returns the series value: the reading, or for a cumulative channel
  /// its increment over the previous reading.
  mutating func add(_ reading: Double, at time: Date, cumulative: Bool) -> Double {
    let value = cumulative ? reading - previous : reading
    previous = reading
    total += value
    count += 1
    if start.map({ time < $0 }) ?? true { start = time }
    if end.map({ time > $0 }) ?? true { end = time }
    return value
  }
}

/// HealthKit types for TrackPointExtension v2's water temperature and depth.
enum GPXSeriesTypes {
  static let waterTemperature = PointField.waterTemperatureType
  static let underwaterDepth = PointField.underwaterDepthType
}
