import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The system calls the readers, sinks and outputs make, in one place (`FileDescriptorIO`): interrupted
// calls are retried here, and failures come back as `errno` values for each caller's own located error.

/// What is at a path (`FileDescriptorIO.kind(atPath:)`).
public enum FileKind: Sendable, Hashable {
  case regular, directory, characterDevice, blockDevice, fifo, other
}

/// What `stat` says of a file, symbolic links followed (`FileDescriptorIO.status(atPath:)`).
public struct FileStatus: Sendable, Hashable {
  /// The file's kind.
  public var kind: FileKind
  /// Its size in bytes.
  public var size: Int64
  /// Its modification time, in seconds since 1970.
  public var modified: Double
}

extension FileDescriptorIO {
  /// The message of an `errno` value (`strerror`).
  public static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Opens `path` with `flags` (`O_CLOEXEC` added): the descriptor, or `-errno`.
  public static func open(_ path: String, _ flags: Int32, mode: mode_t = 0o644) -> Int32 {
    while true {
      let fd = Glibc.open(path, flags | O_CLOEXEC, mode)
      if fd >= 0 { return fd }
      if errno != EINTR { return -errno }
    }
  }

  /// Reads up to `buffer.count` bytes: how many (0 at the end), or `-errno` (`EINTR` retried).
  public static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      let n = Glibc.read(fd, buffer.baseAddress, buffer.count)
      if n >= 0 { return n }
      if errno != EINTR { return -Int(errno) }
    }
  }

  /// Reads up to `buffer.count` bytes at `offset`: how many, or `-errno` (`EINTR` retried).
  public static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) -> Int {
    while true {
      let n = pread(fd, buffer.baseAddress, buffer.count, off_t(offset))
      if n >= 0 { return n }
      if errno != EINTR { return -Int(errno) }
    }
  }

  /// Reads up to `count` bytes (at most `buffer.count`) into the start of `buffer` at `offset`: how many, or
  /// `-errno` (`EINTR` retried).
  public static func read(
    _ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, upTo count: Int, at offset: Int64
  )
    -> Int
  {
    read(
      fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(max(count, 0), buffer.count)]),
      at: offset)
  }

  /// Reads up to `buffer.count` bytes: how many (0 at the end), or `-errno` (`EINTR` retried).
  public static func read(_ fd: Int32, into buffer: MutableByteView) -> Int {
    buffer.withUnsafeMutableBytes { read(fd, into: $0) }
  }

  /// Reads up to `count` bytes (at most `buffer.count`) into the start of `buffer` at `offset`: how many, or
  /// `-errno` (`EINTR` retried).
  public static func read(_ fd: Int32, into buffer: MutableByteView, upTo count: Int, at offset: Int64) -> Int
  {
    buffer.withUnsafeMutableBytes { read(fd, into: $0, upTo: count, at: offset) }
  }

  /// Fills `data` (all its `count` bytes) from `offset`: how many bytes were read (fewer at the end of the
  /// file), or `-errno` (`EINTR` retried).
  public static func read(_ fd: Int32, into data: inout Data, at offset: Int64) -> Int {
    let count = data.count
    return data.withUnsafeMutableBytes { buffer in
      var done = 0
      while done < count {
        let n = read(
          fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[done...]), at: offset + Int64(done))
        if n < 0 { return n }
        if n == 0 { break }
        done += n
      }
      return done
    }
  }

  /// Writes all of `bytes` to `fd` (as `writeAll(_:_:)` does for a buffer pointer).
  public static func writeAll(_ fd: Int32, _ bytes: ByteView) -> Int32? {
    bytes.withUnsafeBytes { writeAll(fd, $0) }
  }

  /// Writes all of `bytes` at `offset` (`pwrite`, short writes and `EINTR` retried): nil, or the `errno`
  /// (`EIO` when the system writes nothing).
  public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int64) -> Int32? {
    transferAll(count: bytes.count, at: offset) { done, position in
      pwrite(fd, bytes.baseAddress! + done, bytes.count - done, position)
    }
  }

  /// Fills `buffer` from `offset` (`pread`, short reads and `EINTR` retried): nil, or the `errno` (`EIO`
  /// when the file ends first).
  public static func readAll(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int64)
    -> Int32?
  {
    transferAll(count: buffer.count, at: offset) { done, position in
      pread(fd, buffer.baseAddress! + done, buffer.count - done, position)
    }
  }

  /// The one positional loop of `writeAll` and `readAll`: `call(done, offset + done)` until `count` bytes
  /// moved, `EINTR` retried, 0 bytes an `EIO`.
  private static func transferAll(count: Int, at offset: Int64, _ call: (Int, off_t) -> Int) -> Int32? {
    var done = 0
    while done < count {
      let n = call(done, off_t(offset + Int64(done)))
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return errno }
      if n == 0 { return EIO }
      done += n
    }
    return nil
  }

  /// A temporary file with no name (`tmpfile`: removed when closed, also when the process dies), open for
  /// reading and writing: its descriptor, or `-errno`.
  public static func anonymousTemporaryFile() -> Int32 {
    guard let file = tmpfile() else { return -errno }
    let fd = dup(fileno(file))
    let code = errno
    fclose(file)
    return fd >= 0 ? fd : -code
  }

  /// Closes a descriptor.
  public static func close(_ fd: Int32) { _ = Glibc.close(fd) }

  /// Makes what was written to `fd` durable: nil, or the `errno` (`EINVAL`, a descriptor that cannot be
  /// synced such as a pipe, is not a failure).
  public static func sync(_ fd: Int32) -> Int32? {
    fsync(fd) == 0 || errno == EINVAL ? nil : errno
  }

  /// Removes the file at `path` (nothing when there is none).
  public static func remove(_ path: String) { _ = unlink(path) }

  /// Starts writing `fd`'s dirty pages to the disk without waiting for them (Linux's `sync_file_range`
  /// with `SYNC_FILE_RANGE_WRITE`, over the whole file), so that a later `fsync` has little left to wait
  /// for. Failures are ignored (a pipe or a device has no pages to write); nothing where the call does
  /// not exist. Reached through `dlsym`: Glibc's Swift module does not export it.
  public static func startWriteback(_ fd: Int32) {
    #if os(Linux)
      if let call = syncFileRange { _ = call(fd, 0, 0, 2 /* SYNC_FILE_RANGE_WRITE */) }
    #endif
  }

  #if os(Linux)
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    private static let syncFileRange: SyncFileRange? = {
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "sync_file_range") else {
        return nil
      }
      return unsafeBitCast(symbol, to: SyncFileRange.self)
    }()
  #endif

  /// Whether `syncFileSystem` can make a folder's files durable in one call (Linux's `syncfs`).
  public static var canSyncFileSystem: Bool {
    #if os(Linux)
      return syncFS != nil
    #else
      return false
    #endif
  }

  /// Makes everything written to the file system holding `path` durable in one call (Linux's `syncfs`,
  /// reached through `dlsym` as `sync_file_range` is): nil, or the `errno` (`ENOSYS` where it does not
  /// exist). One call for a folder of thousands of files instead of an `fsync` each, whose every call
  /// waits for its own disk writes.
  public static func syncFileSystem(atPath path: String) -> Int32? {
    #if os(Linux)
      guard let call = syncFS else { return ENOSYS }
      let fd = open(path, O_RDONLY)
      guard fd >= 0 else { return -fd }
      defer { close(fd) }
      return call(fd) == 0 ? nil : errno
    #else
      return ENOSYS
    #endif
  }

  #if os(Linux)
    private static let syncFS: (@convention(c) (Int32) -> Int32)? = {
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "syncfs") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()
  #endif

  /// Renames `from` to `to` atomically: nil, or the `errno`.
  public static func rename(_ from: String, to: String) -> Int32? {
    Glibc.rename(from, to) == 0 ? nil : errno
  }

  /// A new file from a `mkstemp` template (`…XXXXXX`), readable and writable by the owner only: its
  /// descriptor and path, or the `errno`.
  public static func makeTemporaryFile(template: String) -> Result<
    (fd: Int32, path: String), TemporaryFileError
  > {
    var bytes = Array(template.utf8CString)
    let fd = bytes.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return .failure(TemporaryFileError(code: errno)) }
    return .success(
      (fd, String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
  }

  /// What is at `path` (symbolic links followed), nil when nothing is.
  public static func kind(atPath path: String) -> FileKind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return kind(info.st_mode)
  }

  /// The kind, size and modification time of the file at `path`, symbolic links followed (where
  /// Foundation's `attributesOfItem` describes the link itself: a linked archive's size would be that of
  /// its link), nil when there is none.
  public static func status(atPath path: String) -> FileStatus? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileStatus(
      kind: kind(info.st_mode), size: Int64(info.st_size),
      modified: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
  }

  /// The device and inode of the file at `path` (symbolic links followed), nil when there is none.
  public static func identity(atPath path: String) -> (device: UInt64, inode: UInt64)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  /// The device and inode of the file open as `fd`, nil when it is not open.
  public static func identity(of fd: Int32) -> (device: UInt64, inode: UInt64)? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino))
  }

  /// The kind of the file open as `fd`, nil when it is not open.
  public static func kind(of fd: Int32) -> FileKind? {
    var info = stat()
    guard fstat(fd, &info) == 0 else { return nil }
    return kind(info.st_mode)
  }

  /// Asks for the pipe open as `fd` to hold `bytes` (Linux `F_SETPIPE_SZ`; an unprivileged process may
  /// reach `/proc/sys/fs/pipe-max-size`, 1 MiB by default): its new capacity, nil when it stays as it was
  /// (not a pipe, not Linux, or refused).
  public static func widenPipe(_ fd: Int32, to bytes: Int32) -> Int? {
    #if os(Linux)
      let size = fcntl(fd, 1031 /* F_SETPIPE_SZ */, bytes)
      return size > 0 ? Int(size) : nil
    #else
      return nil
    #endif
  }

  /// `path` with every symbolic link resolved, nil when it does not exist.
  public static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether anything is at `path`, a symbolic link itself included (`lstat`).
  public static func exists(atPath path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// Whether `path` is a symbolic link (not followed).
  public static func isSymbolicLink(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// An unnamed, writable file in the directory at `path` (Linux `O_TMPFILE`, named later with
  /// `link(_:to:)`), nil where the kernel, the file system or a missing `/proc` do not allow it.
  public static func openUnnamed(inDirectory path: String, mode: mode_t = 0o644) -> Int32? {
    #if os(Linux)
      // Glibc does not export O_TMPFILE to Swift; it is __O_TMPFILE (0o20000000 on every Linux
      // architecture) together with O_DIRECTORY. Linking it later goes through /proc/self/fd.
      guard access("/proc/self/fd", X_OK) == 0 else { return nil }
      let fd = open(path, Int32(0o20000000) | O_DIRECTORY | O_WRONLY, mode: mode)
      return fd >= 0 ? fd : nil
    #else
      return nil
    #endif
  }

  /// Gives the file open as `fd` (an unnamed one) the name `path` (`linkat` through `/proc/self/fd`):
  /// nil, or the `errno` (`EEXIST` when the name is taken).
  public static func link(_ fd: Int32, to path: String) -> Int32? {
    linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 ? nil : errno
  }

  /// Whether `fd` is a terminal.
  public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// This process's id.
  public static var processID: Int32 { getpid() }

  /// Every entry below the folder at `path` as a path relative to it, with its own kind (`lstat`: a
  /// symbolic link is `.other` and is not descended into), parents before their contents; nil when the
  /// folder cannot be read. Unreadable subfolders are listed but not entered.
  public static func walk(_ path: String) -> [(path: String, kind: FileKind)]? {
    guard let top = directoryNames(path) else { return nil }
    var found: [(path: String, kind: FileKind)] = []
    var pending = top.map { ($0, $0) }.reversed() as [(String, String)]
    while let (relative, _) = pending.popLast() {
      let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
      var info = stat()
      let kind: FileKind = lstat(full, &info) == 0 ? self.kind(info.st_mode) : .other
      found.append((relative, kind))
      if kind == .directory, let names = directoryNames(full) {
        pending.append(contentsOf: names.map { (relative + "/" + $0, $0) }.reversed())
      }
    }
    return found
  }

  /// The names in the folder at `path` (`.` and `..` aside), sorted; nil when it cannot be read.
  private static func directoryNames(_ path: String) -> [String]? {
    guard let dir = opendir(path) else { return nil }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  private static func kind(_ mode: mode_t) -> FileKind {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFCHR: .characterDevice
    case S_IFBLK: .blockDevice
    case S_IFIFO: .fifo
    default: .other
    }
  }
}

/// `mkstemp` failed.
public struct TemporaryFileError: Error, Sendable {
  /// The `errno`.
  public let code: Int32
}
