import FormatKit
import FoundationEssentials

/// The record digests of a cumulative source's stored items, read once when its sync starts, and which of
/// them the input held: an open-addressing table (linear probing, at most half full) of 16 bytes and one
/// state byte a slot, so recognising a record costs a probe or two and no query. 450,000 items take
/// 16 MB; which stored items the input held is marked here rather than in a set of UUIDs, because a
/// recognised record never has its UUID made.
struct StoreKnownRecords {
  enum State: UInt8 {
    case empty
    /// Stored, not (yet) in the input.
    case unseen
    /// Stored, and recognised in the input.
    case seen
    /// Its row was replaced or deleted during this sync: the digest no longer names a stored item.
    case gone
  }

  /// `high, low` of each slot's digest.
  private var words: [UInt64]
  private var states: [State]
  private let mask: Int
  /// The digests held.
  private(set) var count = 0

  init(_ digests: [RecordDigest]) {
    var capacity = 16
    while capacity < digests.count * 2 { capacity <<= 1 }
    words = [UInt64](repeating: 0, count: capacity * 2)
    states = [State](repeating: .empty, count: capacity)
    mask = capacity - 1
    for d in digests where slot(of: d) == nil {
      var i = Int(truncatingIfNeeded: d.low) & mask
      while states[i] != .empty { i = (i + 1) & mask }
      words[2 * i] = d.high
      words[2 * i + 1] = d.low
      states[i] = .unseen
      count += 1
    }
  }

  /// The slot holding `digest`, if any (whatever its state).
  func slot(of digest: RecordDigest) -> Int? {
    var i = Int(truncatingIfNeeded: digest.low) & mask
    while states[i] != .empty {
      if words[2 * i + 1] == digest.low && words[2 * i] == digest.high { return i }
      i = (i + 1) & mask
    }
    return nil
  }

  func state(_ slot: Int) -> State { states[slot] }

  mutating func set(_ slot: Int, _ state: State) { states[slot] = state }

  /// Marks a digest's row as replaced or deleted (nothing when the digest is not held).
  mutating func forget(_ digest: RecordDigest?) {
    if let digest, let i = slot(of: digest) { states[i] = .gone }
  }

  /// Whether a record with `digest` was recognised in the input.
  func wasSeen(_ digest: RecordDigest) -> Bool { slot(of: digest).map { states[$0] == .seen } ?? false }
}
