import Testing

@Test func FormatGPXTestsPlaceholder() {}
