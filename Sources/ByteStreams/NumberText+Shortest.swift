// Shortest round-trip digits of a double by Schubfach (Raffaello Giulietti, "The Schubfach way to render
// doubles", 2020–2022), written from the paper, and `Double.description`'s text laid out from them.
//
// The idea: a double v = c·2^q rounds back from every decimal in its rounding interval R, of width 2^q (3/4
// of it below a power of two). With k = ⌊log10(width)⌋, 10^k ≤ width < 10^(k+1): R holds at most one
// multiple of 10^(k+1) and at least one of 10^k. So the shortest decimal in R is that multiple of 10^(k+1)
// when there is one (then its trailing zeros are dropped), else the one of s·10^k, (s+1)·10^k
// (s = ⌊v·10^-k⌋) in R, the closer to v when both are. Deciding this needs v, R's bounds and 10^-k only
// to ~2 bits below the unit: they are computed as 4·x·10^-k by one 64 × 126-bit product with a 126-bit
// g of 10^-k (exact where it is a whole number, else rounded up), kept to the unit and "rounded to odd"
// (the last bit is set when the product is inexact), so that comparisons with the exact multiples 4·s
// are decided correctly; products that are whole while g is not are computed exactly instead.
//
// Unlike Java's `Double.toString` (the paper's first user) this keeps no two-digit minimum: `5e-324`, as
// Swift prints it.

extension NumberText {
  /// The range of k = ⌊log10(2^q)⌋ (or ⌊log10(3/4·2^q)⌋) over the doubles' exponents q = -1074…971.
  static let smallestPowerIndex = -324
  static let largestPowerIndex = 292

  /// g(k) = 10^-k · 2^(125 - ⌊log2 10^-k⌋) when that is a whole number (−37 ≤ k ≤ 0), else its floor
  /// + 1 (so 2^125 ≤ g(k) ≤ 2^126), for k in `smallestPowerIndex…largestPowerIndex`, as (high, low)
  /// 64-bit halves at index 2·(k − smallest): computed once, exactly, with multi-word integers (no pasted
  /// table), incrementally (~0.5 M instructions at the first number written; each entry computed from
  /// scratch took 13 M in all; the tests check every entry against that definition). An exact g
  /// keeps exact products exact (a g one unit too large would turn them odd, as if inexact: a bound at a
  /// candidate counted wrongly or a tie such as `…0.15625` to 4 decimals lost); products with an inexact
  /// g are never whole for k < 0, and computed exactly when whole for k > 0 (`shortestDigits`).
  nonisolated(unsafe) static let tenthPowers: UnsafePointer<UInt64> = {
    let count = largestPowerIndex - smallestPowerIndex + 1
    let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * count)
    func store(_ e: Int, _ words: [UInt32], exact: Bool) {
      precondition(words.count <= 4 || words[4...].allSatisfy { $0 == 0 })
      let word = { (i: Int) in i < words.count ? UInt64(words[i]) : 0 }
      var low = word(0) | word(1) << 32
      var high = word(2) | word(3) << 32
      if !exact {
        let (sum, carry) = low.addingReportingOverflow(1)
        low = sum
        high &+= carry ? 1 : 0
      }
      let index = -e - smallestPowerIndex
      table[2 * index] = high
      table[2 * index + 1] = low
    }
    // e ≥ 0: 10^e, one multiplication by 10 after another, scaled to 126 bits (exact up to 2^125).
    var power: [UInt32] = [1]
    for e in 0...(-smallestPowerIndex) {
      if e > 0 { multiply(&power, by: 10) }
      let log2 = bitLength(power) - 1
      precondition(log2 == floorLog2Pow10(e), "floorLog2Pow10(\(e))")
      if log2 <= 125 {
        store(e, shiftedLeft(power, by: 125 - log2), exact: true)
      } else {
        store(e, shiftedRight(power, by: log2 - 125), exact: false)
      }
    }
    // e < 0: ⌊2^(125 − ⌊log2 10^e⌋) / 10^-e⌋ + 1 as ⌊R / 2^s⌋ + 1, where R = ⌊2^top / 10^-e⌋ comes from
    // the one before it divided by 10 (⌊⌊x / a⌋ / b⌋ = ⌊x / ab⌋: exact).
    let deepest = largestPowerIndex
    power = [1]
    var bits: [Int] = [1]
    for _ in 0..<deepest {
      multiply(&power, by: 10)
      bits.append(bitLength(power))
    }
    let top = 125 + bits[deepest]
    var reciprocal = shiftedLeft([1], by: top)
    for m in 1...deepest {
      divide(&reciprocal, by: 10)
      precondition(-bits[m] == floorLog2Pow10(-m), "floorLog2Pow10(\(-m))")
      store(-m, shiftedRight(reciprocal, by: top - 125 - bits[m]), exact: false)
    }
    return UnsafePointer(table)
  }()

  /// Drops the trailing zeros of `digits` (not 0), counting them in `exponent`: 8, 4, then 1 at a time.
  @inline(__always) static func strip(_ digits: inout UInt64, _ exponent: inout Int) {
    while digits % 100_000_000 == 0 {
      digits /= 100_000_000
      exponent += 8
    }
    if digits % 10_000 == 0 {
      digits /= 10_000
      exponent += 4
    }
    while digits % 10 == 0 {
      digits /= 10
      exponent += 1
    }
  }

  /// 10^0 … 10^19 (the powers of ten below 2^64).
  nonisolated(unsafe) static let tenPowers = powers(of: 10, count: 20)

  /// 5^0 … 5^27 (the powers of five below 2^64).
  nonisolated(unsafe) static let fivePowers = powers(of: 5, count: 28)

  /// base^0 … base^(count − 1), made once and kept for the process.
  private static func powers(of base: UInt64, count: Int) -> UnsafePointer<UInt64> {
    let table = UnsafeMutablePointer<UInt64>.allocate(capacity: count)
    var p: UInt64 = 1
    for k in 0..<count {
      table[k] = p
      p = p &* base
    }
    return UnsafePointer(table)
  }

  static func multiply(_ words: inout [UInt32], by factor: UInt32) {
    var carry: UInt64 = 0
    for i in words.indices {
      let product = UInt64(words[i]) * UInt64(factor) + carry
      words[i] = UInt32(truncatingIfNeeded: product)
      carry = product >> 32
    }
    if carry != 0 { words.append(UInt32(carry)) }
  }

  static func divide(_ words: inout [UInt32], by divisor: UInt32) {
    var remainder: UInt64 = 0
    for i in words.indices.reversed() {
      let dividend = remainder << 32 | UInt64(words[i])
      words[i] = UInt32(dividend / UInt64(divisor))
      remainder = dividend % UInt64(divisor)
    }
    while words.count > 1, words.last == 0 { words.removeLast() }
  }

  static func bitLength(_ words: [UInt32]) -> Int {
    var top = words.count - 1
    while top > 0, words[top] == 0 { top -= 1 }
    return top * 32 + (32 - words[top].leadingZeroBitCount)
  }

  static func shiftedLeft(_ words: [UInt32], by n: Int) -> [UInt32] {
    var result = [UInt32](repeating: 0, count: n / 32) + words + [0]
    let bits = UInt32(n % 32)
    if bits > 0 {
      for i in stride(from: result.count - 1, through: n / 32, by: -1) {
        let below = i > n / 32 ? result[i - 1] >> (32 - bits) : 0
        result[i] = result[i] << bits | below
      }
    }
    return result
  }

  static func shiftedRight(_ words: [UInt32], by n: Int) -> [UInt32] {
    let skip = n / 32
    guard skip < words.count else { return [0] }
    var result = Array(words[skip...])
    let bits = UInt32(n % 32)
    if bits > 0 {
      for i in result.indices {
        let above = i + 1 < result.count ? result[i + 1] << (32 - bits) : 0
        result[i] = result[i] >> bits | above
      }
    }
    return result
  }

  // MARK: - Logarithms (fixed-point: exact over the ranges used; checked by the table and the tests)

  /// ⌊log10 2^q⌋ for the exponents used (`logarithmsAreExact` checks |q| ≤ 1100; 661971961083 =
  /// log10 2 · 2^41, rounded).
  @inline(__always) static func floorLog10Pow2(_ q: Int) -> Int { (q &* 661_971_961_083) >> 41 }

  /// ⌊log10(3/4 · 2^q)⌋ for the exponents used (checked for |q| ≤ 1100; 274743187321 = −log10(3/4) ·
  /// 2^41, rounded).
  @inline(__always) static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int {
    (q &* 661_971_961_083 &- 274_743_187_321) >> 41
  }

  /// ⌊log2 10^e⌋ for the exponents used (checked for |e| ≤ 400, and against exact powers when the table
  /// is made; 913124641741 = log2 10 · 2^38, rounded).
  @inline(__always) static func floorLog2Pow10(_ e: Int) -> Int { (e &* 913_124_641_741) >> 38 }

  /// g·x / 2^127 rounded to odd: its integer part, with the last bit set when a fraction was dropped.
  @inline(__always) static func roundToOdd(_ gHigh: UInt64, _ gLow: UInt64, _ x: UInt64) -> UInt64 {
    let a = gLow.multipliedFullWidth(by: x)
    let b = gHigh.multipliedFullWidth(by: x)
    // g·x = (b.high + carry)·2^128 + middle·2^64 + a.low
    let (middle, carry) = b.low.addingReportingOverflow(a.high)
    let high = b.high &+ (carry ? 1 : 0)
    let integer = high << 1 | middle >> 63
    let dropped = middle & (1 << 63 - 1) | a.low
    return integer | (dropped == 0 ? 0 : 1)
  }

  /// The shortest decimal `digits · 10^exponent` that reads back as `value` (finite, > 0), the closest to
  /// it when several have as few digits (ties: even digits). `digits` may end in zeros.
  @inline(__always) static func shortestDigits(_ value: Double) -> (digits: UInt64, exponent: Int) {
    let bits = value.bitPattern
    let fraction = bits & (1 << 52 - 1)
    let biased = Int(bits >> 52 & 0x7FF)
    let c = biased == 0 ? fraction : fraction | 1 << 52
    let q = biased == 0 ? -1074 : biased - 1075
    // An odd c's interval bounds read back as its neighbours (ties to even): excluded.
    let out = c & 1
    let cb = c << 2
    let cbr = cb + 2
    let cbl: UInt64
    let k: Int
    if fraction != 0 || biased <= 1 {
      cbl = cb - 2
      k = floorLog10Pow2(q)
    } else {  // a power of two: the spacing below is half the spacing above
      cbl = cb - 1
      k = floorLog10ThreeQuartersPow2(q)
    }
    let h = q + floorLog2Pow10(-k) + 2
    let entry = tenthPowers + 2 * (k - smallestPowerIndex)
    let gHigh = entry[0]
    let gLow = entry[1]
    // 4·v·10^-k, 4·(lower bound)·10^-k and 4·(upper bound)·10^-k, rounded to odd.
    var vb = roundToOdd(gHigh, gLow, cb << h)
    var vbl = roundToOdd(gHigh, gLow, cbl << h)
    var vbr = roundToOdd(gHigh, gLow, cbr << h)
    if k > 0, k < 28 {
      // g is 10^-k rounded up here (5^-k is no binary fraction), so a whole product would come out odd
      // (inexact): a bound on a candidate counted in or out wrongly. x·2^q·10^-k = (x / 5^k)·2^(q−k) is
      // whole exactly when 5^k divides x (q > k): then it is computed exactly.
      let five = fivePowers[k]
      if cb % five == 0 { vb = (cb / five) << (q - k) }
      if cbl % five == 0 { vbl = (cbl / five) << (q - k) }
      if cbr % five == 0 { vbr = (cbr / five) << (q - k) }
    }
    let s = vb >> 2
    // One digit fewer: the multiples of 10^(k+1) around v; at most one is in the interval.
    let sp10 = s / 10 * 10
    let tp10 = sp10 + 10
    let upin = vbl + out <= sp10 << 2
    let wpin = tp10 << 2 + out <= vbr
    if upin != wpin { return (upin ? sp10 : tp10, k) }
    let t = s + 1
    let uin = vbl + out <= s << 2
    let win = t << 2 + out <= vbr
    if uin != win { return (uin ? s : t, k) }
    // Both in: the closer (vb against 4·(s + ½)); a tie only when exact, then the even one.
    let middle = (s + t) << 1
    return (vb < middle || (vb == middle && s & 1 == 0) ? s : t, k)
  }

  // MARK: - Description text

  /// Appends `value.description`'s text (`descriptionText`).
  public static func appendDescription(_ value: Double, to bytes: ByteBuffer) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortestTextCapacity) { buffer in
      let start = descriptionText(value, in: buffer)
      bytes.append(UnsafeBufferPointer(rebasing: buffer[start...]))
    }
  }

  /// `value.description`'s text (`descriptionText`) as a `String`, made from its bytes directly.
  public static func description(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortestTextCapacity) { buffer in
      let start = descriptionText(value, in: buffer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
  }

  /// `value.description` byte for byte, without a `String`, written at the end of `buffer` (at least
  /// `shortestTextCapacity` bytes); returns where it starts. The shortest digits that read back as the
  /// value (`shortestDigits`), plain (`0.0001`, `72.0`, `9007199254740992.0`) when the first digit is at
  /// 10^-4 or above and |value| ≤ 2^53, else in exponent form (`1e-05`, `1.5e+16`, `5e-324`: a point only
  /// after a first digit followed by others, a signed exponent of at least two digits); `0.0`, `-0.0`,
  /// `inf`, `-inf`, and `nan` for every NaN (sign and payload are not printed).
  public static func descriptionText(_ value: Double, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    precondition(buffer.count >= shortestTextCapacity, "descriptionText needs \(shortestTextCapacity) bytes")
    let text = buffer.baseAddress!
    var i = buffer.count
    @inline(__always) func put(_ byte: UInt8) {
      i -= 1
      text[i] = byte
    }
    let negative = value.sign == .minus
    guard value.isFinite, value != 0 else {
      if value.isNaN {
        for byte in "nan".utf8.reversed() { put(byte) }
        return i
      }
      for byte in (value == 0 ? "0.0" : "inf").utf8.reversed() { put(byte) }
      if negative { put(UInt8(ascii: "-")) }
      return i
    }
    var (digits, exponent) = shortestDigits(value.magnitude)
    strip(&digits, &exponent)
    let count = digitCount(digits)
    if exponent + count > -4, value.magnitude <= 0x1p53 {
      if exponent < 0 {
        return writeDecimal(digits, fractionDigits: -exponent, negative: negative, in: buffer, end: i)
      }
      // A whole number below 2^53: its digits (exactly digits·10^exponent) and `.0`.
      put(UInt8(ascii: "0"))
      put(UInt8(ascii: "."))
      let whole = digits * tenPowers[exponent]
      return writeDecimal(whole, fractionDigits: 0, negative: negative, in: buffer, end: i)
    }
    i = writeExponent(exponent + count - 1, in: buffer, end: i)
    return writeDecimal(digits, fractionDigits: count - 1, negative: negative, in: buffer, end: i)
  }

  /// The number of decimal digits of `n` (> 0): ⌊log10⌋ from the bit length (1233/4096 ≈ log10 2),
  /// corrected by one comparison.
  @inline(__always) static func digitCount(_ n: UInt64) -> Int {
    let approximate = ((64 - n.leadingZeroBitCount) &* 1233) >> 12
    return approximate + (n >= tenPowers[approximate] ? 1 : 0)
  }

  /// Writes C's exponent text for the power of ten `power` (`e+05`, `e-12`, `e+308`: a sign and at least
  /// two digits) ending at `end` in `buffer`; returns where it starts.
  @inline(__always) static func writeExponent(
    _ power: Int, in buffer: UnsafeMutableBufferPointer<UInt8>, end: Int
  ) -> Int {
    let text = buffer.baseAddress!
    var i = end
    var magnitude = power.magnitude
    repeat {
      i -= 1
      text[i] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    if power.magnitude < 10 {
      i -= 1
      text[i] = UInt8(ascii: "0")
    }
    text[i - 1] = power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
    text[i - 2] = UInt8(ascii: "e")
    return i - 2
  }
}

// MARK: - Plain decimal text (no exponent)

extension NumberText {
  /// `value` as decimal text without an exponent (xsd:decimal, for GPX): `description`'s text
  /// (`descriptionText`) where it has no exponent (zeros, infinities and NaN included); for the others,
  /// |value| below 1e-4 or above 2^53, C's `%.17f` text with the fraction's trailing zeros and a bare point
  /// dropped and a `-0` written `0` (`seventeenDecimals`, `wholeNumberText`), computed exactly, without
  /// C's formatter.
  public static func plainDescription(_ value: Double) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: shortestTextCapacity) { buffer in
      let start = descriptionText(value, in: buffer)
      let text = UnsafeBufferPointer(rebasing: buffer[start...])
      if !text.contains(UInt8(ascii: "e")) { return String(decoding: text, as: UTF8.self) }
      if value.magnitude > 0x1p53 { return wholeNumberText(value) }
      let end = seventeenDecimals(value, in: buffer)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[end...]), as: UTF8.self)
    }
  }

  /// C's `%.17f` text of a value below 1e-4 in magnitude (fraction zeros and a bare point dropped, `0` for
  /// what rounds to zero, signed or not), written at the end of `buffer`; returns where it starts.
  /// n = |value|·10^17 (< 10^13) rounded half to even as printf rounds the exact product: p = the product
  /// rounded, its rounding error e exact (a fused multiply-add; 10^17 is an exact double), and p − ⌊p⌋ − ½
  /// a multiple of p's ulp (≤ 2^-8), so its sign decides unless it is 0 (then e's sign, and ties to even).
  static func seventeenDecimals(_ value: Double, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    let magnitude = value.magnitude
    precondition(magnitude < 1e-4 && buffer.count >= shortestTextCapacity)
    let p = magnitude * 1e17
    let error = (-p).addingProduct(magnitude, 1e17)
    let whole = p.rounded(.down)
    let above = (p - whole) - 0.5
    var n = UInt64(whole)
    if above > 0 || (above == 0 && (error > 0 || (error == 0 && n & 1 == 1))) { n += 1 }
    guard n > 0 else {
      buffer[buffer.count - 1] = UInt8(ascii: "0")
      return buffer.count - 1
    }
    var places = 17
    while n % 10 == 0 {
      n /= 10
      places -= 1
    }
    return writeDecimal(n, fractionDigits: places, negative: value < 0, in: buffer, end: buffer.count)
  }

  /// Every digit of a finite value above 2^53 in magnitude (a whole number, c·2^e), as C's `%.f` writes
  /// it: c shifted into 32-bit words, divided by 10^9 over and over for nine digits at a time.
  static func wholeNumberText(_ value: Double) -> String {
    let magnitude = value.magnitude
    precondition(magnitude.isFinite && magnitude > 0x1p53)
    let c = magnitude.significandBitPattern | 1 << 52
    let shift = Int(magnitude.exponent) - 52
    var words = [UInt32](repeating: 0, count: shift / 32)
    let bits = shift % 32
    let low = c << bits
    let high = bits == 0 ? 0 : c >> (64 - bits)
    words += [UInt32(truncatingIfNeeded: low), UInt32(truncatingIfNeeded: low >> 32), UInt32(high)]
    while words.last == 0 { words.removeLast() }
    var groups: [UInt32] = []  // base 10^9, least significant first
    while !words.isEmpty {
      var remainder: UInt64 = 0
      for i in words.indices.reversed() {
        let current = remainder << 32 | UInt64(words[i])
        words[i] = UInt32(current / 1_000_000_000)
        remainder = current % 1_000_000_000
      }
      groups.append(UInt32(remainder))
      while words.last == 0 { words.removeLast() }
    }
    var text = value < 0 ? "-" : ""
    text += String(groups.last!)
    for group in groups.dropLast().reversed() {
      let digits = String(group)
      text += String(repeating: "0", count: 9 - digits.count) + digits
    }
    return text
  }
}
