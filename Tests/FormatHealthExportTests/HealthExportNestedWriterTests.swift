import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel
import ZipStreaming

@testable import FormatHealthExport

/// The health writer writes its `workout-routes/*.gpx` through `ConversionContext.nestedWriter` (the GPX
/// format's Apple dialect) and keeps no writer of its own.
@Suite struct HealthExportNestedWriterTests {
  /// Records every nested-writer request, then hands it to the GPX format.
  final class Recorder {
    var requests: [(id: FormatID, options: FormatOptions, sameContext: Bool)] = []
  }

  static func write(
    _ items: [HealthItem], recorder: Recorder? = nil,
    nestedWriter: (
      (FormatID, any ByteSink, FormatOptions, ConversionContext) throws -> (any FormatWriter)?
    )? = nil
  ) throws -> (data: Data, report: ConversionReport) {
    let context = ConversionContext(inputName: "test")
    let hook = nestedWriter ?? HealthTestSupport.nestedWriter
    context.nestedWriter = { [unowned context] id, sink, options, nested in
      recorder?.requests.append((id, options, nested === context))
      return try hook(id, sink, options, nested)
    }
    let sink = DataSink()
    let writer = try HealthExportWriter(output: sink, context: context)
    for item in items { try writer.receive(item) }
    try writer.finish()
    return (sink.data, context.report)
  }

  static func entries(_ data: Data) throws -> [String: Data] {
    let folder = try HealthTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("x.zip")
    try data.write(to: url)
    let zip = try ZipArchiveReader(url: url)
    var result: [String: Data] = [:]
    for entry in zip.entries() { result[entry.path] = try zip.readData(entry) }
    return result
  }

  /// A workout with a file-referenced route whose points lack altitude (and speed, course, accuracies).
  static func workout(zone: String?, points: Int = 3) -> Workout {
    let t0 = Date(timeIntervalSince1970: 1_720_000_000)  // 2024-07-03T09:46:40Z
    let start = Timestamp(t0, utcOffset: 0)
    let end = Timestamp(t0.addingTimeInterval(Double(points)), utcOffset: 0)
    var metadata = Metadata()
    if let zone { metadata.append(MetadataKeys.timeZone, .string(zone)) }
    let locations = (0..<points).map {
      Location(time: t0.addingTimeInterval(Double($0)), latitude: 52.5 + Double($0) * 1e-4, longitude: 13.4)
    }
    var routeMetadata = Metadata()
    routeMetadata.append("HKMetadataKeySyncVersion", .string("2"))
    let route = WorkoutRoute(
      header: SampleHeader(
        uuid: UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!, start: start, end: end,
        source: Source(name: "Watch"), device: Device(name: "Apple Watch"), metadata: routeMetadata),
      locations: locations)
    return Workout(
      header: SampleHeader(
        uuid: UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!, start: start, end: end,
        source: Source(name: "Watch"), metadata: metadata),
      activityType: .running, duration: Double(points), routes: [route])
  }

  @Test(
    "route files go through the nested GPX writer with Apple's complete dialect and the workout's HKTimeZone")
  func routeFilesUseTheNestedWriter() throws {
    let recorder = Recorder()
    let info = ExportInfo(exportDate: Timestamp(Date(timeIntervalSince1970: 1_720_100_000), utcOffset: 7200))
    let (data, report) = try Self.write(
      [.exportInfo(info), .workout(Self.workout(zone: "Europe/Berlin"))], recorder: recorder)
    #expect(recorder.requests.count == 1)
    let request = try #require(recorder.requests.first)
    #expect(request.id == .gpx)
    #expect(!request.sameContext, "the nested writer reports into a child context")
    #expect(
      request.options.appleRoute
        == AppleRoute.Request(complete: true, timeZone: "Europe/Berlin", rounding: .ignore))
    #expect(request.options.values.keys.filter { $0.hasPrefix("gpx.") }.isEmpty, "asked typed, not by name")

    let files = try Self.entries(data)
    // CEST (+2) in July: the route ending 09:46:43Z is named 11:46am, in the file name and the track name.
    let gpx = String(
      decoding: try #require(files["apple_health_export/workout-routes/route_2024-07-03_11.46am.gpx"]),
      as: UTF8.self)
    #expect(gpx.contains("<metadata>\n    <time>2024-07-04T13:33:20Z</time>\n  </metadata>"))
    #expect(gpx.contains("<name>Route 2024-07-03 11:46am</name>"))
    #expect(
      gpx.contains(
        "<trkpt lon=\"13.400000\" lat=\"52.500100\"><ele>0.000000</ele><time>2024-07-03T09:46:41Z</time><extensions><speed>-1.000000</speed><course>-1.000000</course><hAcc>-1.000000</hAcc><vAcc>-1.000000</vAcc></extensions></trkpt>"
      ))
    // The one loss: points written with altitude 0, reported as the GPX writer reports it; the route's
    // header (metadata, device, source) is in export.xml, so nothing else is reported, and the nested
    // writer's item counts stay out of the report.
    #expect(report.losses.count == 1)
    let loss = try #require(report.losses.first)
    #expect(loss.kind == "route altitude" && loss.object == "route" && loss.count == 3)
    #expect(
      loss.reason == "Apple's route GPX has <ele> on every point: points without altitude are written with 0")
    #expect(report.itemsDropped["route altitude"] == 3)
    #expect(report.itemsWritten.isEmpty)
    let xml = String(decoding: try #require(files["apple_health_export/export.xml"]), as: UTF8.self)
    #expect(xml.contains("<FileReference path=\"/workout-routes/route_2024-07-03_11.46am.gpx\"/>"))
  }

  @Test(
    "without a zone the route is named in its end's offset; without any nested writer writing a route fails")
  func fallbacks() throws {
    let (data, _) = try Self.write([.workout(Self.workout(zone: nil))])
    #expect(try Self.entries(data)["apple_health_export/workout-routes/route_2024-07-03_9.46am.gpx"] != nil)

    let none: (FormatID, any ByteSink, FormatOptions, ConversionContext) throws -> (any FormatWriter)? = {
      _, _, _, _ in nil
    }
    #expect {
      try Self.write([.workout(Self.workout(zone: nil))], nestedWriter: none)
    } throws: { error in
      (error as? ConversionError)?.code == .unsupportedOperation
    }
    // A workout without a route (and inline routes) need no nested writer.
    var plain = Self.workout(zone: nil)
    plain.routes = []
    let (bytes, _) = try Self.write([.workout(plain)], nestedWriter: none)
    #expect(try Self.entries(bytes).keys.sorted() == ["apple_health_export/export.xml"])
  }

  /// Apple's own route file (dogsheep export) comes back byte for byte, except `metadata/time`: Apple's
  /// file says 2019-11-07, its export.xml's ExportDate 2019-07-19, and the writer writes the ExportDate.
  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func applesRouteFileComesBack() throws {
    let url = SharedCorpus.url("corpus/health/dogsheep-export.zip")
    let original = try Self.entries(try Data(contentsOf: url))
    let path = "apple_health_export/workout-routes/route_2019-06-11_3.00pm.gpx"
    let apple = String(decoding: try #require(original[path]), as: UTF8.self)
    let (items, _) = try HealthTestSupport.read(url)
    let (data, report) = try Self.write(items)
    let ours = String(decoding: try #require(try Self.entries(data)[path]), as: UTF8.self)
    #expect(
      ours
        == apple.replacingOccurrences(
          of: "<time>2019-11-07T03:43:52Z</time>", with: "<time>2019-07-19T17:36:11Z</time>"))
    #expect(!report.losses.contains { $0.object == "route" || $0.object == "route point" })
  }
}
