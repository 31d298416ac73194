/// A reusable buffer holding one chunk of bytes (a copy), grown when a larger chunk comes: blocks that
/// travel between a producer and a consumer thread and are refilled, so no chunk allocates on one thread
/// and frees on the other (FormatHealthExport's `PipelinedStream`). Not synchronized: its owner hands it
/// between threads under its own lock.
public final class ChunkBlock: @unchecked Sendable {
  private var storage: UnsafeMutableRawPointer
  private var capacity: Int
  /// The number of bytes held.
  public private(set) var count = 0

  /// An empty block with room for `capacity` bytes.
  public init(capacity: Int) {
    self.capacity = max(capacity, 1)
    storage = .allocate(byteCount: self.capacity, alignment: 16)
  }

  deinit { storage.deallocate() }

  /// Replaces the block's bytes with a copy of `chunk`, growing the block if needed.
  public func fill(_ chunk: UnsafeRawBufferPointer) {
    if chunk.count > capacity {
      storage.deallocate()
      capacity = chunk.count
      storage = .allocate(byteCount: capacity, alignment: 16)
    }
    if let base = chunk.baseAddress, chunk.count > 0 {
      storage.copyMemory(from: base, byteCount: chunk.count)
    }
    count = chunk.count
  }

  /// The bytes held (valid until the next `fill`).
  public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: count) }
}
