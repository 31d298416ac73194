import ByteStreams
import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel
import XMLStreaming

@testable import FormatHealthExport

/// The read-speed shortcuts must not change what a reader delivers: a read whose request says sample
/// identities are not needed (`ReadRequest.sampleIdentities`) gives the same items bar those UUIDs, and route prefetching on a second thread gives the same items as
/// reading every route in place.
@Suite struct ReadFastPathTests {
  static let placeholder = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!

  /// `item` with the identities an identity-indifferent read leaves out set to the placeholder.
  static func withoutSampleIdentities(_ item: HealthItem) -> HealthItem {
    func strip(_ member: CorrelationMember) -> CorrelationMember {
      switch member {
      case .quantity(var q):
        q.header.uuid = placeholder
        return .quantity(q)
      case .category(var c):
        c.header.uuid = placeholder
        return .category(c)
      }
    }
    switch item {
    case .quantity(var q):
      q.header.uuid = placeholder
      return .quantity(q)
    case .category(var c):
      c.header.uuid = placeholder
      return .category(c)
    case .correlation(var c):
      c.header.uuid = placeholder
      c.members = c.members.map(strip)
      return .correlation(c)
    default:
      return item
    }
  }

  /// A small generated archive (records, correlations, workouts with route GPX files) in a temporary folder.
  static func generatedExport(records: Int = 4000, workouts: Int = 6) throws -> URL {
    let folder = try HealthTestSupport.temporaryFolder()
    let out = folder.appendingPathComponent("export.zip")
    let result = try runProcess(
      "python3",
      [
        SharedCorpus.url("tools/gen_health_export.py").path, "--records", String(records), "--workouts",
        String(workouts), "--seed", "11", "--out", out.path,
      ])
    #expect(result.status == 0, "generator failed: \(result.stderrString)")
    return out
  }

  static func read(
    _ url: URL, into sink: any HealthItemSink, options: FormatOptions = FormatOptions(),
    request: ReadRequest = ReadRequest()
  ) throws -> ConversionReport {
    let context = ConversionContext(inputName: url.path, options: options)
    context.request = request
    try HealthExportReader(options: options).read(InputSource(file: url), into: sink, context: context)
    return context.report
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func readsWithoutSampleIdentitiesGetTheSameItemsWithoutSampleUUIDs() throws {
    let files =
      SharedCorpus.files(in: "corpus/health", extension: "xml")
      + SharedCorpus.files(in: "corpus/health", extension: "zip")
      + [try Self.generatedExport()]
    #expect(files.count >= 8)
    for url in files {
      let full = DatasetSink()
      let fullReport = try Self.read(url, into: full)
      let indifferent = DatasetSink()
      let indifferentReport = try Self.read(
        url, into: indifferent, request: ReadRequest(sampleIdentities: false))
      let name = url.lastPathComponent
      #expect(indifferent.dataset.items.count == full.dataset.items.count, "\(name)")
      #expect(indifferent.dataset.items == full.dataset.items.map(Self.withoutSampleIdentities), "\(name)")
      #expect(indifferentReport.itemsRead == fullReport.itemsRead, "\(name)")
      #expect(indifferentReport.warnings.count == fullReport.warnings.count, "\(name)")
      // The full read really derives them (the shortcut is not a no-op on both sides).
      let samples = full.dataset.items.filter { if case .quantity = $0 { return true } else { return false } }
      #expect(samples.allSatisfy { $0.header?.uuid != Self.placeholder }, "\(name)")
    }
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)))
  func prefetchedRoutesGiveTheSameItemsAsReadingInPlace() throws {
    let url = try Self.generatedExport(records: 3000, workouts: 12)
    let pipelined = DatasetSink()
    let pipelinedReport = try Self.read(url, into: pipelined, options: FormatOptions(threads: 2))
    let inPlace = DatasetSink()
    let inPlaceReport = try Self.read(
      url, into: inPlace, options: FormatOptions(threads: 1))
    let routePoints = pipelined.dataset.workouts.flatMap(\.routes).map(\.locations.count)
    #expect(
      routePoints.count >= 8 && routePoints.allSatisfy { $0 > 0 },
      "the export must have routes: \(routePoints)")
    #expect(
      try NDJSONWriter.text(of: pipelined.dataset.items) == NDJSONWriter.text(of: inPlace.dataset.items))
    #expect(pipelinedReport.itemsRead == inPlaceReport.itemsRead)
    #expect(pipelinedReport.warnings.map(\.code) == inPlaceReport.warnings.map(\.code))
  }

  @Test func prefetcherHandsOutOnlyWhatItReadAndLeavesFailuresToTheCaller() throws {
    final class Calls: @unchecked Sendable {
      let lock = NSLock()
      var paths: [String] = []
      func add(_ p: String) { lock.lock(); paths.append(p); lock.unlock() }
    }
    let calls = Calls()
    struct Broken: Error {}
    let paths = (0..<20).map { "r\($0).gpx" }
    let prefetcher = RoutePrefetcher(paths: paths, maxBufferedBytes: 10 * 65) { path in
      calls.add(path)
      if path == "r3.gpx" { throw Broken() }
      let n = Int(path.dropFirst().dropLast(4))!
      return (0...n).map {
        Location(time: Date(timeIntervalSince1970: Double($0)), latitude: Double(n), longitude: 0)
      }
    }
    prefetcher.start()
    defer { prefetcher.stop() }
    // In order: each route comes back with its own points (or nil: the caller loads it).
    for (i, path) in paths.enumerated() where i != 3 && i != 7 {
      if let points = prefetcher.take(path) {
        #expect(points.count == i + 1 && points.allSatisfy { $0.latitude == Double(i) }, "\(path)")
      }
    }
    // A failed read is never handed out; asking for it leaves the load (and its error) to the caller.
    #expect(prefetcher.take("r3.gpx") == nil)
    #expect(prefetcher.take("not-in-the-archive.gpx") == nil)
    // Every path was read at most once by the prefetcher.
    calls.lock.lock()
    let counted = Dictionary(calls.paths.map { ($0, 1) }, uniquingKeysWith: +)
    calls.lock.unlock()
    #expect(counted.values.allSatisfy { $0 == 1 }, "\(counted)")
  }

  @Test func packedLocationsGiveBackEveryPointBitForBit() {
    var generator = SystemRandomNumberGenerator()
    func value(_ g: inout SystemRandomNumberGenerator) -> Double {
      switch Int.random(in: 0..<6, using: &g) {
      case 0: return -0.0
      case 1: return .nan
      case 2: return Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &g))
      default: return Double.random(in: -1000...1000, using: &g)
      }
    }
    func optional(_ g: inout SystemRandomNumberGenerator) -> Double? {
      Bool.random(using: &g) ? value(&g) : nil
    }
    let points = (0..<2000).map { _ in
      Location(
        time: Date(timeIntervalSinceReferenceDate: value(&generator)), latitude: value(&generator),
        longitude: value(&generator), altitude: optional(&generator),
        horizontalAccuracy: optional(&generator),
        verticalAccuracy: optional(&generator), speed: optional(&generator), course: optional(&generator))
    }
    let packed = PackedLocations(points)
    #expect(packed.count == points.count)
    #expect(packed.byteCount == points.count * 65)
    let back = packed.unpacked()
    func bits(_ l: Location) -> [UInt64?] {
      [
        l.time.timeIntervalSinceReferenceDate.bitPattern, l.latitude.bitPattern, l.longitude.bitPattern,
        l.altitude?.bitPattern, l.horizontalAccuracy?.bitPattern, l.verticalAccuracy?.bitPattern,
        l.speed?.bitPattern, l.course?.bitPattern,
      ]
    }
    #expect(back.count == points.count)
    #expect(zip(points, back).allSatisfy { bits($0) == bits($1) })
    #expect(PackedLocations([]).unpacked().isEmpty)
  }

  @Test func pipelinedStreamHandsOverEveryChunkInOrderThroughReusedBlocks() throws {
    // Sizes that grow past the first blocks, shrink, and include empty chunks.
    var generator = SystemRandomNumberGenerator()
    let chunks: [[UInt8]] = (0..<300).map { i in
      let n = i % 37 == 0 ? 0 : Int.random(in: 1...(i < 150 ? 4096 : 70_000), using: &generator)
      return (0..<n).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
    let shared = UncheckedSendable(chunks)
    var received: [[UInt8]] = []
    var notes: [Int] = []
    try PipelinedStream<Int>(depth: 3).run(
      produce: { emit in
        for (i, c) in shared.value.enumerated() { try ByteView.withBytes(of: c) { try emit($0, i) } }
      },
      consume: {
        received.append(Array($0))
        notes.append($1)
      })
    #expect(received == chunks)
    #expect(notes == Array(chunks.indices))

    // A producer's error reaches the caller after the chunks before it.
    struct Broken: Error {}
    var before = 0
    #expect(throws: Broken.self) {
      try PipelinedStream<Void>(depth: 2).run(
        produce: { emit in
          for c in shared.value.prefix(10) { try ByteView.withBytes(of: c) { try emit($0, ()) } }
          throw Broken()
        },
        consume: { _, _ in before += 1 })
    }
    #expect(before == 10)
  }
}
