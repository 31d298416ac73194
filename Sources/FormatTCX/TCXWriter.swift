import FormatKit
import Foundation
import WorkoutModel

/// Writes TCX (placeholder until the writer lands).
public final class TCXWriter: FormatWriter {
  /// Makes a writer.
  public init(output: any ByteSink, options: FormatOptions = FormatOptions(), context: ConversionContext) {}
  public func receive(_ item: HealthItem) throws {}
  public func finish() throws {}
}
