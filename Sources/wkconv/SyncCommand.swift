import ArgumentParser
import FormatKit
import FoundationEssentials
import WorkoutConversion
import WorkoutModel
import WorkoutStore

/// `wkconv sync INPUT… STORE`: every input into the store, one transaction per input.
struct Sync: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract:
      "Keep a store up to date with INPUTs (files, folders, archives, exports, - for standard input).",
    discussion: """
      STORE is a SQLite file (made when absent). Each input is read as convert reads it and synced in one \
      transaction: items are added, updated (by UUID, or by sync identifier with a higher sync version), \
      or left as they are; syncing the same input again writes nothing. An account export (Apple Health, \
      Health Connect, Samsung Health, Fitbit, Google Fit, …) holds its source's whole history: items an \
      earlier export of the same source brought that a newer one no longer holds are deleted and recorded \
      (see wkconv changes). A single file (FIT, GPX, …) or an archive of files deletes nothing. An export \
      synced before is read again quickly: a record whose stored digest matches is taken as unchanged \
      without its item being made (--rederive makes and compares every item).
      """)

  @Argument(help: "Inputs, then the store.") var paths: [String]
  @OptionGroup var read: ReadOptions
  @OptionGroup var errors: ErrorOptions
  @Flag(name: .customLong("no-deletions"), help: "Never delete what a newer export no longer holds.")
  var noDeletions = false
  @Option(
    name: .long,
    help:
      "The label of the account the exports come from (one store can follow several accounts' exports of one kind)."
  )
  var account = "default"
  @Option(name: .long, help: "Also write the counts as JSON to this file (- for standard output).")
  var report: String?
  @Flag(
    name: .long, help: "Keep watching the INPUT folders and sync each new or changed file once it settles.")
  var watch = false
  @Option(
    name: .long, help: "With --watch: seconds a file's size and time must stay the same before it is read.")
  var settle: Double = 1.0
  @Flag(
    name: .long,
    help:
      "Make and compare every item, even one whose record the store recognises by its digest as unchanged.")
  var rederive = false

  func validate() throws {
    guard paths.count >= 2 else { throw ValidationError("sync takes one or more inputs and then the store") }
    guard paths.last != "-" else { throw ValidationError("the store is a file, not standard output") }
  }

  func run() throws {
    let storePath = paths.last!
    let inputs = Array(paths.dropLast())
    let options = try read.formatOptions()
    let store = try WorkoutStore(path: storePath)
    defer { store.close() }
    let syncer = StoreSyncer(
      store: store, options: options, named: read.from.map { FormatID(rawValue: $0.lowercased()) },
      account: account, deletions: !noDeletions, recognizeRecords: !rederive)
    if watch {
      try SyncWatch(folders: inputs, syncer: syncer, settle: settle).run()
      return try writeReport(syncer.total)
    }
    var failed = 0
    let expanded = inputs.flatMap { $0 == "-" ? ["-"] : syncer.files(in: $0, missing: &failed) }
    for input in expanded {
      do {
        try syncer.sync(input)
      } catch let error as ConversionError {
        printError(error, exitStatus: .failure, input: input)
        failed += 1
      }
    }
    try writeReport(syncer.total)
    if failed > 0 { throw ExitCode(ExitStatus.failure.rawValue) }
    if syncer.damaged > 0 { throw ExitCode(ExitStatus.recoveredFromDamage.rawValue) }
  }

  func writeReport(_ total: StoreSyncReport) throws {
    guard let report else { return }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try SideOutput(path: report, overwrite: true, inputs: paths).write(encoder.encode(total))
  }
}

/// Syncs inputs into one store and tells what each did on standard error.
final class StoreSyncer {
  let store: WorkoutStore
  let options: FormatOptions
  let named: FormatID?
  let account: String
  let deletions: Bool
  let recognizeRecords: Bool
  private(set) var total = StoreSyncReport()
  /// Inputs read only up to damage (synced as far as they go; exit 4).
  private(set) var damaged = 0

  init(
    store: WorkoutStore, options: FormatOptions, named: FormatID?, account: String, deletions: Bool,
    recognizeRecords: Bool = true
  ) {
    self.store = store
    self.options = options
    self.named = named
    self.account = account
    self.deletions = deletions
    self.recognizeRecords = recognizeRecords
  }

  /// The inputs a path names: itself, or the readable files of a folder (the store itself left out); a
  /// path that names nothing is reported (`missing` counts it).
  func files(in path: String, missing: inout Int) -> [String] {
    let expanded = Batch.Inputs.expand([path])
    for name in expanded.missing {
      printError(Batch.Inputs.missingError(name), exitStatus: .failure)
      missing += 1
    }
    let storeFile = URL(fileURLWithPath: store.path).standardizedFileURL.path
    let files = expanded.files.filter { file in
      let p = URL(fileURLWithPath: file).standardizedFileURL.path
      return p != storeFile && !p.hasPrefix(storeFile + "-")
    }
    // An unpacked account export inside the folder is one input, as when it is named itself: its files
    // (export.xml, route files, …) are not synced one by one.
    let exports = Self.exportFolders(among: files, in: path)
    guard !exports.isEmpty else { return files }
    return
      (files.filter { file in !exports.contains { file.hasPrefix($0 + "/") } } + exports).sorted()
  }

  /// The outermost folders below `folder` holding some of `files` that are unpacked account exports.
  static func exportFolders(among files: [String], in folder: String) -> [String] {
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var verdicts: [String: Bool] = [:]
    var found: Set<String> = []
    for file in files where file.hasPrefix(base + "/") {
      var dir = base
      for part in file.dropFirst(base.count + 1).split(separator: "/").dropLast() {
        dir += "/" + part
        if found.contains(dir) { break }
        let isExport =
          verdicts[dir] ?? ((try? FormatRegistry.archiveOwner(of: URL(fileURLWithPath: dir))) != nil)
        verdicts[dir] = isExport
        if isExport {
          found.insert(dir)
          break
        }
      }
    }
    return found.sorted()
  }

  /// Syncs one input in one transaction (rolled back when reading it fails). When the store's record
  /// digests turn out to be another wkconv's (`StoreSync.StaleRecordDigests`), the input is synced again
  /// with every item made and compared, which stores the digests anew.
  func sync(_ path: String) throws {
    do {
      try sync(path, recognizeRecords: recognizeRecords)
    } catch let stale as StoreSync.StaleRecordDigests where recognizeRecords {
      guard path != "-" else {
        throw ConversionError(
          .unsupportedOperation, "\(stale); nothing was synced", at: SourceLocation(file: path),
          hint: "standard input cannot be read twice: sync it again with --rederive")
      }
      printError("wkconv: note: \(stale); every item is compared instead")
      try sync(path, recognizeRecords: false)
    }
  }

  private func sync(_ path: String, recognizeRecords: Bool) throws {
    let input = makeInput(path)
    let (format, isContainer) = try Converter.inputFormat(inspecting: input, named: named)
    // An account export read as a whole holds its source's whole history: the one kind of input whose
    // absences are deletions.
    let cumulative = !isContainer && format.descriptor.readerTraits.contains(.readsZipArchives)
    let origin = cumulative ? StoreOrigin(format: format.descriptor.id.rawValue, label: account) : nil
    let sync = try store.beginSync(
      input: input.name, origin: origin, deletions: deletions, recognizeRecords: recognizeRecords)
    do {
      let (_, readReport) = try Converter.read(
        input, format: isContainer ? named : format.descriptor.id, options: options, into: sync)
      let result = try sync.finish(complete: !readReport.recoveredFromDamage)
      total.add(result)
      printErrorLines(Self.text(result, input: input.name))
      if readReport.recoveredFromDamage {
        damaged += 1
        printError("wkconv: warning: \(input.name): damaged input; what preceded the damage was synced")
      }
    } catch {
      sync.abort()
      throw error
    }
  }

  /// The report as text: one line for the input, one per type that changed.
  static func text(_ r: StoreSyncReport, input: String) -> String {
    func counts(_ type: String?) -> String {
      func n(_ field: KeyPath<StoreSyncReport, [String: Int]>) -> Int {
        type.map { r[keyPath: field][$0] ?? 0 } ?? r.total(field)
      }
      return
        "\(n(\.added)) added, \(n(\.updated)) updated, \(n(\.deleted)) deleted, \(n(\.unchanged)) unchanged, \(n(\.ignored)) ignored (lower sync version)"
    }
    let recognized = r.recognized > 0 ? "; \(r.recognized) of the unchanged recognised by record digest" : ""
    let written =
      r.anchor.map { "; anchor \($0)" }
      ?? (r.digestsStored > 0
        ? "; no item changed (\(r.digestsStored) record digests stored)" : "; nothing written")
    var lines = ["sync: \(input): " + counts(nil) + recognized + written]
    let changed = Set(r.added.keys).union(r.updated.keys).union(r.deleted.keys).union(r.ignored.keys)
    for type in changed.sorted() { lines.append("  \(type): " + counts(type)) }
    lines += r.notes.map { "  note: \($0)" }
    return lines.joined(separator: "\n")
  }
}
