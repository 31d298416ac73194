import Foundation
import TestSupport
import Testing

/// Exit codes across source formats (README "Exit codes"): `--strict` turns a loss into 3 and keeps the
/// output; damaged input is converted up to the damage and gives 4 (also under `--strict`: damage takes
/// precedence), `--damage fail` gives 1 and leaves nothing behind.
@Suite struct StrictAndDamageTests {
  /// One undamaged file per source format. (fenix5-run holds fields its profile does not name, which the
  /// FIT reader reports as lost even to NDJSON: a FIT file whose every field has a model home is used.)
  static let sources = [
    "corpus/fit/fitparse-fenix2-run.fit", "corpus/tcx/gpsbabel-edge500-kona2013-power.tcx",
    "corpus/gpx/gpsbabel-garmin-extensions-hr-cad.gpx", "corpus/health/dogsheep-export.zip",
    "corpus/health/dogsheep-export.xml",
  ]

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment), arguments: sources)
  func strictTurnsLossesIntoThreeAndKeepsTheOutput(_ path: String) throws {
    let input = SharedCorpus.url(path)
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    // Lossless: NDJSON keeps everything, so --strict is still 0.
    let lossless = try CLI.run([
      "convert", input.path, dir.appendingPathComponent("all.ndjson").path, "--strict",
    ])
    #expect(lossless.status == 0, "\(lossless.stderrString)")
    // CSV cannot carry UUIDs of… everything it drops is reported; pick a target that loses something.
    let target = path.hasSuffix(".gpx") ? "tcx" : "gpx"
    let out = dir.appendingPathComponent("lossy.\(target)")
    let plain = try CLI.run(["convert", input.path, out.path])
    #expect(plain.status == 0, "\(plain.stderrString)")
    #expect(plain.stderrString.contains("lost: "), "losses are printed")
    try FileManager.default.removeItem(at: out)
    let strict = try CLI.run(["convert", input.path, out.path, "--strict", "--quiet"])
    #expect(strict.status == 3, "\(strict.stderrString)")
    #expect(FileManager.default.fileExists(atPath: out.path), "the output is written under --strict")
  }

  /// A damaged input per source format: FIT files the corpus ships truncated, and GPX, TCX and export.xml
  /// cut at 60 % in the test, and NDJSON (converted from a corpus file first) cut at 60 % mid-line.
  struct Damaged: CustomTestStringConvertible, Sendable {
    var name: String
    var corpusPath: String
    /// Cut the file to this fraction (nil: use as is).
    var keep: Double?
    var testDescription: String { name }
  }

  static let damaged = [
    Damaged(
      name: "fit-unexpected-eof.fit", corpusPath: "corpus/bad/fitparse-bad-unexpected-eof.fit", keep: nil),
    Damaged(
      name: "fit-truncated-no-crc.fit", corpusPath: "corpus/bad/fitparse-bad-sigma-truncated-no-crc.fit",
      keep: nil),
    Damaged(name: "truncated.gpx", corpusPath: "corpus/gpx/gpsbabel-garmin-extensions-hr-cad.gpx", keep: 0.6),
    Damaged(name: "truncated.tcx", corpusPath: "corpus/tcx/gpsbabel-edge500-kona2013-power.tcx", keep: 0.6),
    Damaged(name: "truncated-export.xml", corpusPath: "corpus/health/dogsheep-export.xml", keep: 0.6),
    Damaged(name: "truncated.ndjson", corpusPath: "corpus/health/dogsheep-export.xml", keep: 0.6),
  ]

  static func make(_ d: Damaged, in dir: URL) throws -> URL {
    var data = try Data(contentsOf: SharedCorpus.url(d.corpusPath))
    let url = dir.appendingPathComponent(d.name)
    if d.name.hasSuffix(".ndjson") {
      // The corpus has no NDJSON: convert the file first (it must not end on a line boundary once cut).
      let whole = dir.appendingPathComponent("whole.ndjson")
      let r = try CLI.run(["convert", SharedCorpus.url(d.corpusPath).path, whole.path])
      #expect(r.status == 0, "\(r.stderrString)")
      data = try Data(contentsOf: whole)
      #expect(data[Int(Double(data.count) * (d.keep ?? 1)) - 1] != 0x0A)
    }
    try data.prefix(d.keep.map { Int(Double(data.count) * $0) } ?? data.count).write(to: url)
    return url
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment), arguments: damaged)
  func damagedInputIsConvertedUpToTheDamageAndExitsFour(_ d: Damaged) throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.make(d, in: dir)
    let out = dir.appendingPathComponent("out.ndjson")
    let check = {
      let r = try CLI.run(["convert", input.path, out.path])
      #expect(r.status == 4, "\(r.stderrString)")
      // The damage is named with the file and the place.
      #expect(r.stderrString.contains("recovered: \(input.path)"), "\(r.stderrString)")
      #expect(r.stderrString.contains("byte "), "\(r.stderrString)")
      let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
      #expect(!text.isEmpty, "what preceded the damage is written")
      // Damage takes precedence over --strict losses; --damage fail refuses and writes nothing.
      let strict = try CLI.run([
        "convert", input.path, dir.appendingPathComponent("strict.ndjson").path, "--strict",
      ])
      #expect(strict.status == 4)
      let fail = try CLI.run([
        "convert", input.path, dir.appendingPathComponent("fail.ndjson").path, "--damage", "fail",
      ])
      #expect(fail.status == 1)
      #expect(fail.stderrString.contains(input.path))
      #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("fail.ndjson").path))
    }
    try check()
  }

  /// A zip cut short has no central directory: ZIPFoundation cannot list it, so it is a failure that
  /// names the file and says what to do.
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func aTruncatedZipFailsWithAHint() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = try Self.make(
      Damaged(name: "truncated.zip", corpusPath: "corpus/health/dogsheep-export.zip", keep: 0.6), in: dir)
    let out = dir.appendingPathComponent("out.ndjson")
    let r = try CLI.run(["convert", input.path, out.path])
    #expect(r.status == 1)
    #expect(r.stderrString.contains(input.path) && r.stderrString.contains("truncated"), "\(r.stderrString)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }
}
