import FormatKit
import Foundation
import WorkoutModel

/// Streamed workouts: the line is the one written for the whole workout, but the route locations and
/// series entries are written from the spools as they are read (the line goes out to the sink in
/// pieces), so a workout's points are never all in memory.
extension NDJSONWriter: StreamingWorkoutSink {
  public func acceptsStreamed(_ shell: Workout) -> Bool { true }

  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    streamedWorkouts += 1
    let output = self.output
    func flush(_ out: NDJSONBytes) throws {
      guard out.count >= Self.flushThreshold else { return }
      try out.withBytes { try output.write($0) }
      out.removeAll()
    }
    let streamed = NDJSONFastEncoder.StreamedArrays(
      streamsLocations: { r in r < points.routes.count && points.locationCount(route: r) > 0 },
      writeLocations: { r, out in
        var first = true
        try points.forEachLocationChunk(route: r) { chunk in
          for l in chunk {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            NDJSONFastEncoder.location(l, out)
          }
          try flush(out)
        }
      },
      streamsSeries: { i in
        guard i < points.series.count, points.entryCount(sample: i) > 0, case .quantity = shell.samples[i]
        else {
          return false
        }
        return true
      },
      writeSeries: { i, origin, out in
        var first = true
        var cursor = points.entryCursor(sample: i)
        while let entry = try cursor.next() {
          if !first { out.append(UInt8(ascii: ",")) }
          first = false
          NDJSONFastEncoder.seriesEntry(entry, origin: origin, out)
          if out.count >= Self.flushThreshold { try flush(out) }
        }
      })
    try NDJSONFastEncoder.workout(shell, streamed: streamed, line)
    line.append(0x0A)
    if line.count >= Self.flushThreshold { try flushLines() }
  }
}
