import WorkoutModel

/// How much content a reader keeps whole as one opaque record (a GPX `<rte>`, `<wpt>` or `<metadata>`,
/// an unknown element of an Apple export): it is held in memory until its end, about 1 KB an element, so
/// it is capped — beyond the cap a located error, never unbounded memory. A `<rte>` of 400,000 points took
/// 715 MB, an unknown export element of 500,000 children 467 MB; 4 M / 5 M died at ~3.8 GB.
public enum OpaqueContentLimit {
  /// Default cap: 250,000 elements (a route of 80,000 points with elevation and time).
  public static let defaultMaxElements = 250_000
  /// The option that changes it (`--option opaque.maxElements=N`).
  public static let optionKey = "opaque.maxElements"

  /// The cap in force for `options`.
  public static func maxElements(_ options: FormatOptions) -> Int {
    options.integer(FormatOption.opaqueMaxElements).map { max($0, 1) } ?? defaultMaxElements
  }

  /// The located error for opaque content `<element>` that grew past `limit` elements.
  public static func exceeded(_ element: String, limit: Int, at location: SourceLocation?) -> ConversionError
  {
    ConversionError(
      .invalidInput, "<\(element)> holds more than \(limit) elements: content kept whole is capped",
      at: location, hint: "raise the cap with --option \(optionKey)=N (about 1 KB of memory per element)")
  }
}
