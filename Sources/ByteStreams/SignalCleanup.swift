import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a fatal signal removes before the process dies, done inside the signal handler with
/// async-signal-safe calls only (`open`, `getdents64`, `unlinkat`, `close`; no allocation, no lock):
/// the run's private temporary directory with everything in it, and the hidden staged outputs
/// (`.NAME.wkconv-PID-….tmp`) in the directories outputs are written to.
///
/// Everything the handler reads is made before a signal can come: the buffers at `prepare()`, each
/// directory's C string when it is added (and never freed). Directories are added from ordinary code
/// (under a lock) and published to the handler by an atomic count.
public enum SignalCleanup {
  /// The most directories holding staged outputs the handler scans (a batch writes into one).
  static let capacity = 64
  /// Nesting the handler descends into below the private directory (the health spool is one level).
  static let depth = 4
  static let bufferSize = 8192

  private static let lock = ThreadLock()
  nonisolated(unsafe) private static var known: Set<String> = []
  private static let state = State()

  /// The fixed memory the handler works in.
  private final class State: Sendable {
    /// The private directory's path (0: none yet).
    let privateDirectory = Atomic<UInt>(0)
    /// How many of `directories` are set.
    let count = Atomic<Int>(0)
    nonisolated(unsafe) let directories: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    /// `.wkconv-PID-`: the mark of this process's staged outputs.
    nonisolated(unsafe) let mark: UnsafeMutablePointer<CChar>
    let markLength: Int
    /// One `getdents64` buffer per level.
    nonisolated(unsafe) let buffers: UnsafeMutableRawPointer
    /// `getdents64`, reached through `dlsym` (Glibc's Swift module does not export it); nil elsewhere.
    let getdents: GetDents?

    init() {
      directories = .allocate(capacity: SignalCleanup.capacity)
      directories.initialize(repeating: nil, count: SignalCleanup.capacity)
      let text = Array(".wkconv-\(getpid())-".utf8CString)
      mark = .allocate(capacity: text.count)
      mark.initialize(from: text, count: text.count)
      markLength = text.count - 1
      buffers = .allocate(byteCount: SignalCleanup.bufferSize * SignalCleanup.depth, alignment: 8)
      #if os(Linux)
        if let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "getdents64") {
          getdents = unsafeBitCast(symbol, to: GetDents.self)
        } else {
          getdents = nil
        }
      #else
        getdents = nil
      #endif
    }
  }

  typealias GetDents = @convention(c) (Int32, UnsafeMutableRawPointer?, Int) -> Int

  /// Makes the handler's memory (call before installing a handler that calls `run`).
  public static func prepare() { _ = state }

  /// The private temporary directory, removed whole by `run`.
  public static func setPrivateDirectory(_ path: String) {
    let copy = strdup(path)
    state.privateDirectory.store(UInt(bitPattern: copy), ordering: .sequentiallyConsistent)
  }

  /// A directory where staged outputs of this process may lie; `run` removes them from it.
  public static func addOutputDirectory(_ path: String) {
    lock.lock()
    defer { lock.unlock() }
    let n = state.count.load(ordering: .relaxed)
    guard n < capacity, known.insert(path).inserted else { return }
    state.directories[n] = strdup(path)
    state.count.store(n + 1, ordering: .releasing)
  }

  /// Removes the private directory and the staged outputs. Async-signal-safe: for signal handlers.
  public static func run() {
    let s = state
    guard let getdents = s.getdents else { return }
    let base = s.privateDirectory.load(ordering: .sequentiallyConsistent)
    if let path = UnsafePointer<CChar>(bitPattern: base) {
      let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
      if fd >= 0 {
        removeContents(of: fd, level: 0, getdents: getdents)
        close(fd)
      }
      rmdir(path)
    }
    let n = s.count.load(ordering: .acquiring)
    for i in 0..<n {
      guard let directory = s.directories[i] else { continue }
      let fd = open(directory, O_RDONLY | O_DIRECTORY)
      guard fd >= 0 else { continue }
      removeStaged(in: fd, getdents: getdents)
      close(fd)
    }
  }

  /// Unlinks every entry of the directory open as `fd`, descending into subdirectories.
  private static func removeContents(of fd: Int32, level: Int, getdents: GetDents) {
    guard level < depth else { return }
    forEachEntry(of: fd, buffer: state.buffers + level * bufferSize, getdents: getdents) { name in
      if !isDots(name) && unlinkat(fd, name, 0) != 0 && (errno == EISDIR || errno == EPERM) {
        let inner = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        if inner >= 0 {
          removeContents(of: inner, level: level + 1, getdents: getdents)
          close(inner)
        }
        unlinkat(fd, name, AT_REMOVEDIR)
      }
    }
  }

  /// Unlinks the entries of the directory open as `fd` whose names hold this process's mark and end in
  /// `.tmp` (the staged outputs).
  private static func removeStaged(in fd: Int32, getdents: GetDents) {
    forEachEntry(of: fd, buffer: state.buffers, getdents: getdents) { name in
      if isStaged(name) { unlinkat(fd, name, 0) }
    }
  }

  /// Calls `body` with the name of each entry of the directory open as `fd`: the kernel's
  /// `linux_dirent64` records (record length at byte 16, name at byte 19) read into `buffer`, which is
  /// `bufferSize` bytes made at `prepare()`. No allocation: the closure is non-escaping.
  private static func forEachEntry(
    of fd: Int32, buffer: UnsafeMutableRawPointer, getdents: GetDents,
    _ body: (UnsafeMutablePointer<CChar>) -> Void
  ) {
    while true {
      let n = getdents(fd, buffer, bufferSize)
      guard n > 0 else { return }
      var offset = 0
      while offset < n {
        let length = Int(buffer.load(fromByteOffset: offset + 16, as: UInt16.self))
        body((buffer + offset + 19).assumingMemoryBound(to: CChar.self))
        offset += length
      }
    }
  }

  private static func isDots(_ name: UnsafePointer<CChar>) -> Bool {
    name[0] == 0x2E && (name[1] == 0 || (name[1] == 0x2E && name[2] == 0))
  }

  private static func isStaged(_ name: UnsafePointer<CChar>) -> Bool {
    guard name[0] == 0x2E else { return false }
    let length = strlen(name)
    guard length > 4, name[length - 4] == 0x2E, name[length - 3] == 0x74, name[length - 2] == 0x6D,
      name[length - 1] == 0x70
    else { return false }
    let s = state
    var i = 0
    while i + s.markLength <= length {
      if memcmp(name + i, s.mark, s.markLength) == 0 { return true }
      i += 1
    }
    return false
  }

  /// Installs `handler` for `sig` with every signal blocked while it runs and the default action
  /// restored on entry (a second signal of the kind ends the process at once) — unless the signal is
  /// ignored (inherited from the parent: `nohup`, a background job), which it stays. Returns whether it
  /// was installed.
  @discardableResult
  public static func install(_ sig: Int32, handler: @convention(c) (Int32) -> Void) -> Bool {
    var old = sigaction()
    sigaction(sig, nil, &old)
    #if os(Linux)
      if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == 1 /* SIG_IGN */ { return false }
    #endif
    var action = sigaction()
    #if os(Linux)
      action.__sigaction_handler.sa_handler = handler
      action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
    #else
      action.__sigaction_u.__sa_handler = handler
      action.sa_flags = SA_RESETHAND
    #endif
    sigfillset(&action.sa_mask)
    return sigaction(sig, &action, nil) == 0
  }

  /// The line `failAfterCrash` writes (set once, before the handlers are installed).
  nonisolated(unsafe) private static var crashLine: UnsafeMutablePointer<CChar>?
  nonisolated(unsafe) private static var crashLineLength = 0

  /// Installs `handler` for a crash signal (SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE: a trap, an
  /// allocation the runtime could not make) on an alternate stack of its own, so that it runs after a
  /// stack overflow too; `line` is what `failAfterCrash` writes on standard error.
  public static func installCrashHandler(
    _ signals: [Int32], line: String, handler: @convention(c) (Int32) -> Void
  ) {
    crashLine = strdup(line)
    crashLineLength = line.utf8.count
    let size = 1 << 16
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
    stack.ss_size = size
    sigaltstack(&stack, nil)
    for sig in signals {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND)) | Int32(SA_ONSTACK)
      #else
        action.__sigaction_u.__sa_handler = handler
        action.sa_flags = SA_RESETHAND | SA_ONSTACK
      #endif
      sigfillset(&action.sa_mask)
      sigaction(sig, &action, nil)
    }
  }

  /// From a crash handler: removes what `run` removes, writes the crash line and exits with status 1.
  public static func failAfterCrash() -> Never {
    run()
    if let line = crashLine { _ = write(2, line, crashLineLength) }
    _exit(1)
  }

  /// Ends the process by `sig` from its handler: the default action is back (`SA_RESETHAND`); the
  /// signal, blocked while the handler runs, is unblocked and raised again.
  public static func reraise(_ sig: Int32) -> Never {
    signal(sig, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, sig)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(sig)
    _exit(128 + sig)
  }
}
