import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// What a Swift user of the `WorkoutConversion` and `WorkoutModel` products does, through their public
/// API only (no `@testable`): a batch into a directory, and a sink of their own that takes workouts as
/// a shell plus points. Integrations/swift-client does the same from a package of its own.
@Suite struct LibraryClientTests {
  /// A user's sink: counts items, and route points without holding them.
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

  @Test func aBatchConvertsEveryInputIntoOneDirectory() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-client-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputs = ["ride.fit", "morning-run.ndjson"].map { TestPaths.samples.appendingPathComponent($0).path }
    let outcome = try Batch.run(
      inputs: Batch.Inputs(files: inputs), into: directory,
      settings: ConversionSettings(outputFormat: "ndjson"), jobs: 2)
    #expect(outcome.failures.isEmpty)
    #expect(outcome.converted == 2)
    #expect(outcome.entries.count == 2)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["morning-run.ndjson", "ride.ndjson"], "\(names)")
  }

  @Test func aSinkOfTheUsersOwnTakesWorkoutsAsShellsAndPoints() throws {
    let ride = TestPaths.samples.appendingPathComponent("ride.fit")
    let counter = PointCounter()
    try Converter.read(InputSource(file: ride), into: counter)
    let (dataset, _) = try Converter.readAll(InputSource(file: ride))
    let whole = dataset.items.compactMap { item -> Workout? in
      if case .workout(let w) = item { return w }
      return nil
    }
    #expect(counter.workouts == whole.count && counter.workouts == 1)
    #expect(counter.routePoints > 0)
    #expect(counter.routePoints == whole.reduce(0) { $0 + $1.routes.reduce(0) { $0 + $1.locations.count } })
    #expect(counter.items == dataset.items.count - whole.count)
  }
}
