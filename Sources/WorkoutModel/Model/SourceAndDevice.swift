import FoundationEssentials

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

  private var storage: CopyOnWrite<Fields>

  /// Whether both are one shared value (one pointer comparison; readers share one value per source).
  package func isIdentical(to other: Source) -> Bool { storage.isIdentical(to: other.storage) }

  /// Display name, e.g. "Apple Watch", "Garmin Edge 810", "Strava".
  public var name: String {
    get { storage.value.name }
    set { storage.value.name = newValue }
  }
  /// Bundle identifier or another stable id of the producer, when known.
  public var bundleIdentifier: String? {
    get { storage.value.bundleIdentifier }
    set { storage.value.bundleIdentifier = newValue }
  }
  /// App build or OS version, e.g. "10.3.1".
  public var version: String? {
    get { storage.value.version }
    set { storage.value.version = newValue }
  }
  /// Product type (e.g. "Watch6,2"), when known.
  public var productType: String? {
    get { storage.value.productType }
    set { storage.value.productType = newValue }
  }
  /// Operating-system version, when known.
  public var operatingSystemVersion: String? {
    get { storage.value.operatingSystemVersion }
    set { storage.value.operatingSystemVersion = newValue }
  }

  /// Makes a source.
  public init(
    name: String, bundleIdentifier: String? = nil, version: String? = nil,
    productType: String? = nil, operatingSystemVersion: String? = nil
  ) {
    storage = CopyOnWrite(
      Fields(
        name: name, bundleIdentifier: bundleIdentifier, version: version, productType: productType,
        operatingSystemVersion: operatingSystemVersion))
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

  private var storage: CopyOnWrite<Fields>

  /// Whether both are one shared value (one pointer comparison; readers share one value per device).
  package func isIdentical(to other: Device) -> Bool { storage.isIdentical(to: other.storage) }

  public var name: String? {
    get { storage.value.name }
    set { storage.value.name = newValue }
  }
  public var manufacturer: String? {
    get { storage.value.manufacturer }
    set { storage.value.manufacturer = newValue }
  }
  public var model: String? {
    get { storage.value.model }
    set { storage.value.model = newValue }
  }
  public var hardwareVersion: String? {
    get { storage.value.hardwareVersion }
    set { storage.value.hardwareVersion = newValue }
  }
  public var firmwareVersion: String? {
    get { storage.value.firmwareVersion }
    set { storage.value.firmwareVersion = newValue }
  }
  public var softwareVersion: String? {
    get { storage.value.softwareVersion }
    set { storage.value.softwareVersion = newValue }
  }
  /// A local identifier (e.g. a Bluetooth address), when known.
  public var localIdentifier: String? {
    get { storage.value.localIdentifier }
    set { storage.value.localIdentifier = newValue }
  }
  /// FDA unique device identifier, when known.
  public var udiDeviceIdentifier: String? {
    get { storage.value.udiDeviceIdentifier }
    set { storage.value.udiDeviceIdentifier = newValue }
  }
  /// Serial number (FIT `serial_number`, TCX `UnitId`).
  public var serialNumber: String? {
    get { storage.value.serialNumber }
    set { storage.value.serialNumber = newValue }
  }
  /// When the device record was created (watchOS 26 writes `creation date:` in device strings).
  public var creationDate: Timestamp? {
    get { storage.value.creationDate }
    set { storage.value.creationDate = newValue }
  }
  /// Any further fields a format carries for a device, in order (e.g. FIT `product` number, ANT ids).
  public var extra: [KeyValue] {
    get { storage.value.extra }
    set { storage.value.extra = newValue }
    _modify { yield &storage.value.extra }
  }

  /// Makes a device; every field is optional.
  public init(
    name: String? = nil, manufacturer: String? = nil, model: String? = nil,
    hardwareVersion: String? = nil, firmwareVersion: String? = nil, softwareVersion: String? = nil,
    localIdentifier: String? = nil, udiDeviceIdentifier: String? = nil, serialNumber: String? = nil,
    creationDate: Timestamp? = nil, extra: [KeyValue] = []
  ) {
    storage = CopyOnWrite(
      Fields(
        name: name, manufacturer: manufacturer, model: model, hardwareVersion: hardwareVersion,
        firmwareVersion: firmwareVersion, softwareVersion: softwareVersion, localIdentifier: localIdentifier,
        udiDeviceIdentifier: udiDeviceIdentifier, serialNumber: serialNumber, creationDate: creationDate,
        extra: extra))
  }

  /// `true` when no field is set.
  public var isEmpty: Bool {
    storage.value
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

/// A value kept in one shared storage object and copied only when written while shared (copy on write):
/// copying the holder is one reference count, whatever the value holds (`Source`, `Device`). Equality and
/// hashing are the value's; equal storage is equal without comparing.
struct CopyOnWrite<Value: Sendable & Hashable>: Sendable, Hashable {
  /// Written only while uniquely referenced, so sharing it between values and threads is safe.
  private final class Box: @unchecked Sendable {
    // No access can overlap a write (writes happen only while this box is uniquely referenced): the
    // runtime's exclusivity check on every read (three per comparison of two devices, a device and a source
    // per health record) would prove nothing.
    @exclusivity(unchecked) var value: Value
    init(_ value: Value) { self.value = value }
  }

  private var box: Box

  init(_ value: Value) { box = Box(value) }

  /// The value; a write copies it first when the storage is shared.
  var value: Value {
    get { box.value }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
      yield &box.value
    }
  }

  static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
    lhs.box === rhs.box || lhs.box.value == rhs.box.value
  }

  /// Whether both share one storage object (then they are equal; unequal storage may still be equal).
  func isIdentical(to other: CopyOnWrite) -> Bool { box === other.box }

  func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
