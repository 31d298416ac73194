import ByteStreams
import FoundationEssentials
import WorkoutModel

/// Files of an input that travel to an output of the same format unchanged (an export's
/// `export_cda.xml`), without being held in memory and without letting an item name a path.
///
/// The reader registers where the file is (a zip entry or a plain file) and emits an `OpaqueRecord` carrying only the registration's token (`OpaqueRecord.fileToken`); the writer
/// of the same format resolves the token and streams the bytes — also later, from a dataset read into
/// memory, as long as the file is still there unchanged (the writer checks the CRC-32 or size and time,
/// and reports a loss otherwise). A token not registered by a reader of this process (an NDJSON line
/// naming one) resolves to nothing, so an input can never make a writer copy a file of its choosing.
public enum CarriedFiles {
  /// Where a carried file's bytes are.
  public enum Location: Sendable, Hashable {
    /// An entry of a zip archive on disk, with the CRC-32 it had when read.
    case zipEntry(archive: URL, path: String, checksum: UInt32)
    /// A plain file, with its size and modification time when read.
    case file(URL, size: Int64, modified: Double)
  }

  private static let lock = ThreadLock()
  /// Every place a token's bytes were read from, in registration order. One token can have several: the
  /// token comes from the content, and two exports (or two copies of one) may hold the same file. Keeping
  /// only the latest place lost the file for an earlier export's output once the later input was removed.
  nonisolated(unsafe) private static var registered: [String: [Location]] = [:]

  /// Registers a place holding a file for the rest of the process under `token`, which the reader derives
  /// from the file's content (a zip entry's CRC-32 and size), so reading the same input twice gives the same
  /// items. Registering a place again adds nothing.
  public static func register(_ location: Location, token: String) {
    lock.lock()
    if !(registered[token]?.contains(location) ?? false) { registered[token, default: []].append(location) }
    lock.unlock()
  }

  /// Every registered place of a token, in registration order (empty when the token is unknown). A writer
  /// takes the first that still holds the bytes the token names.
  public static func locations(of token: String) -> [Location] {
    lock.lock()
    defer { lock.unlock() }
    return registered[token] ?? []
  }
}

extension OpaqueRecord {
  /// The attribute naming a carried file's registration (`CarriedFiles`).
  public static let fileTokenKey = "wk.fileToken"

  /// The registration token when this record stands for a whole file of the input (see `CarriedFiles`).
  public var fileToken: String? { attributes.first { $0.key == Self.fileTokenKey }?.value }
}
