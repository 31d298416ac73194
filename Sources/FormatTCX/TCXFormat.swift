import FormatKit
import FoundationEssentials
import WorkoutModel

/// Garmin Training Center Database v2 (TCX): activities with laps, tracks and trackpoints, multisport
/// sessions and courses. See `Sources/FormatTCX/README.md` for the mapping table.
package struct TCXFormat: WorkoutFormat {
  /// Makes the format.
  package init() {}

  /// What TCX carries, honestly: laps with totals, Track breaks as pauses, multisport sessions, the
  /// route, per-point heart rate, cadence, speed, power, distance and altitude, lap Calories, the
  /// Creator device, notes and lap Intensity/TriggerMethod (as `TCX:` metadata), course points (as
  /// marker events of a course).
  package static let capabilities: Set<Capability> = [
    .workouts, .multisport, .laps, .pauses, .otherEvents, .route, .heartRate, .cadence, .power, .speed,
    .distance, .altitude, .energy, .device, .metadata,
  ]

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: .tcx, name: "Garmin TCX", fileExtensions: ["tcx"], mediaType: "application/vnd.garmin.tcx+xml",
      capabilities: FormatCapabilities(reads: Self.capabilities, writes: Self.capabilities),
      workoutsPerFile: .many, options: [Self.file])
  }

  /// `tcx.file=course`: write a TCX course instead of an activity.
  package static let file = FormatOption(
    "tcx.file", .choice(["activity", "course"]), default: "activity",
    help: "write an activity, or a course (a route to follow, with course points)")

  package func sniff(_ prefix: [UInt8]) -> SniffResult {
    let text = String(decoding: prefix, as: UTF8.self)
    if text.contains("<TrainingCenterDatabase") || text.contains(":TrainingCenterDatabase") {
      return .yes
    }
    if text.contains("TrainingCenterDatabase/v2") { return .maybe }
    return .no
  }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? {
    TCXReader(options: TCXOptions(options))
  }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  {
    return TCXWriter(output: output, options: TCXOptions(options), context: context)
  }
}

/// TCX's settings, read once from `FormatOptions.values`.
package struct TCXOptions: Sendable, Hashable {
  /// `tcx.file=course`: every workout is written as a `<Course>`. Default false (an activity).
  package var writesCourses: Bool
  /// The shared policies (damage, huge XML).
  package var base: FormatOptions

  /// Reads the settings from format options.
  package init(_ options: FormatOptions = FormatOptions()) {
    base = options
    writesCourses = options.value(TCXFormat.file) == "course"
  }
}
