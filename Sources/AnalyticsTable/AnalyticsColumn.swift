import FoundationEssentials
import WorkoutModel

/// The one analytics table that `--to parquet`, `--to sqlite` and `--to csv` write: its columns and
/// version are generated from `Formats/analytics/table-schema.json` (`Generated/AnalyticsSchema.swift`).
public enum AnalyticsSchema {
  /// The column names, in order.
  public static var columnNames: [String] { columns.map(\.name) }
}

/// One column of the analytics table.
public struct AnalyticsColumn: Sendable, Hashable {
  /// How a column is stored (Parquet physical types).
  public enum Physical: String, Sendable, Hashable {
    case byteArray, int64, int32, double
  }

  /// The annotation on top of the physical type (Parquet logical types).
  public enum Logical: String, Sendable, Hashable {
    case none
    /// UTF-8 text.
    case string
    /// `TIMESTAMP(isAdjustedToUTC=true, unit=MICROS)`: microseconds since 1970-01-01T00:00:00Z.
    case timestampMicrosUTC
  }

  /// The column's name.
  public let name: String
  /// Its physical type.
  public let physical: Physical
  /// Its logical type.
  public let logical: Logical
  /// Its SQLite column type (`TEXT`, `INTEGER`, `REAL`).
  public let sqliteType: String
  /// Whether cells may be null.
  public let nullable: Bool
  /// What it holds.
  public let description: String

  /// Makes a column (the generated table calls this).
  public init(
    name: String, physical: Physical, logical: Logical, sqliteType: String, nullable: Bool,
    description: String
  ) {
    self.name = name
    self.physical = physical
    self.logical = logical
    self.sqliteType = sqliteType
    self.nullable = nullable
    self.description = description
  }
}

/// Receives a row's cells in column order (`AnalyticsRow.visit(_:)`); `column` is the column's index.
public protocol AnalyticsCellVisitor: AnyObject {
  /// A text cell.
  func string(_ column: Int, _ value: String?) throws
  /// A UUID cell (stored as upper-case text).
  func uuid(_ column: Int, _ value: UUID?) throws
  /// An instant.
  func timestamp(_ column: Int, _ value: Timestamp?) throws
  /// An integer.
  func integer(_ column: Int, _ value: Int?) throws
  /// A floating-point number.
  func double(_ column: Int, _ value: Double?) throws
}

extension Timestamp {
  /// The instant at the table's resolution: the nearest microsecond, held as the `Date` nearest to that
  /// decimal, so its shortest text (CSV, SQLite) has at most six fraction digits and names the same
  /// instant as Parquet's microseconds.
  public var atMicrosecondResolution: Timestamp {
    let micros = unixMicroseconds
    guard micros != .min, micros != .max else { return self }
    return Timestamp(unixMicroseconds: micros, utcOffset: utcOffset)
  }

  /// The instant `micros` microseconds after 1970-01-01T00:00:00Z, as `atMicrosecondResolution` holds it
  /// (`micros` neither `Int64.min` nor `.max`).
  init(unixMicroseconds micros: Int64, utcOffset: Int?) {
    let fromReference = micros - 978_307_200_000_000
    self.init(Date(timeIntervalSinceReferenceDate: Double(fromReference) / 1_000_000), utcOffset: utcOffset)
  }

  /// Microseconds since 1970-01-01T00:00:00Z, rounded to the nearest (the analytics table's resolution).
  @inlinable public var unixMicroseconds: Int64 {
    let micros = (date.timeIntervalSince1970 * 1_000_000).rounded()
    guard micros.isFinite, abs(micros) < 9.2e18 else { return micros < 0 ? .min : .max }
    return Int64(micros)
  }
}
