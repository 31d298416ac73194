import Foundation
import TestSupport
import Testing

@testable import ByteStreams

/// `SignificantDigits.text` (the `%.<n>g` text from the shortest digits) against C's own `vsnprintf`
/// (`appendPrinted`), byte for byte, on values that exercise each of its rules: random bit patterns of
/// every exponent, short decimals, values at and beside rounding ties, carries into a new power of ten,
/// the style boundaries (10^-5, 10^-4, 10^(n−1), 10^n), subnormals, zeros and negative values.
@Suite struct SignificantDigitsTests {
  typealias SplitMix64 = ModelFixtures.SeededGenerator

  final class Checker {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: NumberText.shortestTextCapacity)
    var compared = 0
    var fast = 0
    var failures: [String] = []
    deinit { buffer.deallocate() }

    func check(_ value: Double, digits: Int) {
      var oracle: [UInt8] = []
      SignificantDigits.appendPrinted(value, digits: digits, to: &oracle)
      var appended: [UInt8] = []
      SignificantDigits.append(value, digits: digits, to: &appended)
      compared += 1
      if let start = SignificantDigits.text(value, digits: digits, in: buffer) {
        fast += 1
        let ours = Array(buffer[start...])
        if ours != oracle, failures.count < 20 {
          failures.append(
            "\(value.bitPattern) (\(value)) %.\(digits)g: \(String(decoding: ours, as: UTF8.self)) "
              + "!= \(String(decoding: oracle, as: UTF8.self))")
        }
      }
      if appended != oracle, failures.count < 20 {
        failures.append("append \(value) %.\(digits)g: \(String(decoding: appended, as: UTF8.self))")
      }
    }
  }

  static func seed() -> UInt64 {
    let seed =
      ProcessInfo.processInfo.environment["WKCONV_NUMTEXT_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: .min ... .max)
    print("SignificantDigitsTests: seed \(seed) (WKCONV_NUMTEXT_SEED=\(seed) repeats it)")
    return seed
  }

  @Test func matchesPrintfOnRandomBitPatterns() {
    var random = SplitMix64(seed: Self.seed())
    let checker = Checker()
    for _ in 0..<60_000 {
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      checker.check(value, digits: Int.random(in: 1...17, using: &random))
      checker.check(value, digits: 9)
    }
    #expect(checker.failures.isEmpty, "\(checker.failures.joined(separator: "\n"))")
    #expect(checker.fast > checker.compared * 8 / 10)
  }

  @Test func matchesPrintfOnDecimalsAndTies() {
    var random = SplitMix64(seed: Self.seed())
    let checker = Checker()
    for _ in 0..<40_000 {
      let digits = Int.random(in: 1...15, using: &random)
      let scale = Int.random(in: -30...30, using: &random)
      // A decimal with `digits` + 1 digits ending in 5: exactly a tie in decimal, near one in binary.
      let mantissa = Int64.random(in: 1...999_999_999_999_999, using: &random)
      let tieDigits = String(mantissa).prefix(digits) + "5"
      let tie = Double("\(tieDigits)e\(scale)")!
      for value in [tie, tie.nextUp, tie.nextDown, -tie] { checker.check(value, digits: digits) }
      // Short decimals (sensor readings, converted units) and their neighbours.
      let short = Double(mantissa % 100_000) / pow(10, Double(Int.random(in: 0...6, using: &random)))
      for value in [short, short.nextUp, short.nextDown, short * 1000 / 3] {
        checker.check(value, digits: digits)
        checker.check(value, digits: 9)
      }
      // Nines that carry into the next power of ten when rounded.
      let nines = Double(
        "0.\(String(repeating: "9", count: Int.random(in: 1...17, using: &random)))e\(scale)")!
      checker.check(nines, digits: digits)
    }
    #expect(checker.failures.isEmpty, "\(checker.failures.joined(separator: "\n"))")
  }

  @Test func matchesPrintfAtTheStyleBoundariesAndEdges() {
    let checker = Checker()
    var values: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
      .greatestFiniteMagnitude, 1, -1, 0.5,
    ]
    for power in -20...20 {
      let p = pow(10, Double(power))
      values += [p, p.nextUp, p.nextDown, p * 0.99999999995, p * 9.9999999995, p * 1.5, -p]
    }
    for value in values {
      for digits in 1...17 { checker.check(value, digits: digits) }
    }
    #expect(checker.failures.isEmpty, "\(checker.failures.joined(separator: "\n"))")
    // The texts content keys rely on, written out.
    var bytes: [UInt8] = []
    for value in [72.0, 0.1 + 0.2, 1e-5, 123_456_789_012, -0.0, 0.0001] {
      SignificantDigits.append(value, digits: 9, to: &bytes)
      bytes.append(UInt8(ascii: " "))
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "72 0.3 1e-05 1.23456789e+11 -0 0.0001 ")
  }
}
