import ByteStreams
import FoundationEssentials
import WorkoutModel

/// Statistics rows as text: CSV, an aligned table, JSON.
package enum StatisticsText {
  /// The value columns of a type: `sum` for cumulative types, else the discrete statistics.
  package static func valueColumns(cumulative: Bool) -> [String] {
    cumulative ? ["sum"] : ["average", "minimum", "maximum", "mostRecent"]
  }

  /// The values of a row in `valueColumns` order.
  static func values(_ row: StatisticsRow, cumulative: Bool) -> [Double?] {
    cumulative ? [row.sum] : [row.average, row.minimum, row.maximum, row.mostRecent]
  }

  /// `start,end,` then `sum` or `average,minimum,maximum,mostRecent`, then `unit`; times in ISO 8601 with
  /// the interval's UTC offset, numbers in their shortest exact text (empty when absent).
  package static func csv(_ rows: [StatisticsRow], cumulative: Bool) -> String {
    var text =
      (["start", "end"] + valueColumns(cumulative: cumulative) + ["unit"]).joined(separator: ",") + "\n"
    for row in rows {
      let numbers = values(row, cumulative: cumulative).map { $0.map(NumberText.shortest) ?? "" }
      let fields =
        [ISO8601Timestamp.format(row.start), ISO8601Timestamp.format(row.end)] + numbers + [
          csvField(row.unit)
        ]
      text += fields.joined(separator: ",") + "\n"
    }
    return text
  }

  private static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
    return "\"" + text.replacing("\"", with: "\"\"") + "\""
  }

  /// An aligned table for people: the local date the interval starts, the values rounded to two decimals,
  /// the unit.
  package static func table(_ rows: [StatisticsRow], cumulative: Bool, interval: StatisticsInterval) -> String
  {
    let header = [interval.rawValue] + valueColumns(cumulative: cumulative) + ["unit"]
    var lines: [[String]] = [header]
    for row in rows {
      let day = String(ISO8601Timestamp.format(row.start).prefix(10))
      let numbers = values(row, cumulative: cumulative).map { value in
        value.map { NumberText.rounded($0, decimals: 2) ?? NumberText.shortest($0) } ?? "-"
      }
      lines.append([day] + numbers + [row.unit])
    }
    var widths = [Int](repeating: 0, count: header.count)
    for line in lines {
      for (i, cell) in line.enumerated() { widths[i] = max(widths[i], cell.count) }
    }
    return lines.map { line in
      line.enumerated().map { i, cell in
        // Numbers right-aligned, the date and the unit left-aligned.
        let pad = String(repeating: " ", count: widths[i] - cell.count)
        return i == 0 || i == line.count - 1 ? cell + pad : pad + cell
      }.joined(separator: "  ").trimmingWhitespace()
    }.joined(separator: "\n") + "\n"
  }

  /// The JSON document `wkconv stats --format json` prints.
  package struct Document: Encodable, Sendable {
    package var type: String
    package var interval: StatisticsInterval
    package var unit: String
    package var aggregationStyle: AggregationStyle
    /// `true` when overlapping sources were de-duplicated by priority.
    package var deduplicated: Bool
    /// The sources, highest priority first.
    package var sources: [StatisticsSource]
    package var rows: [StatisticsRow]

    /// Makes a document.
    package init(
      type: String, interval: StatisticsInterval, unit: String, aggregationStyle: AggregationStyle,
      deduplicated: Bool, sources: [StatisticsSource], rows: [StatisticsRow]
    ) {
      self.type = type
      self.interval = interval
      self.unit = unit
      self.aggregationStyle = aggregationStyle
      self.deduplicated = deduplicated
      self.sources = sources
      self.rows = rows
    }
  }

  /// `document` as pretty-printed JSON with sorted keys.
  package static func json(_ document: Document) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
  }
}
