// Parses the generated line tables (Generated/FITProfile+Messages.swift, +Types.swift) once.

extension FITProfile {
  /// Every message of the profile, in profile order.
  package static let messages: [FITMessageSpec] = parseMessages(messageTable)

  /// Every type of the profile with its named values.
  package static let types: [FITTypeSpec] = parseTypes(typeTable)

  private static func double(_ s: Substring) -> Double { Double(s) ?? 1 }

  /// The lines of a table (split on UTF-8 bytes: splitting on Characters costs grapheme breaking).
  static func lines(_ table: String) -> [Substring] {
    table.utf8.split(separator: UInt8(ascii: "\n")).map { Substring($0) }
  }

  /// The tab-separated cells of a line.
  static func cells(_ line: Substring) -> [Substring] {
    line.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { Substring($0) }
  }

  private static func components(_ s: Substring) -> [FITComponentSpec] {
    guard !s.isEmpty else { return [] }
    return s.split(separator: ";").map { c in
      let p = c.split(separator: ",", omittingEmptySubsequences: false)
      return FITComponentSpec(
        fieldNumber: UInt8(p[0]) ?? 0, bits: UInt8(p[1]) ?? 0, scale: double(p[2]), offset: Double(p[3]) ?? 0,
        units: String(p[4]), accumulate: p[5] == "1")
    }
  }

  static func parseMessages(_ table: String) -> [FITMessageSpec] {
    var result: [FITMessageSpec] = []
    var current: (number: UInt16, name: String)?
    var fields: [FITFieldSpec] = []
    var pendingSubfields: [FITSubfieldSpec] = []
    func flushField() {
      guard !pendingSubfields.isEmpty, let last = fields.popLast() else { return }
      fields.append(
        FITFieldSpec(
          number: last.number, name: last.name, type: last.type, baseType: last.baseType,
          isArray: last.isArray,
          scale: last.scale, offset: last.offset, units: last.units, accumulate: last.accumulate,
          components: last.components, subfields: pendingSubfields))
      pendingSubfields = []
    }
    func flushMessage() {
      flushField()
      if let current {
        result.append(FITMessageSpec(number: current.number, name: current.name, fields: fields))
      }
      fields = []
    }
    for line in lines(table) {
      let p = cells(line)
      switch p[0] {
      case "M":
        flushMessage()
        current = (UInt16(p[1]) ?? 0, String(p[2]))
      case "F":
        flushField()
        fields.append(
          FITFieldSpec(
            number: UInt8(p[1]) ?? 0, name: String(p[2]), type: String(p[3]),
            baseType: FITBaseType(rawValue: UInt8(p[4]) ?? 13) ?? .byte, isArray: p[5] == "1",
            scale: double(p[6]),
            offset: Double(p[7]) ?? 0, units: String(p[8]), accumulate: p[9] == "1",
            components: components(p[10]),
            subfields: []))
      case "S":
        let refs = p[8].split(separator: ";").map { r in
          let kv = r.split(separator: "=")
          return FITSubfieldReference(fieldNumber: UInt8(kv[0]) ?? 0, value: Int64(kv[1]) ?? 0)
        }
        pendingSubfields.append(
          FITSubfieldSpec(
            name: String(p[1]), type: String(p[2]),
            baseType: FITBaseType(rawValue: UInt8(p[3]) ?? 13) ?? .byte,
            scale: double(p[4]), offset: Double(p[5]) ?? 0, units: String(p[6]), components: components(p[7]),
            references: refs))
      default: continue
      }
    }
    flushMessage()
    return result
  }

  static func parseTypes(_ table: String) -> [FITTypeSpec] { lines(table).map(parseType) }

  /// One line of the type table.
  static func parseType(_ line: Substring) -> FITTypeSpec {
    let p = cells(line)
    var values: [Int64] = []
    var names: [String] = []
    for pair in p[3].utf8.split(separator: UInt8(ascii: ";")) {
      guard let colon = pair.firstIndex(of: UInt8(ascii: ":")) else { continue }
      values.append(Int64(Substring(pair[..<colon])) ?? 0)
      names.append(String(Substring(pair[pair.index(after: colon)...])))
    }
    return FITTypeSpec(
      name: String(p[1]), baseType: FITBaseType(rawValue: UInt8(p[2]) ?? 0) ?? .enum, values: values,
      names: names)
  }
}
