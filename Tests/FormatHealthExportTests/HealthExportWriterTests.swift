import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel
import ZipStreaming

@testable import FormatHealthExport

private let corpusFiles =
  SharedCorpus.files(in: "corpus/health", extension: "xml")
  + SharedCorpus.files(in: "corpus/health", extension: "zip")

@Suite struct HealthExportRoundTripTests {
  /// export → model → export.zip → model gives the same model (through NDJSON), for every corpus file.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func corpusRoundTrips() throws {
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for url in corpusFiles {
      let (first, _) = try HealthTestSupport.read(url)
      let zip = folder.appendingPathComponent(url.lastPathComponent + ".zip")
      try HealthTestSupport.write(first).data.write(to: zip)
      let (second, report) = try HealthTestSupport.read(zip)
      #expect(report.recoveredErrors.isEmpty)
      let a = try HealthTestSupport.normalisedText(first)
      let b = try HealthTestSupport.normalisedText(second)
      #expect(a == b, "\(url.lastPathComponent) changed in a round trip")
      if case .exportInfo(let info)? = second.first { #expect(info.formatVersion == 14) }
      // And the written archive is stable: writing the second model gives the same bytes.
      #expect(try HealthTestSupport.write(second).data == (try Data(contentsOf: zip)))
    }
  }

  /// A generated iOS 17 shaped export (HRV beat lists, activities, statistics, route GPX files) round trips,
  /// and the oracle reads our archive like the original.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func generatedExportRoundTrips() throws {
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try HealthTestSupport.generate(records: 4000, workouts: 4, seed: 7, into: folder)
    let (first, _) = try HealthTestSupport.read(source)
    let ours = folder.appendingPathComponent("ours.zip")
    try HealthTestSupport.write(first).data.write(to: ours)
    let (second, _) = try HealthTestSupport.read(ours)
    #expect(try NDJSONWriter.text(of: first) == NDJSONWriter.text(of: second))
    #expect(HealthDataset(items: first).workouts.flatMap(\.routes).count >= 1)
    #expect(HealthDataset(items: first).countsByKind[.heartbeatSeries, default: 0] > 0)
    // The independent oracle sees the same records, workouts, events and route points in both archives
    // (our writer repeats correlation members at top level, as the Health app does).
    let a = try HealthTestSupport.oracle(source)
    let b = try HealthTestSupport.oracle(ours)
    #expect(a["records"] as? [String: Int] == b["records"] as? [String: Int])
    #expect(a["beats"] as? Int == b["beats"] as? Int)
    let wa = a["workouts"] as? [[String: Any]] ?? []
    let wb = b["workouts"] as? [[String: Any]] ?? []
    #expect(wa.count == wb.count)
    for (x, y) in zip(wa, wb) {
      #expect(x["routePoints"] as? Int == y["routePoints"] as? Int)
      #expect(x["events"] as? [String: Int] == y["events"] as? [String: Int])
      #expect(x["statistics"] as? Int == y["statistics"] as? Int)
      #expect(x["start"] as? String == y["start"] as? String)
    }
  }

  /// The archive layout and export.xml text follow Apple's dialect.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func writtenArchiveFollowsApplesDialect() throws {
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (items, _) = try HealthTestSupport.read(SharedCorpus.url("corpus/health/dogsheep-export.zip"))
    let zipURL = folder.appendingPathComponent("out.zip")
    try HealthTestSupport.write(items).data.write(to: zipURL)
    let zip = try ZipArchiveReader(url: zipURL)
    #expect(
      zip.entries().map(\.path) == [
        "apple_health_export/export.xml", "apple_health_export/workout-routes/route_2019-06-11_3.00pm.gpx",
      ])
    let xml = String(
      decoding: try zip.readData(try #require(zip.entry(atPath: "apple_health_export/export.xml"))),
      as: UTF8.self)
    let dtd = try String(
      contentsOf: TestPaths.formats.appendingPathComponent("health-export/export-v14.dtd"), encoding: .utf8)
    #expect(
      xml.containsBytes(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE HealthData [\n" + dtd
          + "]>\n<HealthData locale=\"en_US\">\n <ExportDate value=\"2019-07-19 10:36:11 -0700\"/>\n <Me HKCharacteristicTypeIdentifierDateOfBirth=\"1990-02-02\"",
        atStart: true))
    #expect(xml.hasSuffix("\n</HealthData>\n"))
    #expect(
      xml.containsBytes(
        "\n <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Apple\u{A0}Watch\" sourceVersion=\"4.3.1\" device=\"&lt;&lt;HKDevice: "
      ))
    #expect(
      xml.containsBytes(
        "&gt;, name:Apple Watch, manufacturer:Apple, model:Watch, hardware:Watch2,4, software:4.3.1&gt;\" unit=\"count/min\" creationDate=\"2018-09-10 02:47:35 -0700\" startDate=\"2018-09-10 02:28:55 -0700\" endDate=\"2018-09-10 02:28:55 -0700\" value=\"72\">\n  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n </Record>\n"
      ))
    #expect(
      xml.containsBytes(
        " <Workout workoutActivityType=\"HKWorkoutActivityTypeRunning\" duration=\"5.19412346680959\" durationUnit=\"min\" totalDistance=\"0.4971749504535062\" totalDistanceUnit=\"mi\" totalEnergyBurned=\"48.74499999999999\" totalEnergyBurnedUnit=\"kcal\" sourceName=\"Apple\u{A0}Watch\""
      ))
    #expect(xml.containsBytes("   <FileReference path=\"/workout-routes/route_2019-06-11_3.00pm.gpx\"/>\n"))
    let gpx = String(
      decoding: try zip.readData(
        try #require(zip.entry(atPath: "apple_health_export/workout-routes/route_2019-06-11_3.00pm.gpx"))),
      as: UTF8.self)
    let original = String(
      decoding: try ZipArchiveReader(url: SharedCorpus.url("corpus/health/dogsheep-export.zip")).readData(
        try #require(
          try ZipArchiveReader(url: SharedCorpus.url("corpus/health/dogsheep-export.zip")).entry(
            atPath: "apple_health_export/workout-routes/route_2019-06-11_3.00pm.gpx"))),
      as: UTF8.self)
    // Byte-identical to Apple's file except the export time in <metadata>.
    func dropMetadataTime(_ s: String) -> String {
      s.replacingOccurrences(of: #"<time>[^<]*</time>\n  </metadata>"#, with: "", options: .regularExpression)
    }
    #expect(dropMetadataTime(gpx) == dropMetadataTime(original))
    #expect(gpx.utf8.last == UInt8(ascii: ">"))
  }

  /// The DTD written verbatim is generated from Formats/health-export, which is imported from ../shared.
  @Test func dtdIsFresh() throws {
    let dtd = try String(
      contentsOf: TestPaths.formats.appendingPathComponent("health-export/export-v14.dtd"), encoding: .utf8)
    #expect(ExportDTD.version14 == dtd)
    #expect(dtd.hasPrefix("<!-- HealthKit Export Version: 14 -->\n"))
    let check = try runProcess(
      "python3", [TestPaths.formats.appendingPathComponent("health-export/generate.py").path, "--check"])
    #expect(
      check.status == 0, "Sources/FormatHealthExport/Generated/ExportDTD.swift is stale: run generate.py")
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func importedDTDMatchesShared() throws {
    let shared = try String(contentsOf: SharedCorpus.url("formats/health-export/export.dtd"), encoding: .utf8)
    #expect(ExportDTD.version14 == shared)
  }
}

@Suite struct HealthExportQuirkTests {
  /// A raw U+000B is replaced with a located warning; everything is read.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func controlCharactersAreRecovered() throws {
    var text = try String(
      contentsOf: SharedCorpus.url("corpus/health/tdda-export6s3sample.xml"), encoding: .utf8)
    text = text.replacingOccurrences(of: "sourceName=\"Health\"", with: "sourceName=\"He\u{0B}alth\"")
    let (items, report) = try HealthTestSupport.read(data: Data(text.utf8), name: "vt.xml")
    let (clean, _) = try HealthTestSupport.read(SharedCorpus.url("corpus/health/tdda-export6s3sample.xml"))
    #expect(items.count == clean.count)
    #expect(report.warnings.contains { $0.code == "health.controlCharacters" })
    #expect(report.warnings.contains { $0.firstLocation?.line != nil && $0.code.hasPrefix("xml.") })
  }

  /// A truncated export keeps everything before the damage and reports a located error.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func truncatedExportsKeepWhatCameBefore() throws {
    let data = try Data(contentsOf: SharedCorpus.url("corpus/health/hkimport-export.xml"))
    let cut = data.prefix(data.count * 6 / 10)
    let (items, report) = try HealthTestSupport.read(data: Data(cut), name: "cut.xml")
    let error = try #require(report.recoveredErrors.first)
    #expect(error.code == .truncatedInput)
    #expect((error.location?.line ?? 0) > 1000)
    #expect((error.location?.byteOffset ?? 0) > 0)
    let (all, _) = try HealthTestSupport.read(SharedCorpus.url("corpus/health/hkimport-export.xml"))
    #expect(items.count > 5000 && items.count < all.count)
    // Everything read is a prefix of the full read (held-back member candidates come last).
    let full = Set(all)
    #expect(items.allSatisfy { full.contains($0) || $0.kind == .workout })
    // The same damage inside an archive.
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let zipURL = folder.appendingPathComponent("cut.zip")
    let writer = try ZipArchiveWriter(url: zipURL)
    try writer.addEntry(path: "apple_health_export/export.xml", data: Data(cut))
    try writer.finish()
    let (zipped, zipReport) = try HealthTestSupport.read(zipURL)
    #expect(zipped == items)
    #expect(zipReport.recoveredErrors.first?.code == .truncatedInput)
    // Under damagePolicy .fail the error is thrown.
    #expect(throws: ConversionError.self) {
      _ = try HealthTestSupport.read(
        data: Data(cut), name: "cut.xml", options: FormatOptions(damagePolicy: .fail))
    }
  }

  /// Not an export: a located error, no crash.
  @Test func otherXMLIsRefused() throws {
    #expect(throws: ConversionError.self) {
      _ = try HealthTestSupport.read(data: Data("<?xml version=\"1.0\"?><gpx></gpx>".utf8), name: "x.xml")
    }
  }
}

extension String {
  /// Byte-wise substring test (no Unicode canonical equivalence), for exact-output checks.
  func containsBytes(_ needle: String, atStart: Bool = false) -> Bool {
    let h = Array(utf8)
    let n = Array(needle.utf8)
    if atStart { return h.starts(with: n) }
    guard !n.isEmpty, n.count <= h.count else { return n.isEmpty }
    var i = 0
    while i + n.count <= h.count {
      if h[i] == n[0], Array(h[i..<(i + n.count)]) == n { return true }
      i += 1
    }
    return false
  }
}

/// `export_cda.xml` travels by reference (`CarriedFiles`): the token comes from its content, so two exports
/// (or two copies of one) share it. Each place read stays registered, and the writer takes the first that
/// still holds the bytes.
@Suite struct CarriedFileTests {
  /// Found as a flaky `generatedExportRoundTrips` in CI: the generator writes the same CDA into every export,
  /// so another test reading its own export (then deleting it) replaced this test's registration, and the
  /// written archive lost its CDA. Here deterministically: read the export, read a copy, delete the copy,
  /// write the first dataset.
  @Test func aCDAReadFromTwoPlacesSurvivesTheLaterOneBeingRemoved() throws {
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/make_archives.py").path
    let made = try runProcess(
      "python3", [script, "ecg", TestPaths.samples.appendingPathComponent("export.zip").path, folder.path])
    try #require(made.status == 0, "\(made.stderrString)")
    let original = folder.appendingPathComponent("ecg-export.zip")
    // A CDA of this run's own (a comment with a fresh UUID): other tests reading the fixture's CDA in this
    // process register places of their own for the fixture's token, not for this one.
    let rewrite = """
      import sys, zipfile
      src, dst, mark = sys.argv[1:]
      with zipfile.ZipFile(src) as a, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as b:
          for i in a.infolist():
              data = a.read(i)
              if i.filename.endswith("export_cda.xml"): data += ("<!-- " + mark + " -->").encode()
              b.writestr(i, data)
      """
    let unique = folder.appendingPathComponent("unique.zip")
    let rewritten = try runProcess("python3", ["-c", rewrite, original.path, unique.path, UUID().uuidString])
    try #require(rewritten.status == 0, "\(rewritten.stderrString)")
    try FileManager.default.removeItem(at: original)
    try FileManager.default.moveItem(at: unique, to: original)
    let copy = folder.appendingPathComponent("copy.zip")
    try FileManager.default.copyItem(at: original, to: copy)

    let (first, _) = try HealthTestSupport.read(original)
    _ = try HealthTestSupport.read(copy)  // the same CDA token, registered at a second place
    try FileManager.default.removeItem(at: copy)

    let (written, report) = try HealthTestSupport.write(first)
    #expect(!report.losses.contains { $0.kind == Loss.Kind.opaque("export_cda.xml") }, "\(report.losses)")
    let out = folder.appendingPathComponent("out.zip")
    try written.write(to: out)
    let (second, _) = try HealthTestSupport.read(out)
    let cda: (HealthItem) -> Bool = {
      if case .opaque(let o) = $0 { return o.name == "export_cda.xml" }
      return false
    }
    #expect(first.filter(cda).count == 1)
    #expect(second.filter(cda).count == 1, "the CDA was carried")

    // With no place left (reading `out` registered it too), the loss is reported, not a silent drop.
    try FileManager.default.removeItem(at: original)
    try FileManager.default.removeItem(at: out)
    let (_, lost) = try HealthTestSupport.write(first)
    #expect(lost.losses.contains { $0.kind == Loss.Kind.opaque("export_cda.xml") })
  }
}
