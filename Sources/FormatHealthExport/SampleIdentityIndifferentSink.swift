import WorkoutModel

/// A sink that never reads the `uuid` of quantity samples, category samples and correlations (only those of
/// workouts, activities and routes), such as `wkconv inspect`'s summary.
///
/// The health reader then leaves those identities at the all-zero placeholder instead of deriving them with
/// `Identity.uuid(for:)` (a SHA-1 per record: a sixth of an export's read time). Everything else it delivers
/// is unchanged. Conform only sinks that neither show, compare nor forward sample UUIDs.
public protocol SampleIdentityIndifferentSink: HealthItemSink {}
