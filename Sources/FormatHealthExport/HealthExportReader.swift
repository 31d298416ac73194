import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel
import XMLFormatSupport
import XMLStreaming
import ZipStreaming

/// Reads Apple Health exports: `export.zip` (streamed straight from the entry, no extraction) or a bare
/// `export.xml`, pushing one item per element. Never validates against the DTD.
///
/// Options (`--option key=value`): `health.assemble=true` attaches the samples recorded during each
/// workout (two passes; also when the read asks for it, `ReadRequest.workoutSamples`, unless the option
/// says `false`); `health.routes` (else `ReadRequest.pointFiles`) reads or only checks the route files; `health.workoutType`, `health.since`, `health.until`, `health.workout` select
/// workouts.
package struct HealthExportReader: FormatReader {
  package let options: FormatOptions

  /// Makes a reader.
  package init(options: FormatOptions = FormatOptions()) { self.options = options }

  package func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    let sink = ReadCheckSink.wrapping(sink, context: context)
    let settings = try HealthExportOptions(reader: options, conversion: context.options)
    let selection = settings.selection
    // An option the user gave wins over what the read asks (`ReadRequest`).
    let assemble = settings.assemble ?? context.request.workoutSamples
    let routes = settings.routes ?? (context.request.pointFiles == .checked ? .reference : .read)
    let unread = UnreadRouteFiles()
    defer {
      if unread.count > 0 {
        context.lose(
          RouteReading.unreadLossKind, in: "route", count: unread.count,
          .healthRoutesReferenced)
      }
    }
    let prefix = try input.peekPrefix(4)
    if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) || prefix.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
      let (url, cleanup) = try input.materializedFile()
      defer { cleanup() }
      Self.noteSpool(of: input, context: context)
      do {
        try readArchive(
          url, name: input.name, sink: sink, context: context, selection: selection, assemble: assemble,
          routes: routes,
          unread: unread)
      } catch let e as ZipError {
        // Damage found by the zip layer outside the XML parse (a size that lies, a CRC): located like the rest.
        throw ConversionError(
          .invalidInput, e.message,
          at: SourceLocation(
            file: e.entryPath.map { input.name + ":" + $0 } ?? input.name, byteOffset: e.entryOffset))
      }
    } else {
      let head = try Array(input.peekPrefix(4096))
      context.progressBytesTotal = input.size
      let folder = input.fileURL.map { $0.deletingLastPathComponent() }
      let loader = makeDirectoryRouteLoader(base: folder, context: context, routes: routes, unread: unread)
      if assemble {
        let (url, cleanup) = try input.materializedFile()
        defer { cleanup() }
        Self.noteSpool(of: input, context: context)
        let source = InputSource(file: url)
        try assembled(sink: sink, context: context) { target, mode in
          try parse(
            name: input.name, sink: target, context: context, mode: mode, selection: selection,
            routeLoader: loader, head: head,
            raw: { consume in try source.withChunks(chunkSize: 1 << 20) { try consume($0) } }
          ) { check, consume in
            var check = check
            try source.withChunks(chunkSize: 1 << 20) { try check.check($0, consume) }
          }
        }
      } else {
        try parse(
          name: input.name, sink: sink, context: context, mode: .full, selection: selection,
          routeLoader: loader, head: head,
          raw: { consume in try input.withChunks(chunkSize: 1 << 20) { try consume($0) } }
        ) { check, consume in
          var check = check
          try input.withChunks(chunkSize: 1 << 20) { try check.check($0, consume) }
        }
      }
      if let folder {
        try readElectrocardiograms(besides: folder, sink: sink, context: context)
        try readClinicalRecords(besides: folder, sink: sink, context: context)
        let cda = folder.appendingPathComponent(CDAFile.name)
        if let status = FileDescriptorIO.status(atPath: cda.path), status.kind == .regular {
          let size = status.size
          let modified = status.modified
          try emitCDA(
            .file(cda, size: size, modified: modified), identity: "file-\(modified)", size: size, sink: sink,
            context: context)
        }
      }
    }
  }

  /// The `electrocardiograms/*.csv` files in the folder of a bare `export.xml` (regular files only, bounded
  /// size, in name order).
  func readElectrocardiograms(besides folder: URL, sink: any HealthItemSink, context: ConversionContext)
    throws
  {
    let directory = folder.appendingPathComponent(ElectrocardiogramCSV.folder)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names.sorted() where ElectrocardiogramCSV.isECGPath(ElectrocardiogramCSV.folder + name) {
      let url = directory.appendingPathComponent(name)
      // stat, not FileManager's attributes: their size is a UInt that `as? Int64` never matches.
      guard let status = FileDescriptorIO.status(atPath: url.path), status.kind == .regular,
        status.size <= HealthExportSafety.routeEntryLimits.maxUncompressedBytes
      else { continue }
      try emitElectrocardiogram(
        Data(contentsOf: url), relativePath: ElectrocardiogramCSV.folder + name, fileName: url.path,
        sink: sink,
        context: context)
    }
  }

  /// The `clinical-records/*.json` files in the folder of a bare `export.xml` (regular files only, bounded
  /// size, in name order).
  func readClinicalRecords(besides folder: URL, sink: any HealthItemSink, context: ConversionContext) throws {
    let directory = folder.appendingPathComponent(ClinicalRecordFile.folder)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names.sorted() where ClinicalRecordFile.isClinicalRecordPath(ClinicalRecordFile.folder + name)
    {
      let url = directory.appendingPathComponent(name)
      // stat, not FileManager's attributes: their size is a UInt that `as? Int64` never matches.
      guard let status = FileDescriptorIO.status(atPath: url.path), status.kind == .regular,
        status.size <= HealthExportSafety.routeEntryLimits.maxUncompressedBytes
      else { continue }
      context.report.itemsRead[HealthItemKind.opaque.rawValue, default: 0] += 1
      try sink.receive(
        .opaque(
          ClinicalRecordFile.record(path: ClinicalRecordFile.folder + name, data: try Data(contentsOf: url))))
    }
  }

  /// Says so when a stream (standard input, a FIFO) had to be copied to a temporary file first.
  static func noteSpool(of input: InputSource, context: ConversionContext) {
    guard let bytes = input.spooledBytes else { return }
    context.warn(
      .spooledInput(input: input.name, bytes: bytes))
  }

  // MARK: - Archive

  func readArchive(
    _ url: URL, name: String, sink: any HealthItemSink, context: ConversionContext,
    selection: WorkoutSelection,
    assemble: Bool, routes: RouteReading, unread: UnreadRouteFiles = UnreadRouteFiles()
  ) throws {
    let zip: ZipArchiveReader
    do { zip = try ZipArchiveReader(url: url) } catch let e as ZipError {
      throw ConversionError(
        .invalidInput, e.message, at: SourceLocation(file: name, byteOffset: e.entryOffset),
        hint: "the archive may be truncated; unzip what remains and read export.xml")
    }
    guard let entry = try Self.findExportEntry(zip) else {
      throw ConversionError(
        .invalidInput, "the archive holds no XML file whose root is <HealthData>",
        at: SourceLocation(file: name),
        hint: "is this an Apple Health export.zip?")
    }
    context.progressBytesTotal = Int64(entry.uncompressedSize)
    let base = entry.path.contains("/") ? String(entry.path[...entry.path.lastIndex(of: "/")!]) : ""
    let head = (try? zip.peek(entry, maxBytes: 4096)).map { Array($0) } ?? []
    let entryName = name + ":" + entry.path
    var routeZip: ZipArchiveReader?
    let nested = context.nestedReader(.gpx)
    let options = context.options
    // With more than one core: inflate on a second thread while this one parses, and read the route
    // files ahead of need on another.
    let pipelined = Self.overlaps(context)
    // One inflate budget for the whole archive: export.xml and every route read (again) count.
    let budget = ZipInflateBudget(archive: url)
    var prefetcher: RoutePrefetcher?
    if pipelined, !assemble, routes == .read {
      let routePaths = zip.entries().filter {
        !$0.isDirectory && $0.path.hasPrefix(base) && $0.path.lowercased().hasSuffix(".gpx")
      }.map(\.path)
      let pool = ZipReaderPool(url: url)
      let shared = UncheckedSendable((nested, options, name))
      prefetcher = RoutePrefetcher(paths: routePaths) { path in
        let (nested, options, name) = shared.value
        return try pool.withReader { zip in
          guard let entry = zip.entry(atPath: path) else {
            throw ZipError(code: .entryNotFound, message: "no such entry", archivePath: zip.url.path)
          }
          return try Self.routePoints(
            zip.readData(entry, limits: HealthExportSafety.routeEntryLimits, budget: budget),
            name: name + ":" + path, nested: nested, options: options)
        }
      }
    }
    defer { prefetcher?.stop() }
    prefetcher?.start()
    // Checking that a route file is there needs only the central directory, already read: its paths, taken
    // here (the reader itself inflates export.xml on another thread meanwhile). A second reader would read
    // every entry's local header again, on the handler's thread, when the workouts come (at the end).
    let entryPaths = routes == .reference ? Set(zip.entries(includingMacOSMetadata: true).map(\.path)) : nil
    let loader: (String) throws -> [Location]? = { path in
      guard let relative = Self.containedRoutePath(path, context: context) else { return nil }
      if let entryPaths {
        guard entryPaths.contains(base + relative) else { return nil }
        unread.count += 1
        return []
      }
      if routeZip == nil { routeZip = try ZipArchiveReader(url: url) }
      guard let routeEntry = routeZip!.entry(atPath: base + relative) else { return nil }
      if let points = prefetcher?.take(routeEntry.path) { return points }
      let data = try routeZip!.readData(
        routeEntry, limits: HealthExportSafety.routeEntryLimits, budget: budget)
      return try Self.keepingWhatPrecedesDamage(context: context) {
        try Self.routePoints(data, name: name + ":" + routeEntry.path, nested: nested, options: options)
      }
    }
    let raw: RawExportStream = { consume in
      try zip.stream(entry, limits: HealthExportSafety.exportEntryLimits, budget: budget) { try consume($0) }
    }
    if assemble {
      try assembled(sink: sink, context: context) { target, mode in
        try parse(
          name: entryName, sink: target, context: context, mode: mode, selection: selection,
          routeLoader: loader, head: head, raw: raw
        ) { check, consume in
          var check = check
          try zip.stream(entry, limits: HealthExportSafety.exportEntryLimits, budget: budget) {
            try check.check($0, consume)
          }
        }
      }
    } else {
      let box = UncheckedSendable(zip)
      try parse(
        name: entryName, sink: sink, context: context, mode: .full, selection: selection, routeLoader: loader,
        head: head, raw: raw
      ) { check, consume in
        if pipelined {
          // The input check runs on the inflating thread, so libxml2's thread only parses.
          try PipelinedStream<XMLInputFindings>().run(
            produce: { emit in
              var check = check
              try box.value.stream(entry, limits: HealthExportSafety.exportEntryLimits, budget: budget) {
                try check.check($0, emit)
              }
            }, consume: consume)
        } else {
          var check = check
          try zip.stream(entry, limits: HealthExportSafety.exportEntryLimits, budget: budget) {
            try check.check($0, consume)
          }
        }
      }
    }
    try emitArchivedFiles(
      zip, base: base, archive: url, name: name, budget: budget, sink: sink, context: context)
  }

  /// The archive's files export.xml does not reference: electrocardiograms, and export_cda.xml (by
  /// reference).
  func emitArchivedFiles(
    _ zip: ZipArchiveReader, base: String, archive url: URL, name: String, budget: ZipInflateBudget,
    sink: any HealthItemSink, context: ConversionContext
  ) throws {
    // The electrocardiograms are files of their own, referenced by nothing in export.xml.
    let ecgEntries = zip.entries().filter {
      !$0.isDirectory && $0.path.hasPrefix(base)
        && ElectrocardiogramCSV.isECGPath(String($0.path.dropFirst(base.count)))
    }
    for ecgEntry in ecgEntries {
      let data = try zip.readData(ecgEntry, limits: HealthExportSafety.routeEntryLimits, budget: budget)
      try emitElectrocardiogram(
        data, relativePath: String(ecgEntry.path.dropFirst(base.count)), fileName: name + ":" + ecgEntry.path,
        sink: sink,
        context: context)
    }
    // Clinical records' FHIR files (small JSON documents) travel in their records, bytes unchanged.
    for entry in zip.entries() where !entry.isDirectory && entry.path.hasPrefix(base) {
      let relative = String(entry.path.dropFirst(base.count))
      guard ClinicalRecordFile.isClinicalRecordPath(relative) else { continue }
      let data = try zip.readData(entry, limits: HealthExportSafety.routeEntryLimits, budget: budget)
      context.report.itemsRead[HealthItemKind.opaque.rawValue, default: 0] += 1
      try sink.receive(.opaque(ClinicalRecordFile.record(path: relative, data: data)))
    }
    // export_cda.xml travels by reference to an export output (streamed there, never held here).
    if let cda = zip.entries().first(where: {
      !$0.isDirectory && $0.path.lowercased() == base.lowercased() + CDAFile.name
    }) {
      try emitCDA(
        .zipEntry(archive: url, path: cda.path, checksum: cda.checksum),
        identity: String(cda.checksum, radix: 16), size: Int64(clamping: cda.uncompressedSize), sink: sink,
        context: context)
    }
  }

  /// Passes on the item standing for `export_cda.xml` (registered in `CarriedFiles`).
  func emitCDA(
    _ location: CarriedFiles.Location, identity: String, size: Int64, sink: any HealthItemSink,
    context: ConversionContext
  ) throws {
    // The same input gives the same token (its CRC-32, or a plain file's modification time, and size), so
    // reading it twice gives the same items.
    let token = "export_cda.xml-" + identity + "-" + String(size)
    // Registered for the rest of the process (one small entry per export read): a dataset read into memory
    // can still be written later; the writer checks that the file is unchanged.
    CarriedFiles.register(location, token: token)
    let record = OpaqueRecord(
      format: "health", name: CDAFile.name,
      attributes: [KeyValue(OpaqueRecord.fileTokenKey, token), KeyValue("size", String(size))])
    context.report.itemsRead[HealthItemKind.opaque.rawValue, default: 0] += 1
    try sink.receive(.opaque(record))
  }

  /// Reads one electrocardiogram file and passes it on, counted as read; an unreadable file is a located error.
  func emitElectrocardiogram(
    _ data: Data, relativePath: String, fileName: String, sink: any HealthItemSink, context: ConversionContext
  ) throws {
    var unusual = 0
    let ecg: Electrocardiogram
    do {
      ecg = try ElectrocardiogramCSV.parse(data, relativePath: relativePath, unusualNumbers: &unusual)
    } catch {
      throw ConversionError(
        .invalidInput, error.message, at: SourceLocation(file: fileName, line: error.line))
    }
    if unusual > 0 {
      context.warn(
        .healthEcgNumberText(voltages: unusual),
        at: SourceLocation(file: fileName), count: unusual)
    }
    context.report.itemsRead[HealthItemKind.electrocardiogram.rawValue, default: 0] += 1
    try sink.receive(.electrocardiogram(ecg))
  }

  /// The entry holding export.xml: `apple_health_export/export.xml` if present, else the first `.xml`
  /// (not `export_cda.xml`) whose first bytes show a `HealthData` root.
  package static func findExportEntry(_ zip: ZipArchiveReader) throws -> ZipEntryInfo? {
    let files = zip.entries().filter { !$0.isDirectory && $0.path.lowercased().hasSuffix(".xml") }
    let ordered =
      files.filter { $0.fileName.lowercased() == "export.xml" }
      + files.filter { $0.fileName.lowercased() != "export.xml" && !$0.fileName.lowercased().contains("cda") }
    for entry in ordered {
      let head = try zip.peek(entry, maxBytes: 8192)
      if HealthExportFormat.looksLikeExport(Array(head)) { return entry }
    }
    return nil
  }

  /// Damage in a route file: the points that preceded it, and where it is. The export's reader keeps the
  /// points and reports the damage as recovered (exit 4), as for damage in export.xml itself.
  struct RouteFileDamage: Error {
    var points: [Location]
    var error: ConversionError
  }

  /// The points of a route GPX file. Safe to call from any thread (uses no shared context). An empty, cut
  /// or foreign file throws `RouteFileDamage` with the points read before the damage.
  static func routePoints(
    _ data: Data, name: String, nested: (any FormatReader)?, options: FormatOptions
  ) throws -> [Location] {
    func located(_ error: any Error) -> ConversionError {
      if let error = error as? ConversionError { return error }
      if let error = error as? XMLStreamError { return ConversionError(error, file: name) }
      return ConversionError(.invalidInput, "\(error)", at: SourceLocation(file: name))
    }
    guard let nested else {
      do { return try ExportRouteReader.read(data, fileName: name) } catch {
        throw RouteFileDamage(points: [], error: located(error))
      }
    }
    let collector = DatasetSink()
    let inner = ConversionContext(inputName: name, options: options)
    var failure: ConversionError?
    do {
      try nested.read(InputSource(data: data, name: name), into: collector, context: inner)
    } catch {
      failure = located(error)
    }
    var points: [Location] = []
    for item in collector.dataset.items {
      switch item {
      case .route(let r): points += r.locations
      case .workout(let w): points += w.routes.flatMap(\.locations)
      default: break
      }
    }
    if let failure = failure ?? inner.report.recoveredErrors.first {
      throw RouteFileDamage(points: points, error: failure)
    }
    return points
  }

  /// `load`'s points; damage in the route file is recovered from (reported, exit 4) keeping the points
  /// before it, or thrown under `--damage fail`.
  static func keepingWhatPrecedesDamage(context: ConversionContext, _ load: () throws -> [Location]) throws
    -> [Location]
  {
    do { return try load() } catch let damage as RouteFileDamage {
      try context.recovered(from: damage.error)
      return damage.points
    }
  }

  /// A `FileReference` path relative to the export's folder, or nil (with a warning) when it would leave it.
  static func containedRoutePath(_ path: String, context: ConversionContext) -> String? {
    guard let components = HealthExportSafety.containedComponents(of: path) else {
      context.warn(
        .healthRouteReferenceOutside(path: path))
      return nil
    }
    return components.joined(separator: "/")
  }

  func makeDirectoryRouteLoader(
    base: URL?, context: ConversionContext, routes: RouteReading,
    unread: UnreadRouteFiles = UnreadRouteFiles()
  ) -> (String) throws -> [Location]? {
    let nested = context.nestedReader(.gpx)
    return { path in
      guard let base, let relative = Self.containedRoutePath(path, context: context) else { return nil }
      let url = base.appendingPathComponent(relative)
      // Symbolic links are followed only when they stay inside the export's folder; size is bounded.
      let root = base.resolvingSymlinksInPath().standardizedFileURL.path
      let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
      guard resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
        context.warn(
          .healthRouteLinkOutside(path: path))
        return nil
      }
      guard let status = FileDescriptorIO.status(atPath: resolved), status.kind == .regular,
        status.size <= HealthExportSafety.routeEntryLimits.maxUncompressedBytes
      else { return nil }
      if routes == .reference {
        unread.count += 1
        return []
      }
      guard let data = try? Data(contentsOf: URL(fileURLWithPath: resolved)) else { return nil }
      return try Self.keepingWhatPrecedesDamage(context: context) {
        try Self.routePoints(data, name: url.path, nested: nested, options: context.options)
      }
    }
  }

  // MARK: - Parsing

  func parse(
    name: String, sink: any HealthItemSink, context: ConversionContext, mode: ExportXMLHandler.Mode,
    selection: WorkoutSelection, routeLoader: @escaping (String) throws -> [Location]?, head: [UInt8],
    raw: RawExportStream? = nil,
    produce: (_ check: XMLInputCheck, _ consume: (ByteView, XMLInputFindings) throws -> Void) throws -> Void
  ) throws {
    let handler = ExportXMLHandler(
      sink: sink, context: context, fileName: name, mode: mode, selection: selection, routeLoader: routeLoader
    )
    handler.identities = context.request.sampleIdentities
    defer { handler.flushCounts() }
    var xmlOptions = XMLStreamOptions().applying(context.options.values)
    xmlOptions.controlCharacters = .warn
    xmlOptions.trailingContent = .warn
    xmlOptions.allowHugeNodes = context.options.allowHugeXML
    let parser = XMLStreamParser(handler: handler, options: xmlOptions, fileName: name)
    handler.formatVersion = HealthExportFormat.exportVersion(head)
    // With more than one core the handler runs on a thread of its own while libxml2 tokenizes on this one;
    // from three, export.xml is also split between parsers.
    do {
      let check = parser.makeInputCheck()
      try withoutActuallyEscaping(produce) { produce in
        let stream: ((ByteView, XMLInputFindings) throws -> Void) throws -> Void = { consume in
          try produce(check) { try consume($0, $1) }
        }
        if let raw, let parsers = Self.splitParsers(context: context, head: head) {
          try parser.parseParallel(
            threads: parsers, textFilter: ExportXMLHandler.mayCollectText,
            chunkBytes: HealthExportOptions.chunkBytes(context.options),
            stream: raw)
        } else if Self.overlaps(context) {
          try parser.parsePipelined(textFilter: ExportXMLHandler.mayCollectText, checkedStream: stream)
        } else {
          try parser.parse(checkedStream: stream)
        }
      }
    } catch let e as XMLStreamError {
      try handler.flushHeldBack()
      try context.recovered(from: ConversionError(e, file: name, recordIndex: handler.itemCount))
    } catch let e as ZipError {
      try handler.flushHeldBack()
      let l = parser.location
      let error = ConversionError(
        .truncatedInput, e.message,
        at: SourceLocation(
          file: name, byteOffset: e.entryOffset ?? l.byteOffset, line: l.line, column: l.column,
          elementPath: l.elementPath, recordIndex: handler.itemCount),
        hint: "the archive is damaged; everything before the damage was read")
      try context.recovered(from: error)
    }
    let replaced = parser.replacedControlCharacterCount
    if replaced > 0 {
      context.warn(
        .healthControlCharacters(replaced: replaced),
        at: SourceLocation(file: name), count: 1)
    }
  }

  /// Two passes through the conversion's workout assembly (`ConversionContext.workoutAssembly`, set by
  /// WorkoutConversion): the workouts only, then everything, with samples attached to their workouts.
  func assembled(
    sink: any HealthItemSink, context: ConversionContext,
    pass: (any HealthItemSink, ExportXMLHandler.Mode) throws -> Void
  ) throws {
    guard let assembly = context.workoutAssembly else {
      throw ConversionError(
        .unsupportedOperation,
        "attaching samples to workouts (health.assemble) needs the converter's assembly",
        hint: "convert with wkconv, or set ConversionContext.workoutAssembly (FormatRegistry.workoutAssembly)"
      )
    }
    try assembly(sink, context) { target, workoutsOnly in
      try pass(target, workoutsOnly ? .workoutsOnly : .full)
    }
  }
}

/// Whether route files are read (`health.routes`): `read` (default) parses each `workout-routes/*.gpx`
/// into the route's points; `reference` only checks that each `FileReference` names a file of the export
/// and leaves the route without points (its header, metadata and file reference kept) — for summaries
/// (`wkconv inspect` without `--routes`), where the route files can be as large as export.xml itself.
package enum RouteReading: String, Sendable, Hashable, CaseIterable {
  case read
  case reference

  /// The kind of the loss that reports route files left unread (`wkconv inspect` shows them itself).
  package static let unreadLossKind: Loss.Kind = .routePointsFileNotRead

  /// The setting for an option value (nil: the default).
  package init(_ value: String?) throws {
    guard let value else {
      self = .read
      return
    }
    guard let reading = RouteReading(rawValue: value.lowercased()) else {
      throw ConversionError(
        .usage, "health.routes must be read or reference, not '\(value)'",
        hint: "health.routes=reference leaves route files unread (wkconv inspect does so without --routes)")
    }
    self = reading
  }
}

/// How many route files a read left unread (`health.routes=reference`): reported as one loss at the end.
final class UnreadRouteFiles {
  var count = 0
}

/// Zip readers for the threads that read route files at the same time (one reader per thread at a time).
final class ZipReaderPool: @unchecked Sendable {
  private let url: URL
  private let lock = ThreadLock()
  private var idle: [ZipArchiveReader] = []

  init(url: URL) { self.url = url }

  func withReader<T>(_ body: (ZipArchiveReader) throws -> T) throws -> T {
    lock.lock()
    let reused = idle.popLast()
    lock.unlock()
    let reader = try reused ?? ZipArchiveReader(url: url)
    defer {
      lock.lock()
      idle.append(reader)
      lock.unlock()
    }
    return try body(reader)
  }
}
