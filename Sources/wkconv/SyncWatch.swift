import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel
import WorkoutStore

#if canImport(Glibc)
  import Glibc
#endif

/// Set by SIGINT/SIGTERM while watching: the loop finishes the sync under way, then returns.
nonisolated(unsafe) private var stopRequested: Int32 = 0

private func requestStop(_ sig: Int32) { stopRequested = 1 }

/// `sync --watch`: inotify wakes the loop when something in the folders is written, closed, created or
/// moved in; a file is synced once its size and modification time have stayed the same for `settle`
/// seconds (a file still being copied is not read half-way), one file at a time; a file is synced again
/// only when its size or time changes (and then the sync itself writes only what changed).
struct SyncWatch {
  let folders: [String]
  let syncer: StoreSyncer
  let settle: Double

  /// A file's size and modification time in nanoseconds.
  struct Stamp: Equatable {
    var size: Int64
    var modified: Int64
  }

  func run() throws {
    for folder in folders where !FileManager.default.fileExists(atPath: folder) {
      throw ConversionError(.io, "no such folder", at: SourceLocation(file: folder))
    }
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { throw ConversionError(.io, "inotify_init1 failed (errno \(errno))") }
    defer { close(fd) }
    let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY | IN_ATTRIB)
    for folder in folders where inotify_add_watch(fd, folder, events) < 0 {
      throw ConversionError(.io, "cannot watch the folder (errno \(errno))", at: SourceLocation(file: folder))
    }
    // The watch ends on a signal after the sync under way: no handler removes anything mid-transaction.
    stopRequested = 0
    for sig in [SIGINT, SIGTERM] { TemporaryPaths.handle(sig, with: requestStop) }
    printError("sync: watching \(folders.joined(separator: ", ")) (SIGINT or SIGTERM stops)")
    var synced: [String: Stamp] = [:]
    var seen: [String: (stamp: Stamp, since: Double)] = [:]
    var scan = true
    var buffer = [UInt8](repeating: 0, count: 1 << 14)
    while stopRequested == 0 {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, seen.isEmpty ? 1000 : 100)
      if ready > 0 {
        while read(fd, &buffer, buffer.count) > 0 {}
        scan = true
      }
      guard scan || !seen.isEmpty else { continue }
      scan = false
      let now = Self.monotonic()
      var missing = 0
      for file in folders.flatMap({ syncer.files(in: $0, missing: &missing) }) {
        guard stopRequested == 0, let stamp = Self.stamp(file), synced[file] != stamp else { continue }
        guard let pending = seen[file], pending.stamp == stamp else {
          seen[file] = (stamp, now)
          continue
        }
        guard now - pending.since >= settle else { continue }
        seen[file] = nil
        do {
          try syncer.sync(file)
        } catch let error as ConversionError {
          printError(error, exitStatus: .failure, input: file)
        }
        synced[file] = stamp
      }
    }
    printError("sync: stopped")
  }

  /// A regular file's stamp; for a folder (an unpacked export, one input) the total size of its files and
  /// the newest time among them and its folders, so it settles as a whole.
  static func stamp(_ path: String) -> Stamp? {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    func nanoseconds(_ st: stat) -> Int64 {
      Int64(st.st_mtim.tv_sec) * 1_000_000_000 + Int64(st.st_mtim.tv_nsec)
    }
    switch st.st_mode & S_IFMT {
    case S_IFREG:
      return Stamp(size: Int64(st.st_size), modified: nanoseconds(st))
    case S_IFDIR:
      var total = Stamp(size: 0, modified: nanoseconds(st))
      for (relative, _) in FileDescriptorIO.walk(path) ?? [] {
        var entry = stat()
        guard stat(path + "/" + relative, &entry) == 0 else { continue }
        if (entry.st_mode & S_IFMT) == S_IFREG { total.size += Int64(entry.st_size) }
        total.modified = max(total.modified, nanoseconds(entry))
      }
      return total
    default:
      return nil
    }
  }

  static func monotonic() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
