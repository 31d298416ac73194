import Foundation
import TestSupport
import Testing

/// Comments say why, in the present: the history of a line (which issue or session changed it) lives in
/// git, so a comment that names one is out of date the day it lands.
@Suite struct CommentTenseTests {
  /// Comment lines of `text` naming an issue or a session by number.
  static func historyComments(in text: String) -> [String] {
    let pattern = try! NSRegularExpression(pattern: "\\b([Ii]ssue|[Ss]ession) #?[0-9]+\\b")
    return text.split(separator: "\n").compactMap { line in
      guard let comment = line.range(of: "//") else { return nil }
      let tail = String(line[comment.lowerBound...])
      let range = NSRange(tail.startIndex..., in: tail)
      return pattern.firstMatch(in: tail, range: range) == nil ? nil : tail
    }
  }

  @Test func commentsNameNoIssueOrSession() throws {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    var found: [String] = []
    let walker = FileManager.default.enumerator(atPath: sources.path)
    while let path = walker?.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      found += Self.historyComments(in: text).map { "\(path): \($0)" }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func theCheckFindsAPlantedHistoryComment() {
    let planted = "let a = 1  // issue 8 asked for it\n/// Since session 12.\n"
    #expect(Self.historyComments(in: planted).count == 2)
    let present = "/// The session's records (12 of them).\nlet s = \"issue 3\"\n"
    #expect(Self.historyComments(in: present).isEmpty)
  }
}
