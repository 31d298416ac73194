import ByteStreams
import WorkoutModel

/// The parts of a data point as JSON values (written compact, keys in the order given, numbers as their
/// shortest round-trip text): times as RFC 3339 text in their own UTC offset, unit values, time frames.
enum OpenMHealthJSON {
  /// RFC 3339 text in the timestamp's own offset (`Z` when it has none).
  static func time(_ value: Timestamp) -> JSONValue { .string(ISO8601Timestamp.format(value)) }

  /// A unit value: `{"value": …, "unit": …}`.
  static func unitValue(_ value: Double, unit: String) -> JSONValue {
    .object([("value", .number(value)), ("unit", .string(unit))])
  }

  /// The `effective_time_frame` member: a `date_time` for an instant, else a `time_interval` from start to
  /// end; `interval` asks for a time interval even for an instant (schemas that require one).
  static func timeFrame(start: Timestamp, end: Timestamp, interval: Bool = false) -> (String, JSONValue) {
    let frame: JSONValue
    if start.date == end.date && !interval {
      frame = .object([("date_time", time(start))])
    } else {
      frame = .object([
        ("time_interval", .object([("start_date_time", time(start)), ("end_date_time", time(end))]))
      ])
    }
    return ("effective_time_frame", frame)
  }
}
