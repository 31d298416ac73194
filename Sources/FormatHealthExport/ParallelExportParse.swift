import ByteStreams
import FormatKit
import FoundationEssentials
import XMLStreaming

/// export.xml's bytes as they are in the file or zip entry (unchecked: each chunk's parser checks its own),
/// for the parallel parse.
typealias RawExportStream = (_ consume: (ByteView) throws -> Void) throws -> Void

extension HealthExportReader {
  /// Whether the read runs on more than one thread (`--threads`, `FormatOptions.cores`): with 1 core the
  /// zip entry is inflated, export.xml tokenized and handled and the route files read on the calling
  /// thread; with more, inflating, libxml2 and the handler run on threads of their own
  /// (`XMLStreamParser.parsePipelined`, `PipelinedStream`) and the route files are read ahead
  /// (`RoutePrefetcher`).
  static func overlaps(_ context: ConversionContext) -> Bool { context.options.cores > 1 }

  /// The libxml2 parsers to split export.xml between, or nil for one parser: split only from 3 cores up
  /// (`--threads`, default the cores available), one parser per core but the handler's, and only for a
  /// document a byte scan can cut (not UTF-16, not a multi-byte encoding other than UTF-8). On 2 cores
  /// the pipeline already keeps both busy (inflating, libxml2 and the handler overlap), and a split parse
  /// measured no faster (`Benchmarks/health/README.md`).
  ///
  /// The parallel parse (`XMLStreamParser.parseParallel`) cuts export.xml between the children of
  /// `<HealthData>` into chunks of about 1 MiB, each parsed by its own libxml2 parser after a copy of the
  /// prolog (XML declaration, DOCTYPE with its internal subset, the root's start tag), and hands every
  /// chunk's events to the one `ExportXMLHandler` on this thread in document order: the items, their
  /// order, the report's lines and columns, warnings and damage are those of the serial parse.
  static func splitParsers(context: ConversionContext, head: [UInt8]) -> Int? {
    let cores = context.options.cores
    guard cores > 2, XMLTopLevelSplitter.canSplit(head: head) else { return nil }
    return cores - 1
  }
}
