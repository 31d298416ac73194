import FormatKit
import WorkoutModel

/// The heart-rate and power zone settings of a FIT file, carried as workout metadata named
/// `FIT.<message>.<field>` (the `SummaryKey` contract for format fields without a model home), so that
/// summaries and reports use the zones the device used:
///
/// - `zones_target` (7): every field (`max_heart_rate`, `threshold_heart_rate`, `functional_threshold_power`,
///   `hr_calc_type`, `pwr_calc_type`).
/// - `hr_zone` (8): `FIT.hr_zone.high_bpm` (and `.name`), one value per message in `message_index` order,
///   comma-separated.
/// - `user_profile` (3): its heart-rate fields only (`resting_heart_rate`, `default_max_heart_rate`,
///   `default_max_running_heart_rate`, `default_max_biking_heart_rate`, `hr_setting`); the rest is personal
///   data with no summary use and travels in the opaque message.
/// - `time_in_zone` (216) referring to the session, when the file has one session: every field but the
///   reference (`FIT.time_in_zone.time_in_hr_zone` in seconds, `.hr_zone_high_boundary` in bpm…), arrays
///   comma-separated with an empty element where the device wrote an invalid value.
///
/// The messages also travel whole as opaque records (FIT → FIT keeps them); the FIT writer does not write
/// these metadata entries back.
struct FITZoneSettings {
  static let messages: Set<UInt16> = [
    FITMessageNumber.userProfile, FITMessageNumber.zonesTarget, FITMessageNumber.hrZone,
    FITMessageNumber.timeInZone,
  ]
  static let userProfileFields: Set<String> = [
    "resting_heart_rate", "default_max_heart_rate", "default_max_running_heart_rate",
    "default_max_biking_heart_rate", "hr_setting",
  ]

  private var zonesTarget: [(String, MetadataValue)] = []
  private var userProfile: [(String, MetadataValue)] = []
  private var hrZones: [(index: Int64, high: String, name: String?)] = []
  private var sessionTimes: [Int64: [(String, MetadataValue)]] = [:]

  /// Takes a zone message (one of `messages`).
  mutating func add(_ m: FITMessage) {
    switch m.globalNumber {
    case FITMessageNumber.zonesTarget: if zonesTarget.isEmpty { zonesTarget = Self.entries(m) }
    case FITMessageNumber.userProfile:
      if userProfile.isEmpty {
        userProfile = Self.entries(m).filter { Self.userProfileFields.contains($0.0) }
      }
    case FITMessageNumber.hrZone:
      guard let high = m.double(FITFieldNumber.HrZone.highBpm) else { return }
      hrZones.append(
        (
          m.integer(FITFieldNumber.messageIndex) ?? Int64(hrZones.count), NumberText.shortest(high),
          m.string(FITFieldNumber.HrZone.name)
        ))
    case FITMessageNumber.timeInZone:
      let index = m.integer(FITFieldNumber.TimeInZone.referenceIndex) ?? 0
      guard m.integer(FITFieldNumber.TimeInZone.referenceMesg) == Int64(FITMessageNumber.session),
        sessionTimes[index] == nil
      else { return }
      sessionTimes[index] = Self.entries(m).filter { $0.0 != "reference_mesg" && $0.0 != "reference_index" }
    default: return
    }
  }

  /// The metadata entries for a workout of `sessionCount` sessions.
  func metadata(sessionCount: Int) -> [(String, MetadataValue)] {
    var out: [(String, MetadataValue)] = []
    out += zonesTarget.map { ("FIT.zones_target.\($0.0)", $0.1) }
    let sorted = hrZones.sorted { $0.index < $1.index }
    if !sorted.isEmpty {
      out.append(("FIT.hr_zone.high_bpm", .string(sorted.map(\.high).joined(separator: ","))))
      if sorted.contains(where: { $0.name != nil }) {
        out.append(("FIT.hr_zone.name", .string(sorted.map { $0.name ?? "" }.joined(separator: ","))))
      }
    }
    out += userProfile.map { ("FIT.user_profile.\($0.0)", $0.1) }
    if sessionCount <= 1, let times = sessionTimes[0] {
      out += times.map { ("FIT.time_in_zone.\($0.0)", $0.1) }
    }
    return out
  }

  /// The message's named, valid fields as metadata values: numbers as numbers, enums by name, arrays as
  /// comma-separated text (empty where invalid; left out when every element is invalid).
  static func entries(_ m: FITMessage) -> [(String, MetadataValue)] {
    var out: [(String, MetadataValue)] = []
    for f in m.fields {
      let name = m.name(of: f)
      guard !name.hasPrefix("unknown_"), name != "timestamp" else { continue }
      if let e = m.enumName(of: f) {
        out.append((name, .string(e)))
        continue
      }
      switch m.value(of: f) {
      case .integer(let v): out.append((name, .number(Double(v))))
      case .real(let v): out.append((name, .number(v)))
      case .string(let s): out.append((name, .string(s)))
      case .integers(let vs):
        guard vs.contains(where: { $0 != nil }) else { continue }
        out.append((name, .string(vs.map { $0.map { String($0) } ?? "" }.joined(separator: ","))))
      case .reals(let vs):
        guard vs.contains(where: { $0 != nil }) else { continue }
        out.append((name, .string(vs.map { $0.map(NumberText.shortest) ?? "" }.joined(separator: ","))))
      case .strings(let ss): out.append((name, .string(ss.joined(separator: ","))))
      case .bytes: continue
      }
    }
    return out
  }
}
