import ByteStreams
import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#endif

/// Where a run keeps its temporary files, and what removes them however the run ends.
///
/// Temporary files (the analytics table's SQLite database, the health writer's spool, spooled inputs
/// where unnamed files are not available) live in one private directory per process,
/// `$TMPDIR/wkconv-PID-XXXXXX`, made on first use with mode 0700 (files in it 0600): nobody else can
/// read them. The directory is removed when the process exits, by the signal handler on SIGINT, SIGTERM,
/// SIGHUP and SIGPIPE (`SignalCleanup`, installed by the command line), and, when a SIGKILL or a crash
/// left it behind, by the next run: `sweepStale()` removes the directories of processes that no longer
/// exist. Point spools are unnamed files (`tmpfile`): nothing of them outlives the process.
///
/// Staged outputs beside their targets (`.NAME.wkconv-PID-….tmp`) are registered here too: `removeAll`
/// removes them, and their directories are given to `SignalCleanup`, which removes this process's
/// staged files from them on a signal.
public enum TemporaryPaths {
  private static let lock = ThreadLock()
  nonisolated(unsafe) private static var paths: Set<String> = []
  nonisolated(unsafe) private static var directory: URL?
  nonisolated(unsafe) private static var counter = 0

  /// Registers a path to remove if the run is interrupted.
  public static func register(_ url: URL) {
    lock.lock()
    paths.insert(url.path)
    lock.unlock()
    SignalCleanup.addOutputDirectory(url.deletingLastPathComponent().path)
  }

  /// Forgets a path (removed, or put in place, by its owner).
  public static func unregister(_ url: URL) {
    lock.lock()
    defer { lock.unlock() }
    paths.remove(url.path)
  }

  /// The registered paths.
  public static var registered: [String] {
    lock.lock()
    defer { lock.unlock() }
    return Array(paths)
  }

  /// Removes every registered path (folders with their content) and the private directory.
  public static func removeAll() {
    lock.lock()
    let all = paths
    paths = []
    let own = directory
    directory = nil
    lock.unlock()
    for path in all { try? FileManager.default.removeItem(atPath: path) }
    if let own { try? FileManager.default.removeItem(at: own) }
  }

  /// The prefix of private directories' names.
  static let prefix = "wkconv-"

  /// This process's private temporary directory (mode 0700), made on first use.
  public static func privateDirectory() throws -> URL {
    lock.lock()
    defer { lock.unlock() }
    if let directory { return directory }
    let parent = FileManager.default.temporaryDirectory
    var template = Array(parent.appendingPathComponent("\(prefix)\(getpid())-XXXXXX").path.utf8CString)
    guard let made = mkdtemp(&template) else {
      throw ConversionError(
        .io, "cannot create a private temporary directory: \(String(cString: strerror(errno)))",
        at: SourceLocation(file: parent.path), hint: "set TMPDIR to a writable directory")
    }
    let url = URL(fileURLWithPath: String(cString: made))
    SignalCleanup.setPrivateDirectory(url.path)
    directory = url
    atexit { TemporaryPaths.removeAll() }
    return url
  }

  /// The next unused name `N-label` in the private directory.
  private static func nextPrivateURL(_ label: String) throws -> URL {
    let parent = try privateDirectory()
    lock.lock()
    defer { lock.unlock() }
    counter += 1
    return parent.appendingPathComponent("\(counter)-\(label)")
  }

  /// A new empty file in the private directory, readable and writable by the owner only (0600), named
  /// `N-label`; its owner removes it (the directory goes at exit in any case).
  public static func privateFile(_ label: String) throws -> URL {
    let url = try nextPrivateURL(label)
    let fd = FileDescriptorIO.open(url.path, O_WRONLY | O_CREAT | O_EXCL, mode: 0o600)
    guard fd >= 0 else { throw InputSource.failure("cannot create a temporary file", -fd, url.path) }
    FileDescriptorIO.close(fd)
    return url
  }

  /// A new folder in the private directory (mode 0700), named `N-label`.
  public static func privateFolder(_ label: String) throws -> URL {
    let url = try nextPrivateURL(label)
    try FileManager.default.createDirectory(
      at: url, withIntermediateDirectories: false,
      attributes: [
        .posixPermissions: 0o700
      ])
    return url
  }

  /// Removes the private directories of processes that are gone (a SIGKILL, a crash, a power cut):
  /// `$TMPDIR/wkconv-PID-XXXXXX` directories (not links) owned by this user whose process no longer
  /// exists. Returns how many were removed.
  @discardableResult
  public static func sweepStale(in parent: URL = FileManager.default.temporaryDirectory) -> Int {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return 0 }
    var removed = 0
    for name in names where name.hasPrefix(prefix) {
      let parts = name.dropFirst(prefix.count).split(separator: "-")
      guard parts.count == 2, parts[1].count == 6, let pid = Int32(parts[0]), pid > 0, pid != getpid()
      else { continue }
      let path = parent.appendingPathComponent(name).path
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else {
        continue
      }
      // Alive (or someone else's: EPERM) means in use.
      guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
      if (try? FileManager.default.removeItem(atPath: path)) != nil { removed += 1 }
    }
    return removed
  }
}

/// The command line's signal handling, through the bytes layer's async-signal-safe `SignalCleanup`.
extension TemporaryPaths {
  /// Makes the memory the handlers use (before installing them).
  public static func prepareSignalHandling() { SignalCleanup.prepare() }

  /// Installs `handler` for `sig` unless the parent left it ignored (see `SignalCleanup.install`).
  public static func handle(_ sig: Int32, with handler: @convention(c) (Int32) -> Void) {
    SignalCleanup.install(sig, handler: handler)
  }

  /// Installs a crash handler (see `SignalCleanup.installCrashHandler`).
  public static func handleCrashes(
    _ signals: [Int32], line: String, with handler: @convention(c) (Int32) -> Void
  ) {
    SignalCleanup.installCrashHandler(signals, line: line, handler: handler)
  }

  /// Unblocks `signals` (a parent may have blocked them: the mask is inherited).
  public static func unblock(_ signals: [Int32]) { ProcessSignals.unblock(signals) }

  /// From a signal handler: removes the private directory and the staged outputs, then dies of `sig`.
  /// Async-signal-safe.
  public static func removeAndDie(of sig: Int32) -> Never {
    SignalCleanup.run()
    SignalCleanup.reraise(sig)
  }

  /// From a crash handler: removes what `removeAndDie` removes, writes the crash line, exits with 1.
  public static func removeAndFail() -> Never { SignalCleanup.failAfterCrash() }
}
