// swift-tools-version: 6.0
// A package outside wkconv that uses only its declared library products (WorkoutConversion, WorkoutModel):
// one conversion, a batch, and a sink of its own. Built and run by run.sh.
import PackageDescription

let package = Package(
  name: "SwiftClient",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "wkconv", path: "../..")],
  targets: [
    .executableTarget(
      name: "SwiftClient",
      dependencies: [
        .product(name: "WorkoutConversion", package: "wkconv"),
        .product(name: "WorkoutModel", package: "wkconv"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
