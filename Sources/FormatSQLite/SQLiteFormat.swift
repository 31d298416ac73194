import AnalyticsTable
import FormatKit
import FoundationEssentials
import WorkoutModel

extension FormatID {
  /// A SQLite database holding the analytics table.
  package static let sqlite: FormatID = "sqlite"
}

/// SQLite output of the analytics table (`Formats/analytics/table-schema.json`): table `analytics` with
/// the schema's columns and SQLite types, indexes on `(type, start)` and `(workout_uuid)`, the schema
/// version in `PRAGMA user_version` and in table `schema_info`. Instants are ISO 8601 text in UTC
/// (`…Z`, so text order is time order and SQLite's date functions read them), with the original offsets in
/// `start_utc_offset_s` / `end_utc_offset_s`.
///
/// The database is built in a temporary file (one transaction per `sqlite.batchRows` rows, default 50000)
/// and copied into the output when complete, so the output is atomic like every other (and `-` works).
package struct SQLiteFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .sqlite, name: "SQLite database (analytics table)", fileExtensions: ["sqlite", "db", "sqlite3"],
      mediaType: "application/vnd.sqlite3", capabilities: AnalyticsRows.capabilities, canRead: false,
      canWrite: true, workoutsPerFile: .many, options: [Self.batchRows])
  }

  /// `sqlite.batchRows=N`: rows inserted per transaction.
  package static let batchRows = FormatOption(
    "sqlite.batchRows", .integer(1...Int(Int32.max)), default: "50000", help: "rows inserted per transaction")

  package func sniff(_ prefix: [UInt8]) -> SniffResult { .no }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { nil }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    if let problem = options[Self.batchRows].flatMap(Self.batchRows.problem(with:)) {
      throw ConversionError(.usage, problem)
    }
    return try SQLiteWriter(output: output, batchRows: options.integer(Self.batchRows) ?? 50_000)
  }
}

/// The format writer: model items → analytics rows → SQLite.
package final class SQLiteWriter: FormatWriter, StreamingWorkoutSink {
  private let output: any ByteSink
  private let table: SQLiteTable
  private let rows: AnalyticsRows

  /// A writer into a new temporary database, copied to `output` by `finish()`.
  package init(output: any ByteSink, batchRows: Int = 50_000) throws {
    self.output = output
    table = try SQLiteTable(batchRows: batchRows)
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
