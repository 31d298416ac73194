import Foundation
import TestSupport
import Testing

/// An HTML site's workout pages are written on a second thread while the reader decodes the next
/// workouts; `--threads 1` writes them on the conversion's thread. Against the built binary: both give
/// the same files, byte for byte (every file of the site, the index included), for the `Samples/` inputs
/// (one at a time and as one batch) and a generated history with health data; and a history that fails
/// part way (a bad line under `--damage fail`) leaves no site and no staging folder, with the same error
/// as the serial run.
@Suite struct HTMLSiteThreadsTests {
  static let samples = TestPaths.packageRoot.appendingPathComponent("Samples")
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/explorer_history.py").path

  /// Every file under `folder`, by its path relative to it.
  static func files(_ folder: URL) throws -> [String: Data] {
    var found: [String: Data] = [:]
    let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    for path in paths {
      let url = folder.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
      else { continue }
      found[path] = try Data(contentsOf: url)
    }
    return found
  }

  /// Converts with `arguments` into `site` once on two threads (`--threads 2`, whatever the cores) and
  /// once serially (`--threads 1`), and expects the same files.
  static func expectSameSites(_ arguments: [String], site: URL, pages: Int) throws {
    var sites: [[String: Data]] = []
    for threads in ["2", "1"] {
      // The same folder name (the index's title) under two parents.
      let out = site.appendingPathComponent("threads-\(threads)/site")
      let r = try CLI.run(arguments + [out.path + "/", "--to", "html", "--quiet", "--threads", threads])
      try #require(r.status == 0 || r.status == 4, "--threads \(threads): \(r.stderrString)")
      sites.append(try files(out))
    }
    let (parallel, serial) = (sites[0], sites[1])
    #expect(parallel.keys.filter { $0.hasSuffix(".html") }.count == pages + 1, "\(parallel.keys.sorted())")
    #expect(
      parallel.keys.sorted() == serial.keys.sorted(), "\(parallel.keys.sorted()) vs \(serial.keys.sorted())")
    for (name, bytes) in parallel {
      #expect(serial[name] == bytes, "\(name) differs between --threads 2 and --threads 1")
    }
  }

  @Test func samplesGiveTheSameSiteOnOneThreadAndOnTwo() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = ["morning-run.ndjson", "ride.fit", "export.zip", "damaged/ride-truncated.fit"].map {
      Self.samples.appendingPathComponent($0)
    }
    for (i, input) in inputs.enumerated() {
      try Self.expectSameSites(
        ["convert", input.path], site: dir.appendingPathComponent("site-\(i)"), pages: 1)
    }
    // The four as one batch into one directory.
    var sites: [[String: Data]] = []
    for threads in ["2", "1"] {
      let out = dir.appendingPathComponent("batch-\(threads)/site")
      let r = try CLI.run(
        ["convert"] + inputs.map(\.path) + [
          "--out-dir", out.path, "--to", "html", "--quiet", "--threads", threads,
        ])
      try #require(r.status == 0 || r.status == 4, "\(r.stderrString)")
      sites.append(try Self.files(out))
    }
    #expect(
      sites[0] == sites[1] && sites[0].count >= 6, "\(sites[0].keys.sorted()) vs \(sites[1].keys.sorted())")
  }

  @Test func aHistoryGivesTheSameSiteOnOneThreadAndOnTwo() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("history.ndjson")
    let g = try runProcess("python3", [Self.script, "gen", input.path, "--count", "60", "--health"])
    try #require(g.status == 0, "\(g.stderrString)")
    try Self.expectSameSites(["convert", input.path], site: dir.appendingPathComponent("site"), pages: 60)
  }

  @Test func aHistoryFailingPartWayLeavesNoSite() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let whole = dir.appendingPathComponent("whole.ndjson")
    let g = try runProcess("python3", [Self.script, "gen", whole.path, "--count", "40"])
    try #require(g.status == 0, "\(g.stderrString)")
    // A bad line after the 30th workout: the pages of the first ones are written (or being written)
    // when the reader fails.
    var lines = try String(contentsOf: whole, encoding: .utf8).split(
      separator: "\n", omittingEmptySubsequences: false)
    var workouts = 0
    let at = try #require(
      lines.firstIndex {
        if $0.contains("\"workout\"") { workouts += 1 }
        return workouts == 30
      })
    lines.insert("not json", at: at + 1)
    let input = dir.appendingPathComponent("history.ndjson")
    try lines.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
    var errors: [String] = []
    for threads in ["2", "1"] {
      let site = dir.appendingPathComponent("out-\(threads)/site")
      let r = try CLI.run([
        "convert", input.path, site.path + "/", "--to", "html", "--quiet", "--damage", "fail", "--threads",
        threads,
      ])
      #expect(r.status == 1, "--threads \(threads): \(r.stderrString)")
      #expect(
        !FileManager.default.fileExists(atPath: site.deletingLastPathComponent().path), "--threads \(threads)"
      )
      #expect(HTMLDirectoryTests.leftovers(dir).isEmpty, "\(HTMLDirectoryTests.leftovers(dir))")
      errors.append(r.stderrString)
    }
    #expect(errors[0] == errors[1] && errors[0].contains("history.ndjson"), "\(errors)")
  }
}
