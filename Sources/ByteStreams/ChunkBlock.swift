/// A reusable buffer holding one chunk of bytes, grown when a larger chunk comes: blocks that travel
/// between a producer and a consumer thread and are refilled, so no chunk allocates on one thread and frees
/// on the other (FormatHealthExport's `PipelinedStream`), and a reader's own chunk buffer that a file read
/// or a decompressor fills in place (`fill(reading:)`, FormatKit's `InputSource`). Not synchronized: its
/// owner hands it between threads under its own lock.
public final class ChunkBlock: @unchecked Sendable {
  private var storage: UnsafeMutableRawPointer
  /// The number of bytes the block can hold without growing.
  public private(set) var capacity: Int
  /// The number of bytes held.
  public private(set) var count = 0

  /// An empty block with room for `capacity` bytes.
  public init(capacity: Int) {
    self.capacity = max(capacity, 1)
    storage = .allocate(byteCount: self.capacity, alignment: 16)
  }

  deinit { storage.deallocate() }

  /// Replaces the block's bytes with a copy of `chunk`, growing the block if needed.
  public func fill(_ chunk: ByteView) {
    if chunk.count > capacity {
      storage.deallocate()
      capacity = chunk.count
      storage = .allocate(byteCount: capacity, alignment: 16)
    }
    MutableByteView(UnsafeMutableRawBufferPointer(start: storage, count: capacity)).copy(from: chunk)
    count = chunk.count
  }

  /// Replaces the block's bytes with what `read` writes into the start of the whole block (nothing
  /// copied); `read` returns how many bytes it wrote (or a negative error code, which is returned and
  /// leaves the block empty). Returns that count.
  @discardableResult public func fill(reading read: (MutableByteView) throws -> Int) rethrows -> Int {
    count = 0
    let n = try read(MutableByteView(UnsafeMutableRawBufferPointer(start: storage, count: capacity)))
    precondition(n <= capacity, "a chunk read wrote past the block")
    count = max(n, 0)
    return n
  }

  /// The bytes held (valid until the next `fill`).
  public var view: ByteView { ByteView(UnsafeRawBufferPointer(start: storage, count: count)) }
}
