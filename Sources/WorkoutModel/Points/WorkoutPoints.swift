import ByteStreams
import FoundationEssentials

// A route-bearing workout as a shell plus its points: a reader that would otherwise hold every point of a
// workout in memory writes the points to spools (bounded memory — a shared `SpoolMemory` budget —, the rest
// in an unlinked temporary file) and hands a sink the finished workout *shell* — every field final (UUIDs, interval, aggregates, events), but its
// routes' `locations` and its quantity samples' `series` empty — together with `WorkoutPoints`, which
// replays those arrays in order, chunk by chunk, as often as the sink needs (a writer that must know
// totals before the points makes a first pass, then writes). `shell` + `points` is exactly the workout
// `points.materialize(into: shell)` returns, which is what sinks that do not stream receive.

/// A value a spool stores as a fixed-size binary record, through the record views ByteStreams lends
/// (bounds-checked stores and loads at byte offsets; no pointer here).
public protocol SpoolRecord {
  /// Bytes per record.
  static var recordSize: Int { get }
  /// Writes the record (`recordSize` bytes).
  func store(into record: borrowing RecordWriter)
  /// Reads a record.
  static func load(from record: borrowing RecordReader) -> Self
}

extension Location: SpoolRecord {
  /// Time, latitude, longitude, five optional doubles and a presence byte (padded to 8 bytes).
  public static var recordSize: Int { 72 }

  @inlinable @inline(__always) public func store(into record: borrowing RecordWriter) {
    record.store(time.timeIntervalSinceReferenceDate, at: 0)
    record.store(latitude, at: 8)
    record.store(longitude, at: 16)
    var present: UInt64 = 0
    @inline(__always) func put(_ v: Double?, _ i: Int, _ record: borrowing RecordWriter) {
      record.store(v ?? 0, at: 24 + 8 * i)
      if v != nil { present |= 1 << UInt64(i) }
    }
    put(altitude, 0, record)
    put(horizontalAccuracy, 1, record)
    put(verticalAccuracy, 2, record)
    put(speed, 3, record)
    put(course, 4, record)
    record.store(present, at: 64)
  }

  @inlinable @inline(__always) public static func load(from record: borrowing RecordReader) -> Location {
    let present = record.load(UInt64.self, at: 64)
    func optional(_ i: Int, _ record: borrowing RecordReader) -> Double? {
      present & (1 << UInt64(i)) == 0 ? nil : record.load(Double.self, at: 24 + 8 * i)
    }
    return Location(
      time: Date(timeIntervalSinceReferenceDate: record.load(Double.self, at: 0)),
      latitude: record.load(Double.self, at: 8), longitude: record.load(Double.self, at: 16),
      altitude: optional(0, record), horizontalAccuracy: optional(1, record),
      verticalAccuracy: optional(2, record), speed: optional(3, record), course: optional(4, record))
  }
}

extension QuantitySeriesEntry: SpoolRecord {
  /// Value, start, end.
  public static var recordSize: Int { 24 }

  @inlinable @inline(__always) public func store(into record: borrowing RecordWriter) {
    record.store(value, at: 0)
    record.store(start.timeIntervalSinceReferenceDate, at: 8)
    record.store(end.timeIntervalSinceReferenceDate, at: 16)
  }

  @inlinable @inline(__always) public static func load(from record: borrowing RecordReader)
    -> QuantitySeriesEntry
  {
    QuantitySeriesEntry(
      value: record.load(Double.self, at: 0),
      start: Date(timeIntervalSinceReferenceDate: record.load(Double.self, at: 8)),
      end: Date(timeIntervalSinceReferenceDate: record.load(Double.self, at: 16)))
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
    do {
      try storage.append(size: Element.recordSize) { element.store(into: $0) }
    } catch {
      throw Self.conversionError(error)
    }
  }

  /// A spool's I/O failure as the located-nowhere I/O error conversions report.
  @usableFromInline static func conversionError(_ error: SpoolError) -> ConversionError {
    ConversionError(.io, error.message)
  }

  /// Decodes elements `[start, start + n)` into `chunk` (replacing its contents): in place when they are
  /// in memory, else copied out first (`ByteSpool.forEachRecord`).
  @inlinable func read(from start: Int, count n: Int, into chunk: inout [Element]) throws {
    chunk.removeAll(keepingCapacity: true)
    do {
      try storage.forEachRecord(from: start, count: n, size: Element.recordSize) {
        chunk.append(Element.load(from: $0))
      }
    } catch {
      throw Self.conversionError(error)
    }
  }

  /// Elements `[start, start + count)`.
  public func elements(from start: Int, count: Int) throws -> [Element] {
    var elements: [Element] = []
    try read(from: start, count: count, into: &elements)
    return elements
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
      routes: keepRoutes ? routes : [], series: keptSamples.map { $0 < series.count ? series[$0] : nil },
      locationTransform: combined)
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
