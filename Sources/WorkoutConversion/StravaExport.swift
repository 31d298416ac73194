import FormatKit
import FoundationEssentials
import WorkoutModel
import ZipStreaming

/// Strava's bulk export (`export_NNNN.zip`): `activities.csv` (one row per activity: Activity ID, Activity
/// Name, Activity Type, Activity Description, Activity Gear, Filename…) beside `activities/` holding each
/// activity's original file (`.fit.gz`, `.gpx`, `.tcx.gz`…). The row of a member's file is carried into its
/// workouts as `strava.activity.<column>` metadata, and its type replaces a generic sport
/// (`HKWorkoutActivityTypeOther`); rows naming no file in the archive are reported.
struct StravaActivities {
  struct Row {
    var id: String
    var name: String
    var type: String
    var description: String
    var gear: String
    var filename: String
  }

  /// Rows by their file, normalised (`activities/123.fit`, compression suffix dropped, lowercased).
  private(set) var byFile: [String: Row] = [:]
  /// Rows without a file, or whose file is not in the archive.
  private(set) var withoutFile: [Row] = []
  /// The path of activities.csv inside the archive.
  let csvPath: String
  private var matched: Set<String> = []

  // `activityTypes` (Strava activity type → HealthKit) is generated from Formats/strava/activity-types.tsv.

  /// Reads `activities.csv` of a Strava export (nil when the archive has none). The CSV is RFC 4180
  /// (quoted fields, embedded commas, quotes and newlines); it is small (a few hundred bytes per row) and
  /// read whole, up to 256 MiB.
  static func read(from zip: ZipArchiveReader) throws -> StravaActivities? {
    guard
      let entry = zip.entries().first(where: {
        !$0.isDirectory && $0.fileName.lowercased() == "activities.csv"
          && $0.path.split(separator: "/").count <= 2
      })
    else { return nil }
    var limits = ZipLimits()
    limits.maxUncompressedBytes = 256 << 20
    let data: Data
    do { data = try zip.readData(entry, limits: limits) } catch let e as ZipError {
      throw ContainerInputs.conversionError(e)
    }
    let rows = CSVRows.parse(String(decoding: data, as: UTF8.self))
    guard let header = rows.first else { return nil }
    func column(_ name: String) -> Int? {
      header.firstIndex { $0.trimmingWhitespace().lowercased() == name }
    }
    guard let idColumn = column("activity id"), let fileColumn = column("filename") else { return nil }
    let folder = entry.path.split(separator: "/").dropLast().joined(separator: "/")
    var result = StravaActivities(csvPath: entry.path)
    for fields in rows.dropFirst() where fields.count > 1 || fields.first?.isEmpty == false {
      func value(_ index: Int?) -> String { index.flatMap { $0 < fields.count ? fields[$0] : nil } ?? "" }
      let row = Row(
        id: value(idColumn), name: value(column("activity name")), type: value(column("activity type")),
        description: value(column("activity description")), gear: value(column("activity gear")),
        filename: value(fileColumn))
      if row.filename.isEmpty {
        result.withoutFile.append(row)
      } else {
        result.byFile[Self.key(folder.isEmpty ? row.filename : folder + "/" + row.filename)] = row
      }
    }
    return result
  }

  /// `activities/123.fit.gz` and the member path `activities/123.fit` give the same key.
  static func key(_ path: String) -> String {
    ContainerInputs.innerName(ofGzip: path).lowercased()
  }

  /// The row of a member (its path inside the archive), marking it matched.
  mutating func row(forMember path: String) -> Row? {
    let k = Self.key(path.split(separator: ":").first.map(String.init) ?? path)
    guard let row = byFile[k] else { return nil }
    matched.insert(k)
    return row
  }

  /// Rows whose file was not found among the members, plus the rows naming no file.
  var unmatched: [Row] {
    withoutFile + byFile.filter { !matched.contains($0.key) }.map(\.value).sorted { $0.id < $1.id }
  }

  /// Adds the row to a workout read from its file.
  static func apply(_ row: Row, to workout: inout Workout) {
    for (key, value) in [
      ("id", row.id), ("name", row.name), ("type", row.type), ("description", row.description),
      ("gear", row.gear), ("filename", row.filename),
    ]
    where !value.isEmpty {
      workout.header.metadata.append("strava.activity.\(key)", .string(value))
    }
    if workout.activityType.exportName == "HKWorkoutActivityTypeOther",
      let name = activityTypes[row.type.lowercased()], let type = WorkoutActivityType(exportName: name)
    {
      workout.activityType = type
    }
  }
}

/// Minimal RFC 4180 reader: rows of fields; quoted fields may hold commas, doubled quotes and newlines.
enum CSVRows {
  static func parse(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var field = ""
    var quoted = false
    var iterator = text.unicodeScalars.makeIterator()
    var pending: Unicode.Scalar?
    func next() -> Unicode.Scalar? {
      if let p = pending {
        pending = nil
        return p
      }
      return iterator.next()
    }
    while let c = next() {
      if quoted {
        if c == "\"" {
          if let n = next() {
            if n == "\"" {
              field.unicodeScalars.append("\"")
            } else {
              quoted = false
              pending = n
            }
          } else {
            quoted = false
          }
        } else {
          field.unicodeScalars.append(c)
        }
        continue
      }
      switch c {
      case "\"": quoted = true
      case ",":
        row.append(field)
        field = ""
      case "\r": continue
      case "\n":
        row.append(field)
        rows.append(row)
        row = []
        field = ""
      default: field.unicodeScalars.append(c)
      }
    }
    if !field.isEmpty || !row.isEmpty {
      row.append(field)
      rows.append(row)
    }
    if let first = rows.first?.first, first.hasPrefix("\u{FEFF}") { rows[0][0] = String(first.dropFirst()) }
    return rows
  }
}
