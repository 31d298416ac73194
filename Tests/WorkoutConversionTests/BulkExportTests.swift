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
}
