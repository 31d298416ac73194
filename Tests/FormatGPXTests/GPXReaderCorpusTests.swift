import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatGPX

@Suite("GPX reader on the corpus")
struct GPXReaderCorpusTests {
  @Test(
    "every corpus and expected GPX reads without a fatal error",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func everyFileReads() throws {
    let files = GPX.corpusFiles + GPX.expectedFiles
    #expect(files.count >= 40)
    for file in files {
      let (items, context) = try GPX.read(file: file)
      #expect(
        context.report.recoveredErrors.isEmpty, "\(file.lastPathComponent): \(context.report.recoveredErrors)"
      )
      if let dump = ProcessInfo.processInfo.environment["WKCONV_GPX_DUMP"] {
        let text = try NDJSONWriter.text(of: items)
        try text.write(
          toFile: dump + "/" + file.lastPathComponent + ".ndjson", atomically: true, encoding: .utf8)
        let lines = context.report.summaryLines.joined(separator: "\n")
        try lines.write(
          toFile: dump + "/" + file.lastPathComponent + ".report", atomically: true, encoding: .utf8)
      }
    }
  }
}
