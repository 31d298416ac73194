import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel
import ZipStreaming

/// The files of an account export (Google Takeout, Health Connect, Samsung Health, Polar Flow…), whether the
/// export is a zip archive or the folder it unpacks to: members by their relative `/`-separated path.
///
/// Account exports are read as a whole because their members refer to each other (an exercise log and the
/// GPS fixes of its time, a session JSON and its samples), unlike the bulk archives whose members are
/// independent inputs.
package final class ArchiveMembers {
  /// The most bytes `data(_:limit:)` holds in memory by default: one member of an account export is a day's
  /// JSON or a table of a few megabytes; anything far larger is streamed (`input(_:)`) or refused.
  package static let defaultDataLimit = 256 << 20

  private enum Storage {
    case folder(URL)
    case zip(ZipArchiveReader, [String: ZipEntryInfo])
  }

  /// The export's display name (its file or folder name), the prefix of every member's name.
  package let name: String
  /// Every file member, sorted, `/`-separated, relative to the export's root (folders and macOS metadata
  /// are not members).
  package let paths: [String]
  private let storage: Storage
  private let limits: ZipLimits
  private let budget: ZipInflateBudget?

  private init(name: String, paths: [String], storage: Storage, limits: ZipLimits, budget: ZipInflateBudget?)
  {
    self.name = name
    self.paths = paths
    self.storage = storage
    self.limits = limits
    self.budget = budget
  }

  /// Opens the zip archive or folder at `url`. A zip's members are bounded by `limits` (member count,
  /// inflate budget); a folder's files are listed recursively, symbolic links not followed.
  package static func open(_ url: URL, limits: ZipLimits = ZipLimits()) throws -> ArchiveMembers {
    let name = url.lastPathComponent
    var isDirectory: Bool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw ConversionError(.io, "no such file or folder", at: SourceLocation(file: url.path))
    }
    if isDirectory {
      return ArchiveMembers(
        name: name, paths: try folderPaths(url), storage: .folder(url), limits: limits, budget: nil)
    }
    let zip: ZipArchiveReader
    do { zip = try ZipArchiveReader(url: url) } catch let error as ZipError {
      throw ConversionError(.invalidInput, error.message, at: SourceLocation(file: name))
    }
    let bytes = FileDescriptorIO.status(atPath: url.path)?.size ?? 0
    let bound = limits.maxMembers(archiveBytes: bytes)
    var entries: [String: ZipEntryInfo] = [:]
    for entry in zip.entries() where !entry.isDirectory {
      guard Int64(entries.count) < bound else {
        throw ConversionError(
          .limitExceeded, "the archive holds more than \(bound) members (ZipLimits.maxMembers)",
          at: SourceLocation(file: name))
      }
      entries[entry.path] = entry
    }
    return ArchiveMembers(
      name: name, paths: entries.keys.sorted(), storage: .zip(zip, entries), limits: limits,
      budget: ZipInflateBudget(archiveBytes: bytes, limits: limits))
  }

  /// Whether `url` is a zip archive or folder whose member paths satisfy `predicate` (for a format's
  /// `ownsArchive(at:)`): false for anything that cannot be opened, which is then read as it would be
  /// otherwise.
  ///
  /// Every format that reads account exports asks this of the same input, twice (the converter, then the
  /// container walk): the paths are listed once per archive (`Listing`), without the entries' records.
  package static func paths(at url: URL, satisfy predicate: ([String]) -> Bool) -> Bool {
    guard let paths = Listing.shared.paths(of: url) else { return false }
    return predicate(paths)
  }

  /// The member paths of the last archive or folder asked about, kept while its size and modification
  /// time stay the same.
  final class Listing: @unchecked Sendable {
    static let shared = Listing()
    private let lock = ThreadLock()
    private var key: [String] = []
    private var paths: [String]?

    func paths(of url: URL) -> [String]? {
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
      let key = [
        url.standardizedFileURL.path, "\(attributes?[.size] ?? "")",
        "\(attributes?[.modificationDate] ?? "")",
      ]
      lock.lock()
      defer { lock.unlock() }
      if key == self.key { return paths }
      paths = try? ArchiveMembers.open(url).paths
      self.key = key
      return paths
    }
  }

  /// The member's display name, `<export>:<path>`.
  package func memberName(_ path: String) -> String { name + ":" + path }

  /// Where in the export a fact comes from, for located errors and warnings.
  package func location(_ path: String, line: Int? = nil, recordIndex: Int? = nil) -> SourceLocation {
    SourceLocation(file: memberName(path), line: line, recordIndex: recordIndex)
  }

  /// The member's bytes, streamed.
  package func input(_ path: String) throws -> InputSource {
    switch storage {
    case .folder(let root):
      return InputSource(file: root.appendingPathComponent(path), name: memberName(path))
    case .zip(let zip, let entries):
      let entry = try self.entry(path, in: entries)
      let reader = try locating { try zip.openEntry(entry, limits: limits, budget: budget) }
      return InputSource(
        pulling: { [self] buffer in try locating { try reader.read(into: buffer) } }, name: memberName(path),
        size: Int64(clamping: entry.uncompressedSize))
    }
  }

  /// The member's whole content in memory, refused (`.limitExceeded`, located) past `limit` bytes.
  package func data(_ path: String, limit: Int = ArchiveMembers.defaultDataLimit) throws -> Data {
    let source = try input(path)
    if let size = source.size, size > Int64(limit) {
      throw ConversionError(
        .limitExceeded, "the member holds \(size) bytes, more than the \(limit) read whole",
        at: location(path))
    }
    return try source.readAll(limit: limit)
  }

  /// Runs `body` with the member as a real, named file (a SQLite database needs one): the folder's own
  /// file, or the zip member copied to a private temporary file (0600) removed afterwards. The copy has a
  /// name because SQLite resolves the links in the paths it opens, so an unnamed spool
  /// (`/proc/self/fd/N`) cannot be opened by it.
  package func withFile<T>(_ path: String, _ body: (URL) throws -> T) throws -> T {
    switch storage {
    case .folder(let root):
      return try body(root.appendingPathComponent(path))
    case .zip:
      let name = path.split(separator: "/").last.map(String.init) ?? "member"
      let url = try TemporaryPaths.privateFile(name)
      defer { try? FileManager.default.removeItem(at: url) }
      let sink = try BufferedFileSink(creating: url)
      try input(path).withChunks { try sink.write($0) }
      try sink.close()
      return try body(url)
    }
  }

  private func entry(_ path: String, in entries: [String: ZipEntryInfo]) throws -> ZipEntryInfo {
    guard let entry = entries[path] else {
      throw ConversionError(.io, "no such member", at: location(path))
    }
    return entry
  }

  /// Runs `body`, turning a `ZipError` into a conversion error located at `archive:member`.
  private func locating<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch let error as ZipError { throw error.located(archive: name) }
  }

  private static func folderPaths(_ root: URL) throws -> [String] {
    var paths: [String] = []
    guard let walk = FileDescriptorIO.walk(root.path) else {
      throw ConversionError(.io, "cannot list the folder", at: SourceLocation(file: root.path))
    }
    for (relative, kind) in walk {
      guard kind == .regular else { continue }
      let last = relative.split(separator: "/").last.map(String.init) ?? relative
      if last.hasPrefix("._") || relative.hasPrefix("__MACOSX/") || last == ".DS_Store" { continue }
      paths.append(relative)
    }
    return paths.sorted()
  }
}

extension ZipError {
  /// The error as a conversion error located at `archive:entry` (and the byte offset inside the entry):
  /// a limit is `.limitExceeded`, a CRC mismatch `.checksumMismatch`, anything else `.invalidInput`.
  package func located(archive: String) -> ConversionError {
    let code: ConversionErrorCode =
      switch self.code {
      case .uncompressedSizeLimitExceeded, .compressionRatioLimitExceeded: .limitExceeded
      case .checksumMismatch: .checksumMismatch
      default: .invalidInput
      }
    return ConversionError(
      code, message,
      at: SourceLocation(file: entryPath.map { archive + ":" + $0 } ?? archive, byteOffset: entryOffset))
  }
}
