import Testing

@Test func FormatTCXTestsPlaceholder() {}
