import ByteStreams
import FormatKit
import FormatParquet
import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A directory output of a run — one input's, an archive's members', a batch's inputs' — built in a
/// staging folder and put in place once, at `commit`: a new directory is renamed into place whole, and
/// marked as wkconv's (`mark`); with `overwrite`, a directory wkconv made is replaced whole, in one atomic
/// exchange, so nothing of the earlier run survives; into any other existing directory every file is
/// moved by name, after checking that none exists without `overwrite` (a folder wkconv did not make may
/// hold the user's own files, or the run's inputs). Until then nothing is visible under the target, and
/// `abort` removes everything. The named parts of a
/// directory: each conversion's workout files, leftover `<input>.ndjson` and kind files (`Share`,
/// `DirectoryDestination`), a dataset's files, and the one index (HTML's `index.html`) that lists every
/// workout file written, written at the end.
///
/// Thread-safe: a batch's conversions (`--jobs`) write into one directory output.
public final class DirectoryOutput: @unchecked Sendable {
  /// The directory, as given.
  public let target: URL
  let format: any WorkoutFormat
  let overwrite: Bool
  private let reserved: [URL]
  private let options: FormatOptions
  /// A batch's other inputs: never written over, whichever input is converting.
  private let inputs: Set<FileIdentity>
  private let names: OutputNameRegistry?
  /// Where files are written until `commit`: beside a new target, inside an existing one (same file
  /// system, and the only place known to be writable).
  let staging: URL
  private let stagedInside: Bool
  /// Whether `commit` replaces the existing target whole (`--force` onto a directory wkconv made).
  private let replacesWhole: Bool
  /// Folders made above the target (`out/a/b/`), removed by `abort`.
  private var madeParents: [URL] = []
  private let lock = ThreadLock()
  private var claimed: Set<String> = []
  /// Canonical paths of the target's folders and of inputs and reserved paths (`checkTarget`).
  private var canonicalFolders: [String: String] = [:]
  private var canonicalPaths: [String: String] = [:]
  private var shares: [Share] = []
  private var index: (name: String, output: AtomicFileOutput, writer: any DirectoryIndexWriter)?
  private let indexContext: ConversionContext
  private var finished = false

  /// Starts a directory output at `target` for `format` under `settings` (`--force`, reserved paths, the
  /// batch's output names). `title` names the index (the input, the archive, the batch's directory);
  /// `protected` are inputs never written over. Fails, before anything is written, when the index's
  /// name is taken without `--force`.
  public init(
    _ target: URL, format: any WorkoutFormat, settings: ConversionSettings, title: String, protected: [URL]
  ) throws {
    self.target = target
    self.format = format
    overwrite = settings.overwrite
    reserved = settings.reservedPaths
    options = settings.options
    names = settings.outputNames
    inputs = Set(protected.compactMap { FileIdentity(path: $0.path) })
    indexContext = FormatRegistry.context(inputName: title, options: settings.options)
    replacesWhole =
      settings.overwrite && Self.isReplaceable(target, keeping: protected + settings.reservedPaths)
    if Converter.isDirectory(target), !replacesWhole {
      stagedInside = true
      staging = target.appendingPathComponent(Self.stagingName(""))
    } else {
      stagedInside = false
      let parent = target.deletingLastPathComponent()
      var missing: [URL] = []
      var folder = parent
      while !FileDescriptorIO.exists(atPath: folder.path), folder.path != "/" {
        missing.append(folder)
        folder = folder.deletingLastPathComponent()
      }
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
      madeParents = missing.reversed()
      staging = parent.appendingPathComponent(Self.stagingName(target.lastPathComponent))
    }
    do {
      try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      removeParents()
      throw ConversionError(
        .io, "cannot make the directory output: \(error)",
        at: SourceLocation(file: target.path))
    }
    TemporaryPaths.register(staging)  // removed also when the run is interrupted
    do { try startIndex(protected: protected) } catch {
      abort()
      throw error
    }
  }

  /// The extended attribute that marks a directory wkconv made whole (its value names the format).
  static let mark = "user.wkconv.output"

  /// Whether `target` is a directory wkconv made (it carries `mark`) that holds none of `keeping` (the
  /// run's inputs, report and map): one that `--force` replaces whole.
  static func isReplaceable(_ target: URL, keeping: [URL]) -> Bool {
    guard Converter.isDirectory(target), FileDescriptorIO.attribute(mark, atPath: target.path) != nil
    else { return false }
    let folder = target.resolvingSymlinksInPath().standardizedFileURL.path
    return !keeping.contains { url in
      let path = url.resolvingSymlinksInPath().standardizedFileURL.path
      return path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
  }

  private static func stagingName(_ name: String) -> String {
    (name.isEmpty ? "." : ".\(name).")
      + "wkconv-\(FileDescriptorIO.processID)-\(UUID().uuidString.prefix(8)).tmp"
  }

  /// The index of a one-workout-per-file format that has one (`DirectoryIndexing`), under its name.
  private func startIndex(protected: [URL]) throws {
    guard Converter.splitsPerWorkout(format.descriptor), let indexing = format.directoryIndexing
    else { return }
    let name = "index." + fileExtension
    claimed.insert(name)
    try checkTarget(name, protected: protected)
    let output = try open(name)
    index = (
      name, output, try indexing.makeIndexWriter(to: output.sink, options: options, context: indexContext)
    )
  }

  /// Whether the directory has an index.
  var hasIndex: Bool { index != nil }

  /// The format's file extension.
  var fileExtension: String { format.descriptor.fileExtensions.first ?? format.descriptor.id.rawValue }

  /// A new share of the directory: one input's files, kept or discarded together.
  public func share() -> Share {
    let share = Share(self)
    lock.withLock { shares.append(share) }
    return share
  }

  /// Claims a name for a new file (`stem.ext`, else `stem-2.ext`, `stem-3.ext`…): never one claimed
  /// before in this directory (by any input of the run) or in `settings.outputNames`; its path in the
  /// target is checked (`checkTarget`).
  func claim(_ stem: String, extension ext: String, protected: [URL]) throws -> String {
    let name: String = lock.withLock {
      var name = stem + "." + ext
      var n = 2
      while claimed.contains(name)
        || !(names?.claim(target.appendingPathComponent(name).standardizedFileURL.path) ?? true)
      {
        name = "\(stem)-\(n).\(ext)"
        n += 1
      }
      claimed.insert(name)
      return name
    }
    try checkTarget(name, protected: protected)
    return name
  }

  /// Gives a claimed name back (a file that was not written).
  func release(_ name: String) {
    _ = lock.withLock { claimed.remove(name) }
  }

  /// Refuses a name whose path in the target is an input, the run's report or map, a directory, or an
  /// existing file without `--force`: the same rules as a single output, before anything is written.
  private func checkTarget(_ name: String, protected: [URL]) throws {
    let url = target.appendingPathComponent(name)
    let identity = FileIdentity(path: url.path)
    // Nothing at the path (links followed), as for every file of a new directory: it is no input, and
    // the same file as an input or a reserved path only by canonical path (`FileIdentity.sameFile`),
    // compared here with canonical paths resolved once per folder and path, not once per file.
    let missing = identity == nil ? canonicalPathOfMissing(url) : nil
    func same(_ other: URL) -> Bool {
      guard let missing else { return FileIdentity.sameFile(other, url) }
      return canonicalPath(other) == missing
    }
    if identity.map({ inputs.contains($0) }) ?? false || protected.contains(where: same) {
      throw ConversionError(
        .outputExists, "refusing to overwrite an input file", at: SourceLocation(file: url.path),
        hint: "choose another output path")
    }
    if reserved.contains(where: same) {
      throw ConversionError(
        .outputExists, "refusing to write over another output of this run (its report or map)",
        at: SourceLocation(file: url.path), hint: "choose another output path")
    }
    if missing != nil {
      // A dangling symbolic link is something at the path.
      if !overwrite, FileDescriptorIO.exists(atPath: url.path) { throw Self.exists(url) }
      return
    }
    if FileDescriptorIO.kind(atPath: url.path) == .directory {
      throw ConversionError(.io, "is a directory", at: SourceLocation(file: url.path), hint: "name a file")
    }
    if !overwrite, FileDescriptorIO.exists(atPath: url.path) { throw Self.exists(url) }
  }

  /// `FileIdentity.canonicalPath` of a path that resolves to nothing: its folder's canonical path (cached)
  /// and its name.
  private func canonicalPathOfMissing(_ url: URL) -> String {
    let standard = url.standardizedFileURL
    let folder = standard.deletingLastPathComponent().path
    let resolved: String = lock.withLock {
      if let known = canonicalFolders[folder] { return known }
      let found = FileDescriptorIO.resolvedPath(folder) ?? folder
      canonicalFolders[folder] = found
      return found
    }
    return resolved + "/" + standard.lastPathComponent
  }

  /// `FileIdentity.canonicalPath` of an input or a reserved path, resolved once.
  private func canonicalPath(_ url: URL) -> String {
    if let known = lock.withLock({ canonicalPaths[url.path] }) { return known }
    let found = FileIdentity.canonicalPath(url)
    lock.withLock { canonicalPaths[url.path] = found }
    return found
  }

  private static func renameFailure(_ code: Int32, _ url: URL) -> ConversionError {
    ConversionError(
      .io, "cannot rename into place: \(FileDescriptorIO.message(code))", at: SourceLocation(file: url.path))
  }

  private static func exists(_ url: URL) -> ConversionError {
    ConversionError(
      .outputExists, "output exists", at: SourceLocation(file: url.path), hint: "use --force to overwrite")
  }

  /// A file being written at `name` (a path relative to the directory) in the staging folder; its
  /// folders are made as needed. `commit()` completes it there.
  func open(_ name: String) throws -> AtomicFileOutput {
    let url = staging.appendingPathComponent(name)
    let folder = url.deletingLastPathComponent()
    if folder.path != staging.path, !Converter.isDirectory(folder) {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    // The staging folder is the unit that waits for a held commit (`place`), not each file in it; and
    // the unit made durable (`commit` syncs its file system once) where the system can do that.
    return try AtomicFileOutput(
      url: url, overwrite: false, holdable: false, syncedByOwner: FileDescriptorIO.canSyncFileSystem)
  }

  /// The final path of `name`.
  func finalURL(_ name: String) -> URL { target.appendingPathComponent(name) }

  /// Tells the index of a workout file written (`file`: its name in the directory).
  func noteWorkout(_ workout: Workout, points: WorkoutPoints?, file: String) throws {
    guard let index else { return }
    try lock.withLock { try index.writer.noteWorkout(workout, points: points, file: file) }
  }

  /// Shows the index an item that is not a workout (an export's monthly sample charts).
  func indexReceive(_ item: HealthItem) throws {
    guard let index else { return }
    try lock.withLock { try index.writer.receive(item) }
  }

  /// The index's path, when the directory has one.
  var indexPath: String? { index.map { finalURL($0.name).path } }

  /// Writes the index (linking only the workout files of kept shares; its report is `report`) and puts
  /// every kept file in place. Any failure removes everything.
  public func commit(report: ConversionReport) throws {
    do {
      let kept = lock.withLock { shares.filter { !$0.discarded }.flatMap(\.files) }
      if let index {
        indexContext.report = report
        try index.writer.finish(linking: Set(kept))
        try index.output.commit()
      }
      // Every file complete in the staging folder is durable before the folder (or any file) is placed.
      if FileDescriptorIO.canSyncFileSystem,
        let failure = FileDescriptorIO.syncFileSystem(atPath: staging.path)
      {
        throw ConversionError(
          .io, "sync failed: \(FileDescriptorIO.message(failure))", at: SourceLocation(file: target.path))
      }
      let files = kept + (index.map { [$0.name] } ?? [])
      try OutputCommits.afterHold(commit: { [self] in try place(files) }, abort: { [self] in abort() })
    } catch {
      abort()
      throw error
    }
    finished = true
  }

  /// Renames the staging folder into place (exchanging it with a directory it replaces whole), or (into
  /// an existing directory) moves each file.
  private func place(_ files: [String]) throws {
    if !stagedInside {
      // A file system without user attributes leaves the directory unmarked: a later `--force` then
      // moves files by name.
      _ = FileDescriptorIO.setAttribute(Self.mark, to: format.descriptor.id.rawValue, atPath: staging.path)
      if replacesWhole, Converter.isDirectory(target) {
        try exchangeWithTarget()
        return
      }
      guard let failure = FileDescriptorIO.rename(staging.path, to: target.path) else {
        TemporaryPaths.unregister(staging)
        return
      }
      // A directory made at the target meanwhile: the files are moved into it.
      guard failure == EEXIST || failure == ENOTEMPTY || failure == EISDIR else {
        throw Self.renameFailure(failure, target)
      }
    }
    if !overwrite, let taken = files.first(where: { FileDescriptorIO.exists(atPath: finalURL($0).path) }) {
      throw Self.exists(finalURL(taken))
    }
    for name in files {
      let destination = finalURL(name)
      let folder = destination.deletingLastPathComponent()
      if folder.path != target.path, !Converter.isDirectory(folder) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      if let failure = FileDescriptorIO.rename(
        staging.appendingPathComponent(name).path, to: destination.path)
      {
        throw Self.renameFailure(failure, destination)
      }
    }
    try? FileManager.default.removeItem(at: staging)
    TemporaryPaths.unregister(staging)
  }

  /// Puts the staging folder in the target's place and removes the directory it replaces: one atomic
  /// exchange where the system has it; else two renames (the old directory aside, the new one in), the
  /// old one put back when the second fails.
  private func exchangeWithTarget() throws {
    if let failure = FileDescriptorIO.exchange(staging.path, target.path) {
      guard failure == ENOSYS || failure == EINVAL else { throw Self.renameFailure(failure, target) }
      let aside = target.deletingLastPathComponent().appendingPathComponent(
        Self.stagingName(target.lastPathComponent))
      if let failure = FileDescriptorIO.rename(target.path, to: aside.path) {
        throw Self.renameFailure(failure, target)
      }
      if let failure = FileDescriptorIO.rename(staging.path, to: target.path) {
        _ = FileDescriptorIO.rename(aside.path, to: target.path)
        throw Self.renameFailure(failure, target)
      }
      try? FileManager.default.removeItem(at: aside)
    } else {
      // The staging path now names the replaced directory.
      try? FileManager.default.removeItem(at: staging)
    }
    TemporaryPaths.unregister(staging)
  }

  /// Removes the staging folder with everything in it, and the folders made above the target.
  public func abort() {
    guard !finished else { return }
    finished = true
    index?.output.abort()
    try? FileManager.default.removeItem(at: staging)
    TemporaryPaths.unregister(staging)
    removeParents()
  }

  private func removeParents() {
    for folder in madeParents.reversed() { rmdir(folder.path) }
    madeParents = []
  }

  /// One input's part of a directory output (an archive's members share their archive's): the files it
  /// wrote, kept together or discarded together (an input that fails in a batch leaves none).
  public final class Share: @unchecked Sendable {
    /// The directory output.
    public let output: DirectoryOutput
    /// The files written (names relative to the directory), complete in the staging folder.
    private(set) var files: [String] = []
    private(set) var discarded = false
    /// The batch's gathered dataset this input's rows go to (`BatchDataset`), if any.
    var gathered: GatheredParquetDataset?

    init(_ output: DirectoryOutput) { self.output = output }

    /// A file at `name` is complete.
    func add(_ name: String) { output.lock.withLock { files.append(name) } }

    /// Removes the share's files; the index does not link them.
    public func discard() {
      let names: [String] = output.lock.withLock {
        discarded = true
        return files
      }
      for name in names { FileDescriptorIO.remove(output.staging.appendingPathComponent(name).path) }
    }
  }
}
