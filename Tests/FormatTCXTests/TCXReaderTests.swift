import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import TestSupport
import Testing
import WorkoutModel

@Suite("TCX reader")
struct TCXReaderTests {
  @Test("every corpus TCX reads without a fatal error", corpus)
  func corpusReads() throws {
    let files = TCX.corpusFiles
    #expect(files.count >= 20)
    for url in files {
      let (items, context) = try TCX.read(file: url)
      let workouts = TCX.workouts(items)
      #expect(!workouts.isEmpty, "\(url.lastPathComponent): no workout")
      #expect(
        context.report.recoveredErrors.isEmpty, "\(url.lastPathComponent): \(context.report.summaryLines)")
      for w in workouts {
        let points =
          w.routes.reduce(0) { $0 + $1.locations.count } + TCX.series(w, WorkoutSeriesType.heartRate).count
        #expect(points > 0 || url.lastPathComponent.contains("pool"), "\(url.lastPathComponent): no data")
        #expect(w.events.contains { $0.type == .lap }, "\(url.lastPathComponent): no laps")
        #expect(w.header.end >= w.header.start)
      }
    }
  }
}
