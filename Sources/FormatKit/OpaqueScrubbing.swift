import FoundationEssentials
import WorkoutModel

/// What a scrub of opaque records removes (`--privacy`, `--privacy-ends`, `--anonymize`): positions
/// inside the privacy zones, and, when `anonymize` is set, what identifies the athlete or the device.
public struct OpaqueScrubRequest: Sendable {
  /// Whether a position (degrees, WGS 84) lies inside a zone and must go; nil: positions are kept.
  public var hidesPosition: (@Sendable (_ latitude: Double, _ longitude: Double) -> Bool)?
  /// Remove serial numbers and unit ids, the user profile, free text and names, file creation times.
  public var anonymize: Bool

  /// Makes a request.
  public init(
    hidesPosition: (@Sendable (_ latitude: Double, _ longitude: Double) -> Bool)? = nil,
    anonymize: Bool = false
  ) {
    self.hidesPosition = hidesPosition
    self.anonymize = anonymize
  }

  /// Whether the position hides (false when positions are kept).
  public func hides(_ latitude: Double, _ longitude: Double) -> Bool {
    hidesPosition?(latitude, longitude) ?? false
  }
}

/// What a scrub changed, by kind ("positions", "serial numbers", …), for the report.
public struct OpaqueScrubCounts: Sendable, Hashable {
  /// Counts by kind, in the order the kinds were first seen.
  public private(set) var removed: [(kind: String, count: Int)] = []

  /// No change yet.
  public init() {}

  /// Counts `count` more of `kind`.
  public mutating func add(_ kind: String, _ count: Int = 1) {
    guard count > 0 else { return }
    if let i = removed.firstIndex(where: { $0.kind == kind }) {
      removed[i].count += count
    } else {
      removed.append((kind, count))
    }
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { removed.isEmpty }

  public static func == (a: Self, b: Self) -> Bool {
    a.removed.map(\.kind) == b.removed.map(\.kind) && a.removed.map(\.count) == b.removed.map(\.count)
  }

  public func hash(into hasher: inout Hasher) {
    for r in removed {
      hasher.combine(r.kind)
      hasher.combine(r.count)
    }
  }
}

/// Rewrites the opaque records of one format (their bytes and fields are that format's): returns the
/// record with what `request` asks removed, or `nil` to remove it whole, and counts what it removed.
/// A format registers its scrubber with `WorkoutConversion` (the context's `opaqueScrubber`).
public typealias OpaqueRecordScrubber =
  @Sendable (_ record: OpaqueRecord, _ request: OpaqueScrubRequest, _ counts: inout OpaqueScrubCounts) ->
  OpaqueRecord?

/// Coordinates written in text ("38.15746,-0.80594", "lat 38.1 lon -0.8", semicircle or E7 integers):
/// every pair of numbers close together is read as latitude/longitude and longitude/latitude, each sign,
/// in degrees, semicircles (integers beyond ±180) and 1e-7 degrees (E7), so a position is found however
/// the text wrote it. A pair that lies inside a zone is replaced by `hiddenText`.
public enum CoordinateText {
  /// What a hidden pair is replaced with.
  public static let hiddenText = "(position hidden)"

  private struct Number {
    var range: Range<Int>
    var value: Double
    var isInteger: Bool
  }

  /// `text` with every pair inside a zone replaced, or nil when it holds none.
  public static func hiding(in text: String, _ hides: (Double, Double) -> Bool) -> String? {
    let bytes = Array(text.utf8)
    let numbers = self.numbers(in: bytes)
    guard numbers.count >= 2 else { return nil }
    var spans: [Range<Int>] = []
    for i in 1..<numbers.count {
      let a = numbers[i - 1]
      let b = numbers[i]
      guard b.range.lowerBound - a.range.upperBound <= 16 else { continue }
      if locates(a, b, hides) { spans.append(a.range.lowerBound..<b.range.upperBound) }
    }
    guard !spans.isEmpty else { return nil }
    var out: [UInt8] = []
    var at = 0
    for span in spans {
      if span.lowerBound < at {
        // Overlapping pairs (three numbers in a row): the hidden text already covers the start.
        at = max(at, span.upperBound)
        continue
      }
      out += bytes[at..<span.lowerBound]
      out += Array(hiddenText.utf8)
      at = span.upperBound
    }
    out += bytes[at...]
    return String(decoding: out, as: UTF8.self)
  }

  /// Whether the pair, read any way, lies inside a zone.
  private static func locates(_ a: Number, _ b: Number, _ hides: (Double, Double) -> Bool) -> Bool {
    var scales: [Double] = [1]
    if a.isInteger && b.isInteger && (abs(a.value) > 180 || abs(b.value) > 180) {
      scales = [180 / 2_147_483_648, 1e-7]
    }
    for scale in scales {
      let x = a.value * scale
      let y = b.value * scale
      for (lat, lon) in [(x, y), (y, x)] where abs(lat) <= 90 && abs(lon) <= 180 {
        for (sa, so) in [(1.0, 1.0), (1, -1), (-1, 1), (-1, -1)] where hides(sa * lat, so * lon) {
          return true
        }
      }
    }
    return false
  }

  /// The numbers in `bytes` (an optional sign, digits, an optional fraction).
  private static func numbers(in bytes: [UInt8]) -> [Number] {
    var result: [Number] = []
    var i = 0
    let n = bytes.count
    func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    while i < n {
      guard isDigit(bytes[i]) else {
        i += 1
        continue
      }
      var start = i
      if start > 0, bytes[start - 1] == UInt8(ascii: "-") || bytes[start - 1] == UInt8(ascii: "+") {
        start -= 1
      }
      while i < n, isDigit(bytes[i]) { i += 1 }
      var isInteger = true
      if i + 1 < n, bytes[i] == UInt8(ascii: "."), isDigit(bytes[i + 1]) {
        isInteger = false
        i += 1
        while i < n, isDigit(bytes[i]) { i += 1 }
      }
      // Long digit runs (identifiers, timestamps in ms) are not coordinates.
      guard i - start <= 24,
        let value = Double(String(decoding: bytes[start..<i], as: UTF8.self))
      else { continue }
      result.append(Number(range: start..<i, value: value, isInteger: isInteger))
    }
    return result
  }
}

/// Scrubbing of opaque records kept as element trees (GPX, TCX and Health export elements): an element
/// with a position attribute pair (`lat`/`lon`, `latitude`/`longitude`) or position children
/// (`LatitudeDegrees`/`LongitudeDegrees`) inside a zone is removed with its content; bounding boxes
/// (`minlat`…) go whenever positions are hidden (they span the points before any was removed); metadata
/// entries holding a coordinate pair inside a zone go; any text or attribute value holding a coordinate
/// inside a zone has it replaced (`CoordinateText`). With `anonymize`, the elements and attributes a
/// format names as identity (`identityNames`, lower-cased) are removed.
public struct OpaqueTreeScrubber: Sendable {
  /// Lower-cased element and attribute names removed by `anonymize` (serial numbers, authors, notes…).
  public var identityNames: Set<String>
  /// Lower-cased `MetadataEntry` keys removed by `anonymize`.
  public var identityKeys: Set<String>
  /// Lower-cased names of records removed whole by `anonymize` (the user's profile).
  public var identityRecords: Set<String>

  /// Makes a scrubber.
  public init(
    identityNames: Set<String> = [], identityKeys: Set<String> = [], identityRecords: Set<String> = []
  ) {
    self.identityNames = identityNames
    self.identityKeys = identityKeys
    self.identityRecords = identityRecords
  }

  /// The scrubber as an `OpaqueRecordScrubber`.
  public var scrubber: OpaqueRecordScrubber {
    let rules = self
    return { record, request, counts in rules.scrub(record, request, &counts) }
  }

  /// The record scrubbed, or nil when it goes whole.
  public func scrub(_ record: OpaqueRecord, _ request: OpaqueScrubRequest, _ counts: inout OpaqueScrubCounts)
    -> OpaqueRecord?
  {
    if request.anonymize, identityRecords.contains(record.name.lowercased()) {
      counts.add("user profile records")
      return nil
    }
    var r = record
    if request.hidesPosition != nil {
      if let (lat, lon) = Self.position(of: r), request.hides(lat, lon) {
        counts.add("positions")
        return nil
      }
      if r.attributes.contains(where: { Self.boundsKeys.contains($0.key.lowercased()) }) {
        counts.add("bounding boxes")
        return nil
      }
      for i in r.attributes.indices {
        if let hidden = CoordinateText.hiding(in: r.attributes[i].value, request.hides) {
          r.attributes[i].value = hidden
          counts.add("texts holding a position")
        }
      }
      if let text = r.text, let hidden = CoordinateText.hiding(in: text, request.hides) {
        r.text = hidden
        counts.add("texts holding a position")
      }
      hideMetadataPairs(&r, request, &counts)
    }
    if request.anonymize {
      let before = r.attributes.count
      r.attributes.removeAll { identityNames.contains($0.key.lowercased()) }
      counts.add("serial numbers and names", before - r.attributes.count)
      let entries = r.children.count
      r.children.removeAll { child in
        child.name == "MetadataEntry"
          && identityKeys.contains((child.attributes.first { $0.key == "key" }?.value ?? "").lowercased())
      }
      counts.add("serial numbers and names", entries - r.children.count)
    }
    var children: [OpaqueRecord] = []
    for child in r.children {
      if request.anonymize, identityNames.contains(child.name.lowercased()) {
        counts.add("serial numbers and names")
        continue
      }
      if let kept = scrub(child, request, &counts) { children.append(kept) }
    }
    r.children = children
    return r
  }

  static let boundsKeys: Set<String> = ["minlat", "minlon", "maxlat", "maxlon"]
  static let latitudeNames: Set<String> = ["lat", "latitude", "latitudedegrees"]
  static let longitudeNames: Set<String> = ["lon", "long", "lng", "longitude", "longitudedegrees"]

  /// The element's own position (degrees): attributes, or children holding only the numbers.
  public static func position(of r: OpaqueRecord) -> (Double, Double)? {
    func find(_ names: Set<String>) -> Double? {
      if let a = r.attributes.first(where: { names.contains($0.key.lowercased()) }) { return Double(a.value) }
      if let c = r.children.first(where: { names.contains($0.name.lowercased()) }) {
        return c.text.flatMap { Double($0.trimmingWhitespaceAndNewlines()) }
      }
      return nil
    }
    guard let lat = find(latitudeNames), let lon = find(longitudeNames) else { return nil }
    return (lat, lon)
  }

  /// `MetadataEntry` children whose keys name a latitude and a longitude (…Latitude, …Longitude).
  func hideMetadataPairs(
    _ r: inout OpaqueRecord, _ request: OpaqueScrubRequest, _ counts: inout OpaqueScrubCounts
  ) {
    func entry(_ c: OpaqueRecord) -> (key: String, value: String)? {
      guard c.name == "MetadataEntry", let k = c.attributes.first(where: { $0.key == "key" })?.value,
        let v = c.attributes.first(where: { $0.key == "value" })?.value
      else { return nil }
      return (k.lowercased(), v)
    }
    var drop = Set<Int>()
    for (i, c) in r.children.enumerated() {
      guard let (key, value) = entry(c), key.hasSuffix("latitude") || key.hasSuffix("lat"),
        let lat = Double(value)
      else { continue }
      let stem = key.hasSuffix("latitude") ? key.dropLast(8) : key.dropLast(3)
      for (j, d) in r.children.enumerated() {
        guard let (k2, v2) = entry(d), k2.hasPrefix(stem),
          Self.longitudeNames.contains(String(k2.dropFirst(stem.count))), let lon = Double(v2)
        else { continue }
        if request.hides(lat, lon) {
          drop.insert(i)
          drop.insert(j)
        }
      }
    }
    guard !drop.isEmpty else { return }
    counts.add("positions", drop.count / 2)
    r.children = r.children.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
  }
}
