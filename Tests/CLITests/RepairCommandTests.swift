import Foundation
import TestSupport
import Testing

/// `wkconv repair` on the built binary, its FIT output read by Garmin's SDK and fitdecode
/// (`Tests/Scripts/repair_oracle.py`): damaged copies of `Samples/ride.fit` made here (so the core runs
/// without `../shared`), and every corpus `bad/` FIT file.
@Suite struct RepairCommandTests {
  static let oracle = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/repair_oracle.py").path

  static let decoder: JSONDecoder = {
    let d = JSONDecoder()
    d.keyDecodingStrategy = .convertFromSnakeCase
    return d
  }()

  struct Oracle: Decodable {
    struct Counts: Decodable {
      var record: Int
      var lap: Int
      var session: Int
      var event: Int
    }
    struct Session: Decodable {
      var timer: Double?
      var lapTimer: Double
      var distance: Double?
      var lapDistance: Double?
      var laps: Int
    }
    var sdkOk: Bool
    var sdkErrors: [String]
    var strictOk: Bool
    var strictError: String?
    var `in`: Counts
    var out: Counts
    var timerAboveElapsed: Int
    var sessions: [Session]
  }

  /// Damaged copies of the sample ride (3,509 bytes: 120 records, 2 laps, 1 session).
  static func damagedRides() throws -> [(String, Data)] {
    let ride = try Data(contentsOf: TestPaths.samples.appendingPathComponent("ride.fit"))
    var badCRC = ride
    badCRC[badCRC.count - 1] ^= 0xFF
    var badHeaderCRC = ride
    badHeaderCRC[12] ^= 0xFF
    var badDataSize = ride
    badDataSize.replaceSubrange(4..<8, with: [0xFF, 0xFF, 0xFF, 0x7F])
    var flipped = ride
    flipped[2000] ^= 0xFF
    return [
      ("cut-at-1200", ride.prefix(1200)), ("cut-at-2000", ride.prefix(2000)),
      ("cut-at-3000", ride.prefix(3000)),
      ("no-file-crc", ride.prefix(ride.count - 2)), ("bad-file-crc", badCRC),
      ("bad-header-crc", badHeaderCRC),
      ("bad-data-size", badDataSize), ("flipped-byte", flipped),
      ("garbage-tail", ride + Data(repeating: 0xA5, count: 64)),
    ]
  }

  /// Repairs `input` into `dir/name.fit` and checks the output with the oracle: accepted by Garmin's SDK
  /// and by fitdecode in strict mode, records ≥ what fitdecode reads leniently from the damaged input,
  /// laps and sessions present, timer ≤ elapsed, and each session = Σ its laps within FIT's resolution
  /// (timer 1 ms, distance 1 cm, per lap; the session has its own rounding: + 1 unit).
  @discardableResult
  func repairAndCheck(_ input: URL, _ name: String, in dir: URL) throws -> (Int32, [String: Any]) {
    let output = dir.appendingPathComponent("\(name).fit")
    let report = dir.appendingPathComponent("\(name).json")
    let r = try CLI.run(["repair", input.path, output.path, "--report", report.path, "--quiet"], in: dir)
    #expect(r.status == 0 || r.status == 4, "\(name): \(r.stderrString)")
    let p = try runProcess("python3", [Self.oracle, input.path, output.path])
    #expect(p.status == 0, "\(name): \(p.stderrString)")
    let o = try Self.decoder.decode(Oracle.self, from: p.stdout)
    #expect(o.sdkOk, "\(name): Garmin's SDK: \(o.sdkErrors)")
    #expect(o.strictOk, "\(name): fitdecode: \(o.strictError ?? "")")
    #expect(o.out.record >= o.in.record, "\(name): records \(o.out.record) < fitdecode's \(o.in.record)")
    #expect(o.out.lap >= 1 && o.out.session >= 1, "\(name): \(o.out)")
    #expect(o.timerAboveElapsed == 0, "\(name)")
    for s in o.sessions {
      let n = Double(s.laps + 1)
      #expect(s.laps >= 1, "\(name): a session without laps")
      if let timer = s.timer {
        #expect(abs(timer - s.lapTimer) <= 0.001 * n, "\(name): timer \(timer) vs Σ \(s.lapTimer)")
      }
      if let d = s.distance, let ld = s.lapDistance {
        #expect(abs(d - ld) <= 0.01 * n + 1e-9, "\(name): distance \(d) vs Σ \(ld)")
      }
    }
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any] ?? [:]
    #expect(json["exitCode"] as? Int == Int(r.status), "\(name)")
    return (r.status, json)
  }

  func explainKinds(_ json: [String: Any]) -> [String] {
    (json["explain"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
  }

  @Test func damagedCopiesOfTheSampleRideAreRepaired() throws {
    let dir = try CLI.tempDir()
    for (name, data) in try Self.damagedRides() {
      let input = dir.appendingPathComponent("in-\(name).fit")
      try data.write(to: input)
      let (status, json) = try repairAndCheck(input, name, in: dir)
      let kinds = explainKinds(json)
      if name.hasPrefix("cut-at") {
        // The session and the laps come last in the file: rebuilt from the records, and said so.
        #expect(status == 4, "\(name)")
        #expect(kinds.contains("damage") && kinds.contains("rebuilt"), "\(name): \(kinds)")
      }
      #expect(!kinds.isEmpty, "\(name): nothing explained")
      #expect(try Data(contentsOf: input) == data, "the input is never changed")
    }
  }

  /// FITDamagedTagTests' fixture (the sample ride with its header's ".FIT" tag damaged): `repair` keeps all
  /// 120 records and both laps, and the corpus's own oracle (`fit_oracle.py`: Garmin's SDK and structure
  /// checks) accepts the output, as do Garmin's SDK and fitdecode in `repairAndCheck`.
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func theDamagedTagFileIsRepairedIntoAFileTheCorpusOracleAccepts() throws {
    let dir = try CLI.tempDir()
    var ride = try Data(contentsOf: TestPaths.samples.appendingPathComponent("ride.fit"))
    ride.replaceSubrange(8..<12, with: [0x2E, 0x46, 0x00, 0xFF])  // as FITDamagedTagTests damages it
    let input = dir.appendingPathComponent("in-damaged-tag.fit")
    try ride.write(to: input)
    try repairAndCheck(input, "damaged-tag", in: dir)
    let output = dir.appendingPathComponent("damaged-tag.fit")
    let p = try runProcess("python3", [SharedCorpus.url("formats/fit/fit_oracle.py").path, output.path])
    #expect(p.status == 0, "fit_oracle.py: \(p.stdoutString.prefix(400)) \(p.stderrString.prefix(400))")
    let o = try Self.decoder.decode(
      Oracle.self, from: runProcess("python3", [Self.oracle, "/dev/null", output.path]).stdout)
    #expect(o.out.record == 120 && o.out.lap == 2 && o.out.session == 1, "\(o.out)")
  }

  /// A truncated FIT without a session (the sample ride cut before its laps, a `sport` message saying
  /// cycling/road added before its file_id; the ride itself is a run): the repaired file's session says
  /// cycling, as fitdecode reads it, and the reader says where the sport came from.
  @Test func aTruncatedFITWithoutSessionKeepsItsSport() throws {
    let dir = try CLI.tempDir()
    var ride = [UInt8](try Data(contentsOf: TestPaths.samples.appendingPathComponent("ride.fit")))
    // Local 10 = sport (12): sport (0, enum) and sub_sport (1, enum); then its message: 2 (cycling), 7 (road).
    let sport: [UInt8] = [
      0x4A, 0x00, 0x00, 0x0C, 0x00, 0x02, 0x00, 0x01, 0x00, 0x01, 0x01, 0x00, 0x0A, 0x02, 0x07,
    ]
    let headerSize = Int(ride[0])
    ride.insert(contentsOf: sport, at: headerSize)
    let size = UInt32(littleEndian: ride[4..<8].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }) + 15
    ride.replaceSubrange(4..<8, with: withUnsafeBytes(of: size.littleEndian, Array.init))
    if headerSize == 14 { ride.replaceSubrange(12..<14, with: [0, 0]) }  // header CRC 0: not checked
    let input = dir.appendingPathComponent("in-cut-with-sport.fit")
    try Data(ride.prefix(3000)).write(to: input)  // the laps and the session start at byte 3793
    let (status, _) = try repairAndCheck(input, "cut-with-sport", in: dir)
    #expect(status == 4)
    let p = try runProcess(
      "python3",
      [
        "-c",
        """
        import sys, fitdecode
        with fitdecode.FitReader(sys.argv[1]) as r:
            print(" ".join(m.get_value("sport") for m in r
                           if isinstance(m, fitdecode.FitDataMessage) and m.name == "session"))
        """, dir.appendingPathComponent("cut-with-sport.fit").path,
      ])
    #expect(p.status == 0, "\(p.stderrString)")
    #expect(p.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines) == "cycling", "\(p.stdoutString)")
    let r = try CLI.run(["repair", input.path, "again.fit", "--explain", "--quiet"], in: dir)
    #expect(r.stderrString.contains("the sport (2/7) is the sport message's"), "\(r.stderrString)")
  }

  @Test func explainSaysWhatWasWrongAndWhatWasDone() throws {
    let dir = try CLI.tempDir()
    let ride = try Data(contentsOf: TestPaths.samples.appendingPathComponent("ride.fit"))
    try ride.prefix(2000).write(to: dir.appendingPathComponent("cut.fit"))
    let r = try CLI.run(["repair", "cut.fit", "fixed.fit", "--explain", "--quiet"], in: dir)
    #expect(r.status == 4)
    let lines = r.stderrString.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("1. [damage]") && $0.contains("byte") }, "\(lines)")
    #expect(
      lines.contains { $0.contains("[rebuilt] lap") && $0.contains("rebuilt from the records") }, "\(lines)")
    #expect(
      lines.contains { $0.contains("[rebuilt] session") && $0.contains("rebuilt from its laps") }, "\(lines)")
  }

  @Test func aCutTCXIsRepairedIntoAFITGarminAccepts() throws {
    let dir = try CLI.tempDir()
    let c = try CLI.run(
      ["convert", TestPaths.samples.appendingPathComponent("ride.fit").path, "ride.tcx", "--quiet"], in: dir)
    #expect(c.status == 0, "\(c.stderrString)")
    let tcx = try Data(contentsOf: dir.appendingPathComponent("ride.tcx"))
    try tcx.prefix(tcx.count * 2 / 3).write(to: dir.appendingPathComponent("cut.tcx"))
    let r = try CLI.run(["repair", "cut.tcx", "fixed.fit", "--quiet"], in: dir)
    #expect(r.status == 4, "\(r.stderrString)")
    let p = try runProcess(
      "python3", [Self.oracle, "/dev/null", dir.appendingPathComponent("fixed.fit").path])
    let o = try Self.decoder.decode(Oracle.self, from: p.stdout)
    #expect(o.sdkOk && o.strictOk && o.out.record > 0 && o.out.lap >= 1 && o.out.session == 1, "\(o.out)")
  }

  @Test func anArchiveWithADamagedMemberIsRepairedMemberByMember() throws {
    let dir = try CLI.tempDir()
    let ride = try Data(contentsOf: TestPaths.samples.appendingPathComponent("ride.fit"))
    try ride.prefix(2000).write(to: dir.appendingPathComponent("cut.fit"))
    try ride.write(to: dir.appendingPathComponent("whole.fit"))
    let zip = try runProcess(
      "python3",
      [
        "-c",
        "import zipfile; z = zipfile.ZipFile('rides.zip', 'w'); z.write('cut.fit'); z.write('whole.fit')",
      ],
      currentDirectory: dir)
    #expect(zip.status == 0, "\(zip.stderrString)")
    let r = try CLI.run(["repair", "rides.zip", "out/", "--to", "fit", "--explain", "--quiet"], in: dir)
    #expect(r.status == 4, "\(r.stderrString)")
    #expect(
      r.stderrString.contains("[damage]") && r.stderrString.contains("rides.zip:cut.fit"), "\(r.stderrString)"
    )
    // One FIT per workout (what is not a workout goes to out/rides.ndjson, as with convert).
    let outputs = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path)
      .filter { $0.hasSuffix(".fit") }
    #expect(outputs.count == 2, "\(outputs)")
    var records = 0
    for name in outputs {
      let p = try runProcess(
        "python3", [Self.oracle, "/dev/null", dir.appendingPathComponent("out/\(name)").path])
      let o = try Self.decoder.decode(Oracle.self, from: p.stdout)
      #expect(o.sdkOk && o.strictOk && o.out.lap >= 1 && o.out.session == 1, "\(name): \(o.out)")
      records += o.out.record
    }
    // Every record fitdecode reads from the two members (leniently from the cut one).
    let cut = try Self.decoder.decode(
      Oracle.self,
      from: runProcess(
        "python3",
        [
          Self.oracle, dir.appendingPathComponent("cut.fit").path,
          dir.appendingPathComponent("whole.fit").path,
        ]
      ).stdout)
    #expect(records >= cut.in.record + cut.out.record, "\(records)")
  }

  @Test func nothingReadableIsAFailureWithoutOutput() throws {
    let dir = try CLI.tempDir()
    try Data("not a recording".utf8).write(to: dir.appendingPathComponent("x.fit"))
    let r = try CLI.run(["repair", "x.fit", "y.fit", "--from", "fit", "--report", "r.json"], in: dir)
    #expect(r.status == 1)
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("y.fit").path))
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("r.json")))
    #expect((json as? [String: Any])?["status"] as? String == "failed")
  }

  /// What `repair` does to each intact corpus FIT file: it keeps what the device recorded. The only change
  /// is a lap over the records of the two files without any lap message (what is missing is filled in);
  /// every inconsistency the value-changing rules find is left as recorded and said, per rule, as a
  /// `repair.leftAsWritten.<rule>` warning with its count (`WorkoutRepair`'s documentation says why: they
  /// are device conventions, not damage). Exit 0 for every activity file.
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func intactCorpusFilesKeepWhatTheirDeviceRecorded() throws {
    let dir = try CLI.tempDir()
    let rebuiltLap = "lap: no laps: one lap over the whole recording → rebuilt from the records"
    let expectedRebuilt: [String: [String]] = [
      "gc-edge830-stages-power-nogps": [rebuiltLap], "sportslib-virtual-ride-development-mfr": [rebuiltLap],
    ]
    let expectedLeft: [String: [String: Int]] = [
      "fitparse-edge500-ride": ["lap-clipped-to-its-session": 1],
      "fitparse-edge800-indoor-trainer": ["workout-extended-to-its-last-record": 1],
      "fitparse-fenix2-multisport-triathlon": [
        "lap-clipped-to-its-session": 1, "session-ended-where-the-next-begins": 1,
        "session-started-with-its-first-lap": 1,
      ],
      "fitparse-fenix2-run": ["lap-timer-set-to-the-active-time-of-the-lap": 1],
      "fitparse-fr110-run-2013-02-06": [
        "lap-starts-at-the-previous-laps-end": 1, "lap-timer-set-to-the-active-time-of-the-lap": 3,
      ],
      "fitparse-vivoactivehr-indoor-rowing-devfields": [
        "lap-clipped-to-its-session": 1, "workout-extended-to-its-last-record": 1,
      ],
      "fitparse-zwift-virtual-ride": [
        "lap-timer-set-to-the-active-time-of-the-lap": 1, "session-energy-the-sum-of-its-laps": 1,
        "session-timer-the-sum-of-its-laps-timers": 1,
      ],
      "gc-edge830-stages-power-nogps": ["session-timer-the-sum-of-its-laps-timers": 1],
      "gc-fr55-walk-coretemp-devfields": [
        "lap-clipped-to-its-session": 1, "session-distance-the-sum-of-its-laps": 1,
        "session-timer-the-sum-of-its-laps": 1,
      ],
      "gc-fr735xt-open-water-swim": [
        "lap-clipped-to-its-session": 1, "lap-starts-at-the-previous-laps-end": 2,
      ],
      "gc-garmin-swim-example": ["session-timer-the-sum-of-its-laps-timers": 1],
      "gc-garmin-swim-pool": [
        "lap-starts-at-the-previous-laps-end": 7, "session-timer-the-sum-of-its-laps-timers": 1,
        "workout-extended-to-its-last-record": 1,
      ],
      "gc-moxy-muscle-oxygen": ["session-timer-the-sum-of-its-laps": 1],
      "gpsbabel-edge800": ["workout-extended-to-its-last-record": 1],
      "gpsbabel-fit-sample": ["lap-timer-set-to-the-active-time-of-the-lap": 3],
      "gpsbabel-fr10": ["lap-clipped-to-its-session": 1],
      "sportslib-garmin-connect-virtual-ride": ["session-timer-the-sum-of-its-laps": 1],
      "sportslib-suunto9-trail-run": ["lap-timer-set-to-the-active-time-of-the-lap": 2],
      "sportslib-virtual-ride-development-mfr": ["session-timer-the-sum-of-its-laps": 1],
    ]
    // Settings, workout plans, monitoring and a developer-data example hold no activity: their messages
    // are written back as they came (FITKeptMessagesTests compares them with fitdecode).
    let notActivities: Set = [
      "fitparse-edge510-Settings", "fitparse-sdk-example-DeveloperData",
      "fitparse-sdk-example-MonitoringFile",
      "fitparse-sdk-example-WorkoutCustomTargetValues", "fitparse-sdk-example-WorkoutRepeatSteps",
    ]
    let files = SharedCorpus.files(in: "corpus/fit", extension: "fit")
    #expect(files.count >= 60)
    for file in files {
      let name = file.deletingPathExtension().lastPathComponent
      let report = dir.appendingPathComponent("\(name).json")
      let r = try CLI.run(
        [
          "repair", file.path, dir.appendingPathComponent("\(name).fit").path, "--report", report.path,
          "--quiet",
        ],
        in: dir)
      if notActivities.contains(name) {
        #expect(r.status == 0, "\(name): \(r.stderrString)")
        #expect(
          FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name).fit").path), "\(name)")
        continue
      }
      #expect(r.status == 0, "\(name): \(r.stderrString)")
      let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any] ?? [:]
      let rebuilt = (json["explain"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "rebuilt" }
        .map { "\($0["problem"] as? String ?? "") → \($0["action"] as? String ?? "")" }
      #expect(rebuilt == expectedRebuilt[name, default: []], "\(name): \(rebuilt)")
      var left: [String: Int] = [:]
      for w in json["warnings"] as? [[String: Any]] ?? [] {
        guard let code = w["code"] as? String, code.hasPrefix("repair.leftAsWritten.") else { continue }
        left[String(code.dropFirst("repair.leftAsWritten.".count))] = w["count"] as? Int
      }
      #expect(left == expectedLeft[name, default: [:]], "\(name): \(left)")
    }
  }

  /// Side by side with chiptime's `repair` (PyPI) on every corpus `bad/` FIT file: ours keeps at least
  /// as many records, laps, sessions and events as chiptime's output, fitdecode reading both, except
  /// chiptime's messages of another recording: after the Lezyne file's broken definitions chiptime
  /// resynchronizes into a previous day's ride left in the device's storage and appends its lap, session
  /// and event (timestamps before the recording's first record); our reader refuses to resume there and
  /// says why (`FITResyncTests`), so those are the only ones allowed to be missing.
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func corpusBadFilesSideBySideWithChiptime() throws {
    let dir = try CLI.tempDir()
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/repair_side_by_side.py").path
    var foreign = 0
    for file in SharedCorpus.files(in: "corpus/bad", extension: "fit") {
      let name = file.deletingPathExtension().lastPathComponent
      let ours = dir.appendingPathComponent("\(name).fit")
      let theirs = dir.appendingPathComponent("\(name)-chiptime.fit")
      _ = try CLI.run(["repair", file.path, ours.path, "--quiet"], in: dir)
      let c = try runProcess("chiptime", ["repair", file.path, "-o", theirs.path])
      #expect(
        c.status == 0 || FileManager.default.fileExists(atPath: theirs.path), "\(name): \(c.stderrString)")
      let p = try runProcess("python3", [script, ours.path, theirs.path])
      #expect(p.status == 0, "\(name): \(p.stderrString)")
      let counts = try JSONDecoder().decode([String: [String: Int]].self, from: p.stdout)
      for (kind, c) in counts {
        #expect(c["ours"]! >= c["chiptime"]! - c["foreign"]!, "\(name): \(kind) \(c)")
        foreign += c["foreign"]!
      }
    }
    #expect(foreign == 3, "chiptime's lap, session and event of the Lezyne file's previous ride")
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func everyCorpusBadFITFileIsRepaired() throws {
    let dir = try CLI.tempDir()
    let files = SharedCorpus.files(in: "corpus/bad", extension: "fit")
    #expect(files.count >= 8)
    for file in files {
      let name = file.deletingPathExtension().lastPathComponent
      try repairAndCheck(file, name, in: dir)
      // The corpus's own oracle (Garmin's SDK, structure checks) accepts the output.
      let p = try runProcess(
        "python3",
        [SharedCorpus.url("formats/fit/fit_oracle.py").path, dir.appendingPathComponent("\(name).fit").path])
      #expect(p.status == 0, "\(name): fit_oracle.py: \(p.stdoutString.prefix(400))")
    }
  }
}
