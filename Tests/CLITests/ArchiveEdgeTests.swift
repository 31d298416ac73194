import Foundation
import TestSupport
import Testing

/// Archive and compressed inputs at their edges, against the built binary: members no format reads,
/// compressed members cut short, duplicate names, nesting and member-count bounds.
@Suite struct ArchiveEdgeTests {
  /// Runs Python statements with `sys`, `zipfile`, `gzip`, `io`, `os` imported, `out` = argv[1] and
  /// `ride` = the bytes of Samples/ride.fit.
  static func python(_ body: String, _ out: URL) throws {
    let ride = TestPaths.samples.appendingPathComponent("ride.fit").path
    let script =
      "import sys, zipfile, gzip, io, os, json\nout = sys.argv[1]\nride = open(sys.argv[2], 'rb').read()\n"
      + body
    let r = try runProcess("python3", ["-c", script, out.path, ride])
    try #require(r.status == 0, "python failed: \(r.stderrString)")
  }

  /// The report's warnings by code.
  static func warnings(_ report: URL) throws -> [String: [String: Any]] {
    let json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    let list = json["warnings"] as? [[String: Any]] ?? []
    return Dictionary(list.map { ($0["code"] as? String ?? "", $0) }, uniquingKeysWith: { a, _ in a })
  }

  static func report(_ url: URL) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  @Test("JSON objects and arrays of a Garmin account export are members no format reads, not damage")
  func garminJSONMembersAreSkipped() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("garmin.zip")
    try Self.python(
      """
      big = {"userId": 1, "days": [{"calendarDate": "2024-01-%02d" % (d % 28 + 1), "steps": d} for d in range(400)]}
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("DI_CONNECT/DI-Connect-User/user_profile.json", json.dumps({"userName": "x", "gender": "F"}))
          z.writestr("DI_CONNECT/DI-Connect-User/user_settings.json", json.dumps({"a": 1}, indent=2))
          z.writestr("DI_CONNECT/DI-Connect-Wellness/wellness.json", json.dumps(big))
          z.writestr("DI_CONNECT/DI-Connect-Wellness/sleep.json", json.dumps([{"sleepStart": 1}]))
          z.writestr("DI_CONNECT/DI-Connect-Fitness/ride.fit", ride)
      """, zip)
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", zip.path, dir.appendingPathComponent("out.ndjson").path, "--report", report.path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let skipped = try #require(try Self.warnings(report)["archive.memberSkipped"])
    #expect(skipped["count"] as? Int == 4, "\(skipped)")
    let json = try Self.report(report)
    #expect((json["recoveredErrors"] as? [Any] ?? []).isEmpty, "\(json)")
    let statuses = (json["perInput"] as? [[String: Any]] ?? []).map { $0["status"] as? String ?? "" }
    #expect(statuses == ["skipped", "skipped", "skipped", "skipped", "converted"], "\(statuses)")
  }

  @Test("an NDJSON member of the model is still read, whatever its name")
  func modelNDJSONMemberIsRead() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("mixed.zip")
    let ndjson = TestPaths.samples.appendingPathComponent("morning-run.ndjson").path
    try Self.python(
      """
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("run.json", open(\(String(reflecting: ndjson)), "rb").read())
          z.writestr("profile.json", json.dumps({"kind": "person", "name": "x"}))
      """, zip)
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", zip.path, dir.appendingPathComponent("out.ndjson").path, "--report", report.path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let entries = try Self.report(report)["perInput"] as? [[String: Any]] ?? []
    #expect(entries.map { $0["status"] as? String ?? "" } == ["converted", "skipped"], "\(entries)")
    #expect(entries.first?["format"] as? String == "ndjson")
  }
}

/// Compressed members cut short or followed by garbage, duplicate names, nesting and member bounds.
@Suite struct ArchiveDamageAndLimitTests {
  /// Converts `input` to NDJSON with a report: exit status, the report, the output's lines.
  static func convert(_ input: URL, in dir: URL) throws -> (Int32, [String: Any], [String]) {
    let out = dir.appendingPathComponent(input.lastPathComponent + ".ndjson")
    let report = dir.appendingPathComponent(input.lastPathComponent + ".report.json")
    let r = try CLI.run(["convert", input.path, out.path, "--report", report.path, "--quiet"])
    let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
    return (r.status, try ArchiveEdgeTests.report(report), text.split(separator: "\n").map(String.init))
  }

  static func recovered(_ report: [String: Any]) -> [String] {
    (report["recoveredErrors"] as? [[String: Any]] ?? []).map {
      "\($0["message"] ?? "") @ \(($0["location"] as? [String: Any])?["file"] ?? "")"
    }
  }

  /// The lines of a conversion with the input names (which differ between the inputs) taken out.
  static func comparable(_ lines: [String]) -> [String] {
    lines.map { $0.replacingOccurrences(of: #""source":\{[^}]*\}"#, with: "", options: .regularExpression) }
  }

  @Test(".fit.gz cut short or followed by garbage keeps what a plain .fit cut at the same byte keeps")
  func compressedMemberCutShort() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let cut = dir.appendingPathComponent("cut.fit.gz")
    try ArchiveEdgeTests.python(
      """
      import zlib
      packed = gzip.compress(ride)
      part = packed[:len(packed) * 2 // 3]
      open(out, "wb").write(part)
      # What zlib can give from those bytes: the plain file cut at the same place.
      d = zlib.decompressobj(16 + zlib.MAX_WBITS)
      here = os.path.dirname(out)
      open(os.path.join(here, "cut.fit"), "wb").write(d.decompress(part))
      open(os.path.join(here, "tail.fit.gz"), "wb").write(packed + b"garbage after the end")
      with zipfile.ZipFile(os.path.join(here, "strava.zip"), "w") as z:
          z.writestr("activities/1.fit.gz", part)
          z.writestr("activities/2.fit", ride)
      """, cut)
    let plain = try Self.convert(dir.appendingPathComponent("cut.fit"), in: dir)
    let packed = try Self.convert(cut, in: dir)
    // Both recover (exit 4) with the same items.
    #expect(plain.0 == 4 && packed.0 == 4, "\(plain.1) \(packed.1)")
    #expect(!plain.2.isEmpty)
    #expect(Self.comparable(packed.2) == Self.comparable(plain.2))
    #expect(packed.1["itemsWritten"] as? [String: Int] == plain.1["itemsWritten"] as? [String: Int])
    let damage = Self.recovered(packed.1)
    #expect(
      damage.contains { $0.contains("ends inside a member") && $0.contains("compressed byte") },
      "\(damage)")

    // Garbage after the end: everything is there; the garbage is reported where it starts.
    let tail = try Self.convert(dir.appendingPathComponent("tail.fit.gz"), in: dir)
    let whole = try Self.convert(TestPaths.samples.appendingPathComponent("ride.fit"), in: dir)
    #expect(tail.0 == 4, "\(tail.1)")
    #expect(Self.comparable(tail.2) == Self.comparable(whole.2))
    let garbage = Self.recovered(tail.1)
    #expect(garbage.count == 1 && garbage[0].contains("after the end of the gzip data"), "\(garbage)")
    #expect(garbage.first?.contains("compressed byte 2611") == true, "\(garbage)")

    // The same cut member inside an archive: kept as far as it goes, the other member whole.
    let archive = try Self.convert(dir.appendingPathComponent("strava.zip"), in: dir)
    #expect(archive.0 == 4, "\(archive.1)")
    let entries = archive.1["perInput"] as? [[String: Any]] ?? []
    #expect(entries.map { $0["status"] as? String ?? "" } == ["recovered", "converted"], "\(entries)")
    #expect(Self.recovered(archive.1).contains { $0.contains("strava.zip:activities/1.fit.gz") })
  }

  @Test("duplicate member names: each member is read from its own entry")
  func duplicateMemberNames() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("dups.zip")
    let gpx = """
      <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>\
      <trkpt lat="1" lon="2"><time>2024-01-01T10:00:00Z</time></trkpt>\
      <trkpt lat="1.001" lon="2"><time>2024-01-01T10:01:00Z</time></trkpt></trkseg></trk></gpx>
      """
    try ArchiveEdgeTests.python(
      """
      import warnings
      warnings.simplefilter("ignore")
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("activity", ride)
          z.writestr("activity", \(String(reflecting: gpx)))
          z.writestr("activity", b"")
      """, zip)
    let (status, report, _) = try Self.convert(zip, in: dir)
    #expect(status == 0, "\(report)")
    let entries = report["perInput"] as? [[String: Any]] ?? []
    #expect(
      entries.map { $0["format"] as? String ?? $0["status"] as? String ?? "" } == ["fit", "gpx", "skipped"])
  }

  @Test("a zip nested 20 deep: the over-deep member is reported, the rest converted")
  func nestedTooDeep() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("deep.zip")
    try ArchiveEdgeTests.python(
      """
      inner = ride
      name = "ride.fit"
      for level in range(20):
          buf = io.BytesIO()
          with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
              z.writestr(name, inner)
              if level == 0: z.writestr("also.fit", ride)
          inner, name = buf.getvalue(), "level%d.zip" % level
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("top.fit", ride)
          z.writestr(name, inner)
      """, zip)
    let (status, report, _) = try Self.convert(zip, in: dir)
    #expect(status == 4, "\(report)")
    let entries = report["perInput"] as? [[String: Any]] ?? []
    #expect(entries.map { $0["status"] as? String ?? "" } == ["converted"], "\(entries)")
    let damage = Self.recovered(report)
    #expect(damage.count == 1, "\(damage)")
    #expect(
      damage.first?.contains("1 member is not read: archives nested more than 8 deep") == true, "\(damage)")
    #expect(damage.first?.contains("ZipLimits.maxNestingDepth") == true)
    #expect(damage.first?.contains("deep.zip:level19.zip:level18.zip") == true, "\(damage)")
  }

  @Test("a small zip of zips cannot hold more members than a flat archive of its size")
  func nestedMembersBounded() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("many.zip")
    try ArchiveEdgeTests.python(
      """
      buf = io.BytesIO()
      with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
          for i in range(100): z.writestr("m%d.txt" % i, b"")
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          for i in range(100): z.writestr("inner%d.zip" % i, buf.getvalue())
      """, zip)
    let size = try #require(try FileManager.default.attributesOfItem(atPath: zip.path)[.size] as? Int)
    let bound = max(1000, size / 76)
    #expect(bound < 10_100)
    let (status, report, _) = try Self.convert(zip, in: dir)
    #expect(status == 4, "\(report)")
    let damage = Self.recovered(report)
    #expect(damage.count == 1, "\(damage)")
    #expect(
      damage.first?.contains("members are not read: the archive holds more than \(bound) members")
        == true, "\(damage)")
    let skipped = try #require(
      (report["warnings"] as? [[String: Any]] ?? []).first {
        $0["code"] as? String == "archive.memberSkipped"
      })
    // Every member read counts, the inner archives too.
    #expect(skipped["count"] as? Int == bound - (bound + 100) / 101, "\(skipped)")
  }

  @Test("members no format reads are counted; only the first 1,000 get a report entry")
  func skippedMembersAreCounted() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("empty.zip")
    try ArchiveEdgeTests.python(
      """
      with zipfile.ZipFile(out, "w") as z:
          for i in range(2500): z.writestr("m%d" % i, b"")
          z.writestr("ride.fit", ride)
      """, zip)
    let (status, report, lines) = try Self.convert(zip, in: dir)
    #expect(status == 0, "\(report)")
    #expect(!lines.isEmpty)
    let entries = report["perInput"] as? [[String: Any]] ?? []
    #expect(entries.count == 1_001)
    #expect(entries.last?["status"] as? String == "converted")
    let skipped = try #require(
      (report["warnings"] as? [[String: Any]] ?? []).first {
        $0["code"] as? String == "archive.memberSkipped"
      })
    #expect(skipped["count"] as? Int == 2_500)
  }

  @Test("members inflating past the archive's budget: the one that passes it is damage, the rest counted")
  func archiveBudgetStopsReading() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("budget.zip")
    // 30 nested zips of 1 MiB each (a stored MiB of zeros) deflate to ~35 KB: spooling them takes 30 MiB
    // out of a budget of max(16 MiB, 250 × 35 KB); a FIT first, converted.
    try ArchiveEdgeTests.python(
      """
      buf = io.BytesIO()
      with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z: z.writestr("zeros.bin", bytes(1 << 20))
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("ride.fit", ride)
          for i in range(30): z.writestr("z%02d.zip" % i, buf.getvalue())
      """, zip)
    let (status, report, lines) = try Self.convert(zip, in: dir)
    #expect(status == 4, "\(report)")
    #expect(!lines.isEmpty)
    let damage = Self.recovered(report)
    #expect(damage.count == 2, "\(damage)")
    #expect(damage.contains { $0.contains("14 members are not read") && $0.contains("budget.zip:z16.zip") })
    #expect(
      damage.contains {
        $0.contains("1 member is not read: nested archives cannot be opened")
          && $0.contains("ZipInflateBudget")
          && $0.contains("budget.zip:z15.zip")
      }, "\(damage)")
  }
}
