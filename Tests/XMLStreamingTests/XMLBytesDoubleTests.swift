import Foundation
import Testing

@testable import XMLStreaming

/// XMLStreaming's decimal reader against Swift's parser.
@Suite struct XMLBytesDoubleTests {
  /// `XMLBytes.double` (one pass for plain decimals, Swift's parser for the rest) against `Double(String)`.
  @Test func decimalTextParsesAsSwiftParsesIt() {
    func parse(_ text: String) -> Double? {
      let bytes = Array(text.utf8) + [0]
      return bytes.withUnsafeBufferPointer { XMLBytes(start: $0.baseAddress!, count: $0.count - 1).double }
    }
    let forms = [
      "1.", ".5", "+5", "-0", "0.000", "00012.50", "-13.3777811", "52.5163412", "1e5", "1.5E-3", "-2.5e+2",
      "12345678901234567890", "0.1234567890123456789", "123456789012345.6", "0.0000000000000000000000001",
      "1.2.3", ".", "-", "+", "1.5e", "e5", "1,5", "5-", "1e5.5", "--1", "1 2",
    ]
    for text in forms {
      #expect(parse(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    var rng = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let whole = String(Int.random(in: -999_999...999_999, using: &rng))
      let fraction = String(UInt64.random(in: 0...UInt64.max, using: &rng)).prefix(
        Int.random(in: 0...19, using: &rng))
      let text = whole + (fraction.isEmpty ? "" : "." + fraction)
      #expect(parse(text)?.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }
}
