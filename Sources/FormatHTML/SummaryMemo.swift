import Synchronization
import WorkoutModel

/// The summary of the workout whose page was written last, kept for the directory's index: the index
/// summarizes each workout the page has just summarized, from the same points. Keyed by the points'
/// identity, held weakly (a memo never keeps a workout's spools alive, and a freed object's address
/// reused by a later workout cannot match); taken once. A whole workout (no points) is not kept.
final class SummaryMemo: Sendable {
  /// The memo of the process: a page writer and the index writer do not know each other.
  static let shared = SummaryMemo()

  private struct Entry: @unchecked Sendable {
    weak var points: WorkoutPoints?
    var summary: WorkoutSummary
  }
  private let entry = Mutex<Entry?>(nil)

  /// Keeps `summary` as the summary of the workout read from `points`.
  func keep(_ summary: WorkoutSummary, for points: WorkoutPoints) {
    let kept = Entry(points: points, summary: summary)
    entry.withLock { $0 = kept }
  }

  /// The summary kept for `points` (then forgotten), nil when another workout's is kept.
  func take(for points: WorkoutPoints) -> WorkoutSummary? {
    let id = ObjectIdentifier(points)
    return entry.withLock { kept -> WorkoutSummary? in
      guard let found = kept, let holder = found.points, ObjectIdentifier(holder) == id else { return nil }
      kept = nil
      return found.summary
    }
  }

  /// The summary of `reader`'s workout: the one kept for `points`, else summarized now.
  func summary(of reader: WorkoutPointReader, points: WorkoutPoints?) throws -> WorkoutSummary {
    if let points, let kept = take(for: points) { return kept }
    return try WorkoutSummaries.summarize(reader)
  }
}
