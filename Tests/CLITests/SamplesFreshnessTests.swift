import Foundation
import TestSupport
import Testing

/// `Samples/` holds files made by wkconv from `Samples/morning-run.ndjson` (`Samples/make-samples.sh`). A
/// writer change that alters them must re-record them, so the committed samples always show what the current
/// writers produce (a stale `ride.fit` once said 1.84 m for a 1844.5 m run). Re-record with
/// `WKCONV_RECORD_GOLDENS=1 swift test --filter SamplesFreshnessTests` and review the diff.
@Suite struct SamplesFreshnessTests {
  static let made = ["ride.fit", "export.zip", "damaged/ride-truncated.fit"]

  @Test func samplesAreWhatTheScriptMakesToday() throws {
    let script = TestPaths.samples.appendingPathComponent("make-samples.sh").path
    let record = ProcessInfo.processInfo.environment["WKCONV_RECORD_GOLDENS"] == "1"
    let out = record ? TestPaths.samples : try CLI.tempDir()
    defer { if !record { try? FileManager.default.removeItem(at: out) } }
    let r = try runProcess("/bin/sh", [script, CLI.binary, out.path])
    #expect(r.status == 0, "make-samples.sh failed: \(r.stderrString)")
    if record { return }
    for name in Self.made {
      let committed = try Data(contentsOf: TestPaths.samples.appendingPathComponent(name))
      let fresh = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(
        committed == fresh,
        "Samples/\(name) is stale (\(committed.count) bytes committed, \(fresh.count) made now): re-record with WKCONV_RECORD_GOLDENS=1 swift test --filter SamplesFreshnessTests"
      )
    }
  }
}
