import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Reads a Fitbit export (Google Takeout's `Fitbit/` tree or the older `user-site-export/` archive),
/// given as a zip file or a folder.
struct FitbitReader: FormatReader {
  let options: FitbitOptions

  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    guard let url = input.fileURL else {
      throw ConversionError(
        .unsupportedOperation, "a Fitbit export is read from its zip file or folder, not from a stream",
        at: SourceLocation(file: input.name))
    }
    let members = try ArchiveMembers.open(url)
    let run = FitbitRun(members: members, sink: sink, context: context, options: options)
    try run.read()
    // A Takeout of both products: the Google Fit tree is that format's (lent by the format list).
    if run.layout.hasGoogleFit, let googleFit = context.nestedReader("googlefit") {
      try googleFit.read(input, into: sink, context: context)
    }
  }
}

/// A layout the reader does not know: a member without a key or column the mapping needs. Fatal (the
/// export is not what the mapping was written for); damage of one member is recovered instead.
struct FitbitLayoutError: Error {
  let error: ConversionError
}

/// One read of one export: the members' mapping, in the order the clocks need (workout windows first,
/// then the UTC series that fill them and teach each local day's offset, then the local-clock records).
final class FitbitRun {
  let members: ArchiveMembers
  let layout: FitbitLayout
  let sink: any HealthItemSink
  let context: ConversionContext
  let options: FitbitOptions
  /// Seconds east of UTC per local day (`YYYY-MM-DD`), learned from the export's own evidence.
  var offsets: [String: Int] = [:]
  /// The exercise windows the heart rate and GPS fixes fill.
  var windows = FitbitWindows()
  let source = Source(name: "Fitbit")

  /// The legacy JSON types with a CSV-tree twin holding the same records.
  static let twins = [
    "heart_rate": "heart_rate", "steps": "steps", "distance": "distance", "weight": "weight",
    "exercise": "UserExercises", "sleep": "UserSleepStages", "oxygen_saturation": "oxygen_saturation",
  ]

  init(members: ArchiveMembers, sink: any HealthItemSink, context: ConversionContext, options: FitbitOptions)
  {
    self.members = members
    self.layout = FitbitLayout(paths: members.paths)
    self.sink = sink
    self.context = context
    self.options = options
  }

  func read() throws {
    try reportUnread()
    try each(csv: "UserExercises") { try readTreeExercises($0) }
    try each(json: "exercise") { try readExercises($0) }
    try each(json: "heart_rate") { try readHeartRate($0) }
    try each(csv: "heart_rate") { try readTreeSeries($0, kind: .heartRate) }
    try each(csv: "gps_location") { try readFixes($0) }
    try each(json: "steps") { try readMinuteSeries($0, kind: .steps) }
    try each(json: "distance") { try readMinuteSeries($0, kind: .distance) }
    try each(csv: "steps") { try readTreeSeries($0, kind: .steps) }
    try each(csv: "distance") { try readTreeSeries($0, kind: .distance) }
    try each(csv: "oxygen_saturation") { try readTreeSeries($0, kind: .oxygenSaturation) }
    try each(csv: "weight") { try readTreeSeries($0, kind: .weightGrams) }
    try each(csv: "UserSleepStages") { try readTreeSleepStages($0) }
    try each(json: "sleep") { try readSleep($0) }
    try each(json: "weight") { try readBody($0, kind: .weight) }
    try each(json: "fat") { try readBody($0, kind: .fat) }
    try each(json: "resting_heart_rate") { try readRestingHeartRate($0) }
    try emitWorkouts()
  }

  /// The JSON and CSV types this reader maps.
  static let mappedJSON: Set<String> = [
    "exercise", "heart_rate", "steps", "distance", "sleep", "weight", "fat", "resting_heart_rate",
  ]
  static let mappedCSV: Set<String> = [
    "UserExercises", "heart_rate", "gps_location", "steps", "distance", "oxygen_saturation", "weight",
    "UserSleepStages",
  ]

  /// Calls `body` with each member of a mapped legacy JSON type, unless its CSV twin is read.
  private func each(json type: String, _ body: (FitbitLayout.Member) throws -> Void) throws {
    guard let list = layout.json[type] else { return }
    if let twin = Self.twins[type], layout.csv[twin] != nil { return }
    for member in list { try guarded(member, body) }
  }

  private func each(csv type: String, _ body: (FitbitLayout.Member) throws -> Void) throws {
    for member in layout.csv[type] ?? [] { try guarded(member, body) }
  }

  /// Runs one member's mapping: a layout error stops the read, damage is recovered (the rest is read).
  private func guarded(_ member: FitbitLayout.Member, _ body: (FitbitLayout.Member) throws -> Void) throws {
    do { try body(member) } catch let layoutError as FitbitLayoutError {
      throw layoutError.error
    } catch let error as ConversionError where error.code == .invalidInput || error.code == .limitExceeded {
      try context.recovered(from: error)
    }
  }

  /// Warnings for what is not read: twins skipped, types not mapped (with counts and first member).
  private func reportUnread() throws {
    for (type, list) in layout.json.sorted(by: { $0.key < $1.key }) {
      if let twin = Self.twins[type], layout.csv[twin] != nil {
        context.warn(
          .fitbitTwinSkipped(type: type, files: list.count, twin: twin),
          at: members.location(list[0].path), count: list.count)
      } else if !Self.mappedJSON.contains(type) {
        notMapped(type, list.map(\.path), why: Self.unmappedReason[type] ?? "no HealthKit mapping")
      }
    }
    for (type, list) in layout.csv.sorted(by: { $0.key < $1.key }) where !Self.mappedCSV.contains(type) {
      notMapped(type, list.map(\.path), why: Self.unmappedReason[type] ?? "no HealthKit mapping")
    }
    for (type, list) in layout.legacyCSV.sorted(by: { $0.key < $1.key }) {
      notMapped(type, list.map(\.path), why: Self.unmappedReason[type] ?? "no HealthKit mapping")
    }
    for (key, paths) in layout.other.sorted(by: { $0.key < $1.key }) {
      notMapped(key, paths, why: "not a Fitbit record file this reader knows")
    }
  }

  private func notMapped(_ type: String, _ paths: [String], why: String) {
    context.warn(
      .fitbitNotMapped(type: type, members: paths.count, why: why), at: members.location(paths[0]),
      count: paths.count)
  }

  static let unmappedReason = [
    "estimated_oxygen_variation": "an infrared-to-red signal ratio index, not %SpO2",
    "calories": "total energy including resting energy (no HealthKit twin without a split)",
    "demographic_vo2_max": "an estimate with no HealthKit twin as a daily value",
    "time_in_heart_rate_zones": "daily zone minutes have no HealthKit twin",
    "UserSleeps": "sleep sessions are read from their stages (UserSleepStages)",
    "daily_heart_rate_variability": "RMSSD has no HealthKit twin (HealthKit stores SDNN)",
  ]

  // MARK: Emitting

  /// A deterministic UUID for a record of a member.
  func uuid(_ path: String, _ key: String) -> UUID {
    Identity.uuidV5(name: "fitbit|\(path)|\(key)")
  }

  func emitQuantity(
    _ type: String, _ quantity: Quantity, start: Timestamp, end: Timestamp, id: UUID, device: Device? = nil,
    metadata: Metadata = Metadata()
  ) throws {
    let header = SampleHeader(
      uuid: id, start: start, end: end, source: source, device: device, metadata: metadata)
    try sink.receive(.quantity(QuantitySample(header: header, type: type, quantity: quantity)))
  }

  /// The offset of a local day, else the export's most common one, else UTC (reported once).
  func offset(forDay day: String) -> Int {
    if let known = offsets[day] { return known }
    if let common = commonOffset { return common }
    if !warnedOffset {
      warnedOffset = true
      context.warn(
        .fitbitLocalTimesAsUTC,
        at: SourceLocation(file: members.name))
    }
    return 0
  }

  private var warnedOffset = false
  var commonOffset: Int? {
    var counts: [Int: Int] = [:]
    for value in offsets.values { counts[value, default: 0] += 1 }
    return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
  }

  /// A located layout error: a member lacks a key or column the mapping needs.
  func missing(_ what: String, in path: String, line: Int? = nil) -> FitbitLayoutError {
    FitbitLayoutError(
      error: ConversionError(
        .invalidInput, "a Fitbit export whose \(path.split(separator: "/").last ?? "") lacks \(what)",
        at: members.location(path, line: line)))
  }

  /// A located damage error (recovered: the member's remaining records are not read).
  func damaged(_ what: String, in path: String, line: Int? = nil) -> ConversionError {
    ConversionError(.invalidInput, what, at: members.location(path, line: line))
  }
}
