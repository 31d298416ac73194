import ByteStreams
import FoundationEssentials

/// The FIT profile (messages, fields, types) generated from `Formats/fit/profile.json`.
package enum FITProfile {
  /// Message index in `messages` by global message number (built once).
  static let messageIndexByNumber: [UInt16: Int] = {
    var map: [UInt16: Int] = [:]
    for (i, m) in messages.enumerated() { map[m.number] = i }
    return map
  }()

  static let messageIndexByName: [String: Int] = {
    var map: [String: Int] = [:]
    for (i, m) in messages.enumerated() { map[m.name] = i }
    return map
  }()

  /// Each type's line of `typeTable` by type name, found without parsing the values (a conversion needs
  /// a handful of types; parsing all of them took ≈ 8 ms of every run).
  static let typeLines: [Substring: Substring] = {
    var map: [Substring: Substring] = [:]
    for line in lines(typeTable) {
      let fields = line.utf8.split(
        separator: UInt8(ascii: "\t"), maxSplits: 2, omittingEmptySubsequences: false)
      if fields.count > 1 { map[Substring(fields[1])] = line }
    }
    return map
  }()

  /// Types parsed so far by `type(named:)`.
  private static let typeCache = FITTypeCache()

  /// The message with a global number, if the profile knows it.
  package static func message(number: UInt16) -> FITMessageSpec? {
    messageIndexByNumber[number].map { messages[$0] }
  }

  /// The message with a profile name ("record"), if any.
  package static func message(named name: String) -> FITMessageSpec? {
    messageIndexByName[name].map { messages[$0] }
  }

  /// The profile type with a name ("sport"), if any.
  package static func type(named name: String) -> FITTypeSpec? {
    typeCache.type(named: name) { typeLines[Substring(name)].map { parseType($0) } }
  }

  /// The name of a value of a profile type, e.g. `valueName(ofType: "sport", 1)` is "running".
  package static func valueName(ofType typeName: String, _ value: Int64) -> String? {
    type(named: typeName)?.name(for: value)
  }
}

/// The profile types `FITProfile.type(named:)` has parsed, shared by every thread.
final class FITTypeCache: @unchecked Sendable {
  private let lock = ThreadLock()
  private var parsed: [String: FITTypeSpec?] = [:]

  func type(named name: String, parse: () -> FITTypeSpec?) -> FITTypeSpec? {
    lock.lock()
    defer { lock.unlock() }
    if let known = parsed[name] { return known }
    let type = parse()
    parsed[name] = type
    return type
  }
}

/// One message of the profile.
package struct FITMessageSpec: Sendable {
  /// Global message number.
  package let number: UInt16
  /// Profile name, e.g. "record".
  package let name: String
  /// Fields in profile order.
  package let fields: [FITFieldSpec]
  /// Index in `fields` per field number (-1 when unknown), 256 entries.
  let fieldIndexByNumber: [Int16]

  /// Creates a message spec (used by the generated profile).
  package init(number: UInt16, name: String, fields: [FITFieldSpec]) {
    self.number = number
    self.name = name
    self.fields = fields
    var index = [Int16](repeating: -1, count: 256)
    for (i, f) in fields.enumerated() { index[Int(f.number)] = Int16(i) }
    fieldIndexByNumber = index
  }

  /// The field with a field number, if the profile knows it.
  package func field(number: UInt8) -> FITFieldSpec? {
    let i = fieldIndexByNumber[Int(number)]
    return i < 0 ? nil : fields[Int(i)]
  }

  /// The field with a name, if any.
  package func field(named name: String) -> FITFieldSpec? { fields.first { $0.name == name } }
}

/// One field of a profile message.
package struct FITFieldSpec: Sendable {
  /// Field number within the message.
  package let number: UInt8
  /// Profile name, e.g. "heart_rate".
  package let name: String
  /// Profile type name ("uint8", "sport", "date_time", …).
  package let type: String
  /// Base type on the wire.
  package let baseType: FITBaseType
  /// Whether the profile declares the field an array.
  package let isArray: Bool
  /// value = raw / scale - offset.
  package let scale: Double
  /// value = raw / scale - offset.
  package let offset: Double
  /// Units after scaling ("m", "bpm", …), empty when none.
  package let units: String
  /// Whether the field is an accumulated counter.
  package let accumulate: Bool
  /// Components the raw bits expand into.
  package let components: [FITComponentSpec]
  /// Alternative interpretations selected by reference fields.
  package let subfields: [FITSubfieldSpec]

  /// Creates a field spec (used by the generated profile).
  package init(
    number: UInt8, name: String, type: String, baseType: FITBaseType, isArray: Bool, scale: Double,
    offset: Double, units: String, accumulate: Bool, components: [FITComponentSpec],
    subfields: [FITSubfieldSpec]
  ) {
    self.number = number
    self.name = name
    self.type = type
    self.baseType = baseType
    self.isArray = isArray
    self.scale = scale
    self.offset = offset
    self.units = units
    self.accumulate = accumulate
    self.components = components
    self.subfields = subfields
  }
}

/// One component of a field: a bit range expanded into a destination field.
package struct FITComponentSpec: Sendable {
  /// Destination field number in the same message.
  package let fieldNumber: UInt8
  /// Number of bits taken from the source value.
  package let bits: UInt8
  /// value = bits / scale - offset.
  package let scale: Double
  /// value = bits / scale - offset.
  package let offset: Double
  /// Units of the component value.
  package let units: String
  /// Whether the destination accumulates (rolling counter).
  package let accumulate: Bool

  /// Creates a component spec (used by the generated profile).
  package init(
    fieldNumber: UInt8, bits: UInt8, scale: Double, offset: Double, units: String, accumulate: Bool
  ) {
    self.fieldNumber = fieldNumber
    self.bits = bits
    self.scale = scale
    self.offset = offset
    self.units = units
    self.accumulate = accumulate
  }
}

/// A sub-field: the parent field re-read under another name when a reference field has a given value.
package struct FITSubfieldSpec: Sendable {
  /// Sub-field name, e.g. "timer_trigger".
  package let name: String
  /// Profile type name.
  package let type: String
  /// Base type (the parent's on the wire).
  package let baseType: FITBaseType
  /// value = raw / scale - offset.
  package let scale: Double
  /// value = raw / scale - offset.
  package let offset: Double
  /// Units after scaling.
  package let units: String
  /// Components of the sub-field.
  package let components: [FITComponentSpec]
  /// The sub-field applies when any of these reference fields has its value.
  package let references: [FITSubfieldReference]

  /// Creates a sub-field spec (used by the generated profile).
  package init(
    name: String, type: String, baseType: FITBaseType, scale: Double, offset: Double, units: String,
    components: [FITComponentSpec], references: [FITSubfieldReference]
  ) {
    self.name = name
    self.type = type
    self.baseType = baseType
    self.scale = scale
    self.offset = offset
    self.units = units
    self.components = components
    self.references = references
  }
}

/// A sub-field condition: the field `fieldNumber` of the same message equals `value`.
package struct FITSubfieldReference: Sendable {
  /// Reference field number.
  package let fieldNumber: UInt8
  /// Raw value selecting the sub-field.
  package let value: Int64

  /// Creates a reference (used by the generated profile).
  package init(fieldNumber: UInt8, value: Int64) {
    self.fieldNumber = fieldNumber
    self.value = value
  }
}

/// A profile type: a named value set over a base type.
package struct FITTypeSpec: Sendable {
  /// Type name, e.g. "sport".
  package let name: String
  /// Base type.
  package let baseType: FITBaseType
  /// Values, parallel to `names`.
  package let values: [Int64]
  /// Value names, parallel to `values`.
  package let names: [String]

  /// Creates a type spec (used by the generated profile).
  package init(name: String, baseType: FITBaseType, values: [Int64], names: [String]) {
    self.name = name
    self.baseType = baseType
    self.values = values
    self.names = names
  }

  /// The name of a value, if the type names it.
  package func name(for value: Int64) -> String? {
    values.firstIndex(of: value).map { names[$0] }
  }

  /// The value with a name, if any.
  package func value(named name: String) -> Int64? {
    names.firstIndex(of: name).map { values[$0] }
  }
}
