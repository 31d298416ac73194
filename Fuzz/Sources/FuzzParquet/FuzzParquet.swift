import FuzzSupport

/// libFuzzer entry point: fuzzer-made models (an input read as NDJSON, the model's own text form) through
/// the Parquet writer. With `FUZZ_PARQUET_OUT` set, each input's Parquet file is kept there next to the
/// CSV of the same table, for `Fuzz/check_parquet.py` (pyarrow) to compare cell by cell.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParquet(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  FuzzHarness.runParquet(bytes: UnsafeRawBufferPointer(start: data, count: size))
  return 0
}
