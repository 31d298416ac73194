/// FormatKit module.
public enum FormatKitModule {}
