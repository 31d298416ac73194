import ByteStreams
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatGPX

/// `gpx.appleRoute.complete`, `gpx.appleRoute.timeZone` and `gpx.appleRoute.rounding`: the options the
/// health writer uses to write its `workout-routes/*.gpx` through the GPX writer.
@Suite("Apple route dialect: complete points, time zone, rounding")
struct GPXAppleRouteCompleteTests {
  static var appleFile: URL { SharedCorpus.url("corpus/gpx/dogsheep-apple-route_2019-06-11_3.00pm.gpx") }

  static func options(_ extra: [String: String]) -> FormatOptions {
    FormatOptions(values: extra.merging(["gpx.appleRoute": "true"]) { a, _ in a })
  }

  /// A route item as the health writer hands it over: points only, the export date as an export-info item.
  static func write(
    _ route: WorkoutRoute, exportDate: Timestamp, options: [String: String]
  ) throws -> (text: String, report: ConversionReport) {
    let (data, context) = try GPX.write(
      [.exportInfo(ExportInfo(exportDate: exportDate)), .route(route)], options: Self.options(options))
    return (String(decoding: data, as: UTF8.self), context.report)
  }

  static func route(_ locations: [Location], end: Timestamp? = nil) -> WorkoutRoute {
    let start = Timestamp(locations.first?.time ?? Date(timeIntervalSince1970: 0), utcOffset: 0)
    let last = end ?? Timestamp(locations.last?.time ?? Date(timeIntervalSince1970: 0), utcOffset: 0)
    return WorkoutRoute(header: SampleHeader(uuid: UUID(), start: start, end: last), locations: locations)
  }

  @Test(
    "Apple's real route file comes back byte for byte in the complete dialect, named in its HKTimeZone",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func goldenComplete() throws {
    let original = try Data(contentsOf: Self.appleFile)
    let items = try GPX.read(file: Self.appleFile).0
    let route = try #require(GPX.workouts(items).first?.routes.first)
    let info = try #require(
      items.compactMap { if case .exportInfo(let i) = $0 { return i } else { return nil } }.first)
    // The header's offset says UTC: the name's 3:00pm comes from the zone (PDT in June 2019, DST per instant).
    var bare = route
    bare.header.end.utcOffset = 0
    let (text, report) = try Self.write(
      bare, exportDate: try #require(info.exportDate),
      options: [
        "gpx.appleRoute.complete": "true", "gpx.appleRoute.timeZone": "America/Los_Angeles",
        "gpx.appleRoute.rounding": "ignore",
      ])
    #expect(text == String(decoding: original, as: UTF8.self))
    #expect(report.losses.isEmpty, "\(report.losses)")
    // Without the zone, the end's offset (UTC here) names it.
    let (utc, _) = try Self.write(
      bare, exportDate: try #require(info.exportDate), options: ["gpx.appleRoute.complete": "true"])
    #expect(utc.contains("<name>Route 2019-06-11 10:00pm</name>"))
  }

  @Test("complete points carry every element: ele 0 and -1 for what a point lacks; ele 0 is reported")
  func completePoints() throws {
    let t0 = ISO8601Timestamp.parse("2024-01-15T08:00:00Z")!.date
    let full = Location(
      time: t0, latitude: 52.5, longitude: 13.4, altitude: 34.5, horizontalAccuracy: 3, verticalAccuracy: 2,
      speed: 2.5, course: 90)
    let bare = Location(time: t0.addingTimeInterval(1), latitude: 52.500001, longitude: 13.400001)
    let route = Self.route([full, bare, bare])
    let export = Timestamp(t0.addingTimeInterval(3600), utcOffset: 3600)
    let (text, report) = try Self.write(
      route, exportDate: export,
      options: ["gpx.appleRoute.complete": "true", "gpx.appleRoute.rounding": "ignore"])
    let lines = text.split(separator: "\n").filter { $0.contains("<trkpt") }
    #expect(
      lines[0]
        == "      <trkpt lon=\"13.400000\" lat=\"52.500000\"><ele>34.500000</ele><time>2024-01-15T08:00:00Z</time><extensions><speed>2.500000</speed><course>90.000000</course><hAcc>3.000000</hAcc><vAcc>2.000000</vAcc></extensions></trkpt>"
    )
    #expect(
      lines[1]
        == "      <trkpt lon=\"13.400001\" lat=\"52.500001\"><ele>0.000000</ele><time>2024-01-15T08:00:01Z</time><extensions><speed>-1.000000</speed><course>-1.000000</course><hAcc>-1.000000</hAcc><vAcc>-1.000000</vAcc></extensions></trkpt>"
    )
    #expect(text.contains("<metadata>\n    <time>2024-01-15T09:00:00Z</time>\n  </metadata>"))
    let altitude = try #require(report.losses.first { $0.kind == "route altitude" })
    #expect(altitude.object == "route" && altitude.count == 2)
    #expect(
      altitude.reason
        == "Apple's route GPX has <ele> on every point: points without altitude are written with 0")
    #expect(report.losses.count == 1)
    // Without `complete` the same points leave out what they lack, and nothing is reported for it.
    let (plain, plainReport) = try Self.write(
      route, exportDate: export, options: ["gpx.appleRoute.rounding": "ignore"])
    #expect(
      plain.contains("<trkpt lon=\"13.400001\" lat=\"52.500001\"><time>2024-01-15T08:00:01Z</time></trkpt>"))
    #expect(plainReport.losses.isEmpty)
  }

  @Test(
    "the track name is in the HKTimeZone's offset at the route's last point (daylight saving per instant)")
  func timeZoneNames() throws {
    func name(_ iso: String, zone: String?, complete: Bool = true) throws -> String {
      let t = ISO8601Timestamp.parse(iso)!.date
      let route = Self.route([
        Location(time: t.addingTimeInterval(-600), latitude: 1, longitude: 2),
        Location(time: t, latitude: 1, longitude: 2),
      ])
      var values = ["gpx.appleRoute.rounding": "ignore"]
      if complete { values["gpx.appleRoute.complete"] = "true" }
      if let zone { values["gpx.appleRoute.timeZone"] = zone }
      let text = try Self.write(route, exportDate: Timestamp(t), options: values).text
      let range = try #require(text.range(of: "<name>")?.upperBound)
      return String(text[range...].prefix { $0 != "<" })
    }
    // Berlin: CET (+1) in winter, CEST (+2) in summer; the switch on 2024-03-31 at 01:00Z.
    #expect(try name("2024-01-15T11:30:00Z", zone: "Europe/Berlin") == "Route 2024-01-15 12:30pm")
    #expect(try name("2024-07-15T11:30:00Z", zone: "Europe/Berlin") == "Route 2024-07-15 1:30pm")
    #expect(try name("2024-03-31T00:59:00Z", zone: "Europe/Berlin") == "Route 2024-03-31 1:59am")
    #expect(try name("2024-03-31T01:00:00Z", zone: "Europe/Berlin") == "Route 2024-03-31 3:00am")
    // An unknown identifier falls back to the end's offset (UTC here).
    #expect(try name("2024-07-15T11:30:00Z", zone: "Mars/Olympus") == "Route 2024-07-15 11:30am")
    #expect(try name("2024-07-15T11:30:00Z", zone: nil) == "Route 2024-07-15 11:30am")
    #expect(try name("2024-07-15T11:30:00Z", zone: nil, complete: false) == "Route 2024-07-15 11:30am")
    // Points out of time order: the complete dialect names after the LAST point, the bare one after the latest.
    let t = ISO8601Timestamp.parse("2024-07-15T11:30:00Z")!.date
    let backwards = Self.route([
      Location(time: t, latitude: 1, longitude: 2),
      Location(time: t.addingTimeInterval(-600), latitude: 1, longitude: 2),
    ])
    let complete = try Self.write(
      backwards, exportDate: Timestamp(t), options: ["gpx.appleRoute.complete": "true"]
    ).text
    let bare = try Self.write(backwards, exportDate: Timestamp(t), options: [:]).text
    #expect(complete.contains("<name>Route 2024-07-15 11:20am</name>"))
    #expect(bare.contains("<name>Route 2024-07-15 11:30am</name>"))
  }

  @Test("rounding=ignore drops only the digits report; a complete route without points is still written")
  func roundingAndEmptyRoutes() throws {
    let t = ISO8601Timestamp.parse("2024-01-15T08:00:00.250Z")!.date
    let route = Self.route([Location(time: t, latitude: 52.12345678, longitude: 13.1, altitude: 1)])
    let reported = try Self.write(route, exportDate: Timestamp(t), options: [:]).report
    #expect(reported.losses.map(\.kind.name) == ["route digits"])
    let ignored = try Self.write(
      route, exportDate: Timestamp(t), options: ["gpx.appleRoute.rounding": "ignore"]
    ).report
    #expect(ignored.losses.isEmpty)

    let end = Timestamp(ISO8601Timestamp.parse("2024-01-15T09:00:00Z")!.date, utcOffset: -5 * 3600)
    let empty = Self.route([], end: end)
    let (text, report) = try Self.write(empty, exportDate: end, options: ["gpx.appleRoute.complete": "true"])
    #expect(
      text.hasSuffix("<trk>\n    <name>Route 2024-01-15 4:00am</name>\n    <trkseg/>\n  </trk>\n</gpx>")
        || text.hasSuffix(
          "<trk>\n    <name>Route 2024-01-15 4:00am</name>\n    <trkseg>\n    </trkseg>\n  </trk>\n</gpx>")
    )
    #expect(report.losses.isEmpty)
    // The bare dialect needs a point.
    #expect(throws: ConversionError.self) { try Self.write(empty, exportDate: end, options: [:]) }
  }
}

@Suite("Apple route dialect: six-decimal numbers")
struct GPXSixDecimalsTests {
  /// C's `%.6f` (Foundation's `String(format:)`), with a negative zero written unsigned.
  static func printf(_ v: Double) -> String {
    let text = String(format: "%.6f", v)
    return text == "-0.000000" ? "0.000000" : text
  }

  @Test("the integer-arithmetic %.6f equals printf's: random values of every magnitude, exact ties, edges")
  func matchesPrintf() {
    var generator = ModelFixtures.SeededGenerator(seed: 20_261_121)
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5e-6, -0.5e-6, 0.4999999e-6, 1.5e-6, 2.5e-6, 0.0000005, 0.0078125, 0.0234375,
      -0.0078125,
      999_999.9999995, 0x1p43 - 1, -(0x1p43 - 1), 0x1p43, 1e300, -1e300, .leastNonzeroMagnitude,
      .leastNormalMagnitude, 1e-7, -1e-7, 206.252884, -122.389476, 37.788792, 6.428697, 0.1, 0.7, 1.0000005,
    ]
    // Exact binary ties of the 7th decimal: odd multiples of 2^-7 (= 7812.5e-6) and of 2^-k for small k.
    for j in stride(from: 1, to: 4000, by: 2) {
      values.append(Double(j) / 128)
      values.append(-Double(j) / 128)
      values.append(Double(j) / 64 + 1_000_000)
    }
    for _ in 0..<200_000 {
      let exponent = Int.random(in: -40...42, using: &generator)
      let significand = Double.random(in: 1..<2, using: &generator)
      let sign: Double = Bool.random(using: &generator) ? -1 : 1
      values.append(sign * significand * Double(sign: .plus, exponent: exponent, significand: 1))
      values.append(Double.random(in: -180...180, using: &generator))
      // Six decimals plus a half, the nearest doubles either side of a tie.
      let micro = Double(Int.random(in: -100_000_000...100_000_000, using: &generator)) + 0.5
      let near = micro / 1_000_000
      values.append(near)
      values.append(near.nextUp)
      values.append(near.nextDown)
    }
    var mismatches: [String] = []
    for v in values where GPXNumber.fixed(v, decimals: 6) != Self.printf(v) {
      mismatches.append("\(v): \(GPXNumber.fixed(v, decimals: 6)) vs \(Self.printf(v))")
    }
    let mismatchCount = mismatches.count
    #expect(mismatchCount == 0, Comment(rawValue: mismatches.prefix(10).joined(separator: "; ")))
    #expect(NumberText.sixDecimals(.nan) == nil && NumberText.sixDecimals(0x1p43) == nil)
    #expect(
      GPXNumber.fixed(0.0078125, decimals: 6) == "0.007812"
        && GPXNumber.fixed(0.0234375, decimals: 6) == "0.023438")
  }
}
