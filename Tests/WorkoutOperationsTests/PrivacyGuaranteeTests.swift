import FormatKit
import Foundation
import Testing
import WorkoutModel
import WorkoutOperations

/// `--privacy`, `--privacy-ends` and `--anonymize` as guarantees on a built model: every position inside
/// a zone is gone or replaced by a kept one, whatever field held it, and the other values stay.
@Suite struct PrivacyGuaranteeTests {
  static let t0 = Timestamp(unixSeconds: 1_700_000_000, utcOffset: 3600)
  static let semicircle = 180.0 / 2_147_483_648.0
  /// Point i of the route: north along 5° E, 1e-5° (1.112 m) apart, from 45° N.
  static func point(_ i: Int) -> (Double, Double) { (45 + Double(i) * 1e-5, 5) }
  static func semicircles(_ degrees: Double) -> MetadataValue {
    .integer(Int64((degrees / semicircle).rounded()))
  }

  /// 600 points at 1 Hz; two laps with FIT start/end positions and bounding boxes (semicircles), the
  /// session's in the workout's metadata, and texts and app metadata holding the start.
  static func workout() -> Workout {
    let start = t0
    let end = t0.adding(599)
    var locations: [Location] = []
    var hr: [QuantitySeriesEntry] = []
    for i in 0..<600 {
      let time = start.date.addingTimeInterval(Double(i))
      locations.append(Location(time: time, latitude: point(i).0, longitude: point(i).1))
      hr.append(QuantitySeriesEntry(value: 120, start: time))
    }
    func fit(_ message: String, first: Int, last: Int) -> Metadata {
      [
        "FIT.\(message).start_position_lat": semicircles(point(first).0),
        "FIT.\(message).start_position_long": semicircles(point(first).1),
        "FIT.\(message).end_position_lat": semicircles(point(last).0),
        "FIT.\(message).end_position_long": semicircles(point(last).1),
        "FIT.\(message).nec_lat": semicircles(point(last).0),
        "FIT.\(message).nec_long": semicircles(5),
        "FIT.\(message).swc_lat": semicircles(point(first).0),
        "FIT.\(message).swc_long": semicircles(5),
        "FIT.\(message).total_cycles": .integer(300),
      ]
    }
    var header = SampleHeader(
      uuid: UUID(), start: start, end: end, metadata: fit("session", first: 0, last: 599))
    header.metadata.append("GPX:desc", .string("From home (45.00001, 5.00002) to the park"))
    header.metadata.append("AppStartLatitude", .number(45))
    header.metadata.append("AppStartLongitude", .number(5))
    header.metadata.append("HKTimeZone", .string("Europe/Paris"))
    let laps = [
      WorkoutEvent(type: .lap, start: start, duration: 300, metadata: fit("lap", first: 0, last: 299)),
      WorkoutEvent(
        type: .lap, start: start.adding(300), duration: 299, metadata: fit("lap", first: 300, last: 599)),
    ]
    return Workout(
      header: header, activityType: .running, duration: 599, events: laps,
      routes: [
        WorkoutRoute(header: SampleHeader(uuid: UUID(), start: start, end: end), locations: locations)
      ],
      samples: [
        .quantity(
          QuantitySample(
            header: SampleHeader(uuid: UUID(), start: start, end: end),
            type: "HKQuantityTypeIdentifierHeartRate", quantity: Quantity(120, .countPerMinute), series: hr))
      ])
  }

  /// A 50 m circle around the start: points 0…44 lie inside it (44 × 1.112 m = 48.9 m).
  static let home = PrivacyZones.Zone(latitude: 45, longitude: 5, radius: 50)

  func degrees(_ m: Metadata, _ key: String) -> Double? {
    guard case .integer(let v)? = m[key] else { return nil }
    return Double(v) * Self.semicircle
  }

  func run(_ operations: [any ActivityOperation], _ workout: Workout = workout()) throws -> (
    Workout, ConversionContext
  ) {
    let context = ConversionContext()
    let result = try #require(
      try ActivityOperationChain(operations).apply(to: workout, context: context).first)
    return (result, context)
  }

  @Test func lapAndSessionPositionsTakeTheFirstKeptPoint() throws {
    let (w, context) = try run([PrivacyZones(zones: [Self.home])])
    #expect(w.routes[0].locations.count == 600 - 45)
    let firstKept = Self.point(45).0
    for m in [w.header.metadata, w.events[0].metadata] {
      let prefix = m["FIT.session.total_cycles"] != nil ? "FIT.session." : "FIT.lap."
      // Start and south-west corner were the start (inside): now the first kept point, to a semicircle.
      #expect(abs(try #require(degrees(m, prefix + "start_position_lat")) - firstKept) <= Self.semicircle)
      #expect(abs(try #require(degrees(m, prefix + "swc_lat")) - firstKept) <= Self.semicircle)
      #expect(m[prefix + "total_cycles"] == .integer(300), "other values stay")
    }
    // The second lap lies outside the circle: its start and end are untouched.
    #expect(w.events[1].metadata == Self.workout().events[1].metadata)
    #expect(w.header.metadata["GPX:desc"] == .string("From home (\(CoordinateText.hiddenText)) to the park"))
    // An app's start position (degrees) is a start position too.
    #expect(w.header.metadata["AppStartLatitude"] == .number(firstKept))
    #expect(w.header.metadata["AppStartLongitude"] == .number(5))
    #expect(w.header.metadata["HKTimeZone"] == .string("Europe/Paris"))
    guard case .quantity(let hr) = w.samples[0] else {
      Issue.record("heart rate")
      return
    }
    #expect(hr.series.count == 600, "series values at the removed points stay")
    let replaced = context.report.changes.filter { $0.operation == "--privacy" && $0.action == "replaced" }
    #expect(
      Set(replaced.map(\.kind)) == [
        "start positions", "bounding-box corners", "metadata texts holding a position",
      ])
    // No position the model holds is inside the circle any more.
    #expect(positions(of: w).allSatisfy { !inside(Self.home, $0) })
    #expect(!positions(of: Self.workout()).allSatisfy { !inside(Self.home, $0) }, "the check can fail")
  }

  @Test func aLapWhollyInsideLosesItsPositions() throws {
    let zone = PrivacyZones.Zone(latitude: Self.point(150).0, longitude: 5, radius: 200)
    let (w, _) = try run([PrivacyZones(zones: [zone])])
    // Lap 1 (points 0…299) lies inside: no kept point to take the place of its positions.
    #expect(!w.events[0].metadata.entries.contains { $0.key.hasSuffix("_lat") || $0.key.hasSuffix("_long") })
    #expect(positions(of: w).allSatisfy { !inside(zone, $0) })
  }

  @Test func privacyEndsHidesTheStartWhereTheRouteComesBack() throws {
    var workout = Self.workout()
    // The route comes back to 30 m east of its start at point 400 (far along the route from either end).
    workout.routes[0].locations[400].latitude = 45
    workout.routes[0].locations[400].longitude = 5.0004
    let (w, context) = try run([PrivacyZones(zones: [], ends: 100)], workout)
    #expect(!w.routes[0].locations.contains { $0.time == workout.routes[0].locations[400].time })
    let start = PrivacyZones.Zone(latitude: 45, longitude: 5, radius: 100)
    #expect(positions(of: w).allSatisfy { !inside(start, $0) })
    #expect(
      context.report.changes.contains {
        $0.operation == "--privacy-ends" && $0.kind == "route points" && $0.count == 181
      })
  }

  @Test func guaranteesRunLastWhateverTheOrder() {
    let chain = ActivityOperationChain([
      PrivacyZones(zones: [Self.home]), Anonymization(), TimeShift(seconds: 60),
      RouteSimplification(tolerance: 5),
    ])
    #expect(chain.operations.map(\.option) == ["--shift", "--simplify", "--privacy", "--anonymize"])
  }

  @Test func itemsAroundTheWorkoutsAreRewritten() throws {
    let context = ConversionContext()
    let chain = ActivityOperationChain([PrivacyZones(zones: [Self.home])])
    // A GPX waypoint at home goes; one elsewhere stays; bounds go (they span the points before removal).
    let home = OpaqueRecord(
      format: "gpx", name: "wpt", attributes: [KeyValue("lat", "45"), KeyValue("lon", "5")])
    let away = OpaqueRecord(
      format: "gpx", name: "wpt", attributes: [KeyValue("lat", "46"), KeyValue("lon", "5")])
    #expect(try chain.rewrite(.opaque(home), context: context) == nil)
    #expect(try chain.rewrite(.opaque(away), context: context) == .opaque(away))
    let metadata = OpaqueRecord(
      format: "gpx", name: "metadata",
      children: [
        OpaqueRecord(
          format: "gpx", name: "bounds", attributes: [KeyValue("minlat", "44"), KeyValue("minlon", "4")]),
        OpaqueRecord(format: "gpx", name: "desc", text: "start 45.0000,5.0000"),
      ])
    guard case .opaque(let m)? = try chain.rewrite(.opaque(metadata), context: context) else {
      Issue.record("metadata kept")
      return
    }
    #expect(m.children.map(\.name) == ["desc"])
    #expect(m.children[0].text == "start \(CoordinateText.hiddenText)")
    // Bytes no registered format can check are removed; a registered scrubber is asked.
    let bytes = OpaqueRecord(format: "fit", name: "gps_metadata", data: Data([1, 2, 3]))
    #expect(try chain.rewrite(.opaque(bytes), context: context) == nil)
    let fake: OpaqueRecordScrubber = { record, request, counts in
      counts.add("positions")
      return request.hides(45, 5) ? OpaqueRecord(format: "fit", name: "scrubbed") : record
    }
    context.opaqueScrubber = { $0 == "fit" ? fake : nil }
    #expect(
      try chain.rewrite(.opaque(bytes), context: context)
        == .opaque(OpaqueRecord(format: "fit", name: "scrubbed")))
    // A standalone route loses its points inside; a sample's metadata its positions.
    let route = Self.workout().routes[0]
    guard case .route(let kept)? = try chain.rewrite(.route(route), context: context) else {
      Issue.record("route kept")
      return
    }
    #expect(kept.locations.count == 600 - 45)
    let sample = QuantitySample(
      header: SampleHeader(
        uuid: UUID(), start: Self.t0, end: Self.t0,
        metadata: ["HKWeatherLatitude": .string("45.0001"), "HKWeatherLongitude": .string("5")]),
      type: "HKQuantityTypeIdentifierHeartRate", quantity: Quantity(60, .countPerMinute))
    guard case .quantity(let q)? = try chain.rewrite(.quantity(sample), context: context) else {
      Issue.record("sample kept")
      return
    }
    #expect(q.header.metadata.isEmpty)
  }

  @Test func aKeptRouteOfPointsHasEndsOfItsOwn() throws {
    // A GPX <rte> with no workout: --privacy-ends hides 100 m around its own first and last points.
    let rte = OpaqueRecord(
      format: "gpx", name: "rte",
      children: (0..<300).map { i in
        OpaqueRecord(
          format: "gpx", name: "rtept",
          attributes: [KeyValue("lat", String(Self.point(i).0)), KeyValue("lon", "5")])
      })
    let chain = ActivityOperationChain([PrivacyZones(zones: [], ends: 100)])
    guard case .opaque(let kept)? = try chain.rewrite(.opaque(rte), context: ConversionContext()) else {
      Issue.record("route kept")
      return
    }
    #expect(kept.children.count == 300 - 90 - 90)
    #expect(kept.children.first == rte.children[90] && kept.children.last == rte.children[209])
  }

  @Test func coordinatesInTextAnyWayTheyAreWritten() {
    let hides: (Double, Double) -> Bool = { abs($0 - 38.15746) < 0.001 && abs($1 + 0.80594) < 0.001 }
    let hidden = CoordinateText.hiddenText
    #expect(CoordinateText.hiding(in: "at 38.15746,-0.80594 today", hides) == "at \(hidden) today")
    #expect(CoordinateText.hiding(in: "[-0.80594, 38.15746]", hides) == "[\(hidden)]", "GeoJSON order")
    #expect(CoordinateText.hiding(in: "lat=455236230 lon=-9615239", hides) == "lat=\(hidden)", "semicircles")
    #expect(CoordinateText.hiding(in: "381574600 -8059400", hides) == hidden, "E7")
    #expect(CoordinateText.hiding(in: "N 38.15746 W 0.80594", hides) != nil, "hemisphere letters")
    #expect(CoordinateText.hiding(in: "2024-07-09 38.2 -0.8", hides) == nil)
    #expect(CoordinateText.hiding(in: "Europe/Paris", hides) == nil)
  }

  @Test func anonymizeRemovesIdentityAndKeepsValues() throws {
    var workout = Self.workout()
    workout.header.creationDate = Self.t0
    workout.header.source = Source(name: "Anna’s Apple Watch")
    workout.header.device = Device(
      name: "Anna's iPhone", manufacturer: "Apple", model: "iPhone", serialNumber: "C02XYZ",
      extra: [KeyValue("ant_device_number", "12345"), KeyValue("product", "3990")])
    workout.header.metadata.append("FIT.user_profile.weight", .number(61.5))
    workout.header.metadata.append("FIT.zones_target.max_heart_rate", .integer(190))
    workout.header.metadata.append("FIT.time_in_zone.time_in_hr_zone", .string("10,20,30"))
    workout.header.metadata.append("FIT.time_in_zone.hr_zone_high_boundary", .string("120,140,160"))
    workout.header.metadata.append("TCX:Notes", .string("felt great, met Bob"))
    workout.header.metadata.append(
      "FIT.device_info.0", .string("serial_number=3426837107 manufacturer=garmin garmin_product=fr955"))
    workout.header.metadata.append("HKDeviceSerialNumber", .string("XYZ"))
    let (w, context) = try run([Anonymization()], workout)
    #expect(w.header.creationDate == nil)
    #expect(w.header.source?.name == "Apple Watch")
    #expect(w.header.device?.name == "iPhone" && w.header.device?.serialNumber == nil)
    #expect(w.header.device?.extra == [KeyValue("product", "3990")])
    let keys = w.header.metadata.entries.map(\.key)
    for gone in [
      "FIT.user_profile.weight", "FIT.zones_target.max_heart_rate", "FIT.time_in_zone.hr_zone_high_boundary",
      "TCX:Notes", "HKDeviceSerialNumber",
    ] {
      #expect(!keys.contains(gone), "\(gone)")
    }
    #expect(w.header.metadata["FIT.time_in_zone.time_in_hr_zone"] == .string("10,20,30"))
    #expect(w.header.metadata["FIT.device_info.0"] == .string("manufacturer=garmin garmin_product=fr955"))
    #expect(w.header.metadata["FIT.session.total_cycles"] == .integer(300))
    #expect(w.routes[0].locations.count == 600)
    #expect(
      context.report.changes.contains { $0.operation == "--anonymize" && $0.kind == "file creation times" })
    // The user's characteristics go whole; export dates too.
    let chain = ActivityOperationChain([Anonymization()])
    #expect(
      try chain.rewrite(
        .characteristics(
          Characteristics(entries: [KeyValue("HKCharacteristicTypeIdentifierDateOfBirth", "1990-01-01")])),
        context: context) == nil)
    #expect(
      try chain.rewrite(.exportInfo(ExportInfo(exportDate: Self.t0, locale: "en_US")), context: context)
        == .exportInfo(ExportInfo(locale: "en_US")))
  }

  /// Every position the model holds: route points and metadata pairs (semicircles for FIT keys).
  func positions(of w: Workout) -> [(Double, Double)] {
    var result = w.routes.flatMap { $0.locations.map { ($0.latitude, $0.longitude) } }
    var all = w
    all.events += w.activities.flatMap(\.events)
    for m in [all.header.metadata] + all.events.map(\.metadata) {
      for e in m.entries where e.key.lowercased().hasSuffix("lat") || e.key.lowercased().hasSuffix("latitude")
      {
        let stem =
          e.key.lowercased().hasSuffix("latitude") ? String(e.key.dropLast(8)) : String(e.key.dropLast(3))
        guard
          let lon = m.entries.first(where: {
            ["long", "Longitude", "lon"].map { stem + $0 }.contains($0.key)
          }),
          let a = e.value.doubleValue, let b = lon.value.doubleValue
        else { continue }
        let scale = e.key.hasPrefix("FIT.") ? Self.semicircle : 1
        result.append((a * scale, b * scale))
      }
    }
    return result
  }

  func inside(_ zone: PrivacyZones.Zone, _ p: (Double, Double)) -> Bool {
    Geodesy.distance(zone.latitude, zone.longitude, p.0, p.1) < zone.radius - 1
  }
}
