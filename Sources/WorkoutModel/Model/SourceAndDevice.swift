import Foundation

/// The app or device that saved a sample (HKSourceRevision): display name, bundle id, version.
public struct Source: Sendable, Hashable, Codable {
  /// Display name, e.g. "Apple Watch", "Garmin Edge 810", "Strava".
  public var name: String
  /// Bundle identifier or another stable id of the producer, when known.
  public var bundleIdentifier: String?
  /// App build or OS version, e.g. "10.3.1".
  public var version: String?
  /// Product type (e.g. "Watch6,2"), when known.
  public var productType: String?
  /// Operating-system version, when known.
  public var operatingSystemVersion: String?

  /// Makes a source.
  public init(
    name: String, bundleIdentifier: String? = nil, version: String? = nil,
    productType: String? = nil, operatingSystemVersion: String? = nil
  ) {
    self.name = name
    self.bundleIdentifier = bundleIdentifier
    self.version = version
    self.productType = productType
    self.operatingSystemVersion = operatingSystemVersion
  }
}

/// The hardware that measured a sample (HKDevice).
public struct Device: Sendable, Hashable, Codable {
  public var name: String?
  public var manufacturer: String?
  public var model: String?
  public var hardwareVersion: String?
  public var firmwareVersion: String?
  public var softwareVersion: String?
  /// A local identifier (e.g. a Bluetooth address), when known.
  public var localIdentifier: String?
  /// FDA unique device identifier, when known.
  public var udiDeviceIdentifier: String?
  /// Serial number (FIT `serial_number`, TCX `UnitId`).
  public var serialNumber: String?
  /// When the device record was created (watchOS 26 writes `creation date:` in device strings).
  public var creationDate: Timestamp?
  /// Any further fields a format carries for a device, in order (e.g. FIT `product` number, ANT ids).
  public var extra: [KeyValue]

  /// Makes a device; every field is optional.
  public init(
    name: String? = nil, manufacturer: String? = nil, model: String? = nil,
    hardwareVersion: String? = nil, firmwareVersion: String? = nil, softwareVersion: String? = nil,
    localIdentifier: String? = nil, udiDeviceIdentifier: String? = nil, serialNumber: String? = nil,
    creationDate: Timestamp? = nil, extra: [KeyValue] = []
  ) {
    self.name = name
    self.manufacturer = manufacturer
    self.model = model
    self.hardwareVersion = hardwareVersion
    self.firmwareVersion = firmwareVersion
    self.softwareVersion = softwareVersion
    self.localIdentifier = localIdentifier
    self.udiDeviceIdentifier = udiDeviceIdentifier
    self.serialNumber = serialNumber
    self.creationDate = creationDate
    self.extra = extra
  }

  /// `true` when no field is set.
  public var isEmpty: Bool { self == Device() }
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
