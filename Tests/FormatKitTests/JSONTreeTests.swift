import FormatKit
import Foundation
import Testing

/// `JSONTree` against Foundation's `JSONSerialization` on the same documents (values, and which
/// documents are refused), and its nesting limit.
@Suite struct JSONTreeTests {
  static let documents = [
    #"{"a": [1, -2.5e3, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"], "b": {}, "c": []}"#,
    #"[0, 1e-7, 12345678901234567890, -0, 3.0]"#, "  [\"é\"]  ",
    // A trailing comma, which both accept.
    "[1,]", #"{"a": 1,}"#,
    // Refused by both.
    "{\"a\" 1}", "[01]", "[1.]", "[.5]", "[\"\u{01}\"]", "[\"\\x\"]", "[", "", "[] x", "nul", "[\"\\ud800\"]",
  ]

  /// A canonical text of an untyped tree, the same for both parsers' values.
  static func text(_ value: Any) -> String {
    switch value {
    case let o as [String: Any]:
      return "{" + o.keys.sorted().map { "\($0):\(text(o[$0]!))" }.joined(separator: ",") + "}"
    case let a as [Any]: return "[" + a.map(text).joined(separator: ",") + "]"
    case let s as String: return "s:" + s
    case let n as JSONNumber: return "n:\(n.doubleValue)"
    case is JSONNull, is NSNull: return "null"
    // Foundation's booleans are numbers 0 and 1.
    case let b as Bool where !(value is NSNumber): return "n:\(b ? 1.0 : 0.0)"
    case let n as NSNumber: return "n:\(n.doubleValue)"
    default: return "?\(value)"
    }
  }

  @Test func agreesWithJSONSerialization() {
    for document in Self.documents {
      let data = Data(document.utf8)
      let ours = try? JSONTree.parse(data)
      let theirs = try? JSONSerialization.jsonObject(with: data)
      #expect((ours == nil) == (theirs == nil), "\(document.debugDescription)")
      if let ours, let theirs { #expect(Self.text(ours) == Self.text(theirs), "\(document)") }
    }
  }

  @Test func nestingIsLimited() {
    let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
    #expect(throws: JSONTreeError.self) { try JSONTree.parse(deep) }
    let fine = Data((String(repeating: "[", count: 500) + String(repeating: "]", count: 500)).utf8)
    #expect((try? JSONTree.parse(fine)) != nil)
  }
}
