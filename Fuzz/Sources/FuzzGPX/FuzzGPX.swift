import FuzzSupport

/// libFuzzer entry point: one input through the reader for `gpx` (as `track.gpx`) and back through the writers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGPX(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness.run(format: "gpx", name: "track.gpx", bytes: UnsafeRawBufferPointer(start: data, count: size))
  return 0
}
