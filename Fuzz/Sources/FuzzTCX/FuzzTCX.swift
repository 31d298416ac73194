import FuzzSupport

/// libFuzzer entry point: one input through the reader for `tcx` (as `activity.tcx`) and back through the writers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTCX(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness.run(
    format: "tcx", name: "activity.tcx", bytes: UnsafeRawBufferPointer(start: data, count: size))
  return 0
}
