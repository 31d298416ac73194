import FormatKit
import FoundationEssentials
import WorkoutModel

/// Garmin Training Center Database v2 (TCX): activities with laps, tracks and trackpoints, multisport
/// sessions and courses. See `Sources/FormatTCX/README.md` for the mapping table.
public struct TCXFormat: WorkoutFormat {
  /// Makes the format.
  public init() {}

  /// What TCX carries, honestly: laps with totals, Track breaks as pauses, multisport sessions, the
  /// route, per-point heart rate, cadence, speed, power, distance and altitude, lap Calories, the
  /// Creator device, notes and lap Intensity/TriggerMethod (as `TCX:` metadata), course points (as
  /// marker events of a course).
  public static let capabilities: Set<Capability> = [
    .workouts, .multisport, .laps, .pauses, .otherEvents, .route, .heartRate, .cadence, .power, .speed,
    .distance, .altitude, .energy, .device, .metadata,
  ]

  public var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .tcx, name: "Garmin TCX", fileExtensions: ["tcx"], mediaType: "application/vnd.garmin.tcx+xml",
      capabilities: FormatCapabilities(reads: Self.capabilities, writes: Self.capabilities),
      workoutsPerFile: .many, options: [Self.file])
  }

  /// `tcx.file=course`: write a TCX course instead of an activity.
  public static let file = FormatOption(
    "tcx.file", .choice(["activity", "course"]), default: "activity",
    help: "write an activity, or a course (a route to follow, with course points)")

  public func sniff(_ prefix: [UInt8]) -> SniffResult {
    let text = String(decoding: prefix, as: UTF8.self)
    if text.contains("<TrainingCenterDatabase") || text.contains(":TrainingCenterDatabase") {
      return .yes
    }
    if text.contains("TrainingCenterDatabase/v2") { return .maybe }
    return .no
  }

  public func makeReader(options: FormatOptions) -> (any FormatReader)? {
    TCXReader(options: TCXOptions(options))
  }

  public func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    return TCXWriter(output: output, options: TCXOptions(options), context: context)
  }
}

/// TCX's settings, read once from `FormatOptions.values`.
public struct TCXOptions: Sendable, Hashable {
  /// `tcx.file=course`: every workout is written as a `<Course>`. Default false (an activity).
  public var writesCourses: Bool
  /// The shared policies (damage, huge XML).
  public var base: FormatOptions

  /// Reads the settings from format options.
  public init(_ options: FormatOptions = FormatOptions()) {
    base = options
    writesCourses = options.value(TCXFormat.file) == "course"
  }
}
