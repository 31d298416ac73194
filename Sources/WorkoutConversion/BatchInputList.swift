import ByteStreams
import FormatKit
import FoundationEssentials
import WorkoutModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension Batch.Inputs {
  /// The paths of an input list (`--inputs-from FILE|-`): one per line (`\n`, a `\r` before it dropped),
  /// or one per NUL-terminated entry when the list holds a NUL byte (as `find -print0` writes, for names
  /// that hold a newline). Empty entries are skipped; nothing else is trimmed (a path may hold spaces).
  public static func listed(in bytes: [UInt8]) -> [String] {
    let separator: UInt8 = bytes.contains(0) ? 0 : UInt8(ascii: "\n")
    var paths: [String] = []
    for entry in bytes.split(separator: separator, omittingEmptySubsequences: true) {
      var entry = entry
      if separator != 0, entry.last == UInt8(ascii: "\r") { entry = entry.dropLast() }
      guard !entry.isEmpty else { continue }
      paths.append(String(decoding: entry, as: UTF8.self))
    }
    return paths
  }

  /// The paths listed in the file at `path` (`-`: standard input, read to its end): see `listed(in:)`.
  /// Throws a located error when the list cannot be read.
  public static func listed(from path: String) throws -> [String] {
    let fd = path == "-" ? 0 : FileDescriptorIO.open(path, O_RDONLY | O_CLOEXEC)
    let name = path == "-" ? "<stdin>" : path
    guard fd >= 0 else {
      throw ConversionError(
        .io, "cannot read the input list: \(FileDescriptorIO.message(-fd))", at: SourceLocation(file: name))
    }
    defer { if fd != 0 { FileDescriptorIO.close(fd) } }
    let (bytes, failure) = FileDescriptorIO.readToEnd(fd)
    if let failure {
      throw ConversionError(
        .io, "cannot read the input list: \(FileDescriptorIO.message(failure))",
        at: SourceLocation(file: name))
    }
    return listed(in: bytes)
  }
}
