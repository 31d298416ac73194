import FoundationEssentials

/// SHA-1 (FIPS 180-4), for name-based (version-5) UUIDs: WorkoutModel's `Identity`. Allocation-free apart from the 20-byte result:
/// full blocks are read in place, the padded tail and the message schedule live in stack buffers.
public enum SHA1 {
  /// The 20-byte digest of `message`.
  public static func hash(_ message: [UInt8]) -> [UInt8] {
    var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
      0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
    )
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
      func block(_ p: UnsafeRawPointer) {
        for i in 0..<16 {
          let b = p + i * 4
          w[i] =
            UInt32(b.load(as: UInt8.self)) << 24 | UInt32((b + 1).load(as: UInt8.self)) << 16
            | UInt32((b + 2).load(as: UInt8.self)) << 8 | UInt32((b + 3).load(as: UInt8.self))
        }
        for i in 16..<80 {
          let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
          w[i] = (x << 1) | (x >> 31)
        }
        var (a, b, c, d, e) = h
        // The four rounds of 20 steps, each with its own function and constant (no branch per step).
        @inline(__always) func step(_ f: UInt32, _ k: UInt32, _ i: Int) {
          let temp = ((a << 5) | (a >> 27)) &+ f &+ e &+ k &+ w[i]
          e = d
          d = c
          c = (b << 30) | (b >> 2)
          b = a
          a = temp
        }
        for i in 0..<20 { step((b & c) | (~b & d), 0x5A82_7999, i) }
        for i in 20..<40 { step(b ^ c ^ d, 0x6ED9_EBA1, i) }
        for i in 40..<60 { step((b & c) | (b & d) | (c & d), 0x8F1B_BCDC, i) }
        for i in 60..<80 { step(b ^ c ^ d, 0xCA62_C1D6, i) }
        h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
      }
      message.withUnsafeBytes { bytes in
        let fullBlocks = bytes.count / 64
        for n in 0..<fullBlocks { block(bytes.baseAddress! + n * 64) }
        let rest = bytes.count - fullBlocks * 64
        withUnsafeTemporaryAllocation(byteCount: 128, alignment: 8) { tail in
          tail.initializeMemory(as: UInt8.self, repeating: 0)
          if rest > 0 {
            tail.baseAddress!.copyMemory(from: bytes.baseAddress! + fullBlocks * 64, byteCount: rest)
          }
          tail[rest] = 0x80
          let tailLength = rest + 9 <= 64 ? 64 : 128
          let bitLength = UInt64(bytes.count) &* 8
          for i in 0..<8 {
            tail[tailLength - 1 - i] = UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64(i)))
          }
          block(UnsafeRawPointer(tail.baseAddress!))
          if tailLength == 128 { block(UnsafeRawPointer(tail.baseAddress! + 64)) }
        }
      }
    }
    var out = [UInt8](repeating: 0, count: 20)
    for (i, word) in [h.0, h.1, h.2, h.3, h.4].enumerated() {
      out[i * 4] = UInt8(word >> 24)
      out[i * 4 + 1] = UInt8((word >> 16) & 0xFF)
      out[i * 4 + 2] = UInt8((word >> 8) & 0xFF)
      out[i * 4 + 3] = UInt8(word & 0xFF)
    }
    return out
  }
}
