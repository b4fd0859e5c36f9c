// swift-tools-version:6.2
import PackageDescription

// Layers, each depending only on the ones above it:
//   OnewayCore     reactive core: observables, subjects, schedulers, disposables, operators
//   OnewayStore    Redux-style store            OnewayFlux   Flux dispatcher
//   Oneway         the module users import: re-exports the three above
//   OnewayTesting  virtual-time TestScheduler (RxTest's names) and TestStore
//   oneway-demo, oneway-bench  executables (TodoApp: the demo's features, tested)
let package = Package(
    name: "Oneway",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Oneway", targets: ["Oneway"]),
        .library(name: "OnewayTesting", targets: ["OnewayTesting"]),
        .executable(name: "oneway-demo", targets: ["oneway-demo"]),
        .executable(name: "oneway-bench", targets: ["oneway-bench"]),
    ],
    targets: [
        .target(name: "OnewayCore"),
        .target(name: "OnewayStore", dependencies: ["OnewayCore"]),
        .target(name: "OnewayFlux", dependencies: ["OnewayCore"]),
        .target(name: "Oneway", dependencies: ["OnewayCore", "OnewayStore", "OnewayFlux"]),
        .target(name: "OnewayTesting", dependencies: ["Oneway"]),

        .target(name: "TodoApp", dependencies: ["Oneway"], path: "Demo/TodoApp"),
        .executableTarget(name: "oneway-demo", dependencies: ["Oneway", "TodoApp"], path: "Demo/oneway-demo"),
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        .executableTarget(
            name: "oneway-bench", dependencies: ["Oneway", "MallocCounter"], path: "Benchmarks/oneway-bench"),

        .target(name: "OnewayTestSupport", dependencies: ["Oneway", "OnewayTesting"], path: "Tests/OnewayTestSupport"),
        .testTarget(name: "OnewayCoreTests", dependencies: ["Oneway", "OnewayTesting", "OnewayTestSupport"]),
        .testTarget(name: "OnewayStoreTests", dependencies: ["Oneway", "OnewayTesting", "OnewayTestSupport"]),
        .testTarget(
            name: "OnewayFluxTests", dependencies: ["Oneway", "OnewayTesting", "OnewayTestSupport"], exclude: ["Seed"]),
        // The Flux seed as RxSwift-era code, in the Swift 5 language mode that code still written
        // against RxSwift uses: it proves the seed builds with only the import changed.
        .testTarget(
            name: "OnewayFluxSeedTests", dependencies: ["Oneway", "OnewayTestSupport"],
            path: "Tests/OnewayFluxTests/Seed", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "TodoAppTests", dependencies: ["TodoApp", "Oneway", "OnewayTesting", "OnewayTestSupport"]),
        .testTarget(name: "OnewayTestingTests", dependencies: ["Oneway", "OnewayTesting", "OnewayTestSupport"]),
        // RxSwift and RxTest code with only the imports changed, in the Swift 5 mode it is written in.
        .testTarget(
            name: "RxSwiftCompatibilityTests", dependencies: ["Oneway", "OnewayTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
