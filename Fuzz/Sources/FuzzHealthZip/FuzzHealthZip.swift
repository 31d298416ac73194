import FuzzSupport

/// libFuzzer entry point: one input through the reader for `health` (as `export.zip`) and back through the writers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHealthZip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness.run(
    format: "health", name: "export.zip", bytes: UnsafeRawBufferPointer(start: data, count: size))
  return 0
}
