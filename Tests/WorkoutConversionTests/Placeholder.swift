import Testing

@Test func WorkoutConversionTestsPlaceholder() {}
