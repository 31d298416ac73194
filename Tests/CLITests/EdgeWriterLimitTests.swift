import Foundation
import TestSupport
import Testing

/// Issue 15, group 11: our writers keep within our readers' limits (`XMLStreamOptions`, shared through
/// `XMLStreamWriter.limits`): what we write, we read. A 2 MiB source name or workout name used to be
/// written whole, and reading it back failed on the 1 MiB attribute/text limit.
@Suite struct EdgeWriterLimitTests {
  static let mib = 1 << 20

  /// A sample whose source name is 2 MiB (NDJSON has no limit) and a workout named with 2 MiB (with an
  /// `&` and a multi-byte character at the cut, which must stay whole).
  static func input(in dir: URL) throws -> URL {
    let long = String(repeating: "s", count: 2 * mib)
    let name = String(repeating: "n", count: mib - 3) + "é&" + String(repeating: "n", count: mib)
    let text =
      "{\"end\":\"2025-06-14T07:14:55+02:00\",\"kind\":\"quantity\",\"source\":{\"name\":\"\(long)\"},\"start\":\"2025-06-14T07:05:00+02:00\",\"type\":\"HKQuantityTypeIdentifierStepCount\",\"unit\":\"count\",\"uuid\":\"3A4B5C6D-7E8F-4091-A2B3-C4D5E6F7A8B9\",\"value\":1610}\n"
      + "{\"activityType\":\"HKWorkoutActivityTypeRunning\",\"duration\":600,\"start\":\"2025-06-14T07:00:00+02:00\",\"end\":\"2025-06-14T07:10:00+02:00\",\"kind\":\"workout\",\"metadata\":[[\"HKWorkoutBrandName\",\"\(name)\"]],\"source\":{\"name\":\"\(name)\"},\"uuid\":\"3A4B5C6D-7E8F-4091-A2B3-C4D5E6F7A8C0\"}\n"
    let url = dir.appendingPathComponent("long.ndjson")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func aHealthExportWithA2MiBSourceNameReadsBack() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    _ = try Self.input(in: dir)
    let w = try CLI.run(["convert", "long.ndjson", "out.zip", "--to", "health"], in: dir)
    #expect(w.status == 0, "\(w.stderrString.prefix(2000))")
    #expect(
      w.stderrString.contains("text over 1 MiB"), "the cut is a reported loss: \(w.stderrString.prefix(2000))"
    )
    let r = try CLI.run(["convert", "out.zip", "back.ndjson", "--quiet"], in: dir)
    #expect(r.status == 0, "\(r.stderrString.prefix(2000))")
    // Independent reader: ElementTree sees a sourceName of exactly 1 MiB (the reader's limit) on the
    // record, and the workout's names cut before the `&` (5 bytes as libxml2 hands it over would pass
    // the limit) with the `é` whole.
    let script = """
      import zipfile, xml.etree.ElementTree as ET
      z = zipfile.ZipFile('out.zip')
      for _, e in ET.iterparse(z.open('apple_health_export/export.xml')):
          if e.tag in ('Record', 'Workout'):
              n = e.get('sourceName')
              print(e.tag, len(n.encode()), n[-2:].encode().hex())
      """
    let p = try runProcess("python3", ["-c", script], currentDirectory: dir)
    #expect(p.status == 0, "\(p.stderrString)")
    let lines = p.stdoutString.split(separator: "\n").map(String.init)
    #expect(lines.contains("Record \(Self.mib) 7373"), "\(lines)")
    #expect(lines.contains("Workout \(Self.mib - 1) 6ec3a9"), "\(lines)")
  }

  @Test(arguments: ["gpx", "tcx"]) func longNamesInGPXAndTCXReadBack(_ format: String) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let gpx = """
      <?xml version="1.0"?>
      <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>run</name><trkseg>
      <trkpt lat="47.1" lon="8.5"><time>2025-06-14T05:00:00Z</time></trkpt>
      <trkpt lat="47.2" lon="8.6"><time>2025-06-14T05:01:00Z</time></trkpt>
      </trkseg></trk></gpx>
      """
    try Data(gpx.utf8).write(to: dir.appendingPathComponent("run.gpx"))
    var r = try CLI.run(["convert", "run.gpx", "run.ndjson", "--quiet"], in: dir)
    #expect(r.status == 0, "\(r.stderrString)")
    // Give the workout, its source and its device 2 MiB names through NDJSON, which has no limit (GPX
    // writes them as the track's name and the creator attribute, TCX as the creator's name).
    var text = try String(contentsOf: dir.appendingPathComponent("run.ndjson"), encoding: .utf8)
    let long = String(repeating: "L", count: 2 * Self.mib)
    text = text.replacingOccurrences(of: "\"run\"", with: "\"\(long)\"")
    text = text.replacingOccurrences(of: "\"name\":\"t\"", with: "\"name\":\"\(long)\"")
    #expect(text.contains(long))
    try Data(text.utf8).write(to: dir.appendingPathComponent("long.ndjson"))
    r = try CLI.run(["convert", "long.ndjson", "out.\(format)"], in: dir)
    #expect(r.status == 0, "\(r.stderrString.prefix(2000))")
    #expect(r.stderrString.contains("text over 1 MiB"), "\(r.stderrString.prefix(2000))")
    r = try CLI.run(["convert", "out.\(format)", "back.ndjson", "--quiet"], in: dir)
    #expect(r.status == 0, "\(r.stderrString.prefix(2000))")
    // The longest run of "L" read back is the 1 MiB the writer kept (a linear scan: Foundation's
    // `contains` of a 1 MiB needle is quadratic).
    let back = try Data(contentsOf: dir.appendingPathComponent("back.ndjson"))
    var longest = 0
    var run = 0
    for byte in back {
      run = byte == UInt8(ascii: "L") ? run + 1 : 0
      longest = max(longest, run)
    }
    #expect(longest == Self.mib)
  }

  /// Issue 15, group 11: a route file is read whole, so the reader takes at most 256 MiB
  /// (`HealthExportSafety.routeEntryLimits`); the writer never makes a larger one. A route whose file would
  /// be larger is written as consecutive routes whose files fit (`health.routeFileBytes`, at most the
  /// reader's limit), with a warning. Here the limit is 64 KiB, so a 3,000-point route (about 1 MB of GPX)
  /// is split without writing 256 MiB in a test.
  @Test func aRouteOverTheRouteFileLimitIsSplitIntoFilesTheReaderTakes() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let points = 3000
    var gpx = """
      <?xml version="1.0"?>
      <gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>long</name><trkseg>

      """
    for i in 0..<points {
      let seconds = 5 * 3600 + i
      let time = String(format: "2025-06-14T%02d:%02d:%02dZ", seconds / 3600, seconds / 60 % 60, seconds % 60)
      gpx +=
        "<trkpt lat=\"\(47 + Double(i) * 1e-5)\" lon=\"8.5\"><ele>\(400 + i % 7)</ele><time>\(time)</time></trkpt>\n"
    }
    gpx += "</trkseg></trk></gpx>\n"
    try Data(gpx.utf8).write(to: dir.appendingPathComponent("long.gpx"))
    let limit = 65536
    let w = try CLI.run(
      ["convert", "long.gpx", "out.zip", "--to", "health", "--option", "health.routeFileBytes=\(limit)"],
      in: dir)
    #expect(w.status == 0, "\(w.stderrString.prefix(2000))")
    #expect(w.stderrString.contains("written as"), "the split is reported: \(w.stderrString.prefix(2000))")
    // Independent readers: zipfile (every route file within the limit), ElementTree (each WorkoutRoute
    // names an existing file, in time order), gpxpy (every point once, in order, with its time and position).
    let script = """
      import zipfile, xml.etree.ElementTree as ET, gpxpy
      z = zipfile.ZipFile('out.zip')
      root = 'apple_health_export/'
      sizes = [i.file_size for i in z.infolist() if i.filename.startswith(root + 'workout-routes/')]
      print('files', len(sizes), 'max', max(sizes))
      routes = [r for r in ET.parse(z.open(root + 'export.xml')).getroot().iter('WorkoutRoute')]
      times, lats = [], []
      for r in routes:
          path = r.find('FileReference').get('path')
          g = gpxpy.parse(z.read(root + path.lstrip('/')).decode())
          pts = [p for t in g.tracks for s in t.segments for p in s.points]
          assert r.get('startDate') <= r.get('endDate'), (r.get('startDate'), r.get('endDate'))
          times += [p.time.timestamp() for p in pts]
          lats += [p.latitude for p in pts]
      print('routes', len(routes), 'points', len(times))
      print('ordered', all(a + 1 == b for a, b in zip(times, times[1:])))
      print('positions', all(abs(lat - (47 + i * 1e-5)) < 1e-9 for i, lat in enumerate(lats)))
      """
    let p = try runProcess("python3", ["-c", script], currentDirectory: dir)
    #expect(p.status == 0, "\(p.stderrString)")
    let lines = p.stdoutString.split(separator: "\n").map(String.init)
    let files = lines.first { $0.hasPrefix("files ") }?.split(separator: " ").map(String.init) ?? []
    #expect(files.count == 4 && Int(files[1])! > 1 && Int(files[3])! <= limit, "\(lines)")
    #expect(lines.contains("routes \(files.count > 1 ? files[1] : "?") points \(points)"), "\(lines)")
    #expect(lines.contains("ordered True") && lines.contains("positions True"), "\(lines)")
    // And we read it back (exit 0: no damage found): every point, in the workout's routes.
    let r = try CLI.run(["convert", "out.zip", "back.ndjson"], in: dir)
    #expect(r.status == 0, "\(r.stderrString.prefix(2000))")
    let count = """
      import json
      routes = points = 0
      for line in open('back.ndjson'):
          o = json.loads(line)
          if o.get('kind') == 'workout':
              for route in o.get('routes', []):
                  routes += 1
                  points += len(route['locations'])
      print(routes, points)
      """
    let c = try runProcess("python3", ["-c", count], currentDirectory: dir)
    #expect(
      c.stdoutString == "\(files.count > 1 ? files[1] : "?") \(points)\n",
      "\(c.stdoutString) \(c.stderrString)")
    // A limit above what the reader takes is refused before anything is read or written.
    let over = try CLI.run(
      ["convert", "long.gpx", "over.zip", "--to", "health", "--option", "health.routeFileBytes=\(1 << 30)"],
      in: dir)
    #expect(over.status == 2, "\(over.stderrString.prefix(2000))")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("over.zip").path))
  }
}
