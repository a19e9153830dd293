import Foundation
import HostContract
import Testing

@testable import LessonKit

/// The package this test was built from.
private let layout = PackageLayout.locate(from: URL(fileURLWithPath: #filePath).deletingLastPathComponent().path)!

/// A temporary folder of this test's own, removed by `body`'s end.
private func inFolder<T>(_ body: (String) throws -> T) throws -> T {
    let folder = NSTemporaryDirectory() + "lessons-protocol-test-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try body(folder)
}

/// The play of a shell script that greets the runner with `hello` (a line, without its newline),
/// then says the play is done: the host of a program built against another engine.
private func playGreeting(_ hello: String, in folder: String) throws -> ProcessRunner.Result {
    let body =
        "printf '%s\\n' '\(hello)' '\u{1E}aaaa:action 1 launch' '\u{1E}aaaa:done ' >&$\(HostProtocol.channelVariable)"
    try PlayHome.copy(from: Data("#!/bin/sh\n\(body)\n".utf8), to: folder + "/program")
    return PlayHome.run(folder + "/program", ["launch"], timeout: 20, outputLimit: 1 << 20, sandboxed: false)
}

@Suite("The host's protocol version: said by the program at its greeting, checked by the runner", .onThreadsOfItsOwn)
struct HostProtocolVersionTests {
    @Test("A greeting says its version; one of the nonces alone is version 1's; one whose version is no number is none")
    func greeting() {
        let hello = HostProtocol.Hello(nonce: "aaaa", boundary: "bbbb")
        #expect(hello.line == "\u{1E}hello aaaa bbbb \(HostProtocol.version)")
        #expect(HostProtocol.Hello(hello.line) == hello)
        #expect(HostProtocol.Hello("\u{1E}hello aaaa bbbb")?.version == 1)
        #expect(
            HostProtocol.Hello("\u{1E}hello aaaa bbbb 7 more words")
                == .init(nonce: "aaaa", boundary: "bbbb", version: 7))
        #expect(HostProtocol.Hello("\u{1E}hello aaaa bbbb two") == nil)
        #expect(HostProtocol.Hello("\u{1E}hello aaaa bbbb 0") == nil)
        #expect(HostProtocol.Hello("\u{1E}hello aaaa") == nil)
        #expect(HostProtocol.Hello("\u{1E}aaaa:action 1 launch") == nil)
    }

    @Test("The runner reads the version the program said, and merges its lines as before")
    func versionRead() {
        for (hello, version) in [
            ("\u{1E}hello aaaa bbbb", 1), ("\u{1E}hello aaaa bbbb \(HostProtocol.version)", HostProtocol.version),
        ] {
            let lines = HostLines(
                console: "\u{1E}bbbb:action 1 launch\nprinted\n",
                channel: hello + "\n\u{1E}aaaa:action 1 launch\n\u{1E}aaaa:done \n")
            #expect(lines.protocolVersion == version)
            #expect(lines.forgery == nil)
            #expect(PlayOutput.parse(lines.merged, nonce: lines.nonce).segments.map(\.console) == [["printed"]])
        }
        #expect(HostLines(console: "printed\n", channel: "").protocolVersion == nil)
    }

    @Test("A play whose program speaks another version fails, saying what happened and what to do, and is not kept")
    func mismatchRefused() throws {
        try inFolder { folder in
            let old = try playGreeting("\u{1E}hello aaaa bbbb", in: folder)
            #expect(old.hostProtocol == 1)
            let output = PlayOutput.parse(old.output, nonce: old.hostNonce)
            #expect(output.finished, "the play itself went to its end: \(old.output)")
            let problem = try #require(
                PlayProblem.describe(output, old, play: ["launch"], timeout: 20, outputLimit: 1 << 20))
            #expect(problem.hasPrefix("the program was built against version 1 of the host's protocol"), "\(problem)")
            #expect(problem.contains("this runner speaks version \(HostProtocol.version)"), "\(problem)")
            #expect(problem.contains("come from different sources"), "\(problem)")
            #expect(problem.contains("`swift run lessons`"), "\(problem)")
            #expect(!PlayCache.isKept(old))
        }
        try inFolder { folder in
            let newer = try playGreeting("\u{1E}hello aaaa bbbb \(HostProtocol.version + 1)", in: folder)
            #expect(PlayProblem.protocolMismatch(newer)?.contains("version \(HostProtocol.version + 1) of") == true)
        }
        try inFolder { folder in
            let same = try playGreeting(HostProtocol.Hello(nonce: "aaaa", boundary: "bbbb").line, in: folder)
            #expect(same.hostProtocol == HostProtocol.version)
            #expect(
                PlayProblem.describe(
                    PlayOutput.parse(same.output, nonce: same.hostNonce), same, play: ["launch"], timeout: 20,
                    outputLimit: 1 << 20) == nil)
            #expect(PlayCache.isKept(same))
        }
    }

    @Test("A lesson program built against the engine greets the runner with the runner's version")
    func programSaysItsVersion() throws {
        let toolchain = try Toolchain.find()
        let engine = try EngineBuild.prepare(layout: layout, toolchain: toolchain, cacheDirectory: layout.defaultCache)
        let (lesson, _) = LessonParser.parse(
            oneProgramLesson(title: "Greeting", appear: "print(\"hi\")", check: "```console\nhi\n```"), path: "T.md")
        let code = try #require(lesson.checks.first?.code)
        let built = SnippetBuilder(toolchain: toolchain, engine: engine, cacheDirectory: layout.defaultCache).build(
            code)
        let executable = try #require(built.executable, "\(built.rawOutput)")
        let result = PlayHome.run(
            executable, entry: built.entry, ["launch"], timeout: 60, outputLimit: 1 << 20, sandboxed: false)
        let first = result.hostOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(HostProtocol.Hello(first)?.version == HostProtocol.version, "\(first)")
        #expect(result.hostProtocol == HostProtocol.version)
        #expect(PlayProblem.protocolMismatch(result) == nil)
    }

    @Test(
        "A program in the cache was built against the runner's version: the engine's hash, in the program's key, holds the contract"
    )
    func cacheKeyHoldsVersion() throws {
        try inFolder { folder in
            try FileManager.default.createDirectory(atPath: folder + "/Engine", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder + "/Contract", withIntermediateDirectories: true)
            try "struct A {}\n".write(toFile: folder + "/Engine/A.swift", atomically: true, encoding: .utf8)
            let toolchain = Toolchain(swiftc: "/bin/false", version: "Swift version 6.3.1 (test)")
            func hash(version: Int) throws -> String {
                let contract = folder + "/Contract/HostProtocol.swift"
                try "enum HostProtocol { static let version = \(version) }\n".write(
                    toFile: contract, atomically: true, encoding: .utf8)
                return EngineBuild.sourceHash(
                    ["A.swift"], in: folder + "/Engine", contract: [contract], toolchain: toolchain)
            }
            // The engine compiled from its sources: each version an engine, and a program key, of its own.
            let (one, two) = (try hash(version: 1), try hash(version: 2))
            #expect(one != two)
            #expect(try hash(version: 1) == one)
            func key(_ engineHash: String) -> String {
                SnippetBuilder(
                    toolchain: toolchain,
                    engine: EngineBuild(directory: "/nonexistent", hash: engineHash, wasBuilt: false),
                    cacheDirectory: folder
                ).key(for: CodeVersion(files: [(name: "main.swift", lines: [])], label: "t"))
            }
            #expect(key(one) != key(two))
        }
        // The engine linked from SwiftPM's objects: the contract's object, which holds the version, is hashed.
        let sources = EngineBuild.swiftSources(in: layout.engineSources)
        let found = try SwiftPMEngine.find(layout: layout, sources: sources).get()
        #expect(found.files.contains { $0.hasSuffix("/HostProtocol.swift.o") }, "\(found.objects.prefix(3))")
    }
}
