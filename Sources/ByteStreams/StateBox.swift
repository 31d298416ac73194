/// A value kept behind one pointer that its owner alone holds: the hot-path state of readers and writers
/// (counters, caches, the record in progress). Reads and writes through `pointee` are a load and a store,
/// with no exclusivity check and no reference counting, even through a class's `let` property; the state
/// is freed with its owner (a noncopyable value: nothing else can hold the pointer).
///
/// The one home of the "state behind a pointer" pattern: readers and writers do not allocate, initialise
/// and free such state by hand.
public struct StateBox<State>: ~Copyable {
  /// Where the state lives, for code that keeps it in a local across a hot loop; valid while the box is.
  public let pointer: UnsafeMutablePointer<State>

  /// Allocates the state, starting from `initial`.
  @inlinable public init(_ initial: State) {
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: initial)
  }

  deinit {
    pointer.deinitialize(count: 1)
    pointer.deallocate()
  }

  /// The state, read and written in place.
  @inlinable public var pointee: State {
    unsafeAddress { UnsafePointer(pointer) }
    nonmutating unsafeMutableAddress { pointer }
  }
}
