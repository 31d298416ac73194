import FormatKit
import Foundation
import WorkoutModel
import XMLStreaming

/// Apple's workout-route GPX dialect (`workout-routes/route_*.gpx`, FORMAT.md §5): a fallback reader used
/// when no GPX reader is registered, and the route file names. The files themselves are written by the
/// GPX format's writer (`gpx.appleRoute.complete`), through `ConversionContext.nestedWriter`.
public enum AppleRouteGPX {
  /// Reads the points of a route file.
  public static func read(_ data: Data, fileName: String) throws -> [Location] {
    let handler = Handler()
    var options = XMLStreamOptions()
    options.controlCharacters = .warn
    let parser = XMLStreamParser(handler: handler, options: options, fileName: fileName)
    try parser.parse(data: data)
    return handler.points
  }

  private final class Handler: XMLStreamHandler {
    var points: [Location] = []
    var current: Location?

    func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
      if e.localName == "trkpt" {
        current = Location(
          time: Date(timeIntervalSince1970: 0), latitude: e.attributes["lat"]?.double ?? 0,
          longitude: e.attributes["lon"]?.double ?? 0)
        return .skip
      }
      guard current != nil else { return .skip }
      let n = e.localName
      if n == "ele" || n == "time" || n == "speed" || n == "course" || n == "hAcc" || n == "vAcc" {
        return .collect
      }
      return .skip
    }

    /// Negative speed, course and accuracies mean "invalid" (CLLocation): no value.
    func valid(_ v: Double?) -> Double? { v.flatMap { $0 < 0 ? nil : $0 } }

    func endElement(_ e: XMLEndElement, text: XMLBytes?, parser: XMLStreamParser) throws {
      let n = e.localName
      if n == "trkpt" {
        if let current { points.append(current) }
        current = nil
        return
      }
      guard current != nil, let text else { return }
      if n == "ele" {
        current!.altitude = text.double
      } else if n == "time" {
        if let t = ISO8601Timestamp.parse(text.string) { current!.time = t.date }
      } else if n == "speed" {
        current!.speed = valid(text.double)
      } else if n == "course" {
        current!.course = valid(text.double)
      } else if n == "hAcc" {
        current!.horizontalAccuracy = valid(text.double)
      } else if n == "vAcc" {
        current!.verticalAccuracy = valid(text.double)
      }
    }
  }

  /// The instant a route is named after: its last point (else its end), in the offset of its end date.
  /// With `timeZone` (the workout's `HKTimeZone`), the offset is that zone's at the last point, as the
  /// Health app names files in the phone's zone with daylight saving applied per instant.
  public static func nameTime(_ route: WorkoutRoute, timeZone: String? = nil) -> Timestamp {
    let last = route.locations.last?.time ?? route.header.end.date
    if let timeZone, let zone = TimeZone(identifier: timeZone) {
      return Timestamp(last, utcOffset: zone.secondsFromGMT(for: last))
    }
    return Timestamp(last, utcOffset: route.header.end.utcOffset)
  }

  /// `route_YYYY-MM-DD_H.MMam.gpx` for a route ending at `end` (local time of its offset).
  public static func fileName(end: Timestamp) -> String {
    "route_" + stamp(end, separator: "_", timeSeparator: ".") + ".gpx"
  }

  /// `YYYY-MM-DD H:MMam` style stamps.
  static func stamp(_ t: Timestamp, separator: String, timeSeparator: String) -> String {
    let text = ExportDate.format(t)  // yyyy-MM-dd HH:mm:ss ±hhmm
    let day = text.prefix(10)
    let hour = Int(text.dropFirst(11).prefix(2)) ?? 0
    let minute = text.dropFirst(14).prefix(2)
    let h12 = hour % 12 == 0 ? 12 : hour % 12
    return "\(day)\(separator)\(h12)\(timeSeparator)\(minute)\(hour < 12 ? "am" : "pm")"
  }
}
