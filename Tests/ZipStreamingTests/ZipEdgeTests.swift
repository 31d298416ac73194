import ByteStreams
import Foundation
import TestSupport
import Testing

@testable import ZipStreaming

/// Entries of the same name, the central directory read as it is listed.
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
}
