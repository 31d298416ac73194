import FormatKit
import Foundation
import Testing

/// `Warning.Code` is a closed set whose JSON spelling is the string codes it replaced: a report's JSON
/// is unchanged, reads back to the same codes, and warnings of one code still merge.
@Suite struct WarningCodeTests {
  @Test func jsonSpellingIsTheStringCode() throws {
    var report = ConversionReport()
    report.add(Warning(code: .fitDerivedStart, message: "a", count: 2))
    report.add(Warning(code: .fitDerivedStart, message: "a", count: 1))
    report.add(Warning(code: .xml("trailingContentIgnored"), message: "b"))
    report.add(Warning(code: .repairLeftAsWritten("lap-timer"), message: "c"))
    report.add(Warning(code: .spooledInput, message: "d"))
    #expect(report.warnings.map(\.count) == [3, 1, 1, 1])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = try #require(
      try JSONSerialization.jsonObject(with: encoder.encode(report.warnings)) as? [[String: Any]])
    #expect(
      json.map { $0["code"] as? String } == [
        "fit.derivedStart", "xml.trailingContentIgnored", "repair.leftAsWritten.lap-timer", "spooled-input",
      ])
    let read = try JSONDecoder().decode([Warning].self, from: encoder.encode(report.warnings))
    #expect(read == report.warnings)
    #expect(read[0].code == .fitDerivedStart && read[0].code == "fit.derivedStart")
    #expect(Warning.Code(reading: "tcx.xml") == .tcxXML)
  }
}
