import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// Compressed and archived inputs (`ContainerInputs`): gzip (also concatenated members) and zips of mixed
/// members, folders and nested archives; each member converted as its own input. Fixtures are made by
/// `Tests/Scripts/make_archives.py` with Python's gzip/zipfile (not our zip code) from `Samples/`.
@Suite struct ContainerInputTests {
  /// A scratch folder with the fixtures.
  static func fixtures() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-containers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/make_archives.py").path
    let result = try runProcess("python3", [script, "basic", TestPaths.samples.path, folder.path])
    try #require(result.status == 0, "make_archives.py failed: \(result.stderrString)")
    return folder
  }

  static func ndjson(_ input: InputSource, from: FormatID? = nil) throws -> (String, ConversionReport) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-containers-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out.ndjson")
    let report = try Converter.convert(
      input: input, to: .file(out), settings: ConversionSettings(inputFormat: from, outputFormat: .ndjson))
    return (try String(contentsOf: out, encoding: .utf8), report)
  }

  @Test(
    "x.fit.gz converts as x.fit does, also from concatenated gzip members and standard-input-like streams")
  func gzip() throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (plain, plainReport) = try Self.ndjson(
      InputSource(file: folder.appendingPathComponent("members/ride.fit")))
    for name in ["ride.fit.gz", "ride-concat.fit.gz"] {
      let (text, report) = try Self.ndjson(InputSource(file: folder.appendingPathComponent(name)))
      #expect(text == plain, "\(name)")
      #expect(report.itemsRead == plainReport.itemsRead, "\(name)")
      #expect(report.losses == plainReport.losses, "\(name)")
    }
    // Bytes without a file (as from a pipe): decompressed the same way.
    let data = try Data(contentsOf: folder.appendingPathComponent("ride.fit.gz"))
    let (piped, _) = try Self.ndjson(InputSource(data: data, name: "-"), from: .fit)
    #expect(piped == plain)
  }

  @Test("a gzip stream cut short is damage located in the file; nothing is made up")
  func truncatedGzip() throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, report) = try Self.ndjson(
      InputSource(file: folder.appendingPathComponent("ride-truncated.fit.gz")))
    // The reader's own damage (its data ends) and the stream's, where the compressed bytes end.
    let error = try #require(report.recoveredErrors.first { $0.message.contains("ends inside a member") })
    #expect(error.message.contains("compressed byte"))
    #expect(error.location?.file?.hasSuffix("ride-truncated.fit.gz") == true)
  }

  @Test(
    "a zip of mixed members and folders: each member read as its own input, counts equal to the members read one by one"
  )
  func mixedZip() throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (_, ride) = try Self.ndjson(InputSource(file: folder.appendingPathComponent("members/ride.fit")))
    let (_, run) = try Self.ndjson(
      InputSource(file: folder.appendingPathComponent("members/morning-run.ndjson")))
    let (text, report) = try Self.ndjson(InputSource(file: folder.appendingPathComponent("mixed.zip")))
    // rides/ride.fit, rides/ride.fit.gz, nested/inner.zip:deep/ride.fit: three rides; one run.
    var expected = run.itemsRead
    for (kind, count) in ride.itemsRead { expected[kind, default: 0] += 3 * count }
    #expect(report.itemsRead == expected)
    let read: Int = report.itemsRead.values.reduce(0, +)
    let written: Int = report.itemsWritten.values.reduce(0, +)
    let dropped: Int = report.itemsDropped.values.reduce(0, +)
    #expect(read == written + dropped)
    #expect(text.split(separator: "\n").count == expected.values.reduce(0, +))
    // README.txt is reported, not dropped silently; macOS metadata and folders are not members.
    let skipped = try #require(report.warnings.first { $0.code == "archive.memberSkipped" })
    #expect(skipped.count == 1)
    #expect(skipped.message.contains("mixed.zip:README.txt"))
    #expect(report.recoveredErrors.isEmpty)
  }

  @Test(
    "a folder output from a zip gets one conversion per member, named by the member rule, never by entry paths"
  )
  func zipToDirectory() throws {
    let folder = try Self.fixtures()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let report = try Converter.convert(
      input: InputSource(file: folder.appendingPathComponent("mixed.zip")), to: .directory(out),
      settings: ConversionSettings(outputFormat: .tcx))
    let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(names.filter { $0.hasSuffix(".tcx") }.count == report.itemsWritten["workout"])
    // rides/ride.fit, rides/ride.fit.gz, runs/morning-run.ndjson.gz (its workout named by its start),
    // nested/inner.zip:deep/ride.fit; each member's items outside workouts beside its workout files
    // (<member>.ndjson); README.txt is skipped.
    let tcx = names.filter { $0.hasSuffix(".tcx") }
    #expect(
      tcx == ["deep-ride-fit.tcx", "morning-run-2025-06-14T050500Z-running.tcx", "ride-fit.tcx", "ride.tcx"])
    #expect(names.filter { !$0.hasSuffix(".tcx") }.allSatisfy { $0.hasSuffix(".ndjson") })
    #expect(
      report.perInput?.map(\.status) == ["converted", "converted", "converted", "converted", "skipped"])
  }
}
