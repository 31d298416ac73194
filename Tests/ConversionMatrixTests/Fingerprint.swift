import FormatKit
import FormatNDJSON
import Foundation
import WorkoutConversion
import WorkoutModel
import WorkoutOperations

/// A series entry in comparison units: absolute start time (Unix seconds) and value.
struct SeriesPoint: Equatable {
  var time: Double
  var value: Double
}

/// Which series a sample belongs to when comparing: its capability (so a cycling distance that comes
/// back as a generic distance still compares), or its type for "other" series.
struct SeriesKey: Hashable, Comparable, CustomStringConvertible {
  var capability: Capability
  var type: String?
  var description: String { type.map { "\(capability.rawValue):\($0)" } ?? capability.rawValue }
  static func < (a: SeriesKey, b: SeriesKey) -> Bool { a.description < b.description }

  init(type: String) {
    capability = Capability.forSeries(type: type)
    self.type = capability == .otherWorkoutSeries ? type : nil
  }

  /// Whether entries are increments (compared at their ends).
  var isCumulative: Bool { [.distance, .energy, .swimLengths].contains(capability) }

  /// The unit values are compared in (nil: the sample's own unit).
  var unit: QuantityUnit? {
    switch capability {
    case .heartRate, .cadence: return .countPerMinute
    case .power: return .watt
    case .speed: return .meterPerSecond
    case .distance, .altitude: return .meter
    case .temperature: return .degreeCelsius
    case .energy: return .kilocalorie
    default: return nil
    }
  }
}

/// What the matrix compares of one workout.
struct WorkoutPrint {
  var activityType: String
  var start: Double
  var end: Double = 0
  var deviceName: String?
  /// Workout statistics by series key: (sum, average).
  var statistics: [SeriesKey: (sum: Double?, average: Double?)] = [:]
  var events: [Capability: Int] = [:]
  var activities = 0
  var heartbeats = 0
  var route: [Location] = []
  var series: [SeriesKey: [SeriesPoint]] = [:]
  /// Series that took entries from top-level samples (a target that drops those reports `quantity`).
  var looseKeys: Set<SeriesKey> = []
}

/// What the matrix compares of a dataset: workouts in start order, and the other items as NDJSON text.
struct DatasetPrint {
  var workouts: [WorkoutPrint] = []
  var routeItems: [[Location]] = []
  /// Non-workout, non-route items by kind: NDJSON text after projection (UUIDs blanked where not carried).
  var others: [HealthItemKind: [String]] = [:]
  var itemCounts: [HealthItemKind: Int] = [:]

  static let blankUUID = UUID(uuidString: "00000000-0000-0000-0000-000000000000")!

  /// Builds the print of `items` projected onto `carried` (what both formats of a comparison carry).
  /// Top-level quantity samples near a workout count as that workout's series (a health export keeps
  /// a workout's samples beside it as Records; other formats inside it); the rest compare as items.
  init(_ items: [HealthItem], carried: Set<Capability>, wholeSeconds: Bool) {
    let descriptor = FormatDescriptor(
      id: "matrix", name: "matrix", fileExtensions: [], mediaType: "",
      capabilities: FormatCapabilities(reads: carried, writes: carried))
    let projection = CapabilityProjection(target: descriptor)
    let context = ConversionContext()
    var workouts: [Workout] = []
    var looseSamples: [QuantitySample] = []
    for item in items {
      itemCounts[item.kind, default: 0] += 1
      switch item {
      case .workout(let w): workouts.append(w)
      case .route(let r): routeItems.append(r.locations)
      case .quantity(let q):
        looseSamples.append(q)
      case .exportInfo:
        // File-level facts that writers fill in (format version, creator) are not compared; that the
        // item reaches a target that cannot carry it is checked as a loss.
        continue
      default:
        guard var projected = projection.project(item, context: context) else { continue }
        if !carried.contains(.uuids) { projected.blankUUIDs() }
        if wholeSeconds { projected.floorTimes() }
        let text =
          NDJSONWriter.fastText(of: projected) ?? (try? NDJSONWriter.referenceText(of: projected)) ?? ""
        others[item.kind, default: []].append(text)
      }
    }
    workouts.sort { $0.header.start.date < $1.header.start.date }
    var absorbed = Array(repeating: false, count: looseSamples.count)
    // A loose workout-series sample belongs to the workout nearest in time (inside it, or within a
    // minute of its bounds: devices record past the session's end, and whole-second formats move bounds).
    let nearest: [Int?] = looseSamples.map { q in
      var best: (Int, Double)?
      for (index, w) in workouts.enumerated() {
        let t = q.header.start.date
        let distance =
          t < w.header.start.date
          ? w.header.start.date.timeIntervalSince(t)
          : t > w.header.end.date ? t.timeIntervalSince(w.header.end.date) : 0
        if distance <= 60, best == nil || distance < best!.1 { best = (index, distance) }
      }
      return best?.0
    }
    for (workoutIndex, workout) in workouts.enumerated() {
      var print = WorkoutPrint(
        activityType: workout.activityType.name, start: workout.header.start.unixSeconds)
      print.end = workout.header.end.unixSeconds
      print.deviceName = workout.header.device?.name ?? workout.header.device?.model
      for statistic in workout.statistics {
        let key = SeriesKey(type: statistic.type)
        func value(_ v: Double?) -> Double? {
          guard let v, let unit = key.unit else { return v }
          return (try? statistic.unit.convert(v, to: unit)) ?? v
        }
        print.statistics[key] = (value(statistic.sum), value(statistic.average))
      }
      for event in workout.events + workout.activities.flatMap(\.events) {
        // Pauses count without their resumes: formats that mark pauses as track breaks pair every
        // pause with a resume, and devices write pauses without one.
        if event.type == .resume { continue }
        print.events[Capability.forEvent(event), default: 0] += 1
      }
      print.activities = workout.activities.count
      // In time order (stable): writers sort points by time, sources are not always in order.
      print.route = workout.routes.flatMap(\.locations).enumerated()
        .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
      var samples: [QuantitySample] = []
      for sample in workout.samples {
        switch sample {
        case .quantity(let q): samples.append(q)
        case .heartbeatSeries(let h): print.heartbeats += h.beats.count
        case .category(let c):
          // A category sample recorded during a workout compares as a category item wherever it is kept.
          guard var projected = projection.project(.category(c), context: context) else { break }
          if !carried.contains(.uuids) { projected.blankUUIDs() }
          if wholeSeconds { projected.floorTimes() }
          others[.category, default: []].append(NDJSONWriter.fastText(of: projected) ?? "")
        }
      }
      for (index, q) in looseSamples.enumerated() where !absorbed[index] && nearest[index] == workoutIndex {
        absorbed[index] = true
        samples.append(q)
        print.looseKeys.insert(SeriesKey(type: q.type))
      }
      for q in samples {
        let key = SeriesKey(type: q.type)
        // Cumulative series (increments) compare at their entries' ends: running-total formats
        // (FIT, TCX) rebuild each increment's start from the previous point.
        let atEnd = key.isCumulative
        for entry in q.entries {
          var value = entry.value
          if let unit = key.unit, let converted = try? q.quantity.unit.convert(entry.value, to: unit) {
            value = converted
          }
          let time = (atEnd ? entry.end : entry.start).timeIntervalSince1970
          print.series[key, default: []].append(SeriesPoint(time: time, value: value))
        }
      }
      // Altitude and speed are carried on route points by some formats and as series by others: a
      // point's value counts as a series entry unless the series already has one at that instant.
      for (key, value) in [
        (SeriesKey(type: WorkoutSeriesType.altitude), \Location.altitude),
        (SeriesKey(type: WorkoutSeriesType.speed), \Location.speed),
      ] {
        // Instants are matched at the formats' time resolution.
        let resolution = wholeSeconds ? 1.0 : 0.001
        let times = Set((print.series[key] ?? []).map { ($0.time / resolution).rounded() })
        for point in print.route {
          guard let v = point[keyPath: value] else { continue }
          let t = point.time.timeIntervalSince1970
          if !times.contains((t / resolution).rounded()) {
            print.series[key, default: []].append(SeriesPoint(time: t, value: v))
          }
        }
      }
      for key in print.series.keys { print.series[key]!.sort { $0.time < $1.time } }
      self.workouts.append(print)
    }
    // Loose workout-series samples outside every workout compare as items.
    for (index, q) in looseSamples.enumerated() where !absorbed[index] {
      guard var projected = projection.project(.quantity(q), context: context) else { continue }
      if !carried.contains(.uuids) { projected.blankUUIDs() }
      if wholeSeconds { projected.floorTimes() }
      others[.quantity, default: []].append(NDJSONWriter.fastText(of: projected) ?? "")
    }
    for kind in others.keys { others[kind]!.sort() }
  }
}

extension SampleHeader {
  mutating func floorTimes() {
    start.date = Date(timeIntervalSince1970: start.date.timeIntervalSince1970.rounded(.down))
    end.date = Date(timeIntervalSince1970: end.date.timeIntervalSince1970.rounded(.down))
  }
}

extension HealthItem {
  /// Rounds header times down to whole seconds (formats with whole-second times).
  mutating func floorTimes() {
    switch self {
    case .quantity(var q):
      q.header.floorTimes()
      self = .quantity(q)
    case .category(var c):
      c.header.floorTimes()
      self = .category(c)
    case .correlation(var c):
      c.header.floorTimes()
      c.members = c.members.map { member in
        switch member {
        case .quantity(var q):
          q.header.floorTimes()
          return .quantity(q)
        case .category(var k):
          k.header.floorTimes()
          return .category(k)
        }
      }
      self = .correlation(c)
    case .heartbeatSeries(var h):
      h.header.floorTimes()
      self = .heartbeatSeries(h)
    default: break
    }
  }

  /// Replaces the item's UUID (for comparisons through formats that derive UUIDs).
  mutating func blankUUIDs() {
    switch self {
    case .quantity(var q):
      q.header.uuid = DatasetPrint.blankUUID
      self = .quantity(q)
    case .category(var c):
      c.header.uuid = DatasetPrint.blankUUID
      self = .category(c)
    case .correlation(var c):
      c.header.uuid = DatasetPrint.blankUUID
      c.members = c.members.map { member in
        switch member {
        case .quantity(var q):
          q.header.uuid = DatasetPrint.blankUUID
          return .quantity(q)
        case .category(var k):
          k.header.uuid = DatasetPrint.blankUUID
          return .category(k)
        }
      }
      self = .correlation(c)
    case .heartbeatSeries(var h):
      h.header.uuid = DatasetPrint.blankUUID
      self = .heartbeatSeries(h)
    default: break
    }
  }
}

/// A difference between what went in and what came back, with the words a loss explaining it would use.
struct Mismatch: CustomStringConvertible {
  var capability: Capability
  var detail: String
  var keywords: [String]
  var description: String { "[\(capability.rawValue)] \(detail)" }
}

/// Compares prints on what both sides carry, within tolerances.
struct PrintComparison {
  var carried: Set<Capability>
  /// The formats the data went through (for tolerances).
  var formats: [FormatID]
  /// Whether the formats keep only whole seconds (times are compared rounded down).
  var wholeSeconds: Bool { Tolerance.widest(formats, Tolerance.time) >= 1 }

  func mismatches(expected: DatasetPrint, actual: DatasetPrint) -> [Mismatch] {
    var out: [Mismatch] = []
    func add(_ c: Capability, _ detail: String, _ keywords: [String] = []) {
      out.append(Mismatch(capability: c, detail: detail, keywords: keywords + Explanations.keywords(for: c)))
    }
    let timeTol = Tolerance.widest(formats, Tolerance.time) + 1e-6
    let coordTol = Tolerance.widest(formats, Tolerance.coordinate) + 1e-12
    let altTol = Tolerance.widest(formats, Tolerance.altitude) + 1e-9

    if carried.contains(.workouts) {
      if expected.workouts.count != actual.workouts.count {
        add(.workouts, "\(expected.workouts.count) workouts became \(actual.workouts.count)", ["workout"])
      }
      for (e, a) in zip(expected.workouts, actual.workouts) {
        if e.activityType != a.activityType {
          add(
            .workouts, "activity type \(e.activityType) became \(a.activityType)", ["activity type", "sport"])
        }
        if abs(e.start - a.start) > timeTol {
          add(.workouts, "start moved by \(a.start - e.start) s", ["start", "time"])
        }
        if abs(e.end - a.end) > timeTol {
          add(.workouts, "end moved by \(a.end - e.end) s", ["end", "interval", "time", "duration"])
        }
        if carried.contains(.device), let name = e.deviceName, a.deviceName != name {
          add(.device, "device \(name) became \(a.deviceName ?? "none")", ["device", "creator", "product"])
        }
        if carried.contains(.workoutStatistics) {
          for (key, stat) in e.statistics.sorted(by: { $0.key < $1.key }) {
            guard let got = a.statistics[key] else {
              add(.workoutStatistics, "statistic \(key) missing", ["statistic", "totals"])
              continue
            }
            for (label, x, y) in [("sum", stat.sum, got.sum), ("average", stat.average, got.average)] {
              guard let x else { continue }
              let tol = max(1e-3 * abs(x), Tolerance.widest(formats) { Tolerance.series(key.capability, $0) })
              if y == nil || abs(x - y!) > tol {
                add(
                  .workoutStatistics, "statistic \(key) \(label) \(x) became \(y.map { "\($0)" } ?? "none")",
                  ["statistic", "totals"])
              }
            }
          }
        }
        for capability in [Capability.laps, .pauses, .otherEvents, .swimLengths]
        where carried.contains(capability) {
          let (ne, na) = (e.events[capability, default: 0], a.events[capability, default: 0])
          // A workout without laps is written as one lap over the whole workout (structure, not data).
          let synthesizedLap = capability == .laps && ne == 0 && na == 1
          if ne != na && !synthesizedLap {
            add(capability, "\(ne) \(capability.rawValue) events became \(na)", ["event"])
          }
        }
        if carried.contains(.multisport), e.activities > 1 || a.activities > 1, e.activities != a.activities {
          add(.multisport, "\(e.activities) activities became \(a.activities)")
        }
        if carried.contains(.heartbeatSeries), e.heartbeats != a.heartbeats {
          add(.heartbeatSeries, "\(e.heartbeats) heartbeats became \(a.heartbeats)")
        }
        if carried.contains(.route) {
          out += compareRoute(e.route, a.route, timeTol: timeTol, coordTol: coordTol, altTol: altTol)
        }
        for key in Set(e.series.keys).union(a.series.keys).sorted() where carried.contains(key.capability) {
          let (se, sa) = (e.series[key] ?? [], a.series[key] ?? [])
          // Entries a writer derives where the input had none (speed and altitude of route points in
          // Apple's route GPX) are additions, not losses.
          if se.isEmpty { continue }
          var words = [key.type ?? ""].filter { !$0.isEmpty }
          if e.looseKeys.contains(key) { words.append("quantity") }
          if wholeSeconds { words.append("second") }
          let tol = Tolerance.widest(formats) { Tolerance.series(key.capability, $0) }
          if key.capability == .speed || key.capability == .altitude {
            // Route points and series both carry these; writers may add values (Apple's route GPX
            // derives speed): every value that went in must come out at its instant, extras are allowed.
            var byTime: [Double: [Double]] = [:]
            for p in sa { byTime[(p.time / timeTol).rounded(), default: []].append(p.value) }
            var missing = 0
            var example: SeriesPoint?
            for p in se {
              let bucket = (p.time / timeTol).rounded()
              let candidates =
                (byTime[bucket] ?? []) + (byTime[bucket - 1] ?? []) + (byTime[bucket + 1] ?? [])
              if !candidates.contains(where: { abs($0 - p.value) <= tol + 1e-9 * abs(p.value) }) {
                missing += 1
                if example == nil { example = p }
              }
            }
            if missing > 0, let example {
              add(
                key.capability,
                "\(key): \(missing) of \(se.count) entries missing or changed (first at \(example.time): \(example.value))",
                words)
            }
            continue
          }
          if se.count != sa.count {
            add(key.capability, "\(key): \(se.count) entries became \(sa.count)", words)
            continue
          }
          var worstValue = 0.0
          var worstTime = 0.0
          var at = 0
          for (index, (pe, pa)) in zip(se, sa).enumerated() {
            let dv = abs(pe.value - pa.value) - 1e-9 * max(abs(pe.value), abs(pa.value))
            if dv > worstValue { (worstValue, at) = (dv, index) }
            worstTime = max(worstTime, abs(pe.time - pa.time))
          }
          if worstValue > tol {
            add(
              key.capability, "\(key): entry \(at) \(se[at].value) became \(sa[at].value) (tolerance \(tol))",
              words)
          }
          if worstTime > timeTol {
            add(
              key.capability, "\(key): entry times moved by up to \(worstTime) s",
              words + ["interval", "time"])
          }
        }
      }
    }
    if carried.contains(.route) {
      if expected.routeItems.count != actual.routeItems.count {
        add(.route, "\(expected.routeItems.count) route items became \(actual.routeItems.count)", ["route"])
      }
    }
    for kind in Set(expected.others.keys).union(actual.others.keys).sorted(by: { $0.rawValue < $1.rawValue })
    {
      let capability = Capability.forItem(kind)
      guard carried.contains(capability) else { continue }
      let (te, ta) = (expected.others[kind] ?? [], actual.others[kind] ?? [])
      if te != ta {
        let missing = Set(te).subtracting(ta).sorted().first ?? ""
        let extra = Set(ta).subtracting(te).sorted().first ?? ""
        add(
          capability,
          "\(kind.rawValue): \(te.count) items became \(ta.count); first differing:\n  in:  \(missing.prefix(600))\n  out: \(extra.prefix(600))",
          [kind.rawValue, "source", "metadata", "device", "date"])
      }
    }
    return out
  }

  func compareRoute(_ e: [Location], _ a: [Location], timeTol: Double, coordTol: Double, altTol: Double)
    -> [Mismatch]
  {
    var out: [Mismatch] = []
    func add(_ c: Capability, _ detail: String) {
      out.append(
        Mismatch(
          capability: c, detail: detail,
          keywords: Explanations.keywords(for: c) + (wholeSeconds ? ["second"] : [])))
    }
    guard e.count == a.count else {
      add(.route, "\(e.count) route points became \(a.count)")
      return out
    }
    var worst = (time: 0.0, coord: 0.0, alt: 0.0)
    var altPresence = 0
    for (pe, pa) in zip(e, a) {
      worst.time = max(worst.time, abs(pe.time.timeIntervalSince(pa.time)))
      worst.coord = max(worst.coord, abs(pe.latitude - pa.latitude), abs(pe.longitude - pa.longitude))
      if carried.contains(.altitude) {
        switch (pe.altitude, pa.altitude) {
        case (let x?, let y?): worst.alt = max(worst.alt, abs(x - y))
        case (nil, nil): break
        default: altPresence += 1
        }
      }
    }
    if worst.time > timeTol { add(.route, "route point times moved by up to \(worst.time) s") }
    if worst.coord > coordTol { add(.route, "route coordinates moved by up to \(worst.coord)°") }
    if worst.alt > altTol { add(.altitude, "route altitudes moved by up to \(worst.alt) m") }
    if altPresence > 0 { add(.altitude, "\(altPresence) route points gained or lost their altitude") }
    return out
  }
}

/// Which reported losses explain a difference or a capability the target lacks.
enum Explanations {
  /// Words a loss about `capability` uses in its kind or reason (lower-cased comparison).
  static func keywords(for capability: Capability) -> [String] {
    switch capability {
    case .workouts: return ["workout"]
    case .multisport: return ["multisport", "activities", "transition"]
    case .laps: return ["lap"]
    case .pauses: return ["pause"]
    case .otherEvents: return ["events", "marker", "segment"]
    case .workoutStatistics: return ["statistic", "totals"]
    case .route: return ["route", "position", "point", "coordinate"]
    case .routeAccuracy: return ["accuracy", "course"]
    case .heartRate: return ["heart rate", "heartrate"]
    case .cadence: return ["cadence", "strokerate"]
    case .power: return ["power"]
    case .speed: return ["speed"]
    case .distance: return ["distance"]
    case .altitude: return ["altitude", "elevation"]
    case .temperature: return ["temperature"]
    case .energy: return ["energy", "calories"]
    case .otherWorkoutSeries: return ["series", "quantitytypeidentifier"]
    case .heartbeatSeries: return ["heartbeat", "beat"]
    case .swimLengths: return ["swim", "stroke", "length"]
    case .device: return ["device", "creator", "producer"]
    case .metadata: return ["metadata"]
    case .uuids: return ["uuid"]
    case .quantitySamples: return ["quantity"]
    case .categorySamples: return ["category"]
    case .correlations: return ["correlation"]
    case .activitySummaries: return ["activitysummary", "activity summar"]
    case .characteristics: return ["characteristics"]
    case .exportInfo: return ["exportinfo", "export info", "export locale"]
    case .opaque: return ["opaque", "gpx ", "records"]
    case .electrocardiograms: return ["electrocardiogram"]
    }
  }

  /// The first loss (with a count) in `reports` that mentions one of `keywords`.
  static func loss(in reports: [ConversionReport], matching keywords: [String]) -> Loss? {
    let words = keywords.map { $0.lowercased() }.filter { !$0.isEmpty }
    for report in reports {
      for loss in report.losses where loss.count > 0 {
        let text = (loss.kind.name + " " + loss.reason).lowercased()
        if words.contains(where: { text.contains($0) }) { return loss }
      }
    }
    return nil
  }
}

/// Which capabilities a dataset actually uses (to check that what a target cannot carry is reported).
enum Presence {
  static func capabilities(of items: [HealthItem]) -> [Capability: Int] {
    var present: [Capability: Int] = [:]
    func note(_ c: Capability, _ n: Int = 1) { if n > 0 { present[c, default: 0] += n } }
    func header(_ h: SampleHeader) {
      if let device = h.device, !device.isEmpty { note(.device) }
      note(.metadata, h.metadata.count)
    }
    for item in items {
      let kind = Capability.forItem(item.kind)
      note(kind)
      switch item {
      case .workout(let w):
        header(w.header)
        if w.activities.count > 1 { note(.multisport) }
        for event in w.events + w.activities.flatMap(\.events) { note(Capability.forEvent(event)) }
        note(.workoutStatistics, w.statistics.count + w.totals.count)
        for route in w.routes {
          note(.route, route.locations.count)
          note(
            .routeAccuracy,
            route.locations.filter {
              $0.horizontalAccuracy != nil || $0.verticalAccuracy != nil || $0.course != nil
            }.count)
        }
        for sample in w.samples {
          switch sample {
          case .quantity(let q): note(Capability.forSeries(type: q.type), max(1, q.series.count))
          case .category: note(.categorySamples)
          case .heartbeatSeries(let h): note(.heartbeatSeries, h.beats.count)
          }
        }
      case .route(let r):
        header(r.header)
        note(
          .routeAccuracy,
          r.locations.filter {
            $0.horizontalAccuracy != nil || $0.verticalAccuracy != nil || $0.course != nil
          }.count)
      case .quantity(let q): header(q.header)
      case .category(let c): header(c.header)
      case .correlation(let c): header(c.header)
      case .heartbeatSeries(let h): header(h.header)
      default: break
      }
    }
    return present
  }
}
