import Testing

@testable import LessonKit

@Suite("RunnerError: each failure says where, what, and what to do")
struct RunnerErrorTests {
    @Test("No package: what is missing and where to run lessons from")
    func packageNotFound() {
        let message = RunnerError.packageNotFound.description
        #expect(message.contains("cannot find the package (Package.swift with Sources/ViewGraph)"))
        #expect(message.contains("run lessons from inside it"))
    }

    @Test("A compiler that cannot serve: which one, why, and the fix for SWIFTC or the PATH")
    func compiler() {
        let named = RunnerError.compilerDoesNotWork(
            compiler: "SWIFTC=/bin/false", said: "`/bin/false --version` ended with status 1 and printed nothing",
            fromSWIFTC: true
        ).description
        #expect(named.hasPrefix("SWIFTC=/bin/false does not work as a Swift compiler: `/bin/false --version`"))
        #expect(named.hasSuffix("Unset SWIFTC to use the swiftc on the PATH, or point it at Swift 6.3's swiftc"))
        let found = RunnerError.compilerDoesNotWork(
            compiler: "/usr/bin/swiftc (from the PATH)", said: "x", fromSWIFTC: false)
        #expect(found.description.hasSuffix("Install Swift 6.3, or set SWIFTC to its swiftc"))
        #expect(
            RunnerError.compilerNotExecutable("/nope").description
                == "SWIFTC=/nope is not an executable file. Unset SWIFTC to use the swiftc on the PATH, or point it at Swift 6.3's swiftc"
        )
    }

    @Test("A build that failed: the launcher's reasons, folder by folder, the compiler, and the way out")
    func builds() {
        let message = RunnerError.launcherBuildFailed(
            reasons: ["/a: read-only", "/b: full"], compiler: "/usr/bin/swiftc"
        )
        .description
        #expect(
            message.contains(
                "cannot build the sandbox's launcher, so no lesson program can run contained: /a: read-only; /b: full.")
        )
        #expect(message.contains("Check that `/usr/bin/swiftc` builds a program"))
        #expect(message.contains("LESSONS_SANDBOX=off runs lesson programs uncontained"))
        #expect(
            RunnerError.engineBuildFailed(output: "x.swift:1: error").description
                == "the engine did not build:\nx.swift:1: error")
    }

    @Test("A folder that cannot be used: which folder, why, and the fix for a cache or for TMPDIR")
    func folders() {
        let cache = RunnerError.folderNotWritable(.cache("/c"), reason: "Permission denied").description
        #expect(cache.hasPrefix("cannot write the build cache /c: Permission denied. To go on, make it writable"))
        #expect(cache.contains("--cache-dir DIR, or run with --no-cache"))
        let temporary = RunnerError.folderInTheWay(.temporary("/t"), path: "/t", kind: "a file").description
        #expect(
            temporary
                == "cannot use the temporary folder /t (TMPDIR): /t is a file, not a folder. To go on, set TMPDIR to a folder"
        )
        let full = RunnerError.folderFull(.temporary("/t"), free: 0, needed: 1 << 20).description
        #expect(full.contains("cannot write the temporary folder /t (TMPDIR): it is full ("))
        #expect(full.hasSuffix("set TMPDIR to a writable folder with some free space"))
        let engine = RunnerError.engineFolder(.keepBuild, folder: "/e", reason: "No space left").description
        #expect(engine.hasPrefix("cannot keep the engine's build in /e: No space left. "))
        #expect(engine.hasSuffix(MachineFault.advice))
    }
}
