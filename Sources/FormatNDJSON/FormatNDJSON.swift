/// FormatNDJSON module.
public enum FormatNDJSONModule {}
