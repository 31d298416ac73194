import Foundation
import TestSupport
import Testing

/// `convert --trim/--shift/--time-zone/--privacy/--privacy-ends/--simplify` (issue 20), end to end through
/// the built binary, checked value by value with other people's readers (`Tests/Scripts/activity_points.py`:
/// fitdecode for FIT, gpxpy for GPX, tcxreader for TCX), and the report's accounting: route points in
/// (fitdecode's count of the input's positions) = points out (the reader's count of the output's) + points
/// removed (the report's `changes`).
@Suite struct ActivityOperationsTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/activity_points.py")
  static let oraclesAvailable: Bool =
    (try? runProcess("python3", ["-c", "import fitdecode, gpxpy, tcxreader"]).status == 0) ?? false
  /// Samples-only tests: run when the readers are installed, or when CI requires everything.
  static var shouldRun: Bool { oraclesAvailable || SharedCorpus.isRequired }
  static var shouldRunShared: Bool { SharedCorpus.shouldRun && shouldRun }
  static let skip = Comment(
    rawValue:
      "skipped: needs python3 with fitdecode, gpxpy and tcxreader (and ../shared for corpus files); WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  static let ride = TestPaths.samples.appendingPathComponent("ride.fit")
  static var triathlon: URL { SharedCorpus.url("corpus/fit/fitparse-fenix2-multisport-triathlon.fit") }
  static var poolSwim: URL { SharedCorpus.url("corpus/fit/gc-fr920xt-pool-swim-hrm.fit") }

  struct Point: Decodable {
    var t: Double?
    var lat: Double?
    var lon: Double?
    var hr: Double?
  }
  struct Lap: Decodable {
    var start: Double?
    var elapsed: Double?
    var timer: Double?
    var distance: Double?
    var avgHR: Double?
    enum CodingKeys: String, CodingKey { case start, elapsed, timer, distance, avgHR = "avg_hr" }
  }
  struct Decoded: Decodable {
    var points: [Point]
    var laps: [Lap]
    var sessions: [Lap]
    var localOffset: Double?
    enum CodingKeys: String, CodingKey { case points, laps, sessions, localOffset = "local_offset" }
    var positions: [Point] { points.filter { $0.lat != nil && $0.lon != nil } }
  }
  struct Change: Decodable {
    var operation: String
    var kind: String
    var action: String
    var count: Int
  }
  struct Report: Decodable {
    var changes: [Change]?
    var itemsRead: [String: Int]
    var itemsWritten: [String: Int]
  }

  static func decode(_ url: URL) throws -> Decoded {
    let r = try runProcess("python3", [script.path, url.path])
    try #require(r.status == 0, "\(r.stderrString)")
    return try JSONDecoder().decode(Decoded.self, from: r.stdout)
  }

  /// Converts with `arguments`, returns the output decoded by the oracle and the report.
  static func convert(_ input: URL, to ext: String, _ arguments: [String]) throws -> (Decoded, Report) {
    let dir = try CLI.tempDir()
    let output = dir.appendingPathComponent("out.\(ext)")
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run(["convert", input.path, output.path, "--report", report.path, "--quiet"] + arguments)
    try #require(r.status == 0 || r.status == 4, "wkconv \(arguments): \(r.stderrString)")
    return (try decode(output), try JSONDecoder().decode(Report.self, from: Data(contentsOf: report)))
  }

  static func removed(_ report: Report, _ kind: String = "route points", by operation: String? = nil) -> Int {
    (report.changes ?? []).filter {
      $0.kind == kind && $0.action == "removed" && (operation == nil || $0.operation == operation)
    }.reduce(0) { $0 + $1.count }
  }

  static func iso(_ unix: Double) -> String {
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime]
    return f.string(from: Date(timeIntervalSince1970: unix))
  }

  /// Haversine (mean Earth radius), written here independently of the library's.
  static func meters(_ a: Point, _ b: Point) -> Double {
    let r = 6_371_008.8
    let p1 = a.lat! * .pi / 180
    let p2 = b.lat! * .pi / 180
    let dp = p2 - p1
    let dl = (b.lon! - a.lon!) * .pi / 180
    let h = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
    return 2 * r * asin(min(1, sqrt(h)))
  }

  // MARK: trim

  /// Absolute bounds on a multisport FIT, to FIT, GPX and TCX: exactly the input's points inside the range
  /// come out (positions and heart rate equal at equal times), legs outside are gone, legs cut keep their
  /// start inside the range, and in = out + removed.
  @Test(.enabled(if: shouldRunShared, skip)) func trimMultisportToEveryFormat() throws {
    let input = try Self.decode(Self.triathlon)
    let times = input.points.compactMap(\.t)
    let lower = try #require(times.first) + 1800
    let upper = try #require(times.last) - 3600
    // The input has a few out-of-order and repeated timestamps (the reader puts points in time order):
    // compare in time order, and heart rate only at instants recorded once.
    func ordered(_ points: [Point]) -> [Point] {
      points.sorted { ($0.t!, $0.lat!, $0.lon!) < ($1.t!, $1.lat!, $1.lon!) }
    }
    let inside = ordered(input.positions.filter { $0.t! >= lower && $0.t! <= upper })
    let repeated = Set(Dictionary(grouping: input.points, by: { $0.t! }).filter { $0.value.count > 1 }.keys)
    let hrByTime = Dictionary(
      input.points.compactMap { p in p.hr.map { (p.t!, $0) } }.filter { !repeated.contains($0.0) },
      uniquingKeysWith: { a, _ in a })
    for ext in ["fit", "gpx", "tcx"] {
      let (out, report) = try Self.convert(
        Self.triathlon, to: ext, ["--trim", "\(Self.iso(lower))..\(Self.iso(upper))"])
      let positions = ordered(out.positions)
      #expect(positions.allSatisfy { $0.t! >= lower && $0.t! <= upper }, "\(ext): a point outside the range")
      #expect(
        positions.count == inside.count, "\(ext): \(positions.count) points, \(inside.count) inside the range"
      )
      #expect(input.positions.count == positions.count + Self.removed(report), "\(ext): in = out + removed")
      for (p, q) in zip(positions, inside) {
        #expect(abs(p.t! - q.t!) < 0.001 && abs(p.lat! - q.lat!) < 1e-6 && abs(p.lon! - q.lon!) < 1e-6)
        if let hr = p.hr, !repeated.contains(p.t!) {
          #expect(hrByTime[p.t!] == hr, "\(ext): heart rate at \(p.t!)")
        }
      }
      if ext == "fit" {
        let legs = input.sessions.filter { s in s.start! + s.elapsed! > lower && s.start! < upper }
        #expect(out.sessions.count == legs.count, "sessions overlapping the range")
        #expect(
          out.sessions.allSatisfy { $0.start! >= lower - 0.5 && $0.start! + $0.elapsed! <= upper + 0.5 })
        #expect(out.points.allSatisfy { $0.t! >= lower && $0.t! <= upper })
      }
    }
  }

  /// Offsets from the start and end on the sample ride (`+5m..-2m`).
  @Test(.enabled(if: shouldRun, skip)) func trimOffsets() throws {
    let input = try Self.decode(Self.ride)
    // ride.fit: the workout spans its session, 05:05:00 … 05:14:55 UTC.
    let start = try #require(input.sessions.first?.start)
    let end = start + (try #require(input.sessions.first?.elapsed))
    let (out, report) = try Self.convert(Self.ride, to: "gpx", ["--trim", "+5m..-2m"])
    let inside = input.positions.filter { $0.t! >= start + 300 && $0.t! <= end - 120 }
    #expect(!inside.isEmpty)
    #expect(out.positions.map(\.t) == inside.map(\.t))
    #expect(input.positions.count == out.positions.count + Self.removed(report))
  }

  /// A pool swim (laps and lengths, no positions): the laps outside go, those inside keep their start.
  @Test(.enabled(if: shouldRunShared, skip)) func trimPoolSwim() throws {
    let input = try Self.decode(Self.poolSwim)
    let first = try #require(input.laps.first?.start)
    let last = try #require(input.laps.last.map { $0.start! + $0.elapsed! })
    let lower = first + (last - first) / 3
    let upper = last
    let (out, report) = try Self.convert(Self.poolSwim, to: "fit", ["--trim", "\(Self.iso(lower)).."])
    let overlapping = input.laps.filter { $0.start! + $0.elapsed! > lower && $0.start! < upper }
    #expect(out.laps.count == overlapping.count)
    #expect(out.laps.allSatisfy { $0.start! >= lower - 0.5 })
    let kept = Set(input.laps.filter { $0.start! >= lower }.map(\.start!))
    #expect(kept.isSubset(of: Set(out.laps.map(\.start!))), "laps wholly inside keep their start")
    #expect(Self.removed(report, "laps") + Self.removed(report, "events") > 0)
    #expect(report.itemsRead["workout"] == 1 && report.itemsWritten["workout"] == 1)
  }

  // MARK: shift and time zone

  @Test(.enabled(if: shouldRun, skip)) func shiftMovesEveryPoint() throws {
    let input = try Self.decode(Self.ride)
    for ext in ["gpx", "fit", "tcx"] {
      let (out, _) = try Self.convert(Self.ride, to: ext, ["--shift", "-1h30s"])
      #expect(out.positions.count == input.positions.count, "\(ext)")
      for (p, q) in zip(out.positions, input.positions) {
        #expect(abs(p.t! - (q.t! - 3630)) < 0.001, "\(ext): \(p.t!) vs \(q.t!)")
        #expect(p.hr == q.hr)
      }
      if ext == "fit" {
        #expect(out.laps.map(\.start!) == input.laps.map { $0.start! - 3630 })
        #expect(out.localOffset == input.localOffset, "the UTC offset is kept")
      }
    }
  }

  @Test(.enabled(if: shouldRun, skip)) func timeZoneOffsetKeepsInstants() throws {
    let input = try Self.decode(Self.ride)
    #expect(input.localOffset == 7200)
    let (out, report) = try Self.convert(Self.ride, to: "fit", ["--time-zone", "+05:30"])
    #expect(out.localOffset == 19800, "activity local_timestamp − timestamp")
    #expect(out.points.map(\.t) == input.points.map(\.t))
    #expect((report.changes ?? []).contains { $0.operation == "--time-zone" && $0.action == "re-offset" })
    // A named zone with daylight saving time: New York in June is −04:00.
    let (paris, _) = try Self.convert(Self.ride, to: "fit", ["--time-zone", "America/New_York"])
    #expect(paris.localOffset == -14400.0)
  }

  @Test(.enabled(if: shouldRun, skip)) func timeZoneClockMovesInstants() throws {
    // The ride says +02:00; its clock really showed UTC: the local times stay, the instants move 2 h later.
    let input = try Self.decode(Self.ride)
    let (out, report) = try Self.convert(
      Self.ride, to: "fit", ["--time-zone", "UTC", "--time-zone-mode", "clock"])
    #expect(out.localOffset == 0)
    #expect(out.points.map { $0.t! } == input.points.map { $0.t! + 7200 })
    #expect(Self.removed(report) == 0)
    // And Apple's HKTimeZone says the same (NDJSON keeps the workout's metadata; read with Python's json).
    let dir = try CLI.tempDir()
    let ndjson = dir.appendingPathComponent("ride.ndjson")
    let r = try CLI.run(["convert", Self.ride.path, ndjson.path, "--time-zone", "Asia/Tokyo", "--quiet"])
    #expect(r.status == 0, "\(r.stderrString)")
    let py = try runProcess(
      "python3",
      [
        "-c",
        "import json,sys\nfor l in open(sys.argv[1]):\n  d=json.loads(l)\n  if d.get('kind')=='workout': print(json.dumps(d))",
        ndjson.path,
      ])
    #expect(py.stdoutString.contains("\"HKTimeZone\""), "\(py.stdoutString.prefix(300))")
    #expect(py.stdoutString.contains("Asia/Tokyo"))
    #expect(py.stdoutString.contains("+09:00"))
  }

  // MARK: privacy

  @Test(.enabled(if: shouldRunShared, skip)) func privacyCirclesAndEnds() throws {
    let input = try Self.decode(Self.triathlon)
    let positions = input.positions
    let centre = positions[positions.count / 2]
    let radius = 250.0
    let ends = 400.0
    let (out, report) = try Self.convert(
      Self.triathlon, to: "fit",
      ["--privacy", "\(centre.lat!),\(centre.lon!),\(radius)", "--privacy-ends", "\(ends)"])
    // Independently: along-route distance of every input position, and which ones must go.
    var along: [Double] = [0]
    for i in 1..<positions.count { along.append(along[i - 1] + Self.meters(positions[i - 1], positions[i])) }
    let total = along.last!
    // Near an end: along the route, or around its first and last points (circles of radius `ends`).
    let inCircle = positions.indices.filter {
      !(along[$0] < ends || total - along[$0] < ends) && Self.meters(positions[$0], centre) <= radius
    }
    let atEnds = positions.indices.filter {
      along[$0] < ends || total - along[$0] < ends
        || (!inCircle.contains($0)
          && (Self.meters(positions[$0], positions[0]) <= ends
            || Self.meters(positions[$0], positions[positions.count - 1]) <= ends))
    }
    #expect(Self.removed(report, by: "--privacy-ends") == atEnds.count)
    // 0.5 m: a point on the circle's edge may fall either side between two haversine implementations.
    let nearEdge =
      inCircle.count
      - positions.indices.filter {
        !(along[$0] < ends || total - along[$0] < ends) && Self.meters(positions[$0], centre) <= radius - 0.5
      }.count
    #expect(abs(Self.removed(report, by: "--privacy") - inCircle.count) <= nearEdge)
    #expect(out.positions.allSatisfy { Self.meters($0, centre) > radius - 0.5 })
    #expect(positions.count == out.positions.count + Self.removed(report), "in = out + removed")
    // Heart rate stays at every instant: the records keep it without a position.
    #expect(out.points.filter { $0.hr != nil }.count == input.points.filter { $0.hr != nil }.count)
  }

  // MARK: simplify

  @Test(.enabled(if: shouldRunShared, skip)) func simplifyKeepsShapeAndLapBoundaries() throws {
    let input = try Self.decode(Self.triathlon)
    let tolerance = 5.0
    let (gpx, report) = try Self.convert(Self.triathlon, to: "gpx", ["--simplify", "\(tolerance)"])
    let kept = gpx.positions
    #expect(kept.count < input.positions.count / 2, "\(kept.count) of \(input.positions.count)")
    #expect(input.positions.count == kept.count + Self.removed(report))
    // Every removed point lies within the tolerance of the kept segment around it (local plane, metres).
    var k = 0
    var worst = 0.0
    for p in input.positions {
      while k + 1 < kept.count && kept[k + 1].t! <= p.t! { k += 1 }
      guard k + 1 < kept.count else { break }
      let a = kept[k]
      let b = kept[k + 1]
      let kx = 6_371_008.8 * cos(a.lat! * .pi / 180) * .pi / 180
      let ky = 6_371_008.8 * .pi / 180
      let (ax, ay, bx, by) = (a.lon! * kx, a.lat! * ky, b.lon! * kx, b.lat! * ky)
      let (px, py) = (p.lon! * kx, p.lat! * ky)
      let l2 = (bx - ax) * (bx - ax) + (by - ay) * (by - ay)
      let t = l2 > 0 ? min(1, max(0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / l2)) : 0
      worst = max(worst, hypot(ax + t * (bx - ax) - px, ay + t * (by - ay) - py))
    }
    // 0.1 m: the projection's reference latitude differs (segment start here, route mean in wkconv).
    #expect(worst <= tolerance + 0.1, "worst deviation \(worst) m")
    // Laps (FIT output) start where they did, and a kept point sits at each lap start.
    let (fit, _) = try Self.convert(Self.triathlon, to: "fit", ["--simplify", "\(tolerance)"])
    #expect(fit.laps.map(\.start) == input.laps.map(\.start))
    let keptTimes = Set(fit.positions.map(\.t!))
    for lap in input.laps {
      if let first = input.positions.first(where: { $0.t! >= lap.start! }) {
        #expect(keptTimes.contains(first.t!), "a point at the lap starting \(lap.start!)")
      }
    }
  }

  /// All at once, in one command: the accounting still adds up.
  @Test(.enabled(if: shouldRun, skip)) func composedOperations() throws {
    let input = try Self.decode(Self.ride)
    let middle = input.positions[60]
    let (out, report) = try Self.convert(
      Self.ride, to: "gpx",
      [
        "--trim", "+1m..-1m", "--privacy", "\(middle.lat!),\(middle.lon!),30", "--simplify", "2", "--shift",
        "+10s",
      ])
    #expect(input.positions.count == out.positions.count + Self.removed(report))
    #expect(Self.removed(report, by: "--trim") > 0)
    #expect(Self.removed(report, by: "--privacy") > 0)
    #expect(out.positions.allSatisfy { Self.meters($0, middle) > 29.5 })
  }

  // MARK: split

  /// Converts into a directory with `--split`; returns the decoded workout files (by name) and the report.
  static func split(_ input: URL, to ext: String, _ rule: String) throws -> ([Decoded], Report) {
    let dir = try CLI.tempDir()
    let out = dir.appendingPathComponent("parts/")
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", input.path, out.path + "/", "--to", ext, "--split", rule, "--report", report.path, "--quiet",
    ])
    try #require(r.status == 0, "\(r.stderrString)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter {
      $0.hasSuffix("." + ext)
    }.sorted()
    return (
      try files.map { try decode(out.appendingPathComponent($0)) },
      try JSONDecoder().decode(Report.self, from: Data(contentsOf: report))
    )
  }

  /// One FIT per multisport leg: every position lands in exactly one part, the parts do not overlap, and
  /// each has one session.
  @Test(.enabled(if: shouldRunShared, skip)) func splitMultisportByActivity() throws {
    let input = try Self.decode(Self.triathlon)
    let (parts, report) = try Self.split(Self.triathlon, to: "fit", "activity")
    #expect(parts.count == input.sessions.count)
    #expect(parts.allSatisfy { $0.sessions.count == 1 })
    #expect(parts.reduce(0) { $0 + $1.positions.count } == input.positions.count, "every point in one part")
    let ranges = parts.map { p in (p.positions.map(\.t!).min() ?? 0, p.positions.map(\.t!).max() ?? 0) }
      .sorted { $0.0 < $1.0 }
    for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(a.1 < b.0, "parts overlap: \(a) \(b)") }
    // The pipeline counts each part as a workout read and written; the split's line says where they came from.
    #expect(report.itemsRead["workout"] == parts.count && report.itemsWritten["workout"] == parts.count)
    #expect(
      (report.changes ?? []).contains {
        $0.operation == "--split" && $0.action == "added" && $0.count == parts.count - 1
      })
    #expect(Self.removed(report) == 0)
    // Its one recording gap over 30 s (35 s, in the run).
    let (gaps, gapReport) = try Self.split(Self.triathlon, to: "gpx", "gap=30s")
    #expect(gaps.count == 2)
    #expect(gaps.reduce(0) { $0 + $1.positions.count } == input.positions.count)
    #expect(Self.removed(gapReport) == 0)
  }

  /// The sample ride by lap, to GPX.
  @Test(.enabled(if: shouldRun, skip)) func splitRideByLapAndGap() throws {
    let input = try Self.decode(Self.ride)
    for rule in ["lap"] {
      let (parts, report) = try Self.split(Self.ride, to: "gpx", rule)
      #expect(parts.count == 2, "\(rule)")
      #expect(parts.reduce(0) { $0 + $1.positions.count } == input.positions.count, "\(rule)")
      #expect(Self.removed(report) == 0)
      if rule == "lap", let second = input.laps.last?.start {
        #expect(
          parts.contains { $0.positions.first?.t == second }, "the second part starts at the second lap")
      }
    }
  }

  // MARK: join

  /// The ride cut in two (a 60 s hole), joined back: fitdecode sees every point of both parts, one
  /// session from the first start to the last end whose timer and distance are the parts' sums, the
  /// laps of both; overlapping recordings are refused.
  @Test(.enabled(if: shouldRun, skip)) func joinConsecutiveRecordings() throws {
    let dir = try CLI.tempDir()
    let a = dir.appendingPathComponent("a.fit")
    let b = dir.appendingPathComponent("b.fit")
    let joined = dir.appendingPathComponent("joined.fit")
    for (url, range) in [(a, "..+4m"), (b, "+5m..")] {
      let r = try CLI.run(["convert", Self.ride.path, url.path, "--trim", range, "--quiet"])
      try #require(r.status == 0, "\(r.stderrString)")
    }
    let r = try CLI.run(["join", b.path, a.path, joined.path, "--quiet"])
    try #require(r.status == 0, "\(r.stderrString)")
    let (pa, pb, out) = (try Self.decode(a), try Self.decode(b), try Self.decode(joined))
    #expect(out.positions.map(\.t) == (pa.positions + pb.positions).map(\.t))
    #expect(out.sessions.count == 1)
    let session = try #require(out.sessions.first)
    let (sa, sb) = (try #require(pa.sessions.first), try #require(pb.sessions.first))
    #expect(session.start == sa.start)
    #expect(abs(session.start! + session.elapsed! - (sb.start! + sb.elapsed!)) < 0.01)
    #expect(abs(session.timer! - (sa.timer! + sb.timer!)) < 0.01, "timer = Σ timers (the hole is a pause)")
    if let d = session.distance, let da = sa.distance, let db = sb.distance {
      #expect(abs(d - (da + db)) < 0.1)
    }
    #expect(out.laps.count == pa.laps.count + pb.laps.count)
    let overlap = try CLI.run(["join", Self.ride.path, a.path, dir.appendingPathComponent("x.fit").path])
    #expect(overlap.status == 2 && overlap.stderrString.contains("overlap"))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.fit").path))
  }

  @Test func badOperationArgumentsAreUsageErrors() throws {
    let dir = try CLI.tempDir()
    for args in [
      ["--trim", "yesterday"], ["--shift", "soon"], ["--time-zone", "Mars/Olympus"], ["--privacy", "1,2"],
      ["--simplify", "-3"], ["--trim", "-1m..+1m"], ["--split", "lap"], ["--split", "week"],
    ] {
      let out = dir.appendingPathComponent("x.gpx")
      let r = try CLI.run(["convert", Self.ride.path, out.path] + args)
      #expect(r.status == 2 || r.status == 1, "\(args): \(r.status)")
      #expect(
        r.stderrString.contains("wkconv: error:") || r.stderrString.contains("Error"),
        "\(args): \(r.stderrString)")
      #expect(!FileManager.default.fileExists(atPath: out.path), "\(args): no output")
    }
  }
}
