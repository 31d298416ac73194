import ByteStreams
import FoundationEssentials
import WorkoutModel

/// The code systems and code tables of the FHIR mapping (`Formats/fhir/`).
enum FHIRCodes {
  /// One row of `Formats/fhir/codes.tsv`.
  struct StandardCode: Sendable {
    let identifier: String
    let system: String
    let code: String
    let display: String
    let category: String?
  }

  static let loinc = "http://loinc.org"
  static let ucum = "http://unitsofmeasure.org"
  /// Apple's HealthKit documentation as a code system, as HealthKitOnFHIR writes it: the code is the
  /// HealthKit identifier (`HKQuantityTypeIdentifierFlightsClimbed`) or value name.
  static let healthKit = "http://developer.apple.com/documentation/healthkit"
  /// The project's code system for type identifiers HealthKit does not define (`WK…`, a source's own).
  static let projectType = "urn:wkconv:fhir:type"
  /// The project's code system naming which statistic a workout component holds (`sum`, `average`…).
  static let projectStatistic = "urn:wkconv:fhir:statistic"
  /// The project's code system for a category sample's raw HealthKit value (`0`, `1`…).
  static let projectCategoryValue = "urn:wkconv:fhir:category-value"
  /// Workout activity types by their HealthKit name (`HKWorkoutActivityTypeRunning`).
  static let workoutActivityType = healthKit
  /// The extension holding one entry of a quantity series (start, end, value), read (a series is written
  /// as `FHIRSeries` components).
  static let seriesEntryExtension = "urn:wkconv:fhir:series-entry"
  /// FHIR's Observation category code system (`vital-signs`, `activity`, `procedure`…).
  static let observationCategory = "http://terminology.hl7.org/CodeSystem/observation-category"
  /// The identifier system of sample UUIDs (RFC 3986 URIs: `urn:uuid:…`).
  static let uriSystem = "urn:ietf:rfc:3986"

  /// The code system of an identifier: HealthKit's own, else the project's.
  static func system(of identifier: String) -> String {
    identifier.hasPrefix("HK") ? healthKit : projectType
  }

  static let byIdentifier: [String: StandardCode] = Dictionary(
    standard.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
  /// Identifier by standard code (`http://loinc.org|8867-4`), the first row for a code.
  static let identifierByCode: [String: String] = Dictionary(
    standard.map { ($0.system + "|" + $0.code, $0.identifier) }, uniquingKeysWith: { first, _ in first })
  static let ucumCodes: [String: String] = Dictionary(
    ucumByUnit.map { ($0.unit, $0.ucum) }, uniquingKeysWith: { first, _ in first })
  static let unitsByUCUM: [String: String] = Dictionary(
    ucumByUnit.map { ($0.ucum, $0.unit) }, uniquingKeysWith: { first, _ in first })

  /// The CodeableConcept of a type identifier: its standard code when one exists, and always its
  /// HealthKit (or project) code, so a reader can tell apart types sharing a standard code.
  static func concept(for identifier: String, text: String? = nil) -> JSONValue {
    var codings: [JSONValue] = []
    if let standard = byIdentifier[identifier] {
      codings.append(coding(standard.system, standard.code, display: standard.display))
    }
    codings.append(coding(system(of: identifier), identifier))
    var members: [(String, JSONValue)] = [("coding", .array(codings))]
    if let text { members.append(("text", .string(text))) }
    return .object(members)
  }

  static func coding(_ system: String, _ code: String, display: String? = nil) -> JSONValue {
    var members: [(String, JSONValue)] = [("system", .string(system)), ("code", .string(code))]
    if let display { members.append(("display", .string(display))) }
    return .object(members)
  }

  /// A Quantity with the HKUnit text as `unit` and its UCUM code when known.
  static func quantity(_ value: Double, unit: String) -> JSONValue {
    var members: [(String, JSONValue)] = [("value", .number(value)), ("unit", .string(unit))]
    if let code = ucumCodes[unit] {
      members.append(("system", .string(ucum)))
      members.append(("code", .string(code)))
    }
    return .object(members)
  }

  /// The `http://terminology.hl7.org/CodeSystem/observation-category` concept of an identifier, if any.
  static func category(for identifier: String) -> JSONValue? {
    guard let name = byIdentifier[identifier]?.category else { return nil }
    return .array([.object([("coding", .array([coding(observationCategory, name)]))])])
  }

  /// The type identifier a CodeableConcept names: a HealthKit or project code first, else the first
  /// standard code of the table.
  static func identifier(in concept: JSONValue?) -> String? {
    let codings = concept?["coding"]?.array ?? []
    for coding in codings {
      guard let system = coding["system"]?.string, let code = coding["code"]?.string else { continue }
      if system.hasPrefix(healthKit) || system == projectType { return code }
    }
    for coding in codings {
      guard let system = coding["system"]?.string, let code = coding["code"]?.string else { continue }
      if let identifier = identifierByCode[system + "|" + code] { return identifier }
    }
    return nil
  }

  /// Whether a CodeableConcept holds a coding of `system` with `code`.
  static func has(_ concept: JSONValue?, _ system: String, _ code: String) -> Bool {
    (concept?["coding"]?.array ?? []).contains {
      $0["system"]?.string == system && $0["code"]?.string == code
    }
  }

  /// The HKUnit of a FHIR Quantity. The `unit` text is only a display text: it is taken when it is an HKUnit
  /// whose UCUM code is the Quantity's (what this writer writes) or when there is no UCUM code; else the
  /// UCUM code decides (HealthKitOnFHIR writes `beats/minute` with `/min`).
  static func unit(of quantity: JSONValue) -> QuantityUnit? {
    let text = quantity["unit"]?.string
    let code = quantity["system"]?.string == ucum ? quantity["code"]?.string : nil
    if let text, let parsed = try? QuantityUnit(parsing: text), code == nil || ucumCodes[text] == code {
      return parsed
    }
    if let code {
      if let mapped = unitsByUCUM[code] { return try? QuantityUnit(parsing: mapped) }
      if let parsed = try? QuantityUnit(parsing: code) { return parsed }
    }
    return text.flatMap { try? QuantityUnit(parsing: $0) }
  }

  /// FHIR `dateTime`/`instant` text of a timestamp (its own offset; `Z` when it has none).
  static func dateTime(_ timestamp: Timestamp) -> JSONValue { .string(ISO8601Timestamp.format(timestamp)) }

  /// A timestamp from FHIR `dateTime` text: a full date-time, or a date (midnight UTC, offset unknown).
  static func timestamp(_ text: String?) -> Timestamp? {
    guard let text else { return nil }
    if let full = ISO8601Timestamp.parse(text) { return full }
    if text.utf8.count == 10 { return ISO8601Timestamp.parse(text + "T00:00:00Z") }
    return nil
  }
}
