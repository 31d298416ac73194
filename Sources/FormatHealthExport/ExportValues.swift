import ByteStreams
import FoundationEssentials
import WorkoutModel

/// Dates as Apple's export writes them: `yyyy-MM-dd HH:mm:ss ±hhmm` (whole seconds, offset kept).
package enum ExportDate {
  /// Parses `yyyy-MM-dd HH:mm:ss ±hhmm` (also accepts `Z`/`±hh:mm` offsets and a `T` separator).
  package static func parse(_ text: String) -> Timestamp? {
    var t = text
    t.makeContiguousUTF8()
    return parse(t.utf8.span)
  }

  /// Parses from bytes without allocating.
  package static func parse(_ b: Span<UInt8>) -> Timestamp? {
    let n = b.count
    guard n >= 19 else { return nil }
    @inline(__always) func digit(_ i: Int) -> Int64? {
      let d = b[i] &- 48
      return d < 10 ? Int64(d) : nil
    }
    @inline(__always) func number(_ i: Int, _ len: Int) -> Int64? {
      var v: Int64 = 0
      for k in i..<(i + len) {
        guard let d = digit(k) else { return nil }
        v = v * 10 + d
      }
      return v
    }
    guard let y = number(0, 4), b[4] == 45, let mo = number(5, 2), b[7] == 45, let d = number(8, 2),
      b[10] == 32 || b[10] == 84, let h = number(11, 2), b[13] == 58, let mi = number(14, 2), b[16] == 58,
      let s = number(17, 2), (1...12).contains(mo), (1...31).contains(d), h < 24, mi < 60, s < 61
    else { return nil }
    var i = 19
    var fraction = 0.0
    if i < n, b[i] == 46 || b[i] == 44 {
      var scale = 0.1
      i += 1
      while i < n, let dg = digit(i) {
        fraction += Double(dg) * scale
        scale /= 10
        i += 1
      }
    }
    while i < n, b[i] == 32 { i += 1 }
    var offset: Int? = nil
    if i < n {
      if b[i] == 90 {
        offset = 0
        i += 1
      } else if b[i] == 43 || b[i] == 45 {
        let negative = b[i] == 45
        i += 1
        guard i + 2 <= n, let oh = number(i, 2) else { return nil }
        i += 2
        if i < n, b[i] == 58 { i += 1 }
        guard i + 2 <= n, let om = number(i, 2) else { return nil }
        i += 2
        offset = (negative ? -1 : 1) * Int(oh * 3600 + om * 60)
      } else {
        return nil
      }
    }
    guard i == n else { return nil }
    let days = ISO8601Timestamp.daysFromCivil(year: y, month: mo, day: d)
    let local = days * 86_400 + h * 3600 + mi * 60 + s
    let unix = Double(local - Int64(offset ?? 0)) + fraction
    return Timestamp(unixSeconds: unix, utcOffset: offset)
  }

  /// Formats a timestamp in its own offset (`+0000` when unknown), dropping fractional seconds:
  /// `yyyy-MM-dd HH:mm:ss ±hhmm` (`TimeText`).
  package static func format(_ timestamp: Timestamp) -> String {
    let offset = timestamp.utcOffset ?? 0
    let whole = Int64(timestamp.date.timeIntervalSince1970.rounded(.down))
    let (y, mo, d, h, mi, s) = TimeText.civil(fromUnix: whole + Int64(offset))
    var bytes: [UInt8] = []
    bytes.reserveCapacity(25)
    TimeText.appendDateTime(y, mo, d, h, mi, s, separator: UInt8(ascii: " "), to: &bytes)
    bytes.append(UInt8(ascii: " "))
    TimeText.appendCompactOffset(offset, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `yyyy-MM-dd` of a timestamp in its own offset.
  static func day(_ timestamp: Timestamp) -> String { String(format(timestamp).prefix(10)) }

  /// `true` when the timestamp has a fraction of a second or an offset that is not whole minutes.
  static func losesPrecision(_ timestamp: Timestamp) -> Bool {
    let t = timestamp.date.timeIntervalSince1970
    return t != t.rounded(.down) || (timestamp.utcOffset ?? 0) % 60 != 0
  }

  static func pad(_ value: Int64, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }
}

/// Apple's `HKDevice` description strings:
/// `<<HKDevice: 0x…>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch7,2, software:26.2>`.
package enum ExportDevice {
  /// The keys in Apple's order, and the model field each maps to.
  static let order = [
    "name", "manufacturer", "model", "hardware", "firmware", "software", "localIdentifier",
    "UDIDeviceIdentifier",
    "creation date",
  ]

  /// Parses a device string (split on `, key:`); the memory address is dropped. Unknown keys go to `extra`.
  package static func parse(_ text: String) -> Device? { parse(utf8: Array(text.utf8)) }

  /// `parse(_:)` over the string's UTF-8 bytes (an attribute value read in place). Printable ASCII, as
  /// Apple writes it, is split byte by byte; anything else by characters, with the same rules: a device
  /// string that differs from the records' before it (the workouts at an export's end) costs a few
  /// microseconds instead of Foundation's substring searches.
  package static func parse<Bytes: RandomAccessCollection<UInt8>>(utf8 bytes: Bytes) -> Device?
  where Bytes.Index == Int {
    guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else {
      return parseCharacters(String(decoding: bytes, as: UTF8.self))
    }
    return parseASCII(bytes)
  }

  /// The byte-by-byte split of a printable ASCII device string (the rules of `parseCharacters`).
  static func parseASCII<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Device?
  where Bytes.Index == Int {
    // Offsets from 0 (a slice's indices start elsewhere).
    let base = bytes.startIndex
    let count = bytes.count
    func byte(_ i: Int) -> UInt8 { bytes[base + i] }
    let colonByte = UInt8(ascii: ":")
    func first(_ wanted: UInt8, from: Int, to end: Int) -> Int? {
      var i = from
      while i < end {
        if byte(i) == wanted { return i }
        i += 1
      }
      return nil
    }
    func text(_ from: Int, _ to: Int) -> String {
      String(decoding: bytes[(base + from)..<(base + to)], as: UTF8.self)
    }
    func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    guard count >= 2, byte(0) == UInt8(ascii: "<"), byte(1) == UInt8(ascii: "<") else { return nil }
    guard let close = first(UInt8(ascii: ">"), from: 0, to: count) else { return nil }
    var start = close + 1
    var end = count
    if end > start, byte(end - 1) == UInt8(ascii: ">") { end -= 1 }
    guard end - start >= 2, byte(start) == UInt8(ascii: ","), byte(start + 1) == UInt8(ascii: " ") else {
      return Device()
    }
    start += 2
    var fields: [(String, String)] = []
    while start < end {
      guard let colon = first(colonByte, from: start, to: end) else { break }
      var valueEnd = end
      var search = colon + 1
      // The next ", " followed by a key (letters and spaces, a known key or letters only) and a colon.
      while search + 1 < end {
        guard let comma = first(UInt8(ascii: ","), from: search, to: end - 1) else { break }
        guard byte(comma + 1) == UInt8(ascii: " ") else {
          search = comma + 1
          continue
        }
        let after = comma + 2
        if let nextColon = first(colonByte, from: after, to: end), nextColon > after {
          var lettersOrSpaces = true
          var lettersOnly = true
          for i in after..<nextColon {
            let letter = isLetter(byte(i))
            lettersOrSpaces = lettersOrSpaces && (letter || byte(i) == UInt8(ascii: " "))
            lettersOnly = lettersOnly && letter
          }
          if lettersOrSpaces, lettersOnly || order.contains(text(after, nextColon)) {
            valueEnd = comma
            break
          }
        }
        search = after
      }
      fields.append((text(start, colon), text(colon + 1, valueEnd)))
      if valueEnd == end { break }
      start = valueEnd + 2
    }
    return device(from: fields)
  }

  /// The character-by-character split (any text).
  static func parseCharacters(_ text: String) -> Device? {
    var body = Substring(text)
    guard body.hasPrefix("<<") else { return nil }
    guard let close = body.firstIndex(of: ">") else { return nil }
    body = body[body.index(after: close)...]
    if body.hasSuffix(">") { body = body.dropLast() }
    var fields: [(String, String)] = []
    // Split on ", <key>:" where key is a run of letters/spaces.
    var rest = body
    guard rest.hasPrefix(", ") else { return Device() }
    rest = rest.dropFirst(2)
    while !rest.isEmpty {
      guard let colon = rest.firstIndex(of: ":") else { break }
      let key = String(rest[..<colon])
      var valueEnd = rest.endIndex
      var search = rest.index(after: colon)
      while let comma = rest[search...].firstRange(of: ", ") {
        let after = rest[comma.upperBound...]
        if let nextColon = after.firstIndex(of: ":") {
          let candidate = after[..<nextColon]
          if !candidate.isEmpty, candidate.allSatisfy({ $0.isLetter || $0 == " " }),
            order.contains(String(candidate)) || candidate.allSatisfy({ $0.isLetter })
          {
            valueEnd = comma.lowerBound
            break
          }
        }
        search = comma.upperBound
      }
      fields.append((key, String(rest[rest.index(after: colon)..<valueEnd])))
      if valueEnd == rest.endIndex { break }
      rest = rest[rest.index(valueEnd, offsetBy: 2)...]
    }
    return device(from: fields)
  }

  /// The device for the split fields, in order.
  static func device(from fields: [(String, String)]) -> Device {
    var device = Device()
    for (key, value) in fields {
      switch key {
      case "name": device.name = value
      case "manufacturer": device.manufacturer = value
      case "model": device.model = value
      case "hardware": device.hardwareVersion = value
      case "firmware": device.firmwareVersion = value
      case "software": device.softwareVersion = value
      case "localIdentifier": device.localIdentifier = value
      case "UDIDeviceIdentifier": device.udiDeviceIdentifier = value
      case "creation date":
        if let t = ExportDate.parse(value) {
          device.creationDate = t
        } else {
          device.extra.append(KeyValue(key, value))
        }
      default: device.extra.append(KeyValue(key, value))
      }
    }
    return device
  }

  /// Formats a device the way the Health app does, with a deterministic stand-in for the address.
  package static func format(_ device: Device) -> String {
    var parts: [String] = []
    func add(_ key: String, _ value: String?) { if let value { parts.append(key + ":" + value) } }
    add("name", device.name)
    add("manufacturer", device.manufacturer)
    add("model", device.model)
    add("hardware", device.hardwareVersion)
    add("firmware", device.firmwareVersion)
    add("software", device.softwareVersion)
    add("localIdentifier", device.localIdentifier)
    add("UDIDeviceIdentifier", device.udiDeviceIdentifier)
    add("creation date", device.creationDate.map(ExportDate.format))
    for kv in device.extra { parts.append(kv.key + ":" + kv.value) }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in parts.joined(separator: ",").utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    let address = "0x" + String(hash & 0xff_ffff_ffff, radix: 16)
    return "<<HKDevice: \(address)>" + parts.map { ", " + $0 }.joined() + ">"
  }
}

/// Numbers as the export writes them.
enum ExportNumber {
  /// Shortest text that reads back to the same Double (`72`, `0.00288`, `119.2710362156232`).
  static func format(_ value: Double) -> String { NumberText.shortest(value) }

  /// A duration in seconds as `(value, unit)` such that reading it back gives exactly `seconds`.
  static func duration(_ seconds: TimeInterval) -> (String, String) {
    let minutes = seconds / 60
    for candidate in [minutes, minutes.nextUp, minutes.nextDown] where candidate * 60 == seconds {
      return (format(candidate), "min")
    }
    return (format(seconds), "s")
  }

  /// Seconds from a value in a duration unit (`min`, `s`, `hr`, …).
  static func seconds(_ value: Double, unit: String) -> TimeInterval? {
    switch unit {
    case "min": return value * 60
    case "s": return value
    case "hr": return value * 3600
    default:
      guard let u = try? QuantityUnit(parsing: unit), let s = try? u.convert(value, to: .second) else {
        return nil
      }
      return s
    }
  }
}

/// Metadata values: every value in an export is a string; known keys are typed where the typed value
/// prints back to exactly the same text (so writing them back is exact), else kept as strings.
package enum ExportMetadata {
  /// The value for `key` as the model keeps it.
  package static func value(key: String, text: String) -> MetadataValue {
    if key == "HKWeatherHumidity", text.hasSuffix(" %"), let v = Double(finiteText: text.dropLast(2)), v > 100
    {
      // Modern exports scale humidity ×100 (`9400 %` is 94 %): keep HealthKit's fraction.
      let fraction = v / 10_000
      if humidityText(fraction) == text { return .quantity(Quantity(fraction, .percent)) }
      return .string(text)
    }
    guard let info = MetadataKeyCatalog.info(forExportKey: key) else { return .string(text) }
    let candidate: MetadataValue?
    switch info.valueKind {
    case .bool:
      candidate = text == "1" ? .bool(true) : text == "0" ? .bool(false) : nil
    case .integer, .enumeration:
      candidate = Int64(text).map { .integer($0) }
    case .number:
      candidate = Double(finiteText: text).map { .number($0) }
    case .quantity:
      if let space = text.lastIndex(of: " "), let v = Double(finiteText: text[..<space]),
        let unit = try? QuantityUnit(parsing: String(text[text.index(after: space)...]))
      {
        candidate = .quantity(Quantity(v, unit))
      } else {
        candidate = nil
      }
    case .string, .date:
      candidate = nil
    }
    if let candidate, ExportMetadata.text(of: key, candidate) == text { return candidate }
    return .string(text)
  }

  /// The export text of a metadata value.
  package static func text(of key: String, _ value: MetadataValue) -> String {
    if key == "HKWeatherHumidity", case .quantity(let q) = value, q.unit == .percent {
      return humidityText(q.value)
    }
    if case .date(let t) = value { return ExportDate.format(t) }
    return value.stringValue
  }

  static func humidityText(_ fraction: Double) -> String {
    let scaled = fraction * 10_000
    let rounded = (scaled * 1_000_000).rounded() / 1_000_000
    return NumberText.shortest(rounded) + " %"
  }
}

/// The beat lists of HRV records: `time` is a locale-formatted wall-clock time (`9:00:00.94 PM`,
/// `08:34:05,10`) without a date; beats are placed on the parent record's day.
package enum ExportBeatTimes {
  /// Seconds since midnight of a locale time string (`6:14:48.94 PM`, `08:34:05,10`, `9:00:01 a.m.`), or nil.
  package static func secondsOfDay(_ text: String) -> Double? { secondsOfDay(utf8: text.utf8) }

  /// `secondsOfDay(_:)` over the time's UTF-8 bytes (an attribute value read in place: no copy, no
  /// allocation, once per beat of an HRV record's beat list).
  package static func secondsOfDay<Bytes: Collection<UInt8>>(utf8 text: Bytes) -> Double? {
    // The hour, minute and second fields in the order they come (`count` of them so far).
    var fields: (Int, Int, Int) = (0, 0, 0)
    var count = 0
    var fraction = 0
    var fractionDigits = 0
    var current = -1
    var inFraction = false
    var pm: Bool?
    for b in text {
      if b &- 0x30 < 10 {
        if inFraction {
          if fractionDigits < 9 {
            fraction = fraction * 10 + Int(b &- 0x30)
            fractionDigits += 1
          }
        } else if current < 0 {
          current = Int(b &- 0x30)
        } else if current < 1 << 40 {
          // Saturates instead of overflowing on an absurdly long number (which no field accepts).
          current = current * 10 + Int(b &- 0x30)
        }
        continue
      }
      switch b {
      case UInt8(ascii: ":"):
        guard current >= 0, !inFraction, count < 3 else { return nil }
        if count == 0 {
          fields.0 = current
        } else if count == 1 {
          fields.1 = current
        } else {
          fields.2 = current
        }
        count += 1
        current = -1
      case UInt8(ascii: "."), UInt8(ascii: ","):
        if count == 2, !inFraction, current >= 0 {
          fields.2 = current
          count = 3
          current = -1
          inFraction = true
        }
      case UInt8(ascii: "P"), UInt8(ascii: "p"): pm = true
      case UInt8(ascii: "A"), UInt8(ascii: "a"): pm = false
      default: break
      }
    }
    if current >= 0 {
      guard count == 2 else { return nil }
      fields.2 = current
      count = 3
    }
    guard count == 3, fields.1 < 60, fields.2 < 61 else { return nil }
    var hour = fields.0
    if let pm { hour = hour % 12 + (pm ? 12 : 0) }
    guard hour < 24 else { return nil }
    var power = 1
    for _ in 0..<fractionDigits { power *= 10 }
    return Double((hour * 3600 + fields.1 * 60 + fields.2) * power + fraction) / Double(power)
  }

  /// Offsets of beats from the record start: the wall time nearest to the start's local time of day.
  static func offset(secondsOfDay: Double, start: Timestamp) -> Double {
    let local = start.date.timeIntervalSince1970 + Double(start.utcOffset ?? 0)
    let startOfDay = local - local.truncatingRemainder(dividingBy: 86_400)
    var offset = startOfDay + secondsOfDay - local
    if offset < -43_200 { offset += 86_400 }
    if offset >= 43_200 { offset -= 86_400 }
    return offset
  }

  /// `h:mm:ss.cc AM` (en_US) for an offset from `start`.
  static func format(offset: Double, start: Timestamp) -> String {
    let local = start.date.timeIntervalSince1970 + Double(start.utcOffset ?? 0) + offset
    var ofDay = local.truncatingRemainder(dividingBy: 86_400)
    if ofDay < 0 { ofDay += 86_400 }
    let centis = Int((ofDay * 100).rounded())
    let total = centis / 100
    let h = total / 3600
    let m = (total % 3600) / 60
    let s = total % 60
    let hour12 = h % 12 == 0 ? 12 : h % 12
    return "\(hour12):" + ExportDate.pad(Int64(m), 2) + ":" + ExportDate.pad(Int64(s), 2) + "."
      + ExportDate.pad(Int64(centis % 100), 2) + (h < 12 ? " AM" : " PM")
  }
}

/// Keys this format adds to metadata for values the model has no field for.
package enum HealthExportKeys {
  /// On a heartbeat series: the original `bpm time` lines of its `InstantaneousBeatsPerMinute` elements.
  package static let beatLines = "Health:InstantaneousBeatsPerMinute"
  /// On an HRV quantity sample: the UUID of the heartbeat series that was nested in it.
  package static let heartbeatSeries = "Health:HeartbeatSeries"
  /// On a route: `inline` when the points were `<Location>` children instead of a GPX file.
  package static let routeForm = "Health:routeForm"
  /// On a workout: the activity type text when it is not a known `HKWorkoutActivityType…` name.
  package static let activityTypeText = "Health:workoutActivityType"
}
