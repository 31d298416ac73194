import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Directory outputs of archives and batches, against the built binary: a Strava-like bulk zip (built here
/// from corpus activities) → `site/ --to html`, and `--out-dir site/ --to html` over the same files, give
/// one page per workout and one `index.html` listing every page (headless Chromium follows every link);
/// `--force` replaces the output; a failure leaves no partial directory; an input named `javascript:…`
/// is linked as a file; a FIFO in a batch folder is skipped with a warning instead of hanging the batch.
@Suite struct HTMLDirectoryTests {
  /// Corpus activities of one workout each, with a route (FIT, GPX, TCX).
  static let activities = [
    "fit/fitparse-fenix5-ride.fit", "fit/fitparse-fenix5-walk.fit", "fit/fitparse-fenix5-run.fit",
    "fit/fitparse-edge200-ride-2015-10-13.fit", "fit/fitparse-edge820-commute-ride.fit",
    "fit/gc-fr15-10k-run.fit", "fit/gpsbabel-fr10.fit", "fit/fitparse-fr110-run-2013-02-06.fit",
    "fit/gc-osynce-ride-power.fit", "gpx/gpxpy-track-with-speed.gpx", "tcx/tcxparser-fr410-run.tcx",
    "tcx/gc-edge705-ride-2009-01-09.tcx",
  ]

  /// Copies the activities into `folder` as `NN-name` (distinct names in input order).
  static func copyActivities(into folder: URL) throws -> [URL] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try activities.enumerated().map { i, path in
      let source = SharedCorpus.url("corpus/" + path)
      let copy = folder.appendingPathComponent(String(format: "%02d-", i) + source.lastPathComponent)
      try FileManager.default.copyItem(at: source, to: copy)
      return copy
    }
  }

  /// A Strava bulk export: `activities.csv` naming each activity's file, FIT and TCX members gzipped
  /// (`activities/<id>.fit.gz`), GPX plain, and a member no format reads.
  static func makeStravaZip(in dir: URL) throws -> URL {
    let zip = dir.appendingPathComponent("export_4242.zip")
    let script = """
      import csv, gzip, io, sys, zipfile
      out, files = sys.argv[1], sys.argv[2:]
      rows = io.StringIO()
      w = csv.writer(rows)
      w.writerow(["Activity ID", "Activity Date", "Activity Name", "Activity Type", "Filename"])
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          for i, path in enumerate(files):
              data = open(path, "rb").read()
              ext = path.rsplit(".", 1)[1]
              name = f"activities/{1000 + i}.{ext}" + ("" if ext == "gpx" else ".gz")
              z.writestr(name, data if ext == "gpx" else gzip.compress(data, mtime=0))
              w.writerow([1000 + i, "", f"Activity {i}", "Run", name])
          z.writestr("activities.csv", rows.getvalue())
          z.writestr("README.txt", "a member no format reads")
      """
    let files = activities.map { SharedCorpus.url("corpus/" + $0).path }
    let r = try runProcess("python3", ["-c", script, zip.path] + files)
    try #require(r.status == 0, "\(r.stderrString)")
    return zip
  }

  /// The pages of a directory output (every `.html` but the index), and the index's links.
  static func pagesAndLinks(_ site: URL) throws -> (pages: Set<String>, links: [String]) {
    let names = try FileManager.default.contentsOfDirectory(atPath: site.path)
    let pages = Set(names.filter { $0.hasSuffix(".html") && $0 != "index.html" })
    let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
    let links = index.components(separatedBy: "href=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" }).removingPercentEncoding ?? ""
    }
    return (pages, links)
  }

  /// Names in `dir` a run must not leave: hidden entries (staging folders, temporary files).
  static func leftovers(_ dir: URL) -> [String] {
    let all = FileManager.default.enumerator(atPath: dir.path)?.allObjects as? [String] ?? []
    return all.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
  }

  static var corpusShouldRun: Bool { SharedCorpus.shouldRun }

  @Test(.enabled(if: corpusShouldRun, SharedCorpus.skipComment))
  func bulkZipToSiteGivesAPagePerWorkoutAndOneIndex() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = try Self.makeStravaZip(in: dir)
    let site = dir.appendingPathComponent("site")
    let r = try CLI.run(["convert", zip.path, site.path + "/", "--to", "html", "--quiet"])
    try #require(r.status == 0, "\(r.stderrString)")
    let (pages, links) = try Self.pagesAndLinks(site)
    #expect(pages.count == Self.activities.count, "\(pages.sorted())")
    #expect(links.count == pages.count && Set(links) == pages, "index links \(links) vs pages")
    #expect(Self.leftovers(dir).isEmpty, "\(Self.leftovers(dir))")
    let index = try Data(contentsOf: site.appendingPathComponent("index.html"))
    // Without --force: refused before anything is written; the directory as it was.
    let again = try CLI.run(["convert", zip.path, site.path + "/", "--to", "html", "--quiet"])
    #expect(again.status == 1 && again.stderrString.contains("output exists"), "\(again.stderrString)")
    #expect(try Data(contentsOf: site.appendingPathComponent("index.html")) == index)
    #expect(try Self.pagesAndLinks(site).pages == pages)
    // --force, twice: the same pages, the index listing every one.
    for _ in 0..<2 {
      let forced = try CLI.run(["convert", zip.path, site.path + "/", "--to", "html", "--quiet", "--force"])
      #expect(forced.status == 0, "\(forced.stderrString)")
      let (p, l) = try Self.pagesAndLinks(site)
      #expect(p == pages && Set(l) == pages && l.count == pages.count)
      #expect(Self.leftovers(dir).isEmpty, "\(Self.leftovers(dir))")
    }
  }

  @Test(.enabled(if: corpusShouldRun, SharedCorpus.skipComment))
  func outDirBatchGivesAPagePerInputAndOneIndex() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = try Self.copyActivities(into: dir.appendingPathComponent("in"))
    let site = dir.appendingPathComponent("site")
    for (run, force) in [(0, false), (1, true), (2, true)] {
      let r = try CLI.run(
        ["convert"] + inputs.map(\.path) + ["--out-dir", site.path, "--to", "html", "--quiet", "--jobs", "2"]
          + (force ? ["--force"] : []))
      #expect(r.status == 0, "run \(run): \(r.stderrString)")
      let (pages, links) = try Self.pagesAndLinks(site)
      #expect(
        pages == Set(inputs.map { $0.deletingPathExtension().lastPathComponent + ".html" }),
        "run \(run): \(pages.sorted())")
      #expect(links.count == pages.count && Set(links) == pages, "run \(run): \(links)")
      #expect(Self.leftovers(dir).isEmpty, "run \(run): \(Self.leftovers(dir))")
    }
  }

  @Test(.enabled(if: corpusShouldRun, SharedCorpus.skipComment))
  func aFailingInputLeavesNothingOfItsOwn() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    var inputs = try Self.copyActivities(into: dir.appendingPathComponent("in"))
    // Mid-batch: a FIT file cut short, failing under --damage fail after its workout began.
    let whole = try Data(contentsOf: inputs[3])
    let cut = dir.appendingPathComponent("in/05-cut.fit")
    try whole.prefix(whole.count * 2 / 3).write(to: cut)
    inputs.insert(cut, at: 5)
    // And an NDJSON input whose workout is written (its page made, the index told) before a bad line
    // fails it: the index must not link the page that was not kept.
    let ndjson = dir.appendingPathComponent("in/07-broken.ndjson")
    let converted = try CLI.run([
      "convert", inputs[0].path, dir.appendingPathComponent("whole.ndjson").path, "--quiet",
    ])
    try #require(converted.status == 0, "\(converted.stderrString)")
    try (Data(contentsOf: dir.appendingPathComponent("whole.ndjson")) + Data("not json\n".utf8)).write(
      to: ndjson)
    inputs.insert(ndjson, at: 7)
    let site = dir.appendingPathComponent("site")
    let r = try CLI.run(
      ["convert"] + inputs.map(\.path) + [
        "--out-dir", site.path, "--to", "html", "--quiet", "--damage", "fail",
      ])
    #expect(r.status == 1, "\(r.stderrString)")
    #expect(
      r.stderrString.contains("05-cut.fit") && r.stderrString.contains("07-broken.ndjson"),
      "\(r.stderrString)")
    let (pages, links) = try Self.pagesAndLinks(site)
    #expect(
      pages.count == Self.activities.count
        && !pages.contains { $0.hasPrefix("05-cut") || $0.hasPrefix("07-broken") },
      "\(pages)")
    #expect(Set(links) == pages && links.count == pages.count)
    #expect(Self.leftovers(dir).isEmpty, "\(Self.leftovers(dir))")
    // An archive whose member fails under --damage fail: the whole conversion fails, no directory at all.
    let zipDir = dir.appendingPathComponent("zip")
    try FileManager.default.createDirectory(at: zipDir, withIntermediateDirectories: true)
    let zip = zipDir.appendingPathComponent("bulk.zip")
    let made = try runProcess(
      "python3",
      [
        "-c",
        "import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1], 'w')\n"
          + "for p in sys.argv[2:]: z.write(p, 'activities/' + p.rsplit('/', 1)[1])\nz.close()",
        zip.path,
      ] + inputs.map(\.path))
    try #require(made.status == 0, "\(made.stderrString)")
    let out = zipDir.appendingPathComponent("out/site")
    let z = try CLI.run(["convert", zip.path, out.path + "/", "--to", "html", "--quiet", "--damage", "fail"])
    #expect(z.status == 1, "\(z.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: zipDir.appendingPathComponent("out").path))
    #expect(Self.leftovers(zipDir).isEmpty, "\(Self.leftovers(zipDir))")
  }

  /// Loads `site/index.html` in headless Chromium (file access allowed) inside a frame of a check page,
  /// which fetches every link's resolved URL; returns one line per link (`OK`/`BAD`, href, URL, detail).
  static func chromiumLinkCheck(_ site: URL) throws -> [String] {
    let chromium = try #require(HTMLReportTests.chromium, "chromium is not installed")
    let check = site.deletingLastPathComponent().appendingPathComponent("check-links.html")
    let page = """
      <!DOCTYPE html><html><body><pre id="r">not run</pre>
      <script>
      function check() {
        const doc = document.getElementById('f').contentDocument;
        const lines = [];
        for (const a of doc.querySelectorAll('a[href]')) {
          let detail = 'protocol ' + a.protocol, ok = false;
          if (a.protocol === 'file:') {
            try {
              const x = new XMLHttpRequest();
              x.open('GET', a.href, false);
              x.send();
              ok = x.responseText.includes('<h1>') && x.responseText.includes('</html>');
              detail = x.responseText.length + ' bytes';
            } catch (e) { detail = 'error ' + e; }
          }
          lines.push((ok ? 'OK ' : 'BAD ') + a.getAttribute('href') + ' ' + a.href + ' ' + detail);
        }
        document.getElementById('r').textContent = lines.join('\\n');
      }
      </script>
      <iframe id="f" src="\(site.lastPathComponent)/index.html" onload="check()"></iframe>
      </body></html>
      """
    try page.write(to: check, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: check) }
    let r = try runProcess(
      "timeout",
      [
        "-s", "KILL", "60", chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--allow-file-access-from-files", "--virtual-time-budget=10000", "--dump-dom", check.absoluteString,
      ])
    try #require(r.status == 0, "chromium: \(r.stderrString.suffix(2000))")
    let dom = r.stdoutString
    let start = try #require(dom.range(of: "<pre id=\"r\">"), "\(dom.prefix(500))")
    let text = dom[start.upperBound...].prefix { $0 != "<" }
    return text.split(separator: "\n").map {
      String($0).replacingOccurrences(of: "&amp;", with: "&")
    }
  }

  @Test(.enabled(if: HTMLReportTests.browserShouldRun, HTMLReportTests.browserSkip))
  func everyIndexLinkResolvesInChromium() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = try Self.makeStravaZip(in: dir)
    let more = try Self.copyActivities(into: dir.appendingPathComponent("in")).prefix(3)
    // A batch of an archive and loose files: one index for all of them.
    let site = dir.appendingPathComponent("site")
    let r = try CLI.run(
      ["convert", zip.path] + more.map(\.path) + ["--out-dir", site.path, "--to", "html", "--quiet"])
    try #require(r.status == 0, "\(r.stderrString)")
    let (pages, _) = try Self.pagesAndLinks(site)
    #expect(pages.count == Self.activities.count + more.count, "\(pages.sorted())")
    let lines = try Self.chromiumLinkCheck(site)
    #expect(lines.count == pages.count, "\(lines)")
    #expect(lines.allSatisfy { $0.hasPrefix("OK ") }, "\(lines.filter { !$0.hasPrefix("OK ") })")
  }

  @Test(.enabled(if: HTMLReportTests.browserShouldRun, HTMLReportTests.browserSkip))
  func anInputNamedLikeAScriptIsLinkedAsAFile() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = dir.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
    let source = SharedCorpus.url("corpus/" + Self.activities[0])
    let named = inputs.appendingPathComponent("javascript:alert(document.domain).fit")
    try FileManager.default.copyItem(at: source, to: named)
    let site = dir.appendingPathComponent("site")
    let r = try CLI.run(["convert", named.path, "--out-dir", site.path, "--to", "html", "--quiet"])
    try #require(r.status == 0, "\(r.stderrString)")
    let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(!index.lowercased().contains("href=\"javascript:"), "\(index)")
    let lines = try Self.chromiumLinkCheck(site)
    #expect(lines.count == 1 && lines[0].hasPrefix("OK "), "\(lines)")
  }

  @Test func aFIFOInABatchFolderIsSkippedWithAWarning() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inputs = dir.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
    for name in ["a.fit", "b.fit"] {
      try FileManager.default.copyItem(
        at: TestPaths.samples.appendingPathComponent("ride.fit"), to: inputs.appendingPathComponent(name))
    }
    try #require(mkfifo(inputs.appendingPathComponent("pipe.fit").path, 0o600) == 0)
    let out = dir.appendingPathComponent("out")
    let r = try runProcess(
      "timeout",
      ["-s", "KILL", "60", CLI.binary, "convert", inputs.path, "--out-dir", out.path, "--to", "tcx"])
    #expect(r.status == 0, "exit \(r.status) (137: killed, the batch hung): \(r.stderrString)")
    #expect(r.stderrString.contains("warning:") && r.stderrString.contains("pipe.fit"), "\(r.stderrString)")
    #expect(r.stderrString.contains("converted 2 of 2 inputs"), "\(r.stderrString)")
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".tcx") }
    #expect(names.sorted() == ["a.tcx", "b.tcx"], "\(names)")
  }
}
