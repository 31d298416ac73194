import FoundationEssentials
import WorkoutModel

/// Collects the samples of one quantity type interval by interval and computes the statistics at the end.
///
/// Memory: the plain sum of a cumulative type and the statistics of a discrete type averaged arithmetically
/// keep a few numbers per interval (bounded by the number of intervals, not samples). De-duplication by
/// source priority and a time-weighted average need each sample's span: those keep one 32-byte piece per
/// sample entry and interval it touches until `rows()`.
package struct StatisticsAccumulator: Sendable {
  /// The quantity type collected.
  package let type: String
  /// How the statistics are computed.
  package let options: StatisticsOptions
  /// How the type aggregates (the catalog's; unknown types are discrete and averaged arithmetically).
  package let style: AggregationStyle

  private var unit: QuantityUnit?
  private var buckets: [Int64: Bucket] = [:]
  private var sourceIndex: [SourceKey: Int] = [:]
  private var sourceList: [StatisticsSource] = []
  private var sourceSamples: [Int] = []
  private var order = 0
  /// For types that can be correlation members: the top-level samples' UUIDs, and the members seen inside
  /// correlations (counted at the end unless the same sample also came at top level).
  private var topLevel: Set<UUID> = []
  private var members: [QuantitySample] = []

  private struct SourceKey: Hashable {
    var name: String
    var bundle: String?
  }

  /// One interval's running figures and, where the statistic needs spans, its pieces by source index.
  private struct Bucket {
    var firstStart = Double.infinity
    var firstOffset = 0
    var lastEnd = -Double.infinity
    var lastOffset = 0
    var count = 0
    var sum = 0.0
    var minimum = Double.infinity
    var maximum = -Double.infinity
    var recent: Piece?
    var pieces: [Int: [Piece]] = [:]
  }

  /// Makes an empty accumulator. Throws `ConversionError` (`.usage`) when `options.unit` does not measure
  /// what the type measures.
  package init(type: String, options: StatisticsOptions) throws {
    self.type = type
    self.options = options
    let info = QuantityTypeCatalog.info(for: type)
    style = info?.aggregationStyle ?? .discreteArithmetic
    let canonical = info.flatMap { try? QuantityUnit(parsing: $0.canonicalUnit) }
    if let wanted = options.unit, let canonical, !wanted.isCompatible(with: canonical) {
      throw ConversionError(
        .usage, "unit '\(wanted.unitString)' does not measure \(type) (its unit is \(canonical.unitString))")
    }
    unit = options.unit ?? canonical
  }

  /// The unit of the results (`nil` until a sample of an uncatalogued type fixed it).
  package var resultUnit: QuantityUnit? { unit }

  /// The sources seen, highest priority first (by `options.priority`, the default order without one).
  package var sources: [StatisticsSource] {
    let priority = options.priority ?? .health
    return sourceList.sorted { priority.ranks($0, before: $1) }
  }

  /// Whether samples of `type` can be members of a correlation (blood pressure, food): then a reader
  /// must give sample identities, so that a member repeated at top level (as Apple's exports repeat
  /// them) counts once.
  package static func isCorrelationMember(_ type: String) -> Bool {
    type.hasPrefix("HKQuantityTypeIdentifierBloodPressure")
      || type.hasPrefix("HKQuantityTypeIdentifierDietary")
  }

  /// Adds an item: a quantity sample of the type, or the members of the type inside a correlation (not
  /// counted again when the same sample, by UUID, also arrives at top level). Other items are ignored.
  package mutating func add(item: HealthItem) throws {
    switch item {
    case .quantity(let sample) where sample.type == type:
      if Self.isCorrelationMember(type) { topLevel.insert(sample.header.uuid) }
      try add(sample)
    case .correlation(let correlation) where Self.isCorrelationMember(type):
      for case .quantity(let member) in correlation.members where member.type == type {
        if let unit, !member.quantity.unit.isCompatible(with: unit) {
          throw ConversionError(
            .usage,
            "a \(type) sample of \(member.header.start) is in \(member.quantity.unit.unitString), which does not convert to \(unit.unitString)"
          )
        }
        members.append(member)
      }
    default:
      return
    }
  }

  /// Adds a sample; samples of other types are ignored, and entries whose value is not finite skipped.
  package mutating func add(_ sample: QuantitySample) throws {
    guard sample.type == type else { return }
    let target: QuantityUnit
    if let unit {
      target = unit
    } else {
      target = sample.quantity.unit
      unit = target
    }
    let source = sourceNumber(sample.header)
    let offset = options.timeZone.offset(for: sample.header.start)
    let cumulative = style.isCumulative
    let keepsPieces = cumulative ? options.priority != nil : style != .discreteArithmetic
    for entry in sample.entries {
      let value: Double
      do {
        value =
          sample.quantity.unit == target
          ? entry.value : try sample.quantity.unit.convert(entry.value, to: target)
      } catch {
        throw ConversionError(
          .usage,
          "a \(type) sample of \(sample.header.start) is in \(sample.quantity.unit.unitString), which does not convert to \(target.unitString)"
        )
      }
      guard value.isFinite else { continue }
      order += 1
      IntervalSplitter.split(
        start: entry.start.timeIntervalSince1970, end: entry.end.timeIntervalSince1970, value: value,
        order: order, offset: offset, interval: options.interval, prorate: cumulative
      ) { day, piece in
        record(piece, day: day, offset: offset, source: keepsPieces ? (cumulative ? source : 0) : nil)
      }
    }
  }

  private mutating func record(_ piece: Piece, day: Int64, offset: Int, source: Int?) {
    Self.record(piece, offset: offset, source: source, into: &buckets[day, default: Bucket()])
  }

  private static func record(_ piece: Piece, offset: Int, source: Int?, into bucket: inout Bucket) {
    if piece.start < bucket.firstStart {
      bucket.firstStart = piece.start
      bucket.firstOffset = offset
    }
    if piece.end >= bucket.lastEnd {
      bucket.lastEnd = piece.end
      bucket.lastOffset = offset
    }
    bucket.count += 1
    if let source {
      bucket.pieces[source, default: []].append(piece)
    } else {
      bucket.sum += piece.value
      bucket.minimum = min(bucket.minimum, piece.value)
      bucket.maximum = max(bucket.maximum, piece.value)
      if bucket.recent.map({ isMoreRecent(piece, than: $0) }) ?? true { bucket.recent = piece }
    }
  }

  /// The sample's source number, classifying a new source (and re-classifying one still unclassified
  /// during its first samples: a watch's source can carry no device on some of them).
  private mutating func sourceNumber(_ header: SampleHeader) -> Int {
    let key = SourceKey(name: header.source?.name ?? "", bundle: header.source?.bundleIdentifier)
    if let index = sourceIndex[key] {
      if sourceList[index].sourceClass == .other && sourceSamples[index] < 64 {
        sourceSamples[index] += 1
        sourceList[index].sourceClass = SourceClass.of(source: header.source, device: header.device)
      }
      return index
    }
    let index = sourceList.count
    sourceIndex[key] = index
    sourceList.append(
      StatisticsSource(
        name: key.name, bundleIdentifier: key.bundle,
        sourceClass: SourceClass.of(source: header.source, device: header.device)))
    sourceSamples.append(1)
    return index
  }

  static func isMoreRecent(_ a: Piece, than b: Piece) -> Bool {
    if a.end != b.end { return a.end > b.end }
    if a.start != b.start { return a.start > b.start }
    return a.order > b.order
  }

  /// The statistics, one row per interval holding any sample, in time order.
  package func rows() -> [StatisticsRow] {
    guard members.isEmpty else {
      var all = self
      all.members = []
      // Against the top-level samples only: two members of one UUID in two correlations are two samples
      // when identities are derived from content (two identical meals).
      for member in members where !topLevel.contains(member.header.uuid) {
        // Checked convertible when it arrived.
        try? all.add(member)
      }
      return all.rows()
    }
    let unitText = unit?.unitString ?? ""
    let ranked = rankedSources()
    return buckets.keys.sorted().map { day in
      let bucket = buckets[day]!
      let next = options.interval.nextStartDay(after: day)
      var startSeconds = Double(day) * 86_400 - Double(bucket.firstOffset)
      var endSeconds = Double(next) * 86_400 - Double(bucket.lastOffset)
      var startOffset = bucket.firstOffset
      var endOffset = bucket.lastOffset
      if let rules = options.timeZone.rules {
        startSeconds = rules.midnight(ofDay: day)
        endSeconds = rules.midnight(ofDay: next)
        startOffset = rules.offset(at: startSeconds)
        endOffset = rules.offset(at: endSeconds)
      }
      var row = StatisticsRow(
        start: Timestamp(unixSeconds: startSeconds, utcOffset: startOffset),
        end: Timestamp(unixSeconds: endSeconds, utcOffset: endOffset), unit: unitText, count: bucket.count)
      if style.isCumulative {
        row.sum = options.priority == nil ? bucket.sum : Self.deduplicatedSum(bucket.pieces, ranked: ranked)
      } else if style == .discreteArithmetic {
        row.minimum = bucket.minimum
        row.maximum = bucket.maximum
        row.average = bucket.sum / Double(bucket.count)
        row.mostRecent = bucket.recent?.value
      } else {
        Self.discrete(bucket.pieces[0] ?? [], end: endSeconds, style: style, into: &row)
      }
      return row
    }
  }

  /// Source numbers, highest priority first.
  private func rankedSources() -> [Int] {
    let priority = options.priority ?? .health
    return sourceList.indices.sorted { priority.ranks(sourceList[$0], before: sourceList[$1]) }
  }
}
