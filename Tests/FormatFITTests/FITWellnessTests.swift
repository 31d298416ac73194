import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatFIT

/// Wellness and body-measurement FIT files → HealthKit samples (`FITWellnessBuilder`), checked value by
/// value against fitdecode's reading of the same messages (`fit_wellness_oracle.py`).
@Suite struct FITWellnessTests {
  typealias Row = (type: String, start: Double, end: Double, value: Double)

  static func ours(_ url: URL) throws -> (rows: [Row], items: [HealthItem]) {
    let sink = DatasetSink()
    try FITReader().read(InputSource(file: url), into: sink, context: ConversionContext(inputName: url.path))
    var rows: [Row] = []
    func add(_ q: QuantitySample) {
      rows.append(
        (
          q.type, q.header.start.date.timeIntervalSince1970, q.header.end.date.timeIntervalSince1970,
          q.quantity.value
        ))
    }
    for item in sink.dataset.items {
      switch item {
      case .quantity(let q): add(q)
      case .correlation(let c):
        for case .quantity(let q) in c.members { add(q) }
      default: break
      }
    }
    return (rows, sink.dataset.items)
  }

  static func oracle(_ url: URL) throws -> [Row] {
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/FormatFITTests/fit_wellness_oracle.py")
      .path
    let r = try runProcess("python3", ["-W", "ignore", script, url.path])
    try #require(r.status == 0, "fit_wellness_oracle.py: \(r.stderrString)")
    let rows = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[Any]])
    return rows.map {
      (
        $0[0] as! String, ($0[1] as! NSNumber).doubleValue, ($0[2] as! NSNumber).doubleValue,
        ($0[3] as! NSNumber).doubleValue
      )
    }
  }

  static func sorted(_ rows: [Row]) -> [Row] {
    rows.sorted { ($0.type, $0.start, $0.end, $0.value) < ($1.type, $1.start, $1.end, $1.value) }
  }

  @Test(
    "MonitoringFile.fit and WeightScaleMultiUser.fit give fitdecode's samples, count for count and value for value",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment),
    arguments: ["fitparse-sdk-example-MonitoringFile.fit", "fitparse-sdk-example-WeightScaleMultiUser.fit"])
  func matchesFitdecode(_ name: String) throws {
    let url = SharedCorpus.url("corpus/fit/\(name)")
    let ours = Self.sorted(try Self.ours(url).rows)
    let theirs = Self.sorted(try Self.oracle(url))
    #expect(!ours.isEmpty)
    #expect(ours.count == theirs.count)
    for (a, b) in zip(ours, theirs) {
      // Times are whole FIT seconds on both sides; values are the profile's scaled numbers (relative
      // 1e-9 covers the decimal → binary rounding of scales such as 1/100).
      #expect(a.type == b.type && a.start == b.start && a.end == b.end, "\(a) vs \(b)")
      #expect(abs(a.value - b.value) <= 1e-9 * max(1, abs(b.value)), "\(a) vs \(b)")
    }
  }

  @Test(
    "wellness samples have the file's source and device and content UUIDs: reading twice gives the same samples",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func provenanceAndIdentity() throws {
    let url = SharedCorpus.url("corpus/fit/fitparse-sdk-example-MonitoringFile.fit")
    let first = try Self.ours(url).items
    let second = try Self.ours(url).items
    #expect(first == second)
    let samples = first.compactMap { item -> QuantitySample? in
      if case .quantity(let q) = item { return q }
      return nil
    }
    #expect(Set(samples.map(\.header.uuid)).count == samples.count)
    for q in samples {
      #expect(q.header.source?.name == "garmin vivo_fit")
      #expect(q.header.device?.serialNumber == "3882708276")
      #expect(q.header.uuid == Identity.uuid(for: q))
    }
    // The steps add up to the day's totals in the file's own daily summaries (walking 3142 + running 31).
    #expect(
      samples.filter { $0.type == "HKQuantityTypeIdentifierStepCount" }.map(\.quantity.value).reduce(0, +)
        == 3173)
  }
}

/// Body measurements back to FIT (`FITBodyEncoder`): a weight_scale file and a blood_pressure file that
/// Garmin's SDK accepts (`fit_oracle.py`) and fitdecode reads back with the same values.
@Suite struct FITBodyWriterTests {
  static func write(_ items: [HealthItem]) throws -> (Data, ConversionContext) {
    let out = DataSink()
    let context = ConversionContext()
    let writer = try #require(try FITFormat().makeWriter(to: out, options: FormatOptions(), context: context))
    for item in items { try writer.receive(item) }
    try writer.finish()
    return (out.data, context)
  }

  static func fitdecode(_ data: Data) throws -> [[String: Any]] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-body-\(UUID()).fit")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let oracle = try runProcess(
      "python3", [SharedCorpus.url("formats/fit/fit_oracle.py").path, url.path, "--compact"])
    #expect(oracle.status == 0, "fit_oracle.py: \(oracle.stderrString)")
    let script = """
      import fitdecode, json, sys
      out = []
      with fitdecode.FitReader(sys.argv[1]) as r:
          for f in r:
              if isinstance(f, fitdecode.FitDataMessage):
                  d = {x.name: (x.raw_value if x.name == 'timestamp' else x.value) for x in f.fields}
                  d['_name'] = f.name
                  out.append(d)
      json.dump(out, sys.stdout, default=str)
      """
    let r = try runProcess("python3", ["-W", "ignore", "-c", script, url.path])
    try #require(r.status == 0, "\(r.stderrString)")
    return try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[String: Any]])
  }

  @Test(
    "WeightScaleMultiUser.fit → model → FIT weight file: accepted by Garmin's SDK, fitdecode reads the same values",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func weightRoundTrip() throws {
    let source = SharedCorpus.url("corpus/fit/fitparse-sdk-example-WeightScaleMultiUser.fit")
    let (_, items) = try FITWellnessTests.ours(source)
    let samples = items.filter { if case .quantity = $0 { return true } else { return false } }
    let (data, context) = try Self.write(samples)
    #expect(context.report.losses.allSatisfy { $0.kind == "UUIDs" || $0.kind == "quantity" } == true)
    let messages = try Self.fitdecode(data)
    #expect(messages.first?["_name"] as? String == "file_id")
    #expect(messages.first?["type"] as? String == "weight")
    let original = try Self.fitdecode(try Data(contentsOf: source)).filter {
      $0["_name"] as? String == "weight_scale"
    }
    let ours = messages.filter { $0["_name"] as? String == "weight_scale" }
    #expect(ours.count == original.count)
    for (a, b) in zip(ours, original) {
      for key in ["timestamp", "weight", "percent_fat", "user_profile_index"] {
        #expect("\(a[key] ?? "nil")" == "\(b[key] ?? "nil")", "\(key)")
      }
    }
  }

  @Test(
    "a blood-pressure correlation → FIT blood_pressure file with the same systolic, diastolic and heart rate",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func bloodPressure() throws {
    let t = Timestamp(unixSeconds: 1_700_000_000)
    func member(_ type: String, _ v: Double) -> CorrelationMember {
      .quantity(
        QuantitySample(
          header: SampleHeader(uuid: UUID(), start: t, end: t), type: type,
          quantity: Quantity(v, .millimeterOfMercury)))
    }
    var header = SampleHeader(uuid: UUID(), start: t, end: t)
    header.metadata.append("fit.blood_pressure.heart_rate", .quantity(Quantity(61, .countPerMinute)))
    let reading = Correlation(
      header: header, type: "HKCorrelationTypeIdentifierBloodPressure",
      members: [
        member("HKQuantityTypeIdentifierBloodPressureSystolic", 121),
        member("HKQuantityTypeIdentifierBloodPressureDiastolic", 79),
      ])
    let (data, _) = try Self.write([.correlation(reading)])
    let messages = try Self.fitdecode(data)
    #expect(messages.first?["type"] as? String == "blood_pressure")
    let bp = try #require(messages.first { $0["_name"] as? String == "blood_pressure" })
    #expect(bp["systolic_pressure"] as? Int == 121)
    #expect(bp["diastolic_pressure"] as? Int == 79)
    #expect(bp["heart_rate"] as? Int == 61)
    #expect(bp["timestamp"] as? Int == 1_700_000_000 - 631_065_600)
    // Read back by our reader: the same correlation values.
    let sink = DatasetSink()
    try FITReader().read(InputSource(data: data, name: "bp.fit"), into: sink, context: ConversionContext())
    let back = try #require(
      sink.dataset.items.compactMap { item -> Correlation? in
        if case .correlation(let c) = item { return c } else { return nil }
      }.first)
    #expect(back.members.map(\.header.start) == [t, t])
  }
}

/// Stress, respiration, SpO2, HRV and sleep: the reference corpus has no file with these messages (checked
/// with fitdecode over every `corpus/fit` file), and Garmin's Python SDK only decodes, so the fixture is
/// built here with our own FIT encoder, then verified before use: Garmin's SDK accepts it
/// (`fit_oracle.py`) and fitdecode's reading of each message is what our samples are compared with.
@Suite struct FITWellnessGeneratedTests {
  @Test(
    "generated stress/respiration/SpO2/HRV (hrv_value, hrv_status_summary)/sleep FIT: accepted by Garmin's SDK, samples equal fitdecode's values",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func generatedWellness() throws {
    let base: Int64 = 1_100_000_000  // FIT seconds (2024-11-09)
    var encoder = FITEncoder()
    var id = FITMessage(globalNumber: 0)
    id.set(0, 32)  // monitoring_b
    id.set(1, 1)  // garmin
    id.set(4, Double(base))
    encoder.write(id)
    for i in 0..<4 {
      let t = Double(base + Int64(i) * 180)
      var stress = FITMessage(globalNumber: 227)
      stress.set(0, Double([12, 35, 61, 8][i]))
      stress.set(1, t)
      encoder.write(stress)
      var respiration = FITMessage(globalNumber: 297)
      respiration.set(0, [14.25, 15.5, 13.75, 16.0][i])
      respiration.set(253, t)
      encoder.write(respiration)
      var spo2 = FITMessage(globalNumber: 269)
      spo2.set(0, Double([97, 95, 98, 96][i]))
      spo2.set(253, t)
      encoder.write(spo2)
      var hrv = FITMessage(globalNumber: 371)
      hrv.set(0, [42.5, 38.0, 51.25, 47.0][i])
      hrv.set(253, t)
      encoder.write(hrv)
      var sleep = FITMessage(globalNumber: 275)
      sleep.set(0, Double([2, 3, 4, 1][i]))  // light, deep, rem, awake
      sleep.set(253, t)
      encoder.write(sleep)
    }
    // The night's HRV status (hrv_status_summary, 370): the values in ms (profile scale 128), status balanced.
    var status = FITMessage(globalNumber: 370)
    for (field, ms) in [(0, 46.5), (1, 44.25), (2, 71.0), (3, 35.0), (4, 39.5), (5, 58.75)] {
      status.set(UInt8(field), ms)
    }
    status.set(6, 4)  // balanced
    status.set(253, Double(base + 4 * 180))
    encoder.write(status)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-wellness-\(UUID()).fit")
    try Data(encoder.finish()).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let oracle = try runProcess(
      "python3", [SharedCorpus.url("formats/fit/fit_oracle.py").path, url.path, "--compact"])
    #expect(oracle.status == 0, "fit_oracle.py: \(oracle.stderrString)")
    let script = """
      import fitdecode, json, sys
      out = []
      with fitdecode.FitReader(sys.argv[1]) as r:
          for f in r:
              if isinstance(f, fitdecode.FitDataMessage) and f.name != 'file_id':
                  values = [x.raw_value if x.name in ('timestamp', 'stress_level_time') else x.value for x in f.fields]
                  if f.name == 'hrv_status_summary':  # the sample's value is last_night_average
                      named = {x.name: x.value for x in f.fields}
                      values = [named['last_night_average'], f.get_field('timestamp').raw_value, {x.name: x.value for x in f.fields if x.name not in ('last_night_average', 'timestamp')}]
                  out.append([f.name] + values)
      json.dump(out, sys.stdout)
      """
    let r = try runProcess("python3", ["-W", "ignore", "-c", script, url.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let messages = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[Any]])
    // fitdecode: [name, value, time] in field order (value field 0 first, then the time); for
    // hrv_status_summary [name, last_night_average, time, {other fields}].
    let types = [
      "stress_level": "WKQuantityTypeIdentifierStressLevel",
      "respiration_rate": "HKQuantityTypeIdentifierRespiratoryRate",
      "spo2_data": "HKQuantityTypeIdentifierOxygenSaturation",
      "hrv_value": "WKQuantityTypeIdentifierHeartRateVariabilityRMSSD",
      "hrv_status_summary": "WKQuantityTypeIdentifierHeartRateVariabilityRMSSD",
    ]
    var statusFields: [String: Any] = [:]
    var expected: [FITWellnessTests.Row] = []
    var sleepStarts: [Double] = []
    for m in messages {
      let name = m[0] as! String
      let value = (m[1] as? NSNumber)?.doubleValue
      let time = (m[2] as! NSNumber).doubleValue + 631_065_600
      if name == "sleep_level" {
        sleepStarts.append(time)
        continue
      }
      if name == "hrv_status_summary" { statusFields = m[3] as? [String: Any] ?? [:] }
      guard let type = types[name], let value else { continue }
      expected.append((type, time, time, name == "spo2_data" ? value / 100 : value))
    }
    #expect(expected.count == 17)
    let (rows, items) = try FITWellnessTests.ours(url)
    let ours = FITWellnessTests.sorted(rows)
    let theirs = FITWellnessTests.sorted(expected)
    #expect(ours.count == theirs.count)
    for (a, b) in zip(ours, theirs) {
      #expect(a.type == b.type && a.start == b.start && a.end == b.end, "\(a) vs \(b)")
      #expect(abs(a.value - b.value) <= 1e-9 * max(1, abs(b.value)), "\(a) vs \(b)")
    }
    // hrv_status_summary: its other fields travel as fit.hrv_status_summary.* metadata, equal to fitdecode's.
    let summary = try #require(
      items.compactMap { item -> QuantitySample? in
        if case .quantity(let q) = item, q.header.metadata["fit.hrv_status_summary.weekly_average"] != nil {
          return q
        }
        return nil
      }.first)
    #expect(statusFields.count == 6, "\(statusFields)")
    for (field, value) in statusFields {
      if field == "status" {
        // The status is a category sample of its own (named as the profile names it).
        let status = items.compactMap { item -> CategorySample? in
          if case .category(let c) = item, c.type == FITWellnessBuilder.hrvStatus { c } else { nil }
        }
        #expect(status.map(\.valueName) == [value as? String], "\(status)")
        #expect(summary.header.metadata["fit.hrv_status_summary.status"] == nil)
        continue
      }
      let ours = summary.header.metadata["fit.hrv_status_summary.\(field)"]
      if let text = value as? String {
        #expect(ours == .string(text), "\(field): \(String(describing: ours)) vs \(text)")
      } else {
        let theirs = (value as! NSNumber).doubleValue
        guard case .quantity(let q)? = ours else {
          Issue.record("\(field): \(String(describing: ours)) vs \(theirs)")
          continue
        }
        #expect(q.unit.unitString == "ms" && abs(q.value - theirs) <= 1e-9, "\(field): \(q) vs \(theirs)")
      }
    }
    // Sleep: each level from its message until the next one.
    let sleep = items.compactMap { item -> CategorySample? in
      if case .category(let c) = item, c.type == "HKCategoryTypeIdentifierSleepAnalysis" {
        return c
      } else {
        return nil
      }
    }.sorted { $0.header.start < $1.header.start }
    #expect(sleep.count >= 3)
    for (index, sample) in sleep.prefix(3).enumerated() {
      #expect(sample.header.start.date.timeIntervalSince1970 == sleepStarts[index])
      #expect(sample.header.end.date.timeIntervalSince1970 == sleepStarts[index + 1])
    }
    #expect(sleep.prefix(3).map(\.value) == [3, 4, 5])  // AsleepCore, AsleepDeep, AsleepREM
  }
}
