import FuzzSupport

/// libFuzzer entry point: one input through the reader for `health` (as `export.xml`) and back through the writers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHealthXML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness.run(
    format: "health", name: "export.xml", bytes: UnsafeRawBufferPointer(start: data, count: size))
  return 0
}
