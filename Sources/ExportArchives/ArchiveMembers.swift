import FormatKit
import Foundation
import ZipStreaming

/// The files of an account export: a zip archive or an unpacked folder, members by relative '/' path.
public final class ArchiveMembers {
  /// The largest member read whole by default (JSON and CSV members of account exports are small).
  public static let defaultDataLimit = 256 << 20

  /// Display name (the archive's or folder's file name).
  public let name: String
  /// Every file member, sorted, '/'-separated.
  public let paths: [String]
  private let folder: URL?
  private let zip: ZipArchiveReader?
  private let entries: [String: ZipEntryInfo]

  private init(
    name: String, paths: [String], folder: URL?, zip: ZipArchiveReader?, entries: [String: ZipEntryInfo]
  ) {
    self.name = name
    self.paths = paths
    self.folder = folder
    self.zip = zip
    self.entries = entries
  }

  /// Opens a zip file or a directory.
  public static func open(_ url: URL) throws -> ArchiveMembers {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else {
      throw ConversionError(.io, "no such file or folder", at: SourceLocation(file: url.path))
    }
    let name = url.lastPathComponent
    if isDir.boolValue {
      var paths: [String] = []
      let base = url.standardizedFileURL.path
      if let walker = FileManager.default.enumerator(atPath: base) {
        while let relative = walker.nextObject() as? String {
          var sub: ObjCBool = false
          let full = base + "/" + relative
          if FileManager.default.fileExists(atPath: full, isDirectory: &sub), !sub.boolValue {
            paths.append(relative)
          }
        }
      }
      return ArchiveMembers(name: name, paths: paths.sorted(), folder: url, zip: nil, entries: [:])
    }
    let zip: ZipArchiveReader
    do { zip = try ZipArchiveReader(url: url) } catch {
      throw ConversionError(
        .invalidInput, "not a readable zip archive: \(error)", at: SourceLocation(file: name))
    }
    var entries: [String: ZipEntryInfo] = [:]
    for entry in zip.entries() where !entry.isDirectory { entries[entry.path] = entry }
    return ArchiveMembers(name: name, paths: entries.keys.sorted(), folder: nil, zip: zip, entries: entries)
  }

  /// The member's bytes as an input named `<archive>:<path>`.
  public func input(_ path: String) throws -> InputSource {
    if let folder { return InputSource(file: folder.appendingPathComponent(path), name: "\(name):\(path)") }
    return InputSource(data: try data(path), name: "\(name):\(path)")
  }

  /// The whole member; a `.limitExceeded` error past `limit` bytes.
  public func data(_ path: String, limit: Int = ArchiveMembers.defaultDataLimit) throws -> Data {
    if let folder {
      let url = folder.appendingPathComponent(path)
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      guard size <= limit else { throw tooLarge(path, limit) }
      do { return try Data(contentsOf: url) } catch {
        throw ConversionError(.io, "cannot read: \(error.localizedDescription)", at: location(path))
      }
    }
    guard let zip, let entry = entries[path] else {
      throw ConversionError(.io, "no such member", at: location(path))
    }
    guard entry.uncompressedSize <= UInt64(limit) else { throw tooLarge(path, limit) }
    do { return try zip.readData(entry) } catch {
      throw ConversionError(.invalidInput, "damaged member: \(error)", at: location(path))
    }
  }

  /// A real file for `path`: the folder's own file, or the zip member spooled to a private temp file.
  public func withFile<T>(_ path: String, _ body: (URL) throws -> T) throws -> T {
    if let folder { return try body(folder.appendingPathComponent(path)) }
    let bytes = try data(path)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-member-\(UUID().uuidString)")
    try bytes.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url)
  }

  /// A location naming the member (and line).
  public func location(_ path: String, line: Int? = nil) -> SourceLocation {
    SourceLocation(file: "\(name):\(path)", line: line)
  }

  private func tooLarge(_ path: String, _ limit: Int) -> ConversionError {
    ConversionError(.limitExceeded, "member is larger than \(limit) bytes", at: location(path))
  }
}

/// RFC 4180 rows of a CSV member: BOM stripped, quoted fields with embedded newlines/quotes, CRLF or LF.
public struct CSVRows: Sequence {
  private let bytes: [UInt8]
  /// Rows of `data`.
  public init(_ data: Data) {
    var b = [UInt8](data)
    if b.starts(with: [0xEF, 0xBB, 0xBF]) { b.removeFirst(3) }
    bytes = b
  }

  public func makeIterator() -> Iterator { Iterator(bytes: bytes) }

  /// Iterates rows as fields.
  public struct Iterator: IteratorProtocol {
    let bytes: [UInt8]
    var i = 0
    init(bytes: [UInt8]) { self.bytes = bytes }

    public mutating func next() -> [String]? {
      guard i < bytes.count else { return nil }
      var fields: [String] = []
      var field: [UInt8] = []
      var quoted = false
      while i < bytes.count {
        let c = bytes[i]
        i += 1
        if quoted {
          if c == 0x22 {
            if i < bytes.count, bytes[i] == 0x22 {
              field.append(0x22)
              i += 1
            } else {
              quoted = false
            }
          } else {
            field.append(c)
          }
        } else if c == 0x22 && field.isEmpty {
          quoted = true
        } else if c == 0x2C {
          fields.append(String(decoding: field, as: UTF8.self))
          field.removeAll(keepingCapacity: true)
        } else if c == 0x0A || c == 0x0D {
          if c == 0x0D, i < bytes.count, bytes[i] == 0x0A { i += 1 }
          break
        } else {
          field.append(c)
        }
      }
      fields.append(String(decoding: field, as: UTF8.self))
      return fields
    }
  }
}

/// JSON members, parsed with located errors.
public enum ExportJSON {
  /// The member's JSON value (JSONSerialization), or a located `.invalidInput` error.
  public static func object(_ data: Data, at location: SourceLocation) throws -> Any {
    do { return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
      let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      throw ConversionError(.invalidInput, "not valid JSON: \(reason)", at: location)
    }
  }
}
