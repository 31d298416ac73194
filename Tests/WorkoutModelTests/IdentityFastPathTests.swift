import Foundation
import Testing

@testable import WorkoutModel

/// The quantity and category UUIDs are hashed from key bytes written in place; they must be the UUIDs of
/// the documented string keys (`contentKey`, `valueKey`, `seconds`, `significant`) for any sample.
@Suite struct IdentityFastPathTests {
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state
    }
  }

  static func date(_ g: inout Seeded) -> Timestamp {
    switch Int.random(in: 0..<6, using: &g) {
    case 0: return Timestamp(unixSeconds: Double(Int.random(in: -2_000_000_000...4_000_000_000, using: &g)))
    case 1: return Timestamp(unixSeconds: Double.random(in: -1e9...4e9, using: &g))
    case 2:
      return Timestamp(
        unixSeconds: Double(Int.random(in: 0...2_000_000_000, using: &g)) + Double(
          Int.random(in: 0...999_999, using: &g)) / 1e6)
    case 3: return Timestamp(unixSeconds: Double(Int.random(in: 0...2_000_000_000, using: &g)) + 0.5)
    case 4: return Timestamp(unixSeconds: Double.random(in: -1e-3...1e-3, using: &g))
    default:
      return Timestamp(
        unixSeconds: [0, -0.0, 1e15, -1e15, 1e300, 0.000_000_4, 1714541400.000_001, .nan, -.infinity][
          Int.random(in: 0..<9, using: &g)])
    }
  }

  static func value(_ g: inout Seeded) -> Double {
    switch Int.random(in: 0..<7, using: &g) {
    case 0: return Double(Int.random(in: -300...300, using: &g))
    case 1: return Double.random(in: -1e6...1e6, using: &g)
    case 2: return Double(bitPattern: g.next())
    case 3:
      return [0, -0.0, .infinity, -.infinity, .nan, 1e9, 999_999_999, 1e-7, 0.1 + 0.2][
        Int.random(in: 0..<9, using: &g)]
    case 4: return Double(Int.random(in: 0...100_000, using: &g)) / 100
    case 5: return Double.random(in: 0...1, using: &g) * pow(10, Double(Int.random(in: -30...30, using: &g)))
    default: return -Double(Int.random(in: 1_000_000_000...9_000_000_000, using: &g))
    }
  }

  @Test func quantityAndCategoryUUIDsAreThoseOfTheStringKeys() throws {
    var g = Seeded(state: 20261121)
    let types = [
      ("HKQuantityTypeIdentifierHeartRate", "count/min"),
      ("HKQuantityTypeIdentifierDistanceWalkingRunning", "mi"),
      ("HKQuantityTypeIdentifierBodyTemperature", "degF"),
      ("HKQuantityTypeIdentifierActiveEnergyBurned", "Cal"),
      ("HKQuantityTypeIdentifierOxygenSaturation", "%"), ("XUnknownType", "mL/min·kg"),
      ("HKQuantityTypeIdentifierHeartRate", "m"),
    ]
    let sources: [Source?] = [nil, Source(name: "Apple Watch"), Source(name: "é|🕛"), Source(name: "")]
    let devices: [Device?] = [
      nil, Device(name: "Watch", manufacturer: "Apple"), Device(manufacturer: "Garmin"), Device(name: "a|b"),
    ]
    for i in 0..<20_000 {
      let (type, unitText) = types[Int.random(in: 0..<types.count, using: &g)]
      let header = SampleHeader(
        uuid: UUID(), start: Self.date(&g), end: Self.date(&g), source: sources[i % sources.count],
        device: devices[(i / 4) % devices.count])
      let quantity = Quantity(Self.value(&g), try QuantityUnit(parsing: unitText))
      let sample = QuantitySample(header: header, type: type, quantity: quantity)
      let entries = [0, 0, 1, 7, 1_000_000][i % 5]
      var valueKey = Identity.valueKey(quantity, type: type)
      if entries > 0 { valueKey += " n=\(entries)" }
      let expected = Identity.uuidV5(
        name: Identity.contentKey(
          kind: "quantity", type: type, start: header.start, end: header.end, value: valueKey,
          source: header.source,
          device: header.device))
      #expect(Identity.uuid(forQuantity: sample, entryCount: entries) == expected, "\(sample)")

      let category = CategorySample(
        header: header, type: "HKCategoryTypeIdentifierSleepAnalysis",
        value: i % 3 == 0 ? nil : Int.random(in: -5...100_000, using: &g),
        valueName: i % 2 == 0 ? "HKCategoryValueSleepAnalysisAsleepCore" : nil)
      let categoryExpected = Identity.uuidV5(
        name: Identity.contentKey(
          kind: "category", type: category.type, start: header.start, end: header.end,
          value: category.value.map(String.init) ?? category.valueName ?? "", source: header.source,
          device: header.device))
      #expect(Identity.uuid(for: category) == categoryExpected)
    }
  }

  @Test func knownUUIDsAreUnchanged() throws {
    // Pinned from the string-key implementation: derived UUIDs must never change between versions.
    let header = SampleHeader(
      uuid: UUID(), start: Timestamp(unixSeconds: 1714541400), end: Timestamp(unixSeconds: 1714541400.5),
      source: Source(name: "S"))
    let sample = QuantitySample(
      header: header, type: "T", quantity: Quantity(1, try QuantityUnit(parsing: "m")))
    #expect(Identity.uuid(for: sample) == Identity.uuidV5(name: "quantity|T|1714541400|1714541400.5|1 m|S||"))
  }
}
