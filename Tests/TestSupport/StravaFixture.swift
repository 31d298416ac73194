import Foundation

/// Test fixtures shared by suites.
public enum StravaFixture {
  /// A Strava bulk export made of this project's samples: activities.csv naming two activity files.
  public static func make(at url: URL) throws {
    let script = """
      import sys, zipfile
      out, fit, gpx = sys.argv[1:4]
      rows = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Filename\\n"
      rows += "101,\\"May 1, 2024, 7:00:00 AM\\",Morning Ride,Ride,,activities/101.fit\\n"
      rows += "102,\\"May 2, 2024, 7:00:00 AM\\",Evening Walk,Walk,,activities/102.gpx\\n"
      with zipfile.ZipFile(out, "w") as z:
          for name, data in (("activities.csv", rows.encode()), ("activities/101.fit", open(fit, "rb").read()),
                             ("activities/102.gpx", open(gpx, "rb").read())):
              info = zipfile.ZipInfo(name, (2024, 5, 1, 0, 0, 0))
              z.writestr(info, data, zipfile.ZIP_DEFLATED)
      """
    let gpx = TestPaths.packageRoot.appendingPathComponent("Tests/GoldenTests/Inputs/track.gpx")
    let r = try runProcess(
      "python3",
      ["-c", script, url.path, TestPaths.samples.appendingPathComponent("ride.fit").path, gpx.path])
    guard r.status == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: r.stderrString])
    }
  }

}
