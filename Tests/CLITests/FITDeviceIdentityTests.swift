import Foundation
import TestSupport
import Testing

/// `--option fit.device=…` and the default device of a written FIT (issue 20): file_id and the creator
/// device_info as fitdecode reads them (`Tests/Scripts/fit_identity.py`, raw numbers), checked against the
/// FIT profile's numbers written here by hand (garmin = 1, wahoo_fitness = 32, edge_530 = 3121,
/// fr955 = 4024, fenix7 = 3906, fr265_large = 4257), and Garmin's SDK (`fit_oracle.py`) accepting the file.
@Suite struct FITDeviceIdentityTests {
  static let script = TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/fit_identity.py")
  static let available: Bool = (try? runProcess("python3", ["-c", "import fitdecode"]).status == 0) ?? false
  static var shouldRun: Bool { available || SharedCorpus.isRequired }
  static var shouldRunShared: Bool { SharedCorpus.shouldRun && shouldRun }
  static let skip = Comment(
    rawValue:
      "skipped: needs python3 with fitdecode (and ../shared for corpus files); Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )
  static let ride = TestPaths.samples.appendingPathComponent("ride.fit")
  static let run = TestPaths.samples.appendingPathComponent("morning-run.ndjson")
  static var edge500: URL { SharedCorpus.url("corpus/fit/fitparse-edge500-ride.fit") }

  struct Message: Decodable, Equatable {
    var type: Int?
    var manufacturer: Int?
    var product: Int?
    var serialNumber: Int?
    var productName: String?
    var deviceIndex: Int?
    enum CodingKeys: String, CodingKey {
      case type, manufacturer, product
      case serialNumber = "serial_number"
      case productName = "product_name"
      case deviceIndex = "device_index"
    }
  }
  struct Identity: Decodable {
    var fileID: Message
    var deviceInfo: [Message]
    enum CodingKeys: String, CodingKey {
      case fileID = "file_id"
      case deviceInfo = "device_info"
    }
    var creators: [Message] { deviceInfo.filter { $0.deviceIndex == 0 } }
  }

  static func convert(_ input: URL, _ arguments: [String] = []) throws -> Identity {
    let out = try CLI.tempDir().appendingPathComponent("out.fit")
    let r = try CLI.run(["convert", input.path, out.path, "--quiet"] + arguments)
    try #require(r.status == 0, "\(arguments): \(r.stderrString)")
    let decoded = try runProcess("python3", [script.path, out.path])
    try #require(decoded.status == 0, "\(decoded.stderrString)")
    if SharedCorpus.shouldRun {
      let sdk = try runProcess(
        "python3", [SharedCorpus.url("formats/fit/fit_oracle.py").path, out.path, "--compact"])
      #expect(sdk.status == 0, "Garmin's SDK: \(sdk.stdoutString.prefix(400))")
    }
    return try JSONDecoder().decode(Identity.self, from: decoded.stdout)
  }

  /// Named devices and MANUFACTURER:PRODUCT[:SERIAL]: file_id and one creator device_info say exactly that.
  @Test(.enabled(if: shouldRun, skip)) func requestedDevices() throws {
    for (option, manufacturer, product, serial, name) in [
      ("edge-530", 1, 3121, nil, "Edge 530"), ("Forerunner-955", 1, 4024, nil, "Forerunner 955"),
      ("garmin:fr955:12345", 1, 4024, 12345, "Forerunner 955"), ("wahoo_fitness:31", 32, 31, nil, nil),
      ("1:3906:4000000001", 1, 3906, 4_000_000_001, "fenix 7"),
    ] as [(String, Int, Int, Int?, String?)] {
      let id = try Self.convert(Self.ride, ["--option", "fit.device=\(option)"])
      let expected = Message(
        type: 4, manufacturer: manufacturer, product: product, serialNumber: serial, productName: name)
      #expect(id.fileID == expected, "\(option)")
      #expect(id.creators.count == 1, "\(option): one creator device_info")
      var creator = try #require(id.creators.first)
      creator.deviceIndex = nil
      creator.type = 4
      #expect(creator == expected, "\(option): creator device_info")
    }
  }

  /// Default: the source device. A FIT whose file_id names its product by name only (Samples/ride.fit:
  /// "Forerunner 265") and an NDJSON (Apple-model) device "Garmin Forerunner 265" both become garmin /
  /// fr265_large, never development, in file_id and a creator device_info.
  @Test(.enabled(if: shouldRun, skip)) func sourceDeviceByName() throws {
    for input in [Self.ride, Self.run] {
      let id = try Self.convert(input)
      #expect(
        id.fileID.manufacturer == 1 && id.fileID.product == 4257, "\(input.lastPathComponent): \(id.fileID)")
      #expect(id.fileID.productName == "Forerunner 265")
      // ride.fit keeps no FIT message, FIT metadata or product number: it gets a creator device_info too.
      #expect(id.creators.map(\.product) == [4257])
    }
  }

  /// FIT → FIT keeps the source's file_id (manufacturer, product, serial) and its device_info messages;
  /// a requested device replaces the creator device_info only, the sensors' stay.
  @Test(.enabled(if: shouldRunShared, skip)) func fitSourceKeptOrReplaced() throws {
    let source = try JSONDecoder().decode(
      Identity.self, from: try runProcess("python3", [Self.script.path, Self.edge500.path]).stdout)
    let kept = try Self.convert(Self.edge500)
    #expect(kept.fileID.manufacturer == source.fileID.manufacturer)
    #expect(kept.fileID.product == source.fileID.product)
    #expect(kept.fileID.serialNumber == source.fileID.serialNumber)
    #expect(kept.deviceInfo == source.deviceInfo)
    let replaced = try Self.convert(Self.edge500, ["--option", "fit.device=fenix-7"])
    #expect(replaced.fileID.product == 3906 && replaced.fileID.serialNumber == nil)
    #expect(replaced.creators.map(\.product) == [3906])
    #expect(
      replaced.deviceInfo.filter { $0.deviceIndex != 0 } == source.deviceInfo.filter { $0.deviceIndex != 0 })
  }

  /// Unknown names: a usage error that lists the names (and the closest), no output.
  @Test func unknownDeviceIsAUsageError() throws {
    let dir = try CLI.tempDir()
    for option in ["edge-503", "acme:12", "garmin:edge_9999", "garmin:fr955:0", "garmin"] {
      let out = dir.appendingPathComponent("x.fit")
      let r = try CLI.run(["convert", Self.ride.path, out.path, "--option", "fit.device=\(option)"])
      #expect(r.status == 2, "\(option): \(r.status)")
      #expect(r.stderrString.contains("edge-530") && r.stderrString.contains("forerunner-955"), "\(option)")
      #expect(!FileManager.default.fileExists(atPath: out.path), "\(option): no output")
    }
    let r = try CLI.run([
      "convert", Self.ride.path, dir.appendingPathComponent("y.fit").path, "--option", "fit.device=edge-503",
    ])
    #expect(r.stderrString.contains("did you mean 'edge-530'"))
  }
}
