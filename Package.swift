// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SwiftUILessons",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "lessons", targets: ["lessons"]),
        .executable(name: "lessons-sandbox", targets: ["lessons-sandbox"]),
        .library(name: "ViewGraph", targets: ["ViewGraph"]),
    ],
    targets: [
        // What a lesson program and the runner say to each other (`HostProtocol.version`): the host
        // channel's lines, the actions of a play, the device, the drawn screen, the trace's events.
        // Both sides build on it; it knows neither.
        .target(
            name: "HostContract",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The engine: SwiftUI's update model in SwiftUI's own names. Knows nothing of lessons.
        .target(
            name: "ViewGraph",
            dependencies: ["HostContract"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The lesson format and the runner. Knows nothing of terminals, nor of the engine: it builds
        // lesson programs against the engine and reads what they say (`HostContract`).
        .target(
            name: "LessonKit",
            dependencies: ["HostContract"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The command-line tool: parses arguments, calls the kit, prints. It does not import the
        // engine; depending on it makes `swift build` and `swift run lessons` build it too, and
        // lesson programs are linked against that build (LessonKit's SwiftPMEngine).
        .executableTarget(
            name: "lessons",
            dependencies: ["LessonKit", "ViewGraph"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Starts one lesson program in a sandbox (Linux: namespaces, Landlock, seccomp, limits). No
        // Foundation: it starts in a millisecond. The runner builds the launcher it uses itself from
        // these sources (LessonKit's SandboxLauncher, with the same flags); this target keeps them
        // built by `swift build` and known to editors.
        .executableTarget(
            name: "lessons-sandbox",
            // `Extern`: the C functions Glibc does not show, declared by name (Kernel.swift).
            swiftSettings: [.swiftLanguageMode(.v6), .enableExperimentalFeature("Extern")],
            // Linked statically, C library included: no dynamic loader runs at each start. With lld
            // (in Swift's Linux toolchains), which does not repeat glibc's warning that a static
            // program's `dlopen` (the runtime's, never called here) needs glibc's shared libraries.
            linkerSettings: [.unsafeFlags(["-static-executable", "-use-ld=lld"], .when(platforms: [.linux]))]
        ),
        // Figures for Benchmarks/run.
        .executableTarget(
            name: "benchmarks",
            dependencies: ["ViewGraph", "LessonKit"],
            path: "Benchmarks/Sources",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "ViewGraphTests",
            dependencies: ["HostContract", "ViewGraph"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "LessonKitTests",
            // The engine, for the tests that draw a screen it laid out.
            dependencies: ["HostContract", "LessonKit", "ViewGraph"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The tool's command lines, help and errors, read with plain arrays.
        .testTarget(
            name: "lessonsTests",
            dependencies: ["lessons"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
