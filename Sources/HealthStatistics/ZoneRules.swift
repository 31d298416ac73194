import FoundationEssentials

/// A named time zone's UTC offsets over time, read from the system's TZif files (`/usr/share/zoneinfo`):
/// FoundationEssentials carries no time zone database (`TimeZone(identifier:)` is nil without ICU).
///
/// The transitions the file lists are used (Debian's "fat" files list them through 2037); after the last
/// one its offset holds (the file's POSIX rule for later years is not read).
public struct ZoneRules: Sendable, Hashable {
  /// The zone's name, e.g. `Europe/Berlin`.
  public let name: String
  /// Transition instants (seconds since 1970, UTC), ascending.
  let transitions: [Int64]
  /// The offset (seconds east of UTC) from each transition on.
  let offsets: [Int]
  /// The offset before the first transition.
  let initial: Int

  /// The offset in effect at `seconds` since 1970 (UTC).
  public func offset(at seconds: Double) -> Int {
    var low = 0
    var high = transitions.count
    while low < high {
      let mid = (low + high) / 2
      if Double(transitions[mid]) <= seconds { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? initial : offsets[low - 1]
  }

  /// The instant of local midnight starting local day `day` (days since 1970 in local time). Where a
  /// change makes midnight ambiguous, its first occurrence; where it skips midnight, the change's instant
  /// (the day's first instant), as Python's `zoneinfo` with `fold=0`.
  func midnight(ofDay day: Int64) -> Double {
    let local = Double(day) * 86_400
    let before = offset(at: local - 86_400)
    let after = offset(at: local + 86_400)
    let early = local - Double(before)
    let late = local - Double(after)
    return offset(at: early) == before || offset(at: late) != after ? early : late
  }

  /// Reads `name` from `directory`; `nil` when the name is not a zone there (or the file is no TZif).
  public static func load(_ name: String, directory: String = "/usr/share/zoneinfo") -> ZoneRules? {
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    guard !name.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }),
      name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_-+".contains($0)) }),
      let data = try? Data(contentsOf: URL(fileURLWithPath: directory + "/" + name))
    else { return nil }
    return parse(Array(data), name: name)
  }

  /// Parses TZif bytes (RFC 8536): version 2+ files' 64-bit block, else the 32-bit one.
  static func parse(_ bytes: [UInt8], name: String) -> ZoneRules? {
    func int32(_ at: Int) -> Int64? {
      guard at + 4 <= bytes.count else { return nil }
      let v = bytes[at..<at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      return Int64(Int32(bitPattern: v))
    }
    func int64(_ at: Int) -> Int64? {
      guard at + 8 <= bytes.count else { return nil }
      return Int64(bitPattern: bytes[at..<at + 8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }
    /// The six counts of a header at `at`: isut, isstd, leap, time, type, char.
    func counts(_ at: Int) -> [Int]? {
      guard bytes.count >= at + 44, bytes[at..<at + 4].elementsEqual("TZif".utf8) else { return nil }
      let values = (0..<6).compactMap { int32(at + 20 + 4 * $0).map(Int.init) }
      return values.count == 6 && values.allSatisfy({ $0 >= 0 && $0 < 1 << 20 }) ? values : nil
    }
    guard let first = counts(0) else { return nil }
    var header = 0
    var c = first
    var timeSize = 4
    if bytes[4] >= UInt8(ascii: "2") {
      // Skip the 32-bit block to the 64-bit header.
      header = 44 + c[3] * 5 + c[4] * 6 + c[5] + c[2] * 8 + c[1] + c[0]
      guard let second = counts(header) else { return nil }
      c = second
      timeSize = 8
    }
    var at = header + 44
    var transitions: [Int64] = []
    for _ in 0..<c[3] {
      guard let t = timeSize == 8 ? int64(at) : int32(at) else { return nil }
      transitions.append(t)
      at += timeSize
    }
    guard at + c[3] <= bytes.count else { return nil }
    let indices = bytes[at..<at + c[3]].map(Int.init)
    at += c[3]
    var typeOffsets: [Int] = []
    var typeIsDST: [Bool] = []
    for i in 0..<c[4] {
      guard let offset = int32(at + 6 * i), at + 6 * i + 4 < bytes.count else { return nil }
      typeOffsets.append(Int(offset))
      typeIsDST.append(bytes[at + 6 * i + 4] != 0)
    }
    guard !typeOffsets.isEmpty, indices.allSatisfy({ $0 < typeOffsets.count }) else { return nil }
    // Before the first transition: the first standard-time type (RFC 8536 §3.2), else type 0.
    let initial = typeOffsets[typeIsDST.firstIndex(of: false) ?? 0]
    return ZoneRules(
      name: name, transitions: transitions, offsets: indices.map { typeOffsets[$0] }, initial: initial)
  }
}
