/// WorkoutModel module.
public enum WorkoutModelModule {}
