import ArgumentParser
import FormatKit
import FoundationEssentials
import WorkoutModel
import WorkoutStore

/// `wkconv changes STORE [--since ANCHOR] [--type T]`: the anchored object query.
struct Changes: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "changes",
    abstract: "Print what a store gained and lost since an anchor, as NDJSON, ending with the new anchor.",
    discussion: """
      One line per deleted object ({"deleted": {"uuid", "type", "deletedAt"}}), then one line per item \
      added or updated (exactly as the ndjson format writes it), then {"anchor": "N"}. Without --since, \
      every stored item and the current anchor. Pass the anchor back as --since to get only what changed \
      after it.
      """)

  @Argument(help: "The store (made by wkconv sync).") var store: String
  @Option(name: .long, help: "The anchor a previous run printed.") var since: String?
  @Option(
    name: .long, help: "Only this type (e.g. HKQuantityTypeIdentifierStepCount, HKWorkoutTypeIdentifier).")
  var type: String?
  @OptionGroup var errors: ErrorOptions

  func run() throws {
    var anchor: Int64?
    if let since {
      guard let value = Int64(since), value >= 0 else {
        throw ConversionError(.usage, "--since takes an anchor that changes printed, got '\(since)'")
      }
      anchor = value
    }
    guard FileManager.default.fileExists(atPath: store) else {
      throw ConversionError(.io, "no such file", at: SourceLocation(file: store))
    }
    let opened = try WorkoutStore(path: store, readOnly: true, create: false)
    defer { opened.close() }
    let output = BufferedFileSink(standardOutputWithCapacity: 1 << 16)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    struct Deleted: Encodable { var deleted: StoreDeletion }
    struct Anchor: Encodable { var anchor: String }
    let current = try opened.changes(
      since: anchor, type: type,
      deleted: { deletion in
        try output.write(Array(try encoder.encode(Deleted(deleted: deletion))) + [0x0A])
      },
      item: { line in try output.write(Array(line.utf8) + [0x0A]) })
    try output.write(Array(try encoder.encode(Anchor(anchor: String(current)))) + [0x0A])
    try output.flush()
  }
}
