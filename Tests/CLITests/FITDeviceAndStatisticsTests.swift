import Foundation
import TestSupport
import Testing

/// Issue 16's two FIT bullets, on the built binary and read back by independent readers: a single-sport
/// workout's statistics reach its FIT session (only what FIT cannot hold is lost), and FIT device_info
/// messages no longer land in Apple's device string.
@Suite(.enabled(if: SharedCorpus.shouldRun, SharedCorpus.skipComment))
struct FITDeviceAndStatisticsTests {
  @Test func aSingleSportWorkoutsStatisticsReachItsSession() throws {
    let dir = try CLI.tempDir()
    let generator = SharedCorpus.url("tools/gen_health_export.py").path
    let g = try runProcess(
      "python3", [generator, "--records", "300", "--workouts", "2", "--out", "gen.zip"], currentDirectory: dir
    )
    #expect(g.status == 0)
    let r = try CLI.run(["convert", "gen.zip", "fit/", "--to", "fit", "--workouts-only"], in: dir)
    #expect(r.status == 0, "\(r.stderrString)")
    #expect(!r.stderrString.contains("workout statistics"), "\(r.stderrString)")
    // fitdecode: every session carries the export's energy and heart rate statistics.
    let script = """
      import fitdecode, glob, sys
      n = 0
      for f in sorted(glob.glob('fit/*.fit')):
          with fitdecode.FitReader(f) as r:
              for m in r:
                  if isinstance(m, fitdecode.FitDataMessage) and m.name == 'session':
                      assert m.get_value('total_calories') and m.get_value('avg_heart_rate'), f
                      n += 1
      print(n)
      """
    let p = try runProcess("python3", ["-c", script], currentDirectory: dir)
    #expect(p.status == 0, "\(p.stderrString)")
    #expect(Int(p.stdoutString.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 >= 1)
  }

  @Test func deviceInfoMessagesAreMetadataNotPartOfAppleDeviceString() throws {
    let dir = try CLI.tempDir()
    let fit = SharedCorpus.url("corpus/fit/fitparse-edge500-ride.fit").path
    let r = try CLI.run(["convert", fit, "h.zip", "--to", "health", "--quiet"], in: dir)
    #expect(r.status == 0, "\(r.stderrString)")
    // ElementTree: the workout's device string names the edge500 only; fitdecode counts 5 device_info.
    let script = """
      import zipfile, xml.etree.ElementTree as ET
      z = zipfile.ZipFile('h.zip')
      name = [n for n in z.namelist() if n.endswith('export.xml')][0]
      w = ET.fromstring(z.read(name)).find('Workout')
      entries = [e for e in w.findall('MetadataEntry') if e.get('key').startswith('FIT.device_info.')]
      print(w.get('device')); print(len(entries))
      """
    let p = try runProcess("python3", ["-c", script], currentDirectory: dir)
    #expect(p.status == 0, "\(p.stderrString)")
    let lines = p.stdoutString.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.contains("name:edge500") == true)
    #expect(lines.first?.contains("device_info") == false, "\(lines)")
    #expect(lines.last == "5")
  }
}
