import Testing

@Test func CLITestsPlaceholder() {}
