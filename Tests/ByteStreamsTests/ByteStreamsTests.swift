import Foundation
import Testing

@testable import ByteStreams

/// The state box, the sinks and the joinable thread: ownership (what they hold is released when they
/// go), errors located by path, all bytes written.
@Suite struct ByteStreamsTests {
  final class Tracked: @unchecked Sendable {}

  struct State {
    var count = 0
    var names: [String] = []
    var tracked: Tracked?
  }

  final class Owner {
    let state: StateBox<State>
    init(_ tracked: Tracked) { state = StateBox(State(tracked: tracked)) }
  }

  @Test func stateBoxWritesInPlaceAndFreesItsStateWithItsOwner() {
    weak var released: Tracked?
    do {
      let tracked = Tracked()
      released = tracked
      let owner = Owner(tracked)
      for i in 0..<1000 {
        owner.state.pointee.count += 1
        if i % 100 == 0 { owner.state.pointee.names.append("n\(i)") }
      }
      #expect(owner.state.pointee.count == 1000)
      #expect(owner.state.pointee.names.count == 10)
      #expect(owner.state.pointee.tracked === tracked)
    }
    #expect(released == nil, "the boxed state (and what it holds) is freed with its owner")
  }

  @Test func unretainedReachesItsObjectWithoutKeepingItAlive() {
    weak var released: Tracked?
    do {
      let owners = (0..<3).map { _ in Owner(Tracked()) }
      let table = owners.map { Unretained($0) }
      for (i, entry) in table.enumerated() {
        entry.withObject { $0.state.pointee.count += i + 1 }
      }
      #expect(owners.map { $0.state.pointee.count } == [1, 2, 3])
      #expect(table[1].withObject { $0 === owners[1] })
      released = owners[0].state.pointee.tracked
    }
    #expect(released == nil, "the table did not keep its objects alive")
  }

  /// The byte buffer's copies between buffers (a cache of fixed-width slots) and its one-pass
  /// checked append, against the same operations on arrays.
  @Test func byteBufferCopiesRangesAndChecksWhileAppending() {
    func array(_ buffer: ByteBuffer) -> [UInt8] { buffer.withBytes { Array($0) } }
    let slots = ByteBuffer(capacity: 64)
    for _ in 0..<20 { slots.append(0) }
    let text = ByteBuffer(capacity: 64)
    text.append(Array("0123456789".utf8))
    slots.replace(at: 5, with: text, from: 2, count: 4)
    #expect(
      array(slots) == [UInt8](repeating: 0, count: 5) + Array("2345".utf8) + [UInt8](repeating: 0, count: 11))
    slots.replace(at: 6, with: slots, from: 5, count: 4)  // overlapping, within one buffer
    #expect(array(slots)[5..<10] == Array("22345".utf8)[...])
    // Appends that grow the target many times, from another buffer and from the target itself.
    let grown = ByteBuffer(capacity: 64)
    var expected: [UInt8] = []
    for _ in 0..<50 {
      grown.append(slots, from: 5, count: 5)
      expected += Array("22345".utf8)
      grown.append(grown, from: 0, count: grown.count)
      expected += expected
      if expected.count > 10_000 { break }
    }
    #expect(array(grown) == expected)
    // The checked append: all or nothing.
    let checked = ByteBuffer(capacity: 64)
    let isComma: (UInt8) -> Bool = { $0 == UInt8(ascii: ",") }
    let long = Array(repeating: UInt8(ascii: "a"), count: 200)
    for (input, appended) in [
      (Array("abc".utf8), true), (Array("a,c".utf8), false), ([], true), (long, true),
    ] {
      let before = array(checked)
      let result = input.withUnsafeBufferPointer { checked.append($0, unlessAny: isComma) }
      #expect(result == appended)
      #expect(array(checked) == (appended ? before + input : before))
    }
  }

  @Test func dataSinkAndFileSinkKeepEveryByte() throws {
    let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    let memory = DataSink()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("bytestreams-\(UUID()).bin")
    defer { try? FileManager.default.removeItem(at: url) }
    let file = try FileSink(url: url)
    for chunk in stride(from: 0, to: bytes.count, by: 65_536) {
      try bytes[chunk..<min(chunk + 65_536, bytes.count)].withUnsafeBytes {
        try memory.write($0)
        try file.write($0)
      }
    }
    try file.flush()
    try file.close()
    try file.close()  // a second close is a no-op
    #expect(Array(memory.data) == bytes)
    #expect(Array(try Data(contentsOf: url)) == bytes)
  }

  @Test func fileSinkErrorNamesThePath() {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID())/out.bin")
    #expect {
      _ = try FileSink(url: url)
    } throws: { error in
      guard let error = error as? SinkError else { return false }
      return error.path == url.path && error.description.hasPrefix(url.path + ": ") && !error.message.isEmpty
    }
  }

  @Test func joinWaitsForTheBodyAndReleasesItsCaptures() throws {
    final class Counter: @unchecked Sendable { var value = 0 }
    let counter = Counter()
    weak var captured: Tracked?
    var thread: JoinableThread?
    do {
      let tracked = Tracked()
      captured = tracked
      thread = try JoinableThread(stackSize: 1 << 18) {
        withExtendedLifetime(tracked) {
          for _ in 0..<100_000 { counter.value += 1 }
        }
      }
    }
    thread?.join()
    thread?.join()  // a second join is a no-op
    #expect(counter.value == 100_000)
    #expect(captured == nil, "after join the body's captures are released")
  }
}
