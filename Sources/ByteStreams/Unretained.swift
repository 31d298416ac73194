/// A reference that does not keep its object alive, for a hot loop's table of objects that something
/// else owns: reading a class reference out of an array retains it and releases it after the call (two
/// atomic operations per use); reading one of these is a load. The owner must keep the object alive
/// for as long as the table is used.
public struct Unretained<Object: AnyObject> {
  @usableFromInline let reference: Unmanaged<Object>

  /// A reference to `object`, which something else keeps alive.
  @inlinable public init(_ object: Object) { reference = .passUnretained(object) }

  /// Calls `body` with the object, without retaining it.
  @inlinable public func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    try reference._withUnsafeGuaranteedRef(body)
  }
}
