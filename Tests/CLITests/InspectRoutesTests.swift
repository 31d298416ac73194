import Foundation
import TestSupport
import Testing

/// `wkconv inspect` on an Apple Health export checks route files without reading them unless `--routes`.
@Suite struct InspectRoutesTests {
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func routeFilesAreCheckedByDefaultAndCountedWithRoutes() throws {
    let export = SharedCorpus.url("corpus/health/dogsheep-export.zip").path
    let quick = try CLI.run(["inspect", export])
    #expect(quick.status == 0, "\(quick.stderrString)")
    #expect(quick.stdoutString.contains("49 kcal  route file\n"))
    #expect(quick.stdoutString.contains("route files: 1 referenced, present, not read"))
    #expect(!quick.stdoutString.contains("route points"))
    #expect(!quick.stderrString.contains("health.missingRoute"))
    // The summary lists the unread file; the reader's loss line for it is not repeated on stderr.
    #expect(!quick.stderrString.contains("not read"), "\(quick.stderrString)")
    // Converting with health.routes=reference reports the route points left out.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inspect-routes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let converted = try CLI.run([
      "convert", export, dir.appendingPathComponent("out.ndjson").path, "--option", "health.routes=reference",
      "--verbose",
    ])
    #expect(converted.status == 0, "\(converted.stderrString)")
    #expect(
      converted.stderrString.contains("lost: 1 route points (file not read) (route)"),
      "\(converted.stderrString)")

    let full = try CLI.run(["inspect", "--routes", export])
    #expect(full.status == 0, "\(full.stderrString)")
    // The points of the export's route files, counted by Python's zipfile and ElementTree.
    let oracle = try runProcess(
      "python3",
      [
        "-c",
        "import sys, zipfile, xml.etree.ElementTree as E; z = zipfile.ZipFile(sys.argv[1]); "
          + "print(sum(len(E.fromstring(z.read(n)).findall('.//{http://www.topografix.com/GPX/1/1}trkpt')) "
          + "for n in z.namelist() if n.endswith('.gpx')))",
        export,
      ])
    let points = Int(oracle.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
    #expect(points == 3)
    #expect(full.stdoutString.contains("49 kcal  \(points) route points\n"))
    #expect(!full.stdoutString.contains("route files:"))
    // Everything but the route lines is the same.
    let strip = { (s: String) in s.split(separator: "\n").filter { !$0.contains("route") } }
    #expect(strip(quick.stdoutString) == strip(full.stdoutString))

    let json = try CLI.run(["inspect", "--json", export])
    let decoded = try JSONSerialization.jsonObject(with: Data(json.stdoutString.utf8)) as? [String: Any]
    let workouts = decoded?["workouts"] as? [[String: Any]] ?? []
    #expect(workouts.compactMap { $0["unreadRouteFiles"] as? Int }.reduce(0, +) == 1)
    #expect(workouts.compactMap { $0["routePoints"] as? Int }.reduce(0, +) == 0)

    let explicit = try CLI.run(["inspect", "--option", "health.routes=read", export])
    #expect(explicit.stdoutString.contains("\(points) route points"))
    let bad = try CLI.run(["inspect", "--option", "health.routes=maybe", export])
    #expect(bad.status != 0)
    #expect(bad.status == 2)
    #expect(bad.stderrString.contains("health.routes takes read or reference, not 'maybe'"))
  }
}
