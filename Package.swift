// swift-tools-version:6.2
import PackageDescription

// Layers, each depending only on the ones above it:
//   OnewayCore     reactive core: observables, subjects, schedulers, disposables, operators
//   OnewayStore    Redux-style store            OnewayFlux   Flux dispatcher
//   Oneway         the module users import: re-exports the three above
//   OnewayTesting  virtual-time TestScheduler (RxTest's names) and TestStore
//   OnewayBlocking blocking operators (RxBlocking's names), on the core alone
//   oneway-demo, oneway-inspect, oneway-bench  executables (SearchApp: the demo's app,
//                  RecordingInspector: the inspector's views, both tested; TerminalUI: the
//                  terminal both draw on, and the escaping of every outside string they
//                  show; none of the three is in a library product)
// Every target above the library names its layers as well as `Oneway`: a target that depends
// only on the re-exporting module is not recompiled when a layer's layout changes (an open
// SwiftPM bug), and its optimized code then reads a stale layout. A public struct's stored
// properties are enough to show it, with no `@inlinable` code: inlining less would not help.
let library: [Target.Dependency] = ["Oneway", "OnewayCore", "OnewayStore", "OnewayFlux"]

let package = Package(
    name: "Oneway",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Oneway", targets: ["Oneway"]),
        .library(name: "OnewayTesting", targets: ["OnewayTesting"]),
        .library(name: "OnewayBlocking", targets: ["OnewayBlocking"]),
        .executable(name: "oneway-demo", targets: ["oneway-demo"]),
        .executable(name: "oneway-inspect", targets: ["oneway-inspect"]),
        .executable(name: "oneway-bench", targets: ["oneway-bench"]),
    ],
    targets: [
        .target(name: "OnewayCore"),
        .target(name: "OnewayStore", dependencies: ["OnewayCore"]),
        .target(name: "OnewayFlux", dependencies: ["OnewayCore"]),
        .target(name: "Oneway", dependencies: ["OnewayCore", "OnewayStore", "OnewayFlux"]),
        .target(name: "OnewayTesting", dependencies: library),
        .target(name: "OnewayBlocking", dependencies: ["OnewayCore"]),

        .target(name: "TerminalUI", path: "Shared/TerminalUI"),
        .target(name: "SearchApp", dependencies: library + ["TerminalUI"], path: "Demo/SearchApp"),
        .executableTarget(
            name: "oneway-demo", dependencies: library + ["SearchApp", "TerminalUI"], path: "Demo/oneway-demo"),
        .target(
            name: "RecordingInspector", dependencies: library + ["TerminalUI"], path: "Inspector/RecordingInspector"),
        .executableTarget(
            name: "oneway-inspect", dependencies: library + ["RecordingInspector", "TerminalUI"],
            path: "Inspector/oneway-inspect"),
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        .executableTarget(
            name: "oneway-bench", dependencies: library + ["MallocCounter", "SearchApp"],
            path: "Benchmarks/oneway-bench"),

        .target(name: "OnewayTestSupport", dependencies: library + ["OnewayTesting"], path: "Tests/OnewayTestSupport"),
        // A small recorded store, and the executable that records it: the recorder's tests
        // kill that process mid-run, and CI feeds its recordings to oneway-inspect.
        .target(name: "RecordingFixture", dependencies: library, path: "Tests/RecordingFixture"),
        .executableTarget(
            name: "recording-fixture", dependencies: library + ["RecordingFixture"], path: "Tests/recording-fixture"),
        // The process the persistence crash tests start, kill and restart; tiny, so that it starts fast.
        .executableTarget(
            name: "oneway-persistence-child", dependencies: library + ["OnewayTestSupport"],
            path: "Tests/OnewayPersistenceChild"),
        .testTarget(name: "OnewayCoreTests", dependencies: library + ["OnewayTesting", "OnewayTestSupport"]),
        .testTarget(
            name: "OnewayStoreTests",
            dependencies: library + ["OnewayTesting", "OnewayTestSupport", "RecordingFixture"]),
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
        // Runs programs in a pseudo-terminal and reads every byte they write to it: the tests of
        // both programs' full screens use it.
        .target(name: "TerminalTestSupport", dependencies: ["OnewayTestSupport"], path: "Tests/TerminalTestSupport"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "OnewayTestSupport", "TerminalTestSupport"]),
        .testTarget(
            name: "SearchAppTests",
            dependencies: library + ["SearchApp", "TerminalUI", "OnewayTestSupport", "TerminalTestSupport"]),
        .testTarget(
            name: "RecordingInspectorTests",
            dependencies: library + [
                "RecordingInspector", "RecordingFixture", "TerminalUI", "OnewayTestSupport", "TerminalTestSupport",
            ]),
        .testTarget(name: "OnewayTestingTests", dependencies: library + ["OnewayTesting", "OnewayTestSupport"]),
        .testTarget(name: "OnewayBlockingTests", dependencies: library + ["OnewayBlocking", "OnewayTestSupport"]),
        // RxSwift and RxTest code with only the imports changed, in the Swift 5 mode it is written in.
        .testTarget(
            name: "RxSwiftCompatibilityTests", dependencies: library + ["OnewayTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // RxCocoa-style view code (a symbolic link to the file RxSwiftCompatibilityTests compiles in
        // the Swift 5 mode), in the Swift 6 language mode with the main actor as default isolation,
        // as an app target has, and run there.
        .testTarget(
            name: "RxCocoaSwift6Tests", dependencies: library + ["OnewayTesting", "OnewayTestSupport"],
            swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]),
    ],
    swiftLanguageModes: [.v6]
)
