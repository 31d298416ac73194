import ByteStreams
import Foundation
import ZIPFoundation

/// Where a producer writes one entry's bytes (see `ZipArchiveWriter.addEntry(path:producer:)`); buffered.
public final class ZipEntryOutput {
  private let fd: Int32
  private let path: String
  private var buffer: [UInt8] = []
  private let capacity = 256 << 10
  /// Bytes written so far.
  public private(set) var count: Int64 = 0

  init(fd: Int32, path: String) {
    self.fd = fd
    self.path = path
    buffer.reserveCapacity(capacity)
  }

  /// Appends `bytes` to the entry.
  public func write(_ bytes: ByteView) throws {
    count += Int64(bytes.count)
    if buffer.count + bytes.count > capacity {
      try flush()
      if bytes.count >= capacity { return try writeAll(bytes) }
    }
    buffer.append(bytes)
  }

  /// Appends `data` to the entry.
  public func write(_ data: Data) throws { try ByteView.withBytes(of: data) { try write($0) } }

  /// Writes the buffered bytes to the spool file.
  public func flush() throws {
    guard !buffer.isEmpty else { return }
    try ByteView.withBytes(of: buffer) { try writeAll($0) }
    buffer.removeAll(keepingCapacity: true)
  }

  private func writeAll(_ bytes: ByteView) throws {
    if let failure = FileDescriptorIO.writeAll(fd, bytes) {
      throw ZipError(code: .writeFailed, message: FileDescriptorIO.message(failure), archivePath: path)
    }
  }
}

/// Writes a zip archive: entries are deflated (ZIP64 when sizes need it) into a temporary file that
/// `finish()` renames over the destination, so a failed write never leaves a partial archive.
public final class ZipArchiveWriter {
  /// The final location.
  public let url: URL
  /// Compression/read block size handed to ZIPFoundation. Default 1 MiB.
  public var bufferSize: Int = 1 << 20
  private let temporaryURL: URL
  private var archive: Archive?
  private var done = false
  /// The readers' limits (`ZipArchiveReader`'s defaults): no entry is written beyond their ratio.
  static let readerLimits = ZipLimits()
  /// Entries from this size on are kept within the readers' ratio (below it a high ratio costs nothing;
  /// the whole-archive budget has a 16 MiB floor).
  static let ratioCheckedSize: Int64 = 64 << 10
  /// Entries stored uncompressed because deflating them went beyond the readers' ratio limit.
  public private(set) var storedForRatio: [String] = []

  /// Starts an archive that will be written to `url` (replaced if it exists) when `finish()` succeeds.
  public init(url: URL) throws {
    self.url = url
    temporaryURL = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      archive = try Archive(url: temporaryURL, accessMode: .create, pathEncoding: nil)
    } catch {
      throw ZipError(code: .writeFailed, message: "cannot create archive (\(error))", archivePath: url.path)
    }
  }

  deinit { if !done { try? FileManager.default.removeItem(at: temporaryURL) } }

  /// Adds a file entry with `data` as content.
  public func addEntry(
    path: String, data: Data, modificationDate: Date = Date(), compressed: Bool = true
  ) throws {
    try add(path: path, size: Int64(data.count), modificationDate: modificationDate, compressed: compressed) {
      position, size in
      data.subdata(in: Int(position)..<Int(position) + size)
    }
  }

  /// Adds a file entry whose content `producer` writes in any number of chunks (spooled to a temporary file first,
  /// because the zip local header needs the size; memory stays bounded).
  public func addEntry(
    path: String, modificationDate: Date = Date(), compressed: Bool = true,
    producer: (ZipEntryOutput) throws -> Void
  ) throws {
    let spool = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).spool")
    let fd = FileDescriptorIO.open(spool.path, O_RDWR | O_CREAT | O_TRUNC, mode: 0o600)
    guard fd >= 0 else {
      throw ZipError(
        code: .writeFailed, message: "cannot create spool file: \(FileDescriptorIO.message(-fd))",
        archivePath: url.path, entryPath: path)
    }
    defer {
      FileDescriptorIO.close(fd)
      FileDescriptorIO.remove(spool.path)
    }
    let output = ZipEntryOutput(fd: fd, path: url.path)
    try producer(output)
    try output.flush()
    let archivePath = url.path
    try add(path: path, size: output.count, modificationDate: modificationDate, compressed: compressed) {
      position, size in
      var data = Data(count: size)
      let n = FileDescriptorIO.read(fd, into: &data, at: Int64(position))
      guard n == size else {
        throw ZipError(
          code: .writeFailed, message: "spool file read failed", archivePath: archivePath, entryPath: path)
      }
      return data
    }
  }

  /// Adds a file entry with the content of the file at `fileURL`.
  public func addEntry(path: String, fileURL: URL, modificationDate: Date? = nil, compressed: Bool = true)
    throws
  {
    let handle: FileHandle
    do { handle = try FileHandle(forReadingFrom: fileURL) } catch {
      throw ZipError(
        code: .writeFailed, message: "cannot read \(fileURL.path) (\(error))", archivePath: url.path,
        entryPath: path)
    }
    defer { try? handle.close() }
    let status = FileDescriptorIO.status(atPath: fileURL.path)
    let size = status?.size ?? 0
    let date = modificationDate ?? status.map { Date(timeIntervalSince1970: $0.modified) } ?? Date()
    try add(path: path, size: size, modificationDate: date, compressed: compressed) { position, size in
      try handle.seek(toOffset: UInt64(position))
      return try handle.read(upToCount: size) ?? Data()
    }
  }

  /// Adds a directory entry (`path` gets a trailing `/`).
  public func addDirectory(path: String, modificationDate: Date = Date()) throws {
    let archive = try openArchive()
    do {
      try archive.addEntry(
        with: path.hasSuffix("/") ? path : path + "/", type: .directory, uncompressedSize: Int64(0),
        modificationDate: modificationDate, provider: { (_: Int64, _: Int) -> Data in Data() })
    } catch {
      throw ZipError(code: .writeFailed, message: "\(error)", archivePath: url.path, entryPath: path)
    }
  }

  /// Completes the archive and moves it to `url`.
  public func finish() throws {
    _ = try openArchive()
    archive = nil
    done = true
    // rename(2) replaces the destination atomically (same folder, same file system).
    if let failure = FileDescriptorIO.rename(temporaryURL.path, to: url.path) {
      let reason = FileDescriptorIO.message(failure)
      try? FileManager.default.removeItem(at: temporaryURL)
      throw ZipError(
        code: .writeFailed, message: "cannot move the archive into place: \(reason)", archivePath: url.path)
    }
  }

  /// Abandons the archive; nothing is written to `url`.
  public func cancel() {
    archive = nil
    done = true
    try? FileManager.default.removeItem(at: temporaryURL)
  }

  private func openArchive() throws -> Archive {
    guard let archive, !done else {
      throw ZipError(
        code: .misuse, message: "the archive was already finished or cancelled", archivePath: url.path)
    }
    return archive
  }

  private func add(
    path: String, size: Int64, modificationDate: Date, compressed: Bool,
    provider: @escaping (Int64, Int) throws -> Data
  ) throws {
    let archive = try openArchive()
    _ = try ZipArchiveReader.safeComponents(path, archivePath: url.path)
    do {
      try archive.addEntry(
        with: path, type: .file, uncompressedSize: size, modificationDate: modificationDate,
        compressionMethod: compressed ? .deflate : .none, bufferSize: bufferSize, provider: provider)
      // What we write, we read: an entry deflated beyond the readers' ratio limit (their bomb rule) is
      // stored instead — 120k samples that differ only in their UUIDs deflate 255×.
      if compressed, let entry = archive[path], size >= Self.ratioCheckedSize,
        Double(entry.uncompressedSize) > Double(max(entry.compressedSize, 1))
          * Self.readerLimits.maxCompressionRatio
      {
        try archive.remove(entry, bufferSize: bufferSize)
        try archive.addEntry(
          with: path, type: .file, uncompressedSize: size, modificationDate: modificationDate,
          compressionMethod: .none, bufferSize: bufferSize, provider: provider)
        storedForRatio.append(path)
      }
    } catch let e as ZipError {
      throw e
    } catch {
      throw ZipError(code: .writeFailed, message: "\(error)", archivePath: url.path, entryPath: path)
    }
  }
}
