/// FormatGPX module.
public enum FormatGPXModule {}
