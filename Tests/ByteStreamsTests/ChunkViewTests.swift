import Foundation
import Testing

@testable import ByteStreams

/// The safe chunk API the readers share: `ByteView`'s slices, search and copies out,
/// `MutableByteView`'s fills, `ChunkBlock`'s in-place reads (chunk boundaries, empty reads, the end),
/// `FileDescriptorIO`'s reads into views and `Data`, and `MappedFile`'s view of a file.
@Suite struct ChunkViewTests {
  static let bytes: [UInt8] = Array(0..<40).map { UInt8($0 * 3 % 256) }

  @Test func viewSlicesSearchAndCopiesOut() {
    ByteView.withBytes(of: Self.bytes) { v in
      let middle = v.extracting(5..<12)
      #expect(middle.count == 7)
      #expect(middle[0] == Self.bytes[5] && middle[6] == Self.bytes[11])
      #expect(v.extracting(40..<40).isEmpty)
      #expect(v.extracting(0..<0).count == 0)
      #expect(v.prefix(3).count == 3 && v.prefix(100).count == 40 && v.prefix(-1).isEmpty)
      #expect([UInt8](v.prefix(4)) == Array(Self.bytes[0..<4]))
      #expect(Data(middle) == Data(Self.bytes[5..<12]))
      var data = Data([9])
      data.append(middle)
      data.append(ByteView.empty)
      #expect(data == Data([9] + Self.bytes[5..<12]))
      var array: [UInt8] = []
      array.append(v.extracting(38..<40))
      #expect(array == Array(Self.bytes[38..<40]))
      // Search: first at or after `from`, nil past the end and in an empty view.
      let text = Array("a\nbc\n\nd".utf8)
      ByteView.withBytes(of: text) { t in
        #expect(t.firstIndex(of: 0x0A) == 1)
        #expect(t.firstIndex(of: 0x0A, from: 2) == 4)
        #expect(t.firstIndex(of: 0x0A, from: 5) == 5)
        #expect(t.firstIndex(of: 0x0A, from: 6) == nil)
        #expect(t.firstIndex(of: 0x0A, from: t.count) == nil)
        #expect(t.extracting(2..<4).firstIndex(of: 0x0A) == nil)
      }
      #expect(ByteView.empty.firstIndex(of: 0) == nil)
    }
    ByteView.withBytes(of: [UInt8]()) { #expect($0.isEmpty && $0.prefix(5).isEmpty) }
  }

  @Test func blockReadsInPlaceAndCopies() {
    let block = ChunkBlock(capacity: 8)
    #expect(block.view.isEmpty)
    // A read fills the start of the block's whole capacity; the view holds what it wrote.
    let n = block.fill { target in
      #expect(target.count == 8)
      return ByteView.withBytes(of: Self.bytes) { target.copy(from: $0.extracting(0..<5)) }
    }
    #expect(n == 5 && block.count == 5 && [UInt8](block.view) == Array(Self.bytes[0..<5]))
    // A read of part of the block (`extracting`), then an empty read (the end) and an error code.
    #expect(block.fill { $0.extracting(0..<3).copy(from: ByteView.empty) } == 0 && block.view.isEmpty)
    #expect(block.fill { _ in -5 } == -5 && block.count == 0)
    // A copy larger than the block grows it.
    ByteView.withBytes(of: Self.bytes) { block.fill($0) }
    #expect(block.capacity == 40 && [UInt8](block.view) == Self.bytes)
    ByteView.withBytes(of: [UInt8]()) { block.fill($0) }
    #expect(block.view.isEmpty)
    // Chunk boundaries: a stream read through one block in pieces of 7 gives the same bytes.
    var offset = 0
    var out: [UInt8] = []
    let small = ChunkBlock(capacity: 7)
    while small.fill(reading: { target in
      let k = min(target.count, Self.bytes.count - offset)
      _ = ByteView.withBytes(of: Self.bytes) { target.copy(from: $0.extracting(offset..<offset + k)) }
      offset += k
      return k
    }) > 0 {
      #expect(small.count <= 7)
      out.append(small.view)
    }
    #expect(out == Self.bytes)
    let writable = MutableByteView(UnsafeMutableRawBufferPointer(start: nil, count: 0))
    #expect(writable.isEmpty && writable.prefix(0).isEmpty && writable.extracting(0..<0).isEmpty)
  }

  @Test func descriptorReadsIntoViewsAndData() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("chunkview-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(Self.bytes).write(to: url)
    let fd = FileDescriptorIO.open(url.path, O_RDONLY)
    #expect(fd >= 0)
    defer { FileDescriptorIO.close(fd) }
    let block = ChunkBlock(capacity: 16)
    var all: [UInt8] = []
    while block.fill(reading: { FileDescriptorIO.read(fd, into: $0) }) > 0 { all.append(block.view) }
    #expect(all == Self.bytes)
    #expect(block.fill { FileDescriptorIO.read(fd, into: $0, upTo: 4, at: 10) } == 4)
    #expect([UInt8](block.view) == Array(Self.bytes[10..<14]))
    #expect(block.fill { FileDescriptorIO.read(fd, into: $0, upTo: 100, at: 38) } == 2)
    var data = Data(count: 6)
    #expect(FileDescriptorIO.read(fd, into: &data, at: 30) == 6 && data == Data(Self.bytes[30..<36]))
    var past = Data(count: 6)
    #expect(FileDescriptorIO.read(fd, into: &past, at: 37) == 3)
    #expect(FileDescriptorIO.read(-1, into: &past, at: 0) < 0)
  }

  @Test func mappedFileIsViewedWhole() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mapped-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data(Self.bytes).write(to: url)
    let mapped = try #require(MappedFile(path: url.path))
    #expect(mapped.bytes.count == 40 && [UInt8](mapped.bytes) == Self.bytes)
    mapped.releasePages()
    #expect(mapped.bytes[39] == Self.bytes[39])  // read back from the file
    try Data().write(to: url)
    #expect(MappedFile(path: url.path) == nil)  // empty
    #expect(MappedFile(path: url.path + ".missing") == nil)
  }
}
