import FormatKit
import FoundationEssentials
import WorkoutModel

/// `--privacy` and `--anonymize` on FIT messages kept whole (opaque records: a small FIT file holding
/// the message and its developer declarations, `FITReader.keepOpaque`). Positions are the profile fields
/// in semicircles, in `…_lat`/`…_long` pairs (gps_metadata, segment and split messages, course points,
/// weather locations, …): a pair inside a zone is removed (it reads back as invalid). Anonymizing removes
/// the user's profile and personal zones (`user_profile`, `hr_zone`, `zones_target` messages), serial
/// numbers and ANT ids, file creation times, the user's names and notes, and `time_in_zone`'s personal
/// thresholds (its times stay).
package enum FITOpaqueScrubbing {
  /// The scrubber `WorkoutConversion` registers for records of format "fit".
  package static let scrubber: OpaqueRecordScrubber = { record, request, counts in
    scrub(record, request, &counts)
  }

  /// Messages removed whole by `--anonymize`.
  static let identityMessages: Set<String> = ["user_profile", "hr_zone", "zones_target", "power_zone"]
  /// Fields removed by `--anonymize` in any message.
  static let identityFields: Set<String> = [
    "serial_number", "ant_device_number", "time_created", "hrm_ant_id", "sdm_ant_id", "bike_spd_ant_id",
    "bike_cad_ant_id", "bike_spdcad_ant_id", "bike_power_ant_id", "wkt_name", "wkt_step_name", "notes",
    "friendly_name",
  ]
  /// Messages whose `name` field the user wrote (a course's, a segment's).
  static let namedByUser: Set<String> = [
    "course", "course_point", "segment_id", "segment_lap", "segment_point", "workout", "totals", "lap",
    "session",
  ]
  /// `time_in_zone` fields that are the athlete's own thresholds.
  static let personalThresholds: Set<String> = [
    "hr_zone_high_boundary", "hr_calc_type", "max_heart_rate", "resting_heart_rate", "threshold_heart_rate",
    "pwr_calc_type", "functional_threshold_power", "power_zone_high_boundary",
  ]
  static let semicircle = 180.0 / 2_147_483_648.0

  /// The record with what `request` asks removed; nil when its message goes whole.
  static func scrub(_ record: OpaqueRecord, _ request: OpaqueScrubRequest, _ counts: inout OpaqueScrubCounts)
    -> OpaqueRecord?
  {
    guard let data = record.data else { return record }
    var messages: [FITMessage] = []
    _ = FITDecoder().decode(data) { messages.append($0) }
    guard !messages.isEmpty else { return record }
    if request.anonymize, identityMessages.contains(record.name) {
      counts.add(record.name == "user_profile" ? "user profiles" : "personal zones")
      return nil
    }
    var changed = false
    for i in messages.indices {
      if request.hidesPosition != nil, hidePositions(&messages[i], request, &counts) { changed = true }
      if request.anonymize, anonymize(&messages[i], &counts) { changed = true }
    }
    guard changed else { return record }
    var encoder = FITEncoder()
    for m in messages { encoder.write(m) }
    var r = record
    r.data = Data(encoder.finish())
    return r
  }

  /// Removes the semicircle pairs inside a zone; whether any went.
  static func hidePositions(
    _ m: inout FITMessage, _ request: OpaqueScrubRequest, _ counts: inout OpaqueScrubCounts
  ) -> Bool {
    var remove: [UInt8] = []
    for f in m.fields where m.units(of: f) == "semicircles" {
      let name = m.name(of: f)
      guard name.hasSuffix("_lat"), let lat = f.rawInteger,
        let partner = m.fields.first(where: { m.name(of: $0) == name.dropLast(4) + "_long" }),
        let lon = partner.rawInteger
      else { continue }
      if request.hides(Double(lat) * semicircle, Double(lon) * semicircle) {
        remove += [f.number, partner.number]
        counts.add("positions")
      }
    }
    for n in remove { m.removeField(n) }
    // Any latitude with any longitude of the message locates a place too (a bounding box's edge with a
    // start's latitude): while one lies inside a zone, both fields and their partners go.
    var crossed = false
    while let (a, b) = crossPair(m, request) {
      for name in [a, String(a.dropLast(4)) + "_long", b, String(b.dropLast(5)) + "_lat"] {
        if let f = m.fields.first(where: { m.name(of: $0) == name }) { m.removeField(f.number) }
      }
      counts.add("positions")
      crossed = true
    }
    return !remove.isEmpty || crossed
  }

  /// The names of a latitude and a longitude field of `m` that together lie inside a zone.
  static func crossPair(_ m: FITMessage, _ request: OpaqueScrubRequest) -> (String, String)? {
    let fields = m.fields.filter { m.units(of: $0) == "semicircles" && $0.rawInteger != nil }
    for a in fields where m.name(of: a).hasSuffix("_lat") {
      for b in fields where m.name(of: b).hasSuffix("_long") {
        if request.hides(Double(a.rawInteger!) * semicircle, Double(b.rawInteger!) * semicircle) {
          return (m.name(of: a), m.name(of: b))
        }
      }
    }
    return nil
  }

  /// Removes the fields that identify the athlete or the device; whether any went.
  static func anonymize(_ m: inout FITMessage, _ counts: inout OpaqueScrubCounts) -> Bool {
    var remove: [(UInt8, String)] = []
    let message = m.name
    for f in m.fields {
      let name = m.name(of: f)
      if name == "time_created" {
        remove.append((f.number, "file creation times"))
      } else if name == "serial_number" || name.hasSuffix("ant_id") || name == "ant_device_number" {
        remove.append((f.number, "serial numbers and unit ids"))
      } else if identityFields.contains(name) || (name == "name" && namedByUser.contains(message)) {
        remove.append((f.number, "names and notes"))
      } else if message == "time_in_zone", personalThresholds.contains(name) {
        remove.append((f.number, "personal zones"))
      }
    }
    for (n, kind) in remove {
      m.removeField(n)
      counts.add(kind)
    }
    return !remove.isEmpty
  }
}
