/// WorkoutConversion module.
public enum WorkoutConversionModule {}
