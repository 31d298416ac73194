import ByteStreams
import FoundationEssentials
import WorkoutModel

/// Model items as FHIR R4 resources (`README.md` has the mapping). Pure functions of the items: the
/// writer decides where each resource goes.
enum FHIRResources {
  /// The project's code system for workout activity types by their HealthKit raw value.
  static let activityTypeRaw = "urn:wkconv:fhir:activity-type"
  /// The extension URLs of a series entry's parts and of a characteristic.
  static let characteristicExtension = "urn:wkconv:fhir:characteristic"

  /// The resource id of a sample: its UUID in lower case (FHIR ids are `[A-Za-z0-9\-\.]{1,64}`).
  static func id(_ uuid: UUID) -> String { uuid.uuidString.lowercased() }

  /// The `Device` resource of a sample's source and device (nil when it has neither), with its id.
  static func device(source: Source?, device: Device?) -> (id: String, resource: JSONValue)? {
    guard source != nil || (device.map { !$0.isEmpty } ?? false) else { return nil }
    var members: [(String, JSONValue)] = [("resourceType", .string("Device"))]
    var identifiers: [JSONValue] = []
    if let bundle = source?.bundleIdentifier {
      identifiers.append(.object([("system", .string(sourceBundleSystem)), ("value", .string(bundle))]))
    }
    var names: [JSONValue] = []
    if let name = source?.name {
      names.append(.object([("name", .string(name)), ("type", .string("user-friendly-name"))]))
    }
    if let name = device?.name {
      names.append(.object([("name", .string(name)), ("type", .string("model-name"))]))
    }
    var versions: [JSONValue] = []
    func version(_ kind: String, _ value: String?) {
      guard let value else { return }
      versions.append(.object([("type", .object([("text", .string(kind))])), ("value", .string(value))]))
    }
    version("source", source?.version)
    version("productType", source?.productType)
    version("operatingSystem", source?.operatingSystemVersion)
    version("hardware", device?.hardwareVersion)
    version("firmware", device?.firmwareVersion)
    version("software", device?.softwareVersion)
    var key: [UInt8] = []
    for part in [identifiers, names, versions] { JSONValue.array(part).append(to: &key) }
    key.append(contentsOf: Array((device?.manufacturer ?? "-").utf8))
    key.append(contentsOf: Array((device?.model ?? "-").utf8))
    key.append(contentsOf: Array((device?.serialNumber ?? "-").utf8))
    let id = Identity.uuidV5(name: "fhir-device|" + String(decoding: key, as: UTF8.self)).uuidString
      .lowercased()
    members.append(("id", .string(id)))
    if !identifiers.isEmpty { members.append(("identifier", .array(identifiers))) }
    if let manufacturer = device?.manufacturer { members.append(("manufacturer", .string(manufacturer))) }
    if let serial = device?.serialNumber { members.append(("serialNumber", .string(serial))) }
    if !names.isEmpty { members.append(("deviceName", .array(names))) }
    if let model = device?.model { members.append(("modelNumber", .string(model))) }
    if !versions.isEmpty { members.append(("version", .array(versions))) }
    return (id, .object(members))
  }

  /// The identifier system of a source's bundle identifier.
  static let sourceBundleSystem = "urn:wkconv:fhir:source-bundle-identifier"

  /// The members every Observation of a sample starts with: type, id, identifier, status, category, code.
  static func observationHead(_ header: SampleHeader, code: JSONValue, category: JSONValue?) -> [(
    String, JSONValue
  )] {
    var members: [(String, JSONValue)] = [
      ("resourceType", .string("Observation")), ("id", .string(id(header.uuid))),
      (
        "identifier",
        .array([
          .object([
            ("system", .string(FHIRCodes.uriSystem)), ("value", .string("urn:uuid:" + id(header.uuid))),
          ])
        ])
      ),
      ("status", .string("final")),
    ]
    if let category { members.append(("category", category)) }
    members.append(("code", code))
    return members
  }

  /// `effectiveDateTime` for an instant, `effectivePeriod` for an interval; `issued`; the device.
  static func observationTimes(_ header: SampleHeader, deviceID: String?) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    if header.start == header.end {
      members.append(("effectiveDateTime", FHIRCodes.dateTime(header.start)))
    } else {
      members.append(
        (
          "effectivePeriod",
          .object([("start", FHIRCodes.dateTime(header.start)), ("end", FHIRCodes.dateTime(header.end))])
        ))
    }
    if let created = header.creationDate { members.append(("issued", FHIRCodes.dateTime(created))) }
    if let deviceID { members.append(("device", .object([("reference", .string("Device/" + deviceID))]))) }
    return members
  }

  static func quantity(_ sample: QuantitySample, deviceID: String?) -> JSONValue {
    var members = observationHead(
      sample.header, code: FHIRCodes.concept(for: sample.type), category: FHIRCodes.category(for: sample.type)
    )
    members += observationTimes(sample.header, deviceID: deviceID)
    let unit = sample.quantity.unit.description
    members.append(("valueQuantity", FHIRCodes.quantity(sample.quantity.value, unit: unit)))
    let series = FHIRSeries.components(sample)
    if !series.isEmpty { members.append(("component", .array(series))) }
    return .object(members)
  }

  static func category(_ sample: CategorySample, deviceID: String?) -> JSONValue {
    var members = observationHead(
      sample.header, code: FHIRCodes.concept(for: sample.type), category: FHIRCodes.category(for: sample.type)
    )
    members += observationTimes(sample.header, deviceID: deviceID)
    var codings: [JSONValue] = []
    if let name = sample.valueName { codings.append(FHIRCodes.coding(FHIRCodes.healthKit, name)) }
    if let value = sample.value {
      codings.append(FHIRCodes.coding(FHIRCodes.projectCategoryValue, String(value)))
    }
    if !codings.isEmpty { members.append(("valueCodeableConcept", .object([("coding", .array(codings))]))) }
    return .object(members)
  }

  /// A correlation: its members contained (each whole), referenced by `hasMember`, and its quantity
  /// members' values as components (the blood-pressure panel's systolic and diastolic).
  static func correlation(_ correlation: Correlation, deviceID: (SampleHeader) -> String?) -> JSONValue {
    var members = observationHead(
      correlation.header, code: FHIRCodes.concept(for: correlation.type),
      category: FHIRCodes.category(for: correlation.type))
    var contained: [JSONValue] = []
    var components: [JSONValue] = []
    for member in correlation.members {
      switch member {
      case .quantity(let q):
        contained.append(quantity(q, deviceID: deviceID(q.header)))
        components.append(
          .object([
            ("code", FHIRCodes.concept(for: q.type)),
            ("valueQuantity", FHIRCodes.quantity(q.quantity.value, unit: q.quantity.unit.description)),
          ]))
      case .category(let c):
        contained.append(category(c, deviceID: deviceID(c.header)))
      }
    }
    if !contained.isEmpty { members.insert(("contained", .array(contained)), at: 2) }
    members += observationTimes(correlation.header, deviceID: deviceID(correlation.header))
    if !contained.isEmpty {
      members.append(
        (
          "hasMember",
          .array(correlation.members.map { .object([("reference", .string("#" + id($0.header.uuid)))]) })
        ))
    }
    if !components.isEmpty { members.append(("component", .array(components))) }
    return .object(members)
  }

  /// A workout after the HL7 Physical Activity IG: code 73985-4 (exercise activity), the activity type
  /// as the value, components for the active duration (55411-3), each statistic and each legacy total,
  /// and `hasMember` links to the samples recorded during it (written as Observations of their own).
  static func workout(_ workout: Workout, deviceID: String?) -> JSONValue {
    var members = observationHead(
      workout.header, code: FHIRCodes.concept(for: "WKWorkout"),
      category: FHIRCodes.category(for: "WKWorkout"))
    members += observationTimes(workout.header, deviceID: deviceID)
    let type = workout.activityType
    members.append(
      (
        "valueCodeableConcept",
        .object([
          (
            "coding",
            .array([
              FHIRCodes.coding(FHIRCodes.workoutActivityType, type.exportName, display: type.name),
              FHIRCodes.coding(activityTypeRaw, String(type.rawValue)),
            ])
          ), ("text", .string(type.name)),
        ])
      ))
    var components: [JSONValue] = []
    if let duration = workout.duration {
      components.append(
        .object([
          ("code", FHIRCodes.concept(for: "WKWorkoutDuration")),
          ("valueQuantity", FHIRCodes.quantity(duration, unit: "s")),
        ]))
    }
    for statistic in workout.statistics {
      let values: [(String, Double?)] = [
        ("sum", statistic.sum), ("average", statistic.average), ("minimum", statistic.minimum),
        ("maximum", statistic.maximum), ("mostRecent", statistic.mostRecent),
      ]
      for (name, value) in values {
        guard let value else { continue }
        var code = FHIRCodes.concept(for: statistic.type)
        if case .object(var parts) = code, case .array(var codings) = parts[0].1 {
          codings.append(FHIRCodes.coding(FHIRCodes.projectStatistic, name))
          parts[0].1 = .array(codings)
          code = .object(parts)
        }
        components.append(
          .object([
            ("code", code), ("valueQuantity", FHIRCodes.quantity(value, unit: statistic.unit.description)),
          ]))
      }
    }
    for (key, total) in workout.totals.sorted(by: { $0.key < $1.key }) {
      components.append(
        .object([
          (
            "code",
            .object([("coding", .array([FHIRCodes.coding(FHIRCodes.projectType, "WKWorkoutTotal." + key)]))])
          ),
          ("valueQuantity", FHIRCodes.quantity(total.value, unit: total.unit.description)),
        ]))
    }
    if !workout.samples.isEmpty {
      members.append(
        (
          "hasMember",
          .array(
            workout.samples.map { .object([("reference", .string("Observation/" + id($0.header.uuid)))]) })
        ))
    }
    if !components.isEmpty { members.append(("component", .array(components))) }
    return .object(members)
  }

  /// An electrocardiogram: its voltages as SampledData (µV, one per sampling period), its
  /// classification as the value, its average heart rate as a component, its symptoms as a note.
  static func electrocardiogram(_ ecg: Electrocardiogram, deviceID: String?) -> JSONValue {
    var members = observationHead(
      ecg.header, code: FHIRCodes.concept(for: Electrocardiogram.typeIdentifier),
      category: .array([
        .object([("coding", .array([FHIRCodes.coding(FHIRCodes.observationCategory, "procedure")]))])
      ]))
    members += observationTimes(ecg.header, deviceID: deviceID)
    if let classification = ecg.classification { members.append(("valueString", .string(classification))) }
    if let symptoms = ecg.symptoms, !symptoms.isEmpty {
      members.append(("note", .array([.object([("text", .string(symptoms))])])))
    }
    var components: [JSONValue] = []
    if let frequency = ecg.samplingFrequency, frequency > 0, !ecg.voltages.isEmpty {
      var data: [UInt8] = []
      for (i, v) in ecg.voltages.enumerated() {
        if i > 0 { data.append(0x20) }
        data.append(contentsOf: Array(NumberText.shortest(v).utf8))
      }
      components.append(
        .object([
          (
            "code",
            .object([
              ("coding", .array([FHIRCodes.coding(FHIRCodes.projectType, "WKElectrocardiogramVoltage")])),
              ("text", .string(ecg.lead ?? "voltage")),
            ])
          ),
          (
            "valueSampledData",
            .object([
              ("origin", FHIRCodes.quantity(0, unit: "mcV")), ("period", .number(1000 / frequency)),
              ("dimensions", .number(1)), ("data", .string(String(decoding: data, as: UTF8.self))),
            ])
          ),
        ]))
    }
    if let rate = ecg.averageHeartRate {
      components.append(
        .object([
          ("code", FHIRCodes.concept(for: "HKQuantityTypeIdentifierHeartRate")),
          ("valueQuantity", FHIRCodes.quantity(rate, unit: "count/min")),
        ]))
    }
    if !components.isEmpty { members.append(("component", .array(components))) }
    return .object(members)
  }

  /// The user's characteristics as a Patient: birth date and gender where FHIR has them; every
  /// characteristic, as written, as an extension.
  static func patient(_ characteristics: Characteristics) -> JSONValue {
    var key: [UInt8] = []
    for entry in characteristics.entries {
      key.append(contentsOf: Array((entry.key + "=" + entry.value + ";").utf8))
    }
    let id = Identity.uuidV5(name: "fhir-patient|" + String(decoding: key, as: UTF8.self)).uuidString
      .lowercased()
    var members: [(String, JSONValue)] = [("resourceType", .string("Patient")), ("id", .string(id))]
    if !characteristics.entries.isEmpty {
      members.append(
        (
          "extension",
          .array(
            characteristics.entries.map {
              .object([
                ("url", .string(characteristicExtension + ":" + $0.key)), ("valueString", .string($0.value)),
              ])
            })
        ))
    }
    let genders = [
      "HKBiologicalSexFemale": "female", "HKBiologicalSexMale": "male", "HKBiologicalSexOther": "other",
      "HKBiologicalSexNotSet": "unknown",
    ]
    if let sex = characteristics["HKCharacteristicTypeIdentifierBiologicalSex"], let gender = genders[sex] {
      members.append(("gender", .string(gender)))
    }
    if let birth = characteristics["HKCharacteristicTypeIdentifierDateOfBirth"], birth.utf8.count == 10,
      FHIRCodes.timestamp(birth) != nil
    {
      members.append(("birthDate", .string(birth)))
    }
    return .object(members)
  }
}
