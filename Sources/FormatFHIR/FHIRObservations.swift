import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// FHIR resources back into model items: the inverse of `FHIRResources`, and lenient enough for
/// Observations other writers make (HealthKitOnFHIR: LOINC or HealthKit codes, `identifier.id` UUIDs,
/// a blood-pressure panel of components).
enum FHIRObservations {
  /// The members of an Observation the model holds; every other member read is reported, by name.
  static let readMembers: Set<String> = [
    "resourceType", "id", "identifier", "status", "category", "code", "effectiveDateTime", "effectivePeriod",
    "effectiveInstant", "issued", "device", "valueQuantity", "valueCodeableConcept", "valueString",
    "valueInteger",
    "component", "contained", "hasMember", "extension", "meta", "text",
  ]

  /// Notes the members and extensions of an Observation the model has no place for (another writer's
  /// `subject`, `performer`, `referenceRange`, extensions): reported once per name at the end of the read.
  static func noteUnread(_ o: JSONValue, state: FHIRReadState, at location: SourceLocation) {
    guard case .object(let members) = o else { return }
    let electrocardiogram = FHIRCodes.identifier(in: o["code"]) == Electrocardiogram.typeIdentifier
    for (key, _) in members where !readMembers.contains(key) && !(electrocardiogram && key == "note") {
      state.skip("Observation." + key, .fhirNoPlace, at: location)
    }
    for ext in o["extension"]?.array ?? [] {
      let url = ext["url"]?.string ?? "?"
      if url != FHIRCodes.seriesEntryExtension {
        state.skip("Observation extension " + url, .fhirNoPlace, at: location)
      }
    }
  }

  /// The item an Observation is, or nil (noted in `state` as not mapped).
  static func item(_ o: JSONValue, state: FHIRReadState, at location: SourceLocation) throws -> HealthItem? {
    let code = o["code"]
    if FHIRCodes.identifier(in: code) != nil || FHIRCodes.has(code, FHIRCodes.loinc, "73985-4") {
      noteUnread(o, state: state, at: location)
    }
    if FHIRCodes.has(code, FHIRCodes.projectType, "WKWorkout")
      || FHIRCodes.has(code, FHIRCodes.loinc, "73985-4")
    {
      return workout(o, state: state, at: location).map(HealthItem.workout)
    }
    let identifier = FHIRCodes.identifier(in: code)
    guard let identifier else {
      // No HealthKit type has its code (a laboratory result of a clinical record): kept whole, so a FHIR
      // output writes it back; another target reports it.
      return FHIRReadState.resourceRecord(o, type: "Observation")
    }
    if identifier == Electrocardiogram.typeIdentifier {
      return electrocardiogram(o, state: state, at: location).map(HealthItem.electrocardiogram)
    }
    if identifier.hasPrefix("HKCorrelationTypeIdentifier") || !(o["contained"]?.array.isEmpty ?? true) {
      return correlation(o, type: identifier, state: state, at: location).map(HealthItem.correlation)
    }
    if identifier.hasPrefix("HKCategoryTypeIdentifier") {
      return category(o, type: identifier, state: state, at: location).map(HealthItem.category)
    }
    return quantity(o, type: identifier, state: state, at: location).map(HealthItem.quantity)
  }

  /// The header of an Observation: identity, times, issued, device.
  static func header(_ o: JSONValue, state: FHIRReadState, at location: SourceLocation) -> SampleHeader? {
    let start: Timestamp?
    let end: Timestamp?
    if let period = o["effectivePeriod"] {
      start = FHIRCodes.timestamp(period["start"]?.string)
      end = FHIRCodes.timestamp(period["end"]?.string) ?? start
    } else {
      start = FHIRCodes.timestamp(o["effectiveDateTime"]?.string ?? o["effectiveInstant"]?.string)
      end = start
    }
    guard let start, let end else {
      state.skip("Observation without effective time", .fhirObservationWithoutTime, at: location)
      return nil
    }
    let (source, device) = state.device(for: o)
    return SampleHeader(
      uuid: uuid(o), start: start, end: end, source: source, device: device,
      creationDate: FHIRCodes.timestamp(o["issued"]?.string))
  }

  /// The sample's UUID: a `urn:uuid:` identifier, an identifier's `id` or value that is a UUID
  /// (HealthKitOnFHIR), the resource id when it is one; else one derived from the resource's text.
  static func uuid(_ o: JSONValue) -> UUID {
    for identifier in o["identifier"]?.array ?? [] {
      for text in [identifier["value"]?.string, identifier["id"]?.string].compactMap({ $0 }) {
        let bare = text.hasPrefix("urn:uuid:") ? String(text.dropFirst(9)) : text
        if let uuid = UUID(uuidString: bare) { return uuid }
      }
    }
    if let id = o["id"]?.string, let uuid = UUID(uuidString: id) { return uuid }
    return Identity.uuidV5(name: "fhir-observation|" + String(decoding: o.text, as: UTF8.self))
  }

  static func quantity(_ o: JSONValue, type: String, state: FHIRReadState, at location: SourceLocation)
    -> QuantitySample?
  {
    guard let header = header(o, state: state, at: location) else { return nil }
    guard let value = o["valueQuantity"], let number = value["value"]?.number else {
      state.skip(
        "Observation \(type) without valueQuantity", .fhirQuantityWithoutValue, at: location)
      return nil
    }
    guard let unit = FHIRCodes.unit(of: value) else {
      let text = value["unit"]?.string ?? value["code"]?.string ?? "(none)"
      state.skip("Observation unit " + text, .fhirUnknownUnit, at: location)
      return nil
    }
    var series: [QuantitySeriesEntry] = []
    for component in o["component"]?.array ?? [] where FHIRSeries.isRun(component) {
      series += FHIRSeries.entries(of: component, unit: unit)
    }
    // A series may also come as one `urn:wkconv:fhir:series-entry` extension per entry (start, end, value).
    for ext in o["extension"]?.array ?? [] where ext["url"]?.string == FHIRCodes.seriesEntryExtension {
      var start: Timestamp?
      var end: Timestamp?
      var entryValue: Double?
      for part in ext["extension"]?.array ?? [] {
        switch part["url"]?.string {
        case "start": start = FHIRCodes.timestamp(part["valueDateTime"]?.string)
        case "end": end = FHIRCodes.timestamp(part["valueDateTime"]?.string)
        case "value": entryValue = part["valueDecimal"]?.number
        default: break
        }
      }
      if let start, let entryValue {
        series.append(QuantitySeriesEntry(value: entryValue, start: start.date, end: (end ?? start).date))
      }
    }
    return QuantitySample(header: header, type: type, quantity: Quantity(number, unit), series: series)
  }

  static func category(_ o: JSONValue, type: String, state: FHIRReadState, at location: SourceLocation)
    -> CategorySample?
  {
    guard let header = header(o, state: state, at: location) else { return nil }
    var value: Int?
    var name: String?
    for coding in o["valueCodeableConcept"]?["coding"]?.array ?? [] {
      guard let code = coding["code"]?.string else { continue }
      if coding["system"]?.string == FHIRCodes.projectCategoryValue {
        value = Int(code)
      } else if coding["system"]?.string?.hasPrefix(FHIRCodes.healthKit) == true {
        name = code
      }
    }
    if value == nil, let integer = o["valueInteger"]?.number { value = Int(integer) }
    if value == nil, let name, let info = CategoryTypeCatalog.info(for: type) {
      value = info.values.first { $0.name == name }?.rawValue
    }
    return CategorySample(header: header, type: type, value: value, valueName: name)
  }

  /// A correlation: its contained members; or, from another writer's panel of components (the
  /// blood-pressure panel), one quantity member per component, with the panel's times and device.
  static func correlation(_ o: JSONValue, type: String, state: FHIRReadState, at location: SourceLocation)
    -> Correlation?
  {
    guard let header = header(o, state: state, at: location) else { return nil }
    var members: [CorrelationMember] = []
    let contained = o["contained"]?.array ?? []
    if !contained.isEmpty {
      for member in contained where member["resourceType"]?.string == "Observation" {
        guard case .some(let item) = try? item(member, state: state, at: location) else { continue }
        switch item {
        case .quantity(let q): members.append(.quantity(q))
        case .category(let c): members.append(.category(c))
        default: break
        }
      }
    } else {
      for (i, component) in (o["component"]?.array ?? []).enumerated() {
        guard let memberType = FHIRCodes.identifier(in: component["code"]),
          let value = component["valueQuantity"],
          let number = value["value"]?.number, let unit = FHIRCodes.unit(of: value)
        else { continue }
        var memberHeader = header
        memberHeader.uuid = Identity.uuidV5(name: "fhir-component|\(header.uuid.uuidString)|\(i)")
        members.append(
          .quantity(QuantitySample(header: memberHeader, type: memberType, quantity: Quantity(number, unit))))
      }
    }
    return Correlation(header: header, type: type, members: members)
  }

  static func workout(_ o: JSONValue, state: FHIRReadState, at location: SourceLocation) -> Workout? {
    guard let header = header(o, state: state, at: location) else { return nil }
    var activityType = WorkoutActivityType(rawValue: 3000)
    for coding in o["valueCodeableConcept"]?["coding"]?.array ?? [] {
      guard let code = coding["code"]?.string else { continue }
      if coding["system"]?.string == FHIRResources.activityTypeRaw, let raw = UInt(code) {
        activityType = WorkoutActivityType(rawValue: raw)
        break
      }
      if coding["system"]?.string == FHIRCodes.workoutActivityType,
        let known = WorkoutActivityType(exportName: code)
      {
        activityType = known
      }
    }
    var workout = Workout(header: header, activityType: activityType)
    var statistics: [String: WorkoutStatistics] = [:]
    var order: [String] = []
    for component in o["component"]?.array ?? [] {
      guard let value = component["valueQuantity"], let number = value["value"]?.number,
        let unit = FHIRCodes.unit(of: value)
      else { continue }
      let code = component["code"]
      if FHIRCodes.has(code, FHIRCodes.projectType, "WKWorkoutDuration")
        || FHIRCodes.has(code, FHIRCodes.loinc, "55411-3")
      {
        workout.duration = (try? Quantity(number, unit).converted(to: .second))?.value ?? number
        continue
      }
      if let total = (code?["coding"]?.array ?? []).compactMap({ $0["code"]?.string }).first(where: {
        $0.hasPrefix("WKWorkoutTotal.")
      }) {
        workout.totals[String(total.dropFirst("WKWorkoutTotal.".count))] = Quantity(number, unit)
        continue
      }
      guard let type = FHIRCodes.identifier(in: code) else { continue }
      let kind =
        (code?["coding"]?.array ?? []).first { $0["system"]?.string == FHIRCodes.projectStatistic }?["code"]?
        .string ?? "sum"
      var statistic =
        statistics[type] ?? WorkoutStatistics(type: type, start: header.start, end: header.end, unit: unit)
      if statistics[type] == nil { order.append(type) }
      let v = (try? Quantity(number, unit).converted(to: statistic.unit))?.value ?? number
      switch kind {
      case "average": statistic.average = v
      case "minimum": statistic.minimum = v
      case "maximum": statistic.maximum = v
      case "mostRecent": statistic.mostRecent = v
      default: statistic.sum = v
      }
      statistics[type] = statistic
    }
    workout.statistics = order.compactMap { statistics[$0] }
    return workout
  }

  static func electrocardiogram(_ o: JSONValue, state: FHIRReadState, at location: SourceLocation)
    -> Electrocardiogram?
  {
    guard let header = header(o, state: state, at: location) else { return nil }
    var ecg = Electrocardiogram(header: header, classification: o["valueString"]?.string)
    if let note = o["note"]?.array.first?["text"]?.string { ecg.symptoms = note }
    for component in o["component"]?.array ?? [] {
      if let sampled = component["valueSampledData"] {
        if let period = sampled["period"]?.number, period > 0 { ecg.samplingFrequency = 1000 / period }
        ecg.lead = component["code"]?["text"]?.string
        let data = sampled["data"]?.string ?? ""
        ecg.voltages = data.split(separator: " ").compactMap { Double($0) }
      } else if let rate = component["valueQuantity"]?["value"]?.number {
        ecg.averageHeartRate = rate
      }
    }
    return ecg
  }

  /// A Device's source (its user-friendly name, bundle identifier and versions) and device (model name,
  /// manufacturer, model, serial number, hardware/firmware/software versions).
  static func device(_ d: JSONValue) -> (Source?, Device?) {
    var versions: [String: String] = [:]
    for version in d["version"]?.array ?? [] {
      if let kind = version["type"]?["text"]?.string, let value = version["value"]?.string {
        versions[kind] = value
      }
    }
    var sourceName: String?
    var deviceName: String?
    for name in d["deviceName"]?.array ?? [] {
      switch name["type"]?.string {
      case "user-friendly-name": sourceName = name["name"]?.string
      case "model-name": deviceName = name["name"]?.string
      default: break
      }
    }
    let bundle = (d["identifier"]?.array ?? []).first {
      $0["system"]?.string == FHIRResources.sourceBundleSystem
    }?[
      "value"]?.string
    let source = sourceName.map {
      Source(
        name: $0, bundleIdentifier: bundle, version: versions["source"], productType: versions["productType"],
        operatingSystemVersion: versions["operatingSystem"])
    }
    let device = Device(
      name: deviceName, manufacturer: d["manufacturer"]?.string, model: d["modelNumber"]?.string,
      hardwareVersion: versions["hardware"], firmwareVersion: versions["firmware"],
      softwareVersion: versions["software"], serialNumber: d["serialNumber"]?.string)
    return (source, device.isEmpty ? nil : device)
  }

  /// A Patient's characteristics: the project's extensions as written, else birth date and gender.
  static func characteristics(_ p: JSONValue) -> Characteristics {
    var entries: [KeyValue] = []
    let prefix = FHIRResources.characteristicExtension + ":"
    for ext in p["extension"]?.array ?? [] {
      if let url = ext["url"]?.string, url.hasPrefix(prefix), let value = ext["valueString"]?.string {
        entries.append(KeyValue(String(url.dropFirst(prefix.count)), value))
      }
    }
    if entries.isEmpty {
      if let birth = p["birthDate"]?.string {
        entries.append(KeyValue("HKCharacteristicTypeIdentifierDateOfBirth", birth))
      }
      let sexes = [
        "female": "HKBiologicalSexFemale", "male": "HKBiologicalSexMale", "other": "HKBiologicalSexOther",
        "unknown": "HKBiologicalSexNotSet",
      ]
      if let gender = p["gender"]?.string, let sex = sexes[gender] {
        entries.append(KeyValue("HKCharacteristicTypeIdentifierBiologicalSex", sex))
      }
    }
    return Characteristics(entries: entries)
  }
}
