import Foundation
import TestSupport
import Testing

/// Course output (issue 20): `--to fit-course` read back by fitdecode (`Tests/Scripts/fit_course.py`) and
/// accepted by Garmin's SDK (`fit_oracle.py`), and `--option tcx.file=course` validated with xmllint against
/// the TCX schema and read with ElementTree. The course below is written here by hand: five trackpoints
/// and two CoursePoints (Right, 4th Category).
@Suite struct CourseOutputTests {
  static let available: Bool =
    (try? runProcess("python3", ["-c", "import fitdecode"]).status == 0) ?? false
  static var shouldRun: Bool { available || SharedCorpus.isRequired }
  static let skip = Comment(
    rawValue:
      "skipped: needs python3 with fitdecode; Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/fit_course.py")
  static let ride = TestPaths.samples.appendingPathComponent("ride.fit")

  static let points: [(lat: Double, lon: Double, alt: Double)] = [
    (45.764, 4.8357, 170), (45.7645, 4.8357, 171), (45.765, 4.8364, 172.4), (45.7655, 4.8371, 175),
    (45.766, 4.8371, 174),
  ]
  static var courseTCX: String {
    let t0 = 1_749_877_500.0
    func iso(_ t: Double) -> String { ActivityOperationsTests.iso(t) }
    let trackpoints = points.enumerated().map { i, p in
      "<Trackpoint><Time>\(iso(t0 + 5 * Double(i)))</Time><Position><LatitudeDegrees>\(p.lat)</LatitudeDegrees><LongitudeDegrees>\(p.lon)</LongitudeDegrees></Position><AltitudeMeters>\(p.alt)</AltitudeMeters></Trackpoint>"
    }.joined(separator: "\n")
    func coursePoint(_ name: String, _ i: Int, _ type: String) -> String {
      "<CoursePoint><Name>\(name)</Name><Time>\(iso(t0 + 5 * Double(i)))</Time><Position><LatitudeDegrees>\(points[i].lat)</LatitudeDegrees><LongitudeDegrees>\(points[i].lon)</LongitudeDegrees></Position><PointType>\(type)</PointType></CoursePoint>"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
      <Courses><Course><Name>Lyon loop</Name>
      <Lap><TotalTimeSeconds>20</TotalTimeSeconds><DistanceMeters>0</DistanceMeters><Intensity>Active</Intensity></Lap>
      <Track>
      \(trackpoints)
      </Track>
      \(coursePoint("Turn", 1, "Right"))
      \(coursePoint("Top", 3, "4th Category"))
      </Course></Courses></TrainingCenterDatabase>
      """
  }

  struct Record: Decodable {
    var t: Double
    var lat: Double?
    var lon: Double?
    var alt: Double?
    var distance: Double?
  }
  struct Point: Decodable {
    var t: Double
    var lat: Double
    var lon: Double
    var distance: Double?
    var type: String?
    var name: String?
  }
  struct Lap: Decodable {
    var distance: Double?
    var elapsed: Double?
  }
  struct Course: Decodable {
    var name: String?
    var sport: String?
  }
  struct Decoded: Decodable {
    var fileType: String?
    var course: Course?
    var laps: [Lap]
    var records: [Record]
    var points: [Point]
    var events: [[String?]]
    enum CodingKeys: String, CodingKey {
      case fileType = "file_type"
      case course, laps, records, points, events
    }
  }

  static func decode(_ url: URL) throws -> Decoded {
    let r = try runProcess("python3", [script.path, url.path])
    try #require(r.status == 0, "\(r.stderrString)")
    if SharedCorpus.shouldRun {
      let sdk = try runProcess(
        "python3", [SharedCorpus.url("formats/fit/fit_oracle.py").path, url.path, "--compact"])
      #expect(sdk.status == 0, "Garmin's SDK: \(sdk.stdoutString.prefix(400))")
    }
    return try JSONDecoder().decode(Decoded.self, from: r.stdout)
  }

  /// Haversine (mean Earth radius), written here independently of the writer's.
  static func meters(_ a: (lat: Double, lon: Double), _ b: (lat: Double, lon: Double)) -> Double {
    let r = 6_371_008.8
    let (p1, p2) = (a.lat * .pi / 180, b.lat * .pi / 180)
    let dl = (b.lon - a.lon) * .pi / 180
    let h = pow(sin((p2 - p1) / 2), 2) + cos(p1) * cos(p2) * pow(sin(dl / 2), 2)
    return 2 * r * asin(min(1, sqrt(h)))
  }

  /// The TCX course as a FIT course: file type course, the course's name, one record per trackpoint with
  /// its position (within one semicircle), altitude (within FIT's 0.2 m step) and distance along the course
  /// (the positions' haversine sum, within FIT's 1 cm step), one lap as long as the course, timer
  /// start/stop_all, and both course points with name, type, position and distance along.
  @Test(.enabled(if: shouldRun, skip)) func tcxCourseToFITCourse() throws {
    let dir = try CLI.tempDir()
    let input = dir.appendingPathComponent("course.tcx")
    try Self.courseTCX.write(to: input, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("course.fit")
    let r = try CLI.run(["convert", input.path, out.path, "--to", "fit-course", "--quiet"])
    try #require(r.status == 0, "\(r.stderrString)")
    let c = try Self.decode(out)
    #expect(c.fileType == "course")
    #expect(c.course?.name == "Lyon loop")
    try #require(c.records.count == Self.points.count)
    var along = [0.0]
    for (a, b) in zip(Self.points, Self.points.dropFirst()) {
      along.append(along.last! + Self.meters((a.lat, a.lon), (b.lat, b.lon)))
    }
    for (i, (record, p)) in zip(c.records, Self.points).enumerated() {
      #expect(abs(record.lat! - p.lat) < 1e-7 && abs(record.lon! - p.lon) < 1e-7, "record \(i) position")
      #expect(abs(record.alt! - p.alt) <= 0.1, "record \(i) altitude")
      #expect(
        abs(record.distance! - along[i]) <= 0.01, "record \(i) distance \(record.distance!) vs \(along[i])")
    }
    #expect(c.laps.count == 1)
    #expect(abs((c.laps.first?.distance ?? 0) - along.last!) <= 0.01)
    #expect(c.laps.first?.elapsed == 20)
    #expect(c.events.first == ["timer", "start"] && c.events.last == ["timer", "stop_all"])
    #expect(c.points.map(\.name) == ["Turn", "Top"])
    #expect(c.points.map(\.type) == ["right", "fourth_category"])
    for (point, i) in zip(c.points, [1, 3]) {
      #expect(abs(point.lat - Self.points[i].lat) < 1e-7 && abs(point.lon - Self.points[i].lon) < 1e-7)
      #expect(abs(point.distance! - along[i]) <= 0.01)
    }
  }

  /// GPX waypoints become course points: each at its own position, on the trackpoint nearest to it (that
  /// point's time and distance along the course, the haversine sum within FIT's 1 cm step), named, with its
  /// `<type>`/`<sym>` as the course point type when the profile has one (else generic, counted in a
  /// warning); the waypoints are counted written, not lost. Ordered along the course, whatever the order
  /// in the file.
  @Test(.enabled(if: shouldRun, skip)) func gpxWaypointsToCoursePoints() throws {
    let dir = try CLI.tempDir()
    let input = dir.appendingPathComponent("course.gpx")
    let t0 = 1_749_877_500.0
    let trackpoints = Self.points.enumerated().map { i, p in
      "<trkpt lat=\"\(p.lat)\" lon=\"\(p.lon)\"><ele>\(p.alt)</ele><time>\(ActivityOperationsTests.iso(t0 + 5 * Double(i)))</time></trkpt>"
    }.joined(separator: "\n")
    // Waypoints a few meters off the track: the later one first in the file.
    let gpx = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
      <wpt lat="45.76552" lon="4.83712"><name>Col</name><sym>Flag</sym><type>Summit</type></wpt>
      <wpt lat="45.76448" lon="4.83572"><name>Fountain</name><sym>Drinking Water</sym></wpt>
      <trk><name>Lyon loop</name><trkseg>
      \(trackpoints)
      </trkseg></trk></gpx>
      """
    try gpx.write(to: input, atomically: true, encoding: .utf8)
    let out = dir.appendingPathComponent("course.fit")
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", input.path, out.path, "--to", "fit-course", "--report", report.path, "--quiet",
    ])
    try #require(r.status == 0, "\(r.stderrString)")
    let c = try Self.decode(out)
    var along = [0.0]
    for (a, b) in zip(Self.points, Self.points.dropFirst()) {
      along.append(along.last! + Self.meters((a.lat, a.lon), (b.lat, b.lon)))
    }
    #expect(c.points.map(\.name) == ["Fountain", "Col"])
    #expect(c.points.map(\.type) == ["generic", "summit"])
    for (point, (i, lat, lon)) in zip(c.points, [(1, 45.76448, 4.83572), (3, 45.76552, 4.83712)]) {
      #expect(abs(point.lat - lat) < 1e-7 && abs(point.lon - lon) < 1e-7, "\(point)")
      #expect(abs(point.distance! - along[i]) <= 0.01, "\(point) vs \(along[i])")
      #expect(point.t == t0 + 5 * Double(i))
    }
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    #expect((object["itemsWritten"] as? [String: Int])?["opaque"] == 2, "\(object)")
    #expect((object["itemsDropped"] as? [String: Int])?["opaque"] == nil, "\(object)")
  }

  /// An activity as a course: every route point becomes a record; what a course cannot hold is reported,
  /// counted (the ride's 120 heart-rate values among them).
  @Test(.enabled(if: shouldRun, skip)) func activityToFITCourseReportsWhatIsLost() throws {
    let dir = try CLI.tempDir()
    let out = dir.appendingPathComponent("ride-course.fit")
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", Self.ride.path, out.path, "--to", "fit-course", "--report", report.path, "--quiet",
    ])
    try #require(r.status == 0, "\(r.stderrString)")
    let ride = try ActivityOperationsTests.decode(Self.ride)
    let c = try Self.decode(out)
    #expect(c.records.map(\.t) == ride.positions.map(\.t!))
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
    let losses = object?["losses"] as? [[String: Any]] ?? []
    let heartRate = losses.first { ($0["reason"] as? String ?? "").contains("heart rate") }
    #expect(heartRate?["count"] as? Int == ride.points.filter { $0.hr != nil }.count, "\(losses)")
  }

  /// `--option tcx.file=course`: the ride as a TCX `<Course>` that the TCX schema accepts; ElementTree
  /// reads every position of the ride (as fitdecode reads them) in its track.
  @Test(.enabled(if: shouldRun, skip)) func activityToTCXCourse() throws {
    let dir = try CLI.tempDir()
    let out = dir.appendingPathComponent("ride-course.tcx")
    let r = try CLI.run(["convert", Self.ride.path, out.path, "--option", "tcx.file=course", "--quiet"])
    try #require(r.status == 0, "\(r.stderrString)")
    if SharedCorpus.shouldRun {
      let schema = SharedCorpus.url("formats/schemas/TrainingCenterDatabasev2.xsd")
      let lint = try runProcess("xmllint", ["--noout", "--schema", schema.path, out.path])
      #expect(lint.status == 0, "\(lint.stderrString)")
    }
    let script = """
      import sys, json, xml.etree.ElementTree as ET
      ns = {'t': 'http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2'}
      root = ET.parse(sys.argv[1]).getroot()
      courses = root.findall('t:Courses/t:Course', ns)
      pts = [(float(p.find('t:LatitudeDegrees', ns).text), float(p.find('t:LongitudeDegrees', ns).text))
             for p in root.findall('t:Courses/t:Course/t:Track/t:Trackpoint/t:Position', ns)]
      print(json.dumps({"courses": len(courses), "activities": len(root.findall('t:Activities/t:Activity', ns)),
                        "name": courses[0].find('t:Name', ns).text if courses else None, "points": pts}))
      """
    let e = try runProcess("python3", ["-c", script, out.path])
    try #require(e.status == 0, "\(e.stderrString)")
    let parsed = try #require(try JSONSerialization.jsonObject(with: e.stdout) as? [String: Any])
    #expect(parsed["courses"] as? Int == 1 && parsed["activities"] as? Int == 0)
    #expect(parsed["name"] as? String == "Course")
    let points = parsed["points"] as? [[Double]] ?? []
    let ride = try ActivityOperationsTests.decode(Self.ride).positions
    #expect(points.count == ride.count)
    for (p, q) in zip(points, ride) { #expect(abs(p[0] - q.lat!) < 1e-6 && abs(p[1] - q.lon!) < 1e-6) }
    let bad = try CLI.run([
      "convert", Self.ride.path, dir.appendingPathComponent("x.tcx").path, "--option", "tcx.file=route",
    ])
    #expect(bad.status == 2)
  }
}
