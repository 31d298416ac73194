import Foundation
import Testing

@testable import FormatFHIR

@Suite struct FHIRCodeTableTests {
  @Test func placeholder() { #expect(!FHIRCodes.standard.isEmpty) }
}
