import Foundation
import TestSupport
import Testing

@testable import XMLStreaming

/// Every XML file of the shared corpus parses with the same element/attribute/text counts as Python's expat.
@Suite(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
struct XMLCorpusTests {
  static var files: [URL] {
    SharedCorpus.files(in: "corpus/gpx", extension: "gpx")
      + SharedCorpus.files(in: "corpus/tcx", extension: "tcx")
      + SharedCorpus.files(in: "corpus/health", extension: "xml")
      + SharedCorpus.files(in: "corpus/bad", extension: "xml")
  }

  @Test func countsMatchExpat() throws {
    let files = Self.files
    #expect(files.count > 50)
    var compared = 0
    for url in files {
      let oracle = try ExpatOracle.counts(url)
      let h = RecordingHandler()
      var options = XMLStreamOptions()
      options.maxTextBytes = 64 << 20
      let parser = XMLStreamParser(handler: h, options: options, fileName: url.lastPathComponent)
      var error: XMLStreamError?
      do { try parser.parse(contentsOf: url) } catch let e as XMLStreamError { error = e }
      if let oracle {
        #expect(error == nil, "\(url.lastPathComponent): \(error?.description ?? "")")
        #expect(
          [h.elements, h.attributes, h.attributeBytes, h.textBytes, h.maxDepth] == oracle,
          "\(url.lastPathComponent)")
        compared += 1
      } else {
        // expat refuses (e.g. namespace-unbound prefixes); we must either refuse too or be lenient on a warning.
        #expect(error != nil || !parser.warnings.isEmpty, "\(url.lastPathComponent)")
      }
    }
    #expect(compared > 50)
  }

  @Test func malformedHealthExportFailsWithLocation() throws {
    let url = SharedCorpus.url("corpus/bad/hkimport-bad-malformed-export.xml")
    let parser = XMLStreamParser(handler: RecordingHandler(), fileName: url.lastPathComponent)
    #expect {
      try parser.parse(contentsOf: url)
    } throws: { error in
      guard let e = error as? XMLStreamError else { return false }
      // The manifest: "a stray </Record> (mismatched tag at line 153)".
      return e.code == .malformed && e.location.line == 153 && e.location.file == url.lastPathComponent
    }
  }
}
