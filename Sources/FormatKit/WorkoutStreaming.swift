import ByteStreams
import Foundation
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Streaming of route-bearing workouts: a reader that would otherwise hold every point of a workout in
// memory writes the points to spools (bounded memory — a shared `SpoolMemory` budget —, the rest in an
// unlinked temporary file) and hands
// a sink the finished workout *shell* — every field final (UUIDs, interval, aggregates, events), but its
// routes' `locations` and its quantity samples' `series` empty — together with `WorkoutPoints`, which
// replays those arrays in order, chunk by chunk, as often as the sink needs (a writer that must know
// totals before the points makes a first pass, then writes). `shell` + `points` is exactly the workout
// `points.materialize(into: shell)` returns, which is what sinks that do not stream receive.

/// A value a spool stores as a fixed-size binary record.
public protocol SpoolRecord {
  /// Bytes per record.
  static var recordSize: Int { get }
  /// Writes the record at `pointer` (`recordSize` bytes).
  func store(to pointer: UnsafeMutableRawPointer)
  /// Reads a record from `pointer`.
  static func load(from pointer: UnsafeRawPointer) -> Self
}

extension Location: SpoolRecord {
  /// Time, latitude, longitude, five optional doubles and a presence byte (padded to 8 bytes).
  public static var recordSize: Int { 72 }

  @inlinable public func store(to p: UnsafeMutableRawPointer) {
    p.storeBytes(of: time.timeIntervalSinceReferenceDate, toByteOffset: 0, as: Double.self)
    p.storeBytes(of: latitude, toByteOffset: 8, as: Double.self)
    p.storeBytes(of: longitude, toByteOffset: 16, as: Double.self)
    var present: UInt64 = 0
    @inline(__always) func put(_ v: Double?, _ i: Int) {
      p.storeBytes(of: v ?? 0, toByteOffset: 24 + 8 * i, as: Double.self)
      if v != nil { present |= 1 << UInt64(i) }
    }
    put(altitude, 0)
    put(horizontalAccuracy, 1)
    put(verticalAccuracy, 2)
    put(speed, 3)
    put(course, 4)
    p.storeBytes(of: present, toByteOffset: 64, as: UInt64.self)
  }

  @inlinable public static func load(from p: UnsafeRawPointer) -> Location {
    let present = p.loadUnaligned(fromByteOffset: 64, as: UInt64.self)
    func optional(_ i: Int) -> Double? {
      present & (1 << UInt64(i)) == 0 ? nil : p.loadUnaligned(fromByteOffset: 24 + 8 * i, as: Double.self)
    }
    return Location(
      time: Date(timeIntervalSinceReferenceDate: p.loadUnaligned(fromByteOffset: 0, as: Double.self)),
      latitude: p.loadUnaligned(fromByteOffset: 8, as: Double.self),
      longitude: p.loadUnaligned(fromByteOffset: 16, as: Double.self), altitude: optional(0),
      horizontalAccuracy: optional(1), verticalAccuracy: optional(2), speed: optional(3), course: optional(4))
  }
}

extension QuantitySeriesEntry: SpoolRecord {
  /// Value, start, end.
  public static var recordSize: Int { 24 }

  @inlinable public func store(to p: UnsafeMutableRawPointer) {
    p.storeBytes(of: value, toByteOffset: 0, as: Double.self)
    p.storeBytes(of: start.timeIntervalSinceReferenceDate, toByteOffset: 8, as: Double.self)
    p.storeBytes(of: end.timeIntervalSinceReferenceDate, toByteOffset: 16, as: Double.self)
  }

  @inlinable public static func load(from p: UnsafeRawPointer) -> QuantitySeriesEntry {
    QuantitySeriesEntry(
      value: p.loadUnaligned(fromByteOffset: 0, as: Double.self),
      start: Date(timeIntervalSinceReferenceDate: p.loadUnaligned(fromByteOffset: 8, as: Double.self)),
      end: Date(timeIntervalSinceReferenceDate: p.loadUnaligned(fromByteOffset: 16, as: Double.self)))
  }
}

/// How much memory the spools of a process may hold before they spill to temporary files. The budget
/// is shared: a spool takes memory one chunk at a time while the budget lasts, then writes its further
/// chunks to its file, so a conversion's memory stays bounded whatever the input's length, and a workout
/// whose points fit (8 MiB: ≈ 9 h of a 1 Hz FIT activity with seven series) never touches the disk.
public final class SpoolMemory: @unchecked Sendable {
  /// Bytes all spools sharing this budget may keep in memory (beyond each spool's last chunk).
  public let limit: Int
  private let lock = NSLock()
  private var used = 0

  /// A budget of `limit` bytes (0: every full chunk spills).
  public init(limit: Int) { self.limit = max(0, limit) }

  /// The process-wide budget: 8 MiB (a 72 h FIT → GPX conversion stays under 40 MB), or
  /// `WKCONV_SPOOL_MEMORY_MB` MiB from the environment.
  public static let shared = SpoolMemory(
    limit: (ProcessInfo.processInfo.environment["WKCONV_SPOOL_MEMORY_MB"].flatMap(Int.init) ?? 8) << 20)

  /// Bytes currently held.
  public var inUse: Int {
    lock.lock()
    defer { lock.unlock() }
    return used
  }

  /// Takes `bytes` from the budget if they fit.
  func reserve(_ bytes: Int) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard used + bytes <= limit else { return false }
    used += bytes
    return true
  }

  /// Gives `bytes` back.
  func release(_ bytes: Int) {
    lock.lock()
    used -= bytes
    lock.unlock()
  }
}

/// Fixed-size records in bounded memory: full chunks of `chunkCapacity` records stay in memory while the
/// `SpoolMemory` budget lasts, later ones go to an unlinked temporary file (created on the first spill,
/// closed with the spool); the last chunk is always in memory. Not generic, so appending from another
/// module needs no metadata look-ups; `Spool` types it.
public final class ByteSpool {
  /// Bytes per record.
  public let recordSize: Int
  /// Records per chunk (the unit kept in memory or written to the file).
  public let chunkCapacity: Int
  /// The budget the in-memory chunks come from.
  public let memory: SpoolMemory
  /// The last chunk and its fill, behind a pointer so appending costs no exclusivity checks.
  @usableFromInline let last: StateBox<LastChunk>
  @usableFromInline struct LastChunk {
    @usableFromInline var base: UnsafeMutableRawPointer
    @usableFromInline var count: Int
  }
  private var tail: UnsafeMutableRawPointer {
    get { last.pointee.base }
    set { last.pointee.base = newValue }
  }
  private var tailCount: Int {
    get { last.pointee.count }
    set { last.pointee.count = newValue }
  }
  /// Full chunks kept in memory (records `[0, chunks.count * chunkCapacity)`).
  private var chunks: [UnsafeMutableRawPointer] = []
  /// Records in the file (after the in-memory chunks).
  private(set) var spilled = 0
  /// The unnamed temporary file records spill to (-1 before the first spill).
  private var descriptor: Int32 = -1

  /// An empty spool of `recordSize`-byte records taking memory from `memory`.
  public init(recordSize: Int, chunkCapacity: Int, memory: SpoolMemory = .shared) {
    self.recordSize = recordSize
    self.chunkCapacity = max(1, chunkCapacity)
    self.memory = memory
    last = StateBox(
      LastChunk(
        base: UnsafeMutableRawPointer.allocate(byteCount: max(1, chunkCapacity) * recordSize, alignment: 16),
        count: 0))
  }

  deinit {
    last.pointee.base.deallocate()
    for chunk in chunks { chunk.deallocate() }
    if !chunks.isEmpty { memory.release(chunks.count * chunkBytes) }
    if descriptor >= 0 { FileDescriptorIO.close(descriptor) }
  }

  private var chunkBytes: Int { chunkCapacity * recordSize }
  private var inMemory: Int { chunks.count * chunkCapacity }

  /// Records appended so far.
  public var count: Int { inMemory + spilled + tailCount }

  /// Drops every record (their memory goes back to the budget, the file is closed); the spool is empty
  /// and can be appended to again.
  public func removeAll() {
    for chunk in chunks { chunk.deallocate() }
    if !chunks.isEmpty { memory.release(chunks.count * chunkBytes) }
    chunks = []
    if descriptor >= 0 { FileDescriptorIO.close(descriptor) }
    descriptor = -1
    spilled = 0
    tailCount = 0
  }

  /// Whether some records went to the temporary file.
  public var hasSpilled: Bool { spilled > 0 }

  /// Room for one more record (written by the caller right away). Inlined into the appending loop: a
  /// compare, a load and a store per record, and the spool itself touched once per chunk (`flushTail`),
  /// so a caller holding the spool at +0 pays no retain per record.
  @inlinable @inline(__always) public func reserveRecord() throws -> UnsafeMutableRawPointer {
    let chunk = last.pointer
    if chunk.pointee.count == chunkCapacity { try flushTail() }
    let n = chunk.pointee.count
    chunk.pointee.count = n + 1
    return chunk.pointee.base + n * recordSize
  }

  /// Moves the full last chunk into memory (budget permitting, and only before anything spilled, so the
  /// regions stay in order) or appends it to the file.
  @usableFromInline func flushTail() throws {
    if spilled == 0 && memory.reserve(chunkBytes) {
      chunks.append(tail)
      tail = UnsafeMutableRawPointer.allocate(byteCount: chunkBytes, alignment: 16)
      tailCount = 0
      return
    }
    if descriptor < 0 {
      let fd = FileDescriptorIO.anonymousTemporaryFile()
      guard fd >= 0 else {
        throw ConversionError(.io, "cannot create a temporary spool file: \(FileDescriptorIO.message(-fd))")
      }
      descriptor = fd
    }
    if let failure = FileDescriptorIO.writeAll(
      descriptor, UnsafeRawBufferPointer(start: tail, count: tailCount * recordSize),
      at: Int64(spilled * recordSize))
    {
      throw ConversionError(.io, "cannot write the spool file: \(FileDescriptorIO.message(failure))")
    }
    spilled += tailCount
    tailCount = 0
  }

  /// The records `[start, start + count)` when they lie in one in-memory chunk (or the last chunk), nil
  /// otherwise (then `read` copies them).
  public func contiguousRecords(from start: Int, count: Int) -> UnsafeRawPointer? {
    guard count > 0 else { return nil }
    if start + count <= inMemory {
      let chunk = start / chunkCapacity
      guard (start + count - 1) / chunkCapacity == chunk else { return nil }
      return UnsafeRawPointer(chunks[chunk] + (start - chunk * chunkCapacity) * recordSize)
    }
    let tailStart = inMemory + spilled
    guard start >= tailStart, start + count <= tailStart + tailCount else { return nil }
    return UnsafeRawPointer(tail + (start - tailStart) * recordSize)
  }

  /// Copies records `[start, start + count)` to `destination`.
  public func read(from start: Int, count: Int, into destination: UnsafeMutableRawPointer) throws {
    var index = start
    var out = destination
    var left = count
    while left > 0 && index < inMemory {
      let chunk = index / chunkCapacity
      let within = index - chunk * chunkCapacity
      let n = min(left, chunkCapacity - within)
      out.copyMemory(from: chunks[chunk] + within * recordSize, byteCount: n * recordSize)
      index += n
      out += n * recordSize
      left -= n
    }
    if left > 0 && index < inMemory + spilled {
      let n = min(left, inMemory + spilled - index)
      let total = n * recordSize
      if let failure = FileDescriptorIO.readAll(
        descriptor, into: UnsafeMutableRawBufferPointer(start: out, count: total),
        at: Int64((index - inMemory) * recordSize))
      {
        throw ConversionError(.io, "cannot read the spool file back: \(FileDescriptorIO.message(failure))")
      }
      index += n
      out += total
      left -= n
    }
    if left > 0 {
      let tailStart = inMemory + spilled
      precondition(
        index >= tailStart && index - tailStart + left <= tailCount, "read past the end of a spool")
      out.copyMemory(from: tail + (index - tailStart) * recordSize, byteCount: left * recordSize)
    }
  }
}

/// An append-only array of `Element`s in bounded memory (a typed `ByteSpool`). Read back in order, any
/// number of times, with `forEachChunk` or a `SpoolCursor`. Copies share the same storage.
public struct Spool<Element: SpoolRecord> {
  /// The records.
  public let storage: ByteSpool

  /// An empty spool of chunks of `chunkCapacity` elements, kept in memory while `memory` lasts.
  public init(chunkCapacity: Int = 4096, memory: SpoolMemory = .shared) {
    storage = ByteSpool(recordSize: Element.recordSize, chunkCapacity: chunkCapacity, memory: memory)
  }

  /// Elements appended so far.
  public var count: Int { storage.count }

  /// Appends one element.
  @inlinable @inline(__always) public func append(_ element: Element) throws {
    element.store(to: try storage.reserveRecord())
  }

  /// Decodes elements `[start, start + n)` into `chunk` (replacing its contents).
  @inlinable func read(from start: Int, count n: Int, into chunk: inout [Element]) throws {
    chunk.removeAll(keepingCapacity: true)
    let size = Element.recordSize
    if let records = storage.contiguousRecords(from: start, count: n) {
      // In memory: decoded in place.
      for i in 0..<n { chunk.append(Element.load(from: records + i * size)) }
      return
    }
    try withUnsafeTemporaryAllocation(byteCount: max(1, n * size), alignment: 16) { raw in
      try storage.read(from: start, count: n, into: raw.baseAddress!)
      for i in 0..<n { chunk.append(Element.load(from: raw.baseAddress! + i * size)) }
    }
  }

  /// Calls `body` with the elements in order, at most `chunkCapacity` at a time.
  @inlinable public func forEachChunk(_ body: ([Element]) throws -> Void) throws {
    var chunk: [Element] = []
    var position = 0
    let total = count
    while position < total {
      let n = min(storage.chunkCapacity, total - position)
      try read(from: position, count: n, into: &chunk)
      try body(chunk)
      position += n
    }
  }

  /// Drops every element (`ByteSpool.removeAll`).
  public func removeAll() { storage.removeAll() }

  /// Every element in one array (for sinks that take whole workouts).
  public func materialize() throws -> [Element] {
    var all: [Element] = []
    all.reserveCapacity(count)
    try forEachChunk { all.append(contentsOf: $0) }
    return all
  }

  /// A cursor over the elements in order.
  public func makeCursor() -> SpoolCursor<Element> { SpoolCursor(self) }
}

/// Reads a spool in order, one element at a time (chunks are decoded as needed).
public struct SpoolCursor<Element: SpoolRecord> {
  @usableFromInline let spool: Spool<Element>
  @usableFromInline let total: Int
  @usableFromInline var chunk: [Element] = []
  @usableFromInline var index = 0
  @usableFromInline var loaded = 0

  init(_ spool: Spool<Element>) {
    self.spool = spool
    total = spool.count
  }

  /// The next element without consuming it (nil at the end).
  @inlinable public mutating func peek() throws -> Element? {
    if index < chunk.count { return chunk[index] }
    try load()
    return index < chunk.count ? chunk[index] : nil
  }

  /// The next element (nil at the end).
  @inlinable public mutating func next() throws -> Element? {
    if index < chunk.count {
      index += 1
      return chunk[index - 1]
    }
    guard let element = try peek() else { return nil }
    index += 1
    return element
  }

  @inlinable mutating func load() throws {
    index = 0
    let n = min(spool.storage.chunkCapacity, total - loaded)
    guard n > 0 else {
      chunk.removeAll(keepingCapacity: true)
      return
    }
    try spool.read(from: loaded, count: n, into: &chunk)
    loaded += n
  }
}

/// The route locations and series entries of a streamed workout, by index of the shell's routes and
/// samples, with an optional per-location transform (the capability projection's).
public final class WorkoutPoints {
  /// Locations of `shell.routes[i]`.
  public private(set) var routes: [Spool<Location>]
  /// Series entries of `shell.samples[i]` (nil for samples that are not quantity series).
  public private(set) var series: [Spool<QuantitySeriesEntry>?]
  /// Applied to every location read (nil: none).
  public let locationTransform: (@Sendable (inout Location) -> Void)?

  /// Points for a shell with `routes` and `series` spools.
  public init(
    routes: [Spool<Location>], series: [Spool<QuantitySeriesEntry>?],
    locationTransform: (@Sendable (inout Location) -> Void)? = nil
  ) {
    self.routes = routes
    self.series = series
    self.locationTransform = locationTransform
  }

  /// Number of locations of route `index`.
  public func locationCount(route index: Int) -> Int { routes[index].count }

  /// Number of entries of sample `index` (0 for samples without a spooled series).
  public func entryCount(sample index: Int) -> Int { series[index]?.count ?? 0 }

  /// Calls `body` with the (transformed) locations of route `index`, in order, in chunks.
  public func forEachLocationChunk(route index: Int, _ body: ([Location]) throws -> Void) throws {
    guard let transform = locationTransform else { return try routes[index].forEachChunk(body) }
    try routes[index].forEachChunk { chunk in
      var copy = chunk
      for i in copy.indices { transform(&copy[i]) }
      try body(copy)
    }
  }

  /// A cursor over the (transformed) locations of route `index`.
  public func locationCursor(route index: Int) -> LocationCursor {
    LocationCursor(base: routes[index].makeCursor(), transform: locationTransform)
  }

  /// A cursor over the entries of sample `index` (empty for samples without a spooled series).
  public func entryCursor(sample index: Int) -> SpoolCursor<QuantitySeriesEntry> {
    (series[index] ?? Spool<QuantitySeriesEntry>(chunkCapacity: 1)).makeCursor()
  }

  /// The same points with a different transform and the samples kept at `keptSamples` (in order), for a
  /// projected shell.
  public func projected(
    keptSamples: [Int], keepRoutes: Bool, locationTransform: (@Sendable (inout Location) -> Void)?
  ) -> WorkoutPoints {
    let base = self.locationTransform
    let combined: (@Sendable (inout Location) -> Void)?
    switch (base, locationTransform) {
    case (nil, let t), (let t, nil): combined = t
    case (let a?, let b?):
      combined = { l in
        a(&l); b(&l)
      }
    }
    return WorkoutPoints(
      routes: keepRoutes ? routes : [], series: keptSamples.map { series[$0] }, locationTransform: combined)
  }

  /// The whole workout: `shell` with its routes' locations and its samples' series filled in.
  public func materialize(into shell: Workout) throws -> Workout {
    var workout = shell
    for i in workout.routes.indices where i < routes.count {
      var locations = try routes[i].materialize()
      if let locationTransform { for j in locations.indices { locationTransform(&locations[j]) } }
      workout.routes[i].locations = locations
    }
    for i in workout.samples.indices where i < series.count {
      guard let spool = series[i], case .quantity(var q) = workout.samples[i] else { continue }
      q.series = try spool.materialize()
      workout.samples[i] = .quantity(q)
    }
    return workout
  }
}

/// Reads a route's locations in order, transformed.
public struct LocationCursor {
  @usableFromInline var base: SpoolCursor<Location>
  @usableFromInline let transform: (@Sendable (inout Location) -> Void)?

  init(base: SpoolCursor<Location>, transform: (@Sendable (inout Location) -> Void)?) {
    self.base = base
    self.transform = transform
  }

  /// The next location (nil at the end).
  @inlinable public mutating func next() throws -> Location? {
    guard var location = try base.next() else { return nil }
    transform?(&location)
    return location
  }

  /// The next location without consuming it.
  @inlinable public mutating func peek() throws -> Location? {
    guard var location = try base.peek() else { return nil }
    transform?(&location)
    return location
  }
}

/// A sink that can take a workout as a shell plus its points (see `WorkoutPoints`), without the whole
/// workout in memory.
public protocol StreamingWorkoutSink: HealthItemSink {
  /// Whether this sink takes the workout streamed (else the reader sends `.workout` whole).
  func acceptsStreamed(_ shell: Workout) -> Bool
  /// Takes a workout whose route locations and series entries are in `points`.
  func receive(workout shell: Workout, points: WorkoutPoints) throws
}

/// Streaming helpers for readers.
public enum WorkoutStreaming {
  /// Splits a whole workout into a shell and spooled points (for writers' tests and for sources that
  /// hold workouts whole); `materialize(into:)` gives it back.
  public static func split(_ workout: Workout, chunkCapacity: Int = 4096) throws -> (Workout, WorkoutPoints) {
    var shell = workout
    var routes: [Spool<Location>] = []
    for i in shell.routes.indices {
      let spool = Spool<Location>(chunkCapacity: chunkCapacity)
      for l in shell.routes[i].locations { try spool.append(l) }
      shell.routes[i].locations = []
      routes.append(spool)
    }
    var series: [Spool<QuantitySeriesEntry>?] = []
    for i in shell.samples.indices {
      guard case .quantity(var q) = shell.samples[i], !q.series.isEmpty else {
        series.append(nil)
        continue
      }
      let spool = Spool<QuantitySeriesEntry>(chunkCapacity: chunkCapacity)
      for e in q.series { try spool.append(e) }
      q.series = []
      shell.samples[i] = .quantity(q)
      series.append(spool)
    }
    return (shell, WorkoutPoints(routes: routes, series: series))
  }

  /// `Identity.uuid(for: sample)` of a series sample whose `entryCount` entries are spooled (the shell's
  /// `series` is empty).
  public static func uuid(forSeriesSample sample: QuantitySample, entryCount: Int) -> UUID {
    Identity.uuid(forQuantity: sample, entryCount: entryCount)
  }

  /// `Identity.uuid(for: route)` of a route whose `count` locations are spooled.
  public static func uuid(forRoute header: SampleHeader, count: Int, first: Location?, last: Location?)
    -> UUID
  {
    Identity.uuid(forRoute: header, count: count, first: first, last: last)
  }

  /// Sends a spooled workout: streamed when the sink takes it so, whole otherwise.
  public static func deliver(_ shell: Workout, points: WorkoutPoints, to sink: any HealthItemSink) throws {
    if let streaming = sink as? any StreamingWorkoutSink, streaming.acceptsStreamed(shell) {
      try streaming.receive(workout: shell, points: points)
    } else {
      try sink.receive(.workout(points.materialize(into: shell)))
    }
  }
}

/// What a reader collects for one workout's route or series: a spool (created on the first element),
/// with the first and last element, which a shell's identity needs. An I/O error while spooling is kept
/// in `error` (appending does not throw, so it fits parser callbacks).
public struct StreamBuffer<Element: SpoolRecord> {
  @usableFromInline var storedSpool: Spool<Element>?
  @usableFromInline var storedCount = 0
  @usableFromInline var storedFirst: Element?
  @usableFromInline var storedLast: Element?
  @usableFromInline var storedError: Error?

  /// An empty buffer.
  public init() {}

  /// The spool (once something was appended).
  public var spool: Spool<Element>? { storedSpool }
  /// Elements appended.
  public var count: Int { storedCount }
  /// Whether nothing was appended.
  public var isEmpty: Bool { storedCount == 0 }
  /// The first element appended.
  public var first: Element? { storedFirst }
  /// The last element appended.
  public var last: Element? { storedLast }
  /// The first spooling error, if any.
  public var error: Error? { storedError }

  /// Appends one element.
  @inlinable public mutating func append(_ element: Element) {
    storedCount += 1
    if storedFirst == nil { storedFirst = element }
    storedLast = element
    if storedSpool == nil { storedSpool = Spool<Element>() }
    do { try storedSpool!.append(element) } catch { if storedError == nil { storedError = error } }
  }
}
