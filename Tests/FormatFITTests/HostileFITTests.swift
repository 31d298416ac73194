import FormatKit
import FormatNDJSON
import Foundation
import Testing
import WorkoutModel

@testable import FormatFIT

/// FIT files that lie about their sizes or flood the decoder: every one ends in a located error (or a
/// located warning with what came before kept), in bounded time and memory.
@Suite struct HostileFITTests {
  /// A data message for `Fixture.recordDefinition` (timestamp, heart rate).
  static func record(_ t: UInt32, hr: UInt8) -> [UInt8] {
    [0x00, UInt8(t & 0xFF), UInt8(t >> 8 & 0xFF), UInt8(t >> 16 & 0xFF), UInt8(t >> 24), hr]
  }

  /// Reads `bytes` through the FIT reader; returns the items, the report and the thrown error.
  static func read(_ bytes: [UInt8], damage: Policy = .warn) -> (
    [HealthItem], ConversionReport, ConversionError?
  ) {
    let context = ConversionContext(inputName: "hostile.fit", options: FormatOptions(damagePolicy: damage))
    var items: [HealthItem] = []
    do {
      try FITReader().read(
        InputSource(data: Data(bytes), name: "hostile.fit"), into: ClosureSink { items.append($0) },
        context: context)
      return (items, context.report, nil)
    } catch let error as ConversionError {
      return (items, context.report, error)
    } catch {
      Issue.record("unexpected error type: \(error)")
      return (items, context.report, nil)
    }
  }

  /// Runs `body` and returns its result and the wall-clock seconds it took.
  static func timed<T>(_ body: () -> T) -> (T, Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = body()
    let elapsed = clock.now - start
    return (value, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
  }

  @Test func dataSizeClaimingMoreThanTheFileHoldsIsATruncationAtTheEnd() throws {
    var bytes = Fixture.file(
      Fixture.recordDefinition + Self.record(1000, hr: 140) + Self.record(1001, hr: 141))
    bytes.removeLast(2)  // no file CRC: the data simply stops
    // Header data size 0x7FFFFFFF (about 2 GB) for a 38-byte file; header CRC recomputed.
    bytes[4] = 0xFF
    bytes[5] = 0xFF
    bytes[6] = 0xFF
    bytes[7] = 0x7F
    let crc = FITCRC.checksum(Array(bytes[0..<12]))
    bytes[12] = UInt8(crc & 0xFF)
    bytes[13] = UInt8(crc >> 8)
    let (messages, summary) = Fixture.decode(bytes)
    #expect(messages.count == 2)
    #expect(summary.error?.code == .truncated)
    #expect(summary.error?.byteOffset == bytes.count)
    let (_, _, error) = Self.read(bytes, damage: .fail)
    #expect(error?.code == .truncatedInput)
    #expect(error?.location?.file == "hostile.fit")
    #expect(error?.location?.byteOffset == Int64(bytes.count))
    let (items, report, lenient) = Self.read(bytes)
    #expect(lenient == nil)
    #expect(!items.isEmpty)
    #expect(report.recoveredErrors.first?.location?.byteOffset == Int64(bytes.count))
  }

  @Test func definitionClaimingHugeMessagesStopsAtTheEndOfTheData() {
    // 255 fields of 255 bytes each (a 65 025-byte message) followed by 10 bytes of data.
    var definition: [UInt8] = [0x40, 0x00, 0x00, 0x14, 0x00, 0xFF]
    for field in 0..<255 { definition += [UInt8(field), 0xFF, 0x0D] }  // byte arrays of 255 bytes
    let bytes = Fixture.file(definition + [0x00] + [UInt8](repeating: 0x42, count: 10))
    let (messages, summary) = Fixture.decode(bytes)
    #expect(messages.isEmpty)
    #expect(summary.error?.code == .truncated)
    // The message starts right after the definition (14-byte header + 6 + 765 bytes).
    #expect(summary.error?.byteOffset == 14 + definition.count)
    let (_, _, error) = Self.read(bytes)
    #expect(error?.code == .truncatedInput)
    #expect(error?.location?.byteOffset == Int64(14 + definition.count))
  }

  @Test func fieldSizesThatAreNotWholeElementsAreReadAsBytesWithAWarning() {
    // heart_rate declared as uint16 (0x84) with size 3; timestamp as uint32 with size 1.
    let definition: [UInt8] = [0x40, 0x00, 0x00, 0x14, 0x00, 0x02, 0xFD, 0x01, 0x86, 0x03, 0x03, 0x84]
    let bytes = Fixture.file(definition + [0x00, 0x01, 0x02, 0x03, 0x04])
    let (messages, summary) = Fixture.decode(bytes)
    #expect(messages.count == 1)
    #expect(summary.error == nil)
    #expect(summary.warnings.first?.first.code == .misalignedField)
    #expect(summary.warnings.first?.first.byteOffset == 14)
  }

  @Test func undefinedLocalMessagesAndUnknownBaseTypesAreLocated() {
    let unknownBase: [UInt8] = [0x40, 0x00, 0x00, 0x14, 0x00, 0x01, 0x03, 0x01, 0x77]
    let bytes = Fixture.file(unknownBase + [0x00, 0x8C] + [0x05, 0x00])  // local 5 never defined
    let (messages, summary) = Fixture.decode(bytes)
    #expect(messages.count == 1)
    #expect(summary.warnings.contains { $0.first.code == .unknownBaseType && $0.first.byteOffset == 14 })
    #expect(summary.error?.code == .undefinedLocalMessage)
    #expect(summary.error?.byteOffset == 14 + unknownBase.count + 2)
  }

  @Test func definitionFloodRunsInBoundedTimeAndMemory() {
    // 200 000 definitions (2.4 MB) that keep redefining local 0..15, then one record: the decoder keeps
    // 16 definitions at a time.
    var records: [UInt8] = []
    records.reserveCapacity(200_000 * 12 + 6)
    for i in 0..<200_000 {
      var d = Fixture.recordDefinition
      d[0] = 0x40 | UInt8(i & 0x0F)
      records += d
    }
    records += [0x0F, 0xE8, 0x03, 0x00, 0x00, 0x8C]  // data for local 15 (the last definition)
    let bytes = Fixture.file(records)
    let ((messages, summary), seconds) = Self.timed { Fixture.decode(bytes) }
    #expect(summary.error == nil)
    #expect(summary.definitionCount == 200_000)
    #expect(messages.count == 1)
    #expect(seconds < 20, "definition flood took \(seconds) s")
  }

  @Test func developerFieldDescriptionFloodIsBounded() {
    // 20 000 field_description messages (global 206) for the same developer field: the table keeps one.
    let definition: [UInt8] = [
      0x40, 0x00, 0x00, 0xCE, 0x00, 0x03,
      0x00, 0x01, 0x02,  // developer_data_index uint8
      0x01, 0x01, 0x02,  // field_definition_number uint8
      0x02, 0x01, 0x02,  // fit_base_type_id uint8
    ]
    var records = definition
    for _ in 0..<20_000 { records += [0x00, 0x00, 0x07, 0x02] }
    let bytes = Fixture.file(records)
    let ((_, summary), seconds) = Self.timed { Fixture.decode(bytes) }
    #expect(summary.error == nil)
    #expect(seconds < 20)
    let (_, _, error) = Self.read(bytes)
    #expect(error == nil)
  }

  @Test func endlessChainedHeadersEndInBoundedTime() {
    // 100 000 empty chained files (16 bytes each), then a header cut short.
    let empty = Fixture.file([])
    var bytes: [UInt8] = []
    bytes.reserveCapacity(100_000 * empty.count + 8)
    for _ in 0..<100_000 { bytes += empty }
    bytes += Array(empty[0..<8])
    let ((messages, summary), seconds) = Self.timed { Fixture.decode(bytes) }
    #expect(messages.isEmpty)
    #expect(summary.headers.count == 100_000)
    #expect(summary.error?.code == .truncated)
    #expect(summary.error?.byteOffset == 100_000 * empty.count)
    #expect(summary.error?.fileIndex == 100_000)
    #expect(seconds < 20)
    let (_, _, error) = Self.read(bytes)
    #expect(error?.location?.byteOffset == Int64(100_000 * empty.count))
  }

  @Test func chainedHeaderWithHugeHeaderSizeIsRefused() {
    var second = Fixture.file(Fixture.recordDefinition + Self.record(1000, hr: 140))
    second[0] = 0xFF  // header size 255, more than the file holds
    let first = Fixture.file(Fixture.recordDefinition + Self.record(999, hr: 139))
    let (messages, summary) = Fixture.decode(first + second)
    #expect(messages.count == 1)
    #expect(summary.error?.code == .invalidHeader)
    #expect(summary.error?.byteOffset == first.count)
  }

  @Test func nonFiniteFloatFieldsNeverReachTheModel() throws {
    // heart_rate (field 3) declared as float32, carrying NaN and +inf: the decoder takes the base type
    // from the definition, so a hostile file can put any float bit pattern in any field.
    let definition: [UInt8] = [0x40, 0x00, 0x00, 0x14, 0x00, 0x02, 0xFD, 0x04, 0x86, 0x03, 0x04, 0x88]
    let nan: [UInt8] = [0x00, 0x00, 0xC0, 0x7F]
    let inf: [UInt8] = [0x00, 0x00, 0x80, 0x7F]
    let negativeInf: [UInt8] = [0x00, 0x00, 0x80, 0xFF]
    var records = definition
    for (i, value) in [nan, inf, negativeInf, [0x00, 0x00, 0x0C, 0x43]].enumerated() {  // last: 140.0
      records += Self.record(1_000_000_000 + UInt32(i), hr: 0).prefix(5) + value
    }
    let (items, _, error) = Self.read(Fixture.file(records))
    #expect(error == nil)
    let text = try NDJSONWriter.text(of: items).lowercased()
    #expect(text.contains("heartrate"))
    #expect(!text.contains("nan"))
    #expect(!text.contains("inf"))
  }
}
