import FormatKit
import FoundationEssentials

/// `--privacy` and `--anonymize` on GPX elements kept whole (`metadata`, `wpt`, `rte`, `trk`): a waypoint
/// or route point inside a zone goes with its content, `<bounds>` goes whenever positions are hidden (it
/// spans the points before any was removed), and anonymizing removes the author (name, e-mail), names,
/// comments, descriptions, keywords and the file's `<time>`.
package enum GPXOpaqueScrubbing {
  /// The scrubber `WorkoutConversion` registers for records of format "gpx".
  package static let scrubber: OpaqueRecordScrubber = OpaqueTreeScrubber(
    identityNames: ["author", "name", "cmt", "desc", "keywords", "email", "time", "copyright", "src"]
  ).scrubber
}
