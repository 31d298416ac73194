import ByteStreams
import FoundationEssentials
import WorkoutModel

/// A 128-bit digest of one raw record as its reader saw it (names and values of the element's attributes
/// and children, length-prefixed), under a scheme the reader names: two records with the same digest
/// under the same scheme make the same item. MurmurHash3 x64 128: fast and well mixed, not a defence
/// against a crafted collision (an input that collides only keeps an item of its own from being read).
public struct RecordDigest: Sendable, Hashable {
  public var high: UInt64
  public var low: UInt64

  /// A digest from its two words; never both zero (a table of digests may use zero as its empty slot).
  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = high == 0 && low == 0 ? 1 : low
  }
}

/// Collects a record's pieces, then digests them: each piece is written with its length before it, so
/// no two different sequences of pieces give the same bytes.
public struct RecordDigester {
  @usableFromInline var bytes: [UInt8] = []
  private let seed: UInt32

  /// A digester for records read under `scheme` (the reader's name for how it turns a record into an
  /// item: a new scheme makes every digest new).
  public init(scheme: String) {
    seed = UInt32(truncatingIfNeeded: MurmurHash3.hash128(Array(scheme.utf8), seed: 0).0)
    bytes.reserveCapacity(1024)
  }

  /// Starts a new record.
  @inlinable public mutating func reset() { bytes.removeAll(keepingCapacity: true) }

  /// Adds one piece (a name, a value).
  @inlinable public mutating func append<C: Collection>(_ piece: C) where C.Element == UInt8 {
    var n = UInt(piece.count)
    while n >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: n) | 0x80)
      n >>= 7
    }
    bytes.append(UInt8(n))
    bytes.append(contentsOf: piece)
  }

  /// Adds a marker byte (an element starts, say), not length-prefixed.
  @inlinable public mutating func mark(_ byte: UInt8) { bytes.append(byte) }

  /// The digest of the pieces since the last reset.
  public func digest() -> RecordDigest {
    let (h1, h2) = MurmurHash3.hash128(bytes, seed: seed)
    return RecordDigest(high: h1, low: h2)
  }
}

/// A sink that may already hold what it is sent (a store synced from an earlier copy of the same export):
/// a reader that can digest its raw records asks before making an item of one, and makes none for a
/// record the sink holds. Readers check for this protocol on the sink they were given.
public protocol RecordDigestSink: HealthItemSink {
  /// Whether this sink wants record digests at all (digesting costs a reader a little per record).
  var wantsRecordDigests: Bool { get }
  /// True when the sink holds, as it is, the item of `kind` and `type` that the record with `digest`
  /// makes: the reader then makes no item of it, and the sink counts it as received.
  func holdsRecord(_ digest: RecordDigest, kind: HealthItemKind, type: String) throws -> Bool
  /// `receive(item)` for an item made from exactly one record, whose digest is `digest`.
  func receive(_ item: HealthItem, record digest: RecordDigest) throws
}
