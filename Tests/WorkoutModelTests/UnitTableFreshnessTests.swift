import Foundation
import TestSupport
import Testing

@Suite struct UnitTableFreshnessTests {
  /// `Sources/WorkoutModel/Generated/UnitTable.swift` must be what `Formats/units/generate.py` writes today.
  @Test func generatedUnitTableIsFresh() throws {
    let script = TestPaths.formats.appendingPathComponent("units/generate.py")
    let result = try runProcess("python3", [script.path, "--check"], currentDirectory: TestPaths.packageRoot)
    #expect(
      result.status == 0,
      "UnitTable.swift is stale or the table is invalid: \(result.stderrString)\(result.stdoutString)")
  }
}
