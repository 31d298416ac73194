import FormatFIT
import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel
import WorkoutOperations

@testable import FormatHealthExport

/// `healthkit-to-sqlite` (pip) is an independent client: it must import what we write.
private let hasHealthKitToSQLite: Bool = {
  (try? runProcess("healthkit-to-sqlite", ["--help"]).status) == 0
}()

@Suite struct HealthExportClientTests {
  static func sqliteCounts(_ zip: URL) throws -> [String: Any] {
    let script = TestPaths.packageRoot.appendingPathComponent("Benchmarks/health/oracle/hk2sqlite_counts.py")
      .path
    let result = try runProcess("python3", [script, zip.path])
    #expect(result.status == 0, "healthkit-to-sqlite failed: \(result.stderrString)")
    return (try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]) ?? [:]
  }

  /// Corpus FIT files → one export.zip (one Workout per file, samples as Records, route GPX) → healthkit-to-sqlite.
  @Test(
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)),
    .enabled(if: hasHealthKitToSQLite || SharedCorpus.isRequired, "needs `pip install healthkit-to-sqlite`"))
  func healthkitToSQLiteImportsFITConversions() throws {
    let names = ["fitparse-fenix5-run.fit", "fitparse-edge820-commute-ride.fit", "fitparse-fenix5-walk.fit"]
    let context = ConversionContext(inputName: "fit")
    let projection = CapabilityProjection(target: HealthExportFormat().descriptor)
    var items: [HealthItem] = []
    for name in names {
      let sink = DatasetSink()
      try FITReader().read(
        InputSource(file: SharedCorpus.url("corpus/fit/" + name)), into: sink, context: context)
      items += sink.dataset.items.compactMap { projection.project($0, context: context) }
    }
    let workouts = HealthDataset(items: items).workouts
    #expect(workouts.count == names.count)
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let zip = folder.appendingPathComponent("fit-export.zip")
    try HealthTestSupport.write(items).data.write(to: zip)

    let counts = try Self.sqliteCounts(zip)
    let tables = counts["tables"] as? [String: Int] ?? [:]
    #expect(tables["workouts"] == names.count)
    #expect(
      counts["workoutTypes"] as? [String]
        == workouts.sorted { $0.header.start < $1.header.start }.map(\.activityType.exportName))
    let points = workouts.flatMap(\.routes).reduce(0) { $0 + $1.locations.count }
    #expect(points > 0)
    #expect(tables["workout_points"] == points)
    // Heart rate: one Record per series entry of every heart-rate sample carried with the workouts.
    let heartRate = workouts.flatMap { $0.quantitySamples(of: WorkoutSeriesType.heartRate) }.reduce(0) {
      $0 + $1.entries.count
    }
    #expect(heartRate > 0)
    #expect(tables["rHeartRate"] == heartRate)
    // Our own reader sees the same.
    let (back, _) = try HealthTestSupport.read(zip)
    #expect(HealthDataset(items: back).workouts.count == names.count)
  }

  /// A generated export read and rewritten by wkconv imports like the original.
  @Test(
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)),
    .enabled(if: hasHealthKitToSQLite || SharedCorpus.isRequired, "needs `pip install healthkit-to-sqlite`"))
  func healthkitToSQLiteImportsRewrittenExport() throws {
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try HealthTestSupport.generate(records: 2000, workouts: 3, seed: 11, into: folder)
    let (items, _) = try HealthTestSupport.read(source)
    let ours = folder.appendingPathComponent("ours.zip")
    try HealthTestSupport.write(items).data.write(to: ours)
    let a = try Self.sqliteCounts(source)
    let b = try Self.sqliteCounts(ours)
    #expect((a["tables"] as? [String: Int]) == (b["tables"] as? [String: Int]))
    #expect((b["tables"] as? [String: Int])?["workout_points", default: 0] ?? 0 > 0)
  }
}

@Suite struct WorkoutAssemblyTests {
  /// With `health.assemble=true` each workout carries the samples of its source recorded during it;
  /// nothing is lost or duplicated.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func samplesAreAttachedToTheirWorkouts() throws {
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try HealthTestSupport.generate(records: 6000, workouts: 4, seed: 5, into: folder)
    let (plain, _) = try HealthTestSupport.read(source)
    let (assembled, report) = try HealthTestSupport.read(
      source, options: FormatOptions(values: ["health.assemble": "true"]))
    let workouts = HealthDataset(items: assembled).workouts
    #expect(workouts.count == HealthDataset(items: plain).workouts.count)
    let attached = workouts.reduce(0) { $0 + $1.samples.count }
    #expect(attached > 0)
    #expect(report.itemsRead["workoutSamplesAttached"] == attached)
    // Conservation: every plain item is either still top level or attached to exactly one workout.
    var plainIDs = plain.compactMap { $0.kind == .workout ? nil : $0.header?.uuid }
    var assembledIDs = assembled.compactMap { $0.kind == .workout ? nil : $0.header?.uuid }
    assembledIDs += workouts.flatMap { $0.samples.map(\.header.uuid) }
    plainIDs.sort { $0.uuidString < $1.uuidString }
    assembledIDs.sort { $0.uuidString < $1.uuidString }
    #expect(plainIDs == assembledIDs)
    // Every attached sample lies inside its workout and comes from its source or device.
    for w in workouts {
      for s in w.samples {
        #expect(s.header.start.date >= w.header.start.date.addingTimeInterval(-1))
        #expect(s.header.end.date <= w.header.end.date.addingTimeInterval(1))
        #expect(
          s.header.source?.name == w.header.source?.name || s.header.device?.name == w.header.device?.name)
      }
      // Independently: the plain read's heart-rate samples of the same source inside the interval.
      let expected = plain.filter { item in
        guard case .quantity(let q) = item, q.type == WorkoutSeriesType.heartRate else { return false }
        return q.header.source?.name == w.header.source?.name && q.header.start >= w.header.start
          && q.header.end <= w.header.end
      }.count
      #expect(w.quantitySamples(of: WorkoutSeriesType.heartRate).count == expected)
    }
    // Selection: one workout type, by UUID, by date.
    let first = try #require(workouts.first)
    let (byID, _) = try HealthTestSupport.read(
      source,
      options: FormatOptions(values: [
        "health.assemble": "true", "health.workout": first.header.uuid.uuidString,
      ]))
    #expect(HealthDataset(items: byID).workouts.map(\.header.uuid) == [first.header.uuid])
    #expect(HealthDataset(items: byID).workouts.first?.samples == first.samples)
    let (byType, _) = try HealthTestSupport.read(
      source, options: FormatOptions(values: ["health.workoutType": first.activityType.name]))
    #expect(HealthDataset(items: byType).workouts.allSatisfy { $0.activityType == first.activityType })
    #expect(!HealthDataset(items: byType).workouts.isEmpty)
    let day = String(ExportDate.format(first.header.start).prefix(10))
    let (byDate, _) = try HealthTestSupport.read(
      source, options: FormatOptions(values: ["health.since": day, "health.until": day]))
    #expect(HealthDataset(items: byDate).workouts.contains { $0.header.uuid == first.header.uuid })
    #expect(
      HealthDataset(items: byDate).workouts.allSatisfy { ExportDate.format($0.header.start).hasPrefix(day) })
  }
}

@Suite struct PerWorkoutFITTests {
  /// A generated export, assembled, gives per-workout FIT files that Garmin's SDK accepts, with the
  /// workout's heart rate and route.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func assembledWorkoutsBecomeValidFIT() throws {
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try HealthTestSupport.generate(records: 20000, workouts: 3, seed: 9, into: folder)
    let (items, _) = try HealthTestSupport.read(
      source, options: FormatOptions(values: ["health.assemble": "true"]))
    let workouts = HealthDataset(items: items).workouts.filter {
      !$0.routes.isEmpty && !$0.quantitySamples(of: WorkoutSeriesType.heartRate).isEmpty
    }
    let workout = try #require(workouts.first, "no generated workout with a route and heart rate")
    let context = ConversionContext(inputName: "export")
    let fit = FITFormat()
    let projected = CapabilityProjection(target: fit.descriptor).project(.workout(workout), context: context)
    let sink = DataSink()
    let writer = try #require(try fit.makeWriter(to: sink, options: FormatOptions(), context: context))
    try writer.receive(try #require(projected))
    try writer.finish()
    let url = folder.appendingPathComponent("workout.fit")
    try sink.data.write(to: url)
    let result = try runProcess(
      "python3", [SharedCorpus.url("formats/fit/fit_oracle.py").path, url.path, "--compact", "--merge-hr"])
    #expect(result.status == 0, "fit_oracle: \(result.stdoutString.prefix(2000)) \(result.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
    let records = json["records"] as? [String: Any] ?? [:]
    let points = workout.routes.reduce(0) { $0 + $1.locations.count }
    #expect((records["with_position"] as? Int ?? 0) > 0)
    #expect((records["with_position"] as? Int ?? 0) <= points)
    let hr = records["heart_rate_min_max"] as? [Double] ?? []
    let ours = workout.quantitySamples(of: WorkoutSeriesType.heartRate).map(\.quantity.value)
    #expect(hr.count == 2)
    if hr.count == 2, let lo = ours.min(), let hi = ours.max() {
      #expect(hr[0] >= lo.rounded(.down) && hr[1] <= hi.rounded(.up))
    }
  }
}
