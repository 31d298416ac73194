import ExportArchives
import FormatKit
import Foundation
import TestSupport
import Testing
import WorkoutModel
import ZipStreaming

/// An account export reads the same whether zipped or unpacked; CSV rows follow RFC 4180 whatever the
/// buffer boundaries; errors name the member.
@Suite struct ExportArchivesTests {
  static let files: [String: String] = [
    "Takeout/Fitbit/Global Export Data/steps-2020-07-07.json":
      #"[{"dateTime":"07/07/20 00:00:00","value":"12"}]"#,
    "Takeout/Fitbit/Physical Activity_GoogleData/steps_2024-01-01.csv":
      "\u{FEFF}timestamp,steps\r\n2024-01-01T00:00:00Z,5\r\n",
    "a/b.txt": "x",
  ]

  /// A folder holding `files`, and the zip of the same folder.
  static func export() throws -> (folder: URL, zip: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("Takeout-folder")
    let zipURL = root.appendingPathComponent("takeout.zip")
    let writer = try { () throws -> ZipArchiveWriter in
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      return try ZipArchiveWriter(url: zipURL)
    }()
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      try writer.addEntry(path: path, data: Data(text.utf8))
    }
    try writer.finish()
    return (folder, zipURL)
  }

  @Test func zipAndFolderListAndReadAlike() throws {
    let (folder, zip) = try Self.export()
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    let expected = Self.files.keys.sorted()
    for url in [folder, zip] {
      let members = try ArchiveMembers.open(url)
      #expect(members.paths == expected, "\(url.lastPathComponent)")
      for path in expected {
        #expect(String(decoding: try members.data(path), as: UTF8.self) == Self.files[path])
        // A named file (SQLite cannot open an unnamed `/proc/self/fd/N` spool), gone afterwards.
        var used: URL?
        let viaFile = try members.withFile(path) { url in
          used = url
          #expect(!url.path.hasPrefix("/proc/"), "\(url.path)")
          return try Data(contentsOf: url)
        }
        if url.pathExtension == "zip" { #expect(!FileManager.default.fileExists(atPath: used!.path)) }
        #expect(String(decoding: viaFile, as: UTF8.self) == Self.files[path])
      }
      #expect(members.memberName("a/b.txt") == url.lastPathComponent + ":a/b.txt")
      let missing = #expect(throws: ConversionError.self) { try members.data("nope.json") }
      #expect(missing?.location?.file == url.lastPathComponent + ":nope.json")
      let tooBig = #expect(throws: ConversionError.self) { try members.data(expected[0], limit: 4) }
      #expect(tooBig?.code == .limitExceeded)
      #expect(ArchiveMembers.paths(at: url) { $0.contains { $0.hasSuffix("steps-2020-07-07.json") } })
    }
    #expect(!ArchiveMembers.paths(at: folder.appendingPathComponent("nothing")) { _ in true })
  }

  static func rows(_ text: String) throws -> [[String]] {
    let rows = try CSVRows(data: Data(text.utf8), name: "t.csv")
    var out: [[String]] = []
    while let row = try rows.next() { out.append(row) }
    return out
  }

  @Test func csvRowsFollowRFC4180() throws {
    #expect(try Self.rows("\u{FEFF}a,b\r\n1,2\r\n") == [["a", "b"], ["1", "2"]])
    #expect(try Self.rows("a,\"b,c\",\"d\"\"e\"\n") == [["a", "b,c", "d\"e"]])
    #expect(try Self.rows("\"multi\r\nline\",x\r\ny,\n") == [["multi\r\nline", "x"], ["y", ""]])
    #expect(try Self.rows("a\n\nb") == [["a"], [""], ["b"]])
    #expect(try Self.rows("=1+2,'x\r") == [["=1+2", "'x\r"]])
    #expect(try Self.rows("") == [])
    let open = #expect(throws: ConversionError.self) { try Self.rows("a,\"never closed\n") }
    #expect(open?.location?.line == 1)
  }

  /// Rows longer than the reader's 64 KiB block, and a line count past quoted line breaks.
  @Test func csvRowsAcrossBlocksKeepLines() throws {
    let long = String(repeating: "x", count: 200_000)
    let text = "h1,h2\n\"q\nq\",\(long)\nlast,1\n"
    let rows = try CSVRows(data: Data(text.utf8), name: "t.csv")
    #expect(try rows.next() == ["h1", "h2"])
    #expect(try rows.next() == ["q\nq", long])
    #expect(rows.line == 2)
    #expect(try rows.next() == ["last", "1"])
    #expect(rows.line == 4)
    #expect(try rows.next() == nil)
  }

  @Test func jsonErrorsAreLocated() throws {
    let at = SourceLocation(file: "x.zip:a.json")
    #expect((try ExportJSON.object(Data(#"{"a":1}"#.utf8), at: at)["a"] as? JSONNumber)?.int64Value == 1)
    let bad = #expect(throws: ConversionError.self) { try ExportJSON.object(Data("[1".utf8), at: at) }
    #expect(bad?.location?.file == "x.zip:a.json")
    #expect(throws: ConversionError.self) { try ExportJSON.array(Data("{}".utf8), at: at) }
  }
}
