import Foundation
import TestSupport
import Testing

/// Units as people stored them: a block of plausible body measurements that is the rest of the series in
/// another unit (pounds, stones, Fahrenheit, mg/dL written under the stored unit) is flagged by
/// `inspect --units`, whose printed command fixes it; the UUID map names the UUIDs the written output
/// holds (an export carries none: its reader derives them); the clean corpus raises nothing.
@Suite struct UnitFactorTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/misunit_export.py").path
  static let cases = ["lb-as-kg", "st-as-kg", "degF-as-degC", "mgdl-as-mmol"]

  /// The values of one type in an export, in the export's own units, read by ElementTree.
  static func exportValues(_ zip: URL) throws -> [(unit: String, value: Double)] {
    let r = try runProcess(
      "python3",
      [
        "-c",
        "import sys, zipfile, xml.etree.ElementTree as E\n"
          + "z = zipfile.ZipFile(sys.argv[1])\n"
          + "n = [m for m in z.namelist() if m.endswith('export.xml')][0]\n"
          + "for r in E.fromstring(z.read(n)).iter('Record'): print(r.get('unit') + '\\t' + r.get('value'))",
        zip.path,
      ])
    #expect(r.status == 0, "\(r.stderrString)")
    return r.stdoutString.split(separator: "\n").map {
      let parts = $0.split(separator: "\t")
      return (String(parts[0]), Double(parts[1]) ?? .nan)
    }
  }

  @Test(arguments: cases) func blockIsFlaggedAndTheCommandFixesIt(_ name: String) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("\(name).zip")
    #expect(try runProcess("python3", [Self.script, input.path, name]).status == 0)
    let inspected = try CLI.run(["inspect", "--units", "\(name).zip"], in: dir)
    #expect(inspected.status == 0, "\(inspected.stderrString)")
    let fix = try #require(
      inspected.stdoutString.split(separator: "\n").first { $0.hasPrefix("  fix: ") },
      "\(name): no fix suggested:\n\(inspected.stdoutString)")
    var words = UnitRepairTests.shellWords(String(fix.dropFirst("  fix: ".count)))
    #expect(words.first == "wkconv")
    words.removeFirst()
    #expect(inspected.stdoutString.contains("30 of 60"), "\(inspected.stdoutString)")
    let fixed = try CLI.run(words, in: dir)
    #expect(fixed.status == 0, "\(name): \(fixed.stderrString)")

    // Every value of the fixed export, converted to one unit by the test, lies near the series' level.
    let values = try Self.exportValues(dir.appendingPathComponent("\(name)-fixed.zip"))
    #expect(values.count == 60)
    let inBase = values.map { Self.toBase($0.unit, $0.value) }
    let sorted = inBase.sorted()
    #expect(sorted.last! / sorted.first! < 1.1, "\(name): values still span \(sorted.first!)…\(sorted.last!)")

    // The map's new UUIDs are those wkconv derives reading the fixed export back.
    let back = dir.appendingPathComponent("back.ndjson")
    #expect(try CLI.run(["convert", "\(name)-fixed.zip", back.path], in: dir).status == 0)
    let read = try String(contentsOf: back, encoding: .utf8)
    let map = try String(contentsOf: dir.appendingPathComponent("uuid-map.csv"), encoding: .utf8)
    let newUUIDs = map.split(separator: "\n").dropFirst().map { String($0.split(separator: ",")[1]) }
    #expect(newUUIDs.count == 30)
    let found = newUUIDs.filter { read.contains($0) }.count
    #expect(found == 30, "\(name): \(found) of 30 new UUIDs in the fixed export as read back")
  }

  /// A value in the series' base unit (kg, degC, mmol/L), by the test's own arithmetic.
  static func toBase(_ unit: String, _ value: Double) -> Double {
    switch unit {
    case "lb": return value * 0.45359237
    case "st": return value * 6.35029318
    case "degF": return (value - 32) * 5 / 9
    case "mg/dL": return value / 18.01558800000541
    default: return value
    }
  }

  @Test func cleanSeriesRaisesNothing() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("clean.zip")
    #expect(try runProcess("python3", [Self.script, input.path, "clean"]).status == 0)
    let r = try CLI.run(["inspect", "--units", input.path])
    #expect(r.stdoutString == "no suspicious units found\n", "\(r.stdoutString)")
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment)) func cleanCorpusRaisesNothing() throws
  {
    for file in SharedCorpus.files(in: "corpus/health", extension: "zip")
      + SharedCorpus.files(in: "corpus/health", extension: "xml")
    {
      let r = try CLI.run(["inspect", "--units", file.path])
      #expect(
        !r.stdoutString.contains("another unit"), "\(file.lastPathComponent): \(r.stdoutString)")
    }
  }
}
