import FormatKit
import FoundationEssentials
import WorkoutModel

/// A store read as an input (`wkconv convert STORE out.zip --to health`): its items, each decoded from its
/// NDJSON line, in type, start and UUID order. Recognised by the SQLite header stamped with the store's
/// application id; read-only.
package struct StoreFormat: WorkoutFormat {
  package static let id: FormatID = "store"

  /// Makes the format.
  package init() {}

  package var descriptor: FormatDescriptor {
    FormatDescriptor(
      id: Self.id, name: "wkconv store (wkconv sync)", fileExtensions: ["wkstore"],
      mediaType: "application/vnd.sqlite3",
      capabilities: FormatCapabilities(reads: Set(Capability.allCases), writes: []),
      canWrite: false, workoutsPerFile: .many)
  }

  package func sniff(_ prefix: [UInt8]) -> SniffResult { StoreSchema.isStore(prefix: prefix) ? .yes : .no }

  package func makeReader(options: FormatOptions) -> (any FormatReader)? { StoreReader() }

  package func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
    -> (any FormatWriter)?
  { nil }
}

/// Reads a store's items.
struct StoreReader: FormatReader {
  func read(_ input: InputSource, into sink: any HealthItemSink, context: ConversionContext) throws {
    guard let url = input.fileURL else {
      throw ConversionError(
        .unsupportedOperation, "a store is read from its file, not a stream",
        at: SourceLocation(file: context.inputName))
    }
    let store = try WorkoutStore(path: url.path, readOnly: true, create: false)
    defer { store.close() }
    let decoder = JSONDecoder()
    var index = 0
    try store.forEachLine { line in
      let item: HealthItem
      do {
        item = try decoder.decode(HealthItem.self, from: Data(line.utf8))
      } catch {
        throw ConversionError(
          .invalidInput, "a stored item does not decode: \(error)",
          at: SourceLocation(file: context.inputName, recordIndex: index))
      }
      index += 1
      context.report.itemsRead[item.kind.rawValue, default: 0] += 1
      try sink.receive(item)
    }
  }
}
