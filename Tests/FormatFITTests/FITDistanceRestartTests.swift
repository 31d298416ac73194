import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// A multisport file's record distance restarts at 0 with each leg: every reading is kept (the
/// first after a restart is the distance since it), no increment is negative, and the total equals the sum
/// of each counter's last reading as fitdecode reads the records.
@Suite struct FITDistanceRestartTests {
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func restartedCountersKeepEveryReading() throws {
    let url = SharedCorpus.url("corpus/fit/fitparse-fenix2-multisport-triathlon.fit")
    let (workout, context) = try FITMapping.read(Data(contentsOf: url))
    let w = try #require(workout)
    var entries: [Double] = []
    for case .quantity(let q) in w.samples where WorkoutSeriesType.distances.contains(q.type) {
      entries += q.entries.map { (try? q.quantity.unit.convert($0.value, to: .meter)) ?? .nan }
    }
    #expect(entries.allSatisfy { $0 >= 0 })
    let restarts = context.report.warnings.first { $0.code == "fit.distanceRestart" }?.count ?? 0
    // fitdecode: the records with a distance, and the sum of each counter's last reading.
    let script = """
      import fitdecode, sys, json
      ds = [f.get_value('distance') for f in fitdecode.FitReader(sys.argv[1])
            if isinstance(f, fitdecode.FitDataMessage) and f.name == 'record' and f.get_value('distance', fallback=None) is not None]
      total, restarts = 0.0, 0
      for a, b in zip(ds, ds[1:]):
          if b < a / 2: total += a; restarts += 1
      total += ds[-1]
      print(json.dumps([len(ds), total, restarts]))
      """
    let r = try runProcess("python3", ["-c", script, url.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let oracle = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [Double])
    #expect(
      Double(entries.count) == oracle[0], "distance readings \(entries.count) vs fitdecode \(oracle[0])")
    #expect(Double(restarts) == oracle[2] && restarts > 0, "restarts \(restarts) vs fitdecode \(oracle[2])")
    let total = entries.reduce(0, +)
    #expect(abs(total - oracle[1]) <= 0.01, "distance total \(total) vs fitdecode \(oracle[1])")
  }

  /// FIT → FIT and FIT → NDJSON → FIT: each leg's record distance restarts where the source's did
  /// (`WKDistanceRestart` on the legs the reader saw restart): every record distance equals fitdecode's
  /// reading of the input (tolerance 0.005 m: FIT's record distance is in centimetres), except at the
  /// seconds where the input's record timestamps go back (written in time order, so the readings there
  /// are re-accumulated in another order).
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func eachLegRestartsItsDistanceInTheFITOutput() throws {
    let url = SharedCorpus.url("corpus/fit/fitparse-fenix2-multisport-triathlon.fit")
    let (workout, _) = try FITMapping.read(Data(contentsOf: url))
    let w = try #require(workout)
    #expect(w.activities.count == 7)
    #expect(w.activities.map(\.restartsDistance) == [false] + Array(repeating: true, count: 6))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-restart-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let direct = folder.appendingPathComponent("direct.fit")
    let ndjson = folder.appendingPathComponent("leg.ndjson")
    let viaNDJSON = folder.appendingPathComponent("ndjson.fit")
    for (input, output) in [(url, direct), (url, ndjson), (ndjson, viaNDJSON)] {
      let r = try CLI.run(["convert", input.path, output.path])
      try #require(r.status == 0, "\(r.stderrString)")
    }
    let script = """
      import fitdecode, sys, json
      def records(path):
          return [(f.get_value('timestamp').timestamp(), f.get_value('distance', fallback=None))
                  for f in fitdecode.FitReader(path) if isinstance(f, fitdecode.FitDataMessage) and f.name == 'record']
      source = records(sys.argv[1])
      disordered = set()
      for (a, _), (b, _) in zip(source, source[1:]):
          if b < a: disordered |= {a, b}
      def by_time(rs):
          out = {}
          for t, d in rs:
              if d is not None: out.setdefault(t, []).append(d)
          return {t: sorted(v) for t, v in out.items()}
      want = by_time(source)
      result = []
      for path in sys.argv[2:]:
          got = by_time(records(path))
          bad = [t for t in set(want) | set(got) if t not in disordered and (
              len(want.get(t, [])) != len(got.get(t, [])) or
              any(abs(a - b) > 0.005 for a, b in zip(want.get(t, []), got.get(t, []))))]
          result.append([len(want), len(bad), sorted(bad)[:5]])
      print(json.dumps(result))
      """
    let r = try runProcess("python3", ["-c", script, url.path, direct.path, viaNDJSON.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let results = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[Any]])
    for (label, result) in zip(["FIT → FIT", "FIT → NDJSON → FIT"], results) {
      let seconds = result[0] as? Int ?? 0
      let bad = result[1] as? Int ?? -1
      #expect(
        seconds > 20_000 && bad == 0, "\(label): \(bad) of \(seconds) record seconds differ: \(result[2])")
    }
  }

  /// TCX → FIT of a multi-activity TCX: each Activity's DistanceMeters starts anew, so the TCX reader marks
  /// the later legs and the FIT writer restarts its record distance there: at every trackpoint with a
  /// distance, fitdecode's record distance equals the highest TCX reading of its leg so far (ElementTree;
  /// 0.005 m: FIT's centimetres) — the reading itself, except after the file's small steps back, which
  /// add nothing (`tcx.distanceStepBack`; counted as restarts, they would double the distance): a step
  /// back's own record has no distance (no increment), as FIT → FIT writes the FIT reader's step backs.
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func tcxLegsRestartTheirDistanceInFIT() throws {
    let url = SharedCorpus.url("corpus/tcx/gc-fr305-multisport.tcx")
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-tcx-legs-\(UUID()).fit")
    defer { try? FileManager.default.removeItem(at: output) }
    let c = try CLI.run(["convert", url.path, output.path])
    try #require(c.status == 0, "\(c.stderrString)")
    let script = """
      import fitdecode, sys, json, datetime
      import xml.etree.ElementTree as ET
      ns = '{http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2}'
      expected, legs = [], 0
      for activity in ET.parse(sys.argv[1]).getroot().iter(ns + 'Activity'):
          highest = None
          for tp in activity.iter(ns + 'Trackpoint'):
              d = tp.find(ns + 'DistanceMeters')
              if d is not None:
                  t = datetime.datetime.fromisoformat(tp.find(ns + 'Time').text.replace('Z', '+00:00'))
                  if highest is None: legs += 1
                  back = highest is not None and float(d.text) < highest
                  highest = float(d.text) if highest is None else max(highest, float(d.text))
                  expected.append((t.timestamp(), highest, back))
      got = {}
      for f in fitdecode.FitReader(sys.argv[2]):
          if isinstance(f, fitdecode.FitDataMessage) and f.name == 'record':
              d = f.get_value('distance', fallback=None)
              if d is not None: got.setdefault(f.get_value('timestamp').timestamp(), []).append(d)
      bad = [[t, d, got.get(t, [])] for t, d, back in expected
             if not (back and not got.get(t)) and not any(abs(g - d) <= 0.005 + 1e-6 for g in got.get(t, []))]
      print(json.dumps([legs, len(expected), bad[:5], len(bad), sum(1 for e in expected if e[2])]))
      """
    let r = try runProcess("python3", ["-c", script, url.path, output.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let result = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [Any])
    #expect(result[0] as? Int == 4, "legs with a distance: \(result[0])")
    #expect((result[1] as? Int ?? 0) > 1_800, "trackpoints with a distance: \(result[1])")
    #expect(
      result[3] as? Int == 0, "\(result[3]) trackpoints whose FIT distance differs, first: \(result[2])")
    #expect(result[4] as? Int == 10, "steps back: \(result[4])")
  }
}
