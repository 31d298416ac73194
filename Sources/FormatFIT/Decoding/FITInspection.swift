import ByteStreams
import FoundationEssentials
import WorkoutModel

/// A human-readable summary of a FIT file (for `wkconv inspect`): headers, message counts, sessions, laps,
/// events, devices and developer fields, plus the decoder's warnings and error.
package struct FITInspection: Sendable {
  /// File headers (one per chained part).
  package var headers: [FITFileHeader] = []
  /// Data message counts by message name, in first-seen order.
  package var messageCounts: [(name: String, count: Int)] = []
  /// file_id fields as "name=value" text.
  package var fileID: [String] = []
  /// One line of "name=value" pairs per session.
  package var sessions: [String] = []
  /// One line per lap.
  package var laps: [String] = []
  /// One line per event.
  package var events: [String] = []
  /// One line per device_info.
  package var devices: [String] = []
  /// Developer field descriptions.
  package var developerFields: [FITDeveloperFieldDescription] = []
  /// Recovered problems.
  package var warnings: [FITDiagnostic] = []
  /// The problem that stopped decoding, if any.
  package var error: FITDecodingError?

  /// Decodes `data` and summarizes it.
  package static func inspect(_ data: Data, options: FITDecodingOptions = FITDecodingOptions())
    -> FITInspection
  {
    var result = FITInspection()
    var counts: [String: Int] = [:]
    var order: [String] = []
    let summary = FITDecoder(options: options).decode(data) { m in
      let name = m.name
      if counts[name] == nil { order.append(name) }
      counts[name, default: 0] += 1
      switch m.globalNumber {
      case 0: result.fileID = describe(m)
      case 18: result.sessions.append(describe(m).joined(separator: " "))
      case 19: result.laps.append(describe(m).joined(separator: " "))
      case 21: result.events.append(describe(m).joined(separator: " "))
      case 23: result.devices.append(describe(m).joined(separator: " "))
      default: break
      }
    }
    result.messageCounts = order.map { ($0, counts[$0]!) }
    result.headers = summary.headers
    result.developerFields = summary.developerFieldDescriptions
    result.warnings = summary.warnings
    result.error = summary.error
    return result
  }

  /// "name=value[units]" for every field of a message (enum names, UTC dates for date_time).
  package static func describe(_ m: FITMessage) -> [String] {
    var out: [String] = []
    for f in m.fields {
      let name = m.name(of: f)
      var text: String
      if let e = m.enumName(of: f) {
        text = e
      } else if m.typeName(of: f) == "date_time", let raw = f.rawInteger {
        text = ISO8601Timestamp.format(Timestamp(Date(timeIntervalSince1970: Double(raw) + 631_065_600)))
      } else {
        switch m.value(of: f) {
        case .integer(let v): text = String(v)
        case .real(let v): text = NumberText.formatted("%g", v)
        case .string(let s): text = "\"\(s)\""
        case .strings(let s): text = s.joined(separator: "|")
        case .integers(let vs): text = vs.map { $0.map(String.init) ?? "-" }.joined(separator: ",")
        case .reals(let vs):
          text = vs.map { $0.map { NumberText.formatted("%g", $0) } ?? "-" }.joined(separator: ",")
        case .bytes(let b): text = b.map { NumberText.formatted("%02x", $0) }.joined()
        }
        let units = m.units(of: f)
        if !units.isEmpty { text += units }
      }
      out.append("\(name)=\(text)")
    }
    for d in m.developerFields {
      let name = d.description?.name ?? "developer_\(d.developerDataIndex)_\(d.fieldNumber)"
      out.append("\(name)=\(d.physicalValue)")
    }
    return out
  }

  /// A multi-line text rendering.
  package var text: String {
    var lines: [String] = []
    for h in headers {
      lines.append(
        "header @\(h.byteOffset): size \(h.headerSize), protocol \(h.protocolVersion >> 4).\(h.protocolVersion & 0xF), profile \(h.profileVersion), data \(h.dataSize) bytes"
      )
    }
    lines.append("messages: " + messageCounts.map { "\($0.name) \($0.count)" }.joined(separator: ", "))
    if !fileID.isEmpty { lines.append("file_id: " + fileID.joined(separator: " ")) }
    for (i, d) in devices.enumerated() { lines.append("device \(i): \(d)") }
    for (i, s) in sessions.enumerated() { lines.append("session \(i): \(s)") }
    for (i, l) in laps.enumerated() { lines.append("lap \(i): \(l)") }
    for (i, e) in events.enumerated() { lines.append("event \(i): \(e)") }
    for d in developerFields {
      lines.append(
        "developer field \(d.developerDataIndex).\(d.fieldNumber): \(d.name) [\(d.units)] \(d.baseType.name) scale \(d.scale) offset \(d.offset)"
      )
    }
    for w in warnings { lines.append("warning (\(w.count)×): \(w.first)") }
    if let error { lines.append("error: \(error)") }
    return lines.joined(separator: "\n")
  }
}
