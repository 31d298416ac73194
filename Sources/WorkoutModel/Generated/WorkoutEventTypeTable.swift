// generated — do not edit
// Source: Formats/health/workout-event-types.tsv; regenerate with `python3 Formats/health/generate.py`.

extension WorkoutEventType {
  /// `HKWorkoutEventTypePause` (raw value 1).
  public static let pause = WorkoutEventType(rawValue: 1)
  /// `HKWorkoutEventTypeResume` (raw value 2).
  public static let resume = WorkoutEventType(rawValue: 2)
  /// `HKWorkoutEventTypeLap` (raw value 3).
  public static let lap = WorkoutEventType(rawValue: 3)
  /// `HKWorkoutEventTypeMarker` (raw value 4).
  public static let marker = WorkoutEventType(rawValue: 4)
  /// `HKWorkoutEventTypeMotionPaused` (raw value 5).
  public static let motionPaused = WorkoutEventType(rawValue: 5)
  /// `HKWorkoutEventTypeMotionResumed` (raw value 6).
  public static let motionResumed = WorkoutEventType(rawValue: 6)
  /// `HKWorkoutEventTypeSegment` (raw value 7).
  public static let segment = WorkoutEventType(rawValue: 7)
  /// `HKWorkoutEventTypePauseOrResumeRequest` (raw value 8).
  public static let pauseOrResumeRequest = WorkoutEventType(rawValue: 8)

  /// Every workout event type of the catalog (8): raw value, export name, Swift name.
  static let catalogEntries: [CatalogEntry<Int>] = [
    CatalogEntry(rawValue: 1, exportName: "HKWorkoutEventTypePause", name: "pause"),
    CatalogEntry(rawValue: 2, exportName: "HKWorkoutEventTypeResume", name: "resume"),
    CatalogEntry(rawValue: 3, exportName: "HKWorkoutEventTypeLap", name: "lap"),
    CatalogEntry(rawValue: 4, exportName: "HKWorkoutEventTypeMarker", name: "marker"),
    CatalogEntry(rawValue: 5, exportName: "HKWorkoutEventTypeMotionPaused", name: "motionPaused"),
    CatalogEntry(rawValue: 6, exportName: "HKWorkoutEventTypeMotionResumed", name: "motionResumed"),
    CatalogEntry(rawValue: 7, exportName: "HKWorkoutEventTypeSegment", name: "segment"),
    CatalogEntry(
      rawValue: 8,
      exportName: "HKWorkoutEventTypePauseOrResumeRequest",
      name: "pauseOrResumeRequest"
    ),
  ]
}
