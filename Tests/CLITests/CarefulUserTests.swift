import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// Issue 16, conversion CLI: what a runner moving platforms and a data engineer expect.
@Suite struct CarefulUserTests {
  let samples = TestPaths.samples

  /// Two workouts (the sample run and the sample ride) and one indoor workout without a route, in one NDJSON.
  func threeWorkouts(in dir: URL) throws -> URL {
    let ride = dir.appendingPathComponent("ride.ndjson")
    let r = try CLI.run(["convert", samples.appendingPathComponent("ride.fit").path, ride.path, "--quiet"])
    #expect(r.status == 0, "\(r.stderrString)")
    let start = try #require(ISO8601Timestamp.parse("2024-05-02T18:00:00Z"))
    var indoor = Workout(
      header: SampleHeader(uuid: Identity.uuidV5(name: "indoor"), start: start, end: start.adding(1800)),
      activityType: .traditionalStrengthTraining)
    indoor.duration = 1800
    let text =
      String(
        decoding: try Data(contentsOf: samples.appendingPathComponent("morning-run.ndjson")), as: UTF8.self)
      + String(decoding: try Data(contentsOf: ride), as: UTF8.self)
      + (try NDJSONWriter.text(of: [.workout(indoor)]))
    let all = dir.appendingPathComponent("all.ndjson")
    try Data(text.utf8).write(to: all)
    return all
  }

  @Test func manyWorkoutsIntoOneFITFileAreRefusedWithTheCommandThatWorks() throws {
    let dir = try CLI.tempDir()
    let all = try threeWorkouts(in: dir)
    let r = try CLI.run(["convert", "all.ndjson", "all.fit"], in: dir)
    #expect(r.status == 1, "\(r.stderrString)")
    #expect(!r.stderrString.contains("--split"))
    #expect(
      r.stderrString.contains(
        "wkconv convert \(all.path) \(dir.appendingPathComponent("all").path)/ --to fit"), "\(r.stderrString)"
    )
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("all.fit").path))
    // The command it names works; so does an output without an extension.
    for output in ["all/", "each"] {
      let ok = try CLI.run(["convert", all.lastPathComponent, output, "--to", "fit", "--quiet"], in: dir)
      #expect(ok.status == 0, "\(ok.stderrString)")
      let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent(output).path)
      #expect(files.filter { $0.hasSuffix(".fit") }.count == 3, "\(files)")
    }
  }

  @Test func workoutsWithoutARouteGetNoEmptyGPXFileAndAreReported() throws {
    let dir = try CLI.tempDir()
    _ = try threeWorkouts(in: dir)
    let report = dir.appendingPathComponent("report.json")
    let r = try CLI.run(["convert", "all.ndjson", "gpx/", "--to", "gpx", "--report", report.path], in: dir)
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(r.stderrString.contains("1 workout without route"), "\(r.stderrString)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("gpx").path)
      .filter {
        $0.hasSuffix(".gpx")
      }
    #expect(files.count == 2, "\(files)")
    for file in files {
      let text = String(
        decoding: try Data(contentsOf: dir.appendingPathComponent("gpx/" + file)), as: UTF8.self)
      #expect(text.contains("<trkpt"), "\(file) has no track points")
    }
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    #expect((json["itemsDropped"] as? [String: Int])?["workout"] == 1)
    #expect((json["outputs"] as? [String])?.filter { $0.hasSuffix(".gpx") }.count == 2)
  }

  @Test func workoutsOnlyWritesNoSideNDJSONAndReportsWhatItLeftOut() throws {
    let dir = try CLI.tempDir()
    let export = samples.appendingPathComponent("export.zip").path
    let r = try CLI.run(["convert", export, "fit/", "--to", "fit", "--workouts-only"], in: dir)
    #expect(r.status == 0, "\(r.stderrString)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("fit").path)
    #expect(files.count == 1 && files[0].hasSuffix(".fit"), "\(files)")
    #expect(r.stderrString.contains("--workouts-only"), "\(r.stderrString)")
    // To one NDJSON file: the workout alone, carrying the samples recorded during it.
    let one = try CLI.run(["convert", export, "one.ndjson", "--workouts-only", "--quiet"], in: dir)
    #expect(one.status == 0, "\(one.stderrString)")
    let items = try NDJSONWriter.items(
      from: String(decoding: try Data(contentsOf: dir.appendingPathComponent("one.ndjson")), as: UTF8.self))
    #expect(items.count == 1)
    guard case .workout(let workout) = items.first else {
      Issue.record("not a workout: \(items)")
      return
    }
    #expect(
      workout.samples.contains {
        if case .quantity(let q) = $0 { return q.type == "HKQuantityTypeIdentifierHeartRate" }
        return false
      })
  }

  @Test func progressShowsMegabytesPercentAndETAForExportsAndFIT() throws {
    let dir = try CLI.tempDir()
    for (input, output) in [("export.zip", "e.ndjson"), ("ride.fit", "r.tcx"), ("export.zip", "w/")] {
      var args = ["convert", samples.appendingPathComponent(input).path, output, "--progress", "plain"]
      if output.hasSuffix("/") { args += ["--to", "fit"] }
      let r = try CLI.run(args, in: dir)
      #expect(r.status == 0, "\(r.stderrString)")
      let last = try #require(r.stderrString.split(separator: "\n").last { $0.hasPrefix("progress: ") })
      #expect(last.contains("100%, ETA 0:00"), "\(input): \(last)")
      #expect(!last.hasPrefix("progress: 0.0 MB") || input == "ride.fit", "\(input): \(last)")
    }
  }

  @Test func aDirectoryAsTheSingleInputIsAClearError() throws {
    let dir = try CLI.tempDir()
    let r = try CLI.run(["convert", samples.path, "out.ndjson"], in: dir)
    #expect(r.status == 1)
    #expect(!r.stderrString.contains("NSCocoaErrorDomain"), "\(r.stderrString)")
    #expect(r.stderrString.contains("is a directory"), "\(r.stderrString)")
    #expect(r.stderrString.contains("--out-dir"), "\(r.stderrString)")
    let inspect = try CLI.run(["inspect", samples.path])
    #expect(inspect.status == 1)
    #expect(inspect.stderrString.contains("is a directory"), "\(inspect.stderrString)")
  }

  @Test func versionDidYouMeanDamageHelpAndCompletion() throws {
    let version = try CLI.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines).first?.isNumber == true)
    let typo = try CLI.run(["conver", "a.fit", "b.tcx"])
    #expect(typo.status == 2)
    #expect(typo.stderrString.contains("did you mean 'convert'?"), "\(typo.stderrString)")
    let help = try CLI.run(["convert", "--help"])
    let damageHelp = help.stdoutString.components(separatedBy: "--damage").dropFirst().joined()
    #expect(damageHelp.contains("values: warn, fail"), "\(help.stdoutString)")
    #expect(!damageHelp.prefix(300).contains("ignore"))
    #expect(try CLI.run(["convert", "a", "b", "--damage", "ignore"]).status == 2)
    #expect(help.stdoutString.contains("--workouts-only"))
    for shell in ["bash", "zsh", "fish"] {
      let script = try CLI.run(["--generate-completion-script", shell])
      #expect(script.status == 0)
      for name in ["ndjson", "fit", "tcx", "gpx", "health", "csv"] {
        #expect(script.stdoutString.contains(name), "\(shell) completion lacks \(name)")
      }
    }
  }

  @Test func errorsAsJSONOnRequest() throws {
    let dir = try CLI.tempDir()
    let bad = dir.appendingPathComponent("bad.ndjson")
    try Data("{\"kind\":\"workout\"}\n".utf8).write(to: bad)
    func object(_ r: ProcessResult) throws -> [String: Any] {
      let lines = r.stderrString.split(separator: "\n")
      #expect(lines.count == 1, "\(r.stderrString)")
      return try #require(
        try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
    }
    let r = try CLI.run(["convert", bad.path, "out.ndjson", "--error-format", "json"], in: dir)
    #expect(r.status == 1)
    let json = try object(r)
    #expect(json["exitCode"] as? Int == 1)
    let error = try #require(json["error"] as? [String: Any])
    #expect(error["code"] as? String == "invalidInput")
    #expect((error["location"] as? [String: Any])?["line"] as? Int == 1)
    #expect(error["message"] as? String != nil)
    // Usage errors (from the argument parser too) and unknown commands follow the same format.
    let usage = try object(
      try CLI.run(["convert", bad.path, "out.ndjson", "--no-such-flag", "--error-format", "json"]))
    #expect(usage["exitCode"] as? Int == 2)
    #expect((usage["error"] as? [String: Any])?["code"] as? String == "usage")
    let typo = try object(try CLI.run(["dedupe2", "--error-format=json"]))
    #expect(((typo["error"] as? [String: Any])?["hint"] as? String)?.contains("'dedupe'") == true)
    // Batch: one line per failed input, naming it.
    let batch = try CLI.run(
      ["convert", bad.path, "--to", "csv", "--out-dir", "csv/", "--error-format", "json", "--quiet"], in: dir)
    #expect(batch.status == 1)
    let line = try #require(batch.stderrString.split(separator: "\n").first)
    let batchJSON = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    #expect(batchJSON["input"] as? String == bad.path)
  }

  @Test func aFailedConversionStillWritesItsReportAndReportsListTheirOutputs() throws {
    let dir = try CLI.tempDir()
    let bad = dir.appendingPathComponent("bad.ndjson")
    try Data("{\"kind\":\"workout\"}\n".utf8).write(to: bad)
    let report = dir.appendingPathComponent("failed.json")
    let r = try CLI.run(["convert", bad.path, "out.gpx", "--report", report.path], in: dir)
    #expect(r.status == 1)
    let failed = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
    #expect(failed["status"] as? String == "failed")
    #expect(failed["exitCode"] as? Int == 1)
    #expect((failed["outputs"] as? [String])?.isEmpty == true)
    #expect((failed["inputs"] as? [String]) == [bad.path])
    let errors = try #require(failed["errors"] as? [[String: Any]])
    #expect(errors.count == 1 && errors[0]["code"] as? String == "invalidInput")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.gpx").path))

    // A good conversion: status ok and every output written, also for a directory output.
    let good = dir.appendingPathComponent("good.json")
    let ok = try CLI.run(
      [
        "convert", samples.appendingPathComponent("export.zip").path, "tcx/", "--to", "tcx", "--report",
        good.path, "--quiet",
      ],
      in: dir)
    #expect(ok.status == 0, "\(ok.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: good)) as? [String: Any])
    #expect(json["status"] as? String == "ok")
    #expect(json["exitCode"] as? Int == 0)
    let outputs = try #require(json["outputs"] as? [String])
    let written = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("tcx").path)
    #expect(
      Set(outputs.map { URL(fileURLWithPath: $0).lastPathComponent }) == Set(written),
      "\(outputs) vs \(written)")
    #expect(written.count == 2, "\(written)")  // the workout's .tcx and export.ndjson
  }

  @Test func theWrittenExportPassesItsOwnDTDWithoutCharacteristics() throws {
    let dir = try CLI.tempDir()
    let zip = dir.appendingPathComponent("export.zip")
    let r = try CLI.run([
      "convert", samples.appendingPathComponent("morning-run.ndjson").path, zip.path, "--quiet",
    ])
    #expect(r.status == 0, "\(r.stderrString)")
    let unzip = try runProcess(
      "python3",
      ["-c", "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])", zip.path, dir.path])
    #expect(unzip.status == 0, "\(unzip.stderrString)")
    let xml = dir.appendingPathComponent("apple_health_export/export.xml")
    let valid = try runProcess("xmllint", ["--valid", "--noout", xml.path])
    #expect(valid.status == 0, "\(valid.stderrString)")
    // Reading it back gives no characteristics: the not-set values stand for absent ones.
    let back = try CLI.run(["convert", zip.path, "-", "--to", "ndjson", "--quiet"])
    #expect(back.status == 0)
    #expect(!back.stdoutString.contains("\"characteristics\""))
    // Set characteristics are kept as they are, the missing ones filled in.
    let me = dir.appendingPathComponent("me.ndjson")
    try Data(
      (try NDJSONWriter.text(of: [
        .characteristics(
          Characteristics(entries: [
            KeyValue("HKCharacteristicTypeIdentifierBiologicalSex", "HKBiologicalSexFemale")
          ]))
      ])).utf8
    ).write(to: me)
    let zip2 = dir.appendingPathComponent("me.zip")
    #expect(try CLI.run(["convert", me.path, zip2.path, "--quiet"]).status == 0)
    let again = try CLI.run(["convert", zip2.path, "-", "--to", "ndjson", "--quiet"])
    #expect(
      try NDJSONWriter.items(from: again.stdoutString).filter { $0.kind == .characteristics } == [
        .characteristics(
          Characteristics(entries: [
            KeyValue("HKCharacteristicTypeIdentifierBiologicalSex", "HKBiologicalSexFemale")
          ]))
      ])
  }
}
