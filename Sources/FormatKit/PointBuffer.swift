import ByteStreams
import FoundationEssentials
import WorkoutModel

/// A record a point buffer keeps: a route location or a series entry, ordered by a time.
public protocol PointRecord: SpoolRecord {
  /// The time points are ordered by (a location's time, an entry's start).
  var orderTime: Date { get }
  /// What the buffer's running sum adds (an entry's value; 0 for a location).
  var summand: Double { get }
}

extension Location: PointRecord {
  @inlinable public var orderTime: Date { time }
  @inlinable public var summand: Double { 0 }
}

extension QuantitySeriesEntry: PointRecord {
  @inlinable public var orderTime: Date { start }
  @inlinable public var summand: Double { value }
}

/// The one buffer readers collect a workout's route or series in while they read (FIT, TCX): a spool,
/// with the running figures a shell needs — count, first and last element, the sum of the values —, and
/// whether the elements came in time order; `sortByTime` puts them in order (the one sort, external: memory
/// bounded by its run size). A class whose figures sit behind one pointer, so appending costs no
/// copy-on-write or exclusivity checks, and a caller holding it unretained (`Unretained`) appends without
/// reference counting. Appending does not throw, so it fits parser callbacks: the first spooling error is
/// kept in `error`.
public final class PointBuffer<Element: PointRecord> {
  @usableFromInline struct State {
    @usableFromInline var count = 0
    @usableFromInline var first: Element?
    @usableFromInline var last: Element?
    @usableFromInline var total = 0.0
    @usableFromInline var isSorted = true
    @usableFromInline var lastTime = -Double.infinity
    @usableFromInline var error: Error?
    @usableFromInline init() {}
  }
  @usableFromInline let state: StateBox<State>
  /// The elements (a `let`: appending reaches it without retaining it).
  public let spool: Spool<Element>

  /// An empty buffer spooling chunks of `chunkCapacity` elements, kept in memory while `memory` lasts.
  public init(chunkCapacity: Int = 4096, memory: SpoolMemory = .shared) {
    state = StateBox(State())
    spool = Spool<Element>(chunkCapacity: chunkCapacity, memory: memory)
  }

  /// Elements appended.
  public var count: Int { state.pointee.count }
  /// Whether nothing was appended.
  public var isEmpty: Bool { state.pointee.count == 0 }
  /// The first element appended (after `sortByTime`: the earliest).
  public var first: Element? { state.pointee.first }
  /// The last element appended (after `sortByTime`: the latest).
  public var last: Element? { state.pointee.last }
  /// The sum of the elements' `summand`s, in append order.
  public var total: Double { state.pointee.total }
  /// Whether the elements came in time order (non-decreasing `orderTime`).
  public var isSorted: Bool { state.pointee.isSorted }
  /// The first spooling error, if any.
  public var error: Error? { state.pointee.error }

  /// Appends one element.
  @inlinable @inline(__always) public func append(_ element: Element) {
    let s = state.pointer
    s.pointee.count += 1
    s.pointee.total += element.summand
    let t = element.orderTime.timeIntervalSinceReferenceDate
    if t < s.pointee.lastTime { s.pointee.isSorted = false }
    s.pointee.lastTime = t
    if s.pointee.first == nil { s.pointee.first = element }
    s.pointee.last = element
    do { try spool.append(element) } catch { if s.pointee.error == nil { s.pointee.error = error } }
  }

  /// The element with the earliest time (the first of several): the first element when they came in
  /// order, else found by reading the spool.
  public func earliest() throws -> Element? {
    guard !isSorted else { return first }
    var earliest: Element?
    try spool.forEachChunk { chunk in
      for e in chunk where earliest.map({ e.orderTime < $0.orderTime }) ?? true { earliest = e }
    }
    return earliest
  }

  /// Elements sorted in memory at a time by `sortByTime` (a run): 65,536 (4.7 MB of locations).
  public static var defaultRunSize: Int { 1 << 16 }

  /// Puts the elements in time order, stably (elements with equal times keep their order), and sums
  /// again in that order (`total`, `first`, `last`), so an unsorted series reads as if it had come sorted.
  /// An external sort: runs of `runSize` elements are sorted in memory and spooled (to the budget's memory,
  /// then the disk), then merged (a heap of the runs' heads; equal times: the earlier run first), so its
  /// memory is one run plus a chunk per run whatever the length. Does nothing when the elements came in
  /// order.
  @inlinable public func sortByTime(runSize: Int = defaultRunSize) throws {
    guard !isSorted else { return }
    if let error { throw error }
    let runSize = max(1, runSize)
    let memory = spool.storage.memory
    // Runs of at most `runSize` elements, each sorted stably (by time, then arrival). Times are sorted as
    // plain doubles and indices (no tuple or optional of the generic element: no metadata look-ups).
    var runs: [Spool<Element>] = []
    var run: [Element] = []
    var times: [Double] = []
    run.reserveCapacity(min(runSize, count))
    times.reserveCapacity(min(runSize, count))
    func spoolRun() throws {
      let order = times.indices.sorted { times[$0] < times[$1] || (times[$0] == times[$1] && $0 < $1) }
      let spooled = Spool<Element>(chunkCapacity: min(1024, runSize), memory: memory)
      for i in order { try spooled.append(run[i]) }
      runs.append(spooled)
      run.removeAll(keepingCapacity: true)
      times.removeAll(keepingCapacity: true)
    }
    var cursor = spool.makeCursor()
    while let e = try cursor.next() {
      run.append(e)
      times.append(e.orderTime.timeIntervalSinceReferenceDate)
      if run.count == runSize { try spoolRun() }
    }
    if !run.isEmpty { try spoolRun() }
    run = []
    times = []
    spool.removeAll()
    state.pointee = State()
    // The merge: a binary min-heap of run indices, ordered by (head time, run index). Runs are never
    // empty, so every run has a head to start with.
    var cursors = runs.map { $0.makeCursor() }
    var heads: [Element] = []
    var headTimes: [Double] = []
    for i in cursors.indices {
      let head = try cursors[i].next()!
      heads.append(head)
      headTimes.append(head.orderTime.timeIntervalSinceReferenceDate)
    }
    var heap = Array(cursors.indices)
    func siftDown(_ start: Int) {
      var i = start
      while true {
        let l = 2 * i + 1
        let r = l + 1
        var m = i
        if l < heap.count {
          let a = heap[l]
          let b = heap[m]
          if headTimes[a] < headTimes[b] || (headTimes[a] == headTimes[b] && a < b) { m = l }
        }
        if r < heap.count {
          let a = heap[r]
          let b = heap[m]
          if headTimes[a] < headTimes[b] || (headTimes[a] == headTimes[b] && a < b) { m = r }
        }
        if m == i { return }
        heap.swapAt(i, m)
        i = m
      }
    }
    for i in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(i) }
    while let top = heap.first {
      append(heads[top])
      if let next = try cursors[top].next() {
        heads[top] = next
        headTimes[top] = next.orderTime.timeIntervalSinceReferenceDate
      } else {
        heap[0] = heap[heap.count - 1]
        heap.removeLast()
      }
      if !heap.isEmpty { siftDown(0) }
    }
    if let error { throw error }
  }
}
