import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLStreaming

/// The points of an export's route file (Apple's workout-route GPX, `workout-routes/route_*.gpx`,
/// FORMAT.md §5) when no GPX reader is registered. The dialect is FormatGPX's (`AppleRoute.writeGPX`, which
/// writes the files through `ConversionContext.nestedWriter`); the file names are FormatKit's `AppleRoute`'s.
package enum ExportRouteReader {
  /// Reads the points of a route file.
  package static func read(_ data: Data, fileName: String) throws -> [Location] {
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
}
