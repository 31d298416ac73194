import FoundationEssentials

/// SHA-1 (FIPS 180-4), for name-based (version-5) UUIDs: WorkoutModel's `Identity`. Allocation-free: full
/// blocks are read in place, the padded tail and the message schedule live in one stack buffer, the
/// schedule as 16 words each made when its step needs it (the 80-word schedule made up front took about a
/// quarter more time).
public enum SHA1 {
  /// The five 32-bit words of a digest (its 20 bytes, big-endian, in order).
  public typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32)

  /// The version-5 (name-based, SHA-1) UUID of `message` (RFC 9562: the namespace's bytes, then the
  /// name's): the digest's first 16 bytes with the version and variant bits set.
  public static func nameBasedUUID(of message: [UInt8]) -> UUID {
    let h = message.withUnsafeBytes { words(of: $0) }
    var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &uuid) { u in
      u.storeBytes(of: h.0.bigEndian, toByteOffset: 0, as: UInt32.self)
      u.storeBytes(of: h.1.bigEndian, toByteOffset: 4, as: UInt32.self)
      u.storeBytes(of: h.2.bigEndian, toByteOffset: 8, as: UInt32.self)
      u.storeBytes(of: h.3.bigEndian, toByteOffset: 12, as: UInt32.self)
      u[6] = (u[6] & 0x0F) | 0x50
      u[8] = (u[8] & 0x3F) | 0x80
    }
    return UUID(uuid: uuid)
  }

  /// The digest of `bytes` as five words.
  public static func words(of bytes: UnsafeRawBufferPointer) -> Words {
    var h: Words = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
    withUnsafeTemporaryAllocation(byteCount: 192, alignment: 8) { scratch in
      let schedule = scratch.baseAddress!.bindMemory(to: UInt32.self, capacity: 16)
      let tail = UnsafeMutableRawBufferPointer(rebasing: scratch[64...])
      let fullBlocks = bytes.count / 64
      for n in 0..<fullBlocks { block(bytes.baseAddress! + n * 64, schedule, &h) }
      let rest = bytes.count - fullBlocks * 64
      tail.initializeMemory(as: UInt8.self, repeating: 0)
      if rest > 0 {
        tail.baseAddress!.copyMemory(from: bytes.baseAddress! + fullBlocks * 64, byteCount: rest)
      }
      tail[rest] = 0x80
      let tailLength = rest + 9 <= 64 ? 64 : 128
      tail.storeBytes(of: (UInt64(bytes.count) &* 8).bigEndian, toByteOffset: tailLength - 8, as: UInt64.self)
      block(UnsafeRawPointer(tail.baseAddress!), schedule, &h)
      if tailLength == 128 { block(UnsafeRawPointer(tail.baseAddress! + 64), schedule, &h) }
    }
    return h
  }

  @inline(__always) static func rotated(_ x: UInt32, _ n: UInt32) -> UInt32 { (x << n) | (x >> (32 - n)) }

  /// One 64-byte block at `p` into `h`, with `m` (16 words) for the message schedule.
  @inline(__always)
  static func block(_ p: UnsafeRawPointer, _ m: UnsafeMutablePointer<UInt32>, _ h: inout Words) {
    for i in 0..<16 { m[i] = UInt32(bigEndian: p.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
    var (a, b, c, d, e) = h
    // Word i of the schedule: the block's own for i < 16, else made from four earlier ones (kept mod 16).
    @inline(__always) func word(_ i: Int) -> UInt32 {
      if i < 16 { return m[i] }
      let v = rotated(m[(i - 3) & 15] ^ m[(i - 8) & 15] ^ m[(i - 14) & 15] ^ m[i & 15], 1)
      m[i & 15] = v
      return v
    }
    @inline(__always) func step(_ f: UInt32, _ k: UInt32, _ i: Int) {
      let temp = rotated(a, 5) &+ f &+ e &+ k &+ word(i)
      e = d
      d = c
      c = rotated(b, 30)
      b = a
      a = temp
    }
    // The four rounds of 20 steps, each with its own function and constant (no branch per step); the
    // choice and majority functions in their three-operation forms.
    for i in 0..<20 { step(d ^ (b & (c ^ d)), 0x5A82_7999, i) }
    for i in 20..<40 { step(b ^ c ^ d, 0x6ED9_EBA1, i) }
    for i in 40..<60 { step((b & c) | (d & (b | c)), 0x8F1B_BCDC, i) }
    for i in 60..<80 { step(b ^ c ^ d, 0xCA62_C1D6, i) }
    h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
  }
}
