import FormatKit
import FoundationEssentials
import WorkoutModel

/// Reads a HiTrack file: `tp=lbs` GPS fixes (`lat`, `lon`, `alt` m, `t` epoch ms as a float), `tp=h-r`
/// heart rate (`k` epoch ms, `v` bpm), `tp=s-r` step rate (`k` epoch ms, `v` steps/min); other kinds
/// (`rs`, `p-m`, `b-p-m`, whose keys are not documented) are counted and reported, not guessed.
struct HuaweiReader: FormatReader {
  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    let data = try input.readAll(limit: HuaweiFormat.fileLimit)
    var track = HuaweiTrack()
    var unmapped: [String: (count: Int, line: Int)] = [:]
    var lineNumber = 0
    for rawLine in data.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      let line = String(decoding: rawLine, as: UTF8.self).trimmingWhitespaceAndNewlines()
      if line.isEmpty { continue }
      let at = SourceLocation(file: input.name, line: lineNumber)
      let fields = HuaweiRecord.fields(line)
      guard let kind = fields["tp"] else {
        try context.recovered(
          from: ConversionError(.invalidInput, "a HiTrack line that is not a `tp=` record", at: at))
        continue
      }
      do {
        switch kind {
        case "lbs": try track.addFix(fields)
        case "h-r": try track.addHeartRate(fields)
        case "s-r": try track.addStepRate(fields)
        default: unmapped[kind, default: (0, lineNumber)].count += 1
        }
      } catch let error as HuaweiRecord.BadField {
        try context.recovered(
          from: ConversionError(
            .invalidInput, "a HiTrack `tp=\(kind)` record whose `\(error.key)` is missing or not a number",
            at: at))
      }
    }
    if let first = unmapped.values.map(\.line).min() {
      let kinds = unmapped.sorted { $0.key < $1.key }.map { "tp=\($0.key) \($0.value.count)" }
      let total = unmapped.values.reduce(0) { $0 + $1.count }
      context.warn(
        .huaweiUnmapped(kinds: kinds),
        at: SourceLocation(file: input.name, line: first), count: total)
    }
    guard let workout = track.workout(fileName: input.name) else {
      throw ConversionError(
        .invalidInput, "a HiTrack file with no GPS fix, heart rate or step rate record",
        at: SourceLocation(file: input.name))
    }
    try sink.receive(.workout(workout))
  }
}

/// One `key=value;` line as a dictionary.
enum HuaweiRecord {
  struct BadField: Error { let key: String }

  static func fields(_ line: String) -> [String: String] {
    var result: [String: String] = [:]
    for part in line.split(separator: ";") {
      guard let eq = part.firstIndex(of: "=") else { continue }
      result[String(part[..<eq])] = String(part[part.index(after: eq)...])
    }
    return result
  }

  static func number(_ fields: [String: String], _ key: String) throws -> Double {
    guard let text = fields[key], let value = Double(text), value.isFinite else { throw BadField(key: key) }
    return value
  }
}

/// What a HiTrack file holds, in file order.
struct HuaweiTrack {
  var fixes: [Location] = []
  var heartRates: [QuantitySeriesEntry] = []
  var stepRates: [QuantitySeriesEntry] = []
  var anyAltitude = false

  mutating func addFix(_ fields: [String: String]) throws {
    let lat = try HuaweiRecord.number(fields, "lat")
    let lon = try HuaweiRecord.number(fields, "lon")
    let time = try HuaweiRecord.number(fields, "t")
    let alt = try? HuaweiRecord.number(fields, "alt")
    if let alt, alt != 0 { anyAltitude = true }
    fixes.append(
      Location(time: Date(unixMilliseconds: time), latitude: lat, longitude: lon, altitude: alt))
  }

  mutating func addHeartRate(_ fields: [String: String]) throws {
    let time = try HuaweiRecord.number(fields, "k")
    let bpm = try HuaweiRecord.number(fields, "v")
    // 0 and 255 are a sensor's "no reading" values, not rates.
    guard bpm > 0, bpm < 255 else { return }
    heartRates.append(QuantitySeriesEntry(value: bpm, start: Date(unixMilliseconds: time)))
  }

  mutating func addStepRate(_ fields: [String: String]) throws {
    let time = try HuaweiRecord.number(fields, "k")
    let rate = try HuaweiRecord.number(fields, "v")
    stepRates.append(QuantitySeriesEntry(value: rate, start: Date(unixMilliseconds: time)))
  }

  /// The recording's interval from the file name (`HiTrack_<start ms><end ms>…`), else from its records.
  static func interval(fileName: String) -> (Date, Date)? {
    let base = fileName.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? fileName
    guard base.hasPrefix("HiTrack_") else { return nil }
    let digits = base.dropFirst("HiTrack_".count)
    guard digits.count >= 26, digits.allSatisfy(\.isNumber),
      let start = Double(digits.prefix(13)), let end = Double(digits.dropFirst(13).prefix(13)), end >= start
    else { return nil }
    return (Date(unixMilliseconds: start), Date(unixMilliseconds: end))
  }

  func workout(fileName: String) -> Workout? {
    let times = fixes.map(\.time) + heartRates.map(\.start) + stepRates.map(\.start)
    guard let first = times.min(), let last = times.max() else { return nil }
    let (start, end) = Self.interval(fileName: fileName) ?? (first, last)
    let source = Source(name: "Huawei Health", bundleIdentifier: "com.huawei.health")
    let header = SampleHeader(
      uuid: UUID(), start: Timestamp(min(start, first)), end: Timestamp(max(end, last)), source: source)
    var samples: [WorkoutSample] = []
    if !heartRates.isEmpty {
      samples.append(.quantity(Self.seriesSample(WorkoutSeriesType.heartRate, heartRates, header)))
    }
    if !stepRates.isEmpty {
      samples.append(.quantity(Self.seriesSample(WorkoutSeriesType.runningCadence, stepRates, header)))
    }
    var routes: [WorkoutRoute] = []
    if let firstFix = fixes.first, let lastFix = fixes.last {
      // Phones without a barometer write `alt=0.0` on every fix: no altitude, not sea level.
      let locations =
        anyAltitude
        ? fixes
        : fixes.map {
          var l = $0; l.altitude = nil; return l
        }
      var route = WorkoutRoute(
        header: SampleHeader(
          uuid: UUID(), start: Timestamp(firstFix.time), end: Timestamp(lastFix.time), source: source),
        locations: locations)
      route.header.uuid = Identity.uuid(for: route)
      routes.append(route)
    }
    // HiTrack names no sport: the workout is `other` (its series types say what was measured).
    var workout = Workout(header: header, activityType: .other, routes: routes, samples: samples)
    workout.header.uuid = Identity.uuid(for: workout)
    return workout
  }

  static func seriesSample(_ type: String, _ entries: [QuantitySeriesEntry], _ header: SampleHeader)
    -> QuantitySample
  {
    var sampleHeader = header
    sampleHeader.start = Timestamp(entries.map(\.start).min()!)
    sampleHeader.end = Timestamp(entries.map(\.end).max()!)
    let mean = entries.reduce(0) { $0 + $1.value } / Double(entries.count)
    var sample = QuantitySample(
      header: sampleHeader, type: type, quantity: Quantity(mean, .countPerMinute), series: entries)
    sample.header.uuid = Identity.uuid(for: sample)
    return sample
  }
}
