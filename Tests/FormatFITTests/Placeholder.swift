import Testing

@Test func FormatFITTestsPlaceholder() {}
