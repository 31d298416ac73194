import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// An NDJSON file whose last line was cut short (no newline, not complete JSON) keeps every item before
/// it and reports the damage as a located recovered error; a complete line that is not an item, or a
/// damaged line followed by others, stays an error.
@Suite struct NDJSONDamageTests {
  static func read(_ text: String, policy: Policy = .warn) throws -> ([HealthItem], ConversionContext) {
    let sink = DatasetSink()
    let context = ConversionContext(inputName: "cut.ndjson", options: FormatOptions(damagePolicy: policy))
    try NDJSONReader().read(
      InputSource(data: Data(text.utf8), name: "cut.ndjson"), into: sink, context: context)
    return (sink.dataset.items, context)
  }

  @Test func aCutLastLineKeepsEverythingBefore() throws {
    let items = try ModelFixtures.kitchenSink()
    let text = try NDJSONWriter.text(of: items)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let kept = lines.dropLast(2).joined(separator: "\n") + "\n"
    let last = lines[lines.count - 2]
    let cut = kept + last.prefix(last.count / 2)
    let (read, context) = try Self.read(cut)
    #expect(try NDJSONWriter.text(of: read) == kept)
    let error = try #require(context.report.recoveredErrors.first)
    #expect(context.report.recoveredErrors.count == 1)
    #expect(error.code == .truncatedInput)
    #expect(error.location?.line == lines.count - 1)
    #expect(error.location?.byteOffset == Int64(kept.utf8.count))
    // Damage must fail: the same input is an error.
    #expect(throws: ConversionError.self) { _ = try Self.read(cut, policy: .fail) }
    // A cut line followed by a newline is a bad line, not a cut file.
    #expect(throws: ConversionError.self) { _ = try Self.read(cut + "\n") }
    // A complete JSON object that is not an item is a bad line even when last.
    #expect(throws: ConversionError.self) { _ = try Self.read(kept + "{\"kind\":\"quantity\",\"type\":1}") }
  }
}
