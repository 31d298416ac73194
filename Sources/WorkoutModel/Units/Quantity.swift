/// A value with its unit, like HKQuantity.
public struct Quantity: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The number, in `unit`.
  public var value: Double
  /// The unit `value` is measured in.
  public var unit: QuantityUnit

  /// A quantity of `value` `unit`.
  public init(_ value: Double, _ unit: QuantityUnit) {
    self.value = value
    self.unit = unit
  }

  /// The value expressed in `unit`; throws `UnitError.incompatibleUnits` across dimensions.
  public func doubleValue(for unit: QuantityUnit) throws(UnitError) -> Double {
    try self.unit.convert(value, to: unit)
  }

  /// The same quantity expressed in `unit`.
  public func converted(to unit: QuantityUnit) throws(UnitError) -> Quantity {
    Quantity(try doubleValue(for: unit), unit)
  }

  /// `true` when the quantity can be expressed in `unit`.
  public func isCompatible(with unit: QuantityUnit) -> Bool {
    self.unit.isCompatible(with: unit)
  }

  /// "value unit", as in export metadata ("56 degF").
  public var description: String { "\(value) \(unit.unitString)" }
}
