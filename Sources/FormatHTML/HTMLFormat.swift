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
    HTMLIndexWriter(
      output: output, context: context,
      units: ExplorerUnits(rawValue: options.values[Self.units.name]?.lowercased() ?? "") ?? .metric)
  }
}

/// Writes one workout's page. A streamed workout (`StreamingWorkoutSink`) is read from its spools in
/// passes — the summary holds the route and the summarized series as arrays, the route drawing and each
/// chart at most `HTMLPage.maximumPoints` — so the workout is never held whole; the page is built when the
/// workout arrives and its conversion report is added at `finish`.
package final class HTMLWriter: FormatWriter, StreamingWorkoutSink {
  private let output: any ByteSink
  private let context: ConversionContext
  /// The page up to its conversion report.
  private var page: String?

  /// Makes a writer.
  package init(output: any ByteSink, context: ConversionContext) {
    self.output = output
    self.context = context
  }

  /// Whether this is the page's workout (a later one is dropped with a loss).
  private func accepts() -> Bool {
    guard page != nil else { return true }
    context.lose(
      .item(.workout), in: "html", .htmlOneWorkout)
    return false
  }

  package func receive(_ item: HealthItem) throws {
    guard case .workout(let w) = item else {
      // The projection keeps only workouts (the capabilities above); anything else is not shown.
      context.lose(.item(item.kind), in: "html", .htmlWorkoutsOnly)
      return
    }
    guard accepts() else { return }
    page = try HTMLPage.body(WorkoutPointReader(w), inputName: context.inputName)
  }

  package func receive(workout shell: Workout, points: WorkoutPoints) throws {
    guard accepts() else { return }
    let reader = WorkoutPointReader(shell: shell, points: points)
    let summary = try WorkoutSummaries.summarize(reader)
    SummaryMemo.shared.keep(summary, for: points)
    page = try HTMLPage.body(reader, summary: summary, inputName: context.inputName)
  }

  package func finish() throws {
    guard let page else {
      throw ConversionError(.unsupportedOperation, "no workout to show: an HTML report needs one workout")
    }
    // In a directory output, this workout's losses (since the previous page); else the whole report.
    let report = context.reportBaseline.map { context.report.since($0) } ?? context.report
    // Written as it is held (no joined copy of the page).
    try output.write(page)
    try output.write(HTMLPage.end(report, ownWorkout: context.reportBaseline != nil))
  }
}

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
