import FoundationEssentials

/// String operations full Foundation has and FoundationEssentials lacks, with the same results on the
/// text this package handles (`trimmingCharacters(in: .whitespaces)` and its kin, `padding(toLength:…)`).
extension StringProtocol {
  /// Without leading and trailing spaces and tabs (Foundation's `.whitespaces`: Unicode's horizontal
  /// white space, `Zs` and tab).
  public func trimmingWhitespace() -> String { trimming { $0.properties.isWhitespace && !isNewline($0) } }

  /// Without leading and trailing white space and line breaks (Foundation's `.whitespacesAndNewlines`).
  public func trimmingWhitespaceAndNewlines() -> String { trimming { $0.properties.isWhitespace } }

  /// Without the leading and trailing characters in `set`.
  public func trimming(charactersIn set: String) -> String {
    let scalars = Set(set.unicodeScalars)
    return trimming { scalars.contains($0) }
  }

  /// Padded with spaces, or cut, to `length` UTF-16 units (Foundation's `padding(toLength:withPad:" "
  /// startingAt: 0)`, for text of one unit per character).
  public func padded(toLength length: Int) -> String {
    let units = utf16.count
    if units >= length { return String(String(self).utf16.prefix(length)) ?? String(prefix(length)) }
    return String(self) + String(repeating: " ", count: length - units)
  }

  private func trimming(_ drop: (Unicode.Scalar) -> Bool) -> String {
    let scalars = String(self).unicodeScalars
    guard let first = scalars.firstIndex(where: { !drop($0) }) else { return "" }
    let last = scalars.lastIndex(where: { !drop($0) })!
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  private func isNewline(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
    default: return false
    }
  }
}
