import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatGPX

@Suite("GPX reader: dialects, structure, errors")
struct GPXReaderTests {
  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:a="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" xmlns:b="http://www.garmin.com/xmlschemas/TrackPointExtension/v2" xmlns:d="http://www.cluetrust.com/XML/GPXDATA/1/0" xmlns:p="http://www.garmin.com/xmlschemas/PowerExtension/v1">
    """

  @Test("TPX v1/v2 under any prefix, gpxdata, power and Apple's un-namespaced extensions")
  func dialects() throws {
    let text =
      Self.header + """
        <trk><type>Running</type><trkseg>
        <trkpt lat="1" lon="2"><time>2024-05-01T06:00:00Z</time><extensions><a:TrackPointExtension><a:hr>120</a:hr><a:cad>80</a:cad><a:atemp>21.5</a:atemp></a:TrackPointExtension></extensions></trkpt>
        <trkpt lat="1.1" lon="2.1"><time>2024-05-01T06:00:01Z</time><extensions><b:TrackPointExtension><b:hr>121</b:hr><b:wtemp>18</b:wtemp><b:depth>1.5</b:depth><b:speed>3.5</b:speed><b:course>45</b:course></b:TrackPointExtension><p:PowerInWatts>250</p:PowerInWatts></extensions></trkpt>
        <trkpt lat="1.2" lon="2.2"><time>2024-05-01T06:00:02Z</time><extensions><d:hr>122</d:hr><d:cadence>82</d:cadence><d:temp>22</d:temp><power>260</power></extensions></trkpt>
        <trkpt lat="1.3" lon="2.3"><ele>5</ele><time>2024-05-01T06:00:03Z</time><extensions><speed>1.5</speed><course>-1.000000</course><hAcc>4.5</hAcc><vAcc>3.25</vAcc></extensions></trkpt>
        </trkseg></trk></gpx>
        """
    let items = try GPX.read(text: text)
    let workout = try #require(GPX.workouts(items).first)
    #expect(workout.activityType == .running)
    #expect(workout.header.metadata[GPXMetadataKeys.type] == .string("Running"))
    #expect(
      workout.quantitySamples(of: WorkoutSeriesType.heartRate).first?.series.map(\.value) == [120, 121, 122])
    #expect(
      workout.quantitySamples(of: WorkoutSeriesType.runningCadence).first?.series.map(\.value) == [80, 82])
    #expect(
      workout.quantitySamples(of: WorkoutSeriesType.runningPower).first?.series.map(\.value) == [250, 260])
    #expect(
      workout.quantitySamples(of: WorkoutSeriesType.temperature).first?.series.map(\.value) == [21.5, 22])
    #expect(
      workout.quantitySamples(of: "HKQuantityTypeIdentifierWaterTemperature").first?.series.map(\.value) == [
        18
      ])
    #expect(
      workout.quantitySamples(of: "HKQuantityTypeIdentifierUnderwaterDepth").first?.series.map(\.value) == [
        1.5
      ])
    // Written back (TPX v2 wtemp/depth) and read again: the same values.
    let (data, _) = try GPX.write(GPX.project(items))
    let again = try #require(GPX.workouts(try GPX.read(InputSource(data: data, name: "d.gpx")).0).first)
    #expect(
      again.quantitySamples(of: "HKQuantityTypeIdentifierWaterTemperature").first?.series.map(\.value) == [18]
    )
    #expect(
      again.quantitySamples(of: WorkoutSeriesType.runningPower).first?.series.map(\.value) == [250, 260])
    let url = try GPX.temporaryFile(data, name: "dialects.gpx")
    if GPX.hasXmllint && SharedCorpus.shouldRun {
      let (ok, output) = try GPX.validate(url)
      #expect(ok, "\(output)")
    }
    let points = try #require(workout.routes.first?.locations)
    #expect(points.count == 4)
    #expect(points[1].speed == 3.5 && points[1].course == 45)
    #expect(points[3].speed == 1.5 && points[3].course == -1 && points[3].horizontalAccuracy == 4.5)
    #expect(points[3].verticalAccuracy == 3.25 && points[3].altitude == 5)
  }

  @Test(
    "several trksegs: one workout with pause/resume between them; several trks: several workouts or one by option"
  )
  func segmentsAndTracks() throws {
    let text =
      Self.header + """
        <trk><name>A</name><trkseg>
        <trkpt lat="1" lon="2"><time>2024-05-01T06:00:00Z</time></trkpt><trkpt lat="1" lon="2"><time>2024-05-01T06:00:10Z</time></trkpt>
        </trkseg><trkseg></trkseg><trkseg>
        <trkpt lat="1" lon="2"><time>2024-05-01T06:05:00Z</time></trkpt>
        </trkseg></trk>
        <trk><name>B</name><trkseg><trkpt lat="1" lon="2"><time>2024-05-01T07:00:00Z</time></trkpt></trkseg></trk>
        </gpx>
        """
    let workouts = GPX.workouts(try GPX.read(text: text))
    #expect(workouts.count == 2)
    let first = workouts[0]
    #expect(first.events.map(\.type) == [.pause, .resume])
    #expect(
      first.events.map { ISO8601Timestamp.format($0.start) } == [
        "2024-05-01T06:00:10Z", "2024-05-01T06:05:00Z",
      ])
    let merged = GPX.workouts(
      try GPX.read(text: text, options: FormatOptions(values: ["gpx.mergeTracks": "true"])))
    #expect(merged.count == 1)
    #expect(merged[0].events.count == 4)
    #expect(merged[0].routes.first?.locations.count == 4)
    #expect(
      merged[0].header.metadata.entries.filter { $0.key == GPXMetadataKeys.name }.map(\.value) == [
        .string("A"), .string("B"),
      ])
    // Deterministic identities: reading twice gives the same UUIDs.
    #expect(GPX.workouts(try GPX.read(text: text)).map(\.header.uuid) == workouts.map(\.header.uuid))
  }

  @Test("elements out of order, missing times, a BOM and odd years are read")
  func leniency() throws {
    let text =
      "\u{FEFF}" + """
        <?xml version="1.0"?>
        <gpx><wpt lat="1" lon="2"><time>1234-12-12T08:00:00.123Z</time><name>Early</name></wpt>
        <trk><trkseg>
        <trkpt lon="2" lat="1"><time>2024-05-01T06:00:00Z</time><ele>7</ele></trkpt>
        <trkpt lat="1" lon="2"><ele>8</ele></trkpt>
        </trkseg></trk></gpx>
        """
    let (items, context) = try GPX.read(InputSource(data: Data(text.utf8), name: "odd.gpx"))
    let points = try #require(GPX.workouts(items).first?.routes.first?.locations)
    #expect(points.map(\.altitude) == [7, 8])
    #expect(points[1].time == points[0].time)
    #expect(context.report.warnings.contains { $0.code == "gpx.missingTime" })
    let waypoint = items.compactMap {
      if case .opaque(let r) = $0, r.name == "wpt" { return r } else { return nil }
    }
    #expect(waypoint.first?.children.first { $0.name == "time" }?.text == "1234-12-12T08:00:00.123Z")
  }

  @Test("empty input and non-GPX XML give located errors")
  func errors() throws {
    #expect(throws: ConversionError.self) { try GPX.read(text: "") }
    do {
      _ = try GPX.read(text: "<?xml version=\"1.0\"?>\n<TrainingCenterDatabase/>", name: "x.gpx")
      Issue.record("no error")
    } catch let error as ConversionError {
      #expect(error.code == .invalidInput)
      #expect(error.location?.line == 2)
      #expect(error.location?.file == "x.gpx")
    }
    do {
      _ = try GPX.read(text: "not xml at all", name: "junk.gpx")
      Issue.record("no error")
    } catch let error as ConversionError {
      #expect(error.location?.line == 1)
      #expect(error.location?.byteOffset != nil)
    }
  }

  @Test("a truncated file keeps the points read before the damage (damage policy warn) or fails (fail)")
  func truncated() throws {
    let text =
      Self.header + """
        <trk><trkseg><trkpt lat="1" lon="2"><time>2024-05-01T06:00:00Z</time></trkpt><trkpt lat="1" lon="2"><time>2024-05-01T06:00:01Z</time></trkpt><trkpt lat="1"
        """
    let (items, context) = try GPX.read(InputSource(data: Data(text.utf8), name: "cut.gpx"))
    #expect(GPX.workouts(items).first?.routes.first?.locations.count == 2)
    #expect(context.report.recoveredErrors.first?.location?.line != nil)
    #expect(throws: ConversionError.self) {
      try GPX.read(
        InputSource(data: Data(text.utf8), name: "cut.gpx"), options: FormatOptions(damagePolicy: .fail))
    }
  }

  @Test(
    "cut at any point, a real file never crashes the reader: it recovers (warn) or gives a located error (fail)",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func truncatedEverywhere() throws {
    let data = try Data(contentsOf: SharedCorpus.url("corpus/gpx/gc-urbanbiker-gpxtpx-v2-power.gpx"))
    var rng = ModelFixtures.SeededGenerator(seed: 3)
    for _ in 0..<40 {
      let cut = Int.random(in: 1..<data.count, using: &rng)
      let input = InputSource(data: data.prefix(cut), name: "cut.gpx")
      do {
        let (_, context) = try GPX.read(input)
        #expect(context.report.recoveredErrors.first?.location?.byteOffset != nil, "cut at \(cut)")
      } catch let error as ConversionError {
        #expect(error.location?.line != nil, "cut at \(cut): \(error)")
      }
      #expect(throws: ConversionError.self) {
        try GPX.read(
          InputSource(data: data.prefix(cut), name: "cut.gpx"), options: FormatOptions(damagePolicy: .fail))
      }
    }
  }

  @Test("sniffing recognises GPX roots only")
  func sniff() {
    let format = GPXFormat()
    #expect(
      format.sniff(Array("\u{FEFF}<?xml version=\"1.0\"?><!-- c --><gpx version=\"1.1\">".utf8)) == .yes)
    #expect(format.sniff(Array("<gpx:gpx xmlns:gpx=\"x\">".utf8)) == .yes)
    #expect(format.sniff(Array("<?xml version=\"1.0\"?><TrainingCenterDatabase>".utf8)) == .no)
    #expect(format.sniff(Array("{\"kind\":1}".utf8)) == .no)
  }

  @Test("activity type names map both ways")
  func activityTypes() {
    #expect(GPXActivityTypes.activityType(for: "road_biking", creator: "Garmin Connect") == .cycling)
    #expect(GPXActivityTypes.activityType(for: "HKWorkoutActivityTypeHiking", creator: nil) == .hiking)
    #expect(GPXActivityTypes.activityType(for: "17", creator: "StravaGPX") == .cycling)
    #expect(GPXActivityTypes.activityType(for: "17", creator: "Other") == nil)
    for type in WorkoutActivityType.allKnown {
      if let text = GPXActivityTypes.text(for: type) {
        #expect(GPXActivityTypes.activityType(for: text, creator: nil) == type)
      }
    }
  }

  @Test(
    "track points, times, positions and heart rate agree with an independent ElementTree reading",
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func agreesWithOracle() throws {
    let files = GPX.corpusFiles + GPX.expectedFiles
    let oracle = try GPX.oraclePoints(files)
    for file in files {
      let items = try GPX.read(file: file, options: FormatOptions(values: ["gpx.mergeTracks": "true"])).0
      let expected = (oracle[file.path] ?? []).flatMap { $0 }.filter { !$0.lat.isNaN }
      let workout = GPX.workouts(items).first
      let points = workout?.routes.first?.locations ?? []
      #expect(points.count == expected.count, "\(file.lastPathComponent)")
      guard points.count == expected.count else { continue }
      let hr = workout?.quantitySamples(of: WorkoutSeriesType.heartRate).first?.series ?? []
      var hrIndex = 0
      for (p, e) in zip(points, expected) {
        #expect(p.latitude == e.lat && p.longitude == e.lon, "\(file.lastPathComponent)")
        if let t = e.time, let stamp = ISO8601Timestamp.parse(t) {
          #expect(p.time == stamp.date, "\(file.lastPathComponent) \(t)")
        }
        if let h = e.hr {
          #expect(
            hrIndex < hr.count && hr[hrIndex].value == h && hr[hrIndex].start == p.time,
            "\(file.lastPathComponent)")
          hrIndex += 1
        }
      }
      #expect(hrIndex == hr.count, "\(file.lastPathComponent): heart-rate count")
    }
  }
}

@Suite("GPX number and time text")
struct GPXTextTests {
  @Test("decimals are plain (no exponent), shortest, and coordinates keep at most 9 decimals")
  func numbers() {
    #expect(GPXNumber.decimal(1e-5) == "0.00001")
    #expect(GPXNumber.decimal(-0.0) == "-0")
    #expect(GPXNumber.decimal(39.6) == "39.6")
    #expect(GPXNumber.decimal(1e20) == "100000000000000000000")
    #expect(GPXNumber.coordinate(45.199617706239223480224609375) == "45.199617706")
    #expect(GPXNumber.coordinate(52.5163412) == "52.5163412")
    #expect(Double(GPXNumber.decimal(0.1 + 0.2)) == 0.1 + 0.2)
  }
}
