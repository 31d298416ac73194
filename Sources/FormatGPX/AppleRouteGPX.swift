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
/// Two-space indentation, LF line ends, no newline after `</gpx>`. Values a point lacks are left out
/// (Apple's files always have all of them).
public enum AppleRouteGPX {
  /// Writes `route` in Apple's dialect; `timeZone` is the exporting phone's zone (for the track name).
  public static func write(
    route: WorkoutRoute, to sink: any ByteSink, exportDate: Timestamp, timeZone: TimeZone = .gmt
  )
    throws
  {
    let xml = XMLStreamWriter(sink: GPXByteSinkAdapter(sink), indentation: "  ", controlCharacters: .warn)
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
    let end = route.locations.map(\.time).max() ?? route.header.end.date
    try xml.writeElement("name", text: trackName(end: end, timeZone: timeZone))
    try xml.startElement("trkseg")
    for point in route.locations {
      try xml.startElement("trkpt", layout: .inline)
      try xml.writeAttribute("lon", GPXNumber.fixed(point.longitude, decimals: 6))
      try xml.writeAttribute("lat", GPXNumber.fixed(point.latitude, decimals: 6))
      if let ele = point.altitude { try xml.writeElement("ele", text: GPXNumber.fixed(ele, decimals: 6)) }
      try xml.writeElement("time", text: utcWholeSeconds(point.time))
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
      try xml.endElement()
    }
    try xml.endElement()
    try xml.endElement()
    try xml.endElement()
    try xml.finish()
  }

  /// The file Apple names the route: `route_YYYY-MM-DD_H.MMam.gpx` (route end, exporting phone's zone).
  public static func fileName(forRouteEndingAt end: Date, timeZone: TimeZone = .gmt) -> String {
    let (date, hour, minute, suffix) = localParts(end, timeZone: timeZone)
    return "route_\(date)_\(hour).\(minute)\(suffix).gpx"
  }

  /// The track name Apple writes: `Route YYYY-MM-DD H:MMam`.
  public static func trackName(end: Date, timeZone: TimeZone = .gmt) -> String {
    let (date, hour, minute, suffix) = localParts(end, timeZone: timeZone)
    return "Route \(date) \(hour):\(minute)\(suffix)"
  }

  private static func localParts(_ date: Date, timeZone: TimeZone) -> (String, Int, String, String) {
    let offset = timeZone.secondsFromGMT(for: date)
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down)) + Int64(offset)
    let (y, mo, d, h, mi, _) = ISO8601Timestamp.civil(fromUnix: seconds)
    let day = String(format: "%04lld-%02lld-%02lld", y, mo, d)
    let hour12 = h % 12 == 0 ? 12 : Int(h % 12)
    return (day, hour12, String(format: "%02lld", mi), h < 12 ? "am" : "pm")
  }

  private static func utcWholeSeconds(_ date: Date) -> String {
    ISO8601Timestamp.format(Timestamp(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))))
  }
}
