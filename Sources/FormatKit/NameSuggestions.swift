/// Closest names to a mistyped one, by edit distance (for "did you mean" hints).
public enum NameSuggestions {
  /// The Levenshtein distance between two strings, compared case-insensitively.
  public static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a.lowercased().unicodeScalars)
    let y = Array(b.lowercased().unicodeScalars)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[y.count]
  }

  /// Up to `limit` candidates closest to `name`, nearest first (ties in candidate order). Names that
  /// contain `name` (or are contained in it, ignoring case) count as close; otherwise only candidates
  /// within half of `name`'s length are offered.
  public static func closest(to name: String, among candidates: some Sequence<String>, limit: Int = 3)
    -> [String]
  {
    let lowered = name.lowercased()
    var scored: [(Int, Int, String)] = []
    var seen: Set<String> = []
    for (index, candidate) in candidates.enumerated() where seen.insert(candidate).inserted {
      let other = candidate.lowercased()
      var d = distance(lowered, other)
      if !lowered.isEmpty && (other.contains(lowered) || lowered.contains(other)) { d = min(d, 1) }
      guard d <= max(2, lowered.count / 2) else { continue }
      scored.append((d, index, candidate))
    }
    return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
  }

  /// A hint naming the closest candidates (`did you mean 'a' or 'b'?`), or the first few when none is close.
  public static func hint(for name: String, among candidates: [String], what: String) -> String {
    let close = closest(to: name, among: candidates)
    if !close.isEmpty { return "did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?" }
    if candidates.isEmpty { return "the input has no \(what)" }
    let shown = candidates.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
    return "\(what) in the input: \(shown)\(candidates.count > 5 ? ", …" : "")"
  }
}
