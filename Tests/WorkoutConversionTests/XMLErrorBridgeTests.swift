import FormatKit
import Foundation
import Testing
import WorkoutConversion
import WorkoutModel

/// The three XML readers (GPX, TCX, the health export) map parser failures through one bridge
/// (`ConversionError(_: XMLStreamError, file:)`): the same damage at the same place gives the same code,
/// message, line, column and hint, the file the reader was given, and the reader's own element path.
@Suite("XML error bridge")
struct XMLErrorBridgeTests {
  /// Each document's first two lines open its root element; the damage is the third line, directly
  /// inside the root, so it sits at the same line and column in all three.
  /// The health export twice: parsed on one thread (`threads` 1), and pipelined (2: libxml2 on this
  /// thread, the handler on another), whose events carry their place across threads.
  static let heads: [(format: FormatID, name: String, head: String, root: String, threads: Int)] =
    [
      (
        .gpx, "damaged.gpx",
        "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"t\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n",
        "/gpx", 0
      ),
      (
        .tcx, "damaged.tcx",
        "<?xml version=\"1.0\"?>\n<TrainingCenterDatabase xmlns=\"http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2\">\n",
        "/TrainingCenterDatabase", 0
      ),
      (
        .health, "damaged.xml",
        "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n",
        "/HealthData", 1
      ),
      (
        .health, "damaged.xml",
        "<?xml version=\"1.0\"?>\n<HealthData locale=\"en_US\">\n",
        "/HealthData", 2
      ),
    ]

  /// Reads `text` with the format's reader, damage failing, and returns the error it throws.
  static func error(
    _ format: FormatID, name: String, text: String, threads: Int
  ) throws -> ConversionError {
    let options = FormatOptions(damagePolicy: .fail, threads: threads)
    let reader = try #require(FormatRegistry.format(id: format)?.makeReader(options: options))
    let context = ConversionContext(inputName: name, options: options)
    do {
      try reader.read(InputSource(data: Data(text.utf8), name: name), into: DatasetSink(), context: context)
    } catch let error as ConversionError {
      return error
    }
    Issue.record("\(format): \(name) was read without an error")
    return ConversionError(.internal, "no error")
  }

  /// The same damage as the third line of each document, with and without the root's end tag.
  static func errors(damage: String, closeRoot: Bool) throws -> [(FormatID, String, ConversionError)] {
    try heads.map { h in
      let end = closeRoot ? "\n</\(h.root.dropFirst())>\n" : ""
      return (
        h.format, h.root, try error(h.format, name: h.name, text: h.head + damage + end, threads: h.threads)
      )
    }
  }

  static func expectSameShape(
    _ errors: [(FormatID, String, ConversionError)], code: ConversionErrorCode, hint: String?,
    path: (String) -> String = { $0 }
  ) {
    let first = errors[0].2
    for (format, root, e) in errors {
      let name = heads.first { $0.format == format }!.name
      #expect(e.code == code, "\(format): \(e)")
      #expect(e.location?.file == name, "\(format): \(e)")
      #expect(e.location?.line == 3, "\(format): \(e)")
      #expect(e.location?.column != nil, "\(format): \(e)")
      #expect(e.location?.column == first.location?.column, "\(format): \(e) vs \(first)")
      #expect(e.location?.elementPath == path(root), "\(format): \(e)")
      #expect(e.message == first.message, "\(format): \(e.message) vs \(first.message)")
      #expect(e.hint == hint, "\(format): \(e)")
    }
  }

  @Test func truncatedDocument() throws {
    // libxml2 names the element whose start tag the input cut.
    let errors = try Self.errors(damage: "<cut", closeRoot: false)
    Self.expectSameShape(
      errors, code: .truncatedInput,
      hint: "the file ends early; with --damage warn (the default) what precedes the damage is kept"
    ) { $0 + "/cut" }
  }

  @Test func undefinedEntity() throws {
    let errors = try Self.errors(damage: "<b>x &nope; y</b>", closeRoot: true)
    Self.expectSameShape(errors, code: .invalidInput, hint: nil) { $0 + "/b" }
    #expect(errors[0].2.message.contains("nope"), "\(errors[0].2)")
  }

  @Test func hugeNode() throws {
    // Above libxml2's 10 MB node limit without --allow-huge-xml.
    let errors = try Self.errors(
      damage: "<!--" + String(repeating: "c", count: 11_000_000) + "-->", closeRoot: true)
    Self.expectSameShape(errors, code: .limitExceeded, hint: "allow huge XML nodes (--allow-huge-xml)")
  }
}
