import FormatKit
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The signals wkconv handles, and how.
///
/// SIGINT, SIGTERM, SIGHUP and SIGPIPE (a reader gone: `| head`) end the run: the handler removes the
/// run's temporary files and staged outputs with async-signal-safe calls only (`TemporaryPaths.removeAndDie`:
/// unlink and rmdir of known paths), then the process dies of the same signal (its status unchanged for
/// the caller). A signal the parent ignores (`nohup`) stays ignored.
///
/// SIGXFSZ (`ulimit -f`) is ignored: the write that would pass the limit fails with EFBIG instead,
/// reported as an error naming the file (exit 1) like a full disk, and the outputs are removed as after
/// any failure.
enum Signals {
  static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

  /// Installs the handlers (first thing in `main`, before any thread starts), and removes what killed runs
  /// left behind.
  static func install() {
    TemporaryPaths.prepareSignalHandling()
    signal(SIGXFSZ, SIG_IGN)
    // A parent may have blocked these (the mask is inherited): unblocked before any thread starts.
    TemporaryPaths.unblock(ending + [SIGXFSZ])
    for sig in ending { TemporaryPaths.handle(sig, with: handle) }
    atexit { TemporaryPaths.removeAll() }
    installCrashHandler()
    TemporaryPaths.sweepStale()
  }

  /// The signals of a crash: a Swift trap (a failed precondition, an allocation the runtime could not
  /// make under `ulimit -v`), an abort, a bad access.
  static let crashes: [Int32] = [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE]

  /// Replaces the Swift runtime's crash reporter, which prints a backtrace of every thread (and starts
  /// a helper process to do it, which a tight `ulimit -v` makes fail too): a crash removes the run's
  /// temporary files and staged outputs, says so in one line after the runtime's own one-line reason
  /// ("Could not allocate memory", "Fatal error: …") and exits with status 1; nothing is committed.
  /// Setting SWIFT_BACKTRACE in the environment keeps the runtime's reporter (for debugging).
  static func installCrashHandler() {
    guard ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] == nil else { return }
    TemporaryPaths.handleCrashes(
      crashes,
      line:
        "wkconv: error: the run stopped (out of memory, or an internal error); unfinished outputs were removed\n",
      with: crashed)
  }
}

/// The crash handler: async-signal-safe.
private func crashed(_ sig: Int32) {
  TemporaryPaths.removeAndFail()
}

/// The handler: async-signal-safe (no allocation, no lock, no Swift runtime call).
private func handle(_ sig: Int32) {
  TemporaryPaths.removeAndDie(of: sig)
}
