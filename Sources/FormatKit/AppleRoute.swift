import FoundationEssentials

/// Apple Health's workout routes (an export's `workout-routes/route_….gpx` files): the one home of the
/// dialect's request. The GPX writer writes the dialect when asked (`request(in:)`); the
/// health export writer asks for it typed, through the nested GPX writer it reaches by the context's
/// hook; the `gpx.appleRoute*` options are the same request spelled on the command line.
public enum AppleRoute {
  /// What a writer of Apple's route GPX is asked for.
  public struct Request: Sendable, Hashable {
    /// Every element on every point, as the Health app's export writes them (`ele` 0 for a missing
    /// altitude, reported as a `route altitude` loss; `-1` for missing speed, course and accuracies), the
    /// track named after the route's last point, and a route without points still written. False: values
    /// a point lacks are left out.
    public var complete: Bool
    /// The zone the track name's time is in (an `HKTimeZone` identifier such as `Europe/Berlin`), its
    /// offset taken at the named instant; nil (or an unknown identifier): the UTC offset of the route's
    /// (or workout's) end.
    public var timeZone: String?
    /// What to do with values Apple's 6 decimals and whole seconds change.
    public var rounding: Rounding

    /// A request; by default the bare dialect, its rounding reported.
    public init(complete: Bool = false, timeZone: String? = nil, rounding: Rounding = .report) {
      self.complete = complete
      self.timeZone = timeZone
      self.rounding = rounding
    }
  }

  /// What the dialect does with values its 6 decimals and whole seconds change.
  public enum Rounding: String, Sendable, Hashable {
    /// Report them as a `route digits` loss.
    case report
    /// Say nothing: the caller's format states that precision (the health export writer).
    case ignore
  }

  /// `gpx.appleRoute=true`: write Apple's route GPX (an export's workout-routes file).
  public static let option = FormatOption(
    "gpx.appleRoute", .bool, default: "false",
    help: "write Apple's route GPX (one route, as an export's workout-routes)")
  /// `gpx.appleRoute.complete=true`: `Request.complete`.
  public static let completeOption = FormatOption(
    "gpx.appleRoute.complete", .bool, default: "false",
    help: "with gpx.appleRoute: write every point field Apple's route GPX can hold")
  /// `gpx.appleRoute.timeZone=ZONE`: `Request.timeZone` (empty: none).
  public static let timeZoneOption = FormatOption(
    "gpx.appleRoute.timeZone", .text("time zone"),
    help: "with gpx.appleRoute: the time zone of the file's local times (an IANA name; empty: UTC)")
  /// `gpx.appleRoute.rounding=report|ignore`: `Request.rounding`.
  public static let roundingOption = FormatOption(
    "gpx.appleRoute.rounding", .choice(["report", "ignore"]), default: "report",
    help: "with gpx.appleRoute: report the rounding to Apple's digits as a loss, or not")
  /// The options that spell a request (the GPX format declares them).
  public static let options = [option, completeOption, timeZoneOption, roundingOption]

  /// The request `options` make: the typed one a caller set (`FormatOptions.appleRoute`), else the one
  /// the `gpx.appleRoute*` options spell; nil when neither asks for the dialect.
  public static func request(in options: FormatOptions) -> Request? {
    if let typed = options.appleRoute { return typed }
    guard options.flag(option) else { return nil }
    return Request(
      complete: options.flag(completeOption),
      timeZone: options.value(timeZoneOption).flatMap { $0.isEmpty ? nil : $0 },
      rounding: options.value(roundingOption) == Rounding.ignore.rawValue ? .ignore : .report)
  }
}
