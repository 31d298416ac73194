import Foundation
import TestSupport
import Testing

@testable import FormatFIT

/// A decoded message reduced to comparable raw content.
struct MessageContent: Equatable {
  var global: UInt16
  var fields: [UInt8: FITValue]
  var developer: [String: FITValue]

  init(_ m: FITMessage) {
    global = m.globalNumber
    var f: [UInt8: FITValue] = [:]
    for field in m.fields where field.origin != .expanded { f[field.number] = m.rawValue(of: field) }
    fields = f
    var d: [String: FITValue] = [:]
    for dev in m.developerFields { d["\(dev.developerDataIndex).\(dev.fieldNumber)"] = dev.value }
    developer = d
  }
}

@Suite struct FITEncoderTests {
  static func messages(_ bytes: [UInt8]) -> ([FITMessage], FITDecodingSummary) {
    var out: [FITMessage] = []
    let s = FITDecoder().decode(Data(bytes)) { out.append($0) }
    return (out, s)
  }

  /// messages → bytes → decoder gives the same messages (raw values, developer fields, expanded fields).
  @Test(
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)),
    arguments: SharedCorpus.files(in: "corpus/fit", extension: "fit"))
  func reencodedCorpusDecodesEqual(_ url: URL) throws {
    let original = try Array(Data(contentsOf: url))
    let (messages, _) = Self.messages(original)
    var encoder = FITEncoder()
    for m in messages { encoder.write(m) }
    let bytes = encoder.finish()
    let (again, summary) = Self.messages(bytes)
    #expect(summary.error == nil && summary.warnings.isEmpty, "\(url.lastPathComponent)")
    #expect(again.count == messages.count)
    for (a, b) in zip(messages, again) where MessageContent(a) != MessageContent(b) {
      Issue.record("\(url.lastPathComponent) message \(a.index) (\(a.name)) differs after re-encoding")
      break
    }
  }

  /// Garmin's SDK (fit_oracle.py) accepts what the encoder writes.
  @Test(
    .enabled(if: SharedCorpus.shouldRun, Comment(rawValue: SharedCorpus.skipMessage)),
    arguments: [
      "fitparse-edge810-vector-power-ride.fit", "fitparse-stryd-run-developer-types.fit",
      "fitparse-fr70-compressed-speed-distance.fit", "fitparse-sdk-example-DeveloperData.fit",
    ])
  func sdkAcceptsReencodedFile(_ name: String) throws {
    let (messages, _) = Self.messages(try Array(Data(contentsOf: SharedCorpus.url("corpus/fit/" + name))))
    var encoder = FITEncoder()
    for m in messages { encoder.write(m) }
    let out = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-enc-\(UUID()).fit")
    try Data(encoder.finish()).write(to: out)
    defer { try? FileManager.default.removeItem(at: out) }
    let r = try runProcess(
      "python3", [SharedCorpus.url("formats/fit/fit_oracle.py").path, out.path, "--compact"])
    #expect(r.status == 0, "\(name): \(r.stdoutString.prefix(600))")
  }
}
