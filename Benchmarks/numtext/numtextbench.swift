// Number text micro benchmark: `Double.description` appended to a buffer (what writers did for values
// the fraction fast path refused) against `NumberText.appendDescription` (Schubfach, no String), and the
// writers' `appendShortest` path, over 10 M seeded values of three kinds. Built by run.sh.
import ByteStreams
import Foundation

struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@main struct NumTextBench {
  static func values(_ kind: String, count: Int) -> [Double] {
    var rng = SplitMix64(state: 2024)
    return (0..<count).map { _ in
      let bits = rng.next()
      switch kind {
      case "plain":  // any bit pattern with 1 ≤ |v| < 2^70: 17 significant digits, mostly plain text
        return Double(bitPattern: (bits & 0x800F_FFFF_FFFF_FFFF) | UInt64(1023 + (bits >> 52) % 70) << 52)
      case "decimal":  // short decimal texts read back (coordinates, altitudes): the fraction fast path
        return Double(Int64(bits % 3_600_000_000) - 1_800_000_000) / 10_000_000
      default:  // any finite bit pattern
        let v = Double(bitPattern: bits)
        return v.isFinite ? v : 1.5
      }
    }
  }

  /// This thread's CPU time (not wall time: the machine is shared, and the load would count).
  static func cpuNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
  }

  static func time(_ label: String, _ values: [Double], _ body: (Double, ByteBuffer) -> Void) -> Double {
    let bytes = ByteBuffer(capacity: 1 << 20)
    var best = Double.infinity
    var total = 0
    for _ in 0..<3 {
      let start = cpuNanoseconds()
      for v in values {
        body(v, bytes)
        if bytes.count > (1 << 20) - 64 {
          total &+= bytes.count
          bytes.removeAll()
        }
      }
      let ns = Double(cpuNanoseconds() - start) / Double(values.count)
      best = min(best, ns)
    }
    print(
      "  \(label.padding(toLength: 22, withPad: " ", startingAt: 0)) \(String(format: "%6.1f", best)) ns/value (CPU)",
      total > 0 ? "" : "")
    return best
  }

  static func main() {
    let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1])! : 10_000_000
    for kind in ["plain", "any", "decimal"] {
      let vs = values(kind, count: count)
      print("\(kind): \(count) values")
      let old = time("description (old)", vs) { v, b in
        var t = v.description
        t.withUTF8 { b.append($0) }
      }
      let new = time("appendDescription", vs) { v, b in NumberText.appendDescription(v, to: b) }
      print(String(format: "  ratio new/old %.3f", new / old))
      if kind != "any" {
        _ = time("appendShortest", vs) { v, b in
          if !NumberText.appendShortest(v, to: b) { NumberText.appendDescription(v, to: b) }
        }
      }
      // Same bytes: the old and new texts of every value.
      let a = ByteBuffer(capacity: 64)
      let c = ByteBuffer(capacity: 64)
      for v in vs.prefix(1_000_000) {
        a.removeAll()
        c.removeAll()
        var t = v.description
        t.withUTF8 { a.append($0) }
        NumberText.appendDescription(v, to: c)
        precondition(a.withBytes { x in c.withBytes { x.elementsEqual($0) } }, "\(v)")
      }
    }
  }
}
