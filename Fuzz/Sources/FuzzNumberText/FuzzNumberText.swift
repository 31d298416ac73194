import ByteStreams

/// libFuzzer entry point: every 8 bytes of the input are a double's bit pattern (little-endian; a short
/// tail is zero-padded). `NumberText.descriptionText` must give `Double.description`'s bytes exactly, and
/// `shortestText`, when it accepts a value, the same text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNumberText(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: NumberText.shortestTextCapacity)
  defer { buffer.deallocate() }
  var offset = 0
  repeat {
    var bits: UInt64 = 0
    for i in 0..<8 where offset + i < size { bits |= UInt64(data[offset + i]) << (8 * UInt64(i)) }
    offset += 8
    let value = Double(bitPattern: bits)
    var oracle = value.description
    let start = NumberText.descriptionText(value, in: buffer)
    let ours = UnsafeBufferPointer(rebasing: buffer[start...])
    guard oracle.withUTF8({ $0.elementsEqual(ours) }) else {
      fatalError("0x\(String(bits, radix: 16)): \(String(decoding: ours, as: UTF8.self)) vs \(oracle)")
    }
    if let shortStart = NumberText.shortestText(value, maxFractionDigits: 22, in: buffer) {
      let short = UnsafeBufferPointer(rebasing: buffer[shortStart...])
      guard oracle.withUTF8({ $0.elementsEqual(short) }) else {
        fatalError(
          "0x\(String(bits, radix: 16)): shortestText \(String(decoding: short, as: UTF8.self)) vs \(oracle)")
      }
    }
  } while offset < size
  return 0
}
