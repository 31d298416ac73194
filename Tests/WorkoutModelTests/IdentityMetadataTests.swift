import Foundation
import Testing

@testable import WorkoutModel

/// Derived sample UUIDs tell apart objects that differ only in metadata (two meals logged at the same
/// minute with the same energy), and name the same object whatever the metadata's order or the time it
/// was saved.
@Suite struct IdentityMetadataTests {
  static func meal(_ food: String, metadata extra: Metadata = [:], created: Double? = nil) -> QuantitySample {
    var metadata: Metadata = ["HKFoodType": .string(food), "HKFoodMeal": .string("Lunch")]
    metadata.entries += extra.entries
    let header = SampleHeader(
      uuid: UUID(), start: Timestamp(unixSeconds: 1_498_000_000), end: Timestamp(unixSeconds: 1_498_000_000),
      source: Source(name: "Nutrino"), creationDate: created.map { Timestamp(unixSeconds: $0) },
      metadata: metadata)
    return QuantitySample(
      header: header, type: "HKQuantityTypeIdentifierDietaryEnergyConsumed",
      quantity: Quantity(690, try! QuantityUnit(parsing: "kcal")))
  }

  @Test func metadataSetsSamplesApart() {
    #expect(Identity.uuid(for: Self.meal("Black Bean Salad")) != Identity.uuid(for: Self.meal("Bagel")))
    var plain = Self.meal("Bagel")
    plain.header.metadata = Metadata()
    #expect(Identity.uuid(for: plain) != Identity.uuid(for: Self.meal("Bagel")))
    // A category sample and a correlation too.
    func category(_ note: String) -> CategorySample {
      CategorySample(
        header: SampleHeader(
          uuid: UUID(), start: Timestamp(unixSeconds: 0), end: Timestamp(unixSeconds: 60),
          metadata: ["Note": .string(note)]),
        type: "HKCategoryTypeIdentifierMindfulSession")
    }
    #expect(Identity.uuid(for: category("a")) != Identity.uuid(for: category("b")))
  }

  @Test func orderAndSaveTimeDoNotChangeTheObject() {
    let a = Self.meal("Bagel", metadata: ["HKWasUserEntered": .bool(true)], created: 1_498_000_100)
    var b = a
    b.header.metadata = Metadata(a.header.metadata.entries.reversed())
    b.header.creationDate = Timestamp(unixSeconds: 1_500_000_000)
    #expect(Identity.uuid(for: a) == Identity.uuid(for: b))
    // The in-place key is the documented string key.
    #expect(
      Identity.metadataKey(a.header.metadata) == "|HKFoodMeal=Lunch;HKFoodType=Bagel;HKWasUserEntered=1;")
  }
}
