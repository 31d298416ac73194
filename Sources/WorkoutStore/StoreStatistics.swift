import FoundationEssentials
import HealthStatistics
import WorkoutModel

/// The store's `daily_statistics`: for every quantity type, one row per local day with the figures
/// `wkconv stats --by day` prints (HealthStatistics, Health's default source priority): `sum` for a
/// cumulative type, de-duplicated across sources; `average`, `minimum`, `maximum`, `most_recent` for a
/// discrete one; the type's canonical unit. A writing sync recomputes the types it touched (all of them
/// when it touched a correlation, whose members count in their own types) inside its transaction, so
/// SQL users and agents read figures that always match the items.
enum StoreStatistics {
  /// Version 3 of the schema: the table (filled by the migration itself, `StoreSchema.prepare`).
  static let version3 = """
    CREATE TABLE daily_statistics (
      type TEXT NOT NULL, start TEXT NOT NULL, "end" TEXT NOT NULL, unit TEXT NOT NULL,
      sum REAL, average REAL, minimum REAL, maximum REAL, most_recent REAL, count INTEGER NOT NULL,
      PRIMARY KEY (type, start)
    );
    """

  /// The statistic types a sync that wrote `touched` (item types) changes: nil for every type.
  static func affected(by touched: Set<String>) -> Set<String>? {
    touched.contains { $0.hasPrefix("HKCorrelationTypeIdentifier") } ? nil : touched
  }

  /// Recomputes the rows of `types` (every type when nil) from the stored quantity samples and
  /// correlations.
  static func refresh(_ db: SQLiteConnection, types: Set<String>?) throws {
    if let types, types.isEmpty { return }
    var table = StatisticsTable(options: StatisticsOptions(interval: .day))
    let decoder = JSONDecoder()
    let select = try db.statement("SELECT line FROM items WHERE kind IN ('quantity', 'correlation')")
    while try select.step() {
      guard let line = select.text(0) else { continue }
      let item: HealthItem
      do { item = try decoder.decode(HealthItem.self, from: Data(line.utf8)) } catch {
        throw ConversionError(
          .invalidInput, "a stored item does not decode: \(error)", at: SourceLocation(file: db.path))
      }
      if let types, case .quantity(let sample) = item, !types.contains(sample.type) { continue }
      // A unit that does not convert to its type's canonical unit has no statistics (stats says so).
      try? table.add(item: item)
    }
    if let types {
      for type in types {
        try db.statement("DELETE FROM daily_statistics WHERE type = ?1").bind([type]).run()
      }
    } else {
      try db.exec("DELETE FROM daily_statistics")
    }
    let insert =
      "INSERT INTO daily_statistics (type, start, \"end\", unit, sum, average, minimum, maximum, most_recent, count)"
      + " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"
    for (type, rows) in table.rows() where types?.contains(type) ?? true {
      for row in rows {
        // The cached statement, rewound for each row.
        try db.statement(insert).bind([
          type, ISO8601Timestamp.format(row.start), ISO8601Timestamp.format(row.end), row.unit, row.sum,
          row.average, row.minimum, row.maximum, row.mostRecent, row.count,
        ]).run()
      }
    }
  }
}
