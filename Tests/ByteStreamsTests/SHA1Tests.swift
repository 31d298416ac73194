import Foundation
import TestSupport
import Testing

@testable import ByteStreams

/// `SHA1` against FIPS 180's published digests and against Python's `hashlib` (one process for every
/// message), on messages of every length around the block and padding boundaries.
@Suite struct SHA1Tests {
  static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

  /// The digest's 20 bytes as hex, from `SHA1.words(of:)` (big-endian words, in order).
  static func digest(_ message: [UInt8]) -> String {
    let h = message.withUnsafeBytes { SHA1.words(of: $0) }
    return [h.0, h.1, h.2, h.3, h.4].map { String(format: "%08x", $0) }.joined()
  }

  @Test func publishedDigests() {
    #expect(Self.digest(Array("abc".utf8)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
    #expect(Self.digest([]) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(Self.digest(Array(twoBlocks.utf8)) == "84983e441c3bd26ebaae4aa1f95129e5e54670f1")
    let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(Self.digest(million) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
  }

  @Test func matchesHashlibOnEveryLengthUpTo300() throws {
    var random = SystemRandomNumberGenerator()
    let messages = (0...300).map { n in (0..<n).map { _ in UInt8.random(in: 0...255, using: &random) } }
    let input = messages.map { Self.hex($0) }.joined(separator: "\n")
    let script = """
      import hashlib, sys
      for line in sys.stdin.read().split("\\n"):
          print(hashlib.sha1(bytes.fromhex(line)).hexdigest())
      """
    let result = try runProcess("python3", ["-c", script], stdin: Data(input.utf8))
    #expect(result.status == 0, "\(result.stderrString)")
    let oracle = result.stdoutString.split(separator: "\n").map(String.init)
    #expect(oracle.count == messages.count)
    for (message, digest) in zip(messages, oracle) {
      #expect(Self.digest(message) == digest, "length \(message.count)")
    }
  }
}
