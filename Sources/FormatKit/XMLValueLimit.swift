extension ConversionContext {
  /// Reports the attribute values and texts an XML writer cut to the limits our XML readers accept
  /// (`XMLStreamWriter.limits`, the readers' `XMLStreamOptions`: 1 MiB each by default), so that what we
  /// write, we read back (`XMLStreamWriter.truncatedValueCount`).
  public func loseValuesCutForXML(_ count: Int, in object: String) {
    guard count > 0 else { return }
    lose(
      .textOver1MiB, in: object, count: count,
      .xmlValueCut)
  }
}
