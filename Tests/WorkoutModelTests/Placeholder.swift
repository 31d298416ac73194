import Testing

@Test func WorkoutModelTestsPlaceholder() {}
