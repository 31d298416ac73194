import Foundation
import TestSupport
import Testing

/// `--to html` in a real browser (issue 21): headless Chromium (Debian's `chromium`, installed by
/// `.ci/run`) loads the pages of a corpus run, ride, multisport triathlon and pool swim, dumps the DOM
/// and a PNG (kept in `.build/report-screenshots/`, outside git). Checked: no console message (errors
/// and uncaught exceptions are logged as `CONSOLE` lines with `--enable-logging=stderr`), the page parsed
/// to its end, and the route's SVG path has min(positions, 2,000) points, positions counted by fitdecode.
/// And `wkconv summary` and `--to html` on every corpus activity file without error.
@Suite struct HTMLReportTests {
  static let chromium: String? = {
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      if let r = try? runProcess("/bin/sh", ["-c", "command -v \(name)"]), r.status == 0 {
        let path = r.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines)
        if !path.isEmpty { return path }
      }
    }
    return nil
  }()
  static var browserShouldRun: Bool {
    SharedCorpus.shouldRun
      && ((chromium != nil && SummaryOracleTests.gpxpyAvailable) || SharedCorpus.isRequired)
  }
  static let browserSkip = Comment(
    rawValue:
      "skipped: needs ../shared, headless Chromium and fitdecode; Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  static let pages = [
    ("run", "gc-fr955-stryd-run.fit"), ("ride", "fitparse-edge810-vector-power-ride.fit"),
    ("triathlon", "fitparse-fenix2-multisport-triathlon.fit"), ("pool-swim", "gc-fr920xt-pool-swim-hrm.fit"),
  ]

  static let screenshots = TestPaths.packageRoot.appendingPathComponent(".build/report-screenshots")

  /// Renders `page` to `png` and returns (DOM, stderr).
  static func render(_ page: URL, to png: URL, height: Int = 2400) throws -> (dom: String, log: String) {
    let chromium = try #require(chromium, "chromium is not installed")
    let r = try runProcess(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
        "--enable-logging=stderr", "--v=0", "--window-size=1060,\(height)", "--screenshot=\(png.path)",
        "--dump-dom",
        page.absoluteString,
      ])
    #expect(r.status == 0, "chromium: \(r.stderrString.suffix(2000))")
    return (r.stdoutString, r.stderrString)
  }

  /// The number of points of the route path in a DOM (`M`/`L` commands of `path#route`), nil without one.
  static func routePoints(_ dom: String) -> Int? {
    guard let start = dom.range(of: "<path id=\"route\"") else { return nil }
    let tag = dom[start.lowerBound...].prefix { $0 != ">" }
    guard let d = tag.range(of: " d=\"") else { return nil }
    let value = tag[d.upperBound...].prefix { $0 != "\"" }
    return value.filter { $0 == "M" || $0 == "L" }.count
  }

  @Test(.enabled(if: browserShouldRun, browserSkip)) func pagesRenderInChromium() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
    let inputs = Self.pages.map { SharedCorpus.url("corpus/fit/" + $0.1).path }
    let oracle = try SummaryOracleTests.oracle("fit", inputs)
    nonisolated(unsafe) var results = [(dom: String, log: String)?](repeating: nil, count: Self.pages.count)
    var pageURLs: [URL] = []
    for (name, file) in Self.pages {
      let page = dir.appendingPathComponent(name + ".html")
      let r = try CLI.run(["convert", SharedCorpus.url("corpus/fit/" + file).path, page.path, "--quiet"])
      try #require(r.status == 0, "\(file): \(r.stderrString)")
      pageURLs.append(page)
    }
    // Two browsers at a time.
    let urls = pageURLs
    let lock = NSLock()
    DispatchQueue.concurrentPerform(iterations: Self.pages.count) { i in
      let png = Self.screenshots.appendingPathComponent(Self.pages[i].0 + ".png")
      let result = try? Self.render(urls[i], to: png)
      lock.lock()
      results[i] = result
      lock.unlock()
    }
    for (i, (name, file)) in Self.pages.enumerated() {
      let (dom, log) = try #require(results[i], "\(name): chromium did not run")
      let consoleLines = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }
      #expect(consoleLines.isEmpty, "\(name): console messages: \(consoleLines.prefix(5))")
      #expect(
        dom.contains("<h2>Conversion report</h2>") && dom.hasSuffix("</html>\n")
          || dom.contains("</body></html>"))
      let positions = try #require(
        (oracle[inputs[i]]?["positions"] as? NSNumber)?.intValue, "\(file): fitdecode positions")
      if positions > 1 {
        #expect(
          Self.routePoints(dom) == min(positions, 2000),
          "\(name): route path points vs fitdecode's \(positions) positions")
      } else {
        #expect(Self.routePoints(dom) == nil, "\(name): no route expected")
      }
      #expect(dom.contains("<svg class=\"chart\""), "\(name): charts")
      if name != "pool-swim" { #expect(dom.contains("id=\"chart-hr\""), "\(name): heart-rate chart") }
      let png = Self.screenshots.appendingPathComponent(name + ".png")
      let size = (try? FileManager.default.attributesOfItem(atPath: png.path)[.size] as? Int) ?? 0
      #expect(size > 20_000, "\(name): screenshot \(size) bytes")
    }
  }

  static var corpusShouldRun: Bool { SharedCorpus.shouldRun }

  /// Every corpus activity file (FIT, TCX, GPX, health exports; not `bad/`): `summary` succeeds, and
  /// `--to html` into a directory succeeds with one self-contained page under 1 MB per workout.
  @Test(.enabled(if: corpusShouldRun, SharedCorpus.skipComment)) func everyCorpusFileSummarizesAndRenders()
    throws
  {
    var files: [URL] = []
    for (folder, exts) in [("fit", ["fit"]), ("tcx", ["tcx"]), ("gpx", ["gpx"]), ("health", ["zip", "xml"])] {
      for ext in exts { files += SharedCorpus.files(in: "corpus/" + folder, extension: ext) }
    }
    try #require(files.count >= 100, "corpus files: \(files.count)")
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let lock = NSLock()
    nonisolated(unsafe) var failures: [String] = []
    nonisolated(unsafe) var pages = 0
    let inputs = files
    DispatchQueue.concurrentPerform(iterations: inputs.count) { i in
      let file = inputs[i]
      var problems: [String] = []
      var written = 0
      do {
        let s = try CLI.run(["summary", file.path])
        if s.status != 0 { problems.append("summary exit \(s.status): \(s.stderrString.prefix(300))") }
        let out = dir.appendingPathComponent("\(i)-" + file.lastPathComponent, isDirectory: true)
        let r = try CLI.run(["convert", file.path, out.path + "/", "--to", "html", "--quiet"])
        if r.status != 0 { problems.append("html exit \(r.status): \(r.stderrString.prefix(300))") }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        where name.hasSuffix(".html") {
          let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
          if name != "index.html" { written += 1 }
          if text.utf8.count >= 1_000_000 { problems.append("\(name) is \(text.utf8.count) bytes") }
          // A workout page has no script; the index (the explorer) has its one inline script, allowed by
          // its hash in a policy that forbids everything else, and its data as a JSON block (not run).
          // Neither loads anything (`src=`).
          let scripts =
            text.components(separatedBy: "<script").count
            - text.components(separatedBy: "<script type=\"application/json\"").count
          let policed = text.contains("Content-Security-Policy") && text.contains("default-src 'none'")
          if text.contains("src=") || scripts > (name == "index.html" ? 1 : 0)
            || (name == "index.html" && !policed)
          {
            problems.append("\(name) has a script or src")
          }
          // Links stay in the folder; nothing is loaded (no url(), @import, src, external href).
          let hrefs = text.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
          if let external = hrefs.first(where: { $0.contains(":") || $0.hasPrefix("//") }) {
            problems.append("\(name) links to \(external)")
          }
          if text.contains("url(") || text.contains("@import") {
            problems.append("\(name) loads a URL from CSS")
          }
        }
      } catch {
        problems.append("\(error)")
      }
      lock.lock()
      failures += problems.map { "\(file.lastPathComponent): \($0)" }
      pages += written
      lock.unlock()
    }
    #expect(failures.isEmpty, "\(failures.count) problems: \(failures.prefix(10).joined(separator: "\n"))")
    #expect(pages >= 90, "workout pages written: \(pages)")
  }
}
