import Foundation

/// The app or device that saved a sample (HKSourceRevision): display name, bundle id, version.
///
/// Like `Device`, a value type whose fields live in one shared, copy-on-write storage object: copying a
/// source (and so a `SampleHeader`) is one reference count, not one per string (a health export's records
/// copy theirs several times on their way to a writer). Equality and hashing are those of the fields.
public struct Source: Sendable, Hashable, Codable {
  private struct Fields: Sendable, Hashable {
    var name: String
    var bundleIdentifier: String?
    var version: String?
    var productType: String?
    var operatingSystemVersion: String?
  }

  /// Mutated only while uniquely referenced (copy on write), so sharing it between values and threads is safe.
  private final class Storage: @unchecked Sendable {
    // Written only while uniquely referenced (`update`): no access can overlap a write, so reads skip the
    // runtime's exclusivity check.
    @exclusivity(unchecked) var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  private mutating func update(_ change: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    change(&storage.fields)
  }

  /// Display name, e.g. "Apple Watch", "Garmin Edge 810", "Strava".
  public var name: String {
    get { storage.fields.name }
    set { update { $0.name = newValue } }
  }
  /// Bundle identifier or another stable id of the producer, when known.
  public var bundleIdentifier: String? {
    get { storage.fields.bundleIdentifier }
    set { update { $0.bundleIdentifier = newValue } }
  }
  /// App build or OS version, e.g. "10.3.1".
  public var version: String? {
    get { storage.fields.version }
    set { update { $0.version = newValue } }
  }
  /// Product type (e.g. "Watch6,2"), when known.
  public var productType: String? {
    get { storage.fields.productType }
    set { update { $0.productType = newValue } }
  }
  /// Operating-system version, when known.
  public var operatingSystemVersion: String? {
    get { storage.fields.operatingSystemVersion }
    set { update { $0.operatingSystemVersion = newValue } }
  }

  /// Makes a source.
  public init(
    name: String, bundleIdentifier: String? = nil, version: String? = nil,
    productType: String? = nil, operatingSystemVersion: String? = nil
  ) {
    storage = Storage(
      Fields(
        name: name, bundleIdentifier: bundleIdentifier, version: version, productType: productType,
        operatingSystemVersion: operatingSystemVersion))
  }

  /// Field-wise equality (same storage: equal without comparing).
  public static func == (lhs: Source, rhs: Source) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// Hashes the fields.
  public func hash(into hasher: inout Hasher) {
    storage.fields.hash(into: &hasher)
  }

  // Coded as the fields were when they were stored properties (the names, in order; nil left out).
  private enum CodingKeys: String, CodingKey {
    case name, bundleIdentifier, version, productType, operatingSystemVersion
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encodeIfPresent(bundleIdentifier, forKey: .bundleIdentifier)
    try c.encodeIfPresent(version, forKey: .version)
    try c.encodeIfPresent(productType, forKey: .productType)
    try c.encodeIfPresent(operatingSystemVersion, forKey: .operatingSystemVersion)
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try c.decode(String.self, forKey: .name),
      bundleIdentifier: try c.decodeIfPresent(String.self, forKey: .bundleIdentifier),
      version: try c.decodeIfPresent(String.self, forKey: .version),
      productType: try c.decodeIfPresent(String.self, forKey: .productType),
      operatingSystemVersion: try c.decodeIfPresent(String.self, forKey: .operatingSystemVersion))
  }
}

/// The hardware that measured a sample (HKDevice).
///
/// A value type whose fields live in one shared, copy-on-write storage object: copying a device (and so a
/// `SampleHeader`) is one reference count, not one per string. Equality and hashing are those of the fields.
public struct Device: Sendable, Hashable, Codable {
  /// The fields (coded field by field in Codable.swift).
  private struct Fields: Sendable, Hashable {
    var name: String?
    var manufacturer: String?
    var model: String?
    var hardwareVersion: String?
    var firmwareVersion: String?
    var softwareVersion: String?
    var localIdentifier: String?
    var udiDeviceIdentifier: String?
    var serialNumber: String?
    var creationDate: Timestamp?
    var extra: [KeyValue]
  }

  /// Mutated only while uniquely referenced (copy on write), so sharing it between values and threads is safe.
  private final class Storage: @unchecked Sendable {
    // Written only while uniquely referenced (`update`), so no access can overlap a write: the runtime's
    // exclusivity check on every read (three per comparison of two devices, a device per health record)
    // would prove nothing.
    @exclusivity(unchecked) var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var storage: Storage

  private mutating func update(_ change: (inout Fields) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
    change(&storage.fields)
  }

  public var name: String? {
    get { storage.fields.name }
    set { update { $0.name = newValue } }
  }
  public var manufacturer: String? {
    get { storage.fields.manufacturer }
    set { update { $0.manufacturer = newValue } }
  }
  public var model: String? {
    get { storage.fields.model }
    set { update { $0.model = newValue } }
  }
  public var hardwareVersion: String? {
    get { storage.fields.hardwareVersion }
    set { update { $0.hardwareVersion = newValue } }
  }
  public var firmwareVersion: String? {
    get { storage.fields.firmwareVersion }
    set { update { $0.firmwareVersion = newValue } }
  }
  public var softwareVersion: String? {
    get { storage.fields.softwareVersion }
    set { update { $0.softwareVersion = newValue } }
  }
  /// A local identifier (e.g. a Bluetooth address), when known.
  public var localIdentifier: String? {
    get { storage.fields.localIdentifier }
    set { update { $0.localIdentifier = newValue } }
  }
  /// FDA unique device identifier, when known.
  public var udiDeviceIdentifier: String? {
    get { storage.fields.udiDeviceIdentifier }
    set { update { $0.udiDeviceIdentifier = newValue } }
  }
  /// Serial number (FIT `serial_number`, TCX `UnitId`).
  public var serialNumber: String? {
    get { storage.fields.serialNumber }
    set { update { $0.serialNumber = newValue } }
  }
  /// When the device record was created (watchOS 26 writes `creation date:` in device strings).
  public var creationDate: Timestamp? {
    get { storage.fields.creationDate }
    set { update { $0.creationDate = newValue } }
  }
  /// Any further fields a format carries for a device, in order (e.g. FIT `product` number, ANT ids).
  public var extra: [KeyValue] {
    get { storage.fields.extra }
    set { update { $0.extra = newValue } }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      yield &storage.fields.extra
    }
  }

  /// Makes a device; every field is optional.
  public init(
    name: String? = nil, manufacturer: String? = nil, model: String? = nil,
    hardwareVersion: String? = nil, firmwareVersion: String? = nil, softwareVersion: String? = nil,
    localIdentifier: String? = nil, udiDeviceIdentifier: String? = nil, serialNumber: String? = nil,
    creationDate: Timestamp? = nil, extra: [KeyValue] = []
  ) {
    storage = Storage(
      Fields(
        name: name, manufacturer: manufacturer, model: model, hardwareVersion: hardwareVersion,
        firmwareVersion: firmwareVersion, softwareVersion: softwareVersion, localIdentifier: localIdentifier,
        udiDeviceIdentifier: udiDeviceIdentifier, serialNumber: serialNumber, creationDate: creationDate,
        extra: extra))
  }

  /// Field-wise equality (same storage: equal without comparing).
  public static func == (lhs: Device, rhs: Device) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  /// Hashes the fields.
  public func hash(into hasher: inout Hasher) {
    storage.fields.hash(into: &hasher)
  }

  /// `true` when no field is set.
  public var isEmpty: Bool {
    storage.fields
      == Fields(
        name: nil, manufacturer: nil, model: nil, hardwareVersion: nil, firmwareVersion: nil,
        softwareVersion: nil,
        localIdentifier: nil, udiDeviceIdentifier: nil, serialNumber: nil, creationDate: nil, extra: [])
  }
}

/// An ordered string pair, for attributes that keep their order and spelling.
public struct KeyValue: Sendable, Hashable, Codable {
  public var key: String
  public var value: String
  /// Makes a pair.
  public init(_ key: String, _ value: String) {
    self.key = key
    self.value = value
  }
}
