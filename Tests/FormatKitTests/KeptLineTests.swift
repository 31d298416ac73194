import FormatKit
import Testing

/// The human summary's "kept:" line says one item in the singular and several in the plural, for the plurals the
/// converters use ("-s", "-ies", and "series", which is both).
@Suite struct KeptLineTests {
  @Test func singularAndPlural() {
    var report = ConversionReport()
    report.addKept("workouts", 1)
    report.addKept("activity summaries", 1)
    report.addKept("heartbeat series", 1)
    report.addKept("route points", 2)
    report.addKept("activity summaries", 0)
    #expect(report.keptLine == "kept: 1 workout, 1 activity summary, 1 heartbeat series, 2 route points")
    report.addKept("activity summaries", 2)
    report.addKept("heartbeat series", 1)
    #expect(report.keptLine == "kept: 1 workout, 3 activity summaries, 2 heartbeat series, 2 route points")
  }
}
