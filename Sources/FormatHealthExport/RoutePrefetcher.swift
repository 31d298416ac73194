import ByteStreams
import FoundationEssentials
import WorkoutModel
import XMLStreaming

/// Reads an archive's route GPX files on a second thread while the export is parsed, so that when a
/// workout's `FileReference` is reached its points are usually ready (Apple writes the workouts, and so
/// the route references, after all records).
///
/// Purely an optimisation, invisible in the output: loading a route is deterministic, the worker only
/// buffers successes, and anything not ready (not prefetched, failed, evicted by order) is loaded by the
/// caller exactly as without prefetching, so errors and warnings arise at the same place. Memory is bounded
/// by `maxBufferedBytes` of points (held packed, `PackedLocations`) for routes not yet asked for.
final class RoutePrefetcher: @unchecked Sendable {
  private let condition = ThreadCondition()
  private let paths: [String]
  private let load: (String) throws -> [Location]
  private let maxBufferedBytes: Int
  private var ready: [String: PackedLocations] = [:]
  private var claimed = Set<String>()
  private var inProgress = Set<String>()
  private var bufferedBytes = 0
  private var next = 0
  private var cancelled = false
  private var finished = false
  private var started = false
  private var thread: JoinableThread?

  /// Prefetches `paths` (archive entry paths) in order with `load`, which must be safe to call on another thread.
  /// The default budget, 24 MB, holds ~387,000 points (nearly all routes of a ~200 MB export.xml; the
  /// 250,000 `Location`s buffered before took 26 MB). Peak RSS grows by about the budget (packed points
  /// live in their own mappings): 1 GB inspect 65 / 76 / 85 MB at 16 / 24 / 32 MB.
  init(paths: [String], maxBufferedBytes: Int = 24 << 20, load: @escaping (String) throws -> [Location]) {
    self.paths = paths
    self.load = load
    self.maxBufferedBytes = maxBufferedBytes
  }

  /// Starts the worker thread (once).
  func start() {
    condition.lock()
    defer { condition.unlock() }
    guard !started, !paths.isEmpty else {
      if paths.isEmpty { finished = true }
      return
    }
    // No thread to be had: nothing is prefetched and every route is loaded by the caller.
    guard let thread = try? JoinableThread({ [self] in work() }) else {
      finished = true
      return
    }
    started = true
    self.thread = thread
  }

  /// The points of the route at `path` when prefetched (waiting if the worker is reading it now, and
  /// meanwhile reading a later route on this thread); nil when the caller must load it itself.
  func take(_ path: String) -> [Location]? {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let packed = ready.removeValue(forKey: path) {
        bufferedBytes -= packed.byteCount
        condition.broadcast()
        condition.unlock()
        let points = packed.unpacked()
        condition.lock()
        return points
      }
      guard inProgress.contains(path) else {
        claimed.insert(path)
        return nil
      }
      // The worker is on it: read the next unclaimed route here instead of idling.
      if let other = claimNext() {
        condition.unlock()
        let result = (try? load(other)).map(PackedLocations.init)
        condition.lock()
        finish(other, result)
      } else {
        condition.wait()
      }
    }
  }

  /// Stops the worker and waits for its thread to exit (it finishes the route it is reading first).
  func stop() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    while started && !finished { condition.wait() }
    ready.removeAll()
    let thread = self.thread
    self.thread = nil
    condition.unlock()
    thread?.join()
  }

  deinit {
    // `stop()` is always called by the reader; nothing to do if it already was.
  }

  // MARK: - Worker

  /// The next path nobody has claimed; marks it in progress. Call with the lock held.
  private func claimNext() -> String? {
    while next < paths.count {
      let path = paths[next]
      next += 1
      if claimed.contains(path) || ready[path] != nil { continue }
      claimed.insert(path)
      inProgress.insert(path)
      return path
    }
    return nil
  }

  /// Records a finished read. Call with the lock held.
  private func finish(_ path: String, _ points: PackedLocations?) {
    inProgress.remove(path)
    if let points, !cancelled {
      ready[path] = points
      bufferedBytes += points.byteCount
    } else {
      // Failed (or cancelled): whoever asks loads it again and sees the error where it belongs.
      claimed.remove(path)
    }
    condition.broadcast()
  }

  private func work() {
    condition.lock()
    while true {
      while !cancelled && bufferedBytes >= maxBufferedBytes { condition.wait() }
      guard !cancelled, let path = claimNext() else { break }
      condition.unlock()
      let points = (try? load(path)).map(PackedLocations.init)
      condition.lock()
      finish(path, points)
    }
    finished = true
    condition.broadcast()
    condition.unlock()
  }
}
