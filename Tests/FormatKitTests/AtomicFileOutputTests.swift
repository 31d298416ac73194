import Foundation
import Testing
import WorkoutModel

@testable import FormatKit

/// `AtomicFileOutput`: nothing under the target's name before `commit()`, the whole file after it, and
/// (where the file system can make unnamed files) no name at all while writing.
@Suite struct AtomicFileOutputTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func names() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  /// Whether this directory's file system makes unnamed files (ext4, xfs, btrfs, tmpfs do; old overlayfs not).
  var unnamedFilesWork: Bool { AtomicFileOutput.writesUnnamedFiles(in: directory) }

  @Test func abortedBigOutputLeavesNoFileAndNoThread() throws {
    let target = directory.appendingPathComponent("big.csv")
    do {
      let output = try AtomicFileOutput(url: target, overwrite: false)
      for i in 0..<40 { try output.sink.write(Data(repeating: UInt8(i), count: 100_003)) }
      #expect(output.sink.hasWriterThread, "4 MB handed over to the writer thread")
      // Released without commit (a conversion that failed after writing): the thread is joined, the
      // descriptor closed, nothing named.
    }
    #expect(try names().isEmpty)
    #expect(!FileManager.default.fileExists(atPath: target.path))
  }

  @Test func bigOutputThroughTheThreadIsCompleteAfterCommit() throws {
    let target = directory.appendingPathComponent("big.ndjson")
    let output = try AtomicFileOutput(url: target, overwrite: false)
    var expected = Data()
    for i in 0..<60 {
      // Chunk sizes around the 256 KiB buffer, and small ones between.
      let chunk = Data(
        repeating: UInt8(truncatingIfNeeded: i), count: [1, 4093, 1 << 18, (1 << 18) + 1, 70_001][i % 5])
      expected.append(chunk)
      try output.sink.write(chunk)
    }
    #expect(output.sink.bytesWritten == Int64(expected.count))
    try output.commit()
    #expect(!output.sink.hasWriterThread, "commit ends the writer thread")
    #expect(try Data(contentsOf: target) == expected)
  }

  @Test func writesNothingUnderTheNameUntilCommit() throws {
    let target = directory.appendingPathComponent("out.gpx")
    let output = try AtomicFileOutput(url: target, overwrite: false)
    try output.sink.write(Data(repeating: 0x41, count: 3 << 20))
    try output.sink.flush()
    #expect(!FileManager.default.fileExists(atPath: target.path))
    if unnamedFilesWork {
      // Nothing with a name exists while writing, so a killed process leaves nothing behind.
      #expect(output.temporaryURL == nil)
      #expect(try names().isEmpty)
    } else {
      #expect(try names() == [output.temporaryURL!.lastPathComponent])
    }
    try output.commit()
    #expect(try names() == ["out.gpx"])
    #expect(try Data(contentsOf: target) == Data(repeating: 0x41, count: 3 << 20))
  }

  @Test func abortLeavesNothing() throws {
    let target = directory.appendingPathComponent("out.tcx")
    do {
      let output = try AtomicFileOutput(url: target, overwrite: false)
      try output.sink.write(Data("partial".utf8))
      output.abort()
    }
    do {
      // Released without commit: the same.
      let output = try AtomicFileOutput(url: target, overwrite: false)
      try output.sink.write(Data("partial".utf8))
    }
    #expect(try names().isEmpty)
  }

  @Test func aTargetCreatedMeanwhileIsNotOverwrittenWithoutForce() throws {
    let target = directory.appendingPathComponent("out.fit")
    let output = try AtomicFileOutput(url: target, overwrite: false)
    try output.sink.write(Data("new".utf8))
    try Data("someone else's".utf8).write(to: target)
    if unnamedFilesWork {
      // Linking refuses an existing name: the late-comer is kept and the conversion fails.
      #expect(throws: ConversionError.self) { try output.commit() }
      #expect(try String(contentsOf: target, encoding: .utf8) == "someone else's")
    } else {
      // rename(2) cannot refuse; the hidden-file fallback replaces it.
      try output.commit()
      #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    }
    #expect(try names() == ["out.fit"])
  }

  @Test func forceReplacesAnExistingTarget() throws {
    let target = directory.appendingPathComponent("out.ndjson")
    try Data("old".utf8).write(to: target)
    #expect(throws: ConversionError.self) { try AtomicFileOutput(url: target, overwrite: false) }
    let output = try AtomicFileOutput(url: target, overwrite: true)
    try output.sink.write(Data("new".utf8))
    #expect(try String(contentsOf: target, encoding: .utf8) == "old")
    try output.commit()
    #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    #expect(try names() == ["out.ndjson"])
  }

  @Test func refusesToOverwriteAnInput() throws {
    let input = directory.appendingPathComponent("in.gpx")
    try Data("input".utf8).write(to: input)
    #expect(throws: ConversionError.self) {
      try AtomicFileOutput(url: input, overwrite: true, protectedPaths: [input])
    }
    #expect(try String(contentsOf: input, encoding: .utf8) == "input")
  }
}
