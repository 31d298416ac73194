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
