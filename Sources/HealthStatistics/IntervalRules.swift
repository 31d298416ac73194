import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#endif

extension StatisticsAccumulator {
  /// Health's de-duplication of a cumulative type inside one interval: sources count in priority order;
  /// the part of a sample's span that a higher-priority source already covers is dropped, by time (a
  /// sample half covered counts half its value); an instantaneous sample counts whole unless its instant
  /// lies inside a covered span (`[start, end)`). A source never covers its own samples: two samples of
  /// one source that overlap both count, as in Health.
  static func deduplicatedSum(_ pieces: [Int: [Piece]], ranked: [Int]) -> Double {
    var covered = CoveredSpans()
    var sum = 0.0
    for source in ranked {
      guard let list = pieces[source] else { continue }
      for piece in list {
        let length = piece.end - piece.start
        if length > 0 {
          sum += piece.value * max(0, length - covered.overlap(piece.start, piece.end)) / length
        } else if !covered.contains(piece.start) {
          sum += piece.value
        }
      }
      covered.insert(list.filter { $0.end > $0.start }.map { ($0.start, $0.end) })
    }
    return sum
  }

  /// Minimum, maximum, time-weighted average and most recent value of a discrete type's pieces in one
  /// interval ending at `end`. The weights are `QuantityStatistics`' (the model's rule for workout
  /// statistics): a piece with a span weighs its duration; an instantaneous one holds until the next
  /// piece's start (clipped to the interval's end), the last one nothing; all weights zero → the plain
  /// mean. `discreteEquivalentContinuousLevel` averages energies (`10·log10(Σ w·10^(v/10) / Σ w)`).
  static func discrete(_ pieces: [Piece], end: Double, style: AggregationStyle, into row: inout StatisticsRow)
  {
    guard !pieces.isEmpty else { return }
    let sorted = pieces.sorted { $0.start != $1.start ? $0.start < $1.start : $0.order < $1.order }
    var minimum = Double.infinity
    var maximum = -Double.infinity
    var recent = sorted[0]
    var weighted = 0.0
    var total = 0.0
    var plain = 0.0
    for (i, piece) in sorted.enumerated() {
      minimum = min(minimum, piece.value)
      maximum = max(maximum, piece.value)
      if isMoreRecent(piece, than: recent) { recent = piece }
      var to = piece.end
      if piece.end == piece.start {
        to = i + 1 < sorted.count ? min(sorted[i + 1].start, end) : piece.start
      }
      let weight = max(0, to - piece.start)
      let level = style == .discreteEquivalentContinuousLevel ? pow(10, piece.value / 10) : piece.value
      weighted += weight * level
      total += weight
      plain += level
    }
    let mean = total > 0 ? weighted / total : plain / Double(sorted.count)
    row.minimum = minimum
    row.maximum = maximum
    row.average = style == .discreteEquivalentContinuousLevel ? 10 * log10(mean) : mean
    row.mostRecent = recent.value
  }
}

/// A set of disjoint spans kept sorted by start.
struct CoveredSpans {
  private var starts: [Double] = []
  private var ends: [Double] = []

  /// The index of the first span ending after `time`.
  private func firstEnding(after time: Double) -> Int {
    var low = 0
    var high = ends.count
    while low < high {
      let mid = (low + high) / 2
      if ends[mid] <= time { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// Seconds of `[start, end)` the set covers.
  func overlap(_ start: Double, _ end: Double) -> Double {
    var i = firstEnding(after: start)
    var total = 0.0
    while i < starts.count && starts[i] < end {
      total += min(end, ends[i]) - max(start, starts[i])
      i += 1
    }
    return total
  }

  /// Whether an instant lies inside a span (`[start, end)`).
  func contains(_ time: Double) -> Bool {
    let i = firstEnding(after: time)
    return i < starts.count && starts[i] <= time
  }

  /// Adds spans, merging what touches or overlaps.
  mutating func insert(_ spans: [(Double, Double)]) {
    guard !spans.isEmpty else { return }
    let all = (zip(starts, ends).map { ($0, $1) } + spans).sorted { $0.0 < $1.0 }
    var mergedStarts: [Double] = []
    var mergedEnds: [Double] = []
    for (s, e) in all {
      if let last = mergedEnds.last, s <= last {
        mergedEnds[mergedEnds.count - 1] = max(last, e)
      } else {
        mergedStarts.append(s)
        mergedEnds.append(e)
      }
    }
    starts = mergedStarts
    ends = mergedEnds
  }
}
