import ByteStreams
import FoundationEssentials
import WorkoutModel

/// A quantity sample's series entries as Observation components: the entries split into runs of evenly
/// spaced entries of one duration, each run a component whose `valueSampledData` holds its values
/// (origin 0 in the sample's unit, `period` the spacing in ms), with the run's first start and the
/// entries' duration as extensions. A run keeps an entry only when `entry(_:…)` gives back its start and
/// end exactly, so reading the components gives the entries back as they were.
enum FHIRSeries {
  /// The component code (project code system) of a run of series entries.
  static let runCode = "WKQuantitySeriesRun"
  /// The extension holding a run's first start (`valueDateTime`).
  static let runStartExtension = "urn:wkconv:fhir:series-run-start"
  /// The extension holding the duration of each entry of a run (`valueDuration`, seconds; absent: 0).
  static let entryDurationExtension = "urn:wkconv:fhir:series-entry-duration"

  /// A run: `count` entries from `first`, `period` ms apart, each lasting `duration` seconds.
  struct Run: Sendable, Equatable {
    var first: Int
    var count: Int
    var period: Double
    var duration: Double
  }

  /// The start and end of entry `index` of a run: start = run start + index × period (ms), end = start +
  /// duration (s). Writer and reader both use it, so a run holds only entries it reproduces.
  static func entry(_ index: Int, start: Date, period: Double, duration: Double) -> (start: Date, end: Date) {
    let at = start.timeIntervalSinceReferenceDate + Double(index) * period / 1000
    return (Date(timeIntervalSinceReferenceDate: at), Date(timeIntervalSinceReferenceDate: at + duration))
  }

  /// The runs of `entries`, in order: each as long as the spacing of its first two entries (whole ms
  /// when that reproduces them) and its first entry's duration reproduce the entries that follow. A run
  /// of one entry has no spacing; its period is its duration in ms, or 1 ms for an instant (a single
  /// sample's time does not depend on it).
  static func runs(_ entries: [QuantitySeriesEntry]) -> [Run] {
    var runs: [Run] = []
    var i = 0
    while i < entries.count {
      let first = entries[i]
      let duration = first.end.timeIntervalSinceReferenceDate - first.start.timeIntervalSinceReferenceDate
      var run = Run(first: i, count: 1, period: duration > 0 ? duration * 1000 : 1, duration: duration)
      if i + 1 < entries.count {
        let gap =
          entries[i + 1].start.timeIntervalSinceReferenceDate - first.start.timeIntervalSinceReferenceDate
        for period in [(gap * 1000).rounded(), gap * 1000] where gap > 0 && period > 0 {
          var count = 1
          while i + count < entries.count,
            matches(entries[i + count], entry(count, start: first.start, period: period, duration: duration))
          {
            count += 1
          }
          if count > 1 {
            run = Run(first: i, count: count, period: period, duration: duration)
            break
          }
        }
      }
      runs.append(run)
      i += run.count
    }
    return runs
  }

  private static func matches(_ e: QuantitySeriesEntry, _ made: (start: Date, end: Date)) -> Bool {
    e.start == made.start && e.end == made.end
  }

  /// The components of a sample's series (none for a plain sample).
  static func components(_ sample: QuantitySample) -> [JSONValue] {
    let entries = sample.series
    let offset = sample.header.start.utcOffset
    let unit = sample.quantity.unit.description
    return runs(entries).map { run in
      var data: [UInt8] = []
      for k in run.first..<(run.first + run.count) {
        if k > run.first { data.append(0x20) }
        data.append(contentsOf: Array(NumberText.shortest(entries[k].value).utf8))
      }
      var extensions: [JSONValue] = [
        .object([
          ("url", .string(runStartExtension)),
          ("valueDateTime", FHIRCodes.dateTime(Timestamp(entries[run.first].start, utcOffset: offset))),
        ])
      ]
      if run.duration != 0 {
        extensions.append(
          .object([
            ("url", .string(entryDurationExtension)),
            ("valueDuration", FHIRCodes.quantity(run.duration, unit: "s")),
          ]))
      }
      return .object([
        ("extension", .array(extensions)),
        (
          "code",
          .object([
            ("coding", .array([FHIRCodes.coding(FHIRCodes.projectType, runCode)])),
            ("text", .string("series entries")),
          ])
        ),
        (
          "valueSampledData",
          .object([
            ("origin", FHIRCodes.quantity(0, unit: unit)), ("period", .number(run.period)),
            ("dimensions", .number(1)),
            ("data", .string(String(decoding: data, as: UTF8.self))),
          ])
        ),
      ])
    }
  }

  /// Whether a component is a run of series entries.
  static func isRun(_ component: JSONValue) -> Bool {
    FHIRCodes.has(component["code"], FHIRCodes.projectType, runCode)
  }

  /// The entries of a run component, in `unit` (its origin's unit converted when it differs); values
  /// written `E`, `L` or `U` (no value) are skipped, keeping the others' times.
  static func entries(of component: JSONValue, unit: QuantityUnit) -> [QuantitySeriesEntry] {
    guard let sampled = component["valueSampledData"], let period = sampled["period"]?.number,
      let data = sampled["data"]?.string
    else { return [] }
    var start: Date?
    var duration = 0.0
    for ext in component["extension"]?.array ?? [] {
      switch ext["url"]?.string {
      case runStartExtension: start = FHIRCodes.timestamp(ext["valueDateTime"]?.string)?.date
      case entryDurationExtension:
        if let value = ext["valueDuration"], let seconds = value["value"]?.number {
          let from = FHIRCodes.unit(of: value) ?? .second
          duration = (try? Quantity(seconds, from).converted(to: .second))?.value ?? seconds
        }
      default: break
      }
    }
    guard let start else { return [] }
    let origin = sampled["origin"].flatMap { $0["value"]?.number } ?? 0
    let factor = sampled["factor"]?.number ?? 1
    let from = sampled["origin"].flatMap { FHIRCodes.unit(of: $0) } ?? unit
    var out: [QuantitySeriesEntry] = []
    for (j, token) in data.split(separator: " ").enumerated() {
      guard let raw = Double(token) else { continue }
      var value = origin == 0 && factor == 1 ? raw : origin + factor * raw
      if from != unit, let converted = try? Quantity(value, from).converted(to: unit) {
        value = converted.value
      }
      let (s, e) = entry(j, start: start, period: period, duration: duration)
      out.append(QuantitySeriesEntry(value: value, start: s, end: e))
    }
    return out
  }
}
