import FoundationEssentials
import WorkoutModel

/// Developer data of a FIT file as the mapping carries it:
///
/// - The reader keeps every `developer_data_id` and `field_description` message whole (opaque records,
///   in file order). A kept message with developer fields (device_info, zones, manufacturer messages…)
///   travels as a small FIT file holding the messages that declare its fields, then the message, so its
///   developer values are self-described in any format that carries the record (NDJSON, FIT).
/// - A lap's or session's developer values become metadata `FIT.<message>.developer.<field name>`
///   (the physical value: scale and offset applied; arrays comma-separated).
/// - The writer (`FITDeveloperRegistry`) writes the kept declarations back once each: a repeated
///   `developer_data_id` (same application and index) or `field_description` (same developer and field
///   number) is written once, and a developer whose index an earlier, different developer already holds
///   (chained files, joined inputs) gets the next free index. Its own declarations (model types FIT has no
///   field for) take a free index too. Record series of a kept field (`FITDeveloper.<name>`), lap and
///   session metadata and kept messages' developer values are written with the renumbered index, scale
///   and offset undone, so the raw value written equals the raw value read.
enum FITDeveloperData {
  /// The names developer fields travel under (series `FITDeveloper.<name>`, metadata
  /// `FIT.<message>.developer.<name>`): a field's own name, or `<name>#<n>` for the n-th distinct field
  /// (developer and field number) declared with that name — two sensors of one kind declare the same
  /// names under two developers. Reader and writer number the declarations in file order alike.
  struct TravelNames: Sendable {
    private var names: [UInt16: String] = [:]
    private var counts: [String: Int] = [:]

    /// Declares a field (`index << 8 | field number`) named `name`; a repeated declaration keeps its name.
    @discardableResult
    mutating func declare(_ key: UInt16, name: String) -> String {
      if let known = names[key] { return known }
      let n = counts[name, default: 0] + 1
      counts[name] = n
      let travel = n == 1 ? name : "\(name)#\(n)"
      names[key] = travel
      return travel
    }

    /// The name a field travels under (`own` when it was not declared).
    func name(_ index: UInt8, _ field: UInt8, _ own: String) -> String {
      names[UInt16(index) << 8 | UInt16(field)] ?? own
    }
  }

  /// The metadata key of a lap's or session's developer field value.
  static func metadataKey(_ message: String, _ name: String) -> String { "FIT.\(message).developer.\(name)" }

  /// The metadata key prefix of a message's developer field values.
  static func metadataPrefix(_ message: String) -> String { "FIT.\(message).developer." }

  /// A developer value as metadata (the physical value), nil for bytes (no description).
  static func metadataValue(_ d: FITDeveloperFieldValue) -> MetadataValue? {
    guard d.description != nil else { return nil }
    switch d.physicalValue {
    case .integer(let v): return .integer(v)
    case .real(let v): return v.isFinite ? .number(v) : nil
    case .string(let s): return .string(s)
    case .strings(let s): return .string(s.joined(separator: ","))
    case .integers(let vs): return .string(vs.map { $0.map(String.init) ?? "" }.joined(separator: ","))
    case .reals(let vs): return .string(vs.map { $0.map(NumberText.shortest) ?? "" }.joined(separator: ","))
    case .bytes: return nil
    }
  }

  /// The raw value of a physical value in a description's base type (scale and offset undone).
  static func rawValue(_ value: MetadataValue, _ d: FITDeveloperFieldDescription) -> FITValue? {
    func raw(_ v: Double) -> Double { (v + d.offset) * d.scale }
    if d.baseType == .string { return .string(value.stringValue) }
    let numbers: [Double?]
    var isArray = false
    switch value {
    case .integer(let v): numbers = [Double(v)]
    case .number(let v): numbers = [v]
    case .quantity(let q): numbers = [q.value]
    case .bool(let b): numbers = [b ? 1 : 0]
    case .string(let s):
      isArray = true
      numbers = s.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    case .date: return nil
    }
    if d.baseType.isFloat {
      let values = numbers.map { $0.map(raw) }
      return isArray ? .reals(values) : values[0].map { .real($0) }
    }
    let values = numbers.map { $0.flatMap { Int64(exactly: raw($0).rounded()) } }
    return isArray ? .integers(values) : values[0].map { .integer($0) }
  }

  /// The message declaring a developer (`developer_data_id`) of a description, at `index`.
  static func developerDataIDMessage(_ d: FITDeveloperFieldDescription, index: UInt8) -> FITMessage {
    typealias Fields = FITFieldNumber.DeveloperDataId
    var m = FITMessage(globalNumber: FITMessageNumber.developerDataId)
    if let id = d.applicationID { m.setRaw(Fields.applicationId, .bytes(id)) }
    if let manufacturer = d.manufacturerID { m.setRaw(Fields.manufacturerId, .integer(Int64(manufacturer))) }
    m.setRaw(Fields.developerDataIndex, .integer(Int64(index)))
    if let version = d.applicationVersion { m.setRaw(Fields.applicationVersion, .integer(Int64(version))) }
    return m
  }

  /// The `field_description` message of a description, at developer `index`.
  static func fieldDescriptionMessage(_ d: FITDeveloperFieldDescription, index: UInt8) -> FITMessage {
    typealias Fields = FITFieldNumber.FieldDescription
    var m = FITMessage(globalNumber: FITMessageNumber.fieldDescription)
    m.setRaw(Fields.developerDataIndex, .integer(Int64(index)))
    m.setRaw(Fields.fieldDefinitionNumber, .integer(Int64(d.fieldNumber)))
    m.setRaw(Fields.fitBaseTypeId, .integer(Int64(d.baseType.definitionByte)))
    m.set(Fields.fieldName, d.name)
    if d.scale != 1 { m.setRaw(Fields.scale, .integer(Int64(d.scale))) }
    if d.offset != 0 { m.setRaw(Fields.offset, .integer(Int64(d.offset))) }
    if !d.units.isEmpty { m.set(Fields.units, d.units) }
    if let n = d.nativeMessageNumber { m.setRaw(Fields.nativeMesgNum, .integer(Int64(n))) }
    if let n = d.nativeFieldNumber { m.setRaw(Fields.nativeFieldNum, .integer(Int64(n))) }
    return m
  }
}

/// The developers and field descriptions a FIT activity writes: the kept ones (deduplicated and
/// renumbered, see `FITDeveloperData`) and the writer's own.
struct FITDeveloperRegistry {
  /// A developer: its application id (nil when the source wrote none) and its index in the source.
  struct Developer: Hashable {
    let applicationID: [UInt8]?
    let sourceIndex: UInt8
  }

  /// The index each source developer is written with.
  private(set) var indexes: [Developer: UInt8] = [:]
  /// The kept descriptions by the name they travel under (`FITDeveloperData.TravelNames`), with their
  /// new index.
  private(set) var byName: [String: (index: UInt8, description: FITDeveloperFieldDescription)] = [:]
  private var used = Set<UInt8>()
  private var declaredFields = Set<UInt16>()
  /// The names the kept fields travel under (as the reader named them).
  private var travelNames = FITDeveloperData.TravelNames()

  /// No developers (nothing kept).
  init() {}

  /// Registers the `developer_data_id` and `field_description` messages of `kept` (in file order): each
  /// stays in its place with its new index, a repeated one is removed.
  init(kept: inout [FITMessage]) {
    typealias IDFields = FITFieldNumber.DeveloperDataId
    typealias DescriptionFields = FITFieldNumber.FieldDescription
    var current: [UInt8: Developer] = [:]
    var rest: [FITMessage] = []
    for m in kept {
      switch m.globalNumber {
      case FITMessageNumber.developerDataId:
        guard let old = m.integer(IDFields.developerDataIndex).flatMap(UInt8.init(exactly:)), old != 255
        else { continue }
        var id: [UInt8]?
        if case .bytes(let b)? = m.value(IDFields.applicationId) { id = b }
        let developer = Developer(applicationID: id, sourceIndex: old)
        current[old] = developer
        guard indexes[developer] == nil else { continue }  // a repeat: written once
        let new = assign(developer)
        var copy = m
        copy.setRaw(IDFields.developerDataIndex, .integer(Int64(new)))
        rest.append(copy)
      case FITMessageNumber.fieldDescription:
        guard let old = m.integer(DescriptionFields.developerDataIndex).flatMap(UInt8.init(exactly:)),
          let number = m.integer(DescriptionFields.fieldDefinitionNumber).flatMap(UInt8.init(exactly:)),
          let typeByte = m.integer(DescriptionFields.fitBaseTypeId)
        else { continue }
        let developer = current[old] ?? Developer(applicationID: nil, sourceIndex: old)
        let new = indexes[developer] ?? assign(developer)
        // A repeat (same developer and field number): written once.
        guard declaredFields.insert(UInt16(new) << 8 | UInt16(number)).inserted else { continue }
        var copy = m
        copy.setRaw(DescriptionFields.developerDataIndex, .integer(Int64(new)))
        rest.append(copy)
        // Unnamed: the decoder's name for it (with the source index, as the reader read it).
        let ownName = m.string(DescriptionFields.fieldName) ?? "developer_field_\(old)_\(number)"
        let name = travelNames.declare(UInt16(new) << 8 | UInt16(number), name: ownName)
        let description = FITDeveloperFieldDescription(
          developerDataIndex: new, fieldNumber: number,
          baseType: FITBaseType(definitionByte: UInt8(truncatingIfNeeded: typeByte)) ?? .byte, name: ownName,
          units: m.string(DescriptionFields.units) ?? "",
          scale: m.integer(DescriptionFields.scale).map(Double.init) ?? 1,
          offset: m.integer(DescriptionFields.offset).map(Double.init) ?? 0,
          applicationID: developer.applicationID)
        if byName[name] == nil { byName[name] = (new, description) }
      default:
        rest.append(m)
      }
    }
    kept = rest
  }

  /// The index a developer is written with: its source index when free, else the first free one.
  private mutating func assign(_ developer: Developer) -> UInt8 {
    var new = developer.sourceIndex
    if new == 255 || used.contains(new) {
      new = (0..<255).first { !used.contains(UInt8($0)) }.map(UInt8.init) ?? 254
    }
    used.insert(new)
    indexes[developer] = new
    return new
  }

  /// A free index for the writer's own developer.
  mutating func ownIndex() -> UInt8 {
    // A key no source developer has (index 255 is invalid in a file), so a kept developer — our own
    // application read back from an earlier output, too — keeps its index.
    assign(Developer(applicationID: nil, sourceIndex: 255))
  }

  /// A kept message's developer values with their written index; those whose developer was not declared
  /// (no description) are left out and counted in `undeclared`.
  func renumbered(_ m: FITMessage, undeclared: inout Int) -> FITMessage {
    guard !m.developerFields.isEmpty else { return m }
    var copy = m
    copy.developerFields = []
    for var d in m.developerFields {
      guard let description = d.description,
        let new = indexes[
          Developer(applicationID: description.applicationID, sourceIndex: d.developerDataIndex)],
        declaredFields.contains(UInt16(new) << 8 | UInt16(d.fieldNumber))
      else {
        undeclared += 1
        continue
      }
      d.developerDataIndex = new
      copy.appendDeveloperField(d)
    }
    return copy
  }

  /// Appends a lap's or session's developer values (`FIT.<message>.developer.<name>` metadata) to `m`;
  /// returns the names with no kept description (not written).
  func appendSummaryFields(_ metadata: Metadata, into m: inout FITMessage) -> [String] {
    let prefix = FITDeveloperData.metadataPrefix(m.name)
    var unwritten: [String] = []
    var written = Set<UInt16>()
    for entry in metadata.entries where entry.key.hasPrefix(prefix) {
      let name = String(entry.key.dropFirst(prefix.count))
      guard let (index, description) = byName[name],
        written.insert(UInt16(index) << 8 | UInt16(description.fieldNumber)).inserted,
        let raw = FITDeveloperData.rawValue(entry.value, description)
      else {
        unwritten.append(name)
        continue
      }
      m.appendDeveloperField(
        FITDeveloperFieldValue(
          developerDataIndex: index, fieldNumber: description.fieldNumber, description: description,
          value: raw, isBigEndian: false))
    }
    return unwritten
  }
}
