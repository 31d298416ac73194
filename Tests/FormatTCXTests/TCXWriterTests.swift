import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import TestSupport
import Testing
import WorkoutModel
import WorkoutOperations

@Suite("TCX writer")
struct TCXWriterTests {
  @Test("every corpus TCX, written back, validates against tcx-with-extensions.xsd", corpus)
  func corpusOutputValidates() throws {
    for url in TCX.corpusFiles {
      let (items, _) = try TCX.read(file: url)
      let (data, _) = try TCX.write(items)
      let (status, output) = try TCX.validate(data, name: url.lastPathComponent)
      #expect(status == 0, "\(url.lastPathComponent): \(output.prefix(2000))")
    }
  }

  @Test("TCX → TCX keeps every value TCX carries (compared through NDJSON)", corpus)
  func corpusRoundTrip() throws {
    for url in TCX.corpusFiles {
      let (items, readContext) = try TCX.read(file: url)
      let context = ConversionContext()
      let (data, projected) = try TCX.write(items, context: context)
      let (back, _) = try TCX.read(InputSource(data: data, name: url.lastPathComponent))
      let expected = TCX.workouts(projected).map(TCXRounding.round)
      let actual = zip(TCX.workouts(back), expected).map { restrictLapTotals($0, like: $1) }
      #expect(actual.count == expected.count, "\(url.lastPathComponent)")
      if readContext.report.warnings.contains(where: { $0.code == "tcx.timeGoesBack" }) {
        // A file whose points go back in time (Coros repeats its whole track in the second lap) is
        // written in time order: every point and value is kept, laps and running totals reordered.
        for (a, e) in zip(actual, expected) {
          #expect(
            a.routes.map(\.locations.count) == e.routes.map(\.locations.count), "\(url.lastPathComponent)")
          for type in [WorkoutSeriesType.heartRate, WorkoutSeriesType.cyclingCadence] {
            #expect(
              TCX.series(a, type).map(\.value).sorted() == TCX.series(e, type).map(\.value).sorted(),
              "\(url.lastPathComponent) \(type)")
          }
        }
        continue
      }
      let diffs = ndjsonDifferences(
        try NDJSONWriter.text(of: expected.map { .workout($0) }),
        try NDJSONWriter.text(of: actual.map { .workout($0) }),
        ignoring: ["uuid"])
      #expect(diffs.isEmpty, "\(url.lastPathComponent): \(diffs)")
      // Workouts and routes keep their derived identities.
      #expect(
        TCX.workouts(back).map(\.header.uuid) == TCX.workouts(items).map(\.header.uuid),
        "\(url.lastPathComponent)")
    }
  }
}
