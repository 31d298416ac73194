import FormatKit
import FoundationEssentials
import WorkoutModel

/// Apple's electrocardiogram files (`electrocardiograms/ecg_YYYY-MM-DD[_n].csv`, FORMAT.md §6): eight
/// `key,value` header lines (values holding a comma double-quoted; `Name` alone when empty), two empty
/// lines, `Lead,…`, `Unit,µV`, one empty line, then one voltage in µV per line, LF line ends.
///
/// `parse` reads one file into an `Electrocardiogram`; `header(of:)` composes the file's header back, and
/// `write` writes the whole file, so reading and writing give the same bytes. A header that does not follow
/// the layout is kept verbatim (`health.ecg.header`) and written back as it was.
enum ElectrocardiogramCSV {
  /// The folder of the export holding the files.
  static let folder = "electrocardiograms/"

  /// Whether an archive path (relative to the export's folder) names an ECG file.
  static func isECGPath(_ relative: String) -> Bool {
    guard relative.hasPrefix(folder) else { return false }
    let name = relative.dropFirst(folder.count)
    return !name.contains("/") && name.lowercased().hasSuffix(".csv")
  }

  /// What made a file unreadable, with its 1-based line.
  struct Failure: Error {
    var message: String
    var line: Int
  }

  /// Reads one ECG file. `relativePath` (inside the export's folder) is kept in `health.ecg.file`.
  /// `unusualNumbers` is set to the count of voltages whose text is not the shortest form of its value
  /// (written back in the shortest form).
  static func parse(_ data: Data, relativePath: String, unusualNumbers: inout Int) throws(Failure)
    -> Electrocardiogram
  {
    let text = String(decoding: data, as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    // The header ends with the empty line after `Unit,…`.
    guard let unitIndex = lines.firstIndex(where: { $0.hasPrefix("Unit,") }) else {
      throw Failure(message: "no 'Unit,' line: not an electrocardiogram file", line: 1)
    }
    let firstSample =
      unitIndex + 1 < lines.count && lines[unitIndex + 1].isEmpty ? unitIndex + 2 : unitIndex + 1
    var fields: [String: String] = [:]
    var nameLine: String?
    for line in lines[..<min(firstSample, lines.count)] where !line.isEmpty {
      guard let comma = line.firstIndex(of: ",") else {
        if line == "Name" { nameLine = "" }
        continue
      }
      let key = String(line[..<comma])
      let value = unquote(line[line.index(after: comma)...])
      if key == "Name" { nameLine = value }
      if fields[key] == nil { fields[key] = value }
    }
    let unit = fields["Unit"] ?? ""
    guard unit == "µV" || unit == "μV" else {
      throw Failure(message: "unit '\(unit)' is not µV", line: unitIndex + 1)
    }
    guard let recorded = fields["Recorded Date"], let start = ExportDate.parse(recorded) else {
      throw Failure(message: "no readable 'Recorded Date'", line: 3)
    }
    var voltages: [Double] = []
    voltages.reserveCapacity(max(lines.count - firstSample, 0))
    if firstSample < lines.count {
      for i in firstSample..<lines.count {
        let line = lines[i]
        guard let v = Double(line), v.isFinite else {
          throw Failure(message: "'\(line.prefix(40))' is not a voltage", line: i + 1)
        }
        if ExportNumber.format(v) != line { unusualNumbers += 1 }
        voltages.append(v)
      }
    }
    let rateText = fields["Sample Rate"] ?? ""
    let frequency = Double(rateText.split(separator: " ").first ?? "")
    var metadata = Metadata()
    if let nameLine { metadata.append(Electrocardiogram.HeaderKeys.name, .string(nameLine)) }
    if let v = fields["Date of Birth"] {
      metadata.append(Electrocardiogram.HeaderKeys.dateOfBirth, .string(v))
    }
    if let v = fields["Software Version"] {
      metadata.append(Electrocardiogram.HeaderKeys.softwareVersion, .string(v))
    }
    if let v = fields["Device"] { metadata.append(Electrocardiogram.HeaderKeys.device, .string(v)) }
    metadata.append(Electrocardiogram.HeaderKeys.file, .string(relativePath))
    let seconds = frequency.map { $0 > 0 ? Double(voltages.count) / $0 : 0 } ?? 0
    var ecg = Electrocardiogram(
      header: SampleHeader(
        uuid: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, start: start,
        end: Timestamp(start.date.addingTimeInterval(seconds), utcOffset: start.utcOffset), metadata: metadata
      ),
      classification: fields["Classification"], symptoms: fields["Symptoms"], samplingFrequency: frequency,
      lead: fields["Lead"], voltages: voltages)
    let original = lines[..<min(firstSample, lines.count)].joined(separator: "\n") + "\n"
    if header(of: ecg) != original {
      ecg.header.metadata.append(Electrocardiogram.HeaderKeys.verbatimHeader, .string(original))
    }
    ecg.header.uuid = Identity.uuid(for: ecg)
    return ecg
  }

  /// The file's header as Apple's exporter writes it (up to and including the empty line before the
  /// voltages), or the verbatim header the reader kept.
  static func header(of ecg: Electrocardiogram) -> String {
    let m = ecg.header.metadata
    if let verbatim = m[Electrocardiogram.HeaderKeys.verbatimHeader]?.stringValue { return verbatim }
    let name = m[Electrocardiogram.HeaderKeys.name]?.stringValue ?? ""
    var lines = [name.isEmpty ? "Name" : "Name," + quoted(name)]
    lines.append("Date of Birth," + quoted(m[Electrocardiogram.HeaderKeys.dateOfBirth]?.stringValue ?? ""))
    lines.append("Recorded Date," + ExportDate.format(ecg.header.start))
    lines.append("Classification," + quoted(ecg.classification ?? ""))
    lines.append("Symptoms," + quoted(ecg.symptoms ?? ""))
    lines.append(
      "Software Version," + quoted(m[Electrocardiogram.HeaderKeys.softwareVersion]?.stringValue ?? ""))
    lines.append("Device," + quoted(m[Electrocardiogram.HeaderKeys.device]?.stringValue ?? ""))
    lines.append("Sample Rate," + (ecg.samplingFrequency.map { ExportNumber.format($0) + " hertz" } ?? ""))
    lines += ["", "", "Lead," + quoted(ecg.lead ?? ""), "Unit,µV", ""]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the whole file: the header, then one voltage per line in the shortest form.
  static func write(_ ecg: Electrocardiogram, to sink: any ByteSink) throws {
    try sink.write(Data(header(of: ecg).utf8))
    var chunk = ""
    chunk.reserveCapacity(1 << 16)
    for v in ecg.voltages {
      chunk += ExportNumber.format(v)
      chunk += "\n"
      if chunk.utf8.count >= 1 << 16 {
        try sink.write(Data(chunk.utf8))
        chunk.removeAll(keepingCapacity: true)
      }
    }
    if !chunk.isEmpty { try sink.write(Data(chunk.utf8)) }
  }

  /// The file name Apple gives the recording: `ecg_<day>.csv`, the day in the recording's own offset.
  static func fileName(_ ecg: Electrocardiogram) -> String {
    "ecg_" + ExportDate.day(ecg.header.start) + ".csv"
  }

  static func quoted(_ value: String) -> String {
    value.contains(",") || value.contains("\"") || value.contains("\n")
      ? "\"" + value.replacing("\"", with: "\"\"") + "\"" : value
  }

  static func unquote(_ value: Substring) -> String {
    guard value.count >= 2, value.first == "\"", value.last == "\"" else { return String(value) }
    return String(value.dropFirst().dropLast().replacing("\"\"", with: "\""))
  }
}

/// The export's HL7 CDA rendering (FORMAT.md §7), carried export to export unchanged (`CarriedFiles`).
enum CDAFile {
  /// Its name in the export's folder.
  static let name = "export_cda.xml"
}

/// The FHIR resources of the export's clinical records (`clinical-records/*.json`, named by the
/// `ClinicalRecord` elements' `resourceFilePath`), each carried as an opaque record holding its bytes, so an
/// export output writes them back unchanged and a FHIR output writes them as the resources they are.
package enum ClinicalRecordFile {
  /// The opaque record's name.
  package static let recordName = "ClinicalRecordFile"
  /// The attribute holding the file's path inside the export folder (`clinical-records/Observation-1.json`).
  package static let pathKey = "path"
  /// The folder inside the export.
  static let folder = "clinical-records/"

  /// Whether a path inside the export folder is a clinical record's file: one `.json` name directly in
  /// `clinical-records/` (no further folders, no `..`), so an item can never name a path elsewhere.
  static func isClinicalRecordPath(_ relative: String) -> Bool {
    guard relative.hasPrefix(folder) else { return false }
    let name = relative.dropFirst(folder.count)
    return !name.isEmpty && !name.contains("/") && !name.contains("\\") && !name.hasPrefix(".")
      && name.lowercased().hasSuffix(".json")
  }

  /// The record carrying a file's bytes.
  static func record(path: String, data: Data) -> OpaqueRecord {
    OpaqueRecord(format: "health", name: recordName, attributes: [KeyValue(pathKey, path)], data: data)
  }
}
