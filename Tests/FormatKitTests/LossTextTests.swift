import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatKit

/// Loss prose is written in one place, `Loss.Reason` (LossMessages.swift): every case has its text there,
/// and no reader, writer or operation writes a loss's reason or hint itself.
@Suite struct LossTextTests {
  static let keepers = Loss.Keepers(.heartRate, formats: ["ndjson", "fit"], saysNone: true)

  /// One of each `Loss.Reason` case.
  static let examples: [Loss.Reason] = [
    .opaqueFileForItsFormat(name: "x.fit", format: "fit"),
    .opaquePartNotCarried(target: "GPX", format: "fit", name: "file_id", part: "fields"),
    .opaqueRecordsNotCarried(target: "GPX", format: "fit", name: "file_id"),
    .cannotCarry(target: "GPX", keepers: keepers), .noMultisport(target: "GPX", keepers: keepers),
    .noWorkoutStatistics(target: "GPX", keepers: keepers), .noWorkoutTotals(target: "GPX", keepers: keepers),
    .noBeatToBeat(target: "GPX", keepers: keepers), .noEventMetadata(target: "GPX", keepers: keepers),
    .noDeviceDetails(target: "GPX", keepers: keepers), .noUUIDs(target: "GPX", keepers: keepers),
    .noRoutes(target: "GPX", keepers: keepers), .noRouteAccuracy(target: "GPX", keepers: keepers),
    .xmlValueCut, .workoutsOnly,
    .fitRecordField, .fitMessageField, .fitUndescribedDeveloperValue, .fitRecordWithoutValues, .fitOneWorkout,
    .fitUndeclaredDeveloperValues, .fitActivityItems, .fitSubSecondTimes, .fitWorkoutMetadata,
    .fitDeveloperFieldInterval, .fitDeveloperFieldLimit, .fitDistanceGoesBack, .fitFinalPause,
    .fitValueOutOfRange, .fitMultisportStatistics, .fitMessageStatistics(message: "lap"),
    .fitMessageDeveloperField, .fitLegacyTotals, .fitBodyBesideActivity, .fitWeightFileOneType,
    .fitCourseSeries, .fitCourseLaps, .fitCourseEvents, .fitCourseStatistics, .fitCourseActivities,
    .fitCourseMetadata, .fitCoursePointUnplaced,
    .gpxNoModelField, .gpxOneCreator, .gpxNoExportLocale, .gpxItems(.quantity), .gpxOneMetadata,
    .gpxRecordOutOfOrder, .gpxElementNotWritten, .gpxNotAChild(parent: "trk"), .gpxExtensionNamespace,
    .gpxRoutesMerged(routes: 2), .gpxNoTypeName(activityType: "HKWorkoutActivityTypeYoga"),
    .gpxNoPointField(keepers: keepers), .gpxUnitNotConvertible(from: "J", to: "kcal"), .gpxValuesWithoutPoint,
    .gpxSeriesHeaders, .gpxInstants, .gpxInvalidCoordinates, .gpxTrackNeedsPositions, .gpxHeartRateDecimals,
    .gpxCadenceDecimals, .gpxHeartRateCadenceRange, .gpxCoordinateDigits, .gpxPauses, .gpxRouteHeader,
    .gpxRouteInterval, .appleRouteOneRoute, .appleRouteOnly, .appleRouteWorkoutDetails,
    .appleRouteLaterRoutes,
    .appleRouteDigits, .appleRouteNoHeader, .appleRouteAltitude,
    .healthRoutesReferenced, .healthProducer, .healthHeartbeatSeries, .healthWorkoutHeartbeatSeries,
    .healthRoutesOutsideWorkouts, .healthOpaqueRecords(format: "fit"), .healthSourceBundle, .healthLapTotals,
    .healthMostRecent, .healthActivityType, .healthUnreferencedBeats, .healthWholeSecondDates,
    .ecgAverageHeartRate, .ecgSourceAndDevice, .clinicalRecordIncomplete, .clinicalRecordTwice(path: "p"),
    .cdaNotRead, .cdaChanged, .cdaTwice,
    .htmlOneWorkout, .htmlWorkoutsOnly, .fhirNoHeartbeatSeries(keepers: keepers),
    .fhirNoResource(.activitySummary, keepers: keepers), .fhirClinicalRecordAttributes,
    .fhirOpaqueRecords(format: "fit", name: "file_id"), .fhirNoPlace, .fhirObservationWithoutTime,
    .fhirQuantityWithoutValue, .fhirUnknownUnit, .omhItems(.route, keepers: keepers),
    .omhWorkoutSeriesWithoutSchema, .omhSampleWithoutSchema, .omhSleepOnlyAsleep, .omhSleepStage,
    .omhBloodPressureNeedsBoth, .omhBloodPressureMembers, .omhBloodPressureMemberIDs,
    .omhBloodPressureMetadata,
    .omhActivityTotals, .omhActiveDuration, .omhBeats, .omhMetadata(keepers: keepers),
    .omhDevice(keepers: keepers), .omhSource,
    .healthConnectNotMapped(children: [Loss.ChildRows(table: "t", rows: 2)]), .samsungHealthNotMapped,
    .tcxTimeOnlyTrackpoints, .tcxSensorState, .tcxLapStatistic(type: "HKQuantityTypeIdentifierStepCount"),
    .tcxLapStatistics, .tcxPositionOutOfRange, .tcxUnitNotConvertible(to: "count/min"), .tcxNoPointField,
    .tcxInstants, .tcxItems, .tcxAuthor, .tcxDuplicateActivityID, .tcxPauseInLap, .tcxDuplicateMultiSportID,
    .tcxMultiSportType, .tcxTransitionPlace, .tcxTransitionOneLap, .tcxSport, .tcxOneCreator,
    .tcxCreatorFields, .tcxUnitID, .tcxVersion, .tcxFreeMetadata, .tcxSingleActivityMetadata,
    .tcxActivityNotes, .tcxActivityEvents, .tcxNoEndTime, .tcxLapFields, .tcxPauseMetadata, .tcxEvents,
    .tcxEnergy, .tcxSampleMetadata, .tcxCourseNameLength, .tcxCourseNameUnique, .tcxCourseSport,
    .tcxCourseOneTrack, .tcxCourseLapTotals, .tcxCoursePointPosition, .tcxCoursePointNameLength,
    .tcxCoursePointType, .tcxCoursePointMetadata, .tcxUTCOffset, .tcxNotFinite,
    .tcxRange(lower: 1, upper: 255),
  ]

  /// The case's name (`fitCourseLaps`, `tcxRange`), its payload left out.
  static func caseName(_ reason: Loss.Reason) -> String {
    Mirror(reflecting: reason).children.first?.label ?? "\(reason)"
  }

  /// The cases `Loss.Reason` declares in LossMessages.swift (`    case name`, not a `case .name` of a switch).
  static func declaredCases() throws -> Set<String> {
    let text = try String(
      contentsOf: TestPaths.packageRoot.appendingPathComponent("Sources/FormatKit/LossMessages.swift"),
      encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: #"^ {4}case (\w+)"#, options: [.anchorsMatchLines])
    return Set(
      pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
        String(text[Range($0.range(at: 1), in: text)!])
      })
  }

  @Test func everyCaseHasItsText() throws {
    let declared = try Self.declaredCases()
    #expect(declared.count > 150)
    let named = Self.examples.map(Self.caseName)
    #expect(Set(named).count == named.count, "an example is listed twice")
    #expect(declared.subtracting(named).sorted() == [], "cases without an example")
    #expect(Set(named).subtracting(declared).sorted() == [])
    for example in Self.examples {
      #expect(!example.text.isEmpty, "\(Self.caseName(example)) has no text")
      #expect(example.hint.map { !$0.isEmpty } ?? true, "\(Self.caseName(example)) has an empty hint")
    }
  }

  @Test func textsAreTheSentencesReportsShow() {
    let loss = Loss(
      kind: .routeSpeed, object: "route point", count: 3, .cannotCarry(target: "TCX", keepers: Self.keepers))
    #expect(loss.reason == "TCX cannot carry heart rate")
    #expect(loss.hint == "formats that keep heart rate: ndjson, fit")
    #expect(ConversionReport.keepers(in: loss.hint) == ["ndjson", "fit"])
    // No keeper: the projection says so, a writer gives no hint.
    #expect(Loss.Keepers(.uuids, formats: [], saysNone: true).hint == "no format keeps UUIDs")
    #expect(Loss.Keepers(.uuids, formats: [], saysNone: false).hint == nil)
    #expect(
      Loss.Reason.healthConnectNotMapped(children: [.init(table: "a", rows: 2), .init(table: "b", rows: 1)])
        .text
        == "no rule maps these records into the model, 2 row(s) in a, 1 row(s) in b")
    #expect(
      Loss.Reason.healthConnectNotMapped(children: []).text == "no rule maps these records into the model")
    // Every TCX writer loss names NDJSON; the reader's have their own hint or none.
    #expect(Loss.Reason.tcxRange(lower: 0, upper: 254).text == "TCX allows 0…254")
    #expect(Loss.Reason.tcxRange(lower: 0, upper: 254).hint == "convert to ndjson to keep it")
    #expect(Loss.Reason.tcxTimeOnlyTrackpoints.hint == nil)
    #expect(
      Loss.Reason.fhirOpaqueRecords(format: "fit", name: "file_id").text
        == "FHIR output cannot carry fit file_id records")
    #expect(
      Loss.Reason.fhirOpaqueRecords(format: "fit", name: "file_id").hint
        == "convert to ndjson or fit to keep them")
    #expect(Loss.Reason.healthHeartbeatSeries.text == Loss.Reason.healthWorkoutHeartbeatSeries.text)
    #expect(Loss.Reason.healthWorkoutHeartbeatSeries.hint == nil)
    #expect(
      Loss.Reason.fitMessageStatistics(message: "lap").text
        == "FIT's lap message cannot hold these values (no field for the statistic, or a field repeated in the source)"
    )
  }

  /// Places in library and command sources that write a loss's reason or hint outside LossMessages.swift:
  /// a `lose(` call given `reason:` or `hint:`, or a `Loss(` made with a `reason:`.
  static func proseOutsideTheTable(in files: [(path: String, text: String)]) -> [String] {
    let call = try! NSRegularExpression(pattern: #"(?<![A-Za-z_])(lose|Loss)\("#)
    let label = try! NSRegularExpression(pattern: #"(?<![A-Za-z_])(reason|hint):"#)
    var found: [String] = []
    for (path, text) in files
    where !path.hasSuffix("FormatKit/LossMessages.swift") && !path.hasSuffix("FormatKit/Report.swift") {
      let chars = Array(text.utf16)
      for match in call.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        // The call's arguments, to its closing parenthesis.
        var depth = 1
        var end = match.range.upperBound
        while end < chars.count && depth > 0 {
          if chars[end] == 0x28 { depth += 1 } else if chars[end] == 0x29 { depth -= 1 }
          end += 1
        }
        let arguments = NSRange(location: match.range.upperBound, length: end - match.range.upperBound)
        let before = NSRange(location: max(0, match.range.location - 5), length: min(5, match.range.location))
        if (text as NSString).substring(with: before).hasSuffix("func ") { continue }
        if label.firstMatch(in: text, range: arguments) != nil {
          let line = (text as NSString).substring(to: match.range.location).filter { $0 == "\n" }.count + 1
          found.append("\(path):\(line)")
        }
      }
    }
    return found
  }

  @Test func noCallSiteWritesLossProse() throws {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    var files: [(path: String, text: String)] = []
    let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var calls = 0
    while let url = walker?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      calls += text.components(separatedBy: "context.lose(").count - 1
      files.append((url.path, text))
    }
    #expect(files.count > 100)
    #expect(calls > 100)
    #expect(Self.proseOutsideTheTable(in: files) == [])
    let planted = [
      (
        path: "Sources/FormatX/XWriter.swift",
        text: "  context.lose(.laps, in: \"x\", reason: \"X has no laps\")"
      ),
      (
        path: "Sources/FormatZ/Z.swift",
        text: "context.lose(\n  .laps, in: \"z\",\n  .tcxEvents, hint: \"convert (to ndjson) to keep them\")"
      ),
      (path: "Sources/FormatY/Y.swift", text: "report.add(Loss(kind: .laps, object: \"y\", reason: why))"),
      (path: "Sources/FormatW/W.swift", text: "func lose(_ k: Loss.Kind, reason: String) {}"),
    ]
    #expect(Self.proseOutsideTheTable(in: planted).count == 3)
  }
}
