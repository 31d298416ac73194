import FormatKit
import FoundationEssentials
import WorkoutModel

/// `--anonymize`: removes what identifies the athlete or their devices, keeping every measured value.
///
/// - devices: serial numbers, local and UDI identifiers, and further fields naming a serial or unit id
///   (`device.extra`, `HKDeviceSerialNumber`…); the owner's name in source and device names
///   ("Anna’s Apple Watch" becomes "Apple Watch");
/// - the user's profile: the Health export's `<Me>` characteristics (birth date, sex, blood type…), FIT
///   `user_profile` (name, weight, age, gender…), and personal heart-rate and power zones
///   (`hr_zone`, `zones_target`, `time_in_zone`'s thresholds; the times in each zone stay);
/// - free-text notes and names: metadata whose key names a name, description, comment, note, title,
///   keywords or author (`GPX:name`, `TCX:Notes`, `FIT.course.name`…);
/// - file-level creation times: a workout's `creationDate` (FIT `file_id.time_created`), the export date.
///
/// Opaque records go through their format's scrubber (`ConversionContext.opaqueScrubber`). Each kind
/// removed is counted in the report. Combines with `--privacy` and `--shift`: it is an
/// `OutputGuaranteeOperation`, run after every other operation.
public struct Anonymization: OutputGuaranteeOperation {
  public let option = "--anonymize"

  /// Makes the operation.
  public init() {}

  static let reason = "--anonymize removes what identifies the athlete or the device; measured values kept"

  /// Metadata key prefixes of the user's profile and personal zones.
  static let profilePrefixes = ["FIT.user_profile.", "FIT.hr_zone.", "FIT.zones_target.", "FIT.power_zone."]
  /// `FIT.time_in_zone.` fields that are the athlete's thresholds.
  static let personalThresholds: Set<String> = [
    "hr_zone_high_boundary", "hr_calc_type", "max_heart_rate", "resting_heart_rate", "threshold_heart_rate",
    "pwr_calc_type", "functional_threshold_power", "power_zone_high_boundary",
  ]
  /// Last components (after `.`, `:` or `_`, lower-cased) of metadata keys holding free text or names.
  static let textWords: Set<String> = [
    "name", "desc", "description", "cmt", "comment", "comments", "note", "notes", "title", "keywords",
    "author", "email", "wkt_name", "friendly_name", "username",
  ]
  /// Metadata keys (lower-cased) naming a device's serial number or identifier.
  static let identifierKeys: Set<String> = [
    "hkdeviceserialnumber", "hkmetadatakeydeviceserialnumber", "hkudideviceidentifier",
    "hkmetadatakeyudideviceidentifier",
  ]

  /// What a metadata key holds that `--anonymize` removes, or nil to keep it.
  static func identityKind(of key: String) -> String? {
    if profilePrefixes.contains(where: key.hasPrefix) { return "user profile and personal zones" }
    if key.hasPrefix("FIT.time_in_zone."), personalThresholds.contains(String(key.dropFirst(17))) {
      return "user profile and personal zones"
    }
    let lower = key.lowercased()
    if identifierKeys.contains(lower) || lower.hasSuffix("serial_number") || lower.hasSuffix("serialnumber")
      || lower.hasSuffix("ant_device_number") || lower.hasSuffix("unitid")
    {
      return "serial numbers and unit ids"
    }
    if lower.hasSuffix("time_created") { return "file creation times" }
    let last = lower.split(whereSeparator: { $0 == "." || $0 == ":" }).last.map(String.init) ?? lower
    if textWords.contains(last) || textWords.contains(String(last.split(separator: "_").last ?? "")) {
      return "notes and names"
    }
    return nil
  }

  /// `"Anna’s Apple Watch"` → `"Apple Watch"`: the owner's name before a possessive.
  static func withoutOwner(_ name: String) -> String? {
    for mark in ["’s ", "'s ", "’ ", "' "] {
      if let r = name.firstRange(of: mark), r.lowerBound > name.startIndex {
        let rest = name[r.upperBound...].trimmingWhitespace()
        return rest.isEmpty ? nil : rest
      }
    }
    return nil
  }

  /// `text` without its `key=value` words whose key names an identity (`serial_number=…` in a FIT
  /// device description), or nil when it has none.
  static func withoutIdentityWords(_ text: String) -> String? {
    guard text.contains("=") else { return nil }
    let words = text.split(separator: " ", omittingEmptySubsequences: false)
    let kept = words.filter { word in
      guard let eq = word.firstIndex(of: "=") else { return true }
      return identityKind(of: String(word[..<eq])) == nil
    }
    return kept.count == words.count ? nil : kept.joined(separator: " ")
  }

  func anonymize(_ metadata: inout Metadata, _ tally: inout ChangeTally) {
    metadata.entries.removeAll { entry in
      guard let kind = Self.identityKind(of: entry.key) else { return false }
      tally.add(kind, "removed", reason: Self.reason)
      return true
    }
    for i in metadata.entries.indices {
      guard case .string(let text) = metadata.entries[i].value, let plain = Self.withoutIdentityWords(text)
      else { continue }
      metadata.entries[i].value = .string(plain)
      tally.add("serial numbers and unit ids", "removed", reason: Self.reason)
    }
  }

  func anonymize(_ header: inout SampleHeader, _ tally: inout ChangeTally) {
    anonymize(&header.metadata, &tally)
    if var device = header.device {
      var removed = 0
      if device.serialNumber != nil { removed += 1 }
      if device.localIdentifier != nil { removed += 1 }
      if device.udiDeviceIdentifier != nil { removed += 1 }
      device.serialNumber = nil
      device.localIdentifier = nil
      device.udiDeviceIdentifier = nil
      let before = device.extra.count
      device.extra.removeAll {
        let k = $0.key.lowercased()
        return k.contains("serial") || k.hasSuffix("ant_device_number") || k.contains("unitid")
          || k.hasSuffix("ant_id")
      }
      removed += before - device.extra.count
      tally.add("serial numbers and unit ids", "removed", removed, reason: Self.reason)
      if let name = device.name, let plain = Self.withoutOwner(name) {
        device.name = plain
        tally.add("owners' names in device names", "removed", reason: Self.reason)
      }
      header.device = device
    }
    if var source = header.source, let plain = Self.withoutOwner(source.name) {
      source.name = plain
      header.source = source
      tally.add("owners' names in source names", "removed", reason: Self.reason)
    }
  }

  public func apply(to shell: Workout, points: WorkoutPoints, context: ConversionContext) throws -> (
    Workout, WorkoutPoints
  )? {
    var workout = shell
    var tally = ChangeTally()
    if workout.header.creationDate != nil {
      workout.header.creationDate = nil
      tally.add("file creation times", "removed", reason: Self.reason)
    }
    workout.forEachMetadata { anonymize(&$0, &tally) }
    workout.forEachHeader { anonymize(&$0, &tally) }
    tally.report(option, into: context)
    return (workout, points)
  }

  public func rewrite(_ item: HealthItem, context: ConversionContext) throws -> HealthItem? {
    var tally = ChangeTally()
    defer { tally.report(option, into: context) }
    switch item {
    case .characteristics(let c):
      tally.add("user profile characteristics", "removed", c.entries.count, reason: Self.reason)
      return nil
    case .exportInfo(var info):
      if info.exportDate != nil {
        info.exportDate = nil
        tally.add("file creation times", "removed", reason: Self.reason)
      }
      return .exportInfo(info)
    case .opaque(let record):
      return scrubOpaque(record, OpaqueScrubRequest(anonymize: true), context, &tally)
    default:
      return item.mappingHeaders { anonymize(&$0, &tally) }
    }
  }
}
