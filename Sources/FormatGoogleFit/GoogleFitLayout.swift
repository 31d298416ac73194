import FoundationEssentials

/// The members of a Google Fit Takeout by what they hold. Folder names below `Takeout/Fit/` are localized
/// (`Activities`, `Aktivitäten`…): TCX files anywhere below it are activities, JSON files named by a local
/// start time and an activity are sessions, `…activity metrics….csv` and `YYYY-MM-DD.csv` are daily metrics.
struct GoogleFitLayout {
  enum Kind { case dailySummary, dailyDetail, session }

  var tcx: [String] = []
  var sessions: [String] = []
  var csv: [String] = []
  var other: [String: [String]] = [:]

  init(paths: [String]) {
    for path in paths {
      let components = path.split(separator: "/")
      guard Self.underFit(components), let name = components.last else { continue }
      let lower = name.lowercased()
      if lower.hasSuffix(".tcx") {
        tcx.append(path)
      } else if lower.hasSuffix(".csv"), lower.contains("activity metrics") || Self.isDayFile(lower) {
        csv.append(path)
      } else if lower.hasSuffix(".json"), Self.sessionStart(String(name)) != nil {
        sessions.append(path)
      } else {
        let folder = components.count > 1 ? String(components[components.count - 2]) : ""
        other[folder, default: []].append(path)
      }
    }
  }

  /// Paths below the Takeout product folder `Fit` (`Takeout/Fit/…`, or `Fit/…` at the top).
  static func underFit(_ components: [Substring]) -> Bool {
    guard let fit = components.dropLast().firstIndex(of: "Fit") else { return false }
    return fit == 0 || components[fit - 1] == "Takeout"
  }

  /// A per-day daily metrics file name, `YYYY-MM-DD.csv` (lower-cased).
  static func isDayFile(_ name: String) -> Bool {
    let chars = Array(name)
    return chars.count == 14 && name.hasSuffix(".csv")
      && chars[0..<10].enumerated().allSatisfy { i, c in (i == 4 || i == 7) ? c == "-" : c.isNumber }
  }

  static func recognises(_ paths: [String]) -> Bool {
    let layout = GoogleFitLayout(paths: paths)
    return !layout.tcx.isEmpty || !layout.sessions.isEmpty || !layout.csv.isEmpty
  }

  /// The local start time at the front of a session or activity file name
  /// (`2025-01-29T20_23_54.103+05_30_…`), as ISO text with colons restored.
  static func sessionStart(_ name: String) -> String? {
    guard name.count > 25 else { return nil }
    let chars = Array(name)
    guard chars[4] == "-", chars[7] == "-", chars[10] == "T", chars[13] == "_", chars[16] == "_" else {
      return nil
    }
    var end = 19
    if chars[end] == "." { end += 1 }
    while end < chars.count, chars[end].isNumber { end += 1 }
    guard end + 6 <= chars.count, chars[end] == "+" || chars[end] == "-" || chars[end] == "Z" else {
      return nil
    }
    var text = String(chars[0..<end]).replacing("_", with: ":")
    if chars[end] == "Z" {
      text += "Z"
    } else {
      text += String(chars[end..<(end + 6)]).replacing("_", with: ":")
    }
    return text
  }

  /// What a lone member holds, from its first bytes.
  static func kind(ofPrefix prefix: [UInt8]) -> Kind? {
    var text = String(decoding: prefix.prefix(4096), as: UTF8.self)
    if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
    let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }
    if firstLine.hasPrefix("Date,"), firstLine.contains("Step count") || firstLine.contains("(kcal)") {
      return .dailySummary
    }
    if firstLine.hasPrefix("Start time,End time,"),
      firstLine.contains("(kcal)") || firstLine.contains("Step count")
    {
      return .dailyDetail
    }
    let trimmed = text.drop { $0.isWhitespace }
    if trimmed.hasPrefix("{"), text.contains("\"fitnessActivity\""), text.contains("\"startTime\"") {
      return .session
    }
    return nil
  }
}
