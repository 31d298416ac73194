import ByteStreams
import FoundationEssentials

/// A metadata value (HealthKit allows strings, numbers, quantities, dates; formats add booleans).
public enum MetadataValue: Sendable, Hashable {
  case string(String)
  case number(Double)
  case integer(Int64)
  case quantity(Quantity)
  case date(Timestamp)
  case bool(Bool)

  /// The value as text, the way an export would write it (`"56 degF"`, `"1"` for true).
  public var stringValue: String {
    switch self {
    case .string(let s): return s
    case .number(let d): return NumberText.shortest(d)
    case .integer(let i): return String(i)
    case .quantity(let q): return NumberText.shortest(q.value) + " " + q.unit.unitString
    case .date(let t): return t.description
    case .bool(let b): return b ? "1" : "0"
    }
  }

  /// A numeric reading of the value (numbers, integers, bools, numeric strings), or nil.
  public var doubleValue: Double? {
    switch self {
    case .number(let d): return d
    case .integer(let i): return Double(i)
    case .bool(let b): return b ? 1 : 0
    case .string(let s): return Double(s)
    case .quantity(let q): return q.value
    case .date: return nil
    }
  }
}

/// One metadata entry.
public struct MetadataEntry: Sendable, Hashable {
  public var key: String
  public var value: MetadataValue
  /// Makes an entry.
  public init(_ key: String, _ value: MetadataValue) {
    self.key = key
    self.value = value
  }
}

/// Ordered metadata: keys keep their order and exact spelling; keys that differ only in case are
/// different keys, and a key may even repeat (real exports do this). Lookups are by exact key.
public struct Metadata: Sendable, Hashable, RandomAccessCollection, ExpressibleByDictionaryLiteral {
  /// The entries in order.
  public var entries: [MetadataEntry]

  /// Makes metadata from entries in order.
  public init(_ entries: [MetadataEntry] = []) { self.entries = entries }

  public init(dictionaryLiteral elements: (String, MetadataValue)...) {
    entries = elements.map { MetadataEntry($0.0, $0.1) }
  }

  public var startIndex: Int { entries.startIndex }
  public var endIndex: Int { entries.endIndex }
  public subscript(position: Int) -> MetadataEntry { entries[position] }

  /// The first value stored under exactly `key`.
  public subscript(key: String) -> MetadataValue? {
    get { entries.first { $0.key == key }?.value }
    set {
      if let index = entries.firstIndex(where: { $0.key == key }) {
        if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
      } else if let newValue {
        entries.append(MetadataEntry(key, newValue))
      }
    }
  }

  /// Appends an entry, even if the key is already present (exports repeat keys).
  public mutating func append(_ key: String, _ value: MetadataValue) {
    entries.append(MetadataEntry(key, value))
  }

  /// Removes every entry under exactly `key`.
  public mutating func removeAll(key: String) { entries.removeAll { $0.key == key } }
}

/// Well-known metadata keys as they are written in Apple's exports.
public enum MetadataKeys {
  public static let syncIdentifier = "HKMetadataKeySyncIdentifier"
  public static let syncVersion = "HKMetadataKeySyncVersion"
  public static let externalUUID = "HKExternalUUID"
  public static let timeZone = "HKTimeZone"
  public static let indoorWorkout = "HKIndoorWorkout"
  public static let wasUserEntered = "HKWasUserEntered"
  /// Added by `wkconv migrate-units` to each corrected sample.
  public static let unitMigration = "WKConvUnitMigration"
}

/// ByteStreams' number text, the one home of number text, under the model's name for modules that
/// import the model alone.
public typealias NumberText = ByteStreams.NumberText
