import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

/// A run's second output — the JSON report, the old→new UUID map — reserved before the main output is
/// written and committed after it, with the same protections: never an input, never the main output
/// (or another side output), compared by device and inode (also through symbolic links, `/dev/stdout`
/// and hard links); written atomically (devices and FIFOs written into); and an unwritable path fails
/// before anything is committed. `-` is standard output.
public final class SideOutput {
  /// The path as given (`-` for standard output).
  public let path: String
  private let output: AtomicFileOutput?

  /// Reserves `path` for a side output. `option` names it in messages (`--report`, `--map`); `inputs`
  /// are the run's input files (`-` for standard input), `outputs` its main outputs, `others` its
  /// side outputs reserved before this one.
  public init(
    path: String, option: String = "--report", overwrite: Bool, inputs: [String] = [],
    outputs: [OutputDestination] = [],
    others: [SideOutput] = []
  ) throws {
    self.path = path
    if path == "-" {
      if outputs.contains(where: { if case .standardOutput = $0 { return true } else { return false } })
        || others.contains(where: { $0.path == "-" })
      {
        throw ConversionError(
          .usage, "\(option) - and another output both go to standard output",
          hint: "name a file for one of them")
      }
      output = nil
      return
    }
    let url = URL(fileURLWithPath: path)
    // A character device (`/dev/null`, a terminal) can take both outputs; anything else only one.
    if !Self.isCharacterDevice(url) {
      try Self.checkDistinct(
        url, path: path, option: option, inputs: inputs, outputs: outputs, others: others)
    }
    // An existing file is replaced only with --force (a usage error naming it, before anything is
    // written); devices and FIFOs are written into, so they need no --force.
    if !overwrite, Self.isExistingFile(url) {
      throw ConversionError(
        .usage, "\(option) \(path) exists", at: SourceLocation(file: path),
        hint: "use --force to replace it, or choose another \(option) path")
    }
    output = try AtomicFileOutput(
      url: url, overwrite: overwrite,
      protectedPaths: inputs.filter { $0 != "-" }.map { URL(fileURLWithPath: $0) })
  }

  /// Refuses a side output that is an input, a main output or another side output.
  private static func checkDistinct(
    _ url: URL, path: String, option: String, inputs: [String], outputs: [OutputDestination],
    others: [SideOutput]
  ) throws {
    let standardInput = FileIdentity(descriptor: 0)
    let standardOutput = FileIdentity(descriptor: 1)
    for input in inputs {
      let same =
        input == "-"
        ? standardInput.map { FileIdentity(path: url.path) == $0 } ?? false
        : FileIdentity.sameFile(URL(fileURLWithPath: input), url)
      if same {
        throw ConversionError(
          .outputExists, "refusing to write \(option) over an input file", at: SourceLocation(file: path),
          hint: "choose another \(option) path")
      }
    }
    for destination in outputs {
      let same: Bool
      switch destination {
      case .file(let file): same = FileIdentity.sameFile(file, url)
      case .directory(let directory): same = FileIdentity.sameFile(directory, url)
      case .standardOutput: same = standardOutput.map { FileIdentity(path: url.path) == $0 } ?? false
      }
      if same {
        throw ConversionError(
          .usage, "\(option) \(path) is also the output", at: SourceLocation(file: path),
          hint: "choose another \(option) path")
      }
    }
    for other in others
    where other.path != "-" && FileIdentity.sameFile(URL(fileURLWithPath: other.path), url) {
      throw ConversionError(
        .usage, "\(option) \(path) is also another output of this run", at: SourceLocation(file: path),
        hint: "choose another \(option) path")
    }
  }

  /// The file's URL, nil for standard output. Pass it in `ConversionSettings.reservedPaths`.
  public var url: URL? { output?.url }

  /// Writes `data` and commits it.
  public func write(_ data: Data) throws {
    guard let output else {
      let sink = BufferedFileSink(standardOutputWithCapacity: 1 << 16)
      try sink.write(data)
      try sink.flush()
      return
    }
    do {
      try output.sink.write(data)
      try output.commit()
    } catch {
      output.abort()
      throw error
    }
  }

  /// Gives the reservation up; nothing is written.
  public func abort() { output?.abort() }

  /// Whether `url` names an existing file that writing would replace: a regular file, a directory, a
  /// socket (not a device or FIFO, which are written into), also through a symbolic link, or a dangling
  /// link.
  private static func isExistingFile(_ url: URL) -> Bool {
    if let kind = FileDescriptorIO.kind(atPath: url.path) {
      return kind != .characterDevice && kind != .fifo && kind != .blockDevice
    }
    return FileDescriptorIO.exists(atPath: url.path)
  }

  private static func isCharacterDevice(_ url: URL) -> Bool {
    FileDescriptorIO.kind(atPath: url.path) == .characterDevice
  }
}
