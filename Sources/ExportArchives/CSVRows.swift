import FormatKit
import Foundation

/// RFC 4180 rows of a CSV member: BOM stripped, quoted fields with embedded newlines and quotes, CRLF or LF.
public struct CSVRows: Sequence {
  private let bytes: [UInt8]

  /// Rows of `data`.
  public init(_ data: Data) {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    self.bytes = bytes
  }

  public func makeIterator() -> Iterator { Iterator(bytes: bytes) }

  /// Iterates rows as arrays of fields.
  public struct Iterator: IteratorProtocol {
    let bytes: [UInt8]
    var index = 0

    public mutating func next() -> [String]? {
      guard index < bytes.count else { return nil }
      var fields: [String] = []
      var field: [UInt8] = []
      var quoted = false
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if quoted {
          if byte == UInt8(ascii: "\"") {
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
              field.append(byte)
              index += 1
            } else {
              quoted = false
            }
          } else {
            field.append(byte)
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): quoted = true
        case UInt8(ascii: ","):
          fields.append(String(decoding: field, as: UTF8.self))
          field = []
        case UInt8(ascii: "\r"): continue
        case UInt8(ascii: "\n"):
          fields.append(String(decoding: field, as: UTF8.self))
          return fields
        default: field.append(byte)
        }
      }
      fields.append(String(decoding: field, as: UTF8.self))
      return fields
    }
  }
}

/// JSON members read with a located error.
public enum ExportJSON {
  /// The JSON value in `data`; invalid JSON is an error at `location`.
  public static func object(_ data: Data, at location: SourceLocation) throws -> Any {
    do { return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
      throw ConversionError(.invalidInput, "invalid JSON: \(error.localizedDescription)", at: location)
    }
  }
}
