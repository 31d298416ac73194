import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLStreaming

/// The series values placed on one track point (nil = none).
struct GPXPointChannels {
  var heartRate: Double?
  var cadence: Double?
  var power: Double?
  var temperature: Double?
  var speed: Double?
  var waterTemperature: Double?
  var depth: Double?
  /// An altitude series value: written as `<ele>` when the point has no altitude of its own.
  var altitude: Double?
}

/// Writes `<trkpt>` elements of one `<trkseg>` as bytes (the hot path), laid out exactly as
/// `XMLStreamWriter` lays out an inline `trkpt` (numbers and times need no escaping), and counts what
/// it rounds or leaves out.
struct GPXPointWriter {
  /// Depth of the points (the open `trkseg`'s depth).
  let depth: Int
  private let raw = XMLByteBuffer()
  private(set) var heartDecimals = 0
  private(set) var cadenceDecimals = 0
  private(set) var outOfRange = 0
  private(set) var roundedCoordinates = 0

  init(depth: Int) {
    self.depth = depth
  }

  /// Appends one point.
  mutating func append(_ location: Location, _ v: GPXPointChannels, _ xml: XMLStreamWriter) throws {
    raw.appendLineBreak(indentedBy: depth * 2)
    Self.put(raw, "<trkpt lat=\"")
    let latRounded = Self.coordinate(raw, location.latitude)
    Self.put(raw, "\" lon=\"")
    let lonRounded = Self.coordinate(raw, location.longitude)
    Self.put(raw, "\">")
    if latRounded || lonRounded { roundedCoordinates += 1 }
    if let altitude = location.altitude.flatMap({ $0.isFinite ? $0 : nil }) ?? v.altitude {
      Self.put(raw, "<ele>")
      Self.decimal(raw, altitude)
      Self.put(raw, "</ele>")
    }
    Self.put(raw, "<time>")
    time(raw, location.time)
    Self.put(raw, "</time>")
    var hr: Int?
    if let value = v.heartRate {
      let r = value.rounded()
      if r >= 1 && r <= 255 {
        hr = Int(r)
        if r != value { heartDecimals += 1 }
      } else {
        outOfRange += 1
      }
    }
    var cad: Int?
    if let value = v.cadence {
      let r = value.rounded()
      if r >= 0 && r <= 254 {
        cad = Int(r)
        if r != value { cadenceDecimals += 1 }
      } else {
        outOfRange += 1
      }
    }
    let speed = (location.speed?.isFinite == true ? location.speed : nil) ?? v.speed
    let validCourse = location.course.flatMap { (0...360).contains($0) ? $0 : nil }
    let accuracy = (
      location.horizontalAccuracy.flatMap { $0.isFinite ? $0 : nil },
      location.verticalAccuracy.flatMap { $0.isFinite ? $0 : nil },
      location.course.flatMap { $0.isFinite && validCourse == nil ? $0 : nil }
    )
    let hasTPX =
      v.temperature != nil || v.waterTemperature != nil || v.depth != nil || hr != nil || cad != nil
      || speed != nil || validCourse != nil
    let hasOther = v.power != nil || accuracy.0 != nil || accuracy.1 != nil || accuracy.2 != nil
    if hasTPX || hasOther {
      Self.put(raw, "<extensions>")
      if hasTPX {
        Self.put(raw, "<gpxtpx:TrackPointExtension>")
        if let t = v.temperature { Self.element(raw, "gpxtpx:atemp", t) }
        if let w = v.waterTemperature { Self.element(raw, "gpxtpx:wtemp", w) }
        if let d = v.depth { Self.element(raw, "gpxtpx:depth", d) }
        if let hr {
          Self.put(raw, "<gpxtpx:hr>")
          Self.integer(raw, hr)
          Self.put(raw, "</gpxtpx:hr>")
        }
        if let cad {
          Self.put(raw, "<gpxtpx:cad>")
          Self.integer(raw, cad)
          Self.put(raw, "</gpxtpx:cad>")
        }
        if let speed { Self.element(raw, "gpxtpx:speed", speed) }
        if let validCourse { Self.element(raw, "gpxtpx:course", validCourse) }
        Self.put(raw, "</gpxtpx:TrackPointExtension>")
      }
      if let power = v.power { Self.element(raw, "gpxpx:PowerInWatts", power) }
      if let h = accuracy.0 { Self.element(raw, "wkx:hAcc", h) }
      if let a = accuracy.1 { Self.element(raw, "wkx:vAcc", a) }
      if let c = accuracy.2 { Self.element(raw, "wkx:course", c) }
      Self.put(raw, "</extensions>")
    }
    Self.put(raw, "</trkpt>")
    if raw.count >= 1 << 16 { try xml.writeRaw(raw) }
  }

  /// Ends the current segment and starts the next one.
  mutating func nextSegment(_ xml: XMLStreamWriter) throws {
    try endSegment(xml)
    try xml.startElement("trkseg")
  }

  /// Writes the buffered points and closes the `trkseg` (it always has points).
  mutating func endSegment(_ xml: XMLStreamWriter) throws {
    raw.appendLineBreak(indentedBy: (depth - 1) * 2)
    try xml.writeRaw(raw)
    try xml.endElement()
  }

  // MARK: - Bytes

  @inline(__always) private static func put(_ raw: XMLByteBuffer, _ s: StaticString) {
    raw.append(s)
  }

  private static func element(_ raw: XMLByteBuffer, _ name: StaticString, _ value: Double) {
    raw.append(0x3C)
    put(raw, name)
    raw.append(0x3E)
    decimal(raw, value)
    raw.append(0x3C)
    raw.append(0x2F)
    put(raw, name)
    raw.append(0x3E)
  }

  /// `GPXNumber.decimal(value)` as bytes.
  static func decimal(_ raw: XMLByteBuffer, _ value: Double) {
    if value != 0, value == value.rounded(), abs(value) < 1e15 {
      integer(raw, Int(value))
    } else if !XMLNumberText.appendShortest(value, to: raw) {
      raw.append(utf8: GPXNumber.decimal(value))
    }
  }

  /// `GPXNumber.coordinateText(value)` as bytes; returns whether it was rounded.
  static func coordinate(_ raw: XMLByteBuffer, _ value: Double) -> Bool {
    if value != 0, value == value.rounded(), abs(value) < 1e15 {
      integer(raw, Int(value))
      return false
    }
    // More than 9 decimals exactly when the 9-decimal rounding does not read back as `value` (then
    // `coordinateText` gives `nineDecimals`): decided without formatting the shortest text.
    let magnitude = abs(value)
    if magnitude.isFinite, magnitude < 1e6 {
      let scaled = (magnitude * 1e9).rounded()
      if scaled / 1e9 != magnitude, NumberText.appendRounded(value, decimals: 9, to: raw) { return true }
    }
    if XMLNumberText.appendShortest(value, maxFractionDigits: 9, to: raw) { return false }
    let (text, rounded) = GPXNumber.coordinateText(value)
    raw.append(utf8: text)
    return rounded
  }

  @inline(__always) static func integer(_ raw: XMLByteBuffer, _ value: Int) {
    XMLNumberText.appendInteger(value, to: raw)
  }

  /// The text of the last point's day (`TimeText.Cache`): points are seconds apart.
  private var times = TimeText.Cache()

  /// A point's time in UTC (`Z`), as `ISO8601Timestamp.format` writes it (`TimeText`).
  mutating func time(_ raw: XMLByteBuffer, _ date: Date) {
    TimeText.append(reference: date.timeIntervalSinceReferenceDate, utcOffset: nil, to: raw, cache: &times)
  }
}

/// The GPX per-point field a workout series goes to, with the unit GPX writes it in (from FormatKit's
/// `PointField` table; GPX has no per-point distance).
enum GPXSeriesChannel: Int, CaseIterable {
  case heartRate, cadence, power, temperature, speed, waterTemperature, depth, altitude

  /// The channel and unit of a series (nil: GPX has no per-point field for it).
  static func channel(for q: QuantitySample) -> (QuantityUnit, GPXSeriesChannel)? {
    guard let field = PointField.field(forSeries: q.type) else { return nil }
    let channel: GPXSeriesChannel
    switch field {
    case .heartRate: channel = .heartRate
    case .cyclingCadence, .runningCadence: channel = .cadence
    case .power: channel = .power
    case .temperature: channel = .temperature
    case .speed: channel = .speed
    case .waterTemperature: channel = .waterTemperature
    case .depth: channel = .depth
    case .altitude: channel = .altitude
    case .distance, .verticalOscillation, .groundContactTime, .strideLength: return nil
    }
    return (field.unit, channel)
  }

  /// Sets this channel's value in `channels`.
  func set(_ value: Double, in channels: inout GPXPointChannels) {
    switch self {
    case .heartRate: channels.heartRate = value
    case .cadence: channels.cadence = value
    case .power: channels.power = value
    case .temperature: channels.temperature = value
    case .speed: channels.speed = value
    case .waterTemperature: channels.waterTemperature = value
    case .depth: channels.depth = value
    case .altitude: channels.altitude = value
    }
  }
}
