// swift-tools-version: 6.0
// wkconv — convert workout and health data between FIT, TCX, GPX, Apple Health exports and NDJSON.
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
    .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
  ],
  targets: [
    // The HealthKit-patterned model. Foundation, and ByteStreams for its time text.
    .target(name: "WorkoutModel", dependencies: ["ByteStreams"], exclude: ["README.md"]),
    // The bytes layer: buffers, sinks, number text, state boxes, threads. Foundation/Glibc only.
    .target(name: "ByteStreams", exclude: ["README.md"]),
    // Contracts every format implements: descriptors, sniffing, capabilities, errors, reports.
    .target(name: "FormatKit", dependencies: ["WorkoutModel", "ByteStreams", "XMLStreaming"], exclude: ["README.md"]),
    // Model → model operations: projection, dedupe, unit migration, merge, workout assembly.
    .target(name: "WorkoutOperations", dependencies: ["WorkoutModel", "FormatKit"], exclude: ["README.md"]),
    // libxml2, wrapped once.
    .systemLibrary(
      name: "CLibXML2", pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]),
    .target(name: "XMLStreaming", dependencies: ["CLibXML2", "ByteStreams"], exclude: ["README.md"]),
    // libdeflate's CRC-32 (carry-less multiply: ~5x zlib 1.2's on a zip entry's bytes); its inflate is not
    // streaming, so zlib inflates.
    .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .target(
      name: "ZipStreaming",
      dependencies: ["ByteStreams", "CLibDeflate", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
      exclude: ["README.md"]),
    // One folder per format.
    .target(name: "FormatNDJSON", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams"], exclude: ["README.md"]),
    // The analytics table (Formats/analytics/table-schema.json) shared by CSV, Parquet and SQLite.
    .target(name: "AnalyticsTable", dependencies: ["WorkoutModel", "FormatKit"], exclude: ["README.md"]),
    .target(name: "FormatCSV", dependencies: ["WorkoutModel", "FormatKit", "AnalyticsTable", "FormatNDJSON", "ByteStreams"],
      exclude: ["README.md"]),
    // The self-contained HTML report (summary, route SVG, charts).
    .target(name: "FormatHTML", dependencies: ["WorkoutModel", "FormatKit", "WorkoutOperations"], exclude: ["README.md"]),
    // libzstd, wrapped once (Parquet page compression).
    .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
    .target(
      name: "FormatParquet", dependencies: ["WorkoutModel", "FormatKit", "AnalyticsTable", "ByteStreams", "CZstd"],
      exclude: ["README.md"]),
    // libsqlite3, wrapped once (--to sqlite).
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .target(
      name: "FormatSQLite", dependencies: ["WorkoutModel", "FormatKit", "AnalyticsTable", "CSQLite"], exclude: ["README.md"]),
    .target(
      name: "FormatFIT", dependencies: ["WorkoutModel", "FormatKit", "WorkoutOperations", "ByteStreams"], exclude: ["README.md"]),
    .target(name: "FormatGPX", dependencies: ["WorkoutModel", "FormatKit", "ByteStreams", "XMLStreaming"], exclude: ["README.md"]),
    .target(
      name: "FormatTCX", dependencies: ["WorkoutModel", "FormatKit", "WorkoutOperations", "ByteStreams", "XMLStreaming"],
      exclude: ["README.md"]),
    .target(
      name: "FormatHealthExport",
      dependencies: ["WorkoutModel", "FormatKit", "WorkoutOperations", "ByteStreams", "XMLStreaming", "ZipStreaming"],
      exclude: ["README.md"]),
    // The one list of formats and the converter pipeline.
    .target(
      name: "WorkoutConversion",
      dependencies: [
        "WorkoutModel", "ByteStreams", "FormatKit", "WorkoutOperations", "ZipStreaming",
        "FormatNDJSON", "FormatCSV", "FormatParquet", "FormatSQLite", "FormatHTML", "FormatFIT", "FormatGPX", "FormatTCX", "FormatHealthExport",
      ], exclude: ["README.md"]),
    // The command-line tool: thin, flags → options → WorkoutConversion.
    .executableTarget(
      name: "wkconv",
      dependencies: [
        "WorkoutConversion", "WorkoutModel", "FormatKit", "WorkoutOperations",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ], exclude: ["README.md"]),

    .target(name: "TestSupport", dependencies: ["WorkoutModel", "FormatKit"], path: "Tests/TestSupport"),
    .testTarget(name: "WorkoutModelTests", dependencies: ["WorkoutModel", "TestSupport"], exclude: ["Fixtures"]),
    .testTarget(name: "FormatKitTests", dependencies: ["FormatKit", "ByteStreams", "TestSupport"]),
    .testTarget(name: "WorkoutOperationsTests", dependencies: ["WorkoutOperations", "FormatNDJSON", "TestSupport"]),
    .testTarget(name: "ByteStreamsTests", dependencies: ["ByteStreams", "TestSupport"]),
    .testTarget(name: "XMLStreamingTests", dependencies: ["XMLStreaming", "ByteStreams", "TestSupport"]),
    .testTarget(name: "ZipStreamingTests", dependencies: ["ZipStreaming", "TestSupport"], exclude: ["Fixtures"]),
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
    .testTarget(name: "WorkoutConversionTests", dependencies: ["WorkoutConversion", "TestSupport"]),
    .testTarget(name: "FormatHTMLTests", dependencies: ["FormatHTML", "FormatKit", "WorkoutOperations", "TestSupport"]),
    .testTarget(
      name: "CLITests", dependencies: ["TestSupport", "wkconv", "WorkoutModel", "FormatNDJSON"],
      exclude: ["body_files_oracle.py", "privacy_scan.py"]),
    .testTarget(name: "GoldenTests", dependencies: ["TestSupport", "wkconv"], exclude: ["Inputs", "Goldens"]),
    .testTarget(
      name: "OracleTests", dependencies: ["WorkoutConversion", "FormatKit", "WorkoutModel", "TestSupport"],
      exclude: ["tcxgpx_oracle.py"]),
    .testTarget(
      name: "ConversionMatrixTests",
      dependencies: ["WorkoutConversion", "WorkoutOperations", "FormatKit", "FormatNDJSON", "WorkoutModel", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
