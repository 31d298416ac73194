import FormatKit
import Foundation
import WorkoutConversion
import WorkoutModel

/// What one fuzz input goes through: the format's reader (any thrown `ConversionError` is fine — a crash,
/// hang, leak or out-of-memory is not), then every item is written back in the same format and in NDJSON,
/// so writers see whatever a hostile file can make a reader produce (NaN, huge values, odd strings).
public enum FuzzHarness {
  /// Reads `bytes` as `format` (named `name`, which matters for zip detection) and writes the items back.
  public static func run(format id: FormatID, name: String, bytes: UnsafeRawBufferPointer) {
    guard let format = FormatRegistry.format(id: id), let reader = format.makeReader(options: FormatOptions())
    else { fatalError("no reader for \(id)") }
    let input = InputSource(data: Data(bytes), name: name)
    let context = ConversionContext(
      inputName: name, options: FormatOptions(),
      nestedReader: FormatRegistry.nestedReader(options: FormatOptions()))
    var items: [HealthItem] = []
    do {
      try reader.read(input, into: ClosureSink { items.append($0) }, context: context)
    } catch {
      // Errors are the expected outcome for most inputs; items read before the error are still written.
    }
    for item in items { check(item, from: name) }
    guard !items.isEmpty else { return }
    write(items, as: format)
    if id != .ndjson, let ndjson = FormatRegistry.format(id: .ndjson) { write(items, as: ndjson) }
  }

  /// The readers' promise (README, "Security and robustness"): no non-finite number and no coordinate off
  /// the globe ever reaches the model. JSONEncoder refuses NaN and infinities anywhere in an item.
  static func check(_ item: HealthItem, from name: String) {
    do {
      _ = try JSONEncoder().encode(item)
    } catch EncodingError.invalidValue(let value, let context) {
      fatalError(
        "\(name): a reader produced \(value) at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
      )
    } catch {}
    let routes: [WorkoutRoute]
    switch item {
    case .route(let route): routes = [route]
    case .workout(let workout): routes = workout.routes
    default: routes = []
    }
    for location in routes.flatMap(\.locations)
    where !(abs(location.latitude) <= 90 && abs(location.longitude) <= 180) {
      fatalError("\(name): a reader produced the location \(location.latitude), \(location.longitude)")
    }
  }

  /// Writes `items` with `format`'s writer into memory, ignoring thrown errors.
  static func write(_ items: [HealthItem], as format: any WorkoutFormat) {
    let sink = DataSink()
    let context = ConversionContext()
    do {
      guard let writer = try format.makeWriter(to: sink, options: FormatOptions(), context: context) else {
        return
      }
      for item in items { try writer.receive(item) }
      try writer.finish()
    } catch {}
  }
}

extension FuzzHarness {
  /// Where `runParquet` keeps its outputs (`FUZZ_PARQUET_OUT`), or nil while fuzzing.
  static let parquetOutput: String? = ProcessInfo.processInfo.environment["FUZZ_PARQUET_OUT"]

  /// Reads `bytes` as NDJSON and writes the items as Parquet, alternating tiny row groups (3 rows: many
  /// row groups, dictionaries restarted in each) and the default size by the input's length, and as CSV.
  /// With `FUZZ_PARQUET_OUT` set, keeps `<hash>.parquet` and `<hash>.csv` there.
  public static func runParquet(bytes: UnsafeRawBufferPointer) {
    guard let ndjson = FormatRegistry.format(id: .ndjson),
      let reader = ndjson.makeReader(options: FormatOptions()),
      let parquet = FormatRegistry.format(id: "parquet"), let csv = FormatRegistry.format(id: .csv)
    else { fatalError("no NDJSON reader or Parquet/CSV writer") }
    let context = ConversionContext(
      inputName: "items.ndjson", options: FormatOptions(),
      nestedReader: FormatRegistry.nestedReader(options: FormatOptions()))
    var items: [HealthItem] = []
    do {
      try reader.read(
        InputSource(data: Data(bytes), name: "items.ndjson"), into: ClosureSink { items.append($0) },
        context: context)
    } catch {}
    guard !items.isEmpty else { return }
    var options = FormatOptions()
    options.values["parquet.rowGroupRows"] = bytes.count % 2 == 0 ? "3" : "131072"
    let table = DataSink()
    do {
      guard let writer = try parquet.makeWriter(to: table, options: options, context: ConversionContext())
      else { return }
      for item in items { try writer.receive(item) }
      try writer.finish()
    } catch {
      return
    }
    // The same table as CSV, while fuzzing too: the CSV writer formats every cell as text (a far instant
    // trapped there, found only when the check wrote CSV). Formula-looking text stays as it is
    // (`csv.formulas=keep`), since the check compares cells as values, not as a spreadsheet would show them.
    let text = DataSink()
    do {
      guard
        let writer = try csv.makeWriter(
          to: text, options: FormatOptions(values: ["csv.formulas": "keep"]), context: ConversionContext())
      else {
        return
      }
      for item in items { try writer.receive(item) }
      try writer.finish()
    } catch {
      fatalError("the CSV writer refused what the Parquet writer took: \(error)")
    }
    guard let directory = parquetOutput else { return }
    // FNV-1a of the input names the pair.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let base = directory + "/" + String(hash, radix: 16)
    _ = FileManager.default.createFile(atPath: base + ".parquet", contents: table.data)
    _ = FileManager.default.createFile(atPath: base + ".csv", contents: text.data)
  }
}
