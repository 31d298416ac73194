#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The calls a directory output needs to replace a whole directory at once: an atomic exchange of two
// paths (Linux's `renameat2` with `RENAME_EXCHANGE`) and a mark on a directory (an extended attribute)
// that says which program made it. Glibc's Swift module exports neither, so both are reached through
// `dlsym`; where a call is missing or the file system refuses it, the caller gets an `errno` and
// chooses another way.

extension FileDescriptorIO {
  /// Swaps what `first` and `second` name, atomically (both must exist): nil, or the `errno` (`ENOSYS`
  /// where the call does not exist, `EINVAL` where the file system cannot exchange).
  public static func exchange(_ first: String, _ second: String) -> Int32? {
    #if os(Linux)
      guard let call = DirectoryCalls.renameat2 else { return ENOSYS }
      // AT_FDCWD is -100 on Linux; RENAME_EXCHANGE is 2.
      return call(-100, first, -100, second, 2) == 0 ? nil : errno
    #else
      return ENOSYS
    #endif
  }

  /// Sets the extended attribute `name` of the file or directory at `path` to `value`: nil, or the
  /// `errno` (`ENOTSUP` on a file system without user attributes).
  public static func setAttribute(_ name: String, to value: String, atPath path: String) -> Int32? {
    #if os(Linux)
      guard let call = DirectoryCalls.setxattr else { return ENOSYS }
      let bytes = Array(value.utf8)
      let result = bytes.withUnsafeBytes { call(path, name, $0.baseAddress, $0.count, 0) }
      return result == 0 ? nil : errno
    #else
      return ENOSYS
    #endif
  }

  /// The extended attribute `name` of the file or directory at `path` (symbolic links followed), as
  /// text; nil when it is absent or cannot be read.
  public static func attribute(_ name: String, atPath path: String) -> String? {
    #if os(Linux)
      guard let call = DirectoryCalls.getxattr else { return nil }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = buffer.withUnsafeMutableBytes { call(path, name, $0.baseAddress, $0.count) }
      guard count >= 0 else { return nil }
      return String(decoding: buffer.prefix(count), as: UTF8.self)
    #else
      return nil
    #endif
  }
}

#if os(Linux)
  private enum DirectoryCalls {
    typealias RenameAt2 =
      @convention(c) (
        Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32
      ) -> Int32
    typealias SetAttribute =
      @convention(c) (
        UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32
      ) -> Int32
    typealias GetAttribute =
      @convention(c) (
        UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int
      ) -> Int

    static let renameat2: RenameAt2? = symbol("renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    static let setxattr: SetAttribute? = symbol("setxattr").map { unsafeBitCast($0, to: SetAttribute.self) }
    static let getxattr: GetAttribute? = symbol("getxattr").map { unsafeBitCast($0, to: GetAttribute.self) }

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
      guard let process = dlopen(nil, RTLD_NOW) else { return nil }
      return dlsym(process, name)
    }
  }
#endif
