import Testing

@Test func XMLStreamingTestsPlaceholder() {}
