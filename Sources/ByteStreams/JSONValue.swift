/// A JSON value as the writers that build JSON documents (FHIR resources, Open mHealth data points) make
/// them: objects keep their keys in the order written, so equal values give equal text.
public enum JSONValue: Sendable, Hashable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let b): hasher.combine(b)
    case .number(let n): hasher.combine(n)
    case .string(let s): hasher.combine(s)
    case .array(let a): hasher.combine(a)
    case .object(let o):
      for (k, v) in o {
        hasher.combine(k)
        hasher.combine(v)
      }
    }
  }

  /// The member `key` of an object (nil for other values or a missing key).
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }

  public var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  /// The value of a finite number (an overflowing literal such as `1e400` reads as no number, so no
  /// non-finite value enters the model).
  public var number: Double? {
    if case .number(let n) = self, n.isFinite { return n }
    return nil
  }

  public var array: [JSONValue] {
    if case .array(let a) = self { return a }
    return []
  }

  /// Appends the compact JSON text (no spaces, keys in order; numbers in their shortest round-trip form).
  public func append(to out: inout [UInt8]) {
    switch self {
    case .null: out.append(contentsOf: Array("null".utf8))
    case .bool(let b): out.append(contentsOf: Array((b ? "true" : "false").utf8))
    case .number(let n): out.append(contentsOf: Array(NumberText.shortest(n).utf8))
    case .string(let s): JSONText.appendQuoted(s, to: &out)
    case .array(let values):
      out.append(UInt8(ascii: "["))
      for (i, value) in values.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        value.append(to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      for (i, (key, value)) in members.enumerated() {
        if i > 0 { out.append(UInt8(ascii: ",")) }
        JSONText.appendQuoted(key, to: &out)
        out.append(UInt8(ascii: ":"))
        value.append(to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// The compact JSON text.
  public var text: [UInt8] {
    var out: [UInt8] = []
    append(to: &out)
    return out
  }
}

extension JSONValue: Decodable {
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  public init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: Key.self) {
      // JSONDecoder gives no key order; FHIR gives keys no meaning by order, so they are sorted for
      // equal text from equal resources.
      var members: [(String, JSONValue)] = []
      for key in keyed.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
        members.append((key.stringValue, try keyed.decode(JSONValue.self, forKey: key)))
      }
      self = .object(members)
      return
    }
    if var unkeyed = try? decoder.unkeyedContainer() {
      var values: [JSONValue] = []
      while !unkeyed.isAtEnd { values.append(try unkeyed.decode(JSONValue.self)) }
      self = .array(values)
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self = .null
    } else if let b = try? single.decode(Bool.self) {
      self = .bool(b)
    } else if let n = try? single.decode(Double.self) {
      self = .number(n)
    } else {
      self = .string(try single.decode(String.self))
    }
  }
}
