import Foundation
import TestSupport
import Testing

@testable import WorkoutModel

/// Unit strings come from files (`unit="…"` in exports, NDJSON): hostile ones are refused with a
/// positioned `UnitError`, never a crash.
@Suite struct HostileUnitTests {
  /// The reason and position of the error `text` gives, or nil when it parses.
  static func refusal(_ text: String) -> (reason: String, position: Int)? {
    do {
      _ = try QuantityUnit(parsing: text)
      return nil
    } catch {
      guard case .invalidUnitString(_, let position, let reason) = error else {
        return ("unexpected \(error)", -1)
      }
      return (reason, position)
    }
  }

  /// Found by Fuzz/run.sh (FuzzUnits): 13 933 '(' overflowed the stack of the recursive-descent parser.
  @Test func fuzzFoundDeepParenthesesAreRefused() throws {
    let url = TestPaths.packageRoot.appendingPathComponent(
      "Tests/WorkoutModelTests/Fixtures/fuzz-units-deep-parentheses.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.count == 13_933 && text.allSatisfy { $0 == "(" })
    let refused = try #require(Self.refusal(text))
    #expect(refused.reason == "parentheses nested deeper than 32")
    #expect(refused.position == 32)
  }

  @Test func nestingUpToTheLimitStillParses() throws {
    let nested = String(repeating: "(", count: 32) + "m" + String(repeating: ")", count: 32) + "/s"
    #expect(try QuantityUnit(parsing: nested) == QuantityUnit(parsing: "m/s"))
    let deeper = String(repeating: "(", count: 33) + "m" + String(repeating: ")", count: 33)
    #expect(Self.refusal(deeper)?.position == 32)
  }

  @Test func nestedPowersNeverOverflow() throws {
    // ((((m^60)^60)^60)…: 60^11 overflows Int; refused at the first power beyond ±60.
    var text = "m"
    for _ in 0..<12 { text = "(" + text + ")^60" }
    let refused = Self.refusal(text)
    #expect(refused?.reason == "exponent out of range")
    #expect(refused?.position == 19)  // the digits of the second ^60
    #expect(Self.refusal("(m^-60)^-1")?.reason == nil)
    #expect(try QuantityUnit(parsing: "(m^-60)^-1") == QuantityUnit(parsing: "m^60"))
  }

  @Test func longFlatProductsAreMergedNotRecursed() throws {
    // 10 000 factors in one product: no recursion per factor; the merged exponent is out of range.
    let text = Array(repeating: "m", count: 10_000).joined(separator: ".")
    #expect(Self.refusal(text)?.reason.contains("out of range") == true)
    let cancelled =
      Array(repeating: "m", count: 5_000).joined(separator: ".") + "/"
      + Array(repeating: "m", count: 5_000).joined(separator: ".")
    #expect(try QuantityUnit(parsing: cancelled) == QuantityUnit(parsing: "1"))
  }
}
