import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// Independent oracles: GPSBabel's conversions in corpus/expected, tcxreader (PyPI), raw element counts.
@Suite("TCX against independent readers")
struct TCXOracleTests {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// Runs `tcx_oracle.py` (tcxreader) on a file; nil when tcxreader is not installed.
  static func tcxreader(_ url: URL) throws -> [String: Any]? {
    let result = try runProcess("python3", [here.appendingPathComponent("tcx_oracle.py").path, url.path])
    if result.status == 2 { return nil }
    #expect(result.status == 0, "tcx_oracle.py failed: \(result.stderrString)")
    return try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any]
  }

  static func count(_ needle: String, in url: URL) throws -> Int {
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.components(separatedBy: needle).count - 1
  }

  /// Heart rate, cadence and point counts as Python's xml.etree reads them.
  static func etree(_ url: URL) throws -> [String: Any] {
    let result = try runProcess(
      "python3", [here.appendingPathComponent("tcx_oracle.py").path, "--etree", url.path])
    #expect(result.status == 0, "tcx_oracle.py --etree failed: \(result.stderrString)")
    return try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any] ?? [:]
  }

  @Test("points, times, positions and heart rate agree with GPSBabel's conversions", corpus)
  func gpsbabel() throws {
    let pairs = [
      "gpsbabel-edge305-history", "gpsbabel-edge705-ride-power", "gpsbabel-fr110-run-fit2tcx",
      "gpsbabel-fr910xt-ride", "gpsbabel-gtc-course",
    ]
    for name in pairs {
      let tcx = SharedCorpus.url("corpus/tcx/\(name).tcx")
      let gpx = SharedCorpus.url("corpus/expected/\(name).tcx.gpx")
      let result = try runProcess(
        "python3", [Self.here.appendingPathComponent("gpsbabel_points.py").path, gpx.path])
      #expect(result.status == 0, "\(result.stderrString)")
      let rows = result.stdoutString.split(separator: "\n").map {
        $0.split(separator: "\t", omittingEmptySubsequences: false)
      }
      let (items, _) = try TCX.read(file: tcx)
      let workout = try #require(TCX.workouts(items).first)
      let locations = workout.routes.flatMap(\.locations)
      #expect(locations.count == rows.count, "\(name): \(locations.count) points, GPSBabel \(rows.count)")
      var hrByTime: [Date: Double] = [:]
      for e in TCX.series(workout, WorkoutSeriesType.heartRate) where hrByTime[e.start] == nil {
        hrByTime[e.start] = e.value
      }
      var hrCompared = 0
      for (location, row) in zip(locations, rows) {
        let time = try #require(ISO8601Timestamp.parse(String(row[0])))
        #expect(
          abs(location.time.timeIntervalSince(time.date)) < 0.5, "\(name): time \(location.time) vs \(row[0])"
        )
        #expect(abs(location.latitude - Double(row[1])!) < 1e-6, "\(name): latitude")
        #expect(abs(location.longitude - Double(row[2])!) < 1e-6, "\(name): longitude")
        if let ele = Double(row[3]), let altitude = location.altitude {
          #expect(abs(altitude - ele) < 0.0006, "\(name): altitude \(altitude) vs \(ele)")
        }
        if let hr = Double(row[4]) {
          #expect(hrByTime[location.time] == hr, "\(name): heart rate at \(row[0])")
          hrCompared += 1
        }
      }
      if name == "gpsbabel-edge705-ride-power" { #expect(hrCompared > 5000) }
    }
  }

  @Test("heart rate per point agrees with GPSBabel's CSV", corpus)
  func gpsbabelCSV() throws {
    let csv = try String(
      contentsOf: SharedCorpus.url("corpus/expected/gpsbabel-edge305-history.tcx.csv"), encoding: .utf8)
    let rows = csv.split(whereSeparator: \.isNewline).dropFirst().map { $0.split(separator: ",") }
    let (items, _) = try TCX.read(file: SharedCorpus.url("corpus/tcx/gpsbabel-edge305-history.tcx"))
    let workout = try #require(TCX.workouts(items).first)
    let hr = TCX.series(workout, WorkoutSeriesType.heartRate).map(\.value)
    #expect(rows.count == 1202)
    #expect(hr == rows.map { Double($0[4])! })
  }

  @Test("the multisport TCX keeps its sports, laps and points, through the writer too", corpus)
  func multisport() throws {
    let url = SharedCorpus.url("corpus/tcx/gc-fr305-multisport.tcx")
    let oracle = try Self.etree(url)
    let positions = oracle["positions"] as? Int ?? -1
    let heartRate = oracle["hr"] as? [Int] ?? []
    let laps = try Self.count("<Lap ", in: url)
    let (items, _) = try TCX.read(file: url)
    let (data, _) = try TCX.write(items)
    let (back, _) = try TCX.read(InputSource(data: data, name: "multisport.tcx"))
    for (label, list) in [("read", items), ("written and read back", back)] {
      let w = try #require(TCX.workouts(list).first)
      #expect(TCX.workouts(list).count == 1, "\(label)")
      #expect(w.activityType == .swimBikeRun, "\(label)")
      #expect(
        w.activities.map(\.configuration.activityType) == [.running, .cycling, .running, .cycling], "\(label)"
      )
      #expect(w.events.filter { $0.type == .lap }.count == laps, "\(label)")
      #expect(w.routes.flatMap(\.locations).count == positions, "\(label)")
      #expect(TCX.series(w, WorkoutSeriesType.heartRate).map { Int($0.value) } == heartRate, "\(label)")
      #expect(w.header.device?.serialNumber == "3815748186", "\(label)")
    }
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("<MultiSportSession>"))
    #expect(text.components(separatedBy: "<NextSport>").count - 1 == 3)
  }

  @Test("indoor TCX without positions keep heart rate and cadence (as tcxreader reads them)", corpus)
  func indoor() throws {
    for name in ["gc-fenix3-pool-swim-hrm", "gc-fr910xt-pool-swim"] {
      let url = SharedCorpus.url("corpus/tcx/\(name).tcx")
      let (items, _) = try TCX.read(file: url)
      let w = try #require(TCX.workouts(items).first)
      #expect(w.routes.isEmpty, "\(name)")
      let hr = TCX.series(w, WorkoutSeriesType.heartRate).map { Int($0.value) }
      let cadence = TCX.series(w, WorkoutSeriesType.cyclingCadence).map { Int($0.value) }
      let oracle = try Self.etree(url)
      #expect(hr == (oracle["hr"] as? [Int]), "\(name): heart rate")
      #expect(cadence == (oracle["cadence"] as? [Int]), "\(name): cadence")
      // And after writing: same values.
      let (data, _) = try TCX.write(items)
      let (back, _) = try TCX.read(InputSource(data: data, name: name))
      let b = try #require(TCX.workouts(back).first)
      #expect(TCX.series(b, WorkoutSeriesType.heartRate).map { Int($0.value) } == hr, "\(name)")
      #expect(TCX.series(b, WorkoutSeriesType.cyclingCadence).map { Int($0.value) } == cadence, "\(name)")
    }
  }

  @Test("tcxreader reads our TCX with the laps, trackpoints and heart rate it reads in the original", corpus)
  func tcxreaderReadsOurs() throws {
    var checked = 0
    for url in TCX.corpusFiles {
      let (items, context) = try TCX.read(file: url)
      // Files whose points go back in time, or repeat earlier ones (read once), hold other counts.
      if context.report.warnings.contains(where: {
        $0.code == "tcx.timeGoesBack" || $0.code == "tcx.repeatedTrackpoints"
      }) {
        continue
      }
      let (data, _) = try TCX.write(items)
      let out = FileManager.default.temporaryDirectory.appendingPathComponent(
        "wkconv-tcx-oracle-\(url.lastPathComponent)")
      try data.write(to: out)
      defer { try? FileManager.default.removeItem(at: out) }
      guard let ours = try Self.tcxreader(out), let original = try Self.tcxreader(url) else {
        Issue.record("tcxreader is not installed: pip install tcxreader")
        return
      }
      let name = url.lastPathComponent
      #expect((ours["trackpoints"] as? Int) == (original["trackpoints"] as? Int), "\(name): trackpoints")
      #expect((ours["positions"] as? Int) == (original["positions"] as? Int), "\(name): positions")
      #expect((ours["hr"] as? [Int]) == (original["hr"] as? [Int]), "\(name): heart rate")
      #expect((ours["cadence"] as? [Int]) == (original["cadence"] as? [Int]), "\(name): cadence")
      // tcxreader keeps only laps with trackpoints; ours may split an empty-track lap differently.
      let ourLaps = ours["laps"] as? [[String: Any]] ?? []
      let originalLaps = original["laps"] as? [[String: Any]] ?? []
      let w = try #require(TCX.workouts(items).first)
      let modelLaps = w.events.filter { $0.type == .lap }.count
      #expect(ourLaps.count <= modelLaps && ourLaps.count >= originalLaps.count, "\(name): laps")
      let lapPoints = ourLaps.reduce(0) { $0 + ($1["trackpoints"] as? Int ?? 0) }
      #expect(lapPoints == (ours["trackpoints"] as? Int), "\(name): lap trackpoints")
      if ourLaps.count == originalLaps.count {
        // A trackpoint at the very instant a lap starts is ambiguous in the model (devices put it at
        // the end of the previous lap or the start of the next): allow one point either way.
        for (a, b) in zip(ourLaps, originalLaps) {
          let x = a["trackpoints"] as? Int ?? 0
          let y = b["trackpoints"] as? Int ?? 0
          #expect(abs(x - y) <= 1, "\(name): lap trackpoints \(x) vs \(y)")
        }
      }
      checked += 1
    }
    #expect(checked >= 20)
  }
}
