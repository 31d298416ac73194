import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Fixed-size, zero-filled memory that is returned to the system when the object goes: 64 KiB and more
/// live in their own anonymous mapping (`mmap`), so memory made on one thread and dropped on another does
/// not leave malloc's per-thread arenas fragmented; smaller sizes are allocated. Doubles and bytes are
/// stored and loaded at byte offsets, bounds-checked.
public final class MappedMemory: @unchecked Sendable {
  @usableFromInline let base: UnsafeMutableRawPointer
  /// The size in bytes.
  public let byteCount: Int
  private let mapped: Bool

  /// `byteCount` bytes of zeros.
  public init(byteCount: Int) {
    precondition(byteCount >= 0, "negative size")
    let size = max(byteCount, 1)
    self.byteCount = byteCount
    if size >= 1 << 16,
      let p = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), p != MAP_FAILED
    {
      base = p
      mapped = true
    } else {
      base = .allocate(byteCount: size, alignment: 16)
      base.initializeMemory(as: UInt8.self, repeating: 0, count: size)
      mapped = false
    }
  }

  deinit {
    if mapped { munmap(base, max(byteCount, 1)) } else { base.deallocate() }
  }

  /// Stores `value` at byte `offset` (any alignment).
  @inlinable public func storeDouble(_ value: Double, at offset: Int) {
    precondition(offset >= 0 && offset <= byteCount - 8, "double outside the memory")
    base.storeBytes(of: value, toByteOffset: offset, as: Double.self)
  }

  /// The double at byte `offset` (any alignment).
  @inlinable public func loadDouble(at offset: Int) -> Double {
    precondition(offset >= 0 && offset <= byteCount - 8, "double outside the memory")
    return base.loadUnaligned(fromByteOffset: offset, as: Double.self)
  }

  /// The byte at `offset`.
  @inlinable public subscript(offset: Int) -> UInt8 {
    get {
      precondition(offset >= 0 && offset < byteCount, "byte outside the memory")
      return base.load(fromByteOffset: offset, as: UInt8.self)
    }
    set {
      precondition(offset >= 0 && offset < byteCount, "byte outside the memory")
      base.storeBytes(of: newValue, toByteOffset: offset, as: UInt8.self)
    }
  }
}
