import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Hostile inputs end to end through the `wkconv` binary: entity tricks, bombs, archives that point
/// outside themselves, and numbers no other tool would accept. Nothing is resolved, fetched, written
/// outside the output, or propagated as `nan`/`inf`.
@Suite struct HostileInputTests {
  /// A listening TCP socket on 127.0.0.1 that records whether anyone connected.
  final class Listener {
    let fd: Int32
    let port: UInt16

    init() {
      let sock = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      var addr = sockaddr_in()
      addr.sin_family = sa_family_t(AF_INET)
      addr.sin_addr.s_addr = inet_addr("127.0.0.1")
      addr.sin_port = 0
      var len = socklen_t(MemoryLayout<sockaddr_in>.size)
      _ = withUnsafePointer(to: &addr) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(sock, $0, len) }
      }
      listen(sock, 8)
      _ = withUnsafeMutablePointer(to: &addr) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(sock, $0, &len) }
      }
      _ = fcntl(sock, F_SETFL, fcntl(sock, F_GETFL) | O_NONBLOCK)
      fd = sock
      port = UInt16(bigEndian: addr.sin_port)
    }

    /// `true` when a connection is waiting (someone tried to fetch).
    var wasContacted: Bool {
      let c = accept(fd, nil, nil)
      if c >= 0 { close(c) }
      return c >= 0
    }

    deinit { close(fd) }
  }

  static let writerFormats = ["ndjson", "gpx", "tcx", "fit", "csv", "health"]

  /// Writes `text` to `name` in `dir`.
  @discardableResult
  static func write(_ text: String, _ name: String, in dir: URL) throws -> URL {
    let url = dir.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url
  }

  /// Every file below `dir`, as paths relative to it.
  static func tree(_ dir: URL) -> [String] {
    (FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []).sorted()
  }

  /// Runs python3 with a script (for building archives the way other tools would).
  static func python(_ script: String, _ args: [String]) throws {
    let r = try runProcess("python3", ["-c", script] + args)
    #expect(r.status == 0, "python3 failed: \(r.stderrString)")
  }

  /// A refused input: either a failure (exit 1, no output) or, under the default `--damage warn`, what
  /// came before kept (exit 4) with the damage reported as `recovered:` at a location in `file`.
  static func expectRefused(
    _ r: ProcessResult, file: String, output: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let located = r.stderrString.contains(file + ":")
    #expect(located, "no location in: \(r.stderrString)", sourceLocation: sourceLocation)
    switch r.status {
    case 1:
      #expect(!FileManager.default.fileExists(atPath: output.path), sourceLocation: sourceLocation)
    case 4:
      #expect(r.stderrString.contains("recovered: "), "\(r.stderrString)", sourceLocation: sourceLocation)
    default:
      Issue.record("\(file): exit status \(r.status): \(r.stderrString)", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Numbers

  static let hostileGPX = """
    <?xml version="1.0"?>
    <gpx version="1.1" creator="x" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
    <trkpt lat="NaN" lon="10"><ele>1</ele><time>2024-01-01T10:00:00Z</time></trkpt>
    <trkpt lat="91" lon="10"><time>2024-01-01T10:00:01Z</time></trkpt>
    <trkpt lat="45" lon="inf"><time>2024-01-01T10:00:02Z</time></trkpt>
    <trkpt lat="45" lon="10"><ele>1e400</ele><time>2024-01-01T10:00:03Z</time></trkpt>
    <trkpt lat="45" lon="10"><ele>-Infinity</ele><time>99999-01-01T10:00:04Z</time></trkpt>
    <trkpt lat="45" lon="10.0001"><ele>12</ele><time>2024-01-01T10:00:05Z</time></trkpt>
    <trkpt lat="45" lon="10.0002"><ele>nan</ele><time>2024-01-01T10:00:06Z</time></trkpt>
    </trkseg></trk></gpx>
    """

  static let hostileTCX = """
    <?xml version="1.0" encoding="UTF-8"?>
    <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
    <Activities><Activity Sport="Running"><Id>2024-01-01T10:00:00Z</Id>
    <Lap StartTime="2024-01-01T10:00:00Z"><TotalTimeSeconds>-5</TotalTimeSeconds><DistanceMeters>NaN</DistanceMeters>
    <Calories>-10</Calories><AverageHeartRateBpm><Value>INF</Value></AverageHeartRateBpm><Track>
    <Trackpoint><Time>2024-01-01T10:00:00Z</Time><Position><LatitudeDegrees>NaN</LatitudeDegrees><LongitudeDegrees>10</LongitudeDegrees></Position><AltitudeMeters>inf</AltitudeMeters><HeartRateBpm><Value>120</Value></HeartRateBpm></Trackpoint>
    <Trackpoint><Time>2024-01-01T10:00:01Z</Time><Position><LatitudeDegrees>95</LatitudeDegrees><LongitudeDegrees>200</LongitudeDegrees></Position><DistanceMeters>-1e999</DistanceMeters></Trackpoint>
    <Trackpoint><Time>2024-01-01T10:00:02Z</Time><Position><LatitudeDegrees>45</LatitudeDegrees><LongitudeDegrees>10</LongitudeDegrees></Position><AltitudeMeters>1e999</AltitudeMeters><DistanceMeters>5</DistanceMeters><Extensions><TPX xmlns="http://www.garmin.com/xmlschemas/ActivityExtension/v2"><Speed>NaN</Speed><Watts>inf</Watts></TPX></Extensions></Trackpoint>
    <Trackpoint><Time>2024-01-01T10:00:03Z</Time><Position><LatitudeDegrees>45.0001</LatitudeDegrees><LongitudeDegrees>10</LongitudeDegrees></Position><DistanceMeters>10</DistanceMeters><HeartRateBpm><Value>121</Value></HeartRateBpm></Trackpoint>
    </Track></Lap></Activity></Activities></TrainingCenterDatabase>
    """

  static func record(_ type: String, _ unit: String, _ start: String, _ value: String, end: String? = nil)
    -> String
  {
    " <Record type=\"\(type)\" sourceName=\"W\" unit=\"\(unit)\" creationDate=\"2024-01-01 10:00:00 +0000\" "
      + "startDate=\"\(start)\" endDate=\"\(end ?? start)\" value=\"\(value)\"/>\n"
  }

  static let hostileExport =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
    + " <ExportDate value=\"2024-01-02 10:00:00 +0000\"/>\n"
    + record("HKQuantityTypeIdentifierHeartRate", "count/min", "2024-01-01 10:00:00 +0000", "NaN")
    + record("HKQuantityTypeIdentifierHeartRate", "count/min", "2024-01-01 10:00:01 +0000", "inf")
    + record("HKQuantityTypeIdentifierHeartRate", "count/min", "2024-01-01 10:00:02 +0000", "1e400")
    + record("HKQuantityTypeIdentifierHeartRate", "count/min", "2024-01-01 10:00:03 +0000", "70")
    + record("HKQuantityTypeIdentifierBodyMass", "kg", "99999-01-01 10:00:00 +0000", "70")
    + record(
      "HKQuantityTypeIdentifierStepCount", "count", "2024-01-01 10:00:05 +0000", "10",
      end: "2024-01-01 10:00:02 +0000")
    + " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"-5\" durationUnit=\"min\" "
    + "totalDistance=\"NaN\" totalDistanceUnit=\"km\" totalEnergyBurned=\"1e999\" totalEnergyBurnedUnit=\"kcal\" "
    + "sourceName=\"W\" creationDate=\"2024-01-01 10:00:00 +0000\" startDate=\"2024-01-01 10:00:00 +0000\" "
    + "endDate=\"2024-01-01 10:30:00 +0000\">\n"
    + "  <MetadataEntry key=\"HKAverageMETs\" value=\"inf kcal/hr·kg\"/>\n"
    + "  <WorkoutStatistics type=\"HKQuantityTypeIdentifierHeartRate\" startDate=\"2024-01-01 10:00:00 +0000\" "
    + "endDate=\"2024-01-01 10:30:00 +0000\" average=\"inf\" minimum=\"NaN\" maximum=\"150\" unit=\"count/min\"/>\n"
    + "  <WorkoutEvent type=\"HKWorkoutEventTypePause\" date=\"2024-01-01 10:10:00 +0000\" duration=\"-1\" "
    + "durationUnit=\"min\"/>\n"
    + "  <WorkoutRoute sourceName=\"W\" startDate=\"2024-01-01 10:00:00 +0000\" endDate=\"2024-01-01 10:30:00 +0000\">\n"
    + "   <Location date=\"2024-01-01 10:00:00 +0000\" latitude=\"95\" longitude=\"10\"/>\n"
    + "   <Location date=\"2024-01-01 10:00:01 +0000\" latitude=\"45\" longitude=\"-200\"/>\n"
    + "   <Location date=\"2024-01-01 10:00:02 +0000\" latitude=\"NaN\" longitude=\"10\"/>\n"
    + "   <Location date=\"2024-01-01 10:00:03 +0000\" longitude=\"10\"/>\n"
    + "   <Location date=\"2024-01-01 10:00:04 +0000\" latitude=\"45\" longitude=\"10\" altitude=\"inf\" speed=\"1e400\"/>\n"
    + "  </WorkoutRoute>\n"
    + " </Workout>\n"
    + " <ActivitySummary dateComponents=\"2024-01-01\" activeEnergyBurned=\"NaN\" activeEnergyBurnedUnit=\"kcal\" "
    + "appleExerciseTime=\"inf\"/>\n"
    + "</HealthData>\n"

  /// NDJSON lines with non-finite numbers: as strings JSONEncoder would write, and an overflowing literal.
  static let hostileNDJSON = [
    "ndjson-nan":
      #"{"kind":"quantity","type":"HKQuantityTypeIdentifierHeartRate","quantity":{"unit":"count/min","value":"NaN"},"start":"2024-01-01T10:00:00Z","end":"2024-01-01T10:00:00Z","uuid":"00000000-0000-0000-0000-000000000001"}"#,
    "ndjson-overflow":
      #"{"kind":"quantity","type":"HKQuantityTypeIdentifierHeartRate","quantity":{"unit":"count/min","value":1e400},"start":"2024-01-01T10:00:00Z","end":"2024-01-01T10:00:00Z","uuid":"00000000-0000-0000-0000-000000000001"}"#,
    "ndjson-series":
      #"{"kind":"quantity","type":"HKQuantityTypeIdentifierHeartRate","quantity":{"unit":"count/min","value":70},"series":[["Infinity",0,1]],"start":"2024-01-01T10:00:00Z","end":"2024-01-01T10:00:01Z","uuid":"00000000-0000-0000-0000-000000000001"}"#,
    "ndjson-location":
      #"{"activityType":"HKWorkoutActivityTypeRunning","duration":2,"end":"2024-01-01T10:00:02Z","kind":"workout","routes":[{"end":"2024-01-01T10:00:02Z","locations":[["2024-01-01T10:00:00Z",45,10],["2024-01-01T10:00:01Z",91,10]],"start":"2024-01-01T10:00:00Z","uuid":"00000000-0000-0000-0000-000000000002"}],"start":"2024-01-01T10:00:00Z","uuid":"00000000-0000-0000-0000-000000000001"}"#,
    "ndjson-duration":
      #"{"activityType":"HKWorkoutActivityTypeRunning","duration":2,"end":"2024-01-01T10:00:02Z","events":[{"duration":-300,"start":"2024-01-01T10:00:00Z","type":"lap"}],"kind":"workout","start":"2024-01-01T10:00:00Z","uuid":"00000000-0000-0000-0000-000000000001"}"#,
  ]

  /// Keys whose values are numbers in wkconv's NDJSON.
  static let numericKeys: Set<String> = [
    "value", "sum", "average", "minimum", "maximum", "mostRecent", "duration", "number", "latitude",
    "longitude",
    "altitude", "speed", "course", "horizontalAccuracy", "verticalAccuracy",
  ]

  /// Non-finite numbers in NDJSON text: a string (JSONEncoder's "NaN"/"Infinity") where a number belongs —
  /// under a numeric key, in a series entry, or after a location's timestamp. Strings elsewhere (names,
  /// opaque attributes kept as text) are not numbers.
  static func nonFiniteNumbers(inNDJSON text: String) -> [String] {
    var found: [String] = []
    func walk(_ value: Any, key: String?) {
      if let object = value as? [String: Any] {
        for (k, v) in object { walk(v, key: k) }
      } else if let array = value as? [Any] {
        if key == "series" || key == "locations" {
          for entry in array {
            guard let fields = entry as? [Any] else { continue }
            for (i, field) in fields.enumerated() where field is String && (key == "series" || i > 0) {
              found.append("\(key!): \(field)")
            }
            // A location is [time, latitude, longitude, …]: coordinates stay on the globe.
            if key == "locations", fields.count > 2, let lat = fields[1] as? Double,
              let lon = fields[2] as? Double,
              abs(lat) > 90 || abs(lon) > 180
            {
              found.append("location: \(lat), \(lon)")
            }
          }
        } else {
          for v in array { walk(v, key: key) }
        }
      } else if let string = value as? String, let key, numericKeys.contains(key) {
        found.append("\(key): \(string)")
      } else if let number = value as? Double, !number.isFinite {
        found.append("\(key ?? "?"): \(number)")
      }
    }
    for line in text.split(separator: "\n") where !line.isEmpty {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) else {
        found.append("unparseable line: \(line.prefix(80))")
        continue
      }
      walk(object, key: nil)
    }
    return found
  }

  /// `nan`/`inf` spelled as an XML element's text or attribute value, or as a CSV field.
  static func nonFiniteFields(inText text: String) -> [String] {
    let token = "\\s*[+-]?(nan|inf|infinity)\\s*"
    let pattern = try! NSRegularExpression(
      pattern: ">\(token)<|=\"\(token)\"|(^|,)\(token)(,|$)", options: [.caseInsensitive, .anchorsMatchLines])
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
      String(text[Range($0.range, in: text)!])
    }
  }

  /// A FIT file of records whose heart-rate field is declared float32 and holds NaN, +inf and -inf, then
  /// 140, with positions: the first at latitude ~180° (0x7FFFFFF0 semicircles), the others at 45°, 10°.
  static func hostileFIT() -> Data {
    var records: [UInt8] = [
      0x40, 0x00, 0x00, 0x14, 0x00, 0x04, 0xFD, 0x04, 0x86, 0x03, 0x04, 0x88, 0x00, 0x04, 0x85, 0x01, 0x04,
      0x85,
    ]
    let values: [[UInt8]] = [
      [0, 0, 0xC0, 0x7F], [0, 0, 0x80, 0x7F], [0, 0, 0x80, 0xFF], [0, 0, 0x0C, 0x43],
    ]
    for (i, v) in values.enumerated() {
      let t = UInt32(1_000_000_000 + i)
      let lat: [UInt8] = i == 0 ? [0xF0, 0xFF, 0xFF, 0x7F] : [0x00, 0x00, 0x00, 0x20]
      records +=
        [0x00, UInt8(t & 0xFF), UInt8(t >> 8 & 0xFF), UInt8(t >> 16 & 0xFF), UInt8(t >> 24)] + v + lat
        + [0xC7, 0x71, 0x1C, 0x07]
    }
    let size = UInt32(records.count)
    var header: [UInt8] = [
      12, 0x20, 0xE2, 0x52, UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), 0, 0, 0x2E, 0x46, 0x49, 0x54,
    ]
    header += records
    var crc: UInt16 = 0
    let table: [UInt16] = [
      0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401, 0xA001, 0x6C00, 0x7800, 0xB401, 0x5000,
      0x9C01,
      0x8801, 0x4400,
    ]
    for byte in header {
      var tmp = table[Int(crc & 0xF)]
      crc = (crc >> 4) & 0x0FFF
      crc = crc ^ tmp ^ table[Int(byte & 0xF)]
      tmp = table[Int(crc & 0xF)]
      crc = (crc >> 4) & 0x0FFF
      crc = crc ^ tmp ^ table[Int(byte >> 4 & 0xF)]
    }
    return Data(header + [UInt8(crc & 0xFF), UInt8(crc >> 8)])
  }

  @Test(arguments: [
    "gpx", "tcx", "xml", "fit", "ndjson-nan", "ndjson-overflow", "ndjson-series", "ndjson-location",
    "ndjson-duration",
  ])
  func nonFiniteAndOutOfRangeNumbersNeverReachAnOutput(_ name: String) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let ext = name.hasPrefix("ndjson") ? "ndjson" : name
    let input = dir.appendingPathComponent("hostile.\(ext)")
    switch name {
    case "gpx": try Data(Self.hostileGPX.utf8).write(to: input)
    case "tcx": try Data(Self.hostileTCX.utf8).write(to: input)
    case "xml": try Data(Self.hostileExport.utf8).write(to: input)
    case "fit": try Self.hostileFIT().write(to: input)
    default: try Data((Self.hostileNDJSON[name]! + "\n").utf8).write(to: input)
    }
    for format in Self.writerFormats {
      let output = dir.appendingPathComponent("out-\(format).\(format == "health" ? "xml" : format)")
      let r = try CLI.run(["convert", input.path, output.path, "--to", format])
      if ext == "ndjson" {
        // JSON has no NaN or infinity: the line is refused with its location, and nothing is written.
        #expect(r.status == 1)
        #expect(r.stderrString.contains("hostile.ndjson:1"), "\(r.stderrString)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        continue
      }
      #expect(r.status == 0, "\(name) → \(format): \(r.stderrString)")
      if name != "fit" {  // FIT: a NaN float is simply an invalid (absent) value, as the protocol defines
        #expect(
          r.stderrString.contains("warning") || r.stderrString.contains("lost"),
          "\(name) → \(format) said nothing")
      }
      let raw = String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
      if format != "fit" && format != "ndjson" && format != "health" {
        #expect(
          Self.nonFiniteFields(inText: raw).isEmpty,
          "\(name) → \(format) wrote \(Self.nonFiniteFields(inText: raw))")
      }
      // Every output read back by our own readers, as NDJSON (CSV is write-only: its raw text was checked).
      guard format != "csv" else { continue }
      let back =
        format == "ndjson"
        ? raw : try CLI.run(["convert", output.path, "-", "--to", "ndjson", "--from", format]).stdoutString
      #expect(!back.isEmpty, "\(name) → \(format): nothing read back")
      #expect(
        Self.nonFiniteNumbers(inNDJSON: back).isEmpty,
        "\(name) → \(format): \(Self.nonFiniteNumbers(inNDJSON: back))")
      #expect(!back.contains("\"duration\":-"), "\(name) → \(format) wrote a negative duration")
      #expect(!back.contains("99999-"), "\(name) → \(format) wrote a year-99999 date")
    }
  }

  @Test func warningsLocateTheBadNumbers() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let tcx = try Self.write(Self.hostileTCX, "bad.tcx", in: dir)
    let r = try CLI.run(["convert", tcx.path, "-", "--to", "ndjson"])
    #expect(r.status == 0)
    #expect(r.stderrString.contains("'-5'"), "\(r.stderrString)")
    #expect(r.stderrString.contains("bad.tcx:4:"), "\(r.stderrString)")
    let export = try Self.write(Self.hostileExport, "export.xml", in: dir)
    // Five kinds of warning: the default text shows two and folds the rest; --verbose shows each.
    let e = try CLI.run(["convert", export.path, "-", "--to", "ndjson", "--verbose"])
    #expect(e.status == 0)
    #expect(e.stderrString.contains("duration -5.0 min is not a valid duration"), "\(e.stderrString)")
    #expect(e.stderrString.contains("99999-01-01"), "\(e.stderrString)")
  }

  // MARK: - XML entities

  /// The same XXE payloads through every XML reader.
  @Test(arguments: ["gpx", "tcx", "xml"])
  func entitiesAreNeverResolvedByAnyReader(_ ext: String) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let secret = "TOP-SECRET-\(UUID().uuidString)"
    let secretFile = try Self.write(secret, "secret.txt", in: dir)
    let listener = Listener()
    let web = "http://127.0.0.1:\(listener.port)"
    let root: String
    let body: String
    switch ext {
    case "gpx":
      root = "gpx"
      body =
        "<gpx version=\"1.1\" creator=\"x\"><trk><name>&file;</name><trkseg><trkpt lat=\"1\" lon=\"2\">"
        + "<time>2024-01-01T10:00:00Z</time></trkpt></trkseg></trk></gpx>"
    case "tcx":
      root = "TrainingCenterDatabase"
      body =
        "<TrainingCenterDatabase><Activities><Activity Sport=\"Running\"><Id>2024-01-01T10:00:00Z</Id>"
        + "<Notes>&file;</Notes></Activity></Activities></TrainingCenterDatabase>"
    default:
      root = "HealthData"
      body =
        "<HealthData><Record type=\"HKQuantityTypeIdentifierHeartRate\" unit=\"count/min\" "
        + "startDate=\"2024-01-01 10:00:00 +0000\" endDate=\"2024-01-01 10:00:00 +0000\" value=\"1\" "
        + "sourceName=\"&file;\"/></HealthData>"
    }
    let subsets = [
      "<!ENTITY file SYSTEM \"file://\(secretFile.path)\">",
      "<!ENTITY file SYSTEM \"\(web)/x.xml\">",
      "<!ENTITY % p SYSTEM \"\(web)/p.dtd\"> %p;",
      "<!ENTITY % p SYSTEM \"file://\(secretFile.path)\"> <!ENTITY file \"%p;\">",
    ]
    for (i, subset) in subsets.enumerated() {
      let xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE \(root) [\(subset)]>\n" + body
      let input = try Self.write(xml, "xxe-\(i).\(ext)", in: dir)
      let output = dir.appendingPathComponent("xxe-\(i).ndjson")
      let r = try CLI.run(["convert", input.path, output.path])
      let everything =
        r.stdoutString + r.stderrString
        + String(decoding: (try? Data(contentsOf: output)) ?? Data(), as: UTF8.self)
      #expect(!everything.contains(secret), "\(ext) #\(i) exposed the file")
      Self.expectRefused(r, file: "xxe-\(i).\(ext)", output: output)
      // With --damage fail the same input fails outright and leaves nothing.
      try? FileManager.default.removeItem(at: output)
      let strict = try CLI.run(["convert", input.path, output.path, "--damage", "fail"])
      #expect(strict.status == 1, "\(ext) #\(i): \(strict.stderrString)")
      #expect(!FileManager.default.fileExists(atPath: output.path))
      #expect(!strict.stderrString.contains(secret))
    }
    #expect(!listener.wasContacted, "\(ext): a reader fetched over the network")
  }

  @Test(arguments: ["gpx", "tcx", "xml"])
  func billionLaughsAndDeepNestingAreRefusedWithALocation(_ ext: String) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = ext == "gpx" ? "gpx" : ext == "tcx" ? "TrainingCenterDatabase" : "HealthData"
    var dtd = "<!ENTITY lol \"lol\">"
    for i in 1...9 {
      dtd +=
        "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i == 1 ? "" : String(i - 1));", count: 10) + "\">"
    }
    let laughs = try Self.write(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE \(root) [\(dtd)]>\n<\(root)>&lol9;</\(root)>", "laughs.\(ext)",
      in: dir)
    let clock = ContinuousClock()
    let start = clock.now
    let r = try CLI.run([
      "convert", laughs.path, dir.appendingPathComponent("laughs.ndjson").path, "--damage", "fail",
    ])
    #expect(clock.now - start < .seconds(30))
    #expect(r.status == 1)
    #expect(r.stderrString.contains("laughs.\(ext):3"), "\(r.stderrString)")
    #expect(r.stderrString.contains("lol9"), "\(r.stderrString)")
    #expect(!r.stderrString.contains("lollol"))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("laughs.ndjson").path))
    let deep = try Self.write(
      "<?xml version=\"1.0\"?>\n<\(root)>" + String(repeating: "<a>", count: 100_000) + "</\(root)>",
      "deep.\(ext)",
      in: dir)
    let d = try CLI.run(["convert", deep.path, dir.appendingPathComponent("deep.ndjson").path])
    Self.expectRefused(d, file: "deep.\(ext)", output: dir.appendingPathComponent("deep.ndjson"))
    #expect(d.stderrString.contains("deeper than 256 levels"), "\(d.stderrString)")
  }

  @Test func hugeTextAndAttributeValuesAreBounded() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    // 2 MiB of text in a GPX <name> (collected text is bounded at 1 MiB) and a 2 MiB attribute value.
    let big = String(repeating: "x", count: 2 << 20)
    let text = try Self.write(
      "<gpx version=\"1.1\" creator=\"x\"><trk><name>\(big)</name></trk></gpx>", "text.gpx", in: dir)
    let t = try CLI.run(["convert", text.path, "-", "--to", "ndjson"])
    #expect(t.status != 0)
    #expect(t.stderrString.contains("text.gpx:1"), "\(t.stderrString)")
    #expect(t.stdout.count < 1 << 20)
    let attribute = try Self.write(
      "<HealthData><Record type=\"\(big)\"/></HealthData>", "export.xml", in: dir)
    let a = try CLI.run(["convert", attribute.path, "-", "--to", "ndjson"])
    #expect(a.status != 0)
    #expect(a.stderrString.contains("export.xml:1"), "\(a.stderrString)")
    #expect(a.stdout.count < 1 << 20)
  }

  // MARK: - Archives

  static let zipScript = """
    import sys, zipfile
    out = sys.argv[1]
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for pair in sys.argv[2:]:
            name, path = pair.split("=", 1)
            z.write(path, name)
    """

  static let routeGPX = """
    <?xml version="1.0"?><gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
    <trkpt lon="10.0" lat="45.0"><ele>1</ele><time>2024-01-01T10:00:00Z</time></trkpt>
    <trkpt lon="10.001" lat="45.001"><ele>2</ele><time>2024-01-01T10:00:10Z</time></trkpt>
    </trkseg></trk></gpx>
    """

  static func exportWithRoute(_ path: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <HealthData locale="en_US">
     <ExportDate value="2024-01-02 10:00:00 +0000"/>
     <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="W" creationDate="2024-01-01 10:30:00 +0000" startDate="2024-01-01 10:00:00 +0000" endDate="2024-01-01 10:30:00 +0000">
      <WorkoutRoute sourceName="W" creationDate="2024-01-01 10:30:00 +0000" startDate="2024-01-01 10:00:00 +0000" endDate="2024-01-01 10:30:00 +0000">
       <FileReference path="\(path)"/>
      </WorkoutRoute>
     </Workout>
    </HealthData>

    """
  }

  @Test func fileReferencesOutsideTheExportAreRefused() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A valid route GPX outside the export folder, reachable with ../ and through a symbolic link.
    try Self.write(Self.routeGPX, "outside.gpx", in: dir)
    let export = dir.appendingPathComponent("apple_health_export")
    try FileManager.default.createDirectory(
      at: export.appendingPathComponent("workout-routes"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: export.appendingPathComponent("workout-routes/link.gpx").path,
      withDestinationPath: dir.appendingPathComponent("outside.gpx").path)
    try Self.write(Self.routeGPX, "workout-routes/inside.gpx", in: export)
    for (path, loads) in [
      ("/workout-routes/inside.gpx", true), ("../outside.gpx", false), ("/../outside.gpx", false),
      ("workout-routes/../../outside.gpx", false), ("/workout-routes/link.gpx", false),
    ] {
      let xml = try Self.write(Self.exportWithRoute(path), "export.xml", in: export)
      let r = try CLI.run(["convert", xml.path, "-", "--to", "ndjson"])
      #expect(r.status == 0, "\(path): \(r.stderrString)")
      #expect(r.stdoutString.contains(",45.001,") == loads, "\(path) loaded: \(!loads)")
      if !loads { #expect(r.stderrString.contains("outside the export"), "\(path): \(r.stderrString)") }
    }
    // The same inside an archive: entries named ../ are never looked up, whatever the archive holds.
    let zip = dir.appendingPathComponent("export.zip")
    try Self.write(Self.exportWithRoute("/../../outside.gpx"), "x/export.xml", in: dir)
    try Self.python(
      Self.zipScript,
      [
        zip.path, "apple_health_export/export.xml=\(dir.appendingPathComponent("x/export.xml").path)",
        "outside.gpx=\(dir.appendingPathComponent("outside.gpx").path)",
      ])
    let z = try CLI.run(["convert", zip.path, "-", "--to", "ndjson"])
    #expect(z.status == 0, "\(z.stderrString)")
    #expect(!z.stdoutString.contains(",45.001,"))
    #expect(z.stderrString.contains("outside the export"), "\(z.stderrString)")
  }

  @Test func traversingEntryNamesNeverWriteOutsideTheOutputDirectory() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let work = dir.appendingPathComponent("work")
    try Self.write(Self.routeGPX, "src/route.gpx", in: dir)
    try Self.write(Self.exportWithRoute("/workout-routes/route_1.gpx"), "src/export.xml", in: dir)
    let zip = work.appendingPathComponent("export.zip")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    let src = dir.appendingPathComponent("src")
    try Self.python(
      Self.zipScript,
      [
        zip.path, "apple_health_export/export.xml=\(src.path)/export.xml",
        "apple_health_export/workout-routes/route_1.gpx=\(src.path)/route.gpx",
        "../../escaped.gpx=\(src.path)/route.gpx",
        "/tmp/absolute-\(UUID().uuidString).gpx=\(src.path)/route.gpx",
        "apple_health_export/../../../escaped.xml=\(src.path)/export.xml",
      ])
    let out = work.appendingPathComponent("out")
    for format in ["gpx", "tcx", "fit", "ndjson"] {
      let r = try CLI.run([
        "convert", zip.path, out.appendingPathComponent(format).path + "/", "--to", format,
      ])
      #expect(r.status == 0, "\(format): \(r.stderrString)")
    }
    // Everything written is below out/; nothing else appeared anywhere in the tree.
    let written = Self.tree(dir)
    #expect(
      written.allSatisfy {
        $0.hasPrefix("src") || $0 == "work" || $0 == "work/export.zip" || $0.hasPrefix("work/out")
      }, "\(written)")
    #expect(written.contains { $0.hasPrefix("work/out/gpx/") && $0.hasSuffix(".gpx") })
    #expect(!written.contains { $0.contains("escaped") })
  }

  @Test func writtenArchivesNeverNameEntriesOutsideTheirFolder() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    // Route file references from the input are reused as entry names only when they are plain names in
    // /workout-routes/; anything else gets a generated name.
    let routes = [
      "/workout-routes/../../../evil.gpx", "/workout-routes/..\\\\..\\\\evil2.gpx", "/etc/evil3.gpx",
      "evil4.gpx",
    ]
    .enumerated().map { i, reference in
      #"{"end":"2024-01-01T10:00:02Z","fileReference":"\#(reference)","locations":[["2024-01-01T10:00:00Z",45,10]],"start":"2024-01-01T10:00:00Z","uuid":"00000000-0000-0000-0000-00000000001\#(i)"}"#
    }
    let line =
      #"{"activityType":"HKWorkoutActivityTypeRunning","duration":2,"end":"2024-01-01T10:00:02Z","kind":"workout","routes":["#
      + routes.joined(separator: ",")
      + #"],"start":"2024-01-01T10:00:00Z","uuid":"00000000-0000-0000-0000-000000000001"}"#
    let input = try Self.write(line + "\n", "refs.ndjson", in: dir)
    let zip = dir.appendingPathComponent("export.zip")
    let r = try CLI.run(["convert", input.path, zip.path, "--to", "health"])
    #expect(r.status == 0, "\(r.stderrString)")
    let list = try runProcess(
      "python3",
      ["-c", "import sys, zipfile; print('\\n'.join(zipfile.ZipFile(sys.argv[1]).namelist()))", zip.path])
    let names = list.stdoutString.split(separator: "\n").map(String.init)
    #expect(names.count == 5, "\(names)")
    for name in names {
      #expect(
        name.hasPrefix("apple_health_export/") && !name.contains("..") && !name.contains("\\"), "\(name)")
      #expect(!name.contains("evil"), "\(name)")
    }
  }

  @Test func zipBombsAreStoppedAtTheDocumentedLimit() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    // export.xml: a valid start, then 64 MiB of spaces (deflate ~1000:1); the reader stops once 16 MiB
    // have come out at a ratio above 250.
    let zip = dir.appendingPathComponent("bomb.zip")
    try Self.python(
      """
      import sys, zipfile
      with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
          with z.open("apple_health_export/export.xml", "w") as f:
              f.write(b'<?xml version="1.0"?>\\n<HealthData locale="en_US">\\n')
              chunk = b" " * (1 << 20)
              for _ in range(64):
                  f.write(chunk)
              f.write(b"</HealthData>\\n")
      """, [zip.path])
    let compressed = try FileManager.default.attributesOfItem(atPath: zip.path)[.size] as? Int ?? 0
    #expect(compressed < 1 << 20)
    let clock = ContinuousClock()
    let start = clock.now
    let r = try CLI.run(["convert", zip.path, dir.appendingPathComponent("out.ndjson").path])
    #expect(clock.now - start < .seconds(60))
    Self.expectRefused(r, file: "bomb.zip", output: dir.appendingPathComponent("out.ndjson"))
    #expect(r.stderrString.contains("250.0× its compressed size"), "\(r.stderrString)")
    #expect(r.stderrString.contains("byte 16777216"), "stopped at the 16 MiB check: \(r.stderrString)")
  }

  /// The FuzzHealthZip timeout (Tests/ZipStreamingTests/Fixtures): through the whole health reader.
  @Test func fuzzFoundUnterminatedDeflateStreamIsALocatedError() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fixture = TestPaths.packageRoot.appendingPathComponent(
      "Tests/ZipStreamingTests/Fixtures/fuzz-unterminated-deflate.zip")
    let clock = ContinuousClock()
    let start = clock.now
    let output = dir.appendingPathComponent("out.ndjson")
    let r = try CLI.run(["convert", fixture.path, output.path])
    #expect(clock.now - start < .seconds(30))
    Self.expectRefused(r, file: "fuzz-unterminated-deflate.zip", output: output)
    #expect(
      r.stderrString.contains("does not end within the entry's 819 compressed bytes"), "\(r.stderrString)")
  }

  @Test func declaredSizesThatLieAreRefused() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Self.write(Self.exportWithRoute("/workout-routes/route_1.gpx"), "export.xml", in: dir)
    let zip = dir.appendingPathComponent("lies.zip")
    // Stored (uncompressed) entry whose local and central headers claim 4 GiB - 2 bytes.
    try Self.python(
      """
      import struct, sys, zipfile
      out, src = sys.argv[1], sys.argv[2]
      with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as z:
          z.write(src, "apple_health_export/export.xml")
      data = bytearray(open(out, "rb").read())
      claim = struct.pack("<I", 0xFFFFFFFE)
      local = data.find(b"PK\\x03\\x04"); data[local + 22:local + 26] = claim
      central = data.find(b"PK\\x01\\x02"); data[central + 24:central + 28] = claim
      open(out, "wb").write(bytes(data))
      """, [zip.path, dir.appendingPathComponent("export.xml").path])
    let r = try CLI.run(["convert", zip.path, dir.appendingPathComponent("out.ndjson").path])
    Self.expectRefused(r, file: "lies.zip", output: dir.appendingPathComponent("out.ndjson"))
  }

  /// Found by FuzzParquet's CSV check: a series entry 6.9e87 s after its sample's start (any number NDJSON
  /// reads) made the CSV and SQLite writers trap (SIGILL) on the instant's text. Instants computed from
  /// numbers (series offsets and durations, heartbeat offsets, event durations) must stay in the years
  /// timestamps name (-9999 to 9999): otherwise a located error, exit 1, no output.
  @Test(arguments: [
    #"{"uuid":"3A4B5C6D-7E8F-4091-A2B3-C4D5E6F7A8B4","kind":"quantity","type":"HKQuantityTypeIdentifierHeartRate","start":"2025-06-14T07:05:00Z","end":"2025-06-14T07:06:00Z","value":130,"unit":"count/min","series":[[128,0,0],[129,6.9e87,0]]}"#,
    #"{"uuid":"3A4B5C6D-7E8F-4091-A2B3-C4D5E6F7A8B5","kind":"quantity","type":"HKQuantityTypeIdentifierHeartRate","start":"2025-06-14T07:05:00Z","end":"2025-06-14T07:06:00Z","value":130,"unit":"count/min","series":[[128,0,-1e300]]}"#,
    #"{"uuid":"3A4B5C6D-7E8F-4091-A2B3-C4D5E6F7A8B6","kind":"heartbeatSeries","start":"2025-06-14T07:05:00Z","end":"2025-06-14T07:06:00Z","beats":[[0.5,false],[1e300,false]]}"#,
    #"{"uuid":"3A4B5C6D-7E8F-4091-A2B3-C4D5E6F7A8B7","kind":"workout","activityType":"HKWorkoutActivityTypeRunning","start":"2025-06-14T07:00:00Z","end":"2025-06-14T07:10:00Z","events":[{"type":"lap","start":"2025-06-14T07:00:00Z","duration":1e300}]}"#,
  ])
  func instantsFromNumbersStayWithinTimestampsYears(_ line: String) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data((line + "\n").utf8).write(to: dir.appendingPathComponent("far.ndjson"))
    for target in ["csv", "sqlite", "parquet", "ndjson", "health"] {
      let out = "out.\(target == "health" ? "zip" : target)"
      let r = try CLI.run(["convert", "far.ndjson", out, "--to", target], in: dir)
      #expect(r.status == 1, "\(target): \(r.stderrString.prefix(1500))")
      #expect(r.stderrString.contains("far.ndjson:1"), "\(target): located: \(r.stderrString.prefix(1500))")
      #expect(r.stderrString.contains("outside the years"), "\(target): \(r.stderrString.prefix(1500))")
      #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(out).path), "\(target)")
    }
  }
}
