import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatHealthExport

/// `health.routes=reference` keeps every route's header and file reference, checks the file is there, and
/// reads no points; everything else is what `read` gives.
@Suite struct RouteReadingTests {
  static func read(_ url: URL, routes: String?) throws -> (HealthDataset, ConversionReport) {
    var options = FormatOptions()
    if let routes { options.values["health.routes"] = routes }
    let sink = DatasetSink()
    let context = ConversionContext(inputName: url.lastPathComponent, options: options)
    try HealthExportReader(options: options).read(InputSource(file: url), into: sink, context: context)
    return (sink.dataset, context.report)
  }

  static func workouts(_ d: HealthDataset) -> [Workout] {
    d.items.compactMap { if case .workout(let w) = $0 { return w } else { return nil } }
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func referenceKeepsEverythingButThePoints() throws {
    for name in ["dogsheep-export.zip", "alxdrcirilo-export-macos-zip.zip"] {
      let url = SharedCorpus.url("corpus/health/" + name)
      let (full, fullReport) = try Self.read(url, routes: nil)
      let (quick, quickReport) = try Self.read(url, routes: "reference")
      #expect(full.items.count == quick.items.count, "\(name)")
      let a = Self.workouts(full)
      let b = Self.workouts(quick)
      #expect(a.count == b.count)
      for (w, v) in zip(a, b) {
        #expect(w.routes.count == v.routes.count)
        for (r, s) in zip(w.routes, v.routes) {
          #expect(s.locations.isEmpty)
          #expect(s.fileReference == r.fileReference)
          #expect(s.header.start == r.header.start && s.header.end == r.header.end)
          #expect(s.header.metadata == r.header.metadata)
        }
        var stripped = w
        stripped.routes = []
        var other = v
        other.routes = []
        #expect(stripped == other)
      }
      #expect(fullReport.warnings.map(\.code) == quickReport.warnings.map(\.code))
      // Leaving route files unread is reported as a loss, once per file.
      let routeFiles = b.flatMap(\.routes).filter { $0.fileReference != nil }.count
      #expect(fullReport.losses.isEmpty)
      #expect(
        quickReport.losses.map(\.kind.name) == (routeFiles > 0 ? [RouteReading.unreadLossKind.name] : []))
      #expect(quickReport.losses.first.map(\.count) == (routeFiles > 0 ? routeFiles : nil))
    }
    // The dogsheep export's one route has points when read.
    let (full, _) = try Self.read(SharedCorpus.url("corpus/health/dogsheep-export.zip"), routes: "read")
    #expect(Self.workouts(full).flatMap(\.routes).map(\.locations.count).reduce(0, +) == 3)
  }

  @Test func missingFilesAreStillReportedAndBadValuesRefused() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("workout-routes"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <HealthData locale="en_US">
       <ExportDate value="2024-03-01 10:00:00 +0100"/>
       <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="10" durationUnit="min" sourceName="W" startDate="2024-02-01 07:00:00 +0100" endDate="2024-02-01 07:10:00 +0100">
        <WorkoutRoute sourceName="W" startDate="2024-02-01 07:00:00 +0100" endDate="2024-02-01 07:10:00 +0100">
         <FileReference path="/workout-routes/route_present.gpx"/>
        </WorkoutRoute>
        <WorkoutRoute sourceName="W" startDate="2024-02-01 07:00:00 +0100" endDate="2024-02-01 07:10:00 +0100">
         <FileReference path="/workout-routes/route_missing.gpx"/>
        </WorkoutRoute>
       </Workout>
      </HealthData>
      """
    try Data(xml.utf8).write(to: dir.appendingPathComponent("export.xml"))
    let gpx = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" creator="Apple Health Export" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lon="13.0" lat="52.0"><ele>30</ele><time>2024-02-01T06:00:00Z</time></trkpt>
      </trkseg></trk></gpx>
      """
    try Data(gpx.utf8).write(to: dir.appendingPathComponent("workout-routes/route_present.gpx"))
    for routes in ["read", "reference"] {
      let (d, report) = try Self.read(dir.appendingPathComponent("export.xml"), routes: routes)
      let w = try #require(Self.workouts(d).first)
      #expect(
        w.routes.map(\.fileReference) == [
          "/workout-routes/route_present.gpx", "/workout-routes/route_missing.gpx",
        ],
        "\(routes)")
      #expect(w.routes.first?.locations.count == (routes == "read" ? 1 : 0))
      #expect(report.warnings.filter { $0.code == "health.missingRoute" }.map(\.count) == [1], "\(routes)")
    }
    #expect(throws: ConversionError.self) {
      try Self.read(dir.appendingPathComponent("export.xml"), routes: "sometimes")
    }
  }
}
