import FormatKit
import FoundationEssentials
import WorkoutModel

/// The device a written FIT activity names in `file_id` and in its creator `device_info` (device_index 0):
/// the one `--option fit.device=…` asks for, else the source device when FIT can name it.
///
/// - `fit.device=NAME`: a device of `Formats/fit/devices.tsv` (`edge-530`, `fenix-7`, `forerunner-955`…).
/// - `fit.device=MANUFACTURER:PRODUCT[:SERIAL]`: MANUFACTURER a name of the profile's `manufacturer` enum
///   or a number; PRODUCT a name of its `garmin_product` enum (Garmin) or a number; SERIAL a number.
/// - Default: the source device. Its manufacturer by enum name ("Garmin" → garmin, "manufacturer 32"
///   as FIT read it → 32); its product by number (a FIT source's `product`), else by name, matched with
///   case, spaces and "Forerunner"/"fr" ignored against the named devices' own names, then the
///   `garmin_product` names (an Apple Health device "Forerunner 955" → fr955; a device known only by
///   product name is taken as Garmin's when its manufacturer is unknown or Garmin).
///   A manufacturer FIT has no value for (Apple) is written as `development` with the device's name as
///   `product_name`, and said in a warning.
struct FITDeviceIdentity: Sendable, Equatable {
  var manufacturer: UInt16
  var product: UInt16?
  var serialNumber: UInt32?
  var productName: String?
  var softwareVersion: Double?
  /// Asked for by `--option fit.device` (rather than taken from the source).
  var isRequested = false

  static let optionKey = "fit.device"
  /// `fit.device=NAME|MANUFACTURER:PRODUCT[:SERIAL]`: the device the written file names.
  package static let option = FormatOption(
    optionKey, .text("NAME or MANUFACTURER:PRODUCT[:SERIAL]"),
    help: "the device a written FIT file names (edge-530, fenix-7…, or garmin:edge_530:3999999999)")
  static let garmin: UInt16 = 1
  static let development: UInt16 = 255

  // MARK: the option

  /// Parses a device name or MANUFACTURER:PRODUCT[:SERIAL]; a usage error names the choices.
  static func parse(_ text: String) throws -> FITDeviceIdentity {
    let trimmed = text.trimmingWhitespace()
    if let named = FITNamedDevice.table.first(where: {
      $0.name.lowercased() == trimmed.lowercased()
    }) {
      return FITDeviceIdentity(
        manufacturer: named.manufacturer, product: named.product, productName: named.productName,
        isRequested: true)
    }
    let names = FITNamedDevice.table.map(\.name)
    func usage(_ what: String) -> ConversionError {
      let close = NameSuggestions.closest(to: trimmed, among: names)
      return ConversionError(
        .usage,
        "--option \(optionKey): \(what); names: \(names.joined(separator: ", ")); or MANUFACTURER:PRODUCT[:SERIAL] (e.g. garmin:edge_530:3999999999, wahoo_fitness:31)",
        hint: close.isEmpty ? nil : "did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?")
    }
    let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2 || parts.count == 3 else { throw usage("unknown device '\(trimmed)'") }
    guard let manufacturer = manufacturerValue(parts[0]) else {
      throw usage("unknown manufacturer '\(parts[0])' (not in the FIT profile's manufacturer list)")
    }
    let product: UInt16
    if let n = UInt16(parts[1]) {
      product = n
    } else if manufacturer == garmin, let v = garminProducts?.value(named: parts[1].lowercased()) {
      product = UInt16(v)
    } else {
      throw usage("unknown product '\(parts[1])' (a number, or a garmin_product name for garmin)")
    }
    var serial: UInt32?
    if parts.count == 3 {
      guard let s = UInt32(parts[2]), s != 0 else {
        throw usage("the serial number '\(parts[2])' is not 1…4294967295")
      }
      serial = s
    }
    let productName =
      manufacturer == garmin
      ? FITNamedDevice.table.first { $0.manufacturer == garmin && $0.product == product }?.productName : nil
    return FITDeviceIdentity(
      manufacturer: manufacturer, product: product, serialNumber: serial, productName: productName,
      isRequested: true)
  }

  // MARK: the source device

  /// The identity of the source device, `nil` when there is none.
  static func of(_ device: Device?, source: Source?) -> FITDeviceIdentity? {
    guard let device else { return nil }
    var manufacturer = device.manufacturer.flatMap(manufacturerValue)
    var product = device.model.flatMap { UInt16($0) }
    var productName = device.name ?? device.model.flatMap { UInt16($0) == nil ? $0 : nil }
    let garminOrUnknown = manufacturer == nil || manufacturer == garmin
    if product == nil, garminOrUnknown {
      for name in [device.name, device.model].compactMap({ $0 }) {
        if let match = garminProduct(named: name) {
          product = match.product
          productName = productName ?? match.productName
          manufacturer = garmin
          break
        }
      }
    }
    guard manufacturer != nil || product != nil || productName != nil else { return nil }
    return FITDeviceIdentity(
      manufacturer: manufacturer ?? development, product: product,
      serialNumber: device.serialNumber.flatMap { UInt32($0) }.flatMap { $0 == 0 ? nil : $0 },
      productName: productName,
      softwareVersion: (device.softwareVersion ?? source?.version).flatMap(Double.init))
  }

  /// A manufacturer by enum name (any case, spaces as underscores), number, or "manufacturer N".
  static func manufacturerValue(_ text: String) -> UInt16? {
    var t = text.trimmingWhitespace().lowercased()
    if t.hasPrefix("manufacturer ") { t = String(t.dropFirst("manufacturer ".count)) }
    if let n = UInt16(t) { return n }
    let name = t.replacing(" ", with: "_").replacing("-", with: "_")
    return FITProfile.type(named: "manufacturer")?.value(named: name).flatMap { UInt16(exactly: $0) }
  }

  static var garminProducts: FITTypeSpec? { FITProfile.type(named: "garmin_product") }

  /// Lowercased letters and digits only, "forerunner" as "fr": "Forerunner 955" and "fr955" match.
  static func normalized(_ name: String) -> String {
    let t = name.lowercased().replacing("forerunner", with: "fr")
    return String(t.unicodeScalars.filter(isAlphanumeric).map(Character.init))
  }

  /// Foundation's `.alphanumerics`: Unicode's letters, marks and numbers.
  private static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
      .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
      return true
    default: return false
    }
  }

  /// A Garmin product by its name: the named devices' own names first, then `garmin_product` names.
  static func garminProduct(named name: String) -> (product: UInt16, productName: String?)? {
    let key = normalized(name)
    guard !key.isEmpty else { return nil }
    if let d = FITNamedDevice.table.first(where: {
      $0.manufacturer == garmin && (normalized($0.productName) == key || normalized($0.name) == key)
    }) {
      return (d.product, d.productName)
    }
    guard let spec = garminProducts else { return nil }
    for (value, n) in zip(spec.values, spec.names) where normalized(n) == key {
      return UInt16(exactly: value).map { ($0, nil) }
    }
    return nil
  }

  // MARK: messages

  /// `file_id` of a file of `type` (4 activity, 6 course) created at `created` (FIT seconds).
  func fileID(type: Int, created: Int64) -> FITMessage {
    typealias FileID = FITFieldNumber.FileId
    var m = FITMessage(globalNumber: FITMessageNumber.fileId)
    m.set(FileID.type, Double(type))
    m.set(FileID.manufacturer, Double(manufacturer))
    if let product { m.set(FileID.product, Double(product)) }
    if let serialNumber { m.set(FileID.serialNumber, Double(serialNumber)) }
    m.set(FileID.timeCreated, Double(created))
    if let productName { m.set(FileID.productName, productName) }
    return m
  }

  /// The creator's `device_info` (device_index 0) at `timestamp` (FIT seconds).
  func creatorDeviceInfo(timestamp: Int64) -> FITMessage {
    typealias Fields = FITFieldNumber.DeviceInfo
    var m = FITMessage(globalNumber: FITMessageNumber.deviceInfo)
    m.set(FITFieldNumber.timestamp, Double(timestamp))
    m.set(Fields.deviceIndex, 0)
    m.set(Fields.manufacturer, Double(manufacturer))
    if let serialNumber { m.set(Fields.serialNumber, Double(serialNumber)) }
    if let product { m.set(Fields.product, Double(product)) }
    if let softwareVersion { m.set(Fields.softwareVersion, softwareVersion) }
    if let productName { m.set(Fields.productName, productName) }
    return m
  }

  /// Whether `m` is a creator `device_info` (device_index 0).
  static func isCreatorDeviceInfo(_ m: FITMessage) -> Bool {
    m.globalNumber == FITMessageNumber.deviceInfo && m.integer(FITFieldNumber.DeviceInfo.deviceIndex) == 0
  }
}

extension FITActivityEncoder {
  /// The device written: the requested one, else the source's, else `development` (said in a warning
  /// when the source names a device FIT cannot name).
  func deviceIdentity() -> FITDeviceIdentity {
    if let requestedDevice { return requestedDevice }
    let device = workout.header.device
    let identity =
      FITDeviceIdentity.of(device, source: workout.header.source)
      ?? FITDeviceIdentity(manufacturer: FITDeviceIdentity.development)
    if identity.manufacturer == FITDeviceIdentity.development, let device,
      let named = device.manufacturer ?? device.name
    {
      context?.warn(
        .fitDeviceUnknownToFIT(device: named, option: FITDeviceIdentity.optionKey),
        at: nil)
    }
    return identity
  }

  /// Whether the workout was read from a FIT file: FIT messages kept with it, `FIT.` metadata, or a
  /// device whose model is FIT's product number.
  var isFITSource: Bool {
    !opaque.isEmpty || workout.header.metadata.entries.contains { $0.key.hasPrefix("FIT.") }
      || workout.header.device?.model.flatMap { UInt16($0) } != nil
  }

  /// Writes the creator `device_info` (device_index 0) for a source that is not FIT (a FIT source's
  /// device_info messages travel as kept FIT messages); a requested device replaces the source's.
  mutating func writeCreatorDeviceInfo(_ identity: FITDeviceIdentity, at timestamp: Int64) {
    if identity.isRequested {
      opaque.removeAll(where: FITDeviceIdentity.isCreatorDeviceInfo)
    } else if isFITSource
      || (identity.product == nil && identity.productName == nil && identity.serialNumber == nil)
    {
      return  // a FIT source's device_info messages travel as they were (none added); or nothing known to say
    }
    encoder.write(identity.creatorDeviceInfo(timestamp: timestamp))
  }
}
