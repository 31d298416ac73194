import ByteStreams
import Foundation
import Testing

@testable import FormatFIT

/// Hand-annotated FIT byte fixtures: every byte is written out with its meaning.
enum Fixture {
  /// Wraps record bytes in a file: header (12 or 14 bytes) + records + file CRC.
  static func file(_ records: [UInt8], headerSize: Int = 14, headerCRC: UInt16? = nil, fileCRC: UInt16? = nil)
    -> [UInt8]
  {
    let size = UInt32(records.count)
    var h: [UInt8] = [
      UInt8(headerSize),  // header size
      0x20,  // protocol 2.0
      0xE2, 0x52,  // profile version 21218 (0x52E2), little-endian
      UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24),  // data size
      0x2E, 0x46, 0x49, 0x54,  // ".FIT"
    ]
    if headerSize == 14 {
      let crc = headerCRC ?? FITCRC.checksum(h)
      h += [UInt8(crc & 0xFF), UInt8(crc >> 8)]  // header CRC
    }
    let body = h + records
    let crc = fileCRC ?? FITCRC.checksum(body)
    return body + [UInt8(crc & 0xFF), UInt8(crc >> 8)]
  }

  /// Definition: local 0 = record (20), little-endian, fields timestamp (253, uint32) and heart_rate (3, uint8).
  static let recordDefinition: [UInt8] = [
    0x40,  // normal header, definition, local 0
    0x00,  // reserved
    0x00,  // little-endian
    0x14, 0x00,  // global 20 (record)
    0x02,  // 2 fields
    0xFD, 0x04, 0x86,  // field 253 timestamp, 4 bytes, uint32
    0x03, 0x01, 0x02,  // field 3 heart_rate, 1 byte, uint8
  ]

  static func decode(_ bytes: [UInt8], options: FITDecodingOptions = .init()) -> (
    [FITMessage], FITDecodingSummary
  ) {
    var out: [FITMessage] = []
    let summary = FITDecoder(options: options).decode(Data(bytes)) { out.append($0) }
    return (out, summary)
  }
}

@Suite struct FITByteFixtureTests {
  @Test func crcOfCheckString() {
    #expect(FITCRC.checksum(Array("123456789".utf8)) == 0xBB3D)
  }

  /// Four bytes at a time give the CRC a byte at a time gives, from any start value, offset and length
  /// (the tail of 0–3 bytes included).
  @Test func crcFourBytesAtATimeEqualsByteAtATime() {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
    func oneByOne(_ start: UInt16, _ slice: ArraySlice<UInt8>) -> UInt16 {
      slice.reduce(start) { crc, byte in (crc >> 8) ^ FITCRC.table[Int(UInt8(truncatingIfNeeded: crc) ^ byte)]
      }
    }
    ByteView.withBytes(of: bytes) { view in
      for count in Array(0..<40) + [1000, 4093] {
        for offset in [0, 1, 2, 3] {
          let start = UInt16.random(in: 0...UInt16.max, using: &generator)
          let expected = oneByOne(start, bytes[offset..<offset + count])
          #expect(FITCRC.update(start, view, at: offset, count: count) == expected, "\(count) at \(offset)")
        }
      }
    }
  }

  @Test func twelveByteHeaderAndNormalRecord() {
    let bytes = Fixture.file(
      Fixture.recordDefinition + [
        0x00,  // data, local 0
        0xE8, 0x03, 0x00, 0x00,  // timestamp 1000
        0x8C,  // heart_rate 140
      ], headerSize: 12)
    let (messages, summary) = Fixture.decode(bytes)
    #expect(summary.error == nil && summary.warnings.isEmpty)
    #expect(summary.headers.first?.headerSize == 12)
    #expect(messages.count == 1)
    #expect(messages[0].name == "record")
    #expect(messages[0].integer(253) == 1000)
    #expect(messages[0].double(3) == 140)
    #expect(messages[0].units(of: messages[0].field(3)!) == "bpm")
  }

  @Test func headerCRCZeroIsAllowedAndWrongCRCFollowsPolicy() {
    let records = Fixture.recordDefinition + [0x00, 0xE8, 0x03, 0x00, 0x00, 0x8C]
    let zero = Fixture.file(records, headerCRC: 0x0000)
    #expect(Fixture.decode(zero).1.warnings.isEmpty)
    let wrong = Fixture.file(records, headerCRC: 0x1234)
    let warned = Fixture.decode(wrong)
    #expect(warned.0.count == 1)
    #expect(warned.1.warnings.first?.first.code == .headerCRCMismatch)
    #expect(warned.1.warnings.first?.first.byteOffset == 12)
    let failed = Fixture.decode(wrong, options: .init(crcPolicy: .fail))
    #expect(failed.0.isEmpty && failed.1.error?.code == .headerCRCMismatch)
    let ignored = Fixture.decode(wrong, options: .init(crcPolicy: .ignore))
    #expect(ignored.1.warnings.isEmpty && ignored.1.error == nil && ignored.0.count == 1)
    let badFile = Fixture.file(records, fileCRC: 0xBEEF)
    let r = Fixture.decode(badFile)
    #expect(r.1.warnings.first?.first.code == .fileCRCMismatch)
    #expect(r.1.warnings.first?.first.byteOffset == 14 + records.count)
  }

  @Test func compressedTimestampHeaders() {
    let bytes = Fixture.file(
      Fixture.recordDefinition + [
        0x00, 0xE8, 0x03, 0x00, 0x00, 0x8C,  // normal: timestamp 1000 (low 5 bits = 8), hr 140
        // compressed-timestamp definition for local 1: record with heart_rate only
        0x41, 0x00, 0x00, 0x14, 0x00, 0x01, 0x03, 0x01, 0x02,
        0xAA, 0x8D,  // 1 01 01010: compressed, local 1, offset 10 → (1000 & ~31) + 10 = 1002; hr 141
        0xA5, 0x8E,  // offset 5 < 10: rollover → 992 + 5 + 32 = 1029; hr 142
        0xBF, 0x8F,  // offset 31 → 1024 + 31 = 1055; hr 143
      ])
    let (messages, summary) = Fixture.decode(bytes)
    #expect(summary.error == nil)
    #expect(messages.map { $0.integer(253) } == [1000, 1002, 1029, 1055])
    #expect(messages.map { $0.double(3) } == [140, 141, 142, 143])
    #expect(messages[1].field(253)?.origin == .compressedTimestamp)
  }

  @Test func bigEndianDefinitionAndComponentExpansion() {
    let bytes = Fixture.file([
      0x40, 0x00, 0x01,  // definition local 0, big-endian
      0x00, 0x14,  // global 20, big-endian
      0x02,
      0x06, 0x02, 0x84,  // speed (6), uint16
      0x02, 0x02, 0x84,  // altitude (2), uint16
      0x00,
      0x13, 0x88,  // speed 5000 → 5.000 m/s
      0x0C, 0x1C,  // altitude 3100 → 3100/5 - 500 = 120 m
    ])
    let (messages, _) = Fixture.decode(bytes)
    let m = messages[0]
    #expect(m.double(6) == 5.0)
    #expect(m.double(73) == 5.0)  // enhanced_speed expanded
    #expect(m.double(2) == 120)
    #expect(m.double(78) == 120)  // enhanced_altitude expanded
    #expect(m.field(73)?.origin == .expanded)
    #expect(m.name(of: m.field(78)!) == "enhanced_altitude")
  }

  @Test func compressedSpeedDistanceAccumulates() {
    let bytes = Fixture.file([
      0x40, 0x00, 0x00, 0x14, 0x00, 0x01,
      0x08, 0x03, 0x0D,  // compressed_speed_distance (8), byte[3]
      // speed 12 bits = 250 (2.50 m/s), distance 12 bits = 4000 (/16 = 250 m)
      0x00, 0xFA, 0x00, 0xFA,
      // speed 250, distance 12 bits = 100: rolled over 4096 → 4196/16 = 262.25 m
      0x00, 0xFA, 0x40, 0x06,
    ])
    let (messages, _) = Fixture.decode(bytes)
    #expect(messages.map { $0.double(6) } == [2.5, 2.5])
    #expect(messages.map { $0.double(5) } == [250, 262.25])
  }

  @Test func subfieldsResolveByReferenceField() {
    let bytes = Fixture.file([
      0x40, 0x00, 0x00, 0x15, 0x00, 0x03,  // event (21)
      0x00, 0x01, 0x00,  // event (0) enum
      0x01, 0x01, 0x00,  // event_type (1) enum
      0x03, 0x04, 0x86,  // data (3) uint32
      // event timer(0), stop_all(4), data 1 → timer_trigger manual? 1 = auto
      0x00, 0x00, 0x04, 0x01, 0x00, 0x00, 0x00,
    ])
    let (messages, _) = Fixture.decode(bytes)
    let data = messages[0].field(3)!
    #expect(messages[0].name(of: data) == "timer_trigger")
    #expect(messages[0].enumName(of: data) == "auto")
    #expect(messages[0].enumName(of: messages[0].field(1)!) == "stop_all")
  }

  static let developerRecords: [UInt8] =
    [
      // developer_data_id (207): developer_data_index (3) = 0, application_id (1) byte[16]
      0x40, 0x00, 0x00, 0xCF, 0x00, 0x02, 0x03, 0x01, 0x02, 0x01, 0x10, 0x0D,
      0x00, 0x00,
    ] + Array(1...16) + [
      // field_description (206): developer_data_index 0, field_definition_number 0, fit_base_type_id uint16,
      // field_name "doughnuts" (string 10), units "mW" (string 3), scale 10 (uint8)
      0x41, 0x00, 0x00, 0xCE, 0x00, 0x06,
      0x00, 0x01, 0x02, 0x01, 0x01, 0x02, 0x02, 0x01, 0x02, 0x03, 0x0A, 0x07, 0x08, 0x03, 0x07, 0x06, 0x01,
      0x02,
      0x01, 0x00, 0x00, 0x84,
    ] + Array("doughnuts".utf8) + [0x00] + Array("mW".utf8) + [0x00, 0x0A]

  @Test func developerFieldsWithNamesUnitsScale() {
    let bytes = Fixture.file(
      Self.developerRecords + [
        // record definition with developer flag: heart_rate + dev field 0 of developer 0, 2 bytes
        0x62, 0x00, 0x00, 0x14, 0x00, 0x01, 0x03, 0x01, 0x02, 0x01, 0x00, 0x02, 0x00,
        0x02, 0x8C, 0xD2, 0x04,  // hr 140, doughnuts raw 1234 → 123.4 mW
      ])
    let (messages, summary) = Fixture.decode(bytes)
    #expect(summary.error == nil)
    #expect(summary.developerFieldDescriptions.first?.name == "doughnuts")
    let record = messages[2]
    let dev = record.developerField(named: "doughnuts")
    #expect(dev?.description?.units == "mW")
    #expect(dev?.value == .integer(1234))
    #expect(dev?.physicalValue == .real(123.4))
    #expect(dev?.description?.applicationID == Array(1...16))
  }

  @Test func developerDescriptionArrivingAfterFirstUse() {
    let bytes = Fixture.file(
      [
        0x62, 0x00, 0x00, 0x14, 0x00, 0x01, 0x03, 0x01, 0x02, 0x01, 0x00, 0x02, 0x00,
        0x02, 0x8C, 0xD2, 0x04,  // used before the description: kept as bytes
      ] + Self.developerRecords + [0x02, 0x8D, 0xD3, 0x04])
    let (messages, summary) = Fixture.decode(bytes)
    #expect(summary.warnings.contains { $0.first.code == .undescribedDeveloperField })
    #expect(messages[0].developerFields.first?.value == .bytes([0xD2, 0x04]))
    #expect(
      FITDeveloperFieldValue.decode([0xD2, 0x04], baseType: .uint16, bigEndian: false) == .integer(1234))
    #expect(messages[3].developerFields.first?.physicalValue == .real(123.5))
  }

  @Test func truncationAndUndefinedLocalAreLocated() {
    var bytes = Fixture.file(
      Fixture.recordDefinition + [0x00, 0xE8, 0x03, 0x00, 0x00, 0x8C, 0x00, 0xE9, 0x03])
    bytes.removeLast(2)  // no file CRC, and the second data message is cut
    var (messages, summary) = Fixture.decode(bytes)
    #expect(messages.count == 1)
    #expect(summary.error?.code == .truncated)
    #expect(summary.error?.byteOffset == 14 + 12 + 6)
    #expect(summary.error?.messageIndex == 1)
    let undefined = Fixture.file(Fixture.recordDefinition + [0x00, 0xE8, 0x03, 0x00, 0x00, 0x8C, 0x05, 0x00])
    (messages, summary) = Fixture.decode(undefined)
    #expect(messages.count == 1)
    #expect(summary.error?.code == .undefinedLocalMessage)
    #expect(summary.error?.byteOffset == 14 + 12 + 6)
    (messages, summary) = Fixture.decode(Array("not a fit file at all".utf8))
    #expect(summary.error?.code == .notFIT)
  }

  @Test func misalignedFieldIsReadAsBytesWithWarning() {
    let bytes = Fixture.file([
      0x40, 0x00, 0x00, 0x14, 0x00, 0x02,
      0x03, 0x01, 0x02,  // heart_rate
      0x05, 0x03, 0x86,  // distance declared uint32 but 3 bytes
      0x00, 0x8C, 0x01, 0x02, 0x03,
    ])
    let (messages, summary) = Fixture.decode(bytes)
    #expect(summary.warnings.first?.first.code == .misalignedField)
    #expect(messages[0].double(3) == 140)
    #expect(messages[0].rawValue(of: messages[0].field(5)!) == .bytes([1, 2, 3]))
  }

  @Test func chainedFilesAndArraysAndStrings() {
    let first = Fixture.file(Fixture.recordDefinition + [0x00, 0xE8, 0x03, 0x00, 0x00, 0x8C])
    let second = Fixture.file([
      0x40, 0x00, 0x00, 0x4E, 0x00, 0x01, 0x00, 0x06, 0x84,  // hrv (78): time uint16[3]
      0x00, 0xE8, 0x03, 0xFF, 0xFF, 0xF4, 0x01,  // 1.000 s, invalid, 0.500 s
      0x41, 0x00, 0x00, 0x00, 0x00, 0x01, 0x08, 0x08, 0x07,  // file_id product_name string[8]
      0x01, 0x45, 0x64, 0x67, 0x65, 0x00, 0x00, 0x00, 0x00,  // "Edge"
    ])
    let (messages, summary) = Fixture.decode(first + second)
    #expect(summary.error == nil)
    #expect(summary.headers.count == 2)
    #expect(messages.map(\.fileIndex) == [0, 1, 1])
    #expect(messages[1].value(0) == .reals([1.0, nil, 0.5]))
    #expect(messages[2].string(8) == "Edge")
  }
}

@Suite struct FITInspectionTests {
  @Test func inspectionListsDevelopersAndEvents() {
    let bytes = Fixture.file(
      FITByteFixtureTests.developerRecords + [
        0x62, 0x00, 0x00, 0x14, 0x00, 0x01, 0x03, 0x01, 0x02, 0x01, 0x00, 0x02, 0x00,
        0x02, 0x8C, 0xD2, 0x04,
        0x43, 0x00, 0x00, 0x15, 0x00, 0x02, 0x00, 0x01, 0x00, 0x01, 0x01, 0x00,
        0x03, 0x00, 0x04,  // event timer stop_all
      ])
    let report = FITInspection.inspect(Data(bytes))
    #expect(
      report.messageCounts.map(\.name) == ["developer_data_id", "field_description", "record", "event"])
    #expect(report.events == ["event=timer event_type=stop_all"])
    #expect(report.developerFields.first?.name == "doughnuts")
    #expect(report.text.contains("developer field 0.0: doughnuts [mW] uint16 scale 10.0"))
  }
}
