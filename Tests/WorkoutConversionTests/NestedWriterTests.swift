import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// `FormatRegistry.nestedWriter()`: the writer lookup `WorkoutConversion` hands formats through
/// `ConversionContext.nestedWriter` (the health writer writes its route files with the GPX writer).
@Suite struct NestedWriterTests {
  static func route() -> WorkoutRoute {
    let t = Date(timeIntervalSince1970: 1_560_290_443)  // 2019-06-11T22:00:43Z
    let end = Timestamp(t, utcOffset: 0)
    return WorkoutRoute(
      header: SampleHeader(uuid: UUID(), start: end, end: end),
      locations: [Location(time: t, latitude: 37.788792, longitude: -122.389476)])
  }

  @Test("the registry's nested writer makes each writable format's writer; nil for unknown ids")
  func lookup() throws {
    let hook = FormatRegistry.nestedWriter()
    let options = FormatOptions(values: [
      "gpx.appleRoute": "true", "gpx.appleRoute.complete": "true",
      "gpx.appleRoute.timeZone": "America/Los_Angeles",
    ])
    let context = ConversionContext(options: options)
    let sink = DataSink()
    let writer = try #require(try hook(.gpx, sink, options, context))
    try writer.receive(.route(Self.route()))
    try writer.finish()
    let text = String(decoding: sink.data, as: UTF8.self)
    #expect(
      text.hasPrefix(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"Apple Health Export\""))
    #expect(text.contains("<name>Route 2019-06-11 3:00pm</name>"))
    #expect(
      text.contains(
        "<trkpt lon=\"-122.389476\" lat=\"37.788792\"><ele>0.000000</ele><time>2019-06-11T22:00:43Z</time><extensions><speed>-1.000000</speed>"
      ))
    // The nested writer reported into the context it was given.
    #expect(context.report.losses.map(\.kind.name) == ["route altitude"])
    for format in FormatRegistry.all where format.descriptor.canWrite {
      #expect(try hook(format.descriptor.id, DataSink(), FormatOptions(), ConversionContext()) != nil)
    }
    #expect(
      try hook(FormatID(rawValue: "no-such-format"), DataSink(), FormatOptions(), ConversionContext()) == nil)
  }

  @Test("converting to a health archive writes the route files through the registry's GPX writer")
  func converterSetsTheHook() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-nested-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A GPX track whose one point has no elevation.
    let gpx = """
      <?xml version="1.0" encoding="UTF-8"?>
      <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
      <trkpt lat="37.788792" lon="-122.389476"><time>2019-06-11T22:00:43Z</time></trkpt>
      </trkseg></trk></gpx>
      """
    let input = InputSource(data: Data(gpx.utf8), name: "in.gpx")
    let out = folder.appendingPathComponent("out.zip")
    let report = try Converter.convert(
      input: input, to: .file(out), settings: ConversionSettings(inputFormat: .gpx, outputFormat: .health))
    let zip = try Data(contentsOf: out)
    #expect(zip.count > 0)
    // The route point without altitude is reported once, as the health writer always reported it.
    let loss = try #require(report.losses.first { $0.kind == "route altitude" })
    #expect(loss.object == "route" && loss.count == 1)
    #expect(report.losses.filter { $0.kind == "route altitude" }.count == 1)
    // The archive holds the route file (names in the zip directory are stored uncompressed).
    #expect(
      zip.range(of: Data("apple_health_export/workout-routes/route_2019-06-11_10.00pm.gpx".utf8)) != nil)
  }
}
