import ByteStreams
import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An input: a file, bytes in memory, or standard input. Read it in chunks (push) or whole.
///
/// Standard input and paths that are not regular files (a FIFO, `/dev/stdin`, a `<(…)` pipe) are
/// streams: opened once, never reopened; sniffing keeps the first bytes and the next read replays them,
/// so nothing is lost and a FIFO's writer is never waited for twice.
public final class InputSource {
  private enum Storage {
    case file(URL)
    case data(Data)
    case standardInput
    /// Bytes pulled on demand (a zip member, a decompressed stream): read once, like standard input.
    case pull(Pull)
  }

  /// Fills the start of a buffer with the next bytes and returns how many (0 only at the end).
  public typealias Pull = (MutableByteView) throws -> Int

  private let storage: Storage
  private var replay: [UInt8] = []
  private var stdinConsumed = false
  /// The descriptor of a stream input, opened on first use (0 for standard input).
  private var streamDescriptor: Int32?
  /// Whether the stream's descriptor is ours to close.
  private var ownsStreamDescriptor = false
  /// Bytes copied to a temporary file because a format needed random access to a stream (nil: none).
  public private(set) var spooledBytes: Int64?
  /// The name used in messages: the path, or `-` for standard input.
  public let name: String
  /// Bytes delivered by `withChunks` so far.
  public private(set) var bytesRead: Int64 = 0
  /// Called after each chunk with the total bytes delivered so far (for progress reporting).
  public var onProgress: ((Int64) -> Void)?

  /// A file, shown in messages as its path or as `name`.
  public init(file url: URL, name: String? = nil) {
    storage = .file(url)
    self.name = name ?? url.path
  }

  /// Bytes in memory, with a display name.
  public init(data: Data, name: String) {
    storage = .data(data)
    self.name = name
  }

  /// Bytes pulled on demand by `read` (a zip member, a decompressed stream), shown in messages as `name`;
  /// `size`, when known, is the number of bytes it will give. Read once: peeked bytes are replayed.
  public init(pulling read: @escaping Pull, name: String, size: Int64? = nil) {
    storage = .pull(read)
    self.name = name
    knownSize = size
  }

  private var knownSize: Int64?
  /// An error met while peeking a pulled input, thrown after the peeked bytes are read.
  private var pendingError: (any Error)?

  /// Standard input (`-`).
  public static func standardInput() -> InputSource { InputSource(stdin: ()) }

  private init(stdin: Void) {
    storage = .standardInput
    name = "-"
  }

  deinit {
    if ownsStreamDescriptor, let fd = streamDescriptor { FileDescriptorIO.close(fd) }
  }

  /// The file's URL when the input is a regular file (that can be reopened, mapped and read again); nil
  /// for data and streams.
  public var fileURL: URL? {
    if case .file(let url) = storage, !isStream { return url }
    return nil
  }

  /// Whether the input is read as a stream: standard input, or a path that is not a regular file.
  public var isStream: Bool {
    switch storage {
    case .file(let url):
      let kind = FileDescriptorIO.kind(atPath: url.path)
      return kind != nil && kind != .regular && kind != .directory
    case .data: return false
    case .standardInput, .pull: return true
    }
  }

  /// The stream's descriptor, opened once.
  private func stream() throws -> Int32 {
    if let fd = streamDescriptor { return fd }
    guard case .file(let url) = storage else {
      streamDescriptor = 0
      return 0
    }
    let fd = FileDescriptorIO.open(url.path, O_RDONLY)
    guard fd >= 0 else { throw Self.failure("cannot open", -fd, name) }
    streamDescriptor = fd
    ownsStreamDescriptor = true
    return fd
  }

  /// The input's size in bytes when known (regular files and data).
  public var size: Int64? {
    switch storage {
    case .file(let url):
      if isStream { return nil }
      return FileDescriptorIO.status(atPath: url.path)?.size
    case .data(let data): return Int64(data.count)
    case .standardInput: return nil
    case .pull: return knownSize
    }
  }

  /// The first `count` bytes (fewer if the input is shorter), without consuming them.
  public func peekPrefix(_ count: Int = 4096) throws -> [UInt8] {
    switch storage {
    case .file(let url) where !isStream && streamDescriptor == nil:
      let handle = try openForReading(url)
      defer { handle.close() }
      return [UInt8](try handle.read(upToCount: count))
    case .data(let data):
      return [UInt8](data.prefix(count))
    case .file, .standardInput:
      let fd = try stream()
      let block = ChunkBlock(capacity: max(count - replay.count, 1))
      while replay.count < count && !stdinConsumed {
        let wanted = count - replay.count
        let n = block.fill { FileDescriptorIO.read(fd, into: $0.extracting(0..<wanted)) }
        if n < 0 { throw Self.failure("read failed", Int32(-n), name) }
        if n == 0 {
          stdinConsumed = true
          break
        }
        replay.append(block.view)
      }
      return Array(replay.prefix(count))
    case .pull(let pull):
      if replay.count < count && !stdinConsumed {
        let block = ChunkBlock(capacity: count - replay.count)
        while replay.count < count {
          let wanted = count - replay.count
          let n: Int
          do {
            n = try block.fill { try pull($0.extracting(0..<wanted)) }
          } catch {
            // Damage after the first bytes: they are still handed out; the error comes with the next read.
            pendingError = error
            stdinConsumed = true
            break
          }
          if n == 0 {
            stdinConsumed = true
            break
          }
          replay.append(block.view)
        }
      }
      return Array(replay.prefix(count))
    }
  }

  /// A sequential reader of the whole input (for decompressors that pull their input): replays peeked
  /// bytes first. Standard input and pulled inputs are consumed by it.
  public func makeSequentialReader() throws -> Pull {
    switch storage {
    case .data(let data):
      var offset = 0
      return { buffer in
        let n = min(buffer.count, data.count - offset)
        guard n > 0 else { return 0 }
        _ = ByteView.withBytes(of: data) { buffer.copy(from: $0.extracting(offset..<offset + n)) }
        offset += n
        return n
      }
    case .file(let url):
      let handle = try openForReading(url)
      let name = name
      return { buffer in
        let n = FileDescriptorIO.read(handle.fileDescriptor, into: buffer)
        if n < 0 { throw Self.failure("read failed", Int32(-n), name) }
        return n
      }
    case .standardInput, .pull:
      let source: Pull
      if case .pull(let pull) = storage {
        source = pull
      } else {
        let name = name
        source = { buffer in
          let n = FileDescriptorIO.read(0, into: buffer)
          if n < 0 { throw Self.failure("read failed", Int32(-n), name) }
          return n
        }
      }
      var head = replay
      replay = []
      var consumed = stdinConsumed
      var pending = pendingError
      pendingError = nil
      stdinConsumed = true
      return { buffer in
        if !head.isEmpty {
          let n = min(buffer.count, head.count)
          _ = ByteView.withBytes(of: head) { buffer.copy(from: $0.extracting(0..<n)) }
          head.removeFirst(n)
          return n
        }
        if let error = pending {
          pending = nil
          throw error
        }
        if consumed { return 0 }
        let n = try source(buffer)
        if n == 0 { consumed = true }
        return n
      }
    }
  }

  /// Streams the input in chunks of up to `chunkSize` bytes. Memory stays bounded by the chunk size.
  /// Each chunk is a view of a buffer the input owns and refills (nothing copied): valid during the call.
  public func withChunks(chunkSize: Int = 1 << 20, _ inner: (ByteView) throws -> Void) throws {
    try withoutActuallyEscaping(inner) { inner in
      try streamChunks(chunkSize: chunkSize) { chunk in
        try inner(chunk)
        self.bytesRead += Int64(chunk.count)
        self.onProgress?(self.bytesRead)
      }
    }
  }

  private func streamChunks(chunkSize: Int, _ body: (ByteView) throws -> Void) throws {
    switch storage {
    case .data(let data):
      try ByteView.withBytes(of: data) { bytes in
        var offset = 0
        while offset < bytes.count {
          let end = min(offset + chunkSize, bytes.count)
          try body(bytes.extracting(offset..<end))
          offset = end
        }
      }
    case .file(let url) where !isStream && streamDescriptor == nil:
      let fd = FileDescriptorIO.open(url.path, O_RDONLY)
      guard fd >= 0 else { throw Self.failure("cannot open", -fd, name) }
      defer { FileDescriptorIO.close(fd) }
      try Self.readLoop(fd: fd, chunkSize: chunkSize, name: name, body)
    case .file, .standardInput:
      let fd = try stream()
      if !replay.isEmpty {
        let head = replay
        replay = []
        try ByteView.withBytes(of: head) { try body($0) }
      }
      if !stdinConsumed {
        try Self.readLoop(fd: fd, chunkSize: chunkSize, name: name, body)
        stdinConsumed = true
      }
    case .pull(let pull):
      if !replay.isEmpty {
        let head = replay
        replay = []
        try ByteView.withBytes(of: head) { try body($0) }
      }
      if let error = pendingError {
        pendingError = nil
        throw error
      }
      if !stdinConsumed {
        stdinConsumed = true
        let block = ChunkBlock(capacity: chunkSize)
        while try block.fill(reading: pull) != 0 {
          try body(block.view)
        }
      }
    }
  }

  /// A located I/O error: `what: <the errno's message>` in `file`.
  static func failure(_ what: String, _ code: Int32, _ file: String) -> ConversionError {
    ConversionError(.io, "\(what): \(FileDescriptorIO.message(code))", at: SourceLocation(file: file))
  }

  private static func readLoop(
    fd: Int32, chunkSize: Int, name: String, _ body: (ByteView) throws -> Void
  ) throws {
    let block = ChunkBlock(capacity: chunkSize)
    while true {
      let n = block.fill { FileDescriptorIO.read(fd, into: $0) }
      if n < 0 { throw failure("read failed", Int32(-n), name) }
      if n == 0 { break }
      try body(block.view)
    }
  }

  /// The whole input in memory; refuses inputs larger than `limit` bytes.
  public func readAll(limit: Int = 1 << 31) throws -> Data {
    if case .data(let data) = storage {
      guard data.count <= limit else { throw Self.tooLarge(name, limit) }
      return data
    }
    var result = Data()
    if let size, size > limit { throw Self.tooLarge(name, limit) }
    try withChunks { chunk in
      guard result.count + chunk.count <= limit else { throw Self.tooLarge(name, limit) }
      result.append(chunk)
    }
    return result
  }

  /// A file holding this input: the file itself, or a copy of data or a stream (standard input, a FIFO)
  /// spooled once (for formats that need random access, such as zip archives; `spooledBytes` tells).
  ///
  /// The copy is readable by its owner only (0600). On Linux it is an unnamed file in `$TMPDIR` reached
  /// through `/proc/self/fd`: nothing is left behind however the process ends. Elsewhere it is a
  /// `mkstemp` file in the run's private directory (`TemporaryPaths`), removed by `cleanup`.
  public func materializedFile() throws -> (url: URL, cleanup: () -> Void) {
    if let url = fileURL { return (url, {}) }
    let unnamed = FileManager.default.temporaryDirectory
    let directory =
      AtomicFileOutput.writesUnnamedFiles(in: unnamed) ? unnamed : try TemporaryPaths.privateDirectory()
    let sink: BufferedFileSink
    let url: URL
    let remove: Bool
    if let fd = FileDescriptorIO.openUnnamed(inDirectory: directory.path, mode: 0o600) {
      sink = BufferedFileSink(owning: fd, name: name)
      url = URL(fileURLWithPath: "/proc/self/fd/\(fd)")
      remove = false
    } else {
      let made = FileDescriptorIO.makeTemporaryFile(
        template: directory.appendingPathComponent("wkconv-spool-XXXXXX").path)
      guard case .success(let file) = made else {
        if case .failure(let error) = made {
          throw Self.failure("cannot create a temporary file", error.code, directory.path)
        }
        fatalError("unreachable")
      }
      sink = BufferedFileSink(owning: file.fd, name: name)
      url = URL(fileURLWithPath: file.path)
      remove = true
    }
    do {
      try withChunks { try sink.write($0) }
      try sink.flush()
    } catch {
      if remove { FileDescriptorIO.remove(url.path) }
      throw error
    }
    spooledBytes = sink.bytesWritten
    // The sink keeps the descriptor (and so the unnamed file) open until `cleanup` releases it.
    nonisolated(unsafe) var held: BufferedFileSink? = sink
    return (
      url,
      {
        if remove { FileDescriptorIO.remove(url.path) }
        _ = held.take()
      }
    )
  }

  private static func tooLarge(_ name: String, _ limit: Int) -> ConversionError {
    ConversionError(.limitExceeded, "input is larger than \(limit) bytes", at: SourceLocation(file: name))
  }

  /// Opens the file (the error names the errno: "Too many open files" under `ulimit -n`, not
  /// Foundation's generic "operation could not be completed").
  private func openForReading(_ url: URL) throws -> ReadableFile {
    let fd = FileDescriptorIO.open(url.path, O_RDONLY)
    guard fd >= 0 else { throw Self.failure("cannot open", -fd, name) }
    return ReadableFile(owning: fd, path: url.path)
  }
}

/// Where a writer's bytes go (the bytes layer's sink: `write`, and `flush` with nothing to do by default).
public typealias ByteSink = ByteStreams.ByteSink

/// Collects bytes in memory.
public typealias DataSink = ByteStreams.DataSink

/// A file read from its start in chunks (the bytes layer's; closed when released).
public typealias ReadableFile = ByteStreams.ReadableFile

/// A buffered writer to a file descriptor (a new file, or standard output).
///
/// Files (and the devices and FIFOs an output names) are written by a thread of their own
/// (`BufferedDescriptorWriter`, threaded): the kernel's copy of one full buffer overlaps the conversion
/// filling the next, with a few buffers in flight at most. A write error met by that thread is thrown,
/// located, by the next `write` that hands over a buffer, by `flush` or by `close`, and by every call
/// after it. Standard output is written synchronously (see `init(standardOutputWithCapacity:)`).
public final class BufferedFileSink: ByteSink {
  private let writer: BufferedDescriptorWriter
  private var ownsDescriptor: Bool
  private let name: String
  /// Bytes written so far (including buffered ones).
  public private(set) var bytesWritten: Int64 = 0

  /// Creates (or truncates) a file and writes to it (to be finished by `close()`, which syncs it).
  public init(creating url: URL, capacity: Int = 1 << 18) throws {
    let fd = FileDescriptorIO.open(url.path, O_WRONLY | O_CREAT | O_TRUNC, mode: 0o644)
    guard fd >= 0 else { throw InputSource.failure("cannot create", -fd, url.path) }
    writer = BufferedDescriptorWriter(
      descriptor: fd, capacity: capacity, threaded: true, writeback: Self.writebackInterval)
    ownsDescriptor = true
    name = url.path
  }

  /// Writes to an open descriptor, which the sink closes when released. With `synced` (a file that
  /// `close()` will sync: an atomic output's), its disk writes start as it is written (see
  /// `writebackInterval`); a spool that is never synced leaves them to the kernel.
  init(owning fd: Int32, name: String, capacity: Int = 1 << 18, synced: Bool = false) {
    writer = BufferedDescriptorWriter(
      descriptor: fd, capacity: capacity, threaded: true, writeback: synced ? Self.writebackInterval : nil)
    ownsDescriptor = true
    self.name = name
  }

  /// The descriptor written to.
  var descriptor: Int32 { writer.descriptor }

  /// How many bytes the writer thread of a file to be synced writes before it starts their disk writes:
  /// `close()`'s `fsync` then waits for the last few MiB only (on the 148 MB CSV of a 24 h FIT, an
  /// `fsync` of 48 ms became 4–15 ms, the write loop no slower).
  static let writebackInterval = 8 << 20

  /// The capacity asked of a pipe on standard output (1 MiB, what an unprivileged process may ask on Linux).
  static let pipeCapacity: Int32 = 1 << 20

  /// Writes to standard output, synchronously: its reader is usually a pipe, which already overlaps
  /// with the conversion. A pipe is widened to `pipeCapacity` and written in blocks that large: with the
  /// default 64 KiB pipe, every 64 KiB write waits for the reader to wake and drain it (the 148 MB CSV of
  /// a 24 h FIT through a pipe: see Benchmarks/analytics).
  public init(standardOutputWithCapacity capacity: Int = 1 << 16) {
    var capacity = capacity
    if FileDescriptorIO.kind(of: 1) == .fifo,
      let widened = FileDescriptorIO.widenPipe(1, to: Self.pipeCapacity)
    {
      capacity = max(capacity, widened)
    }
    writer = BufferedDescriptorWriter(descriptor: 1, capacity: capacity, threaded: false)
    ownsDescriptor = false
    name = "-"
  }

  deinit {
    // The writer's thread (if any) is stopped and joined first: it must not write to a closed descriptor.
    writer.cancel()
    if ownsDescriptor { FileDescriptorIO.close(writer.descriptor) }
  }

  /// Closes an owned descriptor now (after `close()`); the sink must not be written to again.
  func releaseDescriptor() {
    writer.cancel()
    if ownsDescriptor { FileDescriptorIO.close(writer.descriptor) }
    ownsDescriptor = false
  }

  /// Whether a writer thread is running now (for tests).
  var hasWriterThread: Bool { writer.hasThread }

  public func write(_ bytes: ByteView) throws {
    bytesWritten += Int64(bytes.count)
    if let failure = writer.write(bytes) { throw writeFailure(failure) }
  }

  /// Writes buffered bytes to the descriptor (everything written so far is in the file or pipe when it
  /// returns; the writer thread, if any, has ended).
  public func flush() throws {
    if let failure = writer.flush() { throw writeFailure(failure) }
  }

  /// The located error of a failed write; a closed standard output says so.
  private func writeFailure(_ code: Int32) -> ConversionError {
    var error = InputSource.failure("write failed", code, name)
    if !ownsDescriptor && writer.descriptor == 1 && code == EBADF { error.hint = "standard output is closed" }
    return error
  }

  /// Flushes and syncs; the file stays open until the sink is released.
  public func close() throws {
    try flush()
    if ownsDescriptor, let failure = FileDescriptorIO.sync(writer.descriptor) {
      throw InputSource.failure("sync failed", failure, name)
    }
  }
}

/// A file's identity (device and inode, symbolic links followed): two paths, or a path and an open
/// descriptor, that have the same identity are the same file, whatever their names (hard links,
/// symbolic links, `/dev/stdout`, `/proc/self/fd/N`).
public struct FileIdentity: Hashable, Sendable {
  /// The device holding the file.
  public let device: UInt64
  /// The file's inode on that device.
  public let inode: UInt64

  /// The identity of the file at `path` (symbolic links followed), nil when there is none.
  public init?(path: String) {
    guard let identity = FileDescriptorIO.identity(atPath: path) else { return nil }
    (device, inode) = identity
  }

  /// The identity of the file open as `descriptor`, nil when the descriptor is not open.
  public init?(descriptor: Int32) {
    guard let identity = FileDescriptorIO.identity(of: descriptor) else { return nil }
    (device, inode) = identity
  }

  /// Whether two paths name the same file: the same identity when both exist, else the same canonical
  /// path (the parent directory's symbolic links resolved), so a file not written yet is recognised too.
  public static func sameFile(_ a: URL, _ b: URL) -> Bool {
    if let x = FileIdentity(path: a.path), let y = FileIdentity(path: b.path) { return x == y }
    return canonicalPath(a) == canonicalPath(b)
  }

  /// The path with symbolic links resolved as far as the file system has them.
  public static func canonicalPath(_ url: URL) -> String {
    let standard = url.standardizedFileURL
    if let resolved = realPath(standard.path) { return resolved }
    let parent = standard.deletingLastPathComponent()
    return (realPath(parent.path) ?? parent.path) + "/" + standard.lastPathComponent
  }

  static func realPath(_ path: String) -> String? { FileDescriptorIO.resolvedPath(path) }
}

/// An output file written atomically: nothing appears under the target's name until `commit()`, which puts
/// the complete, synced file there in one step; `abort()` (or releasing the object without committing)
/// leaves the target as it was.
///
/// On Linux the bytes go to an unnamed file (`O_TMPFILE`) in the target's directory, linked into place on
/// commit: even a killed process leaves nothing behind. Where the file system or kernel cannot make unnamed
/// files (or `/proc` is missing), a hidden `.NAME.wkconv-PID-XXXXXXXX.tmp` beside the target is used and
/// renamed over it; only a SIGKILL can leave that one behind.
///
/// A symbolic link is replaced (with `overwrite`), like any other file at the target's name: the rename
/// puts the new file where the link was, and the file the link pointed to is never written. A link to a
/// device or FIFO (`/dev/stdout`) is that device: written into. A target that is not a regular file is
/// never renamed over: character devices (`/dev/null`, a terminal) and FIFOs are written into as they are
/// (not atomic: nothing can be taken back from a pipe), sockets and block devices are refused.
public final class AtomicFileOutput {
  /// The final path, as given.
  public let url: URL
  /// The hidden temporary file being written, or nil when the file has no name until `commit()`.
  public let temporaryURL: URL?
  /// The sink to write to.
  public let sink: BufferedFileSink
  /// Whether the target is a device or FIFO written into directly (no temporary file, no rename).
  public let writesThrough: Bool
  /// The path the file is put at.
  private var target: URL { url }
  private let overwrite: Bool
  /// Whether `commit` only stages the file, for `OutputCommits.release` to put in place (see there).
  private var held: Bool
  /// Whether `commit` leaves the sync to the owner of the folder (`syncedByOwner`).
  private let syncedByOwner: Bool
  private var done = false
  /// The complete file under a hidden name, waiting for `commitStaged` (see `stage`).
  private var stagedURL: URL?

  /// Starts an atomic output. Refuses an existing target unless `overwrite` (devices and FIFOs excepted:
  /// they are written into, nothing is replaced), and never a file in `protectedPaths` (the inputs) or
  /// `reservedPaths` (the run's other outputs: its report, its map), compared by device and inode when
  /// they exist (hard and symbolic links included), else by canonical path.
  /// `holdable: false` for a file inside a staging folder whose own placing waits for the hold instead
  /// (`OutputCommits.afterHold`). `syncedByOwner`: a file in a staging folder whose owner makes the whole
  /// folder durable before it is put in place (`FileDescriptorIO.syncFileSystem`): `commit` starts the
  /// file's disk writes and does not wait for them (an `fsync` per file waits for each file's writes:
  /// 6 ms a page, most of a 10,000-page HTML site's time).
  public init(
    url: URL, overwrite: Bool, protectedPaths: [URL] = [], reservedPaths: [URL] = [], holdable: Bool = true,
    syncedByOwner: Bool = false
  ) throws {
    for input in protectedPaths where FileIdentity.sameFile(input, url) {
      throw ConversionError(
        .outputExists, "refusing to overwrite an input file", at: SourceLocation(file: url.path),
        hint: "choose another output path")
    }
    for other in reservedPaths where FileIdentity.sameFile(other, url) {
      throw ConversionError(
        .outputExists, "refusing to write over another output of this run (its report or map)",
        at: SourceLocation(file: url.path), hint: "choose another output path")
    }
    self.url = url
    self.overwrite = overwrite
    self.syncedByOwner = syncedByOwner
    held = holdable && OutputCommits.isHolding
    if let kind = FileDescriptorIO.kind(atPath: url.path), kind != .regular {
      switch kind {
      case .characterDevice, .fifo:
        // Written into, like a shell redirection (a FIFO waits here for its reader).
        let fd = FileDescriptorIO.open(url.path, O_WRONLY | O_NOCTTY)
        guard fd >= 0 else { throw InputSource.failure("cannot open", -fd, url.path) }
        writesThrough = true
        temporaryURL = nil
        sink = BufferedFileSink(owning: fd, name: url.path)
        return
      case .directory:
        throw ConversionError(.io, "is a directory", at: SourceLocation(file: url.path), hint: "name a file")
      default:
        throw ConversionError(
          .io, "refusing to write to a socket or block device", at: SourceLocation(file: url.path),
          hint: "name a file")
      }
    }
    writesThrough = false
    if !overwrite, FileDescriptorIO.exists(atPath: url.path) {
      throw Self.exists(url)
    }
    let directory = url.deletingLastPathComponent()
    if let fd = FileDescriptorIO.openUnnamed(inDirectory: directory.path) {
      temporaryURL = nil
      sink = BufferedFileSink(owning: fd, name: url.path, synced: true)
    } else {
      let hidden = Self.hiddenName(for: url)
      temporaryURL = hidden
      sink = try BufferedFileSink(creating: hidden)
      TemporaryPaths.register(hidden)  // removed also when the run is interrupted
    }
  }

  /// Flushes, syncs and puts the file in place under the target's name (when commits are held, stages it
  /// for `OutputCommits.release`).
  public func commit() throws {
    guard !done else { return }
    if held && !writesThrough {
      try stage()
      return OutputCommits.enqueue([self])
    }
    done = true
    if writesThrough { return try sink.flush() }
    do {
      if syncedByOwner {
        try sink.flush()
        FileDescriptorIO.startWriteback(sink.descriptor)
      } else {
        try sink.close()
      }
      if let temporaryURL {
        if let failure = FileDescriptorIO.rename(temporaryURL.path, to: target.path) {
          throw InputSource.failure("cannot rename into place", failure, url.path)
        }
        TemporaryPaths.unregister(temporaryURL)
      } else {
        try linkIntoPlace()
      }
    } catch {
      if let temporaryURL { FileDescriptorIO.remove(temporaryURL.path) }
      throw error
    }
  }

  /// Removes the temporary file; the target is untouched.
  public func abort() {
    if let stagedURL {
      FileDescriptorIO.remove(stagedURL.path)
      TemporaryPaths.unregister(stagedURL)
      self.stagedURL = nil
    }
    guard !done else { return }
    done = true
    if let temporaryURL {
      FileDescriptorIO.remove(temporaryURL.path)
      TemporaryPaths.unregister(temporaryURL)
    }
  }

  /// Finishes the file without putting it in place: synced, under a hidden name beside the target, its
  /// descriptor closed (so thousands can wait). `commitAll` puts a group in place together; `abort`
  /// removes it. A device or FIFO is written into at once.
  public func stage() throws {
    guard !done else { return }
    if writesThrough { return try commit() }
    done = true
    do {
      try sink.close()
      if let temporaryURL {
        stagedURL = temporaryURL
      } else {
        let staging = Self.hiddenName(for: target)
        if let failure = FileDescriptorIO.link(sink.descriptor, to: staging.path) {
          throw InputSource.failure("cannot link into place", failure, url.path)
        }
        stagedURL = staging
        TemporaryPaths.register(staging)  // removed also when the run is interrupted
      }
      sink.releaseDescriptor()
    } catch {
      if let temporaryURL { FileDescriptorIO.remove(temporaryURL.path) }
      throw error
    }
  }

  /// Puts staged outputs in place together: every target is checked first (an existing one without
  /// `overwrite` fails the group before any is replaced), then each is renamed into place.
  public static func commitAll(_ outputs: [AtomicFileOutput]) throws {
    for output in outputs
    where !output.overwrite && output.stagedURL != nil && FileDescriptorIO.exists(atPath: output.url.path) {
      throw exists(output.url)
    }
    let held = outputs.filter(\.held)
    if !held.isEmpty { OutputCommits.enqueue(held) }
    for output in outputs where !output.held {
      guard let staged = output.stagedURL else { continue }
      if let failure = FileDescriptorIO.rename(staged.path, to: output.target.path) {
        throw InputSource.failure("cannot rename into place", failure, output.url.path)
      }
      TemporaryPaths.unregister(staged)
      output.stagedURL = nil
    }
  }

  deinit { abort() }

  // MARK: - Unnamed files

  private static func exists(_ url: URL) -> ConversionError {
    ConversionError(
      .outputExists, "output exists", at: SourceLocation(file: url.path), hint: "use --force to overwrite")
  }

  private static func hiddenName(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).wkconv-\(FileDescriptorIO.processID)-\(UUID().uuidString.prefix(8)).tmp")
  }

  /// Whether outputs in `directory` are written as unnamed files (nothing visible until commit) rather
  /// than hidden temporary ones: depends on the kernel, the file system and `/proc`.
  public static func writesUnnamedFiles(in directory: URL) -> Bool {
    guard let fd = FileDescriptorIO.openUnnamed(inDirectory: directory.path) else { return false }
    FileDescriptorIO.close(fd)
    return true
  }

  /// Gives the unnamed file the target's name: a direct link when the name is free (a target created since
  /// `init` is then refused unless `overwrite`), else a link under a hidden name renamed over the target.
  private func linkIntoPlace() throws {
    guard let code = FileDescriptorIO.link(sink.descriptor, to: target.path) else { return }
    guard code == EEXIST else { throw InputSource.failure("cannot link into place", code, url.path) }
    guard overwrite else { throw Self.exists(url) }
    let staging = Self.hiddenName(for: target)
    if let failure = FileDescriptorIO.link(sink.descriptor, to: staging.path) {
      throw InputSource.failure("cannot link into place", failure, url.path)
    }
    if let failure = FileDescriptorIO.rename(staging.path, to: target.path) {
      FileDescriptorIO.remove(staging.path)
      throw InputSource.failure("cannot rename into place", failure, url.path)
    }
  }
}

/// Holds the commits of a run's main outputs until its side outputs (the report, the UUID map) are
/// written: after `hold()`, every `AtomicFileOutput` started is staged by `commit` (complete, synced,
/// under a hidden name) instead of put in place, and `release()` puts them all in place once the side
/// outputs, reserved before the hold, are committed. When a side output cannot be written (a full disk),
/// `discard()` removes them: no main output is committed without its report or map.
public enum OutputCommits {
  private static let lock = ThreadLock()
  nonisolated(unsafe) private static var holding = false
  nonisolated(unsafe) private static var pending: [AtomicFileOutput] = []
  /// Placings of staged directory outputs waiting for `release`: (put in place, remove).
  nonisolated(unsafe) private static var actions: [(commit: () throws -> Void, abort: () -> Void)] = []

  /// Holds the commits of the outputs started from now on.
  public static func hold() {
    lock.lock()
    holding = true
    lock.unlock()
  }

  static var isHolding: Bool {
    lock.lock()
    defer { lock.unlock() }
    return holding
  }

  /// Outputs staged, waiting for `release`.
  static func enqueue(_ outputs: [AtomicFileOutput]) {
    lock.lock()
    defer { lock.unlock() }
    pending.append(contentsOf: outputs)
  }

  /// Runs `commit` now, or (while commits are held) when `release` puts the held outputs in place;
  /// `abort` runs instead when they are discarded. For an output staged as a whole (a directory's
  /// staging folder): its files are not held one by one, its placing is.
  public static func afterHold(commit: @escaping () throws -> Void, abort: @escaping () -> Void) throws {
    lock.lock()
    if holding {
      actions.append((commit, abort))
      lock.unlock()
      return
    }
    lock.unlock()
    try commit()
  }

  /// Puts every held output in place (checked first, as `AtomicFileOutput.commitAll` does) and stops
  /// holding; on a failure the ones not yet in place are removed.
  public static func release() throws {
    let (outputs, placings) = takeAll()
    for output in outputs { output.releaseHold() }
    do {
      try AtomicFileOutput.commitAll(outputs)
    } catch {
      for output in outputs { output.abort() }
      for placing in placings { placing.abort() }
      throw error
    }
    for (i, placing) in placings.enumerated() {
      do { try placing.commit() } catch {
        for later in placings[(i + 1)...] { later.abort() }
        throw error
      }
    }
  }

  /// Removes every held output (a side output failed) and stops holding.
  public static func discard() {
    let (outputs, placings) = takeAll()
    for output in outputs { output.abort() }
    for placing in placings { placing.abort() }
  }

  /// Everything held, taken out, and the hold ended.
  private static func takeAll() -> ([AtomicFileOutput], [(commit: () throws -> Void, abort: () -> Void)]) {
    lock.lock()
    defer { lock.unlock() }
    let taken = (pending, actions)
    pending = []
    actions = []
    holding = false
    return taken
  }
}

extension AtomicFileOutput {
  /// Commits without waiting from now on.
  fileprivate func releaseHold() { held = false }
}
