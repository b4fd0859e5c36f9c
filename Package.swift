// swift-tools-version:6.2
import PackageDescription

// Layers, each depending only on the ones above it:
//   OnewayCore     reactive core: observables, subjects, schedulers, disposables, operators
//   OnewayStore    Redux-style store            OnewayFlux   Flux dispatcher
//   Oneway         the module users import: re-exports the three above
//   OnewayTesting  virtual-time TestScheduler (RxTest's names) and TestStore
//   OnewayBlocking blocking operators (RxBlocking's names), on the core alone
//   oneway-demo, oneway-bench  executables (TodoApp: the demo's features, tested)
// Every target above the library names its layers as well as `Oneway`: a target that depends
// only on the re-exporting module is not recompiled when a layer's layout changes (an open
// SwiftPM bug), and its optimized code then reads a stale layout.
let library: [Target.Dependency] = ["Oneway", "OnewayCore", "OnewayStore", "OnewayFlux"]

let package = Package(
    name: "Oneway",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Oneway", targets: ["Oneway"]),
        .library(name: "OnewayTesting", targets: ["OnewayTesting"]),
        .library(name: "OnewayBlocking", targets: ["OnewayBlocking"]),
        .executable(name: "oneway-demo", targets: ["oneway-demo"]),
        .executable(name: "oneway-bench", targets: ["oneway-bench"]),
    ],
    targets: [
        .target(name: "OnewayCore"),
        .target(name: "OnewayStore", dependencies: ["OnewayCore"]),
        .target(name: "OnewayFlux", dependencies: ["OnewayCore"]),
        .target(name: "Oneway", dependencies: ["OnewayCore", "OnewayStore", "OnewayFlux"]),
        .target(name: "OnewayTesting", dependencies: library),
        .target(name: "OnewayBlocking", dependencies: ["OnewayCore"]),

        .target(name: "TodoApp", dependencies: library, path: "Demo/TodoApp"),
        .executableTarget(name: "oneway-demo", dependencies: library + ["TodoApp"], path: "Demo/oneway-demo"),
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        .executableTarget(
            name: "oneway-bench", dependencies: library + ["MallocCounter"], path: "Benchmarks/oneway-bench"),

        .target(name: "OnewayTestSupport", dependencies: library + ["OnewayTesting"], path: "Tests/OnewayTestSupport"),
        .testTarget(name: "OnewayCoreTests", dependencies: library + ["OnewayTesting", "OnewayTestSupport"]),
        .testTarget(name: "OnewayStoreTests", dependencies: library + ["OnewayTesting", "OnewayTestSupport"]),
        .testTarget(
            name: "OnewayFluxTests", dependencies: library + ["OnewayTesting", "OnewayTestSupport"],
            exclude: ["Seed", "SeedSwift6"]),
        // The Flux seed as RxSwift-era code, in the Swift 5 language mode that code still written
        // against RxSwift uses: it proves the seed builds with only the import changed.
        .testTarget(
            name: "OnewayFluxSeedTests", dependencies: library + ["OnewayTestSupport"],
            path: "Tests/OnewayFluxTests/Seed", swiftSettings: [.swiftLanguageMode(.v5)]),
        // The same seed files (symbolic links), in the Swift 6 language mode with the main actor
        // as default isolation, as Xcode sets for new app targets. Nonisolated, the seed's
        // `class SearchUserAction` and `class SearchUserStore`, each with a `static let shared`,
        // cannot compile in Swift 6 whatever the library does: neither class is `Sendable`.
        .testTarget(
            name: "OnewayFluxSeedSwift6Tests", dependencies: library + ["OnewayTestSupport"],
            path: "Tests/OnewayFluxTests/SeedSwift6",
            swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]),
        .testTarget(name: "TodoAppTests", dependencies: library + ["TodoApp", "OnewayTesting", "OnewayTestSupport"]),
        .testTarget(name: "OnewayTestingTests", dependencies: library + ["OnewayTesting", "OnewayTestSupport"]),
        .testTarget(name: "OnewayBlockingTests", dependencies: library + ["OnewayBlocking", "OnewayTestSupport"]),
        // RxSwift and RxTest code with only the imports changed, in the Swift 5 mode it is written in.
        .testTarget(
            name: "RxSwiftCompatibilityTests", dependencies: library + ["OnewayTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
