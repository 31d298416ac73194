import FormatKit
import FormatNDJSON
import FormatTCX
import Foundation
import TestSupport
import Testing
import WorkoutModel
import WorkoutOperations

/// Helpers shared by the TCX tests.
enum TCX {
  /// Reads TCX bytes (or a file) into items, with the context used.
  static func read(_ input: InputSource, options: FormatOptions = FormatOptions()) throws -> (
    [HealthItem], ConversionContext
  ) {
    let context = ConversionContext(inputName: input.name, options: options)
    let sink = DatasetSink()
    try TCXReader(options: TCXOptions(options)).read(input, into: sink, context: context)
    return (sink.dataset.items, context)
  }

  static func read(file url: URL) throws -> ([HealthItem], ConversionContext) {
    try read(InputSource(file: url))
  }

  static func read(text: String, name: String = "test.tcx") throws -> ([HealthItem], ConversionContext) {
    try read(InputSource(data: Data(text.utf8), name: name))
  }

  /// Projects items onto TCX's capabilities (as the converter does) and writes them.
  static func write(_ items: [HealthItem], context: ConversionContext = ConversionContext()) throws -> (
    Data, [HealthItem]
  ) {
    let projection = CapabilityProjection(target: TCXFormat().descriptor)
    let sink = DataSink()
    let writer = try TCXFormat().makeWriter(to: sink, options: FormatOptions(), context: context)!
    var projected: [HealthItem] = []
    for item in items {
      guard let p = projection.project(item, context: context) else { continue }
      projected.append(p)
      try writer.receive(p)
    }
    try writer.finish()
    return (sink.data, projected)
  }

  /// Runs `validate.sh` on data written to a temporary file; returns (status, output).
  static func validate(_ data: Data, name: String) throws -> (Int32, String) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "wkconv-tcx-\(UUID().uuidString)-\(name)")
    try data.write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let script = SharedCorpus.url("formats/schemas/validate.sh").path
    let result = try runProcess("/bin/bash", [script, url.path])
    return (result.status, result.stdoutString + result.stderrString)
  }

  static var corpusFiles: [URL] { SharedCorpus.files(in: "corpus/tcx", extension: "tcx") }

  static func workouts(_ items: [HealthItem]) -> [Workout] { HealthDataset(items: items).workouts }

  static func series(_ w: Workout, _ type: String) -> [QuantitySeriesEntry] {
    w.quantitySamples(of: type).flatMap(\.series)
  }
}

/// The trait that runs a test only with `../shared` present (or required).
let corpus: ConditionTrait = .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage))

/// Compares two NDJSON texts item by item as JSON trees: numbers within a relative tolerance (TCX running
/// distance totals turn into increments and back), keys in `ignoring` skipped. Returns the differences.
func ndjsonDifferences(_ a: String, _ b: String, ignoring: Set<String> = [], tolerance: Double = 1e-9)
  -> [String]
{
  let left = a.split(separator: "\n").map(String.init)
  let right = b.split(separator: "\n").map(String.init)
  var diffs: [String] = []
  if left.count != right.count { diffs.append("item count \(left.count) != \(right.count)") }
  func compare(_ x: Any?, _ y: Any?, _ path: String) {
    guard diffs.count < 20 else { return }
    switch (x, y) {
    case (let p as [String: Any], let q as [String: Any]):
      for key in Set(p.keys).union(q.keys) where !ignoring.contains(key) {
        compare(p[key], q[key], path + "." + key)
      }
    case (let p as [Any], let q as [Any]):
      if p.count != q.count {
        diffs.append("\(path): \(p.count) elements != \(q.count)")
        return
      }
      for i in p.indices { compare(p[i], q[i], path + "[\(i)]") }
    case (let p as NSNumber, let q as NSNumber):
      let u = p.doubleValue
      let v = q.doubleValue
      if abs(u - v) > tolerance * max(1, abs(u), abs(v)) { diffs.append("\(path): \(u) != \(v)") }
    case (let p as String, let q as String):
      if p != q { diffs.append("\(path): \(p) != \(q)") }
    case (nil, nil):
      break
    default:
      diffs.append("\(path): \(String(describing: x).prefix(80)) != \(String(describing: y).prefix(80))")
    }
  }
  for (l, r) in zip(left, right) {
    let x = try? JSONSerialization.jsonObject(with: Data(l.utf8))
    let y = try? JSONSerialization.jsonObject(with: Data(r.utf8))
    compare(x, y, "")
  }
  return diffs
}

/// Keeps in `read` only the lap totals `reference` has (the writer adds totals computed from the
/// samples where the model had none: that is extra information, not a change).
func restrictLapTotals(_ read: Workout, like reference: Workout) -> Workout {
  var w = read
  let refLaps = reference.events.filter { $0.type == .lap }
  var lapIndex = 0
  for i in w.events.indices where w.events[i].type == .lap {
    defer { lapIndex += 1 }
    guard lapIndex < refLaps.count else { continue }
    let ref = refLaps[lapIndex]
    w.events[i].statistics = w.events[i].statistics.compactMap { s in
      guard let r = ref.statistics.first(where: { $0.type == s.type }) else { return nil }
      var s = s
      if r.sum == nil { s.sum = nil }
      if r.average == nil { s.average = nil }
      if r.maximum == nil { s.maximum = nil }
      if r.minimum == nil { s.minimum = nil }
      if r.mostRecent == nil { s.mostRecent = nil }
      return s
    }
  }
  return w
}
