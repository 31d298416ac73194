import Foundation
import TestSupport
import Testing

/// Unsafe code lives in the bytes layer (`Sources/ByteStreams`), in `Sources/XMLStreaming` (libxml2) and in
/// the declared C-library binding files below — nowhere else. This is the one place the
/// allowlist lives; `Sources/ByteStreams/README.md` documents it (and this test holds the README to it).
enum UnsafeConfinement {
  /// Modules whose every file may use unsafe constructs.
  static let confinedModules = ["ByteStreams", "XMLStreaming"]

  /// One file per module, named `…Binding.swift`, for a C library's pointer-taking API; why each exists.
  static let bindings: [String: String] = [
    "Sources/SQLiteKit/SQLiteBinding.swift":
      "sqlite3: connection and statement handles (OpaquePointer), SQLITE_TRANSIENT, sqlite3_exec's error text, blob columns",
    "Sources/FormatParquet/ZstdBinding.swift":
      "zstd: the compression context handle (OpaquePointer) and the buffers ZSTD_compressCCtx reads and writes",
    "Sources/ZipStreaming/ZlibBinding.swift":
      "zlib: the inflate stream (z_stream, its next_in/next_out pointers) and crc32 over a buffer",
  ]

  /// Files that still hold unsafe code and are yet to move behind ByteStreams, with the number of
  /// lines that do. A count may only fall: the test fails when a file gains a line, and asks for the entry to
  /// be lowered (or removed) when it loses some. New files are never added here.
  /// Empty: every unsafe line is in ByteStreams, XMLStreaming or a declared binding.
  static let pending: [String: Int] = [:]

  /// The constructs: pointer types and views, scoped pointer access, memory rebinding, bit casts, unmanaged
  /// references, a static string's raw bytes and C's memory calls (not `free`: closures are called that too;
  /// what C allocates is reached through pointer types).
  static let construct =
    #"\b(Unsafe[A-Za-z]*|withUnsafe[A-Za-z]*|OpaquePointer|assumingMemoryBound|withMemoryRebound|bindMemory|unsafeBitCast|unsafeDowncast|Unmanaged|utf8Start|(malloc|calloc|realloc|posix_memalign|memcpy|memmove|memcmp|memset)\s*\()"#

  /// `source` with comments and string literals blanked (line breaks kept, so line numbers hold).
  static func code(of source: String) -> String {
    let s = Array(source.unicodeScalars)
    var out = String.UnicodeScalarView()
    var i = 0
    func blank(_ c: Unicode.Scalar) { out.append(c == "\n" ? "\n" : " ") }
    func at(_ k: Int, _ text: String) -> Bool {
      let t = Array(text.unicodeScalars)
      return k + t.count <= s.count && Array(s[k..<k + t.count]) == t
    }
    while i < s.count {
      if at(i, "//") {
        while i < s.count && s[i] != "\n" {
          blank(s[i])
          i += 1
        }
      } else if at(i, "/*") {
        var depth = 0
        repeat {
          if at(i, "/*") {
            depth += 1
            blank(s[i])
            blank(s[i + 1])
            i += 2
          } else if at(i, "*/") {
            depth -= 1
            blank(s[i])
            blank(s[i + 1])
            i += 2
          } else {
            blank(s[i])
            i += 1
          }
        } while depth > 0 && i < s.count
      } else if s[i] == "\"" || (s[i] == "#" && (at(i + 1, "\"") || at(i + 1, "#"))) {
        // A string literal: `#`s, then `"` or `"""`, to the same closing delimiter.
        var hashes = 0
        while i < s.count && s[i] == "#" {
          hashes += 1
          blank(s[i])
          i += 1
        }
        guard i < s.count, s[i] == "\"" else { continue }  // `#if` and friends
        let quotes = at(i, "\"\"\"") ? "\"\"\"" : "\""
        for _ in 0..<quotes.count {
          blank(s[i])
          i += 1
        }
        let close = quotes + String(repeating: "#", count: hashes)
        while i < s.count && !at(i, close) {
          if s[i] == "\\" && hashes == 0 && i + 1 < s.count {
            blank(s[i])
            i += 1
          }
          blank(s[i])
          i += 1
        }
        for _ in 0..<close.unicodeScalars.count where i < s.count {
          blank(s[i])
          i += 1
        }
      } else {
        out.append(s[i])
        i += 1
      }
    }
    return String(out)
  }

  /// `(line number, construct)` of each line of code using an unsafe construct.
  static func violations(in source: String) -> [(line: Int, construct: String)] {
    // Simple word boundaries: Unicode's default ones join `data.withUnsafeBytes` into one word.
    let construct = try! Regex(construct).wordBoundaryKind(.simple)
    return code(of: source).split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
      guard let match = $0.element.firstMatch(of: construct) else { return nil }
      return ($0.offset + 1, String(match.output[1].substring ?? ""))
    }
  }

  /// Whether a file (path relative to the package) may hold unsafe code.
  static func isConfined(_ path: String) -> Bool {
    confinedModules.contains { path.hasPrefix("Sources/\($0)/") } || bindings[path] != nil
  }
}

@Suite struct UnsafeConfinementTests {
  static let root = TestPaths.packageRoot

  static func sourceFiles() -> [String] {
    let sources = root.appendingPathComponent("Sources")
    var paths: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      paths.append("Sources/" + url.path.dropFirst(sources.path.count + 1))
    }
    return paths.sorted()
  }

  @Test func unsafeCodeStaysInTheBytesLayer() throws {
    let files = Self.sourceFiles()
    #expect(files.count > 100, "Sources/ scanned: \(files.count) files")
    for path in files where !UnsafeConfinement.isConfined(path) {
      let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      let found = UnsafeConfinement.violations(in: source)
      let listed = found.map { "\(path):\($0.line): \($0.construct)" }.joined(separator: "\n")
      if let allowed = UnsafeConfinement.pending[path] {
        if found.count > allowed {
          Issue.record(
            "\(path): \(found.count) lines use unsafe constructs, its pending entry allows \(allowed) — move the new ones into ByteStreams:\n\(listed)"
          )
        } else if found.count < allowed {
          Issue.record(
            "\(path): \(found.count) lines use unsafe constructs now; lower its UnsafeConfinement.pending entry from \(allowed) to \(found.count)\(found.isEmpty ? " (remove it)" : "")"
          )
        }
      } else if !found.isEmpty {
        Issue.record(
          "unsafe code outside ByteStreams, XMLStreaming and the declared *Binding.swift files (see Sources/ByteStreams/README.md):\n\(listed)"
        )
      }
    }
    for path in UnsafeConfinement.pending.keys where !files.contains(path) {
      Issue.record("\(path): pending entry for a file that no longer exists; remove it")
    }
  }

  @Test func bindingsAreDeclaredOnePerModuleAndDocumented() throws {
    let files = Self.sourceFiles()
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("Sources/ByteStreams/README.md"), encoding: .utf8)
    var modules: [String: String] = [:]
    for path in UnsafeConfinement.bindings.keys.sorted() {
      #expect(path.hasSuffix("Binding.swift"), "\(path): a binding file's name ends in Binding.swift")
      #expect(files.contains(path), "\(path): declared binding file does not exist")
      #expect(readme.contains("`\(path)`"), "Sources/ByteStreams/README.md does not list the binding \(path)")
      let module = path.split(separator: "/")[1]
      if let other = modules[String(module)] {
        Issue.record("\(module): two binding files, \(other) and \(path); one per module")
      }
      modules[String(module)] = path
    }
    // A `…Binding.swift` file that is not declared gets no pass.
    for path in files
    where path.hasSuffix("Binding.swift")
      && !UnsafeConfinement.confinedModules.contains(where: {
        path.hasPrefix("Sources/\($0)/")
      })
    {
      #expect(UnsafeConfinement.bindings[path] != nil, "\(path): not declared in UnsafeConfinement.bindings")
    }
  }

  /// The scanner finds what it must (so the test above can fail) and skips comments and strings.
  @Test func scannerFindsConstructsInCodeOnly() {
    let source = """
      let a = 1  // UnsafePointer in a comment
      /* withUnsafeBytes /* nested */ OpaquePointer */ let b = 2
      let c = "UnsafeRawPointer in a string"
      let d = #"Unmanaged "quoted" "#
      let e = \"\"\"
        memcpy(a, b, 1)
        \"\"\"
      let p: UnsafeRawPointer? = nil
      data.withUnsafeBytes { _ in }
      x.assumingMemoryBound(to: UInt8.self)
      let f = memcpy (a, b, 1)
      case unsafeEntryPath
      while !free(point) {}
      """
    let found = UnsafeConfinement.violations(in: source)
    #expect(found.map(\.line) == [8, 9, 10, 11])
    #expect(
      found.map(\.construct) == ["UnsafeRawPointer", "withUnsafeBytes", "assumingMemoryBound", "memcpy ("])
  }
}
