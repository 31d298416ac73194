import FormatKit
import FoundationEssentials
import WorkoutModel

/// Reads one wellness member: an array of records of one kind (`LAYOUTS.md` §7).
struct GarminWellnessReader: FormatReader {
  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    let data = try input.readAll(limit: GarminWellnessFormat.memberLimit)
    let at = SourceLocation(file: input.name)
    let root: Any
    do {
      root = try JSONTree.parse(data)
    } catch {
      throw ConversionError(.invalidInput, "a Garmin wellness member that is not JSON: \(error)", at: at)
    }
    guard let records = root as? [[String: Any]],
      let kind = records.first.flatMap(GarminWellnessFile.kind(of:))
    else {
      throw ConversionError(
        .invalidInput,
        "a Garmin wellness member that is not an array of sleepData, UDS or userBioMetrics records", at: at)
    }
    var mapper = GarminWellnessMapper(file: input.name, context: context)
    for (index, record) in records.enumerated() {
      let location = SourceLocation(file: input.name, recordIndex: index)
      let items: [HealthItem]
      switch kind {
      case .sleepData: items = try mapper.sleep(record, at: location)
      case .uds: items = try mapper.day(record, at: location)
      case .userBioMetrics: items = try mapper.bioMetrics(record, at: location)
      }
      for item in items { try sink.receive(item) }
    }
    mapper.reportUnmapped(kind: kind)
  }
}

/// Garmin's record → samples mapping, counting what it leaves out.
struct GarminWellnessMapper {
  let file: String
  let context: ConversionContext
  let source = Source(name: "Garmin Connect")
  /// Keys with a value that no mapping reads, with their count and first record.
  var unmapped: [String: (count: Int, first: SourceLocation)] = [:]

  init(file: String, context: ConversionContext) {
    self.file = file
    self.context = context
  }

  /// `2024-03-09T06:30:00.0` (no zone) read as UTC (`…GMT`/`…Gmt` fields), or as civil time for `…Local`.
  static func civil(_ value: Any?) -> Date? {
    guard let text = value as? String else { return nil }
    return ISO8601Timestamp.parse(text + "Z")?.date
  }

  static func number(_ value: Any?) -> Double? {
    guard let n = value as? JSONNumber, n.doubleValue.isFinite else { return nil }
    return n.doubleValue
  }

  func required(_ key: String, in record: [String: Any], at: SourceLocation) throws -> Date {
    guard let date = Self.civil(record[key]) else {
      throw ConversionError(
        .invalidInput, "a Garmin wellness record whose `\(key)` is missing or not a date-time", at: at)
    }
    return date
  }

  mutating func noteUnmapped(_ record: [String: Any], known: Set<String>, at: SourceLocation) {
    for (key, value) in record where !known.contains(key) && !(value is JSONNull) {
      unmapped[key, default: (0, at)].count += 1
    }
  }

  func reportUnmapped(kind: GarminWellnessFile) {
    guard let first = unmapped.values.map(\.first).min(by: { ($0.recordIndex ?? 0) < ($1.recordIndex ?? 0) })
    else { return }
    let keys = unmapped.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.count)" }
    context.warn(
      .garminWellnessUnmapped(kind: kind.rawValue, keys: keys), at: first,
      count: unmapped.values.reduce(0) { $0 + $1.count })
  }

  func quantity(
    _ type: String, _ value: Double, _ unit: QuantityUnit, start: Timestamp, end: Timestamp,
    metadata: Metadata = Metadata()
  ) -> HealthItem {
    var sample = QuantitySample(
      header: SampleHeader(uuid: UUID(), start: start, end: end, source: source, metadata: metadata),
      type: type,
      quantity: Quantity(value, unit))
    sample.header.uuid = Identity.uuid(for: sample)
    return .quantity(sample)
  }
}
