import AnalyticsTable
import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// A flat CSV for analysis (DuckDB, pandas, spreadsheets): the analytics table
/// (`Formats/analytics/table-schema.json`, `AnalyticsSchema`) — one row per sample, per series entry, per
/// category sample, per workout, per workout event, per statistic, per route point and per activity
/// summary, told apart by the `record` column. The same rows and columns as `--to parquet` and
/// `--to sqlite`; instants are ISO 8601 text with their original offset (and the offset in seconds in
/// `start_utc_offset_s` / `end_utc_offset_s`), DOUBLE columns always with a fraction or exponent (`72.0`,
/// `1e-05`: the shortest text that reads back to the same double), so a numeric column reads as DOUBLE on
/// every file where it has a value.
///
/// CSV quoting follows RFC 4180. The output is read-only for wkconv: CSV cannot be read back.
///
/// Text cells that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a
/// carriage return: names and notes come from input data) get OWASP's leading single quote, unless they
/// are plain numbers (`-12.5`); `csv.formulas=keep` writes them as they are, for analysis tools that read
/// the text itself. Number columns are never touched.
package struct CSVFormat: WorkoutFormat {
  /// `csv.formulas=quote|keep`: see the type.
  package static let formulas = FormatOption(
    "csv.formulas", .choice(["quote", "keep"]), default: "quote",
    help:
      "quote: text cells starting with = + - @ tab or CR (not numbers) get a leading ' so spreadsheets show them instead of running them; keep: write them as they are (analysis tools)"
  )

  /// The column names, in order.
  package static var columns: [String] { AnalyticsSchema.columnNames }

  /// Makes the format.
  package init() {}

  package var descriptor: FormatDescriptor {
    return FormatDescriptor(
      id: .csv, name: "CSV (flat analysis table)", fileExtensions: ["csv"], mediaType: "text/csv",
      capabilities: AnalyticsRows.capabilities, canRead: false, canWrite: true,
      workoutsPerFile: .many, options: [Self.formulas])
  }

  package func sniff(_ prefix: [UInt8]) -> SniffResult { .no }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { nil }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    CSVWriter(output: output, options: CSVOptions(options))
  }
}

/// CSV's settings, read once from `FormatOptions.values`.
package struct CSVOptions: Sendable, Hashable {
  /// `csv.formulas=quote` (the default): text cells a spreadsheet would run get a leading quote.
  package var quotesFormulas: Bool

  /// Reads the settings from format options.
  package init(_ options: FormatOptions = FormatOptions()) {
    quotesFormulas = options.value(CSVFormat.formulas) != "keep"
  }
}
