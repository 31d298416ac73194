import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatFIT

/// Monitoring files as they happened: steps between two cumulative readings belong to that interval, the
/// first reading of a day covers it from its local midnight (the counters' restart), and every sample keeps
/// the UTC offset of the file's local_timestamp. Checked against `Tests/Scripts/fit_monitoring_oracle.py`
/// (fitdecode: per-local-hour differences of the cumulative readings and the device's daily totals).
@Suite struct FITMonitoringTests {
  static let fitEpoch = 631_065_600.0

  /// Step samples of a file, with their UTC offsets.
  static func steps(_ url: URL) throws -> [QuantitySample] {
    let sink = DatasetSink()
    try FITReader().read(InputSource(file: url), into: sink, context: ConversionContext(inputName: url.path))
    return sink.dataset.items.compactMap {
      if case .quantity(let q) = $0, q.type == "HKQuantityTypeIdentifierStepCount" { return q }
      return nil
    }
  }

  struct Oracle: Decodable {
    let offset: Int?
    let hours: [String: Double]
    let days: [String: Double]
    let deviceDays: [String: Double]
    enum CodingKeys: String, CodingKey {
      case offset, hours, days
      case deviceDays = "device_days"
    }
  }

  static func oracle(_ urls: [URL]) throws -> [Oracle] {
    let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/fit_monitoring_oracle.py").path
    let r = try runProcess("python3", ["-W", "ignore", script] + urls.map(\.path))
    try #require(r.status == 0, "fit_monitoring_oracle.py: \(r.stderrString)")
    return try JSONDecoder().decode([Oracle].self, from: r.stdout)
  }

  /// Sums of our step samples by the local hour and local day of their end (the reading's time).
  static func sums(_ samples: [QuantitySample]) -> (hours: [String: Double], days: [String: Double]) {
    var hours: [String: Double] = [:]
    var days: [String: Double] = [:]
    for q in samples {
      let local = q.header.end.date.timeIntervalSince1970 + Double(q.header.end.utcOffset ?? 0)
      hours[String(Int((local / 3600).rounded(.down))), default: 0] += q.quantity.value
      days[String(Int((local / 86_400).rounded(.down))), default: 0] += q.quantity.value
    }
    return (hours, days)
  }

  /// A fenix-like day: monitoring_info at 09:39Z (UTC+2), the first walking reading at 09:44Z holding the
  /// morning's 7,707 steps, readings through the day, local midnight (22:00Z) restarting the counters, and
  /// the device's daily summaries; plus a monitoring message with its own local_timestamp.
  static func generatedMonitoring() throws -> URL {
    let t0: Int64 = 1_100_000_000 - 1_100_000_000 % 86_400 + 9 * 3600 + 39 * 60  // 09:39Z
    let offset: Int64 = 7200
    var encoder = FITEncoder()
    var id = FITMessage(globalNumber: FITMessageNumber.fileId)
    id.set(0, 32)  // monitoring_b
    id.set(1, 1)  // garmin
    id.set(4, Double(t0))
    encoder.write(id)
    var info = FITMessage(globalNumber: FITMessageNumber.monitoringInfo)
    info.set(253, Double(t0))
    info.set(0, Double(t0 + offset))
    encoder.write(info)
    typealias Fields = FITFieldNumber.Monitoring
    func reading(_ minutes: Int64, _ activity: Int64, _ steps: Int64, local: Bool = false) {
      var m = FITMessage(globalNumber: FITMessageNumber.monitoring)
      m.set(253, Double(t0 + minutes * 60))
      m.setRaw(Fields.activityType, .integer(activity))
      m.setRaw(Fields.cycles, .integer(steps))
      if local { m.set(Fields.localTimestamp, Double(t0 + minutes * 60 + offset)) }
      encoder.write(m)
    }
    let walking: Int64 = 6
    let running: Int64 = 1
    reading(5, walking, 7707)  // 09:44Z
    reading(26, walking, 8010)  // 10:05Z
    reading(41, running, 300)
    reading(61, running, 900)
    reading(71, walking, 8600, local: true)  // 10:50Z
    reading(111, walking, 9100)
    reading(400, walking, 11_200)  // 16:19Z
    reading(736, walking, 12_000)  // 21:55Z = 23:55 local
    reading(751, walking, 150)  // 22:10Z = 00:10 local: restarted at midnight
    reading(801, walking, 400)
    reading(861, running, 40)
    // The device's daily summaries of the first local day (ending at local midnight, 22:00Z).
    for (activity, steps) in [(walking, Int64(12_000)), (running, Int64(900))] {
      var m = FITMessage(globalNumber: FITMessageNumber.monitoring)
      m.set(253, Double(t0 + 741 * 60))
      m.setRaw(Fields.activityType, .integer(activity))
      m.setRaw(Fields.cycles, .integer(steps))
      m.set(Fields.durationMin, 1440)
      encoder.write(m)
    }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-monitoring-\(UUID()).fit")
    try Data(encoder.finish()).write(to: url)
    return url
  }

  /// Every step sample lies within one local day, the first of a day starts at its local midnight (the
  /// file's offset known), and its per-hour and per-day sums equal the oracle's; days equal the device's.
  static func check(_ url: URL, _ oracle: Oracle, expectOffset: Int?) throws {
    let samples = try steps(url)
    #expect(!samples.isEmpty)
    #expect(oracle.offset == expectOffset)
    for q in samples {
      #expect(
        q.header.start.utcOffset == expectOffset && q.header.end.utcOffset == expectOffset, "\(q.header)")
      let off = Double(expectOffset ?? 0)
      let startDay = ((q.header.start.date.timeIntervalSince1970 + off) / 86_400).rounded(.down)
      let end = q.header.end.date.timeIntervalSince1970 + off
      // An interval ending at local midnight belongs to the day before it.
      #expect(
        startDay == ((end - 1) / 86_400).rounded(.down) || q.header.start == q.header.end, "\(q.header)")
    }
    let (hours, days) = sums(samples)
    #expect(hours == oracle.hours)
    #expect(days == oracle.days)
    for (day, total) in oracle.deviceDays { #expect(days[day] == total, "local day \(day)") }
  }

  @Test(
    "a fenix-like monitoring day: steps between readings in their interval, local days equal the device's")
  func generatedDay() throws {
    let url = try Self.generatedMonitoring()
    defer { try? FileManager.default.removeItem(at: url) }
    let oracle = try #require(try Self.oracle([url]).first)
    try Self.check(url, oracle, expectOffset: 7200)
    #expect(oracle.deviceDays.count == 1)
    // The morning's 7,707 steps cover the day from local midnight (22:00Z the day before), not 5 minutes.
    let first = try #require(try Self.steps(url).min { $0.header.end < $1.header.end })
    #expect(first.quantity.value == 7707)
    let midnight = first.header.end.date.timeIntervalSince1970 + 7200
    #expect(
      first.header.start.date.timeIntervalSince1970
        == (midnight / 86_400).rounded(.down) * 86_400 - 7200)
  }

  @Test(
    "Garmin's MonitoringFile.fit: per-hour steps are the readings' differences, local days the device's totals",
    .enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func sdkMonitoringFile() throws {
    let url = SharedCorpus.url("corpus/fit/fitparse-sdk-example-MonitoringFile.fit")
    let oracle = try #require(try Self.oracle([url]).first)
    try Self.check(url, oracle, expectOffset: -21_600)
    // The device's daily summaries: 3,142 walking and 31 running steps on 2014-12-27 (local).
    #expect(oracle.deviceDays.values.reduce(0, +) == 3173)
  }
}

/// Body battery, sleep assessment, skin temperature, sleep disruption and HRV status messages → samples,
/// compared with fitdecode's reading of the same generated file (values, times, metadata; Garmin's SDK for
/// the sleep-disruption messages, which fitdecode's profile does not know).
@Suite struct FITRecoveryMessageTests {
  static func generated() throws -> URL {
    let base: Int64 = 1_100_000_000
    var encoder = FITEncoder()
    var id = FITMessage(globalNumber: FITMessageNumber.fileId)
    id.set(0, 49)  // sleep
    id.set(1, 1)
    id.set(4, Double(base))
    encoder.write(id)
    var correlation = FITMessage(globalNumber: FITMessageNumber.timestampCorrelation)
    correlation.set(253, Double(base))
    correlation.set(FITFieldNumber.TimestampCorrelation.localTimestamp, Double(base - 5 * 3600))
    encoder.write(correlation)
    for (i, level) in [2, 3, 4, 1].enumerated() {
      var sleep = FITMessage(globalNumber: 275)
      sleep.set(0, Double(level))
      sleep.set(253, Double(base + Int64(i) * 1800))
      encoder.write(sleep)
    }
    var battery = FITMessage(globalNumber: FITMessageNumber.hsaBodyBatteryData)
    battery.set(253, Double(base + 600))
    battery.set(0, 180)
    battery.setRaw(1, .integers([41, -16, 44]), baseType: .sint8)
    battery.setRaw(2, .integers([1, 0, 3]), baseType: .sint16)
    battery.setRaw(3, .integers([0, 0, 1]), baseType: .sint16)
    encoder.write(battery)
    for (i, severity) in [1, 3].enumerated() {
      var period = FITMessage(globalNumber: FITMessageNumber.sleepDisruptionSeverityPeriod)
      period.set(0, Double(severity))
      period.set(253, Double(base + 900 + Int64(i) * 1200))
      period.set(254, Double(i))
      encoder.write(period)
    }
    var overnight = FITMessage(globalNumber: FITMessageNumber.sleepDisruptionOvernightSeverity)
    overnight.set(0, 2)
    overnight.set(253, Double(base + 5400))
    encoder.write(overnight)
    var skin = FITMessage(globalNumber: FITMessageNumber.skinTempOvernight)
    skin.set(253, Double(base + 5400))
    skin.set(0, Double(base + 5400 - 5 * 3600))
    skin.setRaw(1, .real(-0.25), baseType: .float32)
    skin.setRaw(2, .real(0.5), baseType: .float32)
    skin.setRaw(4, .real(33.75), baseType: .float32)
    encoder.write(skin)
    var status = FITMessage(globalNumber: 370)
    status.set(1, 44.25)
    status.set(0, 46.5)
    status.set(6, 3)  // unbalanced
    status.set(253, Double(base + 5400))
    encoder.write(status)
    var assessment = FITMessage(globalNumber: FITMessageNumber.sleepAssessment)
    assessment.set(6, 81)  // overall
    assessment.set(3, 70)  // deep
    assessment.set(11, 4)  // awakenings
    encoder.write(assessment)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-sleep-\(UUID()).fit")
    try Data(encoder.finish()).write(to: url)
    return url
  }

  @Test("body battery, sleep score, skin temperature, disruptions and HRV status equal fitdecode's values")
  func recoveryMessages() throws {
    let url = try Self.generated()
    defer { try? FileManager.default.removeItem(at: url) }
    let script = """
      import fitdecode, json, sys
      out = []
      with fitdecode.FitReader(sys.argv[1]) as r:
          for f in r:
              if isinstance(f, fitdecode.FitDataMessage):
                  out.append([f.name, {x.name: (x.raw_value if x.name in ('timestamp', 'local_timestamp') else x.value) for x in f.fields}])
      # fitdecode's profile predates the sleep-disruption messages: Garmin's SDK reads those.
      from garmin_fit_sdk import Decoder, Stream
      messages, errors = Decoder(Stream.from_file(sys.argv[1])).read(convert_datetimes_to_dates=False)
      for name in ('sleep_disruption_severity_period', 'sleep_disruption_overnight_severity'):
          out += [[name, m] for m in messages.get(name + '_mesgs', [])]
      json.dump(out, sys.stdout, default=str)
      """
    let r = try runProcess("python3", ["-W", "ignore", "-c", script, url.path])
    try #require(r.status == 0, "\(r.stderrString)")
    let messages = try #require(try JSONSerialization.jsonObject(with: r.stdout) as? [[Any]])
    func fields(_ name: String) -> [[String: Any]] {
      messages.filter { $0[0] as? String == name }.compactMap { $0[1] as? [String: Any] }
    }
    func time(_ m: [String: Any]) -> Double { (m["timestamp"] as! NSNumber).doubleValue + 631_065_600 }
    let sink = DatasetSink()
    let context = ConversionContext(inputName: url.path)
    try FITReader().read(InputSource(file: url), into: sink, context: context)
    let items = sink.dataset.items
    func quantities(_ type: String) -> [QuantitySample] {
      items.compactMap { if case .quantity(let q) = $0, q.type == type { q } else { nil } }
    }
    func categories(_ type: String) -> [CategorySample] {
      items.compactMap { if case .category(let c) = $0, c.type == type { c } else { nil } }
    }
    // Body battery: one sample per valid level, spaced processing_interval / count.
    let battery = try #require(fields("hsa_body_battery_data").first)
    let levels = battery["level"] as! [Any]
    let charged = battery["charged"] as! [Any]
    let step = (battery["processing_interval"] as! NSNumber).doubleValue / Double(levels.count)
    let ours = quantities(FITWellnessBuilder.bodyBattery)
    let valid = levels.enumerated().filter { (($0.element as? NSNumber)?.doubleValue ?? -1) >= 0 }
    #expect(ours.count == valid.count && valid.count == 2)
    for (q, (i, level)) in zip(ours, valid) {
      #expect(q.quantity.value == (level as! NSNumber).doubleValue && q.quantity.unit == .count)
      #expect(q.header.start.date.timeIntervalSince1970 == time(battery) + Double(i) * step)
      #expect(
        q.header.metadata["fit.hsa_body_battery_data.charged"]?.doubleValue
          == (charged[i] as! NSNumber).doubleValue)
    }
    // Sleep score over the night of the sleep levels (from the first level to the last time seen).
    let assessment = try #require(fields("sleep_assessment").first)
    let score = try #require(quantities(FITWellnessBuilder.sleepScore).first)
    #expect(score.quantity.value == (assessment["overall_sleep_score"] as! NSNumber).doubleValue)
    #expect(score.header.metadata["fit.sleep_assessment.deep_sleep_score"]?.doubleValue == 70)
    #expect(score.header.metadata["fit.sleep_assessment.awakenings_count"]?.doubleValue == 4)
    let firstLevel = time(fields("sleep_level")[0])
    #expect(score.header.start.date.timeIntervalSince1970 == firstLevel)
    #expect(score.header.end.date.timeIntervalSince1970 == time(fields("skin_temp_overnight")[0]))
    // Skin temperature deviation (°C), the other values as metadata.
    let skin = try #require(fields("skin_temp_overnight").first)
    let deviation = try #require(quantities(FITWellnessBuilder.skinTemperatureDeviation).first)
    #expect(
      deviation.quantity == Quantity((skin["average_deviation"] as! NSNumber).doubleValue, .degreeCelsius))
    #expect(
      deviation.header.metadata["fit.skin_temp_overnight.nightly_value"]
        == .quantity(Quantity((skin["nightly_value"] as! NSNumber).doubleValue, .degreeCelsius)))
    // Disruption periods from each to the next (the last to the last time seen), named by the profile.
    let periods = fields("sleep_disruption_severity_period")
    let disruptions = categories(FITWellnessBuilder.sleepDisruption).sorted {
      $0.header.start < $1.header.start
    }
    #expect(disruptions.map(\.valueName) == periods.map { $0["severity"] as? String })
    #expect(disruptions.map { $0.header.start.date.timeIntervalSince1970 } == periods.map(time))
    #expect(disruptions.first?.header.end.date.timeIntervalSince1970 == time(periods[1]))
    let overnight = try #require(categories(FITWellnessBuilder.sleepDisruptionOvernight).first)
    #expect(overnight.valueName == fields("sleep_disruption_overnight_severity")[0]["severity"] as? String)
    // HRV status as a category (named as fitdecode names it), the averages as the other wellness values.
    let status = try #require(categories(FITWellnessBuilder.hrvStatus).first)
    #expect(status.valueName == fields("hrv_status_summary")[0]["status"] as? String)
    #expect(status.value == 3)
    // Every sample keeps the offset of the file's local_timestamps (UTC−5), none is reported lost.
    for item in items {
      switch item {
      case .quantity(let q): #expect(q.header.start.utcOffset == -18_000, "\(q.type)")
      case .category(let c): #expect(c.header.start.utcOffset == -18_000, "\(c.type)")
      default: break
      }
    }
    for case .opaque(let o) in items where FITWellnessBuilder.fullyMapped.contains(o.name) {
      #expect(o.uncarriedPart == "", "\(o.name)")
    }
  }
}
