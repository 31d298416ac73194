/// FormatTCX module.
public enum FormatTCXModule {}
