import Foundation
import TestSupport
import Testing

@testable import ByteStreams

/// `NumberText.plainDescription` (GPX's xsd:decimal text) against what GPX wrote before it: `description`
/// when that has no exponent, else C's `%.17f` through Foundation's formatter with trailing zeros and a
/// bare point trimmed and `-0` written `0` — kept here as the oracle, byte for byte.
@Suite struct PlainDescriptionTests {
  /// The previous `GPXNumber.decimal` fallback, verbatim.
  static func oracle(_ value: Double) -> String {
    let text = value.description
    if !text.utf8.contains(UInt8(ascii: "e")) { return text }
    let fixed = String(format: "%.17f", value)
    guard fixed.contains(".") else { return fixed }
    var t = Substring(fixed)
    while t.hasSuffix("0") { t = t.dropLast() }
    if t.hasSuffix(".") { t = t.dropLast() }
    return t == "-0" ? "0" : String(t)
  }

  static func check(_ value: Double, failures: inout Int) {
    let ours = NumberText.plainDescription(value)
    let theirs = oracle(value)
    if ours != theirs {
      failures += 1
      if failures <= 20 {
        Issue.record("bits 0x\(String(value.bitPattern, radix: 16)): \(ours) vs \(theirs)")
      }
    }
  }

  @Test func namedValues() {
    var failures = 0
    let named: [Double] = [
      0, -0.0, 1, -1, 0.5, 1e-4, 1e-4.nextDown, -1e-4.nextDown, 1e-5, 5e-18, 5e-18.nextUp, 5e-18.nextDown,
      4.9999999999999996e-18, 1.5e-17, 2.5e-17, 3.5e-17, 1e-17, 1e-300, Double.leastNonzeroMagnitude,
      -Double.leastNonzeroMagnitude,
      1.2345678901234567e-5,
      9.999999999999999e-5, 0x1p53, 0x1p53.nextUp, -0x1p53.nextUp, 1e15, 1e16, 1e17, 1e22, 1e23, 1.5e16,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0x1p64, 0x1p96, 0x1p63 + 0x1p11, .infinity,
      -.infinity, .nan, 123.456, 0.1, 72.5,
    ]
    for value in named { Self.check(value, failures: &failures) }
    #expect(failures == 0)
  }

  /// Ties at the 17th decimal (k + ½)·10^-17 as exactly as doubles hold them, and their neighbours: the
  /// rounding half to even of the exact product.
  @Test func roundingAtTheSeventeenthDecimal() {
    var failures = 0
    for k in stride(from: 0, to: 10_000_000, by: 997) {
      let tie = (Double(k) + 0.5) / 1e17
      for value in [tie, tie.nextUp, tie.nextDown, -tie] { Self.check(value, failures: &failures) }
    }
    #expect(failures == 0)
  }

  /// Random bit patterns over the exponent ranges where the text has an exponent, and around them.
  @Test func randomSweep() {
    let seed =
      ProcessInfo.processInfo.environment["WKCONV_NUMTEXT_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: .min ... .max)
    print("plainDescription sweep: seed \(seed) (WKCONV_NUMTEXT_SEED=\(seed) repeats it)")
    var generator = ModelFixtures.SeededGenerator(seed: seed)
    var failures = 0
    for _ in 0..<100_000 {
      let bits = generator.next()
      // Biased exponents 0…1010 (below 1e-4 down to subnormals) and 1075…2046 (above 2^52), both signs.
      let high = bits >> 62 & 1 == 0 ? bits % 1011 : 1075 + bits % 972
      let pattern = (bits & (1 << 63)) | (high << 52) | (bits >> 11 & (1 << 52 - 1))
      Self.check(Double(bitPattern: pattern), failures: &failures)
      Self.check(-Double(bitPattern: pattern), failures: &failures)
    }
    #expect(failures == 0)
  }
}
