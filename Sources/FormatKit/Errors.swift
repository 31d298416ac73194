import FoundationEssentials

/// How to react to a recoverable problem.
public enum Policy: String, Sendable, Hashable, Codable, CaseIterable {
  /// Carry on silently.
  case ignore
  /// Carry on and record a warning in the report.
  case warn
  /// Stop with an error.
  case fail
}
