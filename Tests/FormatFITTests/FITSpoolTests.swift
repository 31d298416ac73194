import ByteStreams
import FormatKit
import Foundation
import Testing
import WorkoutModel

/// The spools the FIT reader streams into: chunks in memory while the shared budget lasts, the rest in
/// the temporary file; every way of reading gives back what was appended, in order.
@Suite struct FITSpoolTests {
  static func entries(_ n: Int) -> [QuantitySeriesEntry] {
    (0..<n).map { i in
      let start = Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(i) * 1.5)
      return QuantitySeriesEntry(
        value: Double(i) * 0.25 - 3, start: start, end: start.addingTimeInterval(Double(i % 3)))
    }
  }

  @Test("memory budget: in memory, spilled and mixed spools read back the same", arguments: [0, 2, 5, 1000])
  func budget(chunksInMemory: Int) throws {
    let size = QuantitySeriesEntry.recordSize
    let memory = SpoolMemory(limit: chunksInMemory * 7 * size)
    let spool = Spool<QuantitySeriesEntry>(chunkCapacity: 7, memory: memory)
    let input = Self.entries(100)
    for e in input { try spool.append(e) }
    #expect(spool.count == 100)
    // 100 records = 14 full chunks + 2 in the last one; full chunks stay in memory while the budget lasts.
    #expect(memory.inUse == min(chunksInMemory, 14) * 7 * size)
    #expect(spool.storage.hasSpilled == (chunksInMemory < 14))
    #expect(try spool.materialize() == input)
    var cursor = spool.makeCursor()
    var read: [QuantitySeriesEntry] = []
    while let e = try cursor.next() { read.append(e) }
    #expect(read == input)
    // A range across the memory, file and last-chunk regions.
    #expect(try spool.elements(from: 5, count: 90) == Array(input[5..<95]))
    // Within one in-memory chunk or the last one (decoded in place).
    #expect(try spool.elements(from: 7, count: 7) == Array(input[7..<14]))
    #expect(try spool.elements(from: 98, count: 2) == Array(input[98..<100]))
  }

  @Test("a spool gives its memory back to the budget when it goes away")
  func release() throws {
    let memory = SpoolMemory(limit: 1 << 20)
    do {
      let spool = Spool<QuantitySeriesEntry>(chunkCapacity: 4, memory: memory)
      for e in Self.entries(50) { try spool.append(e) }
      #expect(memory.inUse == 12 * 4 * QuantitySeriesEntry.recordSize)
    }
    #expect(memory.inUse == 0)
  }

  @Test("removeAll gives memory back, closes the spill file and leaves an empty spool", arguments: [0, 1000])
  func removeAll(chunksInMemory: Int) throws {
    let memory = SpoolMemory(limit: chunksInMemory * 4 * QuantitySeriesEntry.recordSize)
    let spool = Spool<QuantitySeriesEntry>(chunkCapacity: 4, memory: memory)
    for e in Self.entries(50) { try spool.append(e) }
    #expect(spool.storage.hasSpilled == (chunksInMemory == 0))
    spool.removeAll()
    #expect(spool.count == 0)
    #expect(memory.inUse == 0)
    #expect(!spool.storage.hasSpilled)
    #expect(try spool.materialize().isEmpty)
    let again = Self.entries(9)
    for e in again { try spool.append(e) }
    #expect(try spool.materialize() == again)
  }
}
