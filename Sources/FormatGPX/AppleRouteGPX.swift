import FormatKit
import Foundation
import WorkoutModel
import XMLStreaming

/// Apple Health's workout-route GPX dialect (`workout-routes/route_….gpx`, FORMAT.md §5), byte-exact.
///
/// Header `version="1.1" creator="Apple Health Export"` with the default namespace only; `metadata/time`
/// is the export time (UTC); one `trk` named `Route YYYY-MM-DD H:MMam|pm` (the route's end in the
/// exporting phone's zone) with one `trkseg`; each `trkpt` on one line: `lon` then `lat` (6 decimals),
/// `ele`, `time` (UTC, whole seconds), then un-namespaced `speed`, `course`, `hAcc`, `vAcc` (6 decimals).
/// Two-space indentation, LF line ends, no newline after `</gpx>`. By default values a point lacks are
/// left out; `complete` writes every element on every point as the Health app's export does (`ele` 0,
/// `-1` — CLLocation's "invalid" — for speed, course and accuracies).
public enum AppleRouteGPX {
  /// Writes `route` in Apple's dialect; `timeZone` is the exporting phone's zone (for the track name,
  /// taken at the route's latest point).
  public static func write(
    route: WorkoutRoute, to sink: any ByteSink, exportDate: Timestamp, timeZone: TimeZone = .gmt
  )
    throws
  {
    let end = route.locations.map(\.time).max() ?? route.header.end.date
    try write(
      route: route, to: sink, exportDate: exportDate, trackName: trackName(end: end, timeZone: timeZone),
      complete: false)
  }

  /// Writes `route` in Apple's dialect with the given track name; with `complete`, every point has every
  /// element (a missing altitude is written 0; missing speed, course and accuracies -1). Returns how many
  /// points had no altitude (written 0 when `complete`, left out otherwise).
  @discardableResult
  public static func write(
    route: WorkoutRoute, to sink: any ByteSink, exportDate: Timestamp, trackName: String, complete: Bool
  ) throws -> Int {
    var missingAltitude = 0
    let xml = XMLStreamWriter(sink: sink, indentation: "  ", controlCharacters: .warn)
    try xml.writeDeclaration()
    try xml.startElement("gpx")
    try xml.writeAttribute("version", "1.1")
    try xml.writeAttribute("creator", "Apple Health Export")
    try xml.writeAttribute("xmlns", "http://www.topografix.com/GPX/1/1")
    try xml.writeAttribute("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance")
    try xml.writeAttribute(
      "xsi:schemaLocation", "http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd")
    try xml.startElement("metadata")
    try xml.writeElement("time", text: utcWholeSeconds(exportDate.date))
    try xml.endElement()
    try xml.startElement("trk")
    try xml.writeElement("name", text: trackName)
    try xml.startElement("trkseg")
    for point in route.locations {
      try xml.startElement("trkpt", layout: .inline)
      try xml.writeAttribute("lon", GPXNumber.fixed(point.longitude, decimals: 6))
      try xml.writeAttribute("lat", GPXNumber.fixed(point.latitude, decimals: 6))
      if point.altitude == nil { missingAltitude += 1 }
      if let ele = point.altitude ?? (complete ? 0 : nil) {
        try xml.writeElement("ele", text: GPXNumber.fixed(ele, decimals: 6))
      }
      try xml.writeElement("time", text: utcWholeSeconds(point.time))
      if complete {
        try xml.startElement("extensions")
        try xml.writeElement("speed", text: GPXNumber.fixed(point.speed ?? -1, decimals: 6))
        try xml.writeElement("course", text: GPXNumber.fixed(point.course ?? -1, decimals: 6))
        try xml.writeElement("hAcc", text: GPXNumber.fixed(point.horizontalAccuracy ?? -1, decimals: 6))
        try xml.writeElement("vAcc", text: GPXNumber.fixed(point.verticalAccuracy ?? -1, decimals: 6))
        try xml.endElement()
      } else {
        let extras: [(StaticString, Double?)] = [
          ("speed", point.speed), ("course", point.course), ("hAcc", point.horizontalAccuracy),
          ("vAcc", point.verticalAccuracy),
        ]
        if extras.contains(where: { $0.1 != nil }) {
          try xml.startElement("extensions")
          for (name, value) in extras {
            if let value { try xml.writeElement(name, text: GPXNumber.fixed(value, decimals: 6)) }
          }
          try xml.endElement()
        }
      }
      try xml.endElement()
    }
    try xml.endElement()
    try xml.endElement()
    try xml.endElement()
    try xml.finish()
    return missingAltitude
  }

  /// The file Apple names the route: `route_YYYY-MM-DD_H.MMam.gpx` (route end, exporting phone's zone).
  public static func fileName(forRouteEndingAt end: Date, timeZone: TimeZone = .gmt) -> String {
    fileName(forRouteEndingAt: end, utcOffset: timeZone.secondsFromGMT(for: end))
  }

  /// `route_YYYY-MM-DD_H.MMam.gpx` for a route ending at `end`, local time at `utcOffset` seconds.
  public static func fileName(forRouteEndingAt end: Date, utcOffset: Int) -> String {
    let (date, hour, minute, suffix) = localParts(end, utcOffset: utcOffset)
    return "route_\(date)_\(hour).\(minute)\(suffix).gpx"
  }

  /// The track name Apple writes: `Route YYYY-MM-DD H:MMam`.
  public static func trackName(end: Date, timeZone: TimeZone = .gmt) -> String {
    trackName(end: end, utcOffset: timeZone.secondsFromGMT(for: end))
  }

  /// `Route YYYY-MM-DD H:MMam` for a route ending at `end`, local time at `utcOffset` seconds.
  public static func trackName(end: Date, utcOffset: Int) -> String {
    let (date, hour, minute, suffix) = localParts(end, utcOffset: utcOffset)
    return "Route \(date) \(hour):\(minute)\(suffix)"
  }

  /// The UTC offset Apple names a route ending at `end` with: the `HKTimeZone` zone's at that instant
  /// (daylight saving per instant) when `timeZone` is a known identifier, else `fallback`.
  public static func utcOffset(at end: Date, timeZone: String?, fallback: Int) -> Int {
    guard let timeZone, let zone = TimeZone(identifier: timeZone) else { return fallback }
    return zone.secondsFromGMT(for: end)
  }

  private static func localParts(_ date: Date, utcOffset: Int) -> (String, Int, String, String) {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down)) + Int64(utcOffset)
    let (y, mo, d, h, mi, _) = ISO8601Timestamp.civil(fromUnix: seconds)
    let day = String(format: "%04lld-%02lld-%02lld", y, mo, d)
    let hour12 = h % 12 == 0 ? 12 : Int(h % 12)
    return (day, hour12, String(format: "%02lld", mi), h < 12 ? "am" : "pm")
  }

  private static func utcWholeSeconds(_ date: Date) -> String {
    ISO8601Timestamp.format(Timestamp(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))))
  }
}
