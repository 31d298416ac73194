/// WorkoutOperations module.
public enum WorkoutOperationsModule {}
