import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Settings of the process's allocator, beside the other process-level calls (`ProcessSignals`).
package enum ProcessMemory {
  /// Lets the allocator keep memory freed by one input for the next (glibc): by default it hands the top
  /// of each thread's heap back to the system as soon as an input's buffers are freed, and every input
  /// then faults its pages in again (half the system time of a batch of 1,000 FIT files). Keeps at most
  /// 64 MiB per heap; blocks of 16 MiB and more are still mapped apart and returned at once. Other C
  /// libraries (musl in the static build) have no such setting: nothing changes there.
  package static func keepFreedMemory() {
    #if canImport(Glibc)
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      // glibc's <malloc.h>: M_TRIM_THRESHOLD -1, M_MMAP_THRESHOLD -3.
      _ = mallopt(-3, 16 << 20)
      _ = mallopt(-1, 64 << 20)
    #endif
  }
}
