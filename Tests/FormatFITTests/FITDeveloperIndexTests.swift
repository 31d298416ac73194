import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel

@testable import FormatFIT

/// The FIT writer's developer indexes: two developers that use one index in the source (a
/// chained file's parts, each from another application) are written under two indexes, each kept message's
/// developer value stays with its own developer's field. Read back by fitdecode (values by field name and developer) and accepted by garmin-fit-sdk
/// (`fit_oracle.py`).
@Suite struct FITDeveloperIndexTests {
  /// A FIT activity where application A and then application B declare developer index 0, field 0, each
  /// used by a device_info message (scale 10: raw 110 and 220).
  static func collidingDevelopers() -> [UInt8] {
    var encoder = FITEncoder()
    var m = FITMessage(globalNumber: FITMessageNumber.fileId)
    m.set(FITFieldNumber.FileId.type, 4)
    encoder.write(m)
    for (app, name, value) in [(UInt8(0xA1), "sensor_a", 11.0), (0xB2, "sensor_b", 22.0)] {
      m = FITMessage(globalNumber: FITMessageNumber.developerDataId)
      m.setRaw(FITFieldNumber.DeveloperDataId.applicationId, .bytes(Array(repeating: app, count: 16)))
      m.setRaw(FITFieldNumber.DeveloperDataId.developerDataIndex, .integer(0))
      encoder.write(m)
      let description = FITDeveloperFieldDescription(
        developerDataIndex: 0, fieldNumber: 0, baseType: .uint16, name: name, units: "", scale: 10)
      typealias Fields = FITFieldNumber.FieldDescription
      m = FITMessage(globalNumber: FITMessageNumber.fieldDescription)
      m.setRaw(Fields.developerDataIndex, .integer(0))
      m.setRaw(Fields.fieldDefinitionNumber, .integer(0))
      m.setRaw(Fields.fitBaseTypeId, .integer(Int64(FITBaseType.uint16.definitionByte)))
      m.set(Fields.fieldName, name)
      m.setRaw(Fields.scale, .integer(10))
      encoder.write(m)
      m = FITMessage(globalNumber: FITMessageNumber.deviceInfo)
      m.set(FITFieldNumber.DeviceInfo.deviceIndex, 1)
      m.appendDeveloperField(
        FITDeveloperFieldValue(
          developerDataIndex: 0, fieldNumber: 0, description: description, value: .integer(Int64(value * 10)),
          isBigEndian: false))
      encoder.write(m)
    }
    let t0 = 1_000_000_000.0
    for i in 0..<3 {
      m = FITMessage(globalNumber: FITMessageNumber.record)
      m.set(FITFieldNumber.timestamp, t0 + Double(i))
      m.set(FITFieldNumber.Record.heartRate, 120)
      encoder.write(m)
    }
    return encoder.finish()
  }

  @Test(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
  func collidingIndexesAreRenumbered() throws {
    let folder = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.fit")
    try Data(Self.collidingDevelopers()).write(to: input)
    let output = folder.appendingPathComponent("out.fit")
    let r = try CLI.run(["convert", input.path, output.path])
    try #require(r.status == 0, "\(r.stderrString)")
    #expect(!r.stderrString.contains("developer"), "\(r.stderrString)")
    let script = """
      import fitdecode, sys, json
      ids, values = [], []
      for m in fitdecode.FitReader(sys.argv[1]):
          if not isinstance(m, fitdecode.FitDataMessage): continue
          if m.name == 'developer_data_id':
              ids.append([m.get_value('developer_data_index'), list(m.get_value('application_id'))[0]])
          if m.name == 'device_info':
              for f in m.fields:
                  if isinstance(f.field_def, fitdecode.types.DevFieldDefinition):
                      values.append([f.name, f.value, f.field_def.dev_data_index])
      print(json.dumps([ids, values]))
      """
    let py = try runProcess("python3", ["-c", script, output.path])
    try #require(py.status == 0, "\(py.stderrString)")
    let parsed = try #require(try JSONSerialization.jsonObject(with: py.stdout) as? [[[Any]]])
    let ids = parsed[0].map { "\($0[0]):\($0[1])" }
    #expect(ids == ["0:161", "1:178"], "developer_data_id index:application \(ids)")
    let values = parsed[1].map { "\($0[0])=\($0[1])@\($0[2])" }
    // fitdecode reads a developer value raw (it ignores the description's scale): the raw values read.
    #expect(values == ["sensor_a=110@0", "sensor_b=220@1"], "\(values)")
    let oracle = try FITMapping.oracle(try Data(contentsOf: output))
    #expect(oracle.status == 0, "garmin-fit-sdk: \(oracle.json)")
  }
}
