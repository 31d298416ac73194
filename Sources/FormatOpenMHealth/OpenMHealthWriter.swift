import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Writes Open mHealth data points, one a line. Each model item becomes the data points of its schema
/// (a quantity sample one per series entry, a blood-pressure correlation one, a workout one physical
/// activity and a heart rate per entry of its heart-rate series, an asleep sleep-analysis sample one
/// sleep episode); what has no schema, or no place in one, is reported as not carried.
final class OpenMHealthWriter: FormatWriter {
  private let output: any ByteSink
  private let context: ConversionContext
  /// Lines not yet handed to the sink.
  private var pending: [UInt8] = []
  private static let flushThreshold = 1 << 18

  init(output: any ByteSink, context: ConversionContext) {
    self.output = output
    self.context = context
  }

  func receive(_ item: HealthItem) throws {
    switch item {
    case .quantity(let sample):
      try write(sample, object: "sample", during: nil)
    case .category(let sample):
      try write(sample, object: "sample")
    case .correlation(let correlation):
      try write(correlation)
    case .workout(let workout):
      try write(workout)
    default:
      context.lose(
        .item(item.kind), in: "input",
        .omhItems(item.kind, keepers: context.keepers(of: Capability.forItem(item.kind), besides: .omh)))
    }
  }

  func finish() throws {
    try output.write(pending)
    pending.removeAll()
    try output.flush()
  }

  // MARK: Items

  /// A quantity sample of a schema's type: one data point per entry (a plain sample is one entry).
  /// `during`: the workout it was recorded in.
  private func write(_ sample: QuantitySample, object: String, during workout: Workout?) throws {
    guard let schema = OpenMHealthSchema.forQuantity(sample.type) else {
      if workout != nil {
        context.lose(
          .sampleType(SummaryText.short(sample.type)), in: "workout", count: max(1, sample.series.count),
          .omhWorkoutSeriesWithoutSchema)
      } else {
        context.lose(
          .item(.quantity), in: SummaryText.short(sample.type),
          .omhSampleWithoutSchema)
      }
      return
    }
    let unit: OpenMHealthUnit
    switch schema {
    case .heartRate: unit = .beatsPerMinute
    case .stepCount: unit = .steps
    default: unit = OpenMHealthUnit.mass(for: sample.quantity.unit)
    }
    let header = sample.header
    let entries = sample.entries
    for (index, entry) in entries.enumerated() {
      let value = try Quantity(entry.value, sample.quantity.unit).doubleValue(for: unit.unit)
      let id =
        entries.count == 1
        ? header.uuid : Identity.uuidV5(name: "\(header.uuid.uuidString)#\(index)")
      let key: String
      switch schema {
      case .heartRate: key = "heart_rate"
      case .stepCount: key = "step_count"
      default: key = "body_weight"
      }
      var body: [(String, JSONValue)] = [(key, OpenMHealthJSON.unitValue(value, unit: unit.name))]
      body.append(
        OpenMHealthJSON.timeFrame(
          start: Timestamp(entry.start, utcOffset: header.start.utcOffset),
          end: Timestamp(entry.end, utcOffset: header.end.utcOffset), interval: schema == .stepCount))
      if workout != nil && schema == .heartRate {
        body.append(("temporal_relationship_to_physical_activity", .string("during exercise")))
      }
      try emit(id: id, schema: schema, header: header, body: body)
    }
    loseDetails(of: header, in: object)
  }

  /// A sleep-analysis sample of an asleep stage as a sleep episode (the time asleep its duration);
  /// other category samples and stages are not carried.
  private func write(_ sample: CategorySample, object: String) throws {
    let short = SummaryText.short(sample.type)
    guard sample.type == "HKCategoryTypeIdentifierSleepAnalysis", Self.isAsleep(sample) else {
      let what = sample.type == "HKCategoryTypeIdentifierSleepAnalysis" ? "\(short) in bed/awake" : short
      if object == "sample" {
        context.lose(
          .item(.category), in: what,
          .omhSleepOnlyAsleep)
      } else {
        context.lose(.sampleType(what), in: "workout", .omhWorkoutSeriesWithoutSchema)
      }
      return
    }
    let header = sample.header
    let body = [
      OpenMHealthJSON.timeFrame(start: header.start, end: header.end, interval: true),
      ("total_sleep_time", OpenMHealthJSON.unitValue(header.duration, unit: OpenMHealthUnit.second.name)),
    ]
    try emit(id: header.uuid, schema: .sleepEpisode, header: header, body: body)
    if Self.isStaged(sample) {
      context.lose(
        .formatField("sleep stage"), in: "sleep episode",
        .omhSleepStage)
    }
    loseDetails(of: header, in: object)
  }

  /// A blood-pressure correlation with a systolic and a diastolic member as one blood-pressure data point.
  private func write(_ correlation: Correlation) throws {
    let short = SummaryText.short(correlation.type)
    var systolic: QuantitySample?
    var diastolic: QuantitySample?
    var others = 0
    for member in correlation.members {
      if case .quantity(let q) = member, q.type == "HKQuantityTypeIdentifierBloodPressureSystolic",
        systolic == nil
      {
        systolic = q
      } else if case .quantity(let q) = member, q.type == "HKQuantityTypeIdentifierBloodPressureDiastolic",
        diastolic == nil
      {
        diastolic = q
      } else {
        others += 1
      }
    }
    guard correlation.type == "HKCorrelationTypeIdentifierBloodPressure", let systolic, let diastolic else {
      context.lose(
        .item(.correlation), in: short,
        .omhBloodPressureNeedsBoth)
      return
    }
    let mmHg = OpenMHealthUnit.millimeterOfMercury
    let header = correlation.header
    let body = [
      (
        "systolic_blood_pressure",
        OpenMHealthJSON.unitValue(try systolic.quantity.doubleValue(for: mmHg.unit), unit: mmHg.name)
      ),
      (
        "diastolic_blood_pressure",
        OpenMHealthJSON.unitValue(try diastolic.quantity.doubleValue(for: mmHg.unit), unit: mmHg.name)
      ),
      OpenMHealthJSON.timeFrame(start: header.start, end: header.end),
    ]
    try emit(id: header.uuid, schema: .bloodPressure, header: header, body: body)
    if others > 0 {
      context.lose(
        .formatField("correlation members"), in: "blood pressure", count: others,
        .omhBloodPressureMembers)
    }
    context.lose(
      .uuids, in: "blood pressure member", count: 2,
      .omhBloodPressureMemberIDs)
    let memberDetails = [systolic.header, diastolic.header].reduce(0) { $0 + $1.metadata.count }
    if memberDetails > 0 {
      context.lose(
        .metadataEntries, in: "blood pressure member", count: memberDetails,
        .omhBloodPressureMetadata)
    }
    loseDetails(of: header, in: "correlation")
  }

  /// A workout as a physical activity (name, interval, distance, active energy), then the data points of
  /// the samples recorded during it.
  private func write(_ workout: Workout) throws {
    let header = workout.header
    var body: [(String, JSONValue)] = [
      ("activity_name", .string(workout.activityType.name)),
      OpenMHealthJSON.timeFrame(start: header.start, end: header.end, interval: true),
    ]
    let totals = Self.totals(of: workout)
    if let distance = totals.distance {
      let unit = OpenMHealthUnit.length(for: distance.unit)
      body.append(
        ("distance", OpenMHealthJSON.unitValue(try distance.doubleValue(for: unit.unit), unit: unit.name)))
    }
    if let energy = totals.energy {
      let kcal = OpenMHealthUnit.kilocalorie
      body.append(
        ("kcal_burned", OpenMHealthJSON.unitValue(try energy.doubleValue(for: kcal.unit), unit: kcal.name)))
    }
    try emit(id: header.uuid, schema: .physicalActivity, header: header, body: body)
    if totals.unused > 0 {
      context.lose(
        .workoutStatistics, in: "workout", count: totals.unused,
        .omhActivityTotals)
    }
    if workout.duration != nil {
      context.lose(
        .workoutDetails, in: "workout",
        .omhActiveDuration)
    }
    loseDetails(of: header, in: "workout")
    for sample in workout.samples {
      switch sample {
      case .quantity(let q): try write(q, object: "workout sample", during: workout)
      case .category(let c): try write(c, object: "workout sample")
      case .heartbeatSeries(let h):
        context.lose(
          .heartbeats, in: "workout", count: h.beats.count, .omhBeats)
      }
    }
  }

  // MARK: Parts

  /// The workout's distance and active energy (its statistics' sums, else its legacy totals), and how many
  /// of its statistics and totals are not these.
  static func totals(of workout: Workout) -> (distance: Quantity?, energy: Quantity?, unused: Int) {
    var distance: Quantity?
    var energy: Quantity?
    var used = 0
    for statistic in workout.statistics {
      if distance == nil, WorkoutSeriesType.distances.contains(statistic.type), let sum = statistic.sum {
        distance = Quantity(sum, statistic.unit)
        used += 1
      } else if energy == nil, statistic.type == WorkoutSeriesType.activeEnergy, let sum = statistic.sum {
        energy = Quantity(sum, statistic.unit)
        used += 1
      }
    }
    var usedTotals = 0
    if distance == nil, let total = workout.totals["distance"] {
      distance = total
      usedTotals += 1
    }
    if energy == nil, let total = workout.totals["energyBurned"] {
      energy = total
      usedTotals += 1
    }
    return (distance, energy, workout.statistics.count - used + workout.totals.count - usedTotals)
  }

  /// Whether a sleep-analysis sample is a stage of sleep (asleep, unspecified, core, deep, REM).
  static func isAsleep(_ sample: CategorySample) -> Bool {
    if let value = sample.value { return [1, 3, 4, 5].contains(value) }
    guard let name = sample.valueName else { return false }
    return name.hasPrefix("HKCategoryValueSleepAnalysisAsleep")
  }

  /// Whether an asleep sample names its stage (core, deep or REM).
  static func isStaged(_ sample: CategorySample) -> Bool {
    if let value = sample.value { return value >= 3 }
    return ["Core", "Deep", "REM"].contains { sample.valueName?.hasSuffix($0) == true }
  }

  /// Queues the line of one data point: its IEEE 1752.1 header (uuid, schema, source creation time,
  /// modality) and `body`.
  private func emit(
    id: UUID, schema: OpenMHealthSchema, header: SampleHeader, body: [(String, JSONValue)]
  ) throws {
    var head: [(String, JSONValue)] = [
      ("uuid", .string(id.uuidString)),
      (
        "schema_id",
        .object([
          ("namespace", .string(schema.namespace)), ("name", .string(schema.rawValue)),
          ("version", .string(schema.version)),
        ])
      ),
      ("source_creation_date_time", OpenMHealthJSON.time(header.creationDate ?? header.end)),
    ]
    if let modality = Self.modality(header) { head.append(("modality", .string(modality))) }
    JSONValue.object([("header", .object(head)), ("body", .object(body))]).append(to: &pending)
    pending.append(0x0A)
    if pending.count >= Self.flushThreshold {
      try output.write(pending)
      pending.removeAll(keepingCapacity: true)
    }
  }

  /// `self-reported` for a sample typed in (`HKWasUserEntered`), `sensed` for one with a device; nil
  /// when the model does not say.
  static func modality(_ header: SampleHeader) -> String? {
    if case .bool(true) = header.metadata[MetadataKeys.wasUserEntered] { return "self-reported" }
    if case .integer(1) = header.metadata[MetadataKeys.wasUserEntered] { return "self-reported" }
    return header.device.map { !$0.isEmpty } == true ? "sensed" : nil
  }

  /// Reports what the header holds that a data point's header has no place for: metadata (but the
  /// user-entered flag, which is the modality), the device (which only makes the modality `sensed`) and
  /// the source's details beyond its name.
  private func loseDetails(of header: SampleHeader, in object: String) {
    let entries = header.metadata.filter { $0.key != MetadataKeys.wasUserEntered }.count
    if entries > 0 {
      context.lose(
        .metadataEntries, in: object, count: entries,
        .omhMetadata(keepers: context.keepers(of: .metadata, besides: .omh)))
    }
    if let device = header.device, !device.isEmpty {
      context.lose(
        .device, in: object, .omhDevice(keepers: context.keepers(of: .device, besides: .omh)))
    }
    if header.source != nil {
      context.lose(
        .source, in: object,
        .omhSource)
    }
  }
}
