/// What a caller needs from a read, said once for whichever reader runs (`ConversionContext.request`,
/// set before the read). A reader honours what its `ReaderTraits` say it can and ignores the rest; a
/// format option the user gave explicitly wins over the request.
public struct ReadRequest: Sendable, Hashable {
  /// Whether the files of points an input references (an export's workout-route files) are read.
  public enum PointFiles: String, Sendable, Hashable {
    /// Read: their points reach the model.
    case read
    /// Only checked to be present; the routes keep their file reference and no points (reported as a
    /// loss, `Loss.Kind.routePointsFileNotRead`).
    case checked
  }

  /// Workouts must carry the samples recorded during them (per-workout targets, `--workouts-only`):
  /// a reader of `ReaderTraits.workoutsAsShells` attaches them (two passes).
  public var workoutSamples: Bool
  /// Whether referenced point files are read (`ReaderTraits.referencedPointFiles`).
  public var pointFiles: PointFiles
  /// False when nothing downstream shows, compares or forwards the identities (UUIDs) of quantity and
  /// category samples and correlations (a summary): a reader may then leave them at the all-zero
  /// placeholder instead of deriving them (`ReaderTraits.derivedSampleIdentities`).
  public var sampleIdentities: Bool

  /// A request; the defaults ask for nothing beyond a plain read.
  public init(workoutSamples: Bool = false, pointFiles: PointFiles = .read, sampleIdentities: Bool = true) {
    self.workoutSamples = workoutSamples
    self.pointFiles = pointFiles
    self.sampleIdentities = sampleIdentities
  }
}

/// How a format's reader behaves, as data on its descriptor: the converter reads these instead of asking
/// which format it is.
public struct ReaderTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int

  /// Makes a set of traits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Workouts are read as shells: the samples recorded during them arrive as items of their own and are
  /// attached only when a read asks (`ReadRequest.workoutSamples`).
  public static let workoutsAsShells = ReaderTraits(rawValue: 1 << 0)
  /// The input references files of points (an export's route files) that a read may leave unread
  /// (`ReadRequest.pointFiles`).
  public static let referencedPointFiles = ReaderTraits(rawValue: 1 << 1)
  /// Sample identities are derived (a hash per record), and left out when a read says nobody needs them
  /// (`ReadRequest.sampleIdentities`).
  public static let derivedSampleIdentities = ReaderTraits(rawValue: 1 << 2)
  /// A zip archive is this format's own input (an export.zip), not a container of inputs to expand.
  public static let readsZipArchives = ReaderTraits(rawValue: 1 << 3)
}
