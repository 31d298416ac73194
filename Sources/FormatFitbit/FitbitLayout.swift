import FoundationEssentials

/// The members of a Fitbit export by what they hold, from their paths alone: the legacy per-type JSON
/// (`Global Export Data/` or `user-site-export/`, `<type>-YYYY-MM-DD.json`, `exercise-<n>.json`) and the
/// CSV tree (`Physical Activity_GoogleData/<type>_YYYY-MM-DD.csv`, `Health Fitness Data_GoogleData/…`).
struct FitbitLayout: Sendable {
  /// A member of a known kind.
  struct Member: Sendable, Hashable {
    var path: String
    /// The record type (`heart_rate`, `steps`, `UserExercises`…).
    var type: String
    /// The file name's date (`YYYY-MM-DD`): the local day of a legacy JSON file.
    var date: Substring?
  }

  /// Legacy JSON members by type (`exercise` for `exercise-<n>.json`).
  var json: [String: [Member]] = [:]
  /// CSV-tree members by type.
  var csv: [String: [Member]] = [:]
  /// Legacy CSV members beside the JSON (`estimated_oxygen_variation`).
  var legacyCSV: [String: [Member]] = [:]
  /// Members of no known kind, by folder and type (inside the Fitbit tree) or by product folder (beside
  /// it, in a Takeout of several products), for the report.
  var other: [String: [String]] = [:]
  /// Whether the archive also holds a Google Fit tree (`Takeout/Fit/`), read by that format.
  var hasGoogleFit = false

  /// The CSV-tree folders.
  static let csvFolders = ["Physical Activity_GoogleData", "Health Fitness Data_GoogleData"]
  /// The legacy JSON types whose presence makes an archive a Fitbit export.
  static let signatureTypes: Set<String> = [
    "heart_rate", "steps", "distance", "sleep", "resting_heart_rate", "weight", "calories",
  ]

  init(paths: [String]) {
    for path in paths {
      let components = path.split(separator: "/")
      guard let name = components.last else { continue }
      if name.hasSuffix("_readme.txt") || name.lowercased().hasPrefix("readme") { continue }
      if let fit = components.dropLast().firstIndex(of: "Fit"), fit == 0 || components[fit - 1] == "Takeout" {
        hasGoogleFit = true
        continue
      }
      let folder = components.dropLast().last.map(String.init) ?? ""
      if Self.csvFolders.contains(folder), name.hasSuffix(".csv") {
        let (type, date) = Self.split(name.dropLast(4), separator: "_")
        csv[type, default: []].append(Member(path: path, type: type, date: date))
      } else if name.hasSuffix(".json"), let member = Self.legacy(path, name.dropLast(5)) {
        json[member.type, default: []].append(member)
      } else if name.hasSuffix(".csv"), let member = Self.legacy(path, name.dropLast(4)), member.date != nil {
        legacyCSV[member.type, default: []].append(member)
      } else {
        other[Self.otherKey(components), default: []].append(path)
      }
    }
  }

  /// Whether the paths hold a Fitbit export (asked of every zip and folder: paths only).
  static func recognises(_ paths: [String]) -> Bool {
    for path in paths {
      let components = path.split(separator: "/")
      guard let name = components.last else { continue }
      let folder = components.dropLast().last.map(String.init) ?? ""
      if csvFolders.contains(folder), name.hasSuffix(".csv") { return true }
      if name.hasSuffix(".json"), let m = legacy(path, name.dropLast(5)),
        signatureTypes.contains(m.type) && m.date != nil
          || (m.type == "exercise" && folderIsFitbit(components))
      {
        return true
      }
    }
    return false
  }

  private static func folderIsFitbit(_ components: [Substring]) -> Bool {
    components.contains { $0 == "Global Export Data" || $0 == "user-site-export" || $0 == "Fitbit" }
  }

  /// `<type>-YYYY-MM-DD` or `exercise-<n>`.
  private static func legacy(_ path: String, _ stem: Substring) -> Member? {
    let (type, date) = split(stem, separator: "-")
    if date != nil { return Member(path: path, type: type, date: date) }
    if stem.hasPrefix("exercise-"), stem.dropFirst(9).allSatisfy(\.isNumber) {
      return Member(path: path, type: "exercise", date: nil)
    }
    return nil
  }

  /// A stem's type and trailing `YYYY-MM-DD` date, joined by `separator` (the whole stem when undated).
  static func split(_ stem: Substring, separator: Character) -> (String, Substring?) {
    guard stem.count > 11 else { return (String(stem), nil) }
    let date = stem.suffix(10)
    let joint = stem.dropLast(10).last
    let shape = date.enumerated().allSatisfy { i, c in (i == 4 || i == 7) ? c == "-" : c.isNumber }
    guard shape, joint == separator else { return (String(stem), nil) }
    return (String(stem.dropLast(11)), date)
  }

  private static func otherKey(_ components: [Substring]) -> String {
    let fitbitRoot = components.firstIndex {
      $0 == "Fitbit" || $0 == "user-site-export" || $0 == "Global Export Data"
        || csvFolders.contains(String($0))
    }
    if fitbitRoot == nil, components.count > 1 {
      // Another product's folder in a Takeout: one key for all of it.
      return components.prefix(components.first == "Takeout" && components.count > 2 ? 2 : 1).joined(
        separator: "/")
    }
    let name = components.last.map(String.init) ?? ""
    let folder = components.dropLast().last.map(String.init) ?? ""
    let (type, _) = split(Substring(name.split(separator: ".").first ?? ""), separator: "_")
    return folder.isEmpty ? type : "\(folder)/\(type)"
  }
}
