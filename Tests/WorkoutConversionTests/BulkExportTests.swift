import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// Strava and Garmin Connect bulk-export layouts (fixtures by `Tests/Scripts/make_archives.py bulk`, from
/// `Samples/` and invented names): item counts per member equal the members read one by one, and the rows
/// of Strava's activities.csv arrive in the workouts' metadata.
@Suite struct BulkExportTests {
  static func fixtures() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-bulk-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/make_archives.py").path
    let result = try runProcess("python3", [script, "bulk", TestPaths.samples.path, folder.path])
    try #require(result.status == 0, "make_archives.py failed: \(result.stderrString)")
    return folder
  }

  static func read(_ url: URL) throws -> (HealthDataset, ConversionReport) {
    try Converter.readAll(InputSource(file: url))
  }

  static func convert(_ url: URL) throws -> (HealthDataset, ConversionReport) {
    let out = url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + ".ndjson")
    let report = try Converter.convert(
      input: InputSource(file: url), to: .file(out), settings: ConversionSettings(outputFormat: .ndjson))
    let (dataset, _) = try Converter.readAll(InputSource(file: out))
    return (dataset, report)
  }

  @Test(
    "Strava export: each activity file converted, activities.csv's name, type, description, gear and id in metadata"
  )
  func strava() throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (ride, _) = try Self.read(folder.appendingPathComponent("members/ride.fit"))
    let (hike, _) = try Self.read(folder.appendingPathComponent("members/hike.gpx"))
    let (dataset, report) = try Self.convert(folder.appendingPathComponent("export_12345.zip"))
    // 1001.fit.gz and 1002.fit are the ride; 1003.gpx.gz the hike.
    #expect(dataset.workouts.count == 2 * ride.workouts.count + hike.workouts.count)
    #expect(report.itemsRead["workout"] == dataset.workouts.count)
    func value(_ w: Workout, _ key: String) -> String? { w.header.metadata[key]?.stringValue }
    let byID = Dictionary(grouping: dataset.workouts) { value($0, "strava.activity.id") ?? "" }
    let first = try #require(byID["1001"]?.first)
    #expect(value(first, "strava.activity.name") == "Morning Run")
    #expect(value(first, "strava.activity.type") == "Run")
    #expect(value(first, "strava.activity.description") == "Easy, with \"quotes\"\nand a second line")
    #expect(value(first, "strava.activity.gear") == "Pegasus 40")
    #expect(first.activityType == ride.workouts[0].activityType)  // the file's own sport is kept
    #expect(value(try #require(byID["1002"]?.first), "strava.activity.name") == "Same run, plain file")
    // The GPX has no sport: Strava's type is used.
    let hiked = try #require(byID["1003"]?.first)
    #expect(hike.workouts[0].activityType.exportName == "HKWorkoutActivityTypeOther")
    #expect(hiked.activityType.exportName == "HKWorkoutActivityTypeHiking")
    // The manual activity and the missing file are reported; profile.csv is a skipped member; activities.csv is not.
    let rows = try #require(report.warnings.first { $0.code == "strava.rowWithoutFile" })
    #expect(rows.count == 2)
    let skipped = try #require(report.warnings.first { $0.code == "archive.memberSkipped" })
    #expect(skipped.count == 1 && skipped.message.contains("profile.csv"))
  }

  @Test(
    "Garmin Connect account export (nested UploadedFiles zip) and per-activity download: every FIT converted")
  func garmin() throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (ride, rideReport) = try Self.read(folder.appendingPathComponent("members/ride.fit"))
    let (account, report) = try Self.convert(folder.appendingPathComponent("garmin-export.zip"))
    #expect(account.workouts.count == 2 * ride.workouts.count)
    for (kind, count) in rideReport.itemsRead where kind != "fit.messages" {
      #expect(report.itemsRead[kind] == 2 * count, "\(kind)")
    }
    #expect(report.warnings.first { $0.code == "archive.memberSkipped" }?.count == 2)  // the JSON files
    let (single, _) = try Self.convert(folder.appendingPathComponent("12345678.zip"))
    #expect(single.workouts == ride.workouts)
  }

  @Test(
    "Garmin Connect account export → Apple Health export: ElementTree finds every FIT activity as a Workout")
  func garminToHealth() throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (ride, _) = try Self.read(folder.appendingPathComponent("members/ride.fit"))
    let out = folder.appendingPathComponent("health.zip")
    let report = try Converter.convert(
      input: InputSource(file: folder.appendingPathComponent("garmin-export.zip")), to: .file(out),
      settings: ConversionSettings(outputFormat: .health))
    #expect(report.itemsWritten["workout"] == 2 * ride.workouts.count)
    // An independent reader: Python's zipfile + ElementTree, the Workout elements and their durations.
    let script = """
      import sys, zipfile, json, xml.etree.ElementTree as ET
      z = zipfile.ZipFile(sys.argv[1])
      name = next(n for n in z.namelist() if n.endswith("export.xml"))
      root = ET.fromstring(z.read(name))
      print(json.dumps([[w.get("workoutActivityType"), float(w.get("duration")), w.get("durationUnit")]
                        for w in root.iter("Workout")]))
      """
    let r = try runProcess("python3", ["-c", script, out.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let workouts = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[Any]])
    #expect(workouts.count == 2 * ride.workouts.count)
    let expected = try #require(ride.workouts.first)
    for w in workouts {
      #expect(w[0] as? String == expected.activityType.exportName)
      let minutes = (w[1] as? Double) ?? .nan
      #expect(w[2] as? String == "min")
      // The export writes durations in minutes with the active (timer) seconds of the ride.
      #expect(abs(minutes * 60 - (expected.duration ?? expected.header.duration)) < 0.01)
    }
  }

  /// The report entry's counts of a member equal that member converted alone (same format, same target).
  static func expectEntry(
    _ entry: ConversionReport.InputEntry?, equals alone: ConversionReport, _ comment: Comment
  ) {
    #expect(entry?.status == "converted", comment)
    #expect(entry?.exitCode == 0, comment)
    #expect(entry?.itemsRead == alone.itemsRead, comment)
    #expect(entry?.itemsWritten == alone.itemsWritten, comment)
    #expect(entry?.itemsDropped == alone.itemsDropped, comment)
    #expect(entry?.losses == alone.losses.count, comment)
  }

  @Test("Per-member report entries into one output: each member's counts equal the member converted alone")
  func perMemberEntries() throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, ride) = try Self.convert(folder.appendingPathComponent("members/ride.fit"))
    let (_, hike) = try Self.convert(folder.appendingPathComponent("members/hike.gpx"))
    let (_, report) = try Self.convert(folder.appendingPathComponent("export_12345.zip"))
    let entries = try #require(report.perInput)
    let byMember = Dictionary(entries.map { ($0.member ?? "", $0) }, uniquingKeysWith: { a, _ in a })
    // activities.csv is the export's index, not a member; profile.csv is skipped.
    #expect(
      entries.map(\.member) == [
        "profile.csv", "activities/1001.fit", "activities/1002.fit", "activities/1003.gpx",
      ])
    #expect(byMember["profile.csv"]?.status == "skipped" && byMember["profile.csv"]?.exitCode == nil)
    Self.expectEntry(byMember["activities/1001.fit"], equals: ride, "1001.fit.gz")
    Self.expectEntry(byMember["activities/1002.fit"], equals: ride, "1002.fit")
    Self.expectEntry(byMember["activities/1003.gpx"], equals: hike, "1003.gpx.gz")
    #expect(
      byMember["activities/1001.fit"]?.format == "fit" && byMember["activities/1003.gpx"]?.format == "gpx")
    #expect(
      byMember["activities/1001.fit"]?.input.hasSuffix("export_12345.zip:activities/1001.fit.gz:1001.fit")
        == true)
    // The members' shares add up to the archive's counts.
    var sum: [String: Int] = [:]
    for entry in entries { sum.merge(entry.itemsRead, uniquingKeysWith: +) }
    #expect(sum == report.itemsRead)
    // Nested zips: the account export's two uploaded FIT files.
    let (_, garmin) = try Self.convert(folder.appendingPathComponent("garmin-export.zip"))
    let converted = try #require(garmin.perInput).filter { $0.status == "converted" }
    #expect(converted.count == 2)
    for entry in converted { Self.expectEntry(entry, equals: ride, "\(entry.input)") }
    #expect(
      converted.first?.member
        == "DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip:athlete@example.com_1111.fit")
  }

  @Test(
    "An archive into a directory: one output per member, named by the batch rule, counts as the member alone")
  func perMemberOutputs() throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, ride) = try Self.convert(folder.appendingPathComponent("members/ride.fit"))
    let (_, hike) = try Self.convert(folder.appendingPathComponent("members/hike.gpx"))
    let out = folder.appendingPathComponent("out")
    let report = try Converter.convert(
      input: InputSource(file: folder.appendingPathComponent("export_12345.zip")), to: .directory(out),
      settings: ConversionSettings(outputFormat: .ndjson))
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names == ["1001.ndjson", "1002.ndjson", "1003.ndjson"])
    let entries = try #require(report.perInput).filter { $0.status != "skipped" }
    #expect(
      entries.map { $0.outputs.map { URL(fileURLWithPath: $0).lastPathComponent } } == names.map { [$0] })
    Self.expectEntry(entries[0], equals: ride, "1001")
    Self.expectEntry(entries[1], equals: ride, "1002")
    Self.expectEntry(entries[2], equals: hike, "1003")
    // Each output holds its member's data, with the Strava row's metadata.
    let (first, _) = try Converter.readAll(InputSource(file: out.appendingPathComponent("1001.ndjson")))
    #expect(first.workouts.count == 1)
    #expect(first.workouts.first?.header.metadata["strava.activity.id"]?.stringValue == "1001")
    #expect(report.itemsRead["workout"] == 3)
  }

  @Test("Member names follow the batch rule in archive order")
  func memberNames() {
    var names = Batch.MemberNames()
    #expect(names.claim("a/ride.fit") == "ride")
    #expect(names.claim("b/ride.tcx") == "ride-tcx")
    #expect(names.claim("b/ride.fit") == "ride-fit")
    #expect(names.claim("c/ride.fit") == "c-ride-fit")
    #expect(names.claim("d/ride.fit") == "d-ride-fit")
    #expect(names.claim("d/ride.fit") == "ride-2")
    #expect(names.claim("x.zip:1.fit.gz") == "1")
    // Entry names are never paths: no separator, no leading dot, no control character survives.
    #expect(names.claim("../../etc/passwd") == "passwd")
    #expect(names.claim("a/..fit") == "member")
    #expect(names.claim("a/\u{0}evil\nname.fit").allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" })
    #expect(names.claim("..\\..\\win.fit") == "win")
  }

  @Test("The Strava type table is what Formats/strava/generate.py makes from activity-types.tsv")
  func stravaTypeTableFresh() throws {
    let script = TestPaths.formats.appendingPathComponent("strava/generate.py").path
    let check = try runProcess("python3", [script, "--check"])
    #expect(check.status == 0, "run python3 Formats/strava/generate.py: \(check.stderrString)")
  }
}
