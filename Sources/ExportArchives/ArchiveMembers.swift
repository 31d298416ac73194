import FormatKit
import Foundation
import ZipStreaming

/// The files of an account export: a zip archive or an unpacked folder, members by relative '/' path.
public final class ArchiveMembers {
  /// The largest member `data(_:limit:)` reads whole by default.
  public static let defaultDataLimit = 64 << 20
  /// The archive's (or folder's) file name.
  public let name: String
  /// Every file member, sorted, '/'-separated.
  public let paths: [String]
  private let zip: ZipArchiveReader?
  private let folder: URL?
  private let entries: [String: ZipEntryInfo]

  private init(
    name: String, paths: [String], zip: ZipArchiveReader?, folder: URL?, entries: [String: ZipEntryInfo]
  ) {
    self.name = name
    self.paths = paths
    self.zip = zip
    self.folder = folder
    self.entries = entries
  }

  /// Opens a zip file or a directory.
  public static func open(_ url: URL) throws -> ArchiveMembers {
    var isDirectory: ObjCBool = false
    let name = url.lastPathComponent
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      let base = url.standardizedFileURL.path
      var paths: [String] = []
      let walker = FileManager.default.enumerator(atPath: base)
      while let relative = walker?.nextObject() as? String {
        var directory: ObjCBool = false
        if FileManager.default.fileExists(atPath: base + "/" + relative, isDirectory: &directory),
          !directory.boolValue
        {
          paths.append(relative)
        }
      }
      return ArchiveMembers(name: name, paths: paths.sorted(), zip: nil, folder: url, entries: [:])
    }
    let zip: ZipArchiveReader
    do { zip = try ZipArchiveReader(url: url) } catch {
      throw ConversionError(
        .invalidInput, "not a readable zip archive: \(error)", at: SourceLocation(file: name))
    }
    var entries: [String: ZipEntryInfo] = [:]
    for entry in zip.entries() where !entry.isDirectory { entries[entry.path] = entry }
    return ArchiveMembers(name: name, paths: entries.keys.sorted(), zip: zip, folder: nil, entries: entries)
  }

  /// A member's bytes as an input named `<archive>:<path>`.
  public func input(_ path: String) throws -> InputSource {
    if let folder { return InputSource(file: folder.appendingPathComponent(path), name: "\(name):\(path)") }
    return InputSource(data: try data(path, limit: Int.max), name: "\(name):\(path)")
  }

  /// A whole member; a member over `limit` bytes is a `.limitExceeded` error.
  public func data(_ path: String, limit: Int = ArchiveMembers.defaultDataLimit) throws -> Data {
    if let folder {
      let url = folder.appendingPathComponent(path)
      let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
      if size > limit {
        throw ConversionError(.limitExceeded, "member larger than \(limit) bytes", at: location(path))
      }
      return try Data(contentsOf: url)
    }
    guard let zip, let entry = entries[path] else {
      throw ConversionError(.io, "no such member", at: location(path))
    }
    if entry.uncompressedSize > UInt64(limit) {
      throw ConversionError(.limitExceeded, "member larger than \(limit) bytes", at: location(path))
    }
    return try zip.readData(entry)
  }

  /// Calls `body` with a real file holding the member: the folder's file, or the zip member in a private
  /// temporary file removed afterwards.
  public func withFile<T>(_ path: String, _ body: (URL) throws -> T) throws -> T {
    if let folder { return try body(folder.appendingPathComponent(path)) }
    guard let zip, let entry = entries[path] else {
      throw ConversionError(.io, "no such member", at: location(path))
    }
    let directory = try TemporaryPaths.privateDirectory().appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try zip.extract(entry, into: directory)
    return try body(file)
  }

  /// Where a member is, for located errors and warnings.
  public func location(_ path: String, line: Int? = nil) -> SourceLocation {
    SourceLocation(file: "\(name):\(path)", line: line)
  }
}
