import Testing

@Test func WorkoutOperationsTestsPlaceholder() {}
