import Foundation
import Testing

/// Locations of the project's own files and of the `../shared` reference corpus, for tests.
public enum TestPaths {
  /// The package root (the folder holding `Package.swift`).
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }()

  /// `Samples/` in the package.
  public static var samples: URL { packageRoot.appendingPathComponent("Samples") }

  /// `Formats/` in the package.
  public static var formats: URL { packageRoot.appendingPathComponent("Formats") }

  /// `../shared` beside the package (the reference corpus), or `WKCONV_SHARED` when set.
  public static let shared: URL = {
    if let env = ProcessInfo.processInfo.environment["WKCONV_SHARED"], !env.isEmpty {
      return URL(fileURLWithPath: env)
    }
    return packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
  }()
}

/// Whether tests that need `../shared` can run, and whether they must.
public enum SharedCorpus {
  /// `true` when `../shared` exists beside the package.
  public static let isAvailable: Bool = FileManager.default.fileExists(
    atPath: TestPaths.shared.appendingPathComponent("README.md").path)

  /// `true` when `WKCONV_REQUIRE_SHARED=1`: a missing corpus is then a failure, not a skip.
  public static let isRequired: Bool =
    ProcessInfo.processInfo.environment["WKCONV_REQUIRE_SHARED"] == "1"

  /// The message shown when a corpus test is skipped.
  public static let skipMessage =
    "skipped: ../shared (the reference corpus) is absent; set WKCONV_REQUIRE_SHARED=1 to make this a failure"

  /// The skip message as a Swift Testing comment, for `.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment)`.
  public static let skipComment = Comment(rawValue: skipMessage)

  /// Use as `.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment)`: runs when the corpus is
  /// present, and also when it is required (so the test fails loudly on the missing files).
  public static var shouldRun: Bool { isAvailable || isRequired }

  /// A URL inside `../shared`, e.g. `SharedCorpus.url("corpus/fit")`.
  public static func url(_ relativePath: String) -> URL {
    TestPaths.shared.appendingPathComponent(relativePath)
  }

  /// Files in a corpus folder with the given extension (lower-cased comparison), sorted by name.
  public static func files(in relativeFolder: String, extension ext: String) -> [URL] {
    let folder = url(relativeFolder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { $0.lowercased().hasSuffix("." + ext.lowercased()) }
      .map { folder.appendingPathComponent($0) }
  }
}

/// Runs an external program and captures its output (for oracle scripts and CLI tests).
public struct ProcessResult: Sendable {
  public var status: Int32
  public var stdout: Data
  public var stderr: Data
  public var stdoutString: String { String(decoding: stdout, as: UTF8.self) }
  public var stderrString: String { String(decoding: stderr, as: UTF8.self) }
}

/// Runs `executable` with `arguments`, feeding `stdin` if given; waits for it to finish.
public func runProcess(
  _ executable: String, _ arguments: [String], stdin: Data? = nil,
  environment: [String: String]? = nil, currentDirectory: URL? = nil
) throws -> ProcessResult {
  let process = Process()
  if executable.contains("/") {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
  } else {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [executable] + arguments
  }
  if let environment {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  if let currentDirectory { process.currentDirectoryURL = currentDirectory }
  let outPipe = Pipe()
  let errPipe = Pipe()
  let inPipe = Pipe()
  process.standardOutput = outPipe
  process.standardError = errPipe
  process.standardInput = inPipe
  try process.run()
  // Drain both pipes concurrently so a chatty child never blocks.
  nonisolated(unsafe) var errData = Data()
  let group = DispatchGroup()
  group.enter()
  DispatchQueue.global().async {
    errData = errPipe.fileHandleForReading.readDataToEndOfFile()
    group.leave()
  }
  if let stdin { inPipe.fileHandleForWriting.write(stdin) }
  try? inPipe.fileHandleForWriting.close()
  let outData = outPipe.fileHandleForReading.readDataToEndOfFile()
  group.wait()
  process.waitUntilExit()
  return ProcessResult(status: process.terminationStatus, stdout: outData, stderr: errData)
}

/// Runs the built `wkconv` binary (built by `swift build` / `swift test` beside the test bundle).
public enum CLI {
  public static let binary: String = {
    let bundle = Bundle.main.bundleURL
    for dir in [
      bundle, bundle.deletingLastPathComponent(),
      bundle.deletingLastPathComponent().deletingLastPathComponent(),
    ] {
      let candidate = dir.appendingPathComponent("wkconv").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    for config in ["debug", "release"] {
      let candidate = TestPaths.packageRoot.appendingPathComponent(".build/\(config)/wkconv").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return TestPaths.packageRoot.appendingPathComponent(".build/debug/wkconv").path
  }()

  public static func run(_ args: [String], stdin: Data? = nil, in dir: URL? = nil) throws -> ProcessResult {
    try runProcess(binary, args, stdin: stdin, currentDirectory: dir)
  }

  public static func tempDir() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wkconv-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
