import ByteStreams
import Foundation
import TestSupport
import Testing

@testable import ZipStreaming

/// Archives are built by Python's zipfile (an independent implementation) and checked by it.
enum PyZip {
  /// Runs `body` (Python statements with `sys`, `zipfile`, `os` imported and `out` = argv[1]).
  static func run(_ body: String, _ args: [String]) throws -> ProcessResult {
    let script = "import sys, zipfile, os, hashlib, zlib\nout = sys.argv[1]\n" + body
    let r = try runProcess("python3", ["-c", script] + args)
    if r.status != 0 { Issue.record("python failed: \(r.stderrString)") }
    return r
  }
}

func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("zs-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@Suite struct ZipReaderTests {
  @Test func listsEntriesAndSkipsMacOSMetadata() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("export.zip")
    _ = try PyZip.run(
      """
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("apple_health_export/", "")
          z.writestr("apple_health_export/export.xml", "<?xml version='1.0'?>\\n<HealthData locale='en_US'/>\\n" * 100)
          z.writestr("apple_health_export/.DS_Store", "junk")
          z.writestr("__MACOSX/apple_health_export/._export.xml", "junk")
          z.writestr("apple_health_export/workout-routes/route_2024-01-01_8.00am.gpx", "<gpx/>", zipfile.ZIP_STORED)
      for i in zipfile.ZipFile(out).infolist():
          print(i.filename, i.file_size, i.compress_size)
      """, [zip.path])
    let reader = try ZipArchiveReader(url: zip)
    let oracle = try PyZip.run(
      "for i in zipfile.ZipFile(out).infolist(): print(i.filename, i.file_size, i.compress_size, i.CRC)",
      [zip.path]
    ).stdoutString.split(separator: "\n").map(String.init)
    let all = reader.entries(includingMacOSMetadata: true)
    #expect(all.map { "\($0.path) \($0.uncompressedSize) \($0.compressedSize) \($0.checksum)" } == oracle)
    #expect(
      reader.entries().map(\.path) == [
        "apple_health_export/", "apple_health_export/export.xml",
        "apple_health_export/workout-routes/route_2024-01-01_8.00am.gpx",
      ])
    #expect(all.first?.isDirectory == true)
    // Find the XML whose root is HealthData, whatever its name.
    let found = try reader.firstEntry { e in
      guard e.fileName.lowercased().hasSuffix(".xml") else { return false }
      return String(decoding: try reader.peek(e, maxBytes: 200), as: UTF8.self).contains("<HealthData")
    }
    #expect(found?.path == "apple_health_export/export.xml")
    #expect(reader.entry(atPath: "nope") == nil)
  }

  @Test func streamsLargeEntryInBoundedChunks() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("big.zip")
    let r = try PyZip.run(
      """
      import random
      random.seed(7)
      data = b"".join(b' <Record type="HKQuantityTypeIdentifierHeartRate" value="%d"/>\\n' % random.randint(40, 200) for _ in range(120000))
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("export.xml", data)
      print(hashlib.sha256(data).hexdigest(), len(data))
      """, [zip.path])
    let expected = r.stdoutString.split(separator: " ").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let reader = try ZipArchiveReader(url: zip)
    reader.bufferSize = 64 << 10
    let entry = try #require(reader.entry(atPath: "export.xml"))
    var all = Data()
    var biggest = 0
    var chunks = 0
    try reader.stream(entry) { chunk in
      biggest = max(biggest, chunk.count)
      chunks += 1
      all.append(chunk)
    }
    #expect(String(all.count) == expected[1])
    #expect(sha256Hex(all) == expected[0])
    #expect(biggest <= 64 << 10)
    #expect(chunks > 10)
  }

  @Test func readsZip64Entries() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("z64.zip")
    _ = try PyZip.run(
      """
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as z:
          with z.open("export.xml", "w", force_zip64=True) as f:
              f.write(b"<HealthData/>\\n" * 1000)
      """, [zip.path])
    let reader = try ZipArchiveReader(url: zip)
    let entry = try #require(reader.entry(atPath: "export.xml"))
    #expect(entry.uncompressedSize == 14000)
    #expect(try reader.readData(entry) == Data(String(repeating: "<HealthData/>\n", count: 1000).utf8))
  }

  @Test func zipBombLimits() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("bomb.zip")
    _ = try PyZip.run(
      """
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
          with z.open("export.xml", "w") as f:
              for _ in range(100):
                  f.write(bytes(1 << 20))
      """, [zip.path])
    let reader = try ZipArchiveReader(url: zip)
    let entry = try #require(reader.entry(atPath: "export.xml"))
    #expect(entry.uncompressedSize == 100 << 20)
    var delivered: Int64 = 0
    #expect {
      try reader.stream(entry) { delivered += Int64($0.count) }
    } throws: { error in
      guard let e = error as? ZipError else { return false }
      return e.code == .compressionRatioLimitExceeded && e.entryPath == "export.xml"
        && e.message.contains("maxCompressionRatio") && (e.entryOffset ?? 0) >= 16 << 20
    }
    #expect(delivered < 100 << 20)
    var limits = ZipLimits()
    limits.maxUncompressedBytes = 10 << 20
    limits.maxCompressionRatio = .infinity
    #expect {
      try reader.stream(entry, limits: limits) { _ in }
    } throws: { error in
      (error as? ZipError)?.code == .uncompressedSizeLimitExceeded
        && (error as? ZipError)?.message.contains("maxUncompressedBytes") == true
    }
    // Unlimited: the whole entry streams.
    var total = 0
    try reader.stream(entry, limits: .unlimited) { total += $0.count }
    #expect(total == 100 << 20)
  }

  @Test func truncatedAndCorruptArchives() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("ok.zip")
    _ = try PyZip.run(
      """
      import random
      random.seed(3)
      data = bytes(random.getrandbits(8) for _ in range(200000))
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          z.writestr("a.bin", data)
      """, [zip.path])
    let bytes = try Data(contentsOf: zip)
    let truncated = dir.appendingPathComponent("truncated.zip")
    try bytes.prefix(bytes.count / 2).write(to: truncated)
    #expect { try ZipArchiveReader(url: truncated) } throws: { ($0 as? ZipError)?.code == .unreadableArchive }
    #expect { try ZipArchiveReader(url: dir.appendingPathComponent("missing.zip")) } throws: {
      ($0 as? ZipError)?.code == .unreadableArchive
    }
    // Damage the deflated data in the middle but keep the directory: inflate or CRC must fail.
    var damaged = bytes
    for i in 1000..<1100 { damaged[i] ^= 0x5A }
    let corrupt = dir.appendingPathComponent("corrupt.zip")
    try damaged.write(to: corrupt)
    let reader = try ZipArchiveReader(url: corrupt)
    let entry = try #require(reader.entry(atPath: "a.bin"))
    #expect { try reader.stream(entry) { _ in } } throws: {
      let code = ($0 as? ZipError)?.code
      return code == .corruptEntry || code == .checksumMismatch
    }
  }

  @Test func extractionRefusesPathTraversal() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("evil.zip")
    _ = try PyZip.run(
      """
      with zipfile.ZipFile(out, "w") as z:
          for name in ["../evil.txt", "/abs.txt", "a/../../up.txt", "ok/./fine.txt", "C:/win.txt", "a\\\\..\\\\..\\\\bs.txt"]:
              z.writestr(zipfile.ZipInfo(name), "x")
      """, [zip.path])
    let reader = try ZipArchiveReader(url: zip)
    let dest = dir.appendingPathComponent("dest")
    var refused: [String] = []
    for e in reader.entries() {
      do { try reader.extract(e, into: dest) } catch let error as ZipError
        where error.code == .unsafeEntryPath
      {
        refused.append(e.path)
      }
    }
    #expect(
      refused.sorted()
        == ["../evil.txt", "/abs.txt", "C:/win.txt", "a/../../up.txt", "a\\..\\..\\bs.txt"].sorted())
    #expect(FileManager.default.fileExists(atPath: dest.appendingPathComponent("ok/fine.txt").path))
    let leaked = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    #expect(leaked == ["dest", "evil.zip"])
  }
}

@Suite struct ZipWriterTests {
  @Test func writesArchivePythonCanVerify() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("export.zip")
    try Data("old".utf8).write(to: zip)
    let writer = try ZipArchiveWriter(url: zip)
    writer.bufferSize = 64 << 10
    try writer.addDirectory(path: "apple_health_export")
    try writer.addEntry(path: "apple_health_export/small.txt", data: Data("héllo\n".utf8))
    var expected = Data()
    try writer.addEntry(path: "apple_health_export/export.xml") { out in
      for i in 0..<50_000 {
        let line = Data(" <Record type=\"HKQuantityTypeIdentifierStepCount\" value=\"\(i)\"/>\n".utf8)
        expected.append(line)
        try out.write(line)
      }
      // larger than the output buffer
      let big = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
      expected.append(big)
      try out.write(big)
      try out.write(Data("<!-- end -->\n".utf8))
      expected.append(Data("<!-- end -->\n".utf8))
    }
    try writer.addEntry(path: "stored.bin", data: Data([0, 1, 2, 3]), compressed: false)
    // Before finish the destination still holds the old file.
    #expect(try Data(contentsOf: zip) == Data("old".utf8))
    try writer.finish()
    let r = try PyZip.run(
      """
      z = zipfile.ZipFile(out)
      assert z.testzip() is None
      for i in z.infolist():
          print(i.filename, i.compress_type, i.file_size, hashlib.sha256(z.read(i)).hexdigest())
      """, [zip.path])
    #expect(
      r.stdoutString.split(separator: "\n").map(String.init) == [
        "apple_health_export/ 0 0 \(sha256Hex(Data()))",
        "apple_health_export/small.txt 8 7 \(sha256Hex(Data("héllo\n".utf8)))",
        "apple_health_export/export.xml 8 \(expected.count) \(sha256Hex(expected))",
        "stored.bin 0 4 \(sha256Hex(Data([0, 1, 2, 3])))",
      ])
    // And our reader agrees.
    let reader = try ZipArchiveReader(url: zip)
    #expect(try reader.readData(#require(reader.entry(atPath: "apple_health_export/export.xml"))) == expected)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["export.zip"])
  }

  /// The layout the export writer has always written (what ZIPFoundation wrote, so exports keep their
  /// bytes): raw deflate at zlib's default level with memory level 9 (Python's zlib with those settings
  /// gives the same stream), UTF-8 names, made by Unix 2.1 with `-rw-r--r--`, the given date as MS-DOS
  /// time; entries that deflate beyond the readers' ratio are stored; `unzip -t` agrees.
  @Test func layoutAndDeflateSettings() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("layout.zip")
    let source = dir.appendingPathComponent("source.bin")
    var noise = Data()
    var x: UInt32 = 2_463_534_242
    for _ in 0..<(600 << 10) {
      x ^= x << 13
      x ^= x >> 17
      x ^= x << 5
      noise.append(UInt8(truncatingIfNeeded: x))
    }
    try noise.write(to: source)
    let text = Data((0..<40_000).flatMap { Array("line \($0) of some text\n".utf8) })
    let writer = try ZipArchiveWriter(url: zip)
    writer.bufferSize = 100_000
    let stamp = Date(timeIntervalSince1970: 1_700_000_123)
    try writer.addEntry(path: "text.txt", data: text, modificationDate: stamp)
    try writer.addEntry(path: "empty.txt", data: Data(), modificationDate: stamp)
    try writer.addEntry(path: "noise.bin", fileURL: source, modificationDate: stamp)
    try writer.addEntry(path: "zeros.bin", data: Data(count: 4 << 20), modificationDate: stamp)
    try writer.finish()
    #expect(writer.storedForRatio == ["zeros.bin"])
    let r = try PyZip.run(
      """
      import struct
      z = zipfile.ZipFile(out)
      assert z.testzip() is None
      raw = open(out, 'rb').read()
      for i in z.infolist():
          data = z.read(i)
          n, e = struct.unpack('<HH', raw[i.header_offset + 26:i.header_offset + 30])
          start = i.header_offset + 30 + n + e
          stored = raw[start:start + i.compress_size]
          if i.compress_type == 8:
              c = zlib.compressobj(6, zlib.DEFLATED, -15, 9)
              same = (c.compress(data) + c.flush()) == stored
          else:
              same = stored == data
          print(i.filename, i.compress_type, i.file_size, i.create_system, i.create_version, oct(i.external_attr >> 16),
                hex(i.flag_bits), i.date_time, same)
      """, [zip.path])
    #expect(r.status == 0, "\(r.stderrString)")
    let time = "(2023, 11, 14, 22, 15, 22)"
    #expect(
      r.stdoutString.split(separator: "\n").map(String.init) == [
        "text.txt 8 \(text.count) 3 21 0o100644 0x800 \(time) True",
        "empty.txt 8 0 3 21 0o100644 0x800 \(time) True",
        "noise.bin 8 \(noise.count) 3 21 0o100644 0x800 \(time) True",
        "zeros.bin 0 \(4 << 20) 3 21 0o100644 0x800 \(time) True",
      ])
    let unzip = try runProcess("unzip", ["-t", zip.path])
    #expect(unzip.status == 0, "\(unzip.stdoutString)")
  }

  @Test func failedOrCancelledWriteLeavesNothing() throws {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let zip = dir.appendingPathComponent("out.zip")
    struct Boom: Error {}
    do {
      let writer = try ZipArchiveWriter(url: zip)
      #expect(throws: Boom.self) { try writer.addEntry(path: "a.xml") { _ in throw Boom() } }
      #expect { try writer.addEntry(path: "../x", data: Data()) } throws: {
        ($0 as? ZipError)?.code == .unsafeEntryPath
      }
      writer.cancel()
      #expect { try writer.finish() } throws: { ($0 as? ZipError)?.code == .misuse }
    }
    do { _ = try ZipArchiveWriter(url: zip) }  // dropped without finish
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }
}

func sha256Hex(_ data: Data) -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("zs-hash-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: url) }
  try? data.write(to: url)
  let r = try? runProcess(
    "python3",
    ["-c", "import hashlib,sys;print(hashlib.sha256(open(sys.argv[1],'rb').read()).hexdigest())", url.path])
  return r?.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
}

/// The real Health export archives of the shared corpus, checked against Python's zipfile.
@Suite(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
struct ZipCorpusTests {
  @Test func healthArchivesMatchPythonZipfile() throws {
    let zips = SharedCorpus.files(in: "corpus/health", extension: "zip")
    #expect(zips.count >= 2)
    for zip in zips {
      let oracle = try PyZip.run(
        """
        z = zipfile.ZipFile(out)
        for i in z.infolist():
            print(i.filename, i.file_size, hashlib.sha256(z.read(i)).hexdigest())
        """, [zip.path]
      ).stdoutString.split(separator: "\n").map(String.init)
      let reader = try ZipArchiveReader(url: zip)
      var ours: [String] = []
      for e in reader.entries(includingMacOSMetadata: true) {
        ours.append("\(e.path) \(e.uncompressedSize) \(sha256Hex(try reader.readData(e)))")
      }
      #expect(ours == oracle, "\(zip.lastPathComponent)")
      // The export is found by its root element, metadata (`._export.xml`) skipped.
      let export = try reader.firstEntry { e in
        guard e.fileName.lowercased().hasSuffix(".xml") else { return false }
        return String(decoding: try reader.peek(e, maxBytes: 4096), as: UTF8.self).contains("<HealthData")
      }
      #expect(export?.path == "apple_health_export/export.xml", "\(zip.lastPathComponent)")
    }
  }
}
