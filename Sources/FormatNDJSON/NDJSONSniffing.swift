import FormatKit
import FoundationEssentials
import WorkoutModel

/// Whether the first bytes of an input are the model's NDJSON: its first line is one JSON object of the
/// model (a `"kind"` naming a `HealthItemKind`), not merely a line that starts with `{`. Other JSON (a
/// Garmin account export's `user_profile.json`, a pretty-printed document, an object of foreign keys)
/// is not NDJSON, so an archive member holding it is a member no format reads rather than damage.
enum NDJSONSniffing {
  /// Every key the model's NDJSON writes at the top level of a line, any kind (a few nested ones too:
  /// the set only has to tell the model's lines from foreign objects).
  static let modelKeys: Set<String> = [
    "activeEnergyBurned", "activeEnergyBurnedGoal", "activities", "activityType", "appleExerciseTime",
    "appleExerciseTimeGoal", "appleMoveTime", "appleMoveTimeGoal", "appleStandHours", "appleStandHoursGoal",
    "attributes", "averageHeartRate", "beats", "children", "classification", "configuration", "creationDate",
    "data", "date", "dateComponents", "device", "duration", "end", "entries", "events", "exportDate", "extra",
    "fileReference", "format", "formatVersion", "header", "kind", "lapLength", "lead", "locale",
    "locationType", "locations", "members", "metadata", "name", "number", "producer", "quantity", "routes",
    "samples", "samplingFrequency", "series", "source", "start", "statistics", "swimmingLocationType",
    "symptoms", "text", "totals", "type", "unit", "uuid", "value", "valueName", "voltages",
  ]

  /// What a scan of the object that starts the input found.
  struct Scan {
    /// The keys at the object's top level, in order.
    var keys: [String] = []
    /// The string value of its top-level `"kind"`, when seen.
    var kind: String?
    /// The object closed on its first line (at the index after its `}`).
    var closedAt: Int?
    /// A line ended inside the object (a pretty-printed document, never one model line).
    var spansLines = false
  }

  /// The verdict on `prefix` (the input's first bytes, up to 4 KiB).
  static func sniff(_ prefix: [UInt8]) -> (yes: Bool, maybe: Bool) {
    var i = 0
    if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    while i < prefix.count, [0x20, 0x0A, 0x0D, 0x09].contains(prefix[i]) { i += 1 }
    guard i < prefix.count, prefix[i] == UInt8(ascii: "{") else { return (false, false) }
    let scan = scanObject(prefix, from: i)
    if scan.spansLines { return (false, false) }
    let known = scan.kind.map { HealthItemKind(rawValue: $0) != nil }
    if let end = scan.closedAt {
      // A complete first line: it must be valid JSON of a model kind.
      let rest = prefix[end...].prefix { $0 != 0x0A }
      let trailing = rest.contains { ![0x20, 0x0D, 0x09].contains($0) }
      let valid = !trailing && (try? JSONTree.parse(Data(prefix[i..<end]))) != nil
      if valid { return (known == true, false) }
    }
    // A first line longer than the prefix, or a damaged one: the model's while nothing seen says otherwise.
    if known == false || scan.keys.contains(where: { !modelKeys.contains($0) }) { return (false, false) }
    return (known == true, true)
  }

  /// Scans the JSON object starting at `start` (a `{`) for its top-level keys and `"kind"` value, up to
  /// its end or the end of the prefix.
  static func scanObject(_ bytes: [UInt8], from start: Int) -> Scan {
    var scan = Scan()
    var depth = 0
    var i = start
    // The last top-level string, and whether it was a key (followed by ':').
    var lastString: String?
    var expectingKey = false
    var pendingKey: String?
    while i < bytes.count {
      let c = bytes[i]
      switch c {
      case UInt8(ascii: "\""):
        var j = i + 1
        while j < bytes.count, bytes[j] != UInt8(ascii: "\"") {
          if bytes[j] == 0x0A { break }
          j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") else {
          if j < bytes.count { scan.spansLines = true }
          return scan
        }
        if depth == 1 {
          let text = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
          if expectingKey {
            lastString = text
          } else if pendingKey == "kind" {
            scan.kind = text
          }
        }
        i = j + 1
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        if depth == 1 { expectingKey = true }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 {
          scan.closedAt = i + 1
          return scan
        }
      case UInt8(ascii: ":") where depth == 1:
        if let key = lastString {
          scan.keys.append(key)
          pendingKey = key
        }
        lastString = nil
        expectingKey = false
      case UInt8(ascii: ",") where depth == 1:
        expectingKey = true
        pendingKey = nil
      case 0x0A:
        scan.spansLines = true
        return scan
      default: break
      }
      i += 1
    }
    return scan
  }
}
