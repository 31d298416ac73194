import Foundation
import TestSupport
import Testing

@Suite("Ecosystem activity tables")
struct EcosystemActivityTableTests {
  /// Every ecosystem reader's activity code table (Health Connect, Samsung Health, Fitbit, Google Fit,
  /// Polar, Suunto) is what `Formats/ecosystems/generate.py` makes from `activity-types.tsv` today.
  @Test("The generated activity tables are fresh")
  func generatedTablesFresh() throws {
    let script = TestPaths.formats.appendingPathComponent("ecosystems/generate.py").path
    let check = try runProcess("python3", [script, "--check"])
    #expect(check.status == 0, "run python3 Formats/ecosystems/generate.py: \(check.stderrString)")
  }
}
