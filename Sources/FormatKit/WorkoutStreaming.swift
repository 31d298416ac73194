#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import WorkoutModel

// Streaming of route-bearing workouts: a reader that would otherwise hold every point of a workout in
// memory writes the points to spools (bounded memory, the rest in an unlinked temporary file) and hands
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

  public func store(to p: UnsafeMutableRawPointer) {
    p.storeBytes(of: time.timeIntervalSinceReferenceDate, toByteOffset: 0, as: Double.self)
    p.storeBytes(of: latitude, toByteOffset: 8, as: Double.self)
    p.storeBytes(of: longitude, toByteOffset: 16, as: Double.self)
    var present: UInt64 = 0
    for (i, v) in [altitude, horizontalAccuracy, verticalAccuracy, speed, course].enumerated() {
      p.storeBytes(of: v ?? 0, toByteOffset: 24 + 8 * i, as: Double.self)
      if v != nil { present |= 1 << UInt64(i) }
    }
    p.storeBytes(of: present, toByteOffset: 64, as: UInt64.self)
  }

  public static func load(from p: UnsafeRawPointer) -> Location {
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

  public func store(to p: UnsafeMutableRawPointer) {
    p.storeBytes(of: value, toByteOffset: 0, as: Double.self)
    p.storeBytes(of: start.timeIntervalSinceReferenceDate, toByteOffset: 8, as: Double.self)
    p.storeBytes(of: end.timeIntervalSinceReferenceDate, toByteOffset: 16, as: Double.self)
  }

  public static func load(from p: UnsafeRawPointer) -> QuantitySeriesEntry {
    QuantitySeriesEntry(
      value: p.loadUnaligned(fromByteOffset: 0, as: Double.self),
      start: Date(timeIntervalSinceReferenceDate: p.loadUnaligned(fromByteOffset: 8, as: Double.self)),
      end: Date(timeIntervalSinceReferenceDate: p.loadUnaligned(fromByteOffset: 16, as: Double.self)))
  }
}

/// An append-only array in bounded memory: the last `chunkCapacity` elements in memory, the rest in an
/// unlinked temporary file (created on first spill, gone when the spool is). Read back in order, any
/// number of times, with `forEachChunk` or a `SpoolCursor`.
public final class Spool<Element: SpoolRecord> {
  /// Elements appended so far.
  public private(set) var count = 0
  /// Elements kept in memory before they go to the file.
  public let chunkCapacity: Int
  private var tail: [Element] = []
  private var bytes: [UInt8] = []
  private var file: UnsafeMutablePointer<FILE>?
  private var descriptor: Int32 = -1
  private var spilled = 0

  /// An empty spool; `chunkCapacity` elements stay in memory before the first spill.
  public init(chunkCapacity: Int = 4096) {
    self.chunkCapacity = max(1, chunkCapacity)
  }

  deinit {
    if let file { fclose(file) }
  }

  /// Appends one element.
  @inline(__always) public func append(_ element: Element) throws {
    if tail.count == chunkCapacity { try spill() }
    if tail.capacity == 0 { tail.reserveCapacity(min(chunkCapacity, 1024)) }
    tail.append(element)
    count += 1
  }

  private func spill() throws {
    if file == nil {
      guard let f = tmpfile() else {
        throw ConversionError(.io, "cannot create a temporary spool file: \(String(cString: strerror(errno)))")
      }
      file = f
      descriptor = fileno(f)
    }
    let size = Element.recordSize
    if bytes.count < tail.count * size { bytes = [UInt8](repeating: 0, count: chunkCapacity * size) }
    try bytes.withUnsafeMutableBytes { raw in
      for (i, element) in tail.enumerated() { element.store(to: raw.baseAddress! + i * size) }
      var done = 0
      let total = tail.count * size
      while done < total {
        let n = pwrite(descriptor, raw.baseAddress! + done, total - done, off_t(spilled * size + done))
        if n <= 0 {
          if n < 0 && errno == EINTR { continue }
          throw ConversionError(.io, "cannot write the spool file: \(String(cString: strerror(errno)))")
        }
        done += n
      }
    }
    spilled += tail.count
    tail.removeAll(keepingCapacity: true)
  }

  /// Reads elements `[start, start + buffer.count)` from the file part.
  fileprivate func readSpilled(from start: Int, into chunk: inout [Element], count wanted: Int) throws {
    let size = Element.recordSize
    if bytes.count < wanted * size { bytes = [UInt8](repeating: 0, count: max(wanted, chunkCapacity) * size) }
    try bytes.withUnsafeMutableBytes { raw in
      var done = 0
      let total = wanted * size
      while done < total {
        let n = pread(descriptor, raw.baseAddress! + done, total - done, off_t(start * size + done))
        if n <= 0 {
          if n < 0 && errno == EINTR { continue }
          throw ConversionError(.io, "cannot read the spool file back: \(String(cString: strerror(errno)))")
        }
        done += n
      }
      chunk.removeAll(keepingCapacity: true)
      for i in 0..<wanted { chunk.append(Element.load(from: raw.baseAddress! + i * size)) }
    }
  }

  /// Calls `body` with the elements in order, at most `chunkCapacity` at a time.
  public func forEachChunk(_ body: ([Element]) throws -> Void) throws {
    var chunk: [Element] = []
    var position = 0
    while position < spilled {
      let n = min(chunkCapacity, spilled - position)
      try readSpilled(from: position, into: &chunk, count: n)
      try body(chunk)
      position += n
    }
    if !tail.isEmpty { try body(tail) }
  }

  /// Every element in one array (for sinks that take whole workouts).
  public func materialize() throws -> [Element] {
    var all: [Element] = []
    all.reserveCapacity(count)
    try forEachChunk { all.append(contentsOf: $0) }
    return all
  }

  /// A cursor over the elements in order.
  public func makeCursor() -> SpoolCursor<Element> { SpoolCursor(self) }

  fileprivate var spilledCount: Int { spilled }
  fileprivate var memoryTail: [Element] { tail }
}

/// Reads a spool in order, one element at a time (chunks are loaded as needed).
public struct SpoolCursor<Element: SpoolRecord> {
  private let spool: Spool<Element>
  private var chunk: [Element] = []
  private var index = 0
  private var loaded = 0
  private var inTail = false
  /// Elements returned so far.
  public private(set) var position = 0

  init(_ spool: Spool<Element>) { self.spool = spool }

  /// The next element without consuming it (nil at the end).
  public mutating func peek() throws -> Element? {
    if index < chunk.count { return chunk[index] }
    try load()
    return index < chunk.count ? chunk[index] : nil
  }

  /// The next element (nil at the end).
  public mutating func next() throws -> Element? {
    guard let element = try peek() else { return nil }
    index += 1
    position += 1
    return element
  }

  private mutating func load() throws {
    index = 0
    if loaded < spool.spilledCount {
      let n = min(spool.chunkCapacity, spool.spilledCount - loaded)
      try spool.readSpilled(from: loaded, into: &chunk, count: n)
      loaded += n
    } else if !inTail {
      inTail = true
      chunk = spool.memoryTail
    } else {
      chunk = []
    }
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
    case (let a?, let b?): combined = { l in a(&l); b(&l) }
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
  private var base: SpoolCursor<Location>
  private let transform: (@Sendable (inout Location) -> Void)?

  init(base: SpoolCursor<Location>, transform: (@Sendable (inout Location) -> Void)?) {
    self.base = base
    self.transform = transform
  }

  /// The next location (nil at the end).
  public mutating func next() throws -> Location? {
    guard var location = try base.next() else { return nil }
    transform?(&location)
    return location
  }

  /// The next location without consuming it.
  public mutating func peek() throws -> Location? {
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
  /// Whether a reader should spool the workouts it sends to `sink` (the sink streams).
  public static func sinkStreams(_ sink: any HealthItemSink) -> Bool { sink is any StreamingWorkoutSink }

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
    var value = Identity.valueKey(sample.quantity, type: sample.type)
    if entryCount > 0 { value += " n=\(entryCount)" }
    return Identity.uuidV5(
      name: Identity.contentKey(
        kind: "quantity", type: sample.type, start: sample.header.start, end: sample.header.end,
        value: value, source: sample.header.source, device: sample.header.device))
  }

  /// `Identity.uuid(for: route)` of a route whose `count` locations are spooled.
  public static func uuid(forRoute header: SampleHeader, count: Int, first: Location?, last: Location?) -> UUID {
    let firstKey = first.map { "\(significant($0.latitude)),\(significant($0.longitude))" } ?? ""
    let lastKey = last.map { "\(significant($0.latitude)),\(significant($0.longitude))" } ?? ""
    return Identity.uuidV5(
      name: Identity.contentKey(
        kind: "route", type: "HKWorkoutRouteTypeIdentifier", start: header.start, end: header.end,
        value: "\(count)", source: header.source, device: header.device, extra: firstKey + ";" + lastKey))
  }

  /// `Identity`'s nine significant digits (`%.9g`; integral values directly).
  static func significant(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e9 { return String(Int64(value)) }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer in
      _ = withVaList([value]) { vsnprintf(buffer.baseAddress!, 40, "%.9g", $0) }
      return String(cString: buffer.baseAddress!)
    }
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
