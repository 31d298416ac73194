/// Why a unit string could not be parsed or a value could not be converted.
public enum UnitError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The string is not an HKUnit unit string; `position` is the 0-based offset in Unicode scalars.
  case invalidUnitString(String, position: Int, reason: String)
  /// The units measure different dimensions (e.g. energy and length).
  case incompatibleUnits(from: String, to: String)

  /// A message naming the string and position, or both units and their dimensions.
  public var description: String {
    switch self {
    case .invalidUnitString(let string, let position, let reason):
      return "invalid unit string \"\(string)\" at offset \(position): \(reason)"
    case .incompatibleUnits(let from, let to):
      let fromDimension = (try? QuantityUnit(parsing: from)).map { $0.dimension.description } ?? "?"
      let toDimension = (try? QuantityUnit(parsing: to)).map { $0.dimension.description } ?? "?"
      return "cannot convert \(from) to \(to): \(fromDimension) vs \(toDimension)"
    }
  }
}
