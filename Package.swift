// swift-tools-version: 6.0
// wkconv — convert workout and health data between FIT, TCX, GPX, Apple Health exports, NDJSON, CSV, Parquet,
// SQLite and HTML. Modules in layers (README's Layout; each module's README says what it may import, and
// ModuleBoundaryTests holds them to it): ByteStreams → WorkoutModel → FormatKit → support modules → formats
// (Format*, none importing another) → WorkoutOperations, WorkoutConversion → wkconv; C libraries through one
// declared system-library module each, imported by one wrapper module alone.
import PackageDescription

let package = Package(
  name: "wkconv",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "wkconv", targets: ["wkconv"]),
    // The model, with the byte and number text it is written through.
    .library(name: "WorkoutModel", targets: ["WorkoutModel", "ByteStreams"]),
    // Conversion, with the types its settings and sinks are made of: formats, options, reports and
    // workout streaming (FormatKit), activity operations and capability projection (WorkoutOperations).
    .library(name: "WorkoutConversion", targets: ["WorkoutConversion", "FormatKit", "WorkoutOperations"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
  ],
  targets: [
    // The HealthKit-patterned model, a workout's points and summaries. FoundationEssentials, ByteStreams, libc.
    .target(name: "WorkoutModel", dependencies: ["ByteStreams"], exclude: ["README.md"]),
    // The bytes layer: buffers, sinks, number text, state boxes, threads. FoundationEssentials/Glibc only.
    .target(name: "ByteStreams", exclude: ["README.md"]),
    // Contracts every format implements: descriptors, sniffing, capabilities, errors, reports.
    .target(name: "FormatKit", dependencies: ["WorkoutModel", "ByteStreams"], exclude: ["README.md"]),
    // Model → model operations: projection, dedupe, unit migration, merge, workout assembly.
    .target(name: "WorkoutOperations", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams"], exclude: ["README.md"]),
    // libxml2, wrapped once.
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]),
    .target(name: "XMLStreaming", dependencies: ["CLibXML2", "ByteStreams"], exclude: ["README.md"]),
    // What the XML formats share beyond FormatKit: XML parser errors as located conversion errors.
    .target(
      name: "XMLFormatSupport", dependencies: ["WorkoutModel", "FormatKit", "XMLStreaming"], exclude: ["README.md"]),
    // libdeflate's CRC-32 (carry-less multiply: ~5x zlib 1.2's on a zip entry's bytes); its inflate is not
    // streaming, so zlib inflates.
    .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    // zlib, wrapped once (streamed inflate of zip entries and gzip, deflate of the zip entries written).
    .systemLibrary(name: "CLibZ", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .target(
      name: "ZipStreaming",
      dependencies: ["ByteStreams", "CLibDeflate", "CLibZ"],
      exclude: ["README.md"]),
    // Account exports read as a whole (zip or folder): members by path, CSV rows, JSON.
    .target(
      name: "ExportArchives", dependencies: ["ByteStreams", "FormatKit", "WorkoutModel", "ZipStreaming"], exclude: ["README.md"]),
    // One folder per format.
    .target(name: "FormatNDJSON", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams"], exclude: ["README.md"]),
    // The analytics table (Formats/analytics/table-schema.json) shared by CSV, Parquet and SQLite.
    .target(name: "AnalyticsTable", dependencies: ["WorkoutModel", "FormatKit"], exclude: ["README.md"]),
    .target(
      name: "FormatCSV", dependencies: ["WorkoutModel", "FormatKit", "AnalyticsTable", "ByteStreams"], exclude: ["README.md"]),
    // The self-contained HTML report (summary, route SVG, charts).
    .target(name: "FormatHTML", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams"], exclude: ["README.md"]),
    // libzstd, wrapped once (Parquet page compression).
    .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
    .target(
      name: "FormatParquet", dependencies: ["WorkoutModel", "FormatKit", "AnalyticsTable", "ByteStreams", "CZstd"],
      exclude: ["README.md"]),
    // libsqlite3, declared once and imported by SQLiteKit alone.
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    // The one SQLite binding: connections, statements, rows, located errors (--to sqlite, Health Connect, the store).
    .target(name: "SQLiteKit", dependencies: ["CSQLite"], exclude: ["README.md"]),
    .target(
      name: "FormatSQLite", dependencies: ["WorkoutModel", "FormatKit", "AnalyticsTable", "SQLiteKit"], exclude: ["README.md"]),
    .target(
      name: "FormatFIT", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams"], exclude: ["README.md"]),
    .target(
      name: "FormatGPX", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams", "XMLStreaming", "XMLFormatSupport"],
      exclude: ["README.md"]),
    .target(
      name: "FormatTCX", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams", "XMLStreaming", "XMLFormatSupport"],
      exclude: ["README.md"]),
    .target(
      name: "FormatHealthExport",
      dependencies: [
        "WorkoutModel", "FormatKit", "ByteStreams", "XMLStreaming", "XMLFormatSupport", "ZipStreaming",
      ],
      exclude: ["README.md"]),
    // Ecosystem account exports (one module each; ExportArchives-free: members are sniffed by content).
    .target(name: "FormatPolar", dependencies: ["WorkoutModel", "FormatKit", "ExportArchives"], exclude: ["README.md"]),
    .target(name: "FormatHuawei", dependencies: ["WorkoutModel", "FormatKit"], exclude: ["README.md"]),
    .target(name: "FormatGarminWellness", dependencies: ["WorkoutModel", "FormatKit"], exclude: ["README.md"]),
    .target(
      name: "FormatSuunto", dependencies: ["WorkoutModel", "FormatKit", "XMLStreaming"],
      exclude: ["README.md"]),
    .target(
      name: "FormatHealthConnect", dependencies: ["WorkoutModel", "FormatKit", "ExportArchives", "SQLiteKit"],
      exclude: ["README.md"]),
    .target(
      name: "FormatSamsungHealth", dependencies: ["WorkoutModel", "FormatKit", "ExportArchives"], exclude: ["README.md"]),
    .target(
      name: "FormatFitbit", dependencies: ["WorkoutModel", "FormatKit", "ExportArchives"], exclude: ["README.md"]),
    .target(
      name: "FormatGoogleFit", dependencies: ["WorkoutModel", "FormatKit", "ExportArchives"], exclude: ["README.md"]),
    // HealthKit's statistics collection query: per-interval sums de-duplicated by source priority, and
    // discrete statistics, over quantity samples of one type.
    .target(name: "HealthStatistics", dependencies: ["WorkoutModel", "ByteStreams"], exclude: ["README.md"]),
    // Open mHealth (IEEE 1752) data points, written only.
    .target(name: "FormatOpenMHealth", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams"], exclude: ["README.md"]),
    // The persistent store (`wkconv sync`, `changes`, read as format `store`): items as NDJSON lines in SQLite.
    .target(
      name: "WorkoutStore", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams", "FormatNDJSON", "SQLiteKit", "HealthStatistics"],
      exclude: ["README.md"]),
    // FHIR R4: Bulk Data NDJSON and Bundles out and in (Formats/fhir/ holds the code tables).
    .target(name: "FormatFHIR", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams"], exclude: ["README.md"]),
    // The one list of formats and the converter pipeline.
    .target(
      name: "WorkoutConversion",
      dependencies: [
        "WorkoutModel", "ByteStreams", "FormatKit", "WorkoutOperations", "ZipStreaming", "ExportArchives",
        "FormatNDJSON", "FormatCSV", "FormatParquet", "FormatSQLite", "FormatHTML", "FormatFIT", "FormatGPX", "FormatTCX", "FormatHealthExport",
        "FormatPolar", "FormatHuawei", "FormatGarminWellness", "FormatSuunto",
        "FormatHealthConnect", "FormatSamsungHealth",
        "FormatFitbit", "FormatGoogleFit", "FormatOpenMHealth", "WorkoutStore", "FormatFHIR",
      ], exclude: ["README.md"]),
    // The command-line tool: thin, flags → options → WorkoutConversion.
    .executableTarget(
      name: "wkconv",
      dependencies: [
        "WorkoutConversion", "WorkoutModel", "FormatKit", "WorkoutOperations", "HealthStatistics", "WorkoutStore", "ByteStreams",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ], exclude: ["README.md"]),

    .target(name: "TestSupport", dependencies: ["WorkoutModel", "FormatKit"], path: "Tests/TestSupport"),
    .testTarget(name: "WorkoutModelTests", dependencies: ["WorkoutModel", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "FormatKitTests", dependencies: ["FormatKit", "WorkoutModel", "ByteStreams", "TestSupport"]),
    .testTarget(name: "WorkoutOperationsTests", dependencies: ["WorkoutOperations", "FormatNDJSON", "TestSupport"]),
    .testTarget(name: "ByteStreamsTests", dependencies: ["ByteStreams", "TestSupport"]),
    .testTarget(name: "SQLiteKitTests", dependencies: ["SQLiteKit"]),
    .testTarget(name: "XMLStreamingTests", dependencies: ["XMLStreaming", "ByteStreams", "TestSupport"]),
    .testTarget(name: "ZipStreamingTests", dependencies: ["ZipStreaming", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "ExportArchivesTests", dependencies: ["ExportArchives", "FormatKit", "ZipStreaming", "TestSupport"]),
    .testTarget(name: "FormatNDJSONTests", dependencies: ["FormatNDJSON", "TestSupport"]),
    .testTarget(
      name: "FormatCSVTests",
      dependencies: ["FormatCSV", "AnalyticsTable", "FormatNDJSON", "FormatKit", "WorkoutModel", "TestSupport"],
      exclude: ["csv_oracle.py"]),
    .testTarget(
      name: "AnalyticsTests",
      dependencies: ["AnalyticsTable", "FormatParquet", "FormatSQLite", "FormatCSV", "FormatNDJSON", "WorkoutModel", "FormatKit", "TestSupport"]),
    .testTarget(
      name: "FormatFITTests", dependencies: ["FormatFIT", "FormatNDJSON", "ByteStreams", "TestSupport"],
      exclude: ["fit_wellness_oracle.py"]),
    .testTarget(
      name: "FormatGPXTests",
      dependencies: ["FormatGPX", "ByteStreams", "FormatNDJSON", "FormatFIT", "WorkoutOperations", "TestSupport"],
      exclude: ["gpx_points.py"]),
    .testTarget(
      name: "FormatTCXTests", dependencies: ["FormatTCX", "FormatFIT", "FormatGPX", "FormatNDJSON", "WorkoutOperations", "TestSupport"],
      exclude: ["tcx_oracle.py", "gpsbabel_points.py"]),
    .testTarget(
      name: "FormatHealthExportTests",
      dependencies: [
        "FormatHealthExport", "FormatGPX", "FormatNDJSON", "FormatFIT", "WorkoutOperations", "WorkoutConversion", "TestSupport",
      ]),
    .testTarget(
      name: "FormatHealthConnectTests", dependencies: ["FormatHealthConnect", "FormatKit", "WorkoutModel", "TestSupport", "wkconv"]),
    .testTarget(
      name: "FormatSamsungHealthTests", dependencies: ["FormatSamsungHealth", "FormatKit", "WorkoutModel", "TestSupport", "wkconv"]),
    .testTarget(name: "HealthStatisticsTests", dependencies: ["HealthStatistics", "WorkoutModel", "TestSupport"]),
    .testTarget(name: "WorkoutConversionTests", dependencies: ["WorkoutConversion", "TestSupport"]),
    .testTarget(
      name: "WorkoutStoreTests", dependencies: ["WorkoutStore", "WorkoutModel", "FormatNDJSON", "TestSupport"]),
    .testTarget(name: "FormatHTMLTests", dependencies: ["FormatHTML", "FormatKit", "WorkoutOperations", "TestSupport"]),
    .testTarget(
      name: "CLITests", dependencies: ["TestSupport", "wkconv", "WorkoutModel", "FormatNDJSON"],
      exclude: ["body_files_oracle.py", "privacy_scan.py"]),
    .testTarget(name: "GoldenTests", dependencies: ["TestSupport", "wkconv"], exclude: ["Inputs", "Goldens"]),
    .testTarget(
      name: "OracleTests", dependencies: ["WorkoutConversion", "FormatKit", "WorkoutModel", "TestSupport"],
      exclude: ["tcxgpx_oracle.py"]),
    .testTarget(name: "FormatPolarTests", dependencies: ["FormatPolar", "FormatKit", "WorkoutModel", "TestSupport"]),
    .testTarget(name: "FormatHuaweiTests", dependencies: ["FormatHuawei", "FormatKit", "WorkoutModel", "TestSupport"]),
    .testTarget(name: "FormatGarminWellnessTests", dependencies: ["FormatGarminWellness", "FormatKit", "WorkoutModel", "TestSupport"]),
    .testTarget(name: "FormatSuuntoTests", dependencies: ["FormatSuunto", "FormatKit", "WorkoutModel", "TestSupport"]),
    .testTarget(name: "FormatFitbitTests", dependencies: ["FormatFitbit", "WorkoutConversion", "FormatKit", "WorkoutModel", "TestSupport"]),
    .testTarget(name: "FormatGoogleFitTests", dependencies: ["FormatGoogleFit", "WorkoutConversion", "FormatKit", "WorkoutModel", "TestSupport"]),
    .testTarget(
      name: "FormatOpenMHealthTests", dependencies: ["FormatOpenMHealth", "FormatKit", "WorkoutModel", "TestSupport"]),
    .testTarget(
      name: "FormatFHIRTests", dependencies: ["FormatFHIR", "FormatKit", "WorkoutModel", "TestSupport", "wkconv"]),
    .testTarget(
      name: "ConversionMatrixTests",
      dependencies: ["WorkoutConversion", "WorkoutOperations", "FormatKit", "FormatNDJSON", "WorkoutModel", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
