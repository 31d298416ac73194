import Foundation
import TestSupport
import Testing

/// Inputs other writers make, and damaged ones: detected by content, read leniently, what the model cannot
/// hold reported, nothing non-finite in the model.
@Suite struct FHIRInputTests {
  static func read(_ lines: [String]) throws -> (items: [[String: Any]], result: ProcessResult) {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let input = dir.appendingPathComponent("in.ndjson")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: input)
    let result = try CLI.run(["convert", input.path, "-", "--to", "ndjson", "--verbose"])
    let items = result.stdoutString.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    return (items, result)
  }

  @Test("an overflowing number (1e400) is refused with the file and line, never read as infinity")
  func overflowingNumber() throws {
    let (items, result) = try Self.read([
      #"{"resourceType":"Observation","status":"final","code":{"coding":[{"system":"http://loinc.org","code":"8867-4"}]},"effectiveDateTime":"2024-01-01T10:00:00Z","valueQuantity":{"value":1e400,"unit":"/min","system":"http://unitsofmeasure.org","code":"/min"}}"#
    ])
    #expect(result.status != 0)
    #expect(items.isEmpty)
    #expect(result.stderrString.contains("in.ndjson:1"), "\(result.stderrString)")
  }

  @Test("another writer's members are reported by name; an unknown code is kept whole for a FHIR output")
  func unreadMembers() throws {
    let (items, result) = try Self.read([
      #"{"resourceType":"Observation","status":"final","subject":{"reference":"Patient/1"},"code":{"coding":[{"system":"http://loinc.org","code":"8867-4"}]},"effectiveDateTime":"2024-01-01T10:00:00+01:00","valueQuantity":{"value":61,"unit":"/min","system":"http://unitsofmeasure.org","code":"/min"}}"#,
      #"{"resourceType":"Observation","status":"final","code":{"coding":[{"system":"http://loinc.org","code":"2339-0"}]},"effectiveDateTime":"2024-01-01T10:00:00Z","valueQuantity":{"value":95,"unit":"mg/dL"}}"#,
    ])
    #expect(result.status == 0, "\(result.stderrString)")
    #expect(result.stderrString.contains("Observation.subject"), "\(result.stderrString)")
    #expect(items.count == 2)
    #expect(
      items.first?["value"] as? Double == 61
        && items.first?["start"] as? String == "2024-01-01T10:00:00+01:00")
    #expect(items.last?["kind"] as? String == "opaque" && items.last?["format"] as? String == "fhir")
  }
}
