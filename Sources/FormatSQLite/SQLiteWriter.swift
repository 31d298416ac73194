import AnalyticsTable
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The format writer: model items → analytics rows → SQLite.
public final class SQLiteWriter: FormatWriter, StreamingWorkoutSink {
  private let output: any ByteSink
  private let table: SQLiteTable
  private let rows: AnalyticsRows

  /// A writer into a new temporary database, copied to `output` by `finish()`.
  public init(output: any ByteSink, options: SQLiteOptions) throws {
    self.output = output
    table = try SQLiteTable(batchRows: options.batchRows)
    rows = AnalyticsRows(into: table)
  }

  public func receive(_ item: HealthItem) throws { try rows.add(item) }

  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    try rows.add(workout: shell, points: points)
  }

  public func finish() throws {
    let file = try table.finish()
    try ReadableFile(path: file.path).forEachChunk { try output.write($0) }
  }
}
