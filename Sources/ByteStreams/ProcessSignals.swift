import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process-level system calls of an interrupted run's cleanup (FormatKit's `TemporaryPaths`), beside
/// the descriptor calls (`FileDescriptorIO`): signal disposition and masks, dying of a signal, and
/// silencing standard error.
public enum ProcessSignals {
  /// Unblocks `signals` for this thread and the threads it starts later (a parent may have blocked them:
  /// the mask is inherited).
  public static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for sig in signals { sigaddset(&set, sig) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Stops `sig`'s default action (a dispatch source handles it instead).
  public static func ignore(_ sig: Int32) { signal(sig, SIG_IGN) }

  /// Ends the process by `sig` with its default action (its exit status is the signal's), sent to the
  /// process (a dispatch thread may block it).
  public static func die(of sig: Int32) {
    signal(sig, SIG_DFL)
    kill(getpid(), sig)
  }

  /// Points standard error at `/dev/null` (once a run is over, nothing more may be said).
  public static func silenceStandardError() {
    let null = FileDescriptorIO.open("/dev/null", O_WRONLY)
    if null >= 0 { dup2(null, 2) }
  }

  /// Waits forever (a thread that must not finish the process while another dies of a signal).
  public static func waitForever() -> Never {
    while true { pause() }
  }
}
