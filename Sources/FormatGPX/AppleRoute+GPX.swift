import FormatKit
import FoundationEssentials
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
extension AppleRoute {
  /// Writes `route` in Apple's dialect; `timeZone` is the exporting phone's zone (for the track name,
  /// taken at the route's latest point).
  package static func writeGPX(
    route: WorkoutRoute, to sink: any ByteSink, exportDate: Timestamp, timeZone: TimeZone = .gmt
  )
    throws
  {
    let end = route.locations.map(\.time).max() ?? route.header.end.date
    try writeGPX(
      route: route, to: sink, exportDate: exportDate,
      trackName: trackName(end: end, timeZone: timeZone),
      complete: false)
  }

  /// Writes `route` in Apple's dialect with the given track name; with `complete`, every point has every
  /// element (a missing altitude is written 0; missing speed, course and accuracies -1). Returns how many
  /// points had no altitude (written 0 when `complete`, left out otherwise).
  @discardableResult
  package static func writeGPX(
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

  private static func utcWholeSeconds(_ date: Date) -> String {
    ISO8601Timestamp.format(Timestamp(Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))))
  }
}
