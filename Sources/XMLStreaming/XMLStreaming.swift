/// XMLStreaming module.
public enum XMLStreamingModule {}
