import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// The rows of a CSV member, streamed (RFC 4180): fields split on commas, quoted fields may hold commas,
/// doubled quotes and line breaks; rows end in LF or CRLF; a UTF-8 byte-order mark at the start is dropped.
///
/// Cells are text exactly as written: no formula, number or date interpretation happens here (each reader
/// parses the columns its layout defines), so a cell that starts with `=` is data, never evaluated.
package final class CSVRows {
  /// The most bytes one row may hold: a row past it is damage, not a reason to hold the file in memory.
  package static let maxRowBytes = 1 << 24

  private let pull: InputSource.Pull
  private let name: String
  private let block = ChunkBlock(capacity: 1 << 16)
  private var start = 0
  private var atEnd = false
  private var startedFile = false
  /// The 1-based line on which the row last returned starts.
  package private(set) var line = 0
  private var nextLine = 1

  /// Rows of `input`, which is read once.
  package init(_ input: InputSource) throws {
    pull = try input.makeSequentialReader()
    name = input.name
  }

  /// Rows of bytes already in memory (a small member read whole).
  package convenience init(data: Data, name: String) throws {
    try self.init(InputSource(data: data, name: name))
  }

  /// The next row's cells, or nil after the last row. A final line break does not make an empty row; an
  /// empty line inside the file is a row of one empty cell.
  package func next() throws -> [String]? {
    var cells: [String] = []
    var cell: [UInt8] = []
    var quoted = false
    var inQuotes = false
    var rowBytes = 0
    line = nextLine
    while let byte = try nextByte() {
      rowBytes += 1
      if rowBytes > Self.maxRowBytes {
        throw ConversionError(
          .limitExceeded, "a CSV row holds more than \(Self.maxRowBytes) bytes",
          at: SourceLocation(file: name, line: line))
      }
      if inQuotes {
        if byte == UInt8(ascii: "\"") {
          if try peekByte() == UInt8(ascii: "\"") {
            _ = try nextByte()
            cell.append(byte)
          } else {
            inQuotes = false
          }
        } else {
          if byte == UInt8(ascii: "\n") { nextLine += 1 }
          cell.append(byte)
        }
        continue
      }
      // CRLF ends a row as LF does; a lone CR is cell text.
      if byte == UInt8(ascii: "\r"), try peekByte() == UInt8(ascii: "\n") { continue }
      switch byte {
      case UInt8(ascii: "\""):
        if cell.isEmpty && !quoted {
          inQuotes = true
          quoted = true
        } else {
          cell.append(byte)
        }
      case UInt8(ascii: ","):
        cells.append(String(decoding: cell, as: UTF8.self))
        cell.removeAll(keepingCapacity: true)
        quoted = false
      case UInt8(ascii: "\n"):
        nextLine += 1
        cells.append(String(decoding: cell, as: UTF8.self))
        return cells
      default:
        cell.append(byte)
      }
    }
    if inQuotes {
      throw ConversionError(
        .truncatedInput, "a quoted CSV field is not closed before the end",
        at: SourceLocation(file: name, line: line))
    }
    if rowBytes == 0 { return nil }
    cells.append(String(decoding: cell, as: UTF8.self))
    return cells
  }

  /// Where the row last returned starts.
  package var location: SourceLocation { SourceLocation(file: name, line: line) }

  private func fill() throws {
    guard !atEnd else { return }
    start = 0
    if try block.fill(reading: pull) == 0 { atEnd = true }
    if !startedFile {
      startedFile = true
      let view = block.view
      if view.count >= 3 && view[0] == 0xEF && view[1] == 0xBB && view[2] == 0xBF { start = 3 }
    }
  }

  private func nextByte() throws -> UInt8? {
    if start == block.count { try fill() }
    guard start < block.count else { return nil }
    defer { start += 1 }
    return block.view[start]
  }

  private func peekByte() throws -> UInt8? {
    if start == block.count { try fill() }
    return start < block.count ? block.view[start] : nil
  }
}

/// JSON members read whole (FormatKit's `JSONTree`), with errors located at the member.
package enum ExportJSON {
  /// The member's top-level value (dictionary, array, string, `JSONNumber`, bool or `JSONNull`).
  package static func value(_ data: Data, at location: SourceLocation) throws -> Any {
    do {
      return try JSONTree.parse(data, fragmentsAllowed: true)
    } catch {
      throw ConversionError(.invalidInput, "not valid JSON: \(error)", at: location)
    }
  }

  /// The member's top-level object, or a located error naming what was found instead.
  package static func object(_ data: Data, at location: SourceLocation) throws -> [String: Any] {
    guard let object = try value(data, at: location) as? [String: Any] else {
      throw ConversionError(.invalidInput, "expected a JSON object at the top level", at: location)
    }
    return object
  }

  /// The member's top-level array, or a located error naming what was found instead.
  package static func array(_ data: Data, at location: SourceLocation) throws -> [Any] {
    guard let array = try value(data, at: location) as? [Any] else {
      throw ConversionError(.invalidInput, "expected a JSON array at the top level", at: location)
    }
    return array
  }
}
