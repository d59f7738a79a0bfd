// swift-tools-version: 6.1
// Kinetics: the numerical core of an animation system — springs, timing curves, paths, keyframes and
// media timing — as pure, batched, measured Swift.
// Version: see the VERSION file (one place; a test checks every copy). Licence: Apache-2.0 (LICENSE).
import PackageDescription

/// The CPU the whole package is compiled for when `KINETICS_MARCH` is set (for example `native` or
/// `x86-64-v3`): `make bench` sets it, so the library, its C API and the benchmark that compares them
/// share one code generation. Unset, as in every package that depends on Kinetics, the library targets
/// carry no unsafe flags and build for the toolchain's portable default.
let requestedCPU = Context.environment["KINETICS_MARCH"].flatMap { $0.isEmpty ? nil : $0 }

/// `-Xcc -march=…` reaches Swift code generation through the Clang importer (docs/batch.md).
let libraryCPUSettings: [SwiftSetting] =
  requestedCPU.map { [.unsafeFlags(["-Xcc", "-march=\($0)"])] } ?? []

let package = Package(
  name: "Kinetics",
  products: [
    .library(name: "Kinetics", targets: ["Kinetics"]),
    .library(name: "KineticsFitting", targets: ["KineticsFitting"]),
    .library(name: "KineticsLinearAlgebra", targets: ["KineticsLinearAlgebra"]),
    // The C ABI (include/kinetics.h) as a shared library, libKineticsC.so, for engines in any language
    // (`make install` and the Python package ship it; docs/architecture.md, "Packaging").
    .library(name: "KineticsC", type: .dynamic, targets: ["KineticsCExports"]),
    .executable(name: "curves", targets: ["curves"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // Test-only: property-based checks for Swift Testing (Tests/PropertyTests).
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
  ],
  targets: [
    // The core links nothing but swift-numerics (and the toolchain's Dispatch and Synchronization,
    // for batches over every core).
    .target(
      name: "Kinetics",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")],
      swiftSettings: libraryCPUSettings
    ),
    // Pure-Swift sampled curves and the CSS linear() export, with the errors of fitting and linear
    // algebra: no LAPACK (docs/architecture.md). KineticsLinearAlgebra re-exports it.
    .target(
      name: "KineticsFitting",
      dependencies: ["Kinetics"],
      swiftSettings: libraryCPUSettings
    ),
    // The only place LAPACK/BLAS enter the build (see Sources/CLAPACK/module.modulemap).
    .systemLibrary(
      name: "CLAPACK",
      pkgConfig: "lapacke",
      providers: [.apt(["libblas-dev", "liblapacke-dev"])]
    ),
    .target(
      name: "KineticsLinearAlgebra",
      dependencies: ["Kinetics", "KineticsFitting", "CLAPACK"],
      swiftSettings: libraryCPUSettings
    ),
    // kinetics.h as a Clang module, so the Swift implementation uses the header's own types.
    .systemLibrary(name: "CKinetics"),
    .target(
      name: "KineticsC",
      dependencies: ["Kinetics", "CKinetics"],
      swiftSettings: libraryCPUSettings
    ),
    // The link step of libKineticsC.so: a version script exports the kn_* functions of kinetics.h
    // and hides every Swift symbol. A target of its own so that the flag reaches only this product
    // (bench links KineticsC statically without it), and so that the unsafe flag rides only on the
    // KineticsC product: the Kinetics, KineticsFitting and KineticsLinearAlgebra products stay free
    // of unsafe flags and usable as dependencies.
    .target(
      name: "KineticsCExports",
      dependencies: ["KineticsC"],
      exclude: ["exports.map"],
      linkerSettings: [
        .unsafeFlags([
          "-use-ld=lld",
          "-Xlinker", "--version-script=\(Context.packageDirectory)/Sources/KineticsCExports/exports.map",
        ])
      ]
    ),
    .executableTarget(
      name: "curves",
      dependencies: [
        "Kinetics",
        "KineticsLinearAlgebra",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // `@inlinable` kernels compile with the flags of the target that inlines them, so the benchmark
    // is always built for a CPU: KINETICS_MARCH when set (then the libraries are too), else the host
    // CPU (AVX2/FMA where present). unsafeFlags are allowed here because an executable target is
    // never a dependency of another package.
    .executableTarget(
      name: "bench",
      dependencies: [
        "Kinetics",
        "KineticsLinearAlgebra",
        // The C API rows call the C declarations (CKinetics) of the @_cdecl entry points (KineticsC).
        "KineticsC",
        "CKinetics",
        "BenchAllocationCounter",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/bench",
      swiftSettings: [.unsafeFlags(["-Xcc", "-march=\(requestedCPU ?? "native")"])]
    ),
    // Counts the bench process's heap allocations (the `allocations_per_eval` column): its malloc
    // family wraps glibc's. Linked into `bench` only.
    // Under a sanitizer (KINETICS_SANITIZER, set by `make sanitize-*`) the sanitizer owns malloc:
    // the wrappers are left out and the column stays empty.
    .target(
      name: "BenchAllocationCounter",
      path: "Benchmarks/BenchAllocationCounter",
      cSettings: Context.environment["KINETICS_SANITIZER"] == nil
        ? [] : [.define("KINETICS_BENCH_WITHOUT_ALLOCATION_COUNTING")]
    ),
    // Helpers every test target shares (seeded generator, fixtures); not a product.
    .target(
      name: "KineticsTestSupport",
      path: "Tests/Support"
    ),
    .testTarget(
      name: "KineticsTests",
      dependencies: ["Kinetics", "KineticsTestSupport"],
      path: "Tests/KineticsTests"
    ),
    .testTarget(
      name: "KineticsLinearAlgebraTests",
      dependencies: ["KineticsLinearAlgebra", "Kinetics", "KineticsTestSupport"],
      path: "Tests/KineticsLinearAlgebraTests"
    ),
    // Compiles and runs C programs (Tests/CClients) and a Python script against libKineticsC.so.
    .testTarget(
      name: "KineticsCTests",
      dependencies: ["Kinetics", "KineticsTestSupport"],
      path: "Tests/KineticsCTests"
    ),
    // Properties that must hold for every valid input, checked on generated inputs (issue 7).
    .testTarget(
      name: "PropertyTests",
      dependencies: [
        "Kinetics",
        "KineticsLinearAlgebra",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      path: "Tests/PropertyTests"
    ),
    .testTarget(
      name: "CurvesTests",
      dependencies: ["curves", "KineticsTestSupport"],
      path: "Tests/CurvesTests"
    ),
  ]
)
