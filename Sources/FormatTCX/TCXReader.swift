import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLFormatSupport
import XMLStreaming

/// Reads TCX (TrainingCenterDatabase v2, any namespace prefix) as a stream: one `Workout` per
/// `Activity`, `MultiSportSession` or `Course`, emitted as soon as its element ends.
///
/// Lenient where real files demand it: values that do not parse are skipped with a located warning;
/// trackpoints without a time are skipped (counted); unknown elements and extensions are ignored.
/// A document whose root is not `TrainingCenterDatabase` or that is not well-formed XML is a located
/// `ConversionError`.
package struct TCXReader: FormatReader {
  /// The reader's options (only the shared `allowHugeXML` is read).
  package var options: TCXOptions

  /// Makes a reader.
  package init(options: TCXOptions = TCXOptions()) { self.options = options }

  package func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    let sink = ReadCheckSink.wrapping(sink, context: context)
    var xmlOptions = XMLStreamOptions().applying(context.options.values)
    xmlOptions.allowHugeNodes = options.base.allowHugeXML
    xmlOptions.controlCharacters = .warn
    xmlOptions.trailingContent = .warn
    let handler = TCXHandler(sink: sink, context: context)
    let parser = XMLStreamParser(handler: handler, options: xmlOptions, fileName: context.inputName)
    do {
      try input.withChunks(chunkSize: 256 << 10) { try parser.feed($0) }
      try parser.finish()
    } catch let error as XMLStreamError {
      let converted = ConversionError(error, file: context.inputName)
      // Damage part way: keep the workouts before it and what was read of the one it cut (its
      // complete laps and trackpoints), reported, unless damage must fail.
      if handler.sawRoot, context.options.damagePolicy != .fail { try handler.flushPartial(parser: parser) }
      if handler.sawRoot, !handler.pendingWorkouts.isEmpty, context.options.damagePolicy != .fail {
        try context.recovered(from: converted)
        try handler.emitPending()
        handler.finishReport()
        return
      }
      throw converted
    }
    for warning in parser.warnings.prefix(20) {
      context.warn(.tcxXML(message: warning.message), at: Self.location(warning.location, context))
    }
    if !handler.sawRoot {
      throw ConversionError(
        .invalidInput, "not a TCX document: no TrainingCenterDatabase element",
        at: SourceLocation(file: context.inputName, byteOffset: 0))
    }
    try handler.emitPending()
    handler.finishReport()
  }

  static func location(_ l: XMLLocation, _ context: ConversionContext) -> SourceLocation {
    SourceLocation(xml: l, file: context.inputName)
  }
}

// MARK: - Accumulated state

/// A lap as read (TCX `ActivityLap_t`, `CourseLap_t` or a multisport `Transition`).
struct TCXLap {
  var start: Timestamp?
  var totalTime: Double?
  var totals = TCXLapTotals()
  var intensity: String?
  var triggerMethod: String?
  var notes: String?
  var isTransition = false
  /// Time of the first and last trackpoint in the lap.
  var firstPoint: Timestamp?
  var lastPoint: Timestamp?
  var sport: WorkoutActivityType = .other
}

/// One `Activity` of a workout (a multisport leg, or the only one).
struct TCXLeg {
  var activityType: WorkoutActivityType
  var id: Timestamp?
  var notes: String?
  var firstLap: Int
  var lapCount = 0
  var firstPoint: Timestamp?
  var lastPoint: Timestamp?
  var isTransition = false
  /// Whether the leg's running distance restarted at its start (a later leg with DistanceMeters).
  var restartsDistance = false
}

/// The Creator device of an activity or course.
struct TCXCreator {
  var name: String?
  var unitID: String?
  var productID: String?
  var versionMajor: String?
  var versionMinor: String?
  var buildMajor: String?
  var buildMinor: String?

  var version: String? {
    guard let versionMajor, let versionMinor else { return nil }
    var text = versionMajor + "." + versionMinor
    if let buildMajor {
      text += "." + buildMajor
      if let buildMinor { text += "." + buildMinor }
    }
    return text == "0.0" || text == "0.0.0.0" ? nil : text
  }
}

/// A series being accumulated: one per quantity type.
struct TCXSeries {
  var type: String
  var unit: QuantityUnit
  /// The entries, with their running sum (`entries.total`).
  var entries: PointBuffer<QuantitySeriesEntry>
  /// Latest end (the shell of a streamed workout needs it).
  var maxEnd: Date?
}

/// Everything of one workout being read.
struct TCXPendingWorkout {
  var kind: Kind
  enum Kind { case activity, multisport, course }
  var id: Timestamp?
  var notes: String?
  var courseName: String?
  var legs: [TCXLeg] = []
  var laps: [TCXLap] = []
  var creator: TCXCreator?
  /// Route points and series go to spools (one path: `WorkoutStreaming.deliver` materializes them for
  /// sinks that take workouts whole).
  var locations = PointBuffer<Location>()
  var series: [TCXSeries] = []
  var seriesIndex: [String: Int] = [:]
  var events: [WorkoutEvent] = []
  var markers: [WorkoutEvent] = []
  var firstPoint: Timestamp?
  var lastPoint: Timestamp?
  /// Running distance total of the current leg (TCX DistanceMeters), to make increments.
  var lastDistance: (total: Double, time: Date)?
  /// Whether an earlier leg had a DistanceMeters reading (a later leg's running total restarts).
  var sawDistance = false
  /// (time, values) of every trackpoint kept, sorted by time: a trackpoint earlier than the latest one
  /// that repeats a kept one exactly is the same reading (a Coros export repeats its whole track in its
  /// second lap). 16 bytes a point.
  var pointKeys: [(time: Double, values: Int)] = []

  /// Whether a trackpoint with this time and values was kept before; if not, remembers it.
  mutating func isRepeat(time: Double, values: Int) -> Bool {
    if let last = pointKeys.last, time > last.time {
      pointKeys.append((time, values))
      return false
    }
    var lo = 0
    var hi = pointKeys.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if pointKeys[mid].time < time { lo = mid + 1 } else { hi = mid }
    }
    var i = lo
    while i < pointKeys.count, pointKeys[i].time == time {
      if pointKeys[i].values == values { return true }
      i += 1
    }
    pointKeys.insert((time, values), at: i)
    return false
  }

  mutating func append(_ type: String, _ unit: QuantityUnit, _ entry: QuantitySeriesEntry) {
    let index: Int
    if let found = seriesIndex[type] {
      index = found
    } else {
      index = series.count
      seriesIndex[type] = index
      series.append(TCXSeries(type: type, unit: unit, entries: PointBuffer()))
    }
    series[index].entries.append(entry)
    if series[index].maxEnd.map({ entry.end > $0 }) ?? true { series[index].maxEnd = entry.end }
  }
}

/// One trackpoint as read.
struct TCXPoint {
  var time: Timestamp?
  var latitude: Double?
  var longitude: Double?
  var altitude: Double?
  var distance: Double?
  var heartRate: Double?
  var cadence: Double?
  var speed: Double?
  var runCadence: Double?
  var watts: Double?

  mutating func reset() { self = TCXPoint() }

  /// A hash of the point's values (not its time).
  var values: Int {
    var h = Hasher()
    for v in [latitude, longitude, altitude, distance, heartRate, cadence, speed, runCadence, watts] {
      h.combine(v)
    }
    return h.finalize()
  }
}

// MARK: - The SAX handler

/// Element kinds the handler distinguishes (by local name and parent).
enum TCXNode: UInt8 {
  case other, root, activities, activity, multiSport, firstSport, nextSport, lap, track, trackpoint, position,
    heartRate, averageHeartRate, maximumHeartRate, creator, version, author, build, extensions, tpx, lx,
    courses, course, coursePoint, beginPosition, endPosition, folders
}

final class TCXHandler: XMLStreamHandler {
  let sink: any HealthItemSink
  let context: ConversionContext
  var sawRoot = false
  var stack: [TCXNode] = [.other]
  var workout: TCXPendingWorkout?
  var lap: TCXLap?
  var point = TCXPoint()
  var pointsInTrack = 0
  var trackLast: Timestamp?
  /// Last trackpoint time of the previous non-empty Track of the current lap (for pauses).
  var lastTrackEnd: Timestamp?
  var creator: TCXCreator?
  var author: (name: String?, version: [String], langID: String?, partNumber: String?) = (nil, [], nil, nil)
  var pendingWorkouts: [Workout] = []
  /// The spooled points of `pendingWorkouts`.
  var pendingPoints: [WorkoutPoints] = []
  var coursePoint:
    (
      name: String?, time: Timestamp?, lat: Double?, lon: Double?, alt: Double?, type: String?, notes: String?
    )?
  var skippedPoints = 0
  var pointsInWorkout = 0
  var backwardTimes = 0
  var sensorStates = 0
  /// Trackpoints holding only a Time whose instant the model does not keep, reported as a loss. Kept
  /// are the instants a time-only point marks: a resume (first point of a later Track of the lap), a
  /// lap start, a pause (last point of a Track another Track of the lap follows), a stop and a start
  /// inside a Track (`timeOnlyRun`) and the workout's end (its last point, after every lap's end).
  var timeOnlyPoints = 0
  /// Trackpoints that repeat an earlier kept one (same time and values), kept once.
  var repeatedPoints = 0
  /// The previous trackpoint was such a repeat.
  var inRepeatedRun = false
  /// Running distance totals that went below half the previous reading (a restarted counter).
  var distanceRestarts = 0
  /// Running distance totals that went down by less (device noise): no distance for them.
  var distanceStepsBack = 0
  /// The previous trackpoint held only a Time and marks no resume or lap start.
  var previousWasTimeOnly = false
  /// The consecutive time-only trackpoints just read (marking no resume or lap start). Garmin devices
  /// mark a stop and the following start inside one Track with a time-only point each: a run of two or
  /// more between points with values is a pause from its first to its last (the points between them mark
  /// nothing); a lone one, or a run before the Track's first point with values (a device recording before
  /// its sensors), marks nothing.
  var timeOnlyRun: (first: Timestamp, last: Timestamp, count: Int)?
  /// The current Track has had a trackpoint with a value.
  var trackHasValues = false
  /// The last point of the Track just ended held only a Time: a pause if another Track of the same lap
  /// follows, the end if nothing follows; `lapEnded` once its lap is over.
  var trackEndTimeOnly: (time: Timestamp, lapEnded: Bool)?
  var badValues = 0
  var workoutsRead = 0

  init(sink: any HealthItemSink, context: ConversionContext) {
    self.sink = sink
    self.context = context
  }

  private var parent: TCXNode { stack[stack.count - 1] }
  private var grandparent: TCXNode { stack.count >= 2 ? stack[stack.count - 2] : .other }

  // MARK: Start tags

  func startElement(_ element: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
    let name = element.localName
    if element.depth == 1 {
      guard name == "TrainingCenterDatabase" else {
        throw ConversionError(
          .invalidInput,
          "not a TCX document: the root element is <\(name.string)>, not <TrainingCenterDatabase>",
          at: TCXReader.location(parser.location, context))
      }
      sawRoot = true
      stack.append(.root)
      return .skip
    }
    let (node, collect) = start(element, parser: parser, under: parent)
    stack.append(node)
    return collect ? .collect : .skip
  }

  /// The node a start tag opens under `parent`, and whether its text is collected: the document's,
  /// activities' and courses' levels here, a lap's and below in `startInLap`.
  private func start(_ element: XMLStartElement, parser: XMLStreamParser, under parent: TCXNode) -> (
    TCXNode, Bool
  ) {
    let name = element.localName
    var node = TCXNode.other
    var collect = false
    switch parent {
    case .root:
      if name == "Activities" {
        node = .activities
      } else if name == "Courses" {
        node = .courses
      } else if name == "Author" {
        node = .author
      } else if name == "Folders" {
        node = .folders
      }
    case .activities:
      if name == "Activity" {
        node = .activity
        beginWorkout(.activity)
        beginLeg(element, parser: parser)
      } else if name == "MultiSportSession" {
        node = .multiSport
        beginWorkout(.multisport)
      }
    case .multiSport:
      if name == "FirstSport" {
        node = .firstSport
      } else if name == "NextSport" {
        node = .nextSport
      } else if name == "Id" || name == "Notes" {
        collect = true
      }
    case .firstSport, .nextSport:
      if name == "Activity" {
        node = .activity
        beginLeg(element, parser: parser)
      } else if name == "Transition" {
        node = .lap
        beginLap(element, parser: parser, transition: true)
      }
    case .activity:
      if name == "Lap" {
        node = .lap
        beginLap(element, parser: parser, transition: false)
      } else if name == "Creator" {
        node = .creator
        creator = TCXCreator()
      } else if name == "Id" || name == "Notes" {
        collect = true
      }
    case .courses:
      if name == "Course" {
        node = .course
        beginWorkout(.course)
        workout?.legs.append(TCXLeg(activityType: .other, firstLap: 0))
      }
    case .course:
      if name == "Lap" {
        node = .lap
        beginLap(element, parser: parser, transition: false)
      } else if name == "Track" {
        node = .track
        beginTrack()
      } else if name == "CoursePoint" {
        node = .coursePoint
        coursePoint = (nil, nil, nil, nil, nil, nil, nil)
      } else if name == "Creator" {
        node = .creator
        creator = TCXCreator()
      } else if name == "Name" || name == "Notes" {
        collect = true
      }
    default:
      return startInLap(element, under: parent)
    }
    return (node, collect)
  }

  /// `start` for a lap, its track and trackpoints, course points, extensions, and creator and author.
  private func startInLap(_ element: XMLStartElement, under parent: TCXNode) -> (TCXNode, Bool) {
    let name = element.localName
    let grandparent = self.grandparent
    var node = TCXNode.other
    var collect = false
    switch parent {
    case .lap:
      if name == "Track" {
        node = .track
        beginTrack()
      } else if name == "AverageHeartRateBpm" {
        node = .averageHeartRate
      } else if name == "MaximumHeartRateBpm" {
        node = .maximumHeartRate
      } else if name == "Extensions" {
        node = .extensions
      } else if name == "BeginPosition" {
        node = .beginPosition
      } else if name == "EndPosition" {
        node = .endPosition
      } else {
        collect = true
      }
    case .track:
      if name == "Trackpoint" {
        node = .trackpoint
        point.reset()
      }
    case .trackpoint:
      if name == "Position" {
        node = .position
      } else if name == "HeartRateBpm" {
        node = .heartRate
      } else if name == "Extensions" {
        node = .extensions
      } else {
        collect = true
      }
    case .coursePoint:
      if name == "Position" {
        node = .position
      } else {
        collect = true
      }
    case .position, .heartRate, .averageHeartRate, .maximumHeartRate:
      collect = true
    case .extensions:
      if name == "TPX" && grandparent == .trackpoint {
        node = .tpx
      } else if name == "LX" && grandparent == .lap {
        node = .lx
      }
    case .tpx, .lx:
      collect = true
    case .creator:
      if name == "Version" {
        node = .version
      } else {
        collect = true
      }
    case .author:
      if name == "Build" {
        node = .build
      } else {
        collect = true
      }
    case .build:
      if name == "Version" { node = .version }
    case .version:
      collect = true
    default:
      break
    }
    return (node, collect)
  }

  // MARK: End tags

  func endElement(_ element: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
    let node = stack.removeLast()
    let parent = self.parent
    if let text {
      try leaf(element.localName, text: text, parent: parent, parser: parser)
      return
    }
    switch node {
    case .trackpoint: try endPoint(parser: parser)
    case .track: endTrack()
    case .lap: endLap(parser: parser)
    case .creator:
      if workout != nil, workout?.creator == nil { workout?.creator = creator }
      creator = nil
    case .coursePoint: endCoursePoint()
    case .activity:
      if parent == .activities { try endWorkout(parser: parser) } else { endLeg() }
    case .multiSport, .course: try endWorkout(parser: parser)
    case .author: endAuthor()
    default: break
    }
  }

  private func leaf(_ name: XMLName, text: XMLBytes, parent: TCXNode, parser: XMLStreamParser) throws {
    switch parent {
    case .trackpoint:
      if name == "Time" {
        point.time = timestamp(text, parser: parser)
      } else if name == "AltitudeMeters" {
        point.altitude = number(text, parser: parser)
      } else if name == "DistanceMeters" {
        point.distance = number(text, parser: parser)
      } else if name == "Cadence" {
        point.cadence = number(text, parser: parser)
      } else if name == "SensorState" {
        sensorStates += 1
      }
    case .position:
      let grand = grandparent
      if grand == .trackpoint {
        if name == "LatitudeDegrees" {
          point.latitude = degrees(text, limit: 90, parser: parser)
        } else if name == "LongitudeDegrees" {
          point.longitude = degrees(text, limit: 180, parser: parser)
        }
      } else if grand == .coursePoint {
        if name == "LatitudeDegrees" {
          coursePoint?.lat = degrees(text, limit: 90, parser: parser)
        } else if name == "LongitudeDegrees" {
          coursePoint?.lon = degrees(text, limit: 180, parser: parser)
        }
      }
    case .heartRate:
      if name == "Value" { point.heartRate = number(text, parser: parser) }
    case .tpx:
      if name == "Speed" {
        point.speed = number(text, parser: parser)
      } else if name == "RunCadence" {
        point.runCadence = number(text, parser: parser)
      } else if name == "Watts" {
        point.watts = number(text, parser: parser)
      }
    case .averageHeartRate:
      if name == "Value" { lap?.totals.averageHeartRate = number(text, parser: parser) }
    case .maximumHeartRate:
      if name == "Value" { lap?.totals.maximumHeartRate = number(text, parser: parser) }
    case .lap:
      if name == "TotalTimeSeconds" {
        lap?.totalTime = nonNegative(text, parser: parser)
      } else if name == "DistanceMeters" {
        lap?.totals.distance = nonNegative(text, parser: parser)
      } else if name == "MaximumSpeed" {
        lap?.totals.maximumSpeed = nonNegative(text, parser: parser)
      } else if name == "Calories" {
        lap?.totals.calories = nonNegative(text, parser: parser)
      } else if name == "Intensity" {
        lap?.intensity = token(text)
      } else if name == "Cadence" {
        lap?.totals.cadence = number(text, parser: parser)
      } else if name == "TriggerMethod" {
        lap?.triggerMethod = token(text)
      } else if name == "Notes" {
        lap?.notes = text.string
      }
    case .lx:
      if name == "AvgSpeed" {
        lap?.totals.averageSpeed = number(text, parser: parser)
      } else if name == "MaxBikeCadence" {
        lap?.totals.maxBikeCadence = number(text, parser: parser)
      } else if name == "AvgRunCadence" {
        lap?.totals.averageRunCadence = number(text, parser: parser)
      } else if name == "MaxRunCadence" {
        lap?.totals.maxRunCadence = number(text, parser: parser)
      } else if name == "Steps" {
        lap?.totals.steps = number(text, parser: parser)
      } else if name == "AvgWatts" {
        lap?.totals.averageWatts = number(text, parser: parser)
      } else if name == "MaxWatts" {
        lap?.totals.maxWatts = number(text, parser: parser)
      }
    default:
      documentLeaf(name, text: text, parent: parent, parser: parser)
    }
  }

  /// `leaf` for the text of activities, multisport sessions, courses, course points, creator and author.
  private func documentLeaf(_ name: XMLName, text: XMLBytes, parent: TCXNode, parser: XMLStreamParser) {
    switch parent {
    case .activity:
      if name == "Id" {
        let id = timestamp(text, parser: parser)
        if let index = workout?.legs.indices.last { workout?.legs[index].id = id }
        if workout?.kind == .activity { workout?.id = id }
      } else if name == "Notes" {
        if let index = workout?.legs.indices.last { workout?.legs[index].notes = text.string }
      }
    case .multiSport:
      if name == "Id" {
        workout?.id = timestamp(text, parser: parser)
      } else if name == "Notes" {
        workout?.notes = text.string
      }
    case .course:
      if name == "Name" {
        workout?.courseName = token(text)
      } else if name == "Notes" {
        workout?.notes = text.string
      }
    case .coursePoint:
      if name == "Name" {
        coursePoint?.name = token(text)
      } else if name == "Time" {
        coursePoint?.time = timestamp(text, parser: parser)
      } else if name == "AltitudeMeters" {
        coursePoint?.alt = number(text, parser: parser)
      } else if name == "PointType" {
        coursePoint?.type = token(text)
      } else if name == "Notes" {
        coursePoint?.notes = text.string
      }
    case .creator:
      if name == "Name" {
        creator?.name = token(text)
      } else if name == "UnitId" {
        creator?.unitID = token(text)
      } else if name == "ProductID" {
        creator?.productID = token(text)
      }
    case .version:
      let value = token(text)
      if grandparent == .creator {
        if name == "VersionMajor" {
          creator?.versionMajor = value
        } else if name == "VersionMinor" {
          creator?.versionMinor = value
        } else if name == "BuildMajor" {
          creator?.buildMajor = value
        } else if name == "BuildMinor" {
          creator?.buildMinor = value
        }
      } else {
        author.version.append(value)
      }
    case .author:
      if name == "Name" {
        author.name = token(text)
      } else if name == "LangID" {
        author.langID = token(text)
      } else if name == "PartNumber" {
        author.partNumber = token(text)
      }
    default:
      break
    }
  }

  // MARK: Structure

  private func beginWorkout(_ kind: TCXPendingWorkout.Kind) {
    workout = TCXPendingWorkout(kind: kind)
    pointsInWorkout = 0
    creator = nil
  }

  private func beginLeg(_ element: XMLStartElement, parser: XMLStreamParser) {
    let sport = element.attributes["Sport"].map { $0.trimmingXMLWhitespace().string } ?? "Other"
    if workout == nil { beginWorkout(.activity) }
    let laps = workout?.laps.count ?? 0
    workout?.legs.append(TCXLeg(activityType: TCXSport.activityType(for: sport), firstLap: laps))
    workout?.lastDistance = nil
  }

  private func endLeg() {}

  private func beginLap(_ element: XMLStartElement, parser: XMLStreamParser, transition: Bool) {
    var newLap = TCXLap()
    if let start = element.attributes["StartTime"] {
      newLap.start = start.trimmingXMLWhitespace().withSpan { ISO8601Timestamp.parse(bytes: $0) }
      if newLap.start == nil { badValue("StartTime", start, parser: parser) }
    }
    newLap.isTransition = transition
    if transition {
      // A transition is its own leg (HealthKit's transition activity) holding this one lap.
      let laps = workout?.laps.count ?? 0
      workout?.legs.append(TCXLeg(activityType: .transition, firstLap: laps, isTransition: true))
      workout?.lastDistance = nil
    }
    newLap.sport = workout?.legs.last?.activityType ?? .other
    lap = newLap
    lastTrackEnd = nil
  }

  private func endLap(parser: XMLStreamParser) {
    guard var finished = lap, workout != nil else { return }
    if finished.start == nil {
      finished.start = finished.firstPoint  // courses: set from the track when the course ends
    }
    workout!.laps.append(finished)
    if let index = workout!.legs.indices.last { workout!.legs[index].lapCount += 1 }
    lap = nil
    trackEndTimeOnly?.lapEnded = true
  }

  private func beginTrack() {
    pointsInTrack = 0
    trackHasValues = false
    timeOnlyRun = nil
    settleTrackEnd(nextTrackInSameLap: true)
  }

  private func endTrack() {
    if pointsInTrack > 0, let last = trackLast { lastTrackEnd = last }
    if previousWasTimeOnly, let last = trackLast {
      trackEndTimeOnly = (last, false)
      timeOnlyPoints += (timeOnlyRun?.count ?? 1) - 1  // the run's last point is settled with the Track end
    }
    timeOnlyRun = nil
    previousWasTimeOnly = false
  }

  /// Settles a pending time-only Track end: followed by a Track of the same lap it is a pause (kept),
  /// after its lap ended it is lost.
  private func settleTrackEnd(nextTrackInSameLap: Bool) {
    guard let pending = trackEndTimeOnly else { return }
    if pending.lapEnded || !nextTrackInSameLap { timeOnlyPoints += 1 }
    trackEndTimeOnly = nil
  }

  private func endPoint(parser: XMLStreamParser) throws {
    guard workout != nil else { return }
    guard let time = point.time else {
      skippedPoints += 1
      if skippedPoints == 1 {
        context.warn(
          .tcxTrackpointWithoutTime,
          at: TCXReader.location(parser.location, context))
      }
      return
    }
    let reference = time.date.timeIntervalSinceReferenceDate
    // Inside a repeated run, the point at the latest time is a repeat too (the run ends there).
    if let last = workout!.lastPoint, time < last || (time == last && inRepeatedRun) {
      if workout!.isRepeat(time: reference, values: point.values) {
        repeatedPoints += 1
        inRepeatedRun = true
        return
      }
    } else {
      _ = workout!.isRepeat(time: reference, values: point.values)
    }
    inRepeatedRun = false
    let timeOnly =
      point.latitude == nil && point.longitude == nil && point.altitude == nil && point.distance == nil
      && point.heartRate == nil && point.cadence == nil && point.runCadence == nil && point.speed == nil
      && point.watts == nil
    let marksResume = pointsInTrack == 0 && lastTrackEnd != nil && lap != nil
    previousWasTimeOnly = timeOnly && !marksResume && lap?.start != time
    if previousWasTimeOnly {
      timeOnlyRun = timeOnlyRun.map { ($0.first, time, $0.count + 1) } ?? (time, time, 1)
    } else if let run = timeOnlyRun {
      timeOnlyRun = nil
      if !timeOnly, trackHasValues, run.count >= 2, lap != nil {
        workout!.events.append(WorkoutEvent(type: .pause, start: run.first))
        workout!.events.append(WorkoutEvent(type: .resume, start: run.last))
        timeOnlyPoints += run.count - 2  // points between the stop and the start mark nothing
      } else {
        timeOnlyPoints += run.count
      }
    }
    if !timeOnly { trackHasValues = true }
    if pointsInTrack == 0, let pauseAt = lastTrackEnd, lap != nil {
      // A new Track inside the same lap: the device was paused in between.
      workout!.events.append(WorkoutEvent(type: .pause, start: pauseAt))
      workout!.events.append(WorkoutEvent(type: .resume, start: time))
      lastTrackEnd = nil
    }
    pointsInTrack += 1
    pointsInWorkout += 1
    trackLast = time
    let date = time.date
    if let last = workout!.lastPoint, time < last {
      backwardTimes += 1
      if backwardTimes == 1 {
        context.warn(
          .tcxTimeGoesBack,
          at: TCXReader.location(parser.location, context))
      }
    }
    if workout!.firstPoint == nil { workout!.firstPoint = time }
    if workout!.lastPoint.map({ time > $0 }) ?? true { workout!.lastPoint = time }
    if lap != nil {
      if lap!.firstPoint == nil { lap!.firstPoint = time }
      lap!.lastPoint = time
    }
    let activity = workout!.legs.last?.activityType ?? .other
    if let index = workout!.legs.indices.last {
      if workout!.legs[index].firstPoint == nil { workout!.legs[index].firstPoint = time }
      if workout!.legs[index].lastPoint.map({ time > $0 }) ?? true { workout!.legs[index].lastPoint = time }
    }
    if let lat = point.latitude, let lon = point.longitude {
      workout!.locations.append(
        Location(time: date, latitude: lat, longitude: lon, altitude: point.altitude))
    } else if let altitude = point.altitude {
      workout!.append(WorkoutSeriesType.altitude, .meter, QuantitySeriesEntry(value: altitude, start: date))
    }
    if let total = point.distance { appendDistance(total, at: date, activity: activity) }
    if let hr = point.heartRate {
      workout!.append(
        WorkoutSeriesType.heartRate, .countPerMinute, QuantitySeriesEntry(value: hr, start: date))
    }
    if let cadence = point.cadence {
      workout!.append(
        WorkoutSeriesType.cyclingCadence, .countPerMinute, QuantitySeriesEntry(value: cadence, start: date))
    }
    if let cadence = point.runCadence {
      workout!.append(
        WorkoutSeriesType.runningCadence, .countPerMinute, QuantitySeriesEntry(value: cadence, start: date))
    }
    if let speed = point.speed {
      workout!.append(
        WorkoutSeriesType.speedType(for: activity), .meterPerSecond,
        QuantitySeriesEntry(value: speed, start: date))
    }
    if let watts = point.watts {
      workout!.append(
        WorkoutSeriesType.powerType(for: activity), .watt, QuantitySeriesEntry(value: watts, start: date))
    }
  }

  /// Appends a trackpoint's running distance total as an increment since the previous reading.
  private func appendDistance(_ total: Double, at date: Date, activity: WorkoutActivityType) {
    let type = WorkoutSeriesType.distanceType(for: activity)
    if let last = workout!.lastDistance {
      // An increment never ends before it starts: after a trackpoint whose time goes back, it is this
      // point's alone.
      let from = min(last.time, date)
      // The FIT reader's rule: a running total below half the previous reading restarted (chained
      // recordings): its reading is the distance since the restart, not a negative step. A smaller step
      // back (device noise) adds nothing, and the next increment counts from the highest reading.
      if total >= last.total {
        workout!.append(
          type, .meter, QuantitySeriesEntry(value: total - last.total, start: from, end: date))
      } else if total < last.total / 2 {
        distanceRestarts += 1
        workout!.append(type, .meter, QuantitySeriesEntry(value: total, start: from, end: date))
      } else {
        distanceStepsBack += 1
      }
    } else {
      workout!.append(type, .meter, QuantitySeriesEntry(value: total, start: date))
      // Each leg's running total starts anew (the TCX convention): the leg restarts the counter.
      if workout!.sawDistance, let leg = workout!.legs.indices.last, leg > 0 {
        workout!.legs[leg].restartsDistance = true
      }
    }
    // A step back keeps the highest reading (the next increment counts from it).
    if total >= (workout!.lastDistance?.total ?? 0) || total < (workout!.lastDistance?.total ?? 0) / 2 {
      workout!.lastDistance = (total, date)
    }
    workout!.sawDistance = true
  }

  private func endCoursePoint() {
    guard let cp = coursePoint, workout != nil else { return }
    coursePoint = nil
    guard let time = cp.time ?? workout?.firstPoint else { return }
    var metadata = Metadata()
    if let name = cp.name { metadata.append(TCXMetadataKey.coursePointName, .string(name)) }
    if let type = cp.type { metadata.append(TCXMetadataKey.coursePointType, .string(type)) }
    if let lat = cp.lat { metadata.append(TCXMetadataKey.latitude, .number(lat)) }
    if let lon = cp.lon { metadata.append(TCXMetadataKey.longitude, .number(lon)) }
    if let alt = cp.alt { metadata.append(TCXMetadataKey.altitude, .number(alt)) }
    if let notes = cp.notes { metadata.append(TCXMetadataKey.notes, .string(notes)) }
    workout!.markers.append(WorkoutEvent(type: .marker, start: time, metadata: metadata))
  }

  private func endAuthor() {
    var metadata = Metadata()
    if let name = author.name { metadata.append(TCXMetadataKey.authorName, .string(name)) }
    if !author.version.isEmpty {
      metadata.append(TCXMetadataKey.authorVersion, .string(author.version.joined(separator: ".")))
    }
    if let lang = author.langID { metadata.append(TCXMetadataKey.authorLangID, .string(lang)) }
    if let part = author.partNumber { metadata.append(TCXMetadataKey.authorPartNumber, .string(part)) }
    // Author comes after every activity: workouts are held until the document ends so they carry it.
    for index in pendingWorkouts.indices {
      pendingWorkouts[index].header.metadata.entries.append(contentsOf: metadata.entries)
    }
  }

  private func endWorkout(parser: XMLStreamParser) throws {
    guard let pending = workout else { return }
    if let last = trackEndTimeOnly {
      // The workout's last point: its instant is the workout's end when no lap ends later.
      let lapEnds = pending.laps.compactMap { lap in lap.start.map { $0.adding(lap.totalTime ?? 0) } }
      if lapEnds.contains(where: { $0 >= last.time }) { timeOnlyPoints += 1 }
      trackEndTimeOnly = nil
    }
    workout = nil
    lap = nil
    guard let (built, points) = try build(pending, parser: parser) else { return }
    pendingWorkouts.append(built)
    pendingPoints.append(points)
  }

  /// Damage part way: closes the workout being read, kept when it has a complete lap or a trackpoint
  /// (the trackpoint the damage cut is dropped; an open lap keeps what was read of it).
  func flushPartial(parser: XMLStreamParser) throws {
    guard let partial = workout else { return }
    guard pointsInWorkout > 0 || !partial.laps.isEmpty else {
      workout = nil
      lap = nil
      return
    }
    if lap != nil { endLap(parser: parser) }
    try endWorkout(parser: parser)
  }

  private func emitNow(_ workout: Workout, points: WorkoutPoints) throws {
    workoutsRead += 1
    context.report.itemsRead["workout", default: 0] += 1
    try WorkoutStreaming.deliver(workout, points: points, to: sink)
  }

  /// Emits the workouts read (all of them: TCX puts the file's Author after the activities).
  func emitPending() throws {
    let workouts = pendingWorkouts
    let points = pendingPoints
    pendingWorkouts = []
    pendingPoints = []
    for (w, p) in zip(workouts, points) { try emitNow(w, points: p) }
  }

  func finishReport() {
    if skippedPoints > 1 {
      context.warn(
        .tcxTrackpointsWithoutTime, count: skippedPoints - 1)
    }
    if repeatedPoints > 0 {
      context.warn(
        .tcxRepeatedTrackpoints, count: repeatedPoints)
    }
    if distanceRestarts > 0 {
      context.warn(
        .tcxDistanceRestart,
        count: distanceRestarts)
    }
    if distanceStepsBack > 0 {
      context.warn(
        .tcxDistanceStepBack,
        count: distanceStepsBack)
    }
    if timeOnlyPoints > 0 {
      context.lose(
        .timeOnlyTrackpoints, in: "trackpoint", count: timeOnlyPoints,
        .tcxTimeOnlyTrackpoints)
    }
    if sensorStates > 0 {
      context.lose(
        .sensorState, in: "trackpoint", count: sensorStates,
        .tcxSensorState)
    }
  }

  // MARK: Building the workout

  private func build(_ input: TCXPendingWorkout, parser: XMLStreamParser) throws -> (Workout, WorkoutPoints)?
  {
    var p = input
    if let error = p.locations.error ?? p.series.lazy.compactMap(\.entries.error).first { throw error }
    if p.kind == .course, var t = p.firstPoint {
      // Course laps have no StartTime: they follow each other from the course's first point.
      for index in p.laps.indices {
        p.laps[index].start = t
        t = t.adding(p.laps[index].totalTime ?? 0)
      }
    }
    let lapEnds = p.laps.compactMap { lap in lap.start.map { $0.adding(lap.totalTime ?? 0) } }
    let starts = [p.id, p.laps.first?.start, p.firstPoint].compactMap { $0 }
    guard let start = starts.first else {
      context.warn(
        .tcxEmptyActivity,
        at: TCXReader.location(parser.location, context))
      return nil
    }
    var end = start
    for candidate in lapEnds + [p.lastPoint].compactMap({ $0 }) where candidate > end {
      end = Timestamp(candidate.date, utcOffset: start.utcOffset)
    }
    var source: Source?
    var device: Device?
    if let creator = p.creator, let name = creator.name {
      source = Source(name: name)
      var d = Device(name: name)
      if let unit = creator.unitID, unit != "0" { d.serialNumber = unit }
      d.softwareVersion = creator.version
      if let product = creator.productID, product != "0" {
        d.extra = [KeyValue(TCXMetadataKey.productID, product)]
      }
      device = d
    }
    var metadata = Metadata()
    if p.kind == .course, let name = p.courseName {
      metadata.append(TCXMetadataKey.courseName, .string(name))
    }
    if p.kind == .course, p.courseName == nil { metadata.append(TCXMetadataKey.courseName, .string("")) }
    let notes = p.kind == .activity ? p.legs.first?.notes : p.notes
    if let notes { metadata.append(TCXMetadataKey.notes, .string(notes)) }

    // Lap events (all laps of all legs, in document order) with their totals.
    var events: [WorkoutEvent] = []
    for lap in p.laps {
      guard let lapStart = lap.start else { continue }
      events.append(lapEvent(lap, start: lapStart))
    }
    events.append(contentsOf: p.events)
    events.append(contentsOf: p.markers)
    events = stableSorted(events)

    let header = SampleHeader(uuid: UUID(), start: start, end: end, source: source, device: device)
    var samples: [WorkoutSample] = []
    var seriesSpools: [Spool<QuantitySeriesEntry>?] = []
    for s in p.series where !s.entries.isEmpty {
      let cumulative = WorkoutSeriesType.distances.contains(s.type)
      let value = cumulative ? s.entries.total : s.entries.total / Double(s.entries.count)
      var sampleHeader = header
      sampleHeader.start = Timestamp(s.entries.first!.start, utcOffset: start.utcOffset)
      sampleHeader.end = Timestamp(
        s.maxEnd!, utcOffset: start.utcOffset)
      sampleHeader.metadata = Metadata()
      var sample = QuantitySample(
        header: sampleHeader, type: s.type, quantity: Quantity(value, s.unit), series: [])
      sample.header.uuid = WorkoutStreaming.uuid(forSeriesSample: sample, entryCount: s.entries.count)
      samples.append(.quantity(sample))
      seriesSpools.append(s.entries.spool)
    }
    var routes: [WorkoutRoute] = []
    if !p.locations.isEmpty {
      var route = WorkoutRoute(
        header: SampleHeader(
          uuid: UUID(), start: Timestamp(p.locations.first!.time, utcOffset: start.utcOffset),
          end: Timestamp(p.locations.last!.time, utcOffset: start.utcOffset), source: source, device: device),
        locations: [])
      route.header.uuid = WorkoutStreaming.uuid(
        forRoute: route.header, count: p.locations.count, first: p.locations.first, last: p.locations.last)
      routes.append(route)
    }
    let activeDuration: Double? = p.laps.isEmpty ? nil : p.laps.reduce(0) { $0 + ($1.totalTime ?? 0) }
    let activityType: WorkoutActivityType
    switch p.kind {
    case .multisport: activityType = .swimBikeRun
    case .course: activityType = .other
    case .activity: activityType = p.legs.first?.activityType ?? .other
    }
    var workout = Workout(
      header: SampleHeader(
        uuid: UUID(), start: start, end: end, source: source, device: device, metadata: metadata),
      activityType: activityType, duration: activeDuration, events: events, routes: routes, samples: samples)
    if p.kind == .multisport { workout.activities = legActivities(p, of: workout, start: start) }
    workout.header.uuid = Identity.uuid(for: workout)
    let routeSpools = routes.isEmpty ? [] : [p.locations.spool]
    return (workout, WorkoutPoints(routes: routeSpools, series: seriesSpools))
  }
  /// A multisport session's legs as activities (their laps' times, a transition marked).
  private func legActivities(_ p: TCXPendingWorkout, of workout: Workout, start: Timestamp)
    -> [WorkoutActivity]
  {
    var activities: [WorkoutActivity] = []
    for (index, leg) in p.legs.enumerated() {
      let legLaps = p.laps[leg.firstLap..<min(leg.firstLap + leg.lapCount, p.laps.count)]
      let legStart = [leg.id, legLaps.first?.start, leg.firstPoint].compactMap { $0 }.first ?? start
      var legEnd = legStart
      for lap in legLaps {
        if let s = lap.start, s.adding(lap.totalTime ?? 0) > legEnd {
          legEnd = s.adding(lap.totalTime ?? 0)
        }
      }
      if let last = leg.lastPoint, last > legEnd {
        legEnd = Timestamp(last.date, utcOffset: legStart.utcOffset)
      }
      var legMetadata = Metadata()
      if let notes = leg.notes { legMetadata.append(TCXMetadataKey.notes, .string(notes)) }
      if leg.isTransition { legMetadata.append(TCXMetadataKey.transition, .bool(true)) }
      var activity = WorkoutActivity(
        uuid: UUID(), configuration: WorkoutConfiguration(activityType: leg.activityType), start: legStart,
        end: legEnd, duration: legLaps.isEmpty ? nil : legLaps.reduce(0) { $0 + ($1.totalTime ?? 0) },
        metadata: legMetadata)
      activity.uuid = Identity.uuid(
        forActivityAt: index, of: Identity.uuid(for: workout), activity: activity)
      activity.restartsDistance = leg.restartsDistance
      activities.append(activity)
    }
    return activities
  }

  private func lapEvent(_ lap: TCXLap, start: Timestamp) -> WorkoutEvent {
    let duration = lap.totalTime ?? 0
    let end = start.adding(duration)
    var metadata = Metadata()
    // TotalTimeSeconds is the lap's timer time (SummaryKey); TCX records no elapsed time, so the
    // lap's interval is the timer time too.
    if let timer = lap.totalTime { metadata.append(SummaryKey.timerDuration, .number(timer)) }
    if let intensity = lap.intensity, intensity != "Active" {
      metadata.append(TCXMetadataKey.intensity, .string(intensity))
    }
    if let trigger = lap.triggerMethod, trigger != "Manual" {
      metadata.append(TCXMetadataKey.triggerMethod, .string(trigger))
    }
    if let notes = lap.notes { metadata.append(TCXMetadataKey.notes, .string(notes)) }
    if lap.isTransition { metadata.append(TCXMetadataKey.transition, .bool(true)) }
    return WorkoutEvent(
      type: .lap, start: start, duration: duration, metadata: metadata,
      statistics: lap.totals.statistics(sport: lap.sport, start: start, end: end))
  }

  private func stableSorted(_ events: [WorkoutEvent]) -> [WorkoutEvent] {
    events.enumerated().sorted { a, b in
      a.element.start == b.element.start ? a.offset < b.offset : a.element.start < b.element.start
    }.map(\.element)
  }

  // MARK: Values

  private func number(_ text: XMLBytes, parser: XMLStreamParser) -> Double? {
    if let value = text.double, value.isFinite { return value }
    badValue("number", text, parser: parser)
    return nil
  }

  /// A lap total (time, distance, speed, calories): a negative one is refused like an unreadable number.
  private func nonNegative(_ text: XMLBytes, parser: XMLStreamParser) -> Double? {
    guard let value = number(text, parser: parser) else { return nil }
    if value >= 0 { return value }
    badValue("non-negative number", text, parser: parser)
    return nil
  }

  /// A latitude (limit 90) or longitude (limit 180): out of range is refused like an unreadable number,
  /// so the point keeps no position.
  private func degrees(_ text: XMLBytes, limit: Double, parser: XMLStreamParser) -> Double? {
    guard let value = number(text, parser: parser) else { return nil }
    if abs(value) <= limit { return value }
    badValue(limit == 90 ? "latitude" : "longitude", text, parser: parser)
    return nil
  }

  private func timestamp(_ text: XMLBytes, parser: XMLStreamParser) -> Timestamp? {
    let trimmed = text.trimmingXMLWhitespace()
    if let value = trimmed.withSpan({ ISO8601Timestamp.parse(bytes: $0) }) { return value }
    badValue("time", text, parser: parser)
    return nil
  }

  private func token(_ text: XMLBytes) -> String { text.trimmingXMLWhitespace().string }

  private func badValue(_ what: String, _ text: XMLBytes, parser: XMLStreamParser) {
    badValues += 1
    context.warn(
      .tcxBadValue(what: what, text: text.string),
      at: TCXReader.location(parser.location, context))
  }
}
