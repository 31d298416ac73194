/// A FIT base type (the low 5 bits of a definition's base type byte).
@usableFromInline package enum FITBaseType: UInt8, Sendable, CaseIterable {
  case `enum` = 0, sint8, uint8, sint16, uint16, sint32, uint32, string, float32, float64
  case uint8z, uint16z, uint32z, byte, sint64, uint64, uint64z

  /// Decodes a definition's base type byte (endian bit ignored); nil for unknown numbers.
  @inlinable package init?(definitionByte: UInt8) { self.init(rawValue: definitionByte & 0x1F) }

  /// Size of one element in bytes.
  @inlinable package var size: Int {
    switch self {
    case .enum, .sint8, .uint8, .string, .uint8z, .byte: return 1
    case .sint16, .uint16, .uint16z: return 2
    case .sint32, .uint32, .float32, .uint32z: return 4
    case .float64, .sint64, .uint64, .uint64z: return 8
    }
  }

  /// The byte written in definition messages (endian-ability bit set for multi-byte types).
  @inlinable package var definitionByte: UInt8 { size > 1 ? rawValue | 0x80 : rawValue }

  /// Whether values are signed integers.
  @inlinable package var isSigned: Bool {
    switch self {
    case .sint8, .sint16, .sint32, .sint64: return true
    default: return false
    }
  }

  /// Whether values are IEEE floats.
  @inlinable package var isFloat: Bool { self == .float32 || self == .float64 }

  /// The invalid value as the raw bit pattern read for one element (zero-extended; floats as bit patterns).
  @inlinable package var invalidBits: UInt64 {
    switch self {
    case .enum, .uint8, .byte: return 0xFF
    case .sint8: return 0x7F
    case .sint16: return 0x7FFF
    case .uint16: return 0xFFFF
    case .sint32: return 0x7FFF_FFFF
    case .uint32, .float32: return 0xFFFF_FFFF
    case .string, .uint8z, .uint16z, .uint32z, .uint64z: return 0
    case .float64, .uint64: return 0xFFFF_FFFF_FFFF_FFFF
    case .sint64: return 0x7FFF_FFFF_FFFF_FFFF
    }
  }

  /// The invalid value as the integer a decoder reports for integer types (sign-extended for signed types).
  @inlinable package var invalidInteger: Int64 {
    Int64(bitPattern: invalidBits)
  }

  /// Profile name ("uint16", "enum", …).
  package var name: String {
    switch self {
    case .enum: return "enum"
    case .sint8: return "sint8"
    case .uint8: return "uint8"
    case .sint16: return "sint16"
    case .uint16: return "uint16"
    case .sint32: return "sint32"
    case .uint32: return "uint32"
    case .string: return "string"
    case .float32: return "float32"
    case .float64: return "float64"
    case .uint8z: return "uint8z"
    case .uint16z: return "uint16z"
    case .uint32z: return "uint32z"
    case .byte: return "byte"
    case .sint64: return "sint64"
    case .uint64: return "uint64"
    case .uint64z: return "uint64z"
    }
  }
}
