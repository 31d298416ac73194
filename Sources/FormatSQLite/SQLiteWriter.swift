import AnalyticsTable
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The format writer: model items → analytics rows → SQLite.
package final class SQLiteWriter: FormatWriter, StreamingWorkoutSink {
  private let output: any ByteSink
  private let table: SQLiteTable
  private let rows: AnalyticsRows

  /// A writer into a new temporary database, copied to `output` by `finish()`.
  package init(output: any ByteSink, options: SQLiteOptions) throws {
    self.output = output
    table = try SQLiteTable(batchRows: options.batchRows)
    rows = AnalyticsRows(into: table)
  }

  package func receive(_ item: HealthItem) throws { try rows.add(item) }

  package func receive(workout shell: Workout, points: WorkoutPoints) throws {
    try rows.add(workout: shell, points: points)
  }

  package func finish() throws {
    let file = try table.finish()
    try ReadableFile(path: file.path).forEachChunk { try output.write($0) }
  }
}
