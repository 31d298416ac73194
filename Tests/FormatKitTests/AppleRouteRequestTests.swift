import FormatKit
import Testing

/// Apple's route dialect is asked for with one typed request (`AppleRoute.Request`): the options a user
/// spells read into it, and a caller's typed request wins over them.
@Suite struct AppleRouteRequestTests {
  @Test func spelledOptionsReadAsTheRequest() {
    #expect(AppleRoute.request(in: FormatOptions()) == nil)
    #expect(
      AppleRoute.request(
        in: FormatOptions(values: ["gpx.appleRoute": "false", "gpx.appleRoute.complete": "true"])) == nil)
    #expect(AppleRoute.request(in: FormatOptions(values: ["gpx.appleRoute": "true"])) == AppleRoute.Request())
    let spelled = FormatOptions(values: [
      "gpx.appleRoute": "yes", "gpx.appleRoute.complete": "1", "gpx.appleRoute.timeZone": "Europe/Berlin",
      "gpx.appleRoute.rounding": "IGNORE",
    ])
    #expect(
      AppleRoute.request(in: spelled)
        == AppleRoute.Request(complete: true, timeZone: "Europe/Berlin", rounding: .ignore))
    #expect(
      AppleRoute.request(
        in: FormatOptions(values: ["gpx.appleRoute": "true", "gpx.appleRoute.timeZone": ""]))?.timeZone
        == nil)
  }

  @Test func aTypedRequestWins() {
    var options = FormatOptions(values: ["gpx.appleRoute.timeZone": "Asia/Tokyo"])
    options.appleRoute = AppleRoute.Request(complete: true, rounding: .ignore)
    #expect(
      AppleRoute.request(in: options) == AppleRoute.Request(complete: true, timeZone: nil, rounding: .ignore))
    #expect(options.values == ["gpx.appleRoute.timeZone": "Asia/Tokyo"], "the typed request adds no names")
    #expect(AppleRoute.options.map(\.name).allSatisfy { $0.hasPrefix("gpx.appleRoute") })
  }
}
