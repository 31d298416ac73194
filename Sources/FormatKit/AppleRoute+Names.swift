import ByteStreams
import FoundationEssentials
import WorkoutModel

/// The names Apple Health gives a workout route: its file in an export's `workout-routes/` folder
/// (`route_YYYY-MM-DD_H.MMam.gpx`) and its GPX track (`Route YYYY-MM-DD H:MMam`), both after the route's
/// end in the exporting phone's zone. The GPX writer's Apple dialect names the track with them, the
/// health export writer the file.
extension AppleRoute {
  /// The file Apple names the route: `route_YYYY-MM-DD_H.MMam.gpx` (route end, exporting phone's zone).
  public static func fileName(forRouteEndingAt end: Date, timeZone: TimeZone = .gmt) -> String {
    fileName(forRouteEndingAt: end, utcOffset: timeZone.secondsFromGMT(for: end))
  }

  /// `route_YYYY-MM-DD_H.MMam.gpx` for a route ending at `end`, local time at `utcOffset` seconds.
  public static func fileName(forRouteEndingAt end: Date, utcOffset: Int) -> String {
    let (date, hour, minute, suffix) = localParts(end, utcOffset: utcOffset)
    return "route_\(date)_\(hour).\(minute)\(suffix).gpx"
  }

  /// `route_YYYY-MM-DD_H.MMam.gpx` for a route ending at `end`, local time in its own offset (UTC when it
  /// has none).
  public static func fileName(end: Timestamp) -> String {
    fileName(forRouteEndingAt: end.date, utcOffset: end.utcOffset ?? 0)
  }

  /// The track name Apple writes: `Route YYYY-MM-DD H:MMam`.
  public static func trackName(end: Date, timeZone: TimeZone = .gmt) -> String {
    trackName(end: end, utcOffset: timeZone.secondsFromGMT(for: end))
  }

  /// `Route YYYY-MM-DD H:MMam` for a route ending at `end`, local time at `utcOffset` seconds.
  public static func trackName(end: Date, utcOffset: Int) -> String {
    let (date, hour, minute, suffix) = localParts(end, utcOffset: utcOffset)
    return "Route \(date) \(hour):\(minute)\(suffix)"
  }

  /// The UTC offset Apple names a route ending at `end` with: the `HKTimeZone` zone's at that instant
  /// (daylight saving per instant) when `timeZone` is a known identifier, else `fallback`.
  public static func utcOffset(at end: Date, timeZone: String?, fallback: Int) -> Int {
    guard let timeZone, let zone = ZoneInfo(identifier: timeZone) else { return fallback }
    return zone.secondsFromGMT(for: end)
  }

  /// The instant a route is named after: its last point (else its end), in the offset of its end date.
  /// With `timeZone` (the workout's `HKTimeZone`), the offset is that zone's at the last point, as the
  /// Health app names files in the phone's zone with daylight saving applied per instant.
  public static func nameTime(_ route: WorkoutRoute, timeZone: String? = nil) -> Timestamp {
    let last = route.locations.last?.time ?? route.header.end.date
    if let timeZone, let zone = ZoneInfo(identifier: timeZone) {
      return Timestamp(last, utcOffset: zone.secondsFromGMT(for: last))
    }
    return Timestamp(last, utcOffset: route.header.end.utcOffset)
  }

  /// Day `YYYY-MM-DD`, 12-hour hour, two-digit minute and `am`/`pm` of `date` at `utcOffset` seconds.
  private static func localParts(_ date: Date, utcOffset: Int) -> (String, Int, String, String) {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down)) + Int64(utcOffset)
    let (y, mo, d, h, mi, _) = ISO8601Timestamp.civil(fromUnix: seconds)
    let day = NumberText.formatted("%04lld-%02lld-%02lld", y, mo, d)
    let hour12 = h % 12 == 0 ? 12 : Int(h % 12)
    return (day, hour12, NumberText.formatted("%02lld", mi), h < 12 ? "am" : "pm")
  }
}
