import FormatKit
import FoundationEssentials

/// The capability matrix of the registered formats, for `wkconv formats` and the README.
public enum FormatMatrix {
  /// One row per capability, one column per format: `R` read, `W` write, `RW` both, `-` neither.
  public static func text() -> String {
    let formats = FormatRegistry.all.map(\.descriptor)
    var lines: [String] = []
    lines.append("formats:")
    for d in formats {
      let modes = [d.canRead ? "read" : nil, d.canWrite ? "write" : nil].compactMap { $0 }.joined(
        separator: "+")
      let extensions = d.fileExtensions.map { "." + $0 }.joined(separator: " ")
      lines.append(
        "  \(d.id.rawValue.padded(toLength: max(8, d.id.rawValue.count))) \(d.name) [\(modes)] \(extensions)  \(d.mediaType)"
      )
    }
    lines.append("")
    lines.append(
      "containers (read: each member converted as its own input, its format detected; --from names it otherwise):"
    )
    for kind in ContainerKind.allCases {
      lines.append("  \(kind.rawValue.padded(toLength: 8)) \(kind.summary)")
    }
    lines.append("")
    let width = Capability.allCases.map { $0.summary.count }.max() ?? 20
    var header = "capability".padded(toLength: width + 2)
    // A column is 8 wide, or the id and a space.
    func columnWidth(_ d: FormatDescriptor) -> Int { max(8, d.id.rawValue.count + 1) }
    for d in formats {
      header += d.id.rawValue.padded(toLength: columnWidth(d))
    }
    lines.append(header)
    for capability in Capability.allCases {
      var row = capability.summary.padded(toLength: width + 2)
      for d in formats {
        let r = d.canRead && d.capabilities.reads.contains(capability)
        let w = d.canWrite && d.capabilities.writes.contains(capability)
        let cell = r && w ? "RW" : r ? "R" : w ? "W" : "-"
        row += cell.padded(toLength: columnWidth(d))
      }
      lines.append(row)
    }
    lines.append("")
    lines.append("R = read, W = written; anything a target cannot carry is reported as a loss.")
    lines.append("")
    lines.append("options (--option key=value; unknown keys and bad values are usage errors):")
    lines += FormatRegistry.optionLines
    return lines.joined(separator: "\n") + "\n"
  }

  struct Row: Codable {
    var id: String
    var name: String
    var extensions: [String]
    var mediaType: String
    var canRead: Bool
    var canWrite: Bool
    var workoutsPerFile: String
    var reads: [String]
    var writes: [String]
    var options: [Option]
  }

  struct Option: Codable {
    var name: String
    var type: String
    var values: String
    var `default`: String?
    var help: String

    init(_ o: FormatOption) {
      name = o.name
      switch o.type {
      case .bool: type = "bool"
      case .integer: type = "integer"
      case .choice: type = "choice"
      case .text: type = "text"
      }
      values = o.valueDescription
      `default` = o.defaultValue
      help = o.help
    }
  }

  /// The matrix as JSON.
  public static func json() throws -> String {
    let rows = FormatRegistry.all.map(\.descriptor).map { d in
      Row(
        id: d.id.rawValue, name: d.name, extensions: d.fileExtensions, mediaType: d.mediaType,
        canRead: d.canRead,
        canWrite: d.canWrite, workoutsPerFile: d.workoutsPerFile.rawValue,
        reads: Capability.allCases.filter { d.capabilities.reads.contains($0) }.map(\.rawValue),
        writes: Capability.allCases.filter { d.capabilities.writes.contains($0) }.map(\.rawValue),
        options: d.options.map(Option.init))
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(rows), as: UTF8.self) + "\n"
  }
}
