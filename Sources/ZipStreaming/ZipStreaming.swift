/// ZipStreaming module.
public enum ZipStreamingModule {}
