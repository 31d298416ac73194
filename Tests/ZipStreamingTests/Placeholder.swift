import Testing

@Test func ZipStreamingTestsPlaceholder() {}
