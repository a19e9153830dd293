import Foundation
import Testing

@testable import LessonKit

/// A folder with a stand-in for swiftc: a shell script that answers `--version` as Swift does and
/// behaves as `body` says on a build (`$out` is the path after `-o`).
private func fakeCompiler(_ body: String) throws -> (folder: String, toolchain: Toolchain) {
    let folder = NSTemporaryDirectory() + "lessons-fake-swiftc-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let script = """
        #!/bin/sh
        if [ "$1" = "--version" ]; then echo "Swift version 6.3.1 (fake)"; exit 0; fi
        out=""; previous=""
        for argument in "$@"; do [ "$previous" = "-o" ] && out="$argument"; previous="$argument"; done
        \(body)
        """
    // Written with no program starting meanwhile: a child forked while the file is open for
    // writing would make running it fail with "Text file busy".
    try PlayHome.copy(from: Data(script.utf8), to: folder + "/swiftc")
    return (folder, try Toolchain.find(environment: ["SWIFTC": folder + "/swiftc"]))
}

private let builds =
    "printf '#!/bin/sh\\necho built\\n' > \"$out\"; chmod +x \"$out\"; echo 'T.md:3:1: warning: a warning'"

private let code = CodeVersion(
    files: [
        (
            name: "main.swift",
            lines: [CodeVersion.Line(text: "let x = 1", origin: SourceLocation(file: "T.md", line: 3))]
        )
    ], label: "t")

@Suite(
    "The build cache: written only by the runner, verified when read, never holding the machine's faults",
    .onThreadsOfItsOwn)
struct BuildCacheTests {
    func builder(_ toolchain: Toolchain, cache: String) -> SnippetBuilder {
        SnippetBuilder(
            toolchain: toolchain, engine: EngineBuild(directory: "/nonexistent", hash: "test", wasBuilt: false),
            cacheDirectory: cache)
    }

    @Test("A build is sealed read-only; a second build comes from the cache")
    func sealed() throws {
        let (folder, toolchain) = try fakeCompiler(builds)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let builder = builder(toolchain, cache: folder + "/cache")
        let first = builder.build(code)
        #expect(first.wasBuilt && first.executable != nil && first.machineFault == nil)
        #expect(first.messages.map(\.description) == ["T.md:3:1: warning: a warning"])
        let entry = folder + "/cache/snippets/" + builder.key(for: code)
        #expect(CacheEntry.verify(entry))
        for name in try FileManager.default.contentsOfDirectory(atPath: entry) {
            var info = stat()
            stat(entry + "/" + name, &info)
            #expect(info.st_mode & 0o222 == 0, "\(name) is read-only")
        }
        let second = builder.build(code)
        #expect(!second.wasBuilt && second.messages == first.messages)
        // Nothing of the build's staging is left.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/cache/snippets") == [builder.key(for: code)])
    }

    @Test(
        "An entry changed after it was sealed (a file edited, added or removed) is not trusted, and is built again",
        arguments: ["edit", "add", "remove"])
    func tampered(change: String) throws {
        let (folder, toolchain) = try fakeCompiler(builds)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let builder = builder(toolchain, cache: folder + "/cache")
        _ = builder.build(code)
        let entry = folder + "/cache/snippets/" + builder.key(for: code)
        switch change {
        case "edit":
            try "T.md:3:1: error: made up".write(toFile: entry + "/compiler.txt", atomically: true, encoding: .utf8)
        case "add": try "x".write(toFile: entry + "/ViewGraph.swiftmodule", atomically: true, encoding: .utf8)
        default: try FileManager.default.removeItem(atPath: entry + "/program")
        }
        #expect(!CacheEntry.verify(entry))
        let rebuilt = builder.build(code)
        #expect(rebuilt.wasBuilt && rebuilt.executable != nil)
        #expect(rebuilt.messages.map(\.message) == ["a warning"])
        #expect(CacheEntry.verify(entry))
    }

    @Test(
        "A failure of the machine is reported as such and never cached",
        arguments: [
            ("kill -9 $$", "swiftc was killed by signal 9 (out of memory?)"),
            (
                "echo 'error: unable to open output file: No space left on device' >&2; exit 1",
                "error: unable to open output file: No space left on device"
            ),
            (
                "echo '<unknown>:0: error: compile command failed due to signal 9 (use -v to see invocation)' >&2; exit 1",
                "failed due to signal 9"
            ),
            ("exit 1", "swiftc failed and printed no error"),
        ])
    func machineFaults(body: String, fault: String) throws {
        let (folder, toolchain) = try fakeCompiler(body)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let builder = builder(toolchain, cache: folder + "/cache")
        for _ in 0..<2 {
            let built = builder.build(code)
            #expect(built.wasBuilt && built.executable == nil)
            #expect(built.machineFault?.contains(fault) == true, "\(built.machineFault ?? "no fault")")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache/snippets").isEmpty)
    }

    @Test("A compiler that crashes on a batch builds each program alone: one crash never fails the others")
    func batchCrash() throws {
        // Crashes when given a batch (its generated Batch.swift), builds a program given alone.
        let (folder, toolchain) = try fakeCompiler("case \"$*\" in *Batch.swift*) kill -9 $$;; esac\n" + builds)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let builder = builder(toolchain, cache: folder + "/cache")
        let codes = (1...3).map { number in
            CodeVersion(
                files: [
                    (
                        name: "ContentView.swift",
                        lines: [
                            CodeVersion.Line(
                                text: "let x\(number) = 1", origin: SourceLocation(file: "T.md", line: number))
                        ]
                    )
                ], label: "t")
        }
        var results: [Int: BuiltSnippet] = [:]
        builder.buildGroup(codes.enumerated().map { ($0.offset, $0.element) }) { results[$0] = $1 }
        #expect(results.count == 3)
        #expect(results.values.allSatisfy { $0.machineFault == nil && $0.executable != nil && $0.batchSize == 1 })
    }

    @Test("Errors in the code are the code's: cached, and not called the machine's")
    func codeErrors() throws {
        let (folder, toolchain) = try fakeCompiler("echo 'T.md:3:5: error: cannot find x in scope' >&2; exit 1")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let builder = builder(toolchain, cache: folder + "/cache")
        let first = builder.build(code)
        #expect(first.machineFault == nil && first.messages.map(\.message) == ["cannot find x in scope"])
        #expect(!builder.build(code).wasBuilt)
    }

    @Test("A cache that cannot be written says so, and what to do, before anything is built")
    func unwritableCache() throws {
        let (folder, toolchain) = try fakeCompiler(builds)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "a file, not a folder".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
        var options = CheckOptions()
        options.cacheDirectory = folder + "/file/cache"
        let checker = LessonChecker(layout: PackageLayout(root: folder), toolchain: toolchain, options: options)
        let (lesson, _) = LessonParser.parse(
            "# T\n\n```swift program\nlet x = 1\n```\n\n```console\nx\n```\n", path: "T.md")
        let error = try #require(throws: RunnerError.self) { try checker.run([lesson]) }
        #expect(
            "\(error)"
                == "cannot use the build cache \(folder)/file/cache: \(folder)/file is a regular file, not a folder. "
                + "To go on, give --cache-dir a folder (one that does not exist yet is made), or run with --no-cache")
    }

    @Test(
        "A cache folder that is a file or a device is said to be no folder, never a matter of permissions",
        arguments: ["/dev/null", "FILE", "FILE/cache"])
    func cacheOnAFile(_ given: String) throws {
        let folder = NSTemporaryDirectory() + "lessons-cache-file-\(UUID().uuidString)"
        try "a file, not a folder".write(toFile: folder, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = given.replacingOccurrences(of: "FILE", with: folder)
        let error = try #require(throws: RunnerError.self) { try BuildCache.prepare(cache, isCache: true) }
        let file = given == "/dev/null" ? "/dev/null is a device" : "\(folder) is a regular file"
        #expect(
            "\(error)".hasPrefix(
                "cannot use the build cache \(cache): \(file), not a folder. To go on, give --cache-dir a folder"),
            "\(error)")
        #expect(!"\(error)".contains("chmod"))
    }

    @Test("A temporary folder (TMPDIR) that cannot be written is named as the fault, not the compiler")
    func unwritableTemporaryFolder() throws {
        let folder = NSTemporaryDirectory() + "lessons-tmpdir-\(UUID().uuidString)"
        try "a file, not a folder".write(toFile: folder, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let error = try #require(throws: RunnerError.self) { try BuildCache.prepare(folder + "/tmp", isCache: false) }
        #expect(
            "\(error)"
                == "cannot use the temporary folder \(folder)/tmp (TMPDIR): \(folder) is a regular file, not a folder. To go on, set TMPDIR to a folder"
        )
    }

    @Test(
        "SWIFTC that is no Swift compiler is refused with what to do",
        arguments: [
            (
                "/bin/false",
                "SWIFTC=/bin/false does not work as a Swift compiler: `/bin/false --version` ended with status 1"
            ),
            (
                "/bin/true",
                "SWIFTC=/bin/true does not work as a Swift compiler: `/bin/true --version` ended with status 0"
            ),
            ("/no/such/swiftc", "SWIFTC=/no/such/swiftc is not an executable file"),
        ])
    func badCompiler(path: String, message: String) {
        #expect {
            _ = try Toolchain.find(environment: ["SWIFTC": path])
        } throws: { error in
            "\(error)".hasPrefix(message) && "\(error)".contains("Unset SWIFTC")
        }
    }
}
