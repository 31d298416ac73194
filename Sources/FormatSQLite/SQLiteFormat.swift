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
    try SQLiteWriter(output: output, options: SQLiteOptions(options))
  }
}

/// SQLite's settings, read once from `FormatOptions.values`.
package struct SQLiteOptions: Sendable, Hashable {
  /// `sqlite.batchRows`: rows inserted per transaction (default 50000).
  package var batchRows: Int

  /// Reads the settings from format options; a value out of range is a usage error.
  package init(_ options: FormatOptions = FormatOptions()) throws {
    if let problem = options[SQLiteFormat.batchRows].flatMap(SQLiteFormat.batchRows.problem(with:)) {
      throw ConversionError(.usage, problem)
    }
    batchRows = options.integer(SQLiteFormat.batchRows) ?? 50_000
  }
}
