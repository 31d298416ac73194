import FormatKit
import Foundation
import WorkoutConversion
import WorkoutModel

/// Counts items, and route points without holding them.
final class PointCounter: StreamingWorkoutSink {
  var items = 0
  var workouts = 0
  var routePoints = 0

  func receive(_ item: HealthItem) throws { items += 1 }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    workouts += 1
    for route in shell.routes.indices { routePoints += points.locationCount(route: route) }
  }
}

/// SwiftClient SAMPLES_DIR OUT_DIR: converts ride.fit to GPX, batches ride.fit and morning-run.ndjson to
/// NDJSON, counts ride.fit's route points with a sink of its own; prints one line each, exits 1 on a
/// wrong result.
func main() throws {
  let arguments = CommandLine.arguments
  guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: SwiftClient SAMPLES_DIR OUT_DIR\n".utf8))
    exit(2)
  }
  let samples = URL(fileURLWithPath: arguments[1])
  let out = URL(fileURLWithPath: arguments[2])
  let ride = samples.appendingPathComponent("ride.fit")

  let report = try Converter.convert(
    input: InputSource(file: ride), to: .file(out.appendingPathComponent("ride.gpx")),
    settings: ConversionSettings(outputFormat: "gpx", overwrite: true))
  print("convert: \(report.itemsWritten["workout"] ?? 0) workout written")

  let inputs = [ride.path, samples.appendingPathComponent("morning-run.ndjson").path]
  let outcome = try Batch.run(
    inputs: Batch.Inputs(files: inputs), into: out.appendingPathComponent("batch"),
    settings: ConversionSettings(outputFormat: "ndjson", overwrite: true), jobs: 2)
  print("batch: \(outcome.converted) of \(outcome.total) converted")

  let counter = PointCounter()
  try Converter.read(InputSource(file: ride), into: counter)
  print(
    "sink: \(counter.workouts) workout, \(counter.routePoints) route points, \(counter.items) other items")

  guard report.itemsWritten["workout"] == 1, outcome.converted == 2, outcome.failures.isEmpty,
    counter.workouts == 1, counter.routePoints > 0
  else { exit(1) }
}

try main()
