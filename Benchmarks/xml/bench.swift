// Benchmark driver for XMLStreaming / ZipStreaming (built by run.sh against the release build of the modules).
//   bench parse FILE           count Records, attributes and attribute bytes (what perf_libxml2 sax does)
//   bench parse-values FILE    same, plus Double parsing of every Record's value attribute
//   bench write N              write N Apple-style Records with XMLStreamWriter, then with libxml2's xmlTextWriter
//   bench unzip FILE.zip ENTRY inflate one entry with ZipArchiveReader at 16 KiB and 1 MiB buffers
//   bench zip-parse FILE.zip ENTRY   inflate + parse (count) one entry: the export.zip pipeline
import CLibXML2
import Foundation
import XMLStreaming
import ZipStreaming

final class Counter: XMLStreamHandler {
  var records = 0
  var attributes = 0
  var attributeBytes = 0
  var valueSum = 0.0
  let parseValues: Bool
  init(parseValues: Bool) { self.parseValues = parseValues }
  func startElement(_ e: XMLStartElement, parser: XMLStreamParser) throws -> XMLTextRequest {
    if e.localName == "Record" {
      records += 1
      if parseValues, let v = e.attributes["value"]?.double { valueSum += v }
    }
    for a in e.attributes {
      attributes += 1
      attributeBytes += a.value.count
    }
    return .skip
  }
}

/// CPU seconds (user + system) spent in `body`: robust on a shared, loaded machine.
func seconds(_ body: () throws -> Void) rethrows -> Double {
  func cpu() -> Double {
    var u = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &u)
    return Double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + Double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6
  }
  let start = cpu()
  try body()
  return cpu() - start
}

let args = CommandLine.arguments
switch args.count > 1 ? args[1] : "" {
case "parse", "parse-values":
  let url = URL(fileURLWithPath: args[2])
  let size = Double((try FileManager.default.attributesOfItem(atPath: url.path)[.size] as! NSNumber).int64Value)
  let counter = Counter(parseValues: args[1] == "parse-values")
  var options = XMLStreamOptions()
  options.allowHugeNodes = true
  let t = try seconds { try XMLStreamParser(handler: counter, options: options).parse(contentsOf: url) }
  print("\(counter.records) \(counter.attributes) \(counter.attributeBytes)")
  FileHandle.standardError.write(
    "\(args[1]): \(String(format: "%.2f", t)) s, \(String(format: "%.0f", size / t / 1e6)) MB/s\n".data(using: .utf8)!)
case "write":
  let n = Int(args[2])!
  let url = URL(fileURLWithPath: "/dev/null")
  var bytes: Int64 = 0
  let ours = try seconds {
    let sink = try XMLFileSink(url: url)
    let w = XMLStreamWriter(sink: sink, indentation: " ")
    try w.startElement("HealthData")
    for i in 0..<n {
      try w.startElement("Record")
      try w.writeAttribute("type", "HKQuantityTypeIdentifierHeartRate")
      try w.writeAttribute("sourceName", "Simon’s Apple Watch")
      try w.writeAttribute("device", "<<HKDevice: 0x282a45810>, name:Apple Watch, manufacturer:Apple Inc.>")
      try w.writeAttribute("unit", "count/min")
      try w.writeAttribute("creationDate", "2018-09-10 02:47:35 -0700")
      try w.writeAttribute("startDate", "2018-09-10 02:28:55 -0700")
      try w.writeAttribute("endDate", "2018-09-10 02:28:55 -0700")
      try w.writeAttribute("value", i)
      try w.endElement()
    }
    try w.endElement()
    try w.finish()
    bytes = w.bytesWritten
  }
  let libxml = seconds {
    let w = xmlNewTextWriterFilename("/dev/null", 0)!
    xmlTextWriterSetIndent(w, 1)
    xmlTextWriterSetIndentString(w, " ")
    xmlTextWriterStartDocument(w, "1.0", "UTF-8", nil)
    xmlTextWriterStartElement(w, "HealthData")
    for i in 0..<n {
      xmlTextWriterStartElement(w, "Record")
      xmlTextWriterWriteAttribute(w, "type", "HKQuantityTypeIdentifierHeartRate")
      xmlTextWriterWriteAttribute(w, "sourceName", "Simon’s Apple Watch")
      xmlTextWriterWriteAttribute(w, "device", "<<HKDevice: 0x282a45810>, name:Apple Watch, manufacturer:Apple Inc.>")
      xmlTextWriterWriteAttribute(w, "unit", "count/min")
      xmlTextWriterWriteAttribute(w, "creationDate", "2018-09-10 02:47:35 -0700")
      xmlTextWriterWriteAttribute(w, "startDate", "2018-09-10 02:28:55 -0700")
      xmlTextWriterWriteAttribute(w, "endDate", "2018-09-10 02:28:55 -0700")
      xmlTextWriterWriteAttribute(w, "value", "\(i)")
      xmlTextWriterEndElement(w)
    }
    xmlTextWriterEndElement(w)
    xmlTextWriterEndDocument(w)
    xmlFreeTextWriter(w)
  }
  print(
    "XMLStreamWriter: \(String(format: "%.2f", ours)) s (\(String(format: "%.0f", Double(bytes) / ours / 1e6)) MB/s); "
      + "xmlTextWriter: \(String(format: "%.2f", libxml)) s; ratio \(String(format: "%.1f", libxml / ours))x")
case "unzip":
  let reader = try ZipArchiveReader(url: URL(fileURLWithPath: args[2]))
  let entry = reader.entry(atPath: args[3])!
  for size in [16 << 10, 1 << 20] {
    reader.bufferSize = size
    var total = 0
    let t = try seconds { try reader.stream(entry, limits: .unlimited) { total += $0.count } }
    print(
      "bufferSize \(size): \(total) bytes in \(String(format: "%.2f", t)) s = \(String(format: "%.0f", Double(total) / t / 1e6)) MB/s"
    )
  }
case "zip-parse":
  let reader = try ZipArchiveReader(url: URL(fileURLWithPath: args[2]))
  let entry = reader.entry(atPath: args[3])!
  let counter = Counter(parseValues: false)
  let parser = XMLStreamParser(handler: counter)
  let t = try seconds { try parser.parse { consume in try reader.stream(entry, limits: .unlimited) { try consume($0) } } }
  print("\(counter.records) \(counter.attributes) \(counter.attributeBytes)")
  FileHandle.standardError.write("zip-parse: \(String(format: "%.2f", t)) s\n".data(using: .utf8)!)
default:
  print("usage: bench parse|parse-values FILE | write N | unzip FILE.zip ENTRY")
  exit(2)
}
