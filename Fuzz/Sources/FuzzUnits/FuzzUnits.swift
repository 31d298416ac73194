import WorkoutModel

/// libFuzzer entry point: one input as an HKUnit string through `QuantityUnit(parsing:)`. A parsed unit's
/// canonical spelling must parse back to an equal unit, and composing and converting must not trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUnits(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let unit = try? QuantityUnit(parsing: text) else { return 0 }
  guard let again = try? QuantityUnit(parsing: unit.unitString), again == unit else {
    fatalError("'\(text)' parses to '\(unit.unitString)', which does not parse back to the same unit")
  }
  _ = try? unit.convert(1.5, to: again)
  _ = try? unit.multiplied(by: unit)
  _ = try? unit.divided(by: again)
  _ = try? unit.reciprocal()
  _ = try? unit.raised(toPower: 3)
  return 0
}
