import ByteStreams
import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel
import ZipStreaming

/// Compressed and archived inputs: what holds the inputs to convert rather than being one.
public enum ContainerKind: String, Sendable, CaseIterable {
  /// A gzip stream (`.gz`, concatenated members too): one member, decompressed.
  case gzip
  /// A zip archive of files (FIT, TCX, GPX, NDJSON, compressed files, zips, folders of them) that is not
  /// an Apple Health export.
  case zip

  /// One line for `wkconv formats`.
  public var summary: String {
    switch self {
    case .gzip: "gzip stream [read] .gz (concatenated members too; x.fit.gz, x.gpx.gz, x.tcx.gz…)"
    case .zip:
      "zip archive of files [read] .zip (FIT/TCX/GPX/NDJSON/compressed members, folders, nested zips; Strava and Garmin bulk exports)"
    }
  }

  /// The file extensions that name a container (for folder expansion).
  public static let fileExtensions = ["gz", "zip"]
}

/// One input found inside a container: its bytes, read on demand, named `<container>:<path inside>`.
public struct ContainerMember {
  /// The member's bytes (read once).
  public let input: InputSource
  /// The member's path inside the outermost container, `/`-separated (`activities/1234.fit.gz:1234.fit`).
  public let path: String
  /// Damage of the compressed stream the member was inflated from, known once its bytes are read: the
  /// member's bytes end where the good compressed bytes end, and this says where and why.
  package var damage: () -> ZipError? = { nil }
}

/// What a walk through an archive left out for its limits (`ZipLimits`): members nested too deep, and
/// members past the archive's member bound; each counted, with the first one's name.
public struct ContainerLimitsReport: Sendable {
  /// A limit that left members out: how many, the first one's name, and why.
  public struct Hit: Sendable {
    public var count = 0
    public var first = ""
    public var why = ""
  }
  /// Archives nested deeper than `ZipLimits.maxNestingDepth`, not opened.
  public var tooDeep = Hit()
  /// Members past `ZipLimits.maxMembers(archiveBytes:)`, not read.
  public var tooMany = Hit()
  /// Members after the archive's inflate budget (`ZipInflateBudget`) ran out, not read.
  public var overBudget = Hit()
  /// Nested archives that could not be opened (damaged, or a limit reached while spooling them).
  public var unopened = Hit()

  /// The hits as located conversion errors (`.limitExceeded`), for the report.
  public var errors: [ConversionError] {
    [tooDeep, tooMany, overBudget, unopened].filter { $0.count > 0 }.map {
      ConversionError(
        .limitExceeded, "\($0.count) member\($0.count == 1 ? " is" : "s are") not read: \($0.why)",
        at: SourceLocation(file: $0.first))
    }
  }
}

/// Expands a container input into the inputs it holds, recursively, streaming: a zip's central directory
/// is read record by record, then each entry is inflated on demand while its reader consumes it (never
/// the whole archive in memory, each entry inflated once, no per-member state kept); a gzip stream is
/// decompressed as it is read. Entry names are never used as paths (a nested zip is spooled to a
/// temporary file of wkconv's naming). Bomb limits (`ZipLimits`) apply to every entry and stream, and to
/// the archive as a whole: one inflate budget for everything inside it (`ZipInflateBudget`), a nesting
/// depth and a member count (`ContainerLimitsReport`).
public enum ContainerInputs {
  /// Containers nested deeper than this are not opened (a zip of zips of zips…).
  public static let maxDepth = ZipLimits().maxNestingDepth

  /// The container kind of `input`, or nil when the input is itself a format's input: gzip by its magic
  /// bytes; zip by its magic bytes unless a format reads zip archives as its own input
  /// (`ReaderTraits.readsZipArchives`: an Apple Health export) and `--from` names it, its sniffer is sure,
  /// or it owns the archive (`WorkoutFormat.ownsArchive(at:)`).
  public static func kind(of input: InputSource, named: FormatID?) throws -> ContainerKind? {
    // A folder is not read here: the converter says what to do with one.
    if let url = input.fileURL, Converter.isDirectory(url) { return nil }
    let prefix = try input.peekPrefix(4096)
    if GzipReader.isGzip(prefix) { return .gzip }
    // The zip magic first: every member of an archive passes here, and format descriptors are built on
    // each call.
    guard prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) else { return nil }
    let archiveFormats = FormatRegistry.all.filter { $0.descriptor.readerTraits.contains(.readsZipArchives) }
    guard !archiveFormats.contains(where: { $0.descriptor.id == named || $0.sniff(prefix) == .yes })
    else { return nil }
    // A file is opened in place; anything else would be spooled twice, so it is taken as a bulk archive
    // only when no format owns it.
    guard let url = input.fileURL else { return .zip }
    return try archiveFormats.contains { try $0.ownsArchive(at: url) } ? nil : .zip
  }

  /// Calls `body` with every member of `input` (a container of `kind`), in archive order, descending into
  /// compressed and archived members. Members that are folders or macOS metadata are skipped; members the
  /// archive's limits leave out are counted in the result.
  @discardableResult
  package static func forEachMember(
    of input: InputSource, kind: ContainerKind, limits: ZipLimits = ZipLimits(),
    _ body: (ContainerMember) throws -> Void
  ) throws -> ContainerLimitsReport {
    let walk = Walk(limits: limits)
    try expand(input, kind: kind, path: "", depth: 0, walk: walk, body)
    return walk.report
  }

  /// The state of one walk through an outermost archive: its budget and member count, and what its
  /// limits left out.
  final class Walk {
    let limits: ZipLimits
    var budget: ZipInflateBudget?
    var maxMembers: Int64 = .max
    var members: Int64 = 0
    var report = ContainerLimitsReport()

    init(limits: ZipLimits) { self.limits = limits }

    /// Sets the bounds from the outermost container's size (once).
    func start(archiveBytes: Int64?) {
      guard budget == nil, let archiveBytes else { return }
      budget = ZipInflateBudget(archiveBytes: archiveBytes, limits: limits)
      maxMembers = limits.maxMembers(archiveBytes: archiveBytes)
    }

    static func note(_ hit: inout ContainerLimitsReport.Hit, _ name: String, _ why: @autoclosure () -> String)
    {
      if hit.count == 0 {
        hit.first = name
        hit.why = why()
      }
      hit.count += 1
    }
  }

  private static func expand(
    _ input: InputSource, kind: ContainerKind, path: String, depth: Int, walk: Walk,
    _ body: (ContainerMember) throws -> Void
  ) throws {
    switch kind {
    case .gzip:
      walk.start(archiveBytes: input.size)
      let upstream = PullReader(try input.makeSequentialReader())
      let gzip = try GzipReader(
        upstream, name: input.name, limits: walk.limits, budget: walk.budget, recovering: true)
      let inner = innerName(ofGzip: path.isEmpty ? lastComponent(input.name) : path)
      let member = InputSource(
        pulling: { try gzip.read(into: $0) }, name: input.name + ":" + lastComponent(inner))
      try visit(member, path: inner, depth: depth, walk: walk, damage: { gzip.damage }, body)
    case .zip:
      let url: URL
      let cleanup: () -> Void
      let zip: ZipArchiveReader
      do {
        (url, cleanup) = try input.materializedFile()
        do { zip = try ZipArchiveReader(url: url) } catch {
          cleanup()
          throw error
        }
      } catch {
        // A nested archive that cannot be opened is one damaged member; the outermost one is the input's
        // failure.
        guard depth > 0 else {
          if let error = error as? ZipError {
            throw ConversionError(.invalidInput, error.message, at: SourceLocation(file: input.name))
          }
          throw error
        }
        Walk.note(&walk.report.unopened, input.name, "nested archives cannot be opened (first: \(error))")
        return
      }
      defer { cleanup() }
      walk.start(archiveBytes: FileDescriptorIO.status(atPath: url.path)?.size)
      for entry in zip.entries() where !entry.isDirectory {
        let name = input.name + ":" + entry.path
        walk.members += 1
        if walk.members > walk.maxMembers {
          // The rest of this archive and of those holding it is left out; the first is named.
          Walk.note(
            &walk.report.tooMany, name,
            "the archive holds more than \(walk.maxMembers) members, nested archives' included (ZipLimits.bytesPerMember, ZipLimits.memberFloor)"
          )
          continue
        }
        if let budget = walk.budget, budget.consumed > budget.limit {
          // The member that ran it out is damage of its own; the ones after it are not opened.
          Walk.note(
            &walk.report.overBudget, name,
            "the archive's members inflate to more than \(budget.limit) bytes together (\(budget.ratio)× the archive's \(budget.archiveBytes) bytes, ZipInflateBudget)"
          )
          continue
        }
        let reader = try zip.openEntry(entry, limits: walk.limits, budget: walk.budget)
        let member = InputSource(
          pulling: { try reader.read(into: $0) }, name: name, size: Int64(clamping: entry.uncompressedSize))
        try visit(
          member, path: path.isEmpty ? entry.path : path + ":" + entry.path, depth: depth, walk: walk,
          damage: { nil }, body)
      }
    }
  }

  private static func visit(
    _ member: InputSource, path: String, depth: Int, walk: Walk, damage: @escaping () -> ZipError?,
    _ body: (ContainerMember) throws -> Void
  ) throws {
    guard let inner = try kind(of: member, named: nil) else {
      return try body(ContainerMember(input: member, path: path, damage: damage))
    }
    guard depth + 1 < walk.limits.maxNestingDepth else {
      Walk.note(
        &walk.report.tooDeep, member.name,
        "archives nested more than \(walk.limits.maxNestingDepth) deep are not opened (ZipLimits.maxNestingDepth)"
      )
      return
    }
    try expand(member, kind: inner, path: path, depth: depth + 1, walk: walk, body)
  }

  /// `ride.fit.gz` → `ride.fit`; `ride.gz` → `ride`; `ride.tgz`-like names keep a neutral `ride`.
  static func innerName(ofGzip name: String) -> String {
    let lower = name.lowercased()
    if lower.hasSuffix(".gz") { return String(name.dropLast(3)) }
    if lower.hasSuffix(".gzip") { return String(name.dropLast(5)) }
    return name
  }

  private static func lastComponent(_ path: String) -> String {
    path.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? path
  }

  /// Runs `body`, turning a `ZipError` it throws into a located conversion error.
  static func locatingZipErrors(_ body: () throws -> Void) throws {
    do { try body() } catch let error as ZipError { throw conversionError(error) }
  }

  /// A `ZipError` as a located conversion error (`archive:entry`, byte offset inside the entry).
  static func conversionError(_ error: ZipError) -> ConversionError {
    error.located(archive: error.archivePath)
  }
}

/// A pull closure as a `ByteReading` (for stacking a decompressor on an `InputSource`).
final class PullReader: ByteReading {
  private let pull: InputSource.Pull
  init(_ pull: @escaping InputSource.Pull) { self.pull = pull }
  func read(into buffer: MutableByteView) throws -> Int { try pull(buffer) }
}
