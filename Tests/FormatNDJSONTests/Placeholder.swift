import Testing

@Test func FormatNDJSONTestsPlaceholder() {}
