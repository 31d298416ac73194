import ExportArchives
import FormatKit
import FoundationEssentials
import WorkoutModel

/// Reads a Google Fit Takeout (zip or folder) or one of its session JSON / daily metrics CSV files.
struct GoogleFitReader: FormatReader {
  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    if let url = input.fileURL, let members = try? ArchiveMembers.open(url),
      GoogleFitLayout.recognises(members.paths)
    {
      try GoogleFitRun(members: members, sink: sink, context: context).readArchive()
      return
    }
    let prefix = try input.peekPrefix(4096)
    guard let kind = GoogleFitLayout.kind(ofPrefix: prefix) else {
      throw ConversionError(
        .invalidInput, "not a Google Fit Takeout, session JSON or daily activity metrics CSV",
        at: SourceLocation(file: input.name))
    }
    let data = try input.readAll(limit: ArchiveMembers.defaultDataLimit)
    let run = GoogleFitRun(members: nil, sink: sink, context: context)
    let name = input.name.split(separator: "/").last.map(String.init) ?? input.name
    do {
      switch kind {
      case .session: try run.readSession(data, path: input.name)
      case .dailySummary: try run.readDaily(data, path: input.name, day: nil)
      case .dailyDetail: try run.readDaily(data, path: input.name, day: GoogleFitRun.fileDay(name) ?? "")
      }
    } catch let error as GoogleFitLayoutError { throw error.error }
    run.reportColumns()
  }
}

/// One read of one Takeout: TCX activities through the TCX reader, sessions without a TCX twin as workouts,
/// daily metrics (per-day files where present, the summary for the other days).
final class GoogleFitRun {
  let members: ArchiveMembers?
  let sink: any HealthItemSink
  let context: ConversionContext
  let source = Source(name: "Google Fit")
  /// Offsets (seconds east of UTC) of the per-day files, by local day.
  var offsets: [String: Int] = [:]
  /// Local days read from per-day files (the summary's rows for them are twins).
  var detailDays: Set<String> = []
  var unmappedColumns: [String: (count: Int, first: SourceLocation)] = [:]
  private var warnedOffset = false

  init(members: ArchiveMembers?, sink: any HealthItemSink, context: ConversionContext) {
    self.members = members
    self.sink = sink
    self.context = context
  }

  func location(_ path: String, line: Int? = nil) -> SourceLocation {
    members?.location(path, line: line) ?? SourceLocation(file: path, line: line)
  }

  func readArchive() throws {
    guard let members else { return }
    let layout = GoogleFitLayout(paths: members.paths)
    try readActivities(layout.tcx, members: members)
    let tcxStarts = Set(layout.tcx.compactMap { Self.nameStart($0) })
    var twins: [String] = []
    for path in layout.sessions {
      if let start = Self.nameStart(path), tcxStarts.contains(start) {
        twins.append(path)
        continue
      }
      try guarded { try readSession(members.data(path), path: path) }
    }
    if !twins.isEmpty {
      context.warn(
        .googleFitSessionTwinSkipped(sessions: twins.count),
        at: location(twins[0]), count: twins.count)
    }
    let details = layout.csv.filter { Self.fileDay(Self.fileName($0)) != nil }
    for path in details {
      try guarded { try readDaily(members.data(path), path: path, day: Self.fileDay(Self.fileName(path))) }
    }
    for path in layout.csv where !details.contains(path) {
      try guarded { try readDaily(members.data(path), path: path, day: nil) }
    }
    for (folder, paths) in layout.other.sorted(by: { $0.key < $1.key }) {
      context.warn(
        .googleFitFolderNotRead(folder: folder.isEmpty ? "Fit" : folder, members: paths.count),
        at: location(paths[0]), count: paths.count)
    }
    reportColumns()
  }

  /// TCX activities, read by the TCX format (the format list lends its reader).
  private func readActivities(_ paths: [String], members: ArchiveMembers) throws {
    guard !paths.isEmpty else { return }
    guard let reader = context.nestedReader(.tcx) else {
      context.warn(
        .googleFitNoTCXReader(activities: paths.count),
        at: location(paths[0]), count: paths.count)
      return
    }
    for path in paths {
      try guarded { try reader.read(members.input(path), into: sink, context: context) }
    }
  }

  /// Damage in one member is recovered (the rest is read); a changed layout stops the read.
  private func guarded(_ body: () throws -> Void) throws {
    do { try body() } catch let error as GoogleFitLayoutError {
      throw error.error
    } catch let error as ConversionError
      where error.code == .invalidInput || error.code == .limitExceeded || error.code == .truncatedInput
    {
      try context.recovered(from: error)
    }
  }

  static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

  /// `YYYY-MM-DD` of a per-day file name (`2025-01-29.csv`).
  static func fileDay(_ name: String) -> String? {
    guard name.hasSuffix(".csv") else { return nil }
    let stem = name.dropLast(4)
    guard stem.count == 10, ISO8601Timestamp.parse(stem + "T00:00:00Z") != nil else { return nil }
    return String(stem)
  }

  /// The instant at the front of an activity or session file name, to the second.
  static func nameStart(_ path: String) -> Int64? {
    guard let text = GoogleFitLayout.sessionStart(fileName(path)), let t = ISO8601Timestamp.parse(text) else {
      return nil
    }
    return Int64(t.unixSeconds.rounded(.down))
  }

  func uuid(_ path: String, _ key: String) -> UUID { Identity.uuidV5(name: "googlefit|\(path)|\(key)") }

  /// The offset for a local day: the per-day files', else their most common, else UTC (reported once).
  func offset(forDay day: String) -> Int {
    if let known = offsets[day] { return known }
    var counts: [Int: Int] = [:]
    for value in offsets.values { counts[value, default: 0] += 1 }
    if let common = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key
    {
      return common
    }
    if !warnedOffset {
      warnedOffset = true
      context.warn(
        .googleFitDaysAsUTC,
        at: SourceLocation(file: members?.name ?? context.inputName))
    }
    return 0
  }
}

/// A member without a key or column the mapping needs: the layout is not the one the reader knows.
struct GoogleFitLayoutError: Error {
  let error: ConversionError
}
