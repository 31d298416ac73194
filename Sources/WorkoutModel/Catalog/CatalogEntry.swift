/// One row of a generated enumeration table: raw value, export spelling and Swift name.
struct CatalogEntry<Raw: Hashable & Sendable>: Sendable {
  let rawValue: Raw
  let exportName: String
  let name: String
}

/// Dictionaries over a generated enumeration table, built once.
struct CatalogIndex<Raw: Hashable & Sendable>: Sendable {
  let byRawValue: [Raw: CatalogEntry<Raw>]
  let byExportName: [String: CatalogEntry<Raw>]
  let byName: [String: CatalogEntry<Raw>]

  init(_ entries: [CatalogEntry<Raw>]) {
    // The first row wins when a raw value repeats (the table lists the preferred spelling first).
    byRawValue = Dictionary(entries.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
    byExportName = Dictionary(entries.map { ($0.exportName, $0) }, uniquingKeysWith: { first, _ in first })
    byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

/// Parses the fallback spelling `<prefix>(<digits>)` used for raw values missing from a catalog.
func parseFallbackRawValue<Raw: FixedWidthInteger>(_ text: String, prefix: String) -> Raw? {
  guard text.hasPrefix(prefix + "("), text.hasSuffix(")") else { return nil }
  let digits = text.dropFirst(prefix.count + 1).dropLast()
  guard !digits.isEmpty, digits.allSatisfy({ $0 == "-" || $0.isASCII && $0.isNumber }) else { return nil }
  return Raw(digits)
}
