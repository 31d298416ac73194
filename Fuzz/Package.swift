// swift-tools-version: 6.0
// libFuzzer targets for wkconv's readers. Built only by Fuzz/run.sh (with -sanitize=fuzzer,address),
// never by the main `swift build`, so the main package is unaffected.
import PackageDescription

/// One executable per fuzzer; `-parse-as-library` because libFuzzer supplies `main`.
func fuzzer(_ name: String) -> Target {
  .executableTarget(
    name: name, dependencies: ["FuzzSupport"],
    swiftSettings: [.unsafeFlags(["-parse-as-library"])])
}

let package = Package(
  name: "WKConvFuzz",
  dependencies: [.package(name: "wkconv", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "WorkoutConversion", package: "wkconv"),
        .product(name: "WorkoutModel", package: "wkconv"),
      ]),
    fuzzer("FuzzFIT"),
    fuzzer("FuzzGPX"),
    fuzzer("FuzzTCX"),
    fuzzer("FuzzHealthXML"),
    fuzzer("FuzzHealthZip"),
    fuzzer("FuzzNDJSON"),
    fuzzer("FuzzUnits"),
    fuzzer("FuzzPaths"),
    fuzzer("FuzzParquet"),
    // Number text alone: no reader, just ByteStreams (part of the WorkoutModel product; the only fuzzer
    // without FuzzSupport).
    .executableTarget(
      name: "FuzzNumberText", dependencies: [.product(name: "WorkoutModel", package: "wkconv")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
  ],
  swiftLanguageModes: [.v6]
)
