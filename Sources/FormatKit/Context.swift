import Foundation
import WorkoutModel

/// Progress of a long-running read, for `--progress`.
public struct ProgressUpdate: Sendable {
  public var bytesDone: Int64
  public var bytesTotal: Int64?
  public var itemsDone: Int
  /// Makes an update.
  public init(bytesDone: Int64, bytesTotal: Int64?, itemsDone: Int) {
    self.bytesDone = bytesDone
    self.bytesTotal = bytesTotal
    self.itemsDone = itemsDone
  }
}

/// State shared by the reader and writer of one conversion: options, the report, nested readers,
/// progress. One per conversion; not shared across threads.
public final class ConversionContext {
  /// Options for readers and writers.
  public var options: FormatOptions
  /// The report being built.
  public var report = ConversionReport()
  /// The input's display name (file path or `-`).
  public var inputName: String
  /// Finds a reader for another format (e.g. the health reader asks for the GPX route reader).
  /// Set by `WorkoutConversion`, which owns the format list: no format imports another.
  public var nestedReader: (FormatID) -> (any FormatReader)?
  /// Called now and then by readers of large inputs.
  public var progress: ((ProgressUpdate) -> Void)?

  /// Makes a context.
  public init(
    inputName: String = "-", options: FormatOptions = FormatOptions(),
    nestedReader: @escaping (FormatID) -> (any FormatReader)? = { _ in nil }
  ) {
    self.inputName = inputName
    self.options = options
    self.nestedReader = nestedReader
  }

  /// Records a loss.
  public func lose(
    _ kind: String, in object: String, count: Int = 1, reason: String, at location: SourceLocation? = nil,
    example: String? = nil, hint: String? = nil
  ) {
    report.add(
      Loss(
        kind: kind, object: object, count: count, reason: reason, firstLocation: location, example: example,
        hint: hint))
    report.itemsDropped[kind, default: 0] += count
  }

  /// Records a warning.
  public func warn(_ code: String, _ message: String, at location: SourceLocation? = nil, count: Int = 1) {
    report.add(Warning(code: code, message: message, count: count, firstLocation: location))
  }

  /// Applies a policy to a recoverable problem: ignore, warn (and go on), or throw.
  public func handle(_ policy: Policy, _ error: ConversionError, warningCode: String) throws {
    switch policy {
    case .ignore: return
    case .warn: warn(warningCode, error.message, at: error.location)
    case .fail: throw error
    }
  }

  /// Records that the reader recovered from damage (what came before was kept), or throws under
  /// `damagePolicy == .fail`.
  public func recovered(from error: ConversionError) throws {
    if options.damagePolicy == .fail { throw error }
    report.addRecovered(error)
  }
}
