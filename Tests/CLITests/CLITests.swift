import Foundation
import TestSupport
import Testing

@Suite struct CLITests {
  let sample = TestPaths.samples.appendingPathComponent("morning-run.ndjson")

  @Test func binaryExists() {
    #expect(FileManager.default.isExecutableFile(atPath: CLI.binary), "wkconv not built at \(CLI.binary)")
  }

  @Test func formatsListsNDJSON() throws {
    let r = try CLI.run(["formats"])
    #expect(r.status == 0)
    #expect(r.stdoutString.contains("ndjson"))
    let json = try CLI.run(["formats", "--json"])
    let rows = try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]]
    #expect(rows?.contains { $0["id"] as? String == "ndjson" } == true)
  }

  /// Issue 18: `wkconv formats` lists the container formats (gzip, zip) beside the data formats.
  @Test func formatsListsContainers() throws {
    let r = try CLI.run(["formats"])
    #expect(r.status == 0)
    let lines = r.stdoutString.split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("  gzip ") && $0.contains(".gz") }, "\(r.stdoutString)")
    #expect(lines.contains { $0.hasPrefix("  zip ") && $0.contains("bulk exports") }, "\(r.stdoutString)")
  }

  @Test func convertNDJSONToNDJSONIsStable() throws {
    let dir = try CLI.tempDir()
    let out = dir.appendingPathComponent("copy.ndjson")
    let r = try CLI.run(["convert", sample.path, out.path])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(try Data(contentsOf: out) == (try Data(contentsOf: sample)))
    // Refuses to overwrite without --force, and leaves the file alone.
    let again = try CLI.run(["convert", sample.path, out.path])
    #expect(again.status == 1)
    #expect(again.stderrString.contains("--force"))
    #expect(try CLI.run(["convert", sample.path, out.path, "--force"]).status == 0)
    // Never overwrites its input, even with --force.
    let selfOverwrite = try CLI.run(["convert", out.path, out.path, "--force"])
    #expect(selfOverwrite.status == 1)
    #expect(selfOverwrite.stderrString.contains("input"))
  }

  @Test func stdinToStdout() throws {
    let r = try CLI.run(["convert", "-", "-", "--to", "ndjson"], stdin: try Data(contentsOf: sample))
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(r.stdout == (try Data(contentsOf: sample)))
  }

  @Test func inspectSummarizesWorkouts() throws {
    let r = try CLI.run(["inspect", sample.path])
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(r.stdoutString.contains("workouts: 1"))
    #expect(r.stdoutString.contains("running"))
    let json = try CLI.run(["inspect", "--json", sample.path])
    let object = try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any]
    #expect((object?["workouts"] as? [Any])?.count == 1)
  }

  @Test func badInputGivesOneLocatedErrorLineAndNoOutput() throws {
    let dir = try CLI.tempDir()
    let bad = dir.appendingPathComponent("bad.ndjson")
    try Data("{\"kind\":\"workout\"}\n".utf8).write(to: bad)
    let out = dir.appendingPathComponent("out.ndjson")
    let r = try CLI.run(["convert", bad.path, out.path])
    #expect(r.status == 1)
    #expect(r.stderrString.hasPrefix("wkconv: error: \(bad.path):1"))
    #expect(r.stderrString.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: out.path))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter {
      $0.hasSuffix(".tmp")
    }
    #expect(leftovers.isEmpty)
  }

  @Test func usageErrorsExitTwo() throws {
    #expect(try CLI.run(["convert"]).status == 2)
    #expect(try CLI.run(["convert", "a", "b", "--no-such-flag"]).status == 2)
    #expect(try CLI.run(["convert", sample.path, "-"]).status == 2)  // stdout needs --to
  }

  @Test func unknownFormatFails() throws {
    let r = try CLI.run(["convert", sample.path, "-", "--to", "xyz"])
    #expect(r.status == 1)
    #expect(r.stderrString.contains("unknown format 'xyz'"))
  }

  @Test func reportJSONIsWritten() throws {
    let dir = try CLI.tempDir()
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run([
      "convert", sample.path, dir.appendingPathComponent("o.ndjson").path, "--report", report.path,
    ])
    #expect(r.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any]
    #expect((object?["itemsRead"] as? [String: Int])?["workout"] == 1)
  }
}

@Suite struct BatchTests {
  @Test func batchConvertsTheGoodFilesAndFailsForTheBadOne() throws {
    let dir = try CLI.tempDir()
    let inputs = dir.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
    let sample = TestPaths.samples.appendingPathComponent("morning-run.ndjson")
    try FileManager.default.copyItem(at: sample, to: inputs.appendingPathComponent("a.ndjson"))
    try FileManager.default.copyItem(at: sample, to: inputs.appendingPathComponent("b.ndjson"))
    try Data("not json\n".utf8).write(to: inputs.appendingPathComponent("c.ndjson"))
    let out = dir.appendingPathComponent("out")
    let r = try CLI.run([
      "convert", inputs.path, "--to", "csv", "--out-dir", out.path, "--jobs", "2", "--progress", "plain",
    ])
    #expect(r.status == 1)
    #expect(r.stderrString.contains("c.ndjson"))
    #expect(r.stderrString.contains("converted 2 of 3 inputs"))
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(written == ["a.csv", "b.csv"])
    // Glob patterns the shell did not expand are expanded by wkconv.
    let globbed = try CLI.run([
      "convert", inputs.path + "/[ab].ndjson", "--to", "ndjson", "--out-dir",
      dir.appendingPathComponent("g").path, "--quiet",
    ])
    #expect(globbed.status == 0, "\(globbed.stderrString)")
    #expect(try Data(contentsOf: dir.appendingPathComponent("g/a.ndjson")) == (try Data(contentsOf: sample)))
  }

  @Test func csvHasTheDocumentedColumnsAndOneRowPerSeriesEntry() throws {
    let r = try CLI.run([
      "convert", TestPaths.samples.appendingPathComponent("morning-run.ndjson").path, "-", "--to", "csv",
      "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let lines = r.stdoutString.split(separator: "\n")
    #expect(
      lines.first
        == "record,uuid,workout_uuid,type,start,start_utc_offset_s,end,end_utc_offset_s,value,unit,minimum,maximum,series_entries,source,device,duration_s,latitude,longitude,altitude_m,speed_mps,metadata,lap_index,leg_index,parent,activity_id,activity_name,activity_type,source_file"
    )
    #expect(
      lines.filter { $0.hasPrefix("series,") && $0.contains("HKQuantityTypeIdentifierHeartRate") }.count
        == 120)
    #expect(lines.filter { $0.hasPrefix("route_point,") }.count == 120)
  }
}

@Suite struct FITInspectTests {
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func inspectShowsSessionsLapsEventsDevicesAndDeveloperFields() throws {
    let r = try CLI.run([
      "inspect", SharedCorpus.url("corpus/fit/fitparse-fenix2-multisport-triathlon.fit").path,
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let text = r.stdoutString.lowercased()
    for word in ["session", "lap", "event", "device"] { #expect(text.contains(word), "missing \(word)") }
    #expect(
      r.stdoutString.contains("activities: other+transition+running+transition+running+transition+cycling"))
    let dev = try CLI.run([
      "inspect", SharedCorpus.url("corpus/fit/fitparse-stryd-run-developer-types.fit").path,
    ])
    #expect(dev.status == 0)
    #expect(dev.stdoutString.lowercased().contains("developer"))
  }
}

@Suite struct ExportToWorkoutFilesTests {
  @Test func anExportBecomesOneFilePerWorkoutPlusNDJSONForTheRest() throws {
    let dir = try CLI.tempDir()
    let sample = TestPaths.samples.appendingPathComponent("morning-run.ndjson")
    let export = dir.appendingPathComponent("export.zip")
    #expect(try CLI.run(["convert", sample.path, export.path, "--quiet"]).status == 0)
    for format in ["gpx", "tcx", "fit"] {
      let out = dir.appendingPathComponent("workouts-\(format)")
      let r = try CLI.run(["convert", export.path, out.path, "--to", format, "--quiet"])
      #expect(r.status == 0, "\(format): \(r.stderrString)")
      let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
      #expect(files.filter { $0.hasSuffix("." + format) }.count == 1, "\(format): \(files)")
      #expect(files.contains("export.ndjson"), "\(format): non-workout data goes to NDJSON: \(files)")
      // The workout file carries the heart rate that the export kept as separate Records.
      let workoutFile = out.appendingPathComponent(files.first { $0.hasSuffix("." + format) }!)
      let back = try CLI.run(["inspect", "--json", workoutFile.path])
      #expect(
        back.stdoutString.contains("HKQuantityTypeIdentifierHeartRate"), "\(format) lost the heart rate")
    }
  }
}
