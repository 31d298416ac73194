import Foundation
import TestSupport
import Testing

/// `--threads`: an Apple Health export converts the same on one thread, pipelined on two (with the Parquet
/// writer's worker) and split between parsers on three.
@Suite struct ThreadsTests {
  /// Output bytes, standard error and exit status of one conversion.
  static func convert(
    _ input: URL, to format: String, threads: Int, in dir: URL, options: [String] = []
  ) throws -> [Data] {
    let out = dir.appendingPathComponent(
      "out-\(threads).\(["health": "zip", "fhir": "fhir.ndjson"][format] ?? format)")
    let result = try CLI.run(
      ["convert", "--threads", String(threads), "--option", "health.chunkBytes=4096", "--to", format]
        + options.flatMap { ["--option", $0] } + [input.path, out.path])
    let stderr = result.stderrString.replacingOccurrences(of: out.path, with: "<out>")
    return [Data("\(result.status)".utf8), Data(stderr.utf8), (try? Data(contentsOf: out)) ?? Data()]
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func corpusExportsConvertTheSameOnEveryThreadCount() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let exports =
      SharedCorpus.files(in: "corpus/health", extension: "xml")
      + SharedCorpus.files(in: "corpus/health", extension: "zip")
    #expect(exports.count >= 5)
    for input in exports {
      // The large one only as NDJSON (every item, in order); the small ones into every kind of writer.
      let small = ((try? input.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) < 100_000
      for format in small ? ["ndjson", "csv", "sqlite", "health"] : ["ndjson"] {
        let serial = try Self.convert(input, to: format, threads: 1, in: dir)
        let parallel = try Self.convert(input, to: format, threads: 3, in: dir)
        #expect(
          serial[2].count > 0,
          "\(input.lastPathComponent) → \(format): \(String(decoding: serial[1], as: UTF8.self))")
        #expect(serial == parallel, "\(input.lastPathComponent) → \(format)")
      }
    }
  }

  /// A generated export (records of many types, workouts with route files, correlations, summaries) into
  /// the formats a large export goes to, on 1, 2 and 3 threads: byte for byte the same. Parquet with small
  /// row groups, so that many of them are encoded by the writer's worker between streamed workouts.
  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func aGeneratedExportConvertsTheSameOnEveryThreadCount() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let export = try ParquetOracleTests.generatedExport(in: dir, records: 4000, workouts: 6)
    for format in ["ndjson", "csv", "sqlite", "parquet", "fhir"] {
      let options = format == "parquet" ? ["parquet.rowGroupRows=500"] : []
      let serial = try Self.convert(export, to: format, threads: 1, in: dir, options: options)
      #expect(serial[2].count > 1000, "→ \(format): \(String(decoding: serial[1], as: UTF8.self))")
      for threads in format == "parquet" || format == "ndjson" ? [2, 3] : [2] {
        let other = try Self.convert(export, to: format, threads: threads, in: dir, options: options)
        #expect(other == serial, "→ \(format), \(threads) threads")
      }
    }
  }

  @Test func threadsMustBePositive() throws {
    let result = try CLI.run(["inspect", "--threads", "0", "missing.xml"])
    #expect(result.status != 0)
    #expect(result.stderrString.contains("--threads must be at least 1"))
  }
}
