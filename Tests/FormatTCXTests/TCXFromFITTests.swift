import FormatFIT
import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import TestSupport
import Testing
import WorkoutModel

@Suite("TCX from FIT")
struct TCXFromFITTests {
  @Test(
    "every corpus FIT file FormatFIT reads, written as TCX, validates and keeps its points and heart rate",
    corpus)
  func fitToTCX() throws {
    var written = 0
    for url in SharedCorpus.files(in: "corpus/fit", extension: "fit") {
      let context = ConversionContext(inputName: url.path)
      let sink = DatasetSink()
      do {
        try FITReader().read(InputSource(file: url), into: sink, context: context)
      } catch {
        continue  // FormatFIT's own tests cover files it refuses
      }
      let items = sink.dataset.items
      guard !TCX.workouts(items).isEmpty else { continue }
      let (data, projected) = try TCX.write(items)
      let (status, output) = try TCX.validate(data, name: url.lastPathComponent + ".tcx")
      #expect(status == 0, "\(url.lastPathComponent): \(output.prefix(1500))")
      let (back, _) = try TCX.read(InputSource(data: data, name: url.lastPathComponent + ".tcx"))
      for (a, e) in zip(TCX.workouts(back), TCX.workouts(projected)) {
        #expect(
          a.routes.flatMap(\.locations).count
            == e.routes.flatMap(\.locations).filter { (-90...90).contains($0.latitude) }.count,
          "\(url.lastPathComponent): points")
        let hr = TCX.series(e, WorkoutSeriesType.heartRate).map { $0.value.rounded() }.filter {
          (1...255).contains($0)
        }
        #expect(
          TCX.series(a, WorkoutSeriesType.heartRate).map(\.value) == hr,
          "\(url.lastPathComponent): heart rate")
      }
      written += 1
    }
    #expect(written >= 10)
  }
}
