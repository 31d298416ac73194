import Foundation
import Testing

@testable import ByteStreams

/// MurmurHash3 x64 128 against the reference: SMHasher's verification value (every length 0…255 with its
/// own seed, then the hashes hashed) and outputs of Python's mmh3 5.1.0 (`hash128(…, x64arch=True)`,
/// split into its low and high words), covering the empty input, tails of every size class and full blocks.
@Suite struct MurmurHash3Tests {
  @Test func smhasherVerificationValue() {
    var hashes: [UInt8] = []
    for i in 0..<256 {
      let (h1, h2) = MurmurHash3.hash128((0..<i).map { UInt8($0) }, seed: UInt32(256 - i))
      for word in [h1, h2] { hashes += (0..<8).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    }
    let (final, _) = MurmurHash3.hash128(hashes, seed: 0)
    #expect(UInt32(truncatingIfNeeded: final) == 0x6384_BA69)
  }

  @Test func matchesPythonMmh3() {
    let cases: [([UInt8], UInt32, UInt64, UInt64)] = [
      ([], 0, 0, 0),
      (Array("hello".utf8), 0, 0xCBD8_A7B3_41BD_9B02, 0x5B1E_906A_48AE_1D19),
      (
        Array("The quick brown fox jumps over the lazy dog".utf8), 42, 0x740D_CF93_FE0B_D5D7,
        0xC454_6CF4_EC70_5C8F
      ),
      ((0..<31).map { UInt8($0) }, 7, 0x0436_5954_BE67_F77E, 0x5A9E_408D_5359_E11C),
    ]
    for (bytes, seed, h1, h2) in cases {
      let (a, b) = MurmurHash3.hash128(bytes, seed: seed)
      #expect(a == h1 && b == h2, "\(bytes.count) bytes, seed \(seed)")
    }
  }
}
