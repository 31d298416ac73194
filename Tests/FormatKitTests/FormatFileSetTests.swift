import Foundation
import TestSupport
import Testing

/// One file set per format: a format module `FormatX` declares `XFormat` in `XFormat.swift`; the reader
/// its `makeReader` makes is `XReader`, declared in `XReader.swift`, and the writer `XWriter` in
/// `XWriter.swift`; a format that declares options reads them into a typed `XOptions` once, and no other
/// code of the module looks an option up by name. A reader of a new format finds the same files in
/// every module, as in swift-protobuf's one file set per generator.
@Suite struct FormatFileSetTests {
  /// A module's Swift sources: path relative to the module folder → text.
  typealias Sources = [String: String]

  static func moduleSources() throws -> [String: Sources] {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
    var modules: [String: Sources] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: sources.path)
    where name.hasPrefix("Format") && name != "FormatKit" {
      let folder = sources.appendingPathComponent(name)
      var files: Sources = [:]
      let walker = FileManager.default.enumerator(atPath: folder.path)
      while let path = walker?.nextObject() as? String {
        guard path.hasSuffix(".swift") else { continue }
        files[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      }
      modules[name] = files
    }
    return modules
  }

  /// The text of the function named `name` in `text`: from its `func` to the next declaration at the
  /// same indentation (or the end of the enclosing type).
  static func functionText(_ name: String, in text: String) -> String? {
    guard let start = text.range(of: "func \(name)(") else { return nil }
    let rest = text[start.upperBound...]
    let end = rest.range(of: "\n  public ")?.lowerBound ?? rest.range(of: "\n}")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  /// The files (by name without folders) that declare a type called `name`.
  static func declaringFiles(of name: String, in files: Sources) -> [String] {
    let pattern = try! NSRegularExpression(
      pattern: "^(public |package )?(final )?(struct|class|enum) \(name)\\b", options: [.anchorsMatchLines])
    return files.compactMap { path, text in
      let range = NSRange(text.startIndex..., in: text)
      return pattern.firstMatch(in: text, range: range) == nil ? nil : (path as NSString).lastPathComponent
    }
  }

  /// The rule's violations in one module, each as a sentence.
  static func violations(module: String, files: Sources) -> [String] {
    let prefix = String(module.dropFirst("Format".count))
    guard
      let formatText = files.first(where: {
        ($0.key as NSString).lastPathComponent == "\(prefix)Format.swift"
      })?.value
    else { return ["\(module): no \(prefix)Format.swift"] }
    var found: [String] = []
    for role in ["Reader", "Writer"] {
      guard let body = functionText("make\(role)", in: formatText), !body.contains("nil }") else { continue }
      let type = prefix + role
      if !body.contains("\(type)(") { found.append("\(module): make\(role) makes no \(type)") }
      if declaringFiles(of: type, in: files) != ["\(type).swift"] {
        found.append("\(module): \(type) is not declared (alone) in \(type).swift")
      }
    }
    guard files.values.contains(where: { $0.contains("FormatOption(") }) else { return found }
    let options = "\(prefix)Options"
    let lookup = try! NSRegularExpression(
      pattern: "options(\\.value\\(|\\.values\\[|\\.flag\\(|\\.integer\\(|\\[)", options: [])
    var declared = false
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      var inOptions = false
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.range(of: "struct \(options)\\b", options: .regularExpression) != nil {
          inOptions = true
          declared = true
        } else if inOptions, line.hasPrefix("}") {
          inOptions = false
        }
        let text = String(line)
        let range = NSRange(text.startIndex..., in: text)
        if !inOptions, !text.trimmingCharacters(in: .whitespaces).hasPrefix("//"),
          lookup.firstMatch(in: text, range: range) != nil
        {
          found.append(
            "\(module): \(path) looks an option up outside \(options): \(line.trimmingCharacters(in: .whitespaces))"
          )
        }
      }
    }
    if !declared { found.append("\(module): declares options but no \(options)") }
    return found
  }

  @Test func everyFormatHasItsFileSet() throws {
    let modules = try Self.moduleSources()
    #expect(modules.count >= 10, "format modules found: \(modules.keys.sorted())")
    let found = modules.sorted(by: { $0.key < $1.key }).flatMap {
      Self.violations(module: $0.key, files: $0.value)
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func theRuleCatchesPlantedViolations() {
    let format = """
      public struct ZFormat: WorkoutFormat {
        public static let speed = FormatOption("z.speed", .bool, default: "false", help: "")
        public func makeReader(options: FormatOptions) -> (any FormatReader)? { ZReader(options: ZOptions(options)) }
        public func makeWriter(to output: any ByteSink, options: FormatOptions, context: ConversionContext) throws
          -> (any FormatWriter)?
        { nil }
      }

      public struct ZOptions {
        public init(_ options: FormatOptions) { speed = options.flag(ZFormat.speed) }
      }
      """
    let reader = "public struct ZReader: FormatReader {}\n"
    let good: Sources = ["ZFormat.swift": format, "ZReader.swift": reader]
    #expect(Self.violations(module: "FormatZ", files: good) == [])
    // The reader declared in another file, beside another type.
    #expect(Self.violations(module: "FormatZ", files: ["ZFormat.swift": format + "\n" + reader]).count == 1)
    // An option looked up by name outside ZOptions.
    let lookup = reader + "func f(options: FormatOptions) -> Bool { options.flag(ZFormat.speed) }\n"
    #expect(
      Self.violations(module: "FormatZ", files: ["ZFormat.swift": format, "ZReader.swift": lookup]).count == 1
    )
    // Options without their typed struct.
    let untyped = format.replacingOccurrences(of: "struct ZOptions", with: "struct Settings")
    #expect(
      Self.violations(module: "FormatZ", files: ["ZFormat.swift": untyped, "ZReader.swift": reader]).count
        == 2)
    // No format file.
    #expect(Self.violations(module: "FormatZ", files: ["ZReader.swift": reader]).count == 1)
  }
}
