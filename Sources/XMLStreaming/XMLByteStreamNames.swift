import ByteStreams

// The byte buffer and number text moved to ByteStreams (one bytes layer for XML, NDJSON, CSV and FIT);
// these names stay for the writers that still spell them (FormatGPX, FormatTCX) until they switch.

/// Former name of `ByteStreams.NumberText`.
public typealias XMLNumberText = NumberText

/// Former name of `ByteStreams.ByteBuffer`.
public typealias XMLByteBuffer = ByteBuffer

extension XMLStreamWriter {
  /// Writes the buffer's bytes exactly as given (see `writeRaw(bytes:)`) and empties it.
  public func writeRaw(_ buffer: ByteBuffer) throws {
    try buffer.withBytes { try writeRaw(bytes: $0) }
    buffer.removeAll()
  }
}

/// Former name of `ByteStreams.ByteSink`.
public typealias XMLByteSink = ByteSink

/// Former name of `ByteStreams.DataSink`.
public typealias XMLDataSink = DataSink

/// Former name of `ByteStreams.FileSink`.
public typealias XMLFileSink = FileSink

/// Former name of `ByteStreams.SinkError`.
public typealias XMLSinkError = SinkError
