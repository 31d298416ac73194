import ByteStreams
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a producer writes one entry's bytes (see `ZipArchiveWriter.addEntry(path:producer:)`); buffered.
package final class ZipEntryOutput {
  private let fd: Int32
  private let path: String
  private var buffer: [UInt8] = []
  private let capacity = 256 << 10
  /// Bytes written so far.
  package private(set) var count: Int64 = 0

  init(fd: Int32, path: String) {
    self.fd = fd
    self.path = path
    buffer.reserveCapacity(capacity)
  }

  /// Appends `bytes` to the entry.
  package func write(_ bytes: ByteView) throws {
    count += Int64(bytes.count)
    if buffer.count + bytes.count > capacity {
      try flush()
      if bytes.count >= capacity { return try writeAll(bytes) }
    }
    buffer.append(bytes)
  }

  /// Appends `data` to the entry.
  package func write(_ data: Data) throws { try ByteView.withBytes(of: data) { try write($0) } }

  /// Writes the buffered bytes to the spool file.
  package func flush() throws {
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

/// Writes a zip archive: entries are deflated (ZIP64 when sizes or offsets need it) into a temporary file that
/// `finish()` renames over the destination, so a failed write never leaves a partial archive.
///
/// Each entry is a local header (written first with the size, then again with the CRC-32 and the deflated
/// size), its data, and a central directory record kept in memory until `finish()` writes the directory
/// and its end records. Names are UTF-8 (flag bit 11); files are `-rw-r--r--`, folders `drwxr-xr-x`, made
/// by Unix; times are MS-DOS local times of the given date read as UTC (callers pass local wall time).
package final class ZipArchiveWriter {
  /// The final location.
  package let url: URL
  /// Read and deflate block size. Default 1 MiB.
  package var bufferSize: Int = 1 << 20
  private let temporaryURL: URL
  private var fd: Int32
  /// Where the next entry starts.
  private var offset: Int64 = 0
  private var centralDirectory: [UInt8] = []
  private var entryCount = 0
  private var done = false
  /// The readers' limits (`ZipArchiveReader`'s defaults): no entry is written beyond their ratio.
  static let readerLimits = ZipLimits()
  /// Entries from this size on are kept within the readers' ratio (below it a high ratio costs nothing;
  /// the whole-archive budget has a 16 MiB floor).
  static let ratioCheckedSize: Int64 = 64 << 10
  /// Entries stored uncompressed because deflating them went beyond the readers' ratio limit.
  package private(set) var storedForRatio: [String] = []

  /// Starts an archive that will be written to `url` (replaced if it exists) when `finish()` succeeds.
  package init(url: URL) throws {
    self.url = url
    temporaryURL = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    fd = FileDescriptorIO.open(temporaryURL.path, O_RDWR | O_CREAT | O_EXCL, mode: 0o644)
    guard fd >= 0 else {
      throw ZipError(
        code: .writeFailed, message: "cannot create archive (\(FileDescriptorIO.message(-fd)))",
        archivePath: url.path)
    }
  }

  deinit { if !done { cancel() } }

  /// Adds a file entry with `data` as content.
  package func addEntry(
    path: String, data: Data, modificationDate: Date = Date(), compressed: Bool = true
  ) throws {
    let block = max(bufferSize, 1)
    try add(path: path, size: Int64(data.count), modificationDate: modificationDate, compressed: compressed) {
      deliver in
      try ByteView.withBytes(of: data) { bytes in
        var start = 0
        repeat {
          let end = min(start + block, bytes.count)
          try deliver(bytes.extracting(start..<end))
          start = end
        } while start < bytes.count
      }
    }
  }

  /// Adds a file entry whose content `producer` writes in any number of chunks (spooled to a temporary file first,
  /// because the zip local header needs the size; memory stays bounded).
  package func addEntry(
    path: String, modificationDate: Date = Date(), compressed: Bool = true,
    producer: (ZipEntryOutput) throws -> Void
  ) throws {
    let spool = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).spool")
    let spoolFD = FileDescriptorIO.open(spool.path, O_RDWR | O_CREAT | O_TRUNC, mode: 0o600)
    guard spoolFD >= 0 else {
      throw ZipError(
        code: .writeFailed, message: "cannot create spool file: \(FileDescriptorIO.message(-spoolFD))",
        archivePath: url.path, entryPath: path)
    }
    defer {
      FileDescriptorIO.close(spoolFD)
      FileDescriptorIO.remove(spool.path)
    }
    let output = ZipEntryOutput(fd: spoolFD, path: url.path)
    try producer(output)
    try output.flush()
    try add(path: path, size: output.count, modificationDate: modificationDate, compressed: compressed) {
      try readChunks(of: spoolFD, size: output.count, entryPath: path, $0)
    }
  }

  /// Adds a file entry with the content of the file at `fileURL`.
  package func addEntry(path: String, fileURL: URL, modificationDate: Date? = nil, compressed: Bool = true)
    throws
  {
    let source = FileDescriptorIO.open(fileURL.path, O_RDONLY)
    guard source >= 0 else {
      throw ZipError(
        code: .writeFailed, message: "cannot read \(fileURL.path) (\(FileDescriptorIO.message(-source)))",
        archivePath: url.path, entryPath: path)
    }
    defer { FileDescriptorIO.close(source) }
    let status = FileDescriptorIO.status(atPath: fileURL.path)
    let size = status?.size ?? 0
    let date = modificationDate ?? status.map { Date(timeIntervalSince1970: $0.modified) } ?? Date()
    try add(path: path, size: size, modificationDate: date, compressed: compressed) {
      try readChunks(of: source, size: size, entryPath: path, $0)
    }
  }

  /// Adds a directory entry (`path` gets a trailing `/`).
  package func addDirectory(path: String, modificationDate: Date = Date()) throws {
    try checkOpen()
    let name = path.hasSuffix("/") ? path : path + "/"
    let entry = Entry(
      name: Array(name.utf8), method: 0, time: Self.dosTime(modificationDate), crc: 0, size: 0, deflated: 0,
      attributes: 0o040755 << 16, offset: offset)
    try write(entry.localHeader, at: offset)
    offset += Int64(entry.localHeader.count)
    append(entry)
  }

  /// Completes the archive and moves it to `url`.
  package func finish() throws {
    try checkOpen()
    var tail = centralDirectory
    tail.append(contentsOf: Self.endRecords(entries: entryCount, size: centralDirectory.count, at: offset))
    try write(tail, at: offset)
    let end = offset + Int64(tail.count)
    // A stored retry can leave nothing beyond `end` (it is longer than what it replaced), but the file is cut
    // there in any case.
    if ftruncate(fd, off_t(end)) != 0 { throw failure(errno) }
    FileDescriptorIO.close(fd)
    done = true
    // rename(2) replaces the destination atomically (same folder, same file system).
    if let failure = FileDescriptorIO.rename(temporaryURL.path, to: url.path) {
      let reason = FileDescriptorIO.message(failure)
      FileDescriptorIO.remove(temporaryURL.path)
      throw ZipError(
        code: .writeFailed, message: "cannot move the archive into place: \(reason)", archivePath: url.path)
    }
  }

  /// Abandons the archive; nothing is written to `url`.
  package func cancel() {
    guard !done else { return }
    done = true
    FileDescriptorIO.close(fd)
    FileDescriptorIO.remove(temporaryURL.path)
  }

  private func checkOpen() throws {
    guard !done else {
      throw ZipError(
        code: .misuse, message: "the archive was already finished or cancelled", archivePath: url.path)
    }
  }

  private func failure(_ code: Int32, entryPath: String? = nil) -> ZipError {
    ZipError(
      code: .writeFailed, message: FileDescriptorIO.message(code), archivePath: url.path, entryPath: entryPath
    )
  }

  private func write(_ bytes: [UInt8], at position: Int64) throws {
    if let code = FileDescriptorIO.writeAll(fd, bytes, at: position) {
      throw failure(code)
    }
  }

  /// Hands `size` bytes of `source` from its start to `deliver`, in blocks of `bufferSize`.
  private func readChunks(
    of source: Int32, size: Int64, entryPath: String, _ deliver: (ByteView) throws -> Void
  ) throws {
    let block = ChunkBlock(capacity: max(bufferSize, 1))
    var position: Int64 = 0
    repeat {
      let wanted = Int(min(Int64(block.capacity), size - position))
      let n = block.fill { FileDescriptorIO.read(source, into: $0, upTo: wanted, at: position) }
      guard n == wanted else {
        throw ZipError(
          code: .writeFailed, message: "the entry's source ended or failed before its \(size) bytes",
          archivePath: url.path, entryPath: entryPath)
      }
      try deliver(block.view)
      position += Int64(n)
    } while position < size
  }

  /// Writes one file entry from `chunks` (which hands its `size` bytes to the closure it is given, and
  /// can be asked again): deflated, or stored when asked, when deflating goes beyond the readers' ratio
  /// limit (their bomb rule: 120k samples that differ only in their UUIDs deflate 255×), or when the
  /// deflated size would need ZIP64 and the stored one would not.
  private func add(
    path: String, size: Int64, modificationDate: Date, compressed: Bool,
    chunks: ((ByteView) throws -> Void) throws -> Void
  ) throws {
    try checkOpen()
    _ = try ZipArchiveReader.safeComponents(path, archivePath: url.path)
    let time = Self.dosTime(modificationDate)
    if compressed {
      let entry = try writeEntry(path: path, size: size, time: time, deflate: true, chunks: chunks)
      let beyondRatio =
        size >= Self.ratioCheckedSize
        && Double(size) > Double(max(entry.deflated, 1)) * Self.readerLimits.maxCompressionRatio
      let wouldNeedZIP64 = !entry.isZIP64 && entry.deflated >= 0xFFFF_FFFF
      if !beyondRatio && !wouldNeedZIP64 { return commit(entry) }
      if beyondRatio { storedForRatio.append(path) }
    }
    commit(try writeEntry(path: path, size: size, time: time, deflate: false, chunks: chunks))
  }

  private func commit(_ entry: Entry) {
    offset = entry.offset + Int64(entry.localHeader.count) + entry.deflated
    append(entry)
  }

  private func append(_ entry: Entry) {
    centralDirectory.append(contentsOf: entry.centralRecord)
    entryCount += 1
  }

  /// Writes the local header and data of an entry at `offset`; the header carries its final values.
  private func writeEntry(
    path: String, size: Int64, time: (date: UInt16, time: UInt16), deflate: Bool,
    chunks: ((ByteView) throws -> Void) throws -> Void
  ) throws -> Entry {
    var entry = Entry(
      name: Array(path.utf8), method: deflate ? 8 : 0, time: time, crc: 0, size: size, deflated: 0,
      attributes: 0o100644 << 16, offset: offset)
    let dataStart = offset + Int64(entry.localHeader.count)
    var position = dataStart
    var pending: [UInt8] = []
    pending.reserveCapacity(max(bufferSize, 1))
    func emit(_ bytes: ByteView) throws {
      if pending.count + bytes.count > pending.capacity && !pending.isEmpty {
        try write(pending, at: position)
        position += Int64(pending.count)
        pending.removeAll(keepingCapacity: true)
      }
      pending.append(bytes)
    }
    var crc: UInt = 0
    let deflater = deflate ? ZlibDeflater(outputCapacity: max(bufferSize, 1)) : nil
    if deflate && deflater == nil {
      throw ZipError(code: .writeFailed, message: "zlib cannot start deflating", archivePath: url.path)
    }
    var fed: Int64 = 0
    if size > 0 {
      try chunks { bytes in
        crc = ZlibCRC32.update(crc, bytes)
        fed += Int64(bytes.count)
        if let deflater {
          guard try deflater.deflate(bytes, finish: fed >= size, emit) else {
            throw ZipError(code: .writeFailed, message: "zlib failed deflating", archivePath: url.path)
          }
        } else {
          try emit(bytes)
        }
      }
    }
    if let deflater, size == 0,
      try !deflater.deflate(ByteView.empty, finish: true, emit)
    {
      throw ZipError(code: .writeFailed, message: "zlib failed deflating", archivePath: url.path)
    }
    try write(pending, at: position)
    position += Int64(pending.count)
    entry.crc = UInt32(truncatingIfNeeded: crc)
    entry.deflated = position - dataStart
    try write(entry.localHeader, at: entry.offset)
    return entry
  }

  /// An MS-DOS date and time of `date`'s UTC fields (years outside 1980…2099 clamped), whole seconds
  /// toward zero, halved.
  static func dosTime(_ date: Date) -> (date: UInt16, time: UInt16) {
    let (y, mo, d, h, mi, s) = TimeText.civil(
      fromUnix: Int64(date.timeIntervalSince1970.rounded(.towardZero)))
    let year = min(max(y, 1980), 2099)
    return (UInt16(d + mo * 32 + (year - 1980) * 512), UInt16(s / 2 + mi * 32 + h * 2048))
  }

  /// The ZIP64 end record and locator when a count, size or offset needs them, then the end record.
  static func endRecords(entries: Int, size: Int, at start: Int64) -> [UInt8] {
    var out: [UInt8] = []
    let needsZIP64 = entries >= 0xFFFF || size >= 0xFFFF_FFFF || start >= 0xFFFF_FFFF
    if needsZIP64 {
      let recordOffset = UInt64(start) + UInt64(size)
      out.put32(0x0606_4B50)
      out.put64(44)
      out.put16(Entry.madeByUnix)
      out.put16(45)
      out.put32(0)
      out.put32(0)
      out.put64(UInt64(entries))
      out.put64(UInt64(entries))
      out.put64(UInt64(size))
      out.put64(UInt64(start))
      out.put32(0x0706_4B50)
      out.put32(0)
      out.put64(recordOffset)
      out.put32(1)
    }
    let count = UInt16(min(entries, 0xFFFF))
    out.put32(0x0605_4B50)
    out.put16(0)
    out.put16(0)
    out.put16(count)
    out.put16(count)
    out.put32(UInt32(min(size, 0xFFFF_FFFF)))
    out.put32(UInt32(min(start, 0xFFFF_FFFF)))
    out.put16(0)
    return out
  }
}

/// One entry's header fields, as written in its local header and its central directory record.
private struct Entry {
  /// "Made by" Unix (3), spec version 2.1: the external attributes are Unix modes.
  static let madeByUnix: UInt16 = 0x0315
  var name: [UInt8]
  var method: UInt16
  var time: (date: UInt16, time: UInt16)
  var crc: UInt32
  var size: Int64
  var deflated: Int64
  var attributes: UInt32
  var offset: Int64

  /// Whether the sizes go in a ZIP64 extra field (decided by the uncompressed size, known before the
  /// data is written, so the local header keeps its length).
  var isZIP64: Bool { size >= 0xFFFF_FFFF }
  var versionNeeded: UInt16 { isZIP64 ? 45 : 20 }

  var localHeader: [UInt8] {
    var out: [UInt8] = []
    out.put32(0x0403_4B50)
    putCommon(&out)
    out.put16(isZIP64 ? 20 : 0)
    out.append(contentsOf: name)
    if isZIP64 {
      out.put16(1)
      out.put16(16)
      out.put64(UInt64(size))
      out.put64(UInt64(deflated))
    }
    return out
  }

  var centralRecord: [UInt8] {
    let farOffset = offset >= 0xFFFF_FFFF
    let extra = (isZIP64 ? 16 : 0) + (farOffset ? 8 : 0)
    var out: [UInt8] = []
    out.put32(0x0201_4B50)
    out.put16(Self.madeByUnix)
    putCommon(&out)
    out.put16(UInt16(extra > 0 ? extra + 4 : 0))
    out.put16(0)
    out.put16(0)
    out.put16(0)
    out.put32(attributes)
    out.put32(farOffset ? 0xFFFF_FFFF : UInt32(offset))
    out.append(contentsOf: name)
    if extra > 0 {
      out.put16(1)
      out.put16(UInt16(extra))
      if isZIP64 {
        out.put64(UInt64(size))
        out.put64(UInt64(deflated))
      }
      if farOffset { out.put64(UInt64(offset)) }
    }
    return out
  }

  /// Version needed to name length: the fields both headers share.
  private func putCommon(_ out: inout [UInt8]) {
    out.put16(versionNeeded)
    out.put16(0x0800)
    out.put16(method)
    out.put16(time.time)
    out.put16(time.date)
    out.put32(crc)
    out.put32(isZIP64 ? 0xFFFF_FFFF : UInt32(deflated))
    out.put32(isZIP64 ? 0xFFFF_FFFF : UInt32(size))
    out.put16(UInt16(name.count))
  }
}

extension [UInt8] {
  fileprivate mutating func put16(_ v: UInt16) { append(contentsOf: [UInt8(v & 0xFF), UInt8(v >> 8)]) }
  fileprivate mutating func put32(_ v: UInt32) {
    put16(UInt16(v & 0xFFFF))
    put16(UInt16(v >> 16))
  }
  fileprivate mutating func put64(_ v: UInt64) {
    put32(UInt32(v & 0xFFFF_FFFF))
    put32(UInt32(v >> 32))
  }
}
