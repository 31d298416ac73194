import Foundation
import TestSupport
import Testing

/// `--option key=value` against the options the formats declare: an unknown key or a bad value is a
/// usage error (exit 2, nothing written) before anything is read; the options are listed by `wkconv
/// formats [--json]` and `convert --help`.
@Suite struct DeclaredOptionsTests {
  let sample = TestPaths.samples.appendingPathComponent("morning-run.ndjson")

  func convert(_ setting: String, to name: String = "out.gpx") throws -> (ProcessResult, URL) {
    let out = try CLI.tempDir().appendingPathComponent(name)
    return (try CLI.run(["convert", sample.path, out.path, "--option", setting]), out)
  }

  @Test func unknownKeyIsAUsageErrorWithASuggestion() throws {
    let (r, out) = try convert("gpx.appleRute=true")
    #expect(r.status == 2, "\(r.stderrString)")
    #expect(r.stderrString.contains("unknown option 'gpx.appleRute'"))
    #expect(r.stderrString.contains("did you mean gpx.appleRoute"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let (nonsense, _) = try convert("nonsense=1")
    #expect(nonsense.status == 2)
    #expect(nonsense.stderrString.contains("unknown option 'nonsense'"))
  }

  @Test func badValuesAreUsageErrors() throws {
    for (setting, message) in [
      ("gpx.appleRoute=maybe", "gpx.appleRoute takes true or false, not 'maybe'"),
      ("sqlite.batchRows=0", "sqlite.batchRows takes a number in 1…"),
      ("parquet.zstdLevel=20", "parquet.zstdLevel takes a number in 1…19"),
      ("tcx.file=route", "tcx.file takes activity or course, not 'route'"),
      ("health.routes=some", "health.routes takes read or reference"),
      ("streaming=off", "unknown option 'streaming'"),
    ] {
      let (r, out) = try convert(setting)
      #expect(r.status == 2, "\(setting): \(r.stderrString)")
      #expect(r.stderrString.contains(message), "\(setting): \(r.stderrString)")
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
  }

  @Test func declaredValuesAreAccepted() throws {
    let (r, _) = try convert("gpx.appleRoute=false")
    #expect(r.status == 0, "\(r.stderrString)")
    let (t, _) = try convert("tcx.file=Activity", to: "out.tcx")
    #expect(t.status == 0, "\(t.stderrString)")
  }

  @Test func optionsAreListed() throws {
    let text = try CLI.run(["formats"])
    #expect(text.status == 0)
    for line in [
      "gpx.appleRoute=bool", "tcx.file=activity|course", "sqlite.batchRows=1…", "opaque.maxElements=1…",
    ] {
      #expect(text.stdoutString.contains(line), "\(line)")
    }
    let json = try CLI.run(["formats", "--json"])
    let rows = try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]] ?? []
    let tcx = rows.first { $0["id"] as? String == "tcx" }
    let options = tcx?["options"] as? [[String: Any]] ?? []
    #expect(options.count == 1)
    #expect(options.first?["name"] as? String == "tcx.file")
    #expect(options.first?["default"] as? String == "activity")
    #expect(options.first?["type"] as? String == "choice")
    let help = try CLI.run(["convert", "--help"])
    #expect(help.stdoutString.contains("health.routes=read|reference"))
    #expect(help.stdoutString.contains("fit.device="))
  }
}
