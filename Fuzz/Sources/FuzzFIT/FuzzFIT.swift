import FuzzSupport

/// libFuzzer entry point: one input through the reader for `fit` (as `activity.fit`) and back through the writers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFIT(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness.run(
    format: "fit", name: "activity.fit", bytes: UnsafeRawBufferPointer(start: data, count: size))
  return 0
}
