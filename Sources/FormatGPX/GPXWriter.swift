import FormatKit
import Foundation
import WorkoutModel

/// Placeholder until the writer lands.
public final class GPXWriter: FormatWriter {
  init(output: any ByteSink, options: GPXOptions, context: ConversionContext) {}
  public func receive(_ item: HealthItem) throws {}
  public func finish() throws {}
}
