// swift-tools-version: 6.1
// A package that depends on Kinetics as a user's package does, built by `make test`
// (Packaging/test-packaging.sh): it proves that the Kinetics product builds as a dependency and
// links no LAPACK or BLAS. The test copies this folder to a temporary directory and points
// KINETICS_CHECKOUT at the checkout; a user writes `.package(url: …, from: "0.1.0")` instead.
import PackageDescription

let checkout = Context.environment["KINETICS_CHECKOUT"] ?? "../.."

let package = Package(
  name: "KineticsConsumer",
  dependencies: [.package(name: "Kinetics", path: checkout)],
  targets: [
    .executableTarget(
      name: "KineticsConsumer",
      dependencies: [.product(name: "Kinetics", package: "Kinetics")]
    )
  ]
)
