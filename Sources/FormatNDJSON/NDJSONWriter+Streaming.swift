import FormatKit
import Foundation
import WorkoutModel

/// Streamed workouts: the line is the one `JSONEncoder` writes for the whole workout, but the route
/// locations and series entries are written from the spools as they are read. The shell is encoded with
/// one marker element in place of each spooled array; each marker's text (made by the same per-element
/// encoder that writes the streamed elements) is found in the encoded shell and replaced by the streamed
/// array. When a marker is not found exactly once (the per-element encoder and `JSONEncoder` disagree),
/// the workout is materialized and encoded whole, so the output never differs.
extension NDJSONWriter: StreamingWorkoutSink {
  public func acceptsStreamed(_ shell: Workout) -> Bool { true }

  public func receive(workout shell: Workout, points: WorkoutPoints) throws {
    enum Array { case route(Int), series(Int, Date) }
    var probe = shell
    var markers: [(text: [UInt8], array: Array)] = []
    for r in probe.routes.indices where points.locationCount(route: r) > 0 {
      let marker = Location(
        time: Date(timeIntervalSince1970: 86_400 * Double(r + 1)), latitude: -987_654.321_098_7 - Double(r),
        longitude: 123_456.789)
      probe.routes[r].locations = [marker]
      var text = Swift.Array("\"locations\":[".utf8)
      Self.appendLocation(marker, &text)
      text.append(UInt8(ascii: "]"))
      markers.append((text, .route(r)))
    }
    for i in probe.samples.indices where points.entryCount(sample: i) > 0 {
      guard case .quantity(var q) = probe.samples[i] else { continue }
      let origin = q.header.start.date
      let marker = QuantitySeriesEntry(value: -876_543.210_987_6 - Double(i), start: origin)
      q.series = [marker]
      probe.samples[i] = .quantity(q)
      var text = Swift.Array("\"series\":[".utf8)
      Self.appendEntry(marker, origin: origin, &text)
      text.append(UInt8(ascii: "]"))
      markers.append((text, .series(i, origin)))
    }
    let json = [UInt8](try encoder.encode(HealthItem.workout(probe)))
    var found: [(offset: Int, length: Int, array: Array)] = []
    for marker in markers {
      let hits = Self.occurrences(of: marker.text, in: json)
      guard hits.count == 1 else {
        return try receive(.workout(points.materialize(into: shell)))
      }
      found.append((hits[0], marker.text.count, marker.array))
    }
    found.sort { $0.offset < $1.offset }
    streamedWorkouts += 1
    var out: [UInt8] = []
    out.reserveCapacity(1 << 16)
    func flush(_ force: Bool = false) throws {
      guard force || out.count >= 1 << 16 else { return }
      try output.write(out)
      out.removeAll(keepingCapacity: true)
    }
    var position = 0
    for hit in found {
      out.append(contentsOf: json[position..<hit.offset])
      switch hit.array {
      case .route(let r):
        out.append(contentsOf: "\"locations\":[".utf8)
        var first = true
        try points.forEachLocationChunk(route: r) { chunk in
          for l in chunk {
            if !first { out.append(UInt8(ascii: ",")) }
            first = false
            Self.appendLocation(l, &out)
          }
          try flush()
        }
      case .series(let i, let origin):
        out.append(contentsOf: "\"series\":[".utf8)
        var first = true
        var cursor = points.entryCursor(sample: i)
        while let entry = try cursor.next() {
          if !first { out.append(UInt8(ascii: ",")) }
          first = false
          Self.appendEntry(entry, origin: origin, &out)
          if out.count >= 1 << 16 { try flush() }
        }
      }
      out.append(UInt8(ascii: "]"))
      position = hit.offset + hit.length
    }
    out.append(contentsOf: json[position...])
    out.append(0x0A)
    try flush(true)
  }

  /// A location as `Location.encode(to:)` writes it: `[time, lat, lon, alt, hAcc, vAcc, speed, course]`,
  /// trailing nulls dropped.
  static func appendLocation(_ l: Location, _ out: inout [UInt8]) {
    out.append(UInt8(ascii: "["))
    NDJSONFastEncoder.timestamp(Timestamp(l.time), &out)
    out.append(UInt8(ascii: ","))
    NDJSONFastEncoder.number(l.latitude, &out)
    out.append(UInt8(ascii: ","))
    NDJSONFastEncoder.number(l.longitude, &out)
    let rest = [l.altitude, l.horizontalAccuracy, l.verticalAccuracy, l.speed, l.course]
    if let last = rest.lastIndex(where: { $0 != nil }) {
      for value in rest[0...last] {
        out.append(UInt8(ascii: ","))
        if let value { NDJSONFastEncoder.number(value, &out) } else { out.append(contentsOf: "null".utf8) }
      }
    }
    out.append(UInt8(ascii: "]"))
  }

  /// A series entry as `QuantitySample.encode(to:)` writes it: `[value, start offset, duration]`.
  static func appendEntry(_ e: QuantitySeriesEntry, origin: Date, _ out: inout [UInt8]) {
    out.append(UInt8(ascii: "["))
    NDJSONFastEncoder.number(e.value, &out)
    out.append(UInt8(ascii: ","))
    NDJSONFastEncoder.number(e.start.timeIntervalSince(origin), &out)
    out.append(UInt8(ascii: ","))
    NDJSONFastEncoder.number(e.end.timeIntervalSince(e.start), &out)
    out.append(UInt8(ascii: "]"))
  }

  static func occurrences(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
    guard let first = needle.first, needle.count <= haystack.count else { return [] }
    var hits: [Int] = []
    var i = 0
    let last = haystack.count - needle.count
    while i <= last {
      if haystack[i] == first, haystack[i..<(i + needle.count)].elementsEqual(needle) { hits.append(i) }
      i += 1
    }
    return hits
  }
}
