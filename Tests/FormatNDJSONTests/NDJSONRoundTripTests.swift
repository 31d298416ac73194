import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

@Suite struct NDJSONRoundTripTests {
  @Test func kitchenSinkRoundTripsExactly() throws {
    let items = try ModelFixtures.kitchenSink()
    let text = try NDJSONWriter.text(of: items)
    let back = try NDJSONWriter.items(from: text)
    #expect(back.count == items.count)
    for (a, b) in zip(items, back) { #expect(a == b, "\(a.kind) differs after NDJSON round trip") }
    // Text is stable: writing the read-back model gives identical text.
    #expect(try NDJSONWriter.text(of: back) == text)
    #expect(text.split(separator: "\n").count == items.count)
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func randomItemsRoundTripExactly(seed: UInt64) throws {
    let items = ModelFixtures.random(count: 200, seed: seed)
    let back = try NDJSONWriter.items(from: try NDJSONWriter.text(of: items))
    #expect(back == items)
  }

  @Test func goldenLineForAQuantitySample() throws {
    let sample = QuantitySample(
      header: SampleHeader(
        uuid: UUID(uuidString: "11111111-2222-4333-8444-555555555555")!,
        start: ISO8601Timestamp.parse("2024-05-01T07:30:00.25+02:00")!,
        end: ISO8601Timestamp.parse("2024-05-01T07:30:01+02:00")!, source: Source(name: "Watch")),
      type: "HKQuantityTypeIdentifierHeartRate", quantity: Quantity(72, .countPerMinute))
    let text = try NDJSONWriter.text(of: [.quantity(sample)])
    #expect(
      text
        == #"{"end":"2024-05-01T07:30:01+02:00","kind":"quantity","source":{"name":"Watch"},"start":"2024-05-01T07:30:00.25+02:00","type":"HKQuantityTypeIdentifierHeartRate","unit":"count/min","uuid":"11111111-2222-4333-8444-555555555555","value":72}"#
        + "\n")
  }

  @Test func badLineGivesLocatedError() throws {
    let good = try NDJSONWriter.text(of: Array(try ModelFixtures.kitchenSink().prefix(2)))
    let text = good + "{\"kind\":\"quantity\",\"type\":1}\n"
    let input = InputSource(data: Data(text.utf8), name: "bad.ndjson")
    let context = ConversionContext(inputName: "bad.ndjson")
    do {
      try NDJSONReader().read(input, into: DatasetSink(), context: context)
      Issue.record("expected an error")
    } catch let error as ConversionError {
      #expect(error.code == .invalidInput)
      #expect(error.location?.line == 3)
      #expect(error.location?.byteOffset == Int64(good.utf8.count))
      #expect(error.location?.file == "bad.ndjson")
    }
  }

  @Test func sniffing() {
    let format = NDJSONFormat()
    #expect(format.sniff(Array("{\"kind\":\"workout\"}\n".utf8)) == .yes)
    #expect(format.sniff(Array("<?xml".utf8)) == .no)
  }
}

@Suite struct NDJSONFastPathTests {
  /// The hand-written encoder must give exactly JSONEncoder's bytes.
  @Test func fastPathMatchesJSONEncoderByteForByte() throws {
    var items = try ModelFixtures.kitchenSink()
    for seed in 1...4 as ClosedRange<UInt64> { items += ModelFixtures.random(count: 300, seed: seed) }
    // Awkward strings and numbers.
    let t = ISO8601Timestamp.parse("2024-01-01T00:00:00.5+05:45")!
    let odd = [
      "quote \" back \\ slash / tab \t nl \n cr \r bell \u{7} nul \u{0} del \u{7F}", "emoji 🕛🕐",
      "\u{2028}\u{2029}", "",
    ]
    let numbers: [Double] = [
      0, -0.0, 1e-7, 1e-5, 0.1, 1e15, 1e16, 1.5e300, -2.5e-300, Double.leastNonzeroMagnitude,
      Double("123456789012345678")!, .infinity,
      -.infinity, 72, 3.0000000000000004,
    ]
    for (i, text) in odd.enumerated() {
      var metadata = Metadata()
      metadata.append(text, .string(text))
      for n in numbers { metadata.append("n", .number(n)) }
      metadata.append("q", .quantity(Quantity(numbers[i], .degreeFahrenheit)))
      metadata.append("d", .date(t))
      metadata.append("i", .integer(-5))
      metadata.append("b", .bool(true))
      let header = SampleHeader(
        uuid: UUID(), start: t, end: t.adding(1),
        source: Source(
          name: text, bundleIdentifier: "b", version: "v", productType: "p", operatingSystemVersion: "o"),
        device: Device(
          name: text, manufacturer: "m", model: "x", hardwareVersion: "h", firmwareVersion: "f",
          softwareVersion: "s", localIdentifier: "l", udiDeviceIdentifier: "u", serialNumber: "n",
          creationDate: t, extra: [KeyValue(text, text)]),
        creationDate: t, metadata: metadata)
      for n in numbers where n.isFinite {
        items.append(
          .quantity(
            QuantitySample(
              header: header, type: text, quantity: Quantity(n, .count),
              series: [QuantitySeriesEntry(value: n, start: t.date, end: t.date.addingTimeInterval(0.001))])))
      }
      items.append(.category(CategorySample(header: header, type: text, value: i - 1, valueName: text)))
    }
    var checked = 0
    for item in items {
      guard let fast = NDJSONWriter.fastText(of: item) else { continue }
      #expect(fast == (try NDJSONWriter.referenceText(of: item)))
      checked += 1
    }
    #expect(checked > 1000)
  }
}
