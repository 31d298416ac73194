import FormatKit
import FoundationEssentials
import WorkoutModel
import ZipStreaming

extension Converter {
  /// Converts a container input (`ContainerKind`): every member is read as its own input (format detected
  /// from its bytes, then its name; `--from` names it when neither can) through the same projection and
  /// accounting as a single input, and gets its own entry in the report's `perInput` (name inside the
  /// archive, format, status, exit code, items read/written/dropped). Into a directory (`--out-dir`,
  /// `out/`) each member is converted on its own, named by the batch rule (`Batch.MemberNames`); into one
  /// file all members go into that file. A member that no format reads is reported (warning
  /// `archive.memberSkipped`, with a count; entry `skipped` for the first `maxSkippedEntries`); a member
  /// that fails to read is damage: what it gave before the failure is kept, the error is recorded with its
  /// location (`archive:member`), and the other members are still converted (exit 4; `--damage fail`
  /// makes it a failure). Members an archive's limits leave out (`ContainerLimitsReport`) are damage too.
  static func convertContainer(
    _ input: InputSource, kind: ContainerKind, to destination: OutputDestination,
    settings: ConversionSettings,
    progress: ((ProgressUpdate) -> Void)?, reporter: ProgressReporter?
  ) throws -> ConversionReport {
    let run = try ContainerConversion(
      input, kind: kind, settings: settings, progress: progress, reporter: reporter,
      writerFormat: try outputFormat(for: destination, named: settings.outputFormat))
    var directory: URL?
    switch destination {
    case .directory(let url): directory = url
    case .file(let url) where isDirectory(url): directory = url
    default: break
    }
    if let directory {
      try run.convertEachMember(into: directory)
    } else {
      try run.convertEveryMember(into: destination)
    }
    return try run.finish()
  }

  /// Reports the rows of a Strava export's activities.csv that name no member (warning
  /// `strava.rowWithoutFile`, with their count and the first).
  static func warnUnmatched(_ strava: StravaActivities, archive: String, context: ConversionContext) {
    let unmatched = strava.unmatched
    guard let first = unmatched.first else { return }
    context.warn(
      .stravaRowWithoutFile(rows: unmatched.count, firstID: first.id, firstName: first.name),
      at: SourceLocation(file: archive + ":" + strava.csvPath), count: unmatched.count)
  }

  /// Reads every member of a container into the one sink, as `convertContainer` reads them: a Strava
  /// export's activities.csv is not a member but the rows applied to its activities' workouts, members
  /// no format reads are counted (`archive.memberSkipped`), and members the archive's limits leave out
  /// are reported as recovered errors. A member's own export record (a GPX file's metadata time) is
  /// not the archive's: an archive of activity files has no export date, and it is left out. A member
  /// that fails to read ends the read (this path has no partial output to keep).
  static func readContainer(
    _ input: InputSource, kind: ContainerKind, format named: FormatID?, options: FormatOptions,
    request: ReadRequest, into sink: any HealthItemSink
  ) throws -> (format: any WorkoutFormat, report: ConversionReport, summary: ContainerReadSummary) {
    let context = FormatRegistry.context(inputName: input.name, options: options)
    context.request = request
    var summary = ContainerReadSummary(kind: kind)
    var strava: StravaActivities?
    if kind == .zip, let url = input.fileURL, let zip = try? ZipArchiveReader(url: url) {
      strava = try StravaActivities.read(from: zip)
    }
    summary.isStravaExport = strava != nil
    var first: (any WorkoutFormat)?
    var skipped = (count: 0, first: "")
    let limits = try ContainerInputs.forEachMember(of: input, kind: kind) { member in
      if member.path == strava?.csvPath { return }
      guard let format = try memberFormat(member.input, named: named),
        let reader = format.makeReader(options: options)
      else {
        if skipped.count == 0 { skipped.first = member.input.name }
        skipped.count += 1
        return
      }
      first = first ?? format
      summary.formats[format.descriptor.id.rawValue, default: 0] += 1
      let guarded = SinkFailureGuard.wrapping(sink)
      guarded.dropsExportInfo = true
      if let row = strava?.row(forMember: member.path) {
        guarded.transform = { StravaActivities.apply(row, to: &$0) }
      }
      context.inputName = member.input.name
      defer { context.inputName = input.name }
      try ContainerInputs.locatingZipErrors { try reader.read(member.input, into: guarded, context: context) }
      if let damage = member.damage() { try context.recovered(from: ContainerInputs.conversionError(damage)) }
    }
    summary.skipped = skipped.count
    // Members the archive's limits left out: the rest is read, the report says what was not.
    for error in limits.errors { try context.recovered(from: error) }
    if skipped.count > 0 { warnSkipped(count: skipped.count, first: skipped.first, context: context) }
    if let strava { warnUnmatched(strava, archive: input.name, context: context) }
    guard let first else {
      throw ConversionError(
        .unknownFormat, "the \(kind.rawValue) archive holds no input wkconv reads",
        at: SourceLocation(file: input.name))
    }
    return (first, context.report, summary)
  }

  /// Members no format reads that get their own `perInput` entry; the rest are counted in the warning.
  static let maxSkippedEntries = 1_000

  /// Reads one archive member into `sink` (with its Strava row applied to its workouts). A failure of
  /// the member is damage, located in it (`archive:member`); the writer's own failures (disk full, a
  /// refused item) are rethrown and end the conversion.
  static func readMember(
    _ member: ContainerMember, reader: any FormatReader, stravaRow row: StravaActivities.Row?,
    into sink: any HealthItemSink, context: ConversionContext
  ) throws {
    let guarded = SinkFailureGuard.wrapping(sink)
    if let row { guarded.transform = { StravaActivities.apply(row, to: &$0) } }
    do {
      try reader.read(member.input, into: guarded, context: context)
      // The member's bytes ended cleanly where its compressed stream was damaged: the reader kept what
      // they held, and the damage is reported where it is.
      if let damage = member.damage() { try context.recovered(from: ContainerInputs.conversionError(damage)) }
    } catch {
      if let failure = guarded.failure { throw failure }
      if let damage = member.damage() { try context.recovered(from: ContainerInputs.conversionError(damage)) }
      let located: ConversionError
      if let e = error as? ConversionError {
        located =
          e.location?.file == nil
          ? ConversionError(
            e.code, e.message, at: (e.location ?? SourceLocation()).inFile(member.input.name), hint: e.hint)
          : e
      } else if let e = error as? ZipError {
        located = ContainerInputs.conversionError(e)
      } else {
        located = ConversionError(.invalidInput, "\(error)", at: SourceLocation(file: member.input.name))
      }
      try context.recovered(from: located)
    }
  }

  /// Reports `count` members no format reads, the first being `first`.
  static func warnSkipped(count: Int, first: String, context: ConversionContext) {
    context.warn(
      .archiveMemberSkipped(members: count, first: first),
      at: SourceLocation(file: first), count: count)
  }

  /// The format of an input to inspect: its own, or for a container the format of its first member that
  /// a format reads (`isContainer` tells which).
  public static func inputFormat(inspecting input: InputSource, named: FormatID?) throws
    -> (format: any WorkoutFormat, isContainer: Bool)
  {
    guard let kind = try ContainerInputs.kind(of: input, named: named) else {
      return (try inputFormat(for: input, named: named), false)
    }
    struct Found: Error { let format: any WorkoutFormat }
    do {
      try ContainerInputs.forEachMember(of: input, kind: kind) { member in
        if let format = try memberFormat(member.input, named: named) { throw Found(format: format) }
      }
    } catch let found as Found {
      return (found.format, true)
    }
    throw ConversionError(
      .unknownFormat, "the \(kind.rawValue) archive holds no input wkconv reads",
      at: SourceLocation(file: input.name))
  }

  /// A member's format: detected from its bytes, then its name; `named` when neither tells; nil when no
  /// format reads it.
  static func memberFormat(_ member: InputSource, named: FormatID?) throws -> (any WorkoutFormat)? {
    let format: any WorkoutFormat
    do {
      format = try FormatRegistry.detect(member)
    } catch let error as ConversionError where error.code == .unknownFormat {
      guard let named, !(try member.peekPrefix(1)).isEmpty else { return nil }
      format = try inputFormat(for: member, named: named)
    }
    return format
  }
}

/// One container input's conversion (`Converter.convertContainer`): its members, their report entries,
/// the members skipped and the Strava rows.
final class ContainerConversion {
  let input: InputSource
  let kind: ContainerKind
  let settings: ConversionSettings
  let progress: ((ProgressUpdate) -> Void)?
  let writerFormat: any WorkoutFormat
  let context: ConversionContext
  let protected: [URL]
  let onItem: ((Int) -> Void)?
  /// Members no format reads: counted, the first named (no list that grows with the archive).
  private var skipped = (count: 0, first: "")
  private var entries: [ConversionReport.InputEntry] = []
  /// A Strava export: activities.csv names each activity's file.
  private var strava: StravaActivities?
  /// The directory output this conversion made (into a directory without a run's shared one).
  private var owned: DirectoryOutput?

  init(
    _ input: InputSource, kind: ContainerKind, settings: ConversionSettings,
    progress: ((ProgressUpdate) -> Void)?, reporter: ProgressReporter?, writerFormat: any WorkoutFormat
  ) throws {
    self.input = input
    self.kind = kind
    self.settings = settings
    self.progress = progress
    self.writerFormat = writerFormat
    protected = input.fileURL.map { [$0] } ?? []
    if let reporter {
      reporter.begin(input.name, size: input.size)
      input.onProgress = { [name = input.name] bytes in reporter.update(name, bytesRead: bytes) }
    }
    onItem = reporter.map { r in { r.addItems($0) } }
    context = FormatRegistry.context(inputName: input.name, options: settings.options)
    Self.prepare(context, progress: progress)
    if kind == .zip, let url = input.fileURL, let zip = try? ZipArchiveReader(url: url) {
      strava = try StravaActivities.read(from: zip)
    }
  }

  private static func prepare(_ context: ConversionContext, progress: ((ProgressUpdate) -> Void)?) {
    context.progress = progress
    context.formatsWriting = FormatRegistry.formatsWriting
    context.report.inputs = [context.inputName]
  }

  private func makeContext(_ name: String) -> ConversionContext {
    let context = FormatRegistry.context(inputName: name, options: settings.options)
    Self.prepare(context, progress: progress)
    return context
  }

  /// The members that are inputs, with their reader; skipped ones are counted and given an entry.
  private func eachMember(_ body: (ContainerMember, any WorkoutFormat, any FormatReader) throws -> Void)
    throws
  {
    let limits = try ContainerInputs.forEachMember(of: input, kind: kind) { member in
      if member.path == strava?.csvPath { return }
      guard let format = try Converter.memberFormat(member.input, named: settings.inputFormat),
        let reader = format.makeReader(options: settings.options)
      else {
        if skipped.count == 0 { skipped.first = member.input.name }
        skipped.count += 1
        // The first ones each get an entry; past that they are only counted (the warning), so the
        // report and memory do not grow with an archive of a million empty members.
        if skipped.count <= Converter.maxSkippedEntries {
          entries.append(.init(status: "skipped", input: member.input.name, member: member.path))
        }
        return
      }
      try body(member, format, reader)
    }
    // Members an archive's limits left out: the rest is converted, the report says what was not.
    for error in limits.errors { try context.recovered(from: error) }
  }

  /// Into a directory: one conversion per member, each with its own outputs and report, into the run's
  /// directory output or the archive's own (put in place at `finish`).
  func convertEachMember(into directory: URL) throws {
    var names = Batch.MemberNames()
    var settings = settings
    if settings.directoryShare == nil {
      let output = try DirectoryOutput(
        directory, format: writerFormat, settings: settings, title: input.name, protected: protected)
      settings.directoryShare = output.share()
      owned = output
    }
    context.report.outputs = []
    do {
      try eachMember { member, format, reader in
        let memberContext = makeContext(member.input.name)
        let row = strava?.row(forMember: member.path)
        try Converter.withWriter(
          to: .directory(directory), format: writerFormat, settings: settings, context: memberContext,
          protectedPaths: protected, baseName: names.claim(member.path), onItem: onItem,
          inputIsContainer: format.descriptor.capabilities.reads.contains(.quantitySamples)
            && format.descriptor.workoutsPerFile != .one
        ) { sink in
          try Converter.readMember(member, reader: reader, stravaRow: row, into: sink, context: memberContext)
        }
        entries.append(
          .init(
            input: member.input.name, report: memberContext.report, member: member.path,
            format: format.descriptor.id))
        var merged = memberContext.report
        merged.inputs = []
        context.report.merge(merged)
      }
    } catch {
      owned?.abort()
      throw error
    }
  }

  /// Every member into the one output; each member's share of the counts is its entry.
  func convertEveryMember(into destination: OutputDestination) throws {
    let accounting = ItemAccounting()
    try Converter.withWriter(
      to: destination, format: writerFormat, settings: settings, context: context, protectedPaths: protected,
      baseName: Converter.baseName(of: input.name), onItem: onItem, inputIsContainer: kind == .zip,
      accounting: accounting
    ) { sink in
      try eachMember { member, format, reader in
        let before = (accounting.counts(), context.report)
        context.inputName = member.input.name
        defer { context.inputName = input.name }
        try Converter.readMember(
          member, reader: reader, stravaRow: strava?.row(forMember: member.path), into: sink,
          context: context)
        let part = ConversionReport.share(
          of: context.report, since: before.1, counts: accounting.counts(), countsBefore: before.0)
        entries.append(
          .init(input: member.input.name, report: part, member: member.path, format: format.descriptor.id))
      }
    }
    for index in entries.indices where entries[index].status != "skipped" {
      entries[index].outputs = context.report.outputs
    }
  }

  /// The warnings about the archive as a whole, the archive's own directory put in place, and the
  /// report with one entry per member.
  func finish() throws -> ConversionReport {
    if skipped.count > 0 {
      Converter.warnSkipped(count: skipped.count, first: skipped.first, context: context)
    }
    if let strava { Converter.warnUnmatched(strava, archive: input.name, context: context) }
    if let owned {
      // The index's report is the archive's, its warnings included.
      try owned.commit(report: context.report)
      if let index = owned.indexPath { context.report.outputs.append(index) }
    }
    context.report.perInput = entries
    return context.report
  }
}

/// What a container read held: its kind, whether it is a Strava export, and its members by format.
public struct ContainerReadSummary: Sendable, Hashable {
  public var kind: ContainerKind
  /// A Strava bulk export: activities.csv names its activity files.
  public var isStravaExport = false
  /// Members read, by format id.
  public var formats: [String: Int] = [:]
  /// Members in no format wkconv reads.
  public var skipped = 0

  public init(kind: ContainerKind) { self.kind = kind }

  /// "zip: Strava export, 2 activity files (1 fit, 1 gpx)", "zip: 3 files (3 fit)", "gzip: fit".
  public var description: String {
    let count = formats.values.reduce(0, +)
    let byFormat = formats.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
    if kind == .gzip { return "gzip: " + formats.keys.sorted().joined(separator: ", ") }
    let files = isStravaExport ? "activity file" : "file"
    return
      "\(kind.rawValue): \(isStravaExport ? "Strava export, " : "")\(count) \(files)\(count == 1 ? "" : "s")"
      + (byFormat.isEmpty ? "" : " (\(byFormat))")
  }
}

/// Passes items on and remembers an error thrown by the sink (the writer), so a failing member read can
/// be told from a failing write.
final class SinkFailureGuard: StreamingWorkoutSink {
  let next: any HealthItemSink
  private(set) var failure: (any Error)?

  init(_ next: any HealthItemSink) { self.next = next }

  /// A guard in front of `sink`.
  static func wrapping(_ sink: any HealthItemSink) -> SinkFailureGuard { SinkFailureGuard(sink) }

  func guarded<T>(_ body: () throws -> T) throws -> T {
    do { return try body() } catch {
      failure = failure ?? error
      throw error
    }
  }

  /// A change applied to each workout on its way (the Strava row of its file).
  var transform: ((inout Workout) -> Void)?
  /// Leave out export records (an archive member's: the archive is no export of its own).
  var dropsExportInfo = false

  func receive(_ item: HealthItem) throws {
    if dropsExportInfo, case .exportInfo = item { return }
    if let transform, case .workout(var w) = item {
      transform(&w)
      return try guarded { try next.receive(.workout(w)) }
    }
    try guarded { try next.receive(item) }
  }

  func receive(workout shell: Workout, points: WorkoutPoints) throws {
    var shell = shell
    transform?(&shell)
    try guarded { try WorkoutStreaming.deliver(shell, points: points, to: next) }
  }
}

extension ConversionReport {
  /// The part of `report` added since `earlier` (losses, warnings and recovered errors that grew), with
  /// the item counts that grew from `countsBefore` to `counts`: one archive member's share of a
  /// conversion that wrote every member into one output.
  static func share(
    of report: ConversionReport, since earlier: ConversionReport, counts: ItemAccounting.Counts,
    countsBefore: ItemAccounting.Counts
  ) -> ConversionReport {
    var part = ConversionReport()
    func grown(_ now: [String: Int], _ then: [String: Int]) -> [String: Int] {
      now.filter { $0.value > then[$0.key, default: 0] }
        .reduce(into: [:]) { $0[$1.key] = $1.value - then[$1.key, default: 0] }
    }
    part.itemsRead = grown(counts.read, countsBefore.read)
    part.itemsWritten = grown(counts.written, countsBefore.written)
    part.itemsDropped = grown(counts.dropped, countsBefore.dropped)
    for loss in report.losses {
      let then = earlier.losses.first(where: { $0.kind == loss.kind && $0.object == loss.object })?.count ?? 0
      if loss.count > then {
        var grownLoss = loss
        grownLoss.count = loss.count - then
        part.add(grownLoss)
      }
    }
    for warning in report.warnings {
      let then = earlier.warnings.first(where: { $0.code == warning.code })?.count ?? 0
      if warning.count > then {
        var grownWarning = warning
        grownWarning.count = warning.count - then
        part.add(grownWarning)
      }
    }
    for error in report.recoveredErrors.dropFirst(earlier.recoveredErrors.count) { part.addRecovered(error) }
    return part
  }
}
