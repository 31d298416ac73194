import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// A number's text with a given count of significant digits, exactly as C's `%.<digits>g` prints it
/// (WorkoutModel's content keys: `Identity.significant`), through `vsnprintf` into a stack buffer.
public enum SignificantDigits {
  /// Appends `value` formatted `%.<digits>g` (1 ≤ `digits` ≤ 17) to `bytes`.
  public static func append(_ value: Double, digits: Int, to bytes: inout [UInt8]) {
    precondition((1...17).contains(digits), "digits outside 1...17")
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer in
      let n = withVaList([Int32(digits), value]) { vsnprintf(buffer.baseAddress!, 40, "%.*g", $0) }
      buffer.baseAddress!.withMemoryRebound(to: UInt8.self, capacity: 40) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(min(max(n, 0), 39))))
      }
    }
  }
}
