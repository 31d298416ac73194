import ByteStreams

/// A decoded FIT value: raw numbers (before scale/offset) or physical ones, strings, bytes, arrays.
package enum FITValue: Sendable, Equatable, Hashable {
  /// One integer.
  case integer(Int64)
  /// One floating-point number.
  case real(Double)
  /// One string.
  case string(String)
  /// An array of integers; `nil` elements were invalid.
  case integers([Int64?])
  /// An array of floating-point numbers; `nil` elements were invalid.
  case reals([Double?])
  /// Several strings (NUL-separated on the wire).
  case strings([String])
  /// Raw bytes (byte arrays, and fields whose size does not fit their base type).
  case bytes([UInt8])

  /// The value as one Double, when it is a single number.
  package var doubleValue: Double? {
    switch self {
    case .integer(let v): return Double(v)
    case .real(let v): return v
    default: return nil
    }
  }
}

/// Where a field value came from.
package enum FITFieldOrigin: UInt8, Sendable {
  /// Read from the message bytes.
  case read
  /// Produced by component expansion of another field.
  case expanded
  /// The timestamp reconstructed from a compressed-timestamp record header.
  case compressedTimestamp
}

/// One field of a decoded message: a trivial value (no references), payloads live in the message.
package struct FITFieldValue: Sendable, Equatable {
  /// How the value is stored.
  package enum Kind: UInt8, Sendable {
    /// A single integer (raw, before scale/offset).
    case integer
    /// A single float (raw, before scale/offset).
    case float
    /// A payload in the message: integers, floats, strings or bytes.
    case payload
  }

  /// Field number.
  package var number: UInt8
  /// Base type on the wire (or of the destination field for expanded values).
  package var baseType: FITBaseType
  /// Storage kind.
  package var kind: Kind
  /// Origin of the value.
  package var origin: FITFieldOrigin
  /// Index of the profile field in the message spec, -1 when the profile does not know it.
  package var profileFieldIndex: Int16
  /// Index of the active sub-field in the profile field, -1 when none applies.
  package var subfieldIndex: Int16
  /// physical = raw / scale - offset.
  package var scale: Double
  /// physical = raw / scale - offset.
  package var offset: Double
  @usableFromInline var bits: UInt64
  @usableFromInline var payloadIndex: Int32

  /// The raw integer of a single-integer field.
  @inlinable package var rawInteger: Int64? { kind == .integer ? Int64(bitPattern: bits) : nil }

  /// The physical value of a single-number field.
  @inlinable package var doubleValue: Double? {
    switch kind {
    case .integer: return Double(Int64(bitPattern: bits)) / scale - offset
    case .float: return Double(bitPattern: bits) / scale - offset
    case .payload: return nil
    }
  }

  @inlinable init(
    number: UInt8, baseType: FITBaseType, kind: Kind, origin: FITFieldOrigin, profileFieldIndex: Int16,
    scale: Double, offset: Double, bits: UInt64, payloadIndex: Int32 = -1
  ) {
    self.number = number
    self.baseType = baseType
    self.kind = kind
    self.origin = origin
    self.profileFieldIndex = profileFieldIndex
    self.subfieldIndex = -1
    self.scale = scale
    self.offset = offset
    self.bits = bits
    self.payloadIndex = payloadIndex
  }
}

/// A developer field's description (from `developer_data_id` + `field_description`).
package final class FITDeveloperFieldDescription: Sendable {
  /// developer_data_index.
  package let developerDataIndex: UInt8
  /// field_definition_number.
  package let fieldNumber: UInt8
  /// Base type of the values.
  package let baseType: FITBaseType
  /// field_name.
  package let name: String
  /// units.
  package let units: String
  /// scale (1 when absent).
  package let scale: Double
  /// offset (0 when absent).
  package let offset: Double
  /// native_mesg_num, when the field mirrors a native field.
  package let nativeMessageNumber: UInt16?
  /// native_field_num, when the field mirrors a native field.
  package let nativeFieldNumber: UInt8?
  /// application_id of the developer (16 bytes), when known.
  package let applicationID: [UInt8]?
  /// application_version, when known.
  package let applicationVersion: UInt32?
  /// manufacturer_id, when known.
  package let manufacturerID: UInt16?
  /// Running index of the field_description message in the file (the SDK's `key`).
  package let key: Int

  /// Creates a description.
  package init(
    developerDataIndex: UInt8, fieldNumber: UInt8, baseType: FITBaseType, name: String, units: String,
    scale: Double = 1, offset: Double = 0, nativeMessageNumber: UInt16? = nil,
    nativeFieldNumber: UInt8? = nil,
    applicationID: [UInt8]? = nil, applicationVersion: UInt32? = nil, manufacturerID: UInt16? = nil,
    key: Int = 0
  ) {
    self.developerDataIndex = developerDataIndex
    self.fieldNumber = fieldNumber
    self.baseType = baseType
    self.name = name
    self.units = units
    self.scale = scale == 0 ? 1 : scale
    self.offset = offset
    self.nativeMessageNumber = nativeMessageNumber
    self.nativeFieldNumber = nativeFieldNumber
    self.applicationID = applicationID
    self.applicationVersion = applicationVersion
    self.manufacturerID = manufacturerID
    self.key = key
  }
}

/// One developer field value of a decoded message.
package struct FITDeveloperFieldValue: Sendable {
  /// developer_data_index.
  package var developerDataIndex: UInt8
  /// field_definition_number.
  package var fieldNumber: UInt8
  /// The description, nil when none had arrived yet (then `value` is `.bytes`; resolve later with
  /// `FITDeveloperFieldValue.decode(_:description:bigEndian:)`).
  package var description: FITDeveloperFieldDescription?
  /// The raw value (before scale/offset).
  package var value: FITValue
  /// Whether the defining message was big-endian (needed to re-read `.bytes` later).
  package var isBigEndian: Bool

  /// The physical value (scale/offset applied) for numbers.
  package var physicalValue: FITValue {
    guard let d = description, d.scale != 1 || d.offset != 0 else { return value }
    switch value {
    case .integer(let v): return .real(Double(v) / d.scale - d.offset)
    case .real(let v): return .real(v / d.scale - d.offset)
    case .integers(let vs): return .reals(vs.map { $0.map { Double($0) / d.scale - d.offset } })
    case .reals(let vs): return .reals(vs.map { $0.map { $0 / d.scale - d.offset } })
    default: return value
    }
  }

  /// Re-reads raw bytes with a description (for values that arrived before their description).
  package static func decode(_ bytes: [UInt8], baseType: FITBaseType, bigEndian: Bool) -> FITValue? {
    ByteView.withBytes(of: bytes) {
      FITValueReader.readValue($0, at: 0, size: $0.count, baseType: baseType, bigEndian: bigEndian)
    }
  }
}

/// A decoded data message. The decoder reuses one instance: copy it (or what you need) if you keep it.
package struct FITMessage: Sendable {
  /// Global message number.
  package internal(set) var globalNumber: UInt16 = 0
  /// Local message type of the record header.
  package internal(set) var localNumber: UInt8 = 0
  /// Index of the data message in the file (0-based, across chained parts).
  package internal(set) var index: Int = 0
  /// Byte offset of the record header in the input.
  package internal(set) var byteOffset: Int = 0
  /// Index of the chained file part (0 for the first).
  package internal(set) var fileIndex: Int = 0
  /// Fields in definition order, then expanded fields.
  package internal(set) var fields: [FITFieldValue] = []
  /// Developer fields in definition order.
  package internal(set) var developerFields: [FITDeveloperFieldValue] = []
  @usableFromInline var payloads: [FITValue] = []
  @usableFromInline var specIndex: Int = -1

  /// Creates an empty message of a global number (for building messages to encode).
  package init(globalNumber: UInt16) {
    self.globalNumber = globalNumber
    self.specIndex = FITProfile.messageIndexByNumber[globalNumber] ?? -1
  }

  init() {}

  /// The profile description of this message, if the profile knows it.
  package var spec: FITMessageSpec? { specIndex >= 0 ? FITProfile.messages[specIndex] : nil }

  /// Profile name, or "unknown_<number>".
  package var name: String { spec?.name ?? "unknown_\(globalNumber)" }

  /// The first field with a number.
  @inlinable package func field(_ number: UInt8) -> FITFieldValue? {
    for f in fields where f.number == number { return f }
    return nil
  }

  /// The physical value (scale/offset applied) of a single-number field.
  @inlinable package func double(_ number: UInt8) -> Double? {
    for f in fields where f.number == number { return f.doubleValue }
    return nil
  }

  /// The raw integer of a single-integer field (enums, counters, date_time).
  @inlinable package func integer(_ number: UInt8) -> Int64? {
    for f in fields where f.number == number { return f.rawInteger }
    return nil
  }

  /// The string of a string field (the first string of a list).
  package func string(_ number: UInt8) -> String? {
    guard let f = field(number), f.kind == .payload else { return nil }
    switch payloads[Int(f.payloadIndex)] {
    case .string(let s): return s
    case .strings(let s): return s.first
    default: return nil
    }
  }

  /// The raw value of a field (before scale/offset).
  package func rawValue(of field: FITFieldValue) -> FITValue {
    switch field.kind {
    case .integer: return .integer(Int64(bitPattern: field.bits))
    case .float: return .real(Double(bitPattern: field.bits))
    case .payload: return payloads[Int(field.payloadIndex)]
    }
  }

  /// The physical value of a field (scale/offset applied to numbers).
  package func value(of field: FITFieldValue) -> FITValue {
    let scale = field.scale
    let offset = field.offset
    let identity = scale == 1 && offset == 0
    switch field.kind {
    case .integer: return identity ? .integer(Int64(bitPattern: field.bits)) : .real(field.doubleValue!)
    case .float: return .real(field.doubleValue!)
    case .payload:
      let p = payloads[Int(field.payloadIndex)]
      if identity { return p }
      switch p {
      case .integers(let vs): return .reals(vs.map { $0.map { Double($0) / scale - offset } })
      case .reals(let vs): return .reals(vs.map { $0.map { $0 / scale - offset } })
      default: return p
      }
    }
  }

  /// The physical value of the field with a number.
  package func value(_ number: UInt8) -> FITValue? { field(number).map { value(of: $0) } }

  /// The profile field of a field value, if any.
  package func fieldSpec(of field: FITFieldValue) -> FITFieldSpec? {
    guard field.profileFieldIndex >= 0, let spec else { return nil }
    return spec.fields[Int(field.profileFieldIndex)]
  }

  /// The active sub-field of a field value, if any.
  package func subfieldSpec(of field: FITFieldValue) -> FITSubfieldSpec? {
    guard field.subfieldIndex >= 0, let f = fieldSpec(of: field) else { return nil }
    return f.subfields[Int(field.subfieldIndex)]
  }

  /// Name of a field: the active sub-field's, the profile's, or "unknown_<number>".
  package func name(of field: FITFieldValue) -> String {
    if let s = subfieldSpec(of: field) { return s.name }
    if field.number == 253 && field.profileFieldIndex < 0 { return "timestamp" }
    return fieldSpec(of: field)?.name ?? "unknown_\(field.number)"
  }

  /// Units of a field ("" when none or unknown).
  package func units(of field: FITFieldValue) -> String {
    if let s = subfieldSpec(of: field) { return s.units }
    return fieldSpec(of: field)?.units ?? ""
  }

  /// Profile type name of a field ("sport", "date_time", …), nil when unknown.
  package func typeName(of field: FITFieldValue) -> String? {
    if let s = subfieldSpec(of: field) { return s.type }
    if field.number == 253 { return "date_time" }
    return fieldSpec(of: field)?.type
  }

  /// The field with a profile (or active sub-field) name.
  package func field(named name: String) -> FITFieldValue? {
    fields.first { self.name(of: $0) == name || fieldSpec(of: $0)?.name == name }
  }

  /// The physical value of the field with a profile (or sub-field) name.
  package func value(named name: String) -> FITValue? { field(named: name).map { value(of: $0) } }

  /// The name of an enum value (e.g. "running" for sport 1), when the field's type names it.
  package func enumName(of field: FITFieldValue) -> String? {
    guard let raw = field.rawInteger, let type = typeName(of: field) else { return nil }
    return FITProfile.valueName(ofType: type, raw)
  }

  /// The first developer field with a name.
  package func developerField(named name: String) -> FITDeveloperFieldValue? {
    developerFields.first { $0.description?.name == name }
  }

  // MARK: building (decoder and encoder)

  @usableFromInline mutating func reset(global: UInt16, local: UInt8, specIndex: Int) {
    globalNumber = global
    localNumber = local
    self.specIndex = specIndex
    fields.removeAll(keepingCapacity: true)
    if !developerFields.isEmpty { developerFields.removeAll(keepingCapacity: true) }
    if !payloads.isEmpty { payloads.removeAll(keepingCapacity: true) }
  }

  mutating func appendPayload(_ value: FITValue) -> Int32 {
    payloads.append(value)
    return Int32(payloads.count - 1)
  }

  /// Sets a field from a raw value (before scale/offset), replacing any field with the same number.
  package mutating func setRaw(_ number: UInt8, _ value: FITValue, baseType: FITBaseType? = nil) {
    let specField = spec?.field(number: number)
    let index = specField.flatMap { _ in spec!.fieldIndexByNumber[Int(number)] } ?? -1
    let base = baseType ?? specField?.baseType ?? FITValueReader.defaultBaseType(for: value)
    var f = FITFieldValue(
      number: number, baseType: base, kind: .integer, origin: .read, profileFieldIndex: index,
      scale: specField?.scale ?? 1, offset: specField?.offset ?? 0, bits: 0)
    switch value {
    case .integer(let v): f.bits = UInt64(bitPattern: v)
    case .real(let v):
      f.kind = .float
      f.bits = v.bitPattern
    default:
      f.kind = .payload
      f.payloadIndex = appendPayload(value)
    }
    if let i = fields.firstIndex(where: { $0.number == number }) { fields[i] = f } else { fields.append(f) }
  }

  /// Sets a field from a physical value (scale/offset of the profile applied in reverse, rounded).
  /// A value that is not finite, or whose raw value does not fit the field's base type (a negative
  /// duration in a uint32), removes the field (it reads back as invalid) instead of trapping or wrapping.
  package mutating func set(_ number: UInt8, _ value: Double) {
    let specField = spec?.field(number: number)
    let base = specField?.baseType ?? .float64
    let physical = (value + (specField?.offset ?? 0)) * (specField?.scale ?? 1)
    guard physical.isFinite else { return removeField(number) }
    if base.isFloat {
      setRaw(number, .real(physical), baseType: base)
    } else {
      guard let raw = Int64(exactly: physical.rounded()), Self.fits(raw, base) else {
        return removeField(number)
      }
      setRaw(number, .integer(raw), baseType: base)
    }
  }

  /// Whether `raw` is a valid (not the invalid marker) value of an integer base type.
  static func fits(_ raw: Int64, _ base: FITBaseType) -> Bool {
    let bits = base.size * 8
    guard bits < 64 else { return base.isSigned || raw >= 0 }
    let range: ClosedRange<Int64> =
      base.isSigned ? -(1 << (bits - 1))...((1 << (bits - 1)) - 1) : 0...((1 << bits) - 1)
    return range.contains(raw) && UInt64(bitPattern: raw) & ((1 << bits) - 1) != base.invalidBits
  }

  /// Sets a string field.
  package mutating func set(_ number: UInt8, _ value: String) {
    setRaw(number, .string(value), baseType: .string)
  }

  /// Removes every field with a number.
  package mutating func removeField(_ number: UInt8) { fields.removeAll { $0.number == number } }

  /// Appends a developer field value.
  package mutating func appendDeveloperField(_ value: FITDeveloperFieldValue) {
    developerFields.append(value)
  }
}
