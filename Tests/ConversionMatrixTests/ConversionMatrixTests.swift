import Testing

@testable import WorkoutConversion

/// The conversion matrix over the shared corpus (issue 7). Filled in below.
@Suite struct ConversionMatrixPlaceholder {
  @Test func formatsRegistered() {
    #expect(!FormatRegistry.all.isEmpty)
  }
}
