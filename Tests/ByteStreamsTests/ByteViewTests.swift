import Foundation
import Testing

@testable import ByteStreams

/// `ByteView`'s loads against the integers' own byte-order conversions, its copies and text, and its
/// CRC-16 against the CRC-16/ARC check value; `ByteBuffer`'s `Data`, copy-out and sink calls.
@Suite struct ByteViewTests {
  static let bytes: [UInt8] = [0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0xFF]

  @Test func loadsAreUnalignedAndHonourTheByteOrder() {
    ByteView.withBytes(of: Self.bytes) { v in
      #expect(v.count == 10)
      #expect(v[9] == 0xFF)
      #expect(v.load(fromByteOffset: 1, as: UInt8.self) == 0x02)
      #expect(UInt16(littleEndian: v.loadUnaligned(fromByteOffset: 1, as: UInt16.self)) == 0x0302)
      #expect(v.loadBits(at: 1, size: 1, bigEndian: false) == 0x02)
      #expect(v.loadBits(at: 1, size: 2, bigEndian: false) == 0x0302)
      #expect(v.loadBits(at: 1, size: 2, bigEndian: true) == 0x0203)
      #expect(v.loadBits(at: 3, size: 4, bigEndian: false) == 0x0706_0504)
      #expect(v.loadBits(at: 3, size: 4, bigEndian: true) == 0x0405_0607)
      #expect(v.loadBits(at: 1, size: 8, bigEndian: false) == 0x0908_0706_0504_0302)
      #expect(v.loadBits(at: 2, size: 8, bigEndian: true) == 0x0304_0506_0708_09FF)
      #expect(v.bytes(at: 7, count: 3) == [0x08, 0x09, 0xFF])
      #expect(v.bytes(at: 10, count: 0) == [])
    }
    ByteView.withBytes(of: Data("héllo".utf8)) { v in
      #expect(v.utf8String(at: 1, count: 2) == "é")
      #expect(v.utf8String(at: 0, count: v.count) == "héllo")
    }
  }

  @Test func crc16OfTheCheckString() {
    let table: [UInt16] = (0..<256).map { i in
      var c = UInt16(i)
      for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0xA001 : c >> 1 }
      return c
    }
    ByteView.withBytes(of: Array("123456789".utf8)) { v in
      #expect(v.crc16(0, at: 0, count: 9, table: table) == 0xBB3D)
      // In two steps, as a reader releasing pages between them does.
      #expect(v.crc16(v.crc16(0, at: 0, count: 4, table: table), at: 4, count: 5, table: table) == 0xBB3D)
    }
  }

  @Test func bufferAppendsDataAndCopiesOut() throws {
    let buffer = ByteBuffer(capacity: 1)
    buffer.append(Data([1, 2, 3]))
    buffer.appendQuotedKey("k")
    buffer.appendUUIDText(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
    #expect(buffer.bytes(from: 3) == Array("\"k\":E621E1F8-C36C-495A-93FC-0C247A3E6E5F".utf8))
    let sink = DataSink()
    try buffer.write(to: sink)
    #expect(Array(sink.data) == buffer.bytes(from: 0))
  }
}
