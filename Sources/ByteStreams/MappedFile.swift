import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A read-only private mapping of a whole regular file, read through a `ByteView`, whose resident pages
/// can be released as a decoder moves on (they are read back from the file if touched again): the FIT
/// reader's input, so memory does not grow with the file. Unmapped when the object goes; the view is
/// valid while the object lives.
public final class MappedFile {
  private let base: UnsafeMutableRawPointer
  private let size: Int

  /// Maps the file at `path`; nil when it cannot be opened or mapped, or is empty.
  public init?(path: String) {
    let fd = FileDescriptorIO.open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { FileDescriptorIO.close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_size > 0 else { return nil }
    let size = Int(info.st_size)
    guard let p = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), p != MAP_FAILED else { return nil }
    base = p
    self.size = size
  }

  /// The file's bytes (valid while this object lives).
  public var bytes: ByteView { ByteView(UnsafeRawBufferPointer(start: base, count: size)) }

  /// Drops the resident pages (the mapping stays valid).
  public func releasePages() { _ = madvise(base, size, MADV_DONTNEED) }

  deinit { munmap(base, size) }
}
