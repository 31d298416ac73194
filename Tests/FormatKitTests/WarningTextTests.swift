import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatKit

/// Warning prose is written in one place, `Warning.Message` (ReportMessages.swift): every `Warning.Code`
/// constant has a message there, and no reader, writer or command builds a warning's sentence itself.
@Suite struct WarningTextTests {
  static let time = Timestamp(Date(timeIntervalSince1970: 1_700_000_000), utcOffset: 3600)

  /// One of each `Warning.Message` case.
  static let examples: [Warning.Message] = [
    .readTextReplaced, .readEndBeforeStart(what: "an activity", start: time, end: time),
    .readStatisticsEndBeforeStart(type: "HKQuantityTypeIdentifierHeartRate", start: time, end: time),
    .readNegativeDuration(what: "an activity", start: time, seconds: -1),
    .readNegativeEventDuration(type: .pause, start: time, seconds: -1), .spooledInput(input: "-", bytes: 5),
    .archiveMemberSkipped(members: 2, first: "a.zip:x"), .batchInputSkipped(inputs: 1, first: "fifo"),
    .stravaRowWithoutFile(rows: 1, firstID: "7", firstName: "Run"),
    .repairLeftAsWritten(kind: "lap timer", reason: "why", wouldBe: "sum of laps"),
    .fuseChannelMissing(channel: "power"), .fuseWeakAlignment(score: 0.25),
    .fitSystemTime, .fitInvalidPosition, .fitHrMessages, .fitDistanceRestart, .fitDistanceStepBack,
    .fitSportWithoutSession(sport: 1, subSport: nil, from: "lap"), .fitDerivedStart(message: "lap"),
    .fitImplausibleUTCOffset(seconds: 7), .fitDerivedTotals(values: "1 lap"), .fitCoursePointType,
    .fitDeviceUnknownToFIT(device: "X", option: "fit.device"), .fitDecoder(code: "fit.crc", message: "m"),
    .gpxEmpty, .gpxInvalidPoint(points: 1), .gpxMissingTime(points: 1), .gpxSegmentWithoutGap(breaks: 1),
    .xmlControlCharacter(message: "m"), .tcxXML(message: "m"), .tcxTrackpointWithoutTime,
    .tcxTrackpointsWithoutTime, .tcxTimeGoesBack, .tcxRepeatedTrackpoints, .tcxDistanceRestart,
    .tcxDistanceStepBack, .tcxEmptyActivity, .tcxBadValue(what: "HeartRateBpm", text: "x"), .tcxRouteAsCourse,
    .tcxDerivedTotals(values: "1 Calories"), .xml(code: "trailingContentIgnored", message: "m"),
    .healthInvalidDuration(value: -1, unit: "min"), .healthBadDate(value: "x", attribute: "startDate"),
    .healthUnknownActivityType("X"), .healthUnknownEventType("X"), .healthUnknownElement("X"),
    .healthWorkoutAttributeNotKept("x"), .healthRecordAttributesNotKept(["x", "y"]), .healthBadUnit("x"),
    .healthInvalidLocation, .healthMissingRoute(path: "p"), .healthRouteReferenceOutside(path: "p"),
    .healthRouteLinkOutside(path: "p"), .healthOpaqueRecord(type: "T", reason: "r"),
    .healthControlCharacters(replaced: 1), .healthEcgNumberText(voltages: 1),
    .healthRouteSplit(points: 9, bytes: 10, limit: 5, routes: 2),
    .fitbitTwinSkipped(type: "sleep", files: 1, twin: "sleep_score"),
    .fitbitNotMapped(type: "x", members: 1, why: "w"), .fitbitShortWakeEntries(entries: 1),
    .fitbitExerciseGPSNotHeld(exercises: 1), .fitbitFixesOutsideExercises(fixes: 1), .fitbitLocalTimesAsUTC,
    .fitbitWeightInKilograms, .googleFitSessionTwinSkipped(sessions: 1),
    .googleFitFolderNotRead(folder: "Fit", members: 1), .googleFitNoTCXReader(activities: 1),
    .googleFitColumnNotRead(column: "c", values: 1), .googleFitDaysAsUTC,
    .garminWellnessUnmapped(kind: "sleep", keys: ["a"]), .huaweiUnmapped(kinds: ["a"]),
    .polarMembersNotRead(kinds: ["a"]), .polarSeriesUnmapped(type: "t", values: 1),
    .polarKindNotRead(kind: "nightly_recovery", reason: "r"),
    .polarDailyNotMapped(kind: "activity.summary", what: "w", count: 1),
    .polarOffsetAssumed(days: 2, noneStated: false),
    .suuntoUnmapped(fields: ["a"]),
    .healthConnectRowSkipped(rows: 1, table: "t"), .samsungHealthRowSkipped(rows: 1, table: "t"),
  ]

  /// The constant codes no message in `examples` is reported under.
  static func codesWithoutText(_ codes: [Warning.Code], examples: [Warning.Message]) -> [String] {
    let covered = Set(examples.map(\.code))
    return codes.filter { !covered.contains($0) }.map(\.name).sorted()
  }

  @Test func everyCodeHasItsText() {
    #expect(Self.codesWithoutText(Array(Warning.Code.byName.values), examples: Self.examples) == [])
    for example in Self.examples {
      #expect(!example.text.isEmpty, "\(example) has no text")
    }
    // A code with no message is found.
    let planted = Warning.Code(reading: "planted.codeWithoutText")
    #expect(
      Self.codesWithoutText(Array(Warning.Code.byName.values) + [planted], examples: Self.examples) == [
        "planted.codeWithoutText"
      ])
    #expect(
      Self.codesWithoutText(
        Array(Warning.Code.byName.values), examples: Self.examples.filter { $0.code != .gpxEmpty }) == [
          "gpx.empty"
        ])
  }

  /// The constants declared in `file` (`public static let name = Type(`), by name.
  static func declaredConstants(in file: String, of type: String) throws -> Set<String> {
    let text = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Sources/FormatKit/" + file), encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: #"public static let (\w+) = "# + type + #"\("#)
    return Set(
      pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
        String(text[Range($0.range(at: 1), in: text)!])
      })
  }

  /// A loss kind's text is its name, spelled once in LossKind.swift; a warning code's spelling once in
  /// WarningCode.swift: every constant declared there is in the table reports are read back with.
  @Test func everyConstantIsInItsTable() throws {
    let kinds = try Self.declaredConstants(in: "LossKind.swift", of: "Kind")
    #expect(kinds.count > 70)
    #expect(kinds.count == Loss.Kind.constants.count)
    #expect(Set(Loss.Kind.constants.map(\.name)).count == Loss.Kind.constants.count)
    let codes = try Self.declaredConstants(in: "WarningCode.swift", of: "Code")
    #expect(codes.count > 50)
    #expect(codes.count == Warning.Code.byName.count)
  }

  @Test func textsAreTheSentencesReportsShow() {
    #expect(
      Warning.Message.fitSportWithoutSession(sport: 1, subSport: nil, from: "lap").text
        == "no session message (a truncated file?): the sport (1/-) is the lap message's (sport, else lap, else workout)"
    )
    #expect(
      Warning.Message.repairLeftAsWritten(kind: "lap timer", reason: "why", wouldBe: "sum of laps").code
        == "repair.leftAsWritten.lap-timer-sum-of-laps")
    #expect(Warning.Message.fuseWeakAlignment(score: 0.25).text.contains("(r = 0.25)"))
    #expect(
      Warning.Message.healthRecordAttributesNotKept(["x", "y"]).text
        == "Record attributes [\"x\", \"y\"] are not kept")
    #expect(Warning.Message.tcxBadValue(what: "w", text: String(repeating: "a", count: 50)).text.count == 63)
    let warning = Warning(.gpxMissingTime(points: 3), count: 3)
    #expect(warning.code == .gpxMissingTime && warning.message.hasPrefix("3 track point(s) have no <time>"))
  }

  /// Lines of library and command sources that build a warning's sentence outside ReportMessages.swift:
  /// a `Warning(code:` (not another layer's `XMLStreamWarning(code:`) or a `warn(` given a string.
  static func proseOutsideTheTable(in files: [(path: String, text: String)]) -> [String] {
    let patterns = [
      #"(^|[^A-Za-z])Warning\(\s*code:"#,
      // `warn(.code, "…` or `warn(\n .code,\n "…`, a sentence beside the code.
      #"\.warn\(\s*\.[A-Za-z]+(\([^)]*\))?,\s*""#,
    ].map { try! NSRegularExpression(pattern: $0, options: [.anchorsMatchLines]) }
    var found: [String] = []
    for (path, text) in files where !path.hasSuffix("FormatKit/ReportMessages.swift") {
      let whole = NSRange(text.startIndex..., in: text)
      for (i, pattern) in patterns.enumerated() {
        if i == 0 && path.hasSuffix("FormatKit/Context.swift") { continue }
        for match in pattern.matches(in: text, range: whole) {
          let line = text[..<Range(match.range, in: text)!.lowerBound].filter { $0 == "\n" }.count + 1
          found.append("\(path):\(line)")
        }
      }
    }
    return found
  }

  @Test func noCallSiteWritesWarningProse() throws {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    var files: [(path: String, text: String)] = []
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      files.append((url.path, try String(contentsOf: url, encoding: .utf8)))
    }
    #expect(files.count > 100)
    #expect(Self.proseOutsideTheTable(in: files) == [])
    let planted = [
      (path: "Sources/FormatX/XReader.swift", text: "  context.warn(.gpxEmpty, \"no tracks\")"),
      (
        path: "Sources/FormatZ/Z.swift",
        text: "context.warn(\n  .gpxInvalidPoint(points: 2),\n  \"bad\", count: 2)"
      ),
      (path: "Sources/FormatY/Y.swift", text: "report.add(Warning(code: .gpxEmpty, message: \"m\"))"),
    ]
    #expect(Self.proseOutsideTheTable(in: planted).count == 3)
  }
}

extension Warning.Message: CustomTestStringConvertible {
  public var testDescription: String { "\(code.name): \(text)" }
}
