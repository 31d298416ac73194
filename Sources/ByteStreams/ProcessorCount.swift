#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileDescriptorIO {
  /// The cores this process may run on (its CPU affinity mask; the online processors where that is not
  /// known), at least 1.
  public static let availableCores: Int = {
    #if os(Linux)
      // glibc's sched_getaffinity (declared only under _GNU_SOURCE, which Swift's Glibc module leaves out).
      typealias GetAffinity = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32
      if let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "sched_getaffinity") {
        let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
        var mask = [UInt64](repeating: 0, count: 16)
        let status = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress!) }
        let count = mask.reduce(0) { $0 + $1.nonzeroBitCount }
        if status == 0, count > 0 { return count }
      }
    #endif
    return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }()
}
