import FormatKit
import FormatPolar
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// The daily members of a Polar Flow export (24/7 activity, continuous heart rate, sleep), on a GENERATED
/// export (no public sample exists; layout and sources in Sources/FormatPolar/README.md): counts, sums and
/// instants against an independent reading of the raw JSON with Python's json module.
@Suite struct PolarDailyTests {
  /// A deterministic generator of a small synthetic export folder: four activity days around the
  /// 2024-03-31 DST change in Central Europe (one without step times, one whose offset no member states),
  /// a month of 24/7 heart rate, two nights of sleep and the members with no HealthKit type.
  static func makeExport(in dir: URL) throws {
    var seed: UInt64 = 0x5EED
    func next(_ range: ClosedRange<Int>) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Int((seed >> 33) % UInt64(range.count))
    }
    func write(_ name: String, _ value: Any) throws {
      let data = try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys])
      try data.write(to: dir.appendingPathComponent(name))
    }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    for day in ["2024-03-29", "2024-03-30", "2024-03-31", "2024-04-02"] {
      var steps: [[String: Any]] = []
      var mets: [[String: Any]] = []
      for minute in stride(from: 7 * 60, to: 21 * 60, by: 1) {
        let time = String(format: "%02d:%02d:00.000", minute / 60, minute % 60)
        steps.append(["localTime": time, "value": next(0...3) == 0 ? 0 : next(1...120)])
        mets.append(["localTime": time, "value": Double(next(9...60)) / 10])
      }
      try write(
        "activity-\(day)-0a0b.json",
        [
          "exportVersion": "2.6", "date": day, "samples": ["steps": steps, "mets": mets, "metSources": [""]],
          "summary": [
            "startTime": "07:00:00.000", "endTime": "21:00:00.000", "stepCount": 1, "calories": 2000,
          ],
        ])
    }
    // An older activity file: step values without times, and the day total in the summary.
    try write(
      "activity-2024-03-28-0c0d.json",
      [
        "exportVersion": "2.6", "date": "2024-03-28",
        "samples": ["steps": [["value": 12], ["value": 5]], "mets": [["value": 1.2]]],
        "summary": ["stepCount": 4321],
      ])
    var deviceDays: [[String: Any]] = []
    for day in ["2024-03-28", "2024-03-29", "2024-03-30", "2024-03-31", "2024-04-02"] {
      var samples: [[String: Any]] = []
      for seconds in stride(from: 0, to: 86_400, by: 300) {
        samples.append(["secondsFromDayStart": seconds, "heartRate": next(0...9) == 0 ? 0 : next(45...170)])
      }
      deviceDays.append(["userId": 1, "deviceId": "00000000", "date": day, "samples": samples])
    }
    try write("247ohr_1_03-0e0f.json", ["deviceDays": deviceDays])
    let changes1: [[String: Any]] = [
      ["offsetFromStart": "PT0S", "state": "WAKE"], ["offsetFromStart": "PT10M", "state": "NONREM1"],
      ["offsetFromStart": "PT25M", "state": "NONREM2"],
      ["offsetFromStart": "PT1H10M30S", "state": "NONREM3"],
      ["offsetFromStart": "PT2H", "state": "REM"], ["offsetFromStart": "PT2H40M", "state": "WS_UNKNOWN"],
      ["offsetFromStart": "PT2H50M", "state": "NONREM2"], ["offsetFromStart": "PT7H30M", "state": "WAKE"],
      ["offsetFromStart": "PT8H5M", "state": "WAKE"],
    ]
    let changes2: [[String: Any]] = [
      ["offsetFromStart": "PT0S", "state": "NONREM1"], ["offsetFromStart": "PT1H", "state": "NONREM3"],
      ["offsetFromStart": "PT3H", "state": "REM"], ["offsetFromStart": "PT4H", "state": "NONREM2"],
      ["offsetFromStart": "PT7H", "state": "WAKE"],
    ]
    func night(_ name: String, _ start: String, _ end: String, _ changes: [[String: Any]]) -> [String: Any] {
      [
        "night": name,
        "evaluation": ["sleepType": "SLEEP_PLUS_STAGES", "sleepSpan": "PT8H", "asleepDuration": "PT7H"],
        "sleepResult": [
          "hypnogram": [
            "sleepStart": start, "sleepEnd": end, "sleepStateChanges": changes, "alarmSnoozeTimes": [],
            "rating": "UNKNOWN", "batteryRanOut": false,
          ]
        ],
      ]
    }
    try write(
      "sleep_result_1-1a1b.json",
      [
        night("2024-03-30", "2024-03-29T23:10:00+01:00", "2024-03-30T07:00:00+01:00", changes1),
        night("2024-03-31", "2024-03-30T23:30:00.500+01:00", "2024-03-31T07:45:00.500+02:00", changes2),
      ])
    try write(
      "nightly_recovery_1-2a2b.json",
      [
        [
          "night": "2024-03-30", "meanNightlyRecoveryRri": 1000, "meanNightlyRecoveryRmssd": 40,
          "ansStatus": 1.5,
        ]
      ])
    try write("sleep_score_1-3a3b.json", [["night": "2024-03-30", "sleepScoreResult": ["sleepScore": 80]]])
    try write("account-data-1-4a4b.json", ["exportVersion": "1.0"])
  }

  /// The independent reading: offsets by the documented rule from the raw sleep boundaries, every
  /// expected sample from the raw JSON, then the NDJSON compared item by item.
  static let oracle = """
    import datetime as dt, glob, json, os, sys
    folder, ndjson = sys.argv[1], sys.argv[2]
    HK = 'HKQuantityTypeIdentifier'
    load = lambda p: json.load(open(p))
    iso = lambda t: dt.datetime.fromisoformat(t)
    def dur(t):
        t, s = t[2:], 0.0
        for unit, k in (('H', 3600), ('M', 60), ('S', 1)):
            if unit in t:
                v, t = t.split(unit, 1)
                s += float(v) * k
        return s
    stated = {}
    nights = [n for p in sorted(glob.glob(folder + '/sleep_result_*.json')) for n in load(p)]
    for n in nights:
        for key in ('sleepStart', 'sleepEnd'):
            t = iso(n['sleepResult']['hypnogram'][key])
            stated.setdefault(t.date(), int(t.utcoffset().total_seconds()))
    def offset(day):
        if day in stated: return stated[day]
        return stated[min(stated, key=lambda d: (abs((d - day).days), d > day))]
    def at(day, seconds):
        off = offset(day)
        local = dt.datetime.combine(day, dt.time()) + dt.timedelta(seconds=seconds)
        return (local - dt.timedelta(seconds=off)).replace(tzinfo=dt.timezone.utc), off
    want = []  # (type, start utc, end utc, offset, value)
    steps_per_day = {}
    for p in sorted(glob.glob(folder + '/activity-*.json')):
        a = load(p)
        day = dt.date.fromisoformat(a['date'])
        timed = [s for s in a['samples']['steps'] if 'localTime' in s]
        secs = lambda s: (dt.datetime.strptime(s['localTime'], '%H:%M:%S.%f') - dt.datetime(1900, 1, 1)).total_seconds()
        if not timed:
            s, off = at(day, 0)
            want.append((HK + 'StepCount', s, s + dt.timedelta(days=1), off, a['summary']['stepCount']))
            steps_per_day[a['date']] = a['summary']['stepCount']
            continue
        for i, smp in enumerate(timed):
            if smp['value'] == 0: continue
            t0 = secs(smp)
            t1 = secs(timed[i + 1]) if i + 1 < len(timed) else t0 + (t0 - secs(timed[i - 1]))
            s, off = at(day, t0)
            want.append((HK + 'StepCount', s, s + dt.timedelta(seconds=t1 - t0), off, smp['value']))
            steps_per_day[a['date']] = steps_per_day.get(a['date'], 0) + smp['value']
    hr = []
    for p in sorted(glob.glob(folder + '/247ohr_*.json')):
        for d in load(p)['deviceDays']:
            for smp in d['samples']:
                if smp['heartRate'] <= 0: continue
                s, off = at(dt.date.fromisoformat(d['date']), smp['secondsFromDayStart'])
                want.append((HK + 'HeartRate', s, s, off, smp['heartRate']))
                hr.append(smp['heartRate'])
    SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis'
    stage = {'WAKE': 2, 'REM': 5, 'NONREM1': 3, 'NONREM2': 3, 'NONREM3': 4}
    stage_seconds = {}
    for n in nights:
        h = n['sleepResult']['hypnogram']
        start, end = iso(h['sleepStart']), iso(h['sleepEnd'])
        off = int(start.utcoffset().total_seconds())
        want.append((SLEEP, start, end, off, 0))
        span = (end - start).total_seconds()
        ch = h['sleepStateChanges']
        for i, c in enumerate(ch):
            a = dur(c['offsetFromStart'])
            b = min(dur(ch[i + 1]['offsetFromStart']), span) if i + 1 < len(ch) else span
            if a >= span or b <= a or c['state'] not in stage: continue
            want.append((SLEEP, start + dt.timedelta(seconds=a), start + dt.timedelta(seconds=b), off, stage[c['state']]))
            key = n['night'] + '/' + c['state']
            stage_seconds[key] = stage_seconds.get(key, 0) + b - a
    got = []
    for line in open(ndjson):
        item = json.loads(line)
        if item['kind'] not in ('quantity', 'category'): continue
        s, e = iso(item['start'].replace('Z', '+00:00')), iso(item['end'].replace('Z', '+00:00'))
        off = None if item['start'].endswith('Z') else int(s.utcoffset().total_seconds())
        got.append((item['type'], s, e, off, item['value']))
    norm = lambda x: (x[0], x[1].astimezone(dt.timezone.utc).isoformat(), x[2].astimezone(dt.timezone.utc).isoformat(), x[3], float(x[4]))
    w, g = sorted(map(norm, want)), sorted(map(norm, got))
    mismatches = [repr(x) for x in w if x not in g][:5] + ['only ours: ' + repr(x) for x in g if x not in w][:5]
    counts = {}
    for x in w: counts[x[0]] = counts.get(x[0], 0) + 1
    json.dump({'counts': counts, 'items': len(g), 'mismatches': mismatches, 'stepsPerDay': steps_per_day,
               'hr': [min(hr), max(hr), len(hr)], 'stageSeconds': stage_seconds}, sys.stdout)
    """

  @Test(
    "generated export folder → NDJSON: steps, 24/7 heart rate and sleep stages equal the raw JSON's, sample by sample; the rest is reported"
  )
  func dailyMembersAgainstRawJSON() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = dir.appendingPathComponent("polar-user-data-export_00000000")
    try Self.makeExport(in: export)
    let out = dir.appendingPathComponent("out.ndjson")
    let reportURL = dir.appendingPathComponent("report.json")
    let r = try CLI.run(["convert", export.path, out.path, "--report", reportURL.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let check = try runProcess("python3", ["-c", Self.oracle, export.path, out.path])
    try #require(check.status == 0, "oracle: \(check.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: check.stdout) as? [String: Any])
    #expect((json["mismatches"] as? [String]) == [], "\(json["mismatches"] ?? "")")
    let counts = try #require(json["counts"] as? [String: Int])
    // 2 nights: in-bed + 7 and 5 staged segments in the span (a WS_UNKNOWN segment and a WAKE after
    // the end are not stages).
    #expect(counts["HKCategoryTypeIdentifierSleepAnalysis"] == 2 + 7 + 5)
    #expect(json["items"] as? Int == counts.values.reduce(0, +))
    // The day without step times is its summary's total; the stage durations are the fixture's.
    let perDay = try #require(json["stepsPerDay"] as? [String: Int])
    #expect(perDay["2024-03-28"] == 4321)
    #expect(perDay.count == 5)
    let stages = try #require(json["stageSeconds"] as? [String: Double])
    // Seconds, from offsets in whole or half minutes: exact in doubles, compared within 1 µs.
    func near(_ key: String, _ seconds: Double) -> Bool { abs((stages[key] ?? -1) - seconds) < 1e-6 }
    #expect(near("2024-03-30/NONREM3", 49.5 * 60))
    #expect(near("2024-03-30/NONREM2", (45.5 + 280) * 60))
    #expect(near("2024-03-31/REM", 3600))
    // 2024-03-31 ends the DST night: its end offset is +02:00, the stage times are instants from the start.
    #expect(near("2024-03-31/WAKE", 15 * 60), "\(stages)")
    let hr = try #require(json["hr"] as? [Int])
    #expect(hr.count == 3 && hr[0] >= 45 && hr[1] <= 170 && hr[2] > 1000)

    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: reportURL)) as? [String: Any])
    // The report counts items by kind.
    func total(_ key: String) -> Int { (report[key] as? [String: Int])?.values.reduce(0, +) ?? 0 }
    #expect(total("itemsRead") == total("itemsWritten") + total("itemsDropped"))
    #expect(total("itemsRead") == counts.values.reduce(0, +))
    #expect(total("itemsDropped") == 0)
    #expect((report["itemsRead"] as? [String: Int])?["category"] == 14)
    let warnings = report["warnings"] as? [[String: Any]] ?? []
    func warning(_ code: String) -> [String: Any]? { warnings.first { $0["code"] as? String == code } }
    #expect(warning("polar.notMapped.nightly_recovery")?["count"] as? Int == 1)
    #expect((warning("polar.notMapped.nightly_recovery")?["message"] as? String)?.contains("RMSSD") == true)
    #expect(warning("polar.notMapped.sleep_score")?["count"] as? Int == 1)
    #expect(warning("polar.notMapped.activity.mets")?["count"] as? Int == 4 * 14 * 60 + 1)
    #expect(warning("polar.notMapped.activity.unplacedSteps")?["count"] as? Int == 2)
    #expect(warning("polar.notMapped.sleep.unknownStage")?["count"] as? Int == 1)
    // 2024-03-28 and 2024-04-02 state no offset: they take the nearest stated day's (+01:00, +02:00).
    #expect(warning("polar.assumed")?["count"] as? Int == 2)
    #expect((warning("polar.unmapped")?["message"] as? String)?.contains("account-data 1") == true)
    // No HRV sample of any kind: RMSSD is not SDNN.
    let text = try String(contentsOf: out, encoding: .utf8)
    #expect(!text.contains("HeartRateVariability"))
  }

  @Test("generated export folder → Parquet: pyarrow, DuckDB and polars read the rows and sums of the model")
  func dailyMembersToParquet() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = dir.appendingPathComponent("polar-user-data-export_00000000")
    try Self.makeExport(in: export)
    let out = dir.appendingPathComponent("all.parquet")
    let r = try CLI.run(["convert", export.path, out.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let (items, _) = try PolarTests.read(export)
    #expect(items.count > 3000)
    try checkParquetOracles(out, AnalyticsFacts(items))
  }

  @Test(
    "a changed layout is a located error naming the member and the field; the other members are read (exit 4)"
  )
  func changedLayoutIsLocated() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = dir.appendingPathComponent("export")
    try Self.makeExport(in: export)
    try Data(#"{"deviceDays": [{"date": "2024-03-29", "samples": [{"hr": 60}]}]}"#.utf8)
      .write(to: export.appendingPathComponent("247ohr_1_04-9f9f.json"))
    try Data(
      #"[{"night": "2024-04-01", "sleepResult": {"hypnogram": {"sleepStart": "2024-04-01T00:00:00"}}}]"#.utf8
    )
    .write(to: export.appendingPathComponent("sleep_result_2-9e9e.json"))
    let out = dir.appendingPathComponent("out.ndjson")
    let r = try CLI.run(["convert", export.path, out.path])
    #expect(r.status == 4, "\(r.stderrString)")
    #expect(r.stderrString.contains("247ohr_1_04-9f9f.json") && r.stderrString.contains("heartRate"))
    #expect(r.stderrString.contains("sleep_result_2-9e9e.json") && r.stderrString.contains("sleepEnd"))
    let lines = try String(contentsOf: out, encoding: .utf8).split(separator: "\n")
    #expect(lines.contains { $0.contains("HKCategoryTypeIdentifierSleepAnalysis") })
    #expect(lines.contains { $0.contains("HKQuantityTypeIdentifierHeartRate") })
  }
}
