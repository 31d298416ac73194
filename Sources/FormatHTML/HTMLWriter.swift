import FormatKit
import FoundationEssentials
import WorkoutModel

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
    context.lose(.item(.workout), in: "html", .htmlOneWorkout)
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
