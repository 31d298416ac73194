import Testing

@Test func FormatKitTestsPlaceholder() {}
