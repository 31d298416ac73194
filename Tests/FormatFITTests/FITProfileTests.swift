import Foundation
import TestSupport
import Testing

@testable import FormatFIT

@Suite struct FITProfileTests {
  @Test func generatedSwiftIsFresh() throws {
    let result = try runProcess(
      "python3", [TestPaths.formats.appendingPathComponent("fit/generate.py").path, "--check"])
    #expect(result.status == 0, "\(result.stderrString)")
  }

  @Test func profileTablesParse() throws {
    #expect(FITProfile.messages.count == 124)
    #expect(FITProfile.messages.reduce(0) { $0 + $1.fields.count } == 1566)
    #expect(FITProfile.messages.reduce(0) { $0 + $1.fields.reduce(0) { $0 + $1.subfields.count } } == 163)
    let record = try #require(FITProfile.message(number: 20))
    #expect(record.name == "record")
    let altitude = try #require(record.field(number: 2))
    #expect(
      altitude.name == "altitude" && altitude.scale == 5 && altitude.offset == 500 && altitude.units == "m")
    #expect(altitude.components.first?.fieldNumber == 78)
    let csd = try #require(record.field(named: "compressed_speed_distance"))
    #expect(csd.components.map(\.bits) == [12, 12])
    #expect(csd.components.map(\.accumulate) == [false, true])
    let event = try #require(FITProfile.message(named: "event"))
    let data = try #require(event.field(named: "data"))
    let timerTrigger = try #require(data.subfields.first { $0.name == "timer_trigger" })
    #expect(timerTrigger.references.first?.fieldNumber == 0 && timerTrigger.references.first?.value == 0)
    #expect(FITProfile.valueName(ofType: "sport", 5) == "swimming")
    #expect(FITProfile.type(named: "sub_sport")?.value(named: "lap_swimming") == 17)
    #expect(FITEnum.Sport.running == 1)
    #expect(FITMessageNumber.record == 20 && FITFieldNumber.Record.heartRate == 3)
  }

  /// The profile tables agree with the shared official profile (an independent extraction).
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func profileMatchesSharedTables() throws {
    let text = try String(contentsOf: SharedCorpus.url("formats/fit/profile-messages.tsv"), encoding: .utf8)
    var checked = 0
    for line in text.split(separator: "\n") where line.hasPrefix("field\t") {
      let c = line.split(separator: "\t", omittingEmptySubsequences: false)
      let message = try #require(FITProfile.message(number: UInt16(c[2])!))
      let field = try #require(message.field(number: UInt8(c[4])!))
      #expect(field.name == String(c[3]))
      #expect(field.baseType.name == String(c[7]))
      #expect(field.units == String(c[12]))
      if let scale = Double(c[10]) { #expect(field.scale == scale) }
      checked += 1
    }
    #expect(checked == 1566)
  }

  @Test func activityTypeTableResolvesNames() {
    #expect(
      FITActivityTypeMapping.table.contains {
        $0.sport == 1 && $0.activityType == "HKWorkoutActivityTypeRunning"
      })
    #expect(FITActivityTypeMapping.table.allSatisfy { $0.activityType.hasPrefix("HKWorkoutActivityType") })
  }
}
