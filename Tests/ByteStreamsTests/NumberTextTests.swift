import Foundation
import Testing

@testable import ByteStreams

/// `NumberText` against `Double.description` (Swift's shortest round-trip printer) as the oracle.
@Suite struct NumberTextTests {
  /// What `appendShortest` must give when it accepts a value: the description, unless it is in exponent form.
  private static func check(_ value: Double, maxFractionDigits: Int = 17) -> Bool? {
    let bytes = ByteBuffer(capacity: 8)
    guard NumberText.appendShortest(value, maxFractionDigits: maxFractionDigits, to: bytes) else {
      #expect(bytes.isEmpty)
      return nil
    }
    let text = bytes.withBytes { String(decoding: $0, as: UTF8.self) }
    let oracle = value.description
    #expect(text == oracle, "\(value.bitPattern): \(text) vs \(oracle)")
    #expect(Double(text) == value)
    return text == oracle
  }

  @Test func typicalTrackValuesMatchDescription() {
    let values: [Double] = [
      52.5163412, 13.3777811, 52.516371, 39.6, 0.5, -0.5, 0.0001, 0.00012345, 123.456, -13.37784,
      39.60000000000002, 7.159, 1.0 / 3.0, 123456789012345.6, 999999.999999, 1e-4 + 1e-12,
    ]
    for v in values { #expect(Self.check(v) == true, "\(v) not accepted") }
    // 17 significant digits where a decimal step is finer than the value's ulp (several texts read
    // back; the closest is printed): decided by the general algorithm (`shortestDigits`).
    for v in [40.200000000000045, 0.1 + 0.2, 2.0 / 3.0, 4503599627370495.5] {
      #expect(Self.check(v) == true, "\(v) not accepted")
    }
  }

  @Test func rejectsWhatItCannotPrintPlainly() {
    let bytes = ByteBuffer()
    for v in [0, -0.0, 1, 40, 1e15, 9.999e-05, 1e-7, 9007199254740992, .nan, .infinity, -.infinity] {
      #expect(!NumberText.appendShortest(v, to: bytes), "\(v)")
    }
    #expect(bytes.isEmpty)
    // Needs 7 decimals: refused with a limit of 6, accepted with 7.
    #expect(!NumberText.appendShortest(52.5163412, maxFractionDigits: 6, to: bytes))
    #expect(Self.check(52.5163412, maxFractionDigits: 7) == true)
  }

  @Test func randomValuesMatchDescriptionWhenAccepted() {
    var rng = SystemRandomNumberGenerator()
    var decimalTexts = 0
    var acceptedDecimalTexts = 0
    for round in 0..<400_000 {
      let v: Double
      switch round % 4 {
      case 0:  // decimal text with a few digits, parsed (what readers produce)
        let digits = Int.random(in: 1...9, using: &rng)
        let scale = NumberTextTests.pow10(digits)
        v = Double(Int64.random(in: -1_800_000_000...1_800_000_000, using: &rng)) / scale
      case 1:  // arithmetic results (scaled integers, sums: FIT semicircles, altitude offsets)
        v = Double(Int32.random(in: .min ... .max, using: &rng)) * (180.0 / 2_147_483_648.0)
      case 2:
        v = Double(UInt16.random(in: 0...65535, using: &rng)) / 5 - 500 + Double.random(in: -1e-9...1e-9)
      default:  // any bit pattern in the plain range
        let e = Double.random(in: -4...15.9, using: &rng)
        v = (Bool.random(using: &rng) ? 1 : -1) * Foundation.pow(10, e)
      }
      let result = Self.check(v)
      if result == false { return }
      if round % 4 == 0, v.magnitude >= 1e-4, v != v.rounded() {
        decimalTexts += 1
        if result == true { acceptedDecimalTexts += 1 }
      }
    }
    // Every value read from a short decimal text takes the fast path.
    #expect(acceptedDecimalTexts == decimalTexts && decimalTexts > 50_000)
  }

  @Test func integersAndPadding() {
    let bytes = ByteBuffer(capacity: 4)
    NumberText.appendInteger(-1234, to: bytes)
    bytes.append(0x20)
    NumberText.appendInteger(Int.min, to: bytes)
    bytes.append(0x20)
    NumberText.appendDigits(7, minimumWidth: 3, to: bytes)
    NumberText.appendDigits(0, to: bytes)
    #expect(bytes.withBytes { String(decoding: $0, as: UTF8.self) } == "-1234 \(Int.min) 0070")
  }

  @Test func byteBufferGrowsAndKeepsEverything() {
    let buffer = ByteBuffer(capacity: 1)
    var expected: [UInt8] = []
    for i in 0..<5000 {
      switch i % 5 {
      case 0:
        buffer.append(UInt8(i % 256))
        expected.append(UInt8(i % 256))
      case 1:
        buffer.append("<trkpt>")
        expected += Array("<trkpt>".utf8)
      case 2:
        let long = [UInt8](repeating: UInt8(i % 200), count: i % 97)
        buffer.append(long)
        expected += long
      case 3:
        buffer.appendLineBreak(indentedBy: i % 13)
        expected += [0x0A] + [UInt8](repeating: 0x20, count: i % 13)
      default:
        buffer.append(utf8: "é\(i)")
        expected += Array("é\(i)".utf8)
      }
    }
    #expect(buffer.count == expected.count)
    #expect(buffer.withBytes { Array($0) } == expected)
    buffer[0] = 0x41
    #expect(buffer[0] == 0x41)
    buffer.removeAll()
    #expect(buffer.isEmpty)
  }

  static func pow10(_ k: Int) -> Double { (0..<k).reduce(1.0) { p, _ in p * 10 } }

  /// `roundedText` against C's `%.9f` (trailing zeros and the point trimmed) as the oracle, away from
  /// ties (where C rounds the exact binary value and this rounds `|value|·10^9` once).
  @Test func roundedTextMatchesPrintfAwayFromTies() {
    var generator = SystemRandomNumberGenerator()
    var checked = 0
    for _ in 0..<50_000 {
      let magnitude = pow(10, Double.random(in: -10...6, using: &generator))
      let value = Double.random(in: -magnitude...magnitude, using: &generator)
      let scaled = value.magnitude * 1e9
      guard abs(scaled - scaled.rounded(.down) - 0.5) > 1e-3 else { continue }
      var oracle = String(format: "%.9f", value)
      while oracle.hasSuffix("0") { oracle.removeLast() }
      if oracle.hasSuffix(".") { oracle.removeLast() }
      if oracle == "-0" { oracle = "0" }
      #expect(NumberText.rounded(value, decimals: 9) == oracle, "\(value)")
      checked += 1
    }
    #expect(checked > 40_000)
    #expect(NumberText.rounded(.nan, decimals: 9) == nil && NumberText.rounded(1e7, decimals: 9) == nil)
    let bytes = ByteBuffer(capacity: 8)
    #expect(NumberText.appendRounded(-12.3456789012, decimals: 9, to: bytes))
    #expect(bytes.withBytes { String(decoding: $0, as: UTF8.self) } == "-12.345678901")
  }
}
