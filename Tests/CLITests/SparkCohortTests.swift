import Foundation
import TestSupport
import Testing

/// `Integrations/spark/convert_cohort.py` in Spark local mode on a small generated cohort
/// (`Integrations/spark/test_convert_cohort.py`): rows per kind and per participant equal the per-file
/// `wkconv convert --to parquet` outputs, the damaged file is in `_reports` with exit code 4, and a re-run
/// adds no rows. Needs Java 17 and `pyspark` (CI installs both).
@Suite struct SparkCohortTests {
  static let sparkReady: Bool =
    (try? runProcess("python3", ["-c", "import pyspark, pyarrow"]).status == 0) ?? false
    && ((try? runProcess("java", ["-version"]).status == 0) ?? false)
  static var shouldRun: Bool { SharedCorpus.shouldRun && (sparkReady || SharedCorpus.isRequired) }
  static let skip = Comment(
    rawValue:
      "skipped: needs ../shared, Java 17 and pyspark; Scripts/bootstrap --test installs them; WKCONV_REQUIRE_SHARED=1 makes it a failure"
  )

  @Test(.enabled(if: shouldRun, skip)) func cohortJobMatchesPerFileConversions() throws {
    let script = TestPaths.packageRoot.appendingPathComponent("Integrations/spark/test_convert_cohort.py")
      .path
    let r = try runProcess(
      "python3", [script, CLI.binary, TestPaths.shared.path, TestPaths.samples.path],
      environment: ["PYSPARK_PYTHON": "python3"])
    #expect(r.status == 0, "\(r.stdoutString)\n\(r.stderrString.suffix(3000))")
  }

  /// The job on a standalone cluster (a master and two workers started by the script with
  /// `spark-class`, `spark-submit --files` shipping the binary), one worker killed while it converts:
  /// every input reported once, the same rows as per-file conversions (none lost, none duplicated).
  @Test(.enabled(if: shouldRun, skip)) func clusterJobSurvivesALostWorker() throws {
    let script = TestPaths.packageRoot.appendingPathComponent("Integrations/spark/test_cluster.py").path
    let r = try runProcess(
      "python3", [script, CLI.binary, TestPaths.shared.path, TestPaths.samples.path],
      environment: ["PYSPARK_PYTHON": "python3"])
    #expect(r.status == 0, "\(r.stdoutString)\n\(r.stderrString.suffix(3000))")
  }
}
