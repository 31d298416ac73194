import ByteStreams
import Foundation
import TestSupport
import Testing

@testable import ZipStreaming

/// Entries of the same name, the central directory read as it is listed, gzip streams that are damaged.
@Suite struct ZipEdgeTests {
  @Test func entriesOfTheSameNameAreReadFromTheirOwnData() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("dups.zip")
    _ = try PyZip.run(
      """
      import warnings
      warnings.simplefilter("ignore")
      with zipfile.ZipFile(out, "w") as z:
          z.writestr("same.txt", b"first", zipfile.ZIP_DEFLATED)
          z.writestr("same.txt", b"second, longer", zipfile.ZIP_STORED)
          z.writestr("same.txt", b"third" * 100, zipfile.ZIP_DEFLATED)
      """, [url.path])
    let zip = try ZipArchiveReader(url: url)
    let entries = Array(zip.entries())
    #expect(entries.count == 3)
    #expect(Set(entries.map(\.headerOffset)).count == 3)
    var streamed: [String] = []
    var pulled: [String] = []
    for entry in entries {
      streamed.append(String(decoding: try zip.readData(entry), as: UTF8.self))
      let reader = try zip.openEntry(entry)
      var bytes = [UInt8](repeating: 0, count: 4096)
      let n = try bytes.withUnsafeMutableBytes { try reader.read(into: MutableByteView($0)) }
      pulled.append(String(decoding: bytes.prefix(n), as: UTF8.self))
    }
    let expected = ["first", "second, longer", String(repeating: "third", count: 100)]
    #expect(streamed == expected)
    #expect(pulled == expected)
    // A lookup by name gives the first.
    #expect(zip.entry(atPath: "same.txt") == entries[0])
  }

  @Test func listingAnArchiveAgreesWithPythonsZipfile() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("many.zip")
    _ = try PyZip.run(
      """
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          for i in range(3000): z.writestr("d%d/f%d.txt" % (i % 7, i), b"x" * (i % 50))
          z.writestr("d/", b"")
          z.writestr("ünïcode.txt", b"u")
      """, [url.path])
    let oracle = try PyZip.run(
      "for i in zipfile.ZipFile(out).infolist(): print(i.filename, i.file_size, i.compress_size, i.CRC, i.header_offset, i.is_dir())",
      [url.path]
    ).stdoutString.split(separator: "\n").map(String.init)
    let zip = try ZipArchiveReader(url: url)
    let listed = zip.entries(includingMacOSMetadata: true).map {
      "\($0.path) \($0.uncompressedSize) \($0.compressedSize) \($0.checksum) \($0.headerOffset) \($0.isDirectory ? "True" : "False")"
    }
    #expect(listed == oracle)
    for entry in zip.entries() where !entry.isDirectory { _ = try zip.readData(entry) }
  }

  /// Pulls everything a gzip reader gives, in small reads.
  static func pullAll(_ gzip: GzipReader) throws -> [UInt8] {
    var out: [UInt8] = []
    var block = [UInt8](repeating: 0, count: 777)
    while true {
      let n = try block.withUnsafeMutableBytes { try gzip.read(into: MutableByteView($0)) }
      if n == 0 { return out }
      out += block.prefix(n)
    }
  }

  /// A byte source over an array.
  final class ArraySource: ByteReading {
    var bytes: [UInt8]
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    func read(into buffer: MutableByteView) throws -> Int {
      let n = min(buffer.count, bytes.count, 1000)
      _ = bytes.withUnsafeBytes { buffer.copy(from: ByteView(UnsafeRawBufferPointer(rebasing: $0[0..<n]))) }
      bytes.removeFirst(n)
      return n
    }
  }

  @Test func damagedGzipStreamsGiveWhatTheirBytesHold() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("g")
    // A whole stream, the same cut, zlib's own output for the cut, and the whole stream with garbage after.
    _ = try PyZip.run(
      """
      import gzip, random
      random.seed(7)
      data = bytes(random.getrandbits(8) if i % 3 == 0 else 65 for i in range(200000))
      packed = gzip.compress(data)
      cut = packed[:len(packed) // 2]
      open(out + ".whole", "wb").write(data)
      open(out + ".cut.gz", "wb").write(cut)
      open(out + ".cut", "wb").write(zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(cut))
      open(out + ".tail.gz", "wb").write(packed + b"\\x00\\x00not gzip")
      open(out + ".len", "w").write(str(len(packed)))
      """, [out.path])
    func read(_ suffix: String) throws -> [UInt8] {
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: out.path + suffix)))
    }

    let cut = try GzipReader(ArraySource(try read(".cut.gz")), name: "cut.gz", recovering: true)
    #expect(try Self.pullAll(cut) == (try read(".cut")))
    let cutDamage = try #require(cut.damage)
    #expect(cutDamage.message.contains("ends inside a member"), "\(cutDamage)")
    #expect(cutDamage.entryOffset == Int64(try read(".cut").count))

    let tail = try GzipReader(ArraySource(try read(".tail.gz")), name: "tail.gz", recovering: true)
    #expect(try Self.pullAll(tail) == (try read(".whole")))
    let tailDamage = try #require(tail.damage)
    let packedLength = String(decoding: try read(".len"), as: UTF8.self)
    #expect(tailDamage.message.contains("after the end of the gzip data"), "\(tailDamage)")
    // Where the garbage starts: after the stream and the zero padding gzip tolerates.
    #expect(tailDamage.message.contains("compressed byte \(Int(packedLength)! + 2)"), "\(tailDamage)")

    // Not recovering: the same damage throws.
    let strict = try GzipReader(ArraySource(try read(".cut.gz")), name: "cut.gz")
    #expect(throws: ZipError.self) { try Self.pullAll(strict) }
  }
}
