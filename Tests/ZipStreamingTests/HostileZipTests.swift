import ByteStreams
import Foundation
import TestSupport
import Testing

@testable import ZipStreaming

/// Archives that lie about their data: every read ends, in bounded time, with a located `ZipError`.
@Suite struct HostileZipTests {
  static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/ZipStreamingTests/Fixtures")

  /// Streams every entry; returns the first error per entry path.
  static func streamAll(_ url: URL) throws -> [String: ZipError] {
    let zip = try ZipArchiveReader(url: url)
    var errors: [String: ZipError] = [:]
    for entry in zip.entries() where !entry.isDirectory {
      do { try zip.stream(entry) { _ in } } catch let e as ZipError { errors[entry.path] = e }
    }
    return errors
  }

  /// Runs `body` and fails the test if it takes longer than `limit`.
  static func bounded<T>(_ limit: Duration = .seconds(10), _ body: () throws -> T) rethrows -> T {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try body()
    #expect(clock.now - start < limit, "took \(clock.now - start)")
    return value
  }

  /// Found by Fuzz/run.sh (FuzzHealthZip, a timeout): a corpus export.zip with a few deflate bytes changed
  /// so the stream never ends. ZIPFoundation's inflate loop spun forever at the end of the file.
  @Test func fuzzFoundUnterminatedDeflateStreamEnds() throws {
    let url = Self.fixtures.appendingPathComponent("fuzz-unterminated-deflate.zip")
    let errors = try Self.bounded { try Self.streamAll(url) }
    let error = try #require(errors["apple_health_export/export.xml"])
    #expect(error.code == .corruptEntry)
    #expect(
      error.message.contains("does not end within the entry's 819 compressed bytes"), "\(error.message)")
    #expect(error.archivePath == url.path)
    #expect(error.entryOffset != nil)
  }

  @Test func deflateStreamWithoutItsFinalBlockEnds() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("no-end.zip")
    // Python's zipfile with a compressor whose flush never writes the final block.
    _ = try PyZip.run(
      """
      class NoEnd:
          def __init__(self): self.c = zlib.compressobj(6, zlib.DEFLATED, -15)
          def compress(self, data): return self.c.compress(data)
          def flush(self): return self.c.flush(zlib.Z_SYNC_FLUSH)
      zipfile._get_compressor = lambda *args, **kwargs: NoEnd()
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("export.xml", b"<HealthData>" + b"<Record/>" * 50000 + b"</HealthData>")
          z.writestr("second.xml", b"<a/>" * 10)
      """, [url.path])
    let errors = try Self.bounded { try Self.streamAll(url) }
    #expect(errors["export.xml"]?.code == .corruptEntry)
    #expect(
      errors["export.xml"]?.message.contains("does not end") == true,
      "\(String(describing: errors["export.xml"]))")
    // Everything the stream did hold came out before the error.
    #expect((errors["export.xml"]?.entryOffset ?? 0) > 400_000)
    #expect(errors["second.xml"]?.code == .corruptEntry)
  }

  @Test func storedEntryClaimingMoreThanTheFileHoldsEnds() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("lies.zip")
    // A stored entry whose local and central headers claim 4 GiB - 2 bytes.
    _ = try PyZip.run(
      """
      import struct
      with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as z:
          z.writestr("export.xml", b"<HealthData/>" * 100)
      data = bytearray(open(out, "rb").read())
      claim = struct.pack("<II", 0xFFFFFFFE, 0xFFFFFFFE)
      local = data.find(b"PK\\x03\\x04"); data[local + 18:local + 26] = claim
      central = data.find(b"PK\\x01\\x02"); data[central + 20:central + 28] = claim
      open(out, "wb").write(bytes(data))
      """, [url.path])
    let errors = try Self.bounded { try Self.streamAll(url) }
    let error = try #require(errors["export.xml"])
    #expect(error.code == .corruptEntry)
    #expect(error.message.contains("ends inside the entry's data"), "\(error.message)")
    // Everything up to the end of the file came out (the entry's 1300 bytes and the directory after it).
    let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    #expect(error.entryOffset == Int64(size - 30 - "export.xml".utf8.count))
  }

  @Test func deflatedEntryClaimingMoreCompressedBytesStillEndsAtItsStream() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("big-claim.zip")
    // The compressed size says 2 GiB; the deflate stream itself ends after a few hundred bytes.
    _ = try PyZip.run(
      """
      import struct
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("export.xml", b"<HealthData>" + b"<Record/>" * 1000 + b"</HealthData>")
      data = bytearray(open(out, "rb").read())
      claim = struct.pack("<I", 0x7FFFFFFF)
      local = data.find(b"PK\\x03\\x04"); data[local + 18:local + 22] = claim
      central = data.find(b"PK\\x01\\x02"); data[central + 20:central + 24] = claim
      open(out, "wb").write(bytes(data))
      """, [url.path])
    let zip = try ZipArchiveReader(url: url)
    let entry = try #require(zip.entry(atPath: "export.xml"))
    var text = Data()
    try Self.bounded { try zip.stream(entry) { text.append($0) } }
    #expect(text.count == 12 + 9 * 1000 + 13)
  }
}
