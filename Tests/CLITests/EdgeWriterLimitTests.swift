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
}
