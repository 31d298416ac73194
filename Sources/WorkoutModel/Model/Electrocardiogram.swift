import FoundationEssentials

/// An electrocardiogram (HKElectrocardiogram, type `HKDataTypeIdentifierElectrocardiogram`): one
/// recording of a single lead, its classification and its voltage series.
///
/// Apple's export writes each one as `electrocardiograms/ecg_YYYY-MM-DD[_n].csv`; the fields the model has
/// no home for (the person's name and date of birth, the ECG app's version, the watch model) travel as
/// `health.ecg.*` metadata so the export writer can write the file back byte for byte.
public struct Electrocardiogram: Sendable, Hashable, Codable {
  /// HealthKit's type identifier for electrocardiograms.
  public static let typeIdentifier = "HKDataTypeIdentifierElectrocardiogram"

  /// Identity, interval (start = recording start; end = start + sample count ÷ sampling frequency),
  /// provenance and metadata.
  public var header: SampleHeader
  /// The classification as the source wrote it ("Sinus Rhythm", "Atrial Fibrillation", "Inconclusive",
  /// "Poor Recording"…), if any.
  public var classification: String?
  /// The symptoms as the source wrote them (empty or absent when none were noted).
  public var symptoms: String?
  /// Average heart rate over the recording, in count/min, when the source gives one (Apple's CSV does not).
  public var averageHeartRate: Double?
  /// Samples per second (Hz).
  public var samplingFrequency: Double?
  /// The lead as written ("Lead I": HKElectrocardiogramLeadAppleWatchSimilarToLeadI).
  public var lead: String?
  /// The voltage measurements in µV, one per sampling period, in time order.
  public var voltages: [Double]

  /// Makes an electrocardiogram.
  public init(
    header: SampleHeader, classification: String? = nil, symptoms: String? = nil,
    averageHeartRate: Double? = nil, samplingFrequency: Double? = nil, lead: String? = nil,
    voltages: [Double] = []
  ) {
    self.header = header
    self.classification = classification
    self.symptoms = symptoms
    self.averageHeartRate = averageHeartRate
    self.samplingFrequency = samplingFrequency
    self.lead = lead
    self.voltages = voltages
  }

  /// The metadata keys for the CSV header fields that have no model home.
  public enum HeaderKeys {
    /// The `Name` line's value (the person's name; often empty).
    public static let name = "health.ecg.name"
    /// `Date of Birth`, as written ("Jun 12, 2006").
    public static let dateOfBirth = "health.ecg.dateOfBirth"
    /// `Software Version`: the ECG app's version ("1.90").
    public static let softwareVersion = "health.ecg.softwareVersion"
    /// `Device`: the watch's model identifier ("Watch6,7").
    public static let device = "health.ecg.device"
    /// The file's path inside the export (`electrocardiograms/ecg_2023-03-04_1.csv`).
    public static let file = "health.ecg.file"
    /// The file's header, verbatim, when it does not follow the layout the writer composes.
    public static let verbatimHeader = "health.ecg.header"
  }
}

extension Electrocardiogram {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyCodingKey.self)
    try header.encodeFields(into: &c)
    try c.encode(Self.typeIdentifier, forKey: "type")
    try c.put(classification, "classification")
    try c.put(symptoms, "symptoms")
    try c.put(averageHeartRate, "averageHeartRate")
    try c.put(samplingFrequency, "samplingFrequency")
    try c.put(lead, "lead")
    try c.encode(voltages, forKey: "voltages")
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    self.init(
      header: try SampleHeader(fields: c), classification: try c.opt(String.self, "classification"),
      symptoms: try c.opt(String.self, "symptoms"),
      averageHeartRate: try c.opt(Double.self, "averageHeartRate"),
      samplingFrequency: try c.opt(Double.self, "samplingFrequency"), lead: try c.opt(String.self, "lead"),
      voltages: try c.array(Double.self, "voltages"))
  }
}
