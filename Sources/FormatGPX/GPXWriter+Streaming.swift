import FormatKit
import Foundation
import WorkoutModel
import XMLStreaming

/// Streamed workouts: the track is written from the spooled points in two passes (the first finds the
/// segment breaks and what will be lost, the second writes), so memory does not grow with the track.
/// The output and the losses are those of `receive(.workout(whole))`; inputs the two-pass merge cannot
/// reproduce exactly (several routes, points out of time order, unsorted series, two series on one
/// channel) are materialized and written whole.
extension GPXWriter: StreamingWorkoutSink {
  public func acceptsStreamed(_ shell: Workout) -> Bool { !options.appleRoute && shell.routes.count == 1 }

  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    guard acceptsStreamed(shell), let analysis = try analyze(shell, points) else {
      try receive(.workout(points.materialize(into: shell)))
      return
    }
    streamedWorkouts += 1
    context.report.itemsWritten[HealthItem.workout(shell).kind.rawValue, default: 0] += 1
    if analysis.invalid > 0 { reportInvalidPositions(analysis.invalid) }
    guard analysis.valid > 0 else {
      reportNoPoints(workout: shell)
      return
    }
    let header = shell.header
    try writeHeaderIfNeeded(creator: header.source?.name ?? header.device?.name)
    try writePending()
    let creator = self.creator!
    reportSeries(shell, analysis, points)
    checkEvents(shell, breakTimes: analysis.breakTimes)
    try writeTrackStart(workout: shell, header: header, creator: creator)

    // Pass 2: the points.
    try xml.startElement("trkseg")
    var writer = GPXPointWriter(depth: xml.depth)
    var cursors = analysis.series.map { points.entryCursor(sample: $0.sample) }
    var locations = points.locationCursor(route: 0)
    var validIndex = 0
    var breakIndex = 0
    while let location = try locations.next() {
      guard Self.isValidPosition(location) else { continue }
      if breakIndex < analysis.breaks.count, analysis.breaks[breakIndex] == validIndex {
        breakIndex += 1
        try writer.nextSegment(xml)
      }
      var channels = GPXPointChannels()
      for (k, series) in analysis.series.enumerated() {
        var value: Double?
        while let entry = try cursors[k].peek(), entry.start <= location.time {
          _ = try cursors[k].next()
          if entry.start == location.time && value == nil { value = entry.value }
        }
        if let value {
          let converted = series.same ? value : value * series.scale + series.offset
          if converted.isFinite { series.channel.set(converted, in: &channels) }
        }
      }
      try writer.append(location, channels, xml)
      validIndex += 1
    }
    try writer.endSegment(xml)
    try xml.endElement()
    reportPointLosses(writer)
    reportRouteHeader(shell.routes[0], workout: shell, interval: analysis.interval)
  }

  /// One series that goes onto the points.
  struct StreamedSeries {
    var sample: Int
    var channel: GPXSeriesChannel
    var same: Bool
    var scale: Double
    var offset: Double
    var unplaced = 0
    var converted = 0
    var hasIntervals = false
  }

  /// What the first pass found.
  struct StreamAnalysis {
    var invalid = 0
    var valid = 0
    var interval: (Date, Date)?
    /// Indices (among valid points) before which a new segment starts, with the times around each.
    var breaks: [Int] = []
    var breakTimes: [(Date, Date)] = []
    var series: [StreamedSeries] = []
  }

  /// Pass 1, or nil when the two-pass merge would not reproduce the whole-workout output.
  private func analyze(_ shell: Workout, _ points: WorkoutPoints) throws -> StreamAnalysis? {
    var analysis = StreamAnalysis()
    var used = Set<GPXSeriesChannel>()
    for (index, sample) in shell.samples.enumerated() {
      guard case .quantity(let q) = sample, let (unit, channel) = GPXSeriesChannel.channel(for: q) else { continue }
      guard let offset = try? Quantity(0, q.quantity.unit).doubleValue(for: unit),
        let one = try? Quantity(1, q.quantity.unit).doubleValue(for: unit)
      else { continue }
      guard used.insert(channel).inserted else { return nil }
      analysis.series.append(
        StreamedSeries(
          sample: index, channel: channel, same: q.quantity.unit == unit, scale: one - offset, offset: offset))
    }
    let pauses = shell.events.filter { $0.type == .pause }.map(\.start.date).sorted()
    var p = 0
    var previous: Date?
    var cursors = analysis.series.map { points.entryCursor(sample: $0.sample) }
    var lastStart = [Date?](repeating: nil, count: cursors.count)
    var locations = points.locationCursor(route: 0)
    var first: Date?
    var last: Date?
    // Consumes the entries of series `k` up to `time` (all when nil); returns false when they are not
    // in time order or hold a value that is not finite.
    func consume(_ k: Int, upTo time: Date?) throws -> Bool {
      var placed = false
      while let entry = try cursors[k].peek(), time == nil || entry.start <= time! {
        _ = try cursors[k].next()
        if let before = lastStart[k], entry.start < before { return false }
        if !entry.value.isFinite { return false }
        lastStart[k] = entry.start
        if entry.end != entry.start { analysis.series[k].hasIntervals = true }
        if let time, entry.start == time, !placed {
          placed = true
          analysis.series[k].converted += 1
        } else {
          analysis.series[k].unplaced += 1
        }
      }
      return true
    }
    while let location = try locations.next() {
      if first == nil || location.time < first! { first = location.time }
      if last == nil || location.time > last! { last = location.time }
      guard Self.isValidPosition(location) else {
        analysis.invalid += 1
        continue
      }
      if let previous, !(previous < location.time) { return nil }
      var broke = false
      while p < pauses.count, pauses[p] < location.time {
        if let previous, !broke, previous <= pauses[p] {
          analysis.breaks.append(analysis.valid)
          analysis.breakTimes.append((previous, location.time))
          broke = true
        }
        p += 1
      }
      for k in cursors.indices where try !consume(k, upTo: location.time) { return nil }
      previous = location.time
      analysis.valid += 1
    }
    for k in cursors.indices where try !consume(k, upTo: nil) { return nil }
    if let first, let last { analysis.interval = (first, last) }
    return analysis
  }

  /// The series losses `assignSeries` reports, in its order.
  private func reportSeries(_ shell: Workout, _ analysis: StreamAnalysis, _ points: WorkoutPoints) {
    var next = 0
    for (index, sample) in shell.samples.enumerated() {
      guard case .quantity(let q) = sample else { continue }
      guard let (unit, _) = GPXSeriesChannel.channel(for: q) else {
        context.lose(
          .series(q.type), in: "workout", count: max(1, points.entryCount(sample: index)),
          reason: "GPX has no per-point field for it",
          hint: context.hint(keeping: Capability.forSeries(type: q.type), besides: .gpx))
        continue
      }
      guard next < analysis.series.count, analysis.series[next].sample == index else {
        context.lose(
          .series(q.type), in: "workout", count: max(1, points.entryCount(sample: index)),
          reason: "unit \(q.quantity.unit.unitString) does not convert to \(unit.unitString)")
        continue
      }
      let series = analysis.series[next]
      next += 1
      if series.unplaced > 0 {
        context.lose(
          .series(q.type), in: "workout", count: series.unplaced,
          reason: "GPX stores values on route points; these have no point at their time (or a duplicate one)")
      }
      if !q.header.metadata.isEmpty || (q.header.device != nil && q.header.device != shell.header.device) {
        context.lose(
          .sampleMetadataAndDevice, in: "workout sample",
          reason: "GPX series have no headers of their own")
      }
      if series.hasIntervals || (series.unplaced + series.converted == 0 && q.header.end != q.header.start) {
        context.lose(
          .sampleIntervals, in: "workout sample", reason: "GPX values are instants at a point's time")
      }
    }
  }
}
