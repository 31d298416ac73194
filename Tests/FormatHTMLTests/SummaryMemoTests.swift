import Testing
import WorkoutModel

@testable import FormatHTML

/// The summary a workout's page made, handed to the directory's index: only for the same points, once,
/// and never for a later workout whose points took the freed object's place.
@Suite struct SummaryMemoTests {
  static func summary(seconds: Int) throws -> WorkoutSummary {
    try WorkoutSummaries.summarize(WorkoutPointReader(HTMLPageTests.runWorkout(spans: [0..<seconds])))
  }

  @Test func givesTheKeptSummaryForTheSamePointsOnce() throws {
    let memo = SummaryMemo()
    let points = WorkoutPoints(routes: [], series: [])
    let other = WorkoutPoints(routes: [], series: [])
    memo.keep(try Self.summary(seconds: 100), for: points)
    #expect(memo.take(for: other) == nil)
    #expect(memo.take(for: points)?.elapsedSeconds == 99)
    #expect(memo.take(for: points) == nil)
  }

  @Test func forgetsReleasedPoints() throws {
    let memo = SummaryMemo()
    var points: WorkoutPoints? = WorkoutPoints(routes: [], series: [])
    memo.keep(try Self.summary(seconds: 100), for: points!)
    points = nil
    // A later object, possibly at the released one's address, is not the workout summarized.
    let later = WorkoutPoints(routes: [], series: [])
    #expect(memo.take(for: later) == nil)
  }

  @Test func summarizesWhatIsNotKept() throws {
    let memo = SummaryMemo()
    let workout = HTMLPageTests.runWorkout(spans: [0..<200])
    let points = WorkoutPoints(routes: [], series: [])
    memo.keep(try Self.summary(seconds: 100), for: points)
    let whole = try memo.summary(of: WorkoutPointReader(workout), points: nil)
    #expect(whole.elapsedSeconds == 199)
    #expect(try memo.summary(of: WorkoutPointReader(workout), points: points).elapsedSeconds == 99)
  }
}
