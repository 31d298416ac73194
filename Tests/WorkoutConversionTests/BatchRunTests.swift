import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion

/// `Batch.run` from the library: many inputs into one directory output, a failed input leaving none of its
/// files, the outcome in input order whatever `jobs` is.
@Suite struct BatchRunTests {
  @Test func batchRunConvertsEveryInputIntoOneDirectory() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let ride = TestPaths.samples.appendingPathComponent("ride.fit")
    var paths: [String] = []
    for name in ["a.fit", "b.fit", "c.fit"] {
      let copy = dir.appendingPathComponent(name)
      try FileManager.default.copyItem(at: ride, to: copy)
      paths.append(copy.path)
    }
    let bad = dir.appendingPathComponent("bad.fit")
    try Data("not a FIT file".utf8).write(to: bad)
    paths.insert(bad.path, at: 1)
    let out = dir.appendingPathComponent("out")
    let outcome = try Batch.run(
      inputs: Batch.Inputs(files: paths, missing: [dir.appendingPathComponent("none.fit").path]), into: out,
      settings: ConversionSettings(outputFormat: "tcx"), jobs: 2)
    #expect(outcome.total == 5 && outcome.converted == 3)
    #expect(
      outcome.failures.map { $0.input.map { URL(fileURLWithPath: $0).lastPathComponent } } == [
        nil, "bad.fit",
      ])
    #expect(outcome.entries.map(\.status) == ["failed", "converted", "failed", "converted", "converted"])
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).filter {
      $0.hasSuffix(".tcx")
    }
    #expect(written.sorted() == ["a.tcx", "b.tcx", "c.tcx"], "\(written)")
  }
}
