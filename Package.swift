// swift-tools-version: 6.0
import PackageDescription

/// The settings every target is built with: the Swift 6 language mode, and two flags that make a
/// debug build cheaper without changing what it builds (a clean `swift build --build-tests` on two
/// cores, 2026-12-08: 367 s of CPU and 196 s without them, 348 s and 185 s with the first, 339 s
/// and 180 s with both):
/// - `-index-ignore-system-modules`: the index SwiftPM writes while building (test discovery on
///   Linux needs it) leaves out the toolchain's and the system's modules; indexing Foundation,
///   Testing, Dispatch and Observation alone took 3.9 s of CPU, once per build.
/// - `-disable-llvm-verify`: no check of the LLVM IR the compiler made, a check of the compiler
///   itself (lesson programs are built without it too: LessonKit's `SnippetBuilder.linkingFlags`).
let settings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .unsafeFlags(["-index-ignore-system-modules", "-Xfrontend", "-disable-llvm-verify"]),
]

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
            swiftSettings: settings
        ),
        // The engine: SwiftUI's update model in SwiftUI's own names. Knows nothing of lessons.
        .target(
            name: "ViewGraph",
            dependencies: ["HostContract"],
            swiftSettings: settings
        ),
        // The lesson format and the runner. Knows nothing of terminals, nor of the engine: it builds
        // lesson programs against the engine and reads what they say (`HostContract`).
        .target(
            name: "LessonKit",
            dependencies: ["HostContract"],
            swiftSettings: settings
        ),
        // The command-line tool: parses arguments, calls the kit, prints. It does not import the
        // engine; depending on it makes `swift build` and `swift run lessons` build it too, and
        // lesson programs are linked against that build (LessonKit's SwiftPMEngine).
        .executableTarget(
            name: "lessons",
            dependencies: ["LessonKit", "ViewGraph"],
            swiftSettings: settings
        ),
        // Starts one lesson program in a sandbox (Linux: namespaces, Landlock, seccomp, limits). No
        // Foundation: it starts in a millisecond. The runner builds the launcher it uses itself from
        // these sources (LessonKit's SandboxLauncher, with the same flags); this target keeps them
        // built by `swift build` and known to editors.
        .executableTarget(
            name: "lessons-sandbox",
            // `Extern`: the C functions Glibc does not show, declared by name (Kernel.swift).
            swiftSettings: settings + [.enableExperimentalFeature("Extern")],
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
            swiftSettings: settings
        ),
        .testTarget(
            name: "ViewGraphTests",
            dependencies: ["HostContract", "ViewGraph"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "LessonKitTests",
            // The engine, for the tests that draw a screen it laid out.
            dependencies: ["HostContract", "LessonKit", "ViewGraph"],
            swiftSettings: settings
        ),
        // The tool's command lines, help and errors, read with plain arrays.
        .testTarget(
            name: "lessonsTests",
            dependencies: ["lessons"],
            swiftSettings: settings
        ),
    ]
)
