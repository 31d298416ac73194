import FormatKit
import Foundation
import WorkoutModel
import WorkoutOperations

/// The converter's sink when the target writer streams workouts (`StreamingWorkoutSink`): items go
/// through `ProjectingSink` as before; a streamed workout is projected shell-and-points, with the same
/// losses (kinds, counts, order) as `CapabilityProjection.project(_:)` reports for the whole workout, and
/// the same item accounting.
final class StreamingProjectingSink: StreamingWorkoutSink {
  let base: ProjectingSink
  let writer: any StreamingWorkoutSink

  init(base: ProjectingSink, writer: any StreamingWorkoutSink) {
    self.base = base
    self.writer = writer
  }

  func receive(_ item: HealthItem) throws { try base.receive(item) }

  func acceptsStreamed(_ shell: Workout) -> Bool {
    // One route at most (several interleave their losses with their headers'), and a target that keeps
    // workouts; everything else comes whole.
    shell.routes.count <= 1 && base.projection.target.capabilities.writes.contains(.workouts)
      && writer.acceptsStreamed(shell)
  }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    base.onItem?(1)
    let context = base.context
    base.accounting.noteRead(.workout(shell))
    let (projected, projectedPoints) = try StreamingProjection(base.projection).project(
      shell, points: points, context: context)
    try base.accounting.handing(.workout(projected), points: projectedPoints, context: context) {
      try WorkoutStreaming.deliver(projected, points: projectedPoints, to: writer)
    }
  }
}

/// `CapabilityProjection` for a streamed workout (one route at most): the shell is projected by
/// `CapabilityProjection` itself in two parts (everything but the samples, then the samples), the route
/// points' losses are counted in one pass over the points between the two, exactly where the whole-workout
/// projection reports them, and per-location changes are applied as the points are read.
struct StreamingProjection {
  let projection: CapabilityProjection
  init(_ projection: CapabilityProjection) { self.projection = projection }

  private var writes: Set<Capability> { projection.writes }

  func project(_ shell: Workout, points: WorkoutPoints, context: ConversionContext) throws
    -> (Workout, WorkoutPoints)
  {
    // 1. Header, activities, events, statistics, totals, the route's header.
    var withoutSamples = shell
    withoutSamples.samples = []
    let first = ConversionContext(inputName: context.inputName, options: context.options)
    var projected = projection.project(withoutSamples, context: first)
    merge(first.report, into: context, skippingWorkoutUUIDs: false)

    // 2. The route's points.
    let keepRoutes = writes.contains(.route)
    var transform: (@Sendable (inout Location) -> Void)?
    if !shell.routes.isEmpty {
      if keepRoutes {
        transform = try routePointLosses(points, context: context)
      } else {
        let total = points.routes.reduce(0) { $0 + $1.count }
        if total > 0 { projection.loseRoutePoints(total, context: context) }
      }
    }

    // 3. The samples (a shell without header details, so only the samples' losses are reported).
    let second = ConversionContext(inputName: context.inputName, options: context.options)
    var samplesOnly = Workout(
      header: SampleHeader(uuid: shell.header.uuid, start: shell.header.start, end: shell.header.end),
      activityType: shell.activityType, samples: shell.samples)
    samplesOnly.duration = nil
    let projectedSamples = projection.project(samplesOnly, context: second).samples
    merge(second.report, into: context, skippingWorkoutUUIDs: true)
    var kept: [Int] = []
    for (index, sample) in shell.samples.enumerated() {
      switch sample {
      case .quantity(let q):
        let needed = Capability.forSeries(type: q.type)
        if writes.contains(needed) {
          kept.append(index)
        } else if points.entryCount(sample: index) > 1 {
          // The whole-workout projection counts the entries of a dropped series.
          projection.loseSeries(type: q.type, count: points.entryCount(sample: index) - 1, context: context)
        }
      case .category: if writes.contains(.categorySamples) { kept.append(index) }
      case .heartbeatSeries: if writes.contains(.heartbeatSeries) { kept.append(index) }
      }
    }
    guard kept.count == projectedSamples.count else {
      throw ConversionError(
        .internal, "streamed projection kept \(kept.count) samples, expected \(projectedSamples.count)")
    }
    projected.samples = projectedSamples
    return (
      projected, points.projected(keptSamples: kept, keepRoutes: keepRoutes, locationTransform: transform)
    )
  }

  /// Counts what the target drops from each location (as `CapabilityProjection` does) and returns the
  /// change to apply to each location as it is read.
  private func routePointLosses(_ points: WorkoutPoints, context: ConversionContext) throws
    -> (@Sendable (inout Location) -> Void)?
  {
    let dropAccuracy = !writes.contains(.routeAccuracy)
    let dropSpeed = !writes.contains(.speed)
    let dropAltitude = !writes.contains(.altitude)
    guard dropAccuracy || dropSpeed || dropAltitude, !points.routes.isEmpty else { return nil }
    var accuracy = 0
    var speed = 0
    var altitude = 0
    try points.forEachLocationChunk(route: 0) { chunk in
      for l in chunk {
        if dropAccuracy && (l.horizontalAccuracy != nil || l.verticalAccuracy != nil || l.course != nil) {
          accuracy += 1
        }
        if dropSpeed && l.speed != nil { speed += 1 }
        if dropAltitude && l.altitude != nil { altitude += 1 }
      }
    }
    projection.loseRoutePointFields(accuracy: accuracy, speed: speed, altitude: altitude, context: context)
    return { l in
      if dropAccuracy {
        l.horizontalAccuracy = nil
        l.verticalAccuracy = nil
        l.course = nil
      }
      if dropSpeed { l.speed = nil }
      if dropAltitude { l.altitude = nil }
    }
  }

  private func merge(_ report: ConversionReport, into context: ConversionContext, skippingWorkoutUUIDs: Bool)
  {
    for loss in report.losses {
      if skippingWorkoutUUIDs && loss.kind == .uuids && loss.object == "workout" { continue }
      context.add(loss)
    }
    for warning in report.warnings { context.report.add(warning) }
  }
}

extension Converter {
  /// The sink a conversion hands the reader: `projecting` itself, or a streaming one when `writer` (a
  /// format writer, or the directory writer of per-workout files) takes workouts streamed (unless
  /// `--option streaming=off`, which makes every workout come whole). The one place that decides; a
  /// writer refusing one workout gets it rebuilt by `WorkoutStreaming.deliver`.
  static func streamingIfPossible(_ projecting: ProjectingSink, writer: any HealthItemSink)
    -> any HealthItemSink
  {
    guard projecting.context.options.value(.streaming) != "off",
      let streaming = writer as? any StreamingWorkoutSink
    else { return projecting }
    return StreamingProjectingSink(base: projecting, writer: streaming)
  }
}
