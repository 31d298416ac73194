import FoundationEssentials

/// The files of a dataset written under a directory output (`--partition-by`): the conversion makes
/// them atomically, all together (none is in place until every one is complete).
public protocol DatasetFiles: AnyObject {
  /// A new file at `path` (relative to the directory, `/`-separated; its folders are made as needed).
  func create(_ path: String) throws -> any ByteSink
  /// The file `create` returned `sink` for is complete.
  func close(_ sink: any ByteSink) throws
}

/// A format whose directory output can be a partitioned dataset (`--partition-by`, the
/// `partitionBy` option) instead of one file per input.
public protocol DatasetWritingFormat: WorkoutFormat {
  /// A writer of the input's items as files of `files` (names start with `part-<baseName>`), or nil when
  /// `options` asks for no dataset.
  func makeDatasetWriter(
    files: any DatasetFiles, baseName: String, options: FormatOptions, context: ConversionContext
  ) throws -> (any FormatWriter)?
  /// Whether the format's directory output is always its dataset, `--partition-by` or not.
  var directoryIsDataset: Bool { get }
}

extension FormatOptions {
  /// The option key `--partition-by` sets.
  public static let partitionByKey = "partitionBy"
}

extension DatasetWritingFormat {
  /// Whether the format's directory output is always its dataset (FHIR Bulk Data: one file per resource
  /// type), `--partition-by` or not. False by default.
  public var directoryIsDataset: Bool { false }
}
