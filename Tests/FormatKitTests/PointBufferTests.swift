import ByteStreams
import FormatKit
import Foundation
import Testing
import WorkoutModel

/// The one point buffer: running figures, out-of-order detection and the one sort (external: sorted runs
/// spooled, then merged), which must equal a stable in-memory sort by time whatever the run size and
/// wherever the runs live (memory or the spill file).
@Suite struct PointBufferTests {
  /// `n` entries with times drawn from few values (many equal times), each value its arrival index.
  static func entries(_ n: Int, distinctTimes: Int, seed: UInt64) -> [QuantitySeriesEntry] {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    return (0..<n).map { i in
      let start = Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(next() % UInt64(distinctTimes)))
      return QuantitySeriesEntry(value: Double(i), start: start, end: start.addingTimeInterval(1))
    }
  }

  /// The stable sort by start the buffer must give.
  static func stablySorted(_ entries: [QuantitySeriesEntry]) -> [QuantitySeriesEntry] {
    entries.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(
      \.element)
  }

  @Test("running figures and order detection")
  func figures() throws {
    let buffer = PointBuffer<QuantitySeriesEntry>(chunkCapacity: 3)
    #expect(buffer.isEmpty && buffer.isSorted && buffer.first == nil)
    let input = Self.entries(10, distinctTimes: 1000, seed: 1).sorted { $0.start < $1.start }
    for e in input { buffer.append(e) }
    #expect(buffer.count == 10 && buffer.isSorted)
    #expect(buffer.first == input.first && buffer.last == input.last)
    #expect(buffer.total == input.map(\.value).reduce(0, +))
    #expect(try buffer.earliest() == input.first)
    buffer.append(QuantitySeriesEntry(value: 7, start: input[0].start.addingTimeInterval(-1)))
    #expect(!buffer.isSorted)
    #expect(try buffer.earliest()?.value == 7)
    // Locations sum nothing.
    let route = PointBuffer<Location>()
    route.append(Location(time: Date(timeIntervalSinceReferenceDate: 5), latitude: 1, longitude: 2))
    #expect(route.total == 0 && route.count == 1)
  }

  @Test(
    "sortByTime equals a stable sort (equal times keep arrival order) for any run size, in memory or spilled",
    arguments: [1, 2, 3, 7, 64, 1000, 5000], [0, 1 << 20])
  func sortIsStableAndExternal(runSize: Int, memoryLimit: Int) throws {
    let memory = SpoolMemory(limit: memoryLimit)
    let input = Self.entries(1000, distinctTimes: 37, seed: UInt64(runSize))
    let buffer = PointBuffer<QuantitySeriesEntry>(chunkCapacity: 16, memory: memory)
    for e in input { buffer.append(e) }
    #expect(!buffer.isSorted)
    try buffer.sortByTime(runSize: runSize)
    let expected = Self.stablySorted(input)
    #expect(try buffer.spool.materialize() == expected)
    #expect(buffer.isSorted && buffer.count == input.count)
    #expect(buffer.first == expected.first && buffer.last == expected.last)
    #expect(buffer.total == expected.map(\.value).reduce(0, +))
    #expect(buffer.error == nil)
    // Sorting again changes nothing; appending after the sort goes on from there.
    try buffer.sortByTime(runSize: runSize)
    #expect(try buffer.spool.materialize() == expected)
  }

  @Test("a sorted buffer is left alone; an empty one sorts to nothing")
  func sortedAndEmpty() throws {
    let input = Self.stablySorted(Self.entries(50, distinctTimes: 10, seed: 3))
    let buffer = PointBuffer<QuantitySeriesEntry>(chunkCapacity: 4)
    for e in input { buffer.append(e) }
    try buffer.sortByTime(runSize: 1)
    #expect(try buffer.spool.materialize() == input)
    let empty = PointBuffer<Location>()
    try empty.sortByTime(runSize: 1)
    #expect(empty.isEmpty && empty.isSorted)
  }
}
