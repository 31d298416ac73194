import FoundationEssentials

/// MurmurHash3 x64 128, `hash128` (Austin Appleby's SMHasher reference, public domain): a fast non-cryptographic
/// 128-bit hash with full avalanche, for digests that recognise content seen before (a store's record
/// digests). Blocks are read as little-endian words on every platform, so a digest is the same anywhere.
public enum MurmurHash3 {
  /// The hash of `bytes` with `seed`: (h1, h2), the reference's first and second output word.
  public static func hash128(_ bytes: [UInt8], seed: UInt32) -> (UInt64, UInt64) {
    bytes.withUnsafeBytes { hash128($0, seed: seed) }
  }

  /// The hash of the bytes at `data`.
  public static func hash128(_ data: UnsafeRawBufferPointer, seed: UInt32) -> (UInt64, UInt64) {
    let c1: UInt64 = 0x87C3_7B91_1142_53D5
    let c2: UInt64 = 0x4CF5_AD43_2745_937F
    var h1 = UInt64(seed)
    var h2 = UInt64(seed)
    let count = data.count
    let blocks = count / 16
    @inline(__always) func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
    @inline(__always) func word(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: data.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    for i in 0..<blocks {
      var k1 = word(i * 16)
      var k2 = word(i * 16 + 8)
      k1 &*= c1
      k1 = rotl(k1, 31)
      k1 &*= c2
      h1 ^= k1
      h1 = rotl(h1, 27) &+ h2
      h1 = h1 &* 5 &+ 0x52DC_E729
      k2 &*= c2
      k2 = rotl(k2, 33)
      k2 &*= c1
      h2 ^= k2
      h2 = rotl(h2, 31) &+ h1
      h2 = h2 &* 5 &+ 0x3849_5AB5
    }
    // The tail: up to 15 bytes, the first 8 into k1, the rest into k2 (little-endian).
    let tail = blocks * 16
    let rest = count - tail
    var k1: UInt64 = 0
    var k2: UInt64 = 0
    for j in stride(from: rest - 1, through: 0, by: -1) {
      let byte = UInt64(data[tail + j])
      if j >= 8 { k2 ^= byte << (8 * UInt64(j - 8)) } else { k1 ^= byte << (8 * UInt64(j)) }
    }
    if rest > 8 {
      k2 &*= c2
      k2 = rotl(k2, 33)
      k2 &*= c1
      h2 ^= k2
    }
    if rest > 0 {
      k1 &*= c1
      k1 = rotl(k1, 31)
      k1 &*= c2
      h1 ^= k1
    }
    h1 ^= UInt64(count)
    h2 ^= UInt64(count)
    h1 &+= h2
    h2 &+= h1
    h1 = fmix(h1)
    h2 = fmix(h2)
    h1 &+= h2
    h2 &+= h1
    return (h1, h2)
  }

  @inline(__always) static func fmix(_ value: UInt64) -> UInt64 {
    var k = value
    k ^= k >> 33
    k &*= 0xFF51_AFD7_ED55_8CCD
    k ^= k >> 33
    k &*= 0xC4CE_B9FE_1A85_EC53
    k ^= k >> 33
    return k
  }
}
