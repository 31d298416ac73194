import ByteStreams
import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Files and folders a run creates for itself and removes when done — the health writer's spool folder
/// (`wkconv-health-…/body.xml`), staged outputs — registered here so that an interrupted run removes them
/// too: after `installSignalCleanup()` (the command line calls it), SIGINT, SIGTERM and SIGHUP remove every
/// registered path, then the process dies of the same signal (its exit status unchanged for the caller).
/// SIGKILL cannot be caught: that is why spools are private (0600/0700) and unnamed where the platform
/// allows.
public enum TemporaryPaths {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: Set<String> = []
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
  /// Set when a signal started the cleanup.
  static let interrupted = Mutex(false)

  /// Registers a path to remove if the run is interrupted.
  public static func register(_ url: URL) {
    lock.lock()
    defer { lock.unlock() }
    paths.insert(url.path)
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

  /// Removes every registered path (folders with their content).
  public static func removeAll() {
    lock.lock()
    let all = paths
    paths = []
    lock.unlock()
    for path in all { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Removes the registered paths on SIGINT, SIGTERM and SIGHUP, then dies of the signal. The handler
  /// runs on a dispatch queue, not in signal context, so it may remove folders.
  public static func installSignalCleanup() {
    lock.lock()
    defer { lock.unlock() }
    guard sources.isEmpty else { return }
    atexit {
      if TemporaryPaths.interrupted.withLock({ $0 }) { ProcessSignals.waitForever() }
    }
    // A parent may have blocked these signals (the mask is inherited): unblock them, before any thread
    // that would inherit the mask starts.
    ProcessSignals.unblock([SIGINT, SIGTERM, SIGHUP])
    for sig in [SIGINT, SIGTERM, SIGHUP] {
      ProcessSignals.ignore(sig)
      let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
      source.setEventHandler {
        // The run is over: other threads may trip over the removed spools, so their messages go
        // nowhere, and a thread that reaches exit() waits for this one to die of the signal.
        interrupted.withLock { $0 = true }
        ProcessSignals.silenceStandardError()
        removeAll()
        ProcessSignals.die(of: sig)
      }
      source.resume()
      sources.append(source)
    }
  }
}
