import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import Testing
import TestSupport
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
      #expect(context.report.recoveredErrors.isEmpty, "\(url.lastPathComponent): \(context.report.summaryLines)")
      for w in workouts {
        let points = w.routes.reduce(0) { $0 + $1.locations.count }
        let hr = TCX.series(w, WorkoutSeriesType.heartRate).count
        let laps = w.events.filter { $0.type == .lap }.count
        print("TCXDUMP \(url.lastPathComponent) \(w.activityType.name) laps=\(laps) points=\(points) hr=\(hr) samples=\(w.samples.count) acts=\(w.activities.count) events=\(w.events.count) dev=\(w.header.device?.name ?? "-") \(context.report.summaryLines)")
      }
    }
  }
}
