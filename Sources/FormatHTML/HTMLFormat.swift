import FormatKit
import FoundationEssentials
import WorkoutModel

extension FormatID {
  /// The self-contained HTML report.
  package static let html: FormatID = "html"
}

/// A self-contained HTML report, one page per workout: summary and laps tables, the route drawn as inline
/// SVG (equirectangular projection, no tiles), time-series charts on a shared time axis with laps shaded,
/// and the conversion's loss report. No script, no external URL: the page opens from disk.
///
/// Write-only; one workout per file (a directory output gets one page per workout and an `index.html`
/// linking them, with monthly sample charts for exports).
package struct HTMLFormat: WorkoutFormat, DirectoryIndexing {
  /// Makes the format.
  package init() {}

  package var directoryIndexing: (any DirectoryIndexing)? { self }

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .html, name: "HTML report", fileExtensions: ["html", "htm"], mediaType: "text/html",
      capabilities: FormatCapabilities(
        reads: [],
        writes: [
          .workouts, .multisport, .laps, .pauses, .workoutStatistics, .route, .heartRate, .cadence, .power,
          .speed,
          .distance, .altitude, .energy, .swimLengths, .device, .metadata,
        ]), canRead: false, canWrite: true, workoutsPerFile: .one, options: [Self.units])
  }

  /// `html.units=imperial`: the explorer (`index.html`) shows miles and feet.
  package static let units = FormatOption(
    "html.units", .choice(["metric", "imperial"]), default: "metric",
    help: "units of the directory index (explorer): metric (km, m) or imperial (mi, ft)")

  package func sniff(_ prefix: [UInt8]) -> SniffResult { .no }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { nil }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    HTMLWriter(output: output, context: context)
  }

  package func makeIndexWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext)
    throws
    -> any DirectoryIndexWriter
  {
    HTMLIndexWriter(output: output, context: context, units: HTMLOptions(options).units)
  }
}

/// HTML's settings, read once from `FormatOptions.values`.
package struct HTMLOptions: Sendable, Hashable {
  /// `html.units`: the explorer's units (metric unless `imperial` is asked for).
  package var units: ExplorerUnits

  /// Reads the settings from format options.
  package init(_ options: FormatOptions = FormatOptions()) {
    units = ExplorerUnits(rawValue: options.values[HTMLFormat.units.name]?.lowercased() ?? "") ?? .metric
  }
}
