import FoundationEssentials
import WorkoutModel

/// `trk/type` text ↔ workout activity type.
///
/// GPX leaves `<type>` free text (the schema says "type (classification)"), so no specification defines
/// this table: it lists the spellings producers were seen to write (Garmin Connect activity keys,
/// Strava's numeric codes, words such as "Running"). Matching ignores case, spaces, `_` and `-`.
/// Reading tries, in order: a HealthKit name (`running`), an export name
/// (`HKWorkoutActivityTypeRunning`), the aliases below, then Strava's numeric codes when the creator is
/// Strava. Writing uses the activity type's HealthKit name, so wkconv's own files map back exactly.
package enum GPXActivityTypes {
  /// Producer spellings → HealthKit activity names.
  static let aliases: [String: String] = [
    "run": "running", "trailrunning": "running", "treadmillrunning": "running", "streetrunning": "running",
    "indoorrunning": "running", "virtualrun": "running",
    "biking": "cycling", "bike": "cycling", "ride": "cycling", "roadbiking": "cycling",
    "mountainbiking": "cycling",
    "cyclocross": "cycling", "gravelcycling": "cycling", "indoorcycling": "cycling", "virtualride": "cycling",
    "ebikeride": "cycling", "roadcycling": "cycling", "mountainbike": "cycling", "trackcycling": "cycling",
    "walk": "walking", "casualwalking": "walking", "speedwalking": "walking",
    "hike": "hiking",
    "swim": "swimming", "lapswimming": "swimming", "openwaterswimming": "swimming",
    "indoorrowing": "rowing",
    "backcountryskiing": "crossCountrySkiing", "nordicski": "crossCountrySkiing",
    "resortskiing": "downhillSkiing", "alpineski": "downhillSkiing", "alpineskiing": "downhillSkiing",
    "snowboard": "snowboarding",
    "kayaking": "paddleSports", "canoeing": "paddleSports", "standuppaddling": "paddleSports",
    "strengthtraining": "traditionalStrengthTraining",
    "generic": "other", "uncategorized": "other",
  ]

  /// Strava's numeric `<type>` codes (StravaGPX files): 1 ride, 4 hike, 9 run, 10 walk, 17 virtual ride.
  static let stravaCodes: [String: String] = [
    "1": "cycling", "4": "hiking", "9": "running", "10": "walking", "17": "cycling",
  ]

  private static let byNormalizedName: [String: WorkoutActivityType] = {
    var table: [String: WorkoutActivityType] = [:]
    for type in WorkoutActivityType.allKnown {
      table[normalize(type.name)] = type
      table[normalize(type.exportName)] = type
    }
    return table
  }()

  static func normalize(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { $0 != " " && $0 != "_" && $0 != "-" })
  }

  /// The activity type `<type>` text names, or nil when it names none.
  package static func activityType(for text: String, creator: String?) -> WorkoutActivityType? {
    let key = normalize(text.trimmingWhitespaceAndNewlines())
    if let type = byNormalizedName[key] { return type }
    if let alias = aliases[key], let type = WorkoutActivityType(name: alias) { return type }
    if creator?.hasPrefix("StravaGPX") == true, let name = stravaCodes[key] {
      return WorkoutActivityType(name: name)
    }
    return nil
  }

  /// The `<type>` text written for an activity type (nil for `.other` and uncatalogued types).
  package static func text(for type: WorkoutActivityType) -> String? {
    guard type != .other, type.isCatalogued else { return nil }
    return type.name
  }
}
