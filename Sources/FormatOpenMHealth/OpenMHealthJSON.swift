import ByteStreams
import WorkoutModel

/// The text of one data point as it is laid out: JSON objects written key by key into a byte array, with
/// numbers as their shortest round-trip text and times as RFC 3339 text in their own UTC offset.
struct OpenMHealthJSON {
  private(set) var bytes: [UInt8] = []
  /// Whether the innermost open object has no member yet.
  private var empty: [Bool] = []

  init() { bytes.reserveCapacity(512) }

  /// Opens an object (as the value of `key`, or at the top).
  mutating func open(_ key: String? = nil) {
    if let key { self.key(key) }
    bytes.append(UInt8(ascii: "{"))
    empty.append(true)
  }

  /// Closes the innermost object.
  mutating func close() {
    bytes.append(UInt8(ascii: "}"))
    empty.removeLast()
  }

  /// A string member.
  mutating func string(_ key: String, _ value: String) {
    self.key(key)
    quoted(value)
  }

  /// A number member.
  mutating func number(_ key: String, _ value: Double) {
    self.key(key)
    bytes.append(contentsOf: NumberText.shortest(value).utf8)
  }

  /// An integer member.
  mutating func integer(_ key: String, _ value: Int) {
    self.key(key)
    bytes.append(contentsOf: String(value).utf8)
  }

  /// A time member: RFC 3339 text in the timestamp's own offset (`Z` when it has none).
  mutating func time(_ key: String, _ value: Timestamp) {
    string(key, ISO8601Timestamp.format(value))
  }

  /// A unit-value member: `{"value": …, "unit": …}`.
  mutating func unitValue(_ key: String, _ value: Double, unit: String) {
    open(key)
    number("value", value)
    string("unit", unit)
    close()
  }

  /// An `effective_time_frame` member: a `date_time` for an instant, else a `time_interval` from start to
  /// end; `interval` asks for a time interval even for an instant (schemas that require one).
  mutating func timeFrame(start: Timestamp, end: Timestamp, interval: Bool = false) {
    open("effective_time_frame")
    if start.date == end.date && !interval {
      time("date_time", start)
    } else {
      open("time_interval")
      time("start_date_time", start)
      time("end_date_time", end)
      close()
    }
    close()
  }

  private mutating func key(_ name: String) {
    if empty[empty.count - 1] {
      empty[empty.count - 1] = false
    } else {
      bytes.append(UInt8(ascii: ","))
    }
    quoted(name)
    bytes.append(UInt8(ascii: ":"))
  }

  /// A JSON string: quotes, backslashes and control characters escaped.
  private mutating func quoted(_ text: String) { JSONText.appendQuoted(text, to: &bytes) }
}
