import Foundation
import TestSupport
import Testing

/// `wkconv stats` against `Tests/Scripts/stats_oracle.py`, an independent Python implementation of Health's
/// statistics (ElementTree over the same export.xml; priority by a sweep over elementary time segments,
/// where wkconv subtracts covered spans). Tolerance: 1e-9 relative (the same pro-rating, summed in another
/// order), 1e-6 absolute.
@Suite struct StatsOracleTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/stats_oracle.py")
  static let watch = "Bob’s Apple Watch"
  static let phone = "Bob’s iPhone"

  /// A deterministic export of six days around the 2024 daylight-saving change (+01:00 → +02:00 at
  /// 2024-03-31 01:00 UTC): overlapping watch, phone and app steps, samples across every midnight, a few
  /// instantaneous ones, and heart rate (watch instants, chest-strap spans).
  static func makeExport(at url: URL) throws {
    var seed: UInt64 = 0x5EED
    func random(_ range: ClosedRange<Int>) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int((seed >> 33) % UInt64(range.count))
    }
    let dst = 1_711_846_800.0  // 2024-03-31T01:00:00Z
    func text(_ t: Double) -> String {
      let offset = t < dst ? 3600 : 7200
      let f = DateFormatter()
      f.locale = Locale(identifier: "en_US_POSIX")
      f.timeZone = TimeZone(secondsFromGMT: offset)
      f.dateFormat = "yyyy-MM-dd HH:mm:ss"
      return f.string(from: Date(timeIntervalSince1970: t)) + (offset == 3600 ? " +0100" : " +0200")
    }
    let devices = [
      watch:
        "&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.1&gt;",
      phone:
        "&lt;&lt;HKDevice: 0x2&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone14,2, software:17.1&gt;",
    ]
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
    xml += " <ExportDate value=\"2024-04-03 12:00:00 +0200\"/>\n"
    func record(_ type: String, _ source: String, _ unit: String, _ s: Double, _ e: Double, _ v: Int) {
      let device = devices[source].map { " device=\"\($0)\"" } ?? ""
      xml +=
        " <Record type=\"\(type)\" sourceName=\"\(source)\" sourceVersion=\"17.1\"\(device) unit=\"\(unit)\" creationDate=\"\(text(e))\" startDate=\"\(text(s))\" endDate=\"\(text(e))\" value=\"\(v)\"/>\n"
    }
    let steps = "HKQuantityTypeIdentifierStepCount"
    let first = 1_711_580_400.0  // 2024-03-28T00:00:00+01:00
    let last = first + 6 * 86_400 - 3600
    for (source, gap) in [(watch, 900), (phone, 700), ("Pedometer", 5000)] {
      var t = first + Double(random(0...3600))
      while t < last {
        let instant = random(0...19) == 0
        let duration = instant ? 0 : Double(random(30...1500))
        record(steps, source, "count", t, t + duration, random(5...900))
        t += duration + Double(random(0...gap))
      }
    }
    // Across every midnight (local, each side of the change).
    for midnight in [1_711_666_800.0, 1_711_753_200.0, 1_711_836_000.0, 1_711_922_400.0, 1_712_008_800.0] {
      record(steps, phone, "count", midnight - 600, midnight + 1200, 240)
      record(steps, watch, "count", midnight - 300, midnight + 300, 90)
      record(steps, "Pedometer", "count", midnight - 1800, midnight + 1800, 400)
    }
    let heart = "HKQuantityTypeIdentifierHeartRate"
    var t = first + 120
    while t < last {
      record(heart, watch, "count/min", t, t, random(48...175))
      t += Double(random(60...900))
    }
    t = first + 5000
    while t < last {
      let duration = Double(random(60...7200))
      record(heart, "Polar H10", "count/min", t, t + duration, random(55...160))
      t += duration + Double(random(3600...40000))
    }
    xml += "</HealthData>\n"
    try xml.write(to: url, atomically: true, encoding: .utf8)
  }

  struct Job: Encodable {
    var files: [String]
    var type: String
    var mode: String
    var priority: [String]? = nil
  }

  static func oracle(_ jobs: [Job]) throws -> [[String: Any]] {
    let r = try runProcess("python3", [script.path], stdin: try JSONEncoder().encode(jobs))
    try #require(r.status == 0, "stats_oracle.py: \(r.stderrString)")
    return try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]])
  }

  /// `wkconv stats … --format csv` as day → column → value (the day: the start's local date).
  static func stats(_ args: [String]) throws -> (rows: [String: [String: String]], stderr: String) {
    let r = try CLI.run(["stats"] + args + ["--format", "csv"])
    #expect(r.status == 0, "stats \(args): \(r.stderrString)")
    let lines = r.stdoutString.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    guard let header = lines.first else { return ([:], r.stderrString) }
    var rows: [String: [String: String]] = [:]
    for line in lines.dropFirst() {
      rows[String(line[0].prefix(10))] = Dictionary(uniqueKeysWithValues: zip(header, line))
    }
    return (rows, r.stderrString)
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= max(1e-6, 1e-9 * max(abs(a), abs(b))) }

  /// Every day's value of `column` equals the oracle's, and the days are the same.
  static func compare(
    _ ours: [String: [String: String]], _ theirs: [String: Any], column: String = "sum", _ label: String
  ) {
    #expect(
      Set(ours.keys) == Set(theirs.keys), "\(label): days \(ours.keys.sorted()) vs \(theirs.keys.sorted())")
    for (day, value) in theirs {
      let expected =
        (value as? NSNumber)?.doubleValue ?? ((value as? [String: Any])?[column] as? NSNumber)?.doubleValue
      let got = ours[day]?[column].flatMap(Double.init)
      #expect(
        got != nil && expected != nil && close(got!, expected!),
        "\(label) \(day) \(column): \(got ?? .nan) vs \(expected ?? .nan)")
    }
  }

  @Test func generatedExportMatchesTheOracle() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = dir.appendingPathComponent("export.xml")
    try Self.makeExport(at: export)
    let path = export.path
    let flipped = [Self.phone, Self.watch]
    let steps = "HKQuantityTypeIdentifierStepCount"
    let answers = try Self.oracle([
      Job(files: [path], type: steps, mode: "priority"),
      Job(files: [path], type: steps, mode: "plain"),
      Job(files: [path], type: steps, mode: "priority", priority: flipped),
      Job(files: [path], type: "HKQuantityTypeIdentifierHeartRate", mode: "discrete"),
    ])
    let health = try Self.stats([path, "--type", "StepCount"]).rows
    Self.compare(health, answers[0], "default priority")
    Self.compare(try Self.stats([path, "--type", steps, "--no-dedupe"]).rows, answers[1], "plain sum")
    // The priority matters on this export: flipping it changes days, by the oracle's flipped figures.
    let phoneFirst = try Self.stats([
      path, "--type", "StepCount", "--source-priority", flipped.joined(separator: ","),
    ])
    Self.compare(phoneFirst.rows, answers[2], "phone first")
    let changed = answers[0].keys.filter { day in
      let a = (answers[0][day] as? NSNumber)?.doubleValue ?? 0
      return abs(a - (Double(phoneFirst.rows[day]?["sum"] ?? "") ?? a)) > 1
    }
    #expect(changed.count >= 4, "flipping the priority changes at most \(changed.count) days")
    let plainTotal = answers[1].values.compactMap { ($0 as? NSNumber)?.doubleValue }.reduce(0, +)
    let healthTotal = answers[0].values.compactMap { ($0 as? NSNumber)?.doubleValue }.reduce(0, +)
    #expect(
      plainTotal > healthTotal * 1.3, "the overlap is real: plain \(plainTotal), de-duplicated \(healthTotal)"
    )
    for column in ["average", "minimum", "maximum", "mostRecent"] {
      Self.compare(
        try Self.stats([path, "--type", "HeartRate", "--unit", "count/min"]).rows, answers[3], column: column,
        "heart rate")
    }
    // Weeks (Monday to Monday, local): the same de-duplicated steps, in two intervals.
    let weeks = try Self.stats([path, "--type", "StepCount", "--by", "week"]).rows
    #expect(weeks.keys.sorted() == ["2024-03-25", "2024-04-01"])
    #expect(weeks["2024-04-01"]?["start"] == "2024-04-01T00:00:00+02:00")
    let weekTotal = weeks.values.compactMap { $0["sum"].flatMap(Double.init) }.reduce(0, +)
    #expect(Self.close(weekTotal, healthTotal), "weeks \(weekTotal) vs days \(healthTotal)")
    // The daylight-saving day is 23 hours long.
    #expect(health["2024-03-31"]?["start"] == "2024-03-31T00:00:00+01:00")
    #expect(health["2024-03-31"]?["end"] == "2024-04-01T00:00:00+02:00")
    // The export's offsets follow Berlin's rules: the named zone gives the same days.
    if FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/Europe/Berlin") {
      #expect(try Self.stats([path, "--type", "StepCount", "--time-zone", "Europe/Berlin"]).rows == health)
    }
    // A folder is read as the files inside.
    #expect(try Self.stats([dir.path, "--type", "StepCount"]).rows == health)
    let unknown = try Self.stats([path, "--type", "StepCount", "--source-priority", "Nobody"])
    #expect(unknown.stderr.contains("--source-priority Nobody: no HKQuantityTypeIdentifierStepCount sample"))
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment)) func corpusExportMatchesTheOracle()
    throws
  {
    let path = SharedCorpus.url("corpus/health/hkimport-export.xml").path
    let steps = "HKQuantityTypeIdentifierStepCount"
    let food = "HKQuantityTypeIdentifierDietaryEnergyConsumed"
    let answers = try Self.oracle([
      Job(files: [path], type: steps, mode: "priority"), Job(files: [path], type: steps, mode: "plain"),
      Job(files: [path], type: food, mode: "priority"),
    ])
    let health = try Self.stats([path, "--type", "StepCount"]).rows
    #expect(health.count == 190)
    Self.compare(health, answers[0], "hkimport priority")
    Self.compare(
      try Self.stats([path, "--type", "StepCount", "--no-dedupe"]).rows, answers[1], "hkimport plain")
    // Food: the reader holds the export's top-level copies of meal members inside their correlations only.
    Self.compare(try Self.stats([path, "--type", food]).rows, answers[2], "hkimport dietary energy")
  }

  @Test func usageErrors() throws {
    let bad = try CLI.run(["stats", "-", "--type", "StepCont"], stdin: Data())
    #expect(bad.status == 2)
    #expect(bad.stderrString.contains("StepCount"), "\(bad.stderrString)")
    let zone = try CLI.run(
      ["stats", "-", "--type", "StepCount", "--time-zone", "Mars/Olympus"], stdin: Data())
    #expect(zone.status == 2, "\(zone.stderrString)")
    let unit = try CLI.run(["stats", "-", "--type", "StepCount", "--unit", "kg"], stdin: Data())
    #expect(unit.status == 2, "\(unit.stderrString)")
  }
}
