#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A POSIX thread that is joined, not abandoned: `join()` returns only once the body has returned and the
/// thread has exited, so everything the body captured has been released by then. Shared within the package
/// (pipelined XML parsing in XMLStreaming, the zip inflate and route threads of the health reader).
///
/// Foundation's `Thread` cannot be joined. Signalling "done" from inside its closure lets the caller go on
/// while the thread still holds the closure's captures, for an unbounded moment (LeakSanitizer, run by the
/// fuzzers after each input, saw a whole zip reader as leaked in that window).
package final class JoinableThread: @unchecked Sendable {
  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  #if canImport(Darwin)
    private var handle: pthread_t?
  #else
    private var handle = pthread_t()
  #endif
  private var joined = false

  /// Starts `body` on a new thread with a stack of `stackSize` bytes.
  package init(stackSize: Int = 1 << 20, _ body: @escaping @Sendable () -> Void) throws(ThreadStartError) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackSize)
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    let status = pthread_create(
      &handle, &attributes,
      { context in
        #if canImport(Darwin)
          let body = Unmanaged<Body>.fromOpaque(context).takeRetainedValue()
        #else
          let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
        #endif
        body.run()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      throw ThreadStartError(status: status)
    }
  }

  /// Names the calling thread (the first 15 bytes of `name`), as tools show it. On Linux through
  /// `/proc/thread-self/comm` (Glibc's module does not export `pthread_setname_np`); unnamed without `/proc`.
  package static func nameCurrent(_ name: String) {
    let short = String(decoding: name.utf8.prefix(15), as: UTF8.self)
    #if canImport(Darwin)
      pthread_setname_np(short)
    #else
      let fd = FileDescriptorIO.open("/proc/thread-self/comm", O_WRONLY)
      guard fd >= 0 else { return }
      _ = FileDescriptorIO.writeAll(fd, short)
      FileDescriptorIO.close(fd)
    #endif
  }

  /// Waits until the thread has exited. Call once, from another thread.
  package func join() {
    guard !joined else { return }
    joined = true
    #if canImport(Darwin)
      if let handle { pthread_join(handle, nil) }
    #else
      pthread_join(handle, nil)
    #endif
  }

  deinit {
    // Never left as a zombie: a thread nobody joined is detached so the system reclaims it when it ends.
    if !joined {
      #if canImport(Darwin)
        if let handle { pthread_detach(handle) }
      #else
        pthread_detach(handle)
      #endif
    }
  }
}

/// `pthread_create` failed (no resources for another thread).
package struct ThreadStartError: Error, CustomStringConvertible {
  /// The error number `pthread_create` returned.
  package let status: Int32
  package var description: String { "cannot start a thread (pthread_create error \(status))" }
}
