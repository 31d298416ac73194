import FormatKit
import FormatSuunto
import Foundation
import TestSupport
import Testing
import WorkoutModel

/// The Suunto reader on generated files of its three layouts (`Tests/Scripts/make_suunto.py`, from
/// LAYOUTS.md §6: no permissive sample exists), value by value against `Tests/Scripts/suunto_oracle.py`,
/// which reads the raw files with json and ElementTree and converts Suunto's SI units by definition.
@Suite struct SuuntoTests {
  static func script(_ name: String) -> String {
    TestPaths.packageRoot.appendingPathComponent("Tests/Scripts/\(name)").path
  }

  static let files = ["suunto-app.json", "000000000002-2024-05-04T10_15_34-0.sml", "movescount.xml"]

  @Test(
    "app JSON, SML and Movescount XML → NDJSON: every series value, route point, beat, lap and total equals the raw file's"
  )
  func threeLayoutsAgainstRaw() throws {
    let dir = try CLI.tempDir()
    defer { try? FileManager.default.removeItem(at: dir) }
    let gen = try runProcess("python3", [Self.script("make_suunto.py"), dir.path])
    try #require(gen.status == 0, "make_suunto.py: \(gen.stderrString)")
    var args: [String] = []
    for file in Self.files {
      let input = dir.appendingPathComponent(file)
      #expect(SuuntoFormat().sniff(Array(try Data(contentsOf: input).prefix(4096))) == .yes, "\(file)")
      let out = dir.appendingPathComponent(file + ".ndjson")
      let r = try CLI.run(["convert", input.path, out.path])
      #expect(r.status == 0, "\(file): \(r.stderrString)")
      #expect(r.stderrString.contains("SeaLevelPressure 6 (1013.25–1013.75 hPa)"), "\(r.stderrString)")
      args += [input.path, out.path]
    }
    let oracle = try runProcess("python3", [Self.script("suunto_oracle.py")] + args)
    try #require(oracle.status == 0, "suunto_oracle.py: \(oracle.stderrString)")
    let json = try #require(try JSONSerialization.jsonObject(with: oracle.stdout) as? [String: Any])
    #expect((json["mismatches"] as? [String]) == [], "\(json["mismatches"] ?? "")")
    let counts = try #require(json["counts"] as? [String: Int])
    #expect(counts["hr"] == 180 && counts["route lat"] == 90 && counts["beats"] == 297, "\(counts)")
  }

  @Test("an SML sample without UTC or Time is a located error; JSON that is not a Suunto log is not sniffed")
  func badInput() throws {
    #expect(SuuntoFormat().sniff(Array("{\"identifier\": 1}".utf8)) == .no)
    #expect(SuuntoFormat().sniff(Array("<gpx></gpx>".utf8)) == .no)
    let sml = """
      <?xml version="1.0"?><sml xmlns="http://www.suunto.com/schemas/sml"><DeviceLog><Header>\
      <DateTime>2024-05-04T10:15:34</DateTime></Header><Samples><Sample><HR>2</HR></Sample></Samples>\
      </DeviceLog></sml>
      """
    let reader = try #require(SuuntoFormat().makeReader(options: FormatOptions()))
    #expect {
      try reader.read(
        InputSource(data: Data(sml.utf8), name: "x.sml"), into: DatasetSink(), context: ConversionContext())
    } throws: { error in
      let e = error as? ConversionError
      return e?.location?.file == "x.sml" && e?.message.contains("`UTC`") == true
    }
  }
}
