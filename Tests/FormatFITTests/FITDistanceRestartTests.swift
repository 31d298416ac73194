import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// A multisport file's record distance restarts at 0 with each leg (issue 14): every reading is kept (the
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
}
