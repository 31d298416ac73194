import FormatKit
import FormatNDJSON
import Foundation
import TestSupport
import Testing
import WorkoutConversion
import WorkoutModel

/// Each value edge by its mechanism: what the readers correct or replace (located, counted), what the
/// writers leave out, and what the FIT writer refuses.
@Suite struct WriteReadBackEdgeTests {
  static func write(_ name: String, _ data: Data) throws -> URL {
    let url = try CLI.tempDir().appendingPathComponent(name)
    try data.write(to: url)
    return url
  }

  static func read(_ url: URL, _ format: FormatID) throws -> ([HealthItem], ConversionReport) {
    let (dataset, report) = try Converter.readAll(InputSource(file: url), format: format)
    return (dataset.items, report)
  }

  /// Scalars `PortableText` refuses, in NDJSON text of `items` (JSON escapes decoded by reading it).
  static func refusedScalars(in text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter { !PortableText.isPortable($0) }
  }

  @Test func endBeforeStartIsCorrectedAtReadTimeAndLocated() throws {
    let input = try Self.write("backwards.xml", Data(EdgeInputs.endBeforeStartExport.utf8))
    let (items, report) = try Self.read(input, .health)
    let headers = items.compactMap(\.header)
    #expect(headers.count >= 3)
    #expect(headers.allSatisfy { $0.end.date >= $0.start.date })
    for case .workout(let w) in items {
      #expect((w.duration ?? 0) >= 0)
      #expect(w.statistics.allSatisfy { $0.end.date >= $0.start.date })
    }
    let warning = try #require(report.warnings.first { $0.code == "read.endBeforeStart" })
    #expect(warning.count >= 3, "\(warning)")
    #expect(warning.firstLocation?.file == input.path && warning.firstLocation?.recordIndex != nil)
    // What was read is written as NDJSON that wkconv reads back.
    let text = try NDJSONWriter.text(of: items)
    let back = try Self.write("back.ndjson", Data(text.utf8))
    #expect(throws: Never.self) { _ = try Self.read(back, .ndjson) }
  }

  @Test(arguments: ["edge-text.ndjson", "edge-text.fit"])
  func textXMLCannotHoldIsReplacedAtReadTime(_ name: String) throws {
    let (_, format, data) = try #require(EdgeInputs.all().first { $0.0 == name })
    let input = try Self.write(name, data)
    let (items, report) = try Self.read(input, format)
    #expect(Self.refusedScalars(in: try NDJSONWriter.text(of: items)).isEmpty)
    let warning = try #require(report.warnings.first { $0.code == "read.textReplaced" })
    // Each of badText's refused scalars (U+0001, U+FFFE, U+FFFF, U+FDD0, U+1FFFE, U+001B), at least twice.
    #expect(warning.count >= 12, "\(warning)")
    #expect(warning.firstLocation?.file == input.path)
    // Every XML output holds U+FFFD where the input had them, and reads back.
    for target: FormatID in [.gpx, .tcx, .health] {
      let out = try CLI.tempDir()
      let settings = ConversionSettings(inputFormat: format, outputFormat: target, overwrite: true)
      let ext = target == .health ? "zip" : target.rawValue
      let file = out.appendingPathComponent("out." + ext)
      _ = try Converter.convert(input: InputSource(file: input), to: .file(file), settings: settings)
      if target != .health {
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(Self.refusedScalars(in: written).isEmpty, "\(target)")
        #expect(written.contains("\u{FFFD}"), "\(target)")
      }
      #expect(throws: Never.self, "\(target)") { _ = try Self.read(file, target) }
    }
  }

  @Test func overflowingSumsAreLeftOutOfTCXWithALoss() throws {
    let input = try Self.write("huge.ndjson", Data(EdgeInputs.hugeValuesNDJSON().utf8))
    let out = try CLI.tempDir().appendingPathComponent("huge.tcx")
    let settings = ConversionSettings(inputFormat: .ndjson, outputFormat: .tcx, overwrite: true)
    let report = try Converter.convert(input: InputSource(file: input), to: .file(out), settings: settings)
    let text = try String(contentsOf: out, encoding: .utf8)
    for word in [">inf<", ">-inf<", ">nan<", "INF<", "NaN<"] { #expect(!text.contains(word), "\(word)") }
    #expect(report.losses.contains { $0.kind.description.contains("out of range") }, "\(report.losses)")
    #expect(throws: Never.self) { _ = try Self.read(out, .tcx) }
  }

  /// 1e308 distances: the HTML page and both summaries are made (a trap in number formatting was a
  /// SIGILL), and summary --json is JSON.
  @Test func hugeValuesMakeHTMLAndSummaries() throws {
    let input = try Self.write("huge.ndjson", Data(EdgeInputs.hugeValuesNDJSON().utf8))
    let html = input.deletingLastPathComponent().appendingPathComponent("huge.html")
    let r = try CLI.run(["convert", input.path, html.path])
    #expect(r.status == 0, "exit \(r.status): \(r.stderrString)")
    #expect(try String(contentsOf: html, encoding: .utf8).contains("</html>"))
    let text = try CLI.run(["summary", input.path])
    #expect(text.status == 0, "exit \(text.status): \(text.stderrString)")
    let json = try CLI.run(["summary", "--json", input.path])
    #expect(json.status == 0, "exit \(json.status): \(json.stderrString)")
    #expect((try? JSONSerialization.jsonObject(with: json.stdout)) != nil, "\(json.stdoutString)")
  }

  /// FIT's date_time holds 1989-12-31…2126-02-06: a 1970 or 2130 workout is refused, located, nothing
  /// written (it used to be dated 1989 or 1994); the same workout in 1995 (device time to most readers,
  /// read back as written) and 2025 is written.
  @Test(arguments: [("1970-01-01", false), ("2130-06-01", false), ("1995-03-01", true), ("2025-06-14", true)])
  func fitDatesOutsideTheProtocolAreRefused(_ day: String, _ writes: Bool) throws {
    let input = try Self.write("run-\(day).ndjson", Data(EdgeInputs.shiftedNDJSON(to: day).utf8))
    let out = input.deletingLastPathComponent().appendingPathComponent("run.fit")
    let r = try CLI.run(["convert", input.path, out.path])
    if writes {
      #expect(r.status == 0, "exit \(r.status): \(r.stderrString)")
      let (items, _) = try Self.read(out, .fit)
      let start = try #require(items.compactMap { if case .workout(let w) = $0 { w } else { nil } }.first)
      #expect(start.header.start.description.hasPrefix(day), "\(start.header.start)")
    } else {
      #expect(r.status == 1, "exit \(r.status): \(r.stderrString)")
      #expect(r.stderrString.contains("outside the dates a FIT file holds"), "\(r.stderrString)")
      #expect(r.stderrString.contains(day.prefix(4)), "\(r.stderrString)")
      #expect(!FileManager.default.fileExists(atPath: out.path))
    }
  }
}
