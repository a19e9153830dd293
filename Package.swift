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
        // The engine: SwiftUI's update model in SwiftUI's own names. Knows nothing of lessons.
        .target(
            name: "ViewGraph",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The lesson format and the runner. Knows nothing of terminals.
        .target(
            name: "LessonKit",
            dependencies: ["ViewGraph"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The command-line tool: parses arguments, calls the kit, prints.
        .executableTarget(
            name: "lessons",
            dependencies: ["LessonKit"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Starts one lesson program in a sandbox (Linux: namespaces, Landlock, seccomp, limits). No
        // Foundation: it starts in a millisecond. The runner builds the launcher it uses itself from
        // these sources (LessonKit's SandboxLauncher, with the same flags); this target keeps them
        // built by `swift build` and known to editors.
        .executableTarget(
            name: "lessons-sandbox",
            swiftSettings: [.swiftLanguageMode(.v6)],
            // Swift's runtime linked in: nothing to load and relocate at each start (about 7 ms less).
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))]
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
            dependencies: ["ViewGraph"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "LessonKitTests",
            dependencies: ["LessonKit"],
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
