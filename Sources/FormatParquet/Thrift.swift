/// The Thrift compact protocol, write side only, as much as the Parquet footer and page headers need
/// (Apache Thrift's compact protocol specification: field headers with id deltas, zigzag varints, lists).
struct ThriftCompactWriter {
  /// Compact-protocol type codes.
  enum FieldType: UInt8 {
    case boolTrue = 1, boolFalse = 2, byte = 3, i16 = 4, i32 = 5, i64 = 6, double = 7, binary = 8, list = 9,
      set = 10, map = 11, structure = 12
  }

  private(set) var bytes: [UInt8] = []
  /// The last field id written, per open struct.
  private var lastField: [Int16] = [0]

  init() { bytes.reserveCapacity(256) }

  // MARK: - Scalars

  mutating func varint(_ value: UInt64) {
    var v = value
    while v >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
      v >>= 7
    }
    bytes.append(UInt8(v))
  }

  mutating func zigzag(_ value: Int64) { varint(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

  private mutating func fieldHeader(_ id: Int16, _ type: FieldType) {
    let delta = Int(id) - Int(lastField[lastField.count - 1])
    if delta > 0 && delta <= 15 {
      bytes.append(UInt8(delta) << 4 | type.rawValue)
    } else {
      bytes.append(type.rawValue)
      zigzag(Int64(id))
    }
    lastField[lastField.count - 1] = id
  }

  // MARK: - Fields

  mutating func i32(_ id: Int16, _ value: Int32) {
    fieldHeader(id, .i32)
    zigzag(Int64(value))
  }

  mutating func i64(_ id: Int16, _ value: Int64) {
    fieldHeader(id, .i64)
    zigzag(value)
  }

  mutating func bool(_ id: Int16, _ value: Bool) { fieldHeader(id, value ? .boolTrue : .boolFalse) }

  mutating func string(_ id: Int16, _ value: String) {
    fieldHeader(id, .binary)
    rawString(value)
  }

  /// Opens a struct field; close it with `endStruct()`.
  mutating func beginStruct(_ id: Int16) {
    fieldHeader(id, .structure)
    beginStructElement()
  }

  /// Opens a struct that is a list element (or the top-level struct).
  mutating func beginStructElement() { lastField.append(0) }

  /// Writes the stop byte and closes the struct.
  mutating func endStruct() {
    bytes.append(0)
    lastField.removeLast()
  }

  /// An empty struct field (`StringType`, `MicroSeconds`…).
  mutating func emptyStruct(_ id: Int16) {
    beginStruct(id)
    endStruct()
  }

  /// A list field header; the elements follow.
  mutating func beginList(_ id: Int16, of type: FieldType, count: Int) {
    fieldHeader(id, .list)
    if count < 15 {
      bytes.append(UInt8(count) << 4 | type.rawValue)
    } else {
      bytes.append(0xF0 | type.rawValue)
      varint(UInt64(count))
    }
  }

  /// A list element: an i32 (enums).
  mutating func elementI32(_ value: Int32) { zigzag(Int64(value)) }

  /// A list element: a string.
  mutating func rawString(_ value: String) {
    let utf8 = Array(value.utf8)
    varint(UInt64(utf8.count))
    bytes.append(contentsOf: utf8)
  }
}
