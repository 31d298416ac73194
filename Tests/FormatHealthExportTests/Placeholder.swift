import Testing

@Test func FormatHealthExportTestsPlaceholder() {}
