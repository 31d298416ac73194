import ByteStreams
import FoundationEssentials

/// A thread-safe memo of parsed unit strings (and of their errors), so a unit per record costs one lookup.
final class UnitCache: @unchecked Sendable {
  /// The process-wide cache used by `QuantityUnit(parsing:)`.
  static let shared = UnitCache(limit: 4096)

  private let lock = ThreadLock()
  private var entries: [String: Result<QuantityUnit, UnitError>] = [:]
  private let limit: Int

  init(limit: Int) {
    self.limit = limit
  }

  /// The parsed unit for `string`, parsing and remembering it on first use.
  func unit(for string: String) throws(UnitError) -> QuantityUnit {
    lock.lock()
    let cached = entries[string]
    lock.unlock()
    if let cached { return try cached.get() }
    let result: Result<QuantityUnit, UnitError>
    do {
      result = .success(try QuantityUnit(uncachedParsing: string))
    } catch {
      result = .failure(error)
    }
    lock.lock()
    // Unbounded distinct strings (e.g. arbitrary molar masses) must not grow memory without limit.
    if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
    entries[string] = result
    lock.unlock()
    return try result.get()
  }

  /// The number of remembered strings.
  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return entries.count
  }
}
