import Foundation
import TestSupport
import Testing

/// `--threads`: the parallel parse of an Apple Health export converts exactly as the serial one.
@Suite struct ThreadsTests {
  /// Output bytes, standard error and exit status of one conversion.
  static func convert(_ input: URL, to format: String, threads: Int, in dir: URL) throws -> [Data] {
    let out = dir.appendingPathComponent("out-\(threads).\(format == "health" ? "zip" : format)")
    let result = try CLI.run([
      "convert", "--threads", String(threads), "--option", "health.chunkBytes=4096", "--to", format,
      input.path, out.path,
    ])
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

  @Test func threadsMustBePositive() throws {
    let result = try CLI.run(["inspect", "--threads", "0", "missing.xml"])
    #expect(result.status != 0)
    #expect(result.stderrString.contains("--threads must be at least 1"))
  }
}
