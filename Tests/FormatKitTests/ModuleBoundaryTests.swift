import Foundation
import TestSupport
import Testing

/// Each module's `Sources/<Module>/README.md` says what it may import (`May import: A, B, C.`); this holds
/// `Package.swift` and the sources to it: the README's package modules and products are exactly the
/// target's dependencies, every dependency is imported somewhere in the module, and every `import` in its
/// sources is listed. It also checks that every module has a `<Module>Tests` target or names the test
/// targets that cover it (`Tested in: …`).
@Suite struct ModuleBoundaryTests {
  struct Target {
    var kind: String
    var name: String
    var path: String?
    var dependencies: [String]
  }

  static let root = TestPaths.packageRoot

  /// The `.target(…)`-style calls of `Package.swift`: kind, name, path and dependency names (targets,
  /// and products by their product name).
  static func targets() throws -> [Target] {
    let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let chars = Array(text)
    var result: [Target] = []
    let kinds = ["target", "executableTarget", "testTarget", "systemLibrary"]
    var i = 0
    while i < chars.count {
      guard chars[i] == ".", let kind = kinds.first(where: { matches(chars, at: i + 1, $0 + "(") }) else {
        i += 1
        continue
      }
      // The call's text, to its balanced closing parenthesis.
      var j = i + 1 + kind.count
      var depth = 0
      let start = j
      repeat {
        if chars[j] == "(" || chars[j] == "[" { depth += 1 }
        if chars[j] == ")" || chars[j] == "]" { depth -= 1 }
        j += 1
      } while depth > 0 && j < chars.count
      let call = String(chars[start..<j])
      let name = firstQuoted(after: "name:", in: call) ?? ""
      var dependencies: [String] = []
      if let range = call.range(of: "dependencies:") {
        var list = call[range.upperBound...]
        if let open = list.firstIndex(of: "[") {
          list = list[open...]
          var d = 0
          var end = list.startIndex
          for k in list.indices {
            if list[k] == "[" { d += 1 }
            if list[k] == "]" { d -= 1 }
            if d == 0 {
              end = k
              break
            }
          }
          let body = String(list[list.startIndex...end])
          // `.product(name: "P", package: "Q")` counts as P; other quoted names are targets.
          let products = body.components(separatedBy: ".product(").dropFirst().compactMap {
            firstQuoted(after: "name:", in: $0)
          }
          var withoutProducts = body
          while let r = withoutProducts.range(of: ".product(") {
            let close = withoutProducts[r.upperBound...].firstIndex(of: ")") ?? withoutProducts.endIndex
            withoutProducts.removeSubrange(
              r.lowerBound..<min(withoutProducts.index(after: close), withoutProducts.endIndex))
          }
          dependencies = quoted(in: withoutProducts) + products
        }
      }
      result.append(
        Target(
          kind: kind, name: name, path: firstQuoted(after: "path:", in: call), dependencies: dependencies))
      i = j
    }
    return result
  }

  static func matches(_ chars: [Character], at index: Int, _ word: String) -> Bool {
    let w = Array(word)
    return index + w.count <= chars.count && Array(chars[index..<index + w.count]) == w
  }

  static func quoted(in text: String) -> [String] {
    text.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
  }

  static func firstQuoted(after label: String, in text: String) -> String? {
    guard let r = text.range(of: label) else { return nil }
    return quoted(in: String(text[r.upperBound...])).first
  }

  /// The names after `label` on its line, parenthesised remarks and the final period dropped.
  static func list(_ label: String, in readme: String) -> [String]? {
    guard let line = readme.split(separator: "\n").first(where: { $0.hasPrefix(label) }) else { return nil }
    var text = String(line.dropFirst(label.count))
    while let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
      text.removeSubrange(open...close)
    }
    return text.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ".")))
    }
    .filter { !$0.isEmpty }
  }

  /// The modules a source file imports (`import X`, `@testable import X`, `import struct X.Y`, …).
  static func imports(in source: String) -> Set<String> {
    var names: Set<String> = []
    for line in source.split(separator: "\n") {
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      while let w = words.first,
        w.hasPrefix("@") || ["public", "package", "internal", "private", "fileprivate"].contains(w)
      {
        words = words.dropFirst()
      }
      guard words.first == "import" else { continue }
      words = words.dropFirst()
      if let w = words.first,
        ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(w)
      {
        words = words.dropFirst()
      }
      if let module = words.first?.split(separator: ".").first { names.insert(String(module)) }
    }
    return names
  }

  @Test func readmesPackageAndImportsAgree() throws {
    let targets = try Self.targets()
    let packageNames = Set(targets.map(\.name))
    let sourceModules = targets.filter { $0.kind == "target" || $0.kind == "executableTarget" }
      .filter { ($0.path ?? "Sources/\($0.name)").hasPrefix("Sources/") }
    #expect(sourceModules.count >= 15, "Package.swift parsed: \(targets.map(\.name))")
    let testTargets = Set(targets.filter { $0.kind == "testTarget" }.map(\.name))
    let products = Set(targets.flatMap(\.dependencies).filter { !packageNames.contains($0) })
    for target in sourceModules {
      let folder = Self.root.appendingPathComponent(target.path ?? "Sources/\(target.name)")
      guard let readme = try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8),
        let allowed = Self.list("May import:", in: readme)
      else {
        Issue.record("\(target.name): Sources/\(target.name)/README.md has no \"May import:\" line")
        continue
      }
      let allowedSet = Set(allowed)
      // Package modules and products in the README = the target's dependencies in Package.swift.
      let listedPackage = allowedSet.filter { packageNames.contains($0) || products.contains($0) }
      #expect(
        listedPackage == Set(target.dependencies),
        "\(target.name): README lists \(listedPackage.sorted()), Package.swift says \(target.dependencies.sorted())"
      )
      // What the sources import.
      var imported: Set<String> = []
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = files?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        let found = Self.imports(in: try String(contentsOf: url, encoding: .utf8))
        for module in found.subtracting(allowedSet) {
          Issue.record(
            "\(target.name): \(url.lastPathComponent) imports \(module), which its README does not list")
        }
        imported.formUnion(found)
      }
      for dependency in target.dependencies where !imported.contains(dependency) {
        Issue.record("\(target.name): depends on \(dependency) in Package.swift but never imports it")
      }
      // Tests: a target of its own, or the ones named.
      if !testTargets.contains(target.name + "Tests") {
        let named = Self.list("Tested in:", in: readme) ?? []
        #expect(!named.isEmpty, "\(target.name): no \(target.name)Tests target and no \"Tested in:\" line")
        for name in named {
          #expect(testTargets.contains(name), "\(target.name): Tested in \(name), which is no test target")
        }
      }
    }
  }

  // MARK: Layer rules

  /// Modules of the toolchain and the platform, which need no declaration.
  static let systemModules: Set<String> = [
    "Foundation", "FoundationEssentials", "Glibc", "Musl", "Darwin", "Dispatch", "Synchronization",
  ]

  /// The design rules over what each source module imports (`imports`: module → the modules its sources
  /// import; `declared`: the targets of `Package.swift` and the products of its dependencies):
  /// - a format module (`Format*`, FormatKit aside) imports no other format module and neither
  ///   WorkoutOperations nor WorkoutConversion;
  /// - FormatKit imports no package module but WorkoutModel and ByteStreams (no XML, zip or table layer);
  /// - WorkoutModel imports Foundation and ByteStreams only;
  /// - HealthStatistics imports no format, operation or conversion layer (WorkoutModel, ByteStreams and
  ///   FormatKit among the package's modules), so that a store or a command can compute statistics;
  /// - WorkoutModel imports FoundationEssentials, ByteStreams and the C library (its math) only;
  /// - no module imports full `Foundation`: FoundationEssentials has what the package uses, and full
  ///   Foundation links ICU's data into the static binary (~30 MB of a 13 MB tool);
  /// - a C library's module (`cModules`: the `systemLibrary` targets) is imported by its one wrapper
  ///   module alone (`cSeams`: swift-system's one C seam), and one without a wrapper there by none;
  /// - every module imported is declared (a `Package.swift` target or a dependency's product) or the
  ///   toolchain's.
  /// Returns one sentence per broken rule and module.
  static let workoutModelImports: Set<String> = [
    "FoundationEssentials", "ByteStreams", "Glibc", "Musl", "Darwin",
  ]

  /// Each C library's module (a `systemLibrary` target) → the one module that wraps it.
  static let cSeams: [String: String] = [
    "CLibXML2": "XMLStreaming", "CLibDeflate": "ZipStreaming", "CLibZ": "ZipStreaming",
    "CZstd": "FormatParquet",
    "CSQLite": "SQLiteKit",
  ]

  static func layerViolations(
    imports: [String: Set<String>], declared: Set<String>, cModules: Set<String> = Set(cSeams.keys)
  ) -> [String] {
    var found: [String] = []
    func isFormat(_ name: String) -> Bool { name.hasPrefix("Format") && name != "FormatKit" }
    for (module, imported) in imports.sorted(by: { $0.key < $1.key }) {
      if isFormat(module) {
        for other in imported.sorted() where isFormat(other) && other != module {
          found.append("\(module) imports \(other): a format imports no other format")
        }
        for layer in ["WorkoutOperations", "WorkoutConversion"] where imported.contains(layer) {
          found.append("\(module) imports \(layer): a format imports no operation or conversion layer")
        }
      }
      if module == "FormatKit" {
        for other in imported.subtracting(systemModules).subtracting(["WorkoutModel", "ByteStreams"]).sorted()
        {
          found.append(
            "FormatKit imports \(other): among the package's modules it imports WorkoutModel and ByteStreams only"
          )
        }
      }
      if module == "WorkoutModel" {
        for other in imported.subtracting(workoutModelImports).sorted() {
          found.append(
            "WorkoutModel imports \(other): it imports FoundationEssentials, ByteStreams and the C library only"
          )
        }
      }
      if module == "HealthStatistics" {
        let allowed: Set<String> = ["WorkoutModel", "ByteStreams", "FormatKit"]
        for other in imported.subtracting(systemModules).subtracting(allowed).sorted() {
          found.append(
            "HealthStatistics imports \(other): it computes over the model alone (WorkoutModel, ByteStreams, FormatKit)"
          )
        }
      }
      for other in imported.sorted() where cModules.contains(other) {
        if let wrapper = cSeams[other] {
          if wrapper != module {
            found.append("\(module) imports \(other): only \(wrapper) binds that C library")
          }
        } else {
          found.append("\(module) imports \(other): a C library module has one wrapper, named in cSeams")
        }
      }
      if imported.contains("Foundation") {
        found.append(
          "\(module) imports Foundation: import FoundationEssentials (full Foundation links ICU's ~30 MB of data)"
        )
      }
      for other in imported.subtracting(systemModules).subtracting(declared).sorted() {
        found.append("\(module) imports \(other), which Package.swift does not declare")
      }
    }
    return found
  }

  /// What each source module of `Package.swift` imports, from its sources; the declared modules and
  /// products; the C library modules (`systemLibrary` targets).
  static func sourceImports() throws -> (
    imports: [String: Set<String>], declared: Set<String>, cModules: Set<String>
  ) {
    let targets = try Self.targets()
    let names = Set(targets.map(\.name))
    let products = Set(targets.flatMap(\.dependencies).filter { !names.contains($0) })
    var imports: [String: Set<String>] = [:]
    for target in targets where target.kind == "target" || target.kind == "executableTarget" {
      let path = target.path ?? "Sources/\(target.name)"
      guard path.hasPrefix("Sources/") else { continue }
      var imported: Set<String> = []
      let files = FileManager.default.enumerator(
        at: Self.root.appendingPathComponent(path), includingPropertiesForKeys: nil)
      while let url = files?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        imported.formUnion(Self.imports(in: try String(contentsOf: url, encoding: .utf8)))
      }
      imports[target.name] = imported
    }
    let cModules = Set(targets.filter { $0.kind == "systemLibrary" }.map(\.name))
    return (imports, names.union(products), cModules)
  }

  @Test func layerRulesHold() throws {
    let (imports, declared, cModules) = try Self.sourceImports()
    #expect(imports["WorkoutModel"] != nil && imports["FormatKit"] != nil && imports["FormatFIT"] != nil)
    #expect(Self.layerViolations(imports: imports, declared: declared, cModules: cModules) == [])
    // Every C library module has its wrapper named, and every wrapper named exists.
    #expect(cModules == Set(Self.cSeams.keys), "systemLibrary targets \(cModules.sorted())")
    for wrapper in Set(Self.cSeams.values) { #expect(imports[wrapper] != nil, "\(wrapper): no such module") }
  }

  /// Each rule fails on a planted violation (and only that rule), and a clean layering passes.
  @Test func layerRulesCatchPlantedViolations() {
    let declared: Set<String> = [
      "WorkoutModel", "ByteStreams", "FormatKit", "XMLStreaming", "ZipStreaming", "WorkoutOperations",
      "WorkoutConversion", "FormatNDJSON", "FormatCSV", "FormatNew", "ZIPFoundation", "HealthStatistics",
      "CSQLite", "SQLiteKit", "WorkoutStore", "CLibZ", "CNew",
    ]
    let clean: [String: Set<String>] = [
      "WorkoutModel": ["FoundationEssentials", "ByteStreams", "Glibc"],
      "FormatKit": ["FoundationEssentials", "Dispatch", "WorkoutModel", "ByteStreams"],
      "FormatNDJSON": ["FoundationEssentials", "WorkoutModel", "FormatKit", "ByteStreams"],
      "FormatNew": ["WorkoutModel", "FormatKit", "XMLStreaming"],
      "WorkoutOperations": ["WorkoutModel", "FormatKit"],
      "WorkoutConversion": ["FormatNDJSON", "FormatCSV", "FormatNew", "WorkoutOperations"],
      "ZipStreaming": ["ByteStreams", "ZIPFoundation", "CLibZ"],
      "HealthStatistics": ["FoundationEssentials", "Glibc", "WorkoutModel", "ByteStreams"],
      "SQLiteKit": ["CSQLite"],
      "WorkoutStore": ["WorkoutModel", "FormatKit", "SQLiteKit"],
    ]
    #expect(Self.layerViolations(imports: clean, declared: declared) == [])
    func planted(_ module: String, _ extra: String) -> [String] {
      var imports = clean
      imports[module, default: []].insert(extra)
      return Self.layerViolations(imports: imports, declared: declared)
    }
    // A format importing a format, whatever its name (a format added later is held to it too).
    #expect(
      planted("FormatCSV", "FormatNDJSON") == [
        "FormatCSV imports FormatNDJSON: a format imports no other format"
      ])
    #expect(
      planted("FormatNew", "FormatCSV") == ["FormatNew imports FormatCSV: a format imports no other format"])
    #expect(
      planted("FormatNew", "WorkoutOperations") == [
        "FormatNew imports WorkoutOperations: a format imports no operation or conversion layer"
      ])
    #expect(
      planted("FormatNDJSON", "WorkoutConversion") == [
        "FormatNDJSON imports WorkoutConversion: a format imports no operation or conversion layer"
      ])
    #expect(
      planted("FormatKit", "XMLStreaming") == [
        "FormatKit imports XMLStreaming: among the package's modules it imports WorkoutModel and ByteStreams only"
      ])
    #expect(
      planted("WorkoutModel", "Dispatch") == [
        "WorkoutModel imports Dispatch: it imports FoundationEssentials, ByteStreams and the C library only"
      ])
    #expect(
      planted("WorkoutModel", "FormatKit") == [
        "WorkoutModel imports FormatKit: it imports FoundationEssentials, ByteStreams and the C library only"
      ])
    // Full Foundation, anywhere (WorkoutModel's own rule names it too).
    #expect(
      planted("FormatNew", "Foundation") == [
        "FormatNew imports Foundation: import FoundationEssentials (full Foundation links ICU's ~30 MB of data)"
      ])
    #expect(
      planted("ZipStreaming", "Foundation") == [
        "ZipStreaming imports Foundation: import FoundationEssentials (full Foundation links ICU's ~30 MB of data)"
      ])
    #expect(
      planted("ZipStreaming", "CZlib") == ["ZipStreaming imports CZlib, which Package.swift does not declare"]
    )
    #expect(
      planted("HealthStatistics", "FormatNDJSON") == [
        "HealthStatistics imports FormatNDJSON: it computes over the model alone (WorkoutModel, ByteStreams, FormatKit)"
      ])
    // A C library's module outside its one wrapper: a format, a layer above, a utility, a new C module.
    #expect(
      planted("FormatNew", "CSQLite") == ["FormatNew imports CSQLite: only SQLiteKit binds that C library"])
    #expect(
      planted("WorkoutStore", "CSQLite") == [
        "WorkoutStore imports CSQLite: only SQLiteKit binds that C library"
      ])
    #expect(
      planted("SQLiteKit", "CLibZ") == ["SQLiteKit imports CLibZ: only ZipStreaming binds that C library"])
    #expect(
      Self.layerViolations(
        imports: clean.merging(["SQLiteKit": ["CSQLite", "CNew"]]) { $1 }, declared: declared,
        cModules: Set(Self.cSeams.keys).union(["CNew"])) == [
          "SQLiteKit imports CNew: a C library module has one wrapper, named in cSeams"
        ])
    // FormatKit is no format: it may be imported by all of them.
    #expect(planted("FormatNew", "FormatKit") == [])
  }

  /// Casts to an existential (`as? any P`, `as! any P`, `is any P`) in `text`: a format's optional roles
  /// (kind files, an index, a dataset, details) are declared properties of `WorkoutFormat`, and writers and
  /// sinks have one shape, so the conversion layer never asks what else a value might be.
  static func roleCasts(in text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { line in
      let code = line.components(separatedBy: "//").first ?? ""
      return code.contains("as? any ") || code.contains("as! any ") || code.contains(" is any ")
    }
  }

  @Test func theConversionLayerCastsToNoRole() throws {
    var found: [String] = []
    for module in ["Sources/WorkoutConversion", "Sources/wkconv"] {
      let files = FileManager.default.enumerator(
        at: Self.root.appendingPathComponent(module), includingPropertiesForKeys: nil)
      while let url = files?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        found += Self.roleCasts(in: try String(contentsOf: url, encoding: .utf8)).map {
          url.lastPathComponent + ": " + $0.trimmingCharacters(in: .whitespaces)
        }
      }
    }
    #expect(found == [], "\(found)")
    // The rule sees a planted cast, and not a cast to a concrete type or one in a comment.
    #expect(Self.roleCasts(in: "  let x = format as? any DirectoryIndexing").count == 1)
    #expect(Self.roleCasts(in: "if let e = error as? ConversionError { // as? any P").isEmpty)
  }

  // MARK: Declared API

  /// The targets of `Package.swift`'s library products (`.library(name: …, targets: [ … ])`): what a Swift
  /// user of the package can import.
  static func libraryTargets(in package: String) -> Set<String> {
    var found: Set<String> = []
    var rest = package[...]
    while let call = rest.range(of: ".library(") {
      rest = rest[call.upperBound...]
      guard let label = rest.range(of: "targets:"), let close = rest[label.upperBound...].firstIndex(of: "]")
      else { break }
      found.formUnion(quoted(in: String(rest[label.upperBound...close])))
      rest = rest[close...]
    }
    return found
  }

  /// `source`'s bytes with the contents of comments and string literals blanked (newlines kept);
  /// interpolated code inside a string stays code.
  static func codeOnly(_ source: String) -> [UInt8] {
    let text = Array(source.utf8)
    var out = text
    let n = text.count
    let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
    let space = UInt8(ascii: " "), open = UInt8(ascii: "("), close = UInt8(ascii: ")")
    enum Context {
      case string(hashes: Int, multiline: Bool)
      case interpolation(depth: Int)
    }
    var stack: [Context] = []
    func byte(_ i: Int) -> UInt8 { i < n ? text[i] : 0 }
    /// Whether `count` bytes `b` follow `i`.
    func run(_ b: UInt8, at i: Int, _ count: Int) -> Bool {
      var k = 0
      while k < count && byte(i + k) == b { k += 1 }
      return k == count
    }
    func blank(_ range: Range<Int>) { for k in range where out[k] != newline { out[k] = space } }
    var i = 0
    while i < n {
      let c = text[i]
      if case .string(let hashes, let multiline)? = stack.last {
        let quotes = multiline ? 3 : 1
        if c == quote && run(quote, at: i, quotes) && run(hash, at: i + quotes, hashes) {
          stack.removeLast()
          i += quotes + hashes
        } else if c == backslash && run(hash, at: i + 1, hashes) {
          let j = i + 1 + hashes
          blank(i..<min(j + 1, n))
          if byte(j) == open { stack.append(.interpolation(depth: 1)) }
          i = j + 1
        } else if c == newline && !multiline {
          stack.removeLast()
        } else {
          blank(i..<i + 1)
          i += 1
        }
        continue
      }
      if c == slash && byte(i + 1) == slash {
        var j = i
        while j < n && text[j] != newline { j += 1 }
        blank(i..<j)
        i = j
      } else if c == slash && byte(i + 1) == star {
        var depth = 1
        var j = i + 2
        while j < n && depth > 0 {
          if text[j] == slash && byte(j + 1) == star {
            (depth, j) = (depth + 1, j + 2)
          } else if text[j] == star && byte(j + 1) == slash {
            (depth, j) = (depth - 1, j + 2)
          } else {
            j += 1
          }
        }
        blank(i..<j)
        i = j
      } else if c == quote || c == hash {
        var j = i
        while byte(j) == hash { j += 1 }
        guard byte(j) == quote else {
          i = j
          continue
        }
        let multiline = run(quote, at: j, 3)
        stack.append(.string(hashes: j - i, multiline: multiline))
        i = j + (multiline ? 3 : 1)
      } else {
        if case .interpolation(let depth)? = stack.last, c == open || c == close {
          if c == open {
            stack[stack.count - 1] = .interpolation(depth: depth + 1)
          } else if depth > 1 {
            stack[stack.count - 1] = .interpolation(depth: depth - 1)
          } else {
            stack.removeLast()
            blank(i..<i + 1)
          }
        }
        i += 1
      }
    }
    return out
  }

  /// What may follow an access modifier on its line in a declaration: keywords and other modifiers.
  static let declarationWords: Set<String> = [
    "struct", "enum", "class", "protocol", "func", "var", "let", "init", "subscript", "typealias",
    "extension", "static", "final", "private", "fileprivate", "internal", "mutating", "nonmutating",
    "convenience", "required", "override", "indirect", "actor", "lazy", "nonisolated", "associatedtype",
    "import", "dynamic", "weak", "unowned", "consuming", "borrowing", "distributed", "macro", "prefix",
    "postfix", "infix", "operator", "precedencegroup",
  ]

  /// The `public` and `open` declarations of `source` (outside comments and strings): line number and
  /// the line, trimmed.
  static func publicDeclarations(in source: String) -> [(line: Int, text: String)] {
    // Most files have neither word: the byte scan below is for those that do.
    guard source.contains("public") || source.contains("open") else { return [] }
    let bytes = Array(source.utf8)
    let code = codeOnly(source)
    let n = code.count
    func isWord(_ b: UInt8) -> Bool {
      (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        || b >= 0x80
    }
    func word(at i: Int) -> (String, end: Int) {
      var end = i
      while end < n && isWord(code[end]) { end += 1 }
      return (String(decoding: code[i..<end], as: UTF8.self), end)
    }
    var found: [(line: Int, text: String)] = []
    var line = 1
    var lineStart = 0
    var reportedLine = 0
    var i = 0
    while i < n {
      let b = code[i]
      if b == UInt8(ascii: "\n") {
        (line, lineStart, i) = (line + 1, i + 1, i + 1)
        continue
      }
      guard isWord(b) else {
        i += 1
        continue
      }
      let (name, end) = word(at: i)
      let before = i > 0 ? code[i - 1] : UInt8(ascii: " ")
      if (name == "public" || name == "open") && !"`.$".utf8.contains(before) && reportedLine != line {
        var j = end
        while j < n && (code[j] == UInt8(ascii: " ") || code[j] == UInt8(ascii: "\t")) { j += 1 }
        let setter = j == end && code[end..<min(end + 5, n)].elementsEqual("(set)".utf8)
        if setter || (j > end && declarationWords.contains(word(at: j).0)) {
          var lineEnd = i
          while lineEnd < n && code[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
          let text = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
          found.append((line, text.trimmingCharacters(in: .whitespaces)))
          reportedLine = line
        }
      }
      i = end
    }
    return found
  }

  /// The declarations kept `public` in modules of no library product (Scripts/package-access-exceptions.txt,
  /// which Scripts/package-access reads too): `Sources/Module/File.swift: <the declaration's line>`, or
  /// `Sources/Module/` for a whole module.
  static func accessExceptions(in text: String) -> Set<String> {
    Set(
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") })
  }

  /// The rule: a module in no library product declares nothing `public` or `open` (`package` is the widest
  /// access it needs), but for the listed exceptions. `files`: path (`Sources/Module/File.swift`) → text,
  /// for the modules of no product. Returns one sentence per declaration, then one per unused exception.
  static func accessViolations(files: [String: String], exceptions: Set<String>) -> [String] {
    var found: [String] = []
    var used: Set<String> = []
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      // A whole module kept public (`Sources/Module/`).
      if let module = exceptions.first(where: { $0.hasSuffix("/") && path.hasPrefix($0) }) {
        used.insert(module)
        continue
      }
      for declaration in publicDeclarations(in: text) {
        let entry = "\(path): \(declaration.text)"
        if exceptions.contains(entry) {
          used.insert(entry)
          continue
        }
        found.append(
          "\(path):\(declaration.line): `\(declaration.text)` is public in a module of no library product "
            + "(make it package: Scripts/package-access)")
      }
    }
    for entry in exceptions.subtracting(used).sorted() {
      found.append("exception matches no declaration: \(entry)")
    }
    return found
  }

  @Test func modulesOfNoProductDeclareNothingPublic() throws {
    let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let products = Self.libraryTargets(in: package)
    #expect(
      products.contains("WorkoutModel") && products.contains("WorkoutConversion"), "\(products.sorted())")
    var files: [String: String] = [:]
    for target in try Self.targets() where target.kind == "target" || target.kind == "executableTarget" {
      let path = target.path ?? "Sources/\(target.name)"
      guard path.hasPrefix("Sources/"), !products.contains(target.name) else { continue }
      let folder = Self.root.appendingPathComponent(path)
      let urls = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let url = urls?.nextObject() as? URL {
        guard url.pathExtension == "swift" else { continue }
        let relative = path + url.path.dropFirst(folder.path.count)
        files[relative] = try String(contentsOf: url, encoding: .utf8)
      }
    }
    #expect(files.keys.contains { $0.hasPrefix("Sources/FormatFIT/") }, "\(files.count) files")
    let exceptions = try String(
      contentsOf: Self.root.appendingPathComponent("Scripts/package-access-exceptions.txt"), encoding: .utf8)
    let found = Self.accessViolations(files: files, exceptions: Self.accessExceptions(in: exceptions))
    #expect(found == [], "\(found.count): \(found.prefix(20))")
  }

  /// The rule sees a planted `public` or `open` declaration, in whatever position, and nothing in comments,
  /// strings or names; a listed exception passes, and a stale one fails.
  @Test func accessRuleCatchesPlantedViolations() {
    #expect(
      Self.libraryTargets(
        in: """
          products: [
            .executable(name: "tool", targets: ["tool"]),
            .library(name: "Model", targets: ["Model", "Bytes"]),
            .library(name: "Conversion", targets: ["Conversion"]),
          ],
          targets: [.target(name: "Model", dependencies: ["Bytes"])]
          """) == ["Model", "Bytes", "Conversion"])
    let clean = """
      /// A public type: public struct Nope
      package struct A {
        package private(set) var x = 1
        @inlinable package func f() -> String { "public struct S \\(g("public func")) \\(1)" }
        let raw = #"public "quoted" struct"#
        let text = \"""
          public struct InString
          \"""
        /* public /* nested */ func */
        enum Scope { case `public`, open }
        func g() { self.open = open
          let v = Scope.public }
      }
      """
    #expect(Self.accessViolations(files: ["Sources/M/A.swift": clean], exceptions: []) == [])
    func planted(_ line: String) -> [String] {
      Self.accessViolations(files: ["Sources/M/A.swift": clean + "\n" + line], exceptions: [])
    }
    let kinds = [
      "public struct B {}", "  @inlinable public func f() {}", "public private(set) var y = 0",
      "open class C {}", "final public class D {}", "  public(set) var z = 0", "public extension A {}",
      "@usableFromInline enum E { public static let k = 1 }",
    ]
    for line in kinds {
      #expect(
        planted(line) == [
          "Sources/M/A.swift:14: `\(line.trimmingCharacters(in: .whitespaces))` is public in a module of no "
            + "library product (make it package: Scripts/package-access)"
        ])
    }
    let listed = "Sources/M/A.swift: public struct B {}"
    #expect(
      Self.accessViolations(
        files: ["Sources/M/A.swift": clean + "\npublic struct B {}"],
        exceptions: Self.accessExceptions(in: "# why\n\(listed)\n")
      ) == [])
    #expect(
      Self.accessViolations(files: ["Sources/M/A.swift": clean], exceptions: [listed]) == [
        "exception matches no declaration: \(listed)"
      ])
    // A module kept whole: its files pass, a module whose name merely starts the same does not.
    #expect(
      Self.accessViolations(
        files: ["Sources/M/A.swift": "public struct B {}", "Sources/MX/A.swift": "public struct C {}"],
        exceptions: ["Sources/M/"]) == [
          "Sources/MX/A.swift:1: `public struct C {}` is public in a module of no library product "
            + "(make it package: Scripts/package-access)"
        ])
    #expect(
      Self.accessViolations(files: ["Sources/MX/A.swift": "package struct C {}"], exceptions: ["Sources/M/"])
        == [
          "exception matches no declaration: Sources/M/"
        ])
  }

  @Test func parsingRules() {
    #expect(
      Self.list("May import:", in: "x\nMay import: Foundation, CZlib (zlib, via Z), A.\n") == [
        "Foundation", "CZlib", "A",
      ])
    #expect(
      Self.imports(
        in: "import A\n@testable import B\nimport struct C.D\n  import E\n// import F\npackage import G") == [
          "A", "B", "C", "E", "G",
        ])
  }
}
