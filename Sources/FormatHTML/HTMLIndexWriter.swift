import FormatKit
import FoundationEssentials
import WorkoutModel

/// Writes `index.html` of a directory output, the explorer (`HTMLPage.explorer`): of each workout it keeps
/// its summary values, its route sketched (`RouteSketch`, bounded per route) and its best efforts; of other
/// items, per-day health values (`DailyHealth`) and samples per month — never the samples themselves.
package final class HTMLIndexWriter: DirectoryIndexWriter {
  private let output: any ByteSink
  private let context: ConversionContext
  private let units: ExplorerUnits
  private let months = MonthlySampleCounts()
  private let health = DailyHealth()
  private var workouts: [ExplorerWorkout] = []

  /// Makes an index writer.
  package init(output: any ByteSink, context: ConversionContext, units: ExplorerUnits = .metric) {
    self.output = output
    self.context = context
    self.units = units
  }

  package func receive(_ item: HealthItem) throws {
    try months.receive(item)
    health.receive(item)
  }

  package func noteWorkout(_ workout: Workout, points: WorkoutPoints?, file: String) throws {
    let reader = points.map { WorkoutPointReader(shell: workout, points: $0) } ?? WorkoutPointReader(workout)
    let summary = try SummaryMemo.shared.summary(of: reader, points: points)
    workouts.append(try ExplorerWorkout.make(reader, summary: summary, file: file))
  }

  package func finish() throws { try finish(linking: Set(workouts.map(\.file))) }

  package func finish(linking files: Set<String>) throws {
    let shown = workouts.filter { files.contains($0.file) }.sorted { $0.start < $1.start }
    let page = HTMLPage.explorer(
      shown, health: health, months: months, report: context.report, inputName: context.inputName,
      units: units)
    try output.write(page)
  }
}
