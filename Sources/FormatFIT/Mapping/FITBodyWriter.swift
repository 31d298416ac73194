import FormatKit
import FoundationEssentials
import WorkoutModel

/// Body measurements → a FIT `weight_scale` file (file type weight, the file Garmin Connect imports as
/// weight history), and blood pressure → a `blood_pressure` file: the reverse of `FITWellnessBuilder`.
///
/// Samples at the same instant make one `weight_scale` message (weight, percent_fat, bmi,
/// percent_hydration, bone_mass, muscle_mass, and the `fit.weight_scale.<field>` metadata read from FIT);
/// each blood-pressure correlation makes one `blood_pressure` message (with its `fit.blood_pressure.<field>`
/// metadata, the heart rate of the reading included).
struct FITBodyEncoder {
  /// Body-composition types and their weight_scale field: (field number, factor from the model's unit).
  static let weightFields: [String: (field: UInt8, unit: QuantityUnit, factor: Double)] = [
    "HKQuantityTypeIdentifierBodyMass": (0, .kilogram, 1),
    "HKQuantityTypeIdentifierBodyFatPercentage": (1, .percent, 100),
    "WKQuantityTypeIdentifierBodyWaterPercentage": (2, .percent, 100),
    "WKQuantityTypeIdentifierBoneMass": (4, .kilogram, 1),
    "WKQuantityTypeIdentifierMuscleMass": (5, .kilogram, 1),
    "HKQuantityTypeIdentifierBodyMassIndex": (13, .count, 1),
  ]

  private(set) var weights: [QuantitySample] = []
  private(set) var pressures: [Correlation] = []

  var isEmpty: Bool { weights.isEmpty && pressures.isEmpty }

  /// Takes the item when it is a body measurement this file can hold.
  mutating func take(_ item: HealthItem) -> Bool {
    switch item {
    case .quantity(let q) where Self.weightFields[q.type] != nil:
      weights.append(q)
      return true
    case .correlation(let c) where c.type == "HKCorrelationTypeIdentifierBloodPressure":
      pressures.append(c)
      return true
    default: return false
    }
  }

  /// The file: weight_scale messages when there are body-composition samples, else blood_pressure ones.
  /// Returns the bytes, the items written by kind, and the items left out (blood pressure beside weights:
  /// a FIT file has one type).
  func encode(context: ConversionContext) -> (bytes: [UInt8], written: [String: Int], left: [HealthItem]) {
    var encoder = FITEncoder()
    let isWeight = !weights.isEmpty
    let first = isWeight ? weights.first!.header : pressures.first!.header
    typealias FileID = FITFieldNumber.FileId
    var id = FITMessage(globalNumber: FITMessageNumber.fileId)
    id.set(FileID.type, Double(isWeight ? FITEnum.File.weight : FITEnum.File.bloodPressure))
    let manufacturer = first.device?.manufacturer.flatMap {
      FITProfile.type(named: "manufacturer")?.value(named: $0.lowercased())
    }
    id.set(FileID.manufacturer, Double(manufacturer ?? Int64(FITEnum.Manufacturer.development)))
    if let p = first.device?.model.flatMap(Int64.init) { id.set(FileID.product, Double(p)) }
    if let s = first.device?.serialNumber.flatMap(Int64.init) { id.set(FileID.serialNumber, Double(s)) }
    let times = (isWeight ? weights.map(\.header.start) : pressures.map(\.header.start)).map(
      FITActivityEncoder.fit)
    id.set(FileID.timeCreated, Double(times.min() ?? 0))
    encoder.write(id)
    var written: [String: Int] = [:]
    var left: [HealthItem] = []
    if isWeight {
      // One message per instant, in time order.
      var byTime: [Int64: [QuantitySample]] = [:]
      for q in weights { byTime[FITActivityEncoder.fit(q.header.start), default: []].append(q) }
      for t in byTime.keys.sorted() {
        var m = FITMessage(globalNumber: FITMessageNumber.weightScale)
        m.set(FITFieldNumber.timestamp, Double(t))
        for q in byTime[t]! {
          let (field, unit, factor) = Self.weightFields[q.type]!
          if let v = try? q.quantity.doubleValue(for: unit) { m.set(field, v * factor) }
          Self.restore(q.header.metadata, message: "weight_scale", into: &m)
        }
        encoder.write(m)
      }
      written["quantity"] = weights.count
      left += pressures.map { .correlation($0) }
    } else {
      for c in pressures.sorted(by: { $0.header.start < $1.header.start }) {
        var m = FITMessage(globalNumber: FITMessageNumber.bloodPressure)
        let t = FITActivityEncoder.fit(c.header.start)
        m.set(FITFieldNumber.timestamp, Double(t))
        for case .quantity(let q) in c.members {
          guard let v = try? q.quantity.doubleValue(for: .millimeterOfMercury) else { continue }
          if q.type == "HKQuantityTypeIdentifierBloodPressureSystolic" {
            m.set(FITFieldNumber.BloodPressure.systolicPressure, v)
          }
          if q.type == "HKQuantityTypeIdentifierBloodPressureDiastolic" {
            m.set(FITFieldNumber.BloodPressure.diastolicPressure, v)
          }
        }
        Self.restore(c.header.metadata, message: "blood_pressure", into: &m)
        encoder.write(m)
      }
      written["correlation"] = pressures.count
    }
    return (encoder.finish(), written, left)
  }

  /// Puts `fit.<message>.<field>` metadata back into its field (numbers in the profile's units, enum names).
  static func restore(_ metadata: Metadata, message: String, into m: inout FITMessage) {
    guard let spec = FITProfile.message(named: message) else { return }
    let prefix = "fit.\(message)."
    for entry in metadata.entries where entry.key.hasPrefix(prefix) {
      let name = String(entry.key.dropFirst(prefix.count))
      guard let field = spec.fields.first(where: { $0.name == name }) else { continue }
      switch entry.value {
      case .number(let v): m.set(field.number, v)
      case .integer(let v): m.set(field.number, Double(v))
      case .quantity(let q): m.set(field.number, q.value)
      case .string(let s):
        if let v = FITProfile.type(named: field.type)?.value(named: s) { m.set(field.number, Double(v)) }
      default: continue
      }
    }
  }
}

extension FITWriter {
  /// Writes the body-measurement file when there is no workout (true), or reports the body measurements
  /// an activity file cannot hold (false: the activity is written).
  func finishBody() throws -> Bool {
    guard !body.isEmpty else { return false }
    func lose(_ items: [HealthItem], _ reason: Loss.Reason) {
      var counts: [HealthItemKind: Int] = [:]
      for item in items { counts[item.kind, default: 0] += 1 }
      for (kind, count) in counts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        context.lose(
          .item(kind), in: "fit", count: count, reason)
      }
    }
    if workout != nil {
      lose(
        body.weights.map { .quantity($0) } + body.pressures.map { .correlation($0) },
        .fitBodyBesideActivity)
      return false
    }
    let (bytes, written, left) = body.encode(context: context)
    try output.write(bytes)
    for (kind, count) in written { context.report.itemsWritten[kind, default: 0] += count }
    if !left.isEmpty {
      lose(left, .fitWeightFileOneType)
    }
    return true
  }
}
