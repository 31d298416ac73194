import ArgumentParser
import FormatKit
import FoundationEssentials
import WorkoutModel
import WorkoutOperations

/// `convert`'s activity operations. They apply to every workout, in this order whatever the order on
/// the command line: `--time-zone`, `--shift`, `--trim` (so its times are the corrected ones),
/// `--simplify`, `--split`, then the output guarantees `--anonymize` and `--privacy`/`--privacy-ends`
/// (last, so nothing another operation derives can bring back what they remove; they also rewrite the
/// items around the workouts).
struct ActivityOperationOptions: ParsableArguments {
  @Option(
    name: .long, parsing: .unconditional,
    help:
      "Keep FROM..TO of each workout: ISO 8601 times, offsets from the start (+5m) or the end (-2m), or empty (e.g. +5m..-2m, ..2024-05-01T08:00:00Z)."
  )
  var trim: String?

  @Option(
    name: .long, parsing: .unconditional,
    help: "Move every instant by ±DURATION (e.g. -1h, +90s, +00:30:00), for a device clock that was off.")
  var shift: String?

  @Option(name: .long, help: "Time zone of the workouts: an identifier (Europe/Paris) or ±HH:MM.")
  var timeZone: String?

  @Option(
    name: .long,
    help:
      "offset: keep the instants and write them in --time-zone; clock: the device clock showed local time in the wrong zone: keep the local times, move the instants."
  )
  var timeZoneMode: String = "offset"

  @Option(
    name: .long,
    help:
      "Hide every position within RADIUS_M metres of LAT,LON (repeatable): route points, lap and session positions, bounding boxes, waypoints, metadata and texts; distances, times and other values are kept."
  )
  var privacy: [String] = []

  @Option(
    name: .long,
    help:
      "Hide the positions within METERS of each route's start and end (along the route and around its first and last points), as --privacy does."
  )
  var privacyEnds: Double?

  @Flag(
    name: .long,
    help:
      "Remove device serial numbers and unit ids, the user profile and personal zones, free-text notes and names, and file creation times."
  )
  var anonymize = false

  @Option(
    name: .long,
    help: "Simplify routes (Douglas–Peucker) to within METERS, keeping points at lap and event boundaries.")
  var simplify: Double?

  @Option(
    name: .long,
    help:
      "One workout per part: gap=DURATION (a recording gap longer than it), day (local midnight), lap, or activity. Needs a directory output for FIT, TCX and GPX."
  )
  var split: String?

  /// The chain the flags ask for.
  func chain() throws -> ActivityOperationChain {
    var operations: [any ActivityOperation] = []
    if let timeZone {
      guard let zone = TimeZoneFix.zone(named: timeZone) else {
        throw ConversionError(
          .usage, "--time-zone: '\(timeZone)' is neither a time zone identifier nor ±HH:MM")
      }
      guard let mode = TimeZoneFix.Mode(rawValue: timeZoneMode) else {
        throw ConversionError(.usage, "--time-zone-mode takes offset or clock, got '\(timeZoneMode)'")
      }
      operations.append(TimeZoneFix(zone: zone, mode: mode))
    }
    if let shift {
      guard let seconds = DurationText.parse(shift) else {
        throw ConversionError(.usage, "--shift: '\(shift)' is not a duration (e.g. -1h, +90s, +00:30:00)")
      }
      operations.append(TimeShift(seconds: seconds))
    }
    if let trim {
      guard let operation = WorkoutTrim(parsing: trim) else {
        throw ConversionError(
          .usage,
          "--trim: '\(trim)' is not FROM..TO (ISO 8601 times, +OFFSET from the start, -OFFSET from the end)")
      }
      operations.append(operation)
    }
    if let simplify {
      guard simplify > 0, simplify.isFinite else {
        throw ConversionError(.usage, "--simplify takes a distance in metres")
      }
      operations.append(RouteSimplification(tolerance: simplify))
    }
    if let split {
      guard let operation = WorkoutSplit(parsing: split) else {
        throw ConversionError(.usage, "--split takes gap=DURATION, day, lap or activity, got '\(split)'")
      }
      operations.append(operation)
    }
    if anonymize { operations.append(Anonymization()) }
    if !privacy.isEmpty || privacyEnds != nil {
      var zones: [PrivacyZones.Zone] = []
      for text in privacy {
        guard let zone = PrivacyZones.Zone(parsing: text) else {
          throw ConversionError(.usage, "--privacy: '\(text)' is not LAT,LON,RADIUS_M")
        }
        zones.append(zone)
      }
      if let ends = privacyEnds, !(ends >= 0 && ends.isFinite) {
        throw ConversionError(.usage, "--privacy-ends takes a distance in metres")
      }
      operations.append(PrivacyZones(zones: zones, ends: privacyEnds ?? 0))
    }
    return ActivityOperationChain(operations)
  }
}
