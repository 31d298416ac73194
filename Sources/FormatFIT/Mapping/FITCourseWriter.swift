import FormatKit
import FoundationEssentials
import WorkoutModel

/// A workout written as a FIT **course** (`--to fit-course`, `FITCourseFormat`): file_id (type course), course (name,
/// sport), one lap over the whole course, a timer start event, one record per route point (position,
/// altitude, distance along the course, time), `course_point`s, and a timer stop_all event.
///
/// - Distance along the course is summed from the positions (haversine on a sphere of mean radius
///   6,371,008.8 m), as Garmin Connect does for courses it builds from a track.
/// - Course points come from a FIT course's own `course_point` messages, from marker events: a TCX CoursePoint (name, PointType, position) as read, or any
///   marker with a time on the route (its position and distance are those of the route point nearest in
///   time); and from GPX `<wpt>` waypoints (name, `<type>`/`<sym>` as PointType, their own position; time and
///   distance those of the route point nearest in space). Names longer than FIT's 16 bytes are kept whole (FIT strings have no length limit here);
///   TCX PointTypes map to the profile's `course_point` values, others are `generic` (counted).
/// - What a course cannot hold is reported as losses, counted: series values (heart rate, power,
///   cadence, speed…), laps beyond the one course lap, pause/resume and other events, statistics.
struct FITCourseEncoder {
  let workout: Workout
  let context: ConversionContext?
  let identity: FITDeviceIdentity
  var encoder = FITEncoder()
  /// GPX `<wpt>` records: course points placed on the route point nearest to each.
  var waypoints: [OpaqueRecord] = []
  /// A FIT course's own `course_point` messages (kept records of a FIT read): written back with their
  /// name, type and position, at the distance along this course of the route point nearest in time.
  var keptCoursePoints: [FITMessage] = []

  static func haversine(_ a: Location, _ b: Location) -> Double {
    Geodesy.distance(a.latitude, a.longitude, b.latitude, b.longitude)
  }

  static func semicircles(_ degrees: Double) -> Double { (degrees * 2_147_483_648.0 / 180).rounded() }

  /// The profile's course_point value of a TCX PointType ("First Aid", "4th Category"…), if any.
  static func pointType(_ name: String) -> Int64? {
    let ordinals = ["1st": "first", "2nd": "second", "3rd": "third", "4th": "fourth"]
    var words = name.lowercased().split(separator: " ").map(String.init)
    if let first = words.first, let o = ordinals[first] { words[0] = o }
    return FITProfile.type(named: "course_point")?.value(named: words.joined(separator: "_"))
  }

  mutating func encode() throws -> [UInt8] {
    let points = workout.routes.flatMap(\.locations).sorted { $0.time < $1.time }
    guard let first = points.first, let last = points.last else {
      throw ConversionError(
        .unsupportedOperation, "a FIT course needs a route: the workout has no positions",
        hint: "write a FIT activity (--to fit)")
    }
    let route = CourseRoute(points: points)
    let start = FITActivityEncoder.fit(first.time)
    let end = FITActivityEncoder.fit(last.time)
    writeHeader(route, from: start, to: end)
    encoder.write(FITActivityEncoder.timerEvent(FITEnum.EventType.start, at: start))
    writeRecords(route)
    // Course points, from marker events, GPX waypoints and kept course points, in order along the course.
    var unplaced = 0
    var coursePoints =
      markerPoints(route, unplaced: &unplaced) + waypointPoints(route, unplaced: &unplaced)
      + keptPoints(route, unplaced: &unplaced)
    coursePoints.sort { ($0.distance, $0.time) < ($1.distance, $1.time) }
    let genericTypes = writeCoursePoints(coursePoints)
    encoder.write(FITActivityEncoder.timerEvent(FITEnum.EventType.stopAll, at: end))
    reportLosses(unplaced: unplaced, genericTypes: genericTypes)
    return encoder.finish()
  }

  /// The route in time order with the distance along the course at each point (haversine sums).
  struct CourseRoute {
    let points: [Location]
    let distances: [Double]

    init(points: [Location]) {
      self.points = points
      var distances: [Double] = [0]
      distances.reserveCapacity(points.count)
      for (a, b) in zip(points, points.dropFirst()) {
        distances.append(distances.last! + FITCourseEncoder.haversine(a, b))
      }
      self.distances = distances
    }

    // The route point nearest in time (binary search).
    func nearest(to t: Date) -> Int {
      var lo = 0
      var hi = points.count - 1
      while lo < hi {
        let mid = (lo + hi) / 2
        if points[mid].time < t { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0, abs(points[lo - 1].time.timeIntervalSince(t)) <= abs(points[lo].time.timeIntervalSince(t)) {
        lo -= 1
      }
      return lo
    }

    // The route point nearest in space.
    func nearest(toLatitude lat: Double, longitude lon: Double) -> Int {
      let at = Location(time: points[0].time, latitude: lat, longitude: lon)
      var best = 0
      var bestDistance = Double.infinity
      for (i, p) in points.enumerated() {
        let d = FITCourseEncoder.haversine(at, p)
        if d < bestDistance { (best, bestDistance) = (i, d) }
      }
      return best
    }
  }

  /// A course point: where along the course, its type (nil: generic) and name.
  struct CoursePoint {
    var time: Date
    var latitude: Double
    var longitude: Double
    var distance: Double
    var type: Int64?
    var name: String?
  }

  /// `file_id`, `course` (name, sport) and the one lap over the whole course.
  mutating func writeHeader(_ route: CourseRoute, from start: Int64, to end: Int64) {
    let first = route.points[0]
    let last = route.points[route.points.count - 1]
    let distances = route.distances
    encoder.write(
      identity.fileID(
        type: Int(FITEnum.File.course),
        created: FITActivityEncoder.fit(workout.header.creationDate ?? workout.header.start)))
    var m = FITMessage(globalNumber: FITMessageNumber.course)
    let sport = FITActivityTypes.sport(for: workout.activityType)
    m.set(FITFieldNumber.Course.sport, Double(sport.sport))
    m.set(FITFieldNumber.Course.subSport, Double(sport.subSport))
    var name = workout.header.metadata["TCX:CourseName"]?.stringValue ?? ""
    if name.isEmpty { name = workout.header.metadata["FIT.course.name"]?.stringValue ?? "" }
    if name.isEmpty { name = "Course" }
    m.set(FITFieldNumber.Course.name, name)
    encoder.write(m)

    typealias Lap = FITFieldNumber.Lap
    m = FITMessage(globalNumber: FITMessageNumber.lap)
    m.set(FITFieldNumber.timestamp, Double(end))
    m.set(Lap.event, Double(FITEnum.Event.lap))
    m.set(Lap.eventType, Double(FITEnum.EventType.stop))
    m.set(Lap.startTime, Double(start))
    m.set(Lap.startPositionLat, Self.semicircles(first.latitude))
    m.set(Lap.startPositionLong, Self.semicircles(first.longitude))
    m.set(Lap.endPositionLat, Self.semicircles(last.latitude))
    m.set(Lap.endPositionLong, Self.semicircles(last.longitude))
    m.set(Lap.totalElapsedTime, Double(end - start))
    m.set(Lap.totalTimerTime, Double(end - start))
    m.set(Lap.totalDistance, distances.last!)
    encoder.write(m)
  }

  /// One record per route point: position, altitude, distance along the course, time.
  mutating func writeRecords(_ route: CourseRoute) {
    for (p, d) in zip(route.points, route.distances) {
      var m = FITMessage(globalNumber: FITMessageNumber.record)
      m.set(FITFieldNumber.timestamp, Double(FITActivityEncoder.fit(p.time)))
      m.set(FITFieldNumber.Record.positionLat, Self.semicircles(p.latitude))
      m.set(FITFieldNumber.Record.positionLong, Self.semicircles(p.longitude))
      if let a = p.altitude { m.set(FITFieldNumber.Record.altitude, a) }
      m.set(FITFieldNumber.Record.distance, d)
      encoder.write(m)
    }
  }

  /// Marker events as course points: a TCX CoursePoint as read, or a marker with a time on the route at
  /// the route point nearest in time.
  func markerPoints(_ route: CourseRoute, unplaced: inout Int) -> [CoursePoint] {
    let points = route.points
    let distances = route.distances
    let (first, last) = (points[0], points[points.count - 1])
    var coursePoints: [CoursePoint] = []
    for marker in workout.events where marker.type == .marker {
      let meta = marker.metadata
      let t = marker.start.date
      let lo = route.nearest(to: t)
      let lat = meta["TCX:LatitudeDegrees"]?.doubleValue ?? meta["latitude"]?.doubleValue
      let lon = meta["TCX:LongitudeDegrees"]?.doubleValue ?? meta["longitude"]?.doubleValue
      guard t >= first.time.addingTimeInterval(-1),
        t <= last.time.addingTimeInterval(1) || (lat != nil && lon != nil)
      else {
        unplaced += 1
        continue
      }
      coursePoints.append(
        CoursePoint(
          time: t, latitude: lat ?? points[lo].latitude, longitude: lon ?? points[lo].longitude,
          distance: distances[lo], type: Self.pointType(meta["TCX:PointType"]?.stringValue ?? "Generic"),
          name: meta["TCX:CoursePointName"]?.stringValue ?? meta["name"]?.stringValue))
    }
    return coursePoints
  }

  // A GPX waypoint has a position but usually no time: it goes on the route point nearest to it
  // (that point's time and distance along the course), at its own position; its `<type>` or `<sym>` names
  // the course point type when the profile has one.
  func waypointPoints(_ route: CourseRoute, unplaced: inout Int) -> [CoursePoint] {
    var coursePoints: [CoursePoint] = []
    for waypoint in waypoints {
      let attributes = Dictionary(waypoint.attributes.map { ($0.key, $0.value) }) { a, _ in a }
      guard let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init)
      else {
        unplaced += 1
        continue
      }
      let best = route.nearest(toLatitude: lat, longitude: lon)
      func child(_ name: String) -> String? {
        waypoint.children.first { $0.name == name }?.text?.trimmingWhitespaceAndNewlines()
      }
      let type = [child("type"), child("sym")].compactMap { $0 }.lazy.compactMap(Self.pointType).first
      coursePoints.append(
        CoursePoint(
          time: route.points[best].time, latitude: lat, longitude: lon, distance: route.distances[best],
          type: type, name: child("name")))
    }
    return coursePoints
  }

  /// A FIT course's own course points, on the route point nearest to their position, else in time, else
  /// in distance along the course.
  func keptPoints(_ route: CourseRoute, unplaced: inout Int) -> [CoursePoint] {
    let points = route.points
    let distances = route.distances
    var coursePoints: [CoursePoint] = []
    typealias Kept = FITFieldNumber.CoursePoint
    for kept in keptCoursePoints {
      let lat = kept.integer(Kept.positionLat).map { Double($0) * 180 / 2_147_483_648.0 }
      let lon = kept.integer(Kept.positionLong).map { Double($0) * 180 / 2_147_483_648.0 }
      // On the route point nearest to its position, else in time, else in distance along the course.
      let index: Int
      if let lat, let lon {
        index = route.nearest(toLatitude: lat, longitude: lon)
      } else if let raw = kept.integer(Kept.timestamp) {
        index = route.nearest(to: Date(timeIntervalSince1970: Double(raw) + fitEpoch))
      } else if let d = kept.double(Kept.distance) {
        index = distances.indices.min { abs(distances[$0] - d) < abs(distances[$1] - d) } ?? 0
      } else {
        unplaced += 1
        continue
      }
      coursePoints.append(
        CoursePoint(
          time: points[index].time, latitude: lat ?? points[index].latitude,
          longitude: lon ?? points[index].longitude, distance: distances[index],
          type: kept.integer(Kept.type),
          name: kept.string(Kept.name)))
    }
    return coursePoints
  }

  /// The `course_point` messages; returns how many have no profile type (written generic).
  mutating func writeCoursePoints(_ coursePoints: [CoursePoint]) -> Int {
    var genericTypes = 0
    for (index, point) in coursePoints.enumerated() {
      typealias Point = FITFieldNumber.CoursePoint
      var m = FITMessage(globalNumber: FITMessageNumber.coursePoint)
      m.set(Point.messageIndex, Double(index))
      m.set(Point.timestamp, Double(FITActivityEncoder.fit(point.time)))
      m.set(Point.positionLat, Self.semicircles(point.latitude))
      m.set(Point.positionLong, Self.semicircles(point.longitude))
      m.set(Point.distance, point.distance)
      if point.type == nil { genericTypes += 1 }
      m.set(Point.type, Double(point.type ?? Int64(FITEnum.CoursePoint.generic)))
      if let n = point.name { m.set(Point.name, n) }
      encoder.write(m)
    }
    return genericTypes
  }

  func reportLosses(unplaced: Int, genericTypes: Int) {
    guard let context else { return }
    var series = 0
    var types: [String] = []
    for case .quantity(let q) in workout.samples
    where !WorkoutSeriesType.distances.contains(q.type) && q.type != WorkoutSeriesType.altitude {
      series += q.entries.count
      if !types.contains(q.type) { types.append(q.type) }
    }
    if series > 0 {
      context.lose(
        .seriesValues, in: "fit course", count: series,
        .fitCourseSeries, example: types.first)
    }
    let laps =
      workout.events.filter { $0.type == .lap }.count
      + workout.activities.flatMap(\.events).filter { $0.type == .lap }.count
    if laps > 1 {
      context.lose(
        .laps, in: "fit course", count: laps - 1, .fitCourseLaps)
    }
    let events = workout.events.filter { $0.type != .lap && $0.type != .marker }.count
    if events > 0 {
      context.lose(
        .events, in: "fit course", count: events, .fitCourseEvents)
    }
    let statistics = workout.statistics.count + workout.activities.reduce(0) { $0 + $1.statistics.count }
    if statistics > 0 {
      context.lose(
        .statistics, in: "fit course", count: statistics, .fitCourseStatistics)
    }
    if workout.activities.count > 1 {
      context.lose(
        .activities, in: "fit course", count: workout.activities.count - 1,
        .fitCourseActivities)
    }
    let metadata = workout.header.metadata.entries.filter {
      $0.key != "TCX:CourseName" && $0.key != "FIT.course.name"
    }
    if let first = metadata.first {
      context.lose(
        .metadata, in: "fit course", count: metadata.count,
        .fitCourseMetadata,
        example: first.key)
    }
    if unplaced > 0 {
      context.lose(
        .coursePoints, in: "fit course", count: unplaced,
        .fitCoursePointUnplaced
      )
    }
    if genericTypes > 0 {
      context.warn(
        .fitCoursePointType,
        count: genericTypes)
    }
  }
}

/// `--to fit-course`: a workout's route as a FIT course (FITCourseEncoder). Writes only; FIT course
/// files are read by the FIT format. Its capabilities say what a course holds, so the projection reports
/// the rest (heart rate, power, statistics…) as losses before the writer sees it.
package struct FITCourseFormat: WorkoutFormat {
  package init() {}

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: "fit-course", name: "Garmin FIT course", fileExtensions: [], mediaType: "application/vnd.ant.fit",
      capabilities: FormatCapabilities(
        reads: [],
        writes: [.workouts, .laps, .otherEvents, .route, .distance, .altitude, .device, .metadata],
        opaqueRecordsTaken: ["gpx:wpt", "fit:course_point"]),
      canRead: false, workoutsPerFile: .one)
  }

  package func sniff(_ prefix: [UInt8]) -> SniffResult { .no }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { nil }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    let writer = FITWriter(output: output, context: context)
    writer.requestedDevice = try FITOptions(options).device
    writer.writesCourse = true
    return writer
  }
}
