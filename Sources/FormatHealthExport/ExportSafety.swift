import FoundationEssentials
import ZipStreaming

/// The limits and path rules the health reader applies to untrusted exports.
///
/// - `export.xml` inside a zip is streamed under `exportEntryLimits`: at most 64 GiB of XML, and once 16 MiB
///   have come out, at most 250 bytes out per byte in (real exports compress 10–40×; deflate bombs ~1000×).
/// - A route file (`workout-routes/*.gpx`) is read into memory, so it gets a tighter bound:
///   `routeEntryLimits` (256 MiB, same ratio rule). A 24-hour 1 Hz route is about 35 MB.
/// - A `FileReference path` names a file inside the export: it is taken relative to the export's folder
///   (a leading `/` is the export root, as Apple writes it) and refused when a `..` component would leave it.
package enum HealthExportSafety {
  /// Limits for streaming `export.xml` out of an archive.
  package static let exportEntryLimits = ZipLimits()

  /// Limits for reading one route file into memory.
  package static let routeEntryLimits: ZipLimits = {
    var limits = ZipLimits()
    limits.maxUncompressedBytes = 256 << 20
    return limits
  }()

  /// The path components of a `FileReference` below the export's folder, or nil when the path would leave
  /// it (`..` climbing above the root), is empty, or holds a NUL byte.
  package static func containedComponents(of fileReference: String) -> [String]? {
    guard !fileReference.contains("\0") else { return nil }
    var components: [String] = []
    for part in fileReference.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard !components.isEmpty else { return nil }
        components.removeLast()
      default: components.append(String(part))
      }
    }
    return components.isEmpty ? nil : components
  }
}

extension Double {
  /// A finite number from decimal text: nil for malformed text, `nan`, `inf` and overflow (`1e400`), so
  /// no non-finite value from an export reaches the model (and from there a writer).
  init?(finiteText text: some StringProtocol) {
    guard let value = Double(String(text)), value.isFinite else { return nil }
    self = value
  }
}
