import FormatKit
import FoundationEssentials
import WorkoutModel

/// The placement of a workout's series on its track points: each series' entries, in time order, go to
/// the points with the same time, the points coming in time order. Points that share a time take that
/// time's values in order (the k-th value at a time goes to the k-th point at that time whose field is
/// still free: a source that repeats a time keeps each point's value, and a second series on the same
/// field fills what the first left free). Values with no such point are counted as unplaced.
struct GPXSeriesPlacement {
  /// One series that goes onto the points.
  struct Series {
    let sample: Int
    let channel: GPXSeriesChannel
    let conversion: PointFieldConversion
    var cursor: SpoolCursor<QuantitySeriesEntry>
    var unplaced = 0
    var converted = 0
    var hasIntervals = false
    var lastStart: Date?
    var isSorted = true

    /// Takes the next entry (noting order and intervals).
    mutating func consume() throws -> QuantitySeriesEntry {
      let entry = try cursor.next()!
      if let last = lastStart, entry.start < last { isSorted = false }
      lastStart = entry.start
      if entry.end != entry.start { hasIntervals = true }
      return entry
    }

    /// The value for the next point, at `time`: entries before it are unplaced; an entry at it is this
    /// point's unless the point's field is taken (then it waits for the next point); nil when none or not
    /// finite. One mutating access per series and point (the placement's hot path).
    mutating func value(at time: Date, fieldTaken: Bool) throws -> Double? {
      while let entry = try cursor.peek(), entry.start <= time {
        if entry.start < time {
          _ = try consume()
          unplaced += 1
          continue
        }
        guard !fieldTaken else { return nil }
        _ = try consume()
        converted += 1
        let value = conversion(entry.value)
        return value.isFinite ? value : nil
      }
      return nil
    }
  }

  private(set) var series: [Series] = []

  /// The series among a shell's `samples` that have a GPX field and a unit that converts to it. A
  /// sample without spooled entries is its own single entry (`QuantitySample.entries`: its value over
  /// its interval).
  init(_ samples: [WorkoutSample], _ points: WorkoutPoints) throws {
    for (index, sample) in samples.enumerated() {
      guard case .quantity(let q) = sample, let (unit, channel) = GPXSeriesChannel.channel(for: q),
        let conversion = PointFieldConversion(from: q.quantity.unit, to: unit)
      else { continue }
      var cursor = points.entryCursor(sample: index)
      if index >= points.series.count || points.series[index] == nil {
        let single = Spool<QuantitySeriesEntry>(chunkCapacity: 1)
        for entry in q.entries { try single.append(entry) }
        cursor = single.makeCursor()
      }
      series.append(Series(sample: index, channel: channel, conversion: conversion, cursor: cursor))
    }
  }

  /// Whether every series came in time order (else the placement must be redone on sorted series).
  var seriesSorted: Bool { series.allSatisfy(\.isSorted) }

  /// Whether every series' entries are in time order, read once without placing them (so that points in
  /// time order are placed once, while they are written).
  func seriesInTimeOrder() throws -> Bool {
    for s in series {
      var cursor = s.cursor
      var last: Date?
      while let entry = try cursor.next() {
        if let last, entry.start < last { return false }
        last = entry.start
      }
    }
    return true
  }

  /// The values of the next point, whose time is `time` (not before the previous point's).
  mutating func values(at time: Date) throws -> GPXPointChannels {
    var channels = GPXPointChannels()
    var taken: UInt16 = 0
    for k in series.indices {
      let channel = series[k].channel
      let bit: UInt16 = 1 << channel.rawValue
      if let value = try series[k].value(at: time, fieldTaken: taken & bit != 0) {
        channel.set(value, in: &channels)
        taken |= bit
      }
    }
    return channels
  }

  /// Counts the entries after the last point as unplaced.
  mutating func finish() throws {
    for k in series.indices {
      while try series[k].cursor.peek() != nil {
        _ = try series[k].consume()
        series[k].unplaced += 1
      }
    }
  }
}

/// A track's valid points in writing order, with their series values. The one route of a workout is
/// read from its spool in place; awkward inputs are normalised here, once: several routes are merged in
/// time order, a series out of time order is sorted, and points out of time order (written in their
/// order) get their values from a placement over their time order, kept in memory by position.
struct GPXTrackPoints {
  private let shell: Workout?
  private var points: WorkoutPoints
  private let hasRoute: Bool
  /// Values by valid point position, when the points are not in time order.
  private var valuesByPosition: [GPXPointChannels]?
  /// The placement that made `valuesByPosition` (its counts).
  private var pass1Placement: GPXSeriesPlacement?

  /// What the first pass found.
  struct Analysis {
    var invalid = 0
    var valid = 0
    /// The earliest and latest point time (invalid points included).
    var interval: (Date, Date)?
    /// Indices (among valid points) before which a new segment starts, with the times around each.
    var breaks: [Int] = []
    var breakTimes: [(Date, Date)] = []
  }

  init(workout shell: Workout?, routeCount: Int, points: WorkoutPoints) throws {
    self.shell = shell
    hasRoute = routeCount > 0
    guard routeCount > 1 else {
      self.points = points
      return
    }
    // Several routes: merged in time order (stable), in memory.
    var all: [Location] = []
    for route in 0..<routeCount { try points.forEachLocationChunk(route: route) { all += $0 } }
    let merged = Spool<Location>()
    for (_, location) in all.enumerated().sorted(by: {
      ($0.element.time, $0.offset) < ($1.element.time, $1.offset)
    }) {
      try merged.append(location)
    }
    self.points = WorkoutPoints(routes: [merged], series: points.series)
  }

  private func eachPoint(_ body: (Location) throws -> Void) throws {
    guard hasRoute else { return }
    var cursor = points.locationCursor(route: 0)
    while let location = try cursor.next() { try body(location) }
  }

  private func placement() throws -> GPXSeriesPlacement {
    try GPXSeriesPlacement(shell?.samples ?? [], points)
  }

  /// Pass 1: counts, interval and segment breaks (a break goes before the first point after each pause,
  /// at most one per point); series out of time order are sorted. Points out of time order are placed
  /// here (their values kept by position); points in time order are placed in pass 2, as they are written.
  mutating func analyze(pauses: [Date]) throws -> Analysis {
    var analysis = Analysis()
    var p = 0
    var previous: Date?
    var inTimeOrder = true
    var first: Date?
    var last: Date?
    try eachPoint { location in
      if first == nil || location.time < first! { first = location.time }
      if last == nil || location.time > last! { last = location.time }
      guard GPXWriter.isValidPosition(location) else {
        analysis.invalid += 1
        return
      }
      if let previous, location.time < previous { inTimeOrder = false }
      var broke = false
      while p < pauses.count, pauses[p] < location.time {
        if let previous, !broke, previous <= pauses[p] {
          analysis.breaks.append(analysis.valid)
          analysis.breakTimes.append((previous, location.time))
          broke = true
        }
        p += 1
      }
      previous = location.time
      analysis.valid += 1
    }
    if let first, let last { analysis.interval = (first, last) }
    guard analysis.valid > 0 else { return analysis }
    let series = try placement()
    guard !series.series.isEmpty else { return analysis }
    if inTimeOrder {
      if try !series.seriesInTimeOrder() { try sortSeries() }
      return analysis
    }
    pass1Placement = try placeByPosition()
    if !pass1Placement!.seriesSorted {
      try sortSeries()
      pass1Placement = try placeByPosition()
    }
    return analysis
  }

  /// Runs the placement over the valid points in time order and keeps their values by position (for
  /// points that are not in time order).
  private mutating func placeByPosition() throws -> GPXSeriesPlacement {
    var placement = try placement()
    var valid: [Location] = []
    try eachPoint { if GPXWriter.isValidPosition($0) { valid.append($0) } }
    var values = [GPXPointChannels](repeating: GPXPointChannels(), count: valid.count)
    for index in valid.indices.sorted(by: { (valid[$0].time, $0) < (valid[$1].time, $1) }) {
      values[index] = try placement.values(at: valid[index].time)
    }
    valuesByPosition = values
    try placement.finish()
    return placement
  }

  /// Replaces the series that are not in time order by sorted copies (stable: equal times keep order).
  private mutating func sortSeries() throws {
    var series = points.series
    for index in series.indices {
      guard let spool = series[index] else { continue }
      let entries = try spool.materialize()
      guard zip(entries, entries.dropFirst()).contains(where: { $0.start > $1.start }) else { continue }
      let sorted = Spool<QuantitySeriesEntry>()
      for (_, entry) in entries.enumerated().sorted(by: {
        ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
      }) {
        try sorted.append(entry)
      }
      series[index] = sorted
    }
    points = WorkoutPoints(routes: points.routes, series: series, locationTransform: points.locationTransform)
  }

  /// Pass 2: the valid points in writing order with their index among them and their values; returns
  /// the placement that gave the values (its counts: what was not placed), run here, once, when the
  /// points are in time order.
  func forEachValidPoint(_ body: (Int, Location, GPXPointChannels) throws -> Void) throws
    -> GPXSeriesPlacement
  {
    var index = 0
    if let valuesByPosition, let pass1Placement {
      try eachPoint { location in
        guard GPXWriter.isValidPosition(location) else { return }
        try body(index, location, valuesByPosition[index])
        index += 1
      }
      return pass1Placement
    }
    var placement = try placement()
    try eachPoint { location in
      guard GPXWriter.isValidPosition(location) else { return }
      try body(index, location, placement.values(at: location.time))
      index += 1
    }
    try placement.finish()
    return placement
  }
}
