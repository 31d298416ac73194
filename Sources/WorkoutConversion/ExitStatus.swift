import FormatKit
import FoundationEssentials
import WorkoutModel

/// wkconv's exit codes (documented in README.md, tested by CLITests).
public enum ExitStatus: Int32, Sendable, CaseIterable {
  /// Everything converted; nothing lost that the target could have carried.
  case success = 0
  /// A failure: unreadable input, unwritable output, unknown format… No partial output is left.
  case failure = 1
  /// The command line is wrong (unknown option, missing argument).
  case usage = 2
  /// `--strict` was given and the conversion lost data (the output is written; the report says what).
  case lossUnderStrict = 3
  /// The input was damaged; everything before the damage was converted and the damage is reported.
  case recoveredFromDamage = 4

  /// The status for a finished conversion's report.
  public static func forReport(_ report: ConversionReport, strict: Bool) -> ExitStatus {
    if report.recoveredFromDamage { return .recoveredFromDamage }
    if strict && report.hasLosses { return .lossUnderStrict }
    return .success
  }

  /// The name a report gives this status: `ok`, `failed`, `usage`, `lossUnderStrict`, `damaged`.
  public var reportName: String {
    switch self {
    case .success: return "ok"
    case .failure: return "failed"
    case .usage: return "usage"
    case .lossUnderStrict: return "lossUnderStrict"
    case .recoveredFromDamage: return "damaged"
    }
  }

  /// The status for an error.
  public static func forError(_ error: any Error) -> ExitStatus {
    if let error = error as? ConversionError, error.code == .usage { return .usage }
    return .failure
  }
}
