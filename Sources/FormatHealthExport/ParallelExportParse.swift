import ByteStreams
import FormatKit
import FoundationEssentials
import XMLStreaming

/// export.xml's bytes as they are in the file or zip entry (unchecked: each chunk's parser checks its own),
/// for the parallel parse.
typealias RawExportStream = (_ consume: (ByteView) throws -> Void) throws -> Void

extension HealthExportReader {
  /// The threads to parse export.xml with (`--threads`, default the cores available), or nil for the
  /// serial parse: one thread asked for, `health.pipeline=false` or `=inflate`, or a document a byte scan
  /// cannot cut (UTF-16, a multi-byte encoding other than UTF-8).
  ///
  /// The parallel parse (`XMLStreamParser.parseParallel`) cuts export.xml between the children of
  /// `<HealthData>` into chunks of about 1 MiB, each parsed by its own libxml2 parser after a copy of the
  /// prolog (XML declaration, DOCTYPE with its internal subset, the root's start tag), and hands every
  /// chunk's events to the one `ExportXMLHandler` on this thread in document order: the items, their
  /// order, the report's lines and columns, warnings and damage are those of the serial parse.
  static func parallelThreads(context: ConversionContext, head: [UInt8]) -> Int? {
    let threads = context.options.parseThreads
    guard threads > 1, context.options.value(HealthExportFormat.pipeline) == "true",
      XMLTopLevelSplitter.canSplit(head: head)
    else { return nil }
    return threads
  }
}
