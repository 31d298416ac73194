import ByteStreams
import FoundationEssentials
import WorkoutModel

/// The byte buffer the NDJSON writer lays its lines out in, with the JSON scalars written straight into
/// it: numbers (`Double.description` without a `.0`), ISO 8601 timestamps (`ISO8601Timestamp.append`),
/// UUIDs (`uuidString`) and escaped strings (as `JSONEncoder` escapes them), with no `String` or array
/// made per value. A reference type whose state sits behind a pointer: appends are a bounds check and a
/// store. Each fast path is checked against the slow one it replaces (`NDJSONBytesTests`).
package final class NDJSONBytes {
  private struct State {
    /// The last day's and offset's time text (`TimeText`).
    var times = TimeText.Cache()
    /// The text of the last few devices and sources written (records repeat a handful of them).
    var devices = RecentTexts<Device>()
    var sources = RecentTexts<Source>()
  }

  /// The texts of the last `cachedObjects` values written, replaced round robin.
  private struct RecentTexts<Key: Equatable> {
    var keys: [Key] = []
    var texts: [[UInt8]] = []
    var next = 0
  }
  private let state: StateBox<State>
  /// The bytes (XMLStreaming's growable buffer: an append is a bounds check and a copy); writers in other
  /// modules append their own bytes through it (its appends inline across modules).
  package let buffer: ByteBuffer

  /// An empty buffer with room for `capacity` bytes (it grows as needed).
  package init(capacity: Int = 1 << 16) {
    buffer = ByteBuffer(capacity: capacity)
    state = StateBox(State())
  }

  /// The number of bytes written.
  package var count: Int { buffer.count }

  /// Forgets the bytes written (keeps the room).
  package func removeAll() { buffer.removeAll() }

  /// Forgets the bytes written after the first `count`.
  package func truncate(to count: Int) { buffer.truncate(to: count) }

  /// Writes the bytes written to `sink`.
  package func write(to sink: any ByteSink) throws { try buffer.write(to: sink) }

  /// The bytes written, as an array (for tests).
  var array: [UInt8] { buffer.bytes(from: 0) }

  // MARK: Raw appends

  @inline(__always) package func append(_ byte: UInt8) { buffer.append(byte) }

  @inline(__always) package func append(_ text: StaticString) { buffer.append(text) }

  package func append(_ bytes: [UInt8]) { buffer.append(bytes) }

  func append(_ data: Data) { buffer.append(data) }

  /// Appends an object key and its colon: `"name":`, after a comma unless `first`.
  @inline(__always) func key(_ name: StaticString, first: inout Bool) {
    if !first { append(UInt8(ascii: ",")) }
    first = false
    buffer.appendQuotedKey(name)
  }

  // MARK: Scalars

  /// `true` or `false`.
  @inline(__always) func bool(_ value: Bool) {
    if value { append("true") } else { append("false") }
  }

  /// The decimal digits of an integer, as `String(value)` gives them.
  package func integer<T: BinaryInteger>(_ value: T) {
    if value < 0 { append(UInt8(ascii: "-")) }
    digits(UInt64(value.magnitude), width: 1)
  }

  /// The decimal digits of `value`, zero-padded to at least `width`.
  @inline(__always) func digits(_ value: UInt64, width: Int) {
    NumberText.appendDigits(UInt(value), minimumWidth: width, to: buffer)
  }

  /// A number as `JSONEncoder` writes a `Double`: `description` without a trailing `.0`; non-finite
  /// values as the strings `"NaN"`, `"Infinity"`, `"-Infinity"` (the writer's configuration).
  func number(_ d: Double) {
    let m = d.magnitude
    if m == m.rounded(.towardZero), m <= 9_007_199_254_740_992 {
      // Whole numbers up to 2^53 print without an exponent: the integer's digits ("-0" for -0.0).
      if d.sign == .minus { append(UInt8(ascii: "-")) }
      digits(UInt64(m), width: 1)
      return
    }
    if shortest(d) { return }
    if !d.isFinite {
      append(d.isNaN ? "\"NaN\"" : d > 0 ? "\"Infinity\"" : "\"-Infinity\"")
      return
    }
    description(d, droppingPointZero: true)
  }

  /// A number as `Double.description` prints it (`72.0`, `0.25`, `1e-05`, `nan`):
  /// `NumberText.appendQuickDescription`.
  func doubleDescription(_ d: Double) { NumberText.appendQuickDescription(d, to: buffer) }

  /// `d.description`'s text (`NumberText.descriptionText`: no `String`), without a trailing `.0` when
  /// `droppingPointZero`.
  private func description(_ d: Double, droppingPointZero: Bool) {
    NumberText.appendDescription(d, to: buffer)
    let end = buffer.count
    if droppingPointZero, buffer[end - 1] == UInt8(ascii: "0"), buffer[end - 2] == UInt8(ascii: ".") {
      buffer.truncate(to: end - 2)
    }
  }

  /// The shortest round-trip text of a value with a fraction, as `description` prints it, for
  /// 1e-4 ≤ |d| < 2^53 (where that text has no exponent); false (nothing appended) when it cannot decide
  /// (`NumberText.shortestText`).
  @inline(__always) private func shortest(_ d: Double) -> Bool {
    NumberText.appendShortest(d, to: buffer)
  }

  /// A UUID as a JSON string of `uuidString` (upper-case hex, 8-4-4-4-12).
  func uuid(_ id: UUID) {
    append(UInt8(ascii: "\""))
    uuidText(id)
    append(UInt8(ascii: "\""))
  }

  /// A UUID's `uuidString` (upper-case hex, 8-4-4-4-12), unquoted.
  package func uuidText(_ id: UUID) { buffer.appendUUIDText(id) }

  /// A string as `JSONEncoder` writes it (unescaped slashes): `"` and `\` escaped, `\n \r \t \b \f`,
  /// other control characters as `\u00XX` (lower-case hex); everything else, non-ASCII included, as is.
  func string(_ s: String) { JSONText.appendQuoted(s, to: buffer, escaping: .jsonEncoder) }

  // MARK: Repeated objects

  /// The number of devices and sources whose text is kept.
  static let cachedObjects = 4

  /// Appends the text `encode` gives for `device`, from the cache when it is one of the last few written.
  @inline(__always) func cached(_ device: Device, _ encode: (Device, NDJSONBytes) -> Void) {
    cached(device, &state.pointee.devices) { encode($0, self) }
  }

  /// The same for sources.
  @inline(__always) func cached(_ source: Source, _ encode: (Source, NDJSONBytes) -> Void) {
    cached(source, &state.pointee.sources) { encode($0, self) }
  }

  @inline(__always) private func cached<Key: Equatable>(
    _ key: Key, _ recent: inout RecentTexts<Key>, _ encode: (Key) -> Void
  ) {
    let n = recent.keys.count
    for i in 0..<n where recent.keys[i] == key { return append(recent.texts[i]) }
    let start = count
    encode(key)
    let text = buffer.bytes(from: start)
    if n < Self.cachedObjects {
      recent.keys.append(key)
      recent.texts.append(text)
    } else {
      recent.keys[recent.next] = key
      recent.texts[recent.next] = text
      recent.next = (recent.next + 1) % Self.cachedObjects
    }
  }

  // MARK: Timestamps

  /// A timestamp as a JSON string of `ISO8601Timestamp.append` (years 0…9999; others through it).
  func timestamp(_ t: Timestamp) {
    append(UInt8(ascii: "\""))
    timestampText(t)
    append(UInt8(ascii: "\""))
  }

  /// `ISO8601Timestamp.append`'s text of a timestamp, unquoted (`TimeText`, with this buffer's cache).
  package func timestampText(_ t: Timestamp) {
    TimeText.append(
      reference: t.date.timeIntervalSinceReferenceDate, utcOffset: t.utcOffset, to: buffer,
      cache: &state.pointee.times)
  }
}
