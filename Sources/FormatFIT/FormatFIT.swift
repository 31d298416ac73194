/// FormatFIT module.
public enum FormatFITModule {}
