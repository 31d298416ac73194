/// FormatHealthExport module.
public enum FormatHealthExportModule {}
