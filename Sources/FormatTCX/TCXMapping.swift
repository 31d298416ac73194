import Foundation
import WorkoutModel

/// Metadata keys under which TCX values without a model field are kept (documented in README.md).
public enum TCXMetadataKey {
  /// Lap `Intensity` when it is not the default `Active` (i.e. `Resting`).
  public static let intensity = "TCX:Intensity"
  /// Lap `TriggerMethod` when it is not the default `Manual`.
  public static let triggerMethod = "TCX:TriggerMethod"
  /// `Notes` of a lap, activity, multisport session or course (point).
  public static let notes = "TCX:Notes"
  /// Marks the lap event (and activity) read from a multisport `Transition`.
  public static let transition = "TCX:Transition"
  /// The `Name` of a course; a workout with this key is written back as a `Course`.
  public static let courseName = "TCX:CourseName"
  /// A course point's `Name` (on a marker event).
  public static let coursePointName = "TCX:CoursePointName"
  /// A course point's `PointType` (on a marker event).
  public static let coursePointType = "TCX:PointType"
  /// A course point's position and altitude (on a marker event).
  public static let latitude = "TCX:LatitudeDegrees"
  public static let longitude = "TCX:LongitudeDegrees"
  public static let altitude = "TCX:AltitudeMeters"
  /// The file's `Author` (Application_t): name, build version, language, part number.
  public static let authorName = "TCX:AuthorName"
  public static let authorVersion = "TCX:AuthorVersion"
  public static let authorLangID = "TCX:AuthorLangID"
  public static let authorPartNumber = "TCX:AuthorPartNumber"
  /// The `Device.extra` key for Creator `ProductID`.
  public static let productID = "TCX:ProductID"

  /// Every key the writer writes back.
  public static let all: Set<String> = [
    intensity, triggerMethod, notes, transition, courseName, coursePointName, coursePointType, latitude,
    longitude,
    altitude, authorName, authorVersion, authorLangID, authorPartNumber,
  ]
}

/// TCX `Sport` values and their activity types.
public enum TCXSport {
  /// The activity type of a `Sport` attribute (`Running`, `Biking`, anything else is `Other`).
  public static func activityType(for sport: String) -> WorkoutActivityType {
    switch sport {
    case "Running": return .running
    case "Biking": return .cycling
    default: return .other
    }
  }

  /// The `Sport` attribute for an activity type, and whether the type survives (only running,
  /// cycling and other do).
  public static func sport(for type: WorkoutActivityType) -> (sport: String, exact: Bool) {
    switch type {
    case .running: return ("Running", true)
    case .cycling: return ("Biking", true)
    case .other: return ("Other", true)
    default: return ("Other", false)
    }
  }
}

/// The rounding TCX imposes (the schema's integer types): heart rate and lap heart rate to whole
/// beats per minute (1…255), cadence to whole rpm (0…254), power to whole watts, steps and Calories
/// to whole numbers. Everything else (coordinates, altitude, distance, speed, times) is written with
/// the shortest text that reads back to the same Double, so it survives exactly.
public enum TCXRounding {
  /// The series types whose values TCX writes as integers.
  public static func roundsSeries(_ type: String) -> Bool {
    type == WorkoutSeriesType.heartRate || WorkoutSeriesType.cadences.contains(type)
      || WorkoutSeriesType.powers.contains(type)
  }

  /// `workout` with every value TCX writes as an integer rounded the way the writer rounds it.
  public static func round(_ workout: Workout) -> Workout {
    var w = workout
    w.samples = w.samples.map { sample in
      guard case .quantity(var q) = sample, roundsSeries(q.type) else { return sample }
      q.series = q.series.map { QuantitySeriesEntry(value: $0.value.rounded(), start: $0.start, end: $0.end) }
      return .quantity(q)
    }
    w.events = w.events.map { event in
      var e = event
      e.statistics = e.statistics.map { s in
        var s = s
        let integral =
          s.type == WorkoutSeriesType.heartRate || WorkoutSeriesType.cadences.contains(s.type)
          || WorkoutSeriesType.powers.contains(s.type)
        if integral {
          s.average = s.average.map { $0.rounded() }
          s.maximum = s.maximum.map { $0.rounded() }
        }
        if s.type == WorkoutSeriesType.activeEnergy || s.type == WorkoutSeriesType.stepCount {
          s.sum = s.sum.map { $0.rounded() }
        }
        return s
      }
      return e
    }
    return w
  }
}
