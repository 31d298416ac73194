#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutual-exclusion lock over a POSIX mutex, for state shared between threads (FoundationEssentials has
/// no `NSLock`). Not recursive.
public final class ThreadLock: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

  public init() {
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Takes the lock, waiting while another thread holds it.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock.
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// Runs `body` holding the lock.
  public func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}

/// A lock with a condition variable (FoundationEssentials has no `NSCondition`): `wait()` releases the lock
/// while it waits and holds it again when it returns; callers re-check their predicate after each wait.
public final class ThreadCondition: @unchecked Sendable {
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

  public init() {
    mutex.initialize(to: pthread_mutex_t())
    condition.initialize(to: pthread_cond_t())
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
  }

  /// Takes the lock.
  public func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock.
  public func unlock() { pthread_mutex_unlock(mutex) }

  /// Waits for a `signal` or `broadcast` (the lock must be held).
  public func wait() { pthread_cond_wait(condition, mutex) }

  /// Wakes one waiting thread.
  public func signal() { pthread_cond_signal(condition) }

  /// Wakes every waiting thread.
  public func broadcast() { pthread_cond_broadcast(condition) }

  /// Runs `body` holding the lock.
  public func withLock<R>(_ body: () throws -> R) rethrows -> R {
    lock()
    defer { unlock() }
    return try body()
  }
}
