import FuzzSupport

/// libFuzzer entry point: one input through the reader for `ndjson` (as `items.ndjson`) and back through the writers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNDJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness.run(
    format: "ndjson", name: "items.ndjson", bytes: UnsafeRawBufferPointer(start: data, count: size))
  return 0
}
