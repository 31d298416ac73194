import Foundation
import TestSupport
import Testing

@testable import ByteStreams

/// `NumberText.descriptionText` (Schubfach shortest digits laid out as `Double.description`) against the
/// description itself — the text writers emitted before, kept here as the oracle — and against Python's
/// `repr(float)`, an independent shortest round-trip printer.
@Suite struct ShortestDigitsTests {
  /// A seeded generator (SplitMix64): a failing run reproduces with its printed seed.
  typealias SplitMix64 = ModelFixtures.SeededGenerator

  /// The seed: `WKCONV_NUMTEXT_SEED`, else a fresh one (printed).
  static func seed(_ test: String) -> UInt64 {
    let seed =
      ProcessInfo.processInfo.environment["WKCONV_NUMTEXT_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: .min ... .max)
    print("\(test): seed \(seed) (WKCONV_NUMTEXT_SEED=\(seed) repeats it)")
    return seed
  }

  /// Compares `descriptionText` with `description` byte for byte, and checks the text reads back;
  /// returns whether both hold (failures are recorded, at most `failures` of them).
  final class Checker {
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: NumberText.shortestTextCapacity)
    var failures = 0
    deinit { buffer.deallocate() }

    func text(_ value: Double) -> String {
      let start = NumberText.descriptionText(value, in: buffer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }

    @discardableResult func check(_ value: Double, roundTrip: Bool = true) -> Bool {
      let start = NumberText.descriptionText(value, in: buffer)
      let ours = UnsafeBufferPointer(rebasing: buffer[start...])
      var oracle = value.description
      let same = oracle.withUTF8 { $0.elementsEqual(ours) }
      var readsBack = true
      if roundTrip, value.isFinite {
        let parsed = Double(String(decoding: ours, as: UTF8.self))
        readsBack = parsed?.bitPattern == value.bitPattern
      }
      if !(same && readsBack) {
        failures += 1
        if failures <= 20 {
          Issue.record(
            "bits 0x\(String(value.bitPattern, radix: 16)): \(String(decoding: ours, as: UTF8.self)) vs \(oracle)"
          )
        }
      }
      return same && readsBack
    }
  }

  @Test func edgeCases() {
    let c = Checker()
    let named: [Double] = [
      0, 1, 0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 1e23, 1e22, 1e21, 9e15, Double.leastNonzeroMagnitude,
      2 * Double.leastNonzeroMagnitude,
      Double("9007199254740993")!, 9007199254740992, 9007199254740991, 9007199254740994, 18014398509481984,
      .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, .pi, .ulpOfOne,
      Double.leastNormalMagnitude.nextDown, Double.leastNormalMagnitude.nextUp,
      Double(bitPattern: 0x000F_FFFF_FFFF_FFFF),  // the largest subnormal
      1e-4, 1e-4.nextDown, 1e-4.nextUp, 9.999e-5, 1e-5, 123456789012345.6, 4503599627370495.5,
      40.200000000000045, 52.5163412, 1.7976931348623157e308, 2.2250738585072014e-308,
      Double.leastNonzeroMagnitude, 1e16, 1e15, 1e17, 0.0001, 0.001, 1.5e-7, Double("12345678901234567890")!,
      // Exponent spellings: two digits at least, three when needed.
      1e-5, 1e-10, 1e-99, 1e-100, 1e99, 1e100, 1.5e300, 2.5e-300,
    ]
    // Found by the random test while the algorithm was written: exact ties (`…0.15625` to 4 decimals,
    // the even digit wins) and interval bounds on a candidate (in for an even significand, out for an
    // odd one), at 10^-k both exact (k ≤ 0) and not (k > 0).
    let regressions: [UInt64] = [
      0x4284_3BA2_BBDD_6140, 0x42BC_259D_900E_20D0, 0xC357_92E7_4924_949C, 0xC35F_24FD_04F7_84E5,
      0x437F_BAE2_8A08_19DF, 0xC393_A771_1AF4_78A3, 0x43C6_9218_91E8_8876, 0x4401_C430_CA2E_A3D8,
    ]
    for v in named + regressions.map(Double.init(bitPattern:)) {
      c.check(v)
      c.check(-v)
    }
    // Non-finite values: Swift prints no sign or payload for NaN.
    for v in [Double.nan, -.nan, .signalingNaN, -.signalingNaN, .infinity, -.infinity] { c.check(v) }
    for payload in [1, 0x1234, 0x7_FFFF_FFFF_FFFF] as [UInt64] {
      c.check(Double(bitPattern: 0x7FF8_0000_0000_0000 | payload))
      c.check(Double(bitPattern: 0xFFF0_0000_0000_0000 | payload))
    }
    #expect(c.text(0) == "0.0" && c.text(-0.0) == "-0.0" && c.text(.leastNonzeroMagnitude) == "5e-324")
    #expect(c.text(1e-5) == "1e-05" && c.text(1e16) == "1e+16" && c.text(-.nan) == "nan")
    #expect(c.text(9007199254740992) == "9007199254740992.0" && c.text(-.infinity) == "-inf")
    for v in named + [.nan, .infinity, -0.0] { #expect(NumberText.description(v) == v.description) }
    #expect(c.failures == 0)
  }

  @Test func byStructure() {
    let c = Checker()
    // Every power of two, with its neighbours (the boundary case: a narrower interval below).
    var p = Double.leastNonzeroMagnitude
    while p.isFinite {
      for v in [p, p.nextUp, p.nextDown, p * 3, p * 5] where v.isFinite {
        c.check(v)
        c.check(-v)
      }
      p *= 2
    }
    // Powers of ten across the range, and their neighbours.
    for e in -323...308 {
      let v = Double("1e\(e)")!
      for w in [v, v.nextUp, v.nextDown, v.nextUp.nextUp, v.nextDown.nextDown] { c.check(w) }
    }
    // Subnormals with few significant bits (where the digits are few and the interval wide), and the
    // largest ones.
    for t in UInt64(1)...20_000 {
      c.check(Double(bitPattern: t))
      c.check(Double(bitPattern: (1 << 52) - t))
    }
    // The plain/exponent switch: around 1e-4 and 2^53, and every whole number 2^n ± 1 and n·10^k.
    for v in [1e-4, 0x1p53, 1e16, 1e-3] {
      var up = v
      var down = v
      for _ in 0..<2000 {
        c.check(up)
        c.check(down)
        up = up.nextUp
        down = down.nextDown
      }
    }
    for n in 0...53 {
      let v = Double(UInt64(1) << n)
      c.check(v + 1)
      c.check(v - 1)
      c.check(-(v + 1))
    }
    var rng = SplitMix64(seed: 17)
    for _ in 0..<100_000 {
      c.check(Double(UInt64.random(in: 0...(1 << 53), using: &rng)))
      c.check(
        Double(UInt64.random(in: 0...999, using: &rng)) * Double("1e\(Int.random(in: 0...15, using: &rng))")!)
    }
    #expect(c.failures == 0)
  }

  @Test func randomBitPatterns() {
    let c = Checker()
    var rng = SplitMix64(seed: Self.seed("randomBitPatterns"))
    var checked = 0
    for i in 0..<2_000_000 {
      let bits = rng.next()
      // Every other one in the plain range (the writers' common case: 17 significant digits there).
      let v =
        i & 1 == 0
        ? Double(bitPattern: bits)
        : Double(bitPattern: (bits & 0x800F_FFFF_FFFF_FFFF) | UInt64(1000 + (bits >> 52) % 70) << 52)
      c.check(v, roundTrip: i % 8 == 0)
      checked += 1
      if c.failures > 20 { break }
    }
    #expect(c.failures == 0 && checked == 2_000_000)
  }

  /// `shortestText` (the fraction fast path the writers use) now decides every value in its range.
  @Test func shortestTextTakesEveryPlainFraction() {
    let bytes = ByteBuffer(capacity: 64)
    var rng = SplitMix64(seed: Self.seed("shortestTextTakesEveryPlainFraction"))
    for _ in 0..<200_000 {
      let e = Double.random(in: -4...15.9, using: &rng)
      let v = (Bool.random(using: &rng) ? 1 : -1) * Foundation.pow(10, e)
      guard v != v.rounded() else { continue }
      bytes.removeAll()
      let accepted = NumberText.appendShortest(v, maxFractionDigits: 22, to: bytes)
      let text = bytes.withBytes { String(decoding: $0, as: UTF8.self) }
      #expect(accepted && text == v.description, "\(v.bitPattern)")
      if !accepted || text != v.description { return }
    }
  }

  /// The fixed-point logarithms against Double logarithms (never within 1e-9 of an integer here, far
  /// more than their error), over every exponent the algorithm uses.
  @Test func logarithmsAreExact() {
    for q in -1100...1100 {
      let a = Double(q) * log10(2.0)
      let b = log10(0.75) + Double(q) * log10(2.0)
      if q != 0 {
        #expect(abs(a - a.rounded()) > 1e-9)
        #expect(NumberText.floorLog10Pow2(q) == Int(a.rounded(.down)), "\(q)")
      } else {
        #expect(NumberText.floorLog10Pow2(q) == 0)
      }
      #expect(abs(b - b.rounded()) > 1e-9)
      #expect(NumberText.floorLog10ThreeQuartersPow2(q) == Int(b.rounded(.down)), "\(q)")
    }
    for e in -400...400 {
      let a = Double(e) * log2(10.0)
      if e != 0 { #expect(abs(a - a.rounded()) > 1e-9) }
      #expect(NumberText.floorLog2Pow10(e) == Int(a.rounded(.down)), "\(e)")
    }
    // The table: g(k) in [2^125, 2^126]; g(0) = 2^125 and g(-1) = 10·2^122 exactly, g(1) rounded up.
    let zero = NumberText.tenthPowers + 2 * (0 - NumberText.smallestPowerIndex)
    #expect(zero[0] == 1 << 61 && zero[1] == 0)
    #expect(zero[-2] == 10 << 58 && zero[-1] == 0)
    #expect(zero[2] == 0x3333_3333_3333_3333 && zero[3] == 0x3333_3333_3333_3334)
    for k in NumberText.smallestPowerIndex...NumberText.largestPowerIndex {
      let entry = NumberText.tenthPowers + 2 * (k - NumberText.smallestPowerIndex)
      #expect(entry[0] >> 61 == 1 || (entry[0] == 1 << 62 && entry[1] == 0), "\(k)")
      // Built incrementally; each entry is still the definition's, computed on its own.
      let (high, low) = NumberText.scaledPowerOfTen(-k)
      #expect(entry[0] == high && entry[1] == low, "\(k)")
    }
  }

  /// An independent oracle: Python's `repr(float)` (shortest round-trip digits, David Gay's algorithm)
  /// over 300,000 values. Python switches to exponent form at 1e16 where Swift does above 2^53, and both
  /// spell exponents alike otherwise; so texts are compared as (sign, digits, exponent) — the digits are
  /// what must agree — and the script checks the plain/exponent choice against Swift's rule separately.
  @Test func pythonReprAgrees() throws {
    let python = try? runProcess("python3", ["-c", "print(1)"])
    guard python?.status == 0 else {
      #expect(ProcessInfo.processInfo.environment["WKCONV_REQUIRE_SHARED"] != "1", "python3 is missing")
      print("skipped: python3 not found")
      return
    }
    let c = Checker()
    var rng = SplitMix64(seed: Self.seed("pythonReprAgrees"))
    var lines = ""
    lines.reserveCapacity(300_000 * 44)
    var values: [Double] = [
      0, -0.0, .nan, .infinity, -.infinity, Double.leastNonzeroMagnitude, 1e-4, 0x1p53, 1e16, 1e23,
    ]
    for i in 0..<300_000 {
      let bits = rng.next()
      values.append(
        i & 1 == 0
          ? Double(bitPattern: bits)
          : Double(bitPattern: (bits & 0x800F_FFFF_FFFF_FFFF) | UInt64(1000 + (bits >> 52) % 70) << 52))
    }
    for v in values {
      lines += String(v.bitPattern, radix: 16)
      lines += " "
      lines += c.text(v)
      lines += "\n"
    }
    let script = """
      import re, struct, sys
      def parts(text):
          if text in ('nan', 'inf', '-inf'):
              return text
          m = re.fullmatch(r'(-?)(\\d+)(?:\\.(\\d+))?(?:e([+-]\\d+))?', text)
          assert m, text
          sign, whole, frac, exp = m.group(1), m.group(2), m.group(3) or '', int(m.group(4) or 0)
          digits = (whole + frac).lstrip('0')
          exp -= len(frac)
          stripped = digits.rstrip('0')
          exp += len(digits) - len(stripped)
          return (sign, stripped or '0', exp if stripped else 0)
      bad = 0
      n = 0
      for line in sys.stdin:
          bits, ours = line.split()
          value = struct.unpack('<d', struct.pack('<Q', int(bits, 16)))[0]
          n += 1
          theirs = repr(value)
          if value != value:
              theirs = 'nan'
          ok = parts(ours) == parts(theirs)
          if value == value and value not in (float('inf'), float('-inf')) and value != 0:
              # Swift's layout: plain when the first digit is at 1e-4 or above and |v| <= 2^53.
              plain = 'e' not in ours
              ok = ok and plain == (abs(value) >= 1e-4 and abs(value) <= 2.0 ** 53)
              ok = ok and (plain or re.search(r'e[+-]\\d\\d', ours) is not None)
          if not ok:
              bad += 1
              if bad <= 20:
                  print('mismatch', bits, ours, theirs)
      print('checked', n, 'mismatches', bad)
      """
    let result = try runProcess("python3", ["-c", script], stdin: Data(lines.utf8))
    print(result.stdoutString)
    #expect(result.status == 0, "\(result.stderrString)")
    #expect(result.stdoutString.contains("checked \(values.count) mismatches 0"))
  }
}

extension NumberText {
  /// The definition `tenthPowers` is built to, entry by entry (its oracle): ⌊10^e · 2^(125 − ⌊log2 10^e⌋)⌋
  /// + 1, or the exact value when it is whole, as (high, low) halves, by exact multi-word arithmetic
  /// (little-endian 32-bit words): 10^e shifted when e ≥ 0; 2^(125 − ⌊log2 10^e⌋) divided by 10^9 at a time
  /// when e < 0 (⌊⌊x/a⌋/b⌋ = ⌊x/(ab)⌋). Checks `floorLog2Pow10` against the exact ⌊log2 10^e⌋ on the way.
  static func scaledPowerOfTen(_ e: Int) -> (UInt64, UInt64) {
    var words: [UInt32]
    let log2: Int
    var exact = false
    if e >= 0 {
      words = [1]
      for _ in 0..<e { multiply(&words, by: 10) }
      log2 = bitLength(words) - 1
      if log2 <= 125 {
        words = shiftedLeft(words, by: 125 - log2)
        exact = true
      } else {
        words = shiftedRight(words, by: log2 - 125)
      }
    } else {
      var power: [UInt32] = [1]
      for _ in 0..<(-e) { multiply(&power, by: 10) }
      log2 = -bitLength(power)  // 10^-e is no power of two: ⌊log2 10^e⌋ = −⌈log2 10^-e⌉
      words = shiftedLeft([1], by: 125 - log2)
      var remaining = -e
      while remaining > 0 {
        let step = min(remaining, 9)
        var divisor: UInt32 = 1
        for _ in 0..<step { divisor *= 10 }
        divide(&words, by: divisor)
        remaining -= step
      }
    }
    precondition(log2 == floorLog2Pow10(e), "floorLog2Pow10(\(e))")
    while words.count < 4 { words.append(0) }
    precondition(words.count == 4 || words[4...].allSatisfy { $0 == 0 })
    let low = UInt64(words[0]) | UInt64(words[1]) << 32
    let high = UInt64(words[2]) | UInt64(words[3]) << 32
    if exact { return (high, low) }
    let (sum, carry) = low.addingReportingOverflow(1)
    return (high &+ (carry ? 1 : 0), sum)
  }

}
