import Foundation
import Testing

@testable import LessonKit

private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// `Benchmarks/run` builds the engine with optimizations, which `swift test` never does; the Swift 6.3
/// optimizer has crashed on engine code that builds fine without them (CopyPropagation, a pass of
/// Swift's own SIL optimizer). CI (which sets `CI`) checks that the optimized build still goes
/// through; a developer's `swift test` skips it to stay quick.
///
/// It runs every stage Swift itself owns, the SIL optimizer and IR generation, and stops before
/// LLVM's optimizer and code generation (`-emit-irgen`), which clang's builds exercise as much as
/// ours: 52 s of CPU, where the whole `-c` build took 97 s (2026-12-07, two cores).
@Suite("The engine builds with optimizations", .onThreadsOfItsOwn)
struct OptimizedBuildTests {
    @Test(
        "The engine's sources go through Swift's optimizer and IR generation with -O and whole-module optimization, as a release build's do",
        .enabled(if: ProcessInfo.processInfo.environment["CI"] != nil))
    func optimizedBuild() throws {
        let toolchain = try Toolchain.find()
        let compiler = Self.inSessionOfItsOwn(toolchain.swiftc)
        let sources = (FileManager.default.enumerator(atPath: layout.engineSources)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { layout.engineSources + "/" + $0 }
        #expect(sources.count > 50)
        let output = NSTemporaryDirectory() + "viewgraph-optimized-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: output) }
        // The contract the engine imports, built the same way, first.
        let contract = ProcessRunner.run(
            compiler.executable,
            compiler.arguments + [
                "-parse-as-library", "-swift-version", "6", "-O", "-wmo", "-module-name", "HostContract",
                "-emit-module", "-emit-module-path", output + "/HostContract.swiftmodule", "-emit-irgen", "-o",
                output + "/HostContract.ll",
            ] + EngineBuild.swiftSources(in: layout.contractSources), currentDirectory: output, timeout: 900)
        #expect(contract.status == 0, "\(contract.errorOutput.suffix(3000))")
        let result = ProcessRunner.run(
            compiler.executable,
            compiler.arguments + [
                // The language mode the package builds the engine in (Package.swift): in the Swift 5 mode
                // the engine's nonisolated views could not call the memberwise inits of its main-actor
                // layout rules, which the Swift 6 mode makes nonisolated where every stored property is Sendable.
                "-parse-as-library", "-swift-version", "6", "-O", "-wmo", "-module-name", "ViewGraph", "-I", output,
                "-emit-irgen", "-o", output + "/ViewGraph.ll",
            ] + sources, currentDirectory: output, timeout: 900)
        #expect(result.status == 0, "\(result.errorOutput.suffix(3000))")
    }

    /// `executable` run in a session of its own (`setsid --wait`, from util-linux), where there is
    /// one, and that session's share of the CPU raised where the kernel lets it be (root):
    /// the kernel shares the CPU out between sessions before it shares a session's part between its
    /// processes (`sched_autogroup`, on in Debian's kernels), and a session's nice value
    /// (`/proc/self/autogroup`) weighs its part. Among the suite's hundred processes this one
    /// compiler finished 80 s after every other test (a fresh clone's CI run, 2026-12-07: this test
    /// 201 s, the next longest 118 s); in a session of its own at the usual weight, 113 s, 167 s and
    /// 180 s in three such runs, since the sandbox starts each play in a session of its own too.
    /// Without the privilege the compiler runs in its session at the usual weight; without `setsid`,
    /// as any other process of the suite.
    static func inSessionOfItsOwn(_ executable: String) -> (executable: String, arguments: [String]) {
        let setsid = "/usr/bin/setsid"
        guard FileManager.default.isExecutableFile(atPath: setsid),
            FileManager.default.isExecutableFile(atPath: "/bin/sh")
        else { return (executable, []) }
        let raise = "{ echo -10 > /proc/self/autogroup; } 2>/dev/null; exec \"$0\" \"$@\""
        return (setsid, ["--wait", "/bin/sh", "-c", raise, executable])
    }
}
