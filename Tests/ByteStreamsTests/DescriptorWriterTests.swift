import Foundation
import Testing

@testable import ByteStreams

#if canImport(Glibc)
  import Glibc
#endif

/// `BufferedDescriptorWriter` and its writer thread: the same bytes as a synchronous write whatever the
/// chunk sizes, write errors met on the thread returned (never lost, never a hang), and no thread left
/// running after `flush` or after a writer dropped mid-way.
@Suite struct DescriptorWriterTests {
  /// A fresh file in the temporary directory, open for writing: its descriptor and path.
  func temporaryFile() throws -> (fd: Int32, path: String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-dw-\(UUID().uuidString)"
    ).path
    let fd = FileDescriptorIO.open(path, O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)
    try #require(fd >= 0)
    return (fd, path)
  }

  /// Deterministic bytes (a linear congruential sequence), so a misplaced or repeated buffer shows.
  static func pattern(_ count: Int, seed: UInt32) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 1_664_525 &+ 1_013_904_223
      return UInt8(truncatingIfNeeded: state >> 24)
    }
  }

  /// The threads of this process named `name` (`/proc/self/task/*/comm`).
  static func threads(named name: String) -> Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
    return tasks.filter { task in
      let comm = try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8)
      return comm?.trimmingCharacters(in: .newlines) == name
    }.count
  }

  /// A name no other test's thread has.
  static func uniqueName() -> String { "wkdw-\(UInt32.random(in: 0..<UInt32.max))" }

  @Test(arguments: [
    [1], [4095], [4096], [4097], [3 * 4096 + 7], [100, 4000, 4096, 1, 9000, 4095, 4097, 17], [65_536],
  ])
  func threadedBytesEqualTheInput(chunks: [Int]) throws {
    // Synchronous, threaded, and threaded starting the disk writes every two buffers.
    for (threaded, writeback) in [(false, nil), (true, nil), (true, 8192)] as [(Bool, Int?)] {
      let (fd, path) = try temporaryFile()
      defer { FileDescriptorIO.remove(path) }
      let writer = BufferedDescriptorWriter(
        descriptor: fd, capacity: 4096, threaded: threaded, writeback: writeback)
      var expected: [UInt8] = []
      // Each chunk size several times over, so buffers are handed over and reused many times.
      for (round, size) in (0..<40).flatMap({ round in chunks.map { (round, $0) } }) {
        let bytes = Self.pattern(size, seed: UInt32(round * 7919 + size))
        expected += bytes
        #expect(bytes.withUnsafeBytes { writer.write($0) } == nil)
      }
      #expect(writer.flush() == nil)
      #expect(!writer.hasThread, "flush ends the writer thread")
      FileDescriptorIO.close(fd)
      let written = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(
        written == Data(expected), "threaded: \(threaded), writeback: \(writeback ?? 0), chunks: \(chunks)")
    }
  }

  @Test func tinyOutputStartsNoThread() throws {
    let (fd, path) = try temporaryFile()
    defer {
      FileDescriptorIO.close(fd)
      FileDescriptorIO.remove(path)
    }
    let writer = BufferedDescriptorWriter(descriptor: fd, capacity: 1 << 18, threaded: true)
    #expect(Array("hello\n".utf8).withUnsafeBytes { writer.write($0) } == nil)
    #expect(!writer.hasThread)
    #expect(writer.flush() == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "hello\n")
  }

  @Test func fullDeviceErrorIsReturnedAndKeptWithoutBlocking() throws {
    let fd = FileDescriptorIO.open("/dev/full", O_WRONLY)
    try #require(fd >= 0, "/dev/full missing")
    defer { FileDescriptorIO.close(fd) }
    let writer = BufferedDescriptorWriter(descriptor: fd, capacity: 4096, threaded: true, depth: 2)
    let block = Self.pattern(4096, seed: 1)
    var firstError: Int32?
    // Far more buffers than the queue holds: after the error the thread discards, the producer goes on.
    for _ in 0..<200 {
      if let code = block.withUnsafeBytes({ writer.write($0) }) {
        firstError = firstError ?? code
        #expect(code == ENOSPC)
      }
    }
    #expect(firstError == ENOSPC, "the thread's error reached the producer before flush")
    #expect(writer.flush() == ENOSPC)
    #expect(block.withUnsafeBytes { writer.write($0) } == ENOSPC, "an error stays")
    #expect(writer.flush() == ENOSPC)
  }

  @Test func errorOnTheLastBufferIsReturnedByFlush() throws {
    let fd = FileDescriptorIO.open("/dev/full", O_WRONLY)
    try #require(fd >= 0, "/dev/full missing")
    defer { FileDescriptorIO.close(fd) }
    let writer = BufferedDescriptorWriter(descriptor: fd, capacity: 4096, threaded: true)
    let block = Self.pattern(4096, seed: 2)
    // One buffer handed over: the write returns before the thread has failed (or just after).
    let early = block.withUnsafeBytes { writer.write($0) }
    #expect(early == nil || early == ENOSPC)
    #expect(writer.flush() == ENOSPC)
  }

  @Test func closedPipeAndBadDescriptorAreReturned() throws {
    ProcessSignals.ignore(SIGPIPE)  // as a writer to a closed pipe expects EPIPE, not death
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    FileDescriptorIO.close(ends[0])
    defer { FileDescriptorIO.close(ends[1]) }
    let readOnly = FileDescriptorIO.open("/dev/null", O_RDONLY)
    defer { FileDescriptorIO.close(readOnly) }
    for (fd, expected) in [(ends[1], EPIPE), (readOnly, EBADF)] {
      // Starting disk writes of a pipe or a bad descriptor does nothing (its failure is not the write's).
      let writer = BufferedDescriptorWriter(descriptor: fd, capacity: 1024, threaded: true, writeback: 1024)
      let block = Self.pattern(5000, seed: 3)
      var codes: [Int32] = []
      for _ in 0..<10 { if let code = block.withUnsafeBytes({ writer.write($0) }) { codes.append(code) } }
      if let code = writer.flush() { codes.append(code) }
      #expect(!codes.isEmpty && codes.allSatisfy { $0 == expected }, "\(codes) for \(expected)")
    }
  }

  @Test func droppedWriterJoinsItsThread() throws {
    let name = Self.uniqueName()
    let fd = FileDescriptorIO.open("/dev/null", O_WRONLY)
    defer { FileDescriptorIO.close(fd) }
    do {
      let writer = BufferedDescriptorWriter(descriptor: fd, capacity: 4096, threaded: true, threadName: name)
      let block = Self.pattern(4096, seed: 4)
      for _ in 0..<50 { #expect(block.withUnsafeBytes { writer.write($0) } == nil) }
      #expect(writer.hasThread)
      #expect(Self.threads(named: name) == 1)
      // Released here without flush (a conversion that failed elsewhere).
    }
    #expect(Self.threads(named: name) == 0, "the writer thread outlived its writer")
  }

  @Test func cancelWhileTheProducerWaitsNeitherHangsNorLeaks() throws {
    // A pipe nobody reads fills (64 KiB): the thread blocks in write. Reading it slowly lets it go on;
    // cancel then discards what is queued and joins.
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { FileDescriptorIO.close(ends[0]) }
    let name = Self.uniqueName()
    let reader = try JoinableThread { [readEnd = ends[0]] in
      var sink = [UInt8](repeating: 0, count: 1 << 16)
      while sink.withUnsafeMutableBytes({ FileDescriptorIO.read(readEnd, into: $0) }) > 0 {}
    }
    do {
      let writer = try ThreadedDescriptorWriter(descriptor: ends[1], depth: 2, name: name)
      var buffer = Self.pattern(1 << 16, seed: 5)
      for _ in 0..<20 {
        #expect(writer.submit(&buffer) == nil)
        buffer = Self.pattern(1 << 16, seed: 5)
      }
      #expect(Self.threads(named: name) == 1)
      writer.cancel()
      #expect(Self.threads(named: name) == 0)
    }
    FileDescriptorIO.close(ends[1])  // the reader sees the end
    reader.join()
  }
}
