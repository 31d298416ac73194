import FoundationEssentials

// Fixed-size binary records in bounded memory: the raw spool that readers stream a workout's points into
// (FormatKit's typed `Spool` and `PointBuffer` sit on it). Records are written and read through
// `RecordWriter` and `RecordReader`, which lend one record's bytes to a caller for the length of a call:
// bounds-checked stores and loads at byte offsets, inlined into the caller (with constant offsets and a
// constant record size the checks fold away, leaving the same loads and stores as raw pointer code).

/// How much memory the spools of a process may hold before they spill to temporary files. The budget
/// is shared: a spool takes memory one chunk at a time while the budget lasts, then writes its further
/// chunks to its file, so a conversion's memory stays bounded whatever the input's length, and a workout
/// whose points fit (8 MiB: ≈ 9 h of a 1 Hz FIT activity with seven series) never touches the disk.
public final class SpoolMemory: @unchecked Sendable {
  /// Bytes all spools sharing this budget may keep in memory (beyond each spool's last chunk).
  public let limit: Int
  private let lock = ThreadLock()
  private var used = 0

  /// A budget of `limit` bytes (0: every full chunk spills).
  public init(limit: Int) { self.limit = max(0, limit) }

  /// The process-wide budget: 8 MiB (a 72 h FIT → GPX conversion stays under 40 MB), or
  /// `WKCONV_SPOOL_MEMORY_MB` MiB from the environment.
  public static let shared = SpoolMemory(
    limit: (ProcessInfo.processInfo.environment["WKCONV_SPOOL_MEMORY_MB"].flatMap(Int.init) ?? 8) << 20)

  /// Bytes currently held.
  public var inUse: Int {
    lock.lock()
    defer { lock.unlock() }
    return used
  }

  /// Takes `bytes` from the budget if they fit.
  func reserve(_ bytes: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard used + bytes <= limit else { return false }
    used += bytes
    return true
  }

  /// Gives `bytes` back.
  func release(_ bytes: Int) {
    lock.lock()
    used -= bytes
    lock.unlock()
  }
}

/// A spool's temporary file could not be made, written or read back (`message` says which and why).
public struct SpoolError: Error, Sendable, CustomStringConvertible {
  /// What failed, with the system's reason.
  public let message: String
  public var description: String { message }
}

/// One record's bytes, lent for writing: values stored at byte offsets within the record (bounds-checked;
/// a noncopyable view, so it cannot outlive the call it is lent to).
public struct RecordWriter: ~Copyable {
  @usableFromInline let base: UnsafeMutableRawPointer
  /// Bytes of the record that may be written.
  public let size: Int

  @inlinable init(base: UnsafeMutableRawPointer, size: Int) {
    self.base = base
    self.size = size
  }

  /// Stores `value`'s bytes at `offset` (in memory order).
  @inlinable @inline(__always) public func store<T: BitwiseCopyable>(_ value: T, at offset: Int) {
    precondition(offset >= 0 && offset <= size - MemoryLayout<T>.size, "store outside the record")
    base.storeBytes(of: value, toByteOffset: offset, as: T.self)
  }
}

/// One record's bytes, lent for reading: values loaded from byte offsets within the record
/// (bounds-checked, unaligned; a noncopyable view, so it cannot outlive the call it is lent to).
public struct RecordReader: ~Copyable {
  @usableFromInline let base: UnsafeRawPointer
  /// Bytes of the record that may be read.
  public let size: Int

  @inlinable init(base: UnsafeRawPointer, size: Int) {
    self.base = base
    self.size = size
  }

  /// The `T` whose bytes are at `offset` (in memory order).
  @inlinable @inline(__always) public func load<T: BitwiseCopyable>(_: T.Type = T.self, at offset: Int) -> T {
    precondition(offset >= 0 && offset <= size - MemoryLayout<T>.size, "load outside the record")
    return base.loadUnaligned(fromByteOffset: offset, as: T.self)
  }
}

/// Fixed-size records in bounded memory: full chunks of `chunkCapacity` records stay in memory while the
/// `SpoolMemory` budget lasts, later ones go to an unlinked temporary file (created on the first spill,
/// closed with the spool); the last chunk is always in memory. Untyped, so appending from another module
/// needs no metadata look-ups; FormatKit's `Spool` types it.
public final class ByteSpool {
  /// Bytes per record.
  public let recordSize: Int
  /// Records per chunk (the unit kept in memory or written to the file).
  public let chunkCapacity: Int
  /// The budget the in-memory chunks come from.
  public let memory: SpoolMemory
  /// The last chunk and its fill, behind a pointer so appending costs no exclusivity checks.
  @usableFromInline let last: StateBox<LastChunk>
  @usableFromInline struct LastChunk {
    @usableFromInline var base: UnsafeMutableRawPointer
    @usableFromInline var count: Int
  }
  private var tail: UnsafeMutableRawPointer {
    get { last.pointee.base }
    set { last.pointee.base = newValue }
  }
  private var tailCount: Int {
    get { last.pointee.count }
    set { last.pointee.count = newValue }
  }
  /// Full chunks kept in memory (records `[0, chunks.count * chunkCapacity)`).
  private var chunks: [UnsafeMutableRawPointer] = []
  /// Records in the file (after the in-memory chunks).
  private(set) var spilled = 0
  /// The unnamed temporary file records spill to (-1 before the first spill).
  private var descriptor: Int32 = -1

  /// An empty spool of `recordSize`-byte records taking memory from `memory`.
  public init(recordSize: Int, chunkCapacity: Int, memory: SpoolMemory = .shared) {
    self.recordSize = recordSize
    self.chunkCapacity = max(1, chunkCapacity)
    self.memory = memory
    last = StateBox(
      LastChunk(
        base: UnsafeMutableRawPointer.allocate(byteCount: max(1, chunkCapacity) * recordSize, alignment: 16),
        count: 0))
  }

  deinit {
    last.pointee.base.deallocate()
    for chunk in chunks { chunk.deallocate() }
    if !chunks.isEmpty { memory.release(chunks.count * chunkBytes) }
    if descriptor >= 0 { FileDescriptorIO.close(descriptor) }
  }

  private var chunkBytes: Int { chunkCapacity * recordSize }
  private var inMemory: Int { chunks.count * chunkCapacity }

  /// Records appended so far.
  public var count: Int { inMemory + spilled + tailCount }

  /// Drops every record (their memory goes back to the budget, the file is closed); the spool is empty
  /// and can be appended to again.
  public func removeAll() {
    for chunk in chunks { chunk.deallocate() }
    if !chunks.isEmpty { memory.release(chunks.count * chunkBytes) }
    chunks = []
    if descriptor >= 0 { FileDescriptorIO.close(descriptor) }
    descriptor = -1
    spilled = 0
    tailCount = 0
  }

  /// Whether some records went to the temporary file.
  public var hasSpilled: Bool { spilled > 0 }

  /// Appends one record, which `body` writes (`size` bytes of it: at most `recordSize`). Inlined into the
  /// appending loop: a compare, a load and a store per record, and the spool itself touched once per
  /// chunk (`flushTail`), so a caller holding the spool at +0 pays no retain per record.
  @inlinable @inline(__always) public func append(
    size: Int, _ body: (borrowing RecordWriter) -> Void
  ) throws(SpoolError) {
    precondition(size <= recordSize, "a record larger than the spool's")
    let chunk = last.pointer
    if chunk.pointee.count == chunkCapacity { try flushTail() }
    let n = chunk.pointee.count
    chunk.pointee.count = n + 1
    body(RecordWriter(base: chunk.pointee.base + n * recordSize, size: size))
  }

  /// Calls `body` with records `[start, start + count)` in order (`size` bytes of each: at most
  /// `recordSize`): in place when they lie in one in-memory chunk (or the last chunk), else copied out
  /// first (from memory and the file). Always inlined, so `body` is inlined into both loops (no call per
  /// record).
  @inlinable @inline(__always) public func forEachRecord(
    from start: Int, count: Int, size: Int, _ body: (borrowing RecordReader) -> Void
  ) throws(SpoolError) {
    precondition(size <= recordSize, "a record larger than the spool's")
    guard count > 0 else { return }
    if let records = contiguousRecords(from: start, count: count) {
      for i in 0..<count { body(RecordReader(base: records + i * recordSize, size: size)) }
      return
    }
    let failure: SpoolError? = withUnsafeTemporaryAllocation(byteCount: count * recordSize, alignment: 16) {
      raw in
      do throws(SpoolError) {
        try read(from: start, count: count, into: raw.baseAddress!)
      } catch {
        return error
      }
      for i in 0..<count { body(RecordReader(base: raw.baseAddress! + i * recordSize, size: size)) }
      return nil
    }
    if let failure { throw failure }
  }

  /// Moves the full last chunk into memory (budget permitting, and only before anything spilled, so the
  /// regions stay in order) or appends it to the file.
  @usableFromInline func flushTail() throws(SpoolError) {
    if spilled == 0 && memory.reserve(chunkBytes) {
      chunks.append(tail)
      tail = UnsafeMutableRawPointer.allocate(byteCount: chunkBytes, alignment: 16)
      tailCount = 0
      return
    }
    if descriptor < 0 {
      let fd = FileDescriptorIO.anonymousTemporaryFile()
      guard fd >= 0 else {
        throw SpoolError(message: "cannot create a temporary spool file: \(FileDescriptorIO.message(-fd))")
      }
      descriptor = fd
    }
    if let failure = FileDescriptorIO.writeAll(
      descriptor, UnsafeRawBufferPointer(start: tail, count: tailCount * recordSize),
      at: Int64(spilled * recordSize))
    {
      throw SpoolError(message: "cannot write the spool file: \(FileDescriptorIO.message(failure))")
    }
    spilled += tailCount
    tailCount = 0
  }

  /// The records `[start, start + count)` when they lie in one in-memory chunk (or the last chunk), nil
  /// otherwise (then `read` copies them).
  @usableFromInline func contiguousRecords(from start: Int, count: Int) -> UnsafeRawPointer? {
    guard count > 0, start >= 0 else { return nil }
    if start + count <= inMemory {
      let chunk = start / chunkCapacity
      guard (start + count - 1) / chunkCapacity == chunk else { return nil }
      return UnsafeRawPointer(chunks[chunk] + (start - chunk * chunkCapacity) * recordSize)
    }
    let tailStart = inMemory + spilled
    guard start >= tailStart, start + count <= tailStart + tailCount else { return nil }
    return UnsafeRawPointer(tail + (start - tailStart) * recordSize)
  }

  /// Copies records `[start, start + count)` to `destination`.
  @usableFromInline func read(from start: Int, count: Int, into destination: UnsafeMutableRawPointer)
    throws(SpoolError)
  {
    precondition(start >= 0 && count >= 0 && start + count <= self.count, "read past the end of a spool")
    var index = start
    var out = destination
    var left = count
    while left > 0 && index < inMemory {
      let chunk = index / chunkCapacity
      let within = index - chunk * chunkCapacity
      let n = min(left, chunkCapacity - within)
      out.copyMemory(from: chunks[chunk] + within * recordSize, byteCount: n * recordSize)
      index += n
      out += n * recordSize
      left -= n
    }
    if left > 0 && index < inMemory + spilled {
      let n = min(left, inMemory + spilled - index)
      let total = n * recordSize
      if let failure = FileDescriptorIO.readAll(
        descriptor, into: UnsafeMutableRawBufferPointer(start: out, count: total),
        at: Int64((index - inMemory) * recordSize))
      {
        throw SpoolError(message: "cannot read the spool file back: \(FileDescriptorIO.message(failure))")
      }
      index += n
      out += total
      left -= n
    }
    if left > 0 {
      let tailStart = inMemory + spilled
      precondition(
        index >= tailStart && index - tailStart + left <= tailCount, "read past the end of a spool")
      out.copyMemory(from: tail + (index - tailStart) * recordSize, byteCount: left * recordSize)
    }
  }
}
