import Foundation
import Testing
import WorkoutModel

/// `Device` keeps its fields in shared copy-on-write storage (so the health reader's headers copy cheaply):
/// it must still behave as a plain value — copies independent, equality and hashing by fields, the same JSON.
@Suite struct DeviceStorageTests {
  static let full = Device(
    name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
    firmwareVersion: "1.0", softwareVersion: "10.3.1", localIdentifier: "AA:BB", udiDeviceIdentifier: "udi",
    serialNumber: "123", creationDate: Timestamp(unixSeconds: 1_700_000_000, utcOffset: 3600),
    extra: [KeyValue("product", "7"), KeyValue("product", "8")])

  @Test func copiesAreIndependent() {
    var a = Self.full
    let b = a
    a.name = "Other"
    a.extra.append(KeyValue("x", "y"))
    #expect(b.name == "Apple Watch")
    #expect(b.extra.count == 2)
    #expect(a.name == "Other")
    #expect(a.extra.count == 3)
    #expect(a != b)
    // Every field can be set on a copy without touching the original.
    var c = b
    c.manufacturer = nil; c.model = nil; c.hardwareVersion = nil; c.firmwareVersion = nil
    c.softwareVersion = nil; c.localIdentifier = nil; c.udiDeviceIdentifier = nil; c.serialNumber = nil
    c.creationDate = nil; c.extra = []; c.name = nil
    #expect(c.isEmpty)
    #expect(c == Device())
    #expect(b == Self.full)
    #expect(!b.isEmpty)
  }

  @Test func equalityAndHashingByFields() {
    let rebuilt = Device(
      name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
      firmwareVersion: "1.0", softwareVersion: "10.3.1", localIdentifier: "AA:BB", udiDeviceIdentifier: "udi",
      serialNumber: "123", creationDate: Timestamp(unixSeconds: 1_700_000_000, utcOffset: 3600),
      extra: [KeyValue("product", "7"), KeyValue("product", "8")])
    #expect(rebuilt == Self.full)
    #expect(rebuilt.hashValue == Self.full.hashValue)
    #expect(Set([rebuilt, Self.full]).count == 1)
    var changed = rebuilt
    changed.serialNumber = "124"
    #expect(changed != Self.full)
    #expect(Set([changed, Self.full]).count == 2)
  }

  @Test func codedFormUnchanged() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(Self.full), as: UTF8.self)
    // Field by field, as written before the shared storage (keys, optional fields left out when nil).
    #expect(json.contains("\"name\":\"Apple Watch\""))
    #expect(json.contains("\"serialNumber\":\"123\""))
    #expect(json.contains("\"extra\":[[\"product\",\"7\"],[\"product\",\"8\"]]"))
    let back = try JSONDecoder().decode(Device.self, from: Data(json.utf8))
    #expect(back == Self.full)
    let empty = String(decoding: try encoder.encode(Device()), as: UTF8.self)
    #expect(!empty.contains("name"))
    #expect(try JSONDecoder().decode(Device.self, from: Data(empty.utf8)) == Device())
  }

  @Test func sharedAcrossThreads() async {
    let device = Self.full
    let names = await withTaskGroup(of: String?.self) { group in
      for i in 0..<8 {
        group.addTask {
          var d = device
          d.name = "copy \(i)"
          return d.name
        }
      }
      var all: [String?] = []
      for await n in group { all.append(n) }
      return all
    }
    #expect(Set(names.compactMap { $0 }).count == 8)
    #expect(device.name == "Apple Watch")
  }
}
