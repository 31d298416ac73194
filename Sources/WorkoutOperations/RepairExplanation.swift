import FormatKit
import FoundationEssentials
import WorkoutModel

/// One thing `wkconv repair` found wrong with its input, and what it did about it (`--explain`, and
/// `explain` in the `--report` JSON).
public struct RepairFinding: Sendable, Hashable, Codable {
  /// What kind of finding this is.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// The input is damaged (truncated, bad header, garbage): the reader stopped or skipped there.
    case damage
    /// The reader noticed something wrong and read on (a checksum mismatch, a derived start…).
    case warning
    /// A summary (lap, session, workout) was rebuilt or corrected from the records.
    case rebuilt
  }

  public var kind: Kind
  /// What was wrong.
  public var problem: String
  /// What was done.
  public var action: String
  /// How many times.
  public var count: Int
  /// Where (file, byte, record), when known.
  public var location: SourceLocation?

  public init(kind: Kind, problem: String, action: String, count: Int = 1, location: SourceLocation? = nil) {
    self.kind = kind
    self.problem = problem
    self.action = action
    self.count = count
    self.location = location
  }

  /// `problem → action` on one line, for `--explain`.
  public var line: String {
    let times = count > 1 ? " (×\(count))" : ""
    let place = location.map { " [\($0)]" } ?? ""
    return "\(problem)\(times)\(place) → \(action)"
  }
}

/// The findings of a repair, from its conversion report: the reader's recovered damage and warnings, then
/// the changes `WorkoutRepair` made.
public enum RepairExplanation {
  public static func findings(_ report: ConversionReport) -> [RepairFinding] {
    var findings: [RepairFinding] = []
    for error in report.recoveredErrors {
      // A reader that skipped the damaged bytes and resumed after them says so ("resumed at byte …").
      let resumed = error.message.contains("resumed at byte")
      findings.append(
        RepairFinding(
          kind: .damage, problem: error.message,
          action: resumed
            ? "skipped the damaged bytes; everything readable before and after them kept"
            : "kept everything readable before the damage; what follows it could not be read",
          location: error.location))
    }
    for warning in report.warnings {
      findings.append(
        RepairFinding(
          kind: .warning, problem: warning.message, action: "read on", count: warning.count,
          location: warning.firstLocation))
    }
    for change in report.changes where change.operation == WorkoutRepair().option {
      findings.append(
        RepairFinding(
          kind: .rebuilt, problem: "\(change.kind): \(change.reason)", action: change.action,
          count: change.count))
    }
    return findings
  }

  /// The human-readable list `--explain` prints.
  public static func text(_ findings: [RepairFinding]) -> [String] {
    guard !findings.isEmpty else {
      return ["nothing to repair: the input was intact and its summaries consistent"]
    }
    return findings.enumerated().map { "\($0.offset + 1). [\($0.element.kind.rawValue)] \($0.element.line)" }
  }
}
